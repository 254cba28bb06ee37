import Testing
@testable import Scan

/// Causes of misses batch 26's first run showed (miataru), each built as a mechanism: a SwiftUI view type
/// named in lower case, and a sheet whose content is unwrapped by an `if let` whose condition calls a method.
/// Reading those sheets showed two more kinds that lose nothing to a swipe down (Vernissage, Sora): a view
/// that types into its presenter's value, and a picker whose rows choose and close. MUDRammer's editors
/// showed three more: an item set only on iPhone, a library base class known by its subclasses' life cycle,
/// and a category method that wraps any screen in a navigation controller.
@Suite struct BatchTwentySixMechanismTests {
    private static func app(view: String, content: String) -> String {
        """
        import SwiftUI
        @main struct DemoApp: App {
            var body: some Scene { WindowGroup { DevicesView() } }
        }
        struct Device: Identifiable { let id: Int; var name: String }
        struct DevicesView: View {
            @State private var devices: [Device] = []
            @State private var editing: Device? = nil
            var body: some View {
                NavigationStack {
                    List(devices) { device in Text(device.name) }
                        1️⃣.sheet(item: $editing) { device in
        \(content)
                        }
                }
            }
        }
        struct \(view): View {
            @Binding var device: Device
            @State private var name = ""
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                NavigationView {
                    Form { TextField("Name", text: $name) }
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                            ToolbarItem(placement: .confirmationAction) { Button("Save") { device.name = name; dismiss() } }
                        }
                }
            }
        }
        """
    }

    /// `iPhone_EditDeviceView(...)`: a platform prefix in lower case does not make the view a function.
    @Test(arguments: ["EditDeviceView", "iPhone_EditDeviceView"])
    func aViewTypeNamedInLowerCaseIsStillAView(_ view: String) throws {
        try ScannedApp.each([("App/Devices.swift", Self.app(view: view, content: """
                            \(view)(device: $devices[0])
        """))]) { app in
            #expect(app.rules(at: "1️⃣") == ["sheet-swipe-dismiss-unhandled"], "\(app.allFindings)")
            #expect(app.result.app.screen("devicesView")?.entity[\.presents] == [String(view.prefix(1).lowercased() + view.dropFirst())], "\(app.result.draft)")
        }
    }

    /// The brace after a condition that calls a method or reads a member opens the branch's views, also
    /// when the call takes a closure; a call's own trailing closure (`Button("Done") { }`) is still skipped.
    @Test(arguments: [
        "if let index = devices.firstIndex(where: { $0.id == device.id }) {",
        "if let index = devices.firstIndex(of: device.id) {",
        "if let first = devices.first {",
        "if devices.isEmpty == false, let index = devices.indices.first {",
    ])
    func aConditionsCallDoesNotHideTheBranchsView(_ condition: String) throws {
        try ScannedApp.each([("App/Devices.swift", Self.app(view: "EditDeviceView", content: """
                            \(condition)
                                EditDeviceView(device: $devices[0])
                            }
        """))]) { app in
            #expect(app.rules(at: "1️⃣") == ["sheet-swipe-dismiss-unhandled"], "\(app.allFindings)")
        }
        // A trailing closure after a block closed on the line before is not a branch: its content is an action.
        try ScannedApp.each([("App/Devices.swift", Self.app(view: "EditDeviceView", content: """
                            if devices.isEmpty {
                                Text("None")
                            }
                            Button("Open") {
                                EditDeviceView(device: $devices[0])
                            }
        """))]) { app in
            #expect(app.rules(at: "1️⃣").isEmpty, "\(app.allFindings)")
        }
    }

    private static func sheetApp(_ sheet: String) -> String {
        """
        import SwiftUI
        @main struct DemoApp: App {
            var body: some Scene { WindowGroup { ComposeView() } }
        }
        struct Attachment: Identifiable { let id: Int; var caption: String }
        struct ComposeView: View {
            @State private var attachments: [Attachment] = []
            @State private var editing: Attachment? = nil
            var body: some View {
                NavigationStack {
                    List(attachments) { attachment in Text(attachment.caption) }
                        1️⃣.sheet(item: $editing) { attachment in
                            DetailsSheet(attachment: $attachments[0])
                        }
                }
            }
        }
        \(sheet)
        """
    }

