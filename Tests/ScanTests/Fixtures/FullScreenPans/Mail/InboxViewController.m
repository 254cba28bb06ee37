#import "InboxViewController.h"
#import "MailNavigationController.h"

@implementation InboxViewController

- (void)openMessage {
    [self.navigationController pushViewController:[[MessageViewController alloc] init] animated:YES];
}

- (void)compose {
    MailNavigationController *nav = [[MailNavigationController alloc] initWithRootViewController:[[ComposeViewController alloc] init]];
    [self presentViewController:nav animated:YES completion:nil];
}

@end

@implementation MessageViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.navigationItem.hidesBackButton = YES;
}

@end

@implementation ComposeViewController
@end
