import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let tabs = UITabBarController()
        tabs.viewControllers = [
            UINavigationController(rootViewController: HomeViewController()),
            SettingsNavigationController(rootViewController: SettingsViewController()),
        ]
        window?.rootViewController = tabs
    }
}
