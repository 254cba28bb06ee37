import Testing
@testable import Scan
import TestSupport

/// A navigation controller that pops with a pan of its own, fed to the interaction controller of a
/// delegate object it makes (issue 33, part 3): its screens' custom Back, hidden Back or hidden bar do not
/// stop that swipe, and the animating delegate has not taken it away; in Swift and Objective-C.
@Suite struct OwnPopGestureTests {
    static func swift(action: String) -> [(String, String)] {
        [("App/Navigation.swift", """
        final class TransitionCoordinator: NSObject, UINavigationControllerDelegate {
            var interaction: UIPercentDrivenInteractiveTransition?
            func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                      from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                SlideAnimator(operation: operation)
            }
            func navigationController(_ navigationController: UINavigationController,
                                      interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
                interaction
            }
        }
        final class MainNavigationController: UINavigationController {
            private let coordinator = TransitionCoordinator()
            override func viewDidLoad() {
                super.viewDidLoad()
                1️⃣delegate = coordinator
                3️⃣view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handleSwipe(_:))))
            }
            @objc private func handleSwipe(_ recognizer: UIPanGestureRecognizer) {
                \(action)
            }
        }
        final class SceneDelegate: UIResponder {
            var window: UIWindow?
            func start() { window?.rootViewController = MainNavigationController(rootViewController: HomeViewController()) }
        }
        final class HomeViewController: UIViewController {
            func open() { navigationController?.pushViewController(DetailViewController(), animated: true) }
        }
        final class DetailViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                2️⃣navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(named: "back"), style: .plain, target: self, action: #selector(back))
            }
            @objc private func back() { navigationController?.popViewController(animated: true) }
        }
        """)]
    }

    @Test func aStackThatItsOwnPanPopsKeepsItsSwipe() throws {
        try ScannedApp.each(Self.swift(action: "if recognizer.state == .began { popViewController(animated: true) }")) { app in
            #expect(app.allFindings.isEmpty, "\(app.allFindings)")
            #expect(app.result.draft.contains("    ownPopGesture: true   # a pan whose action pops, \(app.line("3️⃣"))"), "\(app.result.draft)")
            #expect(app.result.draft.contains("    delegateInteraction: true"), "\(app.result.draft)")
        }
        // A pan that does not pop is no swipe back: the animating delegate took the edge swipe, and the
        // custom Back is not what stops it, but is still reported where UIKit's gate would have stopped it.
        try ScannedApp.each(Self.swift(action: "print(recognizer.state)")) { app in
            #expect(app.rules(at: "2️⃣") == ["custom-left-item-disables-swipe"], "\(app.allFindings)")
            #expect(app.allFindings.contains { $0.hasPrefix("animating-delegate-disables-swipe") }, "\(app.allFindings)")
        }
    }

    @Test func anObjectiveCEdgePanThatPopsIsTheStacksSwipe() throws {
        try ScannedApp.each([("App/Navigation.m", """
        @interface MainNavigationController : UINavigationController
        @end
        @interface HomeViewController : UIViewController
        @end
        @interface DetailViewController : UIViewController
        @end
        @implementation MainNavigationController
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIScreenEdgePanGestureRecognizer *edge = [[UIScreenEdgePanGestureRecognizer alloc] initWithTarget:self action:@selector(edgePan:)];
            [self.view addGestureRecognizer:edge];
        }
        - (void)edgePan:(UIScreenEdgePanGestureRecognizer *)recognizer {
            if (recognizer.state == UIGestureRecognizerStateBegan) { [self popViewControllerAnimated:YES]; }
        }
        @end
        @implementation AppDelegate
        - (void)start { self.window.rootViewController = [[MainNavigationController alloc] initWithRootViewController:[HomeViewController new]]; }
        @end
        @implementation HomeViewController
        - (void)open { [self.navigationController pushViewController:[DetailViewController new] animated:YES]; }
        @end
        @implementation DetailViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.navigationItem.hidesBackButton = YES;
        }
        @end
        """)]) { app in
            #expect(app.allFindings.isEmpty, "\(app.allFindings)")
            #expect(app.result.draft.contains("ownPopGesture: true"), "\(app.result.draft)")
        }
    }

