import Testing
@testable import Scan
import TestSupport

/// Mechanisms found missing by the first run of batch 19 (issue 33).
@Suite struct BatchNineteenMechanismTests {
    /// A helper of every view controller that sets the left item only on its stack's first screen
    /// (`if (self.navigationController.viewControllers.firstObject == self)`) sets nothing on a pushed
    /// screen that calls it; a helper that sets it whatever the screen is still does.
    @Test(arguments: [("if (self.navigationController.viewControllers.firstObject == self) {\n        self.navigationItem.leftBarButtonItem = self.splitViewController.displayModeButtonItem;\n    }", false),
                      ("self.navigationItem.leftBarButtonItem = self.splitViewController.displayModeButtonItem;", true)])
    func aHelpersConditionalLeftItemIsNotEveryCallers(_ helperBody: String, isReported: Bool) throws {
        try ScannedApp.each([ScannedApp.stack(root: "FeedViewController", pushing: ["CommentsViewController"], objectiveC: true), ("App/Screens.m", """
        @implementation UIViewController (SplitView)
        - (void)configureLeftButtonAsDisplay {
            \(helperBody)
        }
        @end
        @interface CommentsViewController : UIViewController
        @end
        @implementation CommentsViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            1️⃣[self configureLeftButtonAsDisplay];
        }
        @end
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == (isReported ? ["custom-left-item-disables-swipe"] : []), "\(app.allFindings)")
        }
    }

    /// An App scene's stack laid over a backdrop (`NavigationStack(path:) { ZStack { Color; ContentView() }
    /// .navigationDestination(for:) { ... } }`): the one view of the app's own is its root, and the
    /// destinations push onto it, so a pushed screen that hides Back is reported.
    @Test func aSceneStackOverABackdropRootsItsOneViewAndPushesItsDestinations() throws {
        try ScannedApp.each([("App/App.swift", """
        @main struct NewsApp: App {
            @State private var model = AppModel()
            var body: some Scene {
                WindowGroup {
                    NavigationStack(path: $model.path) {
                        ZStack {
                            Palette.background
                                .ignoresSafeArea()
                            ContentView(model: model)
                        }
                        .navigationDestination(for: Route.self) { route in
                            CommentsScreen(route: route)
                        }
                    }
                }
            }
        }
        struct ContentView: View {
            let model: AppModel
            var body: some View { Text("Feed") }
        }
        struct CommentsScreen: View {
            let route: Route
            var body: some View {
                Text("Comments")
                    1️⃣.navigationBarBackButtonHidden(true)
            }
        }
        """)]) { app in
            #expect(app.result.app.navigationControllers.map(\.rootID) == ["contentView"], "\(app.result.draft)")
            #expect(app.rules(at: "1️⃣") == ["hidden-back-button-disables-swipe"], "\(app.allFindings)")
        }
    }

    /// Over a backdrop whose content picks a view at run time (`if loading { ProgressView() } else {
    /// HomeView() }` beside an overlay), no one view is the root: scan does not guess the overlay.
    @Test func aSceneStackWhoseContentBranchesHasNoGuessedRoot() throws {
        try ScannedApp.each([("App/App.swift", """
        @main struct NewsApp: App {
            @State private var loading = true
            var body: some Scene {
                WindowGroup {
                    NavigationStack {
                        ZStack {
                            Color.black.ignoresSafeArea()
                            if loading { ProgressView() } else { HomeView() }
                            ToastOverlay()
                        }
                    }
                    .sheet(isPresented: $loading) { SettingsView() }
                }
            }
        }
        struct HomeView: View {
            var body: some View { Text("Home") }
        }
        struct ToastOverlay: View {
            var body: some View { Text("Saved") }
        }
        struct SettingsView: View {
            var body: some View { Text("Settings") }
        }
        """)]) { app in
            #expect(!app.result.app.navigationControllers.contains { $0.rootID == "toastOverlay" }, "\(app.result.draft)")
        }
    }
}
