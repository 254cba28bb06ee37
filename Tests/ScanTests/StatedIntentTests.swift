import Testing
@testable import Scan
@testable import ScanFacts

/// A hidden Back or bar beside a comment that says it is meant to stop the user going back (batch 24's
/// Raivo: `// The setup is done, prevent back swiping`) is the author's choice: a note, not a finding. A
/// comment that says something else, or a hide with none, is still reported.
@Suite struct StatedIntentTests {
    /// The comment stands on the line above, in Swift; the same hide under a comment about loading is
    /// reported.
    @Test func aSwiftCommentAboveTheHideSaysItIsMeant() throws {
        try ScannedApp.each([ScannedApp.stack(pushing: ["FinishViewController", "LoadingViewController"]), ("App/Setup.swift", """
        import UIKit
        final class FinishViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                // The setup is done, prevent back swiping

                1️⃣navigationItem.hidesBackButton = true
            }
        }
        final class LoadingViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                // Hidden while the list loads, shown again below.
                2️⃣navigationItem.hidesBackButton = true
            }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == [], "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣") == ["hidden-back-button-disables-swipe"], "\(app.allFindings)")
            #expect(app.result.notes.contains { $0.message.contains("a comment says going back is meant to be stopped") }, "\(app.result.notes)")
        }
    }

    /// Objective-C, a comment after the statement on its own line, in Chinese, and a bar hidden the same way.
    @Test func anObjectiveCTrailingCommentCountsInEitherLanguage() throws {
        try ScannedApp.each([ScannedApp.stack(pushing: ["PayResultViewController", "ScanViewController"], objectiveC: true), ("App/Pay.m", """
        @interface PayResultViewController : UIViewController
        @end
        @implementation PayResultViewController
        - (void)viewWillAppear:(BOOL)animated {
            [super viewWillAppear:animated];
            1️⃣[self.navigationController setNavigationBarHidden:YES animated:animated]; // 支付完成，禁止侧滑返回
        }
        @end
        @interface ScanViewController : UIViewController
        @end
        @implementation ScanViewController
        - (void)viewWillAppear:(BOOL)animated {
            [super viewWillAppear:animated];
            /* full-screen camera: no bar */
            2️⃣[self.navigationController setNavigationBarHidden:YES animated:animated];
        }
        @end
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == [], "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣") == ["hidden-navigation-bar-disables-swipe"], "\(app.allFindings)")
        }
    }

