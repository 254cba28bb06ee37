#import "Screens.h"

@implementation LibraryViewController

- (IBAction)openHelp:(id)sender {
    UIStoryboard *help = [UIStoryboard storyboardWithName:@"Help" bundle:nil];
    [self presentViewController:[help instantiateInitialViewController] animated:YES completion:nil];
}

- (IBAction)openSearch:(id)sender {
    UIViewController *search = [self.storyboard instantiateViewControllerWithIdentifier:@"SearchNavigation"];
    [self presentViewController:search animated:YES completion:nil];
}

@end
