import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
@testable import Format
import TestSupport

/// Route factories (issue 33, routes: a `switch` over a route enum): a method that builds a different
/// screen in each case of a switch over its parameter makes, for a call naming a case, that case's
/// screens. A scene coordinator that shows what such a factory builds from its own parameter, in the
/// branch a second parameter picks (`switch transition { case .show: ... }`), from the screen it is
/// handed, makes for each call the transition that call names, from the calling screen.
@Suite struct RouteFactoryTests {
    /// A Mastodon-style scene coordinator: `present(scene:from:transition:)` over `get(scene:)`.
    private static let sceneCoordinator = ("App/SceneCoordinator.swift", """
    import UIKit

    enum Scene {
        case thread(model: ThreadModel)
        case profile(name: String)
        case settings

        var isOnboarding: Bool { false }
    }

    final class OnboardingNavigationController: UINavigationController {}

    enum Transition {
        case show
        case modal(animated: Bool)
    }

    final class ThreadModel {}

    final class SceneCoordinator {
        let window: UIWindow
        init(window: UIWindow) { self.window = window }

        func start() {
            window.rootViewController = UINavigationController(rootViewController: TimelineViewController(coordinator: self))
        }

        @discardableResult
        func present(scene: Scene, from sender: UIViewController? = nil, transition: Transition) -> UIViewController? {
            guard let viewController = get(scene: scene) else { return nil }
            guard let presentingViewController = sender ?? window.rootViewController else { return nil }
            switch transition {
            case .show:
                presentingViewController.show(viewController, sender: sender)
            case .modal(let animated):
                let navigation: UINavigationController = {
                    if scene.isOnboarding {
                        return OnboardingNavigationController(rootViewController: viewController)
                    }
                    return UINavigationController(rootViewController: viewController)
                }()
                presentingViewController.present(navigation, animated: animated)
            }
            return viewController
        }

        private func get(scene: Scene) -> UIViewController? {
            let viewController: UIViewController?
            switch scene {
            case .thread(let model):
                let controller = ThreadViewController()
                controller.model = model
                viewController = controller
            case .profile(let name):
                viewController = ProfileViewController(name: name)
            case .settings:
                return SettingsViewController()
            }
            return viewController
        }
    }
    """)

    @Test func eachCallShowsTheScreenOfTheCaseItNamesFromTheCallingScreen() throws {
        try ScannedApp.each([Self.sceneCoordinator, ("App/Screens.swift", """
        import UIKit

        final class TimelineViewController: UIViewController {
            let coordinator: SceneCoordinator
            init(coordinator: SceneCoordinator) {
                self.coordinator = coordinator
                super.init(nibName: nil, bundle: nil)
            }
            func open(_ model: ThreadModel) {
                1️⃣coordinator.present(scene: .thread(model: model), from: self, transition: .show)
            }
            func openSettings() {
                coordinator.present(scene: .settings, transition: .modal(animated: true))
            }
        }

        final class ThreadViewController: UIViewController {
            var model: ThreadModel?
            override func viewDidLoad() {
                super.viewDidLoad()
                2️⃣navigationItem.hidesBackButton = true
            }
        }

        final class ProfileViewController: UIViewController {
            init(name: String) { super.init(nibName: nil, bundle: nil) }
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.hidesBackButton = true
            }
        }

        final class SettingsViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.hidesBackButton = true
            }
        }
        """)]) { app in
            // The thread is pushed from the timeline, placed at the call; the profile no call names is not.
            #expect(app.result.app.screen("timeline")?.entity[\.pushes] == ["thread"], "\(app.result.draft)")
            #expect(app.result.draft.contains("      - thread   # \(app.line("1️⃣"))"), "\(app.result.draft)")
            // The call naming `.modal` runs the presentation only: settings is presented, in one of the two
            // navigation controllers the closure makes, and never pushed.
            #expect(app.result.app.screen("timeline")?.entity[\.presents] == ["settings"], "\(app.result.draft)")
            #expect(app.result.draft.contains("root: settings"), "\(app.result.draft)")
            #expect(app.rules(at: "2️⃣") == ["hidden-back-button-disables-swipe"])
            #expect(app.allFindings.filter { $0.hasPrefix("hidden-back-button") }.count == 1, "\(app.allFindings)")
            #expect(!app.result.notes.contains { $0.message.contains("get(scene: scene)") }, "\(app.result.notes)")
        }
    }

