#import <UIKit/UIKit.h>

@interface PlainNavigationController : UINavigationController
@end
