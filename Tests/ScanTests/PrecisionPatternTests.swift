import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
@testable import Format
import Rules
import TestSupport

/// Findings that reading real apps showed wrong or missing (issue 15), each reproduced by a small app of
/// our own: the findings must point where the problem is, and not appear where there is none.
@Suite struct PrecisionPatternTests {
    /// Findings of the inline sources, as `rule-id @ file:line` (PatternTests' lines without the model path).
    static func findings(_ sources: [(String, String)]) throws -> (result: ScanResult, findings: [String]) {
        let result = try Fixtures.scan(sources)
        let lines = try PatternTests.findings(of: result, file: "app.navlint.yaml").map { line -> String in
            let words = line.split(separator: " ", maxSplits: 2)
            return words.count == 3 ? "\(words[0]) \(words[2])" : line
        }
        return (result, lines)
    }

    /// A delegate owner with no gestureRecognizerShouldBegin: the missing guards are reported where the
    /// owner takes the delegate, not at whichever file comes first.
    @Test func guardsMissingWithoutShouldBeginPointAtTheDelegateWrite() throws {
        let (_, found) = try Self.findings([
            ("App/AAAFirstScreen.swift", "class AAAFirstScreen: UIViewController {}"),
            ("App/AppDelegate.swift", """
            class AppDelegate: UIResponder {
                func start() {
                    let nav = UINavigationController(rootViewController: HomeViewController())
                }
            }
            """),
            ("App/HomeViewController.swift", """
            class HomeViewController: UIViewController, UIGestureRecognizerDelegate {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationController?.interactivePopGestureRecognizer?.delegate = self
                    navigationController?.pushViewController(AAAFirstScreen(), animated: true)
                }
            }
            """),
        ])
        #expect(found.contains("root-freeze @ App/HomeViewController.swift:4"), "\(found)")
        #expect(found.contains("pop-during-transition @ App/HomeViewController.swift:4"), "\(found)")
        #expect(!found.contains { $0.contains("AAAFirstScreen") }, "\(found)")
    }

    /// A delegate that refuses the touch at the root and during a transition guards the swipe as
    /// gestureRecognizerShouldBegin would.
    @Test func touchRefusalCountsAsAGuard() throws {
        let (result, found) = try Self.findings([
            ("App/AppDelegate.swift", "class AppDelegate: UIResponder { func start() { let nav = MainNavigationController(rootViewController: HomeViewController()) } }"),
            ("App/HomeViewController.swift", "class HomeViewController: UIViewController {}"),
            ("App/MainNavigationController.swift", """
            class MainNavigationController: UINavigationController, UIGestureRecognizerDelegate {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    interactivePopGestureRecognizer?.delegate = self
                }
                func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
                    return viewControllers.count > 1 && transitionCoordinator == nil
                }
                func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                    return true
                }
            }
            """),
        ])
        #expect(!found.contains { $0.hasPrefix("root-freeze") || $0.hasPrefix("pop-during-transition") }, "\(found)\n\(result.draft)")
    }

    /// A coordinator's push belongs to the screens that call the method making it, not to every screen
    /// that holds the coordinator.
    @Test func coordinatorPushesGoToTheScreensThatAskForThem() throws {
        let (result, _) = try Self.findings([
            ("App/AppCoordinator.swift", """
            class AppCoordinator {
                let navigationController = UINavigationController()
                func start() {
                    let home = HomeViewController()
                    home.coordinator = self
                    navigationController.pushViewController(home, animated: false)
                }
                func showSettings() {
                    let settings = SettingsViewController()
                    settings.coordinator = self
                    navigationController.pushViewController(settings, animated: true)
                }
                func showMap() {
                    let map = MapViewController()
                    map.coordinator = self
                    navigationController.pushViewController(map, animated: true)
                }
            }
            """),
            ("App/HomeViewController.swift", """
            class HomeViewController: UIViewController {
                weak var coordinator: AppCoordinator?
                func settingsTapped() { coordinator?.showSettings() }
                func mapTapped() { coordinator?.showMap() }
            }
            """),
            ("App/MapViewController.swift", """
            class MapViewController: UIViewController {
                weak var coordinator: AppCoordinator?
            }
            """),
            ("App/SettingsViewController.swift", """
            class SettingsViewController: UIViewController {
                weak var coordinator: AppCoordinator?
            }
            """),
        ])
        // start() is called by no screen, so its push keeps every user of the coordinator as opener.
        #expect(entry("  map:", in: result.draft).contains("class: MapViewController"), "\(result.draft)")
        #expect(!entry("  map:", in: result.draft).contains("- settings"), "\(result.draft)")
        #expect(!entry("  settings:", in: result.draft).contains("- map"), "\(result.draft)")
        expectLines("""
            pushes:
              - map   # App/AppCoordinator.swift:16
              - settings   # App/AppCoordinator.swift:11
        """, in: entry("  home:", in: result.draft))
    }

