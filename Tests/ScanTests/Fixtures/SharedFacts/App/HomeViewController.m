#import "HomeViewController.h"
#import "WebViewController.h"

@interface HelpWebViewController : WebViewController
@end

@implementation HelpWebViewController
@end

@interface TermsWebViewController : WebViewController
@end

@implementation TermsWebViewController
@end

@implementation HomeViewController

- (void)openHelp {
    [self.navigationController pushViewController:[HelpWebViewController new] animated:YES];
}

- (void)openTerms {
    [self.navigationController pushViewController:[TermsWebViewController new] animated:YES];
}

@end
