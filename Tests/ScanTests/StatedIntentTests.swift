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

    /// The reader on its own: which statement each comment stands by, and which comments say it.
    @Test func theLinesACommentStandsBy() {
        let text = """
        func a() {
            // Disable swipe to go back here
            hide()
            show() // no swipe back while this runs
            /* users can't go back
               from this step */
            // (and keep it so)
            hide()
            // Re-enable the back swipe gesture
            show()
            let url = "https://example.com/swipe" // prevent nothing
        }
        """
        #expect(lines(text) == [3, 4, 8])
        #expect(lines("// prevent it\nhide()\n") == [])
        #expect(lines("// navlint:disable-next-line hidden-back-button-disables-swipe -- Done closes it\nhide()\n") == [])
        #expect(lines("// off: hidden-back-button-disables-swipe -- Done closes it\nhide()\n") == [])
        #expect(lines(text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")) == [3, 4, 8])
        #expect(lines("<!-- disable swipe -->", path: "Main.storyboard") == [])
    }

    private func lines(_ text: String, path: String = "A.swift") -> Set<Int> {
        let file = SourceFile(path: path, text: text)
        return StatedIntent.linesStoppingGoingBack(in: file, tokens: Lexer.tokens(of: text, dialect: file.kind.dialect))
    }
}
