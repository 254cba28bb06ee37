import Testing
@testable import Scan
import TestSupport

/// A method's parameter holds what its caller passes: scan never reads it as the property that shares
/// its name.
@Suite struct ParameterResolutionTests {
    @Test func aPushedParameterIsNotThePropertyOfTheSameName() throws {
        let files = [ScannedApp.stack(pushing: ["SessionsViewController"], objectiveC: true), ("App/Sessions.m", """
        @interface SessionsViewController : UIViewController
        @property (nonatomic, strong) DetailViewController *viewController;
        @end
        @implementation SessionsViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.viewController = [[DetailViewController alloc] init];
        }
        - (void)pushViewController:(UIViewController *)viewController {
            1️⃣[self.navigationController pushViewController:viewController animated:YES];
        }
        @end
        @interface DetailViewController : UIViewController
        @end
        """)]
        try ScannedApp.each(files) { app in
            #expect(!app.result.draft.contains("- detail"), "\(app.result.draft)")
            #expect(app.notes(at: "1️⃣").contains { $0.contains("could not tell which screen 'viewController' is") }, "\(app.result.notes.map(\.message))")
        }
    }

    /// A factory handed a screen's type makes that screen; one handed two arguments, or a type that is no
    /// screen, is left unknown.
    @Test func aFactoryHandedAScreensTypeMakesThatScreen() throws {
        func files(_ made: String) -> [(String, String)] {
            [("App/App.swift", """
            final class ViewFactory {
                func make<T: UIViewController>(_ type: T.Type) -> T { T() }
            }
            final class HomeViewController: UIViewController {
                let viewFactory = ViewFactory()
                func openSettings() {
                    navigationController?.pushViewController(\(made), animated: true)
                }
            }
            final class SettingsViewController: UIViewController {}
            final class SceneDelegate: UIResponder {
                var window: UIWindow?
                func start() { window?.rootViewController = UINavigationController(rootViewController: HomeViewController()) }
            }
            """)]
        }
        try ScannedApp.each(files("viewFactory.make(SettingsViewController.self)")) { app in
            #expect(app.result.app.screen("home")?.entity[\.pushes] == ["settings"], "\(app.result.draft)")
        }
        try ScannedApp.each(files("viewFactory.make(SettingsViewController.self, animated: false)")) { app in
            #expect(app.result.app.screen("home")?.entity[\.pushes] == [], "\(app.result.draft)")
        }
        try ScannedApp.each(files("viewFactory.make(String.self)")) { app in
            #expect(app.result.app.screen("home")?.entity[\.pushes] == [], "\(app.result.draft)")
        }
    }
}
