import UIKit

/// Code that only looks like code: every line below is inside a comment or a string.
final class DecoyViewController: UIViewController {
    /* A nested /* block */ comment: navigationController?.pushViewController(SecretViewController(), animated: true) */
    // navigationItem.hidesBackButton = true
    let script = """
        navigationController?.interactivePopGestureRecognizer?.delegate = nil
        navigationItem.leftBarButtonItem = trap
        """
    let raw = #"present(SecretViewController(), animated: true) "quoted" \(notInterpolated)"#
    let items = [1, 2]

    override func viewDidLoad() {
        super.viewDidLoad()
        let label = "count: \(items.map { "\($0) pushViewController(SecretViewController(), animated: true)" })"
        print(label, script, raw)
    }
}
