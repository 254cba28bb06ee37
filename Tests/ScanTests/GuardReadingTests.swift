import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
/// Guards read from what the code decides (issue 22, part 1): a guard is a check that decides what
/// `gestureRecognizerShouldBegin` returns, or a switch of the gesture that covers the transitions it
/// claims to; naming the depth or `transitionCoordinator` is no guard. Each app is scanned as typed,
/// with CRLF line ends and with non-ASCII text.
@Suite struct GuardReadingTests {
    /// A stack of class `navigation` whose root pushes a detail screen.
    private func stack(_ navigation: String, objectiveC: Bool = false) -> [(String, String)] {
        [ScannedApp.stack(navigation, pushing: ["DetailViewController"], declaring: ["DetailViewController"], objectiveC: objectiveC)]
    }

    @Test func mentioningTheDepthOrACoordinatorIsNoGuard() throws {
        try ScannedApp.each(stack("LoggingNavigationController") + [("App/LoggingNavigationController.swift", """
        class LoggingNavigationController: UINavigationController, UIGestureRecognizerDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                1️⃣interactivePopGestureRecognizer?.delegate = self
            }
            2️⃣func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                if viewControllers.count > 3 { print("deep") }
                print(transitionCoordinator as Any)
                return true
            }
        }
        """)]) { app in
            #expect(app.rules(at: "2️⃣") == ["pop-during-transition", "root-freeze"], "\(app.allFindings)")
        }
    }

    /// On a stack onto which scan found nothing pushed, only the root freeze is reported: a swipe on the
    /// root needs no push, while a swipe during a transition needs one.
    @Test func aStackWithoutPushesReportsOnlyARootFreeze() throws {
        try ScannedApp.each([ScannedApp.stack("LoggingNavigationController"), ("App/LoggingNavigationController.swift", """
        class HomeViewController: UIViewController {}
        class LoggingNavigationController: UINavigationController, UIGestureRecognizerDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                interactivePopGestureRecognizer?.delegate = self
            }
            1️⃣func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["root-freeze"], "\(app.allFindings)")
        }
    }

    @Test func mentioningTheDepthInObjectiveCIsNoGuardEither() throws {
        try ScannedApp.each(stack("LoggingNavigationController", objectiveC: true) + [("App/LoggingNavigationController.m", """
        @interface LoggingNavigationController : UINavigationController <UIGestureRecognizerDelegate>
        @end
        @implementation LoggingNavigationController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.interactivePopGestureRecognizer.delegate = self;
        }
        1️⃣- (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
            if (self.viewControllers.count > 3) { NSLog(@"deep"); }
            NSLog(@"%@", self.transitionCoordinator);
            return YES;
        }
        @end
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["pop-during-transition", "root-freeze"], "\(app.allFindings)")
        }
    }

    @Test func aComputedSwitchInDidShowAndAPushOnlySwitchInObjectiveC() throws {
        try ScannedApp.each(stack("SwitchingNavigationController", objectiveC: true) + [("App/SwitchingNavigationController.m", """
        @interface SwitchingNavigationController : UINavigationController <UINavigationControllerDelegate, UIGestureRecognizerDelegate>
        @end
        @implementation SwitchingNavigationController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.delegate = self;
            self.interactivePopGestureRecognizer.delegate = self;
        }
        - (void)pushViewController:(UIViewController *)viewController animated:(BOOL)animated {
            self.interactivePopGestureRecognizer.enabled = NO;
            [super pushViewController:viewController animated:animated];
        }
        - (void)navigationController:(UINavigationController *)navigationController didShowViewController:(UIViewController *)viewController animated:(BOOL)animated {
            self.interactivePopGestureRecognizer.enabled = viewController != navigationController.viewControllers.firstObject;
        }
        1️⃣- (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
            return YES;
        }
        @end
        """)]) { app in
            // The didShow switch guards the root; the push-only switch leaves programmatic pops open.
            #expect(app.rules(at: "1️⃣") == ["pop-during-transition"], "\(app.allFindings)")
        }
    }

    @Test func checksThatDecideTheReturnAreGuards() throws {
        try ScannedApp.each(stack("GuardedNavigationController") + [("App/GuardedNavigationController.swift", """
        class GuardedNavigationController: UINavigationController, UIGestureRecognizerDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                interactivePopGestureRecognizer?.delegate = self
            }
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                1️⃣guard transitionCoordinator == nil else { return false }
                2️⃣if let top = topViewController as? PopVetoing { return top.allowsPop }
                3️⃣return viewControllers.count > 1
            }
        }
        """)]) { app in
            #expect(app.allFindings == [])
            expectLines("""
                  shouldBegin:
                    - stackDepth   # \(app.line("3️⃣"))
                    - notTransitioning   # \(app.line("1️⃣"))
                    - screenVeto   # \(app.line("2️⃣"))
            """, in: app.result.draft)
        }
        try ScannedApp.each(stack("GuardedNavigationController", objectiveC: true) + [("App/GuardedNavigationController.m", """
        @interface GuardedNavigationController : UINavigationController <UIGestureRecognizerDelegate>
        @end
        @implementation GuardedNavigationController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.interactivePopGestureRecognizer.delegate = (id)self;
        }
        - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
            1️⃣if (self.transitionCoordinator) return NO;
            2️⃣return [self.viewControllers count] > 1 && !CGRectContainsPoint(self.navigationBar.frame, [gestureRecognizer locationInView:self.view]);
        }
        @end
        """)]) { app in
            #expect(app.allFindings == [])
            expectLines("""
                  shouldBegin:
                    - stackDepth   # \(app.line("2️⃣"))
                    - notTransitioning   # \(app.line("1️⃣"))
            """, in: app.result.draft)
        }
    }

