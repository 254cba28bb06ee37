import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
@testable import Format
import TestSupport

/// Two readings from real apps (issue 33): a column-style split view in a storyboard collapses its columns
/// into one stack on iPhone, and a recognizer with no action of its own is no gesture the content swipe
/// can take from the user.
@Suite struct ColumnAndGestureTests {
    static let splitStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="S1">
        <scenes>
            <scene sceneID="a"><objects>
                <splitViewController id="S1" STYLE sceneMemberID="viewController">
                    <connections>
                        <segue destination="D1" kind="relationship" relationship="detailViewController" id="r1"/>
                        <segue destination="M1" kind="relationship" relationship="masterViewController" id="r2"/>
                        <segue destination="T1" kind="relationship" relationship="supplementaryViewController" id="r3"/>
                    </connections>
                </splitViewController>
            </objects></scene>
            <scene sceneID="b"><objects>
                <viewController id="M1" customClass="FeedsViewController" customModule="App" sceneMemberID="viewController"/>
            </objects></scene>
            <scene sceneID="c"><objects>
                <viewController id="T1" customClass="TimelineViewController" customModule="App" sceneMemberID="viewController"/>
            </objects></scene>
            <scene sceneID="d"><objects>
                <viewController id="D1" customClass="ArticleViewController" customModule="App" sceneMemberID="viewController"/>
            </objects></scene>
        </scenes>
    </document>
    """

    static let screens = """
    import UIKit
    final class FeedsViewController: UIViewController {}
    final class TimelineViewController: UIViewController {}
    final class ArticleViewController: UIViewController {
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            1️⃣player.stop()
        }
    }
    """

    @Test func aColumnStyleSplitViewStacksItsColumnsOnIPhone() throws {
        let storyboard = Self.splitStoryboard.replacingOccurrences(of: "STYLE", with: #"style="tripleColumn""#)
        try ScannedApp.eachWithStoryboards([("App/Base.lproj/Main.storyboard", storyboard), ScannedApp.launchingMainStoryboard, ("App/Screens.swift", Self.screens)]) { app in
            let stack = app.result.app.navigationControllers.first { $0.rootID == "feeds" }
            #expect(stack?.entity[\.className] == "UINavigationController")
            #expect(app.result.app.screen("feeds")?.entity[\.pushes] == ["timeline"])
            #expect(app.result.app.screen("timeline")?.entity[\.pushes] == ["article"])
            #expect(app.rules(at: "1️⃣") == ["pop-side-effect-before-completion"], "\(app.allFindings)")
        }
    }

    /// A classic split view does not wrap its columns: without a navigation controller in the primary
    /// column, nothing is pushed.
    @Test func aClassicSplitViewWithoutNavigationControllersMakesNoStack() throws {
        let storyboard = Self.splitStoryboard.replacingOccurrences(of: "STYLE", with: "")
        try ScannedApp.eachWithStoryboards([("App/Base.lproj/Main.storyboard", storyboard), ScannedApp.launchingMainStoryboard, ("App/Screens.swift", Self.screens)]) { app in
            #expect(!app.result.app.navigationControllers.contains { $0.rootID == "feeds" && !app.result.placeholderRootScreens.contains($0.rootID) })
            #expect(app.rules(at: "1️⃣").isEmpty, "\(app.allFindings)")
        }
    }

    @Test func aPanWithNoActionOfItsOwnIsNoGestureTheContentSwipeTakes() throws {
        try ScannedApp.each([("App/Screens.swift", """
        import UIKit
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: ListViewController())
            }
        }
        final class ListViewController: UIViewController {
            @objc func open() { navigationController?.pushViewController(ReaderViewController(), animated: true) }
        }
        final class ReaderViewController: UIViewController, UIGestureRecognizerDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                // Keeps paging from starting at the edge; it has no action.
                let blocker = UIPanGestureRecognizer()
                blocker.delegate = self
                1️⃣pager.addGestureRecognizer(blocker)
                let drag = UIPanGestureRecognizer()
                drag.addTarget(self, action: #selector(dragged))
                2️⃣view.addGestureRecognizer(drag)
                let pinch = UIPanGestureRecognizer(target: self, action: #selector(dragged))
                3️⃣canvas.addGestureRecognizer(pinch)
            }
            @objc func dragged() {}
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣").isEmpty, "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣") == ["content-pop-steals-custom-gesture"], "\(app.allFindings)")
            #expect(app.rules(at: "3️⃣") == ["content-pop-steals-custom-gesture"], "\(app.allFindings)")
        }
    }

    @Test func anObjectiveCPanWithNoActionOfItsOwnIsNoGestureTheContentSwipeTakes() throws {
        try ScannedApp.each([("App/Screens.m", """
        @implementation AppDelegate
        - (void)start { self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[ListViewController new]]; }
        @end
        @interface ListViewController : UIViewController
        @end
        @implementation ListViewController
        - (void)open { [self.navigationController pushViewController:[ReaderViewController new] animated:YES]; }
        @end
        @interface ReaderViewController : UIViewController <UIGestureRecognizerDelegate>
        @end
        @implementation ReaderViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIPanGestureRecognizer *blocker = [[UIPanGestureRecognizer alloc] init];
            blocker.delegate = self;
            1️⃣[self.pager addGestureRecognizer:blocker];
            UIPanGestureRecognizer *drag = [[UIPanGestureRecognizer alloc] initWithTarget:self action:@selector(dragged:)];
            2️⃣[self.view addGestureRecognizer:drag];
        }
        - (void)dragged:(UIPanGestureRecognizer *)pan {}
        @end
        """)]) { app in
            #expect(app.rules(at: "1️⃣").isEmpty, "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣") == ["content-pop-steals-custom-gesture"], "\(app.allFindings)")
        }
    }
}