    /// An assignment right after `default:` or a `case …:` label is a statement, not a type annotation.
    @Test func assignmentsInSwitchCasesAreRead() throws {
        let syntax = FileSyntax(outline: FileOutline(file: SourceFile(path: "App/HomeViewController.swift", text: """
        switch mode {
        case 1:
            a.enabled = false
        default: b.delegate = nil
        }
        let typed: Int = 3
        """)), file: 0)
        #expect(syntax.assignments.map(\.target) == [["a", "enabled"], ["b", "delegate"]])
    }

    /// A call on a property of a property (`auth.session?.start()`) reaches the methods of the class the
    /// last property is declared with: a framework's session, not the one app class that pushes in `start`.
    @Test func aCallOnAFrameworkPropertyReachesNoAppMethodOfItsName() throws {
        let result = try Fixtures.scan([("App/App.swift", """
        import UIKit
        import AuthenticationServices

        final class SettingsCoordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() { navigationController.pushViewController(SettingsViewController(), animated: true) }
        }
        final class AuthController {
            var session: ASWebAuthenticationSession?
        }
        final class LoginViewController: UIViewController {
            let auth = AuthController()
            var coordinator: SettingsCoordinator?
            func signIn() {
                DispatchQueue.main.async { self.auth.session?.start() }
            }
            func openSettings() {
                DispatchQueue.main.async { self.coordinator?.start() }
            }
        }
        final class SettingsViewController: UIViewController {}
        let window = UIWindow()
        let root: Void = { window.rootViewController = UINavigationController(rootViewController: LoginViewController()) }()
        """)])
        // The coordinator's start pushes from the async block; the session's start pushes nothing.
        #expect(result.draft.contains("calls start, which pushes at App/App.swift:7"), "\(result.draft)")
        #expect(!result.draft.contains("App/App.swift:16, calls start"), "\(result.draft)")
    }

    /// A closure called at once is what its own `return`s give, one of several when they differ; a return
    /// in a closure nested in it is not its own.
    @Test func aClosureCalledAtOnceIsWhatItReturns() throws {
        let result = try Fixtures.scan([("App/App.swift", """
        import UIKit
        final class HomeViewController: UIViewController {
            var compact = false
            lazy var next: UIViewController = {
                let pick = { () -> UIViewController in return HelpViewController() }
                if compact { return SummaryViewController() }
                return DetailViewController()
            }()
            func open() { navigationController?.pushViewController(next, animated: true) }
        }
        final class DetailViewController: UIViewController {}
        final class SummaryViewController: UIViewController {}
        final class HelpViewController: UIViewController {}
        let window = UIWindow()
        let root: Void = { window.rootViewController = UINavigationController(rootViewController: HomeViewController()) }()
        """)])
        #expect(result.app.screen("home")?.entity[\.pushes] == ["detail", "summary"], "\(result.draft)")
    }

