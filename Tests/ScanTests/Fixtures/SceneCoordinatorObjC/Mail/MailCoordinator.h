#import <UIKit/UIKit.h>

/// Builds the mail flow on the navigation controller the scene delegate hands it.
@interface MailCoordinator : NSObject
@property (nonatomic, strong, readonly) UINavigationController *navigationController;
- (instancetype)initWithNavigationController:(UINavigationController *)navigationController;
- (void)start;
- (void)showMessage:(NSString *)messageID;
@end

/// Shares a method name with the coordinator; what it pushes is no screen of the mail stack.
@interface ArchiveRouter : NSObject
@property (nonatomic, weak) UINavigationController *navigationController;
- (void)showMessage:(NSString *)messageID;
@end
