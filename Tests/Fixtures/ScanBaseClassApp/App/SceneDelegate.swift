import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let tabs = UITabBarController()
        tabs.viewControllers = [
            UINavigationController(rootViewController: HomeViewController()),
            FlowNavigationController(rootViewController: SettingsViewController()),
            FlowNavigationController(rootViewController: HelpViewController()),
        ]
        window?.rootViewController = tabs
        window?.makeKeyAndVisible()
    }
}