    /// The delegate object the navigation controller makes may own the pan that drives its interaction
    /// controller: that is the stack's swipe too.
    @Test func aPanOwnedByTheDelegateObjectIsTheStacksSwipe() throws {
        try ScannedApp.each([("App/Navigation.swift", """
        final class SwipeCoordinator: NSObject, UINavigationControllerDelegate {
            weak var navigationController: UINavigationController?
            func attach(to navigationController: UINavigationController) {
                self.navigationController = navigationController
                navigationController.view.addGestureRecognizer(UIScreenEdgePanGestureRecognizer(target: self, action: #selector(edgePan(_:))))
            }
            @objc private func edgePan(_ recognizer: UIScreenEdgePanGestureRecognizer) {
                if recognizer.state == .began { navigationController?.popViewController(animated: true) }
            }
            func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                      from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                SlideAnimator(operation: operation)
            }
        }
        final class MainNavigationController: UINavigationController {
            private let coordinator = SwipeCoordinator()
            override func viewDidLoad() {
                super.viewDidLoad()
                delegate = coordinator
                coordinator.attach(to: self)
            }
        }
        final class SceneDelegate: UIResponder {
            var window: UIWindow?
            func start() { window?.rootViewController = MainNavigationController(rootViewController: HomeViewController()) }
        }
        final class HomeViewController: UIViewController {
            func open() { navigationController?.pushViewController(DetailViewController(), animated: true) }
        }
        final class DetailViewController: UIViewController {}
        """)]) { app in
            #expect(app.allFindings.isEmpty, "\(app.allFindings)")
            #expect(app.result.draft.contains("ownPopGesture: true"), "\(app.result.draft)")
        }
    }

    /// The pan's action hands the end of the drag to a method of its own that pops (one hop): the swipe is
    /// still the stack's own. A helper that only moves views pops nothing.
    @Test(arguments: [("[self popViewControllerAnimated:NO];", true), ("self.view.alpha = 1.0;", false)])
    func aPanWhoseActionCallsAMethodThatPopsIsTheStacksSwipe(_ finish: String, pops: Bool) throws {
        try ScannedApp.each([("App/Navigation.m", """
        @interface SwipeNavigationController : UINavigationController
        @property (nonatomic, strong) UIPanGestureRecognizer *panGesture;
        @end
        @implementation SwipeNavigationController
        - (id)initWithRootViewController:(UIViewController *)controller {
            self = [super initWithRootViewController:controller];
            if (self) {
                self.panGesture = [[UIPanGestureRecognizer alloc] initWithTarget:self action:@selector(panGesture:)];
                [self.view addGestureRecognizer:self.panGesture];
            }
            return self;
        }
        - (void)panGesture:(UIPanGestureRecognizer *)gesture {
            if (gesture.state == UIGestureRecognizerStateEnded) {
                [self updateDroppedView:gesture.view];
            }
        }
        - (void)updateDroppedView:(UIView *)view {
            \(finish)
        }
        @end
        @implementation AppDelegate
        - (void)start { self.window.rootViewController = [[SwipeNavigationController alloc] initWithRootViewController:[[HomeViewController alloc] init]]; }
        @end
        @interface HomeViewController : UIViewController
        @end
        @implementation HomeViewController
        - (void)open { [self.navigationController pushViewController:[[ReaderViewController alloc] init] animated:YES]; }
        @end
        @interface ReaderViewController : UIViewController
        @end
        @implementation ReaderViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            1️⃣self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithImage:[UIImage imageNamed:@"back"] style:UIBarButtonItemStylePlain target:self action:@selector(back)];
        }
        - (void)back { [self.navigationController popViewControllerAnimated:YES]; }
        @end
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == (pops ? [] : ["custom-left-item-disables-swipe"]), "\(app.allFindings)")
        }
    }
}
