import Testing
@testable import Scan
import TestSupport

/// Mechanisms found missing by the first run of batch 13 (issue 33): a sheet style picked per device, a
/// presented variable declared nil first, a dismissal handler of one sheet among several, signing out and
/// an own handler named for the event as teardown, and a video call as a media screen.
@Suite struct BatchThirteenMechanismTests {
    /// A form sheet on iPad and `currentContext` (a style the format has no word for) on iPhone is a sheet
    /// on iPad; a screen presented only in such a style is left alone. The presented stack held in a
    /// variable declared nil is the one assigned, for a presentation guarded by `if (nc)`.
    @Test func aSheetOnOneDeviceIsASheet() throws {
        func app(_ pad: String) -> [(String, String)] {
            [ScannedApp.stack(root: "MainViewController", objectiveC: true), ("App/Main.m", """
            @interface MainViewController : UIViewController
            @end
            @interface UploadViewController : UIViewController
            @property (nonatomic, strong) UITextField *message;
            @end
            @implementation MainViewController
            - (void)upload {
                UINavigationController *nc = nil;
                if (self.ready) {
                    nc = [[UINavigationController alloc] initWithRootViewController:[[UploadViewController alloc] init]];
                    if ([UIDevice currentDevice].userInterfaceIdiom == UIUserInterfaceIdiomPad)
                        1️⃣nc.modalPresentationStyle = \(pad);
                    else
                        nc.modalPresentationStyle = UIModalPresentationCurrentContext;
                }
                if (nc)
                    [self presentViewController:nc animated:YES completion:nil];
            }
            @end
            @implementation UploadViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.message = [[UITextField alloc] init];
                self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemSave target:self action:@selector(save)];
            }
            - (void)save {}
            @end
            """)]
        }
        try ScannedApp.each(app("UIModalPresentationFormSheet")) { app in
            #expect(app.rules(at: "1️⃣") == ["sheet-swipe-dismiss-unhandled"], "\(app.allFindings)")
        }
        try ScannedApp.each(app("UIModalPresentationOverCurrentContext")) { app in
            #expect(!app.allFindings.contains { $0.hasPrefix("sheet-swipe-dismiss-unhandled") }, "\(app.allFindings)")
        }
    }

    /// `.sheet(isPresented:onDismiss:)` hears of its own sheet only: another `.sheet` of the same form
    /// with no handler still loses the input to a swipe down.
    @Test func aDismissalHandlerAnswersItsOwnSheet() throws {
        func app(_ second: String) -> [(String, String)] {
            [("App/Variables.swift", """
            import SwiftUI
            @main struct VariablesApp: App {
                var body: some Scene { WindowGroup { NavigationStack { VariableList() } } }
            }
            struct VariableList: View {
                @State private var editing: Int?
                @State private var adding = false
                var body: some View {
                    List { Button("Add") { adding = true } }
                        1️⃣.sheet(item: $editing, onDismiss: { reload() }) { _ in VariableEditor() }
                        2️⃣.sheet(isPresented: $adding\(second)) { VariableEditor() }
                }
                func reload() {}
            }
            struct VariableEditor: View {
                @State private var value = ""
                var body: some View {
                    Form { TextField("Value", text: $value) }.toolbar { Button("Save") { save() } }
                }
                func save() {}
            }
            """)]
        }
        try ScannedApp.each(app("")) { app in
            #expect(app.rules(at: "1️⃣").isEmpty, "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣") == ["sheet-swipe-dismiss-unhandled"], "\(app.allFindings)")
        }
        try ScannedApp.each(app(", onDismiss: { reload() }")) { app in
            #expect(!app.allFindings.contains { $0.hasPrefix("sheet-swipe-dismiss-unhandled") }, "\(app.allFindings)")
        }
    }