    /// A bar hidden on purpose still hides the items of the screen's navigation item: its hidden Back is
    /// not reported in the bar's place; a Back hidden on purpose under a bar its stack hides leaves the
    /// stack's hidden bar reported, not a left item nobody sees (batch 24's review).
    @Test func aHideOnPurposeLeavesTheOtherBarFactsAsTheyWere() throws {
        try ScannedApp.each([ScannedApp.stack(pushing: ["DoneViewController"]), ("App/Done.swift", """
        import UIKit
        final class DoneViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                1️⃣navigationItem.hidesBackButton = true
            }
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                // Setup finished: prevent going back
                navigationController?.setNavigationBarHidden(true, animated: animated)
            }
        }
        """)]) { app in
            #expect(app.allFindings == [], "\(app.allFindings)")
        }
        try ScannedApp.each([("App/Launch.swift", """
        import UIKit
        class SceneDelegate: UIResponder {
            var window: UIWindow?
            func start() { window?.rootViewController = UINavigationController(rootViewController: HomeViewController()) }
        }
        class HomeViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                1️⃣navigationController?.setNavigationBarHidden(true, animated: false)
            }
            @objc func open() { navigationController?.pushViewController(ReceiptViewController(), animated: true) }
        }
        final class ReceiptViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                // Paid: prevent going back to the payment form
                navigationItem.hidesBackButton = true
                2️⃣navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Done", style: .plain, target: self, action: #selector(done))
            }
            @objc func done() { navigationController?.popViewController(animated: true) }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["hidden-navigation-bar-disables-swipe"], "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣") == [], "\(app.allFindings)")
        }
    }

    /// SwiftUI modifiers read the same way: a comment above `.navigationBarBackButtonHidden(true)` or
    /// `.toolbar(.hidden, for: .navigationBar)` that says going back is stopped leaves them out with a note;
    /// the same modifiers under a comment about layout are reported.
    @Test func aSwiftUIModifierUnderAnIntentCommentIsTheAuthorsChoice() throws {
        try ScannedApp.each([("App/Pay.swift", """
        import SwiftUI
        struct PayView: View {
            var body: some View {
                NavigationStack {
                    List {
                        NavigationLink("Receipt") { ReceiptView() }
                        NavigationLink("Done") { DoneView() }
                        NavigationLink("Photo") { PhotoView() }
                        NavigationLink("Map") { MapView() }
                    }
                }
            }
        }
        struct ReceiptView: View {
            var body: some View {
                Text("Paid")
                    // The payment is sent: prevent going back to the form
                    1️⃣.navigationBarBackButtonHidden(true)
            }
        }
        struct DoneView: View {
            var body: some View {
                Text("Done")
                    2️⃣.toolbar(.hidden, for: .navigationBar) // 支付完成，禁止侧滑返回
            }
        }
        struct PhotoView: View {
            var body: some View {
                Text("Photo")
                    // Full-bleed photo, Back is drawn by the image overlay
                    3️⃣.navigationBarBackButtonHidden(true)
            }
        }
        struct MapView: View {
            var body: some View {
                Text("Map")
                    4️⃣.toolbar(.hidden, for: .navigationBar) // edge to edge
            }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == [], "\(app.allFindings)")
            #expect(app.notes(at: "1️⃣").contains { $0.contains("a comment says going back is meant to be stopped") }, "\(app.notes(at: "1️⃣"))")
            #expect(app.rules(at: "2️⃣") == [], "\(app.allFindings)")
            #expect(app.rules(at: "3️⃣") == ["hidden-back-button-disables-swipe"], "\(app.allFindings)")
            #expect(app.rules(at: "4️⃣") == ["hidden-navigation-bar-disables-swipe"], "\(app.allFindings)")
        }
    }

    /// The reader on its own: which statement each comment stands by, and which comments say it.
    @Test func theLinesACommentStandsBy() {
        let text = """
        func a() {
            // Disable swipe to go back here
            navigationItem.hidesBackButton = true
            navigationItem.setHidesBackButton(true, animated: false) // prevent swipe back while this runs
            /* block going back
               from this step */
            // (and keep it so)
            navigationController?.isNavigationBarHidden = true
            // Re-enable the back swipe gesture
            navigationItem.hidesBackButton = false
            let url = "https://example.com/swipe" // prevent nothing
            let banner = \"\"\"
                Upload in progress
                \"\"\" // banner: no longer prevent swipe-back wording
            navigationItem.hidesBackButton = true
        }
        """
        #expect(lines(text) == [3, 4, 8])
        #expect(lines("// prevent it\nnavigationItem.hidesBackButton = true\n") == [])
        #expect(lines(text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")) == [3, 4, 8])
        // Only the statements that hide Back or the bar are read for it.
        #expect(lines("// Disable swipe to go back here\nshow()\n") == [])
        #expect(lines("<!-- disable swipe -->", path: "Main.storyboard") == [])
        // A directive, or a rule id, is no intent, and a statement a directive stands by is left to it.
        #expect(lines("// navlint:disable-next-line hidden-back-button-disables-swipe -- Done closes it\nnavigationItem.hidesBackButton = true\n") == [])
        #expect(lines("// The setup is done, prevent back swiping\n// navlint:disable-next-line hidden-back-button-disables-swipe\nnavigationItem.hidesBackButton = true\n") == [])
        #expect(lines("// The setup is done, prevent back swiping\nnavigationItem.hidesBackButton = true\n") == [2])
    }

    /// Which comments say going back is stopped on purpose: a plain phrasing does; one that mentions
    /// swipes, says the opposite, or tracks a bug or a task does not (batch 24's review).
    @Test(arguments: [
        ("the setup is done, prevent back swiping", true), ("don't allow the back swipe gesture in the location controller", true),
        ("禁止侧滑返回", true), ("支付完成，禁用右滑返回", true),
        ("todo: no swipe gesture tests yet", false), ("hide the bar so the card deck's swipe gestures don't collide with it", false),
        ("list rows: no swipe actions, see rowcell", false), ("don't disable swipe back here: people rely on it", false),
        ("going back must not be blocked on this screen", false), ("bug #88: users can't swipe back here", false),
        ("todo: 修复隐藏导航栏后侧滑返回被禁用的问题", false), ("这里不要禁止侧滑返回，用户需要它", false),
        ("history: v2.3 blocked the back swipe here; v2.4 removed that.", false),
        ("prevent the keyboard from covering the field. later the user may go back", false),
    ])
    func whichCommentsSayIt(_ text: String, says: Bool) {
        #expect(StatedIntent.saysItStopsGoingBack(text) == says)
    }

    private func lines(_ text: String, path: String = "A.swift") -> Set<Int> {
        let file = SourceFile(path: path, text: text)
        return StatedIntent.linesStoppingGoingBack(in: file, tokens: Lexer.tokens(of: text, dialect: file.kind.dialect))
    }
}
