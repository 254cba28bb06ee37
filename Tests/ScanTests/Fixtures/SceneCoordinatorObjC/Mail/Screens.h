#import <UIKit/UIKit.h>

@class MailCoordinator;

@interface InboxViewController : UITableViewController
@property (nonatomic, weak) MailCoordinator *coordinator;
@end

@interface MessageViewController : UIViewController
@end

/// Holds the coordinator but never asks it for a message: the showMessage: it sends is the archive's.
@interface SettingsViewController : UIViewController
@property (nonatomic, weak) MailCoordinator *coordinator;
@end

@interface ArchivedMessageViewController : UIViewController
@end
