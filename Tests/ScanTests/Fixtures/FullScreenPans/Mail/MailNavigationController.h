#import <UIKit/UIKit.h>

@interface MailNavigationController : UINavigationController
@end
