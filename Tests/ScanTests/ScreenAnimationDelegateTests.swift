import Testing
@testable import Scan
import TestSupport

/// A screen that makes itself its stack's navigation delegate as it is set up and returns animators: the
/// stack's transitions are its animators', and UIKit's edge swipe stops.
@Suite struct ScreenAnimationDelegateTests {
    /// The root sets itself up as the delegate; set only in an action (just before a pop) it holds for that
    /// pop only; where the root also answers the pop gesture itself, it decides which swipes start.
    @Test(arguments: [("viewDidLoad", "", true), ("closeTapped", "", false),
                      ("viewDidLoad", "self.navigationController.interactivePopGestureRecognizer.delegate = self;", false)])
    func aRootThatMakesItselfAnAnimatingDelegate(_ method: String, popDelegate: String, reported: Bool) throws {
        try ScannedApp.each([ScannedApp.stack(root: "MapViewController", objectiveC: true), ("App/Map.m", """
        @interface MapViewController : UIViewController <UINavigationControllerDelegate, UIGestureRecognizerDelegate>
        @end
        @implementation MapViewController
        - (void)\(method) {
            self.navigationController.delegate = self;
            \(popDelegate)
        }
        - (void)openProfile {
            [self.navigationController pushViewController:[[ProfileViewController alloc] init] animated:YES];
        }
        1️⃣- (id<UIViewControllerAnimatedTransitioning>)navigationController:(UINavigationController *)navigationController animationControllerForOperation:(UINavigationControllerOperation)operation fromViewController:(UIViewController *)fromVC toViewController:(UIViewController *)toVC {
            if ([toVC isKindOfClass:[ProfileViewController class]]) { return [[SlideAnimator alloc] init]; }
            return nil;
        }
        @end
        @interface ProfileViewController : UIViewController
        @end
        @implementation ProfileViewController
        @end
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == (reported ? ["animating-delegate-disables-swipe"] : []), "\(app.allFindings)")
        }
    }
}
