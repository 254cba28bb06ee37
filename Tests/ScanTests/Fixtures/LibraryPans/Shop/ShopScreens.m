#import "ShopScreens.h"
#import "UINavigationController+FDFullscreenPopGesture.h"

@implementation HomeViewController

- (void)openProduct {
    [self.navigationController pushViewController:[[ProductViewController alloc] init] animated:YES];
}

- (void)openPlayer {
    [self.navigationController pushViewController:[[PlayerViewController alloc] init] animated:YES];
}

- (void)openGallery {
    [self.navigationController pushViewController:[[GalleryViewController alloc] init] animated:YES];
}

@end

// Hides the bar; the library's pan does not need it.
@implementation ProductViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.fd_prefersNavigationBarHidden = YES;
}

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [self.navigationController setNavigationBarHidden:YES animated:animated];
}

@end

// Its slider would fight a pan that starts anywhere, so the library's pan is off here.
@implementation PlayerViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.fd_interactivePopDisabled = YES;
    UISlider *progress = [[UISlider alloc] init];
    [self.view addSubview:progress];
}

@end

// The pages scroll sideways; the pan starts only near the left edge.
@implementation GalleryViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.fd_interactivePopMaxAllowedInitialDistanceToLeftEdge = 60;
    UIScrollView *pages = [[UIScrollView alloc] init];
    pages.pagingEnabled = YES;
    pages.alwaysBounceHorizontal = YES;
    [pages.panGestureRecognizer requireGestureRecognizerToFail:self.navigationController.interactivePopGestureRecognizer];
    [self.view addSubview:pages];
}

@end

@implementation SettingsViewController

- (void)openAbout {
    [self.navigationController pushViewController:[[AboutViewController alloc] init] animated:YES];
}

@end

// On the tab without any swipe, hiding the bar costs nothing more.
@implementation AboutViewController

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [self.navigationController setNavigationBarHidden:YES animated:animated];
}

@end
