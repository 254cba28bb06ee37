import UIKit

/// Owns the orders stack: every screen of it is pushed from here.
final class OrdersCoordinator {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let list = OrderListViewController()
        list.coordinator = self
        navigationController.pushViewController(list, animated: false)
    }

    func showOrder(id: String) {
        navigationController.pushViewController(OrderDetailViewController(orderID: id), animated: true)
    }
}

/// Opens promotions from push notifications; nothing in the app's screens uses it.
final class PromotionRouter {
    static let shared = PromotionRouter()
    weak var navigationController: UINavigationController?

    func route(to code: String) {
        navigationController?.pushViewController(PromotionViewController(), animated: true)
    }
}
