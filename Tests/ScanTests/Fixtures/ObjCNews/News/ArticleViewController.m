#import "ArticleViewController.h"
#import "CommentsViewController.h"

@interface ArticleViewController ()
@property (nonatomic, strong) UIScrollView *pager;
@end

@implementation ArticleViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.pager = [[UIScrollView alloc] initWithFrame:self.view.bounds];
    self.pager.pagingEnabled = YES;
    self.pager.alwaysBounceHorizontal = YES;
    [self.pager.panGestureRecognizer requireGestureRecognizerToFail:self.navigationController.interactivePopGestureRecognizer];
    [self.view addSubview:self.pager];
}

- (void)viewDidAppear:(BOOL)animated {
    [super viewDidAppear:animated];
    for (UIGestureRecognizer *recognizer in self.navigationController.interactivePopGestureRecognizer.view.gestureRecognizers) {
        recognizer.enabled = NO;
    }
}

- (void)viewWillDisappear:(BOOL)animated {
    [super viewWillDisappear:animated];
    for (UIGestureRecognizer *recognizer in self.navigationController.interactivePopGestureRecognizer.view.gestureRecognizers) {
        recognizer.enabled = YES;
    }
}

- (BOOL)shouldPopOnBackButtonPress {
    return NO;
}

- (void)showComments {
    [self.navigationController pushViewController:[[CommentsViewController alloc] init] animated:YES];
}

@end
