import UIKit

final class InboxViewController: UIViewController {
    private let transitions = TransitionHelper()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        transitions.prepareSwipe(for: navigationController)
    }

    func openThread() {
        navigationController?.pushViewController(ThreadViewController(), animated: true)
    }
}

final class ThreadViewController: UIViewController, UIGestureRecognizerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.interactivePopGestureRecognizer?.delegate = self
    }
}

/// Helper shared by the inbox screens for custom transitions.
final class TransitionHelper: NSObject {
    func prepareSwipe(for navigationController: UINavigationController?) {
        // Clears the delegate so the swipe works with the custom back buttons, and switches it on for every screen.
        navigationController?.interactivePopGestureRecognizer?.delegate = nil
        navigationController?.interactivePopGestureRecognizer?.isEnabled = true
    }
}
