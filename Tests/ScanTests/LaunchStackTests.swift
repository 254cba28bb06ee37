import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
@testable import Format
import TestSupport

/// A stack an app delegate makes empty at launch and pushes its first screen onto, one screen for iPad and
/// another for iPhone (issue 33, routes and state): each is a root, whatever screens use the app
/// delegate's class, and a variable assigned in both branches holds, at each push, its own branch's screen.
@Suite struct LaunchStackTests {
    @Test func objectiveCLaunchPushesOntoAnEmptyStackAreItsRoots() throws {
        try ScannedApp.each([("App/AppDelegate.m", """
        @implementation AppDelegate
        - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
            _navigationController = [[UINavigationController alloc] init];
            UIViewController *welcome = nil;
            if ([[UIDevice currentDevice] userInterfaceIdiom] == UIUserInterfaceIdiomPad) {
                welcome = [[WelcomePadViewController alloc] init];
                [_navigationController pushViewController:welcome animated:YES];
            } else {
                welcome = [[WelcomePhoneViewController alloc] init];
                [_navigationController pushViewController:welcome animated:YES];
            }
            [_window setRootViewController:_navigationController];
            return YES;
        }
        @end
        """), ("App/Screens.m", """
        @interface WelcomePadViewController : UIViewController
        @end
        @implementation WelcomePadViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            1️⃣self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:@"Settings" style:UIBarButtonItemStylePlain target:self action:@selector(settings)];
        }
        - (void)settings {}
        @end
        @interface WelcomePhoneViewController : UIViewController
        @end
        @implementation WelcomePhoneViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            2️⃣self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:@"Settings" style:UIBarButtonItemStylePlain target:self action:@selector(settings)];
        }
        - (void)settings {
            AppDelegate *delegate = [[UIApplication sharedApplication] delegate];
            [delegate reload];
        }
        @end
        """)]) { app in
            #expect(Set(app.result.app.navigationControllers.map(\.rootID)) == ["welcomePad", "welcomePhone"])
            #expect(app.rules(at: "1️⃣").isEmpty, "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣").isEmpty, "\(app.allFindings)")
        }
    }

    @Test func aSwiftLocalHoldsItsOwnBranchesScreen() throws {
        try ScannedApp.each([("App/Feed.swift", """
        import UIKit
        final class FeedViewController: UIViewController {
            func open(compact: Bool) {
                var next: UIViewController
                if compact {
                    next = CompactViewController()
                    navigationController?.pushViewController(next, animated: true)
                } else {
                    next = WideViewController()
                    present(next, animated: true)
                }
            }
        }
        final class CompactViewController: UIViewController {}
        final class WideViewController: UIViewController {}
        """), ScannedApp.stack(root: "FeedViewController")]) { app in
            #expect(app.result.app.screen("feed")?.entity[\.pushes] == ["compact"])
            #expect(app.result.app.screen("feed")?.entity[\.presents] == ["wide"])
        }
    }
}
