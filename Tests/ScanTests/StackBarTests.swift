import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
@testable import Format
import TestSupport

/// A navigation controller made with its bar hidden (in a storyboard, or by its root as it loads) keeps
/// it hidden on every screen pushed onto it until code shows it again: the bar is the stack's, not the root's. A pushed screen that steps back
/// itself (its own Back pops it) gets no edge swipe; a step of a flow left only forwards, a screen
/// that sets the bar itself, and a stack one of whose screens shows the bar are not reported.
@Suite struct StackBarTests {
    /// A stack whose root hides its bar as it loads (`hide`), and a pushed detail screen.
    static func app(detail: String, hide: String = "navigationController?.setNavigationBarHidden(true, animated: false)") -> [(String, String)] {
        [("App/SceneDelegate.swift", """
        import UIKit
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: ListViewController())
            }
        }
        final class ListViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                1️⃣\(hide)
            }
            @objc func open() { navigationController?.pushViewController(DetailViewController(), animated: true) }
        }
        """), ("App/DetailViewController.swift", """
        import UIKit
        final class DetailViewController: UIViewController {
        \(detail)
        }
        """)]
    }

    static let popsItself = """
        @objc func back() { navigationController?.popViewController(animated: true) }
    """

    @Test func aPushedScreenUnderTheStacksHiddenBarIsReportedWhereTheBarIsHidden() throws {
        try ScannedApp.each(Self.app(detail: Self.popsItself)) { app in
            #expect(app.rules(at: "1️⃣") == ["hidden-navigation-bar-disables-swipe"], "\(app.allFindings)")
        }
    }

    @Test func aStepOfAForwardOnlyFlowIsNotReported() throws {
        try ScannedApp.each(Self.app(detail: "    @objc func next() { navigationController?.pushViewController(UIViewController(), animated: true) }")) { app in
            #expect(app.allFindings.isEmpty, "\(app.allFindings)")
        }
    }

    @Test func aStackOneOfWhoseScreensShowsTheBarIsNotReported() throws {
        let detail = Self.popsItself + """

            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                navigationController?.setNavigationBarHidden(false, animated: animated)
            }
        """
        try ScannedApp.each(Self.app(detail: detail)) { app in
            #expect(app.allFindings.isEmpty, "\(app.allFindings)")
        }
    }

    @Test func aStackWhoseBarIsShownIsNotReported() throws {
        try ScannedApp.each(Self.app(detail: Self.popsItself, hide: "navigationController?.setNavigationBarHidden(false, animated: false)")) { app in
            #expect(app.allFindings.isEmpty, "\(app.allFindings)")
        }
    }

    @Test func objectiveCStacksHideTheBarForTheirPushedScreensToo() throws {
        let files = [("App/AppDelegate.m", """
        @implementation AppDelegate
        - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
            self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[ListViewController new]];
            return YES;
        }
        @end
        @interface ListViewController : UIViewController
        @end
        @implementation ListViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            1️⃣self.navigationController.navigationBarHidden = YES;
        }
        - (void)open {
            [self.navigationController pushViewController:[DetailViewController new] animated:YES];
        }
        @end
        @interface DetailViewController : UIViewController
        @end
        @implementation DetailViewController
        - (void)back:(id)sender {
            [self.navigationController popViewControllerAnimated:YES];
        }
        @end
        """)]
        try ScannedApp.each(files) { app in
            #expect(app.rules(at: "1️⃣") == ["hidden-navigation-bar-disables-swipe"], "\(app.allFindings)")
        }
    }

    @Test func aStoryboardStacksHiddenBarReachesItsPushedScenes() throws {
        let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="nav">
            <scenes>
                <scene sceneID="scene-nav">
                    <objects>
                        1️⃣<navigationController id="nav" navigationBarHidden="YES" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar"/>
                            <connections>
                                <segue destination="list" kind="relationship" relationship="rootViewController" id="seg-root"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="scene-list">
                    <objects>
                        <viewController id="list" customClass="ListViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="view-list">
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="button-detail">
                                        <connections>
                                            <segue destination="detail" kind="show" id="seg-detail"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="scene-detail">
                    <objects>
                        <viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="view-detail"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        let files = [
            ("App/Base.lproj/Main.storyboard", storyboard),
            ("App/Screens.swift", "import UIKit\nfinal class ListViewController: UIViewController {}\nfinal class DetailViewController: UIViewController {\n\(Self.popsItself)\n}\n"),
            ScannedApp.launchingMainStoryboard,
        ]
        try ScannedApp.eachWithStoryboards(files) { app in
            #expect(app.rules(at: "1️⃣") == ["hidden-navigation-bar-disables-swipe"], "\(app.allFindings)")
        }
    }
}
