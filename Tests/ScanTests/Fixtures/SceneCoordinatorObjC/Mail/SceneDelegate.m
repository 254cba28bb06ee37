#import <UIKit/UIKit.h>
#import "MailCoordinator.h"

@interface SceneDelegate : UIResponder <UIWindowSceneDelegate>
@property (nonatomic, strong) UIWindow *window;
@property (nonatomic, strong) MailCoordinator *coordinator;
@end

@implementation SceneDelegate

- (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)connectionOptions {
    UINavigationController *navigationController = [[UINavigationController alloc] init];
    self.coordinator = [[MailCoordinator alloc] initWithNavigationController:navigationController];
    [self.coordinator start];
    self.window = [[UIWindow alloc] initWithWindowScene:(UIWindowScene *)scene];
    self.window.rootViewController = navigationController;
    [self.window makeKeyAndVisible];
}

@end
