import Format
@testable import ScanDraft
@testable import ScanFacts
import Testing

/// `FullScreenPanPlanning` on hand-planned stacks and hand-built delegate owners: which stacks an
/// install reaches, the guards its delegate makes, the library on every UIKit stack that does not opt
/// out, and the notes for pans whose stacks or delegate cannot be told.
@Suite struct FullScreenPanPlanningTests {
    /// A subclass's own pan whose delegate is UIKit's pop gesture delegate, unless the stack replaces it.
    static let sharedDelegate = """
    final class HomeViewController: UIViewController {}
    final class MainNavigationController: UINavigationController {
        private let fullWidthPan = UIPanGestureRecognizer()
        override func viewDidLoad() {
            super.viewDidLoad()
            let targets = interactivePopGestureRecognizer?.value(forKey: "targets")
            fullWidthPan.setValue(targets, forKey: "targets")
            fullWidthPan.delegate = interactivePopGestureRecognizer?.delegate
            view.addGestureRecognizer(fullWidthPan)
        }
    }
    """

    static func noOwners(_ ids: [String]) -> DelegateOwnership.Output {
        let none = Dictionary(uniqueKeysWithValues: ids.map { ($0, OwnerWrites(owners: [], restore: nil, unidentified: [])) })
        return DelegateOwnership.Output(edge: none, content: none)
    }

    @Test func aSubclassPanReachesItsClassesStacksWithTheGuardsOfItsDelegate() throws {
        let given = try PassInput([("App.swift", """
        final class HomeViewController: UIViewController {}
        final class SettingsViewController: UIViewController {}
        final class MainNavigationController: UINavigationController, UIGestureRecognizerDelegate {
            private let fullWidthPan = UIPanGestureRecognizer()
            override func viewDidLoad() {
                super.viewDidLoad()
                let targets = interactivePopGestureRecognizer?.value(forKey: "targets")
                fullWidthPan.setValue(targets, forKey: "targets")
                fullWidthPan.delegate = self
                view.addGestureRecognizer(fullWidthPan)
                interactivePopGestureRecognizer?.isEnabled = false
            }
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                return viewControllers.count > 1
            }
        }
        """)])
        let stacks = given.stacks([
            PlannedController(id: "main", className: "MainNavigationController", root: "home", creations: [], members: ["home"]),
            PlannedController(id: "settings", className: "UINavigationController", root: "settings", creations: [], members: ["settings"]),
        ])
        var notes = given.notes
        let plan = FullScreenPanPlanning(input: given.input, stacks: stacks, delegates: Self.noOwners(["main", "settings"])).run(notes: &notes)
        #expect(Array(plan.byController.keys) == ["main"])
        let main = try #require(plan.byController["main"])
        #expect(main.fact.source == .privateTarget)
        #expect(main.origin.description == "App.swift:7")
        let guards = try #require(main.guards)
        #expect(guards.items.map(\.value) == [.stackDepth])
        // Placed at the delegate's gestureRecognizerShouldBegin, which checks something: no comment.
        #expect(guards.span?.start.line == 13)
        #expect(guards.comment == nil)
        #expect(main.calledInstall == nil)
        // The edge swipe it switches off reaches the stacks the install reaches.
        #expect(plan.edgeSwitchReach.map { given.pathLine($0.key) } == ["App.swift:11"])
        #expect(plan.edgeSwitchReach.values.first == ["main"])
        #expect(plan.edgeSwitchesReaching.mapValues { $0.map(given.pathLine) } == ["main": ["App.swift:11"]])
        #expect(plan.edgeSwitchesReachingEvery.isEmpty)
        #expect(plan.coveredFiles == [0])
        #expect(!plan.libraryInApp)
        #expect(notes.lines.isEmpty)
    }

    @Test func aPanSharingUIKitsPopDelegateGetsItsGuards() throws {
        let given = try PassInput([("App.swift", Self.sharedDelegate)])
        let main = PlannedController(id: "main", className: "MainNavigationController", root: "home", creations: [], members: ["home"])
        var notes = given.notes
        let plan = FullScreenPanPlanning(input: given.input, stacks: given.stacks([main]), delegates: Self.noOwners(["main"])).run(notes: &notes)
        let guards = try #require(plan.byController["main"]?.guards)
        #expect(guards.items.map(\.value) == [.stackDepth, .notTransitioning])
        #expect(guards.span?.start.line == 8)
        #expect(guards.comment == "the pop gesture's own delegate, UIKit's, App.swift:8")
        #expect(notes.lines.isEmpty)
    }

    @Test func aPanSharingAPopDelegateTheStackReplacesIsLeftOutWithANote() throws {
        let given = try PassInput([("App.swift", Self.sharedDelegate)])
        let main = PlannedController(id: "main", className: "MainNavigationController", root: "home", creations: [], members: ["home"])
        let origin = try given.origin("delegate", in: "App.swift")
        let replaced = OwnerWrites(owners: [OwnerWrite(owner: .screen("home"), origins: [origin], deciderClass: "HomeViewController", fromExtension: false)],
                                   restore: nil, unidentified: [])
        let delegates = DelegateOwnership.Output(edge: ["main": replaced], content: [:])
        var notes = given.notes
        let plan = FullScreenPanPlanning(input: given.input, stacks: given.stacks([main]), delegates: delegates).run(notes: &notes)
        #expect(plan.byController.isEmpty)
        // The install is accounted for: no second note that its stacks are unknown.
        #expect(plan.coveredFiles == [0])
        #expect(notes.lines == ["App.swift:8: the full-screen pan's delegate is the pop gesture's delegate, which this navigation controller replaces, so fullScreenPop is left out; describe it by hand"])
    }

