import Format
@testable import ScanDraft
@testable import ScanFacts
import Testing

/// `StackHolders` on inline code: which class that is no screen keeps the stack each call makes, in which property.
@Suite struct StackHoldersTests {
    @Test func aPropertyDeclaredWithTheCallKeepsItsStack() throws {
        let given = try PassInput([("App.swift", """
        final class ReportFlow {
            let navigationController = UINavigationController()
        }
        final class LoginFlow {
            let root = UINavigationController(rootViewController: LoginViewController())
        }
        final class LoginViewController: UIViewController {}
        """)])
        var notes = given.notes
        let holders = StackHolders(input: given.input).run(notes: &notes)
        #expect(Self.described(holders) == ["App.swift:2": ["ReportFlow.navigationController"], "App.swift:5": ["LoginFlow.root"]])
        // Keyed by the very origin `EmptyStackRoots` looks a creation up by.
        #expect(holders.all[try given.callOrigin("UINavigationController", in: "App.swift")] == [StackHolder(owner: "ReportFlow", property: "navigationController")])
        #expect(notes.lines.isEmpty)
    }

    /// Through the local it is made into, the empty stack is handed to two constructors: the labelled
    /// argument names the property, the unlabelled one goes to the class's navigation controller property.
    /// The stack made with a root is assigned to a property of an object the method makes.
    @Test func aStackHandedToAConstructorOrAnObjectsPropertyIsKeptThere() throws {
        let given = try PassInput([("App.swift", """
        final class AppCoordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) {
                self.navigationController = navigationController
            }
        }
        final class TabsCoordinator {
            var router: UINavigationController?
            init(_ navigation: UINavigationController) { router = navigation }
        }
        final class SettingsCoordinator {
            weak var stack: UINavigationController?
        }
        final class Launcher {
            func launch() {
                let navigation = UINavigationController()
                let coordinator = AppCoordinator(navigationController: navigation)
                let tabs = TabsCoordinator(navigation)
                let settings = SettingsCoordinator()
                settings.stack = UINavigationController(rootViewController: HomeViewController())
            }
        }
        final class HomeViewController: UIViewController {}
        """)])
        var notes = given.notes
        let holders = StackHolders(input: given.input).run(notes: &notes)
        #expect(Self.described(holders) == [
            "App.swift:16": ["AppCoordinator.navigationController", "TabsCoordinator.router"],
            "App.swift:20": ["SettingsCoordinator.stack"],
        ])
    }

    @Test func anObjectiveCCoordinatorMadeWithTheStackKeepsItInItsNavigationControllerProperty() throws {
        let given = try PassInput([("App.m", """
        @interface AppCoordinator : NSObject
        @property (nonatomic, strong) UINavigationController *navigationController;
        @end
        @implementation Launcher
        - (void)launch {
            UINavigationController *navigation = [[UINavigationController alloc] init];
            AppCoordinator *coordinator = [[AppCoordinator alloc] initWithNavigationController:navigation];
        }
        @end
        @interface HomeViewController : UIViewController
        @end
        """)])
        var notes = given.notes
        let holders = StackHolders(input: given.input).run(notes: &notes)
        #expect(Self.described(holders) == ["App.m:6": ["AppCoordinator.navigationController"]])
        #expect(holders.all[try given.callOrigin("init", in: "App.m")] == [StackHolder(owner: "AppCoordinator", property: "navigationController")])
    }

    /// A screen's stack is its own, a navigation controller's is a child, UIKit's window is no class of
    /// the sources, and a local nothing keeps is held by no one.
    @Test func aScreenANavigationControllerOrAUIKitObjectIsNoHolder() throws {
        let given = try PassInput([("App.swift", """
        final class HomeViewController: UIViewController {
            let embedded = UINavigationController()
        }
        final class MainNavigationController: UINavigationController {
            let inner = UINavigationController()
        }
        final class Launcher {
            var window: UIWindow?
            func launch() {
                let navigation = UINavigationController(rootViewController: HomeViewController())
                window?.rootViewController = navigation
                let spare = UINavigationController()
            }
        }
        """)])
        var notes = given.notes
        let holders = StackHolders(input: given.input).run(notes: &notes)
        #expect(holders.all.isEmpty, "\(Self.described(holders))")
        #expect(notes.lines.isEmpty)
    }

    /// A keeper hands its stack to the coordinators it makes with it, and they to theirs: they hold it
    /// too, each known by who handed it; only the keeper is one.
    @Test func aStackHandedDownIsHeldByEveryCoordinatorItReaches() throws {
        let given = try PassInput([("App.swift", """
        final class AppFlow {
            lazy var root: UINavigationController = { UINavigationController() }()
            func start() { MainFlow(navigationController: root).start() }
        }
        final class MainFlow {
            var navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {}
            func menu() { MenuFlow(navigationController: self.navigationController).start() }
        }
        final class MenuFlow {
            var navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() { navigationController.pushViewController(MenuViewController(), animated: true) }
        }
        final class MenuViewController: UIViewController {}
        """)])
        var notes = given.notes
        let holders = StackHolders(input: given.input).run(notes: &notes)
        #expect(Self.described(holders) == ["App.swift:2": ["AppFlow.root", "MainFlow.navigationController", "MenuFlow.navigationController"]])
        #expect(holders.keepers.values.flatMap { $0 } == [StackHolder(owner: "AppFlow", property: "root")])
        #expect(holders.handedBy[StackHolder(owner: "MenuFlow", property: "navigationController")]?.holder == StackHolder(owner: "MainFlow", property: "navigationController"))
    }

    /// Each creation's holders as `Owner.property`, by the creation's `path:line`.
    private static func described(_ holders: StackHolders.Output) -> [String: [String]] {
        Dictionary(uniqueKeysWithValues: holders.all.map { ($0.key.description, $0.value.map { "\($0.owner).\($0.property)" }) })
    }
}
