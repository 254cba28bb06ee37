#import <UIKit/UIKit.h>

// Lets every scroll view in the app recognise with the pop gesture (planted: scroll-view-category-override).
@implementation UIScrollView (PopGesture)

- (BOOL)gestureRecognizer:(UIGestureRecognizer *)gestureRecognizer shouldRecognizeSimultaneouslyWithGestureRecognizer:(UIGestureRecognizer *)otherGestureRecognizer {
    return self.contentOffset.x <= 0;
}

@end