    /// Signing out (`logout()`, `signOut()`) as the screen starts to leave, and a handler of the screen's
    /// own named for the event it handles (`handleCallClose()`), tear the screen down for an abandoned
    /// swipe too; a handler named for something else does not.
    /// What appearing does again undoes it: signing in again, starting the session a handler ends.
    @Test(arguments: [("Cache.session.logout()", "", true), ("session.signOut()", "", true), ("handleCallClose()", "", true),
                      ("handleLayout()", "", false), ("logEvent(\"leave\")", "", false), ("Logger.shared.logOutOfRange(index: 3)", "", false),
                      ("session.signOut()", "session.signIn()", false), ("onSessionEnd()", "startSession()", false), ("onSessionEnd()", "", true)])
    func signingOutAndAnOwnCloseHandlerAreTeardown(_ statement: String, appearing: String, tearsDown: Bool) throws {
        try ScannedApp.each([ScannedApp.stack(root: "HomeViewController", pushing: ["AccountViewController"]), ("App/Account.swift", """
        final class AccountViewController: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                \(appearing)
            }
            func startSession() {}
            func onSessionEnd() {}
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                1️⃣\(statement)
            }
            func handleCallClose() {}
            func handleLayout() {}
            func logEvent(_ name: String) {}
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == (tearsDown ? ["pop-side-effect-before-completion"] : []), "\(app.allFindings)")
        }
    }

    /// A pushed screen that shows a WebRTC video call is a media screen a stray swipe back leaves.
    @Test func aVideoCallIsAMediaScreen() throws {
        try ScannedApp.each([ScannedApp.stack(root: "HomeViewController", pushing: ["CallViewController"]), ("App/Call.swift", """
        import WebRTC
        final class CallViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let remote = 1️⃣RTCMTLVideoView(frame: view.bounds)
                view.addSubview(remote)
            }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["sensitive-screen-swipe-enabled"], "\(app.allFindings)")
        }
    }

    /// A left item set by a method of the screen that only other code calls, each time on a screen it
    /// makes the root of a presented stack (or by an initializer whose screens are all made roots), holds
    /// only where there is nothing to swipe back to; the same screen pushed elsewhere keeps Back. A call
    /// on a screen that is pushed keeps the item a fact.
    @Test(arguments: [(true, false), (false, false), (true, true)])
    func anItemSetOnlyOnRootsIsLeftOut(_ presented: Bool, alsoShown: Bool) throws {
        var show = presented
            ? "UINavigationController *nc = [[UINavigationController alloc] initWithRootViewController:upload];\n    [self presentViewController:nc animated:YES completion:nil];"
            : "[self.navigationController pushViewController:upload animated:YES];"
        // Shown on the current stack on another path (`showViewController:sender:`): a pushed screen there.
        if alsoShown { show += "\n    if (self.compact) [self showViewController:upload sender:self];" }
        try ScannedApp.each([ScannedApp.stack(root: "MainViewController", objectiveC: true), ("App/Upload.m", """
        @interface MainViewController : UIViewController
        @end
        @interface UploadViewController : UIViewController
        - (void)showCancelButton;
        @end
        @implementation MainViewController
        - (void)upload {
            UploadViewController *upload = [[UploadViewController alloc] init];
            [upload showCancelButton];
            \(show)
        }
        - (void)browse {
            [self.navigationController pushViewController:[[UploadViewController alloc] init] animated:YES];
        }
        @end
        @implementation UploadViewController
        - (void)showCancelButton {
            1️⃣self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemCancel target:self action:@selector(cancel)];
        }
        - (void)cancel { [self dismissViewControllerAnimated:YES completion:nil]; }
        @end
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == (presented && !alsoShown ? [] : ["custom-left-item-disables-swipe"]), "\(app.allFindings)")
        }
    }

    /// A method of the same name on another class, called on a screen made a root, says nothing about this
    /// screen's own method.
    @Test func anotherClassesMethodOfTheSameNameSaysNothing() throws {
        try ScannedApp.each([ScannedApp.stack(root: "MainViewController", pushing: ["EditViewController"], objectiveC: true), ("App/Upload.m", """
        @interface UploadViewController : UIViewController
        - (void)showCancelButton;
        @end
        @interface EditViewController : UIViewController
        @end
        @implementation MainViewController (Upload)
        - (void)upload {
            UploadViewController *upload = [[UploadViewController alloc] init];
            [upload showCancelButton];
            UINavigationController *nc = [[UINavigationController alloc] initWithRootViewController:upload];
            [self presentViewController:nc animated:YES completion:nil];
        }
        @end
        @implementation UploadViewController
        - (void)showCancelButton {}
        @end
        @implementation EditViewController
        - (void)viewDidLoad { [super viewDidLoad]; [self showCancelButton]; }
        - (void)showCancelButton {
            1️⃣self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemCancel target:self action:@selector(cancel)];
        }
        - (void)cancel {}
        @end
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["custom-left-item-disables-swipe"], "\(app.allFindings)")
        }
    }

