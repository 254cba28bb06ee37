#import <UIKit/UIKit.h>

@interface LegacyEditorViewController : UIViewController <BackButtonHandling>
@end

@implementation LegacyEditorViewController

- (BOOL)navigationShouldPopOnBackButton {
    return NO;
}

@end
