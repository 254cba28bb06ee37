#import "FeedViewController.h"
#import "ArticleViewController.h"
#import "LoginViewController.h"

@implementation FeedViewController

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [self.navigationController setNavigationBarHidden:YES animated:animated];
}

- (void)openArticle:(NSInteger)index {
    ArticleViewController *article = [[ArticleViewController alloc] init];
    [self.navigationController pushViewController:article animated:YES];
}

- (void)signIn {
    LoginViewController *login = [LoginViewController new];
    [self presentViewController:login animated:YES completion:nil];
}

@end
