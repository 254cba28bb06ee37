import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
/// A view controller that keeps a navigation controller it makes from its own root, instead of
/// subclassing one: it is read as that stack's navigation controller, not as a screen. Its kept
/// controller stands for it as `self` does in a navigation subclass, so its pop delegate and guards
/// are read as a subclass's are. Each app is scanned as typed, with CRLF line ends and with
/// non-ASCII text.
@Suite struct NavigationWrapperTests {
    /// The stacks as `id:root` and the screens' ids.
    private func shape(_ app: ScannedApp) -> (stacks: [String], screens: [String]) {
        (app.result.app.navigationControllers.map { "\($0.id):\($0.rootID)" }.sorted(), app.result.app.screens.map(\.id).sorted())
    }

    private let swiftWrapper = """
    class ShellController: UIViewController {
        private let rootViewController: UIViewController
        let childNavigationController: UINavigationController
        init(rootViewController: UIViewController = UIViewController()) {
            self.rootViewController = rootViewController
            self.childNavigationController = UINavigationController(rootViewController: rootViewController)
            super.init(nibName: nil, bundle: nil)
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            childNavigationController.delegate = self
            1️⃣childNavigationController.interactivePopGestureRecognizer?.delegate = self
            addChild(childNavigationController)
        }
        func pushViewController(_ viewController: UIViewController, animated: Bool) {
            childNavigationController.pushViewController(viewController, animated: animated)
        }
    }
    extension ShellController: UIGestureRecognizerDelegate {
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { true }
    __GUARD__}
    """

    private let objectiveCWrapper = """
    @interface ShellController : UIViewController <UIGestureRecognizerDelegate>
    @property (nonatomic, strong) UINavigationController *childNavigationController;
    @end
    @implementation ShellController
    - (instancetype)initWithRootViewController:(UIViewController *)root {
        if (self = [super initWithNibName:nil bundle:nil]) {
            _childNavigationController = [[UINavigationController alloc] initWithRootViewController:root];
        }
        return self;
    }
    - (void)viewDidLoad {
        [super viewDidLoad];
        1️⃣self.childNavigationController.interactivePopGestureRecognizer.delegate = self;
        [self addChildViewController:self.childNavigationController];
    }
    - (void)pushViewController:(UIViewController *)viewController animated:(BOOL)animated {
        [self.childNavigationController pushViewController:viewController animated:animated];
    }
    __GUARD__@end
    """

    /// The wrapper, with `guardCode` as its last method, wrapping a stack whose root pushes a detail screen.
    private func wrapperApp(objectiveC: Bool, guardCode: String = "") -> [(String, String)] {
        [
            ScannedApp.stack("ShellController", pushing: ["DetailViewController"], declaring: ["DetailViewController"], objectiveC: objectiveC),
            objectiveC ? ("App/ShellController.m", objectiveCWrapper.replacingOccurrences(of: "__GUARD__", with: guardCode))
                : ("App/ShellController.swift", swiftWrapper.replacingOccurrences(of: "__GUARD__", with: guardCode)),
        ]
    }

    /// The wrapper makes itself the pop delegate of every stack it wraps and never decides whether a
    /// pop may begin: an edge swipe at the root starts a pop with nothing to pop. It is the stack's
    /// navigation controller, not a screen, and its pushViewController forwards to the kept controller,
    /// which is no push of its own to place.
    @Test(arguments: [false, true]) func aWrapperWithoutShouldBeginFreezesItsRoot(objectiveC: Bool) throws {
        try ScannedApp.each(wrapperApp(objectiveC: objectiveC)) { app in
            #expect(app.rules(at: "1️⃣") == ["pop-during-transition", "root-freeze"], "\(app.allFindings)")
            #expect(shape(app).stacks == ["shellController:home"], "\(shape(app))")
            #expect(!shape(app).screens.contains("shellController"), "\(shape(app))")
            #expect(app.result.app.controller("shellController")?.entity[\.className] == "ShellController")
            #expect(!app.result.notes.contains { $0.message.contains("pushes 'viewController'") }, "\(app.result.notes)")
        }
    }

