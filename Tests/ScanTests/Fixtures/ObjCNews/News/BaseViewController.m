#import "BaseViewController.h"

@implementation BaseViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    UIBarButtonItem *backItem = [[UIBarButtonItem alloc] initWithTitle:@"" style:UIBarButtonItemStylePlain target:self action:@selector(onBack:)];
    backItem.image = [UIImage imageNamed:@"back_chevron"];
    [self.navigationItem setBackBarButtonItem:backItem];
}

// UIKit never sends a back item's action (planted: back-item-action-ignored).
- (void)onBack:(id)sender {
}

@end
