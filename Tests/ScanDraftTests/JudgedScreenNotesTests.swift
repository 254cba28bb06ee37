import Format
@testable import ScanDraft
@testable import ScanFacts
import Testing

/// `JudgedScreenNotes`: each screen whose superclasses leave the sources at a class taken for a view
/// controller by its name is noted at its declaration, under its own entry; no other class is.
@Suite struct JudgedScreenNotesTests {
    @Test func aScreenWhoseBaseIsOutsideTheSourcesIsNotedAtItsDeclaration() throws {
        let given = try PassInput([("Detail.swift", """
        import UIKit

        final class DetailViewController: BaseListViewController {}
        final class HomeViewController: UIViewController {}
        """)])
        var notes = given.notes
        JudgedScreenNotes(input: given.input).run(notes: &notes)
        let message = "DetailViewController descends from BaseListViewController, which is not in the scanned sources; it is taken as a view controller by its name"
        #expect(notes.lines == ["Detail.swift:3: " + message])
        #expect(notes.screenRemarks == ["detail": ["navlint scan: \(message) (Detail.swift:3)"]])
        #expect(notes.globalRemarks.isEmpty)
    }

    @Test func throughADeclaredBaseTheNoteNamesTheClassOutsideTheSourcesForEachScreen() throws {
        let given = try PassInput([("Lists.m", """
        @interface ListBaseViewController : PagedSDKViewController
        @end
        @interface OrdersViewController : ListBaseViewController
        @end
        @interface InvoicesViewController : ListBaseViewController
        @end
        """)])
        var notes = given.notes
        JudgedScreenNotes(input: given.input).run(notes: &notes)
        // The base only serves as a base class, so it is no screen and gets no note; the screens come in screen order.
        #expect(notes.lines == [
            "Lists.m:5: InvoicesViewController descends from PagedSDKViewController, which is not in the scanned sources; it is taken as a view controller by its name",
            "Lists.m:3: OrdersViewController descends from PagedSDKViewController, which is not in the scanned sources; it is taken as a view controller by its name",
        ])
        #expect(notes.screenRemarks.keys.sorted() == ["invoices", "orders"])
    }

    @Test func uikitBasesSystemClassesAndNavigationControllersAreNotNoted() throws {
        let given = try PassInput([("App.swift", """
        final class HomeViewController: UIViewController {}
        final class FeedViewController: UITableViewController {}
        final class PlayerViewController: AVPlayerViewController {}
        final class ShopNavigationController: VendorNavigationController {}
        """)])
        var notes = given.notes
        JudgedScreenNotes(input: given.input).run(notes: &notes)
        #expect(given.input.selection.screenClasses == ["FeedViewController", "HomeViewController"])
        #expect(notes.lines.isEmpty)
        #expect(notes.screenRemarks.isEmpty)
    }

    @Test func aVendoredScreenTheAppOpensIsJudgedButNotNoted() throws {
        let given = try PassInput([
            ("App/Home.swift", """
            final class HomeViewController: UIViewController {
                func openScanner() { present(ScannerViewController(), animated: true) }
            }
            """),
            ("App/Vendor/Scanner/ScannerViewController.swift", "class ScannerViewController: SDKCameraViewController {}"),
        ])
        var notes = given.notes
        JudgedScreenNotes(input: given.input).run(notes: &notes)
        // Scan took it for a view controller by its base's name, but what it cannot tell about vendored code is no note.
        #expect(given.input.selection.judgedByName.map(\.screen) == ["ScannerViewController"])
        #expect(notes.lines.isEmpty)
        #expect(notes.screenRemarks.isEmpty)
    }
}
