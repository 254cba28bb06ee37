import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
@testable import Format
import Rules
import TestSupport

/// One test per thing the scanner infers, on the fixture apps (Fixtures/SwiftShop, Fixtures/ObjCNews)
/// and on small inline sources; each checks the emitted lines and their file:line comments.
@Suite struct InferenceTests {
    let swift: String
    let objc: String

    /// Both fixtures scanned once for the whole suite (Swift Testing makes a suite value per test).
    static let drafts = Result { try (Fixtures.scan("SwiftShop").draft, Fixtures.scan("ObjCNews").draft) }

    init() throws {
        (swift, objc) = try Self.drafts.get()
    }

    // MARK: - App

    @Test func deploymentTargetFromPackageSwift() {
        // Package.swift names .iOS(.v12) in a comment; only the platforms entry counts.
        expectLines("""
        app:
          deploymentTarget: "15.0"   # Package.swift:7
        """, in: swift)
    }

    @Test func deploymentTargetFromXcodeProjectIsTheLowest() {
        expectLines("""
          deploymentTarget: "12.0"   # News.xcodeproj/project.pbxproj:19 (the lowest of 2 targets found)
        """, in: objc)
    }

    @Test func deploymentTargetSpellings() throws {
        let package = """
        let package = Package(name: "A", platforms: [.iOS("14.2"), .macOS(.v12)])
        """
        let xcconfig = "IPHONEOS_DEPLOYMENT_TARGET = 16.4\n"
        let screen = "class HomeViewController: UIViewController {}"
        expectLines("  deploymentTarget: \"14.2\"   # Package.swift:1", in: try Fixtures.scan([("Package.swift", package), ("Home.swift", screen)]).draft)
        expectLines("  deploymentTarget: \"16.4\"   # Config/Base.xcconfig:1", in: try Fixtures.scan([("Config/Base.xcconfig", xcconfig), ("Home.swift", screen)]).draft)
        expectLines("  deploymentTarget: \"13.4\"   # Package.swift:1", in: try Fixtures.scan([("Package.swift", "platforms: [.iOS(.v13_4)]"), ("Home.swift", screen)]).draft)
    }

    @Test func missingDeploymentTargetIsAMarkedPlaceholder() throws {
        let result = try Fixtures.scan([("Home.swift", "class HomeViewController: UIViewController {}")])
        expectLines("  deploymentTarget: \"15.0\"   # navlint scan: placeholder, not found in the sources", in: result.draft)
        #expect(result.notes.contains { $0.path == nil && $0.message.hasPrefix("found no deployment target") })
    }

    // MARK: - Navigation controllers and roots

    @Test func navigationControllersCreatedWithARoot() {
        expectLines("""
          shop:
            class: ShopNavigationController   # Sources/App/ShopNavigationController.swift:5
            root: home   # Sources/App/SceneDelegate.swift:11
        """, in: swift)
        // A root held in a local variable, and a plain UINavigationController (id from its root).
        expectLines("""
          settings:
            class: UINavigationController   # UIKit's own class
            root: settings   # Sources/App/SceneDelegate.swift:12
        """, in: swift)
        // [[NewsNavigationController alloc] initWithRootViewController:feed], feed a local.
        expectLines("""
          news:
        """, in: objc)
        expectLines("""
            class: NewsNavigationController   # News/NewsNavigationController.h:3
            root: feed   # News/AppDelegate.m:10
        """, in: objc)
    }

