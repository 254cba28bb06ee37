#import <UIKit/UIKit.h>

@implementation UINavigationController (BackButton)

- (BOOL)navigationBar:(UINavigationBar *)navigationBar shouldPopItem:(UINavigationItem *)item {
    UIViewController *top = self.topViewController;
    if ([top respondsToSelector:@selector(navigationShouldPopOnBackButton)] && ![(id)top navigationShouldPopOnBackButton]) {
        return NO;
    }
    if (self.viewControllers.count < navigationBar.items.count) {
        [self popViewControllerAnimated:YES];
    }
    return YES;
}

@end
