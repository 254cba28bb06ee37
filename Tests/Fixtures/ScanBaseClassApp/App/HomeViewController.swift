import UIKit

final class HomeViewController: UIViewController {
    @objc func showOrders() {
        navigationController?.pushViewController(OrdersViewController(), animated: true)
    }

    @objc func showCart() {
        navigationController?.pushViewController(CartViewController(), animated: true)
    }

    @objc func showAccount() {
        navigationController?.pushViewController(AccountViewController(), animated: true)
    }
}
