import Testing
@testable import Scan
import TestSupport

/// Mechanisms found missing by the first run of batch 15 (issue 33): a view controller that keeps its root
/// and makes its navigation controller when its view loads, a write to a navigation controller a class
/// holds (which speaks for the stacks that class makes, not for every navigation controller), and a pop
/// delegate written as its object is freed.
@Suite struct BatchFifteenMechanismTests {
    /// `Wrapper(coder:rootViewController:)` stores its root; `viewDidLoad` makes the navigation controller
    /// from it and clears its pop delegate. The wrapper is a stack whose pop delegate is nil: the root can
    /// freeze. A sheet's own navigation controller, made elsewhere, is not touched by that write.
    @Test func aWrapperMakingItsStackWhenItsViewLoadsIsAStack() throws {
        try ScannedApp.each([("App/Wrapper.swift", """
        final class SearchNavigationController: UIViewController {
            var rootViewController: UIViewController
            var navigation: UINavigationController!
            init?(coder: NSCoder, rootViewController: UIViewController) {
                self.rootViewController = rootViewController
                super.init(coder: coder)
            }
            required init?(coder: NSCoder) { nil }
            override func viewDidLoad() {
                super.viewDidLoad()
                navigation = UINavigationController(rootViewController: self.rootViewController)
                1️⃣navigation.interactivePopGestureRecognizer?.delegate = nil
                addChild(navigation)
            }
        }
        final class AppTabs: UITabBarController {
            func build(coder: NSCoder) {
                viewControllers = [SearchNavigationController(coder: coder, rootViewController: PhotosViewController())].compactMap { $0 }
            }
        }
        final class PhotosViewController: UIViewController {
            func open() { navigationController?.pushViewController(DetailViewController(), animated: true) }
            func pick() { present(UINavigationController(rootViewController: PickerViewController()), animated: true) }
        }
        final class DetailViewController: UIViewController {}
        final class PickerViewController: UIViewController {
            func more() { navigationController?.pushViewController(DetailViewController(), animated: true) }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["root-freeze"], "\(app.allFindings)")
            #expect(app.result.app.navigationControllers.contains { $0.rootID == "photos" }, "\(app.result.draft)")
            #expect(!app.result.draft.contains("installedBy"), "\(app.result.draft)")
        }
    }

    /// A coordinator that makes a plain navigation controller and clears its pop delegate speaks for that
    /// stack only: another stack of UIKit's own class, made by another class, keeps UIKit's delegate, and
    /// the write is no extension installing a delegate in every navigation controller.
    @Test func aWriteToAHeldNavigationControllerIsItsMakersStacksOnly() throws {
        try ScannedApp.each([("App/Coordinators.swift", """
        final class SettingsCoordinator {
            let navigation: UINavigationController
            init() {
                navigation = UINavigationController(rootViewController: SettingsViewController())
                1️⃣navigation.interactivePopGestureRecognizer?.delegate = nil
            }
        }
        final class ProfileCoordinator {
            func start(from window: UIWindow) {
                2️⃣window.rootViewController = UINavigationController(rootViewController: ProfileViewController())
            }
        }
        final class SettingsViewController: UIViewController {
            func open() { navigationController?.pushViewController(AboutViewController(), animated: true) }
        }
        final class ProfileViewController: UIViewController {
            func open() { navigationController?.pushViewController(AboutViewController(), animated: true) }
        }
        final class AboutViewController: UIViewController {}
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["root-freeze"], "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣") == [], "\(app.allFindings)")
            #expect(!app.allFindings.contains { $0.hasPrefix("global-pop-delegate-extension") }, "\(app.allFindings)")
        }
    }

    /// The same write in an extension of UINavigationController is every navigation controller's.
    @Test func aWriteInAnExtensionIsEveryStacks() throws {
        try ScannedApp.each([ScannedApp.stack(root: "HomeViewController", pushing: ["DetailViewController"]), ("App/Extension.swift", """
        extension UINavigationController: UIGestureRecognizerDelegate {
            open override func viewDidLoad() {
                super.viewDidLoad()
                1️⃣interactivePopGestureRecognizer?.delegate = self
            }
        }
        class DetailViewController: UIViewController {}
        """)]) { app in
            #expect(app.rules(at: "1️⃣").contains("global-pop-delegate-extension"), "\(app.allFindings)")
        }
    }

