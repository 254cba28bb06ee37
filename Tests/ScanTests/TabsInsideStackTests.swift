import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
@testable import Format
import TestSupport

/// A navigation controller made with a tab bar controller as its root (issue 33, routes): the tabs are
/// inside that stack, each at its bottom, and what a tab pushes through `navigationController` goes onto
/// it, with the stack's own pop delegate and guards.
@Suite struct TabsInsideStackTests {
    @Test func objectiveCTabsPushOntoTheStackThatHoldsTheTabBar() throws {
        try ScannedApp.each([("App/MainTabBarController.m", """
        @interface MainTabBarController : UITabBarController
        @end
        @implementation MainTabBarController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.viewControllers = @[ [ChatListViewController new], [MeViewController new] ];
        }
        @end
        """), ("App/AppNavigationController.m", """
        @interface AppNavigationController : UINavigationController <UIGestureRecognizerDelegate>
        @end
        @implementation AppNavigationController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.interactivePopGestureRecognizer.delegate = self;
        }
        - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
            return self.viewControllers.count > 1;
        }
        @end
        """), ("App/AppDelegate.m", """
        @implementation AppDelegate
        - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
            MainTabBarController *tabs = [[MainTabBarController alloc] init];
            self.window.rootViewController = [[AppNavigationController alloc] initWithRootViewController:tabs];
            return YES;
        }
        @end
        """), ("App/ChatListViewController.m", """
        @interface ChatListViewController : UIViewController
        @end
        @implementation ChatListViewController
        - (void)openChat {
            [self.navigationController pushViewController:[ChatViewController new] animated:YES];
        }
        @end
        """), ("App/ChatViewController.m", """
        @interface ChatViewController : UIViewController
        @end
        @implementation ChatViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:@"Back" style:UIBarButtonItemStylePlain target:self action:@selector(back)];
        }
        - (void)back { [self.navigationController popViewControllerAnimated:YES]; }
        @end
        """), ("App/MeViewController.m", """
        @interface MeViewController : UIViewController
        @end
        @implementation MeViewController
        @end
        """)]) { app in
            let stacks = app.result.app.navigationControllers.map { "\($0.id) \($0.entity[\.className] ?? "") root \($0.rootID)" }.sorted()
            #expect(stacks == ["appChatList AppNavigationController root chatList", "appMe AppNavigationController root me"])
            // The chat is on the app's own stack, whose delegate lets the swipe start with a left item.
            #expect(app.allFindings.filter { $0.hasPrefix("custom-left-item") }.isEmpty, "\(app.allFindings)")
            #expect(!app.result.notes.contains { $0.message.contains("which is no screen, so it is not listed") }, "\(app.result.notes)")
        }
    }

    @Test func swiftTabsPushOntoThePlainStackThatHoldsTheTabBar() throws {
        try ScannedApp.each([("App/SceneDelegate.swift", """
        import UIKit
        final class MainTabs: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                viewControllers = [FeedViewController(), ProfileViewController()]
            }
        }
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: MainTabs())
            }
        }
        final class FeedViewController: UIViewController {
            @objc func open() { navigationController?.pushViewController(PostViewController(), animated: true) }
        }
        final class ProfileViewController: UIViewController {}
        final class PostViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                1️⃣navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: self, action: #selector(close))
            }
            @objc func close() { navigationController?.popViewController(animated: true) }
        }
        """)]) { app in
            #expect(app.result.app.navigationControllers.map(\.rootID).sorted() == ["feed", "profile"])
            #expect(app.rules(at: "1️⃣") == ["custom-left-item-disables-swipe"], "\(app.allFindings)")
        }
    }
}
