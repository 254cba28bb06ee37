#import <UIKit/UIKit.h>

@interface NoticeViewController : UIViewController
@end

@implementation NoticeViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.navigationItem.hidesBackButton = YES; /* navlint:disable-line hidden-back-button-disables-swipe -- the notice must be accepted */
}

@end
