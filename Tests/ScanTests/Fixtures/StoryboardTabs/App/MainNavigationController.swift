import UIKit

/// The storyboard's initial view controller; its root is the Home scene.
final class MainNavigationController: UINavigationController {
    override var childForStatusBarStyle: UIViewController? { topViewController }
}
