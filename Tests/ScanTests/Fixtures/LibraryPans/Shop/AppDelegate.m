#import <UIKit/UIKit.h>
#import "ShopScreens.h"
#import "PlainNavigationController.h"

@interface AppDelegate : UIResponder <UIApplicationDelegate>
@property (nonatomic, strong) UIWindow *window;
@end

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    UITabBarController *tabs = [[UITabBarController alloc] init];
    UINavigationController *shop = [[UINavigationController alloc] initWithRootViewController:[[HomeViewController alloc] init]];
    PlainNavigationController *account = [[PlainNavigationController alloc] initWithRootViewController:[[SettingsViewController alloc] init]];
    tabs.viewControllers = @[shop, account];
    self.window.rootViewController = tabs;
    return YES;
}

@end
