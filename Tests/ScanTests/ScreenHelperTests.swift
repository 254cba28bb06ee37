import Testing
@testable import Scan
import TestSupport

/// Code a screen runs through its own helpers (issue 33, routes and state): a helper of every view
/// controller that presents what it is handed, and left items that exist only under a condition.
@Suite struct ScreenHelperTests {
    @Test func aPresentHelperOfEveryViewControllerPresentsWhatEachCallHandsIt() throws {
        let swift = [("App/Helpers.swift", """
        extension UIViewController {
            func show(module: UIViewController) {
                present(UINavigationController(rootViewController: module), animated: true)
            }
        }
        final class HomeViewController: UIViewController {
            @objc func compose() { 1️⃣show(module: ComposeViewController()) }
        }
        final class ComposeViewController: UIViewController {
            let field = UITextField()
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(save))
            }
            @objc func save() {}
        }
        final class SceneDelegate: UIResponder {
            var window: UIWindow?
            func start() { window?.rootViewController = UINavigationController(rootViewController: HomeViewController()) }
        }
        """)]
        try ScannedApp.each(swift) { app in
            #expect(app.result.app.screen("home")?.entity[\.presents] == ["compose"], "\(app.result.draft)")
            #expect(app.allFindings.contains { $0.hasPrefix("sheet-swipe-dismiss-unhandled") }, "\(app.allFindings)")
            #expect(!app.result.notes.contains { $0.message.contains("could not tell which screen presents") }, "\(app.result.notes.map(\.message))")
        }
        let objectiveC = [("App/Helpers.m", """
        @implementation UIViewController (Modules)
        - (void)showModule:(UIViewController *)module {
            [self presentViewController:[[UINavigationController alloc] initWithRootViewController:module] animated:YES completion:nil];
        }
        @end
        @interface HomeViewController : UIViewController
        @end
        @implementation HomeViewController
        - (void)compose { [self showModule:[[ComposeViewController alloc] init]]; }
        @end
        @interface ComposeViewController : UIViewController
        @end
        @implementation AppDelegate
        - (void)start { self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[[HomeViewController alloc] init]]; }
        @end
        """)]
        try ScannedApp.each(objectiveC) { app in
            #expect(app.result.app.screen("home")?.entity[\.presents] == ["compose"], "\(app.result.draft)")
        }
    }

    /// A helper that sets how it presents leaves the style to each call: scan does not guess it.
    @Test func aPresentHelperThatSetsTheStyleIsLeftToItsNote() throws {
        let files = [("App/Helpers.swift", """
        extension UIViewController {
            func show(module: UIViewController, style: UIModalPresentationStyle) {
                module.modalPresentationStyle = style
                present(module, animated: true)
            }
        }
        final class HomeViewController: UIViewController {
            @objc func compose() { show(module: ComposeViewController(), style: .fullScreen) }
        }
        final class ComposeViewController: UIViewController {}
        final class SceneDelegate: UIResponder {
            var window: UIWindow?
            func start() { window?.rootViewController = UINavigationController(rootViewController: HomeViewController()) }
        }
        """)]
        try ScannedApp.each(files) { app in
            #expect(app.result.app.screen("home")?.entity[\.presents] == [], "\(app.result.draft)")
        }
    }

    @Test func leftItemsAddedOnlyUnderAConditionAreNoteNotAFinding() throws {
        func files(_ adding: String) -> [(String, String)] {
            [ScannedApp.stack(pushing: ["ProfileViewController"]), ("App/Profile.swift", """
            final class ProfileViewController: UIViewController {
                let shareButton = UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)
                var isOwnProfile = false
                func updateItems() {
                    var leftItems = [UIBarButtonItem]()
            \(adding)
                    1️⃣navigationItem.leftBarButtonItems = leftItems
                }
            }
            """)]
        }
        try ScannedApp.each(files("        if isOwnProfile { leftItems.append(shareButton) }")) { app in
            #expect(app.rules(at: "1️⃣") == [], "\(app.allFindings)")
            #expect(app.notes(at: "1️⃣").contains { $0.contains("starts empty and gets items only under conditions") }, "\(app.result.notes.map(\.message))")
        }
        // Added whatever the state: the item replaces Back.
        try ScannedApp.each(files("        leftItems.append(shareButton)")) { app in
            #expect(app.rules(at: "1️⃣") == ["custom-left-item-disables-swipe"], "\(app.allFindings)")
        }
    }
}

/// What a method only hands on, and the types it only names, are not what it does (batch 9's causes).
@Suite struct HandedOnCodeTests {
    /// A table built in a network callback, whose rows push when tapped: the callback pushes nothing.
    @Test func aPushInARowsActionBlockIsATapNotTheCallersAsyncPush() throws {
        let files = [ScannedApp.stack(pushing: ["TripsViewController"], objectiveC: true), ("App/Trips.m", """
        @interface TripsViewController : UIViewController
        @end
        @implementation TripsViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            [self.service requestTrips].then(^(NSArray *trips) {
                1️⃣[self populateTable];
            });
        }
        - (void)populateTable {
            OBATableRow *row = [[OBATableRow alloc] initWithTitle:@"Stop" action:^(OBABaseRow *r) {
                2️⃣[self.navigationController pushViewController:[[StopViewController alloc] init] animated:YES];
            }];
            self.rows = @[row];
        }
        @end
        @interface StopViewController : UIViewController
        @end
        """)]
        try ScannedApp.each(files) { app in
            #expect(app.rules(at: "1️⃣") == [], "\(app.allFindings)")
            #expect(!app.allFindings.contains { $0.hasPrefix("navigation-transition-overlap") }, "\(app.allFindings)")
        }
    }

    /// A text field type in a method's parameters (an alert's field passed to a change handler) is no
    /// input of the screen.
    @Test func aTextFieldParameterTypeIsNoInput() throws {
        func files(_ field: String) -> [(String, String)] {
            [("App/Groups.m", """
            @implementation AppDelegate
            - (void)start { self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[[ListViewController alloc] init]]; }
            @end
            @interface ListViewController : UIViewController
            @end
            @implementation ListViewController
            - (void)editGroups {
                UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:[[GroupsViewController alloc] init]];
                [self presentViewController:nav animated:YES completion:nil];
            }
            @end
            @interface GroupsViewController : UIViewController
            \(field)
            @end
            @implementation GroupsViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemAdd target:self action:@selector(addGroup)];
            }
            - (void)textFieldDidChange:(UITextField *)textField {
                self.saveAction.enabled = textField.text.length > 0;
            }
            @end
            """)]
        }
        try ScannedApp.each(files("")) { app in
            #expect(!app.allFindings.contains { $0.hasPrefix("sheet-swipe-dismiss-unhandled") }, "\(app.allFindings)")
        }
        // A field the screen keeps is input, whatever its methods' parameters say.
        try ScannedApp.each(files("@property (nonatomic, strong) UITextField *nameField;")) { app in
            #expect(app.allFindings.contains { $0.hasPrefix("sheet-swipe-dismiss-unhandled") }, "\(app.allFindings)")
        }
    }
}
