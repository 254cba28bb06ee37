#import <UIKit/UIKit.h>

@interface LoginViewController : UIViewController
@end
