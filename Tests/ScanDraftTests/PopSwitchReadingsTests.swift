import Format
@testable import ScanDraft
@testable import ScanFacts
import Testing

/// `PopSwitchReadings` on hand-planned stacks, helpers and pans: what a controller's code does with its
/// recognizers' `isEnabled` (off for good, to and fro, untouched), the guards its switches make, and
/// that controllers running the same switches read the same.
@Suite struct PopSwitchReadingsTests {
    static let locked = """
    final class HomeViewController: UIViewController {}
    final class SettingsViewController: UIViewController {}
    final class LockedNavigationController: UINavigationController {
        override func viewDidLoad() {
            super.viewDidLoad()
            interactivePopGestureRecognizer?.isEnabled = false
        }
    }
    final class PopUnlocker: NSObject {
        func unlock(_ navigationController: UINavigationController) {
            navigationController.interactivePopGestureRecognizer?.isEnabled = true
        }
    }
    """

    func read(_ given: PassInput, _ controllers: [PlannedController], helpers: HelperAttribution = HelperAttribution(),
              pans: FullScreenPanPlan = FullScreenPanPlan(), notes: inout DraftNotes) -> PopSwitchReadings.Output {
        PopSwitchReadings(input: given.input, stacks: given.stacks(controllers), helpers: helpers, pans: pans).run(notes: &notes)
    }

    @Test func aSwitchOffNeverSwitchedOnIsOffForGoodWhereItIsWritten() throws {
        let given = try PassInput([("App.swift", Self.locked)])
        let main = PlannedController(id: "main", className: "LockedNavigationController", root: "home", creations: [], members: ["home"])
        let plain = PlannedController(id: "plain", className: "UINavigationController", root: "settings", creations: [], members: ["settings"])
        var notes = given.notes
        let output = read(given, [main, plain], notes: &notes)
        let edge = output.reading(of: main, recognizer: .edge)
        #expect(edge.offOrigins == ["App.swift:6"])
        // One place whose statement starts on its line: the writer names it, no comment needed.
        #expect(edge.offComment == .some(nil))
        #expect(output.reading(of: main, recognizer: .content).isUntouched)
        #expect(output.guards(of: main, recognizer: .edge).guards.isEmpty)
        #expect(output.reading(of: plain, recognizer: .edge).isUntouched)
        #expect(notes.lines.isEmpty)
    }

