#import <UIKit/UIKit.h>

@interface NewsNavigationController : UINavigationController
@end
