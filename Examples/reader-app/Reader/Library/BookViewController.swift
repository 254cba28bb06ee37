import UIKit

/// Shows one book full screen, with a close button instead of Back.
final class BookViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.hidesBackButton = true
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(close))
    }

    @objc private func close() {
        navigationController?.popViewController(animated: true)
    }
}