    @Test func aCallPassingAVariableRouteIsLeftToANote() throws {
        try ScannedApp.each([Self.sceneCoordinator, ("App/Screens.swift", """
        import UIKit

        final class TimelineViewController: UIViewController {
            let coordinator: SceneCoordinator
            var next: Scene = .settings
            init(coordinator: SceneCoordinator) {
                self.coordinator = coordinator
                super.init(nibName: nil, bundle: nil)
            }
            func open() {
                coordinator.present(scene: next, from: self, transition: .show)
            }
        }
        final class ThreadViewController: UIViewController { var model: ThreadModel? }
        final class ProfileViewController: UIViewController { init(name: String) { super.init(nibName: nil, bundle: nil) } }
        final class SettingsViewController: UIViewController {}
        """)]) { app in
            // Scan cannot tell which case `next` holds, so it claims no push.
            #expect(!app.result.draft.contains("pushes:"), "\(app.result.draft)")
            #expect(app.result.notes.contains { $0.message.contains("get(scene: scene)") }, "\(app.result.notes)")
        }
    }

    @Test func aSwiftFactoryCalledWithACaseMakesThatCasesScreen() throws {
        try ScannedApp.each([ScannedApp.stack(root: "HomeViewController"), ("App/Home.swift", """
        import UIKit

        enum Route { case detail, about }

        final class HomeViewController: UIViewController {
            func open() {
                let next = screen(for: .detail)
                1️⃣navigationController?.pushViewController(next, animated: true)
            }
            private func screen(for route: Route) -> UIViewController {
                switch route {
                case .detail: return DetailViewController()
                case .about: return AboutViewController()
                }
            }
        }
        final class DetailViewController: UIViewController {}
        final class AboutViewController: UIViewController {}
        """)]) { app in
            #expect(app.result.app.screen("home")?.entity[\.pushes] == ["detail"], "\(app.result.draft)")
            #expect(app.result.draft.contains("      - detail   # \(app.line("1️⃣"))"), "\(app.result.draft)")
        }
    }

    /// `case AppRouteDetail:` with no statements of its own runs the next label's, so Help makes the detail.
    @Test func anObjectiveCFactoryCalledWithAConstantMakesThatCasesScreen() throws {
        try ScannedApp.each([ScannedApp.stack(root: "HomeViewController", objectiveC: true), ("App/Home.m", """
        typedef NS_ENUM(NSInteger, AppRoute) { AppRouteDetail, AppRouteHelp, AppRouteAbout };

        @interface HomeViewController : UIViewController
        @end
        @implementation HomeViewController
        - (void)open {
            1️⃣[self.navigationController pushViewController:[self controllerForRoute:AppRouteAbout] animated:YES];
        }
        - (void)help {
            2️⃣[self.navigationController pushViewController:[self controllerForRoute:AppRouteHelp] animated:YES];
        }
        - (UIViewController *)controllerForRoute:(AppRoute)route {
            switch (route) {
                case AppRouteDetail:
                case AppRouteHelp:
                    return [[DetailViewController alloc] init];
                case AppRouteAbout:
                    return [AboutViewController new];
            }
            return nil;
        }
        @end
        @interface DetailViewController : UIViewController
        @end
        @interface AboutViewController : UIViewController
        @end
        """)]) { app in
            #expect(app.result.app.screen("home")?.entity[\.pushes] == ["about", "detail"], "\(app.result.draft)")
            #expect(app.result.draft.contains("      - about   # \(app.line("1️⃣"))"), "\(app.result.draft)")
            #expect(app.result.draft.contains("      - detail   # \(app.line("2️⃣"))"), "\(app.result.draft)")
        }
    }

