#import <UIKit/UIKit.h>
#import "WebViewController.h"

/// A vendored wrapper that shows a web page modally with a Done button.
@interface ModalWebWrapper : NSObject
@property (nonatomic, strong) WebViewController *webViewController;
@end

@implementation ModalWebWrapper

- (UIViewController *)wrappedController {
    self.webViewController = [WebViewController new];
    self.webViewController.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:@"Done" style:UIBarButtonItemStyleDone target:self action:@selector(done)];
    return [[UINavigationController alloc] initWithRootViewController:self.webViewController];
}

- (void)done {
}

@end

@interface WrapperLoginViewController : UIViewController
@end

@implementation WrapperLoginViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.navigationController.navigationBarHidden = YES;
}

@end
