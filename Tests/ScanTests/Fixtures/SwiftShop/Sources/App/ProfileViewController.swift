import UIKit

/// A Close button replaces Back and nothing restores the swipe (planted: custom-left-item-disables-swipe).
final class ProfileViewController: UIViewController {
    private lazy var closeItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(close))

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = closeItem
        navigationController?.setNavigationBarHidden(false, animated: false)
    }

    @objc private func close() {
        navigationController?.popViewController(animated: true)
    }
}
