#import "BaseViewController.h"

@interface FeedViewController : BaseViewController
@end
