import Testing
@testable import Scan
import TestSupport

/// Mechanisms found missing by the first run of batch 18 (issue 33).
@Suite struct BatchEighteenMechanismTests {
    /// Two screens of one stack each set the pop delegate to nil as they load: each line is a place to mend,
    /// so root-freeze is reported at both, once each.
    @Test func everyStatementThatSetsTheDelegateToNilIsReported() throws {
        try ScannedApp.each([ScannedApp.stack(root: "HomeViewController"), ("App/Screens.swift", """
        final class HomeViewController: UIViewController {
            func open() { navigationController?.pushViewController(DetailViewController(), animated: true) }
        }
        final class DetailViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                1️⃣navigationController?.interactivePopGestureRecognizer?.delegate = nil
                navigationController?.pushViewController(ReaderViewController(), animated: true)
            }
        }
        final class ReaderViewController: UIViewController {
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                2️⃣navigationController?.interactivePopGestureRecognizer?.delegate = nil
            }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["root-freeze"], "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣") == ["root-freeze"], "\(app.allFindings)")
            #expect(app.findings.filter { $0.rule == "root-freeze" }.count == 2, "\(app.allFindings)")
        }
    }
}
