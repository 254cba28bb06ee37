import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts

/// Coordinators that hand one stack down to the coordinators they make all push onto it: the first one
/// the app's coordinator starts roots it, the others push above. A screen that hides Back and whose only
/// way off, through its view model and coordinator, goes back to the root is left only forwards. Each app
/// is scanned as typed, with CRLF line ends and with non-ASCII text.
@Suite struct CoordinatorTreeTests {
    static let app = """
    class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var coordinator: ApplicationCoordinator?
        func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            coordinator = ApplicationCoordinator(window: window)
            coordinator?.start()
            return true
        }
    }
    class Coordinator: NSObject {}
    final class ApplicationCoordinator: Coordinator {
        let window: UIWindow?
        lazy var rootViewController: UINavigationController = {
            STACK
        }()
        init(window: UIWindow?) { self.window = window }
        func start() {
            window?.rootViewController = rootViewController
            gotoMain()
        }
        func gotoMain() {
            let child = MainCoordinator(navigationController: rootViewController)
            child.start()
        }
    }
    final class MainCoordinator: Coordinator {
        var navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() { navigationController.pushViewController(MainViewController(), animated: false) }
        func menu() {
            let child = MenuCoordinator(navigationController: navigationController)
            child.start()
        }
    }
    final class MenuCoordinator: Coordinator {
        var navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() { navigationController.pushViewController(MenuViewController(), animated: true) }
        func confirm() {
            let screen = ConfirmViewController()
            screen.viewModel = ConfirmViewModel(coordinator: self)
            navigationController.pushViewController(screen, animated: true)
        }
        func returnToMain() { navigationController.popToRootViewController(animated: true) }
    }
    final class MainViewController: UIViewController {}
    final class MenuViewController: UIViewController {
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            1️⃣navigationItem.setHidesBackButton(true, animated: false)
        }
        @objc func close() { navigationController?.popViewController(animated: true) }
    }
    final class ConfirmViewModel {
        weak var coordinator: MenuCoordinator?
        init(coordinator: MenuCoordinator) { self.coordinator = coordinator }
        func returnToMain() { coordinator?.returnToMain() }
    }
    final class ConfirmViewController: UIViewController {
        var viewModel: ConfirmViewModel?
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            2️⃣navigationItem.setHidesBackButton(true, animated: false)
        }
        @IBAction func done(_ sender: Any) { viewModel?.returnToMain() }
    }
    """

    /// The stack made one way, or two ways in builds of different configurations.
    @Test(arguments: ["UINavigationController()", "#if DEBUG\n        return DebugNavigationController()\n        #else\n        return UINavigationController()\n        #endif"])
    func aStackHandedDownACoordinatorTreeHoldsEveryScreenTheyPush(_ stack: String) throws {
        let debug = "final class DebugNavigationController: UINavigationController {}\n"
        try ScannedApp.each([("App/App.swift", debug + Self.app.replacingOccurrences(of: "STACK", with: stack))]) { app in
            #expect(app.rules(at: "1️⃣") == ["hidden-back-button-disables-swipe"], "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣").isEmpty, "\(app.allFindings)")
            #expect(app.result.draft.contains("root: main"), "\(app.result.draft)")
        }
    }
}
