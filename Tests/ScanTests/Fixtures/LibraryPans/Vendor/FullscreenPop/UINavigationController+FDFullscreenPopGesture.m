#import "UINavigationController+FDFullscreenPopGesture.h"
#import <objc/runtime.h>

@interface FixturePopDelegate : NSObject <UIGestureRecognizerDelegate>
@property (nonatomic, weak) UINavigationController *owner;
@end

@implementation FixturePopDelegate

- (BOOL)gestureRecognizerShouldBegin:(UIPanGestureRecognizer *)gestureRecognizer {
    if (self.owner.viewControllers.count < 2) {
        return NO;
    }
    return !self.owner.viewControllers.lastObject.fd_interactivePopDisabled;
}

@end

@implementation UINavigationController (FDFullscreenPopGesture)

+ (void)load {
    Method original = class_getInstanceMethod(self, @selector(pushViewController:animated:));
    Method replacement = class_getInstanceMethod(self, @selector(fd_pushViewController:animated:));
    method_exchangeImplementations(original, replacement);
}

- (void)fd_pushViewController:(UIViewController *)viewController animated:(BOOL)animated {
    if (![self.interactivePopGestureRecognizer.view.gestureRecognizers containsObject:self.fd_fullscreenPopGestureRecognizer]) {
        [self.interactivePopGestureRecognizer.view addGestureRecognizer:self.fd_fullscreenPopGestureRecognizer];
        NSArray *targets = [self.interactivePopGestureRecognizer valueForKey:@"targets"];
        id target = [targets.firstObject valueForKey:@"target"];
        [self.fd_fullscreenPopGestureRecognizer addTarget:target action:NSSelectorFromString(@"handleNavigationTransition:")];
        self.interactivePopGestureRecognizer.enabled = NO;
    }
    [self fd_pushViewController:viewController animated:animated];
}

- (UIPanGestureRecognizer *)fd_fullscreenPopGestureRecognizer {
    UIPanGestureRecognizer *pan = objc_getAssociatedObject(self, _cmd);
    if (!pan) {
        pan = [[UIPanGestureRecognizer alloc] init];
        objc_setAssociatedObject(self, _cmd, pan, OBJC_ASSOCIATION_RETAIN_NONATOMIC);
    }
    return pan;
}

@end
