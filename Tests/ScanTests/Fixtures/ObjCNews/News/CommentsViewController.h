#import "BaseViewController.h"

@interface CommentsViewController : BaseViewController
@end