    /// A sheet that types into the value its presenter handed it (`@Binding var attachment`) keeps every
    /// keystroke; with a Cancel beside its Done, or typing into a copy of its own, a swipe down loses input.
    @Test(arguments: [(false, "@Binding", false), (true, "@State", false), (true, "@Binding", true)])
    func aSheetTypingIntoItsPresentersValueLosesNothing(_ flagged: Bool, _ wrapper: String, _ cancels: Bool) throws {
        let cancel = cancels ? "ToolbarItem(placement: .cancellationAction) { Button(\"Cancel\") { dismiss() } }" : ""
        try ScannedApp.each([("App/Compose.swift", Self.sheetApp("""
        struct DetailsSheet: View {
            \(wrapper) var attachment: Attachment
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                NavigationStack {
                    Form { TextField("Caption", text: $attachment.caption) }
                        .toolbar {
                            \(cancel)
                            ToolbarItem(placement: .confirmationAction) { Button("Done") { save(); dismiss() } }
                        }
                }
            }
            func save() {}
        }
        """).replacingOccurrences(of: "DetailsSheet(attachment: $attachments[0])", with: wrapper == "@State" ? "DetailsSheet(attachment: attachment)" : "DetailsSheet(attachment: $attachments[0])"))]) { app in
            #expect(app.rules(at: "1️⃣") == (flagged ? ["sheet-swipe-dismiss-unhandled"] : []), "\(app.allFindings)")
        }
    }

    /// A picker whose rows each choose and close it, with a field to name a new item behind a button, is no
    /// form; the same field and Create without the rows are one.
    @Test(arguments: [true, false])
    func aPickerWhoseRowsChooseAndCloseIsNoForm(_ rows: Bool) throws {
        let list = rows ? """
                        ForEach(collections, id: \\.self) { collection in
                            Button(action: { add(to: collection); dismiss() }) { Text(collection) }
                        }
        """ : ""
        try ScannedApp.each([("App/Compose.swift", Self.sheetApp("""
        struct DetailsSheet: View {
            @Binding var attachment: Attachment
            @State private var collections: [String] = []
            @State private var newName = ""
            @State private var naming = false
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                NavigationView {
                    List {
                        if naming {
                            HStack {
                                TextField("Name", text: $newName)
                                Button("Create") { add(to: newName); dismiss() }
                            }
                        }
        \(list)
                    }
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                        ToolbarItem(placement: .primaryAction) { Button("New") { naming.toggle() } }
                    }
                }
            }
            func add(to collection: String) {}
        }
        """))]) { app in
            #expect(app.rules(at: "1️⃣") == (rows ? [] : ["sheet-swipe-dismiss-unhandled"]), "\(app.allFindings)")
        }
    }

    /// The iPhone's branch of a test of the device's idiom runs wherever the screen is pushed on an iPhone;
    /// the iPad's is still a condition scan cannot decide (an iPad-only item often goes with a popover).
    @Test(arguments: [
        ("if (![[UIDevice currentDevice] isIPad]) {", true),
        ("if (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPhone) {", true),
        ("if (![[UIDevice currentDevice] isIPad] || self.navigationController.viewControllers.count == 1) {", true),
        ("if ([[UIDevice currentDevice] isIPad]) {", false),
        ("if (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad) {", false),
    ])
    func theIPhonesBranchOfAnIdiomTestHolds(_ condition: String, _ flagged: Bool) throws {
        try ScannedApp.each([ScannedApp.stack(pushing: ["EditorViewController"], objectiveC: true), ("App/Editor.m", """
        @interface EditorViewController : UIViewController
        @end
        @implementation EditorViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            \(condition)
                1️⃣self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemCancel target:self action:@selector(cancel:)];
            }
        }
        - (void)cancel:(id)sender { [self.navigationController popViewControllerAnimated:YES]; }
        @end
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == (flagged ? ["custom-left-item-disables-swipe"] : []), "\(app.allFindings)")
        }
        try ScannedApp.each([ScannedApp.stack(pushing: ["EditorViewController"]), ("App/Editor.swift", """
        final class EditorViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                if UIDevice.current.userInterfaceIdiom == \(flagged ? ".phone" : ".pad") {
                    1️⃣navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
                }
            }
            @objc func cancel() { navigationController?.popViewController(animated: true) }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == (flagged ? ["custom-left-item-disables-swipe"] : []), "\(app.allFindings)")
        }
    }

