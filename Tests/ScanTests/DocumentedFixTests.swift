import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
@testable import Format
import TestSupport

/// The fix a rule's page shows, pasted into the code as written, clears the finding (issue 35, item 3).
@Suite struct DocumentedFixTests {
    /// A pushed game screen that turns the edge swipe off while it shows, and `fix` beside it.
    private static func game(_ fix: String, objectiveC: Bool = false) -> [(String, String)] {
        if objectiveC {
            return [ScannedApp.stack(pushing: ["GameViewController"], objectiveC: true), ("App/GameViewController.m", """
            @interface GameViewController : UIViewController
            @end
            @implementation GameViewController
            - (void)viewDidAppear:(BOOL)animated {
                [super viewDidAppear:animated];
                1️⃣self.navigationController.interactivePopGestureRecognizer.enabled = NO;
            \(fix)
            }
            - (void)viewWillDisappear:(BOOL)animated {
                [super viewWillDisappear:animated];
                self.navigationController.interactivePopGestureRecognizer.enabled = YES;
            }
            @end
            """)]
        }
        return [ScannedApp.stack(pushing: ["GameViewController"]), ("App/GameViewController.swift", """
        import UIKit
        final class GameViewController: UIViewController {
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                1️⃣navigationController?.interactivePopGestureRecognizer?.isEnabled = false
        \(fix)
            }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                navigationController?.interactivePopGestureRecognizer?.isEnabled = true
            }
        }
        """)]
    }

    @Test func turningTheContentPopOffWithTheEdgeSwipeClearsPopDisableIncomplete() throws {
        // With no project file the SDK is 26, so the content pop exists.
        try ScannedApp.each(Self.game("")) { app in
            #expect(app.rules(at: "1️⃣") == ["pop-disable-incomplete"], "\(app.allFindings)")
        }
        try ScannedApp.each(Self.game("""
                if #available(iOS 26.0, *) {
                    navigationController?.interactiveContentPopGestureRecognizer?.isEnabled = false
                }
        """)) { app in
            #expect(app.rules(at: "1️⃣") == [], "\(app.allFindings)")
            #expect(app.result.draft.contains("contentPopDisabled: true"), "\(app.result.draft)")
        }
        try ScannedApp.each(Self.game("""
                if (@available(iOS 26.0, *)) {
                    self.navigationController.interactiveContentPopGestureRecognizer.enabled = NO;
                }
        """, objectiveC: true)) { app in
            #expect(app.rules(at: "1️⃣") == [], "\(app.allFindings)")
        }
    }
}