    @Test func aPanWhoseDelegateCannotBeToldIsLeftOutWithANote() throws {
        let given = try PassInput([("App.swift", """
        final class HomeViewController: UIViewController {}
        final class MainNavigationController: UINavigationController {
            private let fullWidthPan = UIPanGestureRecognizer()
            override func viewDidLoad() {
                super.viewDidLoad()
                let targets = interactivePopGestureRecognizer?.value(forKey: "targets")
                fullWidthPan.setValue(targets, forKey: "targets")
                fullWidthPan.delegate = panGate
                view.addGestureRecognizer(fullWidthPan)
            }
        }
        """)])
        let main = PlannedController(id: "main", className: "MainNavigationController", root: "home", creations: [], members: ["home"])
        var notes = given.notes
        let plan = FullScreenPanPlanning(input: given.input, stacks: given.stacks([main]), delegates: Self.noOwners(["main"])).run(notes: &notes)
        #expect(plan.byController.isEmpty)
        #expect(notes.lines == ["App.swift:8: the full-screen pan's delegate is set to 'panGate', which navlint scan could not identify, so fullScreenPop is left out; describe it by hand"])
    }

    @Test func aCategoryAScreenCallsOnItsOwnStackReachesThatStackAndOneNothingCallsIsNoted() throws {
        let given = try PassInput([
            ("Pan.swift", """
            extension UINavigationController {
                func addFullWidthPan() {
                    let target = interactivePopGestureRecognizer?.delegate
                    let pan = UIPanGestureRecognizer(target: target, action: #selector(handleNavigationTransition(_:)))
                    view.addGestureRecognizer(pan)
                }
            }
            """),
            ("Screens.swift", """
            final class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationController?.addFullWidthPan()
                }
            }
            final class SettingsViewController: UIViewController {}
            """),
            ("Unused.swift", """
            extension UINavigationController {
                func installEdgePan() {
                    let target = interactivePopGestureRecognizer?.delegate
                    let pan = UIPanGestureRecognizer(target: target, action: #selector(handleNavigationTransition(_:)))
                    view.addGestureRecognizer(pan)
                }
            }
            """),
        ])
        let stacks = given.stacks([
            PlannedController(id: "main", className: "UINavigationController", root: "home", creations: [], members: ["home"]),
            PlannedController(id: "settings", className: "UINavigationController", root: "settings", creations: [], members: ["settings"]),
        ])
        var notes = given.notes
        let plan = FullScreenPanPlanning(input: given.input, stacks: stacks, delegates: Self.noOwners(["main", "settings"])).run(notes: &notes)
        #expect(Array(plan.byController.keys) == ["main"])
        let main = try #require(plan.byController["main"])
        #expect(main.origin.description == "Pan.swift:4")
        let guards = try #require(main.guards)
        #expect(guards.items.isEmpty)
        #expect(guards.comment == "the pan has no delegate, so every swipe may begin")
        #expect(notes.lines == ["Unused.swift:4: full-screen pop code found ('handleNavigationTransition'), but navlint scan could not tell which navigation controllers it reaches, so fullScreenPop is left out; describe it by hand"])
    }

    @Test func theLibraryKnownByItsAPIReachesEveryUIKitStackThatDoesNotSwitchItOff() throws {
        let given = try PassInput([
            ("Home.swift", """
            final class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    fd_interactivePopDisabled = true
                }
            }
            final class SettingsViewController: UIViewController {}
            """),
            ("Plain.swift", """
            final class PlainNavigationController: UINavigationController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    fd_fullscreenPopGestureRecognizer.enabled = false
                }
            }
            """),
        ])
        let stacks = given.stacks([
            PlannedController(id: "main", className: "UINavigationController", root: "home", creations: [], members: ["home"]),
            PlannedController(id: "plain", className: "PlainNavigationController", root: "settings", creations: [], members: ["settings"]),
            PlannedController(id: "swiftUI", className: "NavigationStack", root: "settings", creations: [], members: ["settings"]),
        ])
        var notes = given.notes
        let plan = FullScreenPanPlanning(input: given.input, stacks: stacks, delegates: Self.noOwners(["main", "plain", "swiftUI"])).run(notes: &notes)
        #expect(plan.libraryInApp)
        #expect(Array(plan.byController.keys) == ["main"])
        let main = try #require(plan.byController["main"])
        #expect(main.fact.source == .library)
        // Placed at the app's first use of the library's API; the library's own guards are not the app's to list.
        #expect(main.origin.description == "Home.swift:4")
        #expect(main.guards == nil)
        #expect(main.calledInstall == nil)
        #expect(notes.lines.isEmpty)
    }

    @Test func codeWithNoFullScreenPanPlansNothing() throws {
        let given = try PassInput([("App.swift", """
        final class HomeViewController: UIViewController {}
        final class MainNavigationController: UINavigationController {
            override func viewDidLoad() {
                super.viewDidLoad()
                interactivePopGestureRecognizer?.isEnabled = false
            }
        }
        """)])
        let main = PlannedController(id: "main", className: "MainNavigationController", root: "home", creations: [], members: ["home"])
        var notes = given.notes
        let plan = FullScreenPanPlanning(input: given.input, stacks: given.stacks([main]), delegates: Self.noOwners(["main"])).run(notes: &notes)
        #expect(plan.byController.isEmpty)
        #expect(plan.coveredFiles.isEmpty)
        #expect(plan.edgeSwitchReach.isEmpty && plan.edgeSwitchesInOrder.isEmpty)
        #expect(!plan.libraryInApp)
        #expect(notes.lines.isEmpty)
    }
}