    /// The format needs a navigation controller: when the code makes none, the draft gets a marked
    /// placeholder (one per navigation class nothing makes, else `main`), which `scan --check` does not
    /// check, since its root is made up.
    @Test func noCreationGivesAMarkedPlaceholderController() throws {
        let result = try Fixtures.scan([
            ("Nav.swift", "class AppNav: UINavigationController {}"),
            ("Home.swift", "class HomeViewController: UIViewController { func go() { navigationController?.pushViewController(DetailViewController(), animated: true) } }"),
            ("Detail.swift", "class DetailViewController: UIViewController { override func viewDidLoad() { navigationItem.hidesBackButton = true } }"),
        ])
        expectLines("""
          app:
            # navlint scan: found no AppNav(rootViewController:) or initWithRootViewController: call; root 'home' is a placeholder, set it to the first screen of this stack; navlint does not check this navigation controller (Nav.swift:1)
            class: AppNav   # Nav.swift:1
            root: home   # navlint scan: placeholder
        """, in: result.draft)
        #expect(result.app.controller("app") != nil)
        #expect(result.checkedApp.navigationControllers.isEmpty)
        let rules = try RuleCatalog.builtin.get()
        #expect(result.sure(RuleEngine(rules: rules).run(on: result.checkedApp, file: "app.yaml")).isEmpty)
        let bare = try Fixtures.scan([("Home.swift", "class HomeViewController: UIViewController {}")]).draft
        expectLines("""
          main:
            # navlint scan: found no navigation controller made with a root view controller; root 'home' is a placeholder, set it to the first screen of this stack; navlint does not check this navigation controller
            root: home   # navlint scan: placeholder
        """, in: bare)
    }

    // MARK: - Pushes and presents

    @Test func pushesAndPresentsOfTheEnclosingScreen() {
        // A push through a local, a presented navigation controller (its root is listed), and an
        // activity sheet (a UIKit class) left out silently.
        expectLines("""
          home:
            class: HomeViewController   # Sources/App/HomeViewController.swift:3
            pushes:
              - product   # Sources/App/HomeViewController.swift:12
            presents:
              - login   # Sources/App/HomeViewController.swift:17
        """, in: swift)
        // show(_:sender:) is a push.
        expectLines("""
            pushes:
              - checkout   # Sources/App/ProductViewController.swift:36
        """, in: swift)
        // A local assigned in two branches pushes either screen.
        expectLines("""
            pushes:
              - about   # Sources/App/SettingsViewController.swift:11
              - profile   # Sources/App/SettingsViewController.swift:11
        """, in: swift)
        expectLines("""
            pushes:
              - article   # News/FeedViewController.m:14
            presents:
              - login   # News/FeedViewController.m:19
        """, in: objc)
        // [[CommentsViewController alloc] init] written inline.
        expectLines("""
            pushes:
              - comments   # News/ArticleViewController.m:38
        """, in: objc)
    }

    @Test func pushesOutsideAScreenAreMarked() throws {
        let result = try Fixtures.scan("SwiftShop")
        // No screen uses the router, so the screen's place is unknown: marked, and not called unreachable.
        expectLines("""
          help:   # navlint:disable-line unreachable-screen -- navlint scan: opened by code it could not place in a stack
            # navlint scan: pushed by Router, which is not a screen and which no screen uses, so navlint scan could not tell which stack it is on; unreachable-screen is not reported on it (Sources/App/Router.swift:8)
        """, in: result.draft)
        #expect(result.notes.filter { $0.path != nil }.map(\.description) == ["Sources/App/Router.swift:8: pushed by Router, which is not a screen and which no screen uses, so navlint scan could not tell which stack it is on; unreachable-screen is not reported on it"])
        let unknown = try Fixtures.scan([("Home.m", """
        @interface HomeVC : UIViewController
        @end
        @implementation HomeVC
        - (void)go { [self.navigationController pushViewController:[self makeDetail] animated:YES]; }
        @end
        """)])
        expectLines("""
          home:
            # navlint scan: could not tell which screen '[self makeDetail]' is, so this push is left out (Home.m:4)
        """, in: unknown.draft)
    }

    // MARK: - Pop gesture delegate and its guards

    @Test func navigationSubclassOwnsTheDelegate() {
        expectLines("""
            popGesture:
              delegate: navigationController   # Sources/App/ShopNavigationController.swift:8
              shouldBegin:
                - notTransitioning   # Sources/App/ShopNavigationController.swift:13
        """, in: swift)
    }

