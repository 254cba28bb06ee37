import Format
@testable import ScanDraft
@testable import ScanFacts
import Testing

/// `StackPlanning` on hand-built transitions and stacks made elsewhere: groups by class and root, names,
/// members through the pushes given, and placeholders when the code makes no stack.
@Suite struct StackPlanningTests {
    static let app = """
    final class HomeViewController: UIViewController {}
    final class DetailViewController: UIViewController {}
    final class SettingsViewController: UIViewController {}
    final class ShopNavigationController: UINavigationController {}
    func start() {
        let main = UINavigationController(rootViewController: HomeViewController())
        let shop = ShopNavigationController(rootViewController: SettingsViewController())
    }
    """

    @Test func eachCreationIsAStackNamedForItsClassOrRootWithTheScreensItsPushesReach() throws {
        let given = try PassInput([("App.swift", Self.app)])
        let push = try given.origin("DetailViewController", in: "App.swift")
        var notes = given.notes
        let planned = StackPlanning(input: given.input, transitions: given.transitions(pushes: [("HomeViewController", "DetailViewController", push)]), madeElsewhere: [])
            .run(notes: &notes)
        #expect(planned.map(\.id) == ["home", "shop"])
        #expect(planned.map(\.className) == ["UINavigationController", "ShopNavigationController"])
        #expect(planned.first?.members == ["home", "detail"])
        #expect(planned.last?.members == ["settings"])
        #expect(planned.allSatisfy { !$0.isPlaceholder })
        #expect(notes.lines.isEmpty)
    }

    @Test func aStackMadeElsewhereWithTheSameClassAndRootIsOneEntry() throws {
        let given = try PassInput([("App.swift", Self.app)])
        let list = try given.origin("start", in: "App.swift")
        var notes = given.notes
        let elsewhere = StackGroup(className: "UINavigationController", root: given.id("HomeViewController"), origins: [list])
        let planned = StackPlanning(input: given.input, transitions: given.transitions(), madeElsewhere: [elsewhere]).run(notes: &notes)
        #expect(planned.map(\.id) == ["home", "shop"])
        let home = try #require(planned.first)
        #expect(home.creations.count == 2)
        #expect(home.creations.last == list)
    }

    /// A navigation controller made with a tab bar controller: one entry per tab the lists name, each with
    /// the creation; with no tabs known, the stack is not listed and a note says why.
    @Test func aStackHoldingATabBarIsOneEntryPerTab() throws {
        let source = """
        final class HomeViewController: UIViewController {}
        final class SettingsViewController: UIViewController {}
        final class MainTabs: UITabBarController {}
        func start() {
            let main = UINavigationController(rootViewController: MainTabs())
        }
        """
        let given = try PassInput([("App.swift", source)])
        var notes = given.notes
        let tabs = ["MainTabs": [given.id("HomeViewController"), given.id("SettingsViewController")]]
        let planned = StackPlanning(input: given.input, transitions: given.transitions(), madeElsewhere: [], tabsOfContainer: tabs).run(notes: &notes)
        #expect(planned.map(\.root) == ["home", "settings"])
        #expect(planned.allSatisfy { $0.creations.count == 1 && !$0.isPlaceholder })
        #expect(notes.lines.isEmpty)
        var untold = given.notes
        let unplanned = StackPlanning(input: given.input, transitions: given.transitions(), madeElsewhere: []).run(notes: &untold)
        #expect(unplanned.allSatisfy { $0.isPlaceholder })
        #expect(untold.lines.contains { $0.contains("MainTabs, which is no screen, so it is not listed as a stack") }, "\(untold.lines)")
    }

    @Test func withNoStackInTheCodeAPlaceholderRootsTheFirstScreenNothingOpensAndSaysSo() throws {
        let given = try PassInput([("App.swift", """
        final class HomeViewController: UIViewController {}
        final class AboutViewController: UIViewController {}
        """)])
        let push = try given.origin("HomeViewController", in: "App.swift")
        var notes = given.notes
        let planned = StackPlanning(input: given.input, transitions: given.transitions(pushes: [("AboutViewController", "HomeViewController", push)]), madeElsewhere: [])
            .run(notes: &notes)
        #expect(planned.map(\.id) == ["main"])
        #expect(planned.first?.root == "about")
        #expect(planned.first?.isPlaceholder == true)
        #expect(notes.lines == ["found no navigation controller made with a root view controller; root 'about' is a placeholder, set it to the first screen of this stack; navlint does not check this navigation controller"])
    }

    @Test func aStackWhoseRootIsNoScreenIsNotListedButNoted() throws {
        let given = try PassInput([("App.swift", """
        final class HomeViewController: UIViewController {}
        let main = UINavigationController(rootViewController: HomeViewController())
        let picker = UINavigationController(rootViewController: makePicker())
        """)])
        var notes = given.notes
        let planned = StackPlanning(input: given.input, transitions: given.transitions(), madeElsewhere: []).run(notes: &notes)
        #expect(planned.map(\.id) == ["home"])
        #expect(notes.lines.count == 1)
        #expect(notes.lines.first?.hasPrefix("App.swift:3: the UINavigationController made here has a root navlint scan could not tell") == true)
    }
}
