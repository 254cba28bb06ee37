#import "CommentsViewController.h"

@implementation CommentsViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    UIBarButtonItem *closeItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemStop target:self action:@selector(close)];
    UIBarButtonItem *shareItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemAction target:self action:@selector(share)];
    [self.navigationItem setLeftBarButtonItems:@[closeItem, shareItem]];
    self.navigationItem.leftItemsSupplementBackButton = YES;
    self.navigationItem.hidesBackButton = YES;
    // A screen that makes itself the delegate and is then popped (planted: screen-owned-pop-delegate).
    self.navigationController.interactivePopGestureRecognizer.delegate = (id<UIGestureRecognizerDelegate>)self;
}

@end