    @Test func screenOwnerIsListedAfterTheControllerAndGuardsAreShared() {
        // The screen has no gestureRecognizerShouldBegin, so no guard holds for every owner.
        expectLines("""
            popGesture:
              delegate:
                - navigationController   # News/NewsNavigationController.m:11
                - screen:comments   # News/CommentsViewController.m:13
              shouldBegin: []   # CommentsViewController has no gestureRecognizerShouldBegin, so every swipe may begin
        """, in: objc)
    }

    @Test func stackDepthTransitionAndRequiredToFailBy() throws {
        let nav = """
        @interface AppNav : UINavigationController
        @end
        @implementation AppNav
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.interactivePopGestureRecognizer.delegate = (id)self;
        }
        - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
            if (self.viewControllers.count < 2 || self.visibleViewController == [self.viewControllers objectAtIndex:0]) {
                return NO;
            }
            return self.transitionCoordinator == nil;
        }
        - (BOOL)gestureRecognizer:(UIGestureRecognizer *)g shouldBeRequiredToFailByGestureRecognizer:(UIGestureRecognizer *)other {
            return YES;
        }
        @end
        @interface HomeVC : UIViewController
        @end
        """
        let app = "[[AppNav alloc] initWithRootViewController:[HomeVC new]];"
        let draft = try Fixtures.scan([("AppNav.m", nav), ("App.m", "@implementation Boot\n- (void)go { \(app) }\n@end")]).draft
        expectLines("""
            popGesture:
              delegate: navigationController   # AppNav.m:6
              shouldBegin:
                - stackDepth   # AppNav.m:9
                - notTransitioning   # AppNav.m:12
              requiredToFailBy: true   # shouldBeRequiredToFailBy returns true, AppNav.m:14
        """, in: draft)
    }

    @Test func extensionOnUINavigationControllerInstallsTheDelegate() throws {
        let source = """
        extension UINavigationController: UIGestureRecognizerDelegate {
            override open func viewDidLoad() {
                super.viewDidLoad()
                interactivePopGestureRecognizer?.delegate = self
            }

            public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                viewControllers.count > 1
            }
        }
        final class HomeViewController: UIViewController {}
        let root = UINavigationController(rootViewController: HomeViewController())
        """
        let draft = try Fixtures.scan([("App.swift", source)]).draft
        expectLines("""
          home:
            class: UINavigationController   # UIKit's own class
            root: home   # App.swift:12
            installedBy: extension   # UINavigationController extension, App.swift:4
            popGesture:
              delegate: navigationController   # App.swift:4
              shouldBegin:
                - stackDepth   # App.swift:8
        """, in: draft)
    }

    @Test func nilDelegateAndS2RestoreAtTheRoot() throws {
        let source = """
        @interface CMNavigationController : UINavigationController <UINavigationControllerDelegate>
        @property (nonatomic, weak) id popGestureDelegate;
        @end
        @implementation CMNavigationController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.popGestureDelegate = self.interactivePopGestureRecognizer.delegate;
        }
        - (void)navigationController:(UINavigationController *)nc didShowViewController:(UIViewController *)vc animated:(BOOL)animated {
            self.interactivePopGestureRecognizer.delegate = vc == self.viewControllers[0] ? self.popGestureDelegate : nil;
        }
        @end
        @interface RootVC : UIViewController
        @end
        @implementation RootVC
        - (void)show { UINavigationController *nav = [[CMNavigationController alloc] initWithRootViewController:self]; }
        @end
        """
        let draft = try Fixtures.scan([("CM.m", source)]).draft
        expectLines("""
            popGesture:
              delegate: nil   # CM.m:10
              restoresSystemDelegateAtRoot: true   # saved system delegate put back, CM.m:10
        """, in: draft)
    }