    /// A screen that takes the pop delegate when it loads and clears it as it is freed (`deinit`,
    /// `dealloc`) owns it alone: the freeing write, which no stack sees, is no second writer and no nil
    /// delegate that freezes the root.
    @Test(arguments: [false, true])
    func aDelegateClearedAsItsOwnerIsFreedIsNoOwner(objectiveC: Bool) throws {
        let source: (String, String) = objectiveC ? ("App/Browser.m", """
        @interface BrowserViewController : UITableViewController <UIGestureRecognizerDelegate>
        @end
        @implementation BrowserViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            1️⃣self.navigationController.interactivePopGestureRecognizer.delegate = self;
        }
        - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
            return self.navigationController.viewControllers.count > 1 && self.navigationController.transitionCoordinator == nil;
        }
        - (void)open {
            [self.navigationController pushViewController:[[PageViewController alloc] init] animated:YES];
        }
        - (void)dealloc {
            2️⃣self.navigationController.interactivePopGestureRecognizer.delegate = nil;
        }
        @end
        @interface PageViewController : UIViewController
        @end
        @implementation PageViewController
        @end
        @implementation AppDelegate
        - (void)start {
            self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[[BrowserViewController alloc] init]];
        }
        @end
        """) : ("App/Browser.swift", """
        final class BrowserViewController: UITableViewController, UIGestureRecognizerDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                1️⃣navigationController?.interactivePopGestureRecognizer?.delegate = self
            }
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                (navigationController?.viewControllers.count ?? 0) > 1 && navigationController?.transitionCoordinator == nil
            }
            func open() { navigationController?.pushViewController(PageViewController(), animated: true) }
            deinit {
                2️⃣navigationController?.interactivePopGestureRecognizer?.delegate = nil
            }
        }
        final class PageViewController: UIViewController {}
        final class AppDelegate {
            var window: UIWindow?
            func start() { window?.rootViewController = UINavigationController(rootViewController: BrowserViewController()) }
        }
        """)
        try ScannedApp.each([source]) { app in
            #expect(!app.rules(at: "1️⃣").contains("multiple-pop-delegate-writers"), "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣") == [], "\(app.allFindings)")
            #expect(app.result.draft.contains("delegate: screen:browser"), "\(app.result.draft)")
        }
    }

