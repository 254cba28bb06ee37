import Testing
@testable import Scan
import TestSupport

/// What reading why screens stay unplaced turned up (docs/placement.md): ways of writing ordinary code that
/// scan misread, and ways of showing a screen it did not follow (children through helpers, pagers and
/// generic containers, launch storyboards), so the screens behind them
/// were never checked.
@Suite struct PlacementDefectTests {
    /// Texture's `ASDKViewController` shares AuthenticationServices' `AS` prefix, but it is a view
    /// controller: its subclasses are screens, pushed and checked like any other.
    @Test func aTextureControllerIsAScreen() throws {
        try ScannedApp.each([ScannedApp.stack(root: "HomeViewController"), ("App/Screens.swift", """
        class BaseViewController: ASDKViewController<ASDisplayNode> {}
        final class HomeViewController: BaseViewController {
            func open() {
                navigationController?.pushViewController(ReaderViewController(), animated: true)
            }
        }
        final class ReaderViewController: BaseViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                1️⃣navigationItem.hidesBackButton = true
            }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["hidden-back-button-disables-swipe"], "\(app.allFindings)")
        }
    }
}

extension PlacementDefectTests {
    /// An initializer called with only a trailing closure makes its screen, as `X()` does: the sign-up
    /// prompt is presented and the sign-up form roots the stack presented from it, with no note that
    /// scan could not follow them; a screen nothing makes is still unreachable.
    @Test func aTrailingClosureInitializerMakesItsScreen() throws {
        try ScannedApp.each([ScannedApp.stack(root: "HomeViewController"), ("App/Screens.swift", """
        final class HomeViewController: UIViewController {
            func askToSignUp() {
                let prompt = 4️⃣PromptViewController { accepted in
                    guard accepted else { return }
                    let signup = 5️⃣SignupViewController { _ in }
                    self.present(UINavigationController(rootViewController: signup), animated: true)
                }
                present(prompt, animated: true)
            }
        }
        1️⃣final class PromptViewController: UIViewController {
            init(completion: @escaping (Bool) -> Void) { super.init(nibName: nil, bundle: nil) }
        }
        2️⃣final class SignupViewController: UIViewController {
            init(completion: @escaping (Bool) -> Void) { super.init(nibName: nil, bundle: nil) }
        }
        3️⃣final class WaitlistViewController: UIViewController {
            init(completion: @escaping (Bool) -> Void) { super.init(nibName: nil, bundle: nil) }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣").isEmpty, "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣").isEmpty, "\(app.allFindings)")
            #expect(app.rules(at: "3️⃣") == ["unreachable-screen"], "\(app.allFindings)")
            #expect(app.notes(at: "4️⃣").isEmpty && app.notes(at: "5️⃣").isEmpty, "\(app.result.notes.map(\.message))")
        }
    }
}

extension PlacementDefectTests {
    /// The locals of a computed property's getter belong to it, not to its type: each `case` of the tab
    /// switch declares its own `viewController`, and each tab's stack is rooted at its own screen.
    @Test func eachCaseOfAGetterRootsItsOwnTab() throws {
        try ScannedApp.each([("App/Tabs.swift", """
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                let tabs = UITabBarController()
                tabs.viewControllers = [Tab.profile.info.controller, Tab.home.info.controller]
                window?.rootViewController = tabs
            }
        }
        struct TabInfo { let controller: UIViewController }
        enum Tab {
            case profile, home
            var info: TabInfo {
                switch self {
                case .profile:
                    let viewController = ProfileViewController()
                    let navigationController = UINavigationController(rootViewController: viewController)
                    return TabInfo(controller: navigationController)
                case .home:
                    let viewController = 1️⃣HomeViewController()
                    let navigationController = UINavigationController(rootViewController: viewController)
                    return TabInfo(controller: navigationController)
                }
            }
        }
        final class ProfileViewController: UIViewController {}
        final class HomeViewController: UIViewController {}
        """)]) { app in
            #expect(app.notes(at: "1️⃣").isEmpty, "\(app.result.notes.map(\.message))")
            #expect(app.result.app.navigationControllers.map(\.rootID).sorted() == ["home", "profile"], "\(app.result.draft)")
        }
    }
}

extension PlacementDefectTests {
    /// A module builder's method called on the builder made in place (`DownloadsAssembly().makeModule()`)
    /// gives the screen that method returns, as it does through a local (`let assembly = ...`).
    @Test func aBuilderMadeInPlaceGivesItsScreen() throws {
        try ScannedApp.each([ScannedApp.stack(root: "SettingsViewController"), ("App/Settings.swift", """
        final class DownloadsAssembly {
            func makeModule() -> UIViewController {
                let viewController = DownloadsViewController()
                return viewController
            }
        }
        final class SettingsViewController: UIViewController {
            func openDownloads() {
                navigationController?.pushViewController(1️⃣DownloadsAssembly().makeModule(), animated: true)
            }
        }
        final class DownloadsViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                2️⃣navigationItem.hidesBackButton = true
            }
        }
        """)]) { app in
            #expect(app.notes(at: "1️⃣").isEmpty, "\(app.result.notes.map(\.message))")
            #expect(app.rules(at: "2️⃣") == ["hidden-back-button-disables-swipe"], "\(app.allFindings)")
            #expect(app.result.app.navigationControllers.first?.members.contains("downloads") == true, "\(app.result.draft)")
        }
    }
}

extension PlacementDefectTests {
    /// `[SgfSettingsController controller]` calls the class method `+controller`, not the delegate method
    /// `-controller:shouldEndEditingWithText:` that shares its first selector part: the factory's screen is
    /// pushed.
    @Test func anObjectiveCFactoryIsNotHiddenByALongerSelector() throws {
        try ScannedApp.each([ScannedApp.stack(root: "SettingsViewController", objectiveC: true), ("App/Settings.m", """
        @interface SettingsViewController : UITableViewController
        @end
        @implementation SettingsViewController
        - (void)openFiles {
            [self.navigationController pushViewController:1️⃣[FileSettingsController controller] animated:YES];
        }
        @end
        @interface FileSettingsController : UITableViewController
        + (FileSettingsController *)controller;
        @end
        @implementation FileSettingsController
        + (FileSettingsController *)controller {
            FileSettingsController *controller = [[FileSettingsController alloc] initWithStyle:UITableViewStyleGrouped];
            return controller;
        }
        - (void)viewDidLoad {
            [super viewDidLoad];
            2️⃣self.navigationItem.hidesBackButton = YES;
        }
        - (bool)controller:(EditTextController *)editor shouldEndEditingWithText:(NSString *)text {
            return true;
        }
        @end
        """)]) { app in
            #expect(app.notes(at: "1️⃣").isEmpty, "\(app.result.notes.map(\.message))")
            #expect(app.rules(at: "2️⃣") == ["hidden-back-button-disables-swipe"], "\(app.allFindings)")
        }
    }
}

extension PlacementDefectTests {
    /// The storyboard the app launches with shows its initial scene as the window's root, and a tab bar
    /// controller shows each tab: a screen there without a navigation controller is placed, so not
    /// unreachable, and its entry says how it is shown. The same scene in a storyboard nothing loads stays
    /// unplaced.
    @Test(arguments: [true, false])
    func aLaunchStoryboardShowsItsInitialSceneAndItsTabs(launched: Bool) throws {
        let tabBar = """
                <scene sceneID="scene-tabs">
                    <objects>
                        <tabBarController id="tabs" sceneMemberID="viewController">
                            <connections>
                                <segue destination="search" kind="relationship" relationship="viewControllers" id="seg-tab-search"/>
                                <segue destination="nav" kind="relationship" relationship="viewControllers" id="seg-tab-nav"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
        """
        let main = StoryboardText.document(initial: "tabs", scenes: [
            tabBar, StoryboardText.screen("search", "SearchViewController"), StoryboardText.navigation("nav", root: "library"),
            StoryboardText.screen("library", "LibraryViewController"),
        ])
        let onboarding = StoryboardText.document(initial: "welcome", scenes: [StoryboardText.screen("welcome", "WelcomeViewController")])
        let plist = "<plist version=\"1.0\"><dict><key>UIMainStoryboardFile</key><string>\(launched ? "Main" : "Other")</string></dict></plist>"
        try ScannedApp.eachWithStoryboards([
            ("App/Base.lproj/Main.storyboard", main), ("App/Base.lproj/Welcome.storyboard", onboarding), ("App/Info.plist", plist),
            ("App/Screens.swift", """
            1️⃣final class SearchViewController: UIViewController {}
            final class LibraryViewController: UIViewController {}
            2️⃣final class WelcomeViewController: UIViewController {}
            """),
        ]) { app in
            #expect(app.rules(at: "1️⃣") == (launched ? [] : ["unreachable-screen"]), "\(app.allFindings)")
            if launched {
                #expect(app.result.draft.contains("shown as a tab (App/Base.lproj/Main.storyboard:"), "\(app.result.draft)")
            }
            // Welcome.storyboard is loaded by nothing, so its initial scene is shown by nothing.
            #expect(app.rules(at: "2️⃣") == ["unreachable-screen"], "\(app.allFindings)")
        }
    }

    /// A launch storyboard whose initial scene is a screen with no navigation controller shows it as the
    /// window's root.
    @Test func aLaunchStoryboardsInitialScreenIsTheWindowsRoot() throws {
        let main = StoryboardText.document(initial: "launch", scenes: [StoryboardText.screen("launch", "LaunchViewController")])
        try ScannedApp.eachWithStoryboards([
            ("App/Base.lproj/Main.storyboard", main),
            ("App/Info.plist", "<plist version=\"1.0\"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>"),
            ("App/Screens.swift", """
            1️⃣final class LaunchViewController: UIViewController {
                func start() {
                    present(UINavigationController(rootViewController: HomeViewController()), animated: true)
                }
            }
            final class HomeViewController: UIViewController {}
            """),
        ]) { app in
            #expect(app.rules(at: "1️⃣").isEmpty, "\(app.allFindings)")
            #expect(app.result.draft.contains("shown as the window's root (App/Base.lproj/Main.storyboard:"), "\(app.result.draft)")
        }
    }
}

extension PlacementDefectTests {
    /// A creator closure after `instantiateViewController(identifier:)` changes nothing about what it makes:
    /// the scene's screen roots the stack presented with it.
    @Test func aCreatorClosureKeepsTheScene() throws {
        let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="scene-bookmarks">
                    <objects>
                        <viewController storyboardIdentifier="BookmarksViewController" id="bookmarks" customClass="BookmarksViewController" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        try ScannedApp.eachWithStoryboards([ScannedApp.stack(root: "BrowserViewController"), ("App/Bookmarks.storyboard", storyboard), ("App/Screens.swift", """
        final class BrowserViewController: UIViewController {
            func showBookmarks() {
                let storyboard = UIStoryboard(name: "Bookmarks", bundle: nil)
                let bookmarks = storyboard.instantiateViewController(identifier: "BookmarksViewController") { coder in
                    BookmarksViewController(coder: coder, database: self.database)
                }
                present(UINavigationController(rootViewController: bookmarks), animated: true)
            }
        }
        final class BookmarksViewController: UIViewController {}
        """)]) { app in
            #expect(app.result.app.navigationControllers.map(\.rootID).sorted() == ["bookmarks", "browser"], "\(app.result.draft)")
        }
    }
}

extension PlacementDefectTests {
    /// A child added through the app's own helper (`embed(_:in:)` in a `UIViewController` extension, a
    /// category's `addChild:toView:`) is a child of the screen that calls the helper on itself: it is placed
    /// with its parent, and what it pushes goes onto the parent's stack. A screen nothing adds stays unreachable.
    @Test(arguments: [false, true])
    func aChildAddedThroughAHelperIsPlaced(objectiveC: Bool) throws {
        let source: (String, String) = objectiveC ? ("App/Screens.m", """
        @implementation UIViewController (Embedding)
        - (void)embedChild:(UIViewController *)child inView:(UIView *)container {
            [self addChildViewController:child];
            [container addSubview:child.view];
            [child didMoveToParentViewController:self];
        }
        @end
        @interface HomeViewController : UIViewController
        @end
        @implementation HomeViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            [self embedChild:[[FeedViewController alloc] init] inView:self.view];
        }
        @end
        1️⃣@interface FeedViewController : UIViewController
        @end
        @implementation FeedViewController
        - (void)open {
            [self.navigationController pushViewController:[[DetailViewController alloc] init] animated:YES];
        }
        @end
        @interface DetailViewController : UIViewController
        @end
        @implementation DetailViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            2️⃣self.navigationItem.hidesBackButton = YES;
        }
        @end
        3️⃣@interface OrphanViewController : UIViewController
        @end
        @implementation OrphanViewController
        @end
        """) : ("App/Screens.swift", """
        extension UIViewController {
            func embed(_ child: UIViewController, in container: UIView) {
                addChild(child)
                container.addSubview(child.view)
                child.didMove(toParent: self)
            }
        }
        final class HomeViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                embed(FeedViewController(), in: view)
            }
        }
        1️⃣final class FeedViewController: UIViewController {
            func open() {
                navigationController?.pushViewController(DetailViewController(), animated: true)
            }
        }
        final class DetailViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                2️⃣navigationItem.hidesBackButton = true
            }
        }
        3️⃣final class OrphanViewController: UIViewController {}
        """)
        try ScannedApp.each([ScannedApp.stack(root: "HomeViewController", objectiveC: objectiveC), source]) { app in
            #expect(app.rules(at: "1️⃣").isEmpty, "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣") == ["hidden-back-button-disables-swipe"], "\(app.allFindings)")
            #expect(app.rules(at: "3️⃣") == ["unreachable-screen"], "\(app.allFindings)")
        }
    }
}

extension PlacementDefectTests {
    /// The pages given to a page view controller show inside the screen that gives them (a page view
    /// controller the screen holds, or the page view controller subclass itself): they are placed with
    /// it, and what a page pushes goes onto its stack.
    @Test(arguments: [false, true])
    func aPageViewControllersPagesArePlaced(objectiveC: Bool) throws {
        let source: (String, String) = objectiveC ? ("App/Screens.m", """
        @interface IntroPagesViewController : UIPageViewController
        @end
        @implementation IntroPagesViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            [self setViewControllers:@[[[WelcomePageViewController alloc] init]] direction:UIPageViewControllerNavigationDirectionForward animated:NO completion:nil];
        }
        @end
        1️⃣@interface WelcomePageViewController : UIViewController
        @end
        @implementation WelcomePageViewController
        - (void)openTerms {
            [self.navigationController pushViewController:[[TermsViewController alloc] init] animated:YES];
        }
        @end
        @interface TermsViewController : UIViewController
        @end
        @implementation TermsViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            2️⃣self.navigationItem.hidesBackButton = YES;
        }
        @end
        """) : ("App/Screens.swift", """
        final class IntroViewController: UIViewController {
            private let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            override func viewDidLoad() {
                super.viewDidLoad()
                addChild(pages)
                view.addSubview(pages.view)
                pages.setViewControllers([WelcomePageViewController()], direction: .forward, animated: false)
            }
        }
        1️⃣final class WelcomePageViewController: UIViewController {
            func openTerms() {
                navigationController?.pushViewController(TermsViewController(), animated: true)
            }
        }
        final class TermsViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                2️⃣navigationItem.hidesBackButton = true
            }
        }
        """)
        try ScannedApp.each([ScannedApp.stack(root: objectiveC ? "IntroPagesViewController" : "IntroViewController", objectiveC: objectiveC), source]) { app in
            #expect(app.rules(at: "1️⃣").isEmpty, "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣") == ["hidden-back-button-disables-swipe"], "\(app.allFindings)")
        }
    }
}

extension PlacementDefectTests {
    /// The pages a screen's pager data source returns (an element of the screen's array of pages, an array
    /// literal) are that screen's children: placed with it, their pushes on its stack.
    @Test(arguments: ["return pages[index]", "return [FeedPageViewController()]"])
    func aPagerDataSourcesPagesArePlaced(_ returned: String) throws {
        try ScannedApp.each([ScannedApp.stack(root: "HomeViewController"), ("App/Screens.swift", """
        final class HomeViewController: TabmanViewController, PageboyViewControllerDataSource {
            private lazy var pages = [FeedPageViewController()]
            func viewController(for pageboyViewController: PageboyViewController, at index: PageboyViewController.PageIndex) -> UIViewController? {
                \(returned)
            }
        }
        1️⃣final class FeedPageViewController: UIViewController {
            func openPost() {
                navigationController?.pushViewController(PostViewController(), animated: true)
            }
        }
        final class PostViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                2️⃣navigationItem.hidesBackButton = true
            }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣").isEmpty, "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣") == ["hidden-back-button-disables-swipe"], "\(app.allFindings)")
        }
    }
}

extension PlacementDefectTests {
    /// A generic container shows what it is made with: the screen its initializer is given and keeps (or adds
    /// at once) is its child wherever it is constructed, placed with it, its pushes on its stack.
    @Test(arguments: [false, true])
    func aContainersInitializerGivesItsChild(objectiveC: Bool) throws {
        let source: (String, String) = objectiveC ? ("App/Screens.m", """
        @implementation AppDelegate
        - (void)start {
            ContainerViewController *container = [[ContainerViewController alloc] initWithContent:[[ConsentViewController alloc] init] footer:nil];
            self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:container];
        }
        @end
        @interface ContainerViewController : UIViewController
        @property (nonatomic, strong) UIViewController *content;
        @end
        @implementation ContainerViewController
        - (instancetype)initWithContent:(UIViewController *)content footer:(UIView *)footer {
            self = [super initWithNibName:nil bundle:nil];
            _content = content;
            return self;
        }
        - (void)viewDidLoad {
            [super viewDidLoad];
            [self addChildViewController:self.content];
        }
        @end
        1️⃣@interface ConsentViewController : UIViewController
        @end
        @implementation ConsentViewController
        - (void)openTerms {
            [self.navigationController pushViewController:[[TermsViewController alloc] init] animated:YES];
        }
        @end
        @interface TermsViewController : UIViewController
        @end
        @implementation TermsViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            2️⃣self.navigationItem.hidesBackButton = YES;
        }
        @end
        """) : ("App/Screens.swift", """
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                let container = TopBottomContainerViewController(topController: ConsentViewController(), bottomController: FooterViewController())
                window?.rootViewController = UINavigationController(rootViewController: container)
            }
        }
        final class TopBottomContainerViewController: UIViewController {
            private let topController: UIViewController
            private let bottomController: UIViewController
            init(topController: UIViewController, bottomController: UIViewController) {
                self.topController = topController
                self.bottomController = bottomController
                super.init(nibName: nil, bundle: nil)
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                addChild(topController)
                addChild(bottomController)
            }
        }
        1️⃣final class ConsentViewController: UIViewController {
            func openTerms() {
                navigationController?.pushViewController(TermsViewController(), animated: true)
            }
        }
        3️⃣final class FooterViewController: UIViewController {}
        final class TermsViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                2️⃣navigationItem.hidesBackButton = true
            }
        }
        """)
        try ScannedApp.each([source]) { app in
            #expect(app.rules(at: "1️⃣").isEmpty, "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣") == ["hidden-back-button-disables-swipe"], "\(app.allFindings)")
            if !objectiveC { #expect(app.rules(at: "3️⃣").isEmpty, "\(app.allFindings)") }
        }
    }
}

extension PlacementDefectTests {
    /// `if let vc = vc` unwraps the variable before it: a local each `case` of a switch assigns its own
    /// screen pushes whichever the case chose.
    @Test(arguments: ["if let vc = vc {", "guard let vc = vc else { return }\n        do {"])
    func anUnwrappedLocalHoldsWhatEachCaseAssigned(_ unwrap: String) throws {
        try ScannedApp.each([ScannedApp.stack(root: "MenuViewController"), ("App/Screens.swift", """
        enum Entry { case logs, flags }
        final class MenuViewController: UIViewController {
            func open(_ entry: Entry) {
                let vc: UIViewController?
                switch entry {
                case .logs: vc = LogsViewController()
                case .flags: vc = FlagsViewController()
                }
                \(unwrap)
                    navigationController?.pushViewController(vc, animated: true)
                }
            }
        }
        final class LogsViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                1️⃣navigationItem.hidesBackButton = true
            }
        }
        final class FlagsViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                2️⃣navigationItem.hidesBackButton = true
            }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["hidden-back-button-disables-swipe"], "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣") == ["hidden-back-button-disables-swipe"], "\(app.allFindings)")
        }
    }
}
