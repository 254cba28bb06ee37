#import <UIKit/UIKit.h>

@interface NoteEditorViewController : UIViewController
@end

@interface RenameViewController : UIViewController
@end

@interface FoldersViewController : UIViewController
@end
