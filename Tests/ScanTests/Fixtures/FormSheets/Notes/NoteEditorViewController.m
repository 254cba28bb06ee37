#import "NoteEditorViewController.h"

@implementation FoldersViewController

- (void)newNote {
    [self presentViewController:[[NoteEditorViewController alloc] init] animated:YES completion:nil];
}

- (void)rename {
    [self presentViewController:[[RenameViewController alloc] init] animated:YES completion:nil];
}

@end

// A title field and Save.
@implementation NoteEditorViewController {
    UITextField *titleField;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemSave target:self action:@selector(saveNote)];
}

- (void)saveNote {
}

@end

// Near miss: a field and only a way out.
@implementation RenameViewController {
    UITextField *nameField;
}

- (IBAction)dismissTapped:(id)sender {
    [self dismissViewControllerAnimated:YES completion:nil];
}

@end
