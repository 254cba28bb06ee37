import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
@testable import Format
import TestSupport

/// Routers (issue 33, routes: coordinators and flow objects that push modules they are handed): an
/// object that is no screen keeps a navigation controller and pushes or presents whatever its method is
/// given. Each call of that method pushes the screen it passes, onto the stack the router keeps; the
/// first screen its flow pushes onto an empty stack roots it. A call whose receiver is another class's
/// method of the same name pushes nothing.
@Suite struct RouterForwardingTests {
    @Test func aSwiftRouterPushesWhatItsCallersHandIt() throws {
        try ScannedApp.each([("App/Flow.swift", """
        import UIKit

        protocol Routing: AnyObject {
            func push(_ viewController: UIViewController, animated: Bool, onPop: (() -> Void)?)
        }

        final class NavigationRouter: NSObject, Routing {
            private let navigationController: UINavigationController
            init(_ navigationController: UINavigationController) {
                self.navigationController = navigationController
            }
            func push(_ viewController: UIViewController, animated: Bool, onPop: (() -> Void)?) {
                navigationController.pushViewController(viewController, animated: animated)
            }
        }

        final class Playlist {
            func push(_ song: Song, animated: Bool, onPop: (() -> Void)?) {}
        }

        final class DatabaseCoordinator {
            private let router: Routing
            private let playlist = Playlist()
            init(router: Routing) { self.router = router }
            func start() {
                let list = DatabaseViewController()
                list.onSelect = { [weak self] in self?.showEntry() }
                router.push(list, animated: true, onPop: nil)
            }
            func showEntry() {
                2️⃣router.push(EntryViewController(), animated: true, onPop: nil)
                playlist.push(Song(), animated: true, onPop: nil)
            }
        }

        final class AppCoordinator {
            let window: UIWindow
            var child: DatabaseCoordinator?
            init(window: UIWindow) { self.window = window }
            func start() {
                let navigation = UINavigationController()
                window.rootViewController = navigation
                let flow = DatabaseCoordinator(router: NavigationRouter(navigation))
                child = flow
                flow.start()
            }
        }

        final class Song {}
        final class DatabaseViewController: UITableViewController {
            var onSelect: (() -> Void)?
        }
        final class EntryViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                1️⃣navigationItem.hidesBackButton = true
            }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["hidden-back-button-disables-swipe"])
            #expect(app.result.app.controller("database")?.members == ["database", "entry"])
            #expect(app.result.app.screen("database")?.entity[\.pushes] == ["entry"])
            // The push is placed at the call that hands the screen over, and the router's own push is no note.
            #expect(app.result.draft.contains("      - entry   # \(app.line("2️⃣"))"), "\(app.result.draft)")
            #expect(!app.result.notes.contains { $0.message.contains("'viewController'") }, "\(app.result.notes)")
        }
    }

    @Test func anObjectiveCRouterPushesWhatItsCallersHandIt() throws {
        try ScannedApp.each([
            ("App/Router.h", """
            @interface FlowRouter : NSObject
            @property (nonatomic, strong) UINavigationController *navigationController;
            - (instancetype)initWithNavigationController:(UINavigationController *)navigationController;
            - (void)showScreen:(UIViewController *)screen;
            @end
            @interface HomeViewController : UIViewController
            @property (nonatomic, strong) FlowRouter *router;
            @end
            @interface DetailViewController : UIViewController
            @end
            """),
            ("App/Router.m", """
            @implementation FlowRouter
            - (void)showScreen:(UIViewController *)screen {
                [self.navigationController pushViewController:screen animated:YES];
            }
            @end
            @implementation HomeViewController
            - (void)openDetail {
                [self.router showScreen:[DetailViewController new]];
            }
            @end
            @implementation AppDelegate
            - (void)start {
                HomeViewController *home = [HomeViewController new];
                UINavigationController *navigation = [[UINavigationController alloc] initWithRootViewController:home];
                home.router = [[FlowRouter alloc] initWithNavigationController:navigation];
                self.window.rootViewController = navigation;
            }
            @end
            @implementation DetailViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                1️⃣self.navigationItem.hidesBackButton = YES;
            }
            @end
            """),
        ]) { app in
            #expect(app.rules(at: "1️⃣") == ["hidden-back-button-disables-swipe"])
            #expect(app.result.app.screen("home")?.entity[\.pushes] == ["detail"])
        }
    }

    /// A coordinator that keeps a stack presents a navigation controller on it: the presented stack's root
    /// is presented from the kept stack (its root, when no screen of it calls), not left in a note.
    /// A view controller extension that hands its parameter on to a router (`route_present(to:)` calling
    /// `router?.present(from: self, to: controller)`, the router presenting it from `from`): each screen
    /// calling the extension on itself presents what it passes, two hops from the presentation.
    @Test func aSwiftExtensionHandingItsParameterToARouterPresentsForItsCallers() throws {
        try ScannedApp.each([("App/Router.swift", """
        import UIKit
        final class Router {
            func present(from: UIViewController, to: UIViewController) {
                from.present(to, animated: true)
            }
        }
        final class Coordinator {
            func present(_ viewController: UIViewController) {
                rootViewController.present(viewController, animated: true)
            }
        }
        extension UIViewController {
            var router: Router? { objc_getAssociatedObject(self, &routerKey) as? Router }
            func route_present(to controller: UIViewController) {
                router?.present(from: self, to: controller)
            }
        }
        final class SettingsViewController: UITableViewController {
            func reportBug() {
                let issue = NewIssueViewController()
                let navigation = UINavigationController(rootViewController: issue)
                1️⃣navigation.modalPresentationStyle = .formSheet
                route_present(to: navigation)
            }
        }
        final class NewIssueViewController: UIViewController {
            let titleField = UITextField()
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Send", style: .done, target: self, action: #selector(send))
            }
            @objc func send() {}
        }
        """)]) { app in
            #expect(app.result.app.screen("settings")?.entity[\.presents] == ["newIssue"])
            #expect(app.rules(at: "1️⃣") == ["sheet-swipe-dismiss-unhandled"], "\(app.allFindings)")
        }
    }

    @Test func anObjectiveCCategoryHandingItsParameterToARouterPresentsForItsCallers() throws {
        try ScannedApp.each([("App/Router.m", """
        @interface Router : NSObject
        @end
        @implementation Router
        - (void)presentFrom:(UIViewController *)from to:(UIViewController *)to {
            [from presentViewController:to animated:YES completion:nil];
        }
        @end
        @implementation UIViewController (Routing)
        - (void)routePresent:(UIViewController *)controller {
            Router *router = [Router shared];
            [router presentFrom:self to:controller];
        }
        @end
        @interface SettingsViewController : UITableViewController
        @end
        @implementation SettingsViewController
        - (void)reportBug {
            [self routePresent:[[NewIssueViewController alloc] init]];
        }
        @end
        @interface NewIssueViewController : UIViewController
        @end
        @implementation NewIssueViewController
        @end
        """)]) { app in
            #expect(app.result.app.screen("settings")?.entity[\.presents] == ["newIssue"])
        }
    }

    @Test func aCoordinatorPresentsANavigationControllersRoot() throws {
        try ScannedApp.each([("App/Tokens.swift", """
        import UIKit

        final class TokensCoordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) {
                self.navigationController = navigationController
            }
            func start() {
                navigationController.viewControllers = [TokensViewController()]
            }
            func addToken() {
                let editor = UINavigationController(rootViewController: NewTokenViewController())
                1️⃣navigationController.present(editor, animated: true)
            }
        }

