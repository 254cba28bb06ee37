#import "PlainNavigationController.h"
#import "UINavigationController+FDFullscreenPopGesture.h"

@implementation PlainNavigationController

// The library's pan is switched off on this tab; the library has switched the edge swipe off too,
// so no swipe pops here.
- (void)viewDidLoad {
    [super viewDidLoad];
    self.fd_fullscreenPopGestureRecognizer.enabled = NO;
}

@end
