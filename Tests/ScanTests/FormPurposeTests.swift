import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
@testable import Format
import TestSupport

/// `purpose: form` for a presented screen whose code holds text input and an action that keeps it
/// (issue 22, part 6), in SwiftUI, UIKit Swift and Objective-C (fixture FormSheets), so that
/// sheet-swipe-dismiss-unhandled can fire on scanned code; the near misses beside them.
@Suite struct FormPurposeTests {
    /// The screens part of a draft (a SwiftUI stack's entry has its root's id too).
    static func screens(_ draft: String) -> String {
        draft.components(separatedBy: "\nscreens:\n").last ?? ""
    }

    @Test func presentedFormsWithTextInputAndAKeepActionAreForms() throws {
        let result = try Fixtures.scan("FormSheets")
        // SwiftUI: a TextField in the sheet, a TextEditor in a view built into it, Save in the toolbar.
        expectLines("    purpose: form   # TextField at Notes/ProfileView.swift:36, 'save' action at Notes/ProfileView.swift:41", in: entry("  editProfileView:", in: Self.screens(result.draft)))
        // UIKit: a text view the code edits, and a Post item whose action publishes (its done style says nothing).
        expectLines("    purpose: form   # UITextView at Notes/ComposeViewController.swift:23, 'publish' action at Notes/ComposeViewController.swift:27", in: entry("  compose:", in: Self.screens(result.draft)))
        // Objective-C: a text field held in an instance variable, and the system Save item.
        expectLines("    purpose: form   # UITextField at Notes/NoteEditorViewController.m:17, 'save' action at Notes/NoteEditorViewController.m:22", in: entry("  noteEditor:", in: result.draft))
        let edit = try #require(result.app.screen("editProfileView")?.entity)
        #expect(FullScreenPopInferenceTests.start(edit.node(\.purpose), in: result) == "Notes/ProfileView.swift 36:17")
    }

