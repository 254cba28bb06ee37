#import "Screens.h"
#import "MailCoordinator.h"

@implementation InboxViewController

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [self.coordinator showMessage:@"1"];
}

- (IBAction)openSettings:(id)sender {
    [self presentViewController:[[SettingsViewController alloc] init] animated:YES completion:nil];
}

@end

@implementation MessageViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    // Replies are sent with the Done button, so Back is hidden.
    self.navigationItem.hidesBackButton = YES;
}

@end

@implementation SettingsViewController {
    ArchiveRouter *_archive;
}

- (void)openArchived {
    [_archive showMessage:@"0"];
}

@end

@implementation ArchivedMessageViewController
@end
