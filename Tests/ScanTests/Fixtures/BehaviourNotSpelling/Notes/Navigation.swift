import UIKit

protocol BackButtonHandling: AnyObject {
    /// False keeps the screen on top (for example to confirm discarding changes).
    func navigationShouldPopOnBackButton() -> Bool
}

/// Asks the top screen before Back pops it.
class BaseNavigationController: UINavigationController, UINavigationBarDelegate {
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
        if let top = topViewController as? BackButtonHandling, !top.navigationShouldPopOnBackButton() {
            return false
        }
        if viewControllers.count < (navigationBar.items?.count ?? 0) {
            popViewController(animated: true)
        }
        return true
    }
}

final class AppNavigationController: BaseNavigationController {}

/// Pops from anywhere on the screen by handing the edge swipe's own targets to a full-screen pan.
final class GalleryNavigationController: UINavigationController {
    private let fullScreenPan = UIPanGestureRecognizer()

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let edge = interactivePopGestureRecognizer, let targets = edge.value(forKey: "targets") as? [NSObject] else { return }
        fullScreenPan.setValue(targets, forKey: "targets")
        view.addGestureRecognizer(fullScreenPan)
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let tabs = UITabBarController()
        tabs.viewControllers = [
            AppNavigationController(rootViewController: NoteListViewController()),
            GalleryNavigationController(rootViewController: GalleryViewController()),
        ]
        window?.rootViewController = tabs
    }
}
