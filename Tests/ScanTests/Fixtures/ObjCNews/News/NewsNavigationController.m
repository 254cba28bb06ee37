#import "NewsNavigationController.h"

@interface NewsNavigationController () <UIGestureRecognizerDelegate, UINavigationBarDelegate>
@end

@implementation NewsNavigationController

- (void)viewDidLoad {
    [super viewDidLoad];
    __weak typeof(self) weakSelf = self;
    self.interactivePopGestureRecognizer.delegate = (id)weakSelf;
}

- (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
    if (gestureRecognizer == self.interactivePopGestureRecognizer) {
        if (self.viewControllers.count < 2 || self.visibleViewController == [self.viewControllers objectAtIndex:0]) {
            return NO;
        }
        return self.transitionCoordinator == nil;
    }
    return YES;
}

- (BOOL)gestureRecognizer:(UIGestureRecognizer *)gestureRecognizer shouldBeRequiredToFailByGestureRecognizer:(UIGestureRecognizer *)otherGestureRecognizer {
    return YES;
}

// Back-button interception (the Chinese article on intercepting Back). The re-pop test uses >=, which pops two screens per tap on iOS 13 and
// later (planted: back-interception-double-pop); nothing ignores a quick second tap.
- (BOOL)navigationBar:(UINavigationBar *)navigationBar shouldPopItem:(UINavigationItem *)item {
    NSUInteger count = self.viewControllers.count;
    NSUInteger itemsCount = navigationBar.items.count;
    if (count < itemsCount) {
        return YES;
    }
    BOOL shouldPop = YES;
    UIViewController *top = self.topViewController;
    if ([top respondsToSelector:@selector(shouldPopOnBackButtonPress)]) {
        shouldPop = [(id)top shouldPopOnBackButtonPress];
    }
    if (shouldPop) {
        if (count >= itemsCount) {
            dispatch_async(dispatch_get_main_queue(), ^{
                [self popViewControllerAnimated:YES];
            });
        }
    } else {
        [self setNavigationBarHidden:YES];
        [self setNavigationBarHidden:NO];
    }
    return NO;
}

@end
