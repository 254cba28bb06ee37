#import <UIKit/UIKit.h>

@interface HomeViewController : UIViewController
@end

@interface ProductViewController : UIViewController
@end

@interface PlayerViewController : UIViewController
@end

@interface GalleryViewController : UIViewController
@end

@interface SettingsViewController : UIViewController
@end

@interface AboutViewController : UIViewController
@end
