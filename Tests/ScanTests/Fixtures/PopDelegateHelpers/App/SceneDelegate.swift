import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var swipeHandler: SwipeBackHandler?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let library = UINavigationController(rootViewController: LibraryViewController())
        // The handler owns the pop gesture delegate of the library stack for the app's lifetime.
        swipeHandler = SwipeBackHandler(navigationController: library)
        let tabs = UITabBarController()
        tabs.viewControllers = [library, UINavigationController(rootViewController: InboxViewController())]
        window?.rootViewController = tabs
    }
}

/// Keeps the edge swipe working on screens with a custom back button.
final class SwipeBackHandler: NSObject, UIGestureRecognizerDelegate {
    private weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
        navigationController.interactivePopGestureRecognizer?.delegate = self
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }
}