    @Test func unhandledFormSheetsAreReported() throws {
        let (_, found) = try PatternTests.findings("FormSheets")
        #expect(found.filter { $0.hasPrefix("sheet-swipe-dismiss-unhandled") } == [
            // UIKit's default style: at the statement that presents the screen, as `.sheet` is in SwiftUI.
            "sheet-swipe-dismiss-unhandled screens.compose.presentation.style @ Notes/ComposeViewController.swift:5",
            "sheet-swipe-dismiss-unhandled screens.editProfileView.presentation.style @ Notes/ProfileView.swift:19",
            "sheet-swipe-dismiss-unhandled screens.noteEditor.presentation.style @ Notes/NoteEditorViewController.m:6",
        ], "\(found)")
    }

    @Test func nearMissesGetNoPurpose() throws {
        let result = try Fixtures.scan("FormSheets")
        // Locked forms keep their purpose; the lock is what spares them a finding.
        expectLines("    purpose: form   # TextEditor at Notes/ProfileView.swift:62, 'send' action at Notes/ProfileView.swift:63", in: entry("  feedbackView:", in: result.draft))
        expectLines("    purpose: form   # UITextField at Notes/ComposeViewController.swift:53, 'save' action at Notes/ComposeViewController.swift:58", in: entry("  address:", in: result.draft))
        // Toggles and a Done that only closes; a read-only text view; a pushed form; an alert's field.
        for screen in ["settingsSheet", "about", "signature", "tagListView", "searchSheet", "rename"] {
            #expect(!entry("  \(screen):", in: Self.screens(result.draft)).contains("\n    purpose:"), "\(screen)")
        }
        // Input with no action that keeps it is a note (in SwiftUI, see aSearchFieldIsNoFormInput); a search
        // field is no input at all.
        let notes = result.notes.map(\.description)
        #expect(!notes.contains { $0.hasPrefix("Notes/ProfileView.swift:89:") }, "\(notes)")
        #expect(notes.contains("Notes/NoteEditorViewController.m:32: holds UITextField input but no Save, Done or Submit action navlint scan recognises, so purpose is left out; write purpose: form if a swipe down would lose what was typed"), "\(notes)")
    }

    /// A presentation the format has no word for (a custom transition) is no swipeable sheet.
    @Test func customPresentationIsLeftAlone() throws {
        let source = """
        final class HomeViewController: UIViewController {
            func share() {
                let editor = UINavigationController(rootViewController: ShareViewController())
                editor.modalPresentationStyle = .custom
                present(editor, animated: true)
            }
        }
        final class ShareViewController: UIViewController {
            @IBOutlet private weak var field: UITextField!
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .plain, target: self, action: #selector(store))
            }
            @objc private func store() {}
        }
        let nav = UINavigationController(rootViewController: HomeViewController())
        """
        let result = try Fixtures.scan([("Share.swift", source)])
        #expect(!result.draft.contains("purpose:"), "\(result.draft)")
    }

    /// An unwind action is where another screen returns to, not this one's Save: input with only an
    /// unwind action is noted, not a form.
    @Test func anUnwindActionIsNoSave() throws {
        let swift = """
        final class HomeViewController: UIViewController {
            func inbox() { present(UINavigationController(rootViewController: InboxViewController()), animated: true) }
        }
        final class InboxViewController: UIViewController {
            @IBOutlet private weak var search: UITextField!
            @IBAction func unwindToListSave(_ segue: UIStoryboardSegue) {}
        }
        let nav = UINavigationController(rootViewController: HomeViewController())
        """
        let result = try Fixtures.scan([("Inbox.swift", swift)])
        #expect(!result.draft.contains("\n    purpose:"), "\(result.draft)")
        #expect(result.notes.contains { $0.message.hasPrefix("holds UITextField input but no Save") }, "\(result.notes)")
    }

    /// A text field made in a method that builds an alert is the alert's: a screen whose only input it is
    /// is no form, though it has a Save.
    @Test func anAlertsTextFieldIsNoFormInput() throws {
        let swift = """
        final class HomeViewController: UIViewController {
            func inbox() { present(UINavigationController(rootViewController: InboxViewController()), animated: true) }
        }
        final class InboxViewController: UIViewController {
            @IBAction func save(_ sender: Any) {}
            @IBAction func newMessage(_ sender: Any) {
                let alert = HabiticaAlertController(title: "New message")
                let field = UITextField()
                alert.contentView = field
                alert.show()
            }
        }
        let nav = UINavigationController(rootViewController: HomeViewController())
        """
        let result = try Fixtures.scan([("Inbox.swift", swift)])
        #expect(!result.draft.contains("purpose:"), "\(result.draft)")
        let objectiveC = """
        @implementation AppDelegate
        - (void)start { self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[[HomeViewController alloc] init]]; }
        @end
        @interface HomeViewController : UIViewController
        @end
        @implementation HomeViewController
        - (void)inbox { [self presentViewController:[[InboxViewController alloc] init] animated:YES completion:nil]; }
        @end
        @interface InboxViewController : UITableViewController
        @end
        @implementation InboxViewController
        - (IBAction)save:(id)sender {}
        - (IBAction)rename:(id)sender {
            UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Rename" message:nil preferredStyle:UIAlertControllerStyleAlert];
            UITextField *field = [[UITextField alloc] init];
            [alert.view addSubview:field];
            [self presentViewController:alert animated:YES completion:nil];
        }
        @end
        """
        let objectiveCResult = try Fixtures.scan([("Inbox.m", objectiveC)])
        #expect(!objectiveCResult.draft.contains("purpose:"), "\(objectiveCResult.draft)")
    }

    /// A scene's own `modalPresentationStyle` holds when code presents it as the storyboard makes it.
    @Test func aSceneFullScreenStyleHoldsWhereCodePresentsIt() throws {
        let storyboard = """
        <document><scenes><scene sceneID="1"><objects>
          <viewController storyboardIdentifier="Login" id="l" customClass="LoginViewController" modalPresentationStyle="fullScreen" sceneMemberID="viewController"/>
        </objects></scene></scenes></document>
        """
        let swift = """
        final class HomeViewController: UIViewController {
            func signIn() {
                let login = UIStoryboard(name: "Onboarding", bundle: nil).instantiateViewController(withIdentifier: "Login")
                present(login, animated: true)
            }
        }
        final class LoginViewController: UIViewController {
            @IBOutlet private weak var email: UITextField!
            @IBAction func submit(_ sender: Any) {}
        }
        let nav = UINavigationController(rootViewController: HomeViewController())
        """
        let result = try Fixtures.scan([("Onboarding.storyboard", storyboard), ("Login.swift", swift)])
        expectLines("      style: fullScreen   # Onboarding.storyboard:2", in: entry("  login:", in: Self.screens(result.draft)))
        let found = try PatternTests.findings(of: result, file: "app.navlint.yaml")
        #expect(!found.contains { $0.hasPrefix("sheet-swipe-dismiss-unhandled") }, "\(found)")
        // A style the code sets wins over the scene's.
        let sheet = swift.replacingOccurrences(of: "present(login, animated: true)", with: "login.modalPresentationStyle = .pageSheet\n        present(login, animated: true)")
        let coded = try Fixtures.scan([("Onboarding.storyboard", storyboard), ("Login.swift", sheet)])
        #expect(entry("  login:", in: Self.screens(coded.draft)).contains("      style: pageSheet   # Login.swift:"), "\(coded.draft)")
    }

    /// A sheet that keeps its input as it leaves (an inspector writing its field back in
    /// viewWillDisappear) loses nothing to a swipe down: no form, a note.
    @Test func aSheetThatKeepsItsInputAsItLeavesIsNoForm() throws {
        let swift = """
        final class HomeViewController: UIViewController {
            func inspect() {
                let inspector = UINavigationController(rootViewController: InspectorViewController())
                inspector.modalPresentationStyle = .formSheet
                present(inspector, animated: true)
            }
        }
        final class InspectorViewController: UIViewController {
            @IBOutlet private weak var nameField: UITextField!
            var account: Account?
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(saveAndClose))
            }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                account?.name = nameField.text
            }
            @objc func saveAndClose() { dismiss(animated: true) }
        }
        let nav = UINavigationController(rootViewController: HomeViewController())
        """
        let result = try Fixtures.scan([("Inspector.swift", swift)])
        #expect(!result.draft.contains("\n    purpose:"), "\(result.draft)")
        #expect(result.notes.map(\.description).contains("Inspector.swift:9: keeps its UITextField input as it leaves (Inspector.swift:17), so a swipe down loses nothing; purpose is left out"), "\(result.notes)")
        let objectiveC = """
        @implementation AppDelegate
        - (void)start { self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[[HomeViewController alloc] init]]; }
        @end
        @interface HomeViewController : UIViewController
        @end
        @implementation HomeViewController
        - (void)compose { [self presentViewController:[[NoteViewController alloc] init] animated:YES completion:nil]; }
        @end
        @interface NoteViewController : UIViewController {
            UITextView *body;
        }
        @end
        @implementation NoteViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            body.editable = YES;
            self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemSave target:self action:@selector(close)];
        }
        - (void)viewWillDisappear:(BOOL)animated {
            [super viewWillDisappear:animated];
            [self.draftStore saveDraft:body.text];
        }
        @end
        """
        let objectiveCResult = try Fixtures.scan([("Note.m", objectiveC)])
        #expect(!objectiveCResult.draft.contains("\n    purpose:"), "\(objectiveCResult.draft)")
        #expect(objectiveCResult.notes.contains { $0.message.hasPrefix("keeps its UITextView input as it leaves") }, "\(objectiveCResult.notes)")
    }

    @Test func keepWordsComeFromTitlesAndActions() {
        #expect(Facts.keepWord(titles: ["Save"], actions: []) == "save")
        #expect(Facts.keepWord(titles: ["UIBarButtonSystemItemDone"], actions: ["doneTapped"]) == "done")
        #expect(Facts.keepWord(titles: ["Done"], actions: ["dismiss"]) == nil)
        #expect(Facts.keepWord(titles: ["Cancel"], actions: ["submitFeedback"]) == "submit")
        #expect(Facts.keepWord(titles: ["Close"], actions: ["closeTapped"]) == nil)
        #expect(Facts.keepWord(titles: ["padding"], actions: ["isAdding"]) == nil)
        #expect(IdentifierWords.split("UIBarButtonSystemItemSave").last == "save")
        #expect(IdentifierWords.split("Save changes") == ["save", "changes"])
    }
}

