import UIKit

/// Owns the pop gesture's delegate with its guards, and does not ask scroll views to wait for it.
final class PagingNavigationController: UINavigationController, UIGestureRecognizerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        interactivePopGestureRecognizer?.delegate = self
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        viewControllers.count > 1 && transitionCoordinator == nil
    }
}

final class SceneDelegate: UIResponder {
    var window: UIWindow?

    func start() {
        window?.rootViewController = PagingNavigationController(rootViewController: HomeViewController())
    }
}

final class HomeViewController: UIViewController {
    func openGallery() { navigationController?.pushViewController(GalleryViewController(), animated: true) }
    func openBanner() { navigationController?.pushViewController(BannerViewController(), animated: true) }
    func openFeed() { navigationController?.pushViewController(FeedViewController(), animated: true) }
    func openNews() { navigationController?.pushViewController(NewsViewController(), animated: true) }
}
