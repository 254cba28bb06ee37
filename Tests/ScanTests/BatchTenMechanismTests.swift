import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
@testable import Format
import TestSupport

/// The mechanisms batch 10's first run showed missing (issue 33), each on fixture code of its own, with
/// the case that must still be reported beside the one that must not.
@Suite struct BatchTenMechanismTests {
    /// A pushed Objective-C screen whose `extra` methods are added after `open`.
    static func objectiveCPlayer(_ extra: String) -> [(String, String)] {
        [ScannedApp.stack(root: "ListViewController", pushing: ["PlayerViewController"], objectiveC: true), ("App/PlayerViewController.m", """
        @interface PlayerViewController : UIViewController
        @end
        @implementation PlayerViewController
        \(extra)
        @end
        """)]
    }

    /// Off when a side panel slides in and on again when it closes, each on a notification: the swipe is
    /// off only for a while, which is not "never back on".
    @Test func aSwitchOffAndOnByTheScreensOwnEventsIsLeftOut() throws {
        let paired = """
        - (void)panelWillAppear:(NSNotification *)note {
            1️⃣self.navigationController.interactivePopGestureRecognizer.enabled = NO;
        }
        - (void)panelDidReset:(NSNotification *)note {
            self.navigationController.interactivePopGestureRecognizer.enabled = YES;
        }
        """
        try ScannedApp.each(Self.objectiveCPlayer(paired)) { app in
            #expect(app.rules(at: "1️⃣").isEmpty, "\(app.allFindings)")
            #expect(app.result.notes.contains { $0.message.hasPrefix("swipe-back is switched off in panelWillAppear: and back on in panelDidReset:") }, "\(app.result.notes)")
        }
        let unpaired = """
        - (void)panelWillAppear:(NSNotification *)note {
            1️⃣self.navigationController.interactivePopGestureRecognizer.enabled = NO;
        }
        """
        try ScannedApp.each(Self.objectiveCPlayer(unpaired)) { app in
            #expect(app.rules(at: "1️⃣") == ["pop-disable-incomplete", "pop-disable-lifecycle"], "\(app.allFindings)")
        }
    }

    /// `UINavigationController(navigationBarClass:toolbarClass:)` makes an empty stack like `()`: a
    /// coordinator that keeps one and lists its root pushes onto it.
    @Test func aStackMadeWithACustomBarIsTheCoordinatorsStack() throws {
        func app(_ made: String) -> [(String, String)] {
            [("App/BrowserCoordinator.swift", """
            import UIKit
            final class BrowserCoordinator: NSObject {
                let navigationController: UINavigationController
                lazy var home: HomeViewController = HomeViewController()
                override init() {
                    navigationController = \(made)
                    super.init()
                }
                func start() { navigationController.viewControllers = [home] }
                func open() { navigationController.pushViewController(BrowserViewController(), animated: true) }
            }
            final class HomeViewController: UIViewController {}
            final class BrowserViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    1️⃣navigationItem.hidesBackButton = true
                }
            }
            """)]
        }
        try ScannedApp.each(app("UINavigationController(navigationBarClass: BrowserBar.self, toolbarClass: nil)")) { app in
            #expect(app.rules(at: "1️⃣") == ["hidden-back-button-disables-swipe"], "\(app.allFindings)")
        }
        try ScannedApp.each(app("UINavigationController()")) { app in
            #expect(app.rules(at: "1️⃣") == ["hidden-back-button-disables-swipe"], "\(app.allFindings)")
        }
    }

    /// A `UIViewController` category or extension method that sets the screen's own navigation item acts
    /// on each screen that calls it on itself, at the call.
    @Test func aNavigationItemHelperActsOnTheScreenThatCallsIt() throws {
        let category = ("App/UIViewController+Back.m", """
        @implementation UIViewController (Back)
        - (void)addBackButtonWithTarget:(SEL)action {
            self.navigationItem.hidesBackButton = YES;
            self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:@"Back" style:UIBarButtonItemStylePlain target:self action:action];
        }
        @end
        """)
        try ScannedApp.each(Self.objectiveCPlayer("""
        - (void)viewDidLoad {
            [super viewDidLoad];
            1️⃣[self addBackButtonWithTarget:@selector(back)];
        }
        - (void)back { [self.navigationController popViewControllerAnimated:YES]; }
        """) + [category]) { app in
            #expect(app.rules(at: "1️⃣") == ["custom-left-item-disables-swipe", "hidden-back-button-disables-swipe"], "\(app.allFindings)")
            #expect(!app.result.notes.contains { $0.message.contains("changes a navigation item, but it is not a screen") }, "\(app.result.notes)")
        }
        let swift = [ScannedApp.stack(root: "ListViewController", pushing: ["EditorViewController"]), ("App/Editor.swift", """
        import UIKit
        extension UIViewController {
            func addCloseItem() {
                navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: self, action: #selector(closeTapped))
            }
            @objc func closeTapped() { navigationController?.popViewController(animated: true) }
        }
        final class EditorViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                1️⃣addCloseItem()
            }
        }
        final class ListViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                addCloseItem()
            }
        }
        """)]
        try ScannedApp.each(swift) { app in
            // The stack's root calls it too, where there is nothing to swipe back to.
            #expect(app.allFindings == ["custom-left-item-disables-swipe @ \(app.markers["1️⃣"] ?? "")"], "\(app.allFindings)")
        }
    }

