#import "AppDelegate.h"
#import "NewsNavigationController.h"
#import "FeedViewController.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    FeedViewController *feed = [[FeedViewController alloc] init];
    self.window.rootViewController = [[NewsNavigationController alloc] initWithRootViewController:feed];
    [self.window makeKeyAndVisible];
    return YES;
}

@end
