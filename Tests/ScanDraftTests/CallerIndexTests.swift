import Format
@testable import ScanDraft
@testable import ScanFacts
import Testing

/// `CallerIndex` asked directly: the screens that call a method on its class or a protocol it conforms to, none, or nil for a callback.
@Suite struct CallerIndexTests {
    static let router = """
    protocol Routing: AnyObject {}
    final class AppRouter: NSObject, Routing {
        let navigationController = UINavigationController()
        func showDetail() {
            navigationController.pushViewController(DetailViewController(), animated: true)
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            navigationController.pushViewController(DetailViewController(), animated: true)
        }
        func restart() {
            navigationController.pushViewController(HomeViewController(), animated: false)
        }
        func start() { restart() }
    }
    final class Archive {
        func showDetail() {}
    }
    final class HomeViewController: UIViewController {
        let router: Routing
        func open() { router.showDetail() }
    }
    final class SearchViewController: UIViewController {
        func open() { AppRouter.shared.showDetail() }
    }
    final class ArchiveViewController: UIViewController {
        let archive: Archive
        func open() { archive.showDetail() }
    }
    final class DetailViewController: UIViewController {}
    """

    /// The archive screen calls a `showDetail()` too, but on another class.
    @Test func theCallersAreTheScreensThatCallTheMethodOnItsClassOrAProtocolItConformsTo() throws {
        let given = try PassInput([("App.swift", Self.router)])
        let index = CallerIndex(given.input, owners: given.outsideOwners)
        let push = try given.callPlace("pushViewController", in: "App.swift")
        #expect(index.screensCalling(push, code: given.input.code) == ["HomeViewController", "SearchViewController"])
    }

    /// A callback has no callers to ask (nil); a method only its own class calls is asked for by no screen (empty).
    @Test func aMethodNothingCallsByNameIsNilAndOneOnlyItsClassCallsHasNoScreens() throws {
        let given = try PassInput([("App.swift", Self.router)])
        let index = CallerIndex(given.input, owners: given.outsideOwners)
        let callback = try given.callPlace("pushViewController", in: "App.swift", occurrence: 1)
        let restart = try given.callPlace("pushViewController", in: "App.swift", occurrence: 2)
        #expect(index.screensCalling(callback, code: given.input.code) == nil)
        #expect(index.screensCalling(restart, code: given.input.code) == Set<String>())
    }

    @Test func anObjectiveCScreenCallsThroughAPropertyDeclaredWithTheClass() throws {
        let given = try PassInput([("Mail.m", """
        @interface MailCoordinator : NSObject
        @property (nonatomic, strong) UINavigationController *navigationController;
        @end
        @implementation MailCoordinator
        - (void)showMessage:(NSString *)message {
            [self.navigationController pushViewController:[[MessageViewController alloc] init] animated:YES];
        }
        @end
        @interface InboxViewController : UIViewController
        @property (nonatomic, strong) MailCoordinator *coordinator;
        @end
        @implementation InboxViewController
        - (void)open {
            [self.coordinator showMessage:@"hi"];
        }
        @end
        @interface MessageViewController : UIViewController
        @end
        """)])
        let index = CallerIndex(given.input, owners: given.outsideOwners)
        let push = try given.callPlace("pushViewController", in: "Mail.m")
        #expect(index.screensCalling(push, code: given.input.code) == ["InboxViewController"])
    }
}