    /// A storyboard navigation controller with no root relationship, shown empty, whose own show segues
    /// put a screen in it: that screen is its root, and what it pushes is above the root.
    @Test func aRootlessStoryboardStackStartsWithTheScreenItShows() throws {
        let storyboard = StoryboardText.document(initial: "menu", scenes: [
            StoryboardText.screen("menu", "MenuViewController", segues: [("nav", "showDetail")]),
            StoryboardText.navigation("nav", attributes: "storyboardIdentifier=\"SettingsNavigation\"", segues: [("email", "showDetail")]),
            StoryboardText.screen("email", "EmailSettingsViewController", segues: [("subject", "show")]),
            StoryboardText.screen("subject", "SubjectLineViewController", item: "1️⃣<navigationItem key=\"navigationItem\" title=\"Subject\" hidesBackButton=\"YES\" id=\"item-subject\"/>"),
        ])
        let files = [
            ("App/Base.lproj/Main.storyboard", storyboard),
            ("App/Screens.swift", """
            import UIKit
            final class MenuViewController: UIViewController {}
            final class EmailSettingsViewController: UIViewController {}
            final class SubjectLineViewController: UIViewController {}
            """),
            ScannedApp.launchingMainStoryboard,
        ]
        try ScannedApp.eachWithStoryboards(files) { app in
            #expect(app.rules(at: "1️⃣") == ["hidden-back-button-disables-swipe"], "\(app.allFindings)")
            #expect(app.result.app.navigationControllers.map(\.rootID) == ["emailSettings"], "\(app.result.draft)")
        }
    }

    /// A view the iPhone build never shows (only a Mac Catalyst branch makes it) makes no stack: its links
    /// push nothing there. A view no code names at all is kept, since its maker may be out of sight.
    @Test func aViewOnlyAnotherPlatformShowsMakesNoStack() throws {
        func app(_ content: String) -> [(String, String)] {
            [("App/ContentView.swift", """
            import SwiftUI
            @main struct ChartsApp: App {
                var body: some Scene { WindowGroup { ContentView() } }
            }
            struct ContentView: View {
                var body: some View {
                    \(content)
                }
            }
            struct SidebarView: View {
                var body: some View {
                    NavigationSplitView {
                        List { NavigationLink { ChartView() } label: { Text("Chart") } }
                    } detail: { ChartView() }
                }
            }
            struct TabsView: View {
                var body: some View { TabView { ChartView() } }
            }
            struct ChartView: View {
                @State private var offset: CGFloat = 0
                var body: some View {
                    Canvas { _, _ in }
                        1️⃣.gesture(DragGesture().onChanged { offset = $0.translation.width })
                }
            }
            """)]
        }
        try ScannedApp.each(app("""
        #if targetEnvironment(macCatalyst)
                    SidebarView()
        #else
                    TabsView()
        #endif
        """)) { app in
            #expect(app.rules(at: "1️⃣").isEmpty, "\(app.allFindings)")
        }
        try ScannedApp.each(app("SidebarView()")) { app in
            #expect(app.rules(at: "1️⃣") == ["content-pop-steals-custom-gesture"], "\(app.allFindings)")
        }
    }

    /// An app's own button view made with a closure that saves (`BottomButtonsView { viewModel.save() }`)
    /// is the form's Save, as SwiftUI's `Button` is: a sheet holding that form loses typed input to a
    /// swipe down. A form that saves as it disappears has no Save to wait for.
    @Test func anAppsOwnButtonViewIsTheFormsSave() throws {
        func app(_ save: String) -> [(String, String)] {
            [("App/Forecast.swift", """
            import SwiftUI
            @main struct ForecastApp: App {
                var body: some Scene { WindowGroup { ForecastView() } }
            }
            struct ForecastView: View {
                @State private var configuring = false
                var body: some View {
                    Button("Configure") { configuring = true }
                        1️⃣.sheet(isPresented: $configuring) { KeySettingsView() }
                }
            }
            struct KeySettingsView: View {
                @State private var key = ""
                var body: some View {
                    VStack {
                        Form { SecureField("API Key", text: $key) }
                        \(save)
                    }
                }
                func store() {}
            }
            """)]
        }
        try ScannedApp.each(app("BottomButtonsView(dirty: !key.isEmpty) { store(); save() }")) { app in
            #expect(app.rules(at: "1️⃣") == ["sheet-swipe-dismiss-unhandled"], "\(app.allFindings)")
        }
        try ScannedApp.each(app("EmptyView().onDisappear { save() }")) { app in
            #expect(app.rules(at: "1️⃣").isEmpty, "\(app.allFindings)")
        }
    }
}
