import Testing
@testable import Scan
import TestSupport

/// Left items set in opposite branches of one method are set on different instances: the item that closes
/// the flow belongs to the instance presented as a root, the item that only steps back to a pushed one.
@Suite struct BranchLeftItemTests {
    /// Presented, the plan screen gets a Close that dismisses; pushed, an arrow that only pops. The finding
    /// is the arrow's. With no closing branch (both items only pop) the first write is where it is reported.
    @Test(arguments: [("dismiss(animated: true)", false), ("navigationController?.popViewController(animated: true)", true)])
    func theBranchThatStepsBackIsThePushedInstances(_ closeBody: String, bothPop: Bool) throws {
        try ScannedApp.each([ScannedApp.stack(root: "SignupViewController", pushing: ["PlanViewController"]), ("App/Plan.swift", """
        final class PlanViewController: UIViewController {
            var selectingPlan = false
            override func viewDidLoad() {
                super.viewDidLoad()
                if selectingPlan {
                    1️⃣navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: self, action: #selector(close))
                } else {
                    let button = UIButton(type: .system)
                    button.addTarget(self, action: #selector(back), for: .touchUpInside)
                    2️⃣navigationItem.leftBarButtonItem = UIBarButtonItem(customView: button)
                }
            }
            @objc func close() { \(closeBody) }
            @objc func back() { navigationController?.popViewController(animated: true) }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == (bothPop ? ["custom-left-item-disables-swipe"] : []), "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣") == (bothPop ? [] : ["custom-left-item-disables-swipe"]), "\(app.allFindings)")
        }
    }

    /// A dismissing action the app adds to UIViewController itself, in an extension, is the item's action,
    /// also for a screen whose lineage ends at another UIKit class.
    @Test(arguments: ["UIViewController", "UITableViewController"])
    func anActionInAnExtensionOfUIViewControllerIsRead(_ base: String) throws {
        try ScannedApp.each([ScannedApp.stack(root: "SignupViewController", pushing: ["PlanViewController"]), ("App/Plan.swift", """
        extension UIViewController {
            @IBAction func dismissViewController(_ sender: Any) {
                navigationController?.dismiss(animated: true)
            }
        }
        final class PlanViewController: \(base) {
            var changingPlan = false
            override func viewDidLoad() {
                super.viewDidLoad()
                if changingPlan {
                    1️⃣navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Done", style: .plain, target: self, action: #selector(dismissViewController))
                } else {
                    2️⃣navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(named: "arrow"), style: .plain, target: self, action: #selector(back))
                }
            }
            @objc func back() { navigationController?.popViewController(animated: true) }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == [], "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣") == ["custom-left-item-disables-swipe"], "\(app.allFindings)")
        }
    }

    /// Two cases of a `switch` are opposite branches too.
    @Test func theSteppingCaseOfASwitch() throws {
        try ScannedApp.each([ScannedApp.stack(root: "ListViewController", pushing: ["PayViewController"]), ("App/Pay.swift", """
        enum Mode { case push, modal }
        final class PayViewController: UIViewController {
            var mode = Mode.push
            override func viewDidLoad() {
                super.viewDidLoad()
                switch mode {
                case .modal: 1️⃣navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
                case .push: 2️⃣navigationItem.leftBarButtonItem = UIBarButtonItem(image: nil, style: .plain, target: self, action: #selector(back))
                }
            }
            @objc func done() { dismiss(animated: true) }
            @objc func back() { navigationController?.popViewController(animated: true) }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == [], "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣") == ["custom-left-item-disables-swipe"], "\(app.allFindings)")
        }
    }

    /// In Objective-C: `if (self.extendingService) { Close } else { arrow }`.
    @Test func theSteppingBranchInObjectiveC() throws {
        try ScannedApp.each([ScannedApp.stack(root: "SignupViewController", pushing: ["PaymentViewController"], objectiveC: true), ("App/Payment.m", """
        @interface PaymentViewController : UIViewController
        @property (nonatomic, assign) BOOL extendingService;
        @end
        @implementation PaymentViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            if (self.extendingService) {
                1️⃣self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:@"Close" style:UIBarButtonItemStylePlain target:self action:@selector(close)];
            } else {
                2️⃣self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithImage:[UIImage imageNamed:@"arrow"] style:UIBarButtonItemStylePlain target:self action:@selector(goBack)];
            }
        }
        - (void)close { [self.navigationController dismissViewControllerAnimated:YES completion:nil]; }
        - (void)goBack { [self.navigationController popViewControllerAnimated:YES]; }
        @end
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == [], "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣") == ["custom-left-item-disables-swipe"], "\(app.allFindings)")
        }
    }
}

