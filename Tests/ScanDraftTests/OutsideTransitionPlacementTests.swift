import Format
@testable import ScanDraft
@testable import ScanFacts
import Testing

/// `OutsideTransitionPlacement` on hand-built stacks, holders and outside transitions: under which screens each is listed, and the members that follow.
@Suite struct OutsideTransitionPlacementTests {
    static let app = """
    final class AppCoordinator {
        let navigationController = UINavigationController(rootViewController: HomeViewController())
        func showDetail() { navigationController.pushViewController(DetailViewController(), animated: true) }
        func showReview() { navigationController.pushViewController(ReviewViewController(), animated: true) }
        func showSettings() { navigationController.pushViewController(SettingsViewController(), animated: true) }
    }
    final class Router {
        func openHelp(from screen: UIViewController) { screen.present(HelpViewController(), animated: true) }
        func openAbout(from screen: UIViewController) { screen.present(AboutViewController(), animated: true) }
        func openLegal(from screen: UIViewController) { screen.present(LegalViewController(), animated: true) }
    }
    final class HomeViewController: UIViewController {}
    final class DetailViewController: UIViewController {}
    final class ReviewViewController: UIViewController {}
    final class SettingsViewController: UIViewController {}
    final class HelpViewController: UIViewController {}
    final class AboutViewController: UIViewController {}
    final class LegalViewController: UIViewController {}
    """

    /// The coordinator's stack, made where the coordinator declares it, before any push is placed on it.
    private static func homeStack(_ given: PassInput) throws -> PlannedController {
        PlannedController(id: "home", className: "UINavigationController", root: "home",
                          creations: [try given.callOrigin("UINavigationController", in: "App.swift")], members: ["home"])
    }

    /// `AppCoordinator` keeps that stack in `navigationController`.
    private static func holders(_ given: PassInput) throws -> [Origin: [StackHolder]] {
        [try given.callOrigin("UINavigationController", in: "App.swift"): [StackHolder(owner: "AppCoordinator", property: "navigationController")]]
    }

    /// The coordinator's `occurrence`-th push, of `screen`, asked for by `callers`.
    private static func push(_ given: PassInput, _ screen: String, occurrence: Int, callers: [String]) throws -> OutsideTransition {
        try given.outside(of: screen, by: "AppCoordinator", at: "pushViewController", in: "App.swift", occurrence: occurrence,
                          callers: callers, used: true, receiver: ["navigationController"])
    }

    /// The review push comes first, but its caller is on the stack only once the detail push is placed.
    @Test func aPushOnAHeldStackGoesUnderTheCallersOnThatStackAsItGrows() throws {
        let given = try PassInput([("App.swift", Self.app)])
        let outside = [try Self.push(given, "ReviewViewController", occurrence: 1, callers: ["DetailViewController"]),
                       try Self.push(given, "DetailViewController", occurrence: 0, callers: ["HomeViewController"])]
        var notes = given.notes
        let placed = OutsideTransitionPlacement(input: given.input, transitions: given.transitions(outside: outside), controllers: [try Self.homeStack(given)],
                                                holders: StackHolders.Output(keepers: try Self.holders(given))).run(notes: &notes)
        #expect(placed.transitions.listed.map(\.summary) == ["home pushes detail", "detail pushes review"])
        #expect(placed.transitions.listed.map(\.origin.description) == ["App.swift:3", "App.swift:4"])
        #expect(placed.transitions.outside.map(\.placed) == [true, true])
        #expect(placed.stacks.controllers.map(\.members) == [["home", "detail", "review"]])
        #expect(placed.stacks.index.holding(["review"]) == [0])
        // The index knows the stack by the class whose code makes it.
        #expect(placed.stacks.index.made(by: "AppCoordinator") == [0])
        #expect(notes.lines.isEmpty)
    }

    /// No screen of the stack calls `showSettings()`: the coordinator holds that one stack, so its root opens it.
    @Test func aPushNoScreenOfTheOneHeldStackCallsGoesUnderItsRoot() throws {
        let given = try PassInput([("App.swift", Self.app)])
        let outside = [try Self.push(given, "SettingsViewController", occurrence: 2, callers: [])]
        var notes = given.notes
        let placed = OutsideTransitionPlacement(input: given.input, transitions: given.transitions(outside: outside), controllers: [try Self.homeStack(given)],
                                                holders: StackHolders.Output(keepers: try Self.holders(given))).run(notes: &notes)
        #expect(placed.transitions.listed.map(\.summary) == ["home pushes settings"])
        #expect(placed.transitions.outside.map(\.placed) == [true])
        #expect(placed.stacks.controllers.map(\.members) == [["home", "settings"]])
    }

    /// Held in two stacks, the push could be on either: no root is guessed.
    @Test func aPushOnAPropertyHoldingTwoStacksFallsBackToNoRoot() throws {
        let given = try PassInput([("App.swift", Self.app)])
        let other = PlannedController(id: "help", className: "UINavigationController", root: "help",
                                      creations: [try given.origin("openHelp", in: "App.swift")], members: ["help"])
        var holders = try Self.holders(given)
        holders[try given.origin("openHelp", in: "App.swift")] = [StackHolder(owner: "AppCoordinator", property: "navigationController")]
        let outside = [try Self.push(given, "SettingsViewController", occurrence: 2, callers: [])]
        var notes = given.notes
        let placed = OutsideTransitionPlacement(input: given.input, transitions: given.transitions(outside: outside), controllers: [try Self.homeStack(given), other],
                                                holders: StackHolders.Output(keepers: holders)).run(notes: &notes)
        #expect(placed.transitions.listed.isEmpty)
        #expect(placed.transitions.outside.map(\.placed) == [false])
        #expect(placed.stacks.controllers.map(\.members) == [["home"], ["help"]])
    }

    /// The router holds no stack: each caller presents, but not the screen presented itself, and a
    /// presentation no screen calls stays unplaced for `UnplacedScreens`.
    @Test func aTransitionWhoseClassHoldsNoStackGoesUnderItsCallers() throws {
        let given = try PassInput([("App.swift", Self.app)])
        func present(_ screen: String, occurrence: Int, callers: [String]) throws -> OutsideTransition {
            try given.outside(.present, of: screen, by: "Router", at: "present", in: "App.swift", occurrence: occurrence, callers: callers, used: !callers.isEmpty, receiver: ["screen"])
        }
        let outside = [try present("HelpViewController", occurrence: 0, callers: ["DetailViewController", "HomeViewController"]),
                       try present("AboutViewController", occurrence: 1, callers: ["AboutViewController", "HomeViewController"]),
                       try present("LegalViewController", occurrence: 2, callers: [])]
        var notes = given.notes
        let placed = OutsideTransitionPlacement(input: given.input, transitions: given.transitions(outside: outside), controllers: [try Self.homeStack(given)],
                                                holders: StackHolders.Output(keepers: try Self.holders(given))).run(notes: &notes)
        #expect(placed.transitions.listed.map(\.summary) == ["detail presents help", "home presents help", "home presents about"])
        #expect(placed.transitions.outside.map(\.placed) == [true, true, false])
        #expect(placed.transitions.presents["home"]?.ids == ["help", "about"])
        // Presents are no members.
        #expect(placed.stacks.controllers.map(\.members) == [["home"]])
        #expect(notes.lines.isEmpty)
    }
}
