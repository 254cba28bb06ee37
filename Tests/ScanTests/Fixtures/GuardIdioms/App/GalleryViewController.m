#import <UIKit/UIKit.h>

@interface GalleryViewController : UIViewController
@property (nonatomic, strong) UIScrollView *strip;
@end

@implementation GalleryViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.strip.pagingEnabled = YES;
    self.strip.alwaysBounceHorizontal = YES;
    // The pop gesture is one of the stack view's recognizers: the strip waits for each.
    for (UIGestureRecognizer *recognizer in self.navigationController.view.gestureRecognizers) {
        [self.strip.panGestureRecognizer requireGestureRecognizerToFail:recognizer];
    }
}

@end
