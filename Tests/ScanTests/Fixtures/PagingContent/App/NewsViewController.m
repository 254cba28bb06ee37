#import "NewsViewController.h"

@implementation NewsViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.headlines.pagingEnabled = YES;
    self.headlines.contentSize = CGSizeMake(SCREEN_WIDTH * 3, 200);
    // One page wide: no sideways scrolling.
    self.single.pagingEnabled = YES;
    self.single.contentSize = CGSizeMake(self.view.frame.size.width * 1.0f, 200);
}

@end
