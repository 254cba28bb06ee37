import Format
@testable import ScanDraft
@testable import ScanFacts
import Testing

/// `UnattributedFactNotes` on hand-planned stacks and hand-built helper attribution: pop gesture, item and
/// view statements no screen or planned navigation controller takes are noted, and nothing else is.
@Suite struct UnattributedFactNotesTests {
    static let delegates = """
    final class HomeViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            navigationController?.interactivePopGestureRecognizer?.delegate = nil
        }
    }
    final class LostViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            navigationController?.interactivePopGestureRecognizer?.delegate = nil
        }
    }
    final class ShopNavigationController: UINavigationController {
        override func viewDidLoad() {
            super.viewDidLoad()
            interactivePopGestureRecognizer?.delegate = nil
        }
    }
    final class TransitionHelper: NSObject {
        func attach() {
            navigationController?.interactivePopGestureRecognizer?.delegate = nil
            router.nav.interactivePopGestureRecognizer?.delegate = nil
        }
    }
    """

    /// `delegates` with every `.delegate = nil` made `.isEnabled = false`.
    static let switches = delegates.replacingOccurrences(of: "delegate = nil", with: "isEnabled = false")

    /// A stack of `className` rooted at `root`, made at the root's declaration, holding `members`.
    static func stack(_ given: PassInput, _ className: String, root: String, members: [String]) throws -> PlannedController {
        let made = try given.origin(root, in: "App.swift")
        return PlannedController(id: given.id(root), className: className, root: given.id(root), creations: [made], members: members.map(given.id))
    }

    @Test func popGestureDelegatesNoScreenOrPlannedControllerTakesAreNoted() throws {
        let given = try PassInput([("App.swift", Self.delegates)])
        let stacks = given.stacks([try Self.stack(given, "UINavigationController", root: "HomeViewController", members: ["HomeViewController"])])
        var notes = given.notes
        UnattributedFactNotes(input: given.input, stacks: stacks, helpers: HelperAttribution()).run(notes: &notes)
        #expect(notes.lines == [
            "App.swift:10: sets its navigation controller's pop gesture delegate, but no navigation controller found holds this screen",
            "App.swift:16: ShopNavigationController sets a pop gesture delegate on itself, but it is not a navigation controller of this draft",
            "App.swift:21: TransitionHelper sets its navigation controller's pop gesture delegate, but it is not a screen",
            "App.swift:22: could not tell whose pop gesture delegate this sets ('router.nav')",
        ])
        #expect(notes.screenRemarks == ["lost": ["navlint scan: sets its navigation controller's pop gesture delegate, but no navigation controller found holds this screen (App.swift:10)"]])
        #expect(notes.globalRemarks.count == 3)
    }

    @Test func delegatesOfMembersPlannedControllersAndAttributedHelpersAreNotNoted() throws {
        let given = try PassInput([("App.swift", Self.delegates)])
        let stacks = given.stacks([
            try Self.stack(given, "UINavigationController", root: "HomeViewController", members: ["HomeViewController", "LostViewController"]),
            try Self.stack(given, "ShopNavigationController", root: "LostViewController", members: ["LostViewController"]),
        ])
        let helpers = HelperAttribution(places: Set(given.input.facts.delegateWrites.filter { given.input.code.ownerName($0.place) == "TransitionHelper" }.map(\.place)))
        #expect(helpers.places.count == 2)
        var notes = given.notes
        UnattributedFactNotes(input: given.input, stacks: stacks, helpers: helpers).run(notes: &notes)
        #expect(notes.lines.isEmpty)
    }

    @Test func popGestureSwitchesAreNotedLikeDelegatesExceptAScreenOnNoStack() throws {
        let given = try PassInput([("App.swift", Self.switches)])
        let stacks = given.stacks([try Self.stack(given, "UINavigationController", root: "HomeViewController", members: ["HomeViewController"])])
        var notes = given.notes
        UnattributedFactNotes(input: given.input, stacks: stacks, helpers: HelperAttribution()).run(notes: &notes)
        #expect(notes.lines == [
            "App.swift:16: ShopNavigationController switches a pop gesture on itself, but it is not a navigation controller of this draft",
            "App.swift:21: TransitionHelper switches its navigation controller's pop gesture, but it is not a screen",
            "App.swift:22: could not tell whose pop gesture this switches ('router.nav')",
        ])
        #expect(notes.screenRemarks.isEmpty)
    }

    @Test func itemWritesAndViewsOutsideScreensAreNotedOncePerView() throws {
        let given = try PassInput([("App.swift", """
        final class HomeViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.hidesBackButton = true
                router.screen.navigationItem.hidesBackButton = true
                pager.isPagingEnabled = true
            }
        }
        final class ShopNavigationController: UINavigationController {
            override func viewDidLoad() {
                super.viewDidLoad()
                isNavigationBarHidden = true
            }
        }
        final class Styler: NSObject {
            func apply() {
                navigationItem.hidesBackButton = true
                isNavigationBarHidden = true
                scrollView.isPagingEnabled = true
                scrollView.alwaysBounceHorizontal = true
            }
        }
        """)])
        let stacks = given.stacks([
            try Self.stack(given, "ShopNavigationController", root: "HomeViewController", members: ["HomeViewController"]),
        ])
        var notes = given.notes
        UnattributedFactNotes(input: given.input, stacks: stacks, helpers: HelperAttribution()).run(notes: &notes)
        #expect(notes.lines == [
            "App.swift:5: could not tell which screen's navigation item or bar 'router.screen' is",
            "App.swift:17: Styler changes a navigation item, but it is not a screen",
            "App.swift:18: Styler hides or shows a navigation bar, but it is not a screen",
            "App.swift:19: 'scrollView' is set up in Styler, which is not a view controller, so navlint scan could not tell which screen shows it",
        ])
        #expect(notes.globalRemarks.last == "navlint scan: 'scrollView' is set up in Styler, which is not a view controller, so navlint scan could not tell which screen shows it (App.swift:19)")
    }
}
