#import <UIKit/UIKit.h>

@interface InboxViewController : UIViewController
@end

@interface MessageViewController : UIViewController
@end

@interface ComposeViewController : UIViewController
@end