    /// A bracket after `return`, `else` or `do` opens an Objective-C message; after a name it is a subscript.
    @Test func aMessageAfterAKeywordIsRead() throws {
        let syntax = FileSyntax(outline: FileOutline(file: SourceFile(path: "App/Factory.m", text: """
        - (UIViewController *)make:(NSInteger)kind {
            if (kind == 1) return [DetailViewController new];
            else [self log:kind];
            NSNumber *first = items[0];
            do [self retry]; while (NO);
            for (id item in [self items]) {}
            return [[AboutViewController alloc] init];
        }
        """)), file: 0)
        #expect(syntax.calls.filter(\.isMessage).map(\.name) == ["new", "log", "retry", "items", "init", "alloc"])
    }

    /// An interception that only questions the top screen when the popped item is that screen's own
    /// navigationItem tells a pop from code apart: after one, the top screen is the one underneath.
    @Test func comparingTheTopItemDistinguishesAPopFromCode() throws {
        let result = try Fixtures.scan([
            ("App/AppDelegate.m", "@implementation AppDelegate\n- (void)start { MainNavigationController *nav = [[MainNavigationController alloc] initWithRootViewController:[HomeViewController new]]; }\n@end"),
            ("App/HomeViewController.m", "@interface HomeViewController : UIViewController\n@end"),
            ("App/MainNavigationController.m", """
            @interface MainNavigationController : UINavigationController <UINavigationBarDelegate>
            @end
            @implementation MainNavigationController
            - (BOOL)navigationBar:(UINavigationBar *)navigationBar shouldPopItem:(UINavigationItem *)item {
                if (self.viewControllers.count > 1 && self.topViewController.navigationItem == item) {
                    if (![self.topViewController canGoBack]) { return NO; }
                }
                return [super navigationBar:navigationBar shouldPopItem:item];
            }
            @end
            """),
        ])
        expectLines("      distinguishesProgrammaticPop: true   # compares the popped item with the top screen's navigationItem, App/MainNavigationController.m:5", in: result.draft)
    }

    /// A navigation controller that, per shown screen, either clears the delegate and switches the gesture
    /// off or takes the delegate back: the cleared delegate is never asked, so it is no second owner. When
    /// the gesture is switched back on without the delegate, the nil delegate stays an owner.
    @Test func aNilDelegateSwitchedOffTogetherIsNoCompetingOwner() throws {
        func sources(enabling: String) -> [(String, String)] {
            [
                ("App/AppDelegate.swift", "class AppDelegate: UIResponder { func start() { let nav = MainNavigationController(rootViewController: HomeViewController()) } }"),
                ("App/HomeViewController.swift", "class HomeViewController: UIViewController { var locksSwipe = false }"),
                ("App/MainNavigationController.swift", """
                class MainNavigationController: UINavigationController, UINavigationControllerDelegate, UIGestureRecognizerDelegate {
                    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                        if (viewController as? HomeViewController)?.locksSwipe == true {
                            interactivePopGestureRecognizer?.delegate = nil
                            interactivePopGestureRecognizer?.isEnabled = false
                        } else {
                            \(enabling)
                        }
                    }
                }
                """),
            ]
        }
        let (switched, switchedFound) = try Self.findings(sources(enabling: "interactivePopGestureRecognizer?.delegate = self; interactivePopGestureRecognizer?.isEnabled = viewControllers.count > 1"))
        #expect(!switchedFound.contains { $0.hasPrefix("multiple-pop-delegate-writers") }, "\(switchedFound)\n\(switched.draft)")
        #expect(!entry("  main:", in: switched.draft).contains("- nil"), "\(switched.draft)")
        let (_, leftFound) = try Self.findings(sources(enabling: "interactivePopGestureRecognizer?.isEnabled = true"))
        #expect(leftFound.contains("root-freeze @ App/MainNavigationController.swift:4"), "\(leftFound)")
    }