/// What submits a form (issue 33): a Done over the keyboard ends the typing, and a Create in the same row
/// as a field adds what was typed at once; neither leaves input waiting that a swipe down could lose. A
/// Save in the navigation bar, or a row's button that closes the screen, does.
@Suite struct FormSubmitTests {
    @Test func aDoneOverTheKeyboardKeepsNothing() throws {
        try ScannedApp.each([("App/Views.swift", """
        import SwiftUI
        struct HomeView: View {
            @State private var settings = false
            @State private var editing = false
            var body: some View {
                NavigationStack {
                    List { Text("Library") }
                        1️⃣.sheet(isPresented: $settings) { SettingsView() }
                        2️⃣.sheet(isPresented: $editing) { PortEditor() }
                }
            }
        }
        struct SettingsView: View {
            @State private var port = ""
            var body: some View {
                Form { TextField("Port", text: $port) }
                    .toolbar {
                        ToolbarItemGroup(placement: .keyboard) {
                            Button("Done") { hideKeyboard() }
                        }
                    }
            }
        }
        struct PortEditor: View {
            @State private var port = ""
            var body: some View {
                Form { TextField("Port", text: $port) }
                    .toolbar {
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Save") { save() }
                        }
                    }
            }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣").isEmpty, "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣") == ["sheet-swipe-dismiss-unhandled"], "\(app.allFindings)")
        }
    }

    /// A search field holds a query, not input a swipe down would lose: one in a view named for search
    /// (`SearchBox`) or bound to a search text makes no form, though the sheet has an Add.
    @Test func aSearchFieldIsNoFormInput() throws {
        try ScannedApp.each([("App/Views.swift", """
        import SwiftUI
        struct HomeView: View {
            @State private var picking = false
            @State private var finding = false
            @State private var naming = false
            @State private var noting = false
            var body: some View {
                NavigationStack {
                    List { Text("Library") }
                        1️⃣.sheet(isPresented: $picking) { NavigationStack { ContactPicker() } }
                        2️⃣.sheet(isPresented: $finding) { NavigationStack { TagFinder() } }
                        3️⃣.sheet(isPresented: $naming) { NavigationStack { TagNamer() } }
                        .sheet(isPresented: $noting) { NavigationStack { NoteView() } }
                }
            }
        }
        struct SearchBox: View {
            @Binding var text: String
            var body: some View { TextField("Search", text: $text) }
        }
        struct ContactPicker: View {
            @State private var text = ""
            var body: some View {
                List { SearchBox(text: $text) }
                    .toolbar { ToolbarItem(placement: .primaryAction) { Button("Add") { add() } } }
            }
        }
        struct TagFinder: View {
            @State private var searchText = ""
            var body: some View {
                List { TextField("Find", text: $searchText) }
                    .toolbar { ToolbarItem(placement: .primaryAction) { Button("Add") { add() } } }
            }
        }
        struct TagNamer: View {
            @State private var name = ""
            var body: some View {
                List { TextField("Name", text: $name) }
                    .toolbar { ToolbarItem(placement: .primaryAction) { Button("Add") { add() } } }
            }
        }
        struct NoteView: View {
            @State private var note = ""
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                List { 4️⃣TextField("Note", text: $note) }
                    .toolbar { ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } } }
            }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣").isEmpty, "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣").isEmpty, "\(app.allFindings)")
            #expect(app.rules(at: "3️⃣") == ["sheet-swipe-dismiss-unhandled"], "\(app.allFindings)")
            #expect(app.notes(at: "4️⃣").contains { $0.hasPrefix("holds TextField input but no Save, Done or Submit action") }, "\(app.allFindings)")
        }
    }

