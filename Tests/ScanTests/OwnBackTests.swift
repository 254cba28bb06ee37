import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
@testable import Format
import TestSupport

/// Back that does more than pop (issue 33, item 4): a left item in Back's place or an iOS 16
/// `backAction` whose action asks before leaving or saves first is the screen's own Back guard, which a
/// swipe skips. Reported where the swipe still works beside it; under UIKit's own delegate a left item
/// already kills the swipe, which custom-left-item-disables-swipe reports instead.
@Suite struct OwnBackTests {
    /// Swift: the app clears the pop delegate to keep the swipe, and the editor's Cancel asks first.
    @Test func aConfirmingCancelIsBypassedWhereTheSwipeStillWorks() throws {
        try ScannedApp.each([("App/Editor.swift", """
        import UIKit

        final class ListViewController: UITableViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationController?.interactivePopGestureRecognizer?.delegate = nil
            }
            func open() {
                navigationController?.pushViewController(EditorViewController(), animated: true)
                navigationController?.pushViewController(NoteViewController(), animated: true)
            }
        }

        final class EditorViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Cancel", style: .plain, target: self, action: #selector(cancel))
            }
            @objc private func cancel() {
                let alert = 1️⃣UIAlertController(title: "Discard changes?", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Discard", style: .destructive) { _ in
                    self.navigationController?.popViewController(animated: true)
                })
                present(alert, animated: true)
            }
        }

        final class NoteViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Back", style: .plain, target: self, action: #selector(back))
            }
            @objc private func back() {
                navigationController?.popViewController(animated: true)
            }
        }

        final class AppDelegate {
            func start(window: UIWindow) {
                window.rootViewController = UINavigationController(rootViewController: ListViewController())
            }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["back-interception-bypassed-by-swipe"], "\\(app.allFindings)")
            // A Back that only pops guards nothing.
            #expect(!app.allFindings.contains { $0.hasPrefix("back-interception-bypassed-by-swipe @ App/Editor.swift") && !$0.hasSuffix(app.markers["1️⃣"] ?? "") })
            #expect(!entry("  note:", in: app.result.draft).contains("backTapRuns"))
        }
    }

    /// Objective-C: `backAction` keeps the system Back and its swipe, and the action saves the draft
    /// before popping; a left item that asks first under UIKit's own delegate keeps the swipe off on
    /// purpose, so nothing bypasses it and the left item is no finding either.
    @Test func aSavingBackIsBypassedAndALeftItemUnderUIKitsDelegateIsNot() throws {
        try ScannedApp.each([
            ("App/Screens.h", """
            @interface ListViewController : UITableViewController
            @end
            @interface ComposeViewController : UIViewController
            @end
            @interface ReplyViewController : UIViewController
            @end
            """),
            ("App/Screens.m", """
            @implementation ListViewController
            - (void)open {
                [self.navigationController pushViewController:[ComposeViewController new] animated:YES];
                [self.navigationController pushViewController:[ReplyViewController new] animated:YES];
            }
            @end
            @implementation ComposeViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                __weak typeof(self) weakSelf = self;
                self.navigationItem.backAction = [UIAction actionWithHandler:^(UIAction *action) {
                    1️⃣[weakSelf.draft saveDraft];
                    [weakSelf.navigationController popViewControllerAnimated:YES];
                }];
            }
            @end
            @implementation ReplyViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                2️⃣self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:@"Cancel" style:UIBarButtonItemStylePlain target:self action:@selector(cancel:)];
            }
            - (void)cancel:(id)sender {
                UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Discard?" message:nil preferredStyle:UIAlertControllerStyleAlert];
                [self presentViewController:alert animated:YES completion:nil];
            }
            @end
            @implementation AppDelegate
            - (void)start {
                self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[ListViewController new]];
            }
            @end
            """),
        ]) { app in
            #expect(app.rules(at: "1️⃣") == ["back-interception-bypassed-by-swipe"], "\\(app.allFindings)")
            #expect(app.rules(at: "2️⃣") == [], "\\(app.allFindings)")
            #expect(entry("  reply:", in: app.result.draft).contains("backTapRuns: confirm"), "\\(app.result.draft)")
            #expect(app.allFindings.filter { $0.hasPrefix("back-interception-bypassed-by-swipe") }.count == 1, "\\(app.allFindings)")
        }
    }

    /// SwiftUI: a hidden Back and a leading Cancel that raises a discard dialog, on a stack whose pop
    /// delegate the app keeps (the common extension that brings the swipe back); a leading button that only
    /// dismisses is no guard. The dialog's flag set true or toggled raises it alike.
    /// The older `.navigationBarItems(leading:)` form puts the button in Back's place too.
    @Test(arguments: ["confirmDiscard = true", "if !text.isEmpty { confirmDiscard.toggle() } else { dismiss() }", "navigationBarItems"])
    func aSwiftUICancelThatAsksIsBypassedByTheRestoredSwipe(_ action: String) throws {
        let toolbar = action == "navigationBarItems"
            ? ".navigationBarItems(leading: 1️⃣Button(action: { confirmDiscard = true }) { Text(\"Back\") })"
            : "\n                    .toolbar {\n                        ToolbarItem(placement: .cancellationAction) {\n                            1️⃣Button(\"Cancel\") { \(action) }\n                        }\n                    }"
        try ScannedApp.each([("App/Notes.swift", """
        import SwiftUI

