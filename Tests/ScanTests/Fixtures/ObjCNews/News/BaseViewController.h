#import <UIKit/UIKit.h>

@interface BaseViewController : UIViewController
@end
