#import <UIKit/UIKit.h>

#define SCREEN_WIDTH [UIScreen mainScreen].bounds.size.width

@interface NewsViewController : UIViewController
@property (nonatomic, strong) UIScrollView *headlines;
@property (nonatomic, strong) UIScrollView *single;
@end