    /// A class under a library base whose name says nothing (`QuickDialogController`) is a screen when a class
    /// of the sources below the base overrides a view controller's life cycle; without one it is no screen.
    @Test(arguments: [true, false])
    func aLibraryBaseIsAViewControllerByItsSubclassesLifeCycle(_ overrides: Bool) throws {
        let lifeCycle = overrides ? "- (void)viewWillAppear:(BOOL)animated { [super viewWillAppear:animated]; }" : "- (void)reload { }"
        try ScannedApp.each([ScannedApp.stack(pushing: ["WorldEditor"], objectiveC: true), ("App/WorldEditor.m", """
        @interface FormController : QuickDialogController
        @end
        @implementation FormController
        \(lifeCycle)
        @end
        @interface WorldEditor : FormController
        @end
        @implementation WorldEditor
        - (instancetype)init {
            if ((self = [super init])) {
                1️⃣self.navigationItem.hidesBackButton = YES;
            }
            return self;
        }
        @end
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == (overrides ? ["hidden-back-button-disables-swipe"] : []), "\(app.allFindings)")
        }
        // A view model's own `viewDidLoad()` hook, which calls no view controller's, makes its base no view controller.
        try ScannedApp.each([ScannedApp.stack(pushing: ["DetailViewController"], declaring: ["DetailViewController"]), ("App/Model.swift", """
        final class FolderModel: ObservableObject {
            func viewDidLoad() { \(overrides ? "super.viewDidLoad()" : "load()") }
            func load() {}
        }
        """)]) { app in
            #expect((app.result.app.screen("folderModel") != nil) == overrides, "\(app.result.draft)")
        }
    }

    /// A method of a category or extension of UIKit's view controller that wraps `self` in a navigation
    /// controller makes a stack for each screen it is called on (`[settings wrappedNavigationController]`,
    /// also on a local named in capitals); what that screen pushes is on that stack.
    @Test func aCategoryThatWrapsSelfMakesAStackOfItsReceiver() throws {
        try ScannedApp.each([ScannedApp.stack(declaring: ["HomeViewController"], objectiveC: true), ("App/Settings.m", """
        @implementation UIViewController (Wrapping)
        - (UINavigationController *)wrappedNavigationController {
            return [[UINavigationController alloc] initWithRootViewController:self];
        }
        @end
        @implementation HomeViewController
        - (void)openSettings {
            SettingsViewController *SVC = [[SettingsViewController alloc] init];
            UINavigationController *nav = [SVC wrappedNavigationController];
            [self presentViewController:nav animated:YES completion:nil];
        }
        @end
        @interface SettingsViewController : UIViewController
        @end
        @implementation SettingsViewController
        - (void)openAccount { [self.navigationController pushViewController:[[AccountViewController alloc] init] animated:YES]; }
        @end
        @interface AccountViewController : UIViewController
        @end
        @implementation AccountViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            1️⃣self.navigationItem.hidesBackButton = YES;
        }
        @end
        """)]) { app in
            #expect(app.result.app.screen("home")?.entity[\.presents] == ["settings"], "\(app.result.draft)")
            #expect(app.rules(at: "1️⃣") == ["hidden-back-button-disables-swipe"], "\(app.allFindings)")
        }
        try ScannedApp.each([ScannedApp.stack(), ("App/Settings.swift", """
        extension UIViewController {
            func wrappedInNavigation() -> UINavigationController {
                UINavigationController(rootViewController: self)
            }
        }
        final class HomeViewController: UIViewController {
            @objc func openSettings() {
                let settings = SettingsViewController()
                present(settings.wrappedInNavigation(), animated: true)
            }
        }
        final class SettingsViewController: UIViewController {
            @objc func openAccount() { navigationController?.pushViewController(AccountViewController(), animated: true) }
        }
        final class AccountViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                1️⃣navigationItem.hidesBackButton = true
            }
        }
        """)]) { app in
            #expect(app.result.app.screen("home")?.entity[\.presents] == ["settings"], "\(app.result.draft)")
            #expect(app.rules(at: "1️⃣") == ["hidden-back-button-disables-swipe"], "\(app.allFindings)")
        }
    }

    /// A bar hidden on a navigation controller made around a screen that pushes nothing is hidden on a stack
    /// of one screen (breadwallet's PIN prompt): the same class pushed on another stack keeps its bar there.
    /// A root that pushes hands the hidden bar on to what it pushes (`StackBarAndInitializerTests`).
    @Test(arguments: [false, true])
    func aBarHiddenOnAStackOfOneScreenHidesNothingToSwipeFrom(_ pinPushes: Bool) throws {
        try ScannedApp.each([ScannedApp.stack(pushing: ["PinViewController"]), ("App/Pin.swift", """
        final class Presenter {
            weak var top: UIViewController?
            func promptPin() {
                let pin = PinViewController()
                let nc = UINavigationController(rootViewController: pin)
                1️⃣nc.isNavigationBarHidden = true
                top?.present(nc, animated: true)
            }
        }
        final class PinViewController: UIViewController {
            @objc func help() { \(pinPushes ? "navigationController?.pushViewController(HelpViewController(), animated: true)" : "print(\"help\")") }
        }
        final class HelpViewController: UIViewController {}
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == (pinPushes ? ["hidden-navigation-bar-disables-swipe"] : []), "\(app.allFindings)")
        }
    }

    /// A main-queue hop in a system picker's answer (the document camera's Save, a photo picked) runs on the
    /// user's tap in the picker, over a settled screen; the same hop in a download's completion waits for work.
    @Test(arguments: [true, false])
    func aPickersAnswerIsTheUsersTap(_ fromPicker: Bool) throws {
        let method = fromPicker
            ? "func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFinishWith scan: VNDocumentCameraScan) {"
            : "func downloaded(_ scan: Data) {"
        try ScannedApp.each([ScannedApp.stack(pushing: ["ScannerViewController"]), ("App/Scanner.swift", """
        final class ScannerViewController: UIViewController, VNDocumentCameraViewControllerDelegate {
            \(method)
                controller.dismiss(animated: true)
                DispatchQueue.main.async { [weak self] in
                    1️⃣self?.navigationController?.pushViewController(DocumentViewController(), animated: true)
                }
            }
        }
        final class DocumentViewController: UIViewController {}
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == (fromPicker ? [] : ["navigation-transition-overlap"]), "\(app.allFindings)")
        }
        let objectiveCMethod = fromPicker
            ? "- (void)imagePickerController:(UIImagePickerController *)picker didFinishPickingMediaWithInfo:(NSDictionary *)info {"
            : "- (void)requestFinished:(NSDictionary *)info {"
        try ScannedApp.each([ScannedApp.stack(pushing: ["PhotoViewController"], declaring: ["PhotoViewController", "CropViewController"], objectiveC: true), ("App/Photo.m", """
        @implementation PhotoViewController
        \(objectiveCMethod)
            dispatch_async(dispatch_get_main_queue(), ^{
                1️⃣[self.navigationController pushViewController:[[CropViewController alloc] init] animated:YES];
            });
        }
        @end
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == (fromPicker ? [] : ["navigation-transition-overlap"]), "\(app.allFindings)")
        }
    }

    /// A sheet bound to a hand-written binding whose setter runs code when the sheet goes hears of a swipe
    /// down as `onDismiss` would: written in place, or returned by a method of the model the view holds
    /// (Atwy's `SM.makeSheetBinding(.player)`). A setter that only stores the value hears nothing, also
    /// when it animates the store (Damus's zap sheet).
    @Test(arguments: ["inline", "model", "stores", "animates"])
    func aBindingWhoseSetterActsHandlesTheDismissal(_ form: String) throws {
        let binding: String
        switch form {
        case "inline": binding = "Binding(get: { model.editing }, set: { if !$0 { model.close() } })"
        case "model": binding = "model.makeBinding()"
        case "animates": binding = "Binding(get: { showing }, set: { shown in withAnimation(shown ? .easeIn(duration: 0.5) : .easeOut(duration: 0.1)) { showing = shown } })"
        default: binding = "Binding(get: { showing }, set: { showing = $0 })"
        }
        try ScannedApp.each([("App/Notes.swift", """
        import SwiftUI
        @main struct DemoApp: App {
            var body: some Scene { WindowGroup { NotesView() } }
        }
        final class NotesModel: ObservableObject {
            @Published var editing = false
            func close() { editing = false }
            func makeBinding() -> Binding<Bool> {
                Binding(get: { self.editing }, set: { newValue in
                    if !newValue { self.close() }
                })
            }
        }
        struct NotesView: View {
            @ObservedObject var model = NotesModel()
            @State private var showing = false
            var body: some View {
                NavigationStack {
                    List {}
                        1️⃣.sheet(isPresented: \(binding)) { NoteEditor() }
                }
            }
        }
        struct NoteEditor: View {
            @State private var text = ""
            var body: some View {
                TextEditor(text: $text)
                    .toolbar { Button("Save") { save() } }
            }
            func save() {}
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == (["stores", "animates"].contains(form) ? ["sheet-swipe-dismiss-unhandled"] : []), "\(app.allFindings)")
        }
    }
}