    @Test func s1FlagSetInDidShowGuardsDepthAndTransition() throws {
        let source = """
        @interface NavRootViewController : UINavigationController
        @property(nonatomic,weak) UIViewController* currentShowVC;
        @end
        @implementation NavRootViewController
        -(id)initWithRootViewController:(UIViewController *)rootViewController {
            NavRootViewController* nvc = [super initWithRootViewController:rootViewController];
            nvc.interactivePopGestureRecognizer.delegate = (id)nvc;
            return nvc;
        }
        -(void)navigationController:(UINavigationController *)navigationController didShowViewController:(UIViewController *)viewController animated:(BOOL)animated {
            if (navigationController.viewControllers.count == 1)
                self.currentShowVC = Nil;
            else
                self.currentShowVC = viewController;
        }
        -(BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
            return (self.currentShowVC == self.topViewController);
        }
        @end
        @interface HomeVC : UIViewController
        @end
        """
        let draft = try Fixtures.scan([("Nav.m", source)]).draft
        expectLines("""
              delegate: navigationController   # Nav.m:7
              shouldBegin:
                - stackDepth   # Nav.m:11
                - notTransitioning   # Nav.m:17
        """, in: draft)
    }

    @Test func unidentifiedDelegateValueIsMarked() throws {
        let source = """
        final class HomeViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationController?.interactivePopGestureRecognizer?.delegate = helper
            }
        }
        let nav = UINavigationController(rootViewController: HomeViewController())
        """
        let result = try Fixtures.scan([("Home.swift", source)])
        expectLines("    # navlint scan: the pop gesture delegate is set to 'helper', which navlint scan could not identify, so it is not listed (Home.swift:4)", in: result.draft)
        #expect(!result.draft.contains("delegate: helper"))
    }

    // MARK: - Navigation items and bars

    @Test func customLeftItems() {
        expectLines("""
            navigationItem:
              leftBarButtonItem: closeItem   # Sources/App/ProfileViewController.swift:9
        """, in: swift)
        // [self.navigationItem setLeftBarButtonItems:@[closeItem, shareItem]]
        expectLines("""
              leftBarButtonItems:   # News/CommentsViewController.m:9
                - closeItem
                - shareItem
        """, in: objc)
    }

    @Test func hiddenBackButtonAndSupplement() {
        expectLines("      hidesBackButton: true   # Sources/App/LoginViewController.swift:6", in: swift)
        expectLines("""
              leftItemsSupplementBackButton: true   # News/CommentsViewController.m:10
              hidesBackButton: true   # News/CommentsViewController.m:11
        """, in: objc)
    }

    @Test func backBarButtonItemTitleImageAndAction() {
        expectLines("""
            navigationItem:
              backBarButtonItem:   # Sources/App/HomeViewController.swift:7
                title: ""
        """, in: swift)
        // Set in BaseViewController, so every screen inheriting it has it, citing the base class.
        expectLines("""
          feed:
            class: FeedViewController   # News/FeedViewController.h:3
            pushes:
              - article   # News/FeedViewController.m:14
            presents:
              - login   # News/FeedViewController.m:19
            navigationBarHidden: true   # News/FeedViewController.m:9
            navigationItem:
              backBarButtonItem:   # News/BaseViewController.m:9
                title: ""
                image: back_chevron
                action: "onBack:"
        """, in: objc)
        #expect(objc.contains("# BaseViewController (News/BaseViewController.h:3) is only a base class: its code is read as part of each screen that inherits it."))
    }

    @Test func hiddenNavigationBar() {
        // setNavigationBarHidden(true, ...) hides it; ProfileViewController's (false, ...) does not.
        expectLines("""
          about:
            class: AboutViewController   # Sources/App/AboutViewController.swift:6
            navigationBarHidden: true   # Sources/App/AboutViewController.swift:17
        """, in: swift)
        #expect(!entry("  profile:", in: swift).contains("navigationBarHidden"))
        expectLines("    navigationBarHidden: true   # News/FeedViewController.m:9", in: objc)
    }

    // MARK: - Scroll views, web views, controls

