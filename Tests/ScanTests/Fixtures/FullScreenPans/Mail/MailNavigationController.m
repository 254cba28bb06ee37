#import "MailNavigationController.h"

@interface MailNavigationController () <UIGestureRecognizerDelegate>
@end

@implementation MailNavigationController

- (void)viewDidLoad {
    [super viewDidLoad];
    id handler = self.interactivePopGestureRecognizer.delegate;
    UIPanGestureRecognizer *fullPan = [[UIPanGestureRecognizer alloc] initWithTarget:handler action:NSSelectorFromString(@"handleNavigationTransition:")];
    fullPan.delegate = self;
    [self.view addGestureRecognizer:fullPan];
    self.interactivePopGestureRecognizer.enabled = NO;
}

// Refuses at the root, but not while a push or pop is still animating.
- (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
    return self.childViewControllers.count > 1;
}

@end
