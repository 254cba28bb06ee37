import Testing
@testable import Scan
import TestSupport

/// A view controller class nothing names (no code but its own, no storyboard scene, no class string) was
/// left behind when the app moved on: what its code presents is no finding.
@Suite struct DeadControllerTests {
    /// The app's entry: without one, what shows the first screen is code scan does not see.
    private static let entry = "final class AppDelegate: UIResponder, UIApplicationDelegate {}"

    private static let editor = ScannedApp.swiftEditForm

    /// The old list presents the editor as a sheet; only while some code opens the old list is that a finding.
    @Test(arguments: [("func open() {}", false),
                      ("func open() { navigationController?.pushViewController(OldListViewController(), animated: true) }", true),
                      ("func open() { let type = NSClassFromString(\"OldListViewController\") as? UIViewController.Type; _ = type }", true)])
    func aClassNamedNowhereNeverRuns(_ opening: String, reported: Bool) throws {
        try ScannedApp.each([ScannedApp.stack(root: "HomeViewController"), ("App/Screens.swift", """
        final class HomeViewController: UIViewController {
            \(opening)
            func edit() { present(UINavigationController(rootViewController: EditViewController()), animated: true) }
        }
        final class OldListViewController: UIViewController {
            func add() {
                1️⃣present(UINavigationController(rootViewController: EditViewController()), animated: true)
            }
        }
        \(Self.editor)
        \(Self.entry)
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == (reported ? ["sheet-swipe-dismiss-unhandled"] : []), "\(app.allFindings)")
        }
    }

    /// A class string that is the class's name keeps it alive (a router made from names).
    @Test func aClassStringNamesTheClass() throws {
        try ScannedApp.each([ScannedApp.stack(root: "HomeViewController"), ("App/Screens.swift", """
        final class HomeViewController: UIViewController {
            let routes = ["list": "OldListViewController"]
        }
        final class OldListViewController: UIViewController {
            func add() {
                1️⃣present(UINavigationController(rootViewController: EditViewController()), animated: true)
            }
        }
        \(Self.editor)
        \(Self.entry)
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["sheet-swipe-dismiss-unhandled"], "\(app.allFindings)")
        }
    }

    /// In Objective-C the class's own `@interface`, `@implementation`, its nib loaded by name in its own
    /// code and a forward `@class` elsewhere do not name it; a property of its type does.
    @Test(arguments: [("@class OldListViewController;", false), ("@property (nonatomic, strong) OldListViewController *list;", true)])
    func anObjectiveCClassNamedNowhereNeverRuns(_ mention: String, reported: Bool) throws {
        try ScannedApp.each([ScannedApp.stack(root: "HomeViewController", objectiveC: true), ("App/Screens.m", """
        @interface AppDelegate : UIResponder <UIApplicationDelegate>
        @end
        @interface HomeViewController : UIViewController
        \(mention)
        @end
        @implementation HomeViewController
        - (void)edit {
            [self presentViewController:[[UINavigationController alloc] initWithRootViewController:[[EditViewController alloc] init]] animated:YES completion:nil];
        }
        @end
        @interface OldListViewController : UIViewController
        @end
        @implementation OldListViewController
        - (instancetype)init { return [super initWithNibName:@"OldListViewController" bundle:nil]; }
        - (void)add {
            1️⃣[self presentViewController:[[UINavigationController alloc] initWithRootViewController:[[EditViewController alloc] init]] animated:YES completion:nil];
        }
        @end
        \(ScannedApp.objectiveCEditForm)
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == (reported ? ["sheet-swipe-dismiss-unhandled"] : []), "\(app.allFindings)")
        }
    }

    /// A Cancel kept in a property the method has just filled (`self.cancelButton = …;
    /// leftBarButtonItem = self.cancelButton`) whose action asks before discarding makes the text screen a form.
    @Test(arguments: [true, false])
    func anItemFilledJustBeforeIsRead(_ asks: Bool) throws {
        try ScannedApp.each([ScannedApp.stack(root: "HomeViewController", objectiveC: true), ("App/Screens.m", """
        @interface HomeViewController : UIViewController
        @end
        @implementation HomeViewController
        - (void)write {
            1️⃣[self presentViewController:[[UINavigationController alloc] initWithRootViewController:[[NoteViewController alloc] init]] animated:YES completion:nil];
        }
        @end
        @interface NoteViewController : UIViewController
        @property (nonatomic, strong) UITextField *field;
        @property (nonatomic, strong) UIBarButtonItem *cancelButton;
        @end
        @implementation NoteViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.field = [[UITextField alloc] init];
            self.cancelButton = [[UIBarButtonItem alloc] initWithTitle:@"Cancel" style:UIBarButtonItemStylePlain target:self action:@selector(cancelPressed:)];
            self.navigationItem.leftBarButtonItem = self.cancelButton;
        }
        - (void)cancelPressed:(id)sender {
            \(asks ? "UIAlertController *alert = [UIAlertController alertControllerWithTitle:@\"Discard?\" message:nil preferredStyle:UIAlertControllerStyleAlert]; [self presentViewController:alert animated:YES completion:nil];" : "[self dismissViewControllerAnimated:YES completion:nil];")
        }
        @end
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == (asks ? ["sheet-swipe-dismiss-unhandled"] : []), "\(app.allFindings)")
        }
    }

    /// A XIB in the archived format of Xcode 4 names the classes it makes in `<string key="...CustomClassName">`
    /// elements: such a class runs (batch 25's review of ioctocat: its accounts list came from `MainWindow.xib`).
    @Test(arguments: [true, false])
    func anArchivedXIBNamesTheClassesItMakes(_ archived: Bool) throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10">
            <data>
                <object class="IBObjectContainer" key="IBDocument.Objects">
                    <object class="NSMutableDictionary" key="flattenedProperties">
                        <string key="132.CustomClassName">\(archived ? "OldListViewController" : "UIViewController")</string>
                    </object>
                </object>
            </data>
        </archive>
        """
        try ScannedApp.eachWithStoryboards([ScannedApp.stack(root: "HomeViewController"), ("App/MainWindow.xib", xib), ("App/Screens.swift", """
        final class HomeViewController: UIViewController {
            func edit() { present(UINavigationController(rootViewController: EditViewController()), animated: true) }
        }
        final class OldListViewController: UIViewController {
            func add() { present(EditViewController(), animated: true) }
        }
        \(Self.editor)
        \(Self.entry)
        """)]) { app in
            #expect(app.result.app.screen("oldList")?.entity[\.presents] == (archived ? ["edit"] : []), "\(app.result.draft)")
        }
    }
}
