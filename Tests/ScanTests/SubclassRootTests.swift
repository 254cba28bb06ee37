import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
@testable import Format
import TestSupport

/// A navigation controller subclass that gives itself its root in its own initializer (issue 33,
/// routes): made with that initializer, it is a stack with that root.
@Suite struct SubclassRootTests {
    @Test func anObjectiveCSubclassGivingItselfARootIsAStack() throws {
        try ScannedApp.each([("App/Modal.h", """
        @interface ModalWebViewController : UINavigationController
        @end
        @interface WebViewController : UIViewController
        @end
        @interface ListViewController : UIViewController
        @end
        """), ("App/Modal.m", """
        @implementation ModalWebViewController
        - (instancetype)initWithAddress:(NSString *)address {
            self.webViewController = [[WebViewController alloc] init];
            if (self = [super initWithRootViewController:self.webViewController]) {
            }
            return self;
        }
        @end
        @implementation WebViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.navigationController.interactivePopGestureRecognizer.enabled = YES;
            1️⃣self.navigationController.interactivePopGestureRecognizer.delegate = self;
        }
        @end
        @implementation ListViewController
        - (void)show {
            ModalWebViewController *web = [[ModalWebViewController alloc] initWithAddress:@"https://example.com"];
            [self presentViewController:web animated:YES completion:NULL];
        }
        @end
        """)]) { app in
            #expect(app.result.app.navigationControllers.first { $0.rootID == "web" }?.entity[\.className] == "ModalWebViewController")
            #expect(app.result.app.screen("list")?.entity[\.presents] == ["web"])
            #expect(app.rules(at: "1️⃣").contains("root-freeze"), "\(app.allFindings)")
        }
    }

    @Test func aSwiftSubclassGivingItselfARootIsAStack() throws {
        try ScannedApp.each([("App/Editor.swift", """
        import UIKit
        final class EditorNavigationController: UINavigationController {
            init(document: String) {
                super.init(rootViewController: EditorViewController(document: document))
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class EditorViewController: UIViewController {
            init(document: String) { super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class ListViewController: UIViewController {
            func edit() {
                present(EditorNavigationController(document: "a"), animated: true)
            }
        }
        """)]) { app in
            #expect(app.result.app.navigationControllers.first { $0.rootID == "editor" }?.entity[\.className] == "EditorNavigationController")
            #expect(app.result.app.screen("list")?.entity[\.presents] == ["editor"])
        }
    }
}
