#import <UIKit/UIKit.h>

@interface HomeViewController : UIViewController
@end
