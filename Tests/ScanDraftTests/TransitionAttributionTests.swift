import Format
@testable import ScanDraft
@testable import ScanFacts
import Testing

/// `TransitionAttribution` on inline code: who each push and present is listed under, what is kept outside with its callers, and each note.
@Suite struct TransitionAttributionTests {
    @Test func aScreensTransitionsAreListedUnderItAndABaseClasssUnderEachSubclass() throws {
        let given = try PassInput([("App.swift", """
        class BaseViewController: UIViewController {
            func showHelp() { present(HelpViewController(), animated: true) }
        }
        final class HomeViewController: BaseViewController {
            func open() { navigationController?.pushViewController(DetailViewController(), animated: true) }
        }
        final class ProfileViewController: BaseViewController {}
        final class DetailViewController: UIViewController {}
        final class HelpViewController: UIViewController {}
        """)])
        var notes = given.notes
        let found = TransitionAttribution(input: given.input).run(notes: &notes)
        #expect(found.listed.map(\.summary) == ["home presents help", "profile presents help", "home pushes detail"])
        #expect(found.listed.map(\.origin.description) == ["App.swift:2", "App.swift:2", "App.swift:5"])
        #expect(found.pushedIDs(by: "home") == ["detail"])
        #expect(found.outside.isEmpty)
        #expect(notes.lines.isEmpty)
    }

    @Test func eachControllerAVariableMayHoldIsListedAndAPresentedStackListsItsRoot() throws {
        let given = try PassInput([("App.swift", """
        final class HomeViewController: UIViewController {
            func edit(isNew: Bool) {
                var next: UIViewController
                if isNew { next = ComposeViewController() } else { next = DraftsViewController() }
                navigationController?.pushViewController(next, animated: true)
            }
            func settings() {
                present(UINavigationController(rootViewController: SettingsViewController()), animated: true)
            }
        }
        final class ComposeViewController: UIViewController {}
        final class DraftsViewController: UIViewController {}
        final class SettingsViewController: UIViewController {}
        """)])
        var notes = given.notes
        let found = TransitionAttribution(input: given.input).run(notes: &notes)
        #expect(found.listed.map(\.summary) == ["home pushes compose", "home pushes drafts", "home presents settings"])
        #expect(found.presents["home"]?.ids == ["settings"])
        #expect(notes.lines.isEmpty)
    }

    /// Neither method is called by name: the data source's push runs for the screen that uses it, and the
    /// list view's for the screen that hands itself to it, not the screen that only shows it.
    @Test func aCallbackIsListedUnderTheScreensThatUseOrKeepItsObject() throws {
        let given = try PassInput([("App.swift", """
        final class FeedDataSource: NSObject {
            weak var navigation: UINavigationController?
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                navigation?.pushViewController(PostViewController(), animated: true)
            }
        }
        final class FeedViewController: UIViewController {
            let source = FeedDataSource()
        }
        final class PostViewController: UIViewController {}
        final class FileListView: UIView {
            weak var host: UIViewController?
            func select() {
                host?.navigationController?.pushViewController(FileEditViewController(), animated: true)
            }
        }
        final class FilesViewController: UIViewController {
            let list = FileListView()
            override func viewDidLoad() {
                super.viewDidLoad()
                list.host = self
            }
        }
        final class PreviewViewController: UIViewController {
            let preview = FileListView()
        }
        final class FileEditViewController: UIViewController {}
        """)])
        var notes = given.notes
        let found = TransitionAttribution(input: given.input).run(notes: &notes)
        #expect(found.listed.map(\.summary) == ["feed pushes post", "files pushes fileEdit"])
        #expect(found.listed.map(\.origin.description) == ["App.swift:4", "App.swift:14"])
        #expect(found.outside.isEmpty)
        #expect(notes.lines.isEmpty)
    }

