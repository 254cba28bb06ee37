#import <UIKit/UIKit.h>
#import "MailNavigationController.h"
#import "InboxViewController.h"

@interface AppDelegate : UIResponder <UIApplicationDelegate>
@property (nonatomic, strong) UIWindow *window;
@end

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    self.window.rootViewController = [[MailNavigationController alloc] initWithRootViewController:[[InboxViewController alloc] init]];
    return YES;
}

@end
