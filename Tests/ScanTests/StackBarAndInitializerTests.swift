import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts

/// A bar hidden as a screen goes is hidden for the screen that comes back, and a stack whose screens
/// hide it again as they go keeps it hidden for the others; a stack made in a local named
/// `navigationController` is that stack, not the one holding the screen, and exists wherever the `guard let`
/// that gives it its root passes; a class only a storyboard makes runs `initWithCoder:`, not its other
/// initializers. Each app is scanned as typed, with CRLF line ends and with non-ASCII text.
@Suite struct StackBarAndInitializerTests {
    /// An onboarding stack with its bar hidden: every step draws its own back arrow; the country picker
    /// shows the bar while it is up and hides it again as it goes.
    private static func onboarding(countryShowsBar: Bool) -> [(String, String)] {
        [("App/AppDelegate.swift", """
        class SceneDelegate: UIResponder {
            func start() {
                let nav = UINavigationController(rootViewController: WelcomeViewController())
                1️⃣nav.isNavigationBarHidden = true
                window?.rootViewController = nav
            }
        }
        class WelcomeViewController: UIViewController {
            func next() { navigationController?.pushViewController(PhoneViewController(), animated: true) }
        }
        class PhoneViewController: UIViewController {
            @objc func back() { navigationController?.popViewController(animated: true) }
            func pickCountry() {
                \(countryShowsBar ? "navigationController?.setNavigationBarHidden(false, animated: false)" : "")
                navigationController?.pushViewController(CountryViewController(), animated: true)
            }
        }
        class CountryViewController: UIViewController {
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                2️⃣navigationController?.setNavigationBarHidden(true, animated: false)
            }
            func picked() {
                3️⃣navigationController?.setNavigationBarHidden(true, animated: false)
                navigationController?.popViewController(animated: true)
            }
        }
        """)]
    }

    @Test func aBarHiddenAsAScreenGoesIsTheStacksAndNotTheScreens() throws {
        for shows in [false, true] {
            try ScannedApp.each(Self.onboarding(countryShowsBar: shows)) { app in
                #expect(app.rules(at: "1️⃣") == ["hidden-navigation-bar-disables-swipe"], "\(app.allFindings)")
                // Not the screen's own hidden bar; but a swipe abandoned leaves it up without one.
                #expect(app.rules(at: "2️⃣") == ["pop-side-effect-before-completion"], "\(app.allFindings)")
                #expect(app.rules(at: "3️⃣").isEmpty, "\(app.allFindings)")
                #expect(app.allFindings.count == 2, "\(app.allFindings)")
            }
        }
    }

    @Test func aLocalNavigationControllerIsTheStackItMakes() throws {
        try ScannedApp.each([ScannedApp.stack(root: "HomeViewController", declaring: []), ("App/Home.swift", """
        class HomeViewController: UIViewController {
            @IBAction func registerAgain(_ sender: Any) {
                guard let form = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "details") as? DetailsViewController else {
                    return
                }
                let navigationController = UINavigationController(rootViewController: form)
                1️⃣navigationController.isNavigationBarHidden = true
                navigationController.modalPresentationStyle = .fullScreen
                present(navigationController, animated: true)
            }
        }
        class DetailsViewController: UIViewController {
            func next() { navigationController?.pushViewController(CodeViewController(), animated: true) }
        }
        class CodeViewController: UIViewController {
            @objc func back() { navigationController?.popViewController(animated: true) }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["hidden-navigation-bar-disables-swipe"], "\(app.allFindings)")
            #expect(!app.result.draft.contains("class: HomeViewController   # App/Home.swift:1\n    navigationBarHidden"), "\(app.result.draft)")
        }
    }

    /// Only `initWithCoder:` runs for a navigation controller the storyboard makes: the pop delegate its
    /// `initWithRootViewController:` would take is never taken, and its animating delegate leaves no swipe.
    @Test(arguments: [true, false])
    func onlyTheCoderInitializerRunsForAStoryboardsClass(madeInCode: Bool) throws {
        try ScannedApp.eachWithStoryboards([ScannedApp.launchingMainStoryboard, ("App/Main.storyboard", """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav"><scenes>
        <scene sceneID="s0"><objects><navigationController id="nav" customClass="ShopNavigationController" sceneMemberID="viewController"><connections>
        <segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/>
        </connections></navigationController></objects></scene>
        <scene sceneID="s1"><objects><viewController id="list" customClass="ProductsViewController" sceneMemberID="viewController"><connections>
        <segue destination="detail" kind="show" identifier="detail" id="p1"/>
        </connections></viewController></objects></scene>
        <scene sceneID="s2"><objects><viewController id="detail" customClass="ProductViewController" sceneMemberID="viewController"/></objects></scene>
        </scenes></document>
        """), ("App/ShopNavigationController.m", """
        @interface ShopNavigationController : UINavigationController <UINavigationControllerDelegate, UIGestureRecognizerDelegate>
        @end
        @implementation ShopNavigationController
        - (id)initWithCoder:(NSCoder *)decoder {
            self = [super initWithCoder:decoder];
            if (self) {
                self.delegate = self;
            }
            return self;
        }
        - (instancetype)initWithRootViewController:(UIViewController *)root {
            if ((self = [super initWithRootViewController:root])) {
                self.delegate = self;
                self.interactivePopGestureRecognizer.delegate = self;
            }
            return self;
        }
        1️⃣- (id<UIViewControllerAnimatedTransitioning>)navigationController:(UINavigationController *)navigationController animationControllerForOperation:(UINavigationControllerOperation)operation fromViewController:(UIViewController *)fromVC toViewController:(UIViewController *)toVC {
            return [[ZoomAnimator alloc] init];
        }
        - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
            return self.viewControllers.count > 1;
        }
        @end
        @interface ProductsViewController : UIViewController
        @end
        @implementation ProductsViewController
        \(madeInCode ? "- (void)openCart { [self presentViewController:[[ShopNavigationController alloc] initWithRootViewController:[[ProductViewController alloc] init]] animated:YES completion:nil]; }" : "")
        @end
        @interface ProductViewController : UIViewController
        @end
        @implementation ProductViewController
        @end
        """)]) { app in
            #expect(app.rules(at: "1️⃣").contains("animating-delegate-disables-swipe") == !madeInCode, "\(app.allFindings)")
        }
    }
}
