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
        // A progress bar or HUD stopped as the screen leaves is an indicator, as a spinner is (bus-today's
        // `cancelSGProgress` on the navigation bar).
        try ScannedApp.each(app("StopViewController", """
        @interface StopViewController : UIViewController
        @end
        @implementation StopViewController
        - (void)viewWillDisappear:(BOOL)animated {
            [super viewWillDisappear:animated];
            [self.navigationController cancelSGProgress];
            [self hideProgressHUD];
        }
        - (void)hideProgressHUD {}
        @end
        """, objectiveC: true)) { app in
            #expect(!app.result.draft.contains("leaveHandler"), "\(app.result.draft)")
        }
        // The shared bar restyled as the screen leaves (LibGen's stretchy header); a recognizer taken off it is work.
        for (leaving, isTeardown) in [("navigationController?.navigationBar.removeTransparency()", false),
                                      ("navigationController?.navigationBar.removeGestureRecognizer(titleTap)", true)] {
            try ScannedApp.each(app("DetailsViewController", """
            class DetailsViewController: UIViewController {
                let titleTap = UITapGestureRecognizer()
                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    \(leaving)
                }
            }
            """)) { app in
                #expect(app.result.draft.contains("leaveHandler") == isTeardown, "\(app.result.draft)")
            }
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

    /// The screen's own helper is read for what it does: a timer it invalidates that appearing schedules
    /// again, or a property it clears that a getter makes again on first use, breaks nothing; a helper
    /// whose body shows no teardown scan knows keeps being judged by its name.
    @Test func ownHelpersAreJudgedByTheirBodies() throws {
        try ScannedApp.each(app("StopViewController", """
        @interface StopViewController : UIViewController
        @property (nonatomic, strong) NSTimer *refreshTimer;
        @property (nonatomic, strong) RouteFilter *routeFilter;
        @end
        @implementation StopViewController
        - (void)viewWillAppear:(BOOL)animated {
            [super viewWillAppear:animated];
            self.refreshTimer = [NSTimer scheduledTimerWithTimeInterval:30 target:self selector:@selector(reload:) userInfo:nil repeats:YES];
        }
        - (void)viewWillDisappear:(BOOL)animated {
            [super viewWillDisappear:animated];
            self.routeFilter = nil;
            [self cancelTimers];
        }
        - (void)cancelTimers {
            [self.refreshTimer invalidate];
            self.refreshTimer = nil;
        }
        - (RouteFilter *)routeFilter {
            if (!_routeFilter) {
                _routeFilter = [[RouteFilter alloc] init];
            }
            return _routeFilter;
        }
        - (void)reload:(NSTimer *)timer {}
        @end
        """, objectiveC: true)) { app in
            #expect(!app.result.draft.contains("leaveHandler"), "\(app.result.draft)")
            #expect(app.allFindings == [])
        }
        // The same helper that also invalidates a timer nothing starts again, and a helper named for
        // ending a call whose body scan cannot read as teardown.
        try ScannedApp.each(app("StopViewController", """
        @interface StopViewController : UIViewController
        @property (nonatomic, strong) NSTimer *refreshTimer;
        @property (nonatomic, strong) NSTimer *alertTimer;
        @end
        @implementation StopViewController
        - (void)viewWillAppear:(BOOL)animated {
            [super viewWillAppear:animated];
            self.refreshTimer = [NSTimer scheduledTimerWithTimeInterval:30 target:self selector:@selector(reload:) userInfo:nil repeats:YES];
        }
        - (void)viewWillDisappear:(BOOL)animated {
            [super viewWillDisappear:animated];
            1️⃣[self cancelTimers];
        }
        - (void)cancelTimers {
            [self.refreshTimer invalidate];
            [self.alertTimer invalidate];
        }
        - (void)reload:(NSTimer *)timer {}
        @end
        """, objectiveC: true)) { app in
            #expect(app.rules(at: "1️⃣") == ["pop-side-effect-before-completion"], "\(app.allFindings)")
        }
        try ScannedApp.each(app("CallViewController", """
        class CallViewController: UIViewController {
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                1️⃣handleCallClose()
            }
            func handleCallClose() {
                CallManager.shared.completeCall(reportToPeer: true)
            }
        }
        """)) { app in
            #expect(app.rules(at: "1️⃣") == ["pop-side-effect-before-completion"], "\(app.allFindings)")
        }
    }

    /// The bar hidden as the screen goes, for the screen below: after an abandoned swipe this one stays up
    /// without it, unless appearing shows it again.
    @Test(arguments: [false, true])
    func aBarHiddenAsTheScreenGoesIsTeardownUnlessAppearingShowsIt(_ shownOnAppearing: Bool) throws {
        try ScannedApp.each(app("CountryViewController", """
        class CountryViewController: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                \(shownOnAppearing ? "navigationController?.setNavigationBarHidden(false, animated: animated)" : "title = \"Country\"")
            }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                1️⃣navigationController?.setNavigationBarHidden(true, animated: false)
            }
        }
        """)) { app in
            #expect(app.rules(at: "1️⃣") == (shownOnAppearing ? [] : ["pop-side-effect-before-completion"]), "\(app.allFindings)")
        }
    }

    /// A helper that lets go of what the screen holds (`channel = nil`) leaves it let go of, though appearing
    /// calls a helper of the matching name (`bindEvents()`, which returns at once without the channel);
    /// appearing that sets the channel again makes it whole.
    @Test(arguments: [false, true])
    func aHelperThatClearsAPropertyAppearingNeverSetsIsTeardown(_ setOnAppearing: Bool) throws {
        try ScannedApp.each(app("LogViewController", """
        class LogViewController: UIViewController {
            var channel: EventChannel?
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                \(setOnAppearing ? "channel = EventHub.shared.channel(for: build)" : "title = \"Log\"")
                bindEvents()
            }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                1️⃣unbindEvents()
            }
            func bindEvents() {
                guard let channel = channel else { return }
                channel.bind(.append) { _ in }
            }
            func unbindEvents() {
                channel?.unbindAll()
                channel = nil
            }
        }
        """)) { app in
            #expect(app.rules(at: "1️⃣") == (setOnAppearing ? [] : ["pop-side-effect-before-completion"]), "\(app.allFindings)")
        }
    }
}
