#import <UIKit/UIKit.h>

@interface LabelViewController : UIViewController
@end

@implementation LabelViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    if (self.navigationController.viewControllers.firstObject == self) {
        self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:@"Close" style:UIBarButtonItemStylePlain target:self action:@selector(close)];
    }
}

- (void)close {
    [self dismissViewControllerAnimated:YES completion:nil];
}

@end