/// An item made around a button (`UIBarButtonItem(customView: button)`) runs what the method gives the
/// button with `addTarget`; a Back that presents the app's main tab bar anew ends the flow.
@Suite struct CustomViewItemTests {
    @Test(arguments: [("navigationController?.popViewController(animated: true)", true),
                      ("let main: UITabBarController = UIStoryboard(name: \"Main\", bundle: nil).instantiateViewController(withIdentifier: \"tabs\") as! UITabBarController\n        present(main, animated: true)", false)])
    func aCustomViewButtonsTargetIsTheItemsAction(_ action: String, reported: Bool) throws {
        try ScannedApp.each([ScannedApp.stack(root: "RouterViewController", pushing: ["ProfileViewController"]), ("App/Profile.swift", """
        final class ProfileViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let button = UIButton(type: .custom)
                button.addTarget(self, action: #selector(backAction), for: .touchUpInside)
                let barButton = UIBarButtonItem(customView: button)
                1️⃣navigationItem.leftBarButtonItem = barButton
            }
            @objc func backAction() {
                \(action)
            }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == (reported ? ["custom-left-item-disables-swipe"] : []), "\(app.allFindings)")
        }
    }
}

/// A storyboard's left item runs the action connected to it, or to the button it is made around: one that
/// pops to the root ends the flow, one that only pops is a dead swipe.
@Suite struct StoryboardItemActionTests {
    @Test(arguments: [("[self.navigationController popViewControllerAnimated:YES];", true), ("[self finishUpload];", false)])
    func aConnectedActionIsTheItemsAction(_ body: String, reported: Bool) throws {
        try ScannedApp.eachWithStoryboards([ScannedApp.launchingMainStoryboard, ("App/Main.storyboard", """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav"><scenes>
        <scene sceneID="s0"><objects><navigationController id="nav" sceneMemberID="viewController"><connections>
        <segue destination="map" kind="relationship" relationship="rootViewController" id="r1"/>
        </connections></navigationController></objects></scene>
        <scene sceneID="s1"><objects><viewController id="map" customClass="MapViewController" sceneMemberID="viewController"><connections>
        <segue destination="upload" kind="show" identifier="upload" id="p1"/>
        </connections></viewController></objects></scene>
        <scene sceneID="s2"><objects><viewController id="upload" customClass="UploadViewController" sceneMemberID="viewController">
        <navigationItem key="navigationItem" id="ni">
        <barButtonItem key="leftBarButtonItem" style="plain" id="bi">
        <button key="customView" id="bt"><connections><action selector="didTapBack:" destination="upload" eventType="touchUpInside" id="a1"/></connections></button>
        </barButtonItem>
        </navigationItem>
        </viewController></objects></scene>
        </scenes></document>
        """), ("App/Upload.m", """
        @interface MapViewController : UIViewController
        @end
        @implementation MapViewController
        @end
        @interface UploadViewController : UIViewController
        @end
        @implementation UploadViewController
        - (IBAction)didTapBack:(id)sender {
            \(body)
        }
        - (void)finishUpload {
            [self.navigationController popToRootViewControllerAnimated:YES];
        }
        @end
        """)]) { app in
            #expect(app.findings.contains { $0.rule == "custom-left-item-disables-swipe" } == reported, "\(app.allFindings)")
        }
    }
}