        extension UINavigationController: UIGestureRecognizerDelegate {
            override open func viewDidLoad() {
                super.viewDidLoad()
                interactivePopGestureRecognizer?.delegate = self
            }
            public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                viewControllers.count > 1
            }
        }

        struct NotesView: View {
            var body: some View {
                NavigationStack {
                    List {
                        NavigationLink("New") { EditorView() }
                        NavigationLink("About") { AboutView() }
                    }
                }
            }
        }

        struct EditorView: View {
            @Environment(\\.dismiss) private var dismiss
            @State private var text = ""
            @State private var confirmDiscard = false
            var body: some View {
                TextEditor(text: $text)
                    .navigationBarBackButtonHidden(true)\(toolbar)
                    .confirmationDialog("Discard?", isPresented: $confirmDiscard) {
                        Button("Discard", role: .destructive) { dismiss() }
                    }
            }
        }

        struct AboutView: View {
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                Text("About")
                    .navigationBarBackButtonHidden(true)
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) {
                            Button("Back") { dismiss() }
                        }
                    }
            }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["back-interception-bypassed-by-swipe"], "\(app.allFindings)")
            #expect(app.allFindings.filter { $0.hasPrefix("back-interception-bypassed-by-swipe") }.count == 1, "\(app.allFindings)")
        }
    }

    /// A Done in Back's place that hands the screen's result back before popping (a completion block given
    /// a value, a delegate message that passes one) is a save: the dead swipe keeps it from being skipped.
    /// A message that only passes the screen itself (`didFinish(self)`) hands nothing back.
    @Test func aDoneThatHandsTheResultBackIsASave() throws {
        func swift(_ done: String) -> [(String, String)] {
            [ScannedApp.stack(root: "ListViewController", pushing: ["PickerViewController"]), ("App/Picker.swift", """
            final class PickerViewController: UIViewController {
                var onPick: ((String) -> Void)?
                weak var delegate: PickerDelegate?
                var choice = ""
                override func viewDidLoad() {
                    super.viewDidLoad()
                    1️⃣navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
                }
                @objc private func done() {
                    \(done)
                    navigationController?.popViewController(animated: true)
                }
            }
            """)]
        }
        for handsBack in ["onPick?(choice)", "delegate?.picker(self, didPick: choice)"] {
            try ScannedApp.each(swift(handsBack)) { app in
                #expect(app.rules(at: "1️⃣").isEmpty, "\(handsBack): \(app.allFindings)")
            }
        }
        // Only the screen itself, a cancel, or another object's callback: nothing handed back.
        for reports in ["delegate?.pickerDidFinish(self)", "delegate?.pickerDidCancel(self, animated: true)", "onCancel?(choice)", "presenter.onPick(choice)"] {
            try ScannedApp.each(swift(reports)) { app in
                #expect(app.rules(at: "1️⃣") == ["custom-left-item-disables-swipe"], "\(reports): \(app.allFindings)")
            }
        }
        try ScannedApp.each([ScannedApp.stack(root: "ListViewController", pushing: ["ScheduleViewController"], objectiveC: true), ("App/Schedule.m", """
        @interface ScheduleViewController : UIViewController
        @property (nonatomic, copy) void (^completionHandler)(NSArray *schedules);
        @property (nonatomic, strong) NSArray *schedules;
        @end
        @implementation ScheduleViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            1️⃣self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemDone target:self action:@selector(doneTapped:)];
        }
        - (void)doneTapped:(id)sender {
            if (self.completionHandler) { self.completionHandler(self.schedules); }
            [self.navigationController popViewControllerAnimated:YES];
        }
        @end
        """)]) { app in
            #expect(app.rules(at: "1️⃣").isEmpty, "\(app.allFindings)")
        }
    }
}
