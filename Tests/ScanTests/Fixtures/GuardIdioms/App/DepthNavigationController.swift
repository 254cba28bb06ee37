import UIKit

/// Owns the delegate, and keeps the swipe off at the root by switching the gesture in didShow.
final class DepthNavigationController: UINavigationController, UINavigationControllerDelegate, UIGestureRecognizerDelegate {
    private var isRootViewController: Bool { viewControllers.count <= 1 }

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        interactivePopGestureRecognizer?.delegate = self
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        interactivePopGestureRecognizer?.isEnabled = !isRootViewController
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        transitionCoordinator == nil
    }
}

/// Switches the swipe off while a push animates and back on once it is shown, only above the root.
final class AnimationNavigationController: UINavigationController, UINavigationControllerDelegate, UIGestureRecognizerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        interactivePopGestureRecognizer?.delegate = self
    }

    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        interactivePopGestureRecognizer?.isEnabled = false
        super.pushViewController(viewController, animated: animated)
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        interactivePopGestureRecognizer?.isEnabled = viewControllers.count > 1
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }
}

/// Puts a proxy in front of UIKit's delegate: the proxy refuses on screens that ask, then lets UIKit's decide.
final class ProxyNavigationController: UINavigationController {
    private let popProxy = PopGestureProxy()

    override func viewDidLoad() {
        super.viewDidLoad()
        popProxy.systemDelegate = interactivePopGestureRecognizer?.delegate
        interactivePopGestureRecognizer?.delegate = popProxy
    }
}

final class PopGestureProxy: NSObject, UIGestureRecognizerDelegate {
    weak var systemDelegate: UIGestureRecognizerDelegate?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        return systemDelegate?.gestureRecognizerShouldBegin?(gestureRecognizer) ?? true
    }
}
