import Testing
@testable import Scan
import TestSupport

/// A method's parameter holds what its caller passes: scan never reads it as the property that shares
/// its name.
@Suite struct ParameterResolutionTests {
    @Test func aPushedParameterIsNotThePropertyOfTheSameName() throws {
        let files = [ScannedApp.stack(pushing: ["SessionsViewController"], objectiveC: true), ("App/Sessions.m", """
        @interface SessionsViewController : UIViewController
        @property (nonatomic, strong) DetailViewController *viewController;
        @end
        @implementation SessionsViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.viewController = [[DetailViewController alloc] init];
        }
        - (void)pushViewController:(UIViewController *)viewController {
            1️⃣[self.navigationController pushViewController:viewController animated:YES];
        }
        @end
        @interface DetailViewController : UIViewController
        @end
        """)]
        try ScannedApp.each(files) { app in
            #expect(!app.result.draft.contains("- detail"), "\(app.result.draft)")
            #expect(app.notes(at: "1️⃣").contains { $0.contains("could not tell which screen 'viewController' is") }, "\(app.result.notes.map(\.message))")
        }
    }
}