    @Test func horizontalScrollViewsAndRequireToFail() {
        // A flow layout scrolling sideways, found through the collection view built with it inside the
        // property's initializer closure; a scroll view made to wait for the pop gesture.
        expectLines("""
            scrollViews:
              gallery:
                axis: horizontal   # Sources/App/ProductViewController.swift:10
                paging: true   # Sources/App/ProductViewController.swift:12
              reviews:
                axis: horizontal   # Sources/App/ProductViewController.swift:28
                requiresPopToFail: true   # Sources/App/ProductViewController.swift:30
        """, in: swift)
        expectLines("""
            scrollViews:
              pager:
                axis: horizontal   # News/ArticleViewController.m:14
                paging: true   # News/ArticleViewController.m:13
                requiresPopToFail: true   # News/ArticleViewController.m:15
        """, in: objc)
    }

    @Test func pagingWithoutADirectionIsMarked() throws {
        let source = """
        final class GalleryViewController: UIViewController {
            let strip = UIScrollView()
            override func viewDidLoad() {
                super.viewDidLoad()
                strip.isPagingEnabled = true
                let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            }
        }
        """
        let draft = try Fixtures.scan([("Gallery.swift", source)]).draft
        expectLines("""
            scrollViews:
              pages:
                axis: horizontal   # Gallery.swift:6
                paging: true   # Gallery.swift:6
              strip:
                # navlint scan: no horizontal layout found, so the axis stays vertical; add axis: horizontal if it scrolls sideways
                paging: true   # Gallery.swift:5
        """, in: draft)
    }

    @Test func webViewsAndHorizontalControls() {
        expectLines("""
            webViews:
              page:
                backForwardGestures: true   # Sources/App/AboutViewController.swift:12
            horizontalControls:
              - slider   # Sources/App/AboutViewController.swift:8
        """, in: swift)
    }

    // MARK: - Per-screen swipe-back switch

    @Test func edgeSwitchAndItsLifecycleMethods() {
        expectLines("""
            popGesture:
              disabled: true   # Sources/App/CheckoutViewController.swift:7
              scope: edge   # interactivePopGestureRecognizer only
              disableIn: viewWillAppear   # Sources/App/CheckoutViewController.swift:7
              enableIn: viewWillDisappear   # Sources/App/CheckoutViewController.swift:12
        """, in: swift)
    }

    @Test func everyRecognizerOnThePopViewSwitched() {
        expectLines("""
            popGesture:
              disabled: true   # News/ArticleViewController.m:22
              scope: allRecognizers   # every recognizer on the pop gesture's view
              disableIn: viewDidAppear   # News/ArticleViewController.m:22
              enableIn: viewWillDisappear   # News/ArticleViewController.m:29
        """, in: objc)
    }

    @Test func switchInAHelperCalledFromALifecycleMethod() throws {
        let source = """
        @interface PlayerVC : UIViewController
        @end
        @implementation PlayerVC
        - (void)viewDidAppear:(BOOL)animated {
            [super viewDidAppear:animated];
            [self lockSwipe];
        }
        - (void)lockSwipe {
            self.navigationController.interactivePopGestureRecognizer.enabled = NO;
        }
        - (void)unlock {
            [self.navigationController.interactivePopGestureRecognizer setEnabled:YES];
        }
        @end
        """
        let draft = try Fixtures.scan([("Player.m", source)]).draft
        expectLines("""
            popGesture:
              disabled: true   # Player.m:9
              scope: edge   # interactivePopGestureRecognizer only
              disableIn: viewDidAppear   # Player.m:9, via lockSwipe called at Player.m:6
        """, in: draft)
        expectLines("    # navlint scan: swipe-back is switched back on in unlock, which is not viewWillDisappear or viewDidDisappear; enableIn is left at its default (never) (Player.m:12)", in: draft)
    }

    // MARK: - Back-button interception

