// Generated from rules.d by Sources/EmbedRules; do not edit. After changing a rule file, run
// NAVLINT_REGENERATE=1 swift test --filter EmbedRulesTests.

/// The text of every built-in rule file, embedded so the binary works with no rules.d beside it, and what
/// checking needs of it already parsed and type-checked (`RuleArchive`), which is what `navlint check` loads.
enum BuiltinRuleFiles {
    static let files: [(id: String, text: String, archive: String)] = [
        ("animating-delegate-disables-swipe", #"""
id: animating-delegate-disables-swipe
title: An animating navigation delegate turns off swipe-back
severity: warning
swipeBack: silentlyBroken
summary: The navigation controller's delegate implements animationController(for:from:to:) while UIKit's own delegate guards the edge swipe, so swipe-back stops working on every screen it pushes.
rationale: |
  Once a `UINavigationControllerDelegate` implements
  `navigationController(_:animationControllerFor:from:to:)`, the edge swipe stops
  starting on the screens that navigation controller pushes. It happens as soon as
  the method exists, even when it returns nil for every operation, although nil is
  meant to keep the standard transition: WordPress, WooCommerce and QMUI users ran
  into it, and react-native-screens found the same for the iOS 26 content swipe. An
  Open Radar report shows the pop recognizer's delegate reading nil in this setup;
  beyond that, why UIKit does it is not documented. So a fade added for one push
  quietly takes swipe-back away from the whole stack. Users drag from the left edge
  on any pushed screen and nothing moves; taps on Back still work, so the loss is
  easy to miss in testing.
fix: |
  If the delegate has no custom animation to run, delete the method rather than
  returning nil from it. If it does animate, give the navigation controller its own
  pop delegate that refuses at the root and during transitions (`stackDepth`,
  `notTransitioning`), or drive the pop yourself with an interaction controller.

  ```swift
  // In the UINavigationController subclass: own the pop delegate with guards.
  override func viewDidLoad() {
      super.viewDidLoad()
      interactivePopGestureRecognizer?.delegate = self
  }
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      viewControllers.count > 1 && transitionCoordinator == nil
  }
  ```

  ```objc
  // In the UINavigationController subclass: own the pop delegate with guards.
  - (void)viewDidLoad {
      [super viewDidLoad];
      self.interactivePopGestureRecognizer.delegate = self;
  }
  - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
      return self.viewControllers.count > 1 && self.transitionCoordinator == nil;
  }
  ```

  In the description: once the method is gone, remove `delegateAnimates: true` from
  the navigation controller; if you own the pop delegate instead, write
  `popGesture: {delegate: navigationController, shouldBegin: [stackDepth, notTransitioning]}`.
sources:
  - https://openradar.appspot.com/15215690
  - https://github.com/wordpress-mobile/WordPress-iOS/pull/6639
  - https://github.com/woocommerce/woocommerce-ios/pull/4504
  - https://github.com/Tencent/QMUI_iOS/issues/781
  - https://github.com/software-mansion/react-native-screens/pull/3173
platforms: iOS 7+
refinement: |
  The catalog asks only for `delegateAnimates: true` with `system` as the only owner. The
  rule also requires that the navigation controller's pop gesture is enabled and that
  at least one pushed screen keeps swipe-back on: a stack that never pushes anything,
  or whose swipe-back is off everywhere on purpose, has no swipe to lose, and a warning
  there is noise.
  Nor does it fire on a stack that a gesture recognizer of the app's own pops
  (`ownPopGesture`, a key navlint adds): the edge swipe was replaced there, which is one
  of this rule's fixes, not lost.
match:
  - nav: navigationControllers
repeatsAcross: nav
let:
  # The pushed screens that have swipe-back on, and so lose it.
  swipeable: "filter(s in poppableScreens(nav): not swipeBackOff(s, nav))"
when: |
  nav.delegateAnimates
  and not nav.ownPopGesture
  and onlySystemOwner(nav)
  and nav.popGesture.enabled
  and count(swipeable) > 0
report:
  at: nav.delegateAnimates
  message: "navigation controller '{nav.id}' has a delegate that implements navigationController(_:animationControllerFor:from:to:), so the edge swipe back stops working"
  scanMessage: "the delegate of {className(nav)} implements animationControllerFor (even one that returns nil), so the edge swipe back stops working"
  fix: "delete the method if it only returns nil, or give interactivePopGestureRecognizer a delegate of your own with guards"
examples:
  triggering:
    - yaml: |
        navlint: 1
        app: {deploymentTarget: "15.0"}
        navigationControllers:
          main:
            class: MainNavigationController
            root: home
            ↓delegateAnimates: true
        screens:
          home: {class: HomeViewController, pushes: [detail]}
          detail: {class: DetailViewController}
      messages:
        - "navigation controller 'main' has a delegate that implements navigationController(_:animationControllerFor:from:to:), so the edge swipe back stops working"
      scanMessages:
        - "the delegate of MainNavigationController implements animationControllerFor (even one that returns nil), so the edge swipe back stops working"
    - |
      # Only the animating navigation controller is reported.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        shop:
          root: catalog
          ↓delegateAnimates: true
        account: {root: profile}
      screens:
        catalog: {pushes: [product]}
        product: {}
        profile: {pushes: [orders]}
        orders: {}
    - |
      # One pushed screen turns swipe-back off, but another still loses it.
      navlint: 1
      app: {deploymentTarget: "13.0"}
      navigationControllers:
        main:
          root: home
          popGesture: {delegate: [system]}
          ↓delegateAnimates: true
      screens:
        home: {pushes: [pay, receipt]}
        pay:
          popGesture: {disabled: true, disableIn: viewDidAppear, enableIn: viewWillDisappear}
        receipt: {}
  nonTriggering:
    - |
      # A pan of the app's own pops this stack (ownPopGesture, navlint's key), so the swipe
      # does not depend on UIKit's gate.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: home
          delegateAnimates: true
          delegateInteraction: true
          ownPopGesture: true
      screens:
        home: {pushes: [detail]}
        detail: {}
    - |
      # The navigation controller owns the pop delegate with guards.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: home
          delegateAnimates: true
          popGesture:
            delegate: navigationController
            shouldBegin: [stackDepth, notTransitioning]
            requiredToFailBy: true
      screens:
        home: {pushes: [detail]}
        detail: {}
    - |
      # A single-screen stack (a presented form) never pushes, so there is no swipe to lose.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: home}
        loginFlow:
          root: login
          delegateAnimates: true
      screens:
        home: {presents: [login]}
        login: {}
    - |
      # Swipe-back is turned off for the whole stack on purpose.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: home
          delegateAnimates: true
          popGesture: {enabled: false}
      screens:
        home: {pushes: [detail]}
        detail: {}
    - |
      # No custom animations: the delegate does not implement the method.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: home, delegateAnimates: false}
      screens:
        home: {pushes: [detail]}
        detail: {}
codeExamples:
  triggering:
    - swift: |
        // The fade is meant for one push, but the method alone turns the edge swipe off.
        final class FadeNavigationController: UINavigationController, UINavigationControllerDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                delegate = self
            }
            ↓func navigationController(_ navigationController: UINavigationController,
                                      animationControllerFor operation: UINavigationController.Operation,
                                      from fromVC: UIViewController,
                                      to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                toVC is AlbumViewController ? FadeAnimator() : nil
            }
        }
        final class AlbumViewController: UIViewController {}
    - objc: |
        // Returns nil for every operation, and still the edge swipe no longer starts.
        @interface MainNavigationController : UINavigationController <UINavigationControllerDelegate>
        @end
        @implementation MainNavigationController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.delegate = self;
        }
        ↓- (id<UIViewControllerAnimatedTransitioning>)navigationController:(UINavigationController *)nav
                                          animationControllerForOperation:(UINavigationControllerOperation)operation
                                                       fromViewController:(UIViewController *)from
                                                         toViewController:(UIViewController *)to {
            return nil;
        }
        @end
        @interface AlbumViewController : UIViewController
        @end
        @implementation AlbumViewController
        @end
  nonTriggering:
    - swift: |
        // The fade stays; the navigation controller owns the pop delegate, so the swipe is back.
        final class FadeNavigationController: UINavigationController, UINavigationControllerDelegate, UIGestureRecognizerDelegate {
            override func awakeFromNib() {
                super.awakeFromNib()
                delegate = self
            }
            // In the UINavigationController subclass: own the pop delegate with guards.
            override func viewDidLoad() {
                super.viewDidLoad()
                interactivePopGestureRecognizer?.delegate = self
            }
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                viewControllers.count > 1 && transitionCoordinator == nil
            }
            func navigationController(_ navigationController: UINavigationController,
                                      animationControllerFor operation: UINavigationController.Operation,
                                      from fromVC: UIViewController,
                                      to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                toVC is AlbumViewController ? FadeAnimator() : nil
            }
        }
        final class AlbumViewController: UIViewController {}
      appliesFix: 1
    - objc: |
        // The nil-only animationControllerForOperation: is deleted, so UIKit's own pop runs.
        @interface MainNavigationController : UINavigationController <UINavigationControllerDelegate>
        @end
        @implementation MainNavigationController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.delegate = self;
        }
        @end
        @interface AlbumViewController : UIViewController
        @end
        @implementation AlbumViewController
        @end
    - objc: |
        // The fade stays; the navigation controller owns the pop delegate, so the swipe is back.
        @interface FadeNavigationController : UINavigationController <UINavigationControllerDelegate, UIGestureRecognizerDelegate>
        @end
        @implementation FadeNavigationController
        - (void)awakeFromNib {
            [super awakeFromNib];
            self.delegate = self;
        }
        // In the UINavigationController subclass: own the pop delegate with guards.
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.interactivePopGestureRecognizer.delegate = self;
        }
        - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
            return self.viewControllers.count > 1 && self.transitionCoordinator == nil;
        }
        - (id<UIViewControllerAnimatedTransitioning>)navigationController:(UINavigationController *)nav
                                          animationControllerForOperation:(UINavigationControllerOperation)operation
                                                       fromViewController:(UIViewController *)from
                                                         toViewController:(UIViewController *)to {
            return [to isKindOfClass:[AlbumViewController class]] ? [[FadeAnimator alloc] init] : nil;
        }
        @end
        @interface AlbumViewController : UIViewController
        @end
      appliesFix: 2
      withoutFix: |
        - (void)viewDidLoad {
            [super viewDidLoad];
        }


"""#,
         "33\"animating-delegate-disables-swipe 53\"An animating navigation delegate turns off swipe-back 7\"warning 186\"The navigation controller's delegate implements animationController(for:from:to:) while UIKit's own delegate guards the edge swipe, so swipe-back stops working on every screen it pushes. + 6\"iOS 7+ 1 + 14\"silentlyBroken 1 3\"nav v 21\"navigationControllers 66 10 1 9\"swipeable q 6\"filter 1\"s 70 22 c 15\"poppableScreens 1 v 3\"nav 70 43 70 27 ! c 12\"swipeBackOff 2 v 1\"s 70 66 v 3\"nav 70 69 70 53 70 49 70 15 70 3 + 3\"nav + 21\"navigation controller 1 0 0 o 3\"and o 3\"and o 3\"and o 3\"and m v 3\"nav 72 3 16\"delegateAnimates 72 7 ! m v 3\"nav 73 11 13\"ownPopGesture 73 15 73 7 73 3 c 15\"onlySystemOwner 1 v 3\"nav 74 23 74 7 74 3 m m v 3\"nav 75 7 10\"popGesture 75 11 7\"enabled 75 22 75 3 o 1\"> c 5\"count 1 v 9\"swipeable 76 13 76 7 d 3\"0.0 76 26 76 24 76 3 m v 3\"nav 78 7 16\"delegateAnimates 78 11 3 t 23\"navigation controller ' e m v 3\"nav 79 37 2\"id 79 41 t 126\"' has a delegate that implements navigationController(_:animationControllerFor:from:to:), so the edge swipe back stops working + 1 t 116\"delete the method if it only returns nil, or give interactivePopGestureRecognizer a delegate of your own with guards + 3 t 16\"the delegate of  e c 9\"className 1 v 3\"nav 80 44 80 34 t 100\" implements animationControllerFor (even one that returns nil), so the edge swipe back stops working - - "),
        ("animator-without-interaction-controller", #"""
id: animator-without-interaction-controller
title: A custom pop animation that the swipe cannot drive
severity: warning
swipeBack: silentlyBroken
summary: The navigation delegate animates pops itself and a custom pop delegate lets the edge swipe start, but no interaction controller is returned, so a swipe pops at once without following the finger.
rationale: |
  Once the navigation delegate returns an animator from
  `navigationController(_:animationControllerFor:from:to:)`, UIKit runs that animator for
  every pop, the ones the edge swipe starts included. Only an interaction controller,
  returned from `navigationController(_:interactionControllerFor:)`, lets the finger drive
  it. Next to an animating navigation delegate the edge swipe stops starting under UIKit's
  own pop delegate, so apps take that delegate over to get the swipe back (the
  RMPZoomTransitionAnimator maintainer's workaround does exactly that); an app that does so
  but returns no interaction controller gets the worst of both. The RZTransitions tracker
  reports the result with a custom pop animation and no interaction controller: a swipe
  from the edge closed the screen immediately, with no way to stop the transition, and the
  answer in the thread was to implement the interactive methods. On a device a short drag
  from the edge completes the pop, and a user who only meant to peek at the previous
  screen cannot change their mind.
fix: |
  Return an interaction controller while the swipe drives the pop, updated from the pop
  recognizer; or return nil from `navigationController(_:animationControllerFor:from:to:)`
  for a pop the swipe starts, so UIKit's own interactive pop runs (the workaround the
  RMPZoomTransitionAnimator maintainer posted in its tracker).

  ```swift
  // In the navigation delegate, fed by the pop gesture's target.
  var swipe: UIPercentDrivenInteractiveTransition?

  func navigationController(_ navigationController: UINavigationController,
                            interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
      -> UIViewControllerInteractiveTransitioning? {
      swipe
  }
  ```

  ```objc
  - (id<UIViewControllerAnimatedTransitioning>)navigationController:(UINavigationController *)nav
                                    animationControllerForOperation:(UINavigationControllerOperation)operation
                                                 fromViewController:(UIViewController *)from
                                                   toViewController:(UIViewController *)to {
      // A pop the edge swipe started: let UIKit's own interactive pop run.
      if (operation == UINavigationControllerOperationPop && self.swipeInProgress) return nil;
      return self.zoomAnimator;
  }
  ```

  In the description: write `delegateInteraction: true` once the delegate returns an
  interaction controller, or `delegatePassesSwipePops: true` once it returns nil for the
  pops the swipe starts.
sources:
  - "“[Question] Implement RZTransitionInteractionController inside each view controller to make transition interactive?” (Rightpoint/RZTransitions issue 56, 2016): https://github.com/Rightpoint/RZTransitions/issues/56"
  - "“Add support for UIViewControllerInteractiveTransitioning” (recruit-mp/RMPZoomTransitionAnimator issue 1, 2015): https://github.com/recruit-mp/RMPZoomTransitionAnimator/issues/1"
platforms: iOS 7+
refinement: |
  The catalog asks for `delegateAnimates: true`, an enabled pop gesture, a custom owner and
  no `delegateInteraction`. The rule also requires that at least one pushed screen keeps
  swipe-back on, as `animating-delegate-disables-swipe` does: a stack that never pushes, or
  whose screens all turn swipe-back off, never starts a swipe the animator could mishandle.
match:
  - nav: navigationControllers
repeatsAcross: nav
let:
  # The pushed screens whose swipe back runs the animator.
  swipeable: "filter(s in poppableScreens(nav): not swipeBackOff(s, nav))"
when: |
  nav.delegateAnimates
  and nav.popGesture.enabled
  and count(customOwners(nav)) > 0
  and not nav.delegateInteraction
  and not nav.delegatePassesSwipePops
  and count(swipeable) > 0
report:
  at: nav.delegateAnimates
  message: "navigation controller '{nav.id}' animates pops without an interaction controller, so a swipe back pops at once"
  scanMessage: "the delegate of {className(nav)} animates pops without an interaction controller, so a swipe back pops at once"
  fix: "return an interaction controller from navigationController(_:interactionControllerFor:), or no animator for a pop the swipe starts"
examples:
  triggering:
    - yaml: |
        navlint: 1
        app: {deploymentTarget: "15.0"}
        navigationControllers:
          main:
            class: MainNavigationController
            root: gallery
            ↓delegateAnimates: true
            popGesture:
              delegate: navigationController
              shouldBegin: [stackDepth, notTransitioning]
        screens:
          gallery: {class: GalleryViewController, pushes: [photo]}
          photo: {class: PhotoViewController}
      messages:
        - "navigation controller 'main' animates pops without an interaction controller, so a swipe back pops at once"
      scanMessages:
        - "the delegate of MainNavigationController animates pops without an interaction controller, so a swipe back pops at once"
    - yaml: |
        # A nil delegate counts as a custom owner: nothing refuses the swipe, and nothing drives it.
        navlint: 1
        app: {deploymentTarget: "15.0"}
        navigationControllers:
          main:
            root: gallery
            popGesture: {delegate: nil, restoresSystemDelegateAtRoot: true}
            delegateInteraction: false
            ↓delegateAnimates: true
        screens:
          gallery: {pushes: [photo, album]}
          photo: {}
          album:
            popGesture: {disabled: true, disableIn: viewDidAppear, enableIn: viewWillDisappear}
      messages:
        - "navigation controller 'main' animates pops without an interaction controller, so a swipe back pops at once"
    - |
      # A SwiftUI stack whose underlying navigation controller got an animating delegate.
      navlint: 1
      app: {deploymentTarget: "17.0"}
      navigationControllers:
        main:
          kind: navigationStack
          root: gallery
          popGesture: {delegate: "screen:gallery", shouldBegin: [stackDepth, notTransitioning]}
          ↓delegateAnimates: true
      screens:
        gallery: {pushes: [photo]}
        photo: {}
  nonTriggering:
    - |
      # The delegate returns an interaction controller.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: gallery
          delegateAnimates: true
          delegateInteraction: true
          popGesture: {delegate: navigationController, shouldBegin: [stackDepth, notTransitioning]}
      screens:
        gallery: {pushes: [photo]}
        photo: {}
    - |
      # UIKit's own delegate refuses the swipe here (another rule reports that), so no swipe runs the animator.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: gallery, delegateAnimates: true}
      screens:
        gallery: {pushes: [photo]}
        photo: {}
    - |
      # The pop gesture is switched off.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: gallery
          delegateAnimates: true
          popGesture: {enabled: false, delegate: navigationController, shouldBegin: [stackDepth]}
      screens:
        gallery: {pushes: [photo]}
        photo: {}
    - |
      # A custom owner without a custom animation: the standard pop follows the finger.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: gallery
          popGesture: {delegate: navigationController, shouldBegin: [stackDepth, notTransitioning]}
      screens:
        gallery: {pushes: [photo]}
        photo: {}
    - |
      # A single-screen stack never swipes back.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: gallery}
        viewer:
          root: photo
          delegateAnimates: true
          popGesture: {delegate: navigationController, shouldBegin: [stackDepth]}
      screens:
        gallery: {presents: [photo]}
        photo: {}
codeExamples:
  triggering:
    - swift: |
        // The swipe is back, but nothing lets the finger drive the zoom animator.
        final class GalleryNavigationController: UINavigationController, UINavigationControllerDelegate, UIGestureRecognizerDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                delegate = self
                interactivePopGestureRecognizer?.delegate = self
            }
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                viewControllers.count > 1 && transitionCoordinator == nil
            }
            ↓func navigationController(_ navigationController: UINavigationController,
                                      animationControllerFor operation: UINavigationController.Operation,
                                      from fromVC: UIViewController,
                                      to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                ZoomAnimator(operation: operation)
            }
        }
        final class PhotoViewController: UIViewController {}
    - objc: |
        @interface GalleryNavigationController : UINavigationController <UINavigationControllerDelegate, UIGestureRecognizerDelegate>
        @end
        @implementation GalleryNavigationController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.delegate = self;
            self.interactivePopGestureRecognizer.delegate = self;
        }
        - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
            return self.viewControllers.count > 1 && self.transitionCoordinator == nil;
        }
        ↓- (id<UIViewControllerAnimatedTransitioning>)navigationController:(UINavigationController *)nav
                                          animationControllerForOperation:(UINavigationControllerOperation)operation
                                                       fromViewController:(UIViewController *)from
                                                         toViewController:(UIViewController *)to {
            return [[ZoomAnimator alloc] initWithOperation:operation];
        }
        @end
        @interface PhotoViewController : UIViewController
        @end
        @implementation PhotoViewController
        @end
  nonTriggering:
    - swift: |
        final class GalleryNavigationController: UINavigationController, UINavigationControllerDelegate, UIGestureRecognizerDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                delegate = self
                interactivePopGestureRecognizer?.delegate = self
            }
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                viewControllers.count > 1 && transitionCoordinator == nil
            }
            func navigationController(_ navigationController: UINavigationController,
                                      animationControllerFor operation: UINavigationController.Operation,
                                      from fromVC: UIViewController,
                                      to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                ZoomAnimator(operation: operation)
            }

            // In the navigation delegate, fed by the pop gesture's target.
            var swipe: UIPercentDrivenInteractiveTransition?

            func navigationController(_ navigationController: UINavigationController,
                                      interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
                -> UIViewControllerInteractiveTransitioning? {
                swipe
            }
        }
        final class PhotoViewController: UIViewController {}
      appliesFix: 1
    - objc: |
        // The workaround: a pop the swipe started gets nil, so UIKit's own interactive pop runs.
        @interface GalleryNavigationController : UINavigationController <UINavigationControllerDelegate, UIGestureRecognizerDelegate>
        @property (nonatomic, strong) ZoomAnimator *zoomAnimator;
        @property (nonatomic) BOOL swipeInProgress;
        @end
        @implementation GalleryNavigationController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.zoomAnimator = [[ZoomAnimator alloc] init];
            self.delegate = self;
            self.interactivePopGestureRecognizer.delegate = self;
            [self.interactivePopGestureRecognizer addTarget:self action:@selector(handlePop:)];
        }
        - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
            return self.viewControllers.count > 1 && self.transitionCoordinator == nil;
        }
        - (void)handlePop:(UIGestureRecognizer *)recognizer {
            self.swipeInProgress = recognizer.state == UIGestureRecognizerStateBegan
                || recognizer.state == UIGestureRecognizerStateChanged;
        }
        - (id<UIViewControllerAnimatedTransitioning>)navigationController:(UINavigationController *)nav
                                          animationControllerForOperation:(UINavigationControllerOperation)operation
                                                       fromViewController:(UIViewController *)from
                                                         toViewController:(UIViewController *)to {
            // A pop the edge swipe started: let UIKit's own interactive pop run.
            if (operation == UINavigationControllerOperationPop && self.swipeInProgress) return nil;
            return self.zoomAnimator;
        }
        @end
        @interface PhotoViewController : UIViewController
        @end
        @implementation PhotoViewController
        @end
      appliesFix: 2
      withoutFix: |
        - (id<UIViewControllerAnimatedTransitioning>)navigationController:(UINavigationController *)nav
                                          animationControllerForOperation:(UINavigationControllerOperation)operation
                                                       fromViewController:(UIViewController *)from
                                                         toViewController:(UIViewController *)to {
            return self.zoomAnimator;
        }

"""#,
         "39\"animator-without-interaction-controller 50\"A custom pop animation that the swipe cannot drive 7\"warning 194\"The navigation delegate animates pops itself and a custom pop delegate lets the edge swipe start, but no interaction controller is returned, so a swipe pops at once without following the finger. + 6\"iOS 7+ 1 + 14\"silentlyBroken 1 3\"nav v 21\"navigationControllers 61 10 1 9\"swipeable q 6\"filter 1\"s 65 22 c 15\"poppableScreens 1 v 3\"nav 65 43 65 27 ! c 12\"swipeBackOff 2 v 1\"s 65 66 v 3\"nav 65 69 65 53 65 49 65 15 65 3 + 3\"nav + 21\"navigation controller 1 0 0 o 3\"and o 3\"and o 3\"and o 3\"and o 3\"and m v 3\"nav 67 3 16\"delegateAnimates 67 7 m m v 3\"nav 68 7 10\"popGesture 68 11 7\"enabled 68 22 68 3 o 1\"> c 5\"count 1 c 12\"customOwners 1 v 3\"nav 69 26 69 13 69 7 d 3\"0.0 69 34 69 32 69 3 ! m v 3\"nav 70 11 19\"delegateInteraction 70 15 70 7 70 3 ! m v 3\"nav 71 11 23\"delegatePassesSwipePops 71 15 71 7 71 3 o 1\"> c 5\"count 1 v 9\"swipeable 72 13 72 7 d 3\"0.0 72 26 72 24 72 3 m v 3\"nav 74 7 16\"delegateAnimates 74 11 3 t 23\"navigation controller ' e m v 3\"nav 75 37 2\"id 75 41 t 79\"' animates pops without an interaction controller, so a swipe back pops at once + 1 t 130\"return an interaction controller from navigationController(_:interactionControllerFor:), or no animator for a pop the swipe starts + 3 t 16\"the delegate of  e c 9\"className 1 v 3\"nav 76 44 76 34 t 78\" animates pops without an interaction controller, so a swipe back pops at once - - "),
        ("back-interception-bypassed-by-swipe", #"""
id: back-interception-bypassed-by-swipe
title: Swipe-back skips the screen's back-button guard
severity: warning
swipeBack: silentlyBroken
summary: A pushed screen guards the Back button, but the edge swipe can still pop it because nothing vetoes the swipe while that screen is on top.
rationale: |
  Back interception only questions the Back button. An edge swipe starts an
  interactive pop first and reaches `navigationBar(_:shouldPop:)` only once the
  transition has begun (as a pull request to UIViewController-BackButtonHandler
  describes), and QMUI's source notes that by then `topViewController` is already a
  different screen, so the count check of the Chinese back-interception article takes
  the swipe for a pop from code and lets it through. So a screen that asks "discard
  your changes?" or steps back inside a web page's own history on Back can be closed
  without a word by a swipe from the left edge, and the edits or the web history are
  lost; QMUI and .NET MAUI users reported exactly that until the pop delegate asked
  the screen too. The place to stop the swipe is before it begins: the pop gesture
  delegate's `gestureRecognizerShouldBegin`, which UIKit's own delegate does not let
  you extend.
fix: |
  Let the navigation controller own the pop delegate (with its other guards) and
  make `gestureRecognizerShouldBegin` ask the top screen the same question as the
  Back button. Or turn swipe-back off on that screen while it has something to
  protect.

  ```swift
  func gestureRecognizerShouldBegin(_ gesture: UIGestureRecognizer) -> Bool {
      guard viewControllers.count > 1, transitionCoordinator == nil else { return false }
      if let guarded = topViewController as? BackButtonHandling {
          return guarded.shouldPopOnBackButtonPress()   // same answer as for Back
      }
      return true
  }
  ```

  ```objc
  - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gesture {
      if (self.viewControllers.count <= 1 || self.transitionCoordinator) { return NO; }
      UIViewController *top = self.topViewController;
      if ([top respondsToSelector:@selector(shouldPopOnBackButtonPress)]) {
          return [(id<NavigationControllerDelegate>)top shouldPopOnBackButtonPress];
      }
      return YES;
  }
  ```

  In the description: with a navigation-controller-owned delegate that asks the
  screen, write `popGesture: {delegate: navigationController, shouldBegin: [stackDepth, notTransitioning, screenVeto]}`;
  or turn swipe-back off on the screen (`popGesture: {disabled: true}` with
  `disableIn: viewDidAppear` and `enableIn: viewWillDisappear`).
sources:
  - "“has updated for iOS 13” (opening line of a Chinese article on intercepting the navigation bar's Back button, 2018, updated for iOS 13 in 2019; the copy found has no title): https://jianshuapi.com/p/599aa9c9dddd"
  - https://github.com/onegray/UIViewController-BackButtonHandler/pull/5
  - https://github.com/Tencent/QMUI_iOS/issues/902
  - https://github.com/Tencent/QMUI_iOS/blob/d966c0c0972927be6d93ec00a979741581fcf046/QMUIKit/UIKitExtensions/UINavigationController%2BQMUI.m
  - https://github.com/dotnet/maui/pull/38071
  - "“backAction” (Apple developer documentation): https://developer.apple.com/documentation/uikit/uinavigationitem/backaction"
  - https://www.vvse.com/blog/blog/2021/10/15/how-to-cancel-the-interactivepopgesturerecognizer-action/
platforms: iOS 7+
refinement: |
  Two refinements of the catalog condition. A pop delegate set to `nil` runs no
  `gestureRecognizerShouldBegin` either, so a navigation controller whose owners are
  only `system` and `nil` counts as having no veto, whatever `shouldBegin` lists. And
  the screen is judged only in navigation controllers that have `backInterception`:
  elsewhere its guard is not asked on Back either, which
  `interceptor-without-interception` reports at the same key.

  navlint also counts a screen's own Back as a guard (`navigationItem.backTapRuns`, a
  key navlint adds to the format): a left item in Back's place, or an iOS 16
  `backAction`, whose action asks before leaving or saves, sends or resets state
  first. Apple documents `backAction` as the action of the Back button; the edge
  swipe is the navigation controller's own recognizer, which pops the screen itself
  and, as a 2021 note on cancelling it found, offers no way to ask first, so that
  action is not what a swipe runs. Left items in Back's place stop the swipe under
  UIKit's own delegate, as a hidden Back with a leading toolbar button does in
  SwiftUI, and there the dead swipe keeps the question from being skipped; so they
  count only where a delegate of the app's, a delegate set to `nil` or a
  full-screen pop brings the swipe back. A Back that ends the flow (`backTapRuns:
  leave`, popping to the root or dismissing the stack) asks nothing and saves
  nothing, so there is no question for a swipe to skip, and it does not count.
match:
  - nav: navigationControllers
  - screen: poppableScreens(nav)
repeatsAcross: nav
let:
  # No pop delegate asks the top screen: UIKit's own, nil, or one whose checks leave the screen out.
  noVeto: "all(owner in owners(nav): owner == 'system' or owner == 'nil') or not ('screenVeto' in nav.popGesture.shouldBegin)"
  # The screen's own Back asks or saves (backTapRuns), and the swipe still works beside it: backAction
  # keeps the system Back and its swipe; left items in Back's place, or a hidden Back with a leading
  # toolbar button, leave the swipe only to a pop delegate other than UIKit's, or to a full-screen pop.
  ownBackBypassed: "isSet(screen.navigationItem.backTapRuns) and screen.navigationItem.backTapRuns != 'leave' and (screen.navigationItem.backAction or ((count(leftItems(screen)) > 0 or hidesBackButton(screen)) and (not onlySystemOwner(nav) or fullScreenHack(nav))))"
when: |
  not swipeBackOff(screen, nav)
  and noVeto
  and ((screen.interceptsBack and nav.backInterception != null) or ownBackBypassed)
report:
  at: "if screen.interceptsBack and nav.backInterception != null then screen.interceptsBack else screen.navigationItem.backTapRuns"
  message: "screen '{screen.id}' guards the Back button, but an edge swipe pops it without asking in navigation controller '{nav.id}'"
  scanMessage: "{className(screen)} guards the Back button, but an edge swipe pops it without asking"
  fix: "have gestureRecognizerShouldBegin(_:) of the pop delegate ask the top screen too, or turn swipe-back off on this screen"
examples:
  triggering:
    - yaml: |
        # UIKit's own delegate lets the swipe through.
        navlint: 1
        app: {deploymentTarget: "15.0"}
        navigationControllers:
          main:
            class: MainNavigationController
            root: list
            backInterception: {distinguishesProgrammaticPop: true, repopWhen: ">", debounce: 0.2}
        screens:
          list: {class: ListViewController, pushes: [editor]}
          editor:
            class: EditorViewController
            purpose: form
            ↓interceptsBack: true
      messages:
        - "screen 'editor' guards the Back button, but an edge swipe pops it without asking in navigation controller 'main'"
      scanMessages:
        - "EditorViewController guards the Back button, but an edge swipe pops it without asking"
    - |
      # A guarded, nav-owned delegate that still never asks the screen.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: list
          popGesture:
            delegate: navigationController
            shouldBegin: [stackDepth, notTransitioning]
            requiredToFailBy: true
          backInterception: {distinguishesProgrammaticPop: true, repopWhen: ">", debounce: 0.2}
      screens:
        list: {pushes: [web]}
        web: {↓interceptsBack: true}
    - |
      # One finding for the shared screen: 'orders' vetoes, 'search' does not.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        orders:
          root: orderList
          popGesture:
            delegate: navigationController
            shouldBegin: [stackDepth, notTransitioning, screenVeto]
          backInterception: {distinguishesProgrammaticPop: true, repopWhen: ">", debounce: 0.2}
        search:
          root: searchHome
          backInterception: {distinguishesProgrammaticPop: true, repopWhen: ">", debounce: 0.2}
      screens:
        orderList: {pushes: [note]}
        searchHome: {pushes: [note]}
        note:
          purpose: form
          ↓interceptsBack: true
    - |
      # UIKit's delegate saved, nil on pushed screens, restored at the root: no veto anywhere.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: list
          popGesture:
            delegate: nil
            restoresSystemDelegateAtRoot: true
            shouldBegin: [screenVeto]
          backInterception: {distinguishesProgrammaticPop: true, repopWhen: ">", debounce: 0.2}
      screens:
        list: {pushes: [editor]}
        editor: {↓interceptsBack: true}
    - |
      # The screen's own Back asks first (backAction keeps the system Back and its swipe).
      navlint: 1
      app: {deploymentTarget: "16.0"}
      navigationControllers:
        main: {root: list}
      screens:
        list: {pushes: [editor]}
        editor:
          purpose: form
          navigationItem:
            backAction: true
            ↓backTapRuns: confirm
    - |
      # A Cancel item in Back's place saves a draft; the app cleared the pop delegate to keep the swipe.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: list
          popGesture: {delegate: nil}
      screens:
        list: {pushes: [compose]}
        compose:
          navigationItem:
            leftBarButtonItem: cancel
            ↓backTapRuns: save
    - |
      # SwiftUI: a hidden Back and a leading Cancel that asks first; the app's pop delegate brings the swipe back.
      navlint: 1
      app: {deploymentTarget: "16.0"}
      navigationControllers:
        main:
          kind: navigationStack
          root: notesView
          popGesture:
            delegate: navigationController
            shouldBegin: [stackDepth]
      screens:
        notesView: {pushes: [editorView]}
        editorView:
          modifiers: {navigationBarBackButtonHidden: true}
          navigationItem: {↓backTapRuns: confirm}
  nonTriggering:
    - |
      # A left item in Back's place under UIKit's own delegate: the swipe is off, so nothing
      # bypasses the question (and that is the point, so custom-left-item-disables-swipe is quiet too).
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: list}
      screens:
        list: {pushes: [editor]}
        editor:
          navigationItem:
            leftBarButtonItem: back
            backTapRuns: confirm
    - |
      # A Back that ends the flow (it pops to the root) guards nothing a live swipe could skip.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: list
          popGesture: {delegate: navigationController, shouldBegin: [stackDepth, notTransitioning], requiredToFailBy: true}
      screens:
        list: {pushes: [form]}
        form: {pushes: [mandate]}
        mandate:
          navigationItem:
            leftBarButtonItem: cancel
            backTapRuns: leave
    - |
      # The pop delegate asks the top screen before the swipe begins.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: list
          popGesture:
            delegate: navigationController
            shouldBegin: [stackDepth, notTransitioning, screenVeto]
            requiredToFailBy: true
          backInterception: {distinguishesProgrammaticPop: true, repopWhen: ">", debounce: 0.2}
      screens:
        list: {pushes: [editor]}
        editor: {purpose: form, interceptsBack: true}
    - |
      # Swipe-back is off on the guarded screen.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: list
          backInterception: {distinguishesProgrammaticPop: true, repopWhen: ">", debounce: 0.2}
      screens:
        list: {pushes: [editor]}
        editor:
          interceptsBack: true
          popGesture: {disabled: true, disableIn: viewDidAppear, enableIn: viewWillDisappear}
    - |
      # The root is never popped, so its guard is never bypassed.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: compose
          backInterception: {distinguishesProgrammaticPop: true, repopWhen: ">", debounce: 0.2}
      screens:
        compose: {interceptsBack: true}
    - |
      # No back interception here: interceptor-without-interception reports this screen.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: list}
      screens:
        list: {pushes: [editor]}
        editor: {purpose: form, interceptsBack: true}
    - |
      # The navigation controller's swipe-back is off altogether.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: list
          popGesture: {enabled: false}
          backInterception: {distinguishesProgrammaticPop: true, repopWhen: ">", debounce: 0.2}
      screens:
        list: {pushes: [editor]}
        editor: {interceptsBack: true}
codeExamples:
  triggering:
    - swift: |
        // Back asks the editor first; UIKit's own pop delegate lets the edge swipe through.
        final class GuardedNavigationController: UINavigationController, UINavigationBarDelegate {
            private var lastBackTap = Date.distantPast

            func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
                if viewControllers.count < (navigationBar.items?.count ?? 0) { return true }
                guard Date().timeIntervalSince(lastBackTap) > 0.2 else { return false }
                lastBackTap = Date()
                guard let top = topViewController as? BackButtonHandling else { return true }
                return top.shouldPopOnBackButtonPress()
            }
        }

        final class EditorViewController: UIViewController, BackButtonHandling {
            var hasUnsavedChanges = false
            ↓func shouldPopOnBackButtonPress() -> Bool { !hasUnsavedChanges }
        }
    - swift: |
        // backAction runs on a Back tap only; the edge swipe pops without asking.
        final class EditorViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.backAction = UIAction(handler: { [unowned self] _ in confirmLeave() })
            }

            private func confirmLeave() {
                let alert = ↓UIAlertController(title: "Discard changes?", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Discard", style: .destructive) { [unowned self] _ in
                    navigationController?.popViewController(animated: true)
                })
                alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
                present(alert, animated: true)
            }
        }
    - objc: |
        @interface GuardedNavigationController : UINavigationController <UINavigationBarDelegate>
        @property (nonatomic) CFTimeInterval lastBackTap;
        @end
        @implementation GuardedNavigationController
        - (BOOL)navigationBar:(UINavigationBar *)navigationBar shouldPopItem:(UINavigationItem *)item {
            if (self.viewControllers.count < navigationBar.items.count) { return YES; }
            if (CACurrentMediaTime() - self.lastBackTap < 0.2) { return NO; }
            self.lastBackTap = CACurrentMediaTime();
            UIViewController *top = self.topViewController;
            return ![top respondsToSelector:@selector(shouldPopOnBackButtonPress)] || [(id)top shouldPopOnBackButtonPress];
        }
        @end

        @interface EditorViewController : UIViewController
        @property (nonatomic) BOOL hasUnsavedChanges;
        @end
        @implementation EditorViewController
        ↓- (BOOL)shouldPopOnBackButtonPress { return !self.hasUnsavedChanges; }
        @end
    - swiftUI: |
        // The app brings the swipe back for hidden Back buttons, so it skips the question.
        struct EditorView: View {
            @State private var text = ""
            @State private var confirmingDiscard = false
            @Environment(\.dismiss) private var dismiss

            var body: some View {
                TextEditor(text: $text)
                    .navigationBarBackButtonHidden(true)
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            ↓Button("Cancel") { confirmingDiscard = true }
                        }
                    }
                    .confirmationDialog("Discard changes?", isPresented: $confirmingDiscard) {
                        Button("Discard", role: .destructive) { dismiss() }
                    }
            }
        }

        extension UINavigationController: UIGestureRecognizerDelegate {
            override open func viewDidLoad() {
                super.viewDidLoad()
                interactivePopGestureRecognizer?.delegate = self
            }
            public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                viewControllers.count > 1
            }
        }
  nonTriggering:
    - swift: |
        // The fix: the pop delegate asks the top screen the same question as Back.
        final class GuardedNavigationController: UINavigationController, UINavigationBarDelegate, UIGestureRecognizerDelegate {
            private var lastBackTap = Date.distantPast

            override func viewDidLoad() {
                super.viewDidLoad()
                interactivePopGestureRecognizer?.delegate = self
            }

            func gestureRecognizerShouldBegin(_ gesture: UIGestureRecognizer) -> Bool {
                guard viewControllers.count > 1, transitionCoordinator == nil else { return false }
                if let guarded = topViewController as? BackButtonHandling {
                    return guarded.shouldPopOnBackButtonPress()   // same answer as for Back
                }
                return true
            }

            func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
                if viewControllers.count < (navigationBar.items?.count ?? 0) { return true }
                guard Date().timeIntervalSince(lastBackTap) > 0.2 else { return false }
                lastBackTap = Date()
                guard let top = topViewController as? BackButtonHandling else { return true }
                return top.shouldPopOnBackButtonPress()
            }
        }

        final class EditorViewController: UIViewController, BackButtonHandling {
            var hasUnsavedChanges = false
            func shouldPopOnBackButtonPress() -> Bool { !hasUnsavedChanges }
        }
      appliesFix: 1
      withoutFix: |
        func gestureRecognizerShouldBegin(_ gesture: UIGestureRecognizer) -> Bool {
            viewControllers.count > 1 && transitionCoordinator == nil
        }
    - swiftUI: |
        // Without an app-wide pop delegate, the hidden Back takes the swipe with it: only Cancel leaves.
        struct EditorView: View {
            @State private var text = ""
            @State private var confirmingDiscard = false
            @Environment(\.dismiss) private var dismiss

            var body: some View {
                TextEditor(text: $text)
                    .navigationBarBackButtonHidden(true)
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Cancel") { confirmingDiscard = true }
                        }
                    }
                    .confirmationDialog("Discard changes?", isPresented: $confirmingDiscard) {
                        Button("Discard", role: .destructive) { dismiss() }
                    }
            }
        }
    - objc: |
        // The fix in Objective-C: the pop delegate asks the top screen the same question as Back.
        @protocol NavigationControllerDelegate <NSObject>
        - (BOOL)shouldPopOnBackButtonPress;
        @end

        @interface GuardedNavigationController : UINavigationController <UINavigationBarDelegate, UIGestureRecognizerDelegate>
        @property (nonatomic) CFTimeInterval lastBackTap;
        @end
        @implementation GuardedNavigationController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.interactivePopGestureRecognizer.delegate = self;
        }
        - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gesture {
            if (self.viewControllers.count <= 1 || self.transitionCoordinator) { return NO; }
            UIViewController *top = self.topViewController;
            if ([top respondsToSelector:@selector(shouldPopOnBackButtonPress)]) {
                return [(id<NavigationControllerDelegate>)top shouldPopOnBackButtonPress];
            }
            return YES;
        }
        - (BOOL)navigationBar:(UINavigationBar *)navigationBar shouldPopItem:(UINavigationItem *)item {
            if (self.viewControllers.count < navigationBar.items.count) { return YES; }
            if (CACurrentMediaTime() - self.lastBackTap < 0.2) { return NO; }
            self.lastBackTap = CACurrentMediaTime();
            UIViewController *top = self.topViewController;
            return ![top respondsToSelector:@selector(shouldPopOnBackButtonPress)] || [(id)top shouldPopOnBackButtonPress];
        }
        @end

        @interface EditorViewController : UIViewController <NavigationControllerDelegate>
        @property (nonatomic) BOOL hasUnsavedChanges;
        @end
        @implementation EditorViewController
        - (BOOL)shouldPopOnBackButtonPress { return !self.hasUnsavedChanges; }
        @end
      appliesFix: 2
      withoutFix: |
        - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gesture {
            return self.viewControllers.count > 1 && !self.transitionCoordinator;
        }

"""#,
         "35\"back-interception-bypassed-by-swipe 47\"Swipe-back skips the screen's back-button guard 7\"warning 137\"A pushed screen guards the Back button, but the edge swipe can still pop it because nothing vetoes the swipe while that screen is on top. + 6\"iOS 7+ 1 + 14\"silentlyBroken 2 3\"nav v 21\"navigationControllers 81 10 6\"screen c 15\"poppableScreens 1 v 3\"nav 82 29 82 13 2 6\"noVeto o 2\"or q 3\"all 5\"owner 86 16 c 6\"owners 1 v 3\"nav 86 32 86 25 o 2\"or o 2\"== v 5\"owner 86 38 s 6\"system 86 47 86 44 o 2\"== v 5\"owner 86 59 s 3\"nil 86 68 86 65 86 56 86 12 ! o 2\"in s 10\"screenVeto 86 83 m m v 3\"nav 86 99 10\"popGesture 86 103 11\"shouldBegin 86 114 86 96 86 78 86 75 86 3 15\"ownBackBypassed o 3\"and o 3\"and c 5\"isSet 1 m m v 6\"screen 90 27 14\"navigationItem 90 34 11\"backTapRuns 90 49 90 21 o 2\"!= m m v 6\"screen 90 66 14\"navigationItem 90 73 11\"backTapRuns 90 88 s 5\"leave 90 103 90 100 90 62 o 2\"or m m v 6\"screen 90 116 14\"navigationItem 90 123 10\"backAction 90 138 o 3\"and o 2\"or o 1\"> c 5\"count 1 c 9\"leftItems 1 v 6\"screen 90 170 90 160 90 154 d 3\"0.0 90 181 90 179 c 15\"hidesBackButton 1 v 6\"screen 90 202 90 186 90 183 o 2\"or ! c 15\"onlySystemOwner 1 v 3\"nav 90 236 90 220 90 216 c 14\"fullScreenHack 1 v 3\"nav 90 259 90 244 90 241 90 211 90 149 90 111 90 3 + 3\"nav + 21\"navigation controller 1 0 0 o 3\"and o 3\"and ! c 12\"swipeBackOff 2 v 6\"screen 92 20 v 3\"nav 92 28 92 7 92 3 v 6\"noVeto 93 7 93 3 o 2\"or o 3\"and m v 6\"screen 94 9 14\"interceptsBack 94 16 o 2\"!= m v 3\"nav 94 35 16\"backInterception 94 39 n 94 59 94 56 94 31 v 15\"ownBackBypassed 94 68 94 65 94 3 i o 3\"and m v 6\"screen 96 11 14\"interceptsBack 96 18 o 2\"!= m v 3\"nav 96 37 16\"backInterception 96 41 n 96 61 96 58 96 33 m v 6\"screen 96 71 14\"interceptsBack 96 78 m m v 6\"screen 96 98 14\"navigationItem 96 105 11\"backTapRuns 96 120 96 8 5 t 8\"screen ' e m v 6\"screen 97 22 2\"id 97 29 t 93\"' guards the Back button, but an edge swipe pops it without asking in navigation controller ' e m v 3\"nav 97 126 2\"id 97 130 t 1\"' + 1 t 119\"have gestureRecognizerShouldBegin(_:) of the pop delegate ask the top screen too, or turn swipe-back off on this screen + 2 e c 9\"className 1 v 6\"screen 98 28 98 18 t 65\" guards the Back button, but an edge swipe pops it without asking - - "),
        ("back-interception-double-pop", #"""
id: back-interception-double-pop
title: Back interception pops two screens on iOS 13 and later
severity: error
swipeBack: freezeOrCrashRisk
summary: The back-button interception calls popViewController itself whenever viewControllers.count >= navigationBar.items.count, which on iOS 13 and later has been observed to remove a second screen after a Back tap.
rationale: |
  Intercepting the system Back button through `navigationBar(_:shouldPop:)` was
  written for iOS 12 and earlier, where the interception popped the view controller
  itself after answering true, and did so when the two counts were equal (a tap) or
  more. A Chinese article on intercepting Back reported that after upgrading to
  iOS 13 a single tap on Back took some screens two levels up: the counts and the log
  looked exactly as on iOS 12, yet a second screen went too, without passing through
  the delegate method again, and the culprit was that extra `popViewController` for
  the equal-count case. The author only guessed at why (the bar and the view
  controllers being popped separately) and fixed it with a check of the iOS version
  at run time; the React Native Navigation maintainers likewise keep a separate
  implementation for iOS 12 and below because the method behaves differently there.
  On a device the user is taken out of, say, a product page and out of the list it
  came from. Nothing is logged, so the bug is easy to miss until users complain.
fix: |
  On iOS 13 and later answer true and let UIKit pop. Keep the extra
  `popViewController` only for systems below 13, behind a version check, and only
  for the equal-count case. If the deployment target is 13 or later, remove the extra
  pop entirely.

  ```swift
  // navigationBar(_:shouldPop:), after the screen agreed to leave
  if #available(iOS 13, *) { return true }          // the fix relies on UIKit popping here itself
  if viewControllers.count >= (navigationBar.items?.count ?? 0) {
      DispatchQueue.main.async { self.popViewController(animated: true) }
  }
  return true
  ```

  ```objc
  // navigationBar:shouldPopItem:, after the screen agreed to leave
  if (@available(iOS 13, *)) { return YES; }      // the fix relies on UIKit popping here itself
  if (self.viewControllers.count >= navigationBar.items.count) {
      dispatch_async(dispatch_get_main_queue(), ^{ [self popViewControllerAnimated:YES]; });
  }
  return YES;
  ```

  In the description: set `backInterception.repopWhen: ">"` (the comparison the
  article switched to for iOS 13) once the equal-count pop runs only below iOS 13, or
  remove `repopWhen` if the interception no longer pops by itself.
sources:
  - "“has updated for iOS 13” (opening line of a Chinese article on intercepting the navigation bar's Back button, 2018, updated for iOS 13 in 2019; the copy found has no title): https://jianshuapi.com/p/599aa9c9dddd"
  - https://github.com/wix/react-native-navigation/pull/6995
platforms: iOS 13+ (observed on devices running iOS 13; the description has no device version, so `app.sdk` 13 or later stands in for it)
match:
  - nav: navigationControllers
repeatsAcross: nav
when: |
  nav.backInterception != null
  and nav.backInterception.repopWhen == '>='
  and app.sdk >= '13'
report:
  at: nav.backInterception.repopWhen
  message: "navigation controller '{nav.id}' pops again itself after allowing a Back tap, which can pop two screens on iOS 13+"
  scanMessage: "{className(nav)} pops again in navigationBar(_:shouldPop:), which can pop two screens per Back tap on iOS 13+"
  fix: "on iOS 13 and later return true and let UIKit pop; pop yourself only below iOS 13, when viewControllers.count >= navigationBar.items.count (the counts are equal on a tap)"
examples:
  triggering:
    - yaml: |
        # The pre-iOS 13 interception logic, built with the default (iOS 26) SDK.
        navlint: 1
        app: {deploymentTarget: "12.0"}
        navigationControllers:
          main:
            class: MainNavigationController
            root: list
            backInterception:
              distinguishesProgrammaticPop: true
              ↓repopWhen: ">="
              debounce: 0.2
        screens:
          list: {class: ListViewController, pushes: [article]}
          article: {class: ArticleViewController, interceptsBack: true}
      messages:
        - "navigation controller 'main' pops again itself after allowing a Back tap, which can pop two screens on iOS 13+"
      scanMessages:
        - "MainNavigationController pops again in navigationBar(_:shouldPop:), which can pop two screens per Back tap on iOS 13+"
    - |
      # Built with the iOS 13 SDK: the double pop starts exactly there.
      navlint: 1
      app: {deploymentTarget: "11.0", sdk: "13.0"}
      navigationControllers:
        main:
          root: home
          backInterception: {distinguishesProgrammaticPop: true, ↓repopWhen: ">=", debounce: 0.2}
      screens:
        home: {pushes: [web]}
        web: {interceptsBack: true}
    - |
      # Only the navigation controller with the old comparison is reported.
      navlint: 1
      app: {deploymentTarget: "14.0", sdk: "17.0"}
      navigationControllers:
        shop:
          root: catalog
          backInterception: {distinguishesProgrammaticPop: true, repopWhen: ">", debounce: 0.2}
        account:
          root: profile
          backInterception:
            implementedIn: subclass
            ↓repopWhen: ">="
      screens:
        catalog: {pushes: [product]}
        product: {interceptsBack: true}
        profile: {pushes: [editAddress]}
        editAddress: {purpose: form, interceptsBack: true}
  nonTriggering:
    - |
      # The iOS 13 fix: re-pop only when the controller count is strictly larger.
      navlint: 1
      app: {deploymentTarget: "12.0"}
      navigationControllers:
        main:
          root: list
          backInterception: {distinguishesProgrammaticPop: true, repopWhen: ">", debounce: 0.2}
      screens:
        list: {pushes: [article]}
        article: {interceptsBack: true}
    - |
      # Built with the iOS 12 SDK, the old comparison still pops exactly one screen.
      navlint: 1
      app: {deploymentTarget: "10.0", sdk: "12.4"}
      navigationControllers:
        main:
          root: list
          backInterception: {distinguishesProgrammaticPop: true, repopWhen: ">=", debounce: 0.2}
      screens:
        list: {pushes: [article]}
        article: {interceptsBack: true}
    - |
      # The interception never calls popViewController itself (no repopWhen).
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: list
          backInterception: {debounce: 0.3}
      screens:
        list: {pushes: [editor]}
        editor: {purpose: form, interceptsBack: true}
    - |
      # No back interception at all.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: list}
      screens:
        list: {pushes: [detail]}
        detail: {}
codeExamples:
  triggering:
    - swift: |
        // The pre-iOS 13 interception, built with the iOS 26 SDK.
        final class GuardedNavigationController: UINavigationController, UINavigationBarDelegate {
            private var lastBackTap = Date.distantPast

            func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
                guard Date().timeIntervalSince(lastBackTap) > 0.2 else { return false }
                lastBackTap = Date()
                let count = viewControllers.count
                let itemsCount = navigationBar.items?.count ?? 0
                if count < itemsCount { return true }
                if let top = topViewController as? BackButtonHandling, !top.shouldPopOnBackButtonPress() {
                    return false
                }
                if ↓count >= itemsCount {
                    DispatchQueue.main.async { self.popViewController(animated: true) }
                }
                return false
            }
        }

        final class ArticleViewController: UIViewController {}
    - objc: |
        @interface GuardedNavigationController : UINavigationController <UINavigationBarDelegate>
        @property (nonatomic) CFTimeInterval lastBackTap;
        @end
        @implementation GuardedNavigationController
        - (BOOL)navigationBar:(UINavigationBar *)navigationBar shouldPopItem:(UINavigationItem *)item {
            if (CACurrentMediaTime() - self.lastBackTap < 0.2) { return NO; }
            self.lastBackTap = CACurrentMediaTime();
            NSUInteger count = self.viewControllers.count;
            NSUInteger itemsCount = navigationBar.items.count;
            if (count < itemsCount) { return YES; }
            UIViewController *top = self.topViewController;
            if ([top respondsToSelector:@selector(shouldPopOnBackButtonPress)] && ![(id)top shouldPopOnBackButtonPress]) {
                return NO;
            }
            if ↓(count >= itemsCount) {
                dispatch_async(dispatch_get_main_queue(), ^{ [self popViewControllerAnimated:YES]; });
            }
            return NO;
        }
        @end

        @interface ArticleViewController : UIViewController
        @end
  nonTriggering:
    - swift: |
        // From iOS 13 UIKit pops on its own once the screen agrees: no second pop.
        final class GuardedNavigationController: UINavigationController, UINavigationBarDelegate {
            private var lastBackTap = Date.distantPast

            func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
                guard Date().timeIntervalSince(lastBackTap) > 0.2 else { return false }
                lastBackTap = Date()
                if viewControllers.count < (navigationBar.items?.count ?? 0) { return true }
                if let top = topViewController as? BackButtonHandling {
                    return top.shouldPopOnBackButtonPress()
                }
                return true
            }
        }

        final class ArticleViewController: UIViewController {}
    - swift: |
        // The iOS 13 fix of the article: pop again only when the controller count is larger.
        final class GuardedNavigationController: UINavigationController, UINavigationBarDelegate {
            private var lastBackTap = Date.distantPast

            func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
                guard Date().timeIntervalSince(lastBackTap) > 0.2 else { return false }
                lastBackTap = Date()
                let count = viewControllers.count
                let itemsCount = navigationBar.items?.count ?? 0
                if count < itemsCount { return true }
                if let top = topViewController as? BackButtonHandling, !top.shouldPopOnBackButtonPress() {
                    return false
                }
                if count > itemsCount {
                    DispatchQueue.main.async { self.popViewController(animated: true) }
                }
                return true
            }
        }

        final class ArticleViewController: UIViewController {}
    - swift: |
        // The fix: below iOS 13 only, pop again for the equal-count case.
        final class GuardedNavigationController: UINavigationController, UINavigationBarDelegate {
            private var lastBackTap = Date.distantPast

            func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
                guard Date().timeIntervalSince(lastBackTap) > 0.2 else { return false }
                lastBackTap = Date()
                if viewControllers.count < (navigationBar.items?.count ?? 0) { return true }
                if let top = topViewController as? BackButtonHandling, !top.shouldPopOnBackButtonPress() {
                    return false
                }
                // navigationBar(_:shouldPop:), after the screen agreed to leave
                if #available(iOS 13, *) { return true }          // the fix relies on UIKit popping here itself
                if viewControllers.count >= (navigationBar.items?.count ?? 0) {
                    DispatchQueue.main.async { self.popViewController(animated: true) }
                }
                return true
            }
        }

        final class ArticleViewController: UIViewController {}
      appliesFix: 1
      withoutFix: |
        if viewControllers.count >= (navigationBar.items?.count ?? 0) {
            DispatchQueue.main.async { self.popViewController(animated: true) }
        }
        return true
    - objc: |
        @interface GuardedNavigationController : UINavigationController <UINavigationBarDelegate>
        @property (nonatomic) CFTimeInterval lastBackTap;
        @end
        @implementation GuardedNavigationController
        - (BOOL)navigationBar:(UINavigationBar *)navigationBar shouldPopItem:(UINavigationItem *)item {
            if (CACurrentMediaTime() - self.lastBackTap < 0.2) { return NO; }
            self.lastBackTap = CACurrentMediaTime();
            if (self.viewControllers.count < navigationBar.items.count) { return YES; }
            UIViewController *top = self.topViewController;
            if ([top respondsToSelector:@selector(shouldPopOnBackButtonPress)] && ![(id)top shouldPopOnBackButtonPress]) {
                return NO;
            }
            // navigationBar:shouldPopItem:, after the screen agreed to leave
            if (@available(iOS 13, *)) { return YES; }      // the fix relies on UIKit popping here itself
            if (self.viewControllers.count >= navigationBar.items.count) {
                dispatch_async(dispatch_get_main_queue(), ^{ [self popViewControllerAnimated:YES]; });
            }
            return YES;
        }
        @end

        @interface ArticleViewController : UIViewController
        @end
      appliesFix: 2
      withoutFix: |
        if (self.viewControllers.count >= navigationBar.items.count) {
            dispatch_async(dispatch_get_main_queue(), ^{ [self popViewControllerAnimated:YES]; });
        }
        return YES;

"""#,
         "28\"back-interception-double-pop 54\"Back interception pops two screens on iOS 13 and later 5\"error 208\"The back-button interception calls popViewController itself whenever viewControllers.count >= navigationBar.items.count, which on iOS 13 and later has been observed to remove a second screen after a Back tap. + 126\"iOS 13+ (observed on devices running iOS 13; the description has no device version, so `app.sdk` 13 or later stands in for it) 1 + 17\"freezeOrCrashRisk 1 3\"nav v 21\"navigationControllers 52 10 0 + 3\"nav + 21\"navigation controller 1 0 0 o 3\"and o 3\"and o 2\"!= m v 3\"nav 55 3 16\"backInterception 55 7 n 55 27 55 24 o 2\"== m m v 3\"nav 56 7 16\"backInterception 56 11 9\"repopWhen 56 28 s 2\">= 56 41 56 38 56 3 o 2\">= m v 3\"app 57 7 3\"sdk 57 11 s 2\"13 57 18 57 15 57 3 m m v 3\"nav 59 7 16\"backInterception 59 11 9\"repopWhen 59 28 3 t 23\"navigation controller ' e m v 3\"nav 60 37 2\"id 60 41 t 83\"' pops again itself after allowing a Back tap, which can pop two screens on iOS 13+ + 1 t 170\"on iOS 13 and later return true and let UIKit pop; pop yourself only below iOS 13, when viewControllers.count >= navigationBar.items.count (the counts are equal on a tap) + 2 e c 9\"className 1 v 3\"nav 61 28 61 18 t 93\" pops again in navigationBar(_:shouldPop:), which can pop two screens per Back tap on iOS 13+ - - "),
        ("back-interception-in-category", #"""
id: back-interception-in-category
title: Back interception lives in a UINavigationController category
severity: warning
summary: navigationBar(_:shouldPop:) is implemented in a category or extension on UINavigationController, where it replaces UIKit's own method for every navigation controller and has been seen to stop being called.
rationale: |
  `UINavigationController` already implements `navigationBar(_:shouldPop:)` itself
  (the Chinese back-interception article under Sources calls UIKit's version through
  `super`). A category or extension that adds the same method does not override it:
  it replaces UIKit's implementation for every navigation controller in the process,
  including those inside system view controllers and third-party libraries, and
  Apple's Objective-C guide says which of two clashing implementations runs is
  undefined. Such a category can also simply stop running: users of
  UIViewController-BackButtonHandler, a popular category-based back handler, reported
  it no longer working from iOS 13.4, and the fix they shared attaches the method to
  their own navigation controller subclass instead of `UINavigationController`.
  WooCommerce saw its "discard changes?" prompt stop appearing on iOS 13.4 too,
  although it later found that only the simulator was affected. When it happens, Back
  leaves without asking and the edits are lost.
fix: |
  Implement the method in your own `UINavigationController` subclass and use that
  class for every navigation controller that needs the check (storyboards included),
  and delete the category.

  ```swift
  final class GuardedNavigationController: UINavigationController, UINavigationBarDelegate {
      func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
          // the interception, here rather than in `extension UINavigationController`
          if viewControllers.count < (navigationBar.items?.count ?? 0) { return true }
          return (topViewController as? BackButtonHandling)?.shouldPopOnBackButtonPress() ?? true
      }
  }
  ```

  ```objc
  @implementation GuardedNavigationController  // not @implementation UINavigationController (BackButton)
  - (BOOL)navigationBar:(UINavigationBar *)navigationBar shouldPopItem:(UINavigationItem *)item {
      // the interception
      if (self.viewControllers.count < navigationBar.items.count) { return YES; }
      UIViewController *top = self.topViewController;
      if (![top respondsToSelector:@selector(shouldPopOnBackButtonPress)]) { return YES; }
      return [(id)top shouldPopOnBackButtonPress];
  }
  @end
  ```

  In the description: write `implementedIn: subclass` under `backInterception` (or
  remove `implementedIn`, whose default is `subclass`).
sources:
  - "“has updated for iOS 13” (opening line of a Chinese article on intercepting the navigation bar's Back button, 2018, updated for iOS 13 in 2019; the copy found has no title): https://jianshuapi.com/p/599aa9c9dddd"
  - https://github.com/onegray/UIViewController-BackButtonHandler/issues/13
  - https://github.com/woocommerce/woocommerce-ios/issues/2089
  - https://github.com/woocommerce/woocommerce-ios/pull/2110
  - https://github.com/realm/SwiftLint/issues/1884
platforms: iOS 7+ (reported broken from iOS 13.4)
match:
  - nav: navigationControllers
repeatsAcross: nav
when: nav.backInterception.implementedIn == 'category'
report:
  at: nav.backInterception.implementedIn
  message: "navigation controller '{nav.id}' intercepts Back in a UINavigationController category, which acts on every navigation controller"
  scanMessage: "a UINavigationController category overrides navigationBar(_:shouldPop:) for every navigation controller in the app"
  fix: "move navigationBar(_:shouldPop:) into a UINavigationController subclass and use that class"
examples:
  triggering:
    - yaml: |
        # A category-based back handler.
        navlint: 1
        app: {deploymentTarget: "12.0"}
        navigationControllers:
          main:
            class: MainNavigationController
            root: list
            backInterception:
              ↓implementedIn: category
              distinguishesProgrammaticPop: true
              repopWhen: ">"
              debounce: 0.2
        screens:
          list: {class: ListViewController, pushes: [editor]}
          editor: {class: EditorViewController, purpose: form, interceptsBack: true}
      messages:
        - "navigation controller 'main' intercepts Back in a UINavigationController category, which acts on every navigation controller"
      scanMessages:
        - "a UINavigationController category overrides navigationBar(_:shouldPop:) for every navigation controller in the app"
    - |
      # The category reaches every navigation controller, so each one says so.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        shop:
          root: catalog
          backInterception: {↓implementedIn: category, debounce: 0.2}
        account:
          root: profile
          backInterception: {↓implementedIn: category, debounce: 0.2}
      screens:
        catalog: {pushes: [product]}
        product: {interceptsBack: true}
        profile: {pushes: [editAddress]}
        editAddress: {purpose: form, interceptsBack: true}
    - |
      # Reported even on a navigation controller with nothing pushed yet.
      navlint: 1
      app: {deploymentTarget: "17.0"}
      navigationControllers:
        main:
          root: home
          backInterception: {↓implementedIn: category, distinguishesProgrammaticPop: true, debounce: 0.3}
      screens:
        home: {}
  nonTriggering:
    - |
      # The interception is in the subclass.
      navlint: 1
      app: {deploymentTarget: "12.0"}
      navigationControllers:
        main:
          class: GuardedNavigationController
          root: list
          backInterception: {implementedIn: subclass, distinguishesProgrammaticPop: true, repopWhen: ">", debounce: 0.2}
      screens:
        list: {pushes: [editor]}
        editor: {purpose: form, interceptsBack: true}
    - |
      # implementedIn defaults to subclass.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: list
          backInterception: {debounce: 0.2}
      screens:
        list: {pushes: [editor]}
        editor: {purpose: form, interceptsBack: true}
    - |
      # A pop delegate installed by an extension is a different rule's business.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: list
          installedBy: extension
          popGesture: {delegate: navigationController, shouldBegin: [stackDepth, notTransitioning]}
      screens:
        list: {pushes: [detail]}
        detail: {}
codeExamples:
  triggering:
    - swift: |
        // Every navigation controller in the app now answers Back this way.
        private var lastBackTap = Date.distantPast

        extension UINavigationController: UINavigationBarDelegate {
            ↓public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
                if viewControllers.count < (navigationBar.items?.count ?? 0) { return true }
                guard Date().timeIntervalSince(lastBackTap) > 0.2 else { return false }
                lastBackTap = Date()
                if let top = topViewController as? BackButtonHandling {
                    return top.shouldPopOnBackButtonPress()
                }
                return true
            }
        }

        final class ArticleViewController: UIViewController {}
    - objc: |
        static CFTimeInterval lastBackTap;

        @implementation UINavigationController (BackButton)
        ↓- (BOOL)navigationBar:(UINavigationBar *)navigationBar shouldPopItem:(UINavigationItem *)item {
            if (self.viewControllers.count < navigationBar.items.count) { return YES; }
            if (CACurrentMediaTime() - lastBackTap < 0.2) { return NO; }
            lastBackTap = CACurrentMediaTime();
            UIViewController *top = self.topViewController;
            if ([top respondsToSelector:@selector(shouldPopOnBackButtonPress)]) {
                return [(id)top shouldPopOnBackButtonPress];
            }
            return YES;
        }
        @end

        @interface ArticleViewController : UIViewController
        @end
  nonTriggering:
    - swift: |
        // The interception lives in a subclass, used only where Back is guarded.
        protocol BackButtonHandling {
            func shouldPopOnBackButtonPress() -> Bool
        }

        final class GuardedNavigationController: UINavigationController, UINavigationBarDelegate {
            func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
                // the interception, here rather than in `extension UINavigationController`
                if viewControllers.count < (navigationBar.items?.count ?? 0) { return true }
                return (topViewController as? BackButtonHandling)?.shouldPopOnBackButtonPress() ?? true
            }
        }

        final class ArticleViewController: UIViewController, BackButtonHandling {
            var hasUnsavedChanges = false
            func shouldPopOnBackButtonPress() -> Bool { !hasUnsavedChanges }
        }
      appliesFix: 1
      withoutFix: |
        extension UINavigationController: UINavigationBarDelegate {
            public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
                if viewControllers.count < (navigationBar.items?.count ?? 0) { return true }
                return (topViewController as? BackButtonHandling)?.shouldPopOnBackButtonPress() ?? true
            }
        }
    - objc: |
        // Only the screens pushed onto this subclass answer Back this way.
        @protocol BackButtonHandling
        - (BOOL)shouldPopOnBackButtonPress;
        @end

        @interface GuardedNavigationController : UINavigationController <UINavigationBarDelegate>
        @end

        @implementation GuardedNavigationController  // not @implementation UINavigationController (BackButton)
        - (BOOL)navigationBar:(UINavigationBar *)navigationBar shouldPopItem:(UINavigationItem *)item {
            // the interception
            if (self.viewControllers.count < navigationBar.items.count) { return YES; }
            UIViewController *top = self.topViewController;
            if (![top respondsToSelector:@selector(shouldPopOnBackButtonPress)]) { return YES; }
            return [(id)top shouldPopOnBackButtonPress];
        }
        @end

        @interface ArticleViewController : UIViewController <BackButtonHandling>
        @property (nonatomic) BOOL hasUnsavedChanges;
        @end
        @implementation ArticleViewController
        - (BOOL)shouldPopOnBackButtonPress {
            return !self.hasUnsavedChanges;
        }
        @end
      appliesFix: 2
      withoutFix: |
        @implementation UINavigationController (BackButton)
        - (BOOL)navigationBar:(UINavigationBar *)navigationBar shouldPopItem:(UINavigationItem *)item {
            if (self.viewControllers.count < navigationBar.items.count) { return YES; }
            UIViewController *top = self.topViewController;
            if (![top respondsToSelector:@selector(shouldPopOnBackButtonPress)]) { return YES; }
            return [(id)top shouldPopOnBackButtonPress];
        }
        @end

"""#,
         "29\"back-interception-in-category 60\"Back interception lives in a UINavigationController category 7\"warning 205\"navigationBar(_:shouldPop:) is implemented in a category or extension on UINavigationController, where it replaces UIKit's own method for every navigation controller and has been seen to stop being called. + 38\"iOS 7+ (reported broken from iOS 13.4) 1 - 1 3\"nav v 21\"navigationControllers 56 10 0 + 3\"nav + 21\"navigation controller 1 0 0 o 2\"== m m v 3\"nav 58 7 16\"backInterception 58 11 13\"implementedIn 58 28 s 8\"category 58 45 58 42 m m v 3\"nav 60 7 16\"backInterception 60 11 13\"implementedIn 60 28 3 t 23\"navigation controller ' e m v 3\"nav 61 37 2\"id 61 41 t 97\"' intercepts Back in a UINavigationController category, which acts on every navigation controller + 1 t 90\"move navigationBar(_:shouldPop:) into a UINavigationController subclass and use that class + 1 t 114\"a UINavigationController category overrides navigationBar(_:shouldPop:) for every navigation controller in the app - - "),
        ("back-interception-no-debounce", #"""
id: back-interception-no-debounce
title: Back interception lets a double tap start a second pop
severity: warning
summary: The back-button interception has no debounce, so two quick taps on Back run a second pop inside the first and can leave the navigation bar broken.
rationale: |
  The intercepted Back button is UIKit's own, so the app never sees the tap itself,
  only the `navigationBar(_:shouldPop:)` calls it causes. A Chinese article on
  intercepting Back logged what a quick double tap does: the method runs twice about
  50 ms apart, the second call starts a pop while the first animation is still
  running, and the console reports "nested pop animation can result in a corrupted
  navigation bar" and "Attempting to begin a transition on navigation bar ... while a
  transition is in progress". The app did not crash, but the screen the user landed on
  lost its Back button or sometimes its title, and the app could no longer be used
  normally. The article's screens were mostly web pages, where a short delay on Back
  goes unnoticed.
fix: |
  Ignore further Back taps for a short time after one is accepted (the article uses
  0.2 s), but still let pops started in code through.

  ```swift
  private var isPopping = false

  func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
      if viewControllers.count < (navigationBar.items?.count ?? 0) { return true } // popped in code
      if isPopping { return false }
      isPopping = true
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { self.isPopping = false }
      if let top = topViewController as? BackButtonHandling {
          return top.shouldPopOnBackButtonPress()
      }
      return true
  }
  ```

  ```objc
  // The class declares @property (nonatomic) BOOL isPopping;
  - (BOOL)navigationBar:(UINavigationBar *)navigationBar shouldPopItem:(UINavigationItem *)item {
      if (self.viewControllers.count < navigationBar.items.count) { return YES; } // popped in code
      if (self.isPopping) { return NO; }
      self.isPopping = YES;
      dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(0.2 * NSEC_PER_SEC)),
                     dispatch_get_main_queue(), ^{ self.isPopping = NO; });
      UIViewController *top = self.topViewController;
      if ([top respondsToSelector:@selector(shouldPopOnBackButtonPress)]) {
          return [(id)top shouldPopOnBackButtonPress];
      }
      return YES;
  }
  ```

  In the description: set `backInterception.debounce` to the delay in seconds (for
  example `0.2`).
sources:
  - "“has updated for iOS 13” (opening line of a Chinese article on intercepting the navigation bar's Back button, 2018, updated for iOS 13 in 2019; the copy found has no title): https://jianshuapi.com/p/599aa9c9dddd"
platforms: iOS 7+
refinement: |
  A `debounce` of 0 (or less) ignores no tap at all, so it is treated like a missing
  one and the finding is placed on that key.
match:
  - nav: navigationControllers
repeatsAcross: nav
when: |
  nav.backInterception != null
  and (not isSet(nav.backInterception.debounce) or nav.backInterception.debounce <= 0)
report:
  at: |
    if isSet(nav.backInterception.debounce)
    then nav.backInterception.debounce
    else nav.backInterception
  message: "navigation controller '{nav.id}' intercepts Back without ignoring repeated taps, so a quick double tap can start a nested pop"
  scanMessage: "{className(nav)} intercepts Back without ignoring repeated taps, so a quick double tap can start a nested pop"
  fix: "ignore Back taps for about 0.2 s after one is accepted"
examples:
  triggering:
    - yaml: |
        # An interception without a debounce, as first published.
        navlint: 1
        app: {deploymentTarget: "12.0"}
        navigationControllers:
          main:
            class: MainNavigationController
            root: list
            ↓backInterception: {distinguishesProgrammaticPop: true, repopWhen: ">"}
        screens:
          list: {class: ListViewController, pushes: [web]}
          web: {class: WebViewController, interceptsBack: true}
      messages:
        - "navigation controller 'main' intercepts Back without ignoring repeated taps, so a quick double tap can start a nested pop"
      scanMessages:
        - "MainNavigationController intercepts Back without ignoring repeated taps, so a quick double tap can start a nested pop"
    - |
      # A debounce of zero ignores nothing.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: home
          backInterception:
            implementedIn: subclass
            ↓debounce: 0
      screens:
        home: {pushes: [editor]}
        editor: {purpose: form, interceptsBack: true}
    - |
      # Only the navigation controller without a debounce is reported.
      navlint: 1
      app: {deploymentTarget: "14.0"}
      navigationControllers:
        shop:
          root: catalog
          backInterception: {distinguishesProgrammaticPop: true, repopWhen: ">", debounce: 0.2}
        account:
          root: profile
          ↓backInterception:
            distinguishesProgrammaticPop: true
      screens:
        catalog: {pushes: [product]}
        product: {interceptsBack: true}
        profile: {pushes: [editAddress]}
        editAddress: {purpose: form, interceptsBack: true}
  nonTriggering:
    - |
      # Taps within 0.2 s of an accepted one are ignored.
      navlint: 1
      app: {deploymentTarget: "12.0"}
      navigationControllers:
        main:
          root: list
          backInterception: {distinguishesProgrammaticPop: true, repopWhen: ">", debounce: 0.2}
      screens:
        list: {pushes: [web]}
        web: {interceptsBack: true}
    - |
      # A debounced interception is fine here, even though it lives in a category.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: home
          backInterception: {implementedIn: category, debounce: 0.3}
      screens:
        home: {pushes: [editor]}
        editor: {purpose: form, interceptsBack: true}
    - |
      # No back interception, so there is no delegate code to debounce.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home: {pushes: [detail]}
        detail: {}
codeExamples:
  triggering:
    - swift: |
        final class GuardedNavigationController: UINavigationController, UINavigationBarDelegate {
            ↓func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
                if viewControllers.count < (navigationBar.items?.count ?? 0) { return true }
                if let top = topViewController as? BackButtonHandling {
                    return top.shouldPopOnBackButtonPress()
                }
                return true
            }
        }

        final class ArticleViewController: UIViewController {}
    - objc: |
        @interface GuardedNavigationController : UINavigationController <UINavigationBarDelegate>
        @end
        @implementation GuardedNavigationController
        ↓- (BOOL)navigationBar:(UINavigationBar *)navigationBar shouldPopItem:(UINavigationItem *)item {
            if (self.viewControllers.count < navigationBar.items.count) { return YES; }
            UIViewController *top = self.topViewController;
            if ([top respondsToSelector:@selector(shouldPopOnBackButtonPress)]) {
                return [(id)top shouldPopOnBackButtonPress];
            }
            return YES;
        }
        @end

        @interface ArticleViewController : UIViewController
        @end
  nonTriggering:
    - swift: |
        // Back taps within 0.2 s of an accepted one are ignored.
        final class GuardedNavigationController: UINavigationController, UINavigationBarDelegate {
            private var isPopping = false

            func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
                if viewControllers.count < (navigationBar.items?.count ?? 0) { return true } // popped in code
                if isPopping { return false }
                isPopping = true
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { self.isPopping = false }
                if let top = topViewController as? BackButtonHandling {
                    return top.shouldPopOnBackButtonPress()
                }
                return true
            }
        }

        final class ArticleViewController: UIViewController {}
      appliesFix: 1
      withoutFix: |
            func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
                if viewControllers.count < (navigationBar.items?.count ?? 0) { return true }
                if let top = topViewController as? BackButtonHandling {
                    return top.shouldPopOnBackButtonPress()
                }
                return true
            }
    - objc: |
        @interface GuardedNavigationController : UINavigationController <UINavigationBarDelegate>
        @property (nonatomic) BOOL isPopping;
        @end
        @implementation GuardedNavigationController
        // The class declares @property (nonatomic) BOOL isPopping;
        - (BOOL)navigationBar:(UINavigationBar *)navigationBar shouldPopItem:(UINavigationItem *)item {
            if (self.viewControllers.count < navigationBar.items.count) { return YES; } // popped in code
            if (self.isPopping) { return NO; }
            self.isPopping = YES;
            dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(0.2 * NSEC_PER_SEC)),
                           dispatch_get_main_queue(), ^{ self.isPopping = NO; });
            UIViewController *top = self.topViewController;
            if ([top respondsToSelector:@selector(shouldPopOnBackButtonPress)]) {
                return [(id)top shouldPopOnBackButtonPress];
            }
            return YES;
        }
        @end

        @interface ArticleViewController : UIViewController
        @end
      appliesFix: 2
      withoutFix: |
        - (BOOL)navigationBar:(UINavigationBar *)navigationBar shouldPopItem:(UINavigationItem *)item {
            if (self.viewControllers.count < navigationBar.items.count) { return YES; }
            UIViewController *top = self.topViewController;
            if ([top respondsToSelector:@selector(shouldPopOnBackButtonPress)]) {
                return [(id)top shouldPopOnBackButtonPress];
            }
            return YES;
        }
    - objc: |
        // A timestamp works as well as a flag.
        @interface GuardedNavigationController : UINavigationController <UINavigationBarDelegate>
        @property (nonatomic) CFTimeInterval lastBackTap;
        @end
        @implementation GuardedNavigationController
        - (BOOL)navigationBar:(UINavigationBar *)navigationBar shouldPopItem:(UINavigationItem *)item {
            if (self.viewControllers.count < navigationBar.items.count) { return YES; }
            if (CACurrentMediaTime() - self.lastBackTap < 0.2) { return NO; }
            self.lastBackTap = CACurrentMediaTime();
            UIViewController *top = self.topViewController;
            if ([top respondsToSelector:@selector(shouldPopOnBackButtonPress)]) {
                return [(id)top shouldPopOnBackButtonPress];
            }
            return YES;
        }
        @end

        @interface ArticleViewController : UIViewController
        @end

"""#,
         "29\"back-interception-no-debounce 54\"Back interception lets a double tap start a second pop 7\"warning 146\"The back-button interception has no debounce, so two quick taps on Back run a second pop inside the first and can leave the navigation bar broken. + 6\"iOS 7+ 1 - 1 3\"nav v 21\"navigationControllers 60 10 0 + 3\"nav + 21\"navigation controller 1 0 0 o 3\"and o 2\"!= m v 3\"nav 63 3 16\"backInterception 63 7 n 63 27 63 24 o 2\"or ! c 5\"isSet 1 m m v 3\"nav 64 18 16\"backInterception 64 22 8\"debounce 64 39 64 12 64 8 o 2\"<= m m v 3\"nav 64 52 16\"backInterception 64 56 8\"debounce 64 73 d 3\"0.0 64 85 64 82 64 49 64 3 i c 5\"isSet 1 m m v 3\"nav 67 14 16\"backInterception 67 18 8\"debounce 67 35 67 8 m m v 3\"nav 68 10 16\"backInterception 68 14 8\"debounce 68 31 m v 3\"nav 69 10 16\"backInterception 69 14 67 5 3 t 23\"navigation controller ' e m v 3\"nav 70 37 2\"id 70 41 t 94\"' intercepts Back without ignoring repeated taps, so a quick double tap can start a nested pop + 1 t 54\"ignore Back taps for about 0.2 s after one is accepted + 2 e c 9\"className 1 v 3\"nav 71 28 71 18 t 93\" intercepts Back without ignoring repeated taps, so a quick double tap can start a nested pop - - "),
        ("back-interception-programmatic-pop", #"""
id: back-interception-programmatic-pop
title: Back interception cannot tell a Back tap from a pop in code
severity: warning
summary: Below iOS 13 the back-interception method also runs for popViewController calls from code, and without comparing the two counts it asks the wrong screen and may pop a second one.
rationale: |
  Up to iOS 12, `navigationBar(_:shouldPop:)` is called both when the user taps Back
  and when code calls `popViewController(animated:)`. In the second case the view
  controller has already left the stack, so `topViewController` is the screen
  underneath, not the one being closed. A Chinese article on intercepting Back ran
  into exactly this: an interception that does not compare `viewControllers.count`
  with `navigationBar.items.count` asks the wrong screen. If that screen also guards
  Back, its answer decides whether the bar item goes, and the bar can be left out of
  step with the screens; if it agrees, the interception's own `popViewController`
  runs as well and the user lands one screen too far up. On a device this looks like
  a Save or Done button that sometimes closes two screens, or a "discard changes?"
  question from a screen the user is not on. The same article found that from iOS 13
  a pop in code no longer reaches the method, so only older systems are hit.
fix: |
  At the start of the method, return true at once when fewer view controllers than
  bar items are left: that is a pop started in code, which must not be questioned or
  repeated. Raising the deployment target to 13 also removes the problem.

  ```swift
  func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
      // popViewController(animated:) from code: the controller is already gone.
      if viewControllers.count < (navigationBar.items?.count ?? 0) { return true }
      // A Back tap: ask the top screen, as before.
      return shouldPopOnBackTap(navigationBar)
  }
  ```

  ```objc
  - (BOOL)navigationBar:(UINavigationBar *)navigationBar shouldPopItem:(UINavigationItem *)item {
      // popViewControllerAnimated: from code: the controller is already gone.
      if (self.viewControllers.count < navigationBar.items.count) { return YES; }
      // A Back tap: ask the top screen, as before.
      return [self shouldPopOnBackTap:navigationBar];
  }
  ```

  In the description: set `backInterception.distinguishesProgrammaticPop: true` once
  the method returns early for pops started in code, or raise
  `app.deploymentTarget` to 13 or later.
sources:
  - "“has updated for iOS 13” (opening line of a Chinese article on intercepting the navigation bar's Back button, 2018, updated for iOS 13 in 2019; the copy found has no title): https://jianshuapi.com/p/599aa9c9dddd"
platforms: iOS 12 and earlier (observed there; the description has no device version, so a deployment target below 13 stands in for it)
match:
  - nav: navigationControllers
repeatsAcross: nav
when: |
  nav.backInterception != null
  and nav.backInterception.distinguishesProgrammaticPop != true
  and app.deploymentTarget < '13'
report:
  at: |
    if isSet(nav.backInterception.distinguishesProgrammaticPop)
    then nav.backInterception.distinguishesProgrammaticPop
    else nav.backInterception
  message: "navigation controller '{nav.id}' asks the top screen even for pops in code, so below iOS 13 popViewController can pop two screens"
  scanMessage: "{className(nav)} asks the top screen even for pops in code, so below iOS 13 popViewController can pop two screens"
  fix: "in navigationBar(_:shouldPop:), return true at once when viewControllers.count < navigationBar.items.count"
examples:
  triggering:
    - yaml: |
        # The first published version: it always asks the top screen.
        navlint: 1
        app: {deploymentTarget: "12.0"}
        navigationControllers:
          main:
            class: MainNavigationController
            root: list
            ↓backInterception: {repopWhen: ">", debounce: 0.2}
        screens:
          list: {class: ListViewController, pushes: [pageA]}
          pageA: {class: PageAViewController, interceptsBack: true, pushes: [pageB]}
          pageB: {class: PageBViewController, interceptsBack: true}
      messages:
        - "navigation controller 'main' asks the top screen even for pops in code, so below iOS 13 popViewController can pop two screens"
      scanMessages:
        - "MainNavigationController asks the top screen even for pops in code, so below iOS 13 popViewController can pop two screens"
    - |
      # Written out as false: the finding lands on that key.
      navlint: 1
      app: {deploymentTarget: "9.0"}
      navigationControllers:
        main:
          root: home
          backInterception:
            ↓distinguishesProgrammaticPop: false
            repopWhen: ">"
            debounce: 0.2
      screens:
        home: {pushes: [web]}
        web: {interceptsBack: true}
    - |
      # Each navigation controller with its own interception is judged on its own.
      navlint: 1
      app: {deploymentTarget: "11.4"}
      navigationControllers:
        shop:
          root: catalog
          backInterception: {distinguishesProgrammaticPop: true, repopWhen: ">", debounce: 0.2}
        account:
          root: profile
          ↓backInterception:
            implementedIn: subclass
            debounce: 0.3
      screens:
        catalog: {pushes: [product]}
        product: {interceptsBack: true}
        profile: {pushes: [editAddress]}
        editAddress: {purpose: form, interceptsBack: true}
  nonTriggering:
    - |
      # The corrected version compares the counts first.
      navlint: 1
      app: {deploymentTarget: "12.0"}
      navigationControllers:
        main:
          root: list
          backInterception: {distinguishesProgrammaticPop: true, repopWhen: ">", debounce: 0.2}
      screens:
        list: {pushes: [pageA]}
        pageA: {interceptsBack: true, pushes: [pageB]}
        pageB: {interceptsBack: true}
    - |
      # From iOS 13 a pop in code never reaches navigationBar(_:shouldPop:).
      navlint: 1
      app: {deploymentTarget: "13.0"}
      navigationControllers:
        main:
          root: list
          backInterception: {debounce: 0.2}
      screens:
        list: {pushes: [editor]}
        editor: {purpose: form, interceptsBack: true}
    - |
      # No back interception: nothing asks a screen, whatever the target.
      navlint: 1
      app: {deploymentTarget: "10.0"}
      navigationControllers:
        main: {root: list}
      screens:
        list: {pushes: [detail]}
        detail: {}
codeExamples:
  triggering:
    - swift: |
        // Deployment target iOS 12: every pop, from code too, asks the top screen.
        final class MainNavigationController: UINavigationController, UINavigationBarDelegate {
            ↓func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
                return shouldPopOnBackTap(navigationBar)
            }

            private func shouldPopOnBackTap(_ navigationBar: UINavigationBar) -> Bool {
                guard let editor = topViewController as? BackButtonHandling else { return true }
                return editor.shouldPopOnBackButtonPress()
            }
        }

        final class EditorViewController: UIViewController {}
      deploymentTarget: "12.0"
    - objc: |
        // Deployment target iOS 12: every pop, from code too, asks the top screen.
        @interface MainNavigationController : UINavigationController <UINavigationBarDelegate>
        @end
        @implementation MainNavigationController
        ↓- (BOOL)navigationBar:(UINavigationBar *)navigationBar shouldPopItem:(UINavigationItem *)item {
            return [self shouldPopOnBackTap:navigationBar];
        }
        - (BOOL)shouldPopOnBackTap:(UINavigationBar *)navigationBar {
            UIViewController *top = self.topViewController;
            if (![top respondsToSelector:@selector(navigationShouldPopOnBackButton)]) { return YES; }
            return [(id)top navigationShouldPopOnBackButton];
        }
        @end

        @interface EditorViewController : UIViewController
        @end
      deploymentTarget: "12.0"
  nonTriggering:
    - swift: |
        // Deployment target iOS 12, and pops from code pass at once.
        final class MainNavigationController: UINavigationController, UINavigationBarDelegate {
            func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
                // popViewController(animated:) from code: the controller is already gone.
                if viewControllers.count < (navigationBar.items?.count ?? 0) { return true }
                // A Back tap: ask the top screen, as before.
                return shouldPopOnBackTap(navigationBar)
            }

            private func shouldPopOnBackTap(_ navigationBar: UINavigationBar) -> Bool {
                guard let editor = topViewController as? BackButtonHandling else { return true }
                return editor.shouldPopOnBackButtonPress()
            }
        }

        final class EditorViewController: UIViewController {}
      deploymentTarget: "12.0"
      appliesFix: 1
      withoutFix: |
        func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
            return shouldPopOnBackTap(navigationBar)
        }
    - objc: |
        // Deployment target iOS 12, and pops from code pass at once.
        @interface MainNavigationController : UINavigationController <UINavigationBarDelegate>
        @end
        @implementation MainNavigationController
        - (BOOL)navigationBar:(UINavigationBar *)navigationBar shouldPopItem:(UINavigationItem *)item {
            // popViewControllerAnimated: from code: the controller is already gone.
            if (self.viewControllers.count < navigationBar.items.count) { return YES; }
            // A Back tap: ask the top screen, as before.
            return [self shouldPopOnBackTap:navigationBar];
        }
        - (BOOL)shouldPopOnBackTap:(UINavigationBar *)navigationBar {
            UIViewController *top = self.topViewController;
            if (![top respondsToSelector:@selector(navigationShouldPopOnBackButton)]) { return YES; }
            return [(id)top navigationShouldPopOnBackButton];
        }
        @end

        @interface EditorViewController : UIViewController
        @end
      deploymentTarget: "12.0"
      appliesFix: 2
      withoutFix: |
        - (BOOL)navigationBar:(UINavigationBar *)navigationBar shouldPopItem:(UINavigationItem *)item {
            return [self shouldPopOnBackTap:navigationBar];
        }
    - swift: |
        // From iOS 13 a pop in code never reaches navigationBar(_:shouldPop:).
        final class MainNavigationController: UINavigationController, UINavigationBarDelegate {
            func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
                guard let editor = topViewController as? BackButtonHandling else { return true }
                return editor.shouldPopOnBackButtonPress()
            }
        }

        final class EditorViewController: UIViewController {}
      deploymentTarget: "15.0"

"""#,
         "34\"back-interception-programmatic-pop 59\"Back interception cannot tell a Back tap from a pop in code 7\"warning 178\"Below iOS 13 the back-interception method also runs for popViewController calls from code, and without comparing the two counts it asks the wrong screen and may pop a second one. + 124\"iOS 12 and earlier (observed there; the description has no device version, so a deployment target below 13 stands in for it) 1 - 1 3\"nav v 21\"navigationControllers 48 10 0 + 3\"nav + 21\"navigation controller 1 0 0 o 3\"and o 3\"and o 2\"!= m v 3\"nav 51 3 16\"backInterception 51 7 n 51 27 51 24 o 2\"!= m m v 3\"nav 52 7 16\"backInterception 52 11 28\"distinguishesProgrammaticPop 52 28 b 1 52 60 52 57 52 3 o 1\"< m v 3\"app 53 7 16\"deploymentTarget 53 11 s 2\"13 53 30 53 28 53 3 i c 5\"isSet 1 m m v 3\"nav 56 14 16\"backInterception 56 18 28\"distinguishesProgrammaticPop 56 35 56 8 m m v 3\"nav 57 10 16\"backInterception 57 14 28\"distinguishesProgrammaticPop 57 31 m v 3\"nav 58 10 16\"backInterception 58 14 56 5 3 t 23\"navigation controller ' e m v 3\"nav 59 37 2\"id 59 41 t 98\"' asks the top screen even for pops in code, so below iOS 13 popViewController can pop two screens + 1 t 106\"in navigationBar(_:shouldPop:), return true at once when viewControllers.count < navigationBar.items.count + 2 e c 9\"className 1 v 3\"nav 60 28 60 18 t 97\" asks the top screen even for pops in code, so below iOS 13 popViewController can pop two screens - - "),
        ("back-item-action-ignored", #"""
id: back-item-action-ignored
title: The action of a backBarButtonItem never runs
severity: warning
summary: A screen gives its backBarButtonItem a target/action, which UIKit ignores, so the code the author expects on Back never runs.
rationale: |
  `backBarButtonItem` is not a button that UIKit shows as it is. The navigation
  controller derives the next screen's Back button from it: Apple documents that a
  custom view in it is ignored, and a Chinese article on swipe-back found that only its
  title and image are used while the target and action are dropped. Code hooked to that
  action (saving a draft, logging, asking "discard changes?") therefore never runs: the
  user taps Back and the screen simply pops, every time, and the edge swipe skips it
  too. Nothing crashes and nothing is logged, so the missing side effect can go
  unnoticed until users lose data.
fix: |
  Leave the back item to style the button (title and image only) and move the code
  to the screen that is being left. For work that must happen whenever it leaves,
  by tap or by swipe, use `viewDidDisappear` with `isMovingFromParent`
  (`viewWillDisappear` also runs for a swipe back the user abandons, see
  `pop-side-effect-before-completion`). To replace
  what the Back tap does, set `navigationItem.backAction` on that screen (iOS 16+).
  For a custom action on older systems, a left bar button item is the tool, at the
  price of the edge swipe (see `custom-left-item-disables-swipe`).

  ```swift
  // In the pushed screen: runs once it has left, by Back or by a finished swipe.
  override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      if isMovingFromParent { saveDraft() }
  }
  ```

  ```objc
  // In the screen that pushes: title and image only; target and action stay nil.
  self.navigationItem.backBarButtonItem =
      [[UIBarButtonItem alloc] initWithTitle:@"" style:UIBarButtonItemStylePlain target:nil action:nil];
  ```

  In a SwiftUI `NavigationStack`, the pushed view leaves when its value leaves the stack's
  path, by Back or by swipe; run the code there (`.onChange(of: path.count)`, acting
  when the count drops).

  In the description: remove `action` from the screen's `backBarButtonItem` (keep
  `title` and `image`); if the pushed screen now runs the code through `backAction`,
  write `backAction: true` in that screen's `navigationItem`.
sources:
  - "“ios ~ 页面右滑返回上一页” (Chinese article): https://greatytc.com/p/0652278b4079"
  - https://developer.apple.com/documentation/uikit/uinavigationitem/backbarbuttonitem
  - https://developer.apple.com/documentation/uikit/uinavigationitem/backaction
  - https://github.com/AlphaWallet/alpha-wallet-ios/pull/5146
platforms: iOS 2+
match:
  - screen: screens
let:
  action: screen.navigationItem.backBarButtonItem.action
cases:
  # In each navigation controller the screen belongs to, so the finding names it.
  - match:
      - nav: controllersOf(screen)
    when: action != null
    report:
      at: action
      message: "screen '{screen.id}' sets an action on its backBarButtonItem ('{action}'), which UIKit never calls"
      scanMessage: "{className(screen)} sets an action on its backBarButtonItem, which UIKit never calls"
      fix: "{if swiftUI(nav) then 'run that code when the pushed view leaves the stack (when its value leaves the NavigationPath)' else 'run that code in the pushed screen: viewDidDisappear with isMovingFromParent, or navigationItem.backAction on iOS 16+'}"
  # A screen in no navigation controller is still checked.
  - when: count(controllersOf(screen)) == 0 and action != null
    report:
      at: action
      message: "screen '{screen.id}' sets an action on its backBarButtonItem ('{action}'), which UIKit never calls"
      scanMessage: "{className(screen)} sets an action on its backBarButtonItem, which UIKit never calls"
      fix: "run that code in the pushed screen: viewDidDisappear with isMovingFromParent, or navigationItem.backAction on iOS 16+"
examples:
  triggering:
    - yaml: |
        navlint: 1
        app: {deploymentTarget: "15.0"}
        navigationControllers:
          main: {class: MainNavigationController, root: home}
        screens:
          home:
            class: HomeViewController
            pushes: [editor]
            navigationItem:
              backBarButtonItem:
                title: ""
                ↓action: saveDraft
          editor: {class: EditorViewController}
      messages:
        - "screen 'home' sets an action on its backBarButtonItem ('saveDraft'), which UIKit never calls"
      scanMessages:
        - "HomeViewController sets an action on its backBarButtonItem, which UIKit never calls"
    - yaml: |
        # A shared base-screen setup: each screen that takes the action from the anchor gets its
        # own finding, where it merges the anchor in, with a note at the anchored action.
        navlint: 1
        app: {deploymentTarget: "12.0"}
        x-base:
          screen: &baseScreen
            navigationItem:
              backBarButtonItem: {image: back_icon, action: clickBackLastPageAction}
        navigationControllers:
          main: {root: home}
        screens:
          home:
            <<: ↓*baseScreen
            pushes: [detail]
          detail:
            <<: ↓*baseScreen
      messages:
        - "screen 'home' sets an action on its backBarButtonItem ('clickBackLastPageAction'), which UIKit never calls"
        - "screen 'detail' sets an action on its backBarButtonItem ('clickBackLastPageAction'), which UIKit never calls"
    - |
      # Even a screen in no navigation controller is told: the action is never called.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home: {presents: [login]}
        login:
          navigationItem:
            backBarButtonItem: {title: Back, ↓action: onBack}
    - yaml: |
        # A UIKit screen hosted in a SwiftUI NavigationStack: the fix speaks SwiftUI.
        navlint: 1
        app: {deploymentTarget: "16.0"}
        navigationControllers:
          feed: {root: home, kind: navigationStack}
        screens:
          home:
            pushes: [editor]
            navigationItem:
              backBarButtonItem: {title: "", ↓action: saveDraft}
          editor: {}
      messages:
        - "screen 'home' sets an action on its backBarButtonItem ('saveDraft'), which UIKit never calls"
  nonTriggering:
    - |
      # Title and image only: exactly what a back item is for.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home:
          pushes: [detail]
          navigationItem:
            backBarButtonItem: {title: "", image: back_icon}
        detail: {}
    - |
      # The pushed screen uses backAction (iOS 16+) to run code on Back.
      navlint: 1
      app: {deploymentTarget: "16.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home:
          pushes: [editor]
          navigationItem:
            backBarButtonItem: {title: ""}
        editor:
          navigationItem: {backAction: true}
    - |
      # A custom left item with its own action is another rule's business, not this one's.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home: {pushes: [detail]}
        detail:
          navigationItem:
            leftBarButtonItem: back
            leftItemsSupplementBackButton: true
codeExamples:
  triggering:
    - swift: |
        // The back item only styles the editor's Back button; its action never runs.
        final class NotesViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.backBarButtonItem = UIBarButtonItem(title: "", style: .plain, target: self, action: ↓#selector(saveDraft))
            }

            @objc private func saveDraft() { DraftStore.shared.save() }

            func openEditor() {
                navigationController?.pushViewController(EditorViewController(), animated: true)
            }
        }

        final class EditorViewController: UIViewController {}
    - objc: |
        @interface NotesViewController : UIViewController
        @end
        @implementation NotesViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.navigationItem.backBarButtonItem =
                [[UIBarButtonItem alloc] initWithTitle:@"" style:UIBarButtonItemStylePlain target:self action:↓@selector(saveDraft:)];
        }
        - (void)saveDraft:(id)sender { [[DraftStore sharedStore] save]; }
        - (void)openEditor {
            [self.navigationController pushViewController:[[EditorViewController alloc] init] animated:YES];
        }
        @end

        @interface EditorViewController : UIViewController
        @end
  nonTriggering:
    - swift: |
        // The pushed screen saves when it leaves the stack, by Back or by a finished swipe.
        final class EditorViewController: UIViewController {
            // In the pushed screen: runs once it has left, by Back or by a finished swipe.
            override func viewDidDisappear(_ animated: Bool) {
                super.viewDidDisappear(animated)
                if isMovingFromParent { saveDraft() }
            }

            @objc private func saveDraft() { DraftStore.shared.save() }
        }
      appliesFix: 1
      withoutFix: |
        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.backBarButtonItem = UIBarButtonItem(title: "Back", style: .plain, target: self, action: #selector(saveDraft))
        }
    - objc: |
        @interface NotesViewController : UIViewController
        @end
        @implementation NotesViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            // In the screen that pushes: title and image only; target and action stay nil.
            self.navigationItem.backBarButtonItem =
                [[UIBarButtonItem alloc] initWithTitle:@"" style:UIBarButtonItemStylePlain target:nil action:nil];
        }
        - (void)openEditor {
            [self.navigationController pushViewController:[[EditorViewController alloc] init] animated:YES];
        }
        @end

        @interface EditorViewController : UIViewController
        @end
        @implementation EditorViewController
        - (void)viewDidDisappear:(BOOL)animated {
            [super viewDidDisappear:animated];
            if (self.isMovingFromParentViewController) { [[DraftStore sharedStore] save]; }
        }
        @end
      appliesFix: 2
      withoutFix: |
        self.navigationItem.backBarButtonItem =
            [[UIBarButtonItem alloc] initWithTitle:@"" style:UIBarButtonItemStylePlain target:self action:@selector(saveDraft:)];

"""#,
         "24\"back-item-action-ignored 44\"The action of a backBarButtonItem never runs 7\"warning 125\"A screen gives its backBarButtonItem a target/action, which UIKit ignores, so the code the author expects on Back never runs. + 6\"iOS 2+ 1 - 1 6\"screen v 7\"screens 52 13 1 6\"action m m m v 6\"screen 54 11 14\"navigationItem 54 18 17\"backBarButtonItem 54 33 6\"action 54 51 54 3 - - 2 1 3\"nav c 13\"controllersOf 1 v 6\"screen 58 28 58 14 0 o 2\"!= v 6\"action 59 11 n 59 21 59 18 v 6\"action 61 11 5 t 8\"screen ' e m v 6\"screen 62 26 2\"id 62 33 t 44\"' sets an action on its backBarButtonItem (' e v 6\"action 62 81 t 27\"'), which UIKit never calls + 1 e i c 7\"swiftUI 1 v 3\"nav 64 25 64 17 s 94\"run that code when the pushed view leaves the stack (when its value leaves the NavigationPath) 64 35 s 117\"run that code in the pushed screen: viewDidDisappear with isMovingFromParent, or navigationItem.backAction on iOS 16+ 64 137 64 14 + 2 e c 9\"className 1 v 6\"screen 63 32 63 22 t 65\" sets an action on its backBarButtonItem, which UIKit never calls - - 0 0 o 3\"and o 2\"== c 5\"count 1 c 13\"controllersOf 1 v 6\"screen 66 31 66 17 66 11 d 3\"0.0 66 43 66 40 o 2\"!= v 6\"action 66 49 n 66 59 66 56 66 45 v 6\"action 68 11 5 t 8\"screen ' e m v 6\"screen 69 26 2\"id 69 33 t 44\"' sets an action on its backBarButtonItem (' e v 6\"action 69 81 t 27\"'), which UIKit never calls + 1 t 117\"run that code in the pushed screen: viewDidDisappear with isMovingFromParent, or navigationItem.backAction on iOS 16+ + 2 e c 9\"className 1 v 6\"screen 70 32 70 22 t 65\" sets an action on its backBarButtonItem, which UIKit never calls - - "),
        ("back-item-without-pushes", #"""
id: back-item-without-pushes
title: A backBarButtonItem on a screen that pushes nothing is never shown
severity: info
summary: A screen that pushes no other screen sets a backBarButtonItem, which only ever styles the Back button of screens it pushes, so the item is never shown.
rationale: |
  A screen's `backBarButtonItem` does not change that screen's own Back button. Apple
  documents that it is used when this screen's navigation item is just below the top
  one: when this screen pushes another one, the next screen's Back button is derived
  from it. On a screen that pushes nothing the item is never read, so the title or
  arrow the author chose never appears; the user keeps seeing the default Back button
  (or the one the previous screen styled). A likely cause is the belief that the item
  styles the screen's own Back button, which a Chinese article on swipe-back tested
  and found it does not; the setting belongs on the screen that pushes this one.
fix: |
  Move the item to the screen that pushes this one, and set it there before the push.
  To style Back across the whole app, set it in a shared base view controller, or use
  the bar's back indicator images and `backButtonDisplayMode` (iOS 14+).

  ```swift
  // In the screen that pushes `detail`, before pushing it.
  navigationItem.backBarButtonItem = UIBarButtonItem(title: "", style: .plain, target: nil, action: nil)
  navigationController?.pushViewController(detail, animated: true)
  ```

  ```objc
  // In the screen that pushes: the item shows on the next screen, not on this one.
  self.navigationItem.backBarButtonItem =
      [[UIBarButtonItem alloc] initWithTitle:@"" style:UIBarButtonItemStylePlain target:nil action:nil];
  [self.navigationController pushViewController:detail animated:YES];
  ```

  In the description: move `backBarButtonItem` from this screen's `navigationItem` to
  the `navigationItem` of the screen that pushes it, or, for a shared base view
  controller, give every screen the item from one YAML anchor.
sources:
  - "“ios ~ 页面右滑返回上一页” (Chinese article): https://greatytc.com/p/0652278b4079"
  - https://developer.apple.com/documentation/uikit/uinavigationitem/backbarbuttonitem
platforms: iOS 2+
refinement: |
  A back item that comes from shared setup (a YAML anchor or merge key, standing for a
  base view controller) is not reported. That is the setup the Chinese article under
  Sources recommends: a base view controller styles Back the same way on all screens,
  leaf screens included, on purpose, and reporting those leaves would flag the
  recommended fix.
match:
  - screen: screens
let:
  # The screen's own back item, written for it (not shared setup) although it pushes nothing.
  unshownItem: |
    screen.navigationItem.backBarButtonItem != null
    and count(screen.pushes) == 0
    and not fromAnchor(screen.navigationItem.backBarButtonItem)
cases:
  # In each navigation controller the screen belongs to, so the finding names it.
  - match:
      - nav: controllersOf(screen)
    when: unshownItem
    report:
      at: screen.navigationItem.backBarButtonItem
      message: "screen '{screen.id}' sets a backBarButtonItem but pushes no screen, so the item is never shown"
      scanMessage: "{className(screen)} sets a backBarButtonItem but pushes no screen, so the item is never shown"
      fix: "{if isPoppable(screen, nav) then 'set it on the screen that pushes this one: it styles the Back button of the next screen' else 'remove it, or set it on a screen that pushes: it styles the Back button of the next screen'}"
  # A screen in no navigation controller is still checked.
  - when: count(controllersOf(screen)) == 0 and unshownItem
    report:
      at: screen.navigationItem.backBarButtonItem
      message: "screen '{screen.id}' sets a backBarButtonItem but pushes no screen, so the item is never shown"
      scanMessage: "{className(screen)} sets a backBarButtonItem but pushes no screen, so the item is never shown"
      fix: "remove it, or set it on a screen that pushes: it styles the Back button of the next screen"
examples:
  triggering:
    - yaml: |
        # The leaf tries to style its own Back button.
        navlint: 1
        app: {deploymentTarget: "15.0"}
        navigationControllers:
          main: {class: MainNavigationController, root: home}
        screens:
          home: {class: HomeViewController, pushes: [detail]}
          detail:
            class: DetailViewController
            navigationItem:
              ↓backBarButtonItem: {title: ""}
      messages:
        - "screen 'detail' sets a backBarButtonItem but pushes no screen, so the item is never shown"
      scanMessages:
        - "DetailViewController sets a backBarButtonItem but pushes no screen, so the item is never shown"
    - |
      # Presenting is not pushing: the root shows no next Back button either.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home:
          presents: [login]
          navigationItem:
            ↓backBarButtonItem: {title: Home, image: back_icon}
        login: {}
    - |
      # The leaf's item differs from the pusher's, so it is no shared setup.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home:
          pushes: [detail]
          navigationItem:
            backBarButtonItem: {title: ""}
        detail:
          navigationItem:
            ↓backBarButtonItem: {title: "", image: close_icon}
  nonTriggering:
    - |
      # Set on the screen that pushes, where it belongs.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home:
          pushes: [detail]
          navigationItem:
            backBarButtonItem: {title: "", image: back_icon}
        detail: {}
    - |
      # A base view controller styles Back on every screen, leaves included.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      x-base:
        screen: &baseScreen
          navigationItem:
            backBarButtonItem: {title: ""}
      navigationControllers:
        main: {root: home}
      screens:
        home:
          <<: *baseScreen
          pushes: [list]
        list:
          <<: *baseScreen
          pushes: [detail]
        detail:
          <<: *baseScreen
    - |
      # A leaf screen without a back item, running code on Back through backAction.
      navlint: 1
      app: {deploymentTarget: "16.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home:
          pushes: [editor]
          navigationItem:
            backBarButtonItem: {title: ""}
        editor:
          navigationItem: {backAction: true}
codeExamples:
  triggering:
    - swift: |
        // The detail screen pushes nothing, so this item is never shown.
        final class DetailViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                ↓navigationItem.backBarButtonItem = UIBarButtonItem(title: "", style: .plain, target: nil, action: nil)
            }
        }
    - objc: |
        @interface DetailViewController : UIViewController
        @end
        @implementation DetailViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            ↓self.navigationItem.backBarButtonItem =
                [[UIBarButtonItem alloc] initWithTitle:@"" style:UIBarButtonItemStylePlain target:nil action:nil];
        }
        @end
  nonTriggering:
    - swift: |
        // Set on the screen that pushes: it styles the detail screen's Back button.
        final class ListViewController: UIViewController {
            func showDetail() {
                let detail = DetailViewController()
                // In the screen that pushes `detail`, before pushing it.
                navigationItem.backBarButtonItem = UIBarButtonItem(title: "", style: .plain, target: nil, action: nil)
                navigationController?.pushViewController(detail, animated: true)
            }
        }

        final class DetailViewController: UIViewController {}
      appliesFix: 1
      withoutFix: |
        detail.navigationItem.backBarButtonItem = UIBarButtonItem(title: "", style: .plain, target: nil, action: nil)
        navigationController?.pushViewController(detail, animated: true)
    - objc: |
        @interface ListViewController : UIViewController
        @end
        @interface DetailViewController : UIViewController
        @end
        @implementation ListViewController
        - (void)showDetail {
            DetailViewController *detail = [[DetailViewController alloc] init];
            // In the screen that pushes: the item shows on the next screen, not on this one.
            self.navigationItem.backBarButtonItem =
                [[UIBarButtonItem alloc] initWithTitle:@"" style:UIBarButtonItemStylePlain target:nil action:nil];
            [self.navigationController pushViewController:detail animated:YES];
        }
        @end
      appliesFix: 2
      withoutFix: |
        detail.navigationItem.backBarButtonItem =
            [[UIBarButtonItem alloc] initWithTitle:@"" style:UIBarButtonItemStylePlain target:nil action:nil];
        [self.navigationController pushViewController:detail animated:YES];

"""#,
         "24\"back-item-without-pushes 66\"A backBarButtonItem on a screen that pushes nothing is never shown 4\"info 151\"A screen that pushes no other screen sets a backBarButtonItem, which only ever styles the Back button of screens it pushes, so the item is never shown. + 6\"iOS 2+ 1 - 1 6\"screen v 7\"screens 46 13 1 11\"unshownItem o 3\"and o 3\"and o 2\"!= m m v 6\"screen 50 5 14\"navigationItem 50 12 17\"backBarButtonItem 50 27 n 50 48 50 45 o 2\"== c 5\"count 1 m v 6\"screen 51 15 6\"pushes 51 22 51 9 d 3\"0.0 51 33 51 30 51 5 ! c 10\"fromAnchor 1 m m v 6\"screen 52 24 14\"navigationItem 52 31 17\"backBarButtonItem 52 46 52 13 52 9 52 5 49 3 - - 2 1 3\"nav c 13\"controllersOf 1 v 6\"screen 56 28 56 14 0 v 11\"unshownItem 57 11 m m v 6\"screen 59 11 14\"navigationItem 59 18 17\"backBarButtonItem 59 33 3 t 8\"screen ' e m v 6\"screen 60 26 2\"id 60 33 t 75\"' sets a backBarButtonItem but pushes no screen, so the item is never shown + 1 e i c 10\"isPoppable 2 v 6\"screen 62 28 v 3\"nav 62 36 62 17 s 87\"set it on the screen that pushes this one: it styles the Back button of the next screen 62 46 s 90\"remove it, or set it on a screen that pushes: it styles the Back button of the next screen 62 141 62 14 + 2 e c 9\"className 1 v 6\"screen 61 32 61 22 t 74\" sets a backBarButtonItem but pushes no screen, so the item is never shown - - 0 0 o 3\"and o 2\"== c 5\"count 1 c 13\"controllersOf 1 v 6\"screen 64 31 64 17 64 11 d 3\"0.0 64 43 64 40 v 11\"unshownItem 64 49 64 45 m m v 6\"screen 66 11 14\"navigationItem 66 18 17\"backBarButtonItem 66 33 3 t 8\"screen ' e m v 6\"screen 67 26 2\"id 67 33 t 75\"' sets a backBarButtonItem but pushes no screen, so the item is never shown + 1 t 90\"remove it, or set it on a screen that pushes: it styles the Back button of the next screen + 2 e c 9\"className 1 v 6\"screen 68 32 68 22 t 74\" sets a backBarButtonItem but pushes no screen, so the item is never shown - - "),
        ("content-pop-delegate-replaced", #"""
id: content-pop-delegate-replaced
title: The iOS 26 content-pop delegate is replaced
severity: warning
summary: An app built with the iOS 26 SDK sets its own delegate on interactiveContentPopGestureRecognizer, a recognizer Apple documents as one to tie to your other gesture recognizers rather than to reconfigure.
rationale: |
  The iOS 26 content pop starts anywhere in the content area, in the cases the edge
  swipe does not cover. With UIKit's own delegate it leaves horizontally scrolling
  content alone and lets the edge swipe handle it (react-native-screens matched that
  behaviour after its own delegate made such screens pop at once). Apple's current
  documentation tells you to retrieve the recognizer and tie it to the behaviour of
  other gesture recognizers, the same wording it uses for the edge recognizer; the
  beta documentation said it should only be used to set up failure requirements, and
  react-native-screens cites that warning. Taking over its delegate, the move that
  took the root check and the scroll priority away from the edge swipe for years (see
  `root-freeze` and `scroll-view-missing-require-to-fail`), drops whatever checks UIKit
  makes there. Depending on what the new delegate answers, the full-screen swipe may
  pop over sideways scroll views or never begin at all. A delegate object that goes
  away (a popped screen) leaves the recognizer with none. (The content pop can also
  fire in the middle of a transition, even with UIKit's own delegate; that is a
  separate matter.)
fix: |
  Leave the delegate to UIKit. To let your own gesture win, make the content pop wait
  for it; to stop the content pop on a screen, turn the recognizer off while that
  screen is shown.

  ```swift
  if #available(iOS 26.0, *),
     let contentPop = navigationController?.interactiveContentPopGestureRecognizer {
      contentPop.require(toFail: chartPanGesture)
  }
  ```

  ```objc
  if (@available(iOS 26.0, *)) {
      [self.navigationController.interactiveContentPopGestureRecognizer
          requireGestureRecognizerToFail:self.chartPanGesture];
  }
  ```

  In the description: remove `contentPopGesture.delegate` (its default is `system`), or
  set `contentPopGesture.enabled: false` if the app turns the recognizer off instead.
sources:
  - https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer
  - https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer
  - https://github.com/software-mansion/react-native-screens/pull/3141
  - https://github.com/software-mansion/react-native-screens/pull/3173
  - https://github.com/software-mansion/react-native-screens/pull/3265
  - https://github.com/software-mansion/react-native-screens/pull/3093
platforms: iOS 26+ (Apple lists the recognizer as iOS 26.0+; the description has no device version, so `app.sdk` 26 or later stands in for it)
match:
  - nav: navigationControllers
  - owner: "filter(o in nav.contentPopGesture.delegate: o != 'system')"
repeatsAcross: nav
when: app.sdk >= '26'
report:
  at: owner
  message: "navigation controller '{nav.id}' replaces the delegate of the iOS 26 content pop ({owner}), dropping UIKit's own checks"
  scanMessage: "{className(nav)} replaces the delegate of interactiveContentPopGestureRecognizer, dropping UIKit's own checks"
  fix: "leave the delegate to UIKit, and tie other recognizers to the content pop with require(toFail:)"
examples:
  triggering:
    - yaml: |
        # The navigation controller makes itself the content pop's delegate (SDK 26 by default).
        navlint: 1
        app: {deploymentTarget: "16.0"}
        navigationControllers:
          main:
            class: MainNavigationController
            root: home
            contentPopGesture:
              delegate: ↓navigationController
        screens:
          home: {class: HomeViewController, pushes: [detail]}
          detail: {class: DetailViewController}
      messages:
        - "navigation controller 'main' replaces the delegate of the iOS 26 content pop (navigationController), dropping UIKit's own checks"
      scanMessages:
        - "MainNavigationController replaces the delegate of interactiveContentPopGestureRecognizer, dropping UIKit's own checks"
    - |
      # A pushed screen takes it over after UIKit set it up.
      navlint: 1
      app: {deploymentTarget: "17.0", sdk: "26.1"}
      navigationControllers:
        main:
          root: home
          contentPopGesture:
            delegate: [system, ↓"screen:chart"]
      screens:
        home: {pushes: [chart]}
        chart:
          horizontalControls: [other]
    - |
      # Only the tab whose controller sets it to nil is reported.
      navlint: 1
      app: {deploymentTarget: "16.0", sdk: "26.0"}
      navigationControllers:
        shop:
          root: catalog
        player:
          root: nowPlaying
          contentPopGesture: {delegate: ↓nil}
      screens:
        catalog: {pushes: [product]}
        product: {}
        nowPlaying: {pushes: [queue]}
        queue: {}
  nonTriggering:
    - |
      # Built with the iOS 18 SDK: the content pop does not exist.
      navlint: 1
      app: {deploymentTarget: "15.0", sdk: "18.0"}
      navigationControllers:
        main:
          root: home
          contentPopGesture: {delegate: navigationController}
      screens:
        home: {pushes: [detail]}
        detail: {}
    - |
      # Only the edge swipe's delegate is replaced; the content pop keeps UIKit's.
      navlint: 1
      app: {deploymentTarget: "16.0", sdk: "26.0"}
      navigationControllers:
        main:
          root: home
          popGesture:
            delegate: navigationController
            shouldBegin: [stackDepth, notTransitioning]
            requiredToFailBy: true
      screens:
        home: {pushes: [detail]}
        detail: {}
    - |
      # Written out, but still UIKit's own; turning the recognizer off is fine too.
      navlint: 1
      app: {deploymentTarget: "16.0", sdk: "26.0"}
      navigationControllers:
        main:
          root: home
          contentPopGesture: {enabled: false, delegate: system}
      screens:
        home: {pushes: [detail]}
        detail: {}
codeExamples:
  triggering:
    - swift: |
        // Built with the iOS 26 SDK.
        final class ChartViewController: UIViewController, UIGestureRecognizerDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                if #available(iOS 26.0, *) {
                    ↓navigationController?.interactiveContentPopGestureRecognizer?.delegate = self
                }
            }
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                true
            }
        }
    - objc: |
        // Built with the iOS 26 SDK.
        @interface ChartViewController : UIViewController <UIGestureRecognizerDelegate>
        @end
        @implementation ChartViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            if (@available(iOS 26.0, *)) {
                ↓self.navigationController.interactiveContentPopGestureRecognizer.delegate = self;
            }
        }
        @end
  nonTriggering:
    - swift: |
        // The content pop keeps UIKit's delegate and waits for the chart's pan.
        final class ChartViewController: UIViewController, UIGestureRecognizerDelegate {
            private let chartPanGesture = UIPanGestureRecognizer()
            override func viewDidLoad() {
                super.viewDidLoad()
                chartPanGesture.delegate = self
                if #available(iOS 26.0, *),
                   let contentPop = navigationController?.interactiveContentPopGestureRecognizer {
                    contentPop.require(toFail: chartPanGesture)
                }
            }
        }
      appliesFix: 1
      withoutFix: |
        if #available(iOS 26.0, *) {
            navigationController?.interactiveContentPopGestureRecognizer?.delegate = self
        }
    - objc: |
        @interface ChartViewController : UIViewController <UIGestureRecognizerDelegate>
        @property (nonatomic, strong) UIPanGestureRecognizer *chartPanGesture;
        @end
        @implementation ChartViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.chartPanGesture.delegate = self;
            if (@available(iOS 26.0, *)) {
                [self.navigationController.interactiveContentPopGestureRecognizer
                    requireGestureRecognizerToFail:self.chartPanGesture];
            }
        }
        @end
      appliesFix: 2
      withoutFix: |
        if (@available(iOS 26.0, *)) {
            self.navigationController.interactiveContentPopGestureRecognizer.delegate = self;
        }

"""#,
         "29\"content-pop-delegate-replaced 43\"The iOS 26 content-pop delegate is replaced 7\"warning 202\"An app built with the iOS 26 SDK sets its own delegate on interactiveContentPopGestureRecognizer, a recognizer Apple documents as one to tie to your other gesture recognizers rather than to reconfigure. + 131\"iOS 26+ (Apple lists the recognizer as iOS 26.0+; the description has no device version, so `app.sdk` 26 or later stands in for it) 1 - 2 3\"nav v 21\"navigationControllers 51 10 5\"owner q 6\"filter 1\"o 52 20 m m v 3\"nav 52 25 17\"contentPopGesture 52 29 8\"delegate 52 47 o 2\"!= v 1\"o 52 57 s 6\"system 52 62 52 59 52 13 0 + 3\"nav + 21\"navigation controller 1 0 0 o 2\">= m v 3\"app 54 7 3\"sdk 54 11 s 2\"26 54 18 54 15 v 5\"owner 56 7 5 t 23\"navigation controller ' e m v 3\"nav 57 37 2\"id 57 41 t 51\"' replaces the delegate of the iOS 26 content pop ( e v 5\"owner 57 96 t 30\"), dropping UIKit's own checks + 1 t 95\"leave the delegate to UIKit, and tie other recognizers to the content pop with require(toFail:) + 2 e c 9\"className 1 v 3\"nav 58 28 58 18 t 93\" replaces the delegate of interactiveContentPopGestureRecognizer, dropping UIKit's own checks - - "),
        ("content-pop-steals-custom-gesture", #"""
id: content-pop-steals-custom-gesture
title: The iOS 26 content swipe back takes a screen's own horizontal gesture
severity: warning
summary: A pushed screen has its own gesture that tracks horizontal drags, and with the iOS 26 content pop on its navigation controller a drag on it can pop the screen instead.
rationale: |
  From iOS 26 a navigation controller has a second pop recognizer,
  `interactiveContentPopGestureRecognizer`, which Apple documents as popping when a person
  pans horizontally from leading to trailing (rightward in a left-to-right layout) anywhere
  in the content area, not only at the edge. A screen's own pan, drag or drawing gesture
  that also takes horizontal drags now competes with it, and the reports are of the pop
  winning: swipe-to-reply in a chat (NativePHP, where logging named the
  `UINavigationController.contentSwipe` recognizer), the touch pad of the Kodi remote,
  which broke once the app was built with Xcode 26, a Google Maps view in cachly ("Apple
  now allows a wider area for swiping back"), and drawing near the left side of the
  screen in a .NET MAUI report. The cachly and .NET MAUI reports do not name the
  recognizer; the Kodi remote fixed its touch pad by switching the content pop off, and
  NativePHP's pull request does the same, which points at that recognizer there. On a
  device the user starts to draw, pan the map or swipe a message, and the screen slides
  away to the previous one.

  SwiftUI's `NavigationStack` turns the content pop on as well, and SwiftUI has no
  modifier to switch it off, as NativePHP's pull request says; a SwiftUI gesture has to
  reach the `UINavigationController` underneath.
fix: |
  Make the content pop wait for the screen's gesture, from the gesture's delegate, so
  drags on it stay with it while the edge swipe keeps popping. This is UIKit's standard
  failure requirement; the threads below did not use it, so check it on a device. What
  they did: the Kodi remote switches the content pop off (`enabled = NO`) when its remote
  screen appears, and NativePHP's pull request switches it off on every stack, keeping the
  edge swipe.

  ```swift
  // The screen is its pan's delegate: the content pop waits until the pan has failed.
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                         shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool {
      guard #available(iOS 26.0, *) else { return false }
      return gestureRecognizer === canvasPan
          && other === navigationController?.interactiveContentPopGestureRecognizer
  }
  ```

  ```objc
  - (BOOL)gestureRecognizer:(UIGestureRecognizer *)gestureRecognizer
      shouldBeRequiredToFailByGestureRecognizer:(UIGestureRecognizer *)other {
      if (@available(iOS 26.0, *)) {
          return gestureRecognizer == self.canvasPan
              && other == self.navigationController.interactiveContentPopGestureRecognizer;
      }
      return NO;
  }
  ```

  In SwiftUI, give the view a UIKit recognizer (`UIGestureRecognizerRepresentable`, iOS 18)
  whose delegate does the same, or reach the `UINavigationController` under the stack and
  switch its content pop off while the screen is shown.

  In the description: write `requiresContentPopToFail: true` on the gesture once the
  content pop waits for it; if the content pop is switched off for the whole stack, write
  `contentPopGesture: {enabled: false}` on the navigation controller.
sources:
  - "“Keep iOS swipe-back on the left edge” (NativePHP/mobile-air pull request 481, 2026): https://github.com/NativePHP/mobile-air/pull/481"
  - "“iOS 26: Swipe Gesture Navigates Back Unexpectedly and Interferes with Drawing Controls” (dotnet/maui issue 36248, 2026): https://github.com/dotnet/maui/issues/36248"
  - "“iOS26: Google Map swiping from left to right pops navigation controller” (cachly/issues-tracker issue 5332, 2025): https://github.com/cachly/issues-tracker/issues/5332"
  - "“Bugfix: Avoid unintended swipe when using remote's touch pad on iOS26 iPhone” (xbmc/Official-Kodi-Remote-iOS pull request 1465, 2026): https://github.com/xbmc/Official-Kodi-Remote-iOS/pull/1465"
  - "“interactiveContentPopGestureRecognizer” (Apple developer documentation): https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer"
platforms: iOS 26+ (apps built with the iOS 26 SDK)
match:
  - nav: navigationControllers
  - screen: poppableScreens(nav)
  - gesture: screen.gestures
repeatsAcross: nav
let:
  drags: "if gesture.axis == 'both' then 'drags in every direction' else 'horizontal drags'"
when: |
  contentPop(nav)
  and not swipeBackOff(screen, nav)
  and gesture.axis in ['horizontal', 'both']
  and not gesture.requiresContentPopToFail
report:
  at: gesture
  message: "gesture '{gesture.id}' on screen '{screen.id}' takes {drags}, which the iOS 26 content swipe back can take over"
  scanMessage: "gesture '{gesture.id}' in {className(screen)} takes {drags}, which the iOS 26 content swipe back can take over"
  fix: "{if swiftUI(nav) then 'switch the content pop off on the UINavigationController under the stack while this screen shows, or try making it wait for a UIGestureRecognizerRepresentable' else 'switch interactiveContentPopGestureRecognizer off while this screen shows, or try making it wait for the gesture (require(toFail:))'}"
examples:
  triggering:
    - yaml: |
        navlint: 1
        app: {deploymentTarget: "17.0", sdk: "26.0"}
        navigationControllers:
          main: {class: MainNavigationController, root: notes}
        screens:
          notes: {class: NotesViewController, pushes: [sketch]}
          sketch:
            class: SketchViewController
            gestures:
              ↓canvas: {axis: both}
      messages:
        - "gesture 'canvas' on screen 'sketch' takes drags in every direction, which the iOS 26 content swipe back can take over"
      scanMessages:
        - "gesture 'canvas' in SketchViewController takes drags in every direction, which the iOS 26 content swipe back can take over"
    - yaml: |
        # One finding per gesture; the vertical one and the one the content pop waits for are fine.
        navlint: 1
        app: {deploymentTarget: "16.0", sdk: "26.1"}
        navigationControllers:
          chats: {kind: navigationStack, root: inbox}
        screens:
          inbox: {pushes: [thread]}
          thread:
            gestures:
              ↓swipeToReply: {axis: horizontal}
              pullToLoad: {axis: vertical}
              ↓mediaScrubber:
              reactions: {axis: horizontal, requiresContentPopToFail: true}
      messages:
        - "gesture 'swipeToReply' on screen 'thread' takes horizontal drags, which the iOS 26 content swipe back can take over"
        - "gesture 'mediaScrubber' on screen 'thread' takes drags in every direction, which the iOS 26 content swipe back can take over"
    - |
      # A map pushed from two tabs: one finding, which names both navigation controllers.
      navlint: 1
      app: {deploymentTarget: "17.0"}
      navigationControllers:
        explore: {root: search}
        saved: {root: favourites}
      screens:
        search: {pushes: [map]}
        favourites: {pushes: [map]}
        map:
          gestures: {↓mapPan: {}}
  nonTriggering:
    - |
      # Built with the iOS 18 SDK: there is no content pop.
      navlint: 1
      app: {deploymentTarget: "16.0", sdk: "18.0"}
      navigationControllers:
        main: {root: notes}
      screens:
        notes: {pushes: [sketch]}
        sketch:
          gestures:
            canvas: {axis: both}
    - |
      # The content pop is switched off on the stack.
      navlint: 1
      app: {deploymentTarget: "17.0", sdk: "26.0"}
      navigationControllers:
        remote:
          root: hosts
          contentPopGesture: {enabled: false}
      screens:
        hosts: {pushes: [touchpad]}
        touchpad:
          gestures:
            pad: {axis: both}
    - |
      # The content pop waits for the gesture, and a vertical gesture never competes.
      navlint: 1
      app: {deploymentTarget: "17.0", sdk: "26.0"}
      navigationControllers:
        main: {root: notes}
      screens:
        notes: {pushes: [sketch]}
        sketch:
          gestures:
            canvas: {axis: both, requiresContentPopToFail: true}
            sheetHandle: {axis: vertical}
    - |
      # The root never pops, so its gestures keep their drags.
      navlint: 1
      app: {deploymentTarget: "17.0", sdk: "26.0"}
      navigationControllers:
        main: {root: map}
      screens:
        map:
          gestures:
            mapPan: {axis: both}
          pushes: [place]
        place: {}
    - |
      # Swipe-back is off for the whole stack.
      navlint: 1
      app: {deploymentTarget: "17.0", sdk: "26.0"}
      navigationControllers:
        main:
          root: notes
          popGesture: {enabled: false}
      screens:
        notes: {pushes: [sketch]}
        sketch:
          gestures:
            canvas: {axis: horizontal}
codeExamples:
  triggering:
    - swift: |
        // Built with the iOS 26 SDK.
        final class SketchViewController: UIViewController {
            private lazy var canvasPan = UIPanGestureRecognizer(target: self, action: #selector(draw(_:)))
            override func viewDidLoad() {
                super.viewDidLoad()
                ↓view.addGestureRecognizer(canvasPan)
            }
            @objc private func draw(_ pan: UIPanGestureRecognizer) {}
        }
    - objc: |
        // Built with the iOS 26 SDK.
        @interface SketchViewController : UIViewController
        @end
        @implementation SketchViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIPanGestureRecognizer *canvasPan = [[UIPanGestureRecognizer alloc] initWithTarget:self action:@selector(draw:)];
            ↓[self.view addGestureRecognizer:canvasPan];
        }
        - (void)draw:(UIPanGestureRecognizer *)pan {}
        @end
    - swiftUI: |
        // Built with the iOS 26 SDK.
        struct SketchView: View {
            @State private var points: [CGPoint] = []
            var body: some View {
                Canvas { _, _ in }
                    ↓.gesture(DragGesture().onChanged { points.append($0.location) })
            }
        }
  nonTriggering:
    - swift: |
        final class SketchViewController: UIViewController, UIGestureRecognizerDelegate {
            private lazy var canvasPan = UIPanGestureRecognizer(target: self, action: #selector(draw(_:)))
            override func viewDidLoad() {
                super.viewDidLoad()
                canvasPan.delegate = self
                view.addGestureRecognizer(canvasPan)
            }
            @objc private func draw(_ pan: UIPanGestureRecognizer) {}

            // The screen is its pan's delegate: the content pop waits until the pan has failed.
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                   shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool {
                guard #available(iOS 26.0, *) else { return false }
                return gestureRecognizer === canvasPan
                    && other === navigationController?.interactiveContentPopGestureRecognizer
            }
        }
      appliesFix: 1
    - objc: |
        @interface SketchViewController : UIViewController <UIGestureRecognizerDelegate>
        @property (nonatomic, strong) UIPanGestureRecognizer *canvasPan;
        @end
        @implementation SketchViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.canvasPan = [[UIPanGestureRecognizer alloc] initWithTarget:self action:@selector(draw:)];
            self.canvasPan.delegate = self;
            [self.view addGestureRecognizer:self.canvasPan];
        }
        - (void)draw:(UIPanGestureRecognizer *)pan {}
        - (BOOL)gestureRecognizer:(UIGestureRecognizer *)gestureRecognizer
            shouldBeRequiredToFailByGestureRecognizer:(UIGestureRecognizer *)other {
            if (@available(iOS 26.0, *)) {
                return gestureRecognizer == self.canvasPan
                    && other == self.navigationController.interactiveContentPopGestureRecognizer;
            }
            return NO;
        }
        @end
      appliesFix: 2
    - swift: |
        // The content pop waits until the canvas pan has failed; the edge swipe still pops.
        final class SketchViewController: UIViewController {
            private lazy var canvasPan = UIPanGestureRecognizer(target: self, action: #selector(draw(_:)))
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addGestureRecognizer(canvasPan)
                if #available(iOS 26.0, *) {
                    navigationController?.interactiveContentPopGestureRecognizer?.require(toFail: canvasPan)
                }
            }
            @objc private func draw(_ pan: UIPanGestureRecognizer) {}
        }
    - objc: |
        @interface SketchViewController : UIViewController
        @property (nonatomic, strong) UIPanGestureRecognizer *canvasPan;
        @end
        @implementation SketchViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.canvasPan = [[UIPanGestureRecognizer alloc] initWithTarget:self action:@selector(draw:)];
            [self.view addGestureRecognizer:self.canvasPan];
            if (@available(iOS 26.0, *)) {
                [self.navigationController.interactiveContentPopGestureRecognizer
                    requireGestureRecognizerToFail:self.canvasPan];
            }
        }
        - (void)draw:(UIPanGestureRecognizer *)pan {}
        @end
    - swiftUI: |
        // The drag is on the stack's root, which never pops.
        struct MapHomeView: View {
            @State private var pan: CGSize = .zero
            var body: some View {
                NavigationStack {
                    Color.gray
                        .gesture(DragGesture().onChanged { pan = $0.translation })
                        .toolbar { NavigationLink("Places") { PlacesView() } }
                }
            }
        }
        struct PlacesView: View {
            var body: some View { List { Text("Home") } }
        }

"""#,
         "33\"content-pop-steals-custom-gesture 69\"The iOS 26 content swipe back takes a screen's own horizontal gesture 7\"warning 167\"A pushed screen has its own gesture that tracks horizontal drags, and with the iOS 26 content pop on its navigation controller a drag on it can pop the screen instead. + 40\"iOS 26+ (apps built with the iOS 26 SDK) 1 - 3 3\"nav v 21\"navigationControllers 68 10 6\"screen c 15\"poppableScreens 1 v 3\"nav 69 29 69 13 7\"gesture m v 6\"screen 70 14 8\"gestures 70 21 1 5\"drags i o 2\"== m v 7\"gesture 73 14 4\"axis 73 22 s 4\"both 73 30 73 27 s 24\"drags in every direction 73 42 s 16\"horizontal drags 73 74 73 11 73 3 + 3\"nav + 21\"navigation controller 1 0 0 o 3\"and o 3\"and o 3\"and c 10\"contentPop 1 v 3\"nav 75 14 75 3 ! c 12\"swipeBackOff 2 v 6\"screen 76 24 v 3\"nav 76 32 76 11 76 7 76 3 o 2\"in m v 7\"gesture 77 7 4\"axis 77 15 l 2 s 10\"horizontal 77 24 s 4\"both 77 38 77 23 77 20 77 3 ! m v 7\"gesture 78 11 24\"requiresContentPopToFail 78 19 78 7 78 3 v 7\"gesture 80 7 7 t 9\"gesture ' e m v 7\"gesture 81 23 2\"id 81 31 t 13\"' on screen ' e m v 6\"screen 81 48 2\"id 81 55 t 8\"' takes  e v 5\"drags 81 67 t 51\", which the iOS 26 content swipe back can take over + 1 e i c 7\"swiftUI 1 v 3\"nav 83 21 83 13 s 158\"switch the content pop off on the UINavigationController under the stack while this screen shows, or try making it wait for a UIGestureRecognizerRepresentable 83 31 s 131\"switch interactiveContentPopGestureRecognizer off while this screen shows, or try making it wait for the gesture (require(toFail:)) 83 197 83 10 + 7 t 9\"gesture ' e m v 7\"gesture 82 27 2\"id 82 35 t 5\"' in  e c 9\"className 1 v 6\"screen 82 54 82 44 t 7\" takes  e v 5\"drags 82 70 t 51\", which the iOS 26 content swipe back can take over - - "),
        ("custom-left-item-disables-swipe", #"""
id: custom-left-item-disables-swipe
title: A custom left item turns off swipe-back
severity: warning
swipeBack: silentlyBroken
summary: A pushed screen replaces the system back button with its own left bar button items while UIKit's own delegate guards the edge swipe, so the swipe silently stops working.
rationale: |
  As long as the pop gesture's delegate is UIKit's private transition object, it
  lets the edge swipe begin only when the system back button is what sits on the
  left of the bar. A custom `leftBarButtonItem` or `leftBarButtonItems` takes that
  place, because `leftItemsSupplementBackButton` is false by default and the left
  items then replace Back instead of joining it. The screen looks fine and its
  custom button usually pops when tapped, so manual testing rarely notices; but a
  drag from the left edge does nothing at all, with no log and no crash. Several
  Chinese articles and an Open Radar report describe it, and the maintainer of
  RTRootNavigationController made that library turn the swipe off the same way, to
  behave like the system. A hand-made back arrow added in a base view controller
  turns the gesture off on every pushed screen at once. Before iOS 13.4 UIKit's
  delegate made this check in `gestureRecognizer(_:shouldReceive:)`; from iOS 13.4 it
  first answers a private `_gestureRecognizer:shouldReceiveEvent:`, as a comment in
  QMUI's source notes.

  navlint leaves a screen alone when its item does more than pop
  (`navigationItem.backTapRuns`, a key navlint adds). The edge swipe pops the screen
  through the navigation controller's own recognizer, without running the item's
  action, and a 2021 note on cancelling that recognizer found no way to ask first
  (see `back-interception-bypassed-by-swipe`). So where the item asks "discard your
  changes?" or saves first, the dead swipe is what keeps that from being skipped;
  and an item that ends the whole flow (pops to the root, dismisses the stack) is not
  a step back that a swipe could stand in for. Both are navlint's reading of intent,
  not a documented behaviour.
fix: |
  Keep the system back button and restyle it instead of replacing it: give the
  previous screen a `backBarButtonItem` with an empty title, change the arrow with
  the bar's back indicator images, or use `backButtonDisplayMode = .minimal`
  (iOS 14+). If the screen needs an extra button on the left, set
  `leftItemsSupplementBackButton` to true so the items appear beside Back. Only when
  Back really must go, let the navigation controller own the pop delegate with the
  `stackDepth` and `notTransitioning` guards.

  ```swift
  // In the screen that pushes: style the Back button the next screen shows.
  navigationItem.backButtonDisplayMode = .minimal   // iOS 14+
  navigationController?.navigationBar.backIndicatorImage = UIImage(named: "back")
  navigationController?.navigationBar.backIndicatorTransitionMaskImage = UIImage(named: "back")
  ```

  ```objc
  // Keep Back and show the extra button next to it.
  self.navigationItem.leftBarButtonItems = @[searchItem];
  self.navigationItem.leftItemsSupplementBackButton = YES;
  ```

  In SwiftUI, a `ToolbarItem(placement: .topBarLeading)` appears beside the system back
  button unless the view also hides it with `.navigationBarBackButtonHidden(true)` (then
  `hidden-back-button-disables-swipe` applies); keep Back and let the item join it.

  In the description: remove the screen's `leftBarButtonItem`/`leftBarButtonItems`
  (and describe the restyled Back under the previous screen's `backBarButtonItem`),
  or add `leftItemsSupplementBackButton: true` next to them; if the navigation
  controller takes over the pop delegate, write
  `popGesture: {delegate: navigationController, shouldBegin: [stackDepth, notTransitioning]}`.
sources:
  - "“ios ~ 页面右滑返回上一页” (Chinese article): https://greatytc.com/p/0652278b4079"
  - "“iOS 7 侧滑返回手势使用和错误集” (Chinese article, a repost of a Sina blog post): https://5-wow.com/weblog/detail/234537"
  - "“导航控制器的左滑返回” (Chinese article, July 2016): https://wsa.jianshu.io/p/b44cf866c0bd"
  - "“iOS 13.4 UINavigationController pop 手势重要改动” (Chinese article, 2020): http://08643.cn/p/fe6264290b9a"
  - https://openradar.appspot.com/19031955
  - https://developer.apple.com/documentation/uikit/uinavigationitem/leftitemssupplementbackbutton
  - https://github.com/rickytan/RTRootNavigationController/issues/128
  - https://github.com/rickytan/RTRootNavigationController/issues/173
  - https://github.com/Tencent/QMUI_iOS/blob/d966c0c0972927be6d93ec00a979741581fcf046/QMUIKit/UIKitExtensions/UINavigationController%2BQMUI.m
  - https://www.vvse.com/blog/blog/2021/10/15/how-to-cancel-the-interactivepopgesturerecognizer-action/
platforms: iOS 7+
refinement: |
  Beyond the catalog's condition, the rule leaves alone a stack that a gesture recognizer
  of the app's own pops (`ownPopGesture`, a key navlint adds): its swipe does not go
  through UIKit's pop delegate, so a custom left item does not stop it.
match:
  - nav: navigationControllers
  - screen: poppableScreens(nav)
repeatsAcross: nav
let:
  keepBack: "if swiftUI(nav) then 'keep the system back button and put extra items in .toolbar at .topBarLeading' else 'set leftItemsSupplementBackButton to true, style Back from the previous screen, or give the pop gesture a delegate with guards'"
when: |
  count(leftItems(screen)) > 0
  and not isSet(screen.navigationItem.backTapRuns)
  and not screen.navigationItem.leftItemsSupplementBackButton
  and not swipeBackOff(screen, nav)
  and onlySystemOwner(nav)
  and not fullScreenHack(nav)
  and not nav.ownPopGesture
report:
  at: leftItems(screen)
  message: "screen '{screen.id}' replaces the back button with its own left items, so the edge swipe back never starts"
  scanMessage: "{className(screen)} replaces the back button with a left bar button item, so the edge swipe back never starts"
  fix: "{keepBack}"
examples:
  triggering:
    - yaml: |
        # The one-item form replaces Back on a pushed screen.
        navlint: 1
        app: {deploymentTarget: "15.0"}
        navigationControllers:
          main: {class: MainNavigationController, root: home}
        screens:
          home: {class: HomeViewController, pushes: [detail]}
          detail:
            class: DetailViewController
            navigationItem:
              ↓leftBarButtonItem: back
      messages:
        - "screen 'detail' replaces the back button with its own left items, so the edge swipe back never starts"
      scanMessages:
        - "DetailViewController replaces the back button with a left bar button item, so the edge swipe back never starts"
    - |
      # Several items, and supplementing written out as false, two pushes deep.
      navlint: 1
      app: {deploymentTarget: "13.0"}
      navigationControllers:
        main:
          root: home
          popGesture: {delegate: [system]}
      screens:
        home: {pushes: [list]}
        list: {pushes: [editor]}
        editor:
          navigationItem:
            ↓leftBarButtonItems: [back, share]
            leftItemsSupplementBackButton: false
    - |
      # A help screen pushed in two tabs: one finding, which names both navigation controllers.
      navlint: 1
      app: {deploymentTarget: "16.0"}
      navigationControllers:
        shop: {root: catalog}
        account: {root: profile}
      screens:
        catalog: {pushes: [help]}
        profile: {pushes: [help]}
        help:
          navigationItem: {↓leftBarButtonItem: close}
    - yaml: |
        # A SwiftUI stack whose pushed view replaces Back with its own leading item.
        navlint: 1
        app: {deploymentTarget: "16.0"}
        navigationControllers:
          feed: {root: home, kind: navigationStack}
        screens:
          home: {pushes: [editor]}
          editor:
            navigationItem: {↓leftBarButtonItem: close}
      messages:
        - "screen 'editor' replaces the back button with its own left items, so the edge swipe back never starts"
  nonTriggering:
    - |
      # A pan of the app's own pops this stack (ownPopGesture, navlint's key), so the swipe
      # does not depend on UIKit's gate.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: home
          delegateAnimates: true
          delegateInteraction: true
          ownPopGesture: true
      screens:
        home: {pushes: [detail]}
        detail:
          navigationItem: {leftBarButtonItem: back}
    - |
      # The root never pops, so its custom left item costs nothing.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home:
          pushes: [detail]
          navigationItem: {leftBarButtonItem: menu}
        detail: {}
    - |
      # The left items supplement Back, so the swipe still works.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home: {pushes: [study]}
        study:
          navigationItem:
            leftBarButtonItems: [search]
            leftItemsSupplementBackButton: true
    - |
      # The navigation controller owns the delegate with guards, so UIKit's left-item gate is gone.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: home
          popGesture:
            delegate: navigationController
            shouldBegin: [stackDepth, notTransitioning]
            requiredToFailBy: true
      screens:
        home: {pushes: [detail]}
        detail:
          navigationItem: {leftBarButtonItem: back}
    - |
      # Swipe-back is turned off on purpose on this payment screen.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home: {pushes: [pay]}
        pay:
          purpose: payment
          navigationItem: {leftBarButtonItem: cancel}
          popGesture: {disabled: true, disableIn: viewDidAppear, enableIn: viewWillDisappear}
    - |
      # The Cancel asks before leaving: the dead swipe is what keeps the question from being skipped.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home: {pushes: [transfer]}
        transfer:
          navigationItem: {leftBarButtonItem: cancel, backTapRuns: confirm}
    - |
      # The Cancel ends the flow (it pops to the root), so no swipe back one step is missed.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home: {pushes: [form]}
        form: {pushes: [mandate]}
        mandate:
          navigationItem: {leftBarButtonItem: cancel, backTapRuns: leave}
    - |
      # An empty list of left items replaces nothing.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home: {pushes: [detail]}
        detail:
          navigationItem: {leftBarButtonItems: []}
codeExamples:
  triggering:
    - swift: |
        final class ComposeViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                ↓navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(close))
            }
            @objc func close() { navigationController?.popViewController(animated: true) }
        }
    - objc: |
        @interface ComposeViewController : UIViewController
        @end
        @implementation ComposeViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            ↓self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:@"Back" style:UIBarButtonItemStylePlain target:self action:@selector(close)];
        }
        - (void)close { [self.navigationController popViewControllerAnimated:YES]; }
        @end
  nonTriggering:
    - swift: |
        // The shared base screen styles Back for the next screen instead of replacing it.
        class BaseViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                // In the screen that pushes: style the Back button the next screen shows.
                navigationItem.backButtonDisplayMode = .minimal   // iOS 14+
                navigationController?.navigationBar.backIndicatorImage = UIImage(named: "back")
                navigationController?.navigationBar.backIndicatorTransitionMaskImage = UIImage(named: "back")
            }
        }

        final class ComposeViewController: BaseViewController {}
      appliesFix: 1
      withoutFix: |
        navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(named: "back"), style: .plain, target: navigationController, action: #selector(UINavigationController.popViewController(animated:)))
    - objc: |
        @interface ComposeViewController : UIViewController
        @end
        @implementation ComposeViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIBarButtonItem *searchItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemSearch target:self action:@selector(search)];
            // Keep Back and show the extra button next to it.
            self.navigationItem.leftBarButtonItems = @[searchItem];
            self.navigationItem.leftItemsSupplementBackButton = YES;
        }
        - (void)search {}
        @end
      appliesFix: 2
      withoutFix: |
        self.navigationItem.leftBarButtonItems = @[searchItem];
    - swift: |
        // The item sits beside Back instead of replacing it.
        final class ComposeViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.leftItemsSupplementBackButton = true
                navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .bookmarks, target: self, action: #selector(showDrafts))
            }
            @objc func showDrafts() {}
        }

"""#,
         "31\"custom-left-item-disables-swipe 39\"A custom left item turns off swipe-back 7\"warning 169\"A pushed screen replaces the system back button with its own left bar button items while UIKit's own delegate guards the edge swipe, so the swipe silently stops working. + 6\"iOS 7+ 1 + 14\"silentlyBroken 2 3\"nav v 21\"navigationControllers 79 10 6\"screen c 15\"poppableScreens 1 v 3\"nav 80 29 80 13 1 8\"keepBack i c 7\"swiftUI 1 v 3\"nav 83 25 83 17 s 77\"keep the system back button and put extra items in .toolbar at .topBarLeading 83 35 s 126\"set leftItemsSupplementBackButton to true, style Back from the previous screen, or give the pop gesture a delegate with guards 83 120 83 14 83 3 + 3\"nav + 21\"navigation controller 1 0 0 o 3\"and o 3\"and o 3\"and o 3\"and o 3\"and o 3\"and o 1\"> c 5\"count 1 c 9\"leftItems 1 v 6\"screen 85 19 85 9 85 3 d 3\"0.0 85 30 85 28 ! c 5\"isSet 1 m m v 6\"screen 86 17 14\"navigationItem 86 24 11\"backTapRuns 86 39 86 11 86 7 86 3 ! m m v 6\"screen 87 11 14\"navigationItem 87 18 29\"leftItemsSupplementBackButton 87 33 87 7 87 3 ! c 12\"swipeBackOff 2 v 6\"screen 88 24 v 3\"nav 88 32 88 11 88 7 88 3 c 15\"onlySystemOwner 1 v 3\"nav 89 23 89 7 89 3 ! c 14\"fullScreenHack 1 v 3\"nav 90 26 90 11 90 7 90 3 ! m v 3\"nav 91 11 13\"ownPopGesture 91 15 91 7 91 3 c 9\"leftItems 1 v 6\"screen 93 17 93 7 3 t 8\"screen ' e m v 6\"screen 94 22 2\"id 94 29 t 87\"' replaces the back button with its own left items, so the edge swipe back never starts + 1 e v 8\"keepBack 96 10 + 2 e c 9\"className 1 v 6\"screen 95 28 95 18 t 90\" replaces the back button with a left bar button item, so the edge swipe back never starts - - "),
        ("full-screen-pop-blocks-paging", #"""
id: full-screen-pop-blocks-paging
title: A full-screen pop swallows backward paging
severity: warning
swipeBack: silentlyBroken
summary: A paging scroll view always waits for a full-screen pop recognizer that can start anywhere, so a right swipe on any page pops the screen instead of turning back a page.
rationale: |
  A full-screen pop (a pan added with the private `handleNavigationTransition:` target,
  or FDFullscreenPopGesture) starts from any point of the screen, not just the edge.
  Pagers and full-screen pops fight over the same drags (FDFullscreenPopGesture users
  ask how to combine it with `UIPageViewController`), and the usual answer is to make
  the pager's pan wait with `require(toFail:)`. Done unconditionally, the link settles
  every right swipe in the pop's favour: on page three of a photo pager the user swipes
  right to see page two and the whole screen slides away. A JXPagingView user who added
  the link found the pager no longer paged in either direction, and asked for the link
  to apply only on the first page, where there is nothing to page back to; the library
  then added an API for working with FDFullscreenPopGesture.
fix: |
  Let the pop win only where it should: limit where the full-screen pan may start
  (FDFullscreenPopGesture's `fd_interactivePopMaxAllowedInitialDistanceToLeftEdge`,
  or a check of the touch's x position in your own delegate), or make the link
  conditional in a scroll view subclass so the pop wins only while the pager sits on
  its first page.

  ```swift
  // FDFullscreenPopGesture: only a pan that starts near the left edge pops.
  fd_interactivePopMaxAllowedInitialDistanceToLeftEdge = 40
  ```

  ```objc
  // A pager subclass that waits for the full-screen pop only on its first page.
  - (BOOL)gestureRecognizer:(UIGestureRecognizer *)g
      shouldRequireFailureOfGestureRecognizer:(UIGestureRecognizer *)other {
      return g == self.panGestureRecognizer && other == self.fullScreenPop
          && self.contentOffset.x <= 0;
  }
  ```

  In the description: set `fullScreenPop.startRegion` to the width (in points) the pan
  may start in, or remove `requiresPopToFail: true` from the pager once the link is
  conditional.
sources:
  - https://github.com/forkingdog/FDFullscreenPopGesture/pull/53
  - https://github.com/forkingdog/FDFullscreenPopGesture/issues/107
  - https://github.com/pujiaxin33/JXPagingView/issues/87
platforms: iOS 7+
refinement: |
  The catalog names any screen s with such a pager. Only screens that can be popped
  are checked: on a navigation controller's root a guarded full-screen pop fails at
  once (there is nothing to pop), so the pager's wait ends and paging works both ways;
  an unguarded one is already reported by root-freeze.
match:
  - nav: navigationControllers
  - screen: poppableScreens(nav)
  - scrollView: screen.scrollViews
repeatsAcross: nav
let:
  popName: "if nav.fullScreenPop.via == 'FDFullscreenPopGesture' then 'FDFullscreenPopGesture pan' else 'full-screen pan'"
  edgeSetting: "if nav.fullScreenPop.via == 'FDFullscreenPopGesture' then 'fd_interactivePopMaxAllowedInitialDistanceToLeftEdge' else 'a location check in its gestureRecognizerShouldBegin(_:)'"
when: |
  fullScreenHack(nav)
  and not isSet(nav.fullScreenPop.startRegion)
  and scrollView.axis != 'vertical'
  and scrollView.paging
  and scrollView.requiresPopToFail
report:
  at: scrollView
  message: "paging scroll view '{scrollView.id}' on screen '{screen.id}' waits for the full-screen pop, so swipes can pop instead of paging"
  scanMessage: "paging scroll view '{scrollView.id}' in {className(screen)} waits for the {popName}, so swipes can pop instead of paging"
  fix: "let the pop start only near the left edge ({edgeSetting}), or make the pager wait for it only on its first page"
examples:
  triggering:
    - yaml: |
        # FDFullscreenPopGesture with an unconditional require(toFail:) on a pager.
        navlint: 1
        app: {deploymentTarget: "15.0", sdk: "18.0"}
        navigationControllers:
          main:
            class: MainNavigationController
            root: home
            fullScreenPop: {via: FDFullscreenPopGesture}
        screens:
          home: {class: HomeViewController, pushes: [profile]}
          profile:
            class: ProfileViewController
            scrollViews:
              ↓tabs: {axis: horizontal, paging: true, requiresPopToFail: true}
      messages:
        - "paging scroll view 'tabs' on screen 'profile' waits for the full-screen pop, so swipes can pop instead of paging"
      scanMessages:
        - "paging scroll view 'tabs' in ProfileViewController waits for the FDFullscreenPopGesture pan, so swipes can pop instead of paging"
    - |
      # A guarded full-screen pan on the private target, without a start region.
      navlint: 1
      app: {deploymentTarget: "12.0", sdk: "17.0"}
      navigationControllers:
        main:
          root: home
          popGesture:
            delegate: navigationController
            shouldBegin: [stackDepth, notTransitioning]
          fullScreenPop:
            via: privateTarget
            shouldBegin: [stackDepth, notTransitioning]
            disablesEdgeGesture: true
      screens:
        home: {pushes: [album]}
        album:
          scrollViews:
            ↓pages: {axis: both, paging: true, requiresPopToFail: true}
    - |
      # Two pushed screens with linked pagers; the free-scrolling strip is left alone.
      navlint: 1
      app: {deploymentTarget: "14.0", sdk: "18.0"}
      navigationControllers:
        main:
          root: home
          fullScreenPop: {via: FDFullscreenPopGesture}
      screens:
        home: {pushes: [news, photos]}
        news:
          scrollViews:
            ↓channels: {axis: horizontal, paging: true, requiresPopToFail: true}
            strip: {axis: horizontal, requiresPopToFail: true}
        photos:
          scrollViews:
            ↓viewer: {axis: horizontal, paging: true, requiresPopToFail: true}
  nonTriggering:
    - |
      # The full-screen pop may only start within 40 points of the left edge.
      navlint: 1
      app: {deploymentTarget: "15.0", sdk: "18.0"}
      navigationControllers:
        main:
          root: home
          fullScreenPop: {via: FDFullscreenPopGesture, startRegion: 40}
      screens:
        home: {pushes: [profile]}
        profile:
          scrollViews:
            tabs: {axis: horizontal, paging: true, requiresPopToFail: true}
    - |
      # Only the system edge swipe: it starts at the edge, so paging back still works.
      navlint: 1
      app: {deploymentTarget: "15.0", sdk: "18.0"}
      navigationControllers:
        main:
          root: home
          popGesture:
            delegate: navigationController
            shouldBegin: [stackDepth, notTransitioning]
      screens:
        home: {pushes: [profile]}
        profile:
          scrollViews:
            tabs: {axis: horizontal, paging: true, requiresPopToFail: true}
    - |
      # A pager on the root: a guarded full-screen pop fails at once there.
      navlint: 1
      app: {deploymentTarget: "15.0", sdk: "18.0"}
      navigationControllers:
        main:
          root: home
          fullScreenPop: {via: FDFullscreenPopGesture}
      screens:
        home:
          pushes: [detail]
          scrollViews:
            banner: {axis: horizontal, paging: true, requiresPopToFail: true}
        detail:
          scrollViews:
            feed: {axis: vertical, requiresPopToFail: true}
    - |
      # The pager decides per pan (no unconditional link), so it is not reported here.
      navlint: 1
      app: {deploymentTarget: "15.0", sdk: "18.0"}
      navigationControllers:
        main:
          root: home
          fullScreenPop: {via: FDFullscreenPopGesture}
      screens:
        home: {pushes: [profile]}
        profile:
          scrollViews:
            tabs: {axis: horizontal, paging: true}
codeExamples:
  triggering:
    - swift: |
        final class SwipeNavigationController: UINavigationController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let popTarget = interactivePopGestureRecognizer?.delegate
                let fullPan = UIPanGestureRecognizer(target: popTarget, action: NSSelectorFromString("handleNavigationTransition:"))
                fullPan.delegate = interactivePopGestureRecognizer?.delegate
                view.addGestureRecognizer(fullPan)
            }
        }
        final class GalleryViewController: UIViewController {
            private let pager = UIScrollView()
            override func viewDidLoad() {
                super.viewDidLoad()
                ↓pager.isPagingEnabled = true
                pager.contentSize = CGSize(width: view.bounds.width * 3, height: view.bounds.height)
                navigationController?.view.gestureRecognizers?.forEach { pan in
                    pager.panGestureRecognizer.require(toFail: pan)
                }
            }
        }
    - objc: |
        @interface SwipeNavigationController : UINavigationController
        @end
        @implementation SwipeNavigationController
        - (void)viewDidLoad {
            [super viewDidLoad];
            id popTarget = self.interactivePopGestureRecognizer.delegate;
            UIPanGestureRecognizer *fullPan = [[UIPanGestureRecognizer alloc] initWithTarget:popTarget action:NSSelectorFromString(@"handleNavigationTransition:")];
            fullPan.delegate = self.interactivePopGestureRecognizer.delegate;
            [self.view addGestureRecognizer:fullPan];
        }
        @end
        @interface OnboardingViewController : UIViewController
        @property (nonatomic, strong) UIScrollView *pager;
        @end
        @implementation OnboardingViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            ↓self.pager.pagingEnabled = YES;
            self.pager.contentSize = CGSizeMake(self.view.bounds.size.width * 3, self.view.bounds.size.height);
            for (UIGestureRecognizer *pan in self.navigationController.view.gestureRecognizers) {
                [self.pager.panGestureRecognizer requireGestureRecognizerToFail:pan];
            }
        }
        @end
  nonTriggering:
    - swift: |
        // FDFullscreenPopGesture may start the pop only within 40 points of the left edge.
        import FDFullscreenPopGesture

        final class GalleryViewController: UIViewController {
            private let pager = UIScrollView()
            override func viewDidLoad() {
                super.viewDidLoad()
                // FDFullscreenPopGesture: only a pan that starts near the left edge pops.
                fd_interactivePopMaxAllowedInitialDistanceToLeftEdge = 40
                pager.isPagingEnabled = true
                pager.contentSize = CGSize(width: view.bounds.width * 3, height: view.bounds.height)
                navigationController?.view.gestureRecognizers?.forEach { pan in
                    pager.panGestureRecognizer.require(toFail: pan)
                }
            }
        }
      appliesFix: 1
    - objc: |
        // The pager waits for the full-screen pop only while it shows its first page.
        @interface SwipeNavigationController : UINavigationController
        @property (nonatomic, strong) UIPanGestureRecognizer *fullPan;
        @end
        @implementation SwipeNavigationController
        - (void)viewDidLoad {
            [super viewDidLoad];
            id popTarget = self.interactivePopGestureRecognizer.delegate;
            self.fullPan = [[UIPanGestureRecognizer alloc] initWithTarget:popTarget action:NSSelectorFromString(@"handleNavigationTransition:")];
            self.fullPan.delegate = self.interactivePopGestureRecognizer.delegate;
            [self.view addGestureRecognizer:self.fullPan];
        }
        @end

        @interface PagerScrollView : UIScrollView
        @property (nonatomic, weak) UIGestureRecognizer *fullScreenPop;
        @end
        @implementation PagerScrollView
        // A pager subclass that waits for the full-screen pop only on its first page.
        - (BOOL)gestureRecognizer:(UIGestureRecognizer *)g
            shouldRequireFailureOfGestureRecognizer:(UIGestureRecognizer *)other {
            return g == self.panGestureRecognizer && other == self.fullScreenPop
                && self.contentOffset.x <= 0;
        }
        @end

        @interface OnboardingViewController : UIViewController
        @property (nonatomic, strong) PagerScrollView *pager;
        @end
        @implementation OnboardingViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.pager = [[PagerScrollView alloc] initWithFrame:self.view.bounds];
            self.pager.pagingEnabled = YES;
            self.pager.contentSize = CGSizeMake(self.view.bounds.size.width * 3, self.view.bounds.size.height);
            self.pager.fullScreenPop = ((SwipeNavigationController *)self.navigationController).fullPan;
            [self.view addSubview:self.pager];
        }
        @end
      appliesFix: 2
      withoutFix: |
        - (BOOL)gestureRecognizer:(UIGestureRecognizer *)g
            shouldRequireFailureOfGestureRecognizer:(UIGestureRecognizer *)other {
            return g == self.panGestureRecognizer && other == self.fullScreenPop;
        }

"""#,
         "29\"full-screen-pop-blocks-paging 42\"A full-screen pop swallows backward paging 7\"warning 168\"A paging scroll view always waits for a full-screen pop recognizer that can start anywhere, so a right swipe on any page pops the screen instead of turning back a page. + 6\"iOS 7+ 1 + 14\"silentlyBroken 3 3\"nav v 21\"navigationControllers 52 10 6\"screen c 15\"poppableScreens 1 v 3\"nav 53 29 53 13 10\"scrollView m v 6\"screen 54 17 11\"scrollViews 54 24 2 7\"popName i o 2\"== m m v 3\"nav 57 16 13\"fullScreenPop 57 20 3\"via 57 34 s 22\"FDFullscreenPopGesture 57 41 57 38 s 26\"FDFullscreenPopGesture pan 57 71 s 15\"full-screen pan 57 105 57 13 57 3 11\"edgeSetting i o 2\"== m m v 3\"nav 58 20 13\"fullScreenPop 58 24 3\"via 58 38 s 22\"FDFullscreenPopGesture 58 45 58 42 s 52\"fd_interactivePopMaxAllowedInitialDistanceToLeftEdge 58 75 s 56\"a location check in its gestureRecognizerShouldBegin(_:) 58 135 58 17 58 3 + 3\"nav + 21\"navigation controller 1 0 0 o 3\"and o 3\"and o 3\"and o 3\"and c 14\"fullScreenHack 1 v 3\"nav 60 18 60 3 ! c 5\"isSet 1 m m v 3\"nav 61 17 13\"fullScreenPop 61 21 11\"startRegion 61 35 61 11 61 7 61 3 o 2\"!= m v 10\"scrollView 62 7 4\"axis 62 18 s 8\"vertical 62 26 62 23 62 3 m v 10\"scrollView 63 7 6\"paging 63 18 63 3 m v 10\"scrollView 64 7 17\"requiresPopToFail 64 18 64 3 v 10\"scrollView 66 7 5 t 20\"paging scroll view ' e m v 10\"scrollView 67 34 2\"id 67 45 t 13\"' on screen ' e m v 6\"screen 67 62 2\"id 67 69 t 68\"' waits for the full-screen pop, so swipes can pop instead of paging + 3 t 43\"let the pop start only near the left edge ( e v 11\"edgeSetting 69 53 t 55\"), or make the pager wait for it only on its first page + 7 t 20\"paging scroll view ' e m v 10\"scrollView 68 38 2\"id 68 49 t 5\"' in  e c 9\"className 1 v 6\"screen 68 68 68 58 t 15\" waits for the  e v 7\"popName 68 92 t 37\", so swipes can pop instead of paging - - "),
        ("full-screen-pop-control-conflict", #"""
id: full-screen-pop-control-conflict
title: A full-screen pop steals sideways drags from controls
severity: warning
swipeBack: silentlyBroken
summary: A pushed screen has sliders, maps, swipe actions or carousels while its navigation controller runs a legacy full-screen pop that may start anywhere, so dragging those controls to the right pops the screen.
rationale: |
  A full-screen pop pan (the private-target pan published in Chinese swipe-back
  articles, or FDFullscreenPopGesture) sits on the navigation controller's view and
  looks at every rightward drag on the screen. Controls driven by horizontal drags can
  lose that race: FDFullscreenPopGesture users report a progress slider that sends the
  screen back when dragged, sliders that need a workaround, and table cells whose
  swipe-to-delete fights the pop, and an EZCustomNavigation issue shows its pan-to-pop
  breaking swipe-to-delete (and cell swipe actions from the left) in a table. That
  report adds that swipe-to-delete still worked when the finger moved very fast, so
  which gesture wins can depend on how the user drags, which makes the bug look random
  and hard to reproduce.
fix: |
  Keep the full-screen pop away from these controls: limit the region where it may
  start, refuse touches that land on a control in the pop delegate's
  `gestureRecognizer(_:shouldReceive:)`, or turn the full-screen pop off on this
  screen (FDFullscreenPopGesture's `fd_interactivePopDisabled`).

  ```swift
  // In the full-screen pan's delegate:
  func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
      !(touch.view is UISlider) && !(touch.view is MKMapView)
  }
  ```

  ```objc
  // FDFullscreenPopGesture: only pans that start near the left edge pop.
  self.fd_interactivePopMaxAllowedInitialDistanceToLeftEdge = 40.0;
  ```

  In the description: set `fullScreenPop.startRegion` to the width (in points) the pan
  may start in, list the refused controls in `fullScreenPop.ignoresTouchesOn`, or turn
  swipe-back off on the screen with
  `popGesture: {disabled: true, scope: allRecognizers}` and the lifecycle pair
  `disableIn: viewDidAppear`, `enableIn: viewWillDisappear`.
sources:
  - https://github.com/forkingdog/FDFullscreenPopGesture/issues/115
  - https://github.com/forkingdog/FDFullscreenPopGesture/issues/196
  - https://github.com/forkingdog/FDFullscreenPopGesture/issues/199
  - https://github.com/Enricoza/EZCustomNavigation/issues/5
  - https://github.com/Enricoza/EZCustomNavigation/issues/6
platforms: iOS 7+
match:
  - nav: navigationControllers
  - screen: poppableScreens(nav)
repeatsAcross: nav
let:
  # The controls the pan's delegate does not already keep it away from.
  exposed: "filter(c in screen.horizontalControls: not (c in nav.fullScreenPop.ignoresTouchesOn))"
  popName: "if nav.fullScreenPop.via == 'FDFullscreenPopGesture' then 'FDFullscreenPopGesture pan' else 'full-screen pan'"
when: |
  fullScreenHack(nav)
  and not isSet(nav.fullScreenPop.startRegion)
  and count(exposed) > 0
  and not swipeBackOff(screen, nav)
report:
  at: screen.horizontalControls
  message: "screen '{screen.id}' has controls that take sideways drags ({exposed}), which the full-screen pop can take over"
  scanMessage: "{className(screen)} has controls that take sideways drags ({exposed}), which the {popName} can take over"
  fix: "let the pop start only near the left edge, refuse touches on those controls in gestureRecognizer(_:shouldReceive:), or turn the pop off on this screen"
examples:
  triggering:
    - yaml: |
        # A player with a scrubber under FDFullscreenPopGesture.
        navlint: 1
        app: {deploymentTarget: "14.0", sdk: "18.0"}
        navigationControllers:
          main:
            class: MainNavigationController
            root: home
            fullScreenPop: {via: FDFullscreenPopGesture}
        screens:
          home: {class: HomeViewController, pushes: [player]}
          player:
            class: PlayerViewController
            purpose: media
            ↓horizontalControls: [slider]
      messages:
        - "screen 'player' has controls that take sideways drags (slider), which the full-screen pop can take over"
      scanMessages:
        - "PlayerViewController has controls that take sideways drags (slider), which the FDFullscreenPopGesture pan can take over"
    - |
      # A guarded private-target pan, and a screen with a map and swipe-to-delete rows.
      navlint: 1
      app: {deploymentTarget: "12.0", sdk: "17.0"}
      navigationControllers:
        main:
          root: home
          popGesture:
            delegate: navigationController
            shouldBegin: [stackDepth, notTransitioning]
          fullScreenPop:
            via: privateTarget
            shouldBegin: [stackDepth, notTransitioning]
            disablesEdgeGesture: true
      screens:
        home: {pushes: [stores]}
        stores:
          ↓horizontalControls: [map, swipeActions]
    - |
      # One screen in two tabs: one finding, which names both navigation controllers.
      navlint: 1
      app: {deploymentTarget: "15.0", sdk: "18.0"}
      navigationControllers:
        shop:
          root: catalog
          fullScreenPop: {via: FDFullscreenPopGesture}
        account:
          root: profile
          fullScreenPop: {via: FDFullscreenPopGesture}
      screens:
        catalog: {pushes: [filters]}
        profile: {pushes: [filters]}
        filters:
          ↓horizontalControls: [slider, carousel]
  nonTriggering:
    - |
      # The full-screen pop may only start near the left edge.
      navlint: 1
      app: {deploymentTarget: "14.0", sdk: "18.0"}
      navigationControllers:
        main:
          root: home
          fullScreenPop: {via: FDFullscreenPopGesture, startRegion: 30}
      screens:
        home: {pushes: [player]}
        player:
          horizontalControls: [slider]
    - |
      # Only the system edge swipe and the native iOS 26 pop, which press reports say does not start on interactive elements.
      navlint: 1
      app: {deploymentTarget: "15.0", sdk: "26.0"}
      navigationControllers:
        main:
          root: home
          fullScreenPop: {via: native}
      screens:
        home: {pushes: [player]}
        player:
          horizontalControls: [slider]
    - |
      # The root never pops; the pushed player turns every recognizer on the pop view off.
      navlint: 1
      app: {deploymentTarget: "14.0", sdk: "18.0"}
      navigationControllers:
        main:
          root: home
          fullScreenPop: {via: FDFullscreenPopGesture}
      screens:
        home:
          pushes: [player]
          horizontalControls: [carousel]
        player:
          horizontalControls: [slider]
          popGesture: {disabled: true, scope: allRecognizers, disableIn: viewDidAppear, enableIn: viewWillDisappear}
codeExamples:
  triggering:
    - swift: |
        final class SwipeNavigationController: UINavigationController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let popTarget = interactivePopGestureRecognizer?.delegate
                let fullPan = UIPanGestureRecognizer(target: popTarget, action: NSSelectorFromString("handleNavigationTransition:"))
                fullPan.delegate = interactivePopGestureRecognizer?.delegate
                view.addGestureRecognizer(fullPan)
            }
        }
        final class PlayerViewController: UIViewController {
            private let scrubber = ↓UISlider()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(scrubber)
            }
        }
    - objc: |
        @interface SwipeNavigationController : UINavigationController
        @end
        @implementation SwipeNavigationController
        - (void)viewDidLoad {
            [super viewDidLoad];
            id popTarget = self.interactivePopGestureRecognizer.delegate;
            UIPanGestureRecognizer *fullPan = [[UIPanGestureRecognizer alloc] initWithTarget:popTarget action:NSSelectorFromString(@"handleNavigationTransition:")];
            fullPan.delegate = self.interactivePopGestureRecognizer.delegate;
            [self.view addGestureRecognizer:fullPan];
        }
        @end
        @interface StoreMapViewController : UIViewController
        @end
        @implementation StoreMapViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            [self.view addSubview:[[↓MKMapView alloc] initWithFrame:self.view.bounds]];
        }
        @end
  nonTriggering:
    - swift: |
        // The player turns every recognizer on the navigation view off, the full-screen pan included.
        final class SwipeNavigationController: UINavigationController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let popTarget = interactivePopGestureRecognizer?.delegate
                let fullPan = UIPanGestureRecognizer(target: popTarget, action: NSSelectorFromString("handleNavigationTransition:"))
                fullPan.delegate = interactivePopGestureRecognizer?.delegate
                view.addGestureRecognizer(fullPan)
            }
        }
        final class PlayerViewController: UIViewController {
            private let scrubber = UISlider()
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                navigationController?.interactivePopGestureRecognizer?.view?.gestureRecognizers?.forEach { $0.isEnabled = false }
            }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                navigationController?.interactivePopGestureRecognizer?.view?.gestureRecognizers?.forEach { $0.isEnabled = true }
            }
        }
    - swift: |
        // FDFullscreenPopGesture may start the pop only within 40 points of the left edge.
        import FDFullscreenPopGesture

        final class PlayerViewController: UIViewController {
            private let scrubber = UISlider()
            override func viewDidLoad() {
                super.viewDidLoad()
                fd_interactivePopMaxAllowedInitialDistanceToLeftEdge = 40
                view.addSubview(scrubber)
            }
        }
    - objc: |
        // The player keeps FDFullscreenPopGesture's pan near the left edge, away from its scrubber.
        #import <FDFullscreenPopGesture/UINavigationController+FDFullscreenPopGesture.h>

        @interface PlayerViewController : UIViewController
        @property (nonatomic, strong) UISlider *scrubber;
        @end
        @implementation PlayerViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            // FDFullscreenPopGesture: only pans that start near the left edge pop.
            self.fd_interactivePopMaxAllowedInitialDistanceToLeftEdge = 40.0;
            self.scrubber = [[UISlider alloc] initWithFrame:self.view.bounds];
            [self.view addSubview:self.scrubber];
        }
        @end
      appliesFix: 2
    - swift: |
        // The full-screen pan never takes a touch that lands on the scrubber or a map.
        import MapKit

        final class SwipeNavigationController: UINavigationController, UIGestureRecognizerDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                let popTarget = interactivePopGestureRecognizer?.delegate
                let fullPan = UIPanGestureRecognizer(target: popTarget, action: NSSelectorFromString("handleNavigationTransition:"))
                fullPan.delegate = self
                view.addGestureRecognizer(fullPan)
            }
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                viewControllers.count > 1 && transitionCoordinator == nil
            }
            // In the full-screen pan's delegate:
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
                !(touch.view is UISlider) && !(touch.view is MKMapView)
            }
        }
        final class PlayerViewController: UIViewController {
            private let scrubber = UISlider()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(scrubber)
            }
        }
      appliesFix: 1

"""#,
         "32\"full-screen-pop-control-conflict 53\"A full-screen pop steals sideways drags from controls 7\"warning 205\"A pushed screen has sliders, maps, swipe actions or carousels while its navigation controller runs a legacy full-screen pop that may start anywhere, so dragging those controls to the right pops the screen. + 6\"iOS 7+ 1 + 14\"silentlyBroken 2 3\"nav v 21\"navigationControllers 48 10 6\"screen c 15\"poppableScreens 1 v 3\"nav 49 29 49 13 2 7\"exposed q 6\"filter 1\"c 53 20 m v 6\"screen 53 25 18\"horizontalControls 53 32 ! o 2\"in v 1\"c 53 57 m m v 3\"nav 53 62 13\"fullScreenPop 53 66 16\"ignoresTouchesOn 53 80 53 59 53 52 53 13 53 3 7\"popName i o 2\"== m m v 3\"nav 54 16 13\"fullScreenPop 54 20 3\"via 54 34 s 22\"FDFullscreenPopGesture 54 41 54 38 s 26\"FDFullscreenPopGesture pan 54 71 s 15\"full-screen pan 54 105 54 13 54 3 + 3\"nav + 21\"navigation controller 1 0 0 o 3\"and o 3\"and o 3\"and c 14\"fullScreenHack 1 v 3\"nav 56 18 56 3 ! c 5\"isSet 1 m m v 3\"nav 57 17 13\"fullScreenPop 57 21 11\"startRegion 57 35 57 11 57 7 57 3 o 1\"> c 5\"count 1 v 7\"exposed 58 13 58 7 d 3\"0.0 58 24 58 22 58 3 ! c 12\"swipeBackOff 2 v 6\"screen 59 24 v 3\"nav 59 32 59 11 59 7 59 3 m v 6\"screen 61 7 18\"horizontalControls 61 14 5 t 8\"screen ' e m v 6\"screen 62 22 2\"id 62 29 t 41\"' has controls that take sideways drags ( e v 7\"exposed 62 74 t 42\"), which the full-screen pop can take over + 1 t 150\"let the pop start only near the left edge, refuse touches on those controls in gestureRecognizer(_:shouldReceive:), or turn the pop off on this screen + 6 e c 9\"className 1 v 6\"screen 63 28 63 18 t 40\" has controls that take sideways drags ( e v 7\"exposed 63 77 t 13\"), which the  e v 7\"popName 63 99 t 14\" can take over - - "),
        ("global-pop-delegate-extension", #"""
id: global-pop-delegate-extension
title: The pop delegate is installed for every navigation controller by an extension
severity: warning
swipeBack: silentlyBroken
summary: An extension or category on UINavigationController replaces the pop gesture's delegate, which changes every navigation controller in the process, not just the app's own.
rationale: |
  The popular snippet `extension UINavigationController: UIGestureRecognizerDelegate`
  with an overridden `viewDidLoad` that sets `interactivePopGestureRecognizer.delegate
  = self` runs for every `UINavigationController` the process creates: the app's own,
  the UIKit classes that are navigation controllers themselves (the SDK declares
  `UIImagePickerController` as a `UINavigationController` subclass), those behind
  SwiftUI's navigation views, which is why the snippet circulates as a SwiftUI fix,
  and those of third-party libraries. All of them lose UIKit's own delegate, and with
  it the checks for the root, hidden bars and custom back buttons and the priority
  the edge swipe has over sideways scroll views, so horizontal lists and pagers can
  start stealing the swipe. Overriding a method in an extension or category is also
  fragile: Apple's Objective-C guide, quoted where SwiftLint added its
  `override_in_extension` rule, says which implementation runs is undefined when
  two categories (or a category and the class) define the same method, and a
  library that installs its own delegate breaks when the extension replaces it.
fix: |
  Move the delegate into a `UINavigationController` subclass that the app uses
  explicitly, and give it the root and transition checks. Also make the swipe win
  over scroll views (`gestureRecognizer(_:shouldBeRequiredToFailBy:)`), since
  UIKit's delegate no longer does.

  ```swift
  final class AppNavigationController: UINavigationController, UIGestureRecognizerDelegate {
      override func viewDidLoad() {
          super.viewDidLoad()
          interactivePopGestureRecognizer?.delegate = self
      }

      func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
          viewControllers.count > 1 && transitionCoordinator == nil
      }
  }
  ```

  ```objc
  // A subclass instead of a category on UINavigationController.
  @implementation AppNavigationController
  - (void)viewDidLoad {
      [super viewDidLoad];
      self.interactivePopGestureRecognizer.delegate = self;
  }
  - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
      return self.viewControllers.count > 1 && self.transitionCoordinator == nil;
  }
  @end
  ```

  A SwiftUI `NavigationStack` creates its `UINavigationController` itself, so there is no
  subclass to name: set the delegate on that one controller (reached from the hosted
  view once it is in the stack) rather than on every navigation controller through an
  extension, and keep the same checks.

  In the description: write `installedBy: subclass` on the navigation controller (or
  remove `installedBy`, whose default is `subclass`), and list the subclass's checks in
  `popGesture.shouldBegin` with `requiredToFailBy: true`.
sources:
  - "“iOS 13.4 UINavigationController pop 手势重要改动” (Chinese article, 2020): http://08643.cn/p/fe6264290b9a"
  - "“UIScrollView与导航控制器滑动返回手势冲突问题原因与解决方案” (Chinese article on Juejin): https://juejin.cn/post/6926759190501261326"
  - https://github.com/xybp888/iOS-SDKs/blob/368c9fb22e450ca5cbf1596e885fc6bd2cb6171c/iPhoneOS9.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIImagePickerController.h
  - https://openillumi.com/swiftui-fix-swipeback-navbar-hide
  - https://realm.github.io/SwiftLint/override_in_extension.html
  - https://github.com/realm/SwiftLint/issues/1884
  - https://github.com/QuickBirdEng/XCoordinator/issues/183
  - https://github.com/Tencent/QMUI_iOS/issues/781
platforms: iOS 7+
match:
  - nav: navigationControllers
repeatsAcross: nav
when: nav.installedBy == 'extension' and count(customOwners(nav)) > 0
report:
  at: nav.installedBy
  message: "navigation controller '{nav.id}' gets its pop delegate from a UINavigationController extension, which sets it app-wide"
  scanMessage: "a UINavigationController extension sets interactivePopGestureRecognizer.delegate in every navigation controller of the app"
  fix: "{if swiftUI(nav) then 'set the delegate on the UINavigationController of this stack alone, reached from the hosted view' else 'set the delegate in a UINavigationController subclass instead'}"
examples:
  triggering:
    - yaml: |
        # The common `extension UINavigationController: UIGestureRecognizerDelegate` snippet.
        navlint: 1
        app: {deploymentTarget: "16.0"}
        navigationControllers:
          main:
            class: MainNavigationController
            root: home
            ↓installedBy: extension
            popGesture:
              delegate: navigationController
              shouldBegin: [stackDepth]
        screens:
          home: {class: HomeViewController, pushes: [detail]}
          detail:
            class: DetailViewController
            navigationBarHidden: true
      messages:
        - "navigation controller 'main' gets its pop delegate from a UINavigationController extension, which sets it app-wide"
      scanMessages:
        - "a UINavigationController extension sets interactivePopGestureRecognizer.delegate in every navigation controller of the app"
    - |
      # A category that sets the delegate to nil.
      navlint: 1
      app: {deploymentTarget: "12.0"}
      navigationControllers:
        main:
          root: home
          ↓installedBy: extension
          popGesture:
            delegate: nil
            restoresSystemDelegateAtRoot: true
      screens:
        home: {pushes: [detail]}
        detail: {}
    - |
      # Every tab's stack is described as installed by the same extension.
      navlint: 1
      app: {deploymentTarget: "16.0"}
      navigationControllers:
        shop:
          root: catalog
          ↓installedBy: extension
          popGesture: {delegate: navigationController, shouldBegin: [stackDepth, notTransitioning]}
        account:
          root: profile
          ↓installedBy: extension
          popGesture: {delegate: navigationController, shouldBegin: [stackDepth, notTransitioning]}
      screens:
        catalog: {pushes: [cart]}
        cart: {}
        profile: {pushes: [orders]}
        orders: {}
    - yaml: |
        # The snippet as it circulates for SwiftUI, on a NavigationStack.
        navlint: 1
        app: {deploymentTarget: "17.0"}
        navigationControllers:
          feed:
            root: home
            kind: navigationStack
            ↓installedBy: extension
            popGesture: {delegate: navigationController, shouldBegin: [stackDepth]}
        screens:
          home: {pushes: [detail]}
          detail:
            modifiers: {navigationBarHidden: true}
      messages:
        - "navigation controller 'feed' gets its pop delegate from a UINavigationController extension, which sets it app-wide"
  nonTriggering:
    - |
      # The same delegate in a subclass.
      navlint: 1
      app: {deploymentTarget: "16.0"}
      navigationControllers:
        main:
          root: home
          installedBy: subclass
          popGesture:
            delegate: navigationController
            shouldBegin: [stackDepth, notTransitioning]
            requiredToFailBy: true
      screens:
        home: {pushes: [detail]}
        detail: {}
    - |
      # An extension that leaves UIKit's delegate alone changes nothing here.
      navlint: 1
      app: {deploymentTarget: "16.0"}
      navigationControllers:
        main:
          root: home
          installedBy: extension
      screens:
        home: {pushes: [detail]}
        detail: {}
    - |
      # The default is a subclass.
      navlint: 1
      app: {deploymentTarget: "16.0"}
      navigationControllers:
        main:
          root: home
          popGesture:
            delegate: navigationController
            shouldBegin: [stackDepth, notTransitioning]
      screens:
        home: {pushes: [detail]}
        detail: {}
codeExamples:
  triggering:
    - swift: |
        // The snippet that brings swipe-back to screens with a hidden bar.
        extension UINavigationController: UIGestureRecognizerDelegate {
            open override func viewDidLoad() {
                super.viewDidLoad()
                ↓interactivePopGestureRecognizer?.delegate = self
            }
            public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                viewControllers.count > 1 && transitionCoordinator == nil
            }
        }
        final class PlayerViewController: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                navigationController?.setNavigationBarHidden(true, animated: animated)
            }
        }
    - objc: |
        @implementation UINavigationController (SwipeBack)
        - (void)viewDidLoad {
            [super viewDidLoad];
            ↓self.interactivePopGestureRecognizer.delegate = (id<UIGestureRecognizerDelegate>)self;
        }
        - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
            return self.viewControllers.count > 1 && self.transitionCoordinator == nil;
        }
        @end
        @interface PlayerViewController : UIViewController
        @end
        @implementation PlayerViewController
        - (void)viewWillAppear:(BOOL)animated {
            [super viewWillAppear:animated];
            [self.navigationController setNavigationBarHidden:YES animated:animated];
        }
        @end
    - swiftUI: |
        // The same snippet, circulated as the fix for a SwiftUI view that hides its bar.
        extension UINavigationController: UIGestureRecognizerDelegate {
            open override func viewDidLoad() {
                super.viewDidLoad()
                ↓interactivePopGestureRecognizer?.delegate = self
            }
            public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                viewControllers.count > 1 && transitionCoordinator == nil
            }
        }
        struct PlayerView: View {
            var body: some View {
                Text("Now playing")
                    .toolbar(.hidden, for: .navigationBar)
            }
        }
  nonTriggering:
    - swift: |
        // The delegate moves into the app's own subclass.
        final class AppNavigationController: UINavigationController, UIGestureRecognizerDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                interactivePopGestureRecognizer?.delegate = self
            }

            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                viewControllers.count > 1 && transitionCoordinator == nil
            }
        }
        final class PlayerViewController: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                navigationController?.setNavigationBarHidden(true, animated: animated)
            }
        }
      appliesFix: 1
      withoutFix: |
        extension UINavigationController: UIGestureRecognizerDelegate {
            open override func viewDidLoad() {
                super.viewDidLoad()
                interactivePopGestureRecognizer?.delegate = self
            }
            public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                viewControllers.count > 1 && transitionCoordinator == nil
            }
        }
    - objc: |
        @interface AppNavigationController : UINavigationController <UIGestureRecognizerDelegate>
        @end
        // A subclass instead of a category on UINavigationController.
        @implementation AppNavigationController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.interactivePopGestureRecognizer.delegate = self;
        }
        - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
            return self.viewControllers.count > 1 && self.transitionCoordinator == nil;
        }
        @end
        @interface PlayerViewController : UIViewController
        @end
        @implementation PlayerViewController
        - (void)viewWillAppear:(BOOL)animated {
            [super viewWillAppear:animated];
            [self.navigationController setNavigationBarHidden:YES animated:animated];
        }
        @end
      appliesFix: 2
      withoutFix: |
        @implementation UINavigationController (SwipeBack)
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.interactivePopGestureRecognizer.delegate = (id<UIGestureRecognizerDelegate>)self;
        }
        - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
            return self.viewControllers.count > 1 && self.transitionCoordinator == nil;
        }
        @end

"""#,
         "29\"global-pop-delegate-extension 77\"The pop delegate is installed for every navigation controller by an extension 7\"warning 169\"An extension or category on UINavigationController replaces the pop gesture's delegate, which changes every navigation controller in the process, not just the app's own. + 6\"iOS 7+ 1 + 14\"silentlyBroken 1 3\"nav v 21\"navigationControllers 72 10 0 + 3\"nav + 21\"navigation controller 1 0 0 o 3\"and o 2\"== m v 3\"nav 74 7 11\"installedBy 74 11 s 9\"extension 74 26 74 23 o 1\"> c 5\"count 1 c 12\"customOwners 1 v 3\"nav 74 61 74 48 74 42 d 3\"0.0 74 69 74 67 74 38 m v 3\"nav 76 7 11\"installedBy 76 11 3 t 23\"navigation controller ' e m v 3\"nav 77 37 2\"id 77 41 t 87\"' gets its pop delegate from a UINavigationController extension, which sets it app-wide + 1 e i c 7\"swiftUI 1 v 3\"nav 79 21 79 13 s 96\"set the delegate on the UINavigationController of this stack alone, reached from the hosted view 79 31 s 61\"set the delegate in a UINavigationController subclass instead 79 135 79 10 + 1 t 122\"a UINavigationController extension sets interactivePopGestureRecognizer.delegate in every navigation controller of the app - - "),
        ("hidden-back-button-disables-swipe", #"""
id: hidden-back-button-disables-swipe
title: A hidden back button turns off swipe-back
severity: warning
swipeBack: silentlyBroken
summary: A pushed screen hides its back button (navigationItem.hidesBackButton, or SwiftUI's .navigationBarBackButtonHidden) while UIKit's own delegate guards the edge swipe, so the swipe silently stops working.
rationale: |
  While the pop gesture's delegate is still UIKit's private transition object,
  hiding the system back button with `navigationItem.hidesBackButton = true` has been
  observed to take the edge swipe away with it: users drag from the edge and nothing
  happens, with no log and no crash. A Chinese article on swipe-back lists the hidden
  back button among the causes, an FDFullscreenPopGesture issue describes the system
  swipe failing once it is set, and Pocket Casts found in 2026 that on iOS 26 a
  screen that hides the back button seemed not to set up the edge swipe at all. Apple
  documents that the button stays hidden whatever `leftItemsSupplementBackButton`
  says, so supplementing does not bring it, or the swipe, back.

  SwiftUI's `.navigationBarBackButtonHidden(true)` does the same on a `NavigationStack`,
  which runs on a `UINavigationController`: a Navigator issue reports the swipe gone once a
  destination hides its back button, and the Subconscious tracker the same for
  `NavigationView` with a custom back button.

  navlint leaves a screen alone when the button in Back's place does more than pop
  (`navigationItem.backTapRuns`, a key navlint adds). The edge swipe pops the screen
  through the navigation controller's own recognizer, without running the button's
  action, and a 2021 note on cancelling that recognizer found no way to ask first
  (see `back-interception-bypassed-by-swipe`). So where the button asks before leaving
  or saves first, the dead swipe is what keeps that from being skipped; and a button
  that ends the whole flow (pops to the root, dismisses the stack) is not a step back
  that a swipe could stand in for. Both are navlint's reading of intent, not a
  documented behaviour.
fix: |
  Keep the system back button and change how it looks or what it does instead:
  style it from the previous screen (`backBarButtonItem`, `backButtonDisplayMode`)
  or, from iOS 16, run code on Back through `navigationItem.backAction`. If the button
  must go, let the navigation controller own the pop delegate with guards.

  ```swift
  // Instead of hiding the button, intercept the tap (iOS 16+).
  navigationItem.backAction = UIAction { [weak self] _ in self?.confirmLeave() }
  ```

  ```objc
  // Style Back from the previous screen rather than hiding it.
  self.navigationItem.backBarButtonItem =
      [[UIBarButtonItem alloc] initWithTitle:@"" style:UIBarButtonItemStylePlain target:nil action:nil];
  ```

  In SwiftUI, drop `.navigationBarBackButtonHidden(true)` and keep the system back
  button; restyle it rather than replace it. SwiftUI has no pop-delegate API, so owning the
  delegate means reaching the underlying `UINavigationController`.

  ```swift
  // SwiftUI: keep the system back button; add your own items beside it.
  DetailView()
      .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Save", action: save) } }
  ```

  In the description: remove `hidesBackButton: true` from the screen's
  `navigationItem`, or `navigationBarBackButtonHidden: true` from its `modifiers`
  (add `backAction: true` if the screen now runs code on Back), or
  write `popGesture: {delegate: navigationController, shouldBegin: [stackDepth, notTransitioning]}`
  on the navigation controller that takes over the delegate.
sources:
  - "“ios ~ 页面右滑返回上一页” (Chinese article): https://greatytc.com/p/0652278b4079"
  - https://developer.apple.com/documentation/uikit/uinavigationitem/hidesbackbutton
  - https://github.com/forkingdog/FDFullscreenPopGesture/issues/17
  - https://github.com/Automattic/pocket-casts-ios/pull/4282
  - https://github.com/hmlongco/Navigator/issues/34
  - https://github.com/subconsciousnetwork/subconscious/issues/46
  - https://github.com/IceCream0910/kw-klas-plus/pull/37
  - https://www.vvse.com/blog/blog/2021/10/15/how-to-cancel-the-interactivepopgesturerecognizer-action/
platforms: iOS 7+ (observed again on iOS 26)
refinement: |
  Beyond the catalog's condition, the rule leaves alone a stack that a gesture recognizer
  of the app's own pops (`ownPopGesture`, a key navlint adds): its swipe does not go
  through UIKit's pop delegate, so a hidden back button does not stop it.
match:
  - nav: navigationControllers
  - screen: poppableScreens(nav)
repeatsAcross: nav
let:
  keepBack: "if swiftUI(nav) then 'keep the system back button (remove .navigationBarBackButtonHidden(true))' else 'keep the back button (restyle it, or use navigationItem.backAction on iOS 16+), or give the pop gesture a delegate with guards'"
  hiddenBy: "if screen.modifiers.navigationBarBackButtonHidden then '.navigationBarBackButtonHidden(true)' else 'hidesBackButton = true'"
when: |
  hidesBackButton(screen)
  and not isSet(screen.navigationItem.backTapRuns)
  and not swipeBackOff(screen, nav)
  and onlySystemOwner(nav)
  and not fullScreenHack(nav)
  and not nav.ownPopGesture
report:
  at: hidesBackButton(screen)
  message: "screen '{screen.id}' hides its back button, so the edge swipe back never starts"
  scanMessage: "{className(screen)} hides its back button ({hiddenBy}), so the edge swipe back never starts"
  fix: "{keepBack}"
examples:
  triggering:
    - yaml: |
        navlint: 1
        app: {deploymentTarget: "15.0"}
        navigationControllers:
          main: {class: MainNavigationController, root: home}
        screens:
          home: {class: HomeViewController, pushes: [detail]}
          detail:
            class: DetailViewController
            navigationItem:
              ↓hidesBackButton: true
      messages:
        - "screen 'detail' hides its back button, so the edge swipe back never starts"
      scanMessages:
        - "DetailViewController hides its back button (hidesBackButton = true), so the edge swipe back never starts"
    - |
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home: {pushes: [detail]}
        detail:
          navigationItem:
            leftBarButtonItem: cancel
            leftItemsSupplementBackButton: true
            ↓hidesBackButton: true
    - yaml: |
        # A SwiftUI NavigationStack: the modifier hides the button, and the fix speaks SwiftUI.
        navlint: 1
        app: {deploymentTarget: "16.0"}
        navigationControllers:
          feed: {root: home, kind: navigationStack}
        screens:
          home: {pushes: [detail]}
          detail:
            modifiers: {↓navigationBarBackButtonHidden: true}
      messages:
        - "screen 'detail' hides its back button, so the edge swipe back never starts"
    - yaml: |
        # Both spellings set: one finding, on the one written first.
        navlint: 1
        app: {deploymentTarget: "16.0"}
        navigationControllers:
          main: {root: home}
        screens:
          home: {pushes: [detail]}
          detail:
            modifiers: {↓navigationBarBackButtonHidden: true}
            navigationItem: {hidesBackButton: true}
      messages:
        - "screen 'detail' hides its back button, so the edge swipe back never starts"
  nonTriggering:
    - |
      # A pan of the app's own pops this stack (ownPopGesture, navlint's key), so the swipe
      # does not depend on UIKit's gate.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: home
          delegateAnimates: true
          delegateInteraction: true
          ownPopGesture: true
      screens:
        home: {pushes: [detail]}
        detail:
          navigationItem: {hidesBackButton: true}
    - |
      # The hidden Back's stand-in asks before leaving: a live swipe would skip the question.
      navlint: 1
      app: {deploymentTarget: "16.0"}
      navigationControllers:
        main: {root: list, kind: navigationStack}
      screens:
        list: {pushes: [composer]}
        composer:
          modifiers: {navigationBarBackButtonHidden: true}
          navigationItem: {leftBarButtonItem: cancel, backTapRuns: confirm}
    - |
      # Near miss: the modifier is written but false, and only the SwiftUI root, which never pops, hides its button.
      navlint: 1
      app: {deploymentTarget: "16.0"}
      navigationControllers:
        feed: {root: home, kind: navigationStack}
      screens:
        home:
          modifiers: {navigationBarBackButtonHidden: true}
          pushes: [detail]
        detail:
          modifiers: {navigationBarBackButtonHidden: false}
    - |
      # The root never pops, so hiding its back button costs nothing.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home:
          navigationItem: {hidesBackButton: true}
    - |
      # The navigation controller owns the delegate with guards, so the system gate is gone.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: home
          popGesture:
            delegate: navigationController
            shouldBegin: [stackDepth, notTransitioning]
            requiredToFailBy: true
      screens:
        home: {pushes: [detail]}
        detail:
          navigationItem: {hidesBackButton: true}
    - |
      # Swipe-back is turned off on purpose on this screen.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home: {pushes: [detail]}
        detail:
          navigationItem: {hidesBackButton: true}
          popGesture: {disabled: true, disableIn: viewDidAppear, enableIn: viewWillDisappear}
codeExamples:
  triggering:
    - swift: |
        final class BookViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                ↓navigationItem.hidesBackButton = true
            }
        }
    - objc: |
        @interface BookViewController : UIViewController
        @end
        @implementation BookViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            ↓self.navigationItem.hidesBackButton = YES;
        }
        @end
    - swiftUI: |
        struct BookView: View {
            var body: some View {
                Text("Chapter 1")
                    ↓.navigationBarBackButtonHidden(true)
            }
        }
  nonTriggering:
    - swift: |
        // Back stays; the tap asks before leaving and the edge swipe keeps working.
        final class EditorViewController: UIViewController {
            var hasUnsavedChanges = false

            override func viewDidLoad() {
                super.viewDidLoad()
                // Instead of hiding the button, intercept the tap (iOS 16+).
                navigationItem.backAction = UIAction { [weak self] _ in self?.confirmLeave() }
            }

            private func confirmLeave() {
                guard hasUnsavedChanges else { navigationController?.popViewController(animated: true); return }
                let alert = UIAlertController(title: "Discard changes?", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Discard", style: .destructive) { [weak self] _ in
                    self?.navigationController?.popViewController(animated: true)
                })
                alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
                present(alert, animated: true)
            }
        }
      deploymentTarget: "16.0"
      appliesFix: 1
      withoutFix: |
        navigationItem.hidesBackButton = true
    - objc: |
        // Every screen styles the Back button of the screen it pushes: no title, the edge swipe stays.
        @interface BaseViewController : UIViewController
        @end
        @implementation BaseViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            // Style Back from the previous screen rather than hiding it.
            self.navigationItem.backBarButtonItem =
                [[UIBarButtonItem alloc] initWithTitle:@"" style:UIBarButtonItemStylePlain target:nil action:nil];
        }
        @end

        @interface BookViewController : BaseViewController
        @end
        @implementation BookViewController
        @end
      appliesFix: 2
      withoutFix: |
        self.navigationItem.hidesBackButton = YES;
    - swiftUI: |
        struct LibraryView: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Chapter 1") {
                        // SwiftUI: keep the system back button; add your own items beside it.
                        DetailView()
                            .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Save", action: save) } }
                    }
                }
            }

            private func save() {}
        }

        struct DetailView: View {
            var body: some View { Text("Chapter 1") }
        }
      appliesFix: 3
      withoutFix: |
        DetailView()
            .navigationBarBackButtonHidden(true)
            .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Save", action: save) } }
    - swift: |
        // Back is restyled, not hidden: the edge swipe keeps working.
        final class BookViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.backButtonDisplayMode = .minimal
            }
        }
    - swiftUI: |
        struct BookView: View {
            var body: some View {
                Text("Chapter 1")
                    .navigationTitle("Book")
            }
        }

"""#,
         "33\"hidden-back-button-disables-swipe 41\"A hidden back button turns off swipe-back 7\"warning 202\"A pushed screen hides its back button (navigationItem.hidesBackButton, or SwiftUI's .navigationBarBackButtonHidden) while UIKit's own delegate guards the edge swipe, so the swipe silently stops working. + 33\"iOS 7+ (observed again on iOS 26) 1 + 14\"silentlyBroken 2 3\"nav v 21\"navigationControllers 78 10 6\"screen c 15\"poppableScreens 1 v 3\"nav 79 29 79 13 2 8\"keepBack i c 7\"swiftUI 1 v 3\"nav 82 25 82 17 s 73\"keep the system back button (remove .navigationBarBackButtonHidden(true)) 82 35 s 126\"keep the back button (restyle it, or use navigationItem.backAction on iOS 16+), or give the pop gesture a delegate with guards 82 116 82 14 82 3 8\"hiddenBy i m m v 6\"screen 83 17 9\"modifiers 83 24 29\"navigationBarBackButtonHidden 83 34 s 36\".navigationBarBackButtonHidden(true) 83 69 s 22\"hidesBackButton = true 83 113 83 14 83 3 + 3\"nav + 21\"navigation controller 1 0 0 o 3\"and o 3\"and o 3\"and o 3\"and o 3\"and c 15\"hidesBackButton 1 v 6\"screen 85 19 85 3 ! c 5\"isSet 1 m m v 6\"screen 86 17 14\"navigationItem 86 24 11\"backTapRuns 86 39 86 11 86 7 86 3 ! c 12\"swipeBackOff 2 v 6\"screen 87 24 v 3\"nav 87 32 87 11 87 7 87 3 c 15\"onlySystemOwner 1 v 3\"nav 88 23 88 7 88 3 ! c 14\"fullScreenHack 1 v 3\"nav 89 26 89 11 89 7 89 3 ! m v 3\"nav 90 11 13\"ownPopGesture 90 15 90 7 90 3 c 15\"hidesBackButton 1 v 6\"screen 92 23 92 7 3 t 8\"screen ' e m v 6\"screen 93 22 2\"id 93 29 t 60\"' hides its back button, so the edge swipe back never starts + 1 e v 8\"keepBack 95 10 + 4 e c 9\"className 1 v 6\"screen 94 28 94 18 t 24\" hides its back button ( e v 8\"hiddenBy 94 61 t 38\"), so the edge swipe back never starts - - "),
        ("hidden-navigation-bar-disables-swipe", #"""
id: hidden-navigation-bar-disables-swipe
title: A hidden navigation bar turns off swipe-back
severity: warning
swipeBack: silentlyBroken
summary: A pushed screen hides the navigation bar (navigationBarHidden, or a SwiftUI modifier that hides the bar) while UIKit's own delegate guards the edge swipe, so the swipe silently stops working on that screen.
rationale: |
  UIKit's private pop delegate refuses the edge swipe while the navigation bar is
  hidden, as an Open Radar report, a Chinese article on the iOS 13.4 changes and the
  WordPress and RTRootNavigationController trackers describe. Full-bleed screens (a
  profile header, a photo viewer, a player, a custom top bar) often call
  `setNavigationBarHidden(true, animated:)` for their own look, and from then on the
  user can leave them only through whatever button the screen draws itself; a drag
  from the left edge does nothing, with no log and no crash. A Chinese article on
  scroll-view conflicts names this, with custom bar buttons, as the usual reason apps
  replace the pop delegate in the first place, and replacing it brings its own duties
  (the root check and the scroll-view priority).

  A SwiftUI `NavigationStack` runs on a `UINavigationController`. A 2026 issue in an app
  built on `NavigationStack` traced a swipe missing from every pushed screen to
  `.toolbar(.hidden, for: .navigationBar)`, written in seventeen places, and checked it by
  removing the modifier. `.navigationBarHidden(true)` is said to do the same in a 2024 code
  comment in Tangem's app, and `.toolbarVisibility(.hidden, for: .navigationBar)` hides the
  same bar and is expected to; no controlled test shows either.
fix: |
  Prefer keeping the bar and making it invisible, so UIKit still sees a back button:
  give the screen a transparent bar appearance and hide only what you must. No report
  confirms that a transparent bar keeps the swipe; the nearest evidence is the Navigation
  router for React Native, which found on iOS 16 that hiding the bar's view keeps the swipe
  where `setNavigationBarHidden` removes it. Check the swipe on a device. If the bar
  really has to be hidden, let the navigation controller own the pop delegate and
  refuse at the root and during transitions (`stackDepth`, `notTransitioning`), and
  have it win over scroll views (`requiredToFailBy`).

  ```swift
  // Keep the bar but draw nothing; check on a device that the swipe still starts.
  let appearance = UINavigationBarAppearance()
  appearance.configureWithTransparentBackground()
  navigationItem.standardAppearance = appearance
  navigationItem.scrollEdgeAppearance = appearance
  ```

  ```objc
  // In the UINavigationController subclass, which keeps the delegate for its lifetime.
  - (void)viewDidLoad {
      [super viewDidLoad];
      self.interactivePopGestureRecognizer.delegate = self;
  }
  - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
      return self.viewControllers.count > 1 && self.transitionCoordinator == nil;
  }
  ```

  In SwiftUI, keep the bar and hide only its background, so the stack still shows a back
  button (`toolbarBackground(_:for:)` is iOS 16 and later; from iOS 18,
  `toolbarBackgroundVisibility(_:for:)` is the newer spelling). As above, no report
  confirms the swipe stays; check it on a device:

  ```swift
  // SwiftUI: instead of .toolbar(.hidden, for: .navigationBar)
  ProfileView()
      .toolbarBackground(.hidden, for: .navigationBar)
  ```

  In the description: remove `navigationBarHidden: true` from the screen, or
  `navigationBarHidden: true` from its `modifiers`, once the bar stays (transparent), or write
  `popGesture: {delegate: navigationController, shouldBegin: [stackDepth, notTransitioning], requiredToFailBy: true}`
  on the navigation controller that takes over the delegate.
sources:
  - "“UIScrollView与导航控制器滑动返回手势冲突问题原因与解决方案” (Chinese article on Juejin): https://juejin.cn/post/6926759190501261326"
  - "“iOS 13.4 UINavigationController pop 手势重要改动” (Chinese article, 2020): http://08643.cn/p/fe6264290b9a"
  - https://openradar.appspot.com/19031955
  - https://github.com/wordpress-mobile/WordPress-iOS/issues/6007
  - https://github.com/wordpress-mobile/WordPress-iOS/pull/6064
  - https://github.com/rickytan/RTRootNavigationController/issues/134
  - https://github.com/Central-MakeUs/recap-iOS/issues/86
  - https://github.com/grahammendick/navigation/pull/677
  - "“toolbarBackground(_:for:)” (Apple developer documentation): https://developer.apple.com/documentation/swiftui/view/toolbarbackground(_:for:)"
  - https://github.com/tangem/tangem-app-ios-old/pull/4015
platforms: iOS 7+
refinement: |
  Beyond the catalog's condition, the rule leaves alone a stack that a gesture recognizer
  of the app's own pops (`ownPopGesture`, a key navlint adds): its swipe does not go
  through UIKit's pop delegate, so a hidden bar does not stop it.
match:
  - nav: navigationControllers
  - screen: poppableScreens(nav)
repeatsAcross: nav
let:
  keepBar: "if swiftUI(nav) then 'hide only the bar background (.toolbarBackground(.hidden, for: .navigationBar)) and check the swipe on a device' else 'keep the bar and make it transparent (check the swipe on a device), or give the pop gesture a delegate with guards'"
when: |
  hidesBar(screen)
  and not swipeBackOff(screen, nav)
  and onlySystemOwner(nav)
  and not fullScreenHack(nav)
  and not nav.ownPopGesture
report:
  at: hidesBar(screen)
  message: "screen '{screen.id}' hides the navigation bar, so the edge swipe back never starts"
  scanMessage: "{className(screen)} hides the navigation bar, so the edge swipe back never starts"
  fix: "{keepBar}"
examples:
  triggering:
    - yaml: |
        navlint: 1
        app: {deploymentTarget: "15.0"}
        navigationControllers:
          main: {class: MainNavigationController, root: home}
        screens:
          home: {class: HomeViewController, pushes: [profile]}
          profile:
            class: ProfileViewController
            ↓navigationBarHidden: true
      messages:
        - "screen 'profile' hides the navigation bar, so the edge swipe back never starts"
      scanMessages:
        - "ProfileViewController hides the navigation bar, so the edge swipe back never starts"
    - |
      # The root hides its bar too, but only the pushed screen loses a swipe.
      navlint: 1
      app: {deploymentTarget: "14.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home:
          navigationBarHidden: true
          pushes: [profile]
        profile:
          ↓navigationBarHidden: true
          pushes: [settings]
        settings: {}
    - |
      # A player pushed from two tabs: one finding, which names both navigation controllers.
      navlint: 1
      app: {deploymentTarget: "16.0", sdk: "26.0"}
      navigationControllers:
        feed: {root: timeline}
        library: {root: shelf}
      screens:
        timeline: {pushes: [player]}
        shelf: {pushes: [player]}
        player: {purpose: media, ↓navigationBarHidden: true}
    - yaml: |
        # A SwiftUI NavigationStack hides the bar with .toolbar(.hidden, for: .navigationBar).
        navlint: 1
        app: {deploymentTarget: "17.0"}
        navigationControllers:
          feed: {root: home, kind: navigationStack}
        screens:
          home: {pushes: [cards]}
          cards:
            modifiers:
              ↓navigationBarHidden: true
      messages:
        - "screen 'cards' hides the navigation bar, so the edge swipe back never starts"
    - yaml: |
        # Both spellings in a split view: one finding, on the one written first.
        navlint: 1
        app: {deploymentTarget: "17.0"}
        navigationControllers:
          split: {root: sidebar, kind: navigationSplitView}
        screens:
          sidebar: {pushes: [detail]}
          detail:
            ↓navigationBarHidden: true
            modifiers: {navigationBarHidden: true}
      messages:
        - "screen 'detail' hides the navigation bar, so the edge swipe back never starts"
  nonTriggering:
    - |
      # A pan of the app's own pops this stack (ownPopGesture, navlint's key), so the swipe
      # does not depend on UIKit's gate.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: home
          delegateAnimates: true
          delegateInteraction: true
          ownPopGesture: true
      screens:
        home: {pushes: [detail]}
        detail:
          navigationBarHidden: true
    - |
      # Near miss: the pushed screen hides its back button, not its bar, and its bar modifier is false.
      navlint: 1
      app: {deploymentTarget: "17.0"}
      navigationControllers:
        feed: {root: home, kind: navigationStack}
      screens:
        home:
          modifiers: {navigationBarHidden: true}
          pushes: [detail]
        detail:
          modifiers: {navigationBarHidden: false, navigationBarBackButtonHidden: true}
    - |
      # Only the root hides its bar, and the root never pops.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home:
          navigationBarHidden: true
          pushes: [detail]
        detail: {}
    - |
      # The navigation controller owns the delegate with guards, so the hidden-bar gate is gone.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: home
          popGesture:
            delegate: navigationController
            shouldBegin: [stackDepth, notTransitioning]
            requiredToFailBy: true
      screens:
        home: {pushes: [profile]}
        profile: {navigationBarHidden: true}
    - |
      # The navigation controller turns swipe-back off for its whole stack.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        checkout:
          root: cart
          popGesture: {enabled: false}
      screens:
        cart: {pushes: [pay]}
        pay: {navigationBarHidden: true}
    - |
      # FDFullscreenPopGesture pops screens with hidden bars itself.
      navlint: 1
      app: {deploymentTarget: "15.0", sdk: "18.0"}
      navigationControllers:
        main:
          root: home
          fullScreenPop: {via: FDFullscreenPopGesture}
      screens:
        home: {pushes: [profile]}
        profile: {navigationBarHidden: true}
codeExamples:
  triggering:
    - swift: |
        final class ProfileViewController: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                ↓navigationController?.setNavigationBarHidden(true, animated: animated)
            }
        }
    - swiftUI: |
        struct AccountView: View {
            var body: some View {
                List { Text("Signed in") }
                    ↓.toolbar(.hidden, for: .navigationBar)
            }
        }
  nonTriggering:
    - swift: |
        // The bar stays, so UIKit still sees a back button; it only draws nothing.
        final class ProfileViewController: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                // Keep the bar but draw nothing; check on a device that the swipe still starts.
                let appearance = UINavigationBarAppearance()
                appearance.configureWithTransparentBackground()
                navigationItem.standardAppearance = appearance
                navigationItem.scrollEdgeAppearance = appearance
            }
        }
      appliesFix: 1
      withoutFix: |
        navigationController?.setNavigationBarHidden(true, animated: animated)
    - objc: |
        // The bar is hidden, but the navigation controller owns a guarded pop delegate.
        @interface AppNavigationController : UINavigationController <UIGestureRecognizerDelegate>
        @end
        @implementation AppNavigationController
        // In the UINavigationController subclass, which keeps the delegate for its lifetime.
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.interactivePopGestureRecognizer.delegate = self;
        }
        - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
            return self.viewControllers.count > 1 && self.transitionCoordinator == nil;
        }
        @end

        @interface ProfileViewController : UIViewController
        @end
        @implementation ProfileViewController
        - (void)viewWillAppear:(BOOL)animated {
            [super viewWillAppear:animated];
            [self.navigationController setNavigationBarHidden:YES animated:animated];
        }
        @end
      appliesFix: 2
    - swiftUI: |
        // Only the bar's background is hidden; the bar and its back button stay.
        struct HomeView: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Profile") {
                        // SwiftUI: instead of .toolbar(.hidden, for: .navigationBar)
                        ProfileView()
                            .toolbarBackground(.hidden, for: .navigationBar)
                    }
                }
            }
        }

        struct ProfileView: View {
            var body: some View {
                List { Text("Signed in") }
            }
        }
      appliesFix: 3
      withoutFix: |
        ProfileView()
            .toolbar(.hidden, for: .navigationBar)

"""#,
         "36\"hidden-navigation-bar-disables-swipe 44\"A hidden navigation bar turns off swipe-back 7\"warning 206\"A pushed screen hides the navigation bar (navigationBarHidden, or a SwiftUI modifier that hides the bar) while UIKit's own delegate guards the edge swipe, so the swipe silently stops working on that screen. + 6\"iOS 7+ 1 + 14\"silentlyBroken 2 3\"nav v 21\"navigationControllers 85 10 6\"screen c 15\"poppableScreens 1 v 3\"nav 86 29 86 13 1 7\"keepBar i c 7\"swiftUI 1 v 3\"nav 89 24 89 16 s 111\"hide only the bar background (.toolbarBackground(.hidden, for: .navigationBar)) and check the swipe on a device 89 34 s 114\"keep the bar and make it transparent (check the swipe on a device), or give the pop gesture a delegate with guards 89 153 89 13 89 3 + 3\"nav + 21\"navigation controller 1 0 0 o 3\"and o 3\"and o 3\"and o 3\"and c 8\"hidesBar 1 v 6\"screen 91 12 91 3 ! c 12\"swipeBackOff 2 v 6\"screen 92 24 v 3\"nav 92 32 92 11 92 7 92 3 c 15\"onlySystemOwner 1 v 3\"nav 93 23 93 7 93 3 ! c 14\"fullScreenHack 1 v 3\"nav 94 26 94 11 94 7 94 3 ! m v 3\"nav 95 11 13\"ownPopGesture 95 15 95 7 95 3 c 8\"hidesBar 1 v 6\"screen 97 16 97 7 3 t 8\"screen ' e m v 6\"screen 98 22 2\"id 98 29 t 63\"' hides the navigation bar, so the edge swipe back never starts + 1 e v 7\"keepBar 100 10 + 2 e c 9\"className 1 v 6\"screen 99 28 99 18 t 62\" hides the navigation bar, so the edge swipe back never starts - - "),
        ("hides-bars-on-swipe-disables-swipe", #"""
id: hides-bars-on-swipe-disables-swipe
title: Bars that hide on swipe or tap can turn off swipe-back while they are hidden
severity: warning
swipeBack: silentlyBroken
summary: The navigation controller hides its bars as the user scrolls or taps (hidesBarsOnSwipe, hidesBarsOnTap) while UIKit's own delegate guards the edge swipe, so once the bar has slid away the swipe back has been reported to stop working.
rationale: |
  `hidesBarsOnSwipe` and `hidesBarsOnTap` let UIKit slide the navigation bar away while
  the user reads. While UIKit's own pop delegate guards the edge swipe, the swipe does not
  start when the bar is hidden: an Open Radar report describes this for a hidden bar in
  general and notes that setting the recognizer's delegate to nil brings the swipe back.
  One public report shows that a bar these properties hid counts as hidden: in the
  HackerNewsReader tracker, with both properties on, a pushed web page whose bars had slid
  away could no longer be left by a swipe (the report is open and unconfirmed by the
  maintainer). WordPress met the same loss in its Reader, whose own scrolling code hid the
  bar (it did not use these properties); a pull request there set the pop delegate to nil
  while the bars were hidden and restored it later, its author called that a hack on a
  private UIKit class, and it was closed without being merged. On a device the swipe
  works at first and stops once an upward swipe has hidden the bar; it comes back only
  after a downward swipe (or, with `hidesBarsOnTap`, a tap) shows the bar again, so users
  are likely to meet it as a swipe that works only sometimes, and a quick test that never
  scrolls does not see it.

  SwiftUI has no modifier we know of for either property: a `NavigationStack` gets them
  only from code that reaches the `UINavigationController` underneath, so the fix is
  UIKit's for every `kind`.
fix: |
  Either stop hiding the bars automatically, or let the navigation controller own the pop
  delegate and refuse at the root and during transitions (`stackDepth`,
  `notTransitioning`), so UIKit's own delegate no longer decides (the swipe came back once
  it was out of the way in the Open Radar report and in the WordPress pull request); a
  delegate of your own must also make scroll views wait for the swipe (`requiredToFailBy`).

  ```swift
  // In the UINavigationController subclass that hides its bars on swipe.
  override func viewDidLoad() {
      super.viewDidLoad()
      hidesBarsOnSwipe = true
      interactivePopGestureRecognizer?.delegate = self
  }
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      viewControllers.count > 1 && transitionCoordinator == nil
  }
  ```

  ```objc
  // Or keep the bar where it is.
  self.navigationController.hidesBarsOnSwipe = NO;
  self.navigationController.hidesBarsOnTap = NO;
  ```

  In the description: remove `hidesBarsOnSwipe: true` and `hidesBarsOnTap: true` from the
  navigation controller, or write
  `popGesture: {delegate: navigationController, shouldBegin: [stackDepth, notTransitioning], requiredToFailBy: true}`
  on it once it owns the delegate.
sources:
  - "“Not able to swipe back if HNWebViewController is visible and bars are hidden” (rnystrom/HackerNewsReader issue 20, 2017): https://github.com/rnystrom/HackerNewsReader/issues/20"
  - "“Pop gesture disabled when navigation hidden in Reader detail” (wordpress-mobile/WordPress-iOS issue 6007, 2016): https://github.com/wordpress-mobile/WordPress-iOS/issues/6007"
  - "“Reader: A hack to support swipe to pop while bars are hidden.” (wordpress-mobile/WordPress-iOS pull request 6064, 2016): https://github.com/wordpress-mobile/WordPress-iOS/pull/6064"
  - "“19031955: Interactive Pop Gesture Recognizer doesn't work with custom UIBarButtonItem in left slot” (Open Radar report, mirrored on GitHub): https://github.com/lionheart/openradar-mirror/issues/2688"
  - "“hidesBarsOnSwipe” (Apple developer documentation): https://developer.apple.com/documentation/uikit/uinavigationcontroller/hidesbarsonswipe"
  - "“hidesBarsOnTap” (Apple developer documentation): https://developer.apple.com/documentation/uikit/uinavigationcontroller/hidesbarsontap"
platforms: iOS 8+
match:
  - nav: navigationControllers
repeatsAcross: nav
let:
  # The keys that hide the bars; with both written, the finding goes on the first.
  hidingKeys: "filter(v in [nav.hidesBarsOnSwipe, nav.hidesBarsOnTap]: v)"
  # The pushed screens that keep swipe-back on, and so lose it while the bar is hidden.
  swipeable: "filter(s in poppableScreens(nav): not swipeBackOff(s, nav))"
  hidingWords: "if nav.hidesBarsOnSwipe and nav.hidesBarsOnTap then 'hidesBarsOnSwipe and hidesBarsOnTap' else if nav.hidesBarsOnSwipe then 'hidesBarsOnSwipe' else 'hidesBarsOnTap'"
when: |
  count(hidingKeys) > 0
  and onlySystemOwner(nav)
  and not fullScreenHack(nav)
  and count(swipeable) > 0
report:
  at: firstInFile(hidingKeys)
  message: "navigation controller '{nav.id}' sets {hidingWords}, and swipe-back has been reported to stop while the bar is hidden"
  scanMessage: "{className(nav)} sets {hidingWords}, and swipe-back has been reported to stop while the bar is hidden"
  fix: "stop hiding the bars automatically, or give the pop gesture a delegate with guards"
examples:
  triggering:
    - yaml: |
        navlint: 1
        app: {deploymentTarget: "15.0"}
        navigationControllers:
          reader:
            class: ReaderNavigationController
            root: feed
            ↓hidesBarsOnSwipe: true
        screens:
          feed: {class: FeedViewController, pushes: [article]}
          article: {class: ArticleViewController}
      messages:
        - "navigation controller 'reader' sets hidesBarsOnSwipe, and swipe-back has been reported to stop while the bar is hidden"
      scanMessages:
        - "ReaderNavigationController sets hidesBarsOnSwipe, and swipe-back has been reported to stop while the bar is hidden"
    - yaml: |
        # Both keys set: one finding, on the one written first.
        navlint: 1
        app: {deploymentTarget: "15.0"}
        navigationControllers:
          reader:
            root: feed
            ↓hidesBarsOnTap: true
            hidesBarsOnSwipe: true
        screens:
          feed: {pushes: [article, comments]}
          article: {}
          comments:
            popGesture: {disabled: true, disableIn: viewDidAppear, enableIn: viewWillDisappear}
      messages:
        - "navigation controller 'reader' sets hidesBarsOnSwipe and hidesBarsOnTap, and swipe-back has been reported to stop while the bar is hidden"
    - yaml: |
        # A SwiftUI stack whose UINavigationController was reached and told to hide its bars on tap.
        navlint: 1
        app: {deploymentTarget: "17.0"}
        navigationControllers:
          gallery:
            kind: navigationStack
            root: albums
            ↓hidesBarsOnTap: true
        screens:
          albums: {pushes: [photo]}
          photo: {}
      messages:
        - "navigation controller 'gallery' sets hidesBarsOnTap, and swipe-back has been reported to stop while the bar is hidden"
  nonTriggering:
    - |
      # A stack that only ever shows its root has no swipe back to lose.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        reader: {root: feed, hidesBarsOnSwipe: true}
      screens:
        feed: {}
    - |
      # Swipe-back is off for the whole stack on purpose.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        reader:
          root: feed
          hidesBarsOnSwipe: true
          popGesture: {enabled: false}
      screens:
        feed: {pushes: [article]}
        article: {}
    - |
      # The navigation controller owns the pop delegate with guards, so the hidden-bar check is gone.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        reader:
          root: feed
          hidesBarsOnSwipe: true
          popGesture:
            delegate: navigationController
            shouldBegin: [stackDepth, notTransitioning]
            requiredToFailBy: true
      screens:
        feed: {pushes: [article]}
        article: {}
    - |
      # FDFullscreenPopGesture pops with its own recognizer, bar or no bar.
      navlint: 1
      app: {deploymentTarget: "15.0", sdk: "18.0"}
      navigationControllers:
        reader:
          root: feed
          hidesBarsOnTap: true
          fullScreenPop: {via: FDFullscreenPopGesture}
      screens:
        feed: {pushes: [article]}
        article: {}
    - |
      # Both properties written, both false.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        reader: {root: feed, hidesBarsOnSwipe: false, hidesBarsOnTap: false}
      screens:
        feed: {pushes: [article]}
        article: {}
codeExamples:
  triggering:
    - swift: |
        final class ArticleViewController: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                ↓navigationController?.hidesBarsOnSwipe = true
            }
        }
    - objc: |
        @interface ReaderNavigationController : UINavigationController
        @end
        @implementation ReaderNavigationController
        - (void)viewDidLoad {
            [super viewDidLoad];
            ↓self.hidesBarsOnTap = YES;
        }
        @end
        @interface ArticleViewController : UIViewController
        @end
        @implementation ArticleViewController
        @end
  nonTriggering:
    - swift: |
        // The navigation controller owns the pop delegate, so the hidden bar no longer blocks the swipe.
        final class ReaderNavigationController: UINavigationController, UIGestureRecognizerDelegate {
            // In the UINavigationController subclass that hides its bars on swipe.
            override func viewDidLoad() {
                super.viewDidLoad()
                hidesBarsOnSwipe = true
                interactivePopGestureRecognizer?.delegate = self
            }
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                viewControllers.count > 1 && transitionCoordinator == nil
            }
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
                true
            }
        }
        final class ArticleViewController: UIViewController {}
      appliesFix: 1
      withoutFix: |
        override func viewDidLoad() {
            super.viewDidLoad()
            hidesBarsOnSwipe = true
        }
    - objc: |
        @interface ArticleViewController : UIViewController
        @end
        @implementation ArticleViewController
        - (void)viewWillAppear:(BOOL)animated {
            [super viewWillAppear:animated];
            // Or keep the bar where it is.
            self.navigationController.hidesBarsOnSwipe = NO;
            self.navigationController.hidesBarsOnTap = NO;
        }
        @end
      appliesFix: 2
      withoutFix: |
        self.navigationController.hidesBarsOnSwipe = YES;
        self.navigationController.hidesBarsOnTap = YES;

"""#,
         "34\"hides-bars-on-swipe-disables-swipe 76\"Bars that hide on swipe or tap can turn off swipe-back while they are hidden 7\"warning 233\"The navigation controller hides its bars as the user scrolls or taps (hidesBarsOnSwipe, hidesBarsOnTap) while UIKit's own delegate guards the edge swipe, so once the bar has slid away the swipe back has been reported to stop working. + 6\"iOS 8+ 1 + 14\"silentlyBroken 1 3\"nav v 21\"navigationControllers 64 10 3 10\"hidingKeys q 6\"filter 1\"v 68 23 l 2 m v 3\"nav 68 29 16\"hidesBarsOnSwipe 68 33 m v 3\"nav 68 51 14\"hidesBarsOnTap 68 55 68 28 v 1\"v 68 72 68 16 68 3 9\"swipeable q 6\"filter 1\"s 70 22 c 15\"poppableScreens 1 v 3\"nav 70 43 70 27 ! c 12\"swipeBackOff 2 v 1\"s 70 66 v 3\"nav 70 69 70 53 70 49 70 15 70 3 11\"hidingWords i o 3\"and m v 3\"nav 71 20 16\"hidesBarsOnSwipe 71 24 m v 3\"nav 71 45 14\"hidesBarsOnTap 71 49 71 41 s 35\"hidesBarsOnSwipe and hidesBarsOnTap 71 69 i m v 3\"nav 71 115 16\"hidesBarsOnSwipe 71 119 s 16\"hidesBarsOnSwipe 71 141 s 14\"hidesBarsOnTap 71 165 71 112 71 17 71 3 + 3\"nav + 21\"navigation controller 1 0 0 o 3\"and o 3\"and o 3\"and o 1\"> c 5\"count 1 v 10\"hidingKeys 73 9 73 3 d 3\"0.0 73 23 73 21 c 15\"onlySystemOwner 1 v 3\"nav 74 23 74 7 74 3 ! c 14\"fullScreenHack 1 v 3\"nav 75 26 75 11 75 7 75 3 o 1\"> c 5\"count 1 v 9\"swipeable 76 13 76 7 d 3\"0.0 76 26 76 24 76 3 c 11\"firstInFile 1 v 10\"hidingKeys 78 19 78 7 5 t 23\"navigation controller ' e m v 3\"nav 79 37 2\"id 79 41 t 7\"' sets  e v 11\"hidingWords 79 52 t 66\", and swipe-back has been reported to stop while the bar is hidden + 1 t 82\"stop hiding the bars automatically, or give the pop gesture a delegate with guards + 4 e c 9\"className 1 v 3\"nav 80 28 80 18 t 6\" sets  e v 11\"hidingWords 80 40 t 66\", and swipe-back has been reported to stop while the bar is hidden - - "),
        ("interceptor-without-interception", #"""
id: interceptor-without-interception
title: A screen guards Back but its navigation controller never asks
severity: warning
summary: A pushed screen answers the back-interception question, but its navigation controller does not intercept Back, so the answer is never asked for and Back always leaves.
rationale: |
  Per-screen back guards such as a `shouldPopOnBackButtonPress()` method do nothing
  on their own: in the Chinese back-interception article under Sources, only a
  navigation controller that implements `navigationBar(_:shouldPop:)` and asks its
  top screen ever calls them, and the article warns that a storyboard must name the
  intercepting subclass. When the screen is shown in a plain `UINavigationController`,
  for instance because a storyboard still names the UIKit class, or because the screen
  is also pushed in another stack, the method is simply never called. The code reads
  correctly in review, yet on the device a tap on Back closes the screen at once:
  unsaved edits are thrown away, and a web page goes straight back to the list instead
  of to its previous page, the very case that article set out to fix.
fix: |
  Make this navigation controller the intercepting subclass, in code and in the
  storyboard's class field. On iOS 16 and later the screen can run its check from
  `navigationItem.backAction` instead.

  ```swift
  // Use the intercepting subclass, not UINavigationController.
  let nav = GuardedNavigationController(rootViewController: ordersViewController)
  ```

  ```objc
  // Use the intercepting subclass, not UINavigationController.
  GuardedNavigationController *nav =
      [[GuardedNavigationController alloc] initWithRootViewController:ordersViewController];
  ```

  In the description: add a `backInterception` map to the navigation controller (with
  the keys that describe its code, such as `distinguishesProgrammaticPop` and
  `debounce`); if the screen uses `backAction` instead, write `backAction: true` in
  its `navigationItem` and remove `interceptsBack`.
sources:
  - "“has updated for iOS 13” (opening line of a Chinese article on intercepting the navigation bar's Back button, 2018, updated for iOS 13 in 2019; the copy found has no title): https://jianshuapi.com/p/599aa9c9dddd"
platforms: iOS 7+
refinement: |
  Only screens that can be popped in the navigation controller are checked: its root
  has no Back button, so an unasked guard there loses nothing.
match:
  - nav: navigationControllers
  - screen: poppableScreens(nav)
repeatsAcross: nav
when: screen.interceptsBack and nav.backInterception == null
report:
  at: screen.interceptsBack
  message: "screen '{screen.id}' guards Back, but navigation controller '{nav.id}' never asks it, so Back leaves at once"
  scanMessage: "{className(screen)} has a Back-button guard that {className(nav)} never calls, so Back leaves at once"
  fix: "intercept Back in the navigation controller's class (check the storyboard's class too), or use navigationItem.backAction on iOS 16+"
examples:
  triggering:
    - yaml: |
        # The screen implements the guard; the navigation controller is a plain one.
        navlint: 1
        app: {deploymentTarget: "15.0"}
        navigationControllers:
          main: {class: MainNavigationController, root: list}
        screens:
          list: {class: ListViewController, pushes: [editor]}
          editor:
            class: EditorViewController
            purpose: form
            ↓interceptsBack: true
      messages:
        - "screen 'editor' guards Back, but navigation controller 'main' never asks it, so Back leaves at once"
      scanMessages:
        - "EditorViewController has a Back-button guard that MainNavigationController never calls, so Back leaves at once"
    - |
      # Intercepted in 'main', but also pushed in the plain 'modal' stack.
      navlint: 1
      app: {deploymentTarget: "14.0"}
      navigationControllers:
        main:
          root: list
          backInterception: {distinguishesProgrammaticPop: true, repopWhen: ">", debounce: 0.2}
        modal:
          class: UINavigationController
          root: picker
      screens:
        list: {pushes: [web], presents: [picker]}
        picker: {pushes: [web]}
        web: {↓interceptsBack: true}
    - |
      # Swipe-back is off, but Back itself still leaves unasked.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: list}
      screens:
        list: {pushes: [payment]}
        payment:
          purpose: payment
          ↓interceptsBack: true
          popGesture: {disabled: true, disableIn: viewDidAppear, enableIn: viewWillDisappear}
  nonTriggering:
    - |
      # The navigation controller intercepts Back and asks the top screen.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          class: GuardedNavigationController
          root: list
          backInterception: {distinguishesProgrammaticPop: true, repopWhen: ">", debounce: 0.2}
      screens:
        list: {pushes: [editor]}
        editor: {purpose: form, interceptsBack: true}
    - |
      # The root has no Back button, so nobody needs to ask it.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: compose}
      screens:
        compose: {interceptsBack: true}
    - |
      # A screen in no navigation controller is not judged here.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: list}
      screens:
        list: {presents: [sheet]}
        sheet: {interceptsBack: true}
codeExamples:
  triggering:
    - swift: |
        // The Settings tab was left a plain UINavigationController, which never asks.
        final class GuardedNavigationController: UINavigationController, UINavigationBarDelegate {
            func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
                guard let top = topViewController as? BackButtonHandling else { return true }
                return top.shouldPopOnBackButtonPress()
            }
        }

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                let tabs = UITabBarController()
                tabs.viewControllers = [GuardedNavigationController(rootViewController: NotesViewController()),
                                        UINavigationController(rootViewController: SettingsViewController())]
                window?.rootViewController = tabs
            }
        }

        final class NotesViewController: UIViewController {}
        final class SettingsViewController: UIViewController {
            func editProfile() { navigationController?.pushViewController(ProfileEditorViewController(), animated: true) }
        }
        final class ProfileEditorViewController: UIViewController, BackButtonHandling {
            var hasUnsavedChanges = false
            ↓func shouldPopOnBackButtonPress() -> Bool { !hasUnsavedChanges }
        }
    - objc: |
        // The Settings tab was left a plain UINavigationController, which never asks.
        @interface GuardedNavigationController : UINavigationController <UINavigationBarDelegate>
        @end
        @implementation GuardedNavigationController
        - (BOOL)navigationBar:(UINavigationBar *)navigationBar shouldPopItem:(UINavigationItem *)item {
            UIViewController *top = self.topViewController;
            return ![top respondsToSelector:@selector(shouldPopOnBackButtonPress)] || [(id)top shouldPopOnBackButtonPress];
        }
        @end

        @interface NotesViewController : UIViewController
        @end
        @interface SettingsViewController : UIViewController
        @end
        @interface ProfileEditorViewController : UIViewController
        @property (nonatomic) BOOL hasUnsavedChanges;
        @end

        @implementation AppDelegate
        - (void)showTabs {
            UITabBarController *tabs = [[UITabBarController alloc] init];
            tabs.viewControllers = @[[[GuardedNavigationController alloc] initWithRootViewController:[[NotesViewController alloc] init]],
                                     [[UINavigationController alloc] initWithRootViewController:[[SettingsViewController alloc] init]]];
            self.window.rootViewController = tabs;
        }
        @end

        @implementation SettingsViewController
        - (void)editProfile {
            [self.navigationController pushViewController:[[ProfileEditorViewController alloc] init] animated:YES];
        }
        @end

        @implementation ProfileEditorViewController
        ↓- (BOOL)shouldPopOnBackButtonPress { return !self.hasUnsavedChanges; }
        @end
  nonTriggering:
    - swift: |
        // The fix: both tabs use the intercepting subclass.
        final class GuardedNavigationController: UINavigationController, UINavigationBarDelegate {
            func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
                guard let top = topViewController as? BackButtonHandling else { return true }
                return top.shouldPopOnBackButtonPress()
            }
        }

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                let ordersViewController = OrdersViewController()
                // Use the intercepting subclass, not UINavigationController.
                let nav = GuardedNavigationController(rootViewController: ordersViewController)
                let tabs = UITabBarController()
                tabs.viewControllers = [GuardedNavigationController(rootViewController: NotesViewController()), nav]
                window?.rootViewController = tabs
            }
        }

        final class NotesViewController: UIViewController {}
        final class OrdersViewController: UIViewController {
            func editOrder() { navigationController?.pushViewController(OrderEditorViewController(), animated: true) }
        }
        final class OrderEditorViewController: UIViewController, BackButtonHandling {
            var hasUnsavedChanges = false
            func shouldPopOnBackButtonPress() -> Bool { !hasUnsavedChanges }
        }
      appliesFix: 1
      withoutFix: |
                let nav = UINavigationController(rootViewController: ordersViewController)
    - objc: |
        // The fix: both tabs use the intercepting subclass.
        @interface GuardedNavigationController : UINavigationController <UINavigationBarDelegate>
        @end
        @implementation GuardedNavigationController
        - (BOOL)navigationBar:(UINavigationBar *)navigationBar shouldPopItem:(UINavigationItem *)item {
            UIViewController *top = self.topViewController;
            return ![top respondsToSelector:@selector(shouldPopOnBackButtonPress)] || [(id)top shouldPopOnBackButtonPress];
        }
        @end

        @interface NotesViewController : UIViewController
        @end
        @interface OrdersViewController : UIViewController
        @end
        @interface OrderEditorViewController : UIViewController
        @property (nonatomic) BOOL hasUnsavedChanges;
        @end

        @implementation AppDelegate
        - (void)showTabs {
            OrdersViewController *ordersViewController = [[OrdersViewController alloc] init];
            // Use the intercepting subclass, not UINavigationController.
            GuardedNavigationController *nav =
                [[GuardedNavigationController alloc] initWithRootViewController:ordersViewController];
            UITabBarController *tabs = [[UITabBarController alloc] init];
            tabs.viewControllers = @[[[GuardedNavigationController alloc] initWithRootViewController:[[NotesViewController alloc] init]], nav];
            self.window.rootViewController = tabs;
        }
        @end

        @implementation OrdersViewController
        - (void)editOrder {
            [self.navigationController pushViewController:[[OrderEditorViewController alloc] init] animated:YES];
        }
        @end

        @implementation OrderEditorViewController
        - (BOOL)shouldPopOnBackButtonPress { return !self.hasUnsavedChanges; }
        @end
      appliesFix: 2
      withoutFix: |
            UINavigationController *nav =
                [[UINavigationController alloc] initWithRootViewController:ordersViewController];

"""#,
         "32\"interceptor-without-interception 61\"A screen guards Back but its navigation controller never asks 7\"warning 167\"A pushed screen answers the back-interception question, but its navigation controller does not intercept Back, so the answer is never asked for and Back always leaves. + 6\"iOS 7+ 1 - 2 3\"nav v 21\"navigationControllers 43 10 6\"screen c 15\"poppableScreens 1 v 3\"nav 44 29 44 13 0 + 3\"nav + 21\"navigation controller 1 0 0 o 3\"and m v 6\"screen 46 7 14\"interceptsBack 46 14 o 2\"== m v 3\"nav 46 33 16\"backInterception 46 37 n 46 57 46 54 46 29 m v 6\"screen 48 7 14\"interceptsBack 48 14 5 t 8\"screen ' e m v 6\"screen 49 22 2\"id 49 29 t 42\"' guards Back, but navigation controller ' e m v 3\"nav 49 75 2\"id 49 79 t 39\"' never asks it, so Back leaves at once + 1 t 131\"intercept Back in the navigation controller's class (check the storyboard's class too), or use navigationItem.backAction on iOS 16+ + 4 e c 9\"className 1 v 6\"screen 50 28 50 18 t 30\" has a Back-button guard that  e c 9\"className 1 v 3\"nav 50 77 50 67 t 36\" never calls, so Back leaves at once - - "),
        ("legacy-full-screen-pop-on-ios26", #"""
id: legacy-full-screen-pop-on-ios26
title: A legacy full-screen pop on the iOS 26 SDK
severity: warning
swipeBack: silentlyBroken
summary: A navigation controller keeps a hand-made or FDFullscreenPopGesture full-screen pop while the app is built with the iOS 26 SDK, which brings its own full-screen pop gesture.
rationale: |
  iOS 26 gives every navigation controller `interactiveContentPopGestureRecognizer`,
  a system pop that starts anywhere in the content and is on by default (apps had to
  turn it off separately from the edge swipe). A private-target pan (published in
  Chinese swipe-back articles) or FDFullscreenPopGesture then sits next to it, and
  both recognizers look at the same rightward drags on every pushed screen. How the
  two resolve a given swipe is not documented. What is clear is that the legacy code's
  own per-screen switches cannot reach the new recognizer: FDFullscreenPopGesture's
  `fd_interactivePopDisabled` is read only by its own pan's delegate, so a screen that
  relies on it can still be swiped away by the content pop. The legacy code also leans
  on private UIKit details that a new major release is free to change. Libraries have
  moved the other way: swiftui-navigation-transitions 0.19.0 uses the native recognizer
  on iOS 26 and installs its own pan only on earlier versions, the Navigation router
  adopted the native recognizer, and react-native-screens has a pull request doing the
  same. Where the native pop was turned off to keep the hack, users get a swipe that
  behaves differently from the one in most of Apple's own apps, which pop from anywhere
  on iOS 26 (press reports name Safari and Messages chats as exceptions).
fix: |
  Install the legacy full-screen pop only below iOS 26 and let the system's content
  pop do the job from 26 on; set up failure requirements with it where needed rather
  than replacing it.

  ```swift
  if #unavailable(iOS 26.0) {
      installFullScreenPopGesture()   // the legacy pan, pre-26 only
  }
  ```

  ```objc
  if (@available(iOS 26.0, *)) {
      // interactiveContentPopGestureRecognizer already pops from the content area.
  } else {
      [self installFullScreenPopGesture];
  }
  ```

  In the description: once the app runs the legacy pan only below iOS 26, describe
  the build as it behaves on iOS 26: remove `fullScreenPop` (or write `via: native`),
  and keep `contentPopGesture` enabled.
sources:
  - https://mobilesyrup.com/2025/06/10/apple-ios-26-improve-iphone-back-gesture/
  - https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer
  - https://github.com/deltachat/deltachat-ios/pull/3088
  - https://github.com/forkingdog/FDFullscreenPopGesture/blob/master/FDFullscreenPopGesture/UINavigationController%2BFDFullscreenPopGesture.m
  - https://github.com/davdroman/swiftui-navigation-transitions/pull/177
  - https://github.com/software-mansion/react-native-screens/pull/3173
  - https://github.com/grahammendick/navigation/pull/888
  - https://github.com/software-mansion/react-native-screens/issues/3221
  - "“ios ~ 页面右滑返回上一页” (Chinese article): https://greatytc.com/p/0652278b4079"
  - "“导航控制器的左滑返回” (Chinese article, July 2016): https://wsa.jianshu.io/p/b44cf866c0bd"
  - "“I Like iOS 26's New Back Gesture Better Than Android's (When It Works)” (June 2025, for Safari and Messages chats; a copy of the article): https://resourcefulman.net/2025/06/12/i-like-the-new-back-gesture-in-ios-26-better-than-androids-when-it-works"
platforms: iOS 26+ (Apple lists the content pop as iOS 26.0+ and the libraries above check the iOS version at run time; the description has no device version, so `app.sdk` 26 or later stands in for it)
match:
  - nav: navigationControllers
repeatsAcross: nav
let:
  popName: "if nav.fullScreenPop.via == 'FDFullscreenPopGesture' then 'FDFullscreenPopGesture' else 'a full-screen pan on UIKit’s private pop target'"
  nativeWords: "if contentPop(nav) then 'whose content pop watches the same drags' else 'which has it built in (switched off here)'"
when: fullScreenHack(nav) and app.sdk >= '26'
report:
  at: nav.fullScreenPop.via
  message: "navigation controller '{nav.id}' adds a legacy full-screen pop ({nav.fullScreenPop.via}) on the iOS {app.sdk} SDK, {nativeWords}"
  scanMessage: "{className(nav)} adds {popName} on the iOS {app.sdk} SDK, {nativeWords}"
  fix: "install the legacy pop only below iOS 26 and rely on interactiveContentPopGestureRecognizer from iOS 26 on"
examples:
  triggering:
    - yaml: |
        # FDFullscreenPopGesture; the SDK is not written, so it is taken as 26.0.
        navlint: 1
        app: {deploymentTarget: "15.0"}
        navigationControllers:
          main:
            class: MainNavigationController
            root: home
            fullScreenPop: {↓via: FDFullscreenPopGesture}
        screens:
          home: {class: HomeViewController, pushes: [detail]}
          detail: {class: DetailViewController}
      messages:
        - "navigation controller 'main' adds a legacy full-screen pop (FDFullscreenPopGesture) on the iOS 26.0 SDK, whose content pop watches the same drags"
      scanMessages:
        - "MainNavigationController adds FDFullscreenPopGesture on the iOS 26.0 SDK, whose content pop watches the same drags"
    - |
      # A guarded private-target pan in an app built with the 26.1 SDK.
      navlint: 1
      app: {deploymentTarget: "13.0", sdk: "26.1"}
      navigationControllers:
        main:
          root: home
          popGesture:
            delegate: navigationController
            shouldBegin: [stackDepth, notTransitioning]
          fullScreenPop:
            ↓via: privateTarget
            shouldBegin: [stackDepth, notTransitioning]
            disablesEdgeGesture: true
            startRegion: 60
      screens:
        home: {pushes: [detail]}
        detail: {}
    - |
      # The native content pop was turned off to keep the old hack: still reported.
      navlint: 1
      app: {deploymentTarget: "16.0", sdk: "26.0"}
      navigationControllers:
        main:
          root: home
          fullScreenPop: {↓via: FDFullscreenPopGesture}
          contentPopGesture: {enabled: false}
        settings:
          root: prefs
      screens:
        home: {pushes: [detail]}
        detail: {}
        prefs: {}
  nonTriggering:
    - |
      # Built with the iOS 18 SDK: there is no native full-screen pop yet.
      navlint: 1
      app: {deploymentTarget: "15.0", sdk: "18.4"}
      navigationControllers:
        main:
          root: home
          fullScreenPop: {via: FDFullscreenPopGesture}
      screens:
        home: {pushes: [detail]}
        detail: {}
    - |
      # The native content pop is what pops from the content area.
      navlint: 1
      app: {deploymentTarget: "17.0", sdk: "26.0"}
      navigationControllers:
        main:
          root: home
          fullScreenPop: {via: native}
      screens:
        home: {pushes: [detail]}
        detail: {}
    - |
      # No full-screen pop at all on the iOS 26 SDK.
      navlint: 1
      app: {deploymentTarget: "15.0", sdk: "26.0"}
      navigationControllers:
        main:
          root: home
          popGesture:
            delegate: navigationController
            shouldBegin: [stackDepth, notTransitioning]
      screens:
        home: {pushes: [detail]}
        detail: {}
codeExamples:
  triggering:
    - swift: |
        // Built with the iOS 26 SDK.
        final class SwipeNavigationController: UINavigationController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let popTarget = interactivePopGestureRecognizer?.delegate
                ↓let fullPan = UIPanGestureRecognizer(target: popTarget, action: NSSelectorFromString("handleNavigationTransition:"))
                fullPan.delegate = interactivePopGestureRecognizer?.delegate
                view.addGestureRecognizer(fullPan)
                interactivePopGestureRecognizer?.isEnabled = false
            }
        }
        final class DetailViewController: UIViewController {}
    - swift: |
        // FDFullscreenPopGesture from a package manager, built with the iOS 26 SDK.
        final class PlayerViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                ↓fd_prefersNavigationBarHidden = true
            }
        }
    - objc: |
        // Built with the iOS 26 SDK.
        @interface SwipeNavigationController : UINavigationController
        @end
        @implementation SwipeNavigationController
        - (void)viewDidLoad {
            [super viewDidLoad];
            id popTarget = self.interactivePopGestureRecognizer.delegate;
            ↓UIPanGestureRecognizer *fullPan = [[UIPanGestureRecognizer alloc] initWithTarget:popTarget action:NSSelectorFromString(@"handleNavigationTransition:")];
            fullPan.delegate = self.interactivePopGestureRecognizer.delegate;
            [self.view addGestureRecognizer:fullPan];
            self.interactivePopGestureRecognizer.enabled = NO;
        }
        @end
        @interface DetailViewController : UIViewController
        @end
  nonTriggering:
    - swift: |
        // The fix: the legacy pan only below iOS 26; the content pop does the job from 26 on.
        final class SwipeNavigationController: UINavigationController {
            override func viewDidLoad() {
                super.viewDidLoad()
                if #unavailable(iOS 26.0) {
                    installFullScreenPopGesture()   // the legacy pan, pre-26 only
                }
            }
            func installFullScreenPopGesture() {
                let popTarget = interactivePopGestureRecognizer?.delegate
                let fullPan = UIPanGestureRecognizer(target: popTarget, action: NSSelectorFromString("handleNavigationTransition:"))
                fullPan.delegate = interactivePopGestureRecognizer?.delegate
                view.addGestureRecognizer(fullPan)
                interactivePopGestureRecognizer?.isEnabled = false
            }
        }
        final class DetailViewController: UIViewController {}
      appliesFix: 1
      withoutFix: |
        installFullScreenPopGesture()
    - objc: |
        // The legacy pan only below iOS 26, in Objective-C.
        @interface SwipeNavigationController : UINavigationController
        @end
        @implementation SwipeNavigationController
        - (void)viewDidLoad {
            [super viewDidLoad];
            if (@available(iOS 26.0, *)) {
                // interactiveContentPopGestureRecognizer already pops from the content area.
            } else {
                [self installFullScreenPopGesture];
            }
        }
        - (void)installFullScreenPopGesture {
            id popTarget = self.interactivePopGestureRecognizer.delegate;
            UIPanGestureRecognizer *fullPan = [[UIPanGestureRecognizer alloc] initWithTarget:popTarget action:NSSelectorFromString(@"handleNavigationTransition:")];
            fullPan.delegate = self.interactivePopGestureRecognizer.delegate;
            [self.view addGestureRecognizer:fullPan];
            self.interactivePopGestureRecognizer.enabled = NO;
        }
        @end
        @interface DetailViewController : UIViewController
        @end
      appliesFix: 2
      withoutFix: |
        [self installFullScreenPopGesture];
    - swift: |
        // No legacy pan: the iOS 26 content pop pops from the content area, the edge swipe keeps a guarded delegate.
        final class SwipeNavigationController: UINavigationController, UIGestureRecognizerDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                interactivePopGestureRecognizer?.delegate = self
            }
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                viewControllers.count > 1 && transitionCoordinator == nil
            }
        }
        final class DetailViewController: UIViewController {}

"""#,
         "31\"legacy-full-screen-pop-on-ios26 42\"A legacy full-screen pop on the iOS 26 SDK 7\"warning 173\"A navigation controller keeps a hand-made or FDFullscreenPopGesture full-screen pop while the app is built with the iOS 26 SDK, which brings its own full-screen pop gesture. + 190\"iOS 26+ (Apple lists the content pop as iOS 26.0+ and the libraries above check the iOS version at run time; the description has no device version, so `app.sdk` 26 or later stands in for it) 1 + 14\"silentlyBroken 1 3\"nav v 21\"navigationControllers 59 10 2 7\"popName i o 2\"== m m v 3\"nav 62 16 13\"fullScreenPop 62 20 3\"via 62 34 s 22\"FDFullscreenPopGesture 62 41 62 38 s 22\"FDFullscreenPopGesture 62 71 s 49\"a full-screen pan on UIKit’s private pop target 62 101 62 13 62 3 11\"nativeWords i c 10\"contentPop 1 v 3\"nav 63 31 63 20 s 40\"whose content pop watches the same drags 63 41 s 41\"which has it built in (switched off here) 63 89 63 17 63 3 + 3\"nav + 21\"navigation controller 1 0 0 o 3\"and c 14\"fullScreenHack 1 v 3\"nav 64 22 64 7 o 2\">= m v 3\"app 64 31 3\"sdk 64 35 s 2\"26 64 42 64 39 64 27 m m v 3\"nav 66 7 13\"fullScreenPop 66 11 3\"via 66 25 8 t 23\"navigation controller ' e m v 3\"nav 67 37 2\"id 67 41 t 33\"' adds a legacy full-screen pop ( e m m v 3\"nav 67 78 13\"fullScreenPop 67 82 3\"via 67 96 t 13\") on the iOS  e m v 3\"app 67 114 3\"sdk 67 118 t 6\" SDK,  e v 11\"nativeWords 67 129 + 1 t 106\"install the legacy pop only below iOS 26 and rely on interactiveContentPopGestureRecognizer from iOS 26 on + 7 e c 9\"className 1 v 3\"nav 68 28 68 18 t 6\" adds  e v 7\"popName 68 40 t 12\" on the iOS  e m v 3\"app 68 61 3\"sdk 68 65 t 6\" SDK,  e v 11\"nativeWords 68 76 - - "),
        ("multiple-pop-delegate-writers", #"""
id: multiple-pop-delegate-writers
title: More than one place writes the pop gesture's delegate
severity: warning
swipeBack: silentlyBroken
summary: Several pieces of code assign the same pop recognizer's delegate, so whichever runs last silently throws away the checks of the others.
rationale: |
  A recognizer has exactly one delegate. When the navigation controller, a screen,
  a base class or a library each assign `interactivePopGestureRecognizer.delegate`,
  the last assignment wins and the earlier owner's `gestureRecognizerShouldBegin`
  is simply never called again. Which one wins depends on the order screens load
  and appear, so swipe-back can behave differently from one screen to the next: a
  root check set up by the navigation controller vanishes when a screen takes over
  (a Chinese article on swipe-back tried re-pointing the delegate at the visible
  screen and got a crash), and a screen's veto is lost when the controller
  re-assigns. Libraries that install a delegate of their own break when the app
  replaces it: XCoordinator stops with a fatal error ("Please don't set a custom
  delegate ..."), and QMUI's maintainers say some of QMUI's features stop working.
fix: |
  Pick one owner, normally the navigation controller or an object it retains, and
  have it answer for every screen. Screens that need a say expose it through a
  property or protocol the owner asks, instead of assigning the delegate.

  ```swift
  // Screens that need a say answer this; only the navigation controller is the delegate.
  protocol PopGestureVeto { var allowsSwipeBack: Bool { get } }

  final class MainNavigationController: UINavigationController, UIGestureRecognizerDelegate {
      override func viewDidLoad() {
          super.viewDidLoad()
          interactivePopGestureRecognizer?.delegate = self
      }
      func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
          guard viewControllers.count > 1, transitionCoordinator == nil else { return false }
          return (topViewController as? PopGestureVeto)?.allowsSwipeBack ?? true
      }
  }
  ```

  ```objc
  // In a screen: answer the owner's question, do not assign the delegate.
  - (BOOL)allowsSwipeBack {
      return !self.hasUnsavedChanges;
  }
  ```

  In the description: leave a single owner in `popGesture.delegate` (usually
  `navigationController`); if screens now answer it, mark them with
  `popGesture: {disabled: true, scope: veto}` where they veto, and add `screenVeto`
  to `popGesture.shouldBegin`.
sources:
  - "“iOS 7 侧滑返回手势使用和错误集” (Chinese article, a repost of a Sina blog post): https://5-wow.com/weblog/detail/234537"
  - https://github.com/QuickBirdEng/XCoordinator/issues/183
  - https://github.com/Tencent/QMUI_iOS/issues/781
platforms: iOS 7+
match:
  - nav: navigationControllers
repeatsAcross: nav
when: |
  any(first in owners(nav): any(other in owners(nav): other != first))
report:
  at: nav.popGesture.delegate
  message: "navigation controller '{nav.id}' gets its pop delegate from {count(owners(nav))} owners ({owners(nav)}), and the last to run wins"
  scanMessage: "interactivePopGestureRecognizer.delegate of {className(nav)} is set in {count(owners(nav))} places, and the last to run wins"
  fix: "keep one owner of the delegate, and let screens answer it instead of taking the delegate over"
examples:
  triggering:
    - yaml: |
        # The navigation controller sets a guarded delegate, then a screen takes it over.
        navlint: 1
        app: {deploymentTarget: "15.0"}
        navigationControllers:
          main:
            class: MainNavigationController
            root: home
            popGesture:
              ↓delegate: [navigationController, "screen:editor"]
              shouldBegin: [stackDepth, notTransitioning]
        screens:
          home: {class: HomeViewController, pushes: [editor]}
          editor: {class: EditorViewController}
      messages:
        - "navigation controller 'main' gets its pop delegate from 2 owners (navigationController, screen:editor), and the last to run wins"
      scanMessages:
        - "interactivePopGestureRecognizer.delegate of MainNavigationController is set in 2 places, and the last to run wins"
    - |
      # A screen nils the delegate that the navigation controller installed.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: home
          popGesture:
            ↓delegate:
              - navigationController
              - nil
            shouldBegin: [stackDepth, notTransitioning]
      screens:
        home: {pushes: [detail]}
        detail: {}
    - |
      # UIKit's delegate is put back by one piece of code and replaced by another.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: home
          popGesture:
            ↓delegate: [system, navigationController]
            shouldBegin: [stackDepth, notTransitioning]
      screens:
        home: {pushes: [detail]}
        detail: {}
  nonTriggering:
    - |
      # One owner.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: home
          popGesture:
            delegate: navigationController
            shouldBegin: [stackDepth, notTransitioning]
      screens:
        home: {pushes: [detail]}
        detail: {}
    - |
      # The same owner assigning twice (a base class and its subclass) is still one owner.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: home
          popGesture:
            delegate: [navigationController, navigationController]
            shouldBegin: [stackDepth, notTransitioning]
      screens:
        home: {pushes: [detail]}
        detail: {}
    - |
      # Two navigation controllers, each with a single owner of its own.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        shop:
          root: catalog
          popGesture:
            delegate: navigationController
            shouldBegin: [stackDepth, notTransitioning]
        account: {root: profile}
      screens:
        catalog: {pushes: [cart]}
        cart: {}
        profile: {}
codeExamples:
  triggering:
    - swift: |
        final class MainNavigationController: UINavigationController, UIGestureRecognizerDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                ↓interactivePopGestureRecognizer?.delegate = self
            }
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                viewControllers.count > 1 && transitionCoordinator == nil
            }
        }
        // The editor clears the delegate while it is on screen, then puts it back.
        final class EditorViewController: UIViewController {
            private weak var savedDelegate: UIGestureRecognizerDelegate?
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                savedDelegate = navigationController?.interactivePopGestureRecognizer?.delegate
                navigationController?.interactivePopGestureRecognizer?.delegate = nil
            }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                navigationController?.interactivePopGestureRecognizer?.delegate = savedDelegate
            }
        }
    - objc: |
        @interface MainNavigationController : UINavigationController <UIGestureRecognizerDelegate>
        @end
        @implementation MainNavigationController
        - (void)viewDidLoad {
            [super viewDidLoad];
            ↓self.interactivePopGestureRecognizer.delegate = self;
        }
        - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
            return self.viewControllers.count > 1 && self.transitionCoordinator == nil;
        }
        @end
        @interface EditorViewController : UIViewController
        @property (nonatomic, weak) id<UIGestureRecognizerDelegate> savedDelegate;
        @end
        @implementation EditorViewController
        - (void)viewDidAppear:(BOOL)animated {
            [super viewDidAppear:animated];
            self.savedDelegate = self.navigationController.interactivePopGestureRecognizer.delegate;
            self.navigationController.interactivePopGestureRecognizer.delegate = nil;
        }
        - (void)viewWillDisappear:(BOOL)animated {
            [super viewWillDisappear:animated];
            self.navigationController.interactivePopGestureRecognizer.delegate = self.savedDelegate;
        }
        @end
  nonTriggering:
    - swift: |
        // Screens that need a say answer this; only the navigation controller is the delegate.
        protocol PopGestureVeto { var allowsSwipeBack: Bool { get } }

        final class MainNavigationController: UINavigationController, UIGestureRecognizerDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                interactivePopGestureRecognizer?.delegate = self
            }
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                guard viewControllers.count > 1, transitionCoordinator == nil else { return false }
                return (topViewController as? PopGestureVeto)?.allowsSwipeBack ?? true
            }
        }

        // The editor answers the question instead of taking the delegate.
        final class EditorViewController: UIViewController, PopGestureVeto {
            var hasUnsavedChanges = false
            var allowsSwipeBack: Bool { !hasUnsavedChanges }
        }
      appliesFix: 1
      unfixed: |
        final class MainNavigationController: UINavigationController, UIGestureRecognizerDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                interactivePopGestureRecognizer?.delegate = self
            }
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                viewControllers.count > 1 && transitionCoordinator == nil
            }
        }
        // The editor clears the delegate while it is on screen, then puts it back.
        final class EditorViewController: UIViewController {
            private weak var savedDelegate: UIGestureRecognizerDelegate?
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                savedDelegate = navigationController?.interactivePopGestureRecognizer?.delegate
                navigationController?.interactivePopGestureRecognizer?.delegate = nil
            }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                navigationController?.interactivePopGestureRecognizer?.delegate = savedDelegate
            }
        }
    - objc: |
        @interface MainNavigationController : UINavigationController <UIGestureRecognizerDelegate>
        @end
        @implementation MainNavigationController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.interactivePopGestureRecognizer.delegate = self;
        }
        - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
            if (self.viewControllers.count < 2 || self.transitionCoordinator != nil) return NO;
            UIViewController *top = self.topViewController;
            return ![top respondsToSelector:@selector(allowsSwipeBack)] || [(id)top allowsSwipeBack];
        }
        @end
        @interface EditorViewController : UIViewController
        @property (nonatomic) BOOL hasUnsavedChanges;
        @end
        @implementation EditorViewController
        // In a screen: answer the owner's question, do not assign the delegate.
        - (BOOL)allowsSwipeBack {
            return !self.hasUnsavedChanges;
        }
        @end
      appliesFix: 2
      withoutFix: |
        - (void)viewDidAppear:(BOOL)animated {
            [super viewDidAppear:animated];
            self.navigationController.interactivePopGestureRecognizer.delegate = nil;
        }
        - (void)viewWillDisappear:(BOOL)animated {
            [super viewWillDisappear:animated];
            self.navigationController.interactivePopGestureRecognizer.delegate = self.navigationController;
        }

"""#,
         "29\"multiple-pop-delegate-writers 53\"More than one place writes the pop gesture's delegate 7\"warning 135\"Several pieces of code assign the same pop recognizer's delegate, so whichever runs last silently throws away the checks of the others. + 6\"iOS 7+ 1 + 14\"silentlyBroken 1 3\"nav v 21\"navigationControllers 56 10 0 + 3\"nav + 21\"navigation controller 1 0 0 q 3\"any 5\"first 59 7 c 6\"owners 1 v 3\"nav 59 23 59 16 q 3\"any 5\"other 59 33 c 6\"owners 1 v 3\"nav 59 49 59 42 o 2\"!= v 5\"other 59 55 v 5\"first 59 64 59 61 59 29 59 3 m m v 3\"nav 61 7 10\"popGesture 61 11 8\"delegate 61 22 7 t 23\"navigation controller ' e m v 3\"nav 62 37 2\"id 62 41 t 29\"' gets its pop delegate from  e c 5\"count 1 c 6\"owners 1 v 3\"nav 62 87 62 80 62 74 t 9\" owners ( e c 6\"owners 1 v 3\"nav 62 110 62 103 t 27\"), and the last to run wins + 1 t 93\"keep one owner of the delegate, and let screens answer it instead of taking the delegate over + 5 t 44\"interactivePopGestureRecognizer.delegate of  e c 9\"className 1 v 3\"nav 63 72 63 62 t 11\" is set in  e c 5\"count 1 c 6\"owners 1 v 3\"nav 63 102 63 95 63 89 t 33\" places, and the last to run wins - - "),
        ("navigation-transition-overlap", #"""
id: navigation-transition-overlap
title: Pushes from callbacks or deep links can land during a transition
severity: warning
swipeBack: freezeOrCrashRisk
summary: A screen pushes from asynchronous code or a deep link into a navigation controller that neither refuses nor queues a push while another transition runs, so two transitions can overlap.
rationale: |
  UIKit animates one push or pop at a time, but it does not stop the app from asking for
  another while one runs. A push that arrives from a network callback, a notification or
  a deep link can land in the middle of a push or a pop the user started, and the
  navigation controller then finishes in a state it did not expect. The reports show what
  that looks like on a device: an Open Radar report (iOS 11.2 SDK) of fast repeated pushes
  crashing with "Can't add self as subview" on the way back; LeanChat logging "Finishing
  up a navigation transition in an unexpected state. Navigation Bar subview tree might get
  corrupted" and "nested pop animation can result in corrupted navigation bar" before the
  same crash; Element tracing crashes from one view controller pushed twice to a
  coordinator that, its developers thought, may have been called twice in quick
  succession. Short of a crash, UIKit's own log warns that the navigation
  bar may be left corrupted. The Open Radar reporter writes that iOS usually blocks touches
  while a push animates, and saw fast taps get through all the same; code that pushes on its
  own timing, from a callback or a deep link, is likely the commoner way in.

  A SwiftUI stack runs on the same `UINavigationController`, so a path changed again while
  a push or pop animates is likely to meet the same problem. One report shows it: in an
  Apple Developer Forums thread, a path shortened with `removeLast()` faster than the pop
  animates leaves blank screens, and its author says it may lead to a crash.
fix: |
  Refuse or queue pushes, pops and `setViewControllers` while `transitionCoordinator` is not
  nil, and run the queued one when the transition completes; a deep link that needs several
  screens replaces the stack in one `setViewControllers` call instead of several pushes.

  ```swift
  // In the UINavigationController subclass: one transition at a time.
  private var pending: [() -> Void] = []

  override func pushViewController(_ viewController: UIViewController, animated: Bool) {
      guard let coordinator = transitionCoordinator else {
          return super.pushViewController(viewController, animated: animated)
      }
      pending.append { [weak self] in self?.pushViewController(viewController, animated: animated) }
      coordinator.animate(alongsideTransition: nil) { [weak self] _ in
          guard let self, !self.pending.isEmpty else { return }
          self.pending.removeFirst()()
      }
  }
  ```

  ```objc
  // A deep link: one change of the whole stack, not a push per screen.
  [self.navigationController setViewControllers:@[home, order, tracking] animated:YES];
  ```

  In SwiftUI, set the path once for a deep link (`path = [order, tracking]`) rather than
  appending in steps, and do not change it again until the transition has finished.

  In the description: write `serializesTransitions: true` on the navigation controller
  once it waits or refuses; a screen whose pushes only come from taps has
  `pushesFrom: [tap]`.
sources:
  - "“37068517: Crash while pushing view controllers in navigation controller” (Open Radar report, mirrored on GitHub): https://github.com/lionheart/openradar-mirror/issues/19278"
  - "“联系人页面 crash” (leancloud/leanchat-ios issue 116, a crash on the contacts page, 2015): https://github.com/leancloud/leanchat-ios/issues/116"
  - "“Prevent navigation controller from pushing same view controller” (element-hq/element-ios issue 3924, 2021): https://github.com/element-hq/element-ios/issues/3924"
  - "“NavigationStack with custom back button.” (Apple Developer Forums thread 750879): https://developer.apple.com/forums/thread/750879"
platforms: iOS 7+
match:
  - nav: navigationControllers
  - screen: members(nav)
repeatsAcross: nav
let:
  # The triggers that do not wait for the user; the finding goes on the first one written.
  untimed: "filter(t in screen.pushesFrom: t != 'tap')"
  source: "if 'async' in untimed and 'deepLink' in untimed then 'asynchronous code and deep links' else if 'async' in untimed then 'asynchronous code' else 'a deep link'"
when: |
  count(screen.pushes) > 0
  and count(untimed) > 0
  and not nav.serializesTransitions
report:
  at: firstInFile(untimed)
  message: "screen '{screen.id}' pushes from {source}, which can land mid-transition and corrupt the bar or crash"
  scanMessage: "{className(screen)} pushes from {source}, which can land mid-transition and corrupt the bar or crash"
  fix: "{if swiftUI(nav) then 'set the whole path once, after the running transition has finished' else 'queue pushes until transitionCoordinator is nil, or set the whole stack once with setViewControllers'}"
examples:
  triggering:
    - yaml: |
        navlint: 1
        app: {deploymentTarget: "15.0"}
        navigationControllers:
          main: {class: MainNavigationController, root: inbox}
        screens:
          inbox:
            class: InboxViewController
            pushes: [conversation]
            pushesFrom: [tap, ↓async]
          conversation: {class: ConversationViewController}
      messages:
        - "screen 'inbox' pushes from asynchronous code, which can land mid-transition and corrupt the bar or crash"
      scanMessages:
        - "InboxViewController pushes from asynchronous code, which can land mid-transition and corrupt the bar or crash"
    - yaml: |
        # Both kinds written: one finding, on the first.
        navlint: 1
        app: {deploymentTarget: "16.0"}
        navigationControllers:
          orders: {kind: navigationStack, root: list, serializesTransitions: false}
        screens:
          list:
            pushes: [order]
            pushesFrom: [↓deepLink, tap, async]
          order: {}
      messages:
        - "screen 'list' pushes from asynchronous code and deep links, which can land mid-transition and corrupt the bar or crash"
    - |
      # A pushed screen that pushes again from a callback; the root only pushes on taps.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home: {pushes: [search]}
        search:
          pushes: [result]
          pushesFrom:
            - ↓async
        result: {}
    - |
      # A search screen shared by two tabs: one finding, which names both navigation controllers.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        shop: {root: catalog}
        account: {root: profile}
      screens:
        catalog: {pushes: [search]}
        profile: {pushes: [search]}
        search: {pushes: [result], pushesFrom: [↓async]}
        result: {}
  nonTriggering:
    - |
      # The navigation controller queues pushes while a transition runs.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: inbox, serializesTransitions: true}
      screens:
        inbox:
          pushes: [conversation]
          pushesFrom: [async, deepLink]
        conversation: {}
    - |
      # Taps only, written or by default.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: inbox}
      screens:
        inbox:
          pushes: [conversation]
          pushesFrom: [tap]
        conversation: {pushes: [profile]}
        profile: {}
    - |
      # The screen pushes nothing, whatever starts it.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: inbox}
      screens:
        inbox:
          pushes: [conversation]
        conversation:
          pushesFrom: [async]
          presents: [attachment]
        attachment: {}
    - |
      # A screen in no navigation controller has no stack to corrupt.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: inbox}
      screens:
        inbox: {presents: [composer]}
        composer:
          pushes: [picker]
          pushesFrom: [async]
        picker: {}
codeExamples:
  triggering:
    - swift: |
        final class InboxViewController: UIViewController {
            func open(_ message: Message) {
                Task {
                    let thread = try await api.thread(for: message)
                    let conversation = ConversationViewController()
                    conversation.thread = thread
                    ↓navigationController?.pushViewController(conversation, animated: true)
                }
            }
        }
        final class ConversationViewController: UIViewController {
            var thread: Thread?
        }
    - objc: |
        @interface InboxViewController : UIViewController
        @end
        @implementation InboxViewController
        - (void)loadLatestThread {
            [self.api fetchLatestThread:^(Thread *thread) {
                dispatch_async(dispatch_get_main_queue(), ^{
                    ConversationViewController *conversation = [[ConversationViewController alloc] init];
                    ↓[self.navigationController pushViewController:conversation animated:YES];
                });
            }];
        }
        @end
        @interface ConversationViewController : UIViewController
        @end
        @implementation ConversationViewController
        @end
    - swiftUI: |
        struct InboxView: View {
            @State private var path: [Thread] = []
            var body: some View {
                NavigationStack(path: $path) {
                    ThreadList()
                        .navigationDestination(for: Thread.self) { ConversationView(thread: $0) }
                        .onOpenURL { url in
                            ↓path.append(Thread(url: url))
                        }
                }
            }
        }
        struct ConversationView: View {
            let thread: Thread
            var body: some View { Text(thread.subject) }
        }
  nonTriggering:
    - swift: |
        // The navigation controller holds a push back until the running transition has finished.
        final class MainNavigationController: UINavigationController {
            // In the UINavigationController subclass: one transition at a time.
            private var pending: [() -> Void] = []

            override func pushViewController(_ viewController: UIViewController, animated: Bool) {
                guard let coordinator = transitionCoordinator else {
                    return super.pushViewController(viewController, animated: animated)
                }
                pending.append { [weak self] in self?.pushViewController(viewController, animated: animated) }
                coordinator.animate(alongsideTransition: nil) { [weak self] _ in
                    guard let self, !self.pending.isEmpty else { return }
                    self.pending.removeFirst()()
                }
            }
        }
        final class InboxViewController: UIViewController {
            func open(_ message: Message) {
                Task {
                    let conversation = ConversationViewController()
                    conversation.thread = try await api.thread(for: message)
                    navigationController?.pushViewController(conversation, animated: true)
                }
            }
        }
        final class ConversationViewController: UIViewController {
            var thread: Thread?
        }
      appliesFix: 1
    - swiftUI: |
        // Only the user's tap pushes, so no push can land in the middle of another.
        struct InboxView: View {
            let threads: [Thread]
            var body: some View {
                NavigationStack {
                    List(threads) { thread in
                        NavigationLink(thread.subject, value: thread)
                    }
                    .navigationDestination(for: Thread.self) { ConversationView(thread: $0) }
                }
            }
        }
        struct ConversationView: View {
            let thread: Thread
            var body: some View { Text(thread.subject) }
        }
    - objc: |
        // The deep link builds the order screens in one change of the stack.
        @interface HomeViewController : UIViewController
        - (void)showTrackingForOrder:(NSString *)orderID;
        @end
        @implementation HomeViewController
        - (void)showTrackingForOrder:(NSString *)orderID {
            HomeViewController *home = self;
            OrderViewController *order = [[OrderViewController alloc] init];
            order.orderID = orderID;
            TrackingViewController *tracking = [[TrackingViewController alloc] init];
            tracking.orderID = orderID;
            // A deep link: one change of the whole stack, not a push per screen.
            [self.navigationController setViewControllers:@[home, order, tracking] animated:YES];
        }
        @end
        @interface OrderViewController : UIViewController
        @property (nonatomic, copy) NSString *orderID;
        @end
        @implementation OrderViewController
        @end
        @interface TrackingViewController : UIViewController
        @property (nonatomic, copy) NSString *orderID;
        @end
        @implementation TrackingViewController
        @end
        @interface AppDelegate : UIResponder <UIApplicationDelegate>
        @property (nonatomic, strong) UIWindow *window;
        @property (nonatomic, strong) HomeViewController *home;
        @end
        @implementation AppDelegate
        - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
            self.home = [[HomeViewController alloc] init];
            self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:self.home];
            return YES;
        }
        - (BOOL)application:(UIApplication *)app openURL:(NSURL *)url options:(NSDictionary *)options {
            [self.home showTrackingForOrder:url.lastPathComponent];
            return YES;
        }
        @end
      appliesFix: 2
      withoutFix: |
        [self.navigationController pushViewController:order animated:NO];
        [self.navigationController pushViewController:tracking animated:YES];

"""#,
         "29\"navigation-transition-overlap 64\"Pushes from callbacks or deep links can land during a transition 7\"warning 184\"A screen pushes from asynchronous code or a deep link into a navigation controller that neither refuses nor queues a push while another transition runs, so two transitions can overlap. + 6\"iOS 7+ 1 + 17\"freezeOrCrashRisk 2 3\"nav v 21\"navigationControllers 65 10 6\"screen c 7\"members 1 v 3\"nav 66 21 66 13 2 7\"untimed q 6\"filter 1\"t 70 20 m v 6\"screen 70 25 10\"pushesFrom 70 32 o 2\"!= v 1\"t 70 44 s 3\"tap 70 49 70 46 70 13 70 3 6\"source i o 3\"and o 2\"in s 5\"async 71 15 v 7\"untimed 71 26 71 23 o 2\"in s 8\"deepLink 71 38 v 7\"untimed 71 52 71 49 71 34 s 32\"asynchronous code and deep links 71 65 i o 2\"in s 5\"async 71 108 v 7\"untimed 71 119 71 116 s 17\"asynchronous code 71 132 s 11\"a deep link 71 157 71 105 71 12 71 3 + 3\"nav + 21\"navigation controller 1 0 0 o 3\"and o 3\"and o 1\"> c 5\"count 1 m v 6\"screen 73 9 6\"pushes 73 16 73 3 d 3\"0.0 73 26 73 24 o 1\"> c 5\"count 1 v 7\"untimed 74 13 74 7 d 3\"0.0 74 24 74 22 74 3 ! m v 3\"nav 75 11 21\"serializesTransitions 75 15 75 7 75 3 c 11\"firstInFile 1 v 7\"untimed 77 19 77 7 5 t 8\"screen ' e m v 6\"screen 78 22 2\"id 78 29 t 14\"' pushes from  e v 6\"source 78 47 t 60\", which can land mid-transition and corrupt the bar or crash + 1 e i c 7\"swiftUI 1 v 3\"nav 80 21 80 13 s 66\"set the whole path once, after the running transition has finished 80 31 s 100\"queue pushes until transitionCoordinator is nil, or set the whole stack once with setViewControllers 80 105 80 10 + 4 e c 9\"className 1 v 6\"screen 79 28 79 18 t 13\" pushes from  e v 6\"source 79 50 t 60\", which can land mid-transition and corrupt the bar or crash - - "),
        ("pop-disable-incomplete", #"""
id: pop-disable-incomplete
title: Turning swipe-back off misses a pop recognizer
severity: warning
swipeBack: silentlyBroken
summary: A screen turns swipe-back off in a way that leaves another pop recognizer live (the iOS 26 content pop, a full-screen pop, or an edge swipe whose delegate never asks for the screen's veto), so users can still swipe away from it.
rationale: |
  Screens such as payments, players or games turn swipe-back off so a stray swipe
  cannot throw the user out mid-task. Setting `interactivePopGestureRecognizer.isEnabled`
  only stops the edge recognizer. On iOS 26 there is also
  `interactiveContentPopGestureRecognizer`, which pops from anywhere in the content and
  is on by default; Delta Chat, which turns swipe-back off so its in-app games do not
  close by accident, had to turn that recognizer off separately, and so did
  react-native-screens. Apps with a full-screen pop (the private-target pan published in
  Chinese swipe-back articles, or FDFullscreenPopGesture) have a second pan on the
  navigation controller's view, which the edge switch does not touch either. So the
  screen the team believes is locked can still slide away under a right swipe. A
  per-screen veto fails the same way when the delegate that should ask for it is
  UIKit's own or does not check it at all, and library switches can miss too:
  FDFullscreenPopGesture's per-screen switch has been reported not to reach screens
  wrapped by RTRootNavigationController.
fix: |
  Turn off every recognizer that can pop this screen, in the same places you turn off
  the edge swipe (`viewDidAppear` and `viewWillDisappear`, as a Chinese swipe-back
  article recommends), or refuse in a `gestureRecognizerShouldBegin` that each of them
  consults. The same article's variant that turns off every recognizer on the pop
  recognizer's view also covers a full-screen pan.

  ```swift
  override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      navigationController?.interactivePopGestureRecognizer?.isEnabled = false
      if #available(iOS 26.0, *) {
          navigationController?.interactiveContentPopGestureRecognizer?.isEnabled = false
      }
  }
  ```

  ```objc
  // FDFullscreenPopGesture keeps its own switch per screen.
  self.fd_interactivePopDisabled = YES;
  ```

  In the description: set the screen's `popGesture.scope` to `allRecognizers` once it
  turns off every recognizer on the pop recognizer's view, its
  `popGesture.contentPopDisabled: true` once it turns the content pop off with the edge
  swipe (as above), or `contentPopGesture.enabled: false` on a navigation controller that
  turns the content pop off for good; for a veto, add `screenVeto` to the `shouldBegin` of every custom
  delegate (`popGesture.shouldBegin`, `fullScreenPop.shouldBegin`) that now asks the
  screen.
sources:
  - "“ios ~ 页面右滑返回上一页” (Chinese article): https://greatytc.com/p/0652278b4079"
  - https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer
  - https://github.com/deltachat/deltachat-ios/pull/3088
  - https://github.com/software-mansion/react-native-screens/pull/3141
  - https://github.com/rickytan/RTRootNavigationController/issues/166
platforms: iOS 7+; iOS 26+ for the content pop (the description has no device version, so `app.sdk` 26 or later stands in for it)
refinement: |
  The catalog says "s disabled". Only screens that can be popped are checked: a
  navigation controller's root cannot be popped by any recognizer, so nothing leaks
  when it turns swipe-back off. And a pop delegate set to `nil` counts like `system`
  for a veto: a nil delegate runs no gestureRecognizerShouldBegin, so it never asks the
  screen, whatever `shouldBegin` lists.
match:
  - nav: navigationControllers
  - screen: poppableScreens(nav)
repeatsAcross: nav
let:
  # What the navigation controller's recognizers do with a screen's veto (screenVeto).
  edgeIgnoresVeto: "all(o in owners(nav): o == 'system' or o == 'nil') or not ('screenVeto' in nav.popGesture.shouldBegin)"
  panAsksForVeto: "nav.fullScreenPop.via == 'privateTarget' and 'screenVeto' in nav.fullScreenPop.shouldBegin"
  # How the screen turns swipe-back off: both scopes reach the edge recognizer only.
  vetoes: "screen.popGesture.scope == 'veto'"
  edgeOnly: "screen.popGesture.scope == 'edge' or vetoes"
  # The recognizers that can still pop the screen.
  byContentPop: "edgeOnly and contentPop(nav) and not screen.popGesture.contentPopDisabled"
  byFullScreenPop: "edgeOnly and fullScreenHack(nav) and not (vetoes and panAsksForVeto)"
  byEdgeSwipe: "vetoes and edgeIgnoresVeto"
when: screen.popGesture.disabled and (byContentPop or byFullScreenPop or byEdgeSwipe)
report:
  at: "if isSet(screen.popGesture.scope) then screen.popGesture.scope else screen.popGesture.disabled"
  message: "screen '{screen.id}' turns swipe-back off ({screen.popGesture.scope}), yet {if byContentPop then 'the iOS 26 content pop' else ''}{if byContentPop and byFullScreenPop then ', ' else ''}{if byFullScreenPop then 'the full-screen pop' else ''}{if (byContentPop or byFullScreenPop) and byEdgeSwipe then ' and ' else ''}{if byEdgeSwipe then 'the edge swipe (its delegate never asks)' else ''} can still pop it"
  scanMessage: "{className(screen)} turns swipe-back off, yet {if byContentPop then 'the iOS 26 content pop' else ''}{if byContentPop and byFullScreenPop then ', ' else ''}{if byFullScreenPop then 'the full-screen pop' else ''}{if (byContentPop or byFullScreenPop) and byEdgeSwipe then ' and ' else ''}{if byEdgeSwipe then 'the edge swipe (its delegate never asks)' else ''} can still pop it"
  fix: "turn off every pop recognizer that reaches this screen, or have gestureRecognizerShouldBegin(_:) of each one ask the screen"
examples:
  triggering:
    - yaml: |
        # Only the edge recognizer is turned off; built with the iOS 26 SDK the content pop stays on.
        navlint: 1
        app: {deploymentTarget: "16.0", sdk: "26.0"}
        navigationControllers:
          main: {class: MainNavigationController, root: home}
        screens:
          home: {class: HomeViewController, pushes: [game]}
          game:
            class: GameViewController
            popGesture: {↓disabled: true, disableIn: viewDidAppear, enableIn: viewWillDisappear}
      messages:
        - "screen 'game' turns swipe-back off (edge), yet the iOS 26 content pop can still pop it"
      scanMessages:
        - "GameViewController turns swipe-back off, yet the iOS 26 content pop can still pop it"
    - yaml: |
        # FDFullscreenPopGesture's pan keeps working when only the edge recognizer is off.
        navlint: 1
        app: {deploymentTarget: "14.0", sdk: "18.0"}
        navigationControllers:
          main:
            root: home
            fullScreenPop: {via: FDFullscreenPopGesture}
        screens:
          home: {pushes: [payment]}
          payment:
            purpose: payment
            popGesture:
              disabled: true
              ↓scope: edge
              disableIn: viewDidAppear
              enableIn: viewWillDisappear
      messages:
        - "screen 'payment' turns swipe-back off (edge), yet the full-screen pop can still pop it"
    - yaml: |
        # A veto that nobody asks for: the delegate is still UIKit's own.
        navlint: 1
        app: {deploymentTarget: "15.0", sdk: "18.0"}
        navigationControllers:
          main: {root: home}
        screens:
          home: {pushes: [form]}
          form:
            popGesture: {disabled: true, ↓scope: veto}
      messages:
        - "screen 'form' turns swipe-back off (veto), yet the edge swipe (its delegate never asks) can still pop it"
    - yaml: |
        # The veto is honoured by the edge delegate and the private-target pan, but not by the content pop.
        navlint: 1
        app: {deploymentTarget: "15.0", sdk: "26.0"}
        navigationControllers:
          main:
            root: home
            popGesture:
              delegate: navigationController
              shouldBegin: [stackDepth, notTransitioning, screenVeto]
            fullScreenPop:
              via: privateTarget
              shouldBegin: [stackDepth, notTransitioning, screenVeto]
        screens:
          home: {pushes: [player]}
          player:
            popGesture: {disabled: true, ↓scope: veto}
      messages:
        - "screen 'player' turns swipe-back off (veto), yet the iOS 26 content pop can still pop it"
    - yaml: |
        # The delegate is set to nil, so nothing asks the screen for its veto.
        navlint: 1
        app: {deploymentTarget: "15.0", sdk: "18.0"}
        navigationControllers:
          main:
            root: home
            popGesture: {delegate: nil, shouldBegin: [stackDepth, screenVeto], restoresSystemDelegateAtRoot: true}
        screens:
          home: {pushes: [pay]}
          pay:
            popGesture: {disabled: true, ↓scope: veto}
      messages:
        - "screen 'pay' turns swipe-back off (veto), yet the edge swipe (its delegate never asks) can still pop it"
    - yaml: |
        # Built with the iOS 26 SDK, with FDFullscreenPopGesture and UIKit's own edge delegate: a veto stops none of them.
        navlint: 1
        app: {deploymentTarget: "15.0", sdk: "26.0"}
        navigationControllers:
          main:
            root: home
            fullScreenPop: {via: FDFullscreenPopGesture}
        screens:
          home: {pushes: [quiz]}
          quiz:
            popGesture: {disabled: true, ↓scope: veto, disableIn: viewDidAppear, enableIn: viewWillDisappear}
      messages:
        - "screen 'quiz' turns swipe-back off (veto), yet the iOS 26 content pop, the full-screen pop and the edge swipe (its delegate never asks) can still pop it"
  nonTriggering:
    - |
      # The fix as written: the content pop is turned off with the edge swipe (iOS 26 SDK).
      navlint: 1
      app: {deploymentTarget: "16.0", sdk: "26.0"}
      navigationControllers:
        main: {class: MainNavigationController, root: home}
      screens:
        home: {class: HomeViewController, pushes: [game]}
        game:
          class: GameViewController
          popGesture: {disabled: true, contentPopDisabled: true, disableIn: viewDidAppear, enableIn: viewWillDisappear}
    - |
      # SDK 18 and no full-screen pop: the edge recognizer is the only one.
      navlint: 1
      app: {deploymentTarget: "15.0", sdk: "18.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home: {pushes: [payment]}
        payment:
          popGesture: {disabled: true, scope: edge, disableIn: viewDidAppear, enableIn: viewWillDisappear}
    - |
      # The veto reaches every recognizer: the edge delegate and the pan check it, the content pop is off.
      navlint: 1
      app: {deploymentTarget: "15.0", sdk: "26.0"}
      navigationControllers:
        main:
          root: home
          popGesture:
            delegate: navigationController
            shouldBegin: [stackDepth, notTransitioning, screenVeto]
          fullScreenPop:
            via: privateTarget
            shouldBegin: [stackDepth, notTransitioning, screenVeto]
          contentPopGesture: {enabled: false}
      screens:
        home: {pushes: [player]}
        player:
          popGesture: {disabled: true, scope: veto}
    - |
      # Every recognizer on the pop view is turned off, the full-screen pan included.
      navlint: 1
      app: {deploymentTarget: "14.0", sdk: "18.0"}
      navigationControllers:
        main:
          root: home
          fullScreenPop: {via: FDFullscreenPopGesture}
      screens:
        home: {pushes: [video]}
        video:
          popGesture: {disabled: true, scope: allRecognizers, disableIn: viewDidAppear, enableIn: viewWillDisappear}
    - |
      # The root cannot be popped, so turning swipe-back off there leaks nothing.
      navlint: 1
      app: {deploymentTarget: "16.0", sdk: "26.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home:
          pushes: [detail]
          popGesture: {disabled: true}
        detail: {}
codeExamples:
  triggering:
    - swift: |
        // Built with the iOS 26 SDK: the content pop stays on.
        final class GameViewController: UIViewController {
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                ↓navigationController?.interactivePopGestureRecognizer?.isEnabled = false
            }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                navigationController?.interactivePopGestureRecognizer?.isEnabled = true
            }
        }
  nonTriggering:
    - swift: |
        final class GameViewController: UIViewController {
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                navigationController?.interactivePopGestureRecognizer?.isEnabled = false
                if #available(iOS 26.0, *) {
                    navigationController?.interactiveContentPopGestureRecognizer?.isEnabled = false
                }
            }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                navigationController?.interactivePopGestureRecognizer?.isEnabled = true
                if #available(iOS 26.0, *) {
                    navigationController?.interactiveContentPopGestureRecognizer?.isEnabled = true
                }
            }
        }
      appliesFix: 1
      withoutFix: |
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                navigationController?.interactivePopGestureRecognizer?.isEnabled = false
            }
    - objc: |
        @interface GameViewController : UIViewController
        @end
        @implementation GameViewController
        - (void)viewDidAppear:(BOOL)animated {
            [super viewDidAppear:animated];
            self.navigationController.interactivePopGestureRecognizer.enabled = NO;
            if (@available(iOS 26.0, *)) {
                self.navigationController.interactiveContentPopGestureRecognizer.enabled = NO;
            }
        }
        - (void)viewWillDisappear:(BOOL)animated {
            [super viewWillDisappear:animated];
            self.navigationController.interactivePopGestureRecognizer.enabled = YES;
        }
        @end
    - objc: |
        // The app takes FDFullscreenPopGesture from CocoaPods; its pan pops from anywhere on the screen.
        #import <FDFullscreenPopGesture/UINavigationController+FDFullscreenPopGesture.h>
        @interface GameViewController : UIViewController
        @end
        @implementation GameViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            // FDFullscreenPopGesture keeps its own switch per screen.
            self.fd_interactivePopDisabled = YES;
        }
        @end
      appliesFix: 2
      withoutFix: |
            self.navigationController.interactivePopGestureRecognizer.enabled = NO;

"""#,
         "22\"pop-disable-incomplete 46\"Turning swipe-back off misses a pop recognizer 7\"warning 228\"A screen turns swipe-back off in a way that leaves another pop recognizer live (the iOS 26 content pop, a full-screen pop, or an edge swipe whose delegate never asks for the screen's veto), so users can still swipe away from it. + 118\"iOS 7+; iOS 26+ for the content pop (the description has no device version, so `app.sdk` 26 or later stands in for it) 1 + 14\"silentlyBroken 2 3\"nav v 21\"navigationControllers 64 10 6\"screen c 15\"poppableScreens 1 v 3\"nav 65 29 65 13 7 15\"edgeIgnoresVeto o 2\"or q 3\"all 1\"o 69 25 c 6\"owners 1 v 3\"nav 69 37 69 30 o 2\"or o 2\"== v 1\"o 69 43 s 6\"system 69 48 69 45 o 2\"== v 1\"o 69 60 s 3\"nil 69 65 69 62 69 57 69 21 ! o 2\"in s 10\"screenVeto 69 80 m m v 3\"nav 69 96 10\"popGesture 69 100 11\"shouldBegin 69 111 69 93 69 75 69 72 69 3 14\"panAsksForVeto o 3\"and o 2\"== m m v 3\"nav 70 20 13\"fullScreenPop 70 24 3\"via 70 38 s 13\"privateTarget 70 45 70 42 o 2\"in s 10\"screenVeto 70 65 m m v 3\"nav 70 81 13\"fullScreenPop 70 85 11\"shouldBegin 70 99 70 78 70 61 70 3 6\"vetoes o 2\"== m m v 6\"screen 72 12 10\"popGesture 72 19 5\"scope 72 30 s 4\"veto 72 39 72 36 72 3 8\"edgeOnly o 2\"or o 2\"== m m v 6\"screen 73 14 10\"popGesture 73 21 5\"scope 73 32 s 4\"edge 73 41 73 38 v 6\"vetoes 73 51 73 48 73 3 12\"byContentPop o 3\"and o 3\"and v 8\"edgeOnly 75 18 c 10\"contentPop 1 v 3\"nav 75 42 75 31 75 27 ! m m v 6\"screen 75 55 10\"popGesture 75 62 18\"contentPopDisabled 75 73 75 51 75 47 75 3 15\"byFullScreenPop o 3\"and o 3\"and v 8\"edgeOnly 76 21 c 14\"fullScreenHack 1 v 3\"nav 76 49 76 34 76 30 ! o 3\"and v 6\"vetoes 76 63 v 14\"panAsksForVeto 76 74 76 70 76 58 76 54 76 3 11\"byEdgeSwipe o 3\"and v 6\"vetoes 77 17 v 15\"edgeIgnoresVeto 77 28 77 24 77 3 + 3\"nav + 21\"navigation controller 1 0 0 o 3\"and m m v 6\"screen 78 7 10\"popGesture 78 14 8\"disabled 78 25 o 2\"or o 2\"or v 12\"byContentPop 78 39 v 15\"byFullScreenPop 78 55 78 52 v 11\"byEdgeSwipe 78 74 78 71 78 34 i c 5\"isSet 1 m m v 6\"screen 80 17 10\"popGesture 80 24 5\"scope 80 35 80 11 m m v 6\"screen 80 47 10\"popGesture 80 54 5\"scope 80 65 m m v 6\"screen 80 76 10\"popGesture 80 83 8\"disabled 80 94 80 8 11 t 8\"screen ' e m v 6\"screen 81 22 2\"id 81 29 t 24\"' turns swipe-back off ( e m m v 6\"screen 81 57 10\"popGesture 81 64 5\"scope 81 75 t 7\"), yet  e i v 12\"byContentPop 81 92 s 22\"the iOS 26 content pop 81 110 s 0\" 81 140 81 89 e i o 3\"and v 12\"byContentPop 81 147 v 15\"byFullScreenPop 81 164 81 160 s 2\",  81 185 s 0\" 81 195 81 144 e i v 15\"byFullScreenPop 81 202 s 19\"the full-screen pop 81 223 s 0\" 81 250 81 199 e i o 3\"and o 2\"or v 12\"byContentPop 81 258 v 15\"byFullScreenPop 81 274 81 271 v 11\"byEdgeSwipe 81 295 81 291 s 5\" and  81 312 s 0\" 81 325 81 254 e i v 11\"byEdgeSwipe 81 332 s 40\"the edge swipe (its delegate never asks) 81 349 s 0\" 81 397 81 329 t 17\" can still pop it + 1 t 123\"turn off every pop recognizer that reaches this screen, or have gestureRecognizerShouldBegin(_:) of each one ask the screen + 8 e c 9\"className 1 v 6\"screen 82 28 82 18 t 27\" turns swipe-back off, yet  e i v 12\"byContentPop 82 67 s 22\"the iOS 26 content pop 82 85 s 0\" 82 115 82 64 e i o 3\"and v 12\"byContentPop 82 122 v 15\"byFullScreenPop 82 139 82 135 s 2\",  82 160 s 0\" 82 170 82 119 e i v 15\"byFullScreenPop 82 177 s 19\"the full-screen pop 82 198 s 0\" 82 225 82 174 e i o 3\"and o 2\"or v 12\"byContentPop 82 233 v 15\"byFullScreenPop 82 249 82 246 v 11\"byEdgeSwipe 82 270 82 266 s 5\" and  82 287 s 0\" 82 300 82 229 e i v 11\"byEdgeSwipe 82 307 s 40\"the edge swipe (its delegate never asks) 82 324 s 0\" 82 372 82 304 t 17\" can still pop it - - "),
        ("pop-disable-lifecycle", #"""
id: pop-disable-lifecycle
title: Swipe-back is switched off and on in the wrong lifecycle methods
severity: error
swipeBack: silentlyBroken
summary: A screen toggles the shared pop recognizer outside the viewDidAppear / viewWillDisappear pair, so the swipe is cut off mid-gesture or stays wrong for the screens around it.
rationale: |
  The edge recognizer belongs to the navigation controller, so every screen in the
  stack shares it; a screen that switches it off has to switch it on again itself,
  at the right moments. A Chinese article on swipe-back reports that after repeated
  debugging only "off in `viewDidAppear`, on in `viewWillDisappear`" left the screens
  before and after it unaffected.

  Switching it off in `viewWillAppear` is the dangerous case, as a published iOS note
  walks through. That method also runs when the user swipes back to this screen from
  a screen it pushed, at the moment the swipe begins. A recognizer that is disabled
  while it is recognizing gets cancelled (UIKit's header says so), so the interactive
  pop is cut short, and the note reports the page stuck with the app no longer
  responding to any gesture.

  The other mistakes are quieter:
  - `viewDidLoad` runs only once, so after this screen comes back from a screen it
    pushed, nothing switches swipe-back off again and the screen can be swiped away;
  - `enableIn: never` leaves the shared recognizer off for every screen shown after
    this one;
  - `viewDidDisappear` brings the recognizer back only after the next screen has
    finished sliding in, so an early swipe there does nothing.

  So the rule's findings carry two severities, as the catalog sets: an error when the
  recognizer is switched off in `viewWillAppear`, where a swipe can freeze the stack, and a
  warning for the others, where swipe-back is lost or comes back late but nothing freezes.
  `navlint rules` lists it as error/warning for that reason.
fix: |
  Switch the recognizer off in `viewDidAppear` and back on in `viewWillDisappear`.
  Better still, leave the recognizer alone and let the navigation controller's
  pop delegate ask the top screen (`scope: veto` with a `screenVeto` guard).

  ```swift
  override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      navigationController?.interactivePopGestureRecognizer?.isEnabled = false
  }

  override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      navigationController?.interactivePopGestureRecognizer?.isEnabled = true
  }
  ```

  ```objc
  - (void)viewDidAppear:(BOOL)animated {
      [super viewDidAppear:animated];
      self.navigationController.interactivePopGestureRecognizer.enabled = NO;
  }

  - (void)viewWillDisappear:(BOOL)animated {
      [super viewWillDisappear:animated];
      self.navigationController.interactivePopGestureRecognizer.enabled = YES;
  }
  ```

  In the description: set the screen's `popGesture` to `disableIn: viewDidAppear` and
  `enableIn: viewWillDisappear`; for a veto, write `scope: veto` on the screen and add
  `screenVeto` to the navigation controller's `popGesture.shouldBegin`.
sources:
  - "“ios ~ 页面右滑返回上一页” (Chinese article): https://greatytc.com/p/0652278b4079"
  - "“interactivePopGestureRecognizer 导致页面卡死” (Chinese note in RickeyBoy's iOS notes): https://github.com/RickeyBoy/Rickey-iOS-Notes/blob/master/%E7%AC%94%E8%AE%B0/interactivePopGestureRecognizer%20%E5%AF%BC%E8%87%B4%E9%A1%B5%E9%9D%A2%E5%8D%A1%E6%AD%BB.md"
  - https://github.com/okanon/iPhoneOS.sdk/blob/54163a3a68003e2b221cc38a72c52160012f72df/iPhoneOS8.4.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIGestureRecognizer.h
platforms: iOS 7+
match:
  - screen: screens
let:
  # The edge recognizer (or every one) is switched off and on at the wrong points of the lifecycle.
  misplaced: |
    screen.popGesture.disabled
    and screen.popGesture.scope in ['edge', 'allRecognizers']
    and (screen.popGesture.disableIn != 'viewDidAppear'
         or screen.popGesture.enableIn != 'viewWillDisappear')
  # The wrong key of the two; when both are wrong, disableIn, unless only enableIn is written.
  wrongKey: |
    if screen.popGesture.disableIn == 'viewDidAppear'
       or (not isSet(screen.popGesture.disableIn) and isSet(screen.popGesture.enableIn)
           and screen.popGesture.enableIn != 'viewWillDisappear')
    then screen.popGesture.enableIn
    else screen.popGesture.disableIn
  severityWord: "if screen.popGesture.disableIn == 'viewWillAppear' then 'error' else 'warning'"
  neverBack: "screen.popGesture.enableIn == 'never'"
  # What the user sees, worst first.
  consequence: |
    if screen.popGesture.disableIn == 'viewWillAppear'
    then 'a swipe back to it is cut off and can freeze the stack'
    else if neverBack
    then 'every later screen loses swipe-back too'
    else if screen.popGesture.disableIn == 'viewDidLoad'
    then 'it can be swiped away once the user comes back to it'
    else 'swipe-back returns late on the next screen'
when: misplaced
report:
  at: wrongKey
  severity: severityWord
  message: "screen '{screen.id}' turns swipe-back off in {screen.popGesture.disableIn} {if neverBack then 'and never back on' else 'and on in '}{if neverBack then '' else screen.popGesture.enableIn}, so {consequence}"
  scanMessage: "{className(screen)} turns the pop gesture off {if isSet(screen.popGesture.disableIn) then 'in ' else 'outside the view lifecycle'}{if isSet(screen.popGesture.disableIn) then screen.popGesture.disableIn else ''} {if neverBack then 'and never back on' else 'and on in '}{if neverBack then '' else screen.popGesture.enableIn}, so {consequence}"
  fix: "switch it off in viewDidAppear and back on in viewWillDisappear"
examples:
  triggering:
    - yaml: |
        # Off in viewWillAppear: an error, since a swipe back to this screen gets cut off.
        navlint: 1
        app: {deploymentTarget: "15.0"}
        navigationControllers:
          main: {class: MainNavigationController, root: home}
        screens:
          home: {class: HomeViewController, pushes: [payment]}
          payment:
            class: PaymentViewController
            purpose: payment
            pushes: [confirm]
            popGesture:
              disabled: true
              ↓disableIn: viewWillAppear
              enableIn: viewWillDisappear
          confirm: {class: ConfirmViewController}
      messages:
        - "screen 'payment' turns swipe-back off in viewWillAppear and on in viewWillDisappear, so a swipe back to it is cut off and can freeze the stack"
      scanMessages:
        - "PaymentViewController turns the pop gesture off in viewWillAppear and on in viewWillDisappear, so a swipe back to it is cut off and can freeze the stack"
    - |
      # Never switched back on: the shared recognizer stays off for later screens.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home: {pushes: [player]}
        player:
          pushes: [comments]
          popGesture:
            disabled: true
            disableIn: viewDidAppear
            ↓enableIn: never
        comments: {}
    - yaml: |
        # Only `disabled` is written, so both defaults apply (viewDidLoad, never). Scan leaves
        # disableIn out when the switch is in no lifecycle method (a tab callback), so its message
        # names none.
        navlint: 1
        app: {deploymentTarget: "15.0"}
        navigationControllers:
          main: {root: home}
        screens:
          home: {pushes: [editor]}
          editor:
            ↓popGesture: {disabled: true}
      messages:
        - "screen 'editor' turns swipe-back off in viewDidLoad and never back on, so every later screen loses swipe-back too"
      scanMessages:
        - "editor turns the pop gesture off outside the view lifecycle and never back on, so every later screen loses swipe-back too"
    - yaml: |
        # Back on as the screen leaves, but off where scan could tie to no lifecycle method (an action).
        navlint: 1
        app: {deploymentTarget: "15.0"}
        navigationControllers:
          main: {root: home}
        screens:
          home: {pushes: [canvas]}
          canvas:
            ↓popGesture: {disabled: true, enableIn: viewWillDisappear}
      messages:
        - "screen 'canvas' turns swipe-back off in viewDidLoad and on in viewWillDisappear, so it can be swiped away once the user comes back to it"
      scanMessages:
        - "canvas turns the pop gesture off outside the view lifecycle and on in viewWillDisappear, so it can be swiped away once the user comes back to it"
    - |
      # The root turns swipe-back off in viewWillAppear to "avoid" the root freeze.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home:
          pushes: [detail]
          popGesture: {disabled: true, ↓disableIn: viewWillAppear, enableIn: viewWillDisappear}
        detail: {}
    - |
      # Every recognizer on the pop view is switched back on too late.
      navlint: 1
      app: {deploymentTarget: "12.0", sdk: "17.0"}
      navigationControllers:
        main:
          root: home
          fullScreenPop: {via: FDFullscreenPopGesture, startRegion: 40}
      screens:
        home: {pushes: [video]}
        video:
          popGesture:
            disabled: true
            scope: allRecognizers
            disableIn: viewDidAppear
            ↓enableIn: viewDidDisappear
    - |
      # A presented screen belongs to no navigation controller here; its toggling is still wrong.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home: {presents: [player]}
        player:
          popGesture: {disabled: true, ↓disableIn: viewWillAppear, enableIn: viewWillDisappear}
  nonTriggering:
    - |
      # Off in viewDidAppear, on in viewWillDisappear.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home: {pushes: [payment]}
        payment:
          popGesture: {disabled: true, disableIn: viewDidAppear, enableIn: viewWillDisappear}
    - |
      # A veto changes no recognizer, so lifecycle methods do not matter.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: home
          popGesture:
            delegate: navigationController
            shouldBegin: [stackDepth, notTransitioning, screenVeto]
      screens:
        home: {pushes: [payment]}
        payment:
          popGesture: {disabled: true, scope: veto}
    - |
      # All recognizers on the pop view, toggled in viewDidAppear and viewWillDisappear.
      navlint: 1
      app: {deploymentTarget: "12.0", sdk: "17.0"}
      navigationControllers:
        main:
          root: home
          fullScreenPop: {via: FDFullscreenPopGesture, startRegion: 40}
      screens:
        home: {pushes: [video]}
        video:
          popGesture: {disabled: true, scope: allRecognizers, disableIn: viewDidAppear, enableIn: viewWillDisappear}
    - |
      # Lifecycle keys left over on a screen that no longer disables swipe-back.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home: {pushes: [detail]}
        detail:
          popGesture: {disabled: false, disableIn: viewWillAppear}
codeExamples:
  triggering:
    - swift: |
        // Off before the screen is on top: a swipe back to it is cut off halfway.
        final class PaymentViewController: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                ↓navigationController?.interactivePopGestureRecognizer?.isEnabled = false
            }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                navigationController?.interactivePopGestureRecognizer?.isEnabled = true
            }
        }
    - objc: |
        // Never switched back on: every later screen loses swipe-back too.
        @interface PlayerViewController : UIViewController
        @end
        @implementation PlayerViewController
        - (void)viewDidAppear:(BOOL)animated {
            [super viewDidAppear:animated];
            ↓self.navigationController.interactivePopGestureRecognizer.enabled = NO;
        }
        @end
  nonTriggering:
    - swift: |
        // Off once the screen is on top, on again as soon as it starts to leave.
        final class PaymentViewController: UIViewController {
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                navigationController?.interactivePopGestureRecognizer?.isEnabled = false
            }

            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                navigationController?.interactivePopGestureRecognizer?.isEnabled = true
            }
        }
      appliesFix: 1
      withoutFix: |
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            navigationController?.interactivePopGestureRecognizer?.isEnabled = false
        }

        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            navigationController?.interactivePopGestureRecognizer?.isEnabled = true
        }
    - objc: |
        @interface PlayerViewController : UIViewController
        @end
        @implementation PlayerViewController
        - (void)viewDidAppear:(BOOL)animated {
            [super viewDidAppear:animated];
            self.navigationController.interactivePopGestureRecognizer.enabled = NO;
        }

        - (void)viewWillDisappear:(BOOL)animated {
            [super viewWillDisappear:animated];
            self.navigationController.interactivePopGestureRecognizer.enabled = YES;
        }
        @end
      appliesFix: 2
      withoutFix: |
        - (void)viewDidAppear:(BOOL)animated {
            [super viewDidAppear:animated];
            self.navigationController.interactivePopGestureRecognizer.enabled = NO;
        }
    - swift: |
        final class PaymentViewController: UIViewController {
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                navigationController?.interactivePopGestureRecognizer?.isEnabled = false
                if #available(iOS 26.0, *) {
                    navigationController?.interactiveContentPopGestureRecognizer?.isEnabled = false
                }
            }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                navigationController?.interactivePopGestureRecognizer?.isEnabled = true
                if #available(iOS 26.0, *) {
                    navigationController?.interactiveContentPopGestureRecognizer?.isEnabled = true
                }
            }
        }

"""#,
         "21\"pop-disable-lifecycle 64\"Swipe-back is switched off and on in the wrong lifecycle methods 5\"error 172\"A screen toggles the shared pop recognizer outside the viewDidAppear / viewWillDisappear pair, so the swipe is cut off mid-gesture or stays wrong for the screens around it. + 6\"iOS 7+ 1 + 14\"silentlyBroken 1 6\"screen v 7\"screens 70 13 5 9\"misplaced o 3\"and o 3\"and m m v 6\"screen 74 5 10\"popGesture 74 12 8\"disabled 74 23 o 2\"in m m v 6\"screen 75 9 10\"popGesture 75 16 5\"scope 75 27 l 2 s 4\"edge 75 37 s 14\"allRecognizers 75 45 75 36 75 33 75 5 o 2\"or o 2\"!= m m v 6\"screen 76 10 10\"popGesture 76 17 9\"disableIn 76 28 s 13\"viewDidAppear 76 41 76 38 o 2\"!= m m v 6\"screen 77 13 10\"popGesture 77 20 8\"enableIn 77 31 s 17\"viewWillDisappear 77 43 77 40 77 10 76 5 73 3 8\"wrongKey i o 2\"or o 2\"== m m v 6\"screen 80 8 10\"popGesture 80 15 9\"disableIn 80 26 s 13\"viewDidAppear 80 39 80 36 o 3\"and o 3\"and ! c 5\"isSet 1 m m v 6\"screen 81 22 10\"popGesture 81 29 9\"disableIn 81 40 81 16 81 12 c 5\"isSet 1 m m v 6\"screen 81 61 10\"popGesture 81 68 8\"enableIn 81 79 81 55 81 51 o 2\"!= m m v 6\"screen 82 16 10\"popGesture 82 23 8\"enableIn 82 34 s 17\"viewWillDisappear 82 46 82 43 82 12 81 8 m m v 6\"screen 83 10 10\"popGesture 83 17 8\"enableIn 83 28 m m v 6\"screen 84 10 10\"popGesture 84 17 9\"disableIn 84 28 80 5 79 3 12\"severityWord i o 2\"== m m v 6\"screen 85 21 10\"popGesture 85 28 9\"disableIn 85 39 s 14\"viewWillAppear 85 52 85 49 s 5\"error 85 74 s 7\"warning 85 87 85 18 85 3 9\"neverBack o 2\"== m m v 6\"screen 86 15 10\"popGesture 86 22 8\"enableIn 86 33 s 5\"never 86 45 86 42 86 3 11\"consequence i o 2\"== m m v 6\"screen 89 8 10\"popGesture 89 15 9\"disableIn 89 26 s 14\"viewWillAppear 89 39 89 36 s 54\"a swipe back to it is cut off and can freeze the stack 90 10 i v 9\"neverBack 91 13 s 39\"every later screen loses swipe-back too 92 10 i o 2\"== m m v 6\"screen 93 13 10\"popGesture 93 20 9\"disableIn 93 31 s 11\"viewDidLoad 93 44 93 41 s 52\"it can be swiped away once the user comes back to it 94 10 s 42\"swipe-back returns late on the next screen 95 10 93 10 91 10 89 5 88 3 - - 1 0 0 v 9\"misplaced 96 7 v 8\"wrongKey 98 7 9 t 8\"screen ' e m v 6\"screen 100 22 2\"id 100 29 t 26\"' turns swipe-back off in  e m m v 6\"screen 100 59 10\"popGesture 100 66 9\"disableIn 100 77 t 1\"  e i v 9\"neverBack 100 92 s 17\"and never back on 100 107 s 10\"and on in  100 132 100 89 e i v 9\"neverBack 100 149 s 0\" 100 164 m m v 6\"screen 100 172 10\"popGesture 100 179 8\"enableIn 100 190 100 146 t 5\", so  e v 11\"consequence 100 205 + 1 t 63\"switch it off in viewDidAppear and back on in viewWillDisappear + 9 e c 9\"className 1 v 6\"screen 101 28 101 18 t 27\" turns the pop gesture off  e i c 5\"isSet 1 m m v 6\"screen 101 73 10\"popGesture 101 80 9\"disableIn 101 91 101 67 s 3\"in  101 107 s 26\"outside the view lifecycle 101 118 101 64 e i c 5\"isSet 1 m m v 6\"screen 101 157 10\"popGesture 101 164 9\"disableIn 101 175 101 151 m m v 6\"screen 101 191 10\"popGesture 101 198 9\"disableIn 101 209 s 0\" 101 224 101 148 t 1\"  e i v 9\"neverBack 101 232 s 17\"and never back on 101 247 s 10\"and on in  101 272 101 229 e i v 9\"neverBack 101 289 s 0\" 101 304 m m v 6\"screen 101 312 10\"popGesture 101 319 8\"enableIn 101 330 101 286 t 5\", so  e v 11\"consequence 101 345 - + v 12\"severityWord 99 13 "),
        ("pop-during-transition", #"""
id: pop-during-transition
title: A swipe can start a pop while a push or pop is still animating
severity: warning
swipeBack: freezeOrCrashRisk
summary: A custom pop delegate lets a swipe begin in the middle of a running transition, so quick swipes or a swipe right after a push can corrupt the stack and the navigation bar.
rationale: |
  Code that takes over the edge swipe's delegate, or the delegate of a full-screen pan
  on UIKit's private transition target, decides alone whether a swipe may begin, and
  nothing else stops a swipe that starts while a push or a pop is still animating. The
  libraries that do this add such a check themselves (FDFullscreenPopGesture refuses
  while the navigation controller is transitioning; react-native-screens checks
  `transitionCoordinator`). Without it, a user who swipes right after tapping into a
  screen, or swipes twice in quick succession deep in a stack, starts a second
  transition on top of the first. Reports describe the console printing "nested pop
  animation can result in corrupted navigation bar" and "Finishing up a navigation
  transition in an unexpected state", the push or pop never finishing, and the page no
  longer responding; a Chinese article on swipe-back saw the stack "in disorder" after
  a few pushes and two fast swipes.
fix: |
  In `gestureRecognizerShouldBegin`, also refuse while a transition runs: check
  `transitionCoordinator == nil`, or keep a "currently shown" screen that
  `navigationController(_:didShow:animated:)` sets and only allow the swipe when it
  is the top screen (the fix the same article gives).

  ```swift
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      // Not at the root, and no push or pop is animating.
      viewControllers.count > 1 && transitionCoordinator == nil
  }
  ```

  ```objc
  // A "currently shown" flag set in didShow lags behind the top during a transition.
  - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
      return self.viewControllers.count > 1 && self.currentShowVC == self.topViewController;
  }
  ```

  In the description: add `notTransitioning` to `popGesture.shouldBegin` (or to
  `fullScreenPop.shouldBegin` for a full-screen pan on the private target).
sources:
  - "“iOS 7 侧滑返回手势使用和错误集” (Chinese article, a repost of a Sina blog post): https://5-wow.com/weblog/detail/234537"
  - https://github.com/CharlinFeng/SwipeNavigationVC/issues/2
  - https://github.com/yiplee/YPNavigationBarTransition/pull/44
  - https://github.com/forkingdog/FDFullscreenPopGesture/blob/master/FDFullscreenPopGesture/UINavigationController%2BFDFullscreenPopGesture.m
  - https://github.com/software-mansion/react-native-screens/pull/3142
  - https://github.com/software-mansion/react-native-screens/pull/3093
platforms: iOS 7+ (on iOS 26 system transitions can be interrupted and the content pop can fire mid-transition; a custom delegate still needs the check)
match:
  - nav: navigationControllers
repeatsAcross: nav
cases:
  # A custom owner of the edge delegate (not nil) that lets a pop start mid-transition.
  - match:
      - owner: customOwners(nav)
    when: owner != 'nil' and not ('notTransitioning' in nav.popGesture.shouldBegin)
    report:
      at: "if isSet(nav.popGesture.shouldBegin) then nav.popGesture.shouldBegin else owner"
      message: "the pop delegate of navigation controller '{nav.id}' ({if isSet(nav.popGesture.shouldBegin) then filter(o in customOwners(nav): o != 'nil') else owner}) lets a swipe back begin mid-transition"
      scanMessage: "the pop delegate of {className(nav)} lets a swipe back begin while a push or pop animates"
      fix: "return false from gestureRecognizerShouldBegin(_:) while transitionCoordinator is not nil"
  # A full-screen pan on the private target with the same gap.
  - when: |
      nav.fullScreenPop.via == 'privateTarget'
      and not ('notTransitioning' in nav.fullScreenPop.shouldBegin)
    report:
      at: nav.fullScreenPop.shouldBegin
      message: "the full-screen pan of navigation controller '{nav.id}' can begin mid-transition"
      scanMessage: "the full-screen pan of {className(nav)} can begin while a push or pop animates"
      fix: "return false from the pan's gestureRecognizerShouldBegin(_:) while transitionCoordinator is not nil"
examples:
  triggering:
    - yaml: |
        # The navigation controller owns the delegate and only checks the depth.
        navlint: 1
        app: {deploymentTarget: "12.0"}
        navigationControllers:
          main:
            class: MainNavigationController
            root: home
            popGesture:
              delegate: navigationController
              ↓shouldBegin: [stackDepth]
        screens:
          home: {class: HomeViewController, pushes: [list]}
          list: {class: ListViewController, pushes: [detail]}
          detail: {class: DetailViewController}
      messages:
        - "the pop delegate of navigation controller 'main' (navigationController) lets a swipe back begin mid-transition"
      scanMessages:
        - "the pop delegate of MainNavigationController lets a swipe back begin while a push or pop animates"
    - |
      # A screen owns the delegate and checks nothing.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: home
          popGesture:
            delegate: ↓screen:home
      screens:
        home: {pushes: [detail]}
        detail: {}
    - |
      # The full-screen pan on the private target has no transition check.
      navlint: 1
      app: {deploymentTarget: "12.0", sdk: "17.0"}
      navigationControllers:
        main:
          root: home
          fullScreenPop:
            via: privateTarget
            ↓shouldBegin: [stackDepth]
            disablesEdgeGesture: true
      screens:
        home: {pushes: [detail]}
        detail: {}
    - |
      # Two custom writers without a guard list: each is reported where it is written.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: home
          popGesture:
            delegate: [↓navigationController, ↓screen:home]
      screens:
        home: {pushes: [detail]}
        detail: {}
  nonTriggering:
    - |
      # Fully guarded delegate owned by the navigation controller.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: home
          popGesture:
            delegate: navigationController
            shouldBegin: [stackDepth, notTransitioning]
      screens:
        home: {pushes: [detail]}
        detail: {}
    - |
      # UIKit's own delegate refuses during transitions by itself.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home: {pushes: [detail]}
        detail: {}
    - |
      # Nil on pushed screens, UIKit's delegate restored at the root: no delegate method of the app's own.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: home
          popGesture:
            delegate: nil
            restoresSystemDelegateAtRoot: true
      screens:
        home: {pushes: [detail]}
        detail: {}
    - |
      # A library full-screen pop makes its own transition check; only privateTarget is read.
      navlint: 1
      app: {deploymentTarget: "12.0", sdk: "17.0"}
      navigationControllers:
        main:
          root: home
          fullScreenPop: {via: FDFullscreenPopGesture, startRegion: 40}
      screens:
        home: {pushes: [detail]}
        detail: {}
    - |
      # A guarded full-screen pan next to UIKit's edge delegate.
      navlint: 1
      app: {deploymentTarget: "12.0", sdk: "17.0"}
      navigationControllers:
        main:
          root: home
          fullScreenPop:
            via: privateTarget
            shouldBegin: [stackDepth, notTransitioning]
      screens:
        home: {pushes: [detail]}
        detail: {}
codeExamples:
  triggering:
    - swift: |
        final class MainNavigationController: UINavigationController, UIGestureRecognizerDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                interactivePopGestureRecognizer?.delegate = self
            }
            ↓func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                viewControllers.count > 1
            }
        }
        final class DetailViewController: UIViewController {}
    - objc: |
        @interface MainNavigationController : UINavigationController <UIGestureRecognizerDelegate>
        @end
        @implementation MainNavigationController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.interactivePopGestureRecognizer.delegate = self;
        }
        ↓- (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
            return self.viewControllers.count > 1;
        }
        @end
        @interface DetailViewController : UIViewController
        @end
        @implementation DetailViewController
        @end
    - swift: |
        // A screen takes the pop delegate and checks nothing at all.
        final class FeedViewController: UIViewController, UIGestureRecognizerDelegate {
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                ↓navigationController?.interactivePopGestureRecognizer?.delegate = self
            }
        }
  nonTriggering:
    - swift: |
        final class MainNavigationController: UINavigationController, UIGestureRecognizerDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                interactivePopGestureRecognizer?.delegate = self
            }
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                // Not at the root, and no push or pop is animating.
                viewControllers.count > 1 && transitionCoordinator == nil
            }
        }
        final class DetailViewController: UIViewController {}
      appliesFix: 1
      withoutFix: |
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            viewControllers.count > 1
        }
    - objc: |
        @interface MainNavigationController : UINavigationController <UINavigationControllerDelegate, UIGestureRecognizerDelegate>
        @property (nonatomic, weak) UIViewController *currentShowVC;
        @end
        @implementation MainNavigationController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.delegate = self;
            self.interactivePopGestureRecognizer.delegate = self;
        }
        - (void)navigationController:(UINavigationController *)navigationController
               didShowViewController:(UIViewController *)viewController animated:(BOOL)animated {
            self.currentShowVC = viewController;
        }
        // A "currently shown" flag set in didShow lags behind the top during a transition.
        - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
            return self.viewControllers.count > 1 && self.currentShowVC == self.topViewController;
        }
        @end
        @interface DetailViewController : UIViewController
        @end
        @implementation DetailViewController
        @end
      appliesFix: 2
      withoutFix: |
        - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
            return self.viewControllers.count > 1;
        }

"""#,
         "21\"pop-during-transition 62\"A swipe can start a pop while a push or pop is still animating 7\"warning 171\"A custom pop delegate lets a swipe begin in the middle of a running transition, so quick swipes or a swipe right after a push can corrupt the stack and the navigation bar. + 141\"iOS 7+ (on iOS 26 system transitions can be interrupted and the content pop can fire mid-transition; a custom delegate still needs the check) 1 + 17\"freezeOrCrashRisk 1 3\"nav v 21\"navigationControllers 50 10 0 + 3\"nav + 21\"navigation controller 2 1 5\"owner c 12\"customOwners 1 v 3\"nav 55 29 55 16 0 o 3\"and o 2\"!= v 5\"owner 56 11 s 3\"nil 56 20 56 17 ! o 2\"in s 16\"notTransitioning 56 35 m m v 3\"nav 56 57 10\"popGesture 56 61 11\"shouldBegin 56 72 56 54 56 30 56 26 i c 5\"isSet 1 m m v 3\"nav 58 21 10\"popGesture 58 25 11\"shouldBegin 58 36 58 15 m m v 3\"nav 58 54 10\"popGesture 58 58 11\"shouldBegin 58 69 v 5\"owner 58 86 58 12 5 t 43\"the pop delegate of navigation controller ' e m v 3\"nav 59 61 2\"id 59 65 t 3\"' ( e i c 5\"isSet 1 m m v 3\"nav 59 81 10\"popGesture 59 85 11\"shouldBegin 59 96 59 75 q 6\"filter 1\"o 59 121 c 12\"customOwners 1 v 3\"nav 59 139 59 126 o 2\"!= v 1\"o 59 145 s 3\"nil 59 150 59 147 59 114 v 5\"owner 59 162 59 72 t 40\") lets a swipe back begin mid-transition + 1 t 89\"return false from gestureRecognizerShouldBegin(_:) while transitionCoordinator is not nil + 3 t 20\"the pop delegate of  e c 9\"className 1 v 3\"nav 60 52 60 42 t 53\" lets a swipe back begin while a push or pop animates - - 0 0 o 3\"and o 2\"== m m v 3\"nav 64 7 13\"fullScreenPop 64 11 3\"via 64 25 s 13\"privateTarget 64 32 64 29 ! o 2\"in s 16\"notTransitioning 65 16 m m v 3\"nav 65 38 13\"fullScreenPop 65 42 11\"shouldBegin 65 56 65 35 65 11 65 7 m m v 3\"nav 67 11 13\"fullScreenPop 67 15 11\"shouldBegin 67 29 3 t 46\"the full-screen pan of navigation controller ' e m v 3\"nav 68 64 2\"id 68 68 t 26\"' can begin mid-transition + 1 t 99\"return false from the pan's gestureRecognizerShouldBegin(_:) while transitionCoordinator is not nil + 3 t 23\"the full-screen pan of  e c 9\"className 1 v 3\"nav 69 55 69 45 t 39\" can begin while a push or pop animates - - "),
        ("pop-side-effect-before-completion", #"""
id: pop-side-effect-before-completion
title: A screen treats a swipe back as finished before it is
severity: warning
summary: A pushed screen runs its "this screen is going away" code in viewWillDisappear, willMove(toParent:) or navigationController(_:willShow:animated:) without checking for a cancelled swipe, so a swipe back the user abandons still tears the screen down.
rationale: |
  An edge swipe starts the pop at once: `viewWillDisappear` runs on the screen and the
  navigation delegate's `willShow` runs for the screen below, before anyone knows whether
  the user will finish the swipe or let go and stay. Apple documents `willMove(toParent:)` as
  called just before a view controller is removed from its container, and FeatherweightRouter
  found that of a pushed screen's callbacks only `didMove(toParent:)` waits until a swipe back
  has finished, so it moved its dismissal there. Code in these early callbacks that treats
  the screen as gone (removing its coordinator, clearing its content, popping a router's state) runs for
  swipes that are abandoned too. AlphaWallet found its coordinators removed while their
  screens stayed on the stack; WooCommerce found content removed by a partial swipe back
  from a product's details and moved the code from `willShow` to `didShow`; and a 2015
  Open Radar report notes that neither `willShow` nor `didShow` is called again when the
  swipe is cancelled, so nothing undoes the early call.

  `didShow` is not safe on its own either. swift-composable-navigation updated its stack
  state in `navigationController(_:didShow:animated:)` from the transition coordinator's
  from and to screens, and found its state popped by a cancelled swipe on iOS 18 and later;
  its fix skips the update when the coordinator reports the transition cancelled. So on
  recent iOS `didShow` can run after an abandoned swipe, and code there must look at what is
  really on the stack.
  On a device the user peeks at the previous screen, lets go, and is left on a screen whose
  state is gone: content removed (WooCommerce), cut off from its coordinator (AlphaWallet),
  or out of step with the app's record of the stack (swift-composable-navigation). A tap on Back never shows it, because
  that pop always completes.

  For SwiftUI stacks the same holds for a hosting controller's `viewWillDisappear` or a
  navigation delegate reached under the stack. SwiftUI's `.onDisappear` is meant to run
  once the view has left the screen; we found no report of it running for an abandoned
  swipe, but no promise of that either, so it is a likely, not a proven, safe place.
fix: |
  Do the work only once the pop has completed: check the transition coordinator and wait
  for the interaction to end (`notifyWhenInteractionChanges` runs its handler when the
  interaction ends, including when it is cancelled), or move the code to `viewDidDisappear`.
  In `navigationController(_:didShow:animated:)`, act only on screens that
  `navigationController.viewControllers` no longer contains, or check the coordinator's
  `isCancelled` first; the Objective-C example does the first.

  ```swift
  override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      guard isMovingFromParent else { return }
      guard let coordinator = transitionCoordinator, coordinator.isInteractive else {
          flowCoordinator?.removeChild(self)
          return
      }
      // A swipe is still deciding: act only if the user finishes it.
      // notifyWhenInteractionChanges is iOS 10; earlier SDKs have notifyWhenInteractionEnds.
      coordinator.notifyWhenInteractionChanges { [weak self] context in
          guard let self, !context.isCancelled else { return }
          self.flowCoordinator?.removeChild(self)
      }
  }
  ```

  ```objc
  // Runs after the transition; a screen that is no longer on the stack has really left.
  - (void)navigationController:(UINavigationController *)navigationController
         didShowViewController:(UIViewController *)viewController
                      animated:(BOOL)animated {
      [self.coordinator removeChildrenNotIn:navigationController.viewControllers];
  }
  ```

  In SwiftUI, run the teardown from `.onDisappear` of the pushed view rather than from a
  hosting controller's `viewWillDisappear` (the likely safe place, as above: no report of
  it running for an abandoned swipe, but no promise either).

  In the description: once the handler checks the coordinator, write
  `leaveHandler: {in: viewWillDisappear, checksCancel: true}`; once it moves, write
  `in: viewDidDisappear`, `navigationDidShow` or `onDisappear`.
sources:
  - "“Add handling gesture cancelation when popping view controller #5145” (AlphaWallet/alpha-wallet-ios pull request 5146, 2022): https://github.com/AlphaWallet/alpha-wallet-ios/pull/5146"
  - "“Partial swipe back gesture from product details removes the content” (woocommerce/woocommerce-ios pull request 13667, 2024): https://github.com/woocommerce/woocommerce-ios/pull/13667"
  - "“Incorrect Navigation Stack Update on Canceled Swipe Back Gesture” (heinzl/swift-composable-navigation issue 17, 2025): https://github.com/heinzl/swift-composable-navigation/issues/17"
  - https://github.com/heinzl/swift-composable-navigation/pull/19
  - "“notifyWhenInteractionChanges(_:)” (Apple developer documentation): https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/notifywheninteractionchanges(_:)"
  - "“onDisappear(perform:)” (Apple developer documentation): https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)"
  - "“21137690: Wrong UINavigationControllerDelegate’s behavior with the back gesture” (Open Radar report, mirrored on GitHub): https://github.com/lionheart/openradar-mirror/issues/1114"
  - "“willMove(toParent:)” (Apple developer documentation): https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)"
  - "“[Refactor] call dismiss inside didMoveToParentViewController with DismissEmitter protocol” (FeatherweightLabs/FeatherweightRouter pull request 9, 2016): https://github.com/FeatherweightLabs/FeatherweightRouter/pull/9"
platforms: iOS 7+
match:
  - nav: navigationControllers
  - screen: poppableScreens(nav)
repeatsAcross: nav
let:
  handler: screen.leaveHandler
  where: "if handler.in == 'viewWillDisappear' then 'viewWillDisappear' else if handler.in == 'willMoveToParent' then 'willMove(toParent:)' else 'navigationController(_:willShow:animated:)'"
  # No swipe starts on the screen at all: Back hidden or replaced by left items under UIKit's own pop
  # delegate (hidden-back-button-disables-swipe and custom-left-item-disables-swipe report that), so
  # none can be abandoned.
  swipeNeverStarts: "(hidesBackButton(screen) or (count(leftItems(screen)) > 0 and not screen.navigationItem.leftItemsSupplementBackButton)) and onlySystemOwner(nav) and not fullScreenHack(nav)"
when: |
  handler.in in ['viewWillDisappear', 'navigationWillShow', 'willMoveToParent']
  and not handler.checksCancel
  and not swipeBackOff(screen, nav)
  and not swipeNeverStarts
report:
  at: handler.in
  message: "screen '{screen.id}' treats itself as gone in {where}, which also runs for a swipe back the user abandons"
  scanMessage: "{className(screen)} treats itself as gone in {where}, which also runs for a swipe back the user abandons"
  fix: "{if swiftUI(nav) then 'act only once the swipe ends (transitionCoordinator.notifyWhenInteractionChanges, then check isCancelled), or move the code to .onDisappear of the pushed view, the likely safe place' else if handler.in == 'viewWillDisappear' then 'act only once the swipe ends (transitionCoordinator.notifyWhenInteractionChanges, then check isCancelled), or move the code to viewDidDisappear' else 'act only once the swipe ends (transitionCoordinator.notifyWhenInteractionChanges, then check isCancelled), or act in didShow only on screens no longer in viewControllers'}"
examples:
  triggering:
    - yaml: |
        navlint: 1
        app: {deploymentTarget: "15.0"}
        navigationControllers:
          wallet: {class: WalletNavigationController, root: tokens}
        screens:
          tokens: {class: TokensViewController, pushes: [send]}
          send:
            class: SendViewController
            leaveHandler: {↓in: viewWillDisappear}
      messages:
        - "screen 'send' treats itself as gone in viewWillDisappear, which also runs for a swipe back the user abandons"
      scanMessages:
        - "SendViewController treats itself as gone in viewWillDisappear, which also runs for a swipe back the user abandons"
    - yaml: |
        navlint: 1
        app: {deploymentTarget: "16.0"}
        navigationControllers:
          products: {root: list}
        screens:
          list: {pushes: [details]}
          details:
            leaveHandler:
              ↓in: navigationWillShow
              checksCancel: false
      messages:
        - "screen 'details' treats itself as gone in navigationController(_:willShow:animated:), which also runs for a swipe back the user abandons"
    - yaml: |
        # A SwiftUI stack whose pushed screen is a hosting controller subclass.
        navlint: 1
        app: {deploymentTarget: "17.0"}
        navigationControllers:
          settings: {kind: navigationStack, root: menu}
        screens:
          menu: {pushes: [account]}
          account:
            leaveHandler: {↓in: viewWillDisappear}
      messages:
        - "screen 'account' treats itself as gone in viewWillDisappear, which also runs for a swipe back the user abandons"
    - yaml: |
        navlint: 1
        app: {deploymentTarget: "15.0"}
        navigationControllers:
          devices: {root: peripherals}
        screens:
          peripherals: {pushes: [peripheral]}
          peripheral:
            leaveHandler: {↓in: willMoveToParent}
      messages:
        - "screen 'peripheral' treats itself as gone in willMove(toParent:), which also runs for a swipe back the user abandons"
    - |
      # A screen pushed in two tabs: one finding, which names both navigation controllers.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        home: {root: feed}
        search: {root: query}
      screens:
        feed: {pushes: [post]}
        query: {pushes: [post]}
        post:
          leaveHandler: {↓in: navigationWillShow, checksCancel: false}
  nonTriggering:
    - |
      # A Cancel item in Back's place under UIKit's own delegate: no swipe starts, so none is abandoned.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        quests: {root: chooser}
      screens:
        chooser: {pushes: [builder]}
        builder:
          navigationItem: {leftBarButtonItem: cancel}
          leaveHandler: {in: viewWillDisappear}
    - |
      # The handler checks the coordinator and does nothing on a cancelled swipe.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        wallet: {root: tokens}
      screens:
        tokens: {pushes: [send]}
        send:
          leaveHandler: {in: viewWillDisappear, checksCancel: true}
    - |
      # Moments that come after the pop has completed.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        products: {root: list}
      screens:
        list: {pushes: [details, reviews, variants, notes]}
        details:
          leaveHandler: {in: navigationDidShow}
        reviews:
          leaveHandler: {in: viewDidDisappear}
        variants:
          leaveHandler: {in: didMoveToParent}
        notes:
          leaveHandler: {in: onDisappear}
    - |
      # The root never pops, so no swipe can be abandoned on it.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        wallet: {root: tokens}
      screens:
        tokens:
          leaveHandler: {in: viewWillDisappear}
          pushes: [send]
        send: {}
    - |
      # Swipe-back is off on the screen, so only a completed pop (the Back button) leaves it.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        wallet: {root: tokens}
      screens:
        tokens: {pushes: [send]}
        send:
          leaveHandler: {in: viewWillDisappear}
          popGesture: {disabled: true, disableIn: viewDidAppear, enableIn: viewWillDisappear}
    - |
      # Swipe-back is off for the whole stack.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        wallet:
          root: tokens
          popGesture: {enabled: false}
      screens:
        tokens: {pushes: [send]}
        send:
          leaveHandler: {in: navigationWillShow}
codeExamples:
  triggering:
    - swift: |
        final class SendViewController: UIViewController {
            private var quoteTimer: Timer?
            override func viewDidLoad() {
                super.viewDidLoad()
                quoteTimer = .scheduledTimer(withTimeInterval: 5, repeats: true) { [weak self] _ in self?.refreshQuote() }
            }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                ↓quoteTimer?.invalidate()
            }
            func refreshQuote() {}
        }
    - objc: |
        @interface EpisodeViewController : UIViewController
        @property (nonatomic, strong) AVPlayer *player;
        @end
        @implementation EpisodeViewController
        - (void)viewWillDisappear:(BOOL)animated {
            [super viewWillDisappear:animated];
            ↓[self.player pause];
        }
        @end
    - swift: |
        final class PeripheralViewController: UIViewController {
            private var model: PeripheralModel?
            // Called with nil before the screen leaves its stack, whether or not a swipe back finishes.
            override func willMove(toParent parent: UIViewController?) {
                super.willMove(toParent: parent)
                if parent == nil {
                    ↓model?.stopScanning()
                    model = nil
                }
            }
        }
  nonTriggering:
    - swift: |
        final class SendViewController: UIViewController {
            private var quoteTimer: Timer?
            override func viewDidLoad() {
                super.viewDidLoad()
                quoteTimer = .scheduledTimer(withTimeInterval: 5, repeats: true) { [weak self] _ in self?.refreshQuote() }
            }
            // Runs only once the pop has completed, never for an abandoned swipe.
            override func viewDidDisappear(_ animated: Bool) {
                super.viewDidDisappear(animated)
                quoteTimer?.invalidate()
            }
            func refreshQuote() {}
        }
    - swift: |
        final class EpisodeViewController: UIViewController {
            let player = AVPlayer()
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                guard let coordinator = transitionCoordinator else { return player.pause() }
                // Pause only once the swipe is let go and the pop goes ahead.
                coordinator.notifyWhenInteractionChanges { [weak self] context in
                    if !context.isCancelled { self?.player.pause() }
                }
            }
        }
    - objc: |
        // The list lets its coordinator drop child flows only after the transition has finished.
        @interface EpisodeListViewController : UIViewController <UINavigationControllerDelegate>
        @property (nonatomic, strong) PlayerCoordinator *coordinator;
        @end
        @implementation EpisodeListViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.navigationController.delegate = self;
        }
        // Runs after the transition; a screen that is no longer on the stack has really left.
        - (void)navigationController:(UINavigationController *)navigationController
               didShowViewController:(UIViewController *)viewController
                            animated:(BOOL)animated {
            [self.coordinator removeChildrenNotIn:navigationController.viewControllers];
        }
        @end
        @interface EpisodeViewController : UIViewController
        @end
        @implementation EpisodeViewController
        @end
      appliesFix: 2
      withoutFix: |
        - (void)navigationController:(UINavigationController *)navigationController
              willShowViewController:(UIViewController *)viewController
                            animated:(BOOL)animated {
            [self.coordinator removeChildrenNotIn:navigationController.viewControllers];
        }
    - swift: |
        // The flow lets go of this screen only once the pop is sure to happen.
        final class ComposeViewController: UIViewController {
            weak var flowCoordinator: FlowCoordinator?

            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                guard isMovingFromParent else { return }
                guard let coordinator = transitionCoordinator, coordinator.isInteractive else {
                    flowCoordinator?.removeChild(self)
                    return
                }
                // A swipe is still deciding: act only if the user finishes it.
                // notifyWhenInteractionChanges is iOS 10; earlier SDKs have notifyWhenInteractionEnds.
                coordinator.notifyWhenInteractionChanges { [weak self] context in
                    guard let self, !context.isCancelled else { return }
                    self.flowCoordinator?.removeChild(self)
                }
            }
        }
      appliesFix: 1
      withoutFix: |
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            guard isMovingFromParent else { return }
            flowCoordinator?.removeChild(self)
        }


"""#,
         "33\"pop-side-effect-before-completion 53\"A screen treats a swipe back as finished before it is 7\"warning 248\"A pushed screen runs its \"this screen is going away\" code in viewWillDisappear, willMove(toParent:) or navigationController(_:willShow:animated:) without checking for a cancelled swipe, so a swipe back the user abandons still tears the screen down. + 6\"iOS 7+ 1 - 2 3\"nav v 21\"navigationControllers 87 10 6\"screen c 15\"poppableScreens 1 v 3\"nav 88 29 88 13 3 7\"handler m v 6\"screen 91 12 12\"leaveHandler 91 19 91 3 5\"where i o 2\"== m v 7\"handler 92 14 2\"in 92 22 s 17\"viewWillDisappear 92 28 92 25 s 17\"viewWillDisappear 92 53 i o 2\"== m v 7\"handler 92 81 2\"in 92 89 s 16\"willMoveToParent 92 95 92 92 s 19\"willMove(toParent:) 92 119 s 42\"navigationController(_:willShow:animated:) 92 146 92 78 92 11 92 3 16\"swipeNeverStarts o 3\"and o 3\"and o 2\"or c 15\"hidesBackButton 1 v 6\"screen 96 39 96 23 o 3\"and o 1\"> c 5\"count 1 c 9\"leftItems 1 v 6\"screen 96 67 96 57 96 51 d 3\"0.0 96 78 96 76 ! m m v 6\"screen 96 88 14\"navigationItem 96 95 29\"leftItemsSupplementBackButton 96 110 96 84 96 80 96 47 c 15\"onlySystemOwner 1 v 3\"nav 96 162 96 146 96 142 ! c 14\"fullScreenHack 1 v 3\"nav 96 190 96 175 96 171 96 167 96 3 + 3\"nav + 21\"navigation controller 1 0 0 o 3\"and o 3\"and o 3\"and o 2\"in m v 7\"handler 98 3 2\"in 98 11 l 3 s 17\"viewWillDisappear 98 18 s 18\"navigationWillShow 98 39 s 16\"willMoveToParent 98 61 98 17 98 14 ! m v 7\"handler 99 11 12\"checksCancel 99 19 99 7 99 3 ! c 12\"swipeBackOff 2 v 6\"screen 100 24 v 3\"nav 100 32 100 11 100 7 100 3 ! v 16\"swipeNeverStarts 101 11 101 7 101 3 m v 7\"handler 103 7 2\"in 103 15 5 t 8\"screen ' e m v 6\"screen 104 22 2\"id 104 29 t 27\"' treats itself as gone in  e v 5\"where 104 60 t 52\", which also runs for a swipe back the user abandons + 1 e i c 7\"swiftUI 1 v 3\"nav 106 21 106 13 s 181\"act only once the swipe ends (transitionCoordinator.notifyWhenInteractionChanges, then check isCancelled), or move the code to .onDisappear of the pushed view, the likely safe place 106 31 i o 2\"== m v 7\"handler 106 223 2\"in 106 231 s 17\"viewWillDisappear 106 237 106 234 s 143\"act only once the swipe ends (transitionCoordinator.notifyWhenInteractionChanges, then check isCancelled), or move the code to viewDidDisappear 106 262 s 169\"act only once the swipe ends (transitionCoordinator.notifyWhenInteractionChanges, then check isCancelled), or act in didShow only on screens no longer in viewControllers 106 413 106 220 106 10 + 4 e c 9\"className 1 v 6\"screen 105 28 105 18 t 26\" treats itself as gone in  e v 5\"where 105 63 t 52\", which also runs for a swipe back the user abandons - - "),
        ("private-navigation-api", #"""
id: private-navigation-api
title: The full-screen pop relies on private UIKit navigation API
severity: info
summary: "A hand-made full-screen pan drives UIKit's private transition object through the private handleNavigationTransition: action, which App Review may flag and any iOS release may change."
rationale: |
  The `privateTarget` trick published in two Chinese articles on swipe-back builds a
  `UIPanGestureRecognizer` whose target is UIKit's internal
  `_UINavigationInteractiveTransition` object (taken from the pop gesture's delegate,
  or dug out of the recognizer's private `_targets` array with key-value coding) and
  whose action is the undocumented `handleNavigationTransition:`. FDFullscreenPopGesture
  does the same through the private `targets` key. None of these names are public.
  App Review guideline 2.5.1 says apps may only use public APIs, and nothing obliges
  Apple to keep the selector, the object or its checks as they are. No report of a
  change has been found so far, but if one comes, the pan may crash with an
  unrecognized selector, do nothing, or behave differently from the system swipe,
  and users may lose swipe-back, or the app, after an iOS update.
fix: |
  Prefer public API: delete the pan. From the iOS 26 SDK, UIKit's own content pop
  (`interactiveContentPopGestureRecognizer`) pops from anywhere in the content area;
  before that, the edge swipe alone is the supported behaviour, or use a maintained
  library and keep it updated. Until the trick is gone, look the selector up
  defensively (`respondsToSelector:` on the target) and fall back to the edge swipe
  when it is missing: that keeps a release from breaking when UIKit drops the action,
  but the pan still calls private API, so the finding stays until the pan is deleted.

  ```swift
  // Public API only: no pan of its own. The edge swipe pops, under a guarded delegate;
  // built with the iOS 26 SDK, the content pop also pops from anywhere in the content.
  override func viewDidLoad() {
      super.viewDidLoad()
      interactivePopGestureRecognizer?.delegate = self
  }
  ```

  ```objc
  // Public API only: no pan of its own. The edge swipe pops, under a guarded delegate;
  // built with the iOS 26 SDK, the content pop also pops from anywhere in the content.
  - (void)viewDidLoad {
      [super viewDidLoad];
      self.interactivePopGestureRecognizer.delegate = self;
  }
  ```

  In the description: remove the navigation controller's `fullScreenPop` (or write
  `via: native` for the iOS 26 content pop, or `via: FDFullscreenPopGesture` for that
  library).
sources:
  - "“ios ~ 页面右滑返回上一页” (Chinese article): https://greatytc.com/p/0652278b4079"
  - "“导航控制器的左滑返回” (Chinese article, July 2016): https://wsa.jianshu.io/p/b44cf866c0bd"
  - https://github.com/forkingdog/FDFullscreenPopGesture/blob/master/FDFullscreenPopGesture/UINavigationController%2BFDFullscreenPopGesture.m
  - https://developer.apple.com/app-store/review/guidelines/#software-requirements
  - https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer
platforms: iOS 7+
match:
  - nav: navigationControllers
repeatsAcross: nav
when: nav.fullScreenPop.via == 'privateTarget'
report:
  at: nav.fullScreenPop.via
  message: "navigation controller '{nav.id}' builds its full-screen pan on UIKit's private handleNavigationTransition:, which App Review may flag"
  scanMessage: "{className(nav)} sends its full-screen pan to UIKit's private handleNavigationTransition:, which App Review may flag"
  fix: "replace the pan with the iOS 26 content pop or a maintained library (until then, check respondsToSelector before installing it)"
examples:
  triggering:
    - yaml: |
        # The pan's target is the pop gesture's delegate, the action handleNavigationTransition:.
        navlint: 1
        app: {deploymentTarget: "9.0", sdk: "16.0"}
        navigationControllers:
          main:
            class: MainNavigationController
            root: home
            popGesture:
              delegate: navigationController
              shouldBegin: [stackDepth, notTransitioning]
            fullScreenPop:
              ↓via: privateTarget
              shouldBegin: [stackDepth, notTransitioning]
              disablesEdgeGesture: true
        screens:
          home: {class: HomeViewController, pushes: [detail]}
          detail: {class: DetailViewController}
      messages:
        - "navigation controller 'main' builds its full-screen pan on UIKit's private handleNavigationTransition:, which App Review may flag"
      scanMessages:
        - "MainNavigationController sends its full-screen pan to UIKit's private handleNavigationTransition:, which App Review may flag"
    - |
      # The target is dug out of `_targets` with key-value coding.
      navlint: 1
      app: {deploymentTarget: "12.0", sdk: "17.0"}
      navigationControllers:
        main:
          root: home
          fullScreenPop: {↓via: privateTarget, shouldBegin: [stackDepth]}
      screens:
        home: {pushes: [detail]}
        detail: {}
    - |
      # Two stacks, each with its own hand-made pan.
      navlint: 1
      app: {deploymentTarget: "15.0", sdk: "18.0"}
      navigationControllers:
        shop:
          root: catalog
          fullScreenPop: {↓via: privateTarget, shouldBegin: [stackDepth, notTransitioning]}
        account:
          root: profile
          fullScreenPop: {↓via: privateTarget, shouldBegin: [stackDepth, notTransitioning]}
      screens:
        catalog: {pushes: [cart]}
        cart: {}
        profile: {pushes: [orders]}
        orders: {}
  nonTriggering:
    - |
      # The native content pop of the iOS 26 SDK is public API.
      navlint: 1
      app: {deploymentTarget: "26.0", sdk: "26.0"}
      navigationControllers:
        main:
          root: home
          fullScreenPop: {via: native}
      screens:
        home: {pushes: [detail]}
        detail: {}
    - |
      # A library's internals are not the app's own private calls.
      navlint: 1
      app: {deploymentTarget: "12.0", sdk: "17.0"}
      navigationControllers:
        main:
          root: home
          fullScreenPop: {via: FDFullscreenPopGesture, startRegion: 40}
      screens:
        home: {pushes: [detail]}
        detail: {}
    - |
      # Only the edge swipe, with a guarded delegate of the app's own.
      navlint: 1
      app: {deploymentTarget: "12.0", sdk: "17.0"}
      navigationControllers:
        main:
          root: home
          popGesture:
            delegate: navigationController
            shouldBegin: [stackDepth, notTransitioning]
      screens:
        home: {pushes: [detail]}
        detail: {}
codeExamples:
  triggering:
    - swift: |
        final class SwipeNavigationController: UINavigationController, UIGestureRecognizerDelegate {
            private let fullPan = UIPanGestureRecognizer()
            override func viewDidLoad() {
                super.viewDidLoad()
                ↓guard let targets = interactivePopGestureRecognizer?.value(forKey: "targets") else { return }
                fullPan.setValue(targets, forKey: "targets")
                fullPan.delegate = self
                view.addGestureRecognizer(fullPan)
            }
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                viewControllers.count > 1 && transitionCoordinator == nil
            }
        }
        final class DetailViewController: UIViewController {}
    - objc: |
        @interface SwipeNavigationController : UINavigationController <UIGestureRecognizerDelegate>
        @end
        @implementation SwipeNavigationController
        - (void)viewDidLoad {
            [super viewDidLoad];
            id popTarget = self.interactivePopGestureRecognizer.delegate;
            ↓UIPanGestureRecognizer *fullPan = [[UIPanGestureRecognizer alloc] initWithTarget:popTarget action:NSSelectorFromString(@"handleNavigationTransition:")];
            fullPan.delegate = self;
            [self.view addGestureRecognizer:fullPan];
        }
        - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
            return self.viewControllers.count > 1 && self.transitionCoordinator == nil;
        }
        @end
        @interface DetailViewController : UIViewController
        @end
  nonTriggering:
    - swift: |
        final class SwipeNavigationController: UINavigationController, UIGestureRecognizerDelegate {
            // Public API only: no pan of its own. The edge swipe pops, under a guarded delegate;
            // built with the iOS 26 SDK, the content pop also pops from anywhere in the content.
            override func viewDidLoad() {
                super.viewDidLoad()
                interactivePopGestureRecognizer?.delegate = self
            }
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                viewControllers.count > 1 && transitionCoordinator == nil
            }
        }
        final class DetailViewController: UIViewController {}
      appliesFix: 1
      withoutFix: |
        private let fullPan = UIPanGestureRecognizer()
        override func viewDidLoad() {
            super.viewDidLoad()
            interactivePopGestureRecognizer?.delegate = self
            guard let targets = interactivePopGestureRecognizer?.value(forKey: "targets") else { return }
            fullPan.setValue(targets, forKey: "targets")
            fullPan.delegate = self
            view.addGestureRecognizer(fullPan)
        }
    - objc: |
        @interface SwipeNavigationController : UINavigationController <UIGestureRecognizerDelegate>
        @end
        @implementation SwipeNavigationController
        // Public API only: no pan of its own. The edge swipe pops, under a guarded delegate;
        // built with the iOS 26 SDK, the content pop also pops from anywhere in the content.
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.interactivePopGestureRecognizer.delegate = self;
        }
        - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
            return self.viewControllers.count > 1 && self.transitionCoordinator == nil;
        }
        @end
        @interface DetailViewController : UIViewController
        @end
      appliesFix: 2
      withoutFix: |
        - (void)viewDidLoad {
            [super viewDidLoad];
            id popTarget = self.interactivePopGestureRecognizer.delegate;
            UIPanGestureRecognizer *fullPan = [[UIPanGestureRecognizer alloc] initWithTarget:popTarget action:NSSelectorFromString(@"handleNavigationTransition:")];
            fullPan.delegate = self;
            [self.view addGestureRecognizer:fullPan];
        }

"""#,
         "22\"private-navigation-api 58\"The full-screen pop relies on private UIKit navigation API 4\"info 182\"A hand-made full-screen pan drives UIKit's private transition object through the private handleNavigationTransition: action, which App Review may flag and any iOS release may change. + 6\"iOS 7+ 1 - 1 3\"nav v 21\"navigationControllers 55 10 0 + 3\"nav + 21\"navigation controller 1 0 0 o 2\"== m m v 3\"nav 57 7 13\"fullScreenPop 57 11 3\"via 57 25 s 13\"privateTarget 57 32 57 29 m m v 3\"nav 59 7 13\"fullScreenPop 59 11 3\"via 59 25 3 t 23\"navigation controller ' e m v 3\"nav 60 37 2\"id 60 41 t 102\"' builds its full-screen pan on UIKit's private handleNavigationTransition:, which App Review may flag + 1 t 127\"replace the pan with the iOS 26 content pop or a maintained library (until then, check respondsToSelector before installing it) + 2 e c 9\"className 1 v 3\"nav 61 28 61 18 t 100\" sends its full-screen pan to UIKit's private handleNavigationTransition:, which App Review may flag - - "),
        ("root-freeze", #"""
id: root-freeze
title: A swipe can pop the root screen and freeze the app
severity: error
swipeBack: rootFreeze
summary: Nothing stops a pop recognizer from starting when only the root screen is on the stack, so a swipe there can leave the navigation controller stuck and the app no longer responding.
rationale: |
  With UIKit's own delegate, the edge swipe does not begin on the root screen. Code
  that replaces that delegate, sets it to nil, or adds its own full-screen pan takes
  that check away, and then a swipe on the root screen starts an interactive pop with
  nothing to pop. Nothing visible happens at first, but the next push has been
  reported to never complete: the app stops responding to taps and looks frozen.
  Many independent reports describe it (several Chinese articles listed below, a
  WordPress pull request, and FDFullscreenPopGesture and SwipeBack issues); a
  commenter on one of them takes it for a known UIKit bug in which the stalled push
  completes only after a trip to the Home Screen. There is no crash to collect, so users
  simply see a hung app.

  Three setups remove the check:
  - the delegate is set to `nil` and UIKit's saved delegate is not put back while
    the root is on top (setting nil only on deeper screens and restoring the saved
    delegate at the root, as one of the Chinese articles below does, is safe);
  - the navigation controller or a screen owns the delegate, and its
    `gestureRecognizerShouldBegin` does not look at the stack depth;
  - a full-screen pan wired to UIKit's private transition target has a delegate
    that does not look at the stack depth.
fix: |
  Whoever answers `gestureRecognizerShouldBegin` must refuse while only the root is
  on the stack (and, to be safe, while a transition is running). Let the navigation
  controller own the delegate, or save UIKit's delegate, set nil only on deeper
  screens and put the saved delegate back whenever the root is shown. Give a
  full-screen pan a delegate with the same check.

  ```swift
  final class AppNavigationController: UINavigationController, UIGestureRecognizerDelegate {
      override func viewDidLoad() {
          super.viewDidLoad()
          interactivePopGestureRecognizer?.delegate = self
      }

      func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
          viewControllers.count > 1 && transitionCoordinator == nil
      }
  }
  ```

  ```objc
  // Save UIKit's delegate once; nil on deeper screens, the saved one back at the root.
  - (void)navigationController:(UINavigationController *)nav
         didShowViewController:(UIViewController *)vc animated:(BOOL)animated {
      BOOL atRoot = (vc == self.viewControllers.firstObject);
      self.interactivePopGestureRecognizer.delegate = atRoot ? self.savedPopDelegate : nil;
  }
  ```

  In the description: add `stackDepth` to the `shouldBegin` list of the pop gesture
  (`popGesture.shouldBegin`) or of the full-screen pan (`fullScreenPop.shouldBegin`)
  once the delegate checks the depth; for a `nil` delegate that is restored at the
  root, set `popGesture.restoresSystemDelegateAtRoot: true`.
sources:
  - "“ios ~ 页面右滑返回上一页” (Chinese article): https://greatytc.com/p/0652278b4079"
  - "“iOS 7 侧滑返回手势使用和错误集” (Chinese article, a repost of a Sina blog post): https://5-wow.com/weblog/detail/234537"
  - "“导航控制器的左滑返回” (Chinese article, July 2016): https://wsa.jianshu.io/p/b44cf866c0bd"
  - "“UIScrollView与导航控制器滑动返回手势冲突问题原因与解决方案” (Chinese article on Juejin): https://juejin.cn/post/6926759190501261326"
  - "“iOS 13.4 UINavigationController pop 手势重要改动” (Chinese article, 2020): http://08643.cn/p/fe6264290b9a"
  - https://github.com/wordpress-mobile/WordPress-iOS/pull/6639
  - https://github.com/forkingdog/FDFullscreenPopGesture/issues/131
  - https://github.com/forkingdog/FDFullscreenPopGesture/issues/153
  - https://github.com/devxoul/SwipeBack/issues/3
platforms: iOS 7+ (whether it still happens on iOS 26 is not confirmed)
refinement: |
  The catalog asks for `popGesture.enabled` on all three causes. Here it applies to
  the two causes about the edge recognizer's delegate only. A `privateTarget`
  full-screen pan is a recognizer of its own: switching the edge recognizer off
  does not stop it, and the published full-screen pan code (in the first Chinese
  article listed under Sources) switches the edge recognizer off in exactly that
  setup, so the catalog's wording would miss the freeze there.
match:
  - nav: navigationControllers
repeatsAcross: nav
cases:
  # The delegate is set to nil and the system delegate is not put back at the root.
  - match:
      - owner: customOwners(nav)
    when: |
      nav.popGesture.enabled and owner == 'nil'
      and not nav.popGesture.restoresSystemDelegateAtRoot
    report:
      at: owner
      message: "navigation controller '{nav.id}' sets the pop delegate to nil for good, so a swipe on its root '{rootScreen(nav).id}' can freeze the app"
      scanMessage: "{className(nav)} sets interactivePopGestureRecognizer.delegate to nil for good, so a swipe on the root can freeze the app"
      fix: "put the saved delegate back whenever the root is on top, or use a delegate that refuses the swipe at the root"
  # A custom owner whose gestureRecognizerShouldBegin does not check the stack depth.
  - match:
      - owner: customOwners(nav)
    when: |
      nav.popGesture.enabled and owner != 'nil'
      and not ('stackDepth' in nav.popGesture.shouldBegin)
    report:
      at: "if isSet(nav.popGesture.shouldBegin) then nav.popGesture.shouldBegin else owner"
      message: "the pop delegate of navigation controller '{nav.id}' ({if isSet(nav.popGesture.shouldBegin) then filter(o in customOwners(nav): o != 'nil') else owner}) never checks the stack depth, so a swipe on its root '{rootScreen(nav).id}' can freeze the app"
      scanMessage: "the pop delegate of {className(nav)} never checks the stack depth, so a swipe on the root can freeze the app"
      fix: "return false from gestureRecognizerShouldBegin(_:) while viewControllers.count < 2"
  # A full-screen pan on the private target whose delegate does not check the stack depth.
  - when: |
      nav.fullScreenPop.via == 'privateTarget'
      and not ('stackDepth' in nav.fullScreenPop.shouldBegin)
    report:
      at: nav.fullScreenPop.shouldBegin
      message: "the full-screen pan of navigation controller '{nav.id}' never checks the stack depth, so a swipe on its root '{rootScreen(nav).id}' can freeze the app"
      scanMessage: "the full-screen pan of {className(nav)} never checks the stack depth, so a swipe on the root can freeze the app"
      fix: "return false from the pan's gestureRecognizerShouldBegin(_:) while viewControllers.count < 2"
examples:
  triggering:
    - yaml: |
        # The delegate is set to nil for good, so nothing refuses the swipe at the root.
        navlint: 1
        app: {deploymentTarget: "15.0"}
        navigationControllers:
          main:
            class: MainNavigationController
            root: home
            popGesture:
              delegate: ↓nil
        screens:
          home: {class: HomeViewController, pushes: [detail]}
          detail:
            class: DetailViewController
            navigationItem: {leftBarButtonItem: back}
      messages:
        - "navigation controller 'main' sets the pop delegate to nil for good, so a swipe on its root 'home' can freeze the app"
      scanMessages:
        - "MainNavigationController sets interactivePopGestureRecognizer.delegate to nil for good, so a swipe on the root can freeze the app"
    - |
      # The navigation controller owns the delegate but only checks for transitions.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: home
          popGesture:
            delegate: navigationController
            ↓shouldBegin: [notTransitioning]
      screens:
        home: {pushes: [detail]}
        detail: {}
    - |
      # A screen makes itself the delegate and always returns true.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: home
          popGesture:
            delegate: ↓screen:home
      screens:
        home: {pushes: [detail]}
        detail: {}
    - |
      # A full-screen pan on the private target, with no root check in its delegate.
      navlint: 1
      app: {deploymentTarget: "12.0", sdk: "17.0"}
      navigationControllers:
        main:
          root: home
          popGesture:
            delegate: navigationController
            shouldBegin: [stackDepth, notTransitioning]
          ↓fullScreenPop:
            via: privateTarget
            disablesEdgeGesture: true
      screens:
        home: {pushes: [detail]}
        detail: {}
    - |
      # Switching the edge swipe off does not stop the full-screen pan.
      navlint: 1
      app: {deploymentTarget: "12.0", sdk: "17.0"}
      navigationControllers:
        main:
          root: home
          popGesture: {enabled: false}
          fullScreenPop:
            via: privateTarget
            ↓shouldBegin: [notTransitioning]
      screens:
        home: {pushes: [detail]}
        detail: {}
    - |
      # Two causes at once: each is reported where it is written.
      navlint: 1
      app: {deploymentTarget: "12.0", sdk: "17.0"}
      navigationControllers:
        main:
          root: home
          popGesture:
            delegate: [↓nil]
          ↓fullScreenPop: {via: privateTarget}
      screens:
        home: {pushes: [detail]}
        detail: {}
  nonTriggering:
    - |
      # Nil on deeper screens, UIKit's saved delegate restored whenever the root is on top.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: home
          popGesture:
            delegate: nil
            restoresSystemDelegateAtRoot: true
      screens:
        home: {pushes: [detail]}
        detail:
          navigationItem: {leftBarButtonItem: back}
    - |
      # A guarded delegate owned by the navigation controller.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: home
          popGesture:
            delegate: navigationController
            shouldBegin: [stackDepth, notTransitioning]
            requiredToFailBy: true
      screens:
        home: {pushes: [detail]}
        detail: {}
    - |
      # The edge swipe is switched off for the whole stack, so its nil delegate is never asked.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: home
          popGesture: {enabled: false, delegate: nil}
      screens:
        home: {pushes: [detail]}
        detail: {}
    - |
      # A full-screen pan whose delegate refuses at the root.
      navlint: 1
      app: {deploymentTarget: "12.0", sdk: "17.0"}
      navigationControllers:
        main:
          root: home
          fullScreenPop:
            via: privateTarget
            shouldBegin: [stackDepth, notTransitioning]
            disablesEdgeGesture: true
      screens:
        home: {pushes: [detail]}
        detail: {}
    - |
      # UIKit's own delegate already refuses at the root; a guard list is ignored for it.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: home
          popGesture: {delegate: system, shouldBegin: []}
          fullScreenPop: {via: FDFullscreenPopGesture}
      screens:
        home: {pushes: [detail]}
        detail: {}
codeExamples:
  triggering:
    - swift: |
        final class AppNavigationController: UINavigationController, UIGestureRecognizerDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                ↓interactivePopGestureRecognizer?.delegate = self
            }
        }
    - objc: |
        @interface AppNavigationController : UINavigationController <UIGestureRecognizerDelegate>
        @end
        @implementation AppNavigationController
        - (void)viewDidLoad {
            [super viewDidLoad];
            ↓self.interactivePopGestureRecognizer.delegate = self;
        }
        @end
  nonTriggering:
    - swift: |
        final class AppNavigationController: UINavigationController, UIGestureRecognizerDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                interactivePopGestureRecognizer?.delegate = self
            }

            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                viewControllers.count > 1 && transitionCoordinator == nil
            }
        }
      appliesFix: 1
      withoutFix: |
        final class AppNavigationController: UINavigationController, UIGestureRecognizerDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                interactivePopGestureRecognizer?.delegate = self
            }
        }
    - objc: |
        @interface AppNavigationController : UINavigationController <UINavigationControllerDelegate>
        @property (nonatomic, weak) id<UIGestureRecognizerDelegate> savedPopDelegate;
        @end
        @implementation AppNavigationController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.savedPopDelegate = self.interactivePopGestureRecognizer.delegate;
            self.delegate = self;
        }
        // Save UIKit's delegate once; nil on deeper screens, the saved one back at the root.
        - (void)navigationController:(UINavigationController *)nav
               didShowViewController:(UIViewController *)vc animated:(BOOL)animated {
            BOOL atRoot = (vc == self.viewControllers.firstObject);
            self.interactivePopGestureRecognizer.delegate = atRoot ? self.savedPopDelegate : nil;
        }
        @end
      appliesFix: 2
      withoutFix: |
        - (void)navigationController:(UINavigationController *)nav
               didShowViewController:(UIViewController *)vc animated:(BOOL)animated {
            self.interactivePopGestureRecognizer.delegate = nil;
        }

"""#,
         "11\"root-freeze 50\"A swipe can pop the root screen and freeze the app 5\"error 180\"Nothing stops a pop recognizer from starting when only the root screen is on the stack, so a swipe there can leave the navigation controller stuck and the app no longer responding. + 60\"iOS 7+ (whether it still happens on iOS 26 is not confirmed) 1 + 10\"rootFreeze 1 3\"nav v 21\"navigationControllers 78 10 0 + 3\"nav + 21\"navigation controller 3 1 5\"owner c 12\"customOwners 1 v 3\"nav 83 29 83 16 0 o 3\"and o 3\"and m m v 3\"nav 85 7 10\"popGesture 85 11 7\"enabled 85 22 o 2\"== v 5\"owner 85 34 s 3\"nil 85 43 85 40 85 30 ! m m v 3\"nav 86 15 10\"popGesture 86 19 28\"restoresSystemDelegateAtRoot 86 30 86 11 86 7 v 5\"owner 88 11 5 t 23\"navigation controller ' e m v 3\"nav 89 41 2\"id 89 45 t 65\"' sets the pop delegate to nil for good, so a swipe on its root ' e m c 10\"rootScreen 1 v 3\"nav 89 125 89 114 2\"id 89 130 t 20\"' can freeze the app + 1 t 109\"put the saved delegate back whenever the root is on top, or use a delegate that refuses the swipe at the root + 2 e c 9\"className 1 v 3\"nav 90 32 90 22 t 105\" sets interactivePopGestureRecognizer.delegate to nil for good, so a swipe on the root can freeze the app - - 1 5\"owner c 12\"customOwners 1 v 3\"nav 94 29 94 16 0 o 3\"and o 3\"and m m v 3\"nav 96 7 10\"popGesture 96 11 7\"enabled 96 22 o 2\"!= v 5\"owner 96 34 s 3\"nil 96 43 96 40 96 30 ! o 2\"in s 10\"stackDepth 97 16 m m v 3\"nav 97 32 10\"popGesture 97 36 11\"shouldBegin 97 47 97 29 97 11 97 7 i c 5\"isSet 1 m m v 3\"nav 99 21 10\"popGesture 99 25 11\"shouldBegin 99 36 99 15 m m v 3\"nav 99 54 10\"popGesture 99 58 11\"shouldBegin 99 69 v 5\"owner 99 86 99 12 7 t 43\"the pop delegate of navigation controller ' e m v 3\"nav 100 61 2\"id 100 65 t 3\"' ( e i c 5\"isSet 1 m m v 3\"nav 100 81 10\"popGesture 100 85 11\"shouldBegin 100 96 100 75 q 6\"filter 1\"o 100 121 c 12\"customOwners 1 v 3\"nav 100 139 100 126 o 2\"!= v 1\"o 100 145 s 3\"nil 100 150 100 147 100 114 v 5\"owner 100 162 100 72 t 56\") never checks the stack depth, so a swipe on its root ' e m c 10\"rootScreen 1 v 3\"nav 100 236 100 225 2\"id 100 241 t 20\"' can freeze the app + 1 t 82\"return false from gestureRecognizerShouldBegin(_:) while viewControllers.count < 2 + 3 t 20\"the pop delegate of  e c 9\"className 1 v 3\"nav 101 52 101 42 t 72\" never checks the stack depth, so a swipe on the root can freeze the app - - 0 0 o 3\"and o 2\"== m m v 3\"nav 105 7 13\"fullScreenPop 105 11 3\"via 105 25 s 13\"privateTarget 105 32 105 29 ! o 2\"in s 10\"stackDepth 106 16 m m v 3\"nav 106 32 13\"fullScreenPop 106 36 11\"shouldBegin 106 50 106 29 106 11 106 7 m m v 3\"nav 108 11 13\"fullScreenPop 108 15 11\"shouldBegin 108 29 5 t 46\"the full-screen pan of navigation controller ' e m v 3\"nav 109 64 2\"id 109 68 t 56\"' never checks the stack depth, so a swipe on its root ' e m c 10\"rootScreen 1 v 3\"nav 109 139 109 128 2\"id 109 144 t 20\"' can freeze the app + 1 t 92\"return false from the pan's gestureRecognizerShouldBegin(_:) while viewControllers.count < 2 + 3 t 23\"the full-screen pan of  e c 9\"className 1 v 3\"nav 110 55 110 45 t 72\" never checks the stack depth, so a swipe on the root can freeze the app - - "),
        ("screen-owned-pop-delegate", #"""
id: screen-owned-pop-delegate
title: A screen that gets popped owns the pop gesture's delegate
severity: error
swipeBack: freezeOrCrashRisk
summary: A pushed screen makes itself the delegate of the navigation controller's pop gesture, and the recognizer outlives it once it is popped.
rationale: |
  The pop recognizer belongs to the navigation controller and lives as long as it
  does, but it does not keep its delegate alive. When a pushed screen writes
  `interactivePopGestureRecognizer.delegate = self`, the recognizer keeps pointing
  at that screen after the user pops it and it is freed.

  What happens next depends on the iOS version the device runs. In the iOS 8.4 SDK
  the property is declared `assign`: it still holds the freed screen's address, and
  the next swipe sends a message to freed memory, so the app crashes (a Chinese
  article on swipe-back saw this crash when it re-pointed the delegate at the visible
  screen). In the iOS 9.3 SDK it is declared `weak`, and Apple's documentation now
  says the recognizer keeps a weak reference: the delegate quietly turns nil, every
  check the screen made is gone, and a swipe on the root then starts a pop with
  nothing to pop, which freezes the app. Which 9.x release made the change is not
  documented. The description cannot say which iOS a device runs, so the message uses
  `app.deploymentTarget`: below 9 the app can run where the pointer dangles.
fix: |
  Let the navigation controller, or an object it keeps a strong reference to, own
  the delegate for the whole life of the stack, with the root and transition
  checks, and let screens answer a question from it instead of taking over the
  delegate. If a screen must change the behaviour, it should put the previous
  delegate back before it goes away.

  ```swift
  // In the UINavigationController subclass, not in a pushed screen.
  override func viewDidLoad() {
      super.viewDidLoad()
      interactivePopGestureRecognizer?.delegate = self
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      viewControllers.count > 1 && transitionCoordinator == nil
  }
  ```

  ```objc
  // A pushed screen that must take over puts the old delegate back on the way out.
  - (void)viewWillDisappear:(BOOL)animated {
      [super viewWillDisappear:animated];
      self.navigationController.interactivePopGestureRecognizer.delegate = self.savedPopDelegate;
  }
  ```

  In the description: replace `screen:<id>` in `popGesture.delegate` with
  `navigationController`, and list the checks that delegate makes in
  `popGesture.shouldBegin` (`stackDepth`, `notTransitioning`).
sources:
  - "“iOS 7 侧滑返回手势使用和错误集” (Chinese article, a repost of a Sina blog post): https://5-wow.com/weblog/detail/234537"
  - https://developer.apple.com/documentation/uikit/uigesturerecognizer/delegate
  - https://github.com/okanon/iPhoneOS.sdk/blob/54163a3a68003e2b221cc38a72c52160012f72df/iPhoneOS8.4.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIGestureRecognizer.h
  - https://github.com/xybp888/iOS-SDKs/blob/368c9fb22e450ca5cbf1596e885fc6bd2cb6171c/iPhoneOS9.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIGestureRecognizer.h
platforms: iOS 7+ (a crash where the delegate is an assign pointer, as in the iOS 8.4 SDK; a root freeze where it is weak, as in the iOS 9.3 SDK)
match:
  - nav: navigationControllers
  - owner: customOwners(nav)
repeatsAcross: nav
let:
  # Below iOS 9 the recognizer keeps its delegate as an assign pointer rather than a weak one.
  assignPointer: "app.deploymentTarget < '9'"
  outcome: "if assignPointer then 'below iOS 9 the next swipe can crash' else 'the delegate turns nil and the root can freeze'"
when: isPoppable(ownerScreen(owner), nav)
report:
  at: owner
  # A block scalar, so the expressions can use "'" to quote the root's id.
  message: "screen '{ownerScreen(owner).id}' is the pop delegate of navigation controller '{nav.id}' but is popped and freed: {outcome}"
  scanMessage: "{className(ownerScreen(owner))} makes itself the pop gesture's delegate but is popped and freed: {outcome}"
  fix: "let the navigation controller, or an object it keeps, own the delegate"
examples:
  triggering:
    - yaml: |
        # The pushed screen sets itself as delegate on an iOS 8 target.
        navlint: 1
        app: {deploymentTarget: "8.0"}
        navigationControllers:
          main:
            class: MainNavigationController
            root: home
            popGesture:
              delegate: ↓screen:detail
              shouldBegin: [stackDepth]
        screens:
          home: {class: HomeViewController, pushes: [detail]}
          detail:
            class: DetailViewController
            navigationItem: {leftBarButtonItem: back}
      messages:
        - "screen 'detail' is the pop delegate of navigation controller 'main' but is popped and freed: below iOS 9 the next swipe can crash"
      scanMessages:
        - "DetailViewController makes itself the pop gesture's delegate but is popped and freed: below iOS 9 the next swipe can crash"
    - |
      # The same from iOS 9 on: the delegate turns nil instead.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: home
          popGesture:
            delegate: [navigationController, ↓"screen:editor"]
            shouldBegin: [stackDepth, notTransitioning]
      screens:
        home: {pushes: [editor]}
        editor: {}
    - |
      # 'help' is a root elsewhere, but in 'shop' it is pushed, and it takes over shop's delegate.
      navlint: 1
      app: {deploymentTarget: "12.0"}
      navigationControllers:
        shop:
          root: catalog
          popGesture:
            delegate: ↓screen:help
            shouldBegin: [stackDepth, notTransitioning]
        help:
          root: help
      screens:
        catalog: {pushes: [help]}
        help: {}
  nonTriggering:
    - |
      # The root screen is never popped, so its delegate stays alive with the stack.
      navlint: 1
      app: {deploymentTarget: "8.0"}
      navigationControllers:
        main:
          root: home
          popGesture:
            delegate: screen:home
            shouldBegin: [stackDepth, notTransitioning]
      screens:
        home: {pushes: [detail]}
        detail: {}
    - |
      # The navigation controller owns the delegate.
      navlint: 1
      app: {deploymentTarget: "8.0"}
      navigationControllers:
        main:
          root: home
          popGesture:
            delegate: navigationController
            shouldBegin: [stackDepth, notTransitioning]
      screens:
        home: {pushes: [detail]}
        detail: {}
    - |
      # A screen that is only presented modally belongs to no stack of this controller.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: home
          popGesture:
            delegate: screen:login
            shouldBegin: [stackDepth, notTransitioning]
      screens:
        home: {pushes: [detail], presents: [login]}
        detail: {}
        login: {}
codeExamples:
  triggering:
    - swift: |
        // A pushed screen makes itself the pop delegate, and is freed when it is popped.
        final class DetailViewController: UIViewController, UIGestureRecognizerDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                ↓navigationController?.interactivePopGestureRecognizer?.delegate = self
            }
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                (navigationController?.viewControllers.count ?? 0) > 1 && navigationController?.transitionCoordinator == nil
            }
        }
    - objc: |
        @interface DetailViewController : UIViewController <UIGestureRecognizerDelegate>
        @end
        @implementation DetailViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            ↓self.navigationController.interactivePopGestureRecognizer.delegate = self;
        }
        - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
            return self.navigationController.viewControllers.count > 1 && self.navigationController.transitionCoordinator == nil;
        }
        @end
  nonTriggering:
    - objc: |
        // The fix: the screen puts the saved delegate back as it leaves, before it can be freed.
        @interface DrawingViewController : UIViewController <UIGestureRecognizerDelegate>
        @property (nonatomic, weak) id<UIGestureRecognizerDelegate> savedPopDelegate;
        @end
        @implementation DrawingViewController
        - (void)viewDidAppear:(BOOL)animated {
            [super viewDidAppear:animated];
            self.savedPopDelegate = self.navigationController.interactivePopGestureRecognizer.delegate;
            self.navigationController.interactivePopGestureRecognizer.delegate = self;
        }

        // A pushed screen that must take over puts the old delegate back on the way out.
        - (void)viewWillDisappear:(BOOL)animated {
            [super viewWillDisappear:animated];
            self.navigationController.interactivePopGestureRecognizer.delegate = self.savedPopDelegate;
        }
        @end
      appliesFix: 2
    - swift: |
        // The navigation controller owns the delegate for the life of the stack.
        final class MainNavigationController: UINavigationController, UIGestureRecognizerDelegate {
            // In the UINavigationController subclass, not in a pushed screen.
            override func viewDidLoad() {
                super.viewDidLoad()
                interactivePopGestureRecognizer?.delegate = self
            }

            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                viewControllers.count > 1 && transitionCoordinator == nil
            }
        }
        final class DetailViewController: UIViewController {}
      appliesFix: 1
      unfixed: |
        // The pushed screen took the delegate, and is freed when it is popped.
        final class MainNavigationController: UINavigationController {}
        final class DetailViewController: UIViewController, UIGestureRecognizerDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationController?.interactivePopGestureRecognizer?.delegate = self
            }
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                (navigationController?.viewControllers.count ?? 0) > 1 && navigationController?.transitionCoordinator == nil
            }
        }
    - objc: |
        @interface MainNavigationController : UINavigationController <UIGestureRecognizerDelegate>
        @end
        @implementation MainNavigationController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.interactivePopGestureRecognizer.delegate = self;
        }
        - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
            return self.viewControllers.count > 1 && self.transitionCoordinator == nil;
        }
        @end
        @interface DetailViewController : UIViewController
        @end
        @implementation DetailViewController
        @end

"""#,
         "25\"screen-owned-pop-delegate 57\"A screen that gets popped owns the pop gesture's delegate 5\"error 135\"A pushed screen makes itself the delegate of the navigation controller's pop gesture, and the recognizer outlives it once it is popped. + 134\"iOS 7+ (a crash where the delegate is an assign pointer, as in the iOS 8.4 SDK; a root freeze where it is weak, as in the iOS 9.3 SDK) 1 + 17\"freezeOrCrashRisk 2 3\"nav v 21\"navigationControllers 59 10 5\"owner c 12\"customOwners 1 v 3\"nav 60 25 60 12 2 13\"assignPointer o 1\"< m v 3\"app 64 19 16\"deploymentTarget 64 23 s 1\"9 64 42 64 40 64 3 7\"outcome i v 13\"assignPointer 65 16 s 36\"below iOS 9 the next swipe can crash 65 35 s 46\"the delegate turns nil and the root can freeze 65 79 65 13 65 3 + 3\"nav + 21\"navigation controller 1 0 0 c 10\"isPoppable 2 c 11\"ownerScreen 1 v 5\"owner 66 30 66 18 v 3\"nav 66 38 66 7 v 5\"owner 68 7 6 t 8\"screen ' e m c 11\"ownerScreen 1 v 5\"owner 70 34 70 22 2\"id 70 41 t 48\"' is the pop delegate of navigation controller ' e m v 3\"nav 70 93 2\"id 70 97 t 27\"' but is popped and freed:  e v 7\"outcome 70 128 + 1 t 70\"let the navigation controller, or an object it keeps, own the delegate + 3 e c 9\"className 1 c 11\"ownerScreen 1 v 5\"owner 71 40 71 28 71 18 t 66\" makes itself the pop gesture's delegate but is popped and freed:  e v 7\"outcome 71 115 - - "),
        ("scroll-view-category-override", #"""
id: scroll-view-category-override
title: A UIScrollView category overrides gesture decisions app-wide
severity: warning
swipeBack: silentlyBroken
summary: A category or extension on UIScrollView implements gestureRecognizerShouldBegin or shouldRecognizeSimultaneouslyWith, which changes how every scroll view, table, collection and text view in the app handles touches.
rationale: |
  Two Chinese articles on swipe-back, and comments in FDFullscreenPopGesture's issue
  tracker, suggest fixing the fight between a sideways scroll view and the pop swipe
  by adding these delegate methods to `UIScrollView` through a category. A category
  does not add behaviour to one scroll view: it applies to every instance of
  `UIScrollView` and its subclasses, including tables, collection views, text views,
  web views' inner scroll views and the ones inside system and library screens.
  `gestureRecognizerShouldBegin(_:)` already exists on every view (Apple documents it
  on `UIView`), so a category that defines it on `UIScrollView` replaces what UIKit
  does there. This is not hypothetical: a category of this kind in the DZNEmptyDataSet
  library made scroll views across whole apps stop scrolling when the drag began on a
  button or other control, far from the screen the library was used on, until the
  library changed. And when two categories define the same method, Apple's guide says
  which one runs is undefined.
fix: |
  Delete the category. Link only the scroll views that really scroll sideways to the
  pop recognizer with `require(toFail:)`, or, if a scroll view needs custom gesture
  logic, put it in a `UIScrollView` subclass used by that screen alone.

  ```swift
  // On the one pager that competes with the edge swipe:
  if let pop = navigationController?.interactivePopGestureRecognizer {
      pager.panGestureRecognizer.require(toFail: pop)
  }
  ```

  ```objc
  // A subclass affects only the views you create from it, unlike a category.
  @interface PagerScrollView : UIScrollView
  @end
  @implementation PagerScrollView
  - (BOOL)gestureRecognizer:(UIGestureRecognizer *)gestureRecognizer shouldRecognizeSimultaneouslyWithGestureRecognizer:(UIGestureRecognizer *)other {
      return self.contentOffset.x <= 0 && [other isKindOfClass:[UIScreenEdgePanGestureRecognizer class]];
  }
  @end
  ```

  In the description: remove `extensions.scrollViewGestureOverride: true`, and give
  each sideways scroll view that now waits for the pop `requiresPopToFail: true`.
sources:
  - "“ios ~ 页面右滑返回上一页” (Chinese article): https://greatytc.com/p/0652278b4079"
  - "“iOS 7 侧滑返回手势使用和错误集” (Chinese article, a repost of a Sina blog post): https://5-wow.com/weblog/detail/234537"
  - https://github.com/forkingdog/FDFullscreenPopGesture/issues/115
  - https://github.com/forkingdog/FDFullscreenPopGesture/issues/203
  - https://developer.apple.com/documentation/uikit/uiview/gesturerecognizershouldbegin(_:)
  - https://github.com/dzenbot/DZNEmptyDataSet/issues/243
  - https://github.com/dzenbot/DZNEmptyDataSet/issues/248
  - https://github.com/dzenbot/DZNEmptyDataSet/issues/256
  - https://github.com/realm/SwiftLint/issues/1884
platforms: iOS 7+
when: extensions.scrollViewGestureOverride
report:
  at: extensions.scrollViewGestureOverride
  message: "a UIScrollView category changes gesture handling for every scroll, table, collection and text view in the app"
  fix: "remove it; make sideways scroll views wait for the pop gesture (panGestureRecognizer.require(toFail:)), or use a UIScrollView subclass"
examples:
  triggering:
    - yaml: |
        # A `UIScrollView (PopGesture)` category, as published in a swipe-back article.
        navlint: 1
        app: {deploymentTarget: "12.0"}
        navigationControllers:
          main: {class: MainNavigationController, root: home}
        screens:
          home: {class: HomeViewController, pushes: [gallery]}
          gallery:
            class: GalleryViewController
            scrollViews:
              photos: {axis: horizontal, paging: true}
        extensions:
          ↓scrollViewGestureOverride: true
      messages:
        - "a UIScrollView category changes gesture handling for every scroll, table, collection and text view in the app"
      scanMessages:
        - "a UIScrollView category changes gesture handling for every scroll, table, collection and text view in the app"
    - |
      # A category added to make a full-screen pop work with pagers (FDFullscreenPopGesture #115).
      navlint: 1
      app: {deploymentTarget: "14.0", sdk: "18.0"}
      navigationControllers:
        main:
          root: home
          fullScreenPop: {via: FDFullscreenPopGesture}
      screens:
        home: {pushes: [profile]}
        profile:
          scrollViews:
            tabs: {axis: horizontal, paging: true}
      extensions:
        ↓scrollViewGestureOverride: true
    - |
      # Even with every scroll view linked properly, the category still reaches every scroll view.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: home
          popGesture:
            delegate: navigationController
            shouldBegin: [stackDepth, notTransitioning]
            requiredToFailBy: true
      screens:
        home: {}
      extensions: {↓scrollViewGestureOverride: true}
  nonTriggering:
    - |
      # The key is written and false.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home: {}
      extensions:
        scrollViewGestureOverride: false
    - |
      # No extensions section: no category.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home: {pushes: [gallery]}
        gallery:
          scrollViews:
            photos: {axis: horizontal, paging: true}
    - |
      # The recommended fix: a per-scroll-view link instead of a category.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: home
          popGesture:
            delegate: navigationController
            shouldBegin: [stackDepth, notTransitioning]
      screens:
        home: {pushes: [gallery]}
        gallery:
          scrollViews:
            photos: {axis: horizontal, paging: true, requiresPopToFail: true}
      extensions: {}
codeExamples:
  triggering:
    - swift: |
        // Meant to let pagers yield to the edge swipe; it reaches every scroll view.
        extension UIScrollView {
            ↓open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                if gestureRecognizer == panGestureRecognizer && contentOffset.x <= 0 {
                    return panGestureRecognizer.velocity(in: self).x <= 0
                }
                return true
            }
        }
    - objc: |
        @implementation UIScrollView (PopGesture)
        ↓- (BOOL)gestureRecognizer:(UIGestureRecognizer *)gestureRecognizer shouldRecognizeSimultaneouslyWithGestureRecognizer:(UIGestureRecognizer *)otherGestureRecognizer {
            return self.contentOffset.x <= 0 && [otherGestureRecognizer isKindOfClass:[UIScreenEdgePanGestureRecognizer class]];
        }
        @end
  nonTriggering:
    - swift: |
        // Only the pager waits for the pop gesture.
        final class GalleryViewController: UIViewController {
            private let pager = UIScrollView()
            override func viewDidLoad() {
                super.viewDidLoad()
                pager.isPagingEnabled = true
                view.addSubview(pager)
                // On the one pager that competes with the edge swipe:
                if let pop = navigationController?.interactivePopGestureRecognizer {
                    pager.panGestureRecognizer.require(toFail: pop)
                }
            }
        }
      appliesFix: 1
      unfixed: |
        // Every scroll view in the app yields to the edge swipe, the pager among them.
        final class GalleryViewController: UIViewController {
            private let pager = UIScrollView()
            override func viewDidLoad() {
                super.viewDidLoad()
                pager.isPagingEnabled = true
                view.addSubview(pager)
            }
        }

        extension UIScrollView {
            open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                if gestureRecognizer == panGestureRecognizer && contentOffset.x <= 0 {
                    return panGestureRecognizer.velocity(in: self).x <= 0
                }
                return true
            }
        }
    - objc: |
        // A subclass affects only the views you create from it, unlike a category.
        @interface PagerScrollView : UIScrollView
        @end
        @implementation PagerScrollView
        - (BOOL)gestureRecognizer:(UIGestureRecognizer *)gestureRecognizer shouldRecognizeSimultaneouslyWithGestureRecognizer:(UIGestureRecognizer *)other {
            return self.contentOffset.x <= 0 && [other isKindOfClass:[UIScreenEdgePanGestureRecognizer class]];
        }
        @end
      appliesFix: 2
      withoutFix: |
        @implementation UIScrollView (PopGesture)
        - (BOOL)gestureRecognizer:(UIGestureRecognizer *)gestureRecognizer shouldRecognizeSimultaneouslyWithGestureRecognizer:(UIGestureRecognizer *)other {
            return self.contentOffset.x <= 0 && [other isKindOfClass:[UIScreenEdgePanGestureRecognizer class]];
        }
        @end

"""#,
         "29\"scroll-view-category-override 60\"A UIScrollView category overrides gesture decisions app-wide 7\"warning 214\"A category or extension on UIScrollView implements gestureRecognizerShouldBegin or shouldRecognizeSimultaneouslyWith, which changes how every scroll view, table, collection and text view in the app handles touches. + 6\"iOS 7+ 1 + 14\"silentlyBroken 0 0 - - 1 0 0 m v 10\"extensions 56 7 25\"scrollViewGestureOverride 56 18 m v 10\"extensions 58 7 25\"scrollViewGestureOverride 58 18 1 t 109\"a UIScrollView category changes gesture handling for every scroll, table, collection and text view in the app + 1 t 134\"remove it; make sideways scroll views wait for the pop gesture (panGestureRecognizer.require(toFail:)), or use a UIScrollView subclass - - - "),
        ("scroll-view-missing-require-to-fail", #"""
id: scroll-view-missing-require-to-fail
title: A sideways scroll view steals the edge swipe
severity: warning
swipeBack: silentlyBroken
summary: A pushed screen has a horizontally scrolling view while a custom pop delegate has dropped UIKit's priority for the edge swipe, so the scroll view takes the drag and the screen never pops.
rationale: |
  A scroll view's pan recognizer and the navigation controller's edge swipe both
  receive a drag that starts at the left edge, and only one of them can win. With
  UIKit's own pop delegate the edge swipe wins, which is why a stock app pops as
  expected: a Juejin article's demo shows it, and finds UIKit's private delegate
  implementing a failure-requirement method for it (the article names no iOS version for
  this, so take it as one observation of UIKit's private code). Once
  `interactivePopGestureRecognizer.delegate` is replaced (usually to bring the swipe
  back after a custom back button or a hidden bar), the same demo loses that
  priority: on a screen with a carousel, a pager or a wide table, dragging from the
  edge just scrolls the content and the page stays put. Nothing is logged; users
  simply find that swipe-back works on some screens and not on others.
fix: |
  Give the edge swipe priority again. Either link each sideways scroll view to the
  pop recognizer, or let the delegate you installed ask every other recognizer to
  wait for the pop (the two options the Juejin article gives). Apple's documentation
  of the recognizer points the same way: tie it to the behaviour of your other
  gesture recognizers.

  ```swift
  // Per scroll view, once the screen is inside its navigation controller.
  if let pop = navigationController?.interactivePopGestureRecognizer {
      gallery.panGestureRecognizer.require(toFail: pop)
  }
  ```

  ```objc
  // Or, in the object that owns the pop delegate:
  - (BOOL)gestureRecognizer:(UIGestureRecognizer *)gestureRecognizer
      shouldBeRequiredToFailByGestureRecognizer:(UIGestureRecognizer *)other {
      return gestureRecognizer == self.interactivePopGestureRecognizer;
  }
  ```

  In the description: add `requiresPopToFail: true` to each sideways scroll view, or
  `requiredToFailBy: true` to the navigation controller's `popGesture` when its
  delegate asks every other recognizer to wait.
sources:
  - "“ios ~ 页面右滑返回上一页” (Chinese article): https://greatytc.com/p/0652278b4079"
  - "“iOS 7 侧滑返回手势使用和错误集” (Chinese article, a repost of a Sina blog post): https://5-wow.com/weblog/detail/234537"
  - "“UIScrollView与导航控制器滑动返回手势冲突问题原因与解决方案” (Chinese article on Juejin): https://juejin.cn/post/6926759190501261326"
  - https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer
platforms: iOS 7+
match:
  - nav: navigationControllers
  - screen: poppableScreens(nav)
  - scrollView: screen.scrollViews
repeatsAcross: nav
when: |
  scrollView.axis != 'vertical'
  and not scrollView.requiresPopToFail
  and not swipeBackOff(screen, nav)
  and count(customOwners(nav)) > 0
  and not nav.popGesture.requiredToFailBy
report:
  at: scrollView
  message: "scroll view '{scrollView.id}' on screen '{screen.id}' scrolls sideways and takes the edge drag, so swipe-back never pops the screen"
  scanMessage: "scroll view '{scrollView.id}' in {className(screen)} scrolls sideways and takes the edge drag, so swipe-back never pops the screen"
  fix: "call panGestureRecognizer.require(toFail:) with the pop recognizer, or return true from gestureRecognizer(_:shouldBeRequiredToFailBy:)"
examples:
  triggering:
    - yaml: |
        # The navigation controller owns the delegate, the second screen scrolls sideways.
        navlint: 1
        app: {deploymentTarget: "15.0"}
        navigationControllers:
          main:
            class: MainNavigationController
            root: home
            popGesture:
              delegate: navigationController
              shouldBegin: [stackDepth, notTransitioning]
        screens:
          home: {class: HomeViewController, pushes: [gallery]}
          gallery:
            class: GalleryViewController
            scrollViews:
              ↓photos: {axis: horizontal, paging: true}
      messages:
        - "scroll view 'photos' on screen 'gallery' scrolls sideways and takes the edge drag, so swipe-back never pops the screen"
      scanMessages:
        - "scroll view 'photos' in GalleryViewController scrolls sideways and takes the edge drag, so swipe-back never pops the screen"
    - |
      # The save-and-restore pattern sets the delegate to nil on pushed screens: no priority either.
      navlint: 1
      app: {deploymentTarget: "12.0"}
      navigationControllers:
        main:
          root: home
          popGesture:
            delegate: nil
            restoresSystemDelegateAtRoot: true
      screens:
        home: {pushes: [editor]}
        editor:
          scrollViews:
            ↓canvas: {axis: both}
    - |
      # Only the scroll view without the link is reported.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: home
          popGesture:
            delegate: navigationController
            shouldBegin: [stackDepth, notTransitioning]
      screens:
        home: {pushes: [product]}
        product:
          scrollViews:
            images: {axis: horizontal, paging: true, requiresPopToFail: true}
            ↓related: {axis: horizontal}
            details: {axis: vertical}
  nonTriggering:
    - |
      # UIKit's own delegate already makes scroll-view pans wait for the edge swipe.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home: {pushes: [gallery]}
        gallery:
          scrollViews:
            photos: {axis: horizontal, paging: true}
    - |
      # The custom delegate asks every other recognizer to wait for the pop.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: home
          popGesture:
            delegate: navigationController
            shouldBegin: [stackDepth, notTransitioning]
            requiredToFailBy: true
      screens:
        home: {pushes: [gallery]}
        gallery:
          scrollViews:
            photos: {axis: horizontal, paging: true}
    - |
      # The root never pops, and the pushed screen's scroll view is linked to the pop.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: home
          popGesture:
            delegate: navigationController
            shouldBegin: [stackDepth, notTransitioning]
      screens:
        home:
          pushes: [gallery]
          scrollViews:
            banner: {axis: horizontal, paging: true}
        gallery:
          scrollViews:
            photos: {axis: horizontal, requiresPopToFail: true}
            comments: {axis: vertical}
    - |
      # Swipe-back is turned off on this screen on purpose.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: home
          popGesture:
            delegate: navigationController
            shouldBegin: [stackDepth, notTransitioning]
      screens:
        home: {pushes: [gallery]}
        gallery:
          popGesture: {disabled: true, disableIn: viewDidAppear, enableIn: viewWillDisappear}
          scrollViews:
            photos: {axis: horizontal, paging: true}
codeExamples:
  triggering:
    - swift: |
        final class MainNavigationController: UINavigationController, UIGestureRecognizerDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                interactivePopGestureRecognizer?.delegate = self
            }
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                viewControllers.count > 1 && transitionCoordinator == nil
            }
        }
        final class GalleryViewController: UIViewController {
            private let photos = UIScrollView()
            override func viewDidLoad() {
                super.viewDidLoad()
                ↓photos.isPagingEnabled = true
                photos.alwaysBounceHorizontal = true
                view.addSubview(photos)
            }
        }
    - objc: |
        @interface MainNavigationController : UINavigationController <UIGestureRecognizerDelegate>
        @end
        @implementation MainNavigationController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.interactivePopGestureRecognizer.delegate = self;
        }
        - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
            return self.viewControllers.count > 1 && self.transitionCoordinator == nil;
        }
        @end
        @interface GalleryViewController : UIViewController
        @end
        @implementation GalleryViewController
        - (void)loadView {
            UIScrollView *photos = [[UIScrollView alloc] initWithFrame:UIScreen.mainScreen.bounds];
            ↓photos.pagingEnabled = YES;
            photos.contentSize = CGSizeMake(photos.bounds.size.width * 3, photos.bounds.size.height);
            self.view = photos;
        }
        @end
  nonTriggering:
    - swift: |
        // The pager waits for the pop gesture.
        final class MainNavigationController: UINavigationController, UIGestureRecognizerDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                interactivePopGestureRecognizer?.delegate = self
            }
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                viewControllers.count > 1 && transitionCoordinator == nil
            }
        }
        final class GalleryViewController: UIViewController {
            private let gallery = UIScrollView()
            override func viewDidLoad() {
                super.viewDidLoad()
                gallery.isPagingEnabled = true
                gallery.alwaysBounceHorizontal = true
                view.addSubview(gallery)
            }
            override func didMove(toParent parent: UIViewController?) {
                super.didMove(toParent: parent)
                // Per scroll view, once the screen is inside its navigation controller.
                if let pop = navigationController?.interactivePopGestureRecognizer {
                    gallery.panGestureRecognizer.require(toFail: pop)
                }
            }
        }
      appliesFix: 1
    - objc: |
        // Every other recognizer, the pager's included, waits for the pop gesture.
        @interface MainNavigationController : UINavigationController <UIGestureRecognizerDelegate>
        @end
        @implementation MainNavigationController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.interactivePopGestureRecognizer.delegate = self;
        }
        - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
            return self.viewControllers.count > 1 && self.transitionCoordinator == nil;
        }
        // Or, in the object that owns the pop delegate:
        - (BOOL)gestureRecognizer:(UIGestureRecognizer *)gestureRecognizer
            shouldBeRequiredToFailByGestureRecognizer:(UIGestureRecognizer *)other {
            return gestureRecognizer == self.interactivePopGestureRecognizer;
        }
        @end
        @interface GalleryViewController : UIViewController
        @end
        @implementation GalleryViewController
        - (void)loadView {
            UIScrollView *photos = [[UIScrollView alloc] initWithFrame:UIScreen.mainScreen.bounds];
            photos.pagingEnabled = YES;
            photos.contentSize = CGSizeMake(photos.bounds.size.width * 3, photos.bounds.size.height);
            self.view = photos;
        }
        @end
      appliesFix: 2

"""#,
         "35\"scroll-view-missing-require-to-fail 44\"A sideways scroll view steals the edge swipe 7\"warning 187\"A pushed screen has a horizontally scrolling view while a custom pop delegate has dropped UIKit's priority for the edge swipe, so the scroll view takes the drag and the screen never pops. + 6\"iOS 7+ 1 + 14\"silentlyBroken 3 3\"nav v 21\"navigationControllers 50 10 6\"screen c 15\"poppableScreens 1 v 3\"nav 51 29 51 13 10\"scrollView m v 6\"screen 52 17 11\"scrollViews 52 24 0 + 3\"nav + 21\"navigation controller 1 0 0 o 3\"and o 3\"and o 3\"and o 3\"and o 2\"!= m v 10\"scrollView 55 3 4\"axis 55 14 s 8\"vertical 55 22 55 19 ! m v 10\"scrollView 56 11 17\"requiresPopToFail 56 22 56 7 56 3 ! c 12\"swipeBackOff 2 v 6\"screen 57 24 v 3\"nav 57 32 57 11 57 7 57 3 o 1\"> c 5\"count 1 c 12\"customOwners 1 v 3\"nav 58 26 58 13 58 7 d 3\"0.0 58 34 58 32 58 3 ! m m v 3\"nav 59 11 10\"popGesture 59 15 16\"requiredToFailBy 59 26 59 7 59 3 v 10\"scrollView 61 7 5 t 13\"scroll view ' e m v 10\"scrollView 62 27 2\"id 62 38 t 13\"' on screen ' e m v 6\"screen 62 55 2\"id 62 62 t 79\"' scrolls sideways and takes the edge drag, so swipe-back never pops the screen + 1 t 134\"call panGestureRecognizer.require(toFail:) with the pop recognizer, or return true from gestureRecognizer(_:shouldBeRequiredToFailBy:) + 5 t 13\"scroll view ' e m v 10\"scrollView 63 31 2\"id 63 42 t 5\"' in  e c 9\"className 1 v 6\"screen 63 61 63 51 t 78\" scrolls sideways and takes the edge drag, so swipe-back never pops the screen - - "),
        ("sensitive-screen-swipe-enabled", #"""
id: sensitive-screen-swipe-enabled
title: A payment or media screen can be swiped away
severity: info
summary: A pushed payment or media screen keeps swipe-back on, so a stray swipe can leave it in the middle of a payment or while audio and video are playing.
rationale: |
  A Chinese article on swipe-back lists payment, video and audio screens among the
  places that should not be left with a casual swipe, both to avoid accidental exits
  and because of gesture conflicts. A user who brushes the left edge while confirming
  a payment can drop out of the flow with the order half done and no prompt; a viewer
  scrubbing a video or flicking through a player can back out by accident. The same
  article notes that after a swipe back the audio focus may not be released in time.
  Whether to block the swipe is a product decision, which is why this is only a hint:
  the screen should turn swipe-back off on purpose, or be presented modally, rather
  than keep it by default.
fix: |
  Turn swipe-back off while the screen is visible, in `viewDidAppear` and back on in
  `viewWillDisappear` (the pair the same article settles on), or present the flow
  modally, full screen, so there is nothing to pop and no sheet to swipe down.
  Confirm leaving with an alert where it matters.

  ```swift
  override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      navigationController?.interactivePopGestureRecognizer?.isEnabled = false
      if #available(iOS 26.0, *) {
          navigationController?.interactiveContentPopGestureRecognizer?.isEnabled = false
      }
  }
  override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      navigationController?.interactivePopGestureRecognizer?.isEnabled = true
      if #available(iOS 26.0, *) {
          navigationController?.interactiveContentPopGestureRecognizer?.isEnabled = true
      }
  }
  ```

  ```objc
  // Or present the flow modally, full screen: nothing to pop, no sheet to swipe down.
  UINavigationController *flow =
      [[UINavigationController alloc] initWithRootViewController:playerController];
  flow.modalPresentationStyle = UIModalPresentationFullScreen;
  [self presentViewController:flow animated:YES completion:nil];
  ```

  In SwiftUI, present the flow with `.fullScreenCover`, which no swipe dismisses; SwiftUI
  has no modifier that switches off the edge swipe of a `NavigationStack`, so keeping the
  screen in the stack means turning off the pop gesture of the `UINavigationController`
  underneath while it is on top.

  ```swift
  // SwiftUI: a full-screen cover, instead of a push, for the player.
  EpisodeView()
      .fullScreenCover(isPresented: $playing) { PlayerView() }
  ```

  In the description: give the screen
  `popGesture: {disabled: true, disableIn: viewDidAppear, enableIn: viewWillDisappear}`,
  or list it under the `presents` of the screen that opens it (as the root of its own
  navigation controller) instead of under `pushes`.
sources:
  - "“ios ~ 页面右滑返回上一页” (Chinese article): https://greatytc.com/p/0652278b4079"
  - "“UIModalPresentationStyle.automatic” (Apple developer documentation): https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic"
  - https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer
platforms: iOS 7+
match:
  - nav: navigationControllers
  - screen: poppableScreens(nav)
repeatsAcross: nav
let:
  midway: "if screen.purpose == 'payment' then 'mid-payment' else 'mid-playback'"
  stopSwipe: "if swiftUI(nav) then 'if that is not intended, present it with .fullScreenCover, which no swipe dismisses' else 'if that is not intended, turn swipe-back off from viewDidAppear to viewWillDisappear, or present the screen modally, full screen'"
when: |
  (screen.purpose == 'payment' or screen.purpose == 'media')
  and not swipeBackOff(screen, nav)
report:
  at: screen.purpose
  message: "{screen.purpose} screen '{screen.id}' can be left {midway} by a stray swipe back"
  scanMessage: "{className(screen)} looks like a {screen.purpose} screen, and a stray swipe back can leave it {midway}"
  fix: "{stopSwipe}"
examples:
  triggering:
    - yaml: |
        # A pushed checkout screen with the system swipe on.
        navlint: 1
        app: {deploymentTarget: "15.0"}
        navigationControllers:
          main: {class: MainNavigationController, root: cart}
        screens:
          cart: {class: CartViewController, pushes: [checkout]}
          checkout:
            class: CheckoutViewController
            ↓purpose: payment
      messages:
        - "payment screen 'checkout' can be left mid-payment by a stray swipe back"
      scanMessages:
        - "CheckoutViewController looks like a payment screen, and a stray swipe back can leave it mid-payment"
    - |
      # A player behind a guarded, nav-owned delegate: the swipe works, and so does leaving by accident.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: home
          popGesture:
            delegate: navigationController
            shouldBegin: [stackDepth, notTransitioning]
            requiredToFailBy: true
      screens:
        home: {pushes: [player]}
        player:
          ↓purpose: media
          horizontalControls: [slider]
    - |
      # Written out as not disabled; the payment screen is root elsewhere but pushed here.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        shop: {root: catalog}
        wallet: {root: topUp}
      screens:
        catalog: {pushes: [topUp]}
        topUp:
          ↓purpose: payment
          popGesture: {disabled: false}
    - yaml: |
        # A payment view pushed onto a SwiftUI NavigationStack.
        navlint: 1
        app: {deploymentTarget: "16.0"}
        navigationControllers:
          shop: {root: cart, kind: navigationStack}
        screens:
          cart: {pushes: [checkout]}
          checkout: {↓purpose: payment}
      messages:
        - "payment screen 'checkout' can be left mid-payment by a stray swipe back"
  nonTriggering:
    - |
      # Swipe-back is turned off while the payment screen is shown.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: cart}
      screens:
        cart: {pushes: [checkout]}
        checkout:
          purpose: payment
          popGesture: {disabled: true, disableIn: viewDidAppear, enableIn: viewWillDisappear}
    - |
      # Presented modally as the root of its own navigation controller: nothing to pop.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: cart}
        paymentFlow: {root: checkout}
      screens:
        cart: {presents: [checkout]}
        checkout:
          purpose: payment
    - |
      # A form is not a payment or media screen; the other stack has swipe-back off altogether.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: home}
        kiosk:
          root: start
          popGesture: {enabled: false}
      screens:
        home: {pushes: [feedback]}
        feedback:
          purpose: form
        start: {pushes: [video]}
        video:
          purpose: media
codeExamples:
  triggering:
    - swift: |
        // A pushed trailer screen playing video in its own view, with swipe-back left on.
        final class TrailerViewController: UIViewController {
            let player = AVPlayer()
            override func viewDidLoad() {
                super.viewDidLoad()
                let layer = ↓AVPlayerLayer(player: player)
                layer.frame = view.bounds
                view.layer.addSublayer(layer)
                player.play()
            }
        }
    - objc: |
        // A pushed trailer screen playing video in its own view.
        @interface TrailerViewController : UIViewController
        @property (nonatomic, strong) AVPlayer *player;
        @end
        @implementation TrailerViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            ↓AVPlayerLayer *layer = [AVPlayerLayer playerLayerWithPlayer:self.player];
            layer.frame = self.view.bounds;
            [self.view.layer addSublayer:layer];
            [self.player play];
        }
        @end
    - swiftUI: |
        struct TrailerView: View {
            let url: URL
            var body: some View {
                ↓VideoPlayer(player: AVPlayer(url: url))
                    .navigationTitle("Trailer")
            }
        }
  nonTriggering:
    - swift: |
        final class TrailerViewController: UIViewController {
            let player = AVPlayer()
            override func viewDidLoad() {
                super.viewDidLoad()
                let layer = AVPlayerLayer(player: player)
                layer.frame = view.bounds
                view.layer.addSublayer(layer)
                player.play()
            }

            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                navigationController?.interactivePopGestureRecognizer?.isEnabled = false
                if #available(iOS 26.0, *) {
                    navigationController?.interactiveContentPopGestureRecognizer?.isEnabled = false
                }
            }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                navigationController?.interactivePopGestureRecognizer?.isEnabled = true
                if #available(iOS 26.0, *) {
                    navigationController?.interactiveContentPopGestureRecognizer?.isEnabled = true
                }
            }
        }
      appliesFix: 1
    - objc: |
        @implementation AppDelegate
        - (void)start {
            self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[[EpisodeViewController alloc] init]];
        }
        @end

        @interface EpisodeViewController : UIViewController
        @end
        @implementation EpisodeViewController
        - (void)watch {
            TrailerViewController *playerController = [[TrailerViewController alloc] init];
            // Or present the flow modally, full screen: nothing to pop, no sheet to swipe down.
            UINavigationController *flow =
                [[UINavigationController alloc] initWithRootViewController:playerController];
            flow.modalPresentationStyle = UIModalPresentationFullScreen;
            [self presentViewController:flow animated:YES completion:nil];
        }
        @end

        @interface TrailerViewController : UIViewController
        @property (nonatomic, strong) AVPlayer *player;
        @end
        @implementation TrailerViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            AVPlayerLayer *layer = [AVPlayerLayer playerLayerWithPlayer:self.player];
            [self.view.layer addSublayer:layer];
        }
        @end
      appliesFix: 2
      withoutFix: |
        [self.navigationController pushViewController:playerController animated:YES];
    - swiftUI: |
        struct ShowView: View {
            @State private var playing = false
            var body: some View {
                NavigationStack {
                    // SwiftUI: a full-screen cover, instead of a push, for the player.
                    EpisodeView()
                        .fullScreenCover(isPresented: $playing) { PlayerView() }
                }
            }
        }

        struct EpisodeView: View {
            var body: some View { Text("Episode") }
        }

        struct PlayerView: View {
            let player = AVPlayer()
            var body: some View {
                VideoPlayer(player: player)
            }
        }
      appliesFix: 3
      withoutFix: |
        EpisodeView()
            .navigationDestination(isPresented: $playing) { PlayerView() }

"""#,
         "30\"sensitive-screen-swipe-enabled 44\"A payment or media screen can be swiped away 4\"info 148\"A pushed payment or media screen keeps swipe-back on, so a stray swipe can leave it in the middle of a payment or while audio and video are playing. + 6\"iOS 7+ 1 - 2 3\"nav v 21\"navigationControllers 67 10 6\"screen c 15\"poppableScreens 1 v 3\"nav 68 29 68 13 2 6\"midway i o 2\"== m v 6\"screen 71 15 7\"purpose 71 22 s 7\"payment 71 33 71 30 s 11\"mid-payment 71 48 s 12\"mid-playback 71 67 71 12 71 3 9\"stopSwipe i c 7\"swiftUI 1 v 3\"nav 72 26 72 18 s 83\"if that is not intended, present it with .fullScreenCover, which no swipe dismisses 72 36 s 128\"if that is not intended, turn swipe-back off from viewDidAppear to viewWillDisappear, or present the screen modally, full screen 72 127 72 15 72 3 + 3\"nav + 21\"navigation controller 1 0 0 o 3\"and o 2\"or o 2\"== m v 6\"screen 74 4 7\"purpose 74 11 s 7\"payment 74 22 74 19 o 2\"== m v 6\"screen 74 35 7\"purpose 74 42 s 5\"media 74 53 74 50 74 32 ! c 12\"swipeBackOff 2 v 6\"screen 75 24 v 3\"nav 75 32 75 11 75 7 75 3 m v 6\"screen 77 7 7\"purpose 77 14 6 e m v 6\"screen 78 14 7\"purpose 78 21 t 9\" screen ' e m v 6\"screen 78 39 2\"id 78 46 t 14\"' can be left  e v 6\"midway 78 64 t 22\" by a stray swipe back + 1 e v 9\"stopSwipe 80 10 + 5 e c 9\"className 1 v 6\"screen 79 28 79 18 t 14\" looks like a  e m v 6\"screen 79 51 7\"purpose 79 58 t 45\" screen, and a stray swipe back can leave it  e v 6\"midway 79 112 - - "),
        ("sheet-swipe-dismiss-unhandled", #"""
id: sheet-swipe-dismiss-unhandled
title: A form shown as a sheet can be swiped away unnoticed
severity: warning
summary: A form or payment screen is presented as a sheet with neither a modal lock nor a handler for interactive dismissal, so a swipe down discards the input and the code that presented it is never told.
rationale: |
  Since iOS 13 a screen presented with the style `automatic` (the default, which UIKit
  shows as a sheet for most screens: a page sheet before iOS 18, a form sheet from iOS 18),
  `pageSheet` or `formSheet` is a sheet, and the
  user can dismiss a sheet by dragging it down. That dismissal runs none of the code the
  screen's Cancel or Done button runs; the app hears of it through the presentation
  controller's delegate (`presentationControllerDidDismiss(_:)`, which UIKit does not call
  for a dismissal made in code), and only a modal lock (`isModalInPresentation`, in
  SwiftUI `.interactiveDismissDisabled()`, iOS 15 and later) or a delegate that refuses it
  (`presentationControllerShouldDismiss(_:)` returning false) stops it. Apps and
  frameworks that relied on their own buttons found the consequences: the Presentation
  framework did not dispose of the presentation, MvvmCross kept the closed view model on
  its stack and failed to present the next screen, React Native 0.61's `Modal` did not
  call `onDismiss`, Toggl's settings could not be opened a second time, and Bitwarden's
  extension sheets were left stuck until the app that opened them was killed. On a form or
  payment screen the user also loses what they typed with one careless swipe, with no
  chance to confirm.
fix: |
  Lock the sheet while there is input to lose and ask before discarding it, and handle the
  dismissal so the presenter cleans up either way.

  ```swift
  // In the presented form, the presentation controller's delegate.
  var hasUnsavedChanges = false {
      didSet { isModalInPresentation = hasUnsavedChanges }
  }

  override func viewDidLoad() {
      super.viewDidLoad()
      navigationController?.presentationController?.delegate = self
  }

  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
      confirmDiscard()
  }
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      coordinator?.formDidClose()
  }
  ```

  ```objc
  - (void)presentationControllerDidDismiss:(UIPresentationController *)presentationController {
      [self.coordinator formDidClose];
  }
  ```

  In SwiftUI (iOS 15 and later): `.interactiveDismissDisabled(hasUnsavedChanges)` on the sheet's content, and
  the clean-up in `.sheet(isPresented:onDismiss:content:)`.

  In the description: write `presentation: {modalInPresentation: true}` (or
  `modifiers: {interactiveDismissDisabled: true}`) once the sheet is locked, or
  `presentation: {handlesInteractiveDismiss: true}` once the dismissal is handled; a screen
  that is shown full screen has `presentation: {style: fullScreen}`.
sources:
  - "“Swiping down a new modal sheet (iOS 13 beta sdk) doesn't cancel the presentation” (iZettle/Presentation issue 41, 2019): https://github.com/iZettle/Presentation/issues/41"
  - "“[iOS 13] Closing a non-fullscreen modal using gesture doesn't close ViewModel” (MvvmCross/MvvmCross issue 3546, 2019): https://github.com/MvvmCross/MvvmCross/issues/3546"
  - "“[0.61][iOS 13] pageSheet/formSheet dismissal from swipe not propagated” (react/react-native issue 26892, 2019, filed when the repository was facebook/react-native): https://github.com/react/react-native/issues/26892"
  - "“Settings view cannot be re-opened when dismissed by swiping down” (toggl/mobileapp issue 6011, 2019): https://github.com/toggl/mobileapp/issues/6011"
  - "“fix for stuck extension sheets when dismissed by swipe” (bitwarden/mobile pull request 1117, 2020): https://github.com/bitwarden/mobile/pull/1117"
  - "“UIModalPresentationStyle.automatic” (Apple developer documentation): https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic"
  - "“presentationControllerDidDismiss(_:)” (Apple developer documentation): https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)"
  - "“interactiveDismissDisabled(_:)” (Apple developer documentation): https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:)"
platforms: iOS 13+
match:
  - screen: screens
let:
  # The screens that present this one (pushing it does not make it a sheet).
  presenters: "filter(r in referrers(screen): screen.id in r.presents)"
  # SwiftUI words when the sheet or a screen presenting it lives in a SwiftUI stack.
  inSwiftUI: "any(n in controllersOf(screen): swiftUI(n)) or any(r in presenters: any(n in controllersOf(r): swiftUI(n)))"
  style: screen.presentation.style
when: |
  screen.purpose in ['form', 'payment']
  and count(presenters) > 0
  and style in ['automatic', 'pageSheet', 'formSheet']
  and not screen.presentation.modalInPresentation
  and not screen.modifiers.interactiveDismissDisabled
  and not screen.presentation.handlesInteractiveDismiss
report:
  at: "if isSet(style) then style else screen"
  message: "{screen.purpose} screen '{screen.id}' is a sheet that a swipe down dismisses without asking, and nothing handles the dismissal"
  scanMessage: "{className(screen)} is a sheet that a swipe down dismisses without asking, and nothing handles the dismissal"
  fix: "{if inSwiftUI then 'add .interactiveDismissDisabled(hasUnsavedChanges) (iOS 15+) and clean up in the sheet’s onDismiss' else 'set isModalInPresentation while there are unsaved changes, and handle presentationControllerDidDismiss(_:)'}"
examples:
  triggering:
    - yaml: |
        navlint: 1
        app: {deploymentTarget: "15.0"}
        navigationControllers:
          main: {class: MainNavigationController, root: profile}
        screens:
          profile: {class: ProfileViewController, presents: [editProfile]}
          ↓editProfile: {class: EditProfileViewController, purpose: form}
      messages:
        - "form screen 'editProfile' is a sheet that a swipe down dismisses without asking, and nothing handles the dismissal"
      scanMessages:
        - "EditProfileViewController is a sheet that a swipe down dismisses without asking, and nothing handles the dismissal"
    - yaml: |
        # Presented from two screens: one finding, on the written style.
        navlint: 1
        app: {deploymentTarget: "16.0"}
        navigationControllers:
          shop: {kind: navigationStack, root: cart}
        screens:
          cart: {presents: [checkout], pushes: [product]}
          product: {presents: [checkout]}
          checkout:
            purpose: payment
            presentation: {↓style: pageSheet, modalInPresentation: false}
      messages:
        - "payment screen 'checkout' is a sheet that a swipe down dismisses without asking, and nothing handles the dismissal"
    - |
      # Pushed in one place and presented as a form sheet in another: the sheet is what counts.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home: {pushes: [address], presents: [address]}
        address:
          purpose: form
          presentation:
            ↓style: formSheet
  nonTriggering:
    - |
      # A modal lock, in UIKit and in SwiftUI.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: profile}
      screens:
        profile: {presents: [editProfile, editAddress]}
        editProfile:
          purpose: form
          presentation: {modalInPresentation: true}
        editAddress:
          purpose: form
          modifiers: {interactiveDismissDisabled: true}
    - |
      # The interactive dismissal is handled.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: cart}
      screens:
        cart: {presents: [checkout]}
        checkout:
          purpose: payment
          presentation: {handlesInteractiveDismiss: true}
    - |
      # Full screen and popover presentations are not swiped down.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: cart}
      screens:
        cart: {presents: [checkout, coupon]}
        checkout:
          purpose: payment
          presentation: {style: fullScreen}
        coupon:
          purpose: form
          presentation: {style: popover}
    - |
      # Only pushed, never presented: no sheet.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: profile}
      screens:
        profile: {pushes: [editProfile]}
        editProfile: {purpose: form}
    - |
      # A sheet with nothing to lose.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home: {presents: [help, player]}
        help: {}
        player: {purpose: media}
codeExamples:
  triggering:
    - swiftUI: |
        struct ProfileView: View {
            @State private var editing = false
            var body: some View {
                Button("Edit") { editing = true }
                    ↓.sheet(isPresented: $editing) { EditProfileView() }
            }
        }
        struct EditProfileView: View {
            @State private var name = ""
            var body: some View {
                TextField("Name", text: $name)
                    .toolbar { Button("Save") { save() } }
            }
            func save() {}
        }
  nonTriggering:
    - swiftUI: |
        struct ProfileView: View {
            @State private var editing = false
            var body: some View {
                Button("Edit") { editing = true }
                    .sheet(isPresented: $editing) { EditProfileView() }
            }
        }
        struct EditProfileView: View {
            @State private var name = ""
            var body: some View {
                TextField("Name", text: $name)
                    .toolbar { Button("Save") { save() } }
                    .interactiveDismissDisabled(!name.isEmpty)
            }
            func save() {}
        }
    - swift: |
        final class ProfileViewController: UIViewController {
            var coordinator: ProfileCoordinator?
            @objc func edit() {
                let form = EditProfileViewController()
                form.coordinator = coordinator
                present(UINavigationController(rootViewController: form), animated: true)
            }
        }
        final class EditProfileViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
            weak var coordinator: ProfileCoordinator?
            private let nameField = UITextField()

            override func loadView() {
                view = nameField
                nameField.addTarget(self, action: #selector(nameChanged), for: .editingChanged)
                navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(save))
            }
            @objc private func nameChanged() { hasUnsavedChanges = true }
            @objc private func save() { coordinator?.save(name: nameField.text ?? ""); dismiss(animated: true) }
            private func confirmDiscard() {
                let alert = UIAlertController(title: "Discard changes?", message: nil, preferredStyle: .actionSheet)
                alert.addAction(UIAlertAction(title: "Discard", style: .destructive) { _ in self.dismiss(animated: true) })
                alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
                present(alert, animated: true)
            }

            // In the presented form, the presentation controller's delegate.
            var hasUnsavedChanges = false {
                didSet { isModalInPresentation = hasUnsavedChanges }
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                navigationController?.presentationController?.delegate = self
            }

            func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
                confirmDiscard()
            }
            func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
                coordinator?.formDidClose()
            }
        }
      appliesFix: 1
      withoutFix: |
            var hasUnsavedChanges = false
    - objc: |
        @interface ProfileViewController : UIViewController
        @property (nonatomic, strong) ProfileCoordinator *coordinator;
        @end
        @interface EditProfileViewController : UIViewController <UIAdaptivePresentationControllerDelegate>
        @property (nonatomic, weak) ProfileCoordinator *coordinator;
        @property (nonatomic, strong) UITextField *nameField;
        @end
        @implementation ProfileViewController
        - (void)edit {
            EditProfileViewController *form = [[EditProfileViewController alloc] init];
            form.coordinator = self.coordinator;
            [self presentViewController:[[UINavigationController alloc] initWithRootViewController:form] animated:YES completion:nil];
        }
        @end
        @implementation EditProfileViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.nameField = [[UITextField alloc] initWithFrame:self.view.bounds];
            [self.view addSubview:self.nameField];
            self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemSave target:self action:@selector(save)];
            self.navigationController.presentationController.delegate = self;
        }
        - (void)save {
            [self.coordinator saveName:self.nameField.text];
            [self dismissViewControllerAnimated:YES completion:nil];
        }
        - (void)presentationControllerDidDismiss:(UIPresentationController *)presentationController {
            [self.coordinator formDidClose];
        }
        @end
      appliesFix: 2

"""#,
         "29\"sheet-swipe-dismiss-unhandled 52\"A form shown as a sheet can be swiped away unnoticed 7\"warning 196\"A form or payment screen is presented as a sheet with neither a modal lock nor a handler for interactive dismissal, so a swipe down discards the input and the code that presented it is never told. + 7\"iOS 13+ 1 - 1 6\"screen v 7\"screens 69 13 3 10\"presenters q 6\"filter 1\"r 72 23 c 9\"referrers 1 v 6\"screen 72 38 72 28 o 2\"in m v 6\"screen 72 47 2\"id 72 54 m v 1\"r 72 60 8\"presents 72 62 72 57 72 16 72 3 9\"inSwiftUI o 2\"or q 3\"any 1\"n 74 19 c 13\"controllersOf 1 v 6\"screen 74 38 74 24 c 7\"swiftUI 1 v 1\"n 74 55 74 47 74 15 q 3\"any 1\"r 74 66 v 10\"presenters 74 71 q 3\"any 1\"n 74 87 c 13\"controllersOf 1 v 1\"r 74 106 74 92 c 7\"swiftUI 1 v 1\"n 74 118 74 110 74 83 74 62 74 59 74 3 5\"style m m v 6\"screen 75 10 12\"presentation 75 17 5\"style 75 30 75 3 - - 1 0 0 o 3\"and o 3\"and o 3\"and o 3\"and o 3\"and o 2\"in m v 6\"screen 77 3 7\"purpose 77 10 l 2 s 4\"form 77 22 s 7\"payment 77 30 77 21 77 18 o 1\"> c 5\"count 1 v 10\"presenters 78 13 78 7 d 3\"0.0 78 27 78 25 78 3 o 2\"in v 5\"style 79 7 l 3 s 9\"automatic 79 17 s 9\"pageSheet 79 30 s 9\"formSheet 79 43 79 16 79 13 79 3 ! m m v 6\"screen 80 11 12\"presentation 80 18 19\"modalInPresentation 80 31 80 7 80 3 ! m m v 6\"screen 81 11 9\"modifiers 81 18 26\"interactiveDismissDisabled 81 28 81 7 81 3 ! m m v 6\"screen 82 11 12\"presentation 82 18 25\"handlesInteractiveDismiss 82 31 82 7 82 3 i c 5\"isSet 1 v 5\"style 84 17 84 11 v 5\"style 84 29 v 6\"screen 84 40 84 8 4 e m v 6\"screen 85 14 7\"purpose 85 21 t 9\" screen ' e m v 6\"screen 85 39 2\"id 85 46 t 90\"' is a sheet that a swipe down dismisses without asking, and nothing handles the dismissal + 1 e i v 9\"inSwiftUI 87 13 s 100\"add .interactiveDismissDisabled(hasUnsavedChanges) (iOS 15+) and clean up in the sheet’s onDismiss 87 28 s 106\"set isModalInPresentation while there are unsaved changes, and handle presentationControllerDidDismiss(_:) 87 134 87 10 + 2 e c 9\"className 1 v 6\"screen 86 28 86 18 t 89\" is a sheet that a swipe down dismisses without asking, and nothing handles the dismissal - - "),
        ("stack-path-desync", #"""
id: stack-path-desync
title: A NavigationStack path that a swipe back leaves out of step
severity: warning
summary: A SwiftUI NavigationStack is driven through a hand-made Binding, or by a router whose own route list a swipe back or the Back button does not update.
rationale: |
  `NavigationStack(path:)` writes the path back whenever the user pops, by the Back button
  or by a swipe, and the app's copy of the path has to follow. Two setups fail to.

  A `Binding(get:set:)` built in `body` is a new binding on every update. A report in the
  Composable Architecture tracker, in plain SwiftUI code, shows one crashing with "Can't
  remove more items from a collection than it contains" on the second tap on Back when the
  first came while a scroll was still animating, where binding the state directly
  (`$path`) did not; another report there shows a store-made binding crashing on back
  navigation until a library change was reverted.

  A router that keeps its own list of routes and only pushes onto the path misses the pops
  SwiftUI makes itself: a router package's tracker reports its route stack left unchanged
  by the system Back button until the router was made to observe the path. From then on
  the router's idea of the stack is wrong, and its next "pop" or "go to" acts on screens
  the user has already left. The likely result on a device, which we have not seen
  reported in these words: a Back that jumps too far, a screen pushed twice, or a deep
  link that lands on the wrong level.
fix: |
  Bind the stack to stored state, and let the path be the only record of the stack, or
  have the router rebuild its routes from every change SwiftUI makes to it.

  ```swift
  // Bind stored state directly, never a Binding made in body.
  @State private var path: [Route] = []

  var body: some View {
      NavigationStack(path: $path) { Home() }
          // A router that keeps its own list follows every pop SwiftUI makes.
          // (This form of onChange is iOS 17; on iOS 16 use onChange(of:perform:).)
          .onChange(of: path) { _, newPath in router.routes = newPath }
  }
  ```

  In the description: write `path: state` once the stack is bound to stored state, or
  `routerSyncsOnPop: true` once the router follows pops.
sources:
  - "“Crash when binding path to NavigationStack” (pointfreeco/swift-composable-architecture issue 2058, 2023): https://github.com/pointfreeco/swift-composable-architecture/issues/2058"
  - "“ViewStore binding provided as `NavigationStack` path gives fatal error on back navigation with 0.48.0, not 0.47.2” (pointfreeco/swift-composable-architecture issue 1798, 2023): https://github.com/pointfreeco/swift-composable-architecture/issues/1798"
  - https://github.com/pointfreeco/swift-composable-architecture/pull/1799
  - "“NavigationStack” (Apple developer documentation): https://developer.apple.com/documentation/swiftui/navigationstack"
  - "“NavigationRouter doesn’t update routeStack when using native iOS back button” (duongcuong4395/MyPackage issue 1, 2025): https://github.com/duongcuong4395/MyPackage/issues/1"
platforms: iOS 16+
match:
  - nav: navigationControllers
cases:
  - when: nav.kind == 'navigationStack' and nav.path == 'customBinding'
    report:
      at: nav.path
      message: "navigation stack '{nav.id}' drives its path through a hand-made Binding, which has been reported to crash on pops"
      scanMessage: "{className(nav)} drives NavigationStack(path:) with a Binding(get:set:), which has been reported to crash on pops"
      fix: "bind stored state directly ($path)"
  - when: nav.kind == 'navigationStack' and nav.path == 'externalRouter' and not nav.routerSyncsOnPop
    report:
      at: "if isSet(nav.routerSyncsOnPop) then nav.routerSyncsOnPop else nav.path"
      message: "navigation stack '{nav.id}' drives its path from a router that misses the pops SwiftUI makes itself"
      scanMessage: "{className(nav)} drives NavigationStack(path:) from a router that misses the pops SwiftUI makes itself"
      fix: "update the router on every change of the path (onChange(of: path))"
examples:
  triggering:
    - yaml: |
        navlint: 1
        app: {deploymentTarget: "16.0"}
        navigationControllers:
          main: {class: MainNavigationController, kind: navigationStack, ↓path: customBinding, root: home}
        screens:
          home: {class: HomeViewController, pushes: [detail]}
          detail: {class: DetailViewController}
      messages:
        - "navigation stack 'main' drives its path through a hand-made Binding, which has been reported to crash on pops"
      scanMessages:
        - "MainNavigationController drives NavigationStack(path:) with a Binding(get:set:), which has been reported to crash on pops"
    - yaml: |
        navlint: 1
        app: {deploymentTarget: "17.0"}
        navigationControllers:
          main:
            kind: navigationStack
            ↓path: externalRouter
            root: home
        screens:
          home: {pushes: [detail]}
          detail: {}
      messages:
        - "navigation stack 'main' drives its path from a router that misses the pops SwiftUI makes itself"
    - |
      # Written as false: the finding goes on that key.
      navlint: 1
      app: {deploymentTarget: "17.0"}
      navigationControllers:
        main:
          kind: navigationStack
          path: externalRouter
          ↓routerSyncsOnPop: false
          root: home
      screens:
        home: {pushes: [detail]}
        detail: {}
  nonTriggering:
    - |
      # The router follows pops.
      navlint: 1
      app: {deploymentTarget: "17.0"}
      navigationControllers:
        main: {kind: navigationStack, path: externalRouter, routerSyncsOnPop: true, root: home}
      screens:
        home: {pushes: [detail]}
        detail: {}
    - |
      # Stored state, or no path at all.
      navlint: 1
      app: {deploymentTarget: "16.0"}
      navigationControllers:
        main: {kind: navigationStack, path: state, root: home}
        settings: {kind: navigationStack, root: menu}
      screens:
        home: {pushes: [detail]}
        detail: {}
        menu: {}
    - |
      # UIKit stacks and split views have no NavigationStack path.
      navlint: 1
      app: {deploymentTarget: "16.0"}
      navigationControllers:
        main: {root: home}
        library: {kind: navigationSplitView, root: shelf}
      screens:
        home: {pushes: [detail]}
        detail: {}
        shelf: {}
codeExamples:
  triggering:
    - swiftUI: |
        struct OrdersView: View {
            @ObservedObject var model: OrdersModel
            var body: some View {
                NavigationStack(↓path: Binding(get: { model.path }, set: { model.path = $0 })) {
                    OrderList(orders: model.orders)
                        .navigationDestination(for: Order.self) { OrderDetailView(order: $0) }
                }
            }
        }
        struct OrderDetailView: View {
            let order: Order
            var body: some View { Text(order.number) }
        }
    - swiftUI: |
        // The router records each push in its own history, which a swipe back never shortens.
        final class Router: ObservableObject {
            @Published var path: [Route] = []
            private(set) var history: [Route] = []
            func push(_ route: Route) {
                path.append(route)
                history.append(route)
            }
        }
        struct RootView: View {
            @EnvironmentObject var router: Router
            var body: some View {
                NavigationStack(↓path: $router.path) {
                    HomeView()
                        .navigationDestination(for: Route.self) { RouteView(route: $0) }
                }
            }
        }
        struct RouteView: View {
            let route: Route
            var body: some View { Text(route.title) }
        }
  nonTriggering:
    - swiftUI: |
        // The stack is bound to stored state; the router's own list follows every pop.
        final class Router: ObservableObject {
            @Published var routes: [Route] = []
        }
        struct RootView: View {
            @EnvironmentObject var router: Router
            // Bind stored state directly, never a Binding made in body.
            @State private var path: [Route] = []

            var body: some View {
                NavigationStack(path: $path) { Home() }
                    // A router that keeps its own list follows every pop SwiftUI makes.
                    // (This form of onChange is iOS 17; on iOS 16 use onChange(of:perform:).)
                    .onChange(of: path) { _, newPath in router.routes = newPath }
            }
        }
        struct Home: View {
            var body: some View {
                List(Route.allCases) { route in NavigationLink(route.title, value: route) }
                    .navigationDestination(for: Route.self) { RouteView(route: $0) }
            }
        }
        struct RouteView: View {
            let route: Route
            var body: some View { Text(route.title) }
        }
      appliesFix: 1
      withoutFix: |
        var body: some View {
            NavigationStack(path: Binding(get: { router.routes }, set: { router.routes = $0 })) { Home() }
        }
    - swiftUI: |
        struct OrdersView: View {
            @State private var path: [Order] = []
            let orders: [Order]
            var body: some View {
                NavigationStack(path: $path) {
                    OrderList(orders: orders)
                        .navigationDestination(for: Order.self) { OrderDetailView(order: $0) }
                }
            }
        }
        struct OrderDetailView: View {
            let order: Order
            var body: some View { Text(order.number) }
        }
    - swiftUI: |
        // The path is the router's only record of the stack, so SwiftUI's pops keep it right.
        final class Router: ObservableObject {
            @Published var path: [Route] = []
            func push(_ route: Route) { path.append(route) }
            func popToRoot() { path.removeAll() }
        }
        struct RootView: View {
            @EnvironmentObject var router: Router
            var body: some View {
                NavigationStack(path: $router.path) {
                    HomeView()
                        .navigationDestination(for: Route.self) { RouteView(route: $0) }
                }
            }
        }
        struct RouteView: View {
            let route: Route
            var body: some View { Text(route.title) }
        }

"""#,
         "17\"stack-path-desync 59\"A NavigationStack path that a swipe back leaves out of step 7\"warning 149\"A SwiftUI NavigationStack is driven through a hand-made Binding, or by a router whose own route list a swipe back or the Back button does not update. + 7\"iOS 16+ 1 - 1 3\"nav v 21\"navigationControllers 49 10 0 - - 2 0 0 o 3\"and o 2\"== m v 3\"nav 51 11 4\"kind 51 15 s 15\"navigationStack 51 23 51 20 o 2\"== m v 3\"nav 51 45 4\"path 51 49 s 13\"customBinding 51 57 51 54 51 41 m v 3\"nav 53 11 4\"path 53 15 3 t 18\"navigation stack ' e m v 3\"nav 54 36 2\"id 54 40 t 87\"' drives its path through a hand-made Binding, which has been reported to crash on pops + 1 t 34\"bind stored state directly ($path) + 2 e c 9\"className 1 v 3\"nav 55 32 55 22 t 97\" drives NavigationStack(path:) with a Binding(get:set:), which has been reported to crash on pops - - 0 0 o 3\"and o 3\"and o 2\"== m v 3\"nav 57 11 4\"kind 57 15 s 15\"navigationStack 57 23 57 20 o 2\"== m v 3\"nav 57 45 4\"path 57 49 s 14\"externalRouter 57 57 57 54 57 41 ! m v 3\"nav 57 82 16\"routerSyncsOnPop 57 86 57 78 57 74 i c 5\"isSet 1 m v 3\"nav 59 21 16\"routerSyncsOnPop 59 25 59 15 m v 3\"nav 59 48 16\"routerSyncsOnPop 59 52 m v 3\"nav 59 74 4\"path 59 78 59 12 3 t 18\"navigation stack ' e m v 3\"nav 60 36 2\"id 60 40 t 73\"' drives its path from a router that misses the pops SwiftUI makes itself + 1 t 66\"update the router on every change of the path (onChange(of: path)) + 2 e c 9\"className 1 v 3\"nav 61 32 61 22 t 86\" drives NavigationStack(path:) from a router that misses the pops SwiftUI makes itself - - "),
        ("stale-full-screen-target", #"""
id: stale-full-screen-target
title: The full-screen pan's target was read after the pop delegate was replaced
severity: error
swipeBack: freezeOrCrashRisk
summary: A full-screen pan takes UIKit's transition object from the pop gesture's delegate, but reads it after the app's own owner replaced that delegate, so the pan is wired to the wrong object.
rationale: |
  The full-screen pan trick published in two Chinese articles on swipe-back reuses
  UIKit's private transition object: it reads `interactivePopGestureRecognizer.delegate`,
  which at first is that object (one article prints it as
  `_UINavigationInteractiveTransition`), and makes it the target of a new pan with the
  action `handleNavigationTransition:`. That only works while the delegate is still
  UIKit's, which is why the other article insists the pan be added before the
  delegate is set. If the navigation controller or a screen has already made itself
  the delegate, the pan sends `handleNavigationTransition:` to an object that does not
  implement it; in Objective-C an unimplemented message normally ends in an
  "unrecognized selector" exception, so the first full-screen swipe on a pushed screen
  may crash the app. If the delegate was set to nil first, the pan gets a nil target,
  nothing receives its action, and full-screen swipes silently do nothing.
fix: |
  Create the pan and read its target before anything replaces the delegate, or
  better, read the target once from `_targets` at the same place, keep it, and
  only then install your own delegate. Consider dropping the private target
  altogether (FDFullscreenPopGesture, or the native content pop from iOS 26).

  ```swift
  override func viewDidLoad() {
      super.viewDidLoad()
      // 1. Read UIKit's transition object while it is still the delegate.
      if let target = interactivePopGestureRecognizer?.delegate {
          let pan = UIPanGestureRecognizer(target: target, action: Selector(("handleNavigationTransition:")))
          pan.delegate = self
          interactivePopGestureRecognizer?.view?.addGestureRecognizer(pan)
      }
      // 2. Only now replace the delegate.
      interactivePopGestureRecognizer?.delegate = self
  }
  ```

  ```objc
  - (void)viewDidLoad {
      [super viewDidLoad];
      id target = self.interactivePopGestureRecognizer.delegate;   // still UIKit's object
      UIPanGestureRecognizer *pan = [[UIPanGestureRecognizer alloc]
          initWithTarget:target action:NSSelectorFromString(@"handleNavigationTransition:")];
      pan.delegate = self;
      [self.interactivePopGestureRecognizer.view addGestureRecognizer:pan];
      self.interactivePopGestureRecognizer.delegate = self;          // replaced afterwards
  }
  ```

  In the description: once the pan is built before the delegate changes, remove
  `targetReadAfterDelegateChange: true` from `fullScreenPop` (or set it to false).
sources:
  - "“ios ~ 页面右滑返回上一页” (Chinese article): https://greatytc.com/p/0652278b4079"
  - "“导航控制器的左滑返回” (Chinese article, July 2016): https://wsa.jianshu.io/p/b44cf866c0bd"
  - https://developer.apple.com/documentation/objectivec/nsobject-swift.class/doesnotrecognizeselector(_:)
platforms: iOS 7+
match:
  - nav: navigationControllers
repeatsAcross: nav
let:
  outcome: "if all(o in customOwners(nav): o == 'nil') then 'a full-screen swipe does nothing' else 'the first full-screen swipe may crash'"
when: |
  nav.fullScreenPop.via == 'privateTarget'
  and nav.fullScreenPop.targetReadAfterDelegateChange
  and count(customOwners(nav)) > 0
report:
  at: nav.fullScreenPop.targetReadAfterDelegateChange
  message: "navigation controller '{nav.id}' reads the pop target after replacing the delegate, so {outcome}"
  scanMessage: "{className(nav)} reads the pop recognizer's target after replacing its delegate, so {outcome}"
  fix: "create the pan and read the target before the delegate is replaced"
examples:
  triggering:
    - yaml: |
        # The navigation controller became the delegate first, then built the pan from it.
        navlint: 1
        app: {deploymentTarget: "12.0", sdk: "17.0"}
        navigationControllers:
          main:
            class: MainNavigationController
            root: home
            popGesture:
              delegate: navigationController
              shouldBegin: [stackDepth, notTransitioning]
            fullScreenPop:
              via: privateTarget
              shouldBegin: [stackDepth, notTransitioning]
              ↓targetReadAfterDelegateChange: true
        screens:
          home: {class: HomeViewController, pushes: [detail]}
          detail: {class: DetailViewController}
      messages:
        - "navigation controller 'main' reads the pop target after replacing the delegate, so the first full-screen swipe may crash"
      scanMessages:
        - "MainNavigationController reads the pop recognizer's target after replacing its delegate, so the first full-screen swipe may crash"
    - |
      # A screen took over the delegate before the pan read it.
      navlint: 1
      app: {deploymentTarget: "12.0", sdk: "17.0"}
      navigationControllers:
        main:
          root: home
          popGesture:
            delegate: [screen:home]
            shouldBegin: [stackDepth, notTransitioning]
          fullScreenPop: {via: privateTarget, shouldBegin: [stackDepth, notTransitioning], ↓targetReadAfterDelegateChange: true}
      screens:
        home: {pushes: [detail]}
        detail: {}
    - |
      # The delegate was set to nil first, so the pan's target is nil.
      navlint: 1
      app: {deploymentTarget: "12.0", sdk: "17.0"}
      navigationControllers:
        main:
          root: home
          popGesture:
            delegate: nil
            restoresSystemDelegateAtRoot: true
          fullScreenPop:
            via: privateTarget
            shouldBegin: [stackDepth, notTransitioning]
            ↓targetReadAfterDelegateChange: true
            disablesEdgeGesture: true
      screens:
        home: {pushes: [detail]}
        detail: {}
  nonTriggering:
    - |
      # The pan is built before the delegate is replaced.
      navlint: 1
      app: {deploymentTarget: "12.0", sdk: "17.0"}
      navigationControllers:
        main:
          root: home
          popGesture:
            delegate: navigationController
            shouldBegin: [stackDepth, notTransitioning]
          fullScreenPop:
            via: privateTarget
            shouldBegin: [stackDepth, notTransitioning]
            targetReadAfterDelegateChange: false
      screens:
        home: {pushes: [detail]}
        detail: {}
    - |
      # Nobody replaced UIKit's delegate, so it is still the transition object.
      navlint: 1
      app: {deploymentTarget: "12.0", sdk: "17.0"}
      navigationControllers:
        main:
          root: home
          fullScreenPop:
            via: privateTarget
            shouldBegin: [stackDepth, notTransitioning]
            targetReadAfterDelegateChange: true
      screens:
        home: {pushes: [detail]}
        detail: {}
    - |
      # The library finds its target itself; the flag only concerns privateTarget.
      navlint: 1
      app: {deploymentTarget: "12.0", sdk: "17.0"}
      navigationControllers:
        main:
          root: home
          popGesture:
            delegate: navigationController
            shouldBegin: [stackDepth, notTransitioning]
          fullScreenPop:
            via: FDFullscreenPopGesture
            targetReadAfterDelegateChange: true
            startRegion: 40
      screens:
        home: {pushes: [detail]}
        detail: {}
codeExamples:
  triggering:
    - swift: |
        final class SwipeNavigationController: UINavigationController, UIGestureRecognizerDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                interactivePopGestureRecognizer?.delegate = self
                // The delegate is already this controller, not UIKit's transition object.
                if let target = ↓interactivePopGestureRecognizer?.delegate {
                    let pan = UIPanGestureRecognizer(target: target, action: Selector(("handleNavigationTransition:")))
                    pan.delegate = self
                    interactivePopGestureRecognizer?.view?.addGestureRecognizer(pan)
                }
            }

            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                viewControllers.count > 1 && transitionCoordinator == nil
            }
        }

        final class PhotoViewController: UIViewController {}
    - objc: |
        @interface SwipeNavigationController : UINavigationController <UIGestureRecognizerDelegate>
        @end
        @implementation SwipeNavigationController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.interactivePopGestureRecognizer.delegate = self;
            [self installFullScreenPop];
        }
        - (void)installFullScreenPop {
            id target = ↓self.interactivePopGestureRecognizer.delegate;   // already self
            UIPanGestureRecognizer *pan = [[UIPanGestureRecognizer alloc]
                initWithTarget:target action:NSSelectorFromString(@"handleNavigationTransition:")];
            pan.delegate = self;
            [self.interactivePopGestureRecognizer.view addGestureRecognizer:pan];
        }
        - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
            return self.viewControllers.count > 1 && self.transitionCoordinator == nil;
        }
        @end

        @interface PhotoViewController : UIViewController
        @end
  nonTriggering:
    - swift: |
        final class SwipeNavigationController: UINavigationController, UIGestureRecognizerDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                // 1. Read UIKit's transition object while it is still the delegate.
                if let target = interactivePopGestureRecognizer?.delegate {
                    let pan = UIPanGestureRecognizer(target: target, action: Selector(("handleNavigationTransition:")))
                    pan.delegate = self
                    interactivePopGestureRecognizer?.view?.addGestureRecognizer(pan)
                }
                // 2. Only now replace the delegate.
                interactivePopGestureRecognizer?.delegate = self
            }

            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                viewControllers.count > 1 && transitionCoordinator == nil
            }
        }

        final class PhotoViewController: UIViewController {}
      appliesFix: 1
      withoutFix: |
        override func viewDidLoad() {
            super.viewDidLoad()
            interactivePopGestureRecognizer?.delegate = self
            if let target = interactivePopGestureRecognizer?.delegate {
                let pan = UIPanGestureRecognizer(target: target, action: Selector(("handleNavigationTransition:")))
                pan.delegate = self
                interactivePopGestureRecognizer?.view?.addGestureRecognizer(pan)
            }
        }
    - objc: |
        @interface SwipeNavigationController : UINavigationController <UIGestureRecognizerDelegate>
        @end
        @implementation SwipeNavigationController
        - (void)viewDidLoad {
            [super viewDidLoad];
            id target = self.interactivePopGestureRecognizer.delegate;   // still UIKit's object
            UIPanGestureRecognizer *pan = [[UIPanGestureRecognizer alloc]
                initWithTarget:target action:NSSelectorFromString(@"handleNavigationTransition:")];
            pan.delegate = self;
            [self.interactivePopGestureRecognizer.view addGestureRecognizer:pan];
            self.interactivePopGestureRecognizer.delegate = self;          // replaced afterwards
        }
        - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
            return self.viewControllers.count > 1 && self.transitionCoordinator == nil;
        }
        @end

        @interface PhotoViewController : UIViewController
        @end
      appliesFix: 2
      withoutFix: |
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.interactivePopGestureRecognizer.delegate = self;
            id target = self.interactivePopGestureRecognizer.delegate;
            UIPanGestureRecognizer *pan = [[UIPanGestureRecognizer alloc]
                initWithTarget:target action:NSSelectorFromString(@"handleNavigationTransition:")];
            pan.delegate = self;
            [self.interactivePopGestureRecognizer.view addGestureRecognizer:pan];
        }


"""#,
         "24\"stale-full-screen-target 73\"The full-screen pan's target was read after the pop delegate was replaced 5\"error 186\"A full-screen pan takes UIKit's transition object from the pop gesture's delegate, but reads it after the app's own owner replaced that delegate, so the pan is wired to the wrong object. + 6\"iOS 7+ 1 + 17\"freezeOrCrashRisk 1 3\"nav v 21\"navigationControllers 59 10 1 7\"outcome i q 3\"all 1\"o 62 20 c 12\"customOwners 1 v 3\"nav 62 38 62 25 o 2\"== v 1\"o 62 44 s 3\"nil 62 49 62 46 62 16 s 32\"a full-screen swipe does nothing 62 61 s 37\"the first full-screen swipe may crash 62 101 62 13 62 3 + 3\"nav + 21\"navigation controller 1 0 0 o 3\"and o 3\"and o 2\"== m m v 3\"nav 64 3 13\"fullScreenPop 64 7 3\"via 64 21 s 13\"privateTarget 64 28 64 25 m m v 3\"nav 65 7 13\"fullScreenPop 65 11 29\"targetReadAfterDelegateChange 65 25 65 3 o 1\"> c 5\"count 1 c 12\"customOwners 1 v 3\"nav 66 26 66 13 66 7 d 3\"0.0 66 34 66 32 66 3 m m v 3\"nav 68 7 13\"fullScreenPop 68 11 29\"targetReadAfterDelegateChange 68 25 4 t 23\"navigation controller ' e m v 3\"nav 69 37 2\"id 69 41 t 56\"' reads the pop target after replacing the delegate, so  e v 7\"outcome 69 101 + 1 t 66\"create the pan and read the target before the delegate is replaced + 3 e c 9\"className 1 v 3\"nav 70 28 70 18 t 68\" reads the pop recognizer's target after replacing its delegate, so  e v 7\"outcome 70 102 - - "),
        ("supplement-without-left-items", #"""
id: supplement-without-left-items
title: leftItemsSupplementBackButton without left items does nothing
severity: info
summary: A screen sets leftItemsSupplementBackButton to true but has no custom left bar button items, so the setting has no effect.
rationale: |
  `leftItemsSupplementBackButton` only decides whether custom left items appear beside
  the back button or replace it (Apple's documentation); with no left items there is
  nothing to supplement, and a Chinese article on swipe-back notes that the flag only
  takes effect after left items are set. It may have been copied in the belief that it
  protects swipe-back by itself, or left behind after the left items were removed or
  moved to code that the description does not show. Nothing breaks on the device, but
  the setting misleads whoever reads the code next, and if the items are added later in
  another place without the flag, they replace Back and take the edge swipe with them.
fix: |
  Remove the flag, or set it right next to the left items it is meant for, in the
  same place and after them, so the two cannot drift apart.

  ```swift
  navigationItem.leftBarButtonItems = [searchItem]
  navigationItem.leftItemsSupplementBackButton = true   // only meaningful with items
  ```

  ```objc
  self.navigationItem.leftBarButtonItems = @[searchItem];
  self.navigationItem.leftItemsSupplementBackButton = YES;  // set after the items
  ```

  In the description: remove `leftItemsSupplementBackButton: true` from the screen's
  `navigationItem`, or list the left items it belongs to under `leftBarButtonItems`.
sources:
  - "“ios ~ 页面右滑返回上一页” (Chinese article): https://greatytc.com/p/0652278b4079"
  - https://developer.apple.com/documentation/uikit/uinavigationitem/leftitemssupplementbackbutton
platforms: iOS 5+
match:
  - screen: screens
let:
  supplementsNothing: "screen.navigationItem.leftItemsSupplementBackButton and count(leftItems(screen)) == 0"
when: supplementsNothing
report:
  at: screen.navigationItem.leftItemsSupplementBackButton
  message: "screen '{screen.id}' sets leftItemsSupplementBackButton without left bar button items, so it does nothing"
  scanMessage: "{className(screen)} sets leftItemsSupplementBackButton without left bar button items, so it does nothing"
  fix: "remove it, or set it next to the left items it belongs to"
examples:
  triggering:
    - yaml: |
        navlint: 1
        app: {deploymentTarget: "15.0"}
        navigationControllers:
          main: {class: MainNavigationController, root: home}
        screens:
          home: {class: HomeViewController, pushes: [detail]}
          detail:
            class: DetailViewController
            navigationItem:
              ↓leftItemsSupplementBackButton: true
      messages:
        - "screen 'detail' sets leftItemsSupplementBackButton without left bar button items, so it does nothing"
      scanMessages:
        - "DetailViewController sets leftItemsSupplementBackButton without left bar button items, so it does nothing"
    - |
      # The root is checked too: the flag does nothing anywhere without items.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home:
          navigationItem: {↓leftItemsSupplementBackButton: true, hidesBackButton: false}
    - |
      # An empty list of left items is still no left items.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home: {presents: [login]}
        login:
          navigationItem:
            leftBarButtonItems: []
            ↓leftItemsSupplementBackButton: true
  nonTriggering:
    - |
      # The flag keeps Back beside the custom items, as intended.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home: {pushes: [study]}
        study:
          navigationItem:
            leftBarButtonItems: [search]
            leftItemsSupplementBackButton: true
    - |
      # The one-item form counts as left items as well.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home: {pushes: [detail]}
        detail:
          navigationItem:
            leftBarButtonItem: close
            leftItemsSupplementBackButton: true
    - |
      # Written as false, the flag claims nothing.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home: {pushes: [detail]}
        detail:
          navigationItem: {leftItemsSupplementBackButton: false}
codeExamples:
  triggering:
    - swift: |
        final class ArticleViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Article"
                ↓navigationItem.leftItemsSupplementBackButton = true
            }
        }
    - objc: |
        @interface ArticleViewController : UIViewController
        @end
        @implementation ArticleViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.title = @"Article";
            ↓self.navigationItem.leftItemsSupplementBackButton = YES;
        }
        @end
  nonTriggering:
    - swift: |
        // The flag sits right after the left items it keeps Back beside.
        final class ArticleViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let searchItem = UIBarButtonItem(barButtonSystemItem: .search, target: self, action: #selector(search))
                navigationItem.leftBarButtonItems = [searchItem]
                navigationItem.leftItemsSupplementBackButton = true   // only meaningful with items
            }
            @objc private func search() {}
        }
      appliesFix: 1
      withoutFix: |
        navigationItem.leftItemsSupplementBackButton = true
    - objc: |
        @interface ArticleViewController : UIViewController
        @end
        @implementation ArticleViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIBarButtonItem *searchItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemSearch target:self action:@selector(search)];
            self.navigationItem.leftBarButtonItems = @[searchItem];
            self.navigationItem.leftItemsSupplementBackButton = YES;  // set after the items
        }
        - (void)search {}
        @end
      appliesFix: 2
      withoutFix: |
        self.navigationItem.leftItemsSupplementBackButton = YES;

"""#,
         "29\"supplement-without-left-items 61\"leftItemsSupplementBackButton without left items does nothing 4\"info 122\"A screen sets leftItemsSupplementBackButton to true but has no custom left bar button items, so the setting has no effect. + 6\"iOS 5+ 1 - 1 6\"screen v 7\"screens 35 13 1 18\"supplementsNothing o 3\"and m m v 6\"screen 37 24 14\"navigationItem 37 31 29\"leftItemsSupplementBackButton 37 46 o 2\"== c 5\"count 1 c 9\"leftItems 1 v 6\"screen 37 96 37 86 37 80 d 3\"0.0 37 108 37 105 37 76 37 3 - - 1 0 0 v 18\"supplementsNothing 38 7 m m v 6\"screen 40 7 14\"navigationItem 40 14 29\"leftItemsSupplementBackButton 40 29 3 t 8\"screen ' e m v 6\"screen 41 22 2\"id 41 29 t 86\"' sets leftItemsSupplementBackButton without left bar button items, so it does nothing + 1 t 57\"remove it, or set it next to the left items it belongs to + 2 e c 9\"className 1 v 6\"screen 42 28 42 18 t 85\" sets leftItemsSupplementBackButton without left bar button items, so it does nothing - - "),
        ("unreachable-screen", #"""
id: unreachable-screen
title: A screen that nothing opens
severity: info
summary: A screen is no navigation controller's root and no other screen pushes or presents it, so it belongs to no stack and the per-navigation-controller swipe-back rules never check it.
rationale: |
  navlint learns which screens a navigation controller shows by following `pushes`
  from its `root`. A screen that no path reaches belongs to no stack, so the rules
  that judge swipe-back per navigation controller skip it: a hidden bar, a custom left
  item or a scroll view that fights the edge swipe on it goes unreported, although the
  user meets that screen on the device. Most often the description simply misses the line that opens
  it (a push from code, a deep link, a storyboard segue); sometimes the screen is dead
  code that can go.
fix: |
  In the description: add the screen to the `pushes` or `presents` of the screen that
  opens it, or make it the `root` of the navigation controller it starts. Delete it
  from the description if the app no longer shows it. In code, the opening line is
  what the description should mirror:

  ```swift
  // The push the description must list under `pushes` of this screen.
  navigationController?.pushViewController(OrderDetailViewController(), animated: true)
  ```

  ```objc
  // A modal screen goes under `presents` of the screen that presents it.
  LoginViewController *loginController = [[LoginViewController alloc] init];
  [self presentViewController:loginController animated:YES completion:nil];
  ```
sources:
  - https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
  - https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
platforms: all
refinement: |
  A screen's own `pushes` or `presents` of itself (a folder screen that opens another
  folder screen) does not make it reachable: the catalog's "pushed by no screen" is read
  as "by no other screen", since a screen that only reaches itself is still one that
  nothing opens.
match:
  - screen: screens
when: |
  none(nav in controllersOf(screen): nav.root == screen.id)
  and none(other in referrers(screen): other.id != screen.id)
report:
  at: screen
  message: "screen '{screen.id}' is no stack's root and nothing pushes or presents it, so the rules about stacks skip it"
  scanMessage: "no scanned code pushes or presents {className(screen)}, and it is no stack's root, so the stack rules skip it"
  fix: "list it under pushes or presents of the screen that opens it, make it a root, or remove it"
  scanFix: "if code outside the scanned folders opens it, scan that code too; otherwise the class may be unused"
examples:
  triggering:
    - yaml: |
        navlint: 1
        app: {deploymentTarget: "15.0"}
        navigationControllers:
          main: {class: MainNavigationController, root: home}
        screens:
          home: {class: HomeViewController, pushes: [detail]}
          detail: {class: DetailViewController}
          ↓legacySettings:
            class: LegacySettingsViewController
            navigationBarHidden: true
      messages:
        - "screen 'legacySettings' is no stack's root and nothing pushes or presents it, so the rules about stacks skip it"
      scanMessages:
        - "no scanned code pushes or presents LegacySettingsViewController, and it is no stack's root, so the stack rules skip it"
    - |
      # Pushing itself does not make a screen reachable.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home: {}
        ↓folder: {pushes: [folder]}
    - |
      # Only the screen nothing opens is reported; the one it pushes is opened by it.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home: {}
        ↓onboarding: {pushes: [permissions]}
        permissions: {}
  nonTriggering:
    - |
      # A presented screen is reachable, though it belongs to no navigation controller.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home: {presents: [login]}
        login: {}
    - |
      # The root of a second navigation controller (another tab) is reachable.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        shop: {root: catalog}
        account: {root: profile}
      screens:
        catalog: {pushes: [cart]}
        cart: {}
        profile: {}
    - |
      # A deep push and a screen that pushes itself as well as being pushed.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home: {pushes: [folder]}
        folder: {pushes: [folder, file]}
        file: {presents: [share]}
        share: {}
codeExamples:
  triggering:
    - swift: |
        // Left over after the settings redesign: nothing opens it any more.
        ↓final class LegacySettingsController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Settings"
            }
        }
    - objc: |
        ↓@interface LegacySettingsController : UIViewController
        @end
        @implementation LegacySettingsController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.title = @"Settings";
        }
        @end
  nonTriggering:
    - swift: |
        // The order list pushes the order's details.
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: OrderListViewController())
            }
        }
        final class OrderListViewController: UITableViewController {
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                // The push the description must list under `pushes` of this screen.
                navigationController?.pushViewController(OrderDetailViewController(), animated: true)
            }
        }
        final class OrderDetailViewController: UIViewController {}
      appliesFix: 1
    - objc: |
        // The profile presents the login screen.
        @interface AppDelegate : UIResponder <UIApplicationDelegate>
        @property (nonatomic, strong) UIWindow *window;
        @end
        @implementation AppDelegate
        - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
            self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[[ProfileViewController alloc] init]];
            return YES;
        }
        @end
        @interface ProfileViewController : UIViewController
        @end
        @implementation ProfileViewController
        - (void)signIn {
            // A modal screen goes under `presents` of the screen that presents it.
            LoginViewController *loginController = [[LoginViewController alloc] init];
            [self presentViewController:loginController animated:YES completion:nil];
        }
        @end
        @interface LoginViewController : UIViewController
        @end
        @implementation LoginViewController
        @end
      appliesFix: 2

"""#,
         "18\"unreachable-screen 27\"A screen that nothing opens 4\"info 179\"A screen is no navigation controller's root and no other screen pushes or presents it, so it belongs to no stack and the per-navigation-controller swipe-back rules never check it. + 3\"all 1 - 1 6\"screen v 7\"screens 39 13 0 - - 1 0 0 o 3\"and q 4\"none 3\"nav 41 8 c 13\"controllersOf 1 v 6\"screen 41 29 41 15 o 2\"== m v 3\"nav 41 38 4\"root 41 42 m v 6\"screen 41 50 2\"id 41 57 41 47 41 3 q 4\"none 5\"other 42 12 c 9\"referrers 1 v 6\"screen 42 31 42 21 o 2\"!= m v 5\"other 42 40 2\"id 42 46 m v 6\"screen 42 52 2\"id 42 59 42 49 42 7 42 3 v 6\"screen 44 7 3 t 8\"screen ' e m v 6\"screen 45 22 2\"id 45 29 t 89\"' is no stack's root and nothing pushes or presents it, so the rules about stacks skip it + 1 t 90\"list it under pushes or presents of the screen that opens it, make it a root, or remove it + 3 t 35\"no scanned code pushes or presents  e c 9\"className 1 v 6\"screen 46 63 46 53 t 55\", and it is no stack's root, so the stack rules skip it + 1 t 99\"if code outside the scanned folders opens it, scan that code too; otherwise the class may be unused - "),
        ("web-view-back-forward-conflict", #"""
id: web-view-back-forward-conflict
title: A web view's back swipe fights the pop swipe
severity: warning
swipeBack: silentlyBroken
summary: A pushed screen holds a WKWebView with back-forward swipe gestures on, and nothing decides whether a swipe from the left edge goes back a web page or pops the screen.
rationale: |
  With `allowsBackForwardNavigationGestures` on, a `WKWebView` recognizes horizontal
  swipes that go back and forward through the page history (Apple's documentation).
  The navigation controller's pop swipe starts from the same edge in the same
  direction. Without a failure requirement between the two, nothing decides which one
  a swipe belongs to: users reading the third page of a help site may swipe to return
  to the second and land back in the app's previous screen, losing their place, or try
  to leave the screen and only step back through web pages. Developers have asked
  library maintainers for exactly this arbitration (the RTRootNavigationController
  maintainer answered with the failure requirement below, and a GKNavigationBar user
  proposed the `canGoBack` check). Screens that show multi-page web content inside one
  view controller, like those in the Chinese back-interception article listed below,
  are the ones affected.
fix: |
  Decide who wins. Usually the web view should go back while it has history and the
  navigation controller should pop once it has none: make the pop wait for the web
  view's edge recognizer to fail, or let the pop begin only when `canGoBack` is false.

  ```swift
  // The pop waits for the web view's own edge swipes to fail.
  for webSwipe in webView.gestureRecognizers ?? [] where webSwipe is UIScreenEdgePanGestureRecognizer {
      navigationController?.interactivePopGestureRecognizer?.require(toFail: webSwipe)
  }
  ```

  ```objc
  // Or, in the pop delegate's gestureRecognizerShouldBegin:
  if (self.webView.allowsBackForwardNavigationGestures && self.webView.canGoBack) {
      return NO;
  }
  ```

  In the description: add `popRequiresWebViewToFail: true` to the web view once the pop
  waits for it (or checks `canGoBack`), or set `backForwardGestures: false` if the web
  view should not have history swipes.
sources:
  - https://developer.apple.com/documentation/webkit/wkwebview/allowsbackforwardnavigationgestures
  - https://github.com/rickytan/RTRootNavigationController/issues/104
  - https://github.com/QuintGao/GKNavigationBar/issues/57
  - "“has updated for iOS 13” (opening line of a Chinese article on intercepting the navigation bar's Back button, 2018, updated for iOS 13 in 2019; the copy found has no title): https://jianshuapi.com/p/599aa9c9dddd"
platforms: iOS 8+
refinement: |
  The catalog's condition does not look at whether swipe-back is off. A screen is
  skipped when no pop recognizer can reach it any more: the navigation controller's pop
  gesture is disabled, or the screen turns the edge swipe off (with scope `edge` or
  `allRecognizers`, or with a `veto` that a custom delegate really asks for), and there
  is no iOS 26 content pop and no full-screen pop. Then only the web view's swipe is
  left, and there is nothing for it to fight; turning swipe-back off is itself one of
  the known fixes for this conflict. A veto that nothing asks for does not count.
match:
  - nav: navigationControllers
  - screen: poppableScreens(nav)
  - webView: screen.webViews
repeatsAcross: nav
when: |
  webView.backForwardGestures
  and not webView.popRequiresWebViewToFail
  and not ((not nav.popGesture.enabled
            or (screen.popGesture.disabled
                and (screen.popGesture.scope != 'veto'
                     or (not all(o in owners(nav): o == 'system' or o == 'nil')
                         and 'screenVeto' in nav.popGesture.shouldBegin))))
           and not contentPop(nav) and not fullScreenHack(nav))
report:
  at: webView
  message: "web view '{webView.id}' on screen '{screen.id}' has back-forward swipes on, whose edge swipe competes with swipe-back"
  scanMessage: "web view '{webView.id}' in {className(screen)} sets allowsBackForwardNavigationGestures, whose edge swipe competes with the swipe back"
  fix: "make the pop wait for the web view's edge recognizer, or let the pop begin only when the web view cannot go back"
examples:
  triggering:
    - yaml: |
        # A help screen with history swipes and UIKit's own pop delegate.
        navlint: 1
        app: {deploymentTarget: "15.0"}
        navigationControllers:
          main: {class: MainNavigationController, root: home}
        screens:
          home: {class: HomeViewController, pushes: [help]}
          help:
            class: HelpViewController
            webViews:
              ↓page: {backForwardGestures: true}
      messages:
        - "web view 'page' on screen 'help' has back-forward swipes on, whose edge swipe competes with swipe-back"
      scanMessages:
        - "web view 'page' in HelpViewController sets allowsBackForwardNavigationGestures, whose edge swipe competes with the swipe back"
    - |
      # Only the web view without arbitration is reported.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: home
          popGesture:
            delegate: navigationController
            shouldBegin: [stackDepth, notTransitioning]
            requiredToFailBy: true
      screens:
        home: {pushes: [article]}
        article:
          webViews:
            body: {backForwardGestures: true, popRequiresWebViewToFail: true}
            ↓comments: {backForwardGestures: true}
    - |
      # The edge swipe is off, but built with the iOS 26 SDK the content pop still competes.
      navlint: 1
      app: {deploymentTarget: "16.0", sdk: "26.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home: {pushes: [help]}
        help:
          popGesture: {disabled: true, disableIn: viewDidAppear, enableIn: viewWillDisappear}
          webViews:
            ↓page: {backForwardGestures: true}
    - |
      # A veto that the system delegate never asks for leaves the edge swipe on.
      navlint: 1
      app: {deploymentTarget: "15.0", sdk: "18.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home: {pushes: [help]}
        help:
          popGesture: {disabled: true, scope: veto}
          webViews:
            ↓page: {backForwardGestures: true}
  nonTriggering:
    - |
      # The pop waits for the web view's edge swipe to fail.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home: {pushes: [help]}
        help:
          webViews:
            page: {backForwardGestures: true, popRequiresWebViewToFail: true}
    - |
      # A web view on the root: nothing to pop, so nothing to fight. The pushed one has no history swipes.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: portal}
      screens:
        portal:
          pushes: [terms]
          webViews:
            start: {backForwardGestures: true}
        terms:
          webViews:
            text: {backForwardGestures: false}
    - |
      # Swipe-back is off on the game screen and no other pop recognizer exists (SDK 18).
      navlint: 1
      app: {deploymentTarget: "15.0", sdk: "18.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home: {pushes: [game]}
        game:
          popGesture: {disabled: true, disableIn: viewDidAppear, enableIn: viewWillDisappear}
          webViews:
            canvas: {backForwardGestures: true}
codeExamples:
  triggering:
    - swift: |
        import WebKit

        final class HelpViewController: UIViewController {
            private let webView = WKWebView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(webView)
                ↓webView.allowsBackForwardNavigationGestures = true
                webView.load(URLRequest(url: URL(string: "https://example.com/help")!))
            }
        }
    - objc: |
        #import <WebKit/WebKit.h>

        @interface HelpViewController : UIViewController
        @property (nonatomic, strong) WKWebView *webView;
        @end
        @implementation HelpViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.webView = [[WKWebView alloc] initWithFrame:self.view.bounds];
            ↓self.webView.allowsBackForwardNavigationGestures = YES;
            [self.view addSubview:self.webView];
        }
        @end
    - swiftUI: |
        import WebKit

        struct HelpView: View {
            var body: some View {
                HelpWebView(url: URL(string: "https://example.com/help")!)
            }
        }
        struct HelpWebView: UIViewRepresentable {
            let url: URL
            func makeUIView(context: Context) -> WKWebView {
                let webView = WKWebView()
                ↓webView.allowsBackForwardNavigationGestures = true
                webView.load(URLRequest(url: url))
                return webView
            }
            func updateUIView(_ webView: WKWebView, context: Context) {}
        }
  nonTriggering:
    - swift: |
        // History swipes stay on; the swipe back yields to them while the page has history.
        import WebKit

        final class HelpViewController: UIViewController {
            private let webView = WKWebView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(webView)
                webView.allowsBackForwardNavigationGestures = true
                // The pop waits for the web view's own edge swipes to fail.
                for webSwipe in webView.gestureRecognizers ?? [] where webSwipe is UIScreenEdgePanGestureRecognizer {
                    navigationController?.interactivePopGestureRecognizer?.require(toFail: webSwipe)
                }
            }
        }
      appliesFix: 1
    - objc: |
        #import <WebKit/WebKit.h>

        @interface HelpViewController : UIViewController
        @property (nonatomic, strong) WKWebView *webView;
        @end
        @implementation HelpViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.webView = [[WKWebView alloc] initWithFrame:self.view.bounds];
            self.webView.allowsBackForwardNavigationGestures = YES;
            [self.view addSubview:self.webView];
            [self.webView.gestureRecognizers enumerateObjectsUsingBlock:^(UIGestureRecognizer *obj, NSUInteger idx, BOOL *stop) {
                [self.navigationController.interactivePopGestureRecognizer requireGestureRecognizerToFail:obj];
            }];
        }
        @end
    - swiftUI: |
        // A single help page: no history swipes, so the swipe back is the only edge swipe.
        import WebKit

        struct HelpView: View {
            var body: some View {
                HelpWebView(url: URL(string: "https://example.com/help")!)
            }
        }
        struct HelpWebView: UIViewRepresentable {
            let url: URL
            func makeUIView(context: Context) -> WKWebView {
                let webView = WKWebView()
                webView.allowsBackForwardNavigationGestures = false
                webView.load(URLRequest(url: url))
                return webView
            }
            func updateUIView(_ webView: WKWebView, context: Context) {}
        }
    - objc: |
        // While this screen shows, its pop delegate lets the web view go back first.
        #import <WebKit/WebKit.h>

        @interface HelpViewController : UIViewController <UIGestureRecognizerDelegate>
        @property (nonatomic, strong) WKWebView *webView;
        @property (nonatomic, weak) id<UIGestureRecognizerDelegate> savedPopDelegate;
        @end
        @implementation HelpViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.webView = [[WKWebView alloc] initWithFrame:self.view.bounds];
            self.webView.allowsBackForwardNavigationGestures = YES;
            [self.view addSubview:self.webView];
        }
        - (void)viewDidAppear:(BOOL)animated {
            [super viewDidAppear:animated];
            self.savedPopDelegate = self.navigationController.interactivePopGestureRecognizer.delegate;
            self.navigationController.interactivePopGestureRecognizer.delegate = self;
        }
        - (void)viewWillDisappear:(BOOL)animated {
            [super viewWillDisappear:animated];
            self.navigationController.interactivePopGestureRecognizer.delegate = self.savedPopDelegate;
        }
        - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
            // Or, in the pop delegate's gestureRecognizerShouldBegin:
            if (self.webView.allowsBackForwardNavigationGestures && self.webView.canGoBack) {
                return NO;
            }
            return self.navigationController.viewControllers.count > 1;
        }
        @end
      appliesFix: 2

"""#,
         "30\"web-view-back-forward-conflict 44\"A web view's back swipe fights the pop swipe 7\"warning 166\"A pushed screen holds a WKWebView with back-forward swipe gestures on, and nothing decides whether a swipe from the left edge goes back a web page or pops the screen. + 6\"iOS 8+ 1 + 14\"silentlyBroken 3 3\"nav v 21\"navigationControllers 56 10 6\"screen c 15\"poppableScreens 1 v 3\"nav 57 29 57 13 7\"webView m v 6\"screen 58 14 8\"webViews 58 21 0 + 3\"nav + 21\"navigation controller 1 0 0 o 3\"and o 3\"and m v 7\"webView 61 3 19\"backForwardGestures 61 11 ! m v 7\"webView 62 11 24\"popRequiresWebViewToFail 62 19 62 7 62 3 ! o 3\"and o 3\"and o 2\"or ! m m v 3\"nav 63 17 10\"popGesture 63 21 7\"enabled 63 32 63 13 o 3\"and m m v 6\"screen 64 17 10\"popGesture 64 24 8\"disabled 64 35 o 2\"or o 2\"!= m m v 6\"screen 65 22 10\"popGesture 65 29 5\"scope 65 40 s 4\"veto 65 49 65 46 o 3\"and ! q 3\"all 1\"o 66 34 c 6\"owners 1 v 3\"nav 66 46 66 39 o 2\"or o 2\"== v 1\"o 66 52 s 6\"system 66 57 66 54 o 2\"== v 1\"o 66 69 s 3\"nil 66 74 66 71 66 66 66 30 66 26 o 2\"in s 10\"screenVeto 67 30 m m v 3\"nav 67 46 10\"popGesture 67 50 11\"shouldBegin 67 61 67 43 67 26 66 22 65 17 64 13 ! c 10\"contentPop 1 v 3\"nav 68 31 68 20 68 16 68 12 ! c 14\"fullScreenHack 1 v 3\"nav 68 59 68 44 68 40 68 36 63 7 63 3 v 7\"webView 70 7 5 t 10\"web view ' e m v 7\"webView 71 24 2\"id 71 32 t 13\"' on screen ' e m v 6\"screen 71 49 2\"id 71 56 t 71\"' has back-forward swipes on, whose edge swipe competes with swipe-back + 1 t 112\"make the pop wait for the web view's edge recognizer, or let the pop begin only when the web view cannot go back + 5 t 10\"web view ' e m v 7\"webView 72 28 2\"id 72 36 t 5\"' in  e c 9\"className 1 v 6\"screen 72 55 72 45 t 88\" sets allowsBackForwardNavigationGestures, whose edge swipe competes with the swipe back - - "),
    ]
}
