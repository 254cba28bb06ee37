#import <UIKit/UIKit.h>

@interface WebViewController : UIViewController
@end
