import Format
@testable import ScanDraft
@testable import ScanFacts
import Testing

/// `HelperStatementAttribution` on hand-planned stacks: a helper's pop gesture statements go to the stacks
/// it is handed or kept by, a `UIViewController` extension's to the screens that call it, and a screen's or
/// navigation controller's own statements stay theirs.
@Suite struct HelperStatementAttributionTests {
    @Test func aHelperHandedAScreensNavigationControllerActsOnThatStackWithTheScreenAsOwner() throws {
        let given = try PassInput([("App.swift", """
        final class HomeViewController: UIViewController {
            var swipe: SwipeHandler?
            override func viewDidLoad() {
                super.viewDidLoad()
                swipe = SwipeHandler(navigationController: navigationController)
            }
        }
        final class SettingsViewController: UIViewController {}
        final class SwipeHandler: NSObject, UIGestureRecognizerDelegate {
            init(navigationController: UINavigationController?) {
                super.init()
                navigationController?.interactivePopGestureRecognizer?.delegate = self
                navigationController?.interactivePopGestureRecognizer?.isEnabled = true
            }
        }
        """)])
        let stacks = given.stacks([
            PlannedController(id: "main", className: "UINavigationController", root: "home", creations: [], members: ["home"]),
            PlannedController(id: "settings", className: "UINavigationController", root: "settings", creations: [], members: ["settings"]),
        ])
        var notes = given.notes
        let attribution = HelperStatementAttribution(input: given.input, stacks: stacks).run(notes: &notes)
        #expect(Array(attribution.delegateWritesByController.keys) == ["main"])
        let delegate = try #require(attribution.delegateWritesByController["main"]?.first)
        #expect(attribution.delegateWritesByController["main"]?.count == 1)
        #expect(delegate.owner == .screen("home"))
        #expect(delegate.decider == "SwipeHandler")
        #expect(given.pathLine(delegate.write.place) == "App.swift:12")
        #expect(attribution.enabledWritesByController.mapValues { $0.map { given.pathLine($0.place) } } == ["main": ["App.swift:13"]])
        #expect(Set(attribution.places.map(given.pathLine)) == ["App.swift:12", "App.swift:13"])
        #expect(attribution.delegateWritesByScreen.isEmpty && attribution.switchesByScreen.isEmpty)
        #expect(notes.lines.isEmpty)
    }

    @Test func aHelperANavigationControllerClassKeepsActsOnThatClassesStacksWithTheStackAsOwner() throws {
        let given = try PassInput([("App.swift", """
        final class HomeViewController: UIViewController {}
        final class SettingsViewController: UIViewController {}
        final class MainNavigationController: UINavigationController {
            let popLock = PopLock()
        }
        final class PopLock: NSObject, UIGestureRecognizerDelegate {
            weak var navigationController: UINavigationController?
            func lock() {
                navigationController?.interactivePopGestureRecognizer?.delegate = self
                navigationController?.interactivePopGestureRecognizer?.isEnabled = false
            }
        }
        """)])
        let stacks = given.stacks([
            PlannedController(id: "main", className: "MainNavigationController", root: "home", creations: [], members: ["home"]),
            PlannedController(id: "settings", className: "UINavigationController", root: "settings", creations: [], members: ["settings"]),
        ])
        var notes = given.notes
        let attribution = HelperStatementAttribution(input: given.input, stacks: stacks).run(notes: &notes)
        let delegates = try #require(attribution.delegateWritesByController["main"])
        #expect(attribution.delegateWritesByController["settings"] == nil)
        #expect(delegates.map(\.owner) == [.navigationController])
        #expect(delegates.map(\.decider) == ["PopLock"])
        #expect(delegates.map { given.pathLine($0.write.place) } == ["App.swift:9"])
        #expect(attribution.enabledWritesByController.mapValues { $0.map { given.pathLine($0.place) } } == ["main": ["App.swift:10"]])
        #expect(notes.lines.isEmpty)
    }

    @Test func aUIViewControllerExtensionsSwitchBelongsToTheScreensThatCallIt() throws {
        let given = try PassInput([("App.swift", """
        extension UIViewController {
            func disableSwipeBack() {
                navigationController?.interactivePopGestureRecognizer?.isEnabled = false
            }
        }
        final class HomeViewController: UIViewController {}
        final class PlayerViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                disableSwipeBack()
            }
        }
        """)])
        let stacks = given.stacks([PlannedController(id: "main", className: "UINavigationController", root: "home", creations: [], members: ["home", "player"])])
        var notes = given.notes
        let attribution = HelperStatementAttribution(input: given.input, stacks: stacks).run(notes: &notes)
        // Keyed by the calling screen's class, not its id: the screen's own code is looked up by class.
        #expect(attribution.switchesByScreen.mapValues { $0.map { given.pathLine($0.place) } } == ["PlayerViewController": ["App.swift:3"]])
        #expect(attribution.enabledWritesByController.isEmpty)
        #expect(attribution.delegateWritesByController.isEmpty && attribution.delegateWritesByScreen.isEmpty)
        #expect(attribution.places.map(given.pathLine) == ["App.swift:3"])
        #expect(notes.lines.isEmpty)
    }

    @Test func screensAndNavigationControllersKeepTheirOwnStatementsAndAHelperNothingKeepsActsOnNoStack() throws {
        let given = try PassInput([("App.swift", """
        final class HomeViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationController?.interactivePopGestureRecognizer?.delegate = self
            }
        }
        final class MainNavigationController: UINavigationController {
            override func viewDidLoad() {
                super.viewDidLoad()
                interactivePopGestureRecognizer?.isEnabled = false
            }
        }
        final class OrphanHandler: NSObject {
            func detach(from navigationController: UINavigationController) {
                navigationController.interactivePopGestureRecognizer?.delegate = nil
            }
        }
        final class LauncherViewController: UIViewController {
            func open() {
                present(MainNavigationController(rootViewController: HomeViewController()), animated: true)
            }
        }
        """)])
        // The launcher mentions the screen and the navigation controller class: were they taken for helpers,
        // the launcher's stack would get their statements.
        let stacks = given.stacks([
            PlannedController(id: "main", className: "MainNavigationController", root: "home", creations: [], members: ["home"]),
            PlannedController(id: "launcher", className: "UINavigationController", root: "launcher", creations: [], members: ["launcher"]),
        ])
        var notes = given.notes
        let attribution = HelperStatementAttribution(input: given.input, stacks: stacks).run(notes: &notes)
        #expect(attribution.delegateWritesByController.isEmpty)
        #expect(attribution.enabledWritesByController.isEmpty)
        #expect(attribution.delegateWritesByScreen.isEmpty)
        #expect(attribution.switchesByScreen.isEmpty)
        #expect(attribution.places.isEmpty)
        #expect(notes.lines.isEmpty)
    }
}
