import Testing
@testable import Scan
import TestSupport

/// Mechanisms found missing by the first run of batch 17 (issue 33).
@Suite struct BatchSeventeenMechanismTests {
    /// A pushed screen's own `dismiss` is handed to what presented its stack: in a presented flow, a Close in
    /// Back's place ends the flow (no step back a swipe could stand in for), so neither the left item nor the
    /// hidden Back is a finding; on the app's own stack, nothing is presented, the Close does nothing and the
    /// swipe is dead, so both are.
    @Test(arguments: [(presented: true, objectiveC: false), (presented: false, objectiveC: false), (presented: true, objectiveC: true), (presented: false, objectiveC: true)])
    func aCloseThatDismissesItselfEndsAPresentedFlow(_ setup: (presented: Bool, objectiveC: Bool)) throws {
        let source: (String, String) = setup.objectiveC ? ("App/Screens.m", """
        @interface HomeViewController : UIViewController
        @end
        @implementation HomeViewController
        - (void)send {
            \(setup.presented
                ? "[self presentViewController:[[UINavigationController alloc] initWithRootViewController:[[VerifyViewController alloc] init]] animated:YES completion:nil];"
                : "[self.navigationController pushViewController:[[VerifyViewController alloc] init] animated:YES];")
        }
        @end
        @interface VerifyViewController : UIViewController
        @end
        @implementation VerifyViewController
        - (void)verified {
            [self.navigationController pushViewController:[[ResultViewController alloc] init] animated:YES];
        }
        @end
        @interface ResultViewController : UIViewController
        @end
        @implementation ResultViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            1️⃣self.navigationItem.hidesBackButton = YES;
            2️⃣self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemClose target:self action:@selector(close)];
        }
        - (void)close {
            [self dismissViewControllerAnimated:YES completion:nil];
        }
        @end
        """) : ("App/Screens.swift", """
        final class HomeViewController: UIViewController {
            func send() {
                \(setup.presented
                    ? "present(UINavigationController(rootViewController: VerifyViewController()), animated: true)"
                    : "navigationController?.pushViewController(VerifyViewController(), animated: true)")
            }
        }
        final class VerifyViewController: UIViewController {
            func verified() {
                navigationController?.pushViewController(ResultViewController(), animated: true)
            }
        }
        final class ResultViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                1️⃣navigationItem.hidesBackButton = true
                2️⃣navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(closeAction))
            }
            @objc private func closeAction() {
                dismiss(animated: true)
            }
        }
        """)
        try ScannedApp.each([ScannedApp.stack(root: "HomeViewController", objectiveC: setup.objectiveC), source]) { app in
            #expect(app.rules(at: "1️⃣") == (setup.presented ? [] : ["hidden-back-button-disables-swipe"]), "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣") == (setup.presented ? [] : ["custom-left-item-disables-swipe"]), "\(app.allFindings)")
        }
    }
}

extension BatchSeventeenMechanismTests {
    /// A SwiftGen scene of a class of UIKit's (`SceneType<UIKit.UINavigationController>(storyboard: Risky.self,
    /// identifier: "RiskyNav")`) is the storyboard scene it names: presenting it presents the scene's root, and
    /// the stack it is (SwiftGen's `instantiate()` loads identified scenes) is checked.
    @Test func aSwiftGenSceneOfANavigationControllerIsItsStoryboardScene() throws {
        let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="scene-nav">
                    <objects>
                        <navigationController storyboardIdentifier="RiskyNav" id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-nav"/>
                            <connections>
                                <segue destination="notice" kind="relationship" relationship="rootViewController" id="seg-root"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="scene-notice">
                    <objects>
                        <viewController id="notice" customClass="NoticeViewController" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        try ScannedApp.eachWithStoryboards([ScannedApp.stack(root: "HomeViewController"), ("App/Risky.storyboard", storyboard), ("Generated/StoryboardScene.swift", """
        internal enum StoryboardScene {
          internal enum Risky: StoryboardType {
            internal static let riskyNav = SceneType<UIKit.UINavigationController>(storyboard: Risky.self, identifier: "RiskyNav")
          }
        }
        internal struct SceneType<T: UIViewController> {
          internal let storyboard: StoryboardType.Type
          internal let identifier: String
          internal func instantiate() -> T {
            let identifier = self.identifier
            guard let controller = storyboard.storyboard.instantiateViewController(withIdentifier: identifier) as? T else {
              fatalError("ViewController '\\(identifier)' is not of the expected class \\(T.self).")
            }
            return controller
          }
        }
        """), ("App/Screens.swift", """
        final class HomeViewController: UIViewController {
            func showRisk() {
                let controller = 1️⃣StoryboardScene.Risky.riskyNav.instantiate()
                present(controller, animated: true)
            }
        }
        final class NoticeViewController: UIViewController {
            func showDetail() {
                navigationController?.pushViewController(DetailViewController(), animated: true)
            }
        }
        final class DetailViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                2️⃣navigationItem.hidesBackButton = true
            }
        }
        """)]) { app in
            #expect(app.notes(at: "1️⃣").isEmpty, "\(app.result.notes.map(\.message))")
            #expect(app.result.app.screen("home")?.entity[\.presents] == ["notice"], "\(app.result.draft)")
            #expect(app.rules(at: "2️⃣") == ["hidden-back-button-disables-swipe"], "\(app.allFindings)")
        }
    }
}

extension BatchSeventeenMechanismTests {
    /// A helper that wraps its parameter in a navigation controller (`[VSUI navigationControllerWithViewController:vc]`),
    /// called by a screen's own presenting helper with that helper's parameter, makes a stack for each screen
    /// the presenting helper is called with: what that screen pushes is checked on it.
    @Test func aRootHandedOnThroughTwoHelpersMakesItsStack() throws {
        try ScannedApp.each([ScannedApp.stack(root: "NoAccountViewController", objectiveC: true), ("App/Sync.m", """
        @implementation VSUI
        + (UINavigationController *)navigationControllerWithViewController:(UIViewController *)viewController {
            return [[UINavigationController alloc] initWithRootViewController:viewController];
        }
        @end
        @interface NoAccountViewController : UIViewController
        @end
        @implementation NoAccountViewController
        - (void)presentSignIn {
            [self presentModal:[SignInViewController new]];
        }
        - (void)presentModal:(UIViewController *)viewController {
            UINavigationController *navigationController = [VSUI navigationControllerWithViewController:viewController];
            [self presentViewController:navigationController animated:YES completion:nil];
        }
        @end
        @interface SignInViewController : UIViewController
        @end
        @implementation SignInViewController
        - (void)forgotPassword {
            [self.navigationController pushViewController:[[ForgotPasswordViewController alloc] init] animated:YES];
        }
        @end
        @interface ForgotPasswordViewController : UIViewController
        @end
        @implementation ForgotPasswordViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            1️⃣self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:@"Cancel" style:UIBarButtonItemStylePlain target:self action:@selector(cancel:)];
        }
        - (void)cancel:(id)sender {
            [self.navigationController popViewControllerAnimated:YES];
        }
        @end
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["custom-left-item-disables-swipe"], "\(app.allFindings)")
        }
    }
}
