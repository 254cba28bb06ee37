import UIKit

/// A pan over the whole screen that drives UIKit's own pop: it takes the edge swipe's private targets.
final class SwipeNavigationController: UINavigationController, UIGestureRecognizerDelegate {
    private let wideBack = UIPanGestureRecognizer()

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let edge = interactivePopGestureRecognizer,
              let targets = edge.value(forKey: "targets") else { return }
        wideBack.setValue(targets, forKey: "targets")
        wideBack.delegate = self
        view.addGestureRecognizer(wideBack)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard transitionCoordinator == nil else { return false }
        return viewControllers.count > 1
    }
}
