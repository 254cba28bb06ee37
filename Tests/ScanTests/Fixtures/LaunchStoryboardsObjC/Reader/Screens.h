#import <UIKit/UIKit.h>

@interface ReaderNavigationController : UINavigationController
@end

@interface LibraryViewController : UITableViewController
@end

@interface BookViewController : UIViewController
@end

@interface SearchViewController : UIViewController
@end

@interface SearchResultViewController : UIViewController
@end

@interface HelpViewController : UIViewController
@end

@interface HelpTopicViewController : UIViewController
@end

/// Screens of Legacy.storyboard, which the app no longer loads.
@interface ShelfViewController : UIViewController
@end

@interface CoverViewController : UIViewController
@end