    /// A lock set from a value (`.interactiveDismissDisabled(hasChanges)`, `isModalInPresentation =
    /// hasChanges`) holds while there is something to lose, which is the fix the rule asks for.
    @Test func aComputedLockIsALock() throws {
        try ScannedApp.each([("App/Views.swift", """
        import SwiftUI
        struct HomeView: View {
            @State private var editing = false
            @State private var adding = false
            var body: some View {
                NavigationStack {
                    List { Text("Library") }
                        1️⃣.sheet(isPresented: $editing) { PortEditor(locks: true) }
                        2️⃣.sheet(isPresented: $adding) { HostEditor() }
                }
            }
        }
        struct PortEditor: View {
            let locks: Bool
            @State private var port = ""
            var body: some View {
                Form { TextField("Port", text: $port) }
                    .toolbar {
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Save") { save() }
                        }
                    }
                    .interactiveDismissDisabled(locks && !port.isEmpty)
            }
        }
        struct HostEditor: View {
            @State private var host = ""
            var body: some View {
                Form { TextField("Host", text: $host) }
                    .toolbar {
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Save") { save() }
                        }
                    }
                    .interactiveDismissDisabled(false)
            }
        }
        """), ("App/Compose.swift", """
        import UIKit
        final class ListViewController: UIViewController {
            @objc func compose() {
                3️⃣present(UINavigationController(rootViewController: ComposeViewController()), animated: true)
            }
        }
        final class ComposeViewController: UIViewController {
            let field = UITextField()
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(save))
            }
            @objc func textChanged() {
                isModalInPresentation = !(field.text ?? "").isEmpty
            }
            @objc func save() {}
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣").isEmpty, "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣") == ["sheet-swipe-dismiss-unhandled"], "\(app.allFindings)")
            #expect(!app.allFindings.contains { $0.hasPrefix("sheet-swipe-dismiss-unhandled") && $0.contains("Compose.swift") }, "\(app.allFindings)")
        }
    }

    /// UIKit: a Done whose action method only dismisses (or only ends editing, on a text field's input
    /// accessory toolbar) keeps nothing, in Objective-C and Swift; one whose method saves first does.
    @Test func aDoneWhoseMethodOnlyClosesKeepsNothing() throws {
        try ScannedApp.each([
            ("App/Screens.h", """
            @interface HomeViewController : UIViewController
            @end
            @interface SettingsViewController : UITableViewController
            @property (nonatomic, strong) UITextField *timeoutField;
            @end
            """),
            ("App/Screens.m", """
            @implementation HomeViewController
            - (void)openSettings {
                SettingsViewController *settings = [SettingsViewController new];
                [self presentViewController:[[UINavigationController alloc] initWithRootViewController:settings] animated:YES completion:nil];
            }
            - (void)openProfile {
                1️⃣[self presentViewController:[[UINavigationController alloc] initWithRootViewController:[ProfileEditorViewController new]] animated:YES completion:nil];
            }
            @end
            @implementation SettingsViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.timeoutField = [UITextField new];
                self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemDone target:self action:@selector(doneAction:)];
                UIBarButtonItem *keyboardDone = [[UIBarButtonItem alloc] initWithTitle:@"Done" style:UIBarButtonItemStylePlain target:self action:@selector(timeoutDone:)];
                self.timeoutField.inputAccessoryView = [self toolbarWith:keyboardDone];
            }
            - (void)doneAction:(id)sender {
                [self.navigationController dismissViewControllerAnimated:YES completion:nil];
            }
            - (void)timeoutDone:(id)sender {
                [self.timeoutField resignFirstResponder];
            }
            @end
            """),
            ("App/Profile.swift", """
            final class ProfileEditorViewController: UIViewController {
                private let nameField = UITextField()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
                }
                @objc private func done() {
                    store.save(name: nameField.text)
                    dismiss(animated: true)
                }
            }
            """),
        ]) { app in
            #expect(app.allFindings.filter { $0.hasPrefix("sheet-swipe-dismiss-unhandled") } == ["sheet-swipe-dismiss-unhandled @ \(app.markers["1️⃣"] ?? "")"])
            #expect(!entry("  settings:", in: FormPurposeTests.screens(app.result.draft)).contains("\n    purpose:"))
            #expect(entry("  profileEditor:", in: FormPurposeTests.screens(app.result.draft)).contains("\n    purpose: form"))
        }
    }

    @Test func aCreateInTheFieldsRowAddsAtOnce() throws {
        try ScannedApp.each([("App/Views.swift", """
        import SwiftUI
        struct HomeView: View {
            @State private var tags = false
            @State private var renaming = false
            var body: some View {
                NavigationStack {
                    List { Text("Rooms") }
                        1️⃣.sheet(isPresented: $tags) { TagPicker() }
                        2️⃣.sheet(isPresented: $renaming) { RenameSheet() }
                }
            }
        }
        struct TagPicker: View {
            @State private var newTag = ""
            var body: some View {
                List {
                    HStack {
                        TextField("New tag", text: $newTag)
                        Button("Create") { createTag() }
                    }
                }
            }
            private func createTag() { newTag = "" }
        }
        struct RenameSheet: View {
            @Environment(\\.dismiss) private var dismiss
            @State private var name = ""
            var body: some View {
                Form {
                    HStack {
                        TextField("Name", text: $name)
                        Button("Save") { rename() }
                    }
                }
            }
            private func rename() { dismiss() }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣").isEmpty, "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣") == ["sheet-swipe-dismiss-unhandled"], "\(app.allFindings)")
        }
    }

