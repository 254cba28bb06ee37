import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
@testable import Format
import TestSupport

/// A bar button item made in place is named by what it is (its system item, else its action), so a
/// message says "left items (close)" rather than a placeholder.
@Suite struct BarItemLabelTests {
    @Test func itemsMadeInPlaceAreNamedBySystemItemOrAction() throws {
        let swift = """
        class ReaderViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(close))
            }
        }
        class NotesViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Done", style: .done, target: self, action: #selector(finish))
            }
        }
        """
        let objectiveC = """
        @interface ArchiveViewController : UIViewController
        @end
        @implementation ArchiveViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemCancel target:self action:@selector(cancel)];
        }
        @end
        """
        let result = try Fixtures.scan([("App/Reader.swift", swift), ("App/Archive.m", objectiveC)])
        func item(_ id: String) -> String? { result.app.screen(id)?.entity[\.navigationItem]?[\.leftBarButtonItem] }
        #expect(item("reader") == "close")
        #expect(item("notes") == "finish")
        #expect(item("archive") == "cancel")
    }
}
