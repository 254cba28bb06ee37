import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts

/// A generic screen made with its type arguments (`Picker<Region>(items:)`) is that screen, pushed or as a
/// stack's root. Each app is scanned as typed, with CRLF line ends and with non-ASCII text.
@Suite struct GenericScreenTests {
    @Test func aGenericScreenMadeWithItsArgumentsIsThatScreen() throws {
        try ScannedApp.each([ScannedApp.stack(root: "HomeViewController", declaring: []), ("App/Home.swift", """
        class HomeViewController: UIViewController {
            func pickRegion() {
                let picker = PickerViewController<Region>(items: [])
                present(UINavigationController(rootViewController: picker), animated: true)
            }
            func showDetail() {
                navigationController?.pushViewController(DetailViewController<[String: Region]>(), animated: true)
            }
        }
        class PickerViewController<Item>: UITableViewController {
            init(items: [Item]) { super.init(style: .plain) }
        }
        class DetailViewController<Value>: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                1️⃣navigationItem.hidesBackButton = true
            }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["hidden-back-button-disables-swipe"], "\(app.allFindings)")
            #expect(app.result.draft.contains("root: picker"), "\(app.result.draft)")
        }
    }
}
