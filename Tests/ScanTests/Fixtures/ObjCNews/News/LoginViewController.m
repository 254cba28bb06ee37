#import "LoginViewController.h"

// [self.navigationController pushViewController:[SecretViewController new] animated:YES];
#define HIDE_BACK self.navigationItem.hidesBackButton = YES; \
    self.navigationItem.leftBarButtonItem = nil

@implementation LoginViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    /* [self presentViewController:[SecretViewController new] animated:YES completion:nil]; */
    NSString *help = @"[self.navigationController setNavigationBarHidden:YES animated:YES]";
    char bracket = '[';
    NSLog(@"%@ %c \"self.navigationItem.hidesBackButton = YES;\"", help, bracket);
}

@end