    /// A module builder hands the screen it makes to its router (`router.viewController = view`, or the
    /// router's initializer under the property's name); the router pushes on that screen's stack through
    /// locals (`guard let view = viewController`, `guard let nav = view.navigationController`), though only
    /// the presenter, no screen, calls it. A router handed a screen nobody shows is no host.
    @Test func aRouterPushesForTheScreenItsModuleHandsIt() throws {
        let given = try PassInput([("App.swift", """
        final class LoginRouter {
            weak var viewController: UIViewController?
            func showHelp() {
                guard let view = viewController else { return }
                guard let navigationController = view.navigationController else { return }
                navigationController.pushViewController(HelpViewController(), animated: true)
            }
        }
        final class SettingsRouter {
            weak var viewController: UIViewController?
            init(viewController: UIViewController) { self.viewController = viewController }
            func showAbout() { viewController?.navigationController?.pushViewController(AboutViewController(), animated: true) }
        }
        final class LoginPresenter {
            let router: LoginRouter
            func help() { router.showHelp() }
        }
        enum LoginModule {
            static func make() -> UIViewController {
                let router = LoginRouter()
                let view = LoginViewController()
                router.viewController = view
                return UINavigationController(rootViewController: view)
            }
        }
        enum SettingsModule {
            static func make() -> UIViewController {
                let screen = SettingsViewController()
                let router = SettingsRouter(viewController: screen)
                return screen
            }
        }
        final class LoginViewController: UIViewController {}
        final class SettingsViewController: UIViewController {}
        final class HelpViewController: UIViewController {}
        final class AboutViewController: UIViewController {}
        """)])
        var notes = given.notes
        let found = TransitionAttribution(input: given.input).run(notes: &notes)
        #expect(found.listed.map(\.summary) == ["login pushes help", "settings pushes about"])
        #expect(found.listed.map(\.origin.description) == ["App.swift:6", "App.swift:12"])
        #expect(found.outside.isEmpty)
    }

    /// The same in Objective-C: the builder sets the router's property to the screen it made.
    @Test func anObjectiveCRouterPushesForTheScreenItsBuilderHandsIt() throws {
        let given = try PassInput([("Login.m", """
        @implementation LoginRouter
        - (void)showHelp {
            [self.viewController.navigationController pushViewController:[[HelpViewController alloc] init] animated:YES];
        }
        @end
        @implementation LoginBuilder
        + (UIViewController *)build {
            LoginViewController *view = [[LoginViewController alloc] init];
            LoginRouter *router = [[LoginRouter alloc] init];
            router.viewController = view;
            return view;
        }
        @end
        """), ("Login.h", """
        @interface LoginRouter : NSObject
        @property (nonatomic, weak) UIViewController *viewController;
        @end
        @interface LoginBuilder : NSObject
        @end
        @interface LoginViewController : UIViewController
        @end
        @interface HelpViewController : UIViewController
        @end
        """)])
        var notes = given.notes
        let found = TransitionAttribution(input: given.input).run(notes: &notes)
        #expect(found.listed.map(\.summary) == ["login pushes help"])
        #expect(found.outside.isEmpty)
    }

    /// The screen pushed is no opener of itself, though it calls the method too.
    @Test func aMethodScreensCallIsKeptOutsideWithItsCallersForTheStackPasses() throws {
        let given = try PassInput([("App.swift", """
        final class AppCoordinator {
            let navigationController = UINavigationController()
            func showDetail() {
                navigationController.pushViewController(DetailViewController(), animated: true)
            }
        }
        final class HomeViewController: UIViewController {
            let coordinator: AppCoordinator
            func open() { coordinator.showDetail() }
        }
        final class DetailViewController: UIViewController {
            let coordinator: AppCoordinator
            func again() { coordinator.showDetail() }
        }
        """)])
        var notes = given.notes
        let found = TransitionAttribution(input: given.input).run(notes: &notes)
        #expect(found.listed.isEmpty)
        let kept = try #require(found.outside.first)
        #expect(found.outside.count == 1)
        #expect(kept.target == "detail")
        #expect(kept.kind == .push)
        #expect(kept.owner == "AppCoordinator")
        #expect(kept.callers == ["HomeViewController"])
        #expect(kept.used)
        #expect(kept.receiver == ["navigationController"])
        #expect(!kept.placed)
        #expect(kept.origin.description == "App.swift:4")
        #expect(notes.lines.isEmpty)
    }

