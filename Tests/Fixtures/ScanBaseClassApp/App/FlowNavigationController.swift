import UIKit

/// The navigation controller of both tabs: it takes the pop gesture's delegate and never checks the depth.
final class FlowNavigationController: UINavigationController, UIGestureRecognizerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        interactivePopGestureRecognizer?.delegate = self
    }
}
