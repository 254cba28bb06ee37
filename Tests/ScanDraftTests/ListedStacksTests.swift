import Format
@testable import ScanDraft
@testable import ScanFacts
import Testing

/// `ListedStacks` on inline code: the stacks and pushes lists and split view columns make, and the screens shown outside any stack.
@Suite struct ListedStacksTests {
    @Test func aListOnANavigationControllerIsAStackFromItsFirstScreenUp() throws {
        let given = try PassInput([("App.swift", """
        final class SceneDelegate: UIResponder {
            var window: UIWindow?
            func start() {
                let navigation = UINavigationController()
                navigation.setViewControllers([HomeViewController(), ListViewController(), DetailViewController()], animated: false)
                window?.rootViewController = navigation
            }
        }
        final class HomeViewController: UIViewController {}
        final class ListViewController: UIViewController {}
        final class DetailViewController: UIViewController {}
        """), ("Onboarding.swift", """
        final class OnboardingNavigationController: UINavigationController {
            override func viewDidLoad() {
                super.viewDidLoad()
                viewControllers = [WelcomeViewController()]
            }
        }
        final class WelcomeViewController: UIViewController {}
        """)])
        var notes = given.notes
        let listed = ListedStacks(input: given.input, holders: StackHolders(input: given.input).run(notes: &notes)).run(notes: &notes)
        #expect(listed.groups.map { "\($0.className) \($0.root)" } == ["UINavigationController home", "OnboardingNavigationController welcome"])
        #expect(listed.groups.map { $0.origins.map(\.description) } == [["App.swift:5"], ["Onboarding.swift:4"]])
        #expect(listed.pushes.map(\.summary) == ["home pushes list", "list pushes detail"])
        #expect(listed.pushes.map(\.origin.description) == ["App.swift:5", "App.swift:5"])
        #expect(listed.shownOutsideStacks.isEmpty)
        #expect(notes.lines.isEmpty)
    }

    /// A list given to the property in which a coordinator keeps a stack it made empty is that stack: the
    /// place it was made is one of the group's origins, so that the coordinator's pushes on it go onto it.
    /// A SwiftUI view hosted in the list is its root.
    @Test func aListOnACoordinatorsStackIsTheStackItKeeps() throws {
        let given = try PassInput([("App.swift", """
        final class AppCoordinator {
            let navigationController = UINavigationController()
            func start() {
                let home = UIHostingController(rootView: HomeView())
                navigationController.setViewControllers([home], animated: false)
            }
        }
        struct HomeView: View {
            var body: some View { Text("Home") }
        }
        """)])
        var notes = given.notes
        let listed = ListedStacks(input: given.input, holders: StackHolders(input: given.input).run(notes: &notes)).run(notes: &notes)
        #expect(listed.groups.map { "\($0.className) \($0.root)" } == ["UINavigationController homeView"])
        #expect(listed.groups.first?.origins.map(\.description) == ["App.swift:5", "App.swift:2"])
    }

    /// A navigation controller given for a column is a creation of its own, not a column stack.
    @Test func aSplitViewColumnGivenAScreenIsAStackRootedAtIt() throws {
        let given = try PassInput([("App.swift", """
        final class SceneDelegate: UIResponder {
            func start() {
                let split = UISplitViewController(style: .doubleColumn)
                split.setViewController(SidebarViewController(), for: .primary)
                split.setViewController(UINavigationController(rootViewController: NotesViewController()), for: .secondary)
            }
        }
        final class SidebarViewController: UIViewController {}
        final class NotesViewController: UIViewController {}
        """)])
        var notes = given.notes
        let listed = ListedStacks(input: given.input, holders: StackHolders(input: given.input).run(notes: &notes)).run(notes: &notes)
        #expect(listed.groups.map { "\($0.className) \($0.root)" } == ["UINavigationController sidebar"])
        #expect(listed.groups.first?.origins.map(\.description) == ["App.swift:4"])
        #expect(listed.pushes.isEmpty)
        #expect(listed.shownOutsideStacks.isEmpty)
    }

    /// The first place that shows a screen is the one given: the feed is a tab before it is a column.
    @Test func screensOfATabBarASplitViewOrTheWindowAreShownOutsideStacks() throws {
        let given = try PassInput([("App.swift", """
        final class SceneDelegate: UIResponder {
            var window: UIWindow?
            func start() {
                let tabs = UITabBarController()
                tabs.viewControllers = [FeedViewController(), ProfileViewController()]
                let split = UISplitViewController()
                split.viewControllers = [SidebarViewController(), FeedViewController()]
                window?.rootViewController = LoginViewController()
            }
        }
        final class FeedViewController: UIViewController {}
        final class ProfileViewController: UIViewController {}
        final class SidebarViewController: UIViewController {}
        final class LoginViewController: UIViewController {}
        """)])
        var notes = given.notes
        let listed = ListedStacks(input: given.input, holders: StackHolders(input: given.input).run(notes: &notes)).run(notes: &notes)
        #expect(listed.shownOutsideStacks == [
            "feed": "shown as a tab (App.swift:5)",
            "profile": "shown as a tab (App.swift:5)",
            "sidebar": "shown in a column of a split view controller (App.swift:7)",
            "login": "shown as the window's root (App.swift:8)",
        ])
        #expect(listed.groups.isEmpty)
        #expect(listed.pushes.isEmpty)
    }

    /// A list whose first element is no screen roots nothing (nor are the screens above it pushed), a page
    /// view controller's list is no stack, and a window's root that is no screen is not shown.
    @Test func aListWithNoScreenAtItsRootOrOnNoContainerPlacesNothing() throws {
        let given = try PassInput([("App.swift", """
        final class SceneDelegate: UIResponder {
            var window: UIWindow?
            func start() {
                let navigation = UINavigationController()
                navigation.setViewControllers([makeRoot(), DetailViewController()], animated: false)
                let pages = UIPageViewController()
                pages.setViewControllers([PageViewController()], direction: .forward, animated: false)
                window?.rootViewController = makeRoot()
            }
        }
        final class DetailViewController: UIViewController {}
        final class PageViewController: UIViewController {}
        """)])
        var notes = given.notes
        let listed = ListedStacks(input: given.input, holders: StackHolders(input: given.input).run(notes: &notes)).run(notes: &notes)
        #expect(listed.groups.isEmpty)
        #expect(listed.pushes.isEmpty)
        #expect(listed.shownOutsideStacks.isEmpty)
        #expect(notes.lines.isEmpty)
    }
}
