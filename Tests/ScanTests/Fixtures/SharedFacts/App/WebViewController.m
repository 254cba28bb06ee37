#import "WebViewController.h"

@implementation WebViewController
@end
