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

    /// A navigation controller that installs the legacy full-screen pan in `installFullScreenPopGesture()`,
    /// called from viewDidLoad as `call` says.
    private static func legacyPan(_ call: String, objectiveC: Bool = false) -> [(String, String)] {
        if objectiveC {
            return [ScannedApp.stack("SwipeNavigationController", pushing: ["DetailViewController"], objectiveC: true), ("App/Swipe.m", """
            @interface SwipeNavigationController : UINavigationController
            @end
            @implementation SwipeNavigationController
            - (void)viewDidLoad {
                [super viewDidLoad];
            \(call)
            }
            - (void)installFullScreenPopGesture {
                id target = self.interactivePopGestureRecognizer.delegate;
                1️⃣UIPanGestureRecognizer *pan = [[UIPanGestureRecognizer alloc] initWithTarget:target action:NSSelectorFromString(@"handleNavigationTransition:")];
                [self.view addGestureRecognizer:pan];
            }
            @end
            @interface DetailViewController : UIViewController
            @end
            """)]
        }
        return [ScannedApp.stack("SwipeNavigationController", pushing: ["DetailViewController"]), ("App/Swipe.swift", """
        import UIKit
        final class SwipeNavigationController: UINavigationController {
            override func viewDidLoad() {
                super.viewDidLoad()
        \(call)
            }
            func installFullScreenPopGesture() {
                let target = interactivePopGestureRecognizer?.delegate
                1️⃣let pan = UIPanGestureRecognizer(target: target, action: NSSelectorFromString("handleNavigationTransition:"))
                view.addGestureRecognizer(pan)
            }
        }
        final class DetailViewController: UIViewController {}
        """)]
    }

    @Test func installingTheLegacyPanOnlyBelowIOS26ClearsLegacyFullScreenPop() throws {
        try ScannedApp.each(Self.legacyPan("        installFullScreenPopGesture()")) { app in
            #expect(app.rules(at: "1️⃣").contains("legacy-full-screen-pop-on-ios26"), "\(app.allFindings)")
        }
        // The fix as `navlint explain legacy-full-screen-pop-on-ios26` shows it.
        try ScannedApp.each(Self.legacyPan("""
                if #unavailable(iOS 26.0) {
                    installFullScreenPopGesture()   // the legacy pan, pre-26 only
                }
        """)) { app in
            #expect(!app.allFindings.contains { $0.hasPrefix("legacy-full-screen-pop-on-ios26") }, "\(app.allFindings)")
            #expect(app.result.notes.contains { $0.message.hasPrefix("installs its full-screen pan only below iOS 26") })
        }
        try ScannedApp.each(Self.legacyPan("""
            if (@available(iOS 26.0, *)) {
                // interactiveContentPopGestureRecognizer already pops from the content area.
            } else {
                [self installFullScreenPopGesture];
            }
        """, objectiveC: true)) { app in
            #expect(!app.allFindings.contains { $0.hasPrefix("legacy-full-screen-pop-on-ios26") }, "\(app.allFindings)")
        }
        // Below iOS 27 includes iOS 26: the pan is still there.
        try ScannedApp.each(Self.legacyPan("""
                if #unavailable(iOS 27.0) {
                    installFullScreenPopGesture()
                }
        """)) { app in
            #expect(app.rules(at: "1️⃣").contains("legacy-full-screen-pop-on-ios26"), "\(app.allFindings)")
        }
        // Only from iOS 26 on is the opposite: the pan is there below 26 and above.
        try ScannedApp.each(Self.legacyPan("""
                if #available(iOS 26.0, *) {
                    installFullScreenPopGesture()
                }
        """)) { app in
            #expect(app.rules(at: "1️⃣").contains("legacy-full-screen-pop-on-ios26"), "\(app.allFindings)")
        }
    }

    /// A pushed screen that takes the pop delegate while it shows; `leaving` is its viewWillDisappear body.
    private static func takeover(_ leaving: String) -> [(String, String)] {
        [ScannedApp.stack(pushing: ["DrawingViewController"], objectiveC: true), ("App/Drawing.m", """
        @interface DrawingViewController : UIViewController <UIGestureRecognizerDelegate>
        @property (nonatomic, weak) id<UIGestureRecognizerDelegate> savedPopDelegate;
        @end
        @implementation DrawingViewController
        - (void)viewDidAppear:(BOOL)animated {
            [super viewDidAppear:animated];
            self.savedPopDelegate = self.navigationController.interactivePopGestureRecognizer.delegate;
            1️⃣self.navigationController.interactivePopGestureRecognizer.delegate = self;
        }
        - (void)viewWillDisappear:(BOOL)animated {
            [super viewWillDisappear:animated];
        \(leaving)
        }
        - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
            return NO;
        }
        @end
        """)]
    }

    @Test func puttingTheSavedDelegateBackAsTheScreenLeavesClearsScreenOwnedPopDelegate() throws {
        try ScannedApp.each(Self.takeover("")) { app in
            #expect(app.rules(at: "1️⃣").contains("screen-owned-pop-delegate"), "\(app.allFindings)")
        }
        // The fix as `navlint explain screen-owned-pop-delegate` shows it in Objective-C.
        try ScannedApp.each(Self.takeover("    self.navigationController.interactivePopGestureRecognizer.delegate = self.savedPopDelegate;")) { app in
            #expect(!app.allFindings.contains { $0.hasPrefix("screen-owned-pop-delegate") }, "\(app.allFindings)")
            #expect(app.notes(at: "1️⃣").contains { $0.contains("puts the saved delegate back as it leaves") }, "\(app.result.notes.map(\.message))")
        }
    }

    /// A sketch screen whose canvas pan the content pop could take over, and `delegate` beside it.
    private static func sketch(_ delegate: String, objectiveC: Bool = false) -> [(String, String)] {
        if objectiveC {
            return [ScannedApp.stack(pushing: ["SketchViewController"], objectiveC: true), ("App/Sketch.m", """
            @interface SketchViewController : UIViewController <UIGestureRecognizerDelegate>
            @property (nonatomic, strong) UIPanGestureRecognizer *canvasPan;
            @end
            @implementation SketchViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.canvasPan = [[UIPanGestureRecognizer alloc] initWithTarget:self action:@selector(draw:)];
                self.canvasPan.delegate = self;
                1️⃣[self.view addGestureRecognizer:self.canvasPan];
            }
            - (void)draw:(UIPanGestureRecognizer *)pan {}
            \(delegate)
            @end
            """)]
        }
        return [ScannedApp.stack(pushing: ["SketchViewController"]), ("App/Sketch.swift", """
        import UIKit
        final class SketchViewController: UIViewController, UIGestureRecognizerDelegate {
            private lazy var canvasPan = UIPanGestureRecognizer(target: self, action: #selector(draw(_:)))
            override func viewDidLoad() {
                super.viewDidLoad()
                canvasPan.delegate = self
                1️⃣view.addGestureRecognizer(canvasPan)
            }
            @objc private func draw(_ pan: UIPanGestureRecognizer) {}
        \(delegate)
        }
        """)]
    }

    @Test func makingTheContentPopWaitFromTheDelegateClearsContentPopStealsCustomGesture() throws {
        for objectiveC in [false, true] {
            try ScannedApp.each(Self.sketch("", objectiveC: objectiveC)) { app in
                #expect(app.rules(at: "1️⃣") == ["content-pop-steals-custom-gesture"], "\(app.allFindings)")
            }
        }
        // The fix as `navlint explain content-pop-steals-custom-gesture` shows it, in Swift and in Objective-C.
        try ScannedApp.each(Self.sketch("""
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                   shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool {
                guard #available(iOS 26.0, *) else { return false }
                return gestureRecognizer === canvasPan
                    && other === navigationController?.interactiveContentPopGestureRecognizer
            }
        """)) { app in
            #expect(app.rules(at: "1️⃣") == [], "\(app.allFindings)")
        }
        try ScannedApp.each(Self.sketch("""
        - (BOOL)gestureRecognizer:(UIGestureRecognizer *)gestureRecognizer
            shouldBeRequiredToFailByGestureRecognizer:(UIGestureRecognizer *)other {
            if (@available(iOS 26.0, *)) {
                return gestureRecognizer == self.canvasPan
                    && other == self.navigationController.interactiveContentPopGestureRecognizer;
            }
            return NO;
        }
        """, objectiveC: true)) { app in
            #expect(app.rules(at: "1️⃣") == [], "\(app.allFindings)")
        }
        // A method that names the content pop but answers no for the canvas pan makes nothing wait.
        try ScannedApp.each(Self.sketch("""
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                   shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool {
                if gestureRecognizer === canvasPan && other === navigationController?.interactiveContentPopGestureRecognizer { return false }
                return true
            }
        """)) { app in
            #expect(app.rules(at: "1️⃣") == ["content-pop-steals-custom-gesture"], "\(app.allFindings)")
        }
    }
}