    @Test func twoStacksOfOneClassReadTheSameUnlessAHelperSwitchesOne() throws {
        let given = try PassInput([("App.swift", Self.locked)])
        let home = PlannedController(id: "home", className: "LockedNavigationController", root: "home", creations: [], members: ["home"])
        let settings = PlannedController(id: "settings", className: "LockedNavigationController", root: "settings", creations: [], members: ["settings"])
        var notes = given.notes
        let same = read(given, [home, settings], notes: &notes)
        #expect(same.reading(of: home, recognizer: .edge).offOrigins == ["App.swift:6"])
        #expect(same.reading(of: settings, recognizer: .edge).offOrigins == ["App.swift:6"])
        // A helper's switch acts on the stack it was attributed to alone, so that stack is read on its own.
        let unlock = try #require(given.input.facts.enabledWrites.first { given.input.code.ownerName($0.place) == "PopUnlocker" })
        let helped = read(given, [home, settings], helpers: HelperAttribution(enabledWritesByController: ["settings": [unlock]]), notes: &notes)
        #expect(helped.reading(of: home, recognizer: .edge).offOrigins == ["App.swift:6"])
        #expect(helped.reading(of: settings, recognizer: .edge).toAndFroNote
            == "the navigation controller switches its pop gesture on and off or to a computed value (App.swift:6, App.swift:11); enabled is left at its default (true)")
        #expect(notes.lines.isEmpty)
    }

    @Test func switchingOffAndOnIsToAndFroWithTheNoteNamingEverySwitch() throws {
        let given = try PassInput([("App.swift", """
        final class HomeViewController: UIViewController {}
        final class PlayerNavigationController: UINavigationController {
            func lock() {
                interactivePopGestureRecognizer?.isEnabled = false
            }
            func unlock() {
                interactivePopGestureRecognizer?.isEnabled = true
            }
            func follow(_ flag: Bool) {
                interactiveContentPopGestureRecognizer?.isEnabled = flag
            }
        }
        """)])
        let main = PlannedController(id: "main", className: "PlayerNavigationController", root: "home", creations: [], members: ["home"])
        var notes = given.notes
        let output = read(given, [main], notes: &notes)
        #expect(output.reading(of: main, recognizer: .edge).toAndFroNote
            == "the navigation controller switches its pop gesture on and off or to a computed value (App.swift:4, App.swift:7); enabled is left at its default (true)")
        #expect(output.reading(of: main, recognizer: .content).toAndFroNote
            == "the navigation controller switches its content pop gesture on and off or to a computed value (App.swift:10); enabled is left at its default (true)")
        #expect(output.guards(of: main, recognizer: .edge).guards.isEmpty)
        #expect(notes.lines.isEmpty)
    }

    @Test func enabledOnlyAboveTheRootIsADepthGuardAndNoSwitchYetTurnsASwitchOffBackOn() throws {
        let given = try PassInput([("App.swift", """
        final class HomeViewController: UIViewController {}
        final class SettingsViewController: UIViewController {}
        class DepthNavigationController: UINavigationController {
            override func pushViewController(_ viewController: UIViewController, animated: Bool) {
                super.pushViewController(viewController, animated: animated)
                interactivePopGestureRecognizer?.isEnabled = viewControllers.count > 1
            }
        }
        final class LockingNavigationController: DepthNavigationController {
            func lock() {
                interactivePopGestureRecognizer?.isEnabled = false
            }
        }
        """)])
        let depth = PlannedController(id: "depth", className: "DepthNavigationController", root: "home", creations: [], members: ["home"])
        let locking = PlannedController(id: "locking", className: "LockingNavigationController", root: "settings", creations: [], members: ["settings"])
        var notes = given.notes
        let output = read(given, [depth, locking], notes: &notes)
        let guards = output.guards(of: depth, recognizer: .edge)
        #expect(guards.guards.mapValues { $0.map(\.description) } == [.stackDepth: ["App.swift:6"]])
        #expect(guards.places.map { given.input.code.origin($0).description } == ["App.swift:6"])
        #expect(output.reading(of: depth, recognizer: .edge).isUntouched)
        #expect(output.guards(of: locking, recognizer: .edge).guards.mapValues { $0.map(\.description) } == [.stackDepth: ["App.swift:6"]])
        // The guard switches it back on after the lock: not off for good.
        #expect(output.reading(of: locking, recognizer: .edge).toAndFroNote
            == "the navigation controller switches its pop gesture on and off or to a computed value (App.swift:11); enabled is left at its default (true)")
        #expect(notes.lines.isEmpty)
    }

    @Test func offAsATransitionStartsAndOnInDidShowIsANotTransitioningGuardAndNoSwitch() throws {
        let given = try PassInput([("App.swift", """
        final class HomeViewController: UIViewController {}
        final class SafeNavigationController: UINavigationController, UINavigationControllerDelegate {
            func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
                interactivePopGestureRecognizer?.isEnabled = false
            }
            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                interactivePopGestureRecognizer?.isEnabled = true
            }
        }
        """)])
        let main = PlannedController(id: "main", className: "SafeNavigationController", root: "home", creations: [], members: ["home"])
        var notes = given.notes
        let output = read(given, [main], notes: &notes)
        let guards = output.guards(of: main, recognizer: .edge)
        #expect(guards.guards.mapValues { $0.map(\.description) } == [.notTransitioning: ["App.swift:4"]])
        #expect(Set(guards.places.map { given.input.code.origin($0).description }) == ["App.swift:4", "App.swift:7"])
        #expect(output.reading(of: main, recognizer: .edge).isUntouched)
        #expect(notes.lines.isEmpty)
    }

    @Test func anEdgeSwitchThatMakesWayForAFullScreenPanIsNoSwitchOfTheStack() throws {
        let given = try PassInput([("App.swift", Self.locked)])
        let main = PlannedController(id: "main", className: "LockedNavigationController", root: "home", creations: [], members: ["home"])
        let off = try #require(given.input.facts.enabledWrites.first { $0.enabled == false }?.place)
        // Hand-planned as if the switch were the stack's own pan install's: `disablesEdgeGesture`, not `enabled`.
        let fact = FullScreenPanFact(source: .privateTarget, place: off, installer: "LockedNavigationController", method: nil, pan: nil,
                                     delegate: .none, delegatePlace: nil, disablesEdge: off)
        let own = FullScreenPanPlan(byController: ["main": FullScreenPlan(fact: fact, origin: given.input.code.origin(off), guards: nil)])
        var notes = given.notes
        #expect(read(given, [main], pans: own, notes: &notes).reading(of: main, recognizer: .edge).isUntouched)
        // And as if an install this stack never runs switched it off for another stack alone.
        let elsewhere = FullScreenPanPlan(edgeSwitchReach: [off: ["elsewhere"]])
        #expect(read(given, [main], pans: elsewhere, notes: &notes).reading(of: main, recognizer: .edge).isUntouched)
        #expect(notes.lines.isEmpty)
    }
}

private extension SwitchReading {
    var offOrigins: [String]? {
        if case .off(let origins, _) = self { return origins.map(\.description) }
        return nil
    }

    var offComment: String?? {
        if case .off(_, let comment) = self { return .some(comment) }
        return nil
    }

    var toAndFroNote: String? {
        if case .toAndFro(let note) = self { return note }
        return nil
    }

    var isUntouched: Bool {
        if case .untouched = self { return true }
        return false
    }
}