    /// A SwiftHub-style navigator: `show(segue:sender:transition:)` builds the screen with its factory and
    /// hands it to `show(target:sender:transition:)`, which pushes or presents by the transition's case. Each
    /// call makes the transition its case names, the parameter's default when it names none, from the
    /// screen it passes as sender; the push on a sender that is itself a navigation controller is not taken
    /// for a screen handed as sender.
    @Test func aNavigatorHandingTheFactorysScreenOnIsFollowedToEachCall() throws {
        try ScannedApp.each([ScannedApp.stack(root: "HomeViewController"), ("App/Navigator.swift", """
        import UIKit

        enum Scene {
            case detail(id: Int)
            case about
        }
        enum Transition {
            case navigation
            case modal
        }

        final class Navigator {
            func get(segue: Scene) -> UIViewController? {
                switch segue {
                case .detail(let id): return DetailViewController(id: id)
                case .about: return AboutViewController()
                }
            }

            func show(segue: Scene, sender: UIViewController?, transition: Transition = .navigation) {
                if let target = get(segue: segue) {
                    show(target: target, sender: sender, transition: transition)
                }
            }

            private func show(target: UIViewController, sender: UIViewController?, transition: Transition) {
                guard let sender = sender else { return }
                if let nav = sender as? UINavigationController {
                    nav.pushViewController(target, animated: false)
                    return
                }
                switch transition {
                case .navigation:
                    sender.navigationController?.pushViewController(target, animated: true)
                case .modal:
                    sender.present(UINavigationController(rootViewController: target), animated: true)
                }
            }
        }

        final class HomeViewController: UIViewController {
            let navigator = Navigator()
            func open() {
                1️⃣navigator.show(segue: .detail(id: 1), sender: self)
            }
            func info() {
                2️⃣navigator.show(segue: .about, sender: self, transition: .modal)
            }
        }
        final class DetailViewController: UIViewController {
            init(id: Int) { super.init(nibName: nil, bundle: nil) }
            override func viewDidLoad() {
                super.viewDidLoad()
                3️⃣navigationItem.hidesBackButton = true
            }
        }
        final class AboutViewController: UIViewController {}
        """)]) { app in
            #expect(app.result.app.screen("home")?.entity[\.pushes] == ["detail"], "\(app.result.draft)")
            #expect(app.result.app.screen("home")?.entity[\.presents] == ["about"], "\(app.result.draft)")
            #expect(app.result.draft.contains("      - detail   # \(app.line("1️⃣"))"), "\(app.result.draft)")
            #expect(app.result.draft.contains("      - about   # \(app.line("2️⃣"))"), "\(app.result.draft)")
            #expect(app.rules(at: "3️⃣") == ["hidden-back-button-disables-swipe"], "\(app.allFindings)")
        }
    }

    /// What a route factory does not make: a Swift variable named like a case (`let about = Route.detail`)
    /// names no case; a same-named method of another class (`analytics.show(segue:sender:)`) is no
    /// navigator's; a case that calls the factory again makes that case's screen.
    @Test func onlyCallsThatNameACaseOnTheFactorysClassMakeItsScreens() throws {
        try ScannedApp.each([ScannedApp.stack(root: "HomeViewController"), ("App/Navigator.swift", """
        import UIKit

        enum Route { case detail, about, legacy }

        final class Analytics {
            func show(segue: Route, sender: UIViewController?) { print(segue) }
        }
        final class Navigator {
            func screen(for route: Route) -> UIViewController {
                switch route {
                case .detail: return DetailViewController()
                case .about: return AboutViewController()
                case .legacy: return screen(for: .detail)
                }
            }
            func show(segue: Route, sender: UIViewController?) {
                sender?.navigationController?.pushViewController(screen(for: segue), animated: true)
            }
        }

        final class HomeViewController: UIViewController {
            let navigator = Navigator()
            let analytics = Analytics()
            func open() {
                let about = Route.detail
                navigationController?.pushViewController(navigator.screen(for: about), animated: true)
                analytics.show(segue: .about, sender: self)
                1️⃣navigator.show(segue: .legacy, sender: self)
            }
        }
        final class DetailViewController: UIViewController {}
        final class AboutViewController: UIViewController {}
        """)]) { app in
            #expect(app.result.app.screen("home")?.entity[\.pushes] == ["detail"], "\(app.result.draft)")
            #expect(app.result.draft.contains("      - detail   # \(app.line("1️⃣"))"), "\(app.result.draft)")
        }
    }

    /// A closure whose two branches wrap the screen in the same class of navigation controller presents
    /// that one stack.
    @Test func twoBranchesWrappingInOneClassPresentThatStack() throws {
        try ScannedApp.each([ScannedApp.stack(root: "HomeViewController"), ("App/Coordinator.swift", """
        import UIKit

        enum Scene { case settings, help }

        final class Coordinator {
            func present(scene: Scene, from sender: UIViewController, large: Bool) {
                guard let viewController = get(scene: scene) else { return }
                let navigation: UINavigationController = {
                    if large { return UINavigationController(rootViewController: viewController) }
                    return UINavigationController(rootViewController: viewController)
                }()
                sender.present(navigation, animated: true)
            }
            private func get(scene: Scene) -> UIViewController? {
                switch scene {
                case .settings: return SettingsViewController()
                case .help: return HelpViewController()
                }
            }
        }
        final class HomeViewController: UIViewController {
            let coordinator = Coordinator()
            func open() { coordinator.present(scene: .settings, from: self, large: true) }
        }
        final class SettingsViewController: UIViewController {}
        final class HelpViewController: UIViewController {}
        """)]) { app in
            #expect(app.result.app.screen("home")?.entity[\.presents] == ["settings"], "\(app.result.draft)")
        }
    }
}