    @Test func localsThatHoldAGuardReadAsTheGuard() throws {
        try ScannedApp.each(stack("PanNavigationController") + [("App/PanNavigationController.swift", """
        class PanNavigationController: UINavigationController, UIGestureRecognizerDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                interactivePopGestureRecognizer?.delegate = self
            }
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                let isIdle = transitionCoordinator == nil
                1️⃣let isStacked = viewControllers.count > 1
                let isPopable = (topViewController as? PanPopable)?.isPanPopable ?? true
                return isIdle && isStacked && isPopable
            }
        }
        """)]) { app in
            #expect(app.allFindings == [], "\(app.allFindings)")
            #expect(app.result.draft.contains("    - stackDepth   # \(app.line("1️⃣"))"), "\(app.result.draft)")
            #expect(app.result.draft.contains("    - screenVeto"), "\(app.result.draft)")
        }
    }

    @Test func switchingOffForPushesOnlyLeavesPopsUnguarded() throws {
        func app(_ switchOff: String) -> [(String, String)] {
            stack("SwitchingNavigationController") + [("App/SwitchingNavigationController.swift", """
            class SwitchingNavigationController: UINavigationController, UINavigationControllerDelegate, UIGestureRecognizerDelegate {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    delegate = self
                    interactivePopGestureRecognizer?.delegate = self
                }
            \(switchOff)
                func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                    interactivePopGestureRecognizer?.isEnabled = viewController !== navigationController.viewControllers.first
                }
                1️⃣func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
            }
            """)]
        }
        try ScannedApp.each(app("""
            override func pushViewController(_ viewController: UIViewController, animated: Bool) {
                interactivePopGestureRecognizer?.isEnabled = false
                super.pushViewController(viewController, animated: animated)
            }
        """)) { app in
            #expect(app.rules(at: "1️⃣") == ["pop-during-transition"], "\(app.allFindings)")
        }
        try ScannedApp.each(app("""
            func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
                interactivePopGestureRecognizer?.isEnabled = false
            }
        """)) { app in
            #expect(app.allFindings == [], "\(app.result.draft)")
        }
    }

    @Test func delegatesSetThroughAGetterMessageOrAWeakSelfAreRead() throws {
        try ScannedApp.each(stack("UINavigationController", objectiveC: true) + [("App/DetailViewController.m", """
        @implementation DetailViewController
        - (void)viewDidAppear:(BOOL)animated {
            [super viewDidAppear:animated];
            1️⃣[self navigationController].interactivePopGestureRecognizer.delegate = nil;
        }
        @end
        """)]) { app in
            #expect(app.rules(at: "1️⃣").contains("root-freeze"), "\(app.allFindings)")
            #expect(!app.result.notes.contains { $0.message.contains("could not tell whose pop gesture") })
        }
        try ScannedApp.each(stack("ProxyNavigationController") + [("App/ProxyNavigationController.swift", """
        class ProxyNavigationController: UINavigationController {
            private let proxy = PopProxy()
            override func viewDidLoad() {
                super.viewDidLoad()
                DispatchQueue.main.async { [weak self] in
                    self?.interactivePopGestureRecognizer?.delegate = self?.proxy
                }
            }
        }
        class PopProxy: NSObject, UIGestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        """)]) { app in
            #expect(!app.result.notes.contains { $0.message.contains("could not identify") }, "\(app.result.notes)")
            #expect(app.allFindings == [])
        }
    }

    @Test func aDelegateThatAnswersForThePopMakesScrollViewsWait() throws {
        try ScannedApp.each(stack("WaitingNavigationController", objectiveC: true) + [("App/WaitingNavigationController.m", """
        @interface WaitingNavigationController : UINavigationController <UIGestureRecognizerDelegate>
        @end
        @implementation WaitingNavigationController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.interactivePopGestureRecognizer.delegate = self;
        }
        - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
            return self.viewControllers.count > 1 && self.transitionCoordinator == nil;
        }
        - (BOOL)gestureRecognizer:(UIGestureRecognizer *)gestureRecognizer shouldBeRequiredToFailByGestureRecognizer:(UIGestureRecognizer *)other {
            return (gestureRecognizer == self.interactivePopGestureRecognizer);
        }
        @end
        """), ("App/DetailViewController.m", """
        @implementation DetailViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.strip.pagingEnabled = YES;
            self.strip.alwaysBounceHorizontal = YES;
            self.webView.allowsBackForwardNavigationGestures = YES;
            [self.webView.gestureRecognizers enumerateObjectsUsingBlock:^(UIGestureRecognizer *obj, NSUInteger idx, BOOL *stop) {
                1️⃣[self.navigationController.interactivePopGestureRecognizer requireGestureRecognizerToFail:obj];
            }];
        }
        @end
        """)]) { app in
            #expect(app.allFindings == [], "\(app.allFindings)")
            #expect(app.result.draft.contains("      requiredToFailBy: true"))
            #expect(app.result.draft.contains("        popRequiresWebViewToFail: true   # \(app.line("1️⃣"))"), "\(app.result.draft)")
        }
    }
}
