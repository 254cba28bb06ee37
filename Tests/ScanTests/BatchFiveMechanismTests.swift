import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
@testable import Format
import TestSupport

/// Three readings a batch of apps showed missing (issue 33): left items the code sets replace those of
/// the storyboard, a helper that loads the storyboard scene its caller names, and a push onto a
/// navigation controller a variable holds.
@Suite struct BatchFiveMechanismTests {
    static func storyboard(leftItem: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="N1">
            <scenes>
                <scene sceneID="a"><objects>
                    <navigationController id="N1" sceneMemberID="viewController">
                        <connections><segue destination="L1" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="b"><objects>
                    <viewController storyboardIdentifier="list" id="L1" customClass="ListViewController" sceneMemberID="viewController"/>
                </objects></scene>
                <scene sceneID="c"><objects>
                    <viewController storyboardIdentifier="upload" id="U1" customClass="UploadViewController" sceneMemberID="viewController">
                        <navigationItem key="navigationItem" title="Upload" id="i1">
                            \(leftItem ? #"<barButtonItem key="leftBarButtonItem" image="x" id="b1"/>"# : "")
                        </navigationItem>
                    </viewController>
                </objects></scene>
                <scene sceneID="d"><objects>
                    <viewController storyboardIdentifier="share" id="S1" customClass="ShareViewController" sceneMemberID="viewController"/>
                </objects></scene>
            </scenes>
        </document>
        """
    }

    /// The storyboard's left item and the one the code sets are one item, reported where the code sets it.
    @Test func leftItemsTheCodeSetsReplaceTheStoryboards() throws {
        let screens = """
        import UIKit
        final class ListViewController: UIViewController {
            @objc func upload() { show("upload") }
            @objc func share() { show("share") }
            private func show(_ name: String) {
                guard let next = storyboard?.instantiateViewController(withIdentifier: name) else { return }
                navigationController?.pushViewController(next, animated: true)
            }
        }
        final class UploadViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                1️⃣navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Cancel", style: .plain, target: self, action: #selector(cancel))
            }
            @objc func cancel() { dismiss(animated: true) }
        }
        final class ShareViewController: UIViewController {
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                2️⃣scanner.stop()
            }
        }
        """
        try ScannedApp.eachWithStoryboards([("App/Base.lproj/Main.storyboard", Self.storyboard(leftItem: true)), ScannedApp.launchingMainStoryboard,
                                            ("App/Screens.swift", screens)]) { app in
            #expect(app.result.app.screen("list")?.entity[\.pushes] == ["share", "upload"])
            #expect(app.rules(at: "1️⃣") == ["custom-left-item-disables-swipe"], "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣") == ["pop-side-effect-before-completion"], "\(app.allFindings)")
            #expect(app.allFindings.filter { $0.contains("Main.storyboard") }.isEmpty, "\(app.allFindings)")
            #expect(app.result.draft.contains("leftBarButtonItem: cancel   # App/Screens.swift:13"), "\(app.result.draft)")
        }
    }

    /// The same in Objective-C: `[self.storyboard instantiateViewControllerWithIdentifier:name]` in a helper.
    @Test func anObjectiveCHelperLoadsTheScenesItsCallersName() throws {
        let screens = """
        @interface ListViewController : UIViewController
        @end
        @implementation ListViewController
        - (void)share { [self showScene:@"share"]; }
        - (void)showScene:(NSString *)name {
            UIViewController *next = [self.storyboard instantiateViewControllerWithIdentifier:name];
            [self.navigationController pushViewController:next animated:YES];
        }
        @end
        @interface ShareViewController : UIViewController
        @end
        @implementation ShareViewController
        - (void)viewWillDisappear:(BOOL)animated {
            [super viewWillDisappear:animated];
            1️⃣[self.scanner stop];
        }
        @end
        @interface UploadViewController : UIViewController
        @end
        @implementation UploadViewController
        @end
        """
        try ScannedApp.eachWithStoryboards([("App/Base.lproj/Main.storyboard", Self.storyboard(leftItem: false)), ScannedApp.launchingMainStoryboard,
                                            ("App/Screens.m", screens)]) { app in
            #expect(app.result.app.screen("list")?.entity[\.pushes] == ["share"])
            #expect(app.rules(at: "1️⃣") == ["pop-side-effect-before-completion"], "\(app.allFindings)")
        }
    }

    /// A push onto a navigation controller a local holds goes onto that stack, above its root, even from
    /// code that is no screen (an action that presents a flow and pushes its second step later).
    @Test func aPushOntoANavigationControllerALocalHoldsGoesAboveItsRoot() throws {
        try ScannedApp.each([("App/CreateAction.swift", """
        import UIKit
        final class TypeListViewController: UIViewController {}
        final class NameViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                1️⃣navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Types", style: .plain, target: self, action: #selector(back))
            }
            @objc func back() { navigationController?.popViewController(animated: true) }
        }
        final class CreateAction {
            func run(from viewController: UIViewController) {
                let navigation = UINavigationController(rootViewController: TypeListViewController())
                viewController.present(navigation, animated: true)
                let pick: () -> Void = {
                    let name = NameViewController()
                    navigation.pushViewController(name, animated: true)
                }
                pick()
            }
        }
        """), ("App/Feed.swift", """
        import UIKit
        final class FeedViewController: UIViewController {
            func compose() {
                let navigation = UINavigationController(rootViewController: TypeListViewController())
                2️⃣navigation.pushViewController(NameViewController(), animated: false)
                present(navigation, animated: true)
            }
        }
        """)]) { app in
            #expect(app.result.app.screen("typeList")?.entity[\.pushes] == ["name"])
            #expect(app.result.app.screen("feed")?.entity[\.pushes] == [])
            #expect(app.rules(at: "1️⃣") == ["custom-left-item-disables-swipe"], "\(app.allFindings)")
        }
    }
}
