#import <UIKit/UIKit.h>

/// Declared for screens that were removed; nothing makes these any more.
@interface ModalNavigationController : UINavigationController
@end

@implementation ModalNavigationController
@end

@interface PlainNavigationController : UINavigationController
@end

@implementation PlainNavigationController
@end