        final class AppCoordinator {
            let window: UIWindow
            var tokens: TokensCoordinator?
            init(window: UIWindow) { self.window = window }
            func start() {
                let navigation = UINavigationController()
                window.rootViewController = navigation
                let coordinator = TokensCoordinator(navigationController: navigation)
                tokens = coordinator
                coordinator.start()
            }
        }

        final class TokensViewController: UITableViewController {}
        final class NewTokenViewController: UIViewController {
            private let addressField = UITextField()
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .done, target: self, action: #selector(save))
            }
            @objc private func save() {}
        }
        """)]) { app in
            #expect(app.result.app.screen("tokens")?.entity[\.presents] == ["newToken"], "\(app.result.draft)")
            #expect(app.rules(at: "1️⃣") == ["sheet-swipe-dismiss-unhandled"], "\(app.allFindings)")
        }
    }

    @Test func aShowOnAnAlertTheRouterMakesPushesNothingItIsHanded() throws {
        try ScannedApp.each([ScannedApp.stack(root: "HomeViewController"), ("App/Home.swift", """
        import UIKit

        final class AlertPresenter {
            static func warn(title: String, message: String? = nil, viewController: UIViewController) {
                let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
                alert.show(viewController, sender: nil)
                viewController.present(alert, animated: true)
            }
        }
        final class HomeViewController: UIViewController {
            func edit() { present(UINavigationController(rootViewController: EditorViewController()), animated: true) }
            func fail() { AlertPresenter.warn(title: "Offline", viewController: self) }
        }
        final class EditorViewController: UIViewController {
            func fail() { AlertPresenter.warn(title: "No name", viewController: self) }
        }
        """)]) { app in
            // `alert.show(viewController)` shows from an alert on no stack: no screen using the presenter pushes the editor.
            #expect(!app.result.draft.contains("pushes:"), "\(app.result.draft)")
            #expect(app.result.app.screen("home")?.entity[\.presents] == ["editor"], "\(app.result.draft)")
        }
    }
}
