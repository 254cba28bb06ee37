import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private let settings = SettingsCoordinator()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard UserDefaults.standard.bool(forKey: "onboarded") else {
            window?.rootViewController = WelcomeViewController()
            return
        }
        let tabs = UITabBarController()
        tabs.viewControllers = [ActivityViewController(), settings.start()]
        window?.rootViewController = tabs
    }
}

/// Builds the settings stack with its first two screens in one list.
final class SettingsCoordinator {
    private let navigationController = UINavigationController()

    func start() -> UIViewController {
        navigationController.setViewControllers([SettingsViewController(), PrivacyViewController()], animated: false)
        return navigationController
    }
}
