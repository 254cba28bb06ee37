import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
@testable import Format
import Rules
import TestSupport

/// How scan finds, places and names stacks (issue 22, part 4): only stacks the app makes, no root it
/// invents, screens placed only on the stacks the code puts them on, and stacks reached through split
/// view columns, scene coordinators and view modifiers.
@Suite struct StackWiringTests {
    // MARK: - Storyboards the app loads

    /// Swift: Main.storyboard is the scene storyboard of Info.plist, so its tab bar's navigation
    /// controllers are stacks, and so is Profile.storyboard's initial one, which a tab reaches through a
    /// storyboard reference, and Compose.storyboard's, loaded with instantiateInitialViewController().
    /// Onboarding.storyboard, which nothing loads, and a navigation controller of Main.storyboard that
    /// nothing leads to make no stack: their screens' findings are not reported, their roots are not
    /// called unreachable, and a note says why.
    @Test func onlyStoryboardStacksTheAppLoadsAreStacks() throws {
        let (result, found) = try PatternTests.findings("LaunchStoryboards")
        #expect(result.app.navigationControllers.map(\.id).sorted() == ["compose", "inbox", "profile"])
        #expect(found == [
            "custom-left-item-disables-swipe screens.account.navigationItem.leftBarButtonItem @ App/Base.lproj/Profile.storyboard:25",
            "hidden-back-button-disables-swipe screens.message.navigationItem.hidesBackButton @ App/Base.lproj/Main.storyboard:37",
            "hidden-back-button-disables-swipe screens.recipients.navigationItem.hidesBackButton @ App/Base.lproj/Compose.storyboard:26",
        ], "\(found)")
        let notes = result.notes.map(\.description)
        #expect(notes.contains("App/Base.lproj/Onboarding.storyboard:9: the OnboardingNavigationController of App/Base.lproj/Onboarding.storyboard with root WelcomeViewController is not listed as a stack: no Info.plist names Onboarding as the main, scene or extension storyboard, and no instantiateInitialViewController(), segue or storyboard reference that navlint scan found leads to it"), "\(notes)")
        #expect(notes.contains("App/Base.lproj/Main.storyboard:52: the UINavigationController of App/Base.lproj/Main.storyboard with root ArchiveViewController is not listed as a stack: no segue, storyboard reference or instantiateViewController(withIdentifier:) that navlint scan found leads to it"), "\(notes)")
        #expect(!notes.contains { $0.contains("OnboardingNavigationController is declared") }, "\(notes)")
        #expect(result.unplacedScreens == ["archive", "welcome"])
    }

    /// Objective-C: `UIMainStoryboardFile` in an `App-Info.plist`, a storyboard loaded with
    /// `[storyboard instantiateInitialViewController]`, a navigation controller instantiated by its
    /// identifier, and a former main storyboard nothing loads.
    @Test func objectiveCLoadsStoryboardsTheSameWay() throws {
        let (result, found) = try PatternTests.findings("LaunchStoryboardsObjC")
        #expect(result.app.navigationControllers.map(\.id).sorted() == ["help", "reader", "search"])
        #expect(found == [
            "custom-left-item-disables-swipe screens.helpTopic.navigationItem.leftBarButtonItem @ Reader/Help.storyboard:26",
            "hidden-back-button-disables-swipe screens.book.navigationItem.hidesBackButton @ Reader/Main.storyboard:26",
            "hidden-back-button-disables-swipe screens.searchResult.navigationItem.hidesBackButton @ Reader/Main.storyboard:52",
        ], "\(found)")
        #expect(result.notes.contains { $0.path == "Reader/Legacy.storyboard" && $0.message.hasPrefix("the ReaderNavigationController of Reader/Legacy.storyboard with root ShelfViewController is not listed as a stack") })
        #expect(result.unplacedScreens == ["shelf"])
    }

    /// Without the app's Info.plist scan cannot tell which storyboard the app starts with: the initial
    /// navigation controller is not taken as a stack, and the note says what is missing. The same
    /// storyboard named by the build setting Xcode generates the Info.plist from is loaded.
    @Test func launchSettingsComeFromInfoPlistOrBuildSettings() throws {
        let storyboard = """
        <document initialViewController="n"><scenes>
          <scene sceneID="1"><objects><navigationController id="n" sceneMemberID="viewController">
            <connections><segue destination="h" kind="relationship" relationship="rootViewController" id="r"/></connections>
          </navigationController></objects></scene>
          <scene sceneID="2"><objects><viewController id="h" customClass="HomeViewController" sceneMemberID="viewController"/></objects></scene>
        </scenes></document>
        """
        let home = ("Home.swift", "class HomeViewController: UIViewController {}")
        let unknown = try Fixtures.scan([("Main.storyboard", storyboard), home])
        #expect(unknown.checkedApp.navigationControllers.isEmpty)
        #expect(unknown.notes.map(\.message).contains("the UINavigationController of Main.storyboard with root HomeViewController is not listed as a stack: no app Info.plist was scanned to tell whether the app loads Main at launch, and no instantiateInitialViewController(), segue or storyboard reference that navlint scan found leads to it"))
        let generated = try Fixtures.scan([("Main.storyboard", storyboard), home, ("App.xcodeproj/project.pbxproj", "{ buildSettings = { INFOPLIST_KEY_UIMainStoryboardFile = Main; }; }")])
        #expect(generated.app.navigationControllers.map(\.rootID) == ["home"])
        let plist = "<plist><dict><key>UIMainStoryboardFile</key>\r\n<string> Main </string></dict></plist>"
        let listed = try Fixtures.scan([("Main.storyboard", storyboard), home, ("Info.plist", plist)])
        #expect(listed.app.navigationControllers.map(\.rootID) == ["home"])
        // A binary property list is not read, and says so.
        let binary = try Fixtures.scan([("Main.storyboard", storyboard), home, ("App/Info.plist", "bplist00\u{1}")])
        #expect(binary.checkedApp.navigationControllers.isEmpty)
        #expect(binary.notes.map(\.description).contains("App/Info.plist:1: could not read App/Info.plist (a binary property list, which navlint scan does not read); the storyboards it names for launch are not known"))
    }

    // MARK: - Roots scan cannot follow

    /// Swift: navigation controllers made with a root scan cannot follow (a factory's result, UIKit's own
    /// view controller as a tab's placeholder, a page view controller, a tab bar controller) are no stacks:
    /// nothing is known to be pushed onto them, and a root made up for them would be named in findings.
    /// A note says what each was made with; the stack whose root is known is checked as before.
    @Test func stacksWithRootsScanCannotFollowAreNotListed() throws {
        let code = """
        final class AppNavigationController: UINavigationController, UIGestureRecognizerDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                interactivePopGestureRecognizer?.delegate = self
            }
        }
        final class MainTabBarController: UITabBarController {}
        final class TabsBuilder {
            func tabs() -> [UIViewController] {
                let compose = UIViewController()
                let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
                return [
                    AppNavigationController(rootViewController: HomeViewController()),
                    AppNavigationController(rootViewController: compose),
                    AppNavigationController(rootViewController: pages),
                    AppNavigationController(rootViewController: Screens.make("detail")),
                    AppNavigationController(rootViewController: MainTabBarController()),
                ]
            }
        }
        enum Screens {
            static var registry: [String: UIViewController] = ["detail": DetailViewController()]
            static func make(_ name: String) -> UIViewController { registry[name] ?? UIViewController() }
        }
        class HomeViewController: UIViewController {}
        class DetailViewController: UIViewController {}
        """
        let result = try Fixtures.scan([("App.swift", code)])
        #expect(result.app.navigationControllers.map { "\($0.id):\($0.rootID)" } == ["app:home"])
        let found = try PatternTests.findings(of: result, file: "app.yaml")
        // Nothing is pushed onto the one stack: a swipe on its root freezes, no transition can overlap.
        #expect(found == ["root-freeze navigationControllers.app.popGesture.shouldBegin @ App.swift:4"], "\(found)")
        let notes = result.notes.map(\.description)
        #expect(notes.contains("App.swift:14: the AppNavigationController made here has UIViewController, which is no screen of the scanned sources, so it is not listed as a stack"), "\(notes)")
        #expect(notes.contains("App.swift:15: the AppNavigationController made here has UIPageViewController, which is no screen of the scanned sources, so it is not listed as a stack"), "\(notes)")
        #expect(notes.contains("App.swift:16: the AppNavigationController made here has a root navlint scan could not tell ('Screens.make(\"detail\")'), so it is not listed as a stack"), "\(notes)")
        #expect(notes.contains("App.swift:17: the AppNavigationController made here has MainTabBarController, which is no screen, so it is not listed as a stack"), "\(notes)")
        #expect(!result.draft.contains("placeholder, set it"), "\(result.draft)")
    }

    /// Objective-C: the same for `initWithRootViewController:` with a root scan cannot follow; a class
    /// nothing makes is not listed when another stack is, and `self` in a screen's code is that screen.
    @Test func objectiveCRootsScanCannotFollowAreNotListed() throws {
        let code = """
        @interface AppNavigationController : UINavigationController
        @end
        @interface ModalNavigationController : UINavigationController
        @end
        @interface HomeViewController : UIViewController
        @end
        @implementation HomeViewController
        - (void)present:(UIViewController *)content {
            UINavigationController *wrapped = [[AppNavigationController alloc] initWithRootViewController:content];
            [self presentViewController:wrapped animated:YES completion:nil];
        }
        - (void)start {
            AppNavigationController *nav = [[AppNavigationController alloc] initWithRootViewController:self];
        }
        @end
        """
        let result = try Fixtures.scan([("Home.m", code)])
        #expect(result.app.navigationControllers.map { "\($0.id):\($0.rootID)" } == ["app:home"])
        let notes = result.notes.map(\.description)
        #expect(notes.contains("Home.m:9: the AppNavigationController made here has a root navlint scan could not tell ('content'), so it is not listed as a stack"), "\(notes)")
        #expect(notes.contains("Home.m:3: ModalNavigationController is declared but navlint scan found no place that makes it with a root view controller, so it is not listed"), "\(notes)")
    }

    // MARK: - Coordinators

    /// Swift: the scene delegate hands an empty navigation controller to a coordinator and starts it; the
    /// screen its start() pushes is the root, and each later push belongs to the screen that asks for it
    /// through a property typed with the coordinator (or a protocol it conforms to). A screen that calls a
    /// method of the same name on another class (the archive's showMessage) is no opener of the
    /// coordinator's push, and the other class's push goes under that screen only.
    @Test func aSceneCoordinatorBuildsTheStackItStarts() throws {
        let (result, found) = try PatternTests.findings("SceneCoordinator")
        #expect(result.app.navigationControllers.map { "\($0.id):\($0.rootID)" } == ["inbox:inbox"])
        #expect(found == ["hidden-back-button-disables-swipe screens.message.navigationItem.hidesBackButton @ Mail/Screens.swift:39"], "\(found)")
        #expect(result.app.screen("inbox")?.entity[\.pushes] == ["message"])
        #expect(result.app.screen("message")?.entity[\.pushes] == ["attachment"])
        #expect(result.app.screen("settings")?.entity[\.pushes] == ["archivedMessage"])
        #expect(result.app.controller("inbox")?.members == ["inbox", "message", "attachment"])
    }

    /// Objective-C: the same flow with `initWithNavigationController:`, a property of the coordinator's
    /// class, and `[self.coordinator showMessage:]` from a screen whose property names the coordinator.
    @Test func objectiveCSceneCoordinatorBuildsTheStackItStarts() throws {
        let (result, found) = try PatternTests.findings("SceneCoordinatorObjC")
        #expect(result.app.navigationControllers.map { "\($0.id):\($0.rootID)" } == ["inbox:inbox"])
        #expect(found == ["hidden-back-button-disables-swipe screens.message.navigationItem.hidesBackButton @ Mail/Screens.m:21"], "\(found)")
        #expect(result.app.screen("inbox")?.entity[\.pushes] == ["message"])
        #expect(result.app.screen("settings")?.entity[\.pushes] == [])
    }

    /// A coordinator given a stack made with a known root (`coordinator.navigationController = nav`)
    /// pushes onto that stack, though the screen that asks is a SwiftUI part scan cannot tie to a screen:
    /// the push goes under the stack's root. A class that makes a stack it presents, and pushes on another
    /// navigation controller (the selected tab's), puts nothing on the stack it made.
    @Test func aCoordinatorPushesOntoTheStackItIsGiven() throws {
        let coordinator = """
        final class LoginCoordinator: NSObject {
            weak var navigationController: UINavigationController?

            static func make() -> UIViewController {
                let coordinator = LoginCoordinator()
                let landing = LandingViewController()
                let navigation = UINavigationController(rootViewController: landing)
                coordinator.navigationController = navigation
                return navigation
            }

            func signUpTapped() {
                navigationController?.pushViewController(SignUpViewController(), animated: true)
            }
        }
        private struct LoginButtons: View {
            let coordinator: LoginCoordinator
            var body: some View { Button("Sign Up") { coordinator.signUpTapped() } }
        }
        final class LandingViewController: UIViewController {}
        final class SignUpViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.hidesBackButton = true
            }
        }
        """
        let tabs = """
        final class MainTabBarController: UITabBarController {
            func showEpisode() {
                let navigation = UINavigationController(rootViewController: EpisodeViewController())
                present(navigation, animated: true)
            }
            func showSettings() {
                guard let navigation = selectedViewController as? UINavigationController else { return }
                navigation.pushViewController(SettingsViewController(), animated: true)
            }
        }
        final class EpisodeViewController: UIViewController {}
        final class SettingsViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.hidesBackButton = true
            }
        }
        """
        let result = try Fixtures.scan([("Login.swift", coordinator), ("Tabs.swift", tabs)])
        #expect(result.app.screen("landing")?.entity[\.pushes] == ["signUp"])
        #expect(result.app.controller("episode")?.members == ["episode"])
        let found = try PatternTests.findings(of: result, file: "app.yaml")
        #expect(found == ["hidden-back-button-disables-swipe screens.signUp.navigationItem.hidesBackButton @ Login.swift:24"], "\(found)")
        #expect(result.notes.map(\.description).contains("Tabs.swift:8: pushed by MainTabBarController, which is not a screen and which no screen uses, so navlint scan could not tell which stack it is on; unreachable-screen is not reported on it"), "\(result.notes)")
    }

    /// A helper kept by screens of two stacks owns the pop delegate in each stack for the screen there
    /// that keeps it; a helper nothing hands a stack to and nothing keeps acts on no stack.
    @Test func aSharedHelperActsOnEachStackForItsOwnKeeper() throws {
        let code = """
        final class SwipeHandler: NSObject, UIGestureRecognizerDelegate {
            weak var navigationController: UINavigationController?
            func install() {
                navigationController?.interactivePopGestureRecognizer?.delegate = self
            }
        }
        final class UnusedSwipeHandler: NSObject, UIGestureRecognizerDelegate {
            weak var navigationController: UINavigationController?
            func install() {
                navigationController?.interactivePopGestureRecognizer?.delegate = nil
            }
        }
        final class InboxViewController: UIViewController {
            let swipe = SwipeHandler()
        }
        final class LibraryViewController: UIViewController {
            let swipe = SwipeHandler()
        }
        let inbox = UINavigationController(rootViewController: InboxViewController())
        let library = UINavigationController(rootViewController: LibraryViewController())
        """
        let result = try Fixtures.scan([("App.swift", code)])
        expectLines("      delegate: screen:inbox   # App.swift:4", in: entry("  inbox:", in: result.draft))
        expectLines("      delegate: screen:library   # App.swift:4", in: entry("  library:", in: result.draft))
        #expect(!result.draft.contains("delegate: nil"), "\(result.draft)")
    }

    // MARK: - Split views and view modifiers

    /// Swift: a column-style split view puts each column's screen in a navigation controller of UIKit's
    /// own, so `setViewController(_:for:)` makes a stack rooted at it; `showDetailViewController` pushes
    /// onto the caller's stack when the split view is collapsed (a navigation controller shown as the
    /// detail is a stack of its own); a screen a classic split view lists without a navigation controller
    /// is shown in a column, not called unreachable.
    @Test func splitViewColumnsAreStacks() throws {
        let code = """
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                let split = UISplitViewController(style: .doubleColumn)
                split.setViewController(SidebarViewController(), for: .primary)
                split.setViewController(ContentViewController(), for: .secondary)
                window?.rootViewController = split
            }
            func classic() -> UISplitViewController {
                let split = UISplitViewController()
                let master = UINavigationController(rootViewController: MasterViewController())
                split.viewControllers = [master, PlaceholderViewController()]
                return split
            }
        }
        final class SidebarViewController: UIViewController {
            func select() { showDetailViewController(ItemViewController(), sender: self) }
        }
        final class ContentViewController: UIViewController {
            func open() { navigationController?.pushViewController(DetailViewController(), animated: true) }
        }
        final class MasterViewController: UITableViewController {
            func select() { showDetailViewController(UINavigationController(rootViewController: NoteViewController()), sender: self) }
        }
        final class DetailViewController: UIViewController {
            override func viewDidLoad() { super.viewDidLoad(); navigationItem.hidesBackButton = true }
        }
        final class ItemViewController: UIViewController {
            override func viewDidLoad() { super.viewDidLoad(); navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: nil, action: nil) }
        }
        final class NoteViewController: UIViewController {}
        final class PlaceholderViewController: UIViewController {}
        """
        let result = try Fixtures.scan([("App.swift", code)])
        #expect(result.app.navigationControllers.map { "\($0.id):\($0.rootID)" } == ["content:content", "master:master", "note:note", "sidebar:sidebar"])
        let found = try PatternTests.findings(of: result, file: "app.yaml")
        #expect(found == [
            "custom-left-item-disables-swipe screens.item.navigationItem.leftBarButtonItem @ App.swift:29",
            "hidden-back-button-disables-swipe screens.detail.navigationItem.hidesBackButton @ App.swift:26",
        ], "\(found)")
        #expect(result.app.screen("master")?.entity[\.pushes] == [])
        expectLines("  placeholder:   # navlint:disable-line unreachable-screen -- navlint scan: shown in a column of a split view controller (App.swift:12)", in: result.draft)
    }

    /// Objective-C: `setViewController:forColumn:` and `showDetailViewController:sender:`.
    @Test func objectiveCSplitViewColumnsAreStacks() throws {
        let code = """
        @interface SidebarViewController : UIViewController
        @end
        @interface ItemViewController : UIViewController
        @end
        @implementation SidebarViewController
        - (void)select {
            [self showDetailViewController:[[ItemViewController alloc] init] sender:self];
        }
        @end
        @implementation ItemViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.navigationItem.hidesBackButton = YES;
        }
        @end
        @implementation SceneDelegate
        - (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)options {
            UISplitViewController *split = [[UISplitViewController alloc] initWithStyle:UISplitViewControllerStyleDoubleColumn];
            [split setViewController:[[SidebarViewController alloc] init] forColumn:UISplitViewControllerColumnPrimary];
        }
        @end
        """
        let result = try Fixtures.scan([("App.m", code)])
        #expect(result.app.navigationControllers.map { "\($0.id):\($0.rootID)" } == ["sidebar:sidebar"])
        let found = try PatternTests.findings(of: result, file: "app.yaml")
        #expect(found == ["hidden-back-button-disables-swipe screens.item.navigationItem.hidesBackButton @ App.m:13"], "\(found)")
    }

    /// SwiftUI modifiers applied inside a `ViewModifier` count for the views that apply it, with
    /// `.modifier(_:)` or through a `View` extension method, each at its own call; one no view applies
    /// stays a note.
    @Test func viewModifierFactsCountForTheViewsThatApplyThem() throws {
        let (result, found) = try PatternTests.findings("ViewModifiers")
        #expect(found == [
            "hidden-back-button-disables-swipe screens.threadView.modifiers.navigationBarBackButtonHidden @ Sources/Messages/Views.swift:37",
            "hidden-navigation-bar-disables-swipe screens.mediaView.modifiers.navigationBarHidden @ Sources/Messages/Views.swift:30",
            "hidden-navigation-bar-disables-swipe screens.profileView.modifiers.navigationBarHidden @ Sources/Messages/Views.swift:24",
        ], "\(found)")
        #expect(result.notes.filter { $0.path != nil }.map(\.description) == ["Sources/Messages/Modifiers.swift:28: could not tell which screen LockedSheet is, so this setting of a presented or SwiftUI screen is left out"])
    }

    /// A coordinator's empty stack takes as root only what its flow starts with: not a push in another
    /// method that no screen can be shown to call, and not when the stack is given its screens as a list
    /// (the list's first screen is its root, and the coordinator's push goes onto it).
    @Test func anEmptyStackTakesItsRootFromTheStartOfTheFlow() throws {
        let code = """
        final class CancelFlow {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func cancelTapped() {
                navigationController.pushViewController(CancelInfoViewController(), animated: true)
            }
            static func make() -> UIViewController {
                let navigation = UINavigationController()
                let flow = CancelFlow(navigationController: navigation)
                navigation.setViewControllers([ConfirmViewController(flow: flow)], animated: false)
                return navigation
            }
        }
        final class ReportFlow {
            let navigationController = UINavigationController()
            func showDetails() {
                navigationController.pushViewController(ReportDetailsViewController(), animated: true)
            }
        }
        final class ConfirmViewController: UIViewController {
            init(flow: CancelFlow) { super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { nil }
        }
        final class CancelInfoViewController: UIViewController {}
        final class ReportDetailsViewController: UIViewController {}
        """
        let result = try Fixtures.scan([("App.swift", code)])
        // The listed screen is the root, and the flow's push goes onto the stack it holds.
        #expect(result.app.navigationControllers.map { "\($0.id):\($0.members)" } == ["confirm:[\"confirm\", \"cancelInfo\"]"], "\(result.draft)")
        #expect(result.unplacedScreens == ["reportDetails"], "\(result.unplacedScreens)")
    }

    /// A list view that keeps its host screen (`listView.containerVC = self`) pushes on the host's stack.
    @Test func aViewPushesOnTheStackOfTheScreenThatKeepsIt() throws {
        try ScannedApp.each([ScannedApp.stack(root: "FilesViewController", objectiveC: true), ("App/Files.m", """
        @interface FileListView : UIView
        @property (weak, nonatomic) UIViewController *containerVC;
        @end
        @implementation FileListView
        - (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
            1️⃣[self.containerVC.navigationController pushViewController:[[FileEditViewController alloc] init] animated:YES];
        }
        @end
        @interface FilesViewController : UIViewController
        @end
        @implementation FilesViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            FileListView *listView = [[FileListView alloc] initWithFrame:self.view.bounds];
            listView.containerVC = self;
        }
        @end
        @interface FileEditViewController : UIViewController
        @end
        @interface PreviewViewController : UIViewController
        @end
        @implementation PreviewViewController
        - (void)viewDidLoad { [super viewDidLoad]; [self.view addSubview:[[FileListView alloc] initWithFrame:CGRectZero]]; }
        @end
        """)]) { app in
            #expect(app.result.draft.contains("      - fileEdit   # \(app.line("1️⃣"))\n"), "\(app.result.draft)")
            // A screen that shows the view without handing itself to it is not where it pushes.
            #expect(!entry("  preview:", in: app.result.draft).contains("fileEdit"), "\(app.result.draft)")
        }
        try ScannedApp.each(Self.fileList(hostedBy: """
        class FilesViewController: UIViewController {
            let list = FileListView()
            override func viewDidLoad() {
                super.viewDidLoad()
                list.host = self
            }
        }
        class PreviewViewController: UIViewController {
            let preview = FileListView()
        }
        """)) { app in
            #expect(app.result.draft.contains("      - fileEdit   # \(app.line("1️⃣"))\n"), "\(app.result.draft)")
            #expect(!entry("  preview:", in: app.result.draft).contains("fileEdit"), "\(app.result.draft)")
        }
        // Another class's property of the same name is not this view's host.
        try ScannedApp.each(Self.fileList(hostedBy: """
        class FilesViewController: UIViewController {
            let banner = BannerView()
            override func viewDidLoad() {
                super.viewDidLoad()
                banner.host = self
            }
        }
        class BannerView: UIView { weak var host: UIViewController? }
        """)) { app in
            #expect(!app.result.draft.contains("      - fileEdit"), "\(app.result.draft)")
        }
    }

    /// A stack rooted at FilesViewController, a list view that pushes through the host screen it keeps,
    /// and `screens`.
    private static func fileList(hostedBy screens: String) -> [(String, String)] {
        [ScannedApp.stack(root: "FilesViewController"), ("App/Files.swift", """
        class FileListView: UIView {
            weak var host: UIViewController?
            func select() {
                1️⃣host?.navigationController?.pushViewController(FileEditViewController(), animated: true)
            }
        }
        class FileEditViewController: UIViewController {}
        \(screens)
        """)]
    }
}