    @Test func backInterceptionInASubclass() {
        expectLines("""
            backInterception:
              implementedIn: subclass   # navigationBar(_:shouldPop:), News/NewsNavigationController.m:30
              distinguishesProgrammaticPop: true   # compares viewControllers.count with navigationBar.items.count, News/NewsNavigationController.m:32
              repopWhen: ">="   # calls popViewController when the count is >=, News/NewsNavigationController.m:42
        """, in: objc)
        expectLines("    # navlint scan: found no debounce in navigationBar(_:shouldPop:); add debounce: <seconds> if it ignores repeated Back taps (News/NewsNavigationController.m:30)", in: objc)
        // The screen answering the question the interception asks.
        expectLines("    interceptsBack: true   # shouldPopOnBackButtonPress, News/ArticleViewController.m:33", in: objc)
    }

    @Test func backInterceptionInAnExtensionWithDebounce() throws {
        let source = """
        extension UINavigationController: UINavigationBarDelegate {
            public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
                guard Date().timeIntervalSince(lastPop) > 0.3 else { return false }
                if viewControllers.count > (navigationBar.items?.count ?? 0) {
                    DispatchQueue.main.async { self.popViewController(animated: true) }
                }
                return false
            }
        }
        final class FormViewController: UIViewController {
            let nav = UINavigationController(rootViewController: FormViewController())
        }
        """
        let draft = try Fixtures.scan([("Nav.swift", source)]).draft
        expectLines("""
            backInterception:
              implementedIn: category   # navigationBar(_:shouldPop:), Nav.swift:2
              distinguishesProgrammaticPop: true   # compares viewControllers.count with navigationBar.items.count, Nav.swift:4
              repopWhen: ">"   # calls popViewController when the count is >, Nav.swift:4
              debounce: 0.3   # Nav.swift:3
        """, in: draft)
    }

    // MARK: - App-wide overrides and animation delegates

    @Test func scrollViewCategoryOverride() {
        expectLines("""
        extensions:
          scrollViewGestureOverride: true   # News/UIScrollView+PopGesture.m:6
        """, in: objc)
        #expect(!swift.contains("extensions:"))
    }

    @Test func animatingNavigationDelegate() throws {
        let source = """
        final class FadeNavigationController: UINavigationController, UINavigationControllerDelegate {
            func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                      from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
        }
        final class HomeViewController: UIViewController {}
        let nav = FadeNavigationController(rootViewController: HomeViewController())
        """
        expectLines("    delegateAnimates: true   # navigationController(_:animationControllerFor:from:to:), Nav.swift:2", in: try Fixtures.scan([("Nav.swift", source)]).draft)
    }

    @Test func fullScreenPanOfASubclassWithoutDelegateGuardsNothing() throws {
        let source = """
        final class PanNavigationController: UINavigationController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let pan = UIPanGestureRecognizer(target: interactivePopGestureRecognizer?.delegate, action: NSSelectorFromString("handleNavigationTransition:"))
                view.addGestureRecognizer(pan)
            }
        }
        final class HomeViewController: UIViewController {}
        """
        let result = try Fixtures.scan([("Pan.swift", source)])
        expectLines("""
            fullScreenPop:
              via: privateTarget   # 'pan' on the pop gesture's private target, Pan.swift:4
              shouldBegin: []   # the pan has no delegate, so every swipe may begin
        """, in: result.draft)
        #expect(!result.draft.contains("full-screen pop code found"))
    }

    // MARK: - Failures

    @Test func noViewControllersIsAnError() {
        #expect(throws: ScanError.noViewControllers) { try Fixtures.scan([("Model.swift", "struct Model {}")]) }
        #expect(throws: ScanError.noSources) { try Fixtures.scan([("project.pbxproj", "IPHONEOS_DEPLOYMENT_TARGET = 13.0;")]) }
    }

    @Test func baseClassesOutsideTheSourcesAreJudgedByNameAndMarked() throws {
        let draft = try Fixtures.scan([("Detail.swift", "class DetailViewController: BaseListViewController {}")]).draft
        expectLines("""
          detail:
            # navlint scan: DetailViewController descends from BaseListViewController, which is not in the scanned sources; it is taken as a view controller by its name (Detail.swift:1)
            class: DetailViewController   # Detail.swift:1
        """, in: draft)
    }
}
