#import <UIKit/UIKit.h>

@implementation UINavigationController (FullScreenPop)

- (void)installFullScreenPop {
    UIPanGestureRecognizer *pan = [[UIPanGestureRecognizer alloc] init];
    NSArray *targets = [self.interactivePopGestureRecognizer valueForKey:@"_targets"];
    [pan setValue:targets forKey:@"_targets"];
    [self.view addGestureRecognizer:pan];
}

@end
