import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let tabs = UITabBarController()
        tabs.viewControllers = [
            DepthNavigationController(rootViewController: FeedViewController()),
            AnimationNavigationController(rootViewController: MapViewController()),
            ProxyNavigationController(rootViewController: ProfileViewController()),
        ]
        window?.rootViewController = tabs
        return true
    }
}
