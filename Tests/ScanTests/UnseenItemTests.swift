import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts

/// A screen whose navigation bar is hidden while it is up shows none of its navigation item: a left
/// item or a hidden Back there changes nothing the user sees, and the swipe it would cost is the hidden
/// bar's to report, once. Each app is scanned as typed, with CRLF line ends and with non-ASCII text.
@Suite struct UnseenItemTests {
    @Test func itemsOfAScreenWithItsBarHiddenAreLeftOut() throws {
        try ScannedApp.each([ScannedApp.stack(pushing: ["GateViewController"]), ("App/GateViewController.swift", """
        class GateViewController: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                1️⃣navigationController?.setNavigationBarHidden(true, animated: animated)
                navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Exit", style: .plain, target: self, action: #selector(exit))
                navigationItem.hidesBackButton = true
            }
            @objc func exit() { navigationController?.popViewController(animated: true) }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["hidden-navigation-bar-disables-swipe"], "\(app.allFindings)")
            #expect(app.allFindings.count == 1, "\(app.allFindings)")
            #expect(!app.result.draft.contains("leftBarButtonItem"), "\(app.result.draft)")
        }
        try ScannedApp.each([ScannedApp.stack(pushing: ["GateViewController"], objectiveC: true), ("App/GateViewController.m", """
        @interface GateViewController : UIViewController
        @end
        @implementation GateViewController
        - (void)viewWillAppear:(BOOL)animated {
            [super viewWillAppear:animated];
            1️⃣[self.navigationController setNavigationBarHidden:YES animated:animated];
            self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:@"Exit" style:UIBarButtonItemStylePlain target:self action:@selector(exit)];
        }
        - (void)exit { [self.navigationController popViewControllerAnimated:YES]; }
        @end
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["hidden-navigation-bar-disables-swipe"], "\(app.allFindings)")
            #expect(app.allFindings.count == 1, "\(app.allFindings)")
        }
    }

    /// With the bar shown, the same left item is the finding.
    @Test func itemsOfAScreenWithItsBarShownStay() throws {
        try ScannedApp.each([ScannedApp.stack(pushing: ["GateViewController"]), ("App/GateViewController.swift", """
        class GateViewController: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                1️⃣navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Exit", style: .plain, target: self, action: #selector(exit))
            }
            @objc func exit() { navigationController?.popViewController(animated: true) }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["custom-left-item-disables-swipe"], "\(app.allFindings)")
        }
    }
}
