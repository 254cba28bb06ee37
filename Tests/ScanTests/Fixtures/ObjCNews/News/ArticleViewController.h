#import "BaseViewController.h"

@interface ArticleViewController : BaseViewController
@end