    /// `removeObserver:self` as the screen leaves takes nothing away from a class that adds no observer;
    /// from one that adds one when it loads, it does.
    /// The class's base adding one counts too.
    @Test(arguments: [(true, false), (false, false), (false, true)])
    func removingObserversNeverAddedIsNoTeardown(_ adds: Bool, baseAdds: Bool) throws {
        let load = adds ? "[[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(refresh) name:@\"Changed\" object:nil];" : ""
        let baseLoad = baseAdds ? "[[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(refresh) name:@\"Changed\" object:nil];" : ""
        try ScannedApp.each([ScannedApp.stack(root: "HomeViewController", pushing: ["DetailViewController"], objectiveC: true), ("App/Detail.m", """
        @interface KeyboardViewController : UIViewController
        @end
        @implementation KeyboardViewController
        - (void)viewDidLoad { [super viewDidLoad]; \(baseLoad) }
        - (void)refresh {}
        @end
        @interface DetailViewController : KeyboardViewController
        @end
        @implementation DetailViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            \(load)
        }
        - (void)refresh {}
        - (void)viewWillDisappear:(BOOL)animated {
            [super viewWillDisappear:animated];
            1️⃣[[NSNotificationCenter defaultCenter] removeObserver:self];
        }
        @end
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == (adds || baseAdds ? ["pop-side-effect-before-completion"] : []), "\(app.allFindings)")
        }
    }

    /// A SwiftUI Done that writes the draft back before it closes (`text = draft; dismiss()`) keeps the
    /// input as a Save does; a Done that only closes, or lowers a flag or sets a bare case as it closes,
    /// keeps nothing a swipe down would lose. A Done that does not close keeps what it writes.
    @Test(arguments: [("text = draft; dismiss()", true), ("dismiss()", false), ("isEditing = false; dismiss()", false),
                      ("mode = .idle; dismiss()", false), ("text = draft", true),
                      // Stored under a key (batch 24's SwiftTerm), spaced as written there; a removal keeps nothing.
                      ("values [key] = draft; dismiss()", true), ("values[key] = nil; dismiss()", false),
                      // A flag under a key, and a local's typed declaration, hand nothing back.
                      ("values[key] = true; dismiss()", false), ("let params: [String: String] = [\"screen\": key]; dismiss()", false)])
    func aDoneThatWritesBackKeepsTheInput(_ done: String, keeps: Bool) throws {
        try ScannedApp.each([("App/Template.swift", """
        import SwiftUI
        @main struct TemplateApp: App {
            var body: some Scene { WindowGroup { NavigationStack { TemplateButton() } } }
        }
        struct TemplateButton: View {
            @State private var editing = false
            @State private var text = ""
            var body: some View {
                Button("Edit") { editing = true }
                    1️⃣.sheet(isPresented: $editing) { TemplateEditor(text: $text) }
            }
        }
        struct TemplateEditor: View {
            @Binding var text: String
            @State private var draft = ""
            @State private var isEditing = true
            @State private var mode = Mode.editing
            @State private var values: [String: String] = [:]
            private let key = "note"
            enum Mode { case editing, idle }
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                NavigationView {
                    TextEditor(text: $draft)
                        .toolbar {
                            ToolbarItem(placement: .confirmationAction) {
                                Button("Done") { \(done) }
                            }
                        }
                }
            }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == (keeps ? ["sheet-swipe-dismiss-unhandled"] : []), "\(app.allFindings)")
        }
    }
}
