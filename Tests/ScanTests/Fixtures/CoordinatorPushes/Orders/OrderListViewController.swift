import UIKit

final class OrderListViewController: UITableViewController {
    weak var coordinator: OrdersCoordinator?

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        coordinator?.showOrder(id: "\(indexPath.row)")
    }
}

final class OrderDetailViewController: UIViewController {
    private let orderID: String
    private let tableView = UITableView()

    init(orderID: String) {
        self.orderID = orderID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Orders in review must be confirmed with the Done button, so Back is hidden.
        navigationItem.hidesBackButton = true
        tableView.register(ReceiptCell.self, forCellReuseIdentifier: "receipt")
    }
}