    /// Its own `gestureRecognizerShouldBegin` checks the depth of the stack it keeps: no freeze.
    @Test(arguments: [false, true]) func aWrapperThatChecksTheDepthOfItsStackIsGuarded(objectiveC: Bool) throws {
        let guardCode = objectiveC ? """
        - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
            return self.childNavigationController.viewControllers.count > 1;
        }

        """ : """
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                childNavigationController.viewControllers.count > 1
            }

        """
        try ScannedApp.each(wrapperApp(objectiveC: objectiveC, guardCode: guardCode)) { app in
            #expect(!app.allFindings.contains { $0.hasPrefix("root-freeze") }, "\(app.allFindings)")
            #expect(app.result.draft.contains("        - stackDepth"), "\(app.result.draft)")
            #expect(shape(app).stacks == ["shellController:home"], "\(shape(app))")
        }
    }

    /// Pushes onto a wrapper kept in a property land on the stack it wraps.
    @Test func aPushOntoAKeptWrapperLandsOnItsStack() throws {
        try ScannedApp.each([("App/AppCoordinator.swift", """
        class AppCoordinator {
            let navigationController: ShellController
            init() {
                navigationController = ShellController(rootViewController: HomeViewController())
            }
            func showDetail() {
                navigationController.pushViewController(DetailViewController(), animated: true)
            }
        }
        class HomeViewController: UIViewController {}
        class DetailViewController: UIViewController {}
        """), ("App/ShellController.swift", swiftWrapper.replacingOccurrences(of: "__GUARD__", with: ""))]) { app in
            #expect(shape(app).stacks == ["shellController:home"], "\(shape(app))")
            #expect(app.result.app.controller("shellController")?.members.contains("detail") == true, "\(app.result.draft)")
        }
    }

    /// A view controller that holds a navigation controller it was handed, or made from another root,
    /// is a screen like any other: constructing it makes no stack, and its writes name no stack of its own.
    @Test func aViewControllerThatOnlyHoldsANavigationControllerIsNoWrapper() throws {
        try ScannedApp.each([ScannedApp.stack(declaring: ["SettingsViewController"]), ("App/Holders.swift", """
        class HandedViewController: UIViewController {
            let rootViewController: UIViewController
            let childNavigationController: UINavigationController
            init(rootViewController: UIViewController, navigation: UINavigationController) {
                self.rootViewController = rootViewController
                self.childNavigationController = navigation
                super.init(nibName: nil, bundle: nil)
            }
        }
        class OtherRootViewController: UIViewController {
            let childNavigationController: UINavigationController
            init(rootViewController: UIViewController) {
                self.childNavigationController = UINavigationController(rootViewController: SettingsViewController())
                super.init(nibName: nil, bundle: nil)
            }
        }
        extension HomeViewController {
            func open() {
                present(HandedViewController(rootViewController: SettingsViewController(), navigation: UINavigationController()), animated: true)
                present(OtherRootViewController(rootViewController: SettingsViewController()), animated: true)
            }
        }
        """)]) { app in
            #expect(!shape(app).stacks.contains { $0.hasPrefix("handed") || $0.hasPrefix("otherRoot") }, "\(shape(app))")
            #expect(shape(app).screens.contains("handed") && shape(app).screens.contains("otherRoot"), "\(shape(app))")
        }
    }

    @Test func anObjectiveCViewControllerThatOnlyHoldsANavigationControllerIsNoWrapper() throws {
        try ScannedApp.each([ScannedApp.stack(declaring: ["SettingsViewController"], objectiveC: true), ("App/Holders.m", """
        @interface HandedViewController : UIViewController
        @property (nonatomic, strong) UINavigationController *childNavigationController;
        @end
        @implementation HandedViewController
        - (instancetype)initWithRootViewController:(UIViewController *)root navigation:(UINavigationController *)navigation {
            if (self = [super initWithNibName:nil bundle:nil]) { _childNavigationController = navigation; }
            return self;
        }
        @end
        @interface HomeViewController : UIViewController
        @end
        @implementation HomeViewController
        - (void)open {
            [self presentViewController:[[HandedViewController alloc] initWithRootViewController:[SettingsViewController new] navigation:nil] animated:YES completion:nil];
        }
        @end
        """)]) { app in
            #expect(!shape(app).stacks.contains { $0.hasPrefix("handed") }, "\(shape(app))")
            #expect(shape(app).screens.contains("handed"), "\(shape(app))")
        }
    }
}
