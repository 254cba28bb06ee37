import UIKit

/// The shop tab's stack. It owns the pop gesture's delegate so custom Back buttons keep the swipe,
/// but its guard forgets the root screen (planted: root-freeze).
final class ShopNavigationController: UINavigationController, UIGestureRecognizerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        interactivePopGestureRecognizer?.delegate = self
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        // Only a running transition is refused; nothing compares viewControllers.count > 1.
        return transitionCoordinator == nil
    }
}