    /// A closure labelled with the outcome of work (`onSuccess:`, `complete:`, `errorHandler:`) runs when the
    /// work ends: a push in it can land during a transition. One the user's tap runs (`action:`, `onDone:`,
    /// `didFinishPicking:`) cannot.
    @Test(arguments: [("completion", true), ("onSuccess", true), ("complete", true), ("onError", true), ("errorHandler", true),
                      ("action", false), ("onDone", false), ("didFinishPicking", false), ("onRetry", false)])
    func aPushInAnOutcomeCallbackIsAsynchronous(_ label: String, isAsync: Bool) throws {
        try ScannedApp.each([("App/App.swift", """
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func start() { window?.rootViewController = UINavigationController(rootViewController: HomeViewController()) }
        }
        final class Loader {
            func load(\(label): @escaping () -> Void) {}
        }
        final class HomeViewController: UIViewController {
            func openDetail(loader: Loader) {
                loader.load(\(label): {
                    1️⃣self.navigationController?.pushViewController(DetailViewController(), animated: true)
                })
            }
        }
        final class DetailViewController: UIViewController {}
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == (isAsync ? ["navigation-transition-overlap"] : []), "\(app.allFindings)")
        }
    }

    /// An extension of UINavigationController whose `viewDidLoad` installs a full-screen pan on the private
    /// targets installs it on a SwiftUI stack too (which runs on UIKit's navigation controller), with the
    /// extension's own `gestureRecognizerShouldBegin` deciding: its depth check holds, so no root freeze.
    @Test func anExtensionsFullScreenPanReachesSwiftUIStacks() throws {
        try ScannedApp.each([("App/App.swift", """
        @main struct ShopApp: App {
            var body: some Scene { WindowGroup { RootView() } }
        }
        struct RootView: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Detail") { DetailView() }
                }
            }
        }
        struct DetailView: View {
            var body: some View { Text("Detail") }
        }
        """), ("App/NavigationExtension.swift", """
        extension UINavigationController: UIGestureRecognizerDelegate {
            override open func viewDidLoad() {
                super.viewDidLoad()
                let gesture = UIPanGestureRecognizer()
                gesture.delegate = self
                1️⃣if let targets = interactivePopGestureRecognizer?.value(forKey: "targets") {
                    gesture.setValue(targets, forKey: "targets")
                    view.addGestureRecognizer(gesture)
                }
            }
            public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                viewControllers.count > 1
            }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣").contains("private-navigation-api"), "\(app.allFindings)")
            #expect(!app.allFindings.contains { $0.hasPrefix("root-freeze") }, "\(app.allFindings)")
            #expect(app.result.draft.contains("fullScreenPop"), "\(app.result.draft)")
        }
    }

    /// One class makes two stacks and clears the delegate of one: only that one can freeze. A coordinator
    /// that makes itself a stack's delegate decides for it with its own `gestureRecognizerShouldBegin`.
    @Test func aWriteToOneOfTwoHeldStacksIsThatStacksOnly() throws {
        try ScannedApp.each([("App/Tabs.swift", """
        final class MainTabBarController: UITabBarController {
            let feedNav = UINavigationController(rootViewController: FeedViewController())
            let chatNav = UINavigationController(rootViewController: ChatViewController())
            override func viewDidLoad() {
                super.viewDidLoad()
                1️⃣chatNav.interactivePopGestureRecognizer?.delegate = nil
                viewControllers = [feedNav, chatNav]
            }
        }
        final class SettingsCoordinator: NSObject, UIGestureRecognizerDelegate {
            let navigation = UINavigationController(rootViewController: SettingsViewController())
            func start() {
                2️⃣navigation.interactivePopGestureRecognizer?.delegate = self
            }
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                navigation.viewControllers.count > 1 && navigation.transitionCoordinator == nil
            }
        }
        final class FeedViewController: UIViewController {
            func open() { navigationController?.pushViewController(PostViewController(), animated: true) }
        }
        final class ChatViewController: UIViewController {
            func open() { navigationController?.pushViewController(PostViewController(), animated: true) }
        }
        final class SettingsViewController: UIViewController {
            func open() { navigationController?.pushViewController(PostViewController(), animated: true) }
        }
        final class PostViewController: UIViewController {}
        """)]) { app in
            let freezes = app.result.app.navigationControllers.filter { $0.owners.contains(.none) }
            #expect(freezes.map(\.rootID) == ["chat"], "\(app.result.draft)")
            #expect(app.rules(at: "1️⃣") == ["root-freeze"], "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣") == [], "\(app.allFindings)")
        }
    }

    /// A screen that stores its root and presents a navigation controller made from it is no wrapper: it
    /// stays a screen, and what it does to its own bar is still read.
    @Test func aScreenPresentingAStackFromItsStoredRootIsNoWrapper() throws {
        try ScannedApp.each([ScannedApp.stack(root: "HomeViewController", pushing: ["LauncherViewController"]), ("App/Launcher.swift", """
        final class LauncherViewController: UIViewController {
            var rootViewController: UIViewController
            var flow: UINavigationController?
            init(rootViewController: UIViewController) {
                self.rootViewController = rootViewController
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { nil }
            override func viewDidLoad() {
                super.viewDidLoad()
                1️⃣navigationItem.hidesBackButton = true
                flow = UINavigationController(rootViewController: rootViewController)
            }
            func launch() { if let flow { present(flow, animated: true) } }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["hidden-back-button-disables-swipe"], "\(app.allFindings)")
        }
    }
}
