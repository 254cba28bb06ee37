import Testing
@testable import Scan
import TestSupport

/// A form presented as a sheet by several statements: each is a sheet of its own, which its own lock or
/// dismissal handler would answer, so the finding is reported at each, once per line.
@Suite struct PresentationPlacesTests {
    @Test func eachSwiftUISheetOfAFormIsReported() throws {
        func app(_ lock: String) -> [(String, String)] {
            [("App/Notes.swift", """
            import SwiftUI
            @main struct NotesApp: App {
                var body: some Scene { WindowGroup { NavigationStack { NoteList() } } }
            }
            struct NoteList: View {
                @State private var adding = false
                @State private var editing: Note?
                var body: some View {
                    List { Button("Add") { adding = true } }
                        1️⃣.sheet(isPresented: $adding) { NavigationStack { NoteEditor() } }
                        2️⃣.sheet(item: $editing) { _ in NavigationStack { NoteEditor() } }
                }
            }
            struct Note: Identifiable { let id: Int }
            struct NoteEditor: View {
                @State private var text = ""
                var body: some View {
                    Form { TextField("Text", text: $text) }
                        .toolbar { Button("Save") { save() } }
                        \(lock)
                }
                func save() {}
            }
            """)]
        }
        try ScannedApp.each(app("")) { app in
            #expect(app.rules(at: "1️⃣") == ["sheet-swipe-dismiss-unhandled"], "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣") == ["sheet-swipe-dismiss-unhandled"], "\(app.allFindings)")
        }
        // Two sheets on one line are one place.
        try ScannedApp.each([("App/Notes.swift", """
        import SwiftUI
        @main struct NotesApp: App {
            var body: some Scene { WindowGroup { NavigationStack { NoteList() } } }
        }
        struct NoteList: View {
            @State private var adding = false
            @State private var copying = false
            var body: some View {
                List { Button("Add") { adding = true } }.sheet(isPresented: $adding) { NoteEditor() }.sheet(isPresented: $copying) { NoteEditor() }
            }
        }
        struct NoteEditor: View {
            @State private var text = ""
            var body: some View {
                Form { TextField("Text", text: $text) }.toolbar { Button("Save") { save() } }
            }
            func save() {}
        }
        """)]) { app in
            #expect(app.allFindings.filter { $0.hasPrefix("sheet-swipe-dismiss-unhandled") }.count == 1, "\(app.allFindings)")
        }
        // The editor's own lock holds in every sheet that shows it.
        try ScannedApp.each(app(".interactiveDismissDisabled(!text.isEmpty)")) { app in
            #expect(app.allFindings.allSatisfy { !$0.contains("sheet-swipe-dismiss-unhandled") }, "\(app.allFindings)")
        }
    }

    /// One `.sheet(item:)` line that shows two forms, one of which another sheet shows too: the other
    /// line is that form's alone.
    @Test func aSharedSheetLineLendsNoScreenToAnotherLine() throws {
        try ScannedApp.each([("App/Notes.swift", """
        import SwiftUI
        @main struct NotesApp: App {
            var body: some Scene { WindowGroup { NavigationStack { NoteList() } } }
        }
        enum Editor: Identifiable {
            case note, tag
            var id: Int { hashValue }
        }
        struct NoteList: View {
            @State private var editor: Editor?
            @State private var tagging = false
            var body: some View {
                List { Button("Tag") { tagging = true } }
                    1️⃣.sheet(item: $editor) { editor in
                        switch editor {
                        case .note: NoteEditor()
                        case .tag: TagEditor()
                        }
                    }
                    2️⃣.sheet(isPresented: $tagging) { TagEditor() }
            }
        }
        struct NoteEditor: View {
            @State private var text = ""
            var body: some View {
                Form { TextField("Text", text: $text) }.toolbar { Button("Save") { save() } }
            }
            func save() {}
        }
        struct TagEditor: View {
            @State private var name = ""
            var body: some View {
                Form { TextField("Name", text: $name) }.toolbar { Button("Save") { save() } }
            }
            func save() {}
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["sheet-swipe-dismiss-unhandled", "sheet-swipe-dismiss-unhandled"], "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣") == ["sheet-swipe-dismiss-unhandled"], "\(app.allFindings)")
        }
    }

    @Test func eachUIKitPresentationOfAFormIsReportedInItsOwnStyle() throws {
        try ScannedApp.each([ScannedApp.stack(root: "InboxViewController", objectiveC: true), ("App/Inbox.m", """
        #import <UIKit/UIKit.h>
        @interface InboxViewController : UIViewController
        @end
        @interface ComposeViewController : UIViewController
        @property (nonatomic, strong) UITextField *subject;
        @end
        @implementation InboxViewController
        - (void)compose {
            UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:[[ComposeViewController alloc] init]];
            1️⃣[self presentViewController:nav animated:YES completion:nil];
        }
        - (void)reply {
            UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:[[ComposeViewController alloc] init]];
            2️⃣[self presentViewController:nav animated:YES completion:nil];
        }
        @end
        @implementation ComposeViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.subject = [[UITextField alloc] init];
            self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemSave target:self action:@selector(save)];
        }
        - (void)save {}
        @end
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["sheet-swipe-dismiss-unhandled"], "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣") == ["sheet-swipe-dismiss-unhandled"], "\(app.allFindings)")
        }
        // A presentation in another style is no sheet: only the sheets are reported.
        try ScannedApp.each([ScannedApp.stack(root: "InboxViewController"), ("App/Inbox.swift", """
        import UIKit
        final class InboxViewController: UIViewController {
            func compose() {
                let nav = UINavigationController(rootViewController: ComposeViewController())
                1️⃣nav.modalPresentationStyle = .formSheet
                present(nav, animated: true)
            }
            func reply() {
                let nav = UINavigationController(rootViewController: ComposeViewController())
                2️⃣nav.modalPresentationStyle = .fullScreen
                present(nav, animated: true)
            }
            func forward() {
                let nav = UINavigationController(rootViewController: ComposeViewController())
                3️⃣nav.modalPresentationStyle = .formSheet
                present(nav, animated: true)
            }
        }
        final class ComposeViewController: UIViewController {
            let subject = UITextField()
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(save))
            }
            @objc func save() {}
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["sheet-swipe-dismiss-unhandled"], "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣").isEmpty, "\(app.allFindings)")
            #expect(app.rules(at: "3️⃣") == ["sheet-swipe-dismiss-unhandled"], "\(app.allFindings)")
        }
    }
}
