import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
@testable import Format
import TestSupport

/// A navigation controller made with its bar hidden (in a storyboard, or by its root as it loads) keeps
/// it hidden on every screen pushed onto it until code shows it again: the bar is the stack's, not the root's. A pushed screen that steps back
/// itself (its own Back pops it) gets no edge swipe; a step of a flow left only forwards, a screen
/// that sets the bar itself, and a stack one of whose screens shows the bar are not reported.
@Suite struct StackBarTests {
    /// A stack whose root hides its bar as it loads (`hide`), and a pushed detail screen.
    static func app(detail: String, hide: String = "navigationController?.setNavigationBarHidden(true, animated: false)") -> [(String, String)] {
        [("App/SceneDelegate.swift", """
        import UIKit
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: ListViewController())
            }
        }
        final class ListViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                1️⃣\(hide)
            }
            @objc func open() { navigationController?.pushViewController(DetailViewController(), animated: true) }
        }
        """), ("App/DetailViewController.swift", """
        import UIKit
        final class DetailViewController: UIViewController {
        \(detail)
        }
        """)]
    }

    static let popsItself = """
        @objc func back() { navigationController?.popViewController(animated: true) }
    """

    @Test func aPushedScreenUnderTheStacksHiddenBarIsReportedWhereTheBarIsHidden() throws {
        try ScannedApp.each(Self.app(detail: Self.popsItself)) { app in
            #expect(app.rules(at: "1️⃣") == ["hidden-navigation-bar-disables-swipe"], "\(app.allFindings)")
        }
    }

    @Test func aStepOfAForwardOnlyFlowIsNotReported() throws {
        try ScannedApp.each(Self.app(detail: "    @objc func next() { navigationController?.pushViewController(UIViewController(), animated: true) }")) { app in
            #expect(app.allFindings.isEmpty, "\(app.allFindings)")
        }
    }

    @Test func aStackOneOfWhoseScreensShowsTheBarIsNotReported() throws {
        let detail = Self.popsItself + """

            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                navigationController?.setNavigationBarHidden(false, animated: animated)
            }
        """
        try ScannedApp.each(Self.app(detail: detail)) { app in
            #expect(app.allFindings.isEmpty, "\(app.allFindings)")
        }
    }

    @Test func aStackWhoseBarIsShownIsNotReported() throws {
        try ScannedApp.each(Self.app(detail: Self.popsItself, hide: "navigationController?.setNavigationBarHidden(false, animated: false)")) { app in
            #expect(app.allFindings.isEmpty, "\(app.allFindings)")
        }
    }

    @Test func objectiveCStacksHideTheBarForTheirPushedScreensToo() throws {
        let files = [("App/AppDelegate.m", """
        @implementation AppDelegate
        - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
            self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[ListViewController new]];
            return YES;
        }
        @end
        @interface ListViewController : UIViewController
        @end
        @implementation ListViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            1️⃣self.navigationController.navigationBarHidden = YES;
        }
        - (void)open {
            [self.navigationController pushViewController:[DetailViewController new] animated:YES];
        }
        @end
        @interface DetailViewController : UIViewController
        @end
        @implementation DetailViewController
        - (void)back:(id)sender {
            [self.navigationController popViewControllerAnimated:YES];
        }
        @end
        """)]
        try ScannedApp.each(files) { app in
            #expect(app.rules(at: "1️⃣") == ["hidden-navigation-bar-disables-swipe"], "\(app.allFindings)")
        }
    }

    @Test func aStoryboardStacksHiddenBarReachesItsPushedScenes() throws {
        let storyboard = StoryboardText.document(initial: "nav", scenes: [
            StoryboardText.navigation("nav", attributes: "navigationBarHidden=\"YES\"", root: "list", marker: "1️⃣"),
            StoryboardText.screen("list", "ListViewController", segues: [("detail", "show")]),
            StoryboardText.screen("detail", "DetailViewController"),
        ])
        let files = [
            ("App/Base.lproj/Main.storyboard", storyboard),
            ("App/Screens.swift", "import UIKit\nfinal class ListViewController: UIViewController {}\nfinal class DetailViewController: UIViewController {\n\(Self.popsItself)\n}\n"),
            ScannedApp.launchingMainStoryboard,
        ]
        try ScannedApp.eachWithStoryboards(files) { app in
            #expect(app.rules(at: "1️⃣") == ["hidden-navigation-bar-disables-swipe"], "\(app.allFindings)")
        }
    }

    /// A navigation controller class that hides its own bar as it is made (in a helper its initializers
    /// call) hides it on every screen pushed onto its stacks; one whose code also shows it again is left to
    /// the screens, as is the same class in Objective-C.
    @Test(arguments: [false, true])
    func aNavigationControllerClassHidingItsOwnBarHidesItForThePushedScreens(_ alsoShows: Bool) throws {
        try ScannedApp.each([("App/SceneDelegate.swift", """
        import UIKit
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = BarlessNavigationController(rootViewController: ListViewController())
            }
        }
        final class BarlessNavigationController: UINavigationController {
            override init(rootViewController: UIViewController) {
                super.init(rootViewController: rootViewController)
                commonInit()
            }
            private func commonInit() {
                1️⃣setNavigationBarHidden(true, animated: false)
            }
            func reveal() {
                \(alsoShows ? "setNavigationBarHidden(false, animated: true)" : "title = nil")
            }
        }
        final class ListViewController: UIViewController {
            @objc func open() { navigationController?.pushViewController(DetailViewController(), animated: true) }
        }
        """), ("App/DetailViewController.swift", """
        import UIKit
        final class DetailViewController: UIViewController {
        \(Self.popsItself)
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == (alsoShows ? [] : ["hidden-navigation-bar-disables-swipe"]), "\(app.allFindings)")
        }
    }

    @Test func anObjectiveCNavigationControllerClassHidingItsOwnBarHidesItForThePushedScreens() throws {
        try ScannedApp.each([("App/AppDelegate.m", """
        @implementation AppDelegate
        - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
            self.window.rootViewController = [[BarlessNavigationController alloc] initWithRootViewController:[[ListViewController alloc] init]];
            return YES;
        }
        @end
        @implementation BarlessNavigationController
        - (void)viewDidLoad {
            [super viewDidLoad];
            1️⃣self.navigationBarHidden = YES;
        }
        @end
        @implementation ListViewController
        - (void)open { [self.navigationController pushViewController:[[DetailViewController alloc] init] animated:YES]; }
        @end
        @implementation DetailViewController
        - (void)back { [self.navigationController popViewControllerAnimated:YES]; }
        @end
        """), ("App/AppDelegate.h", """
        @interface AppDelegate : UIResponder <UIApplicationDelegate>
        @property (strong, nonatomic) UIWindow *window;
        @end
        @interface BarlessNavigationController : UINavigationController
        @end
        @interface ListViewController : UIViewController
        @end
        @interface DetailViewController : UIViewController
        @end
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["hidden-navigation-bar-disables-swipe"], "\(app.allFindings)")
        }
    }
}
