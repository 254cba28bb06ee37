#import "MailCoordinator.h"
#import "Screens.h"

@implementation MailCoordinator

- (instancetype)initWithNavigationController:(UINavigationController *)navigationController {
    self = [super init];
    if (self) {
        _navigationController = navigationController;
    }
    return self;
}

- (void)start {
    InboxViewController *inbox = [[InboxViewController alloc] init];
    inbox.coordinator = self;
    [self.navigationController pushViewController:inbox animated:NO];
}

- (void)showMessage:(NSString *)messageID {
    MessageViewController *message = [[MessageViewController alloc] init];
    [self.navigationController pushViewController:message animated:YES];
}

@end

@implementation ArchiveRouter

- (void)showMessage:(NSString *)messageID {
    [self.navigationController pushViewController:[[ArchivedMessageViewController alloc] init] animated:YES];
}

@end
