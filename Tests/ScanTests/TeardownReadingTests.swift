import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
/// Teardown as a screen starts to leave (issue 22, part 2): only work that nothing redoes and that
/// leaves the screen broken if it stays counts; paired and harmless work does not. Each app is scanned
/// as typed, with CRLF line ends and with non-ASCII text.
@Suite struct TeardownReadingTests {
    /// A stack whose root pushes `screen`, and the screen's own file.
    private func app(_ screen: String, _ code: String, objectiveC: Bool = false) -> [(String, String)] {
        [ScannedApp.stack(pushing: [screen], objectiveC: objectiveC), ("App/\(screen).\(objectiveC ? "m" : "swift")", code)]
    }

    @Test func workThatAppearingRedoesOrThatOnlyReportsIsNoTeardown() throws {
        try ScannedApp.each(app("ChatViewController", """
        class ChatViewController: UIViewController {
            var timer: Timer?
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .chatChanged, object: nil)
                timer = Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { _ in self.refresh() }
                userActivity?.becomeCurrent()
                startListeningForChanges()
            }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                NotificationCenter.default.removeObserver(self)
                timer?.invalidate()
                userActivity?.resignCurrent()
                stopListeningForChanges()
                Analytics.track(.chatDismissed)
                saveDraft()
                view.endEditing(true)
            }
            @objc func refresh() {}
            func startListeningForChanges() {}
            func stopListeningForChanges() {}
            func saveDraft() {}
        }
        """)) { app in
            #expect(!app.result.draft.contains("leaveHandler"), "\(app.result.draft)")
            #expect(app.allFindings == [])
        }
        try ScannedApp.each(app("ArticleViewController", """
        @interface ArticleViewController : UIViewController
        @end
        @implementation ArticleViewController
        - (void)viewWillAppear:(BOOL)animated {
            [super viewWillAppear:animated];
            [MobClick beginLogPageView:@"article"];
            if (!self.webView.loading) [self.webView reload];
        }
        - (void)viewWillDisappear:(BOOL)animated {
            [super viewWillDisappear:animated];
            [MobClick endLogPageView:@"article"];
            [self.view endEditing:YES];
            [self.webView stopLoading];
        }
        @end
        """, objectiveC: true)) { app in
            #expect(!app.result.draft.contains("leaveHandler"), "\(app.result.draft)")
            #expect(app.allFindings == [])
        }
    }

    @Test func workNothingRedoesIsTeardown() throws {
        try ScannedApp.each(app("PlayerViewController", """
        class PlayerViewController: UIViewController {
            let player = AVPlayer()
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                1️⃣player.pause()
            }
        }
        """)) { app in
            #expect(app.rules(at: "1️⃣") == ["pop-side-effect-before-completion"], "\(app.allFindings)")
        }
        try ScannedApp.each(app("LiveViewController", """
        @interface LiveViewController : UIViewController
        @property (nonatomic, strong) LiveSocket *socket;
        @end
        @implementation LiveViewController
        - (void)viewWillDisappear:(BOOL)animated {
            [super viewWillDisappear:animated];
            1️⃣[self.socket disconnect];
            self.socket = nil;
        }
        @end
        """, objectiveC: true)) { app in
            #expect(app.rules(at: "1️⃣") == ["pop-side-effect-before-completion"], "\(app.allFindings)")
        }
    }

    /// A view taken off the bar and added back as the screen appears, and the app's shared audio player
    /// stopped, leave nothing broken after an abandoned swipe.
    @Test func aViewAddedBackOrSharedAudioStoppedIsNoTeardown() throws {
        try ScannedApp.each(app("WebViewController", """
        class WebViewController: UIViewController {
            let progressView = UIProgressView()
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                navigationController?.navigationBar.addSubview(progressView)
            }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                progressView.removeFromSuperview()
                AudioManager.shared.stopAll()
            }
        }
        """)) { app in
            #expect(!app.result.draft.contains("leaveHandler"), "\(app.result.draft)")
            #expect(app.allFindings == [])
        }
        try ScannedApp.each(app("ConversationViewController", """
        @interface ConversationViewController : UIViewController
        @property (nonatomic, strong) UIView *titleView;
        @end
        @implementation ConversationViewController
        - (void)viewWillAppear:(BOOL)animated {
            [super viewWillAppear:animated];
            [self.navigationController.navigationBar addSubview:self.titleView];
        }
        - (void)viewWillDisappear:(BOOL)animated {
            [super viewWillDisappear:animated];
            [self.titleView removeFromSuperview];
            [[AudioManager shared] stopAll];
        }
        @end
        """, objectiveC: true)) { app in
            #expect(!app.result.draft.contains("leaveHandler"), "\(app.result.draft)")
            #expect(app.allFindings == [])
        }
        // A shared video player paused, and the view removed but never added back, are still teardown.
        try ScannedApp.each(app("ClipViewController", """
        class ClipViewController: UIViewController {
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                1️⃣VideoPlayerManager.shared.pause()
            }
        }
        """)) { app in
            #expect(app.rules(at: "1️⃣") == ["pop-side-effect-before-completion"], "\(app.allFindings)")
        }
        try ScannedApp.each(app("BannerViewController", """
        @interface BannerViewController : UIViewController
        @property (nonatomic, strong) UIView *banner;
        @end
        @implementation BannerViewController
        - (void)viewWillDisappear:(BOOL)animated {
            [super viewWillDisappear:animated];
            1️⃣[self.banner removeFromSuperview];
        }
        @end
        """, objectiveC: true)) { app in
            #expect(app.rules(at: "1️⃣") == ["pop-side-effect-before-completion"], "\(app.allFindings)")
        }
    }
}
