import Testing
@testable import Scan
import TestSupport

/// Mechanisms found missing by the first run of batch 14 (issue 33): a presenting helper of every view
/// controller reached through a shorter form of itself, whose style is set only under a flag of its own,
/// and a composer whose text view lives in a content view the screen makes with `.init()`.
@Suite struct BatchFourteenMechanismTests {
    /// `[self presentNavigationControllerWithRootViewController:editor]` reaches the long form through the
    /// short one (`usingPopoverStyle:false`), which sets a popover style only when asked: the editor is
    /// presented in the default style, a sheet. A call asking for the popover is left to the helper's note.
    @Test(arguments: [("[self presentNavigationControllerWithRootViewController:editor];", true),
                      ("[self presentNavigationControllerWithRootViewController:editor usingPopoverStyle:true];", false)])
    func aHelperReachedThroughItsShortFormPresents(_ call: String, isSheet: Bool) throws {
        try ScannedApp.each([ScannedApp.stack(root: "HomeViewController", objectiveC: true), ("App/Additions.m", """
        @interface UIViewController (Additions)
        - (void)presentNavigationControllerWithRootViewController:(UIViewController *)rootViewController;
        @end
        @implementation UIViewController (Additions)
        - (void)presentNavigationControllerWithRootViewController:(UIViewController *)rootViewController {
            [self presentNavigationControllerWithRootViewController:rootViewController usingPopoverStyle:false];
        }
        - (void)presentNavigationControllerWithRootViewController:(UIViewController *)rootViewController usingPopoverStyle:(bool)usePopoverStyle {
            UINavigationController *navigationController = [[UINavigationController alloc] initWithRootViewController:rootViewController];
            if (usePopoverStyle)
                navigationController.modalPresentationStyle = UIModalPresentationPopover;
            [self presentViewController:navigationController animated:YES completion:nil];
        }
        @end
        @interface HomeViewController : UIViewController
        @end
        @implementation HomeViewController
        - (void)rename {
            EditTextController *editor = [[EditTextController alloc] init];
            1️⃣\(call)
        }
        @end
        @interface EditTextController : UIViewController
        @property (nonatomic, strong) UITextField *field;
        @end
        @implementation EditTextController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.field = [[UITextField alloc] init];
            self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemSave target:self action:@selector(save)];
        }
        - (void)save {}
        @end
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == (isSheet ? ["sheet-swipe-dismiss-unhandled"] : []), "\(app.allFindings)")
        }
    }

    /// A composer whose text view is in a content view the screen makes (`contentView = .init()` for a
    /// property declared `NewPostView!`) and makes first responder holds text input.
    @Test func aContentViewMadeWithInitHoldsTheScreensInput() throws {
        try ScannedApp.each([ScannedApp.stack(root: "TimelineViewController"), ("App/NewPost.swift", """
        final class TimelineViewController: UIViewController {
            func compose() {
                1️⃣present(UINavigationController(rootViewController: NewPostViewController()), animated: true)
            }
        }
        final class NewPostView: UIView {
            let textInput = UITextView()
        }
        final class NewPostViewController: UIViewController {
            var contentView: NewPostView!
            override func loadView() {
                contentView = .init()
                view = contentView
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                contentView.textInput.becomeFirstResponder()
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Send", style: .done, target: self, action: #selector(sendPost))
            }
            @objc func sendPost() {}
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["sheet-swipe-dismiss-unhandled"], "\(app.allFindings)")
        }
    }

    /// In an app whose entry the sources hold, a SwiftUI view named nowhere but in its own code (a login
    /// screen only its preview showed, now replaced) is never shown, nor is a view only it names: their
    /// sheets are no sheets of the app. A `public` view may be another module's to show, and without the
    /// app's entry what shows the first view is out of sight: both keep their findings.
    @Test(arguments: [("", true, false), ("public ", true, true), ("", false, true), ("", true, true)])
    func aViewNamedNowhereIsNeverShown(_ access: String, hasEntry: Bool, shown: Bool) throws {
        let entry = hasEntry ? "@main struct ReaderApp: App {\n    var body: some Scene { WindowGroup { HomeView() } }\n}" : ""
        let home = shown && access.isEmpty && hasEntry ? "NavigationLink(\"Log in\") { LoginView() }" : "Text(\"Home\")"
        try ScannedApp.each([("App/Login.swift", """
        import SwiftUI
        \(entry)
        struct HomeView: View {
            var body: some View { NavigationStack { \(home) } }
        }
        \(access)struct LoginView: View {
            @State private var asking = false
            var body: some View {
                NavigationStack {
                    Button("Server") { asking = true }
                        1️⃣.sheet(isPresented: $asking) { ServerForm() }
                }
            }
        }
        struct ServerForm: View {
            @State private var address = ""
            var body: some View {
                Form { TextField("Server", text: $address) }.toolbar { Button("Save") { save() } }
            }
            func save() {}
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == (shown ? ["sheet-swipe-dismiss-unhandled"] : []), "\(app.allFindings)")
        }
    }
}
