import UIKit

/// A row that opens the receipt from its button.
final class ReceiptCell: UITableViewCell {
    weak var hostController: UIViewController?

    @objc private func openReceipt() {
        hostController?.navigationController?.pushViewController(ReceiptViewController(), animated: true)
    }
}

final class ReceiptViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.setNavigationBarHidden(true, animated: true)
    }
}

final class PromotionViewController: UIViewController {}
