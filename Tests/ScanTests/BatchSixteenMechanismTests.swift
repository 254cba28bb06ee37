import Testing
@testable import Scan
import TestSupport

/// Mechanisms found missing by the first run of batch 16 (issue 33): a sheet whose content is its item
/// itself, a view set in the item's state, or a view that only erases the one it is handed.
@Suite struct BatchSixteenMechanismTests {
    /// `.sheet(item: $presentation, content: { $0 })` shows the view the item holds: one that wraps what
    /// it is handed in `AnyView` stands for the views the screen hands it (`PresentationView(view:
    /// EditTaskView())`), so the task form is presented as a sheet, with no lock: a swipe down drops it.
    @Test(arguments: ["content: { $0.environmentObject(self.store) }", "content: { item in item }"])
    func aSheetShowingItsItemPresentsTheViewsHandedToIt(_ content: String) throws {
        try ScannedApp.each([("App/App.swift", """
        @main struct TodoApp: App {
            var body: some Scene { WindowGroup { TasksView() } }
        }
        struct PresentationView: View, Identifiable {
            let id = UUID()
            private let body_: AnyView
            var body: some View { body_ }
            init<V: View>(view: V) {
                self.body_ = AnyView(view)
            }
        }
        struct TasksView: View {
            @State var presentation: PresentationView?
            var body: some View {
                NavigationView {
                    List { Text("Tasks") }
                        .navigationBarItems(trailing: Button("Add") {
                            self.presentation = PresentationView(view: EditTaskView())
                        })
                        1️⃣.sheet(item: $presentation, \(content))
                }
            }
        }
        struct EditTaskView: View {
            @State var title = ""
            var body: some View {
                NavigationView {
                    Form { TextField("Title", text: $title) }
                        .navigationBarItems(trailing: Button("Save") { save() })
                }
            }
            func save() {}
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["sheet-swipe-dismiss-unhandled"], "\(app.allFindings)")
        }
    }

    /// A child view controller a placed screen adds to its view (`addChild`, `addChildViewController:`) is
    /// where its parent is: no unreachable-screen on it, and its entry says which screen shows it. A child of
    /// a screen nothing opens stays as unplaced as its parent.
    @Test(arguments: [false, true])
    func aChildOfAPlacedScreenIsPlaced(objectiveC: Bool) throws {
        let source: (String, String) = objectiveC ? ("App/Screens.m", """
        @implementation AppDelegate
        - (void)start {
            self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[[HomeViewController alloc] init]];
        }
        @end
        @interface HomeViewController : UIViewController
        @end
        @implementation HomeViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            [self addChildViewController:[[FeedViewController alloc] init]];
        }
        @end
        1️⃣@interface FeedViewController : UIViewController
        @end
        @implementation FeedViewController
        @end
        2️⃣@interface OrphanViewController : UIViewController
        @end
        @implementation OrphanViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            [self addChildViewController:[[BadgeViewController alloc] init]];
        }
        @end
        @interface BadgeViewController : UIViewController
        @end
        @implementation BadgeViewController
        @end
        """) : ("App/Screens.swift", """
        final class AppDelegate {
            var window: UIWindow?
            func start() { window?.rootViewController = UINavigationController(rootViewController: HomeViewController()) }
        }
        final class HomeViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                addChild(FeedViewController())
            }
        }
        1️⃣final class FeedViewController: UIViewController {}
        2️⃣final class OrphanViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                addChild(BadgeViewController())
            }
        }
        final class BadgeViewController: UIViewController {}
        """)
        try ScannedApp.each([source]) { app in
            #expect(app.rules(at: "1️⃣") == [], "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣") == ["unreachable-screen"], "\(app.allFindings)")
            #expect(app.result.draft.contains("shown inside HomeViewController's view"), "\(app.result.draft)")
            #expect(!app.result.draft.contains("shown inside OrphanViewController's view"), "\(app.result.draft)")
        }
    }
}