    /// A helper that wraps the root it is given in a navigation controller makes one stack per call, each
    /// with the screen that call passes, in Objective-C and in Swift.
    @Test func rootsPassedToAHelperMakeOneStackEach() throws {
        let result = try Fixtures.scan([
            ("App/TabBarController.m", """
            @implementation TabBarController
            - (void)viewDidLoad {
                [self addChildVc:[[HomeViewController alloc] init] title:@"Home"];
                [self addChildVc:[[MeViewController alloc] init] title:@"Me"];
            }
            - (void)addChildVc:(UIViewController *)childVc title:(NSString *)title {
                childVc.title = title;
                NavigationController *nav = [[NavigationController alloc] initWithRootViewController:childVc];
                [self addChildViewController:nav];
            }
            @end
            """),
            ("App/NavigationController.h", "@interface NavigationController : UINavigationController\n@end"),
            ("App/HomeViewController.h", "@interface HomeViewController : UIViewController\n@end"),
            ("App/MeViewController.h", "@interface MeViewController : UIViewController\n@end"),
            ("App/Wrapping.swift", """
            class Wrapping {
                static func wrap(title: String, _ controller: UIViewController) -> UINavigationController {
                    UINavigationController(rootViewController: controller)
                }
                func show() { let nav = Wrapping.wrap(title: "x", SettingsViewController()) }
            }
            class SettingsViewController: UIViewController {}
            """),
        ])
        expectLines("    root: home   # App/TabBarController.m:8", in: result.draft)
        expectLines("    root: me   # App/TabBarController.m:8", in: result.draft)
        expectLines("    root: settings   # App/Wrapping.swift:3", in: result.draft)
        #expect(!result.draft.contains("root: home   # navlint scan: placeholder"), "\(result.draft)")
        #expect(!result.draft.contains("could not tell the root"), "\(result.draft)")
    }

    /// Tab roots wrapped by a closure mapped over a list of screens make one stack per element.
    @Test func rootsMappedIntoNavigationControllersMakeOneStackEach() throws {
        let result = try Fixtures.scan([
            ("App/MainTabBarController.swift", """
            class MainTabBarController: UITabBarController {
                let feed = FeedViewController()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let search = SearchViewController()
                    viewControllers = [feed, search].map { UINavigationController(rootViewController: $0) }
                }
            }
            class FeedViewController: UIViewController {}
            class SearchViewController: UIViewController {}
            """),
        ])
        expectLines("    root: feed   # App/MainTabBarController.swift:6", in: result.draft)
        expectLines("    root: search   # App/MainTabBarController.swift:6", in: result.draft)
        #expect(!result.draft.contains("could not tell the root"), "\(result.draft)")
    }

    /// A viewWillDisappear that only sets what viewDidAppear (or a method it calls) sets again leaves
    /// nothing torn down after an abandoned swipe, which brings viewDidAppear back; anything else it sets
    /// stays a finding.
    @Test func teardownThatAppearingSetsAgainIsNoSideEffect() throws {
        func sources(extra: String) -> [(String, String)] {
            [
                ("App/AppDelegate.swift", "class AppDelegate: UIResponder { func start() { let nav = UINavigationController(rootViewController: HomeViewController()) } }"),
                ("App/HomeViewController.swift", "class HomeViewController: UIViewController { func open() { navigationController?.pushViewController(FormViewController(), animated: true) } }"),
                ("App/FormViewController.swift", """
                class FormViewController: UIViewController {
                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        saveButton.isUserInteractionEnabled = true
                        rebuildItems()
                    }
                    func rebuildItems() { navigationItem.rightBarButtonItems = [UIBarButtonItem()] }
                    override func viewWillDisappear(_ animated: Bool) {
                        super.viewWillDisappear(animated)
                        saveButton.isUserInteractionEnabled = false
                        self.navigationItem.rightBarButtonItems = nil
                        \(extra)
                    }
                }
                """),
            ]
        }
        let (_, undone) = try Self.findings(sources(extra: ""))
        #expect(!undone.contains { $0.hasPrefix("pop-side-effect-before-completion") }, "\(undone)")
        let (_, kept) = try Self.findings(sources(extra: "draft = nil"))
        #expect(kept.contains("pop-side-effect-before-completion @ App/FormViewController.swift:12"), "\(kept)")
    }
}