    /// A form whose fields live in a view of the app's own that the screen makes (`loadView`, a property):
    /// the view's fields are the screen's, in Swift and Objective-C. A view nothing in the screen makes
    /// lends it nothing.
    @Test func fieldsInAViewTheScreenMakesAreItsInput() throws {
        func swift(_ made: String) -> [(String, String)] {
            [ScannedApp.stack(root: "ListViewController", declaring: []), ("App/Review.swift", """
            extension ListViewController {
                func write() {
                    1️⃣present(UINavigationController(rootViewController: ReviewViewController()), animated: true)
                }
            }
            final class ListViewController: UIViewController {}
            final class ReviewFormView: UIView {
                private let textField = UITextField()
            }
            final class ReviewViewController: UIViewController {
                \(made)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(save))
                }
                @objc func save() {}
            }
            """)]
        }
        try ScannedApp.each(swift("override func loadView() { view = ReviewFormView(frame: .zero) }")) { app in
            #expect(app.rules(at: "1️⃣") == ["sheet-swipe-dismiss-unhandled"], "\(app.allFindings)")
        }
        try ScannedApp.each(swift("var formView: ReviewFormView?")) { app in
            #expect(app.rules(at: "1️⃣").isEmpty, "\(app.allFindings)")
        }
        try ScannedApp.each([ScannedApp.stack(root: "ListViewController", declaring: ["ListViewController", "ReviewViewController"], objectiveC: true), ("App/Review.m", """
        @interface ReviewFormView : UIView
        @property (nonatomic, strong) UITextField *nameField;
        @end
        @implementation ListViewController
        - (void)write {
            1️⃣[self presentViewController:[[UINavigationController alloc] initWithRootViewController:[ReviewViewController new]] animated:YES completion:nil];
        }
        @end
        @implementation ReviewViewController
        - (void)loadView { self.view = [[ReviewFormView alloc] initWithFrame:CGRectZero]; }
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemSave target:self action:@selector(save)];
        }
        @end
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["sheet-swipe-dismiss-unhandled"], "\(app.allFindings)")
        }
    }

    /// An action that hands the typed input to whoever presented the form (`self.onDone(YES, configuration)`,
    /// one method away) keeps it, whatever its name says; a Cancel that reports only a flag and nil does not.
    @Test func anActionHandingTheInputBackIsASave() throws {
        try ScannedApp.each([ScannedApp.stack(root: "ListViewController", objectiveC: true), ("App/Config.m", """
        @interface ListViewController : UIViewController
        @end
        @implementation ListViewController
        - (void)add {
            ConfigViewController* vc = [[ConfigViewController alloc] init];
            vc.onDone = ^(BOOL success, Config * _Nullable configuration) { [self dismissViewControllerAnimated:YES completion:nil]; };
            1️⃣vc.modalPresentationStyle = UIModalPresentationFormSheet;
            [self presentViewController:vc animated:YES completion:nil];
        }
        - (void)filter {
            FilterViewController* vc = [[FilterViewController alloc] init];
            2️⃣vc.modalPresentationStyle = UIModalPresentationFormSheet;
            [self presentViewController:vc animated:YES completion:nil];
        }
        @end
        @interface ConfigViewController : UIViewController
        @property (weak, nonatomic) IBOutlet UITextField *textFieldHost;
        @end
        @implementation ConfigViewController
        - (IBAction)onCancel:(id)sender { self.onDone(NO, nil); }
        - (IBAction)onConnect:(id)sender { [self testAndFinish]; }
        - (void)testAndFinish {
            Config* configuration = [Config new];
            configuration.host = self.textFieldHost.text;
            [Provider.shared test:configuration completion:^(NSError * _Nonnull error) {
                dispatch_async(dispatch_get_main_queue(), ^{ self.onDone(YES, configuration); });
            }];
        }
        @end
        @interface FilterViewController : UIViewController
        @property (weak, nonatomic) IBOutlet UITextField *textFieldQuery;
        @end
        @implementation FilterViewController
        - (IBAction)onClose:(id)sender { self.onDone(NO, nil); }
        - (IBAction)onApply:(id)sender { self.onDone(YES, nil); }
        @end
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["sheet-swipe-dismiss-unhandled"], "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣") == [], "\(app.allFindings)")
        }
    }
}