    /// UIKit's own alerts and sheets are no screens and need no note, whoever presents them.
    @Test func aSystemControllerPresentedIsNeitherListedNorNoted() throws {
        let given = try PassInput([("App.swift", """
        final class HomeViewController: UIViewController {
            func warn() { present(UIAlertController(title: nil, message: nil, preferredStyle: .alert), animated: true) }
        }
        final class ShareRouter {
            func share(from screen: UIViewController) {
                screen.present(UIActivityViewController(activityItems: [], applicationActivities: nil), animated: true)
            }
        }
        """)])
        var notes = given.notes
        let found = TransitionAttribution(input: given.input).run(notes: &notes)
        #expect(found.listed.isEmpty)
        #expect(found.outside.isEmpty)
        #expect(notes.lines.isEmpty)
    }

    @Test func aScreensPushOfNoScreenIsLeftOutWithANoteOnThatScreen() throws {
        let given = try PassInput([("App.swift", """
        final class HomeViewController: UIViewController {
            func pay() { navigationController?.pushViewController(PaymentSheetController(), animated: true) }
            func wrap() { navigationController?.pushViewController(UINavigationController(rootViewController: DetailViewController()), animated: true) }
            func skip() { navigationController?.pushViewController(makeNext(), animated: true) }
        }
        final class DetailViewController: UIViewController {}
        """)])
        var notes = given.notes
        let found = TransitionAttribution(input: given.input).run(notes: &notes)
        #expect(found.listed.isEmpty)
        #expect(found.outside.isEmpty)
        #expect(notes.lines == [
            "App.swift:2: pushes PaymentSheetController, which is not declared in the scanned sources, so it is not listed",
            "App.swift:3: pushes a navigation controller, which UIKit does not allow; not listed",
            "App.swift:4: could not tell which screen 'makeNext()' is, so this push is left out",
        ])
        #expect(Array(notes.screenRemarks.keys) == ["home"])
        #expect(notes.globalRemarks.isEmpty)
    }

    /// `show(_:sender:)` cannot push a navigation controller, so UIKit presents it: its root is presented.
    @Test func showingANavigationControllerPresentsItsRoot() throws {
        let given = try PassInput([("App.swift", """
        final class HomeViewController: UIViewController {
            func add() { show(UINavigationController(rootViewController: AddViewController()), sender: self) }
            func open() { show(DetailViewController(), sender: self) }
        }
        final class AddViewController: UIViewController {}
        final class DetailViewController: UIViewController {}
        """)])
        var notes = given.notes
        let found = TransitionAttribution(input: given.input).run(notes: &notes)
        #expect(found.listed.map(\.summary) == ["home presents add", "home pushes detail"])
        #expect(notes.lines.isEmpty)
    }

    @Test func aTransitionNoScreenCanBeFoundForIsAGlobalNote() throws {
        let given = try PassInput([("App.swift", """
        final class HomeViewController: UIViewController {}
        final class DetailViewController: UIViewController {}
        final class Router {
            func go(_ navigation: UINavigationController) {
                navigation.pushViewController(makeNext(), animated: true)
            }
        }
        func route(_ navigation: UINavigationController) {
            navigation.present(DetailViewController(), animated: true)
        }
        """)])
        var notes = given.notes
        let found = TransitionAttribution(input: given.input).run(notes: &notes)
        #expect(found.listed.isEmpty)
        #expect(found.outside.isEmpty)
        #expect(notes.lines == [
            "App.swift:5: could not tell which screen pushes 'makeNext()': the call is in Router, which is not a view controller",
            "App.swift:9: could not tell which screen presents DetailViewController: the call is outside any class",
        ])
        #expect(notes.globalRemarks.count == 2)
        #expect(notes.screenRemarks.isEmpty)
    }
}
