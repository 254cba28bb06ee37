import Format
@testable import ScanDraft
@testable import ScanFacts
import Testing

/// `EmptyStackRoots` on hand-built outside transitions and holders: which push of a coordinator's flow roots the empty stack it keeps.
@Suite struct EmptyStackRootsTests {
    static let coordinator = """
    final class AppCoordinator {
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) {
            self.navigationController = navigationController
        }
        func start() {
            navigationController.pushViewController(HomeViewController(), animated: false)
        }
        func showDetail() {
            navigationController.pushViewController(DetailViewController(), animated: true)
        }
    }
    final class Launcher {
        func launch() {
            let navigation = UINavigationController()
            let coordinator = AppCoordinator(navigationController: navigation)
            coordinator.start()
        }
    }
    final class HomeViewController: UIViewController {}
    final class DetailViewController: UIViewController {}
    """

    /// The stack `Launcher` makes and `AppCoordinator` keeps in `navigationController`.
    private static func holders(_ given: PassInput) throws -> StackHolders.Output {
        StackHolders.Output(keepers: [try given.callOrigin("UINavigationController", in: "App.swift"): [StackHolder(owner: "AppCoordinator", property: "navigationController")]])
    }

    /// `start()` pushes home and `showDetail()` pushes detail on the coordinator's stack, and no screen asks for either.
    private static func pushes(_ given: PassInput, homeCallers: [String] = []) throws -> [OutsideTransition] {
        [try given.outside(of: "HomeViewController", by: "AppCoordinator", at: "pushViewController", in: "App.swift", callers: homeCallers, receiver: ["navigationController"]),
         try given.outside(of: "DetailViewController", by: "AppCoordinator", at: "pushViewController", in: "App.swift", occurrence: 1, receiver: ["navigationController"])]
    }

    @Test func theScreenTheHoldersStartPushesRootsTheStackAndIsPlaced() throws {
        let given = try PassInput([("App.swift", Self.coordinator)])
        var notes = given.notes
        let roots = EmptyStackRoots(input: given.input, transitions: given.transitions(outside: try Self.pushes(given)), holders: try Self.holders(given))
            .run(notes: &notes)
        #expect(roots.groups.map { "\($0.className) \($0.root)" } == ["UINavigationController home"])
        // Made where the launcher makes it, rooted where start() pushes.
        #expect(roots.groups.first?.origins.map(\.description) == ["App.swift:15", "App.swift:7"])
        #expect(roots.outside.map(\.target) == ["home", "detail"])
        #expect(roots.outside.map(\.placed) == [true, false])
        #expect(notes.lines.isEmpty)
    }

    /// `begin()` is called in the coordinator's own initializer, where the stack is made, so it starts the flow.
    @Test func aMethodCalledWhereTheStackIsMadeStartsTheFlowToo() throws {
        let given = try PassInput([("App.swift", """
        final class ReportFlow {
            let navigationController: UINavigationController
            init() {
                navigationController = UINavigationController()
                begin()
            }
            func begin() {
                navigationController.pushViewController(ReportViewController(), animated: false)
            }
            func showDetails() {
                navigationController.pushViewController(ReportDetailsViewController(), animated: true)
            }
        }
        final class ReportViewController: UIViewController {}
        final class ReportDetailsViewController: UIViewController {}
        """)])
        let made = try given.callOrigin("UINavigationController", in: "App.swift")
        let holders = StackHolders.Output(keepers: [made: [StackHolder(owner: "ReportFlow", property: "navigationController")]])
        // The details push comes first, so the root is chosen by the method, not by the order.
        let outside = [try given.outside(of: "ReportDetailsViewController", by: "ReportFlow", at: "pushViewController", in: "App.swift", occurrence: 1, receiver: ["navigationController"]),
                       try given.outside(of: "ReportViewController", by: "ReportFlow", at: "pushViewController", in: "App.swift", receiver: ["navigationController"])]
        var notes = given.notes
        let roots = EmptyStackRoots(input: given.input, transitions: given.transitions(outside: outside), holders: holders).run(notes: &notes)
        #expect(roots.groups.map { "\($0.className) \($0.root)" } == ["UINavigationController report"])
        #expect(roots.groups.first?.origins.map(\.description) == ["App.swift:4", "App.swift:8"])
        #expect(roots.outside.map(\.placed) == [false, true])
    }

    /// With no holder for the creation, a guess would put screens on the stack; a push a screen asks for
    /// or one on another receiver is not the flow's start, and `showDetail()` is not started.
    @Test func aStackNoCoordinatorHoldsOrWhoseStartPushesNothingUnaskedTakesNoRoot() throws {
        let given = try PassInput([("App.swift", Self.coordinator)])
        var notes = given.notes
        let unheld = EmptyStackRoots(input: given.input, transitions: given.transitions(outside: try Self.pushes(given)), holders: StackHolders.Output(keepers: [:])).run(notes: &notes)
        #expect(unheld.groups.isEmpty)
        #expect(unheld.outside.map(\.placed) == [false, false])

        let asked = EmptyStackRoots(input: given.input, transitions: given.transitions(outside: try Self.pushes(given, homeCallers: ["DetailViewController"])),
                                    holders: try Self.holders(given)).run(notes: &notes)
        #expect(asked.groups.isEmpty)
        #expect(asked.outside.map(\.placed) == [false, false])

        let elsewhere = [try given.outside(of: "HomeViewController", by: "AppCoordinator", at: "pushViewController", in: "App.swift", receiver: ["presenter"]),
                         try given.outside(of: "DetailViewController", by: "AppCoordinator", at: "pushViewController", in: "App.swift", occurrence: 1, receiver: ["navigationController"])]
        let notStarted = EmptyStackRoots(input: given.input, transitions: given.transitions(outside: elsewhere), holders: try Self.holders(given)).run(notes: &notes)
        #expect(notStarted.groups.isEmpty)
        #expect(notStarted.outside.map(\.placed) == [false, false])
        #expect(notes.lines.isEmpty)
    }

    /// The list's first screen is the stack's root (`ListedStacks`), so the flow's push roots nothing.
    @Test func aStackGivenItsScreensAsAListTakesNoRootFromTheFlow() throws {
        let given = try PassInput([("App.swift", """
        final class CancelFlow {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) {
                self.navigationController = navigationController
            }
            func start() {
                navigationController.pushViewController(CancelInfoViewController(), animated: true)
            }
            static func make() -> UIViewController {
                let navigation = UINavigationController()
                let flow = CancelFlow(navigationController: navigation)
                navigation.setViewControllers([ConfirmViewController()], animated: false)
                flow.start()
                return navigation
            }
        }
        final class ConfirmViewController: UIViewController {}
        final class CancelInfoViewController: UIViewController {}
        """)])
        let holders = StackHolders.Output(keepers: [try given.callOrigin("UINavigationController", in: "App.swift"): [StackHolder(owner: "CancelFlow", property: "navigationController")]])
        let outside = [try given.outside(of: "CancelInfoViewController", by: "CancelFlow", at: "pushViewController", in: "App.swift", receiver: ["navigationController"])]
        var notes = given.notes
        let roots = EmptyStackRoots(input: given.input, transitions: given.transitions(outside: outside), holders: holders).run(notes: &notes)
        #expect(roots.groups.isEmpty)
        #expect(roots.outside.map(\.placed) == [false])
    }
}
