import Testing
@testable import Scan
import TestSupport

/// Mechanisms found missing by the first run of batch 18 (issue 33).
@Suite struct BatchEighteenMechanismTests {
    /// Two screens of one stack each set the pop delegate to nil as they load: each line is a place to mend,
    /// so root-freeze is reported at both, once each.
    @Test func everyStatementThatSetsTheDelegateToNilIsReported() throws {
        try ScannedApp.each([ScannedApp.stack(root: "HomeViewController"), ("App/Screens.swift", """
        final class HomeViewController: UIViewController {
            func open() { navigationController?.pushViewController(DetailViewController(), animated: true) }
        }
        final class DetailViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                1️⃣navigationController?.interactivePopGestureRecognizer?.delegate = nil
                navigationController?.pushViewController(ReaderViewController(), animated: true)
            }
        }
        final class ReaderViewController: UIViewController {
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                2️⃣navigationController?.interactivePopGestureRecognizer?.delegate = nil
            }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["root-freeze"], "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣") == ["root-freeze"], "\(app.allFindings)")
            #expect(app.findings.filter { $0.rule == "root-freeze" }.count == 2, "\(app.allFindings)")
        }
    }

    /// Tabs made by mapping a list of screens through a navigation controller's initializer: each screen the
    /// list holds (its literal and what is appended before the map) roots a stack, so what it pushes is on
    /// one. The function reference and the closure over `$0` are the same.
    @Test(arguments: ["controllers.map(MainNavigationController.init(rootViewController:))",
                      "controllers.map { MainNavigationController(rootViewController: $0) }"])
    func aMapOverScreensMakesAStackForEach(_ mapping: String) throws {
        try ScannedApp.each([("App/Tabs.swift", """
        final class SceneDelegate: UIResponder {
            func start() { window?.rootViewController = MainTabBarController() }
        }
        final class MainNavigationController: UINavigationController {}
        final class MainTabBarController: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                var controllers: [UIViewController] = [TimelineViewController()]
                let inbox = InboxViewController()
                controllers.append(inbox)
                viewControllers = \(mapping)
            }
        }
        final class TimelineViewController: UIViewController {}
        final class InboxViewController: UIViewController {
            func open() { navigationController?.pushViewController(ThreadViewController(), animated: true) }
        }
        final class ThreadViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                1️⃣navigationItem.hidesBackButton = true
            }
        }
        """)]) { app in
            #expect(app.result.app.navigationControllers.map(\.rootID).sorted() == ["inbox", "timeline"], "\(app.result.draft)")
            #expect(app.rules(at: "1️⃣") == ["hidden-back-button-disables-swipe"], "\(app.allFindings)")
        }
    }

    /// An app's own button view takes its title as `title:` (`ActionButton(title: isLastStep ? "Create Profile"
    /// : "Next") { ... }`): that title says the form is kept, as `Button("Create")` does.
    @Test(arguments: [("isLastStep ? \"Create Profile\" : \"Next\"", true), ("\"Next\"", false)])
    func aButtonViewsTitleArgumentNamesItsAction(_ title: String, isForm: Bool) throws {
        try ScannedApp.each([("App/App.swift", """
        @main struct SampleApp: App {
            var body: some Scene { WindowGroup { HomeView() } }
        }
        struct HomeView: View {
            @State private var creating = false
            var body: some View {
                Text("Profiles")
                    1️⃣.sheet(isPresented: $creating) { WizardView() }
            }
        }
        struct ActionButton: View {
            let title: String
            let action: () -> Void
            var body: some View { Button(title, action: action) }
        }
        struct WizardView: View {
            @State private var name = ""
            @State private var isLastStep = false
            var body: some View {
                NavigationStack {
                    TextField("Name", text: $name)
                    ActionButton(title: \(title)) { isLastStep = true }
                }
            }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == (isForm ? ["sheet-swipe-dismiss-unhandled"] : []), "\(app.allFindings)")
        }
    }
}
