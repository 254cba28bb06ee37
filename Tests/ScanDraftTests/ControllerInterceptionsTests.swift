import Format
@testable import ScanDraft
@testable import ScanFacts
import Testing

/// `ControllerInterceptions` on hand-planned stacks: each controller's `navigationBar(_:shouldPop:)`,
/// from its class or a `UINavigationController` category, the nearest winning, and what the
/// interceptions ask the top screen about.
@Suite struct ControllerInterceptionsTests {
    @Test func aSubclassesInterceptionIsItsStacksAloneWithTheSelectorsItAsks() throws {
        let given = try PassInput([("App.swift", """
        final class HomeViewController: UIViewController {}
        final class SettingsViewController: UIViewController {}
        final class GuardedNavigationController: UINavigationController, UINavigationBarDelegate {
            func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
                guard let top = topViewController, top.responds(to: #selector(HomeViewController.confirmLeave)) else { return true }
                top.perform(#selector(HomeViewController.confirmLeave))
                return false
            }
        }
        """)])
        let stacks = given.stacks([
            PlannedController(id: "guarded", className: "GuardedNavigationController", root: "home", creations: [], members: ["home"]),
            PlannedController(id: "plain", className: "UINavigationController", root: "settings", creations: [], members: ["settings"]),
        ])
        var notes = given.notes
        let readings = ControllerInterceptions(input: given.input, stacks: stacks).run(notes: &notes)
        #expect(Array(readings.byController.keys) == ["guarded"])
        let guarded = try #require(readings.byController["guarded"])
        #expect(guarded.origin.description == "App.swift:4")
        #expect(guarded.implementedIn == .subclass)
        #expect(readings.questions.methods == ["confirmLeave"])
        #expect(readings.questions.protocols.isEmpty)
        #expect(readings.names.isSuperset(of: ["topViewController", "confirmLeave", "perform"]))
        #expect(notes.lines.isEmpty)
    }

    @Test func aCategoryAnswersForEveryStackAndAsksThroughTheProtocolItCastsTo() throws {
        let given = try PassInput([("App.swift", """
        protocol BackConfirming {
            func shouldLeaveOnBack() -> Bool
        }
        final class HomeViewController: UIViewController {}
        final class SettingsViewController: UIViewController {}
        final class ShopNavigationController: UINavigationController {}
        extension UINavigationController: UINavigationBarDelegate {
            public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
                if let top = topViewController as? BackConfirming { return top.shouldLeaveOnBack() }
                return true
            }
        }
        """)])
        let stacks = given.stacks([
            PlannedController(id: "main", className: "UINavigationController", root: "home", creations: [], members: ["home"]),
            PlannedController(id: "shop", className: "ShopNavigationController", root: "settings", creations: [], members: ["settings"]),
        ])
        var notes = given.notes
        let readings = ControllerInterceptions(input: given.input, stacks: stacks).run(notes: &notes)
        #expect(readings.byController.mapValues(\.origin.description) == ["main": "App.swift:8", "shop": "App.swift:8"])
        #expect(readings.byController.values.allSatisfy { $0.implementedIn == .category })
        #expect(readings.questions.protocols == ["BackConfirming"])
        // The protocol's requirement is a question too.
        #expect(readings.questions.methods == ["shouldLeaveOnBack"])
        #expect(notes.lines.isEmpty)
    }

    @Test func aSubclassesOwnInterceptionWinsOverTheCategoryAndBothAreAsked() throws {
        let given = try PassInput([("App.swift", """
        final class HomeViewController: UIViewController {}
        final class SettingsViewController: UIViewController {}
        extension UINavigationController: UINavigationBarDelegate {
            public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
                return topViewController?.responds(to: #selector(HomeViewController.canLeave)) != true
            }
        }
        final class FormNavigationController: UINavigationController {
            override func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
                return topViewController?.responds(to: #selector(SettingsViewController.saveDraft)) != true
            }
        }
        """)])
        let stacks = given.stacks([
            PlannedController(id: "main", className: "UINavigationController", root: "home", creations: [], members: ["home"]),
            PlannedController(id: "form", className: "FormNavigationController", root: "settings", creations: [], members: ["settings"]),
        ])
        var notes = given.notes
        let readings = ControllerInterceptions(input: given.input, stacks: stacks).run(notes: &notes)
        #expect(readings.byController["main"]?.origin.description == "App.swift:4")
        #expect(readings.byController["main"]?.implementedIn == .category)
        #expect(readings.byController["form"]?.origin.description == "App.swift:9")
        #expect(readings.byController["form"]?.implementedIn == .subclass)
        #expect(readings.questions.methods == ["canLeave", "saveDraft"])
        #expect(notes.lines.isEmpty)
    }

    @Test func withNoInterceptionInAnyControllersCodeNothingIsRead() throws {
        let given = try PassInput([("App.swift", """
        final class HomeViewController: UIViewController, UINavigationBarDelegate {
            func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
                return false
            }
        }
        final class ShopNavigationController: UINavigationController {}
        """)])
        let stacks = given.stacks([
            PlannedController(id: "main", className: "UINavigationController", root: "home", creations: [], members: ["home"]),
            PlannedController(id: "shop", className: "ShopNavigationController", root: "home", creations: [], members: ["home"]),
        ])
        var notes = given.notes
        let readings = ControllerInterceptions(input: given.input, stacks: stacks).run(notes: &notes)
        // A screen's method of that name intercepts nothing: only a navigation controller's bar asks it.
        #expect(readings.byController.isEmpty)
        #expect(readings.names.isEmpty)
        #expect(readings.questions.methods.isEmpty && readings.questions.protocols.isEmpty)
        #expect(notes.lines.isEmpty)
    }
}
