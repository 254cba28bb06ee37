import Testing
@testable import Scan
import TestSupport

/// The draft is the same on every run: what scan reads from its indexes of names comes out in one order.
@Suite struct DraftOrderTests {
    /// A page two screens' pager data sources both return is shown inside the first of them by name, on
    /// every run (the screens were once read in the order of a hash table, which changes from run to run).
    @Test func aPageTwoPagersReturnIsPlacedUnderTheFirstByName() throws {
        try ScannedApp.each([("App/App.swift", """
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                let tabs = UITabBarController()
                tabs.viewControllers = [UINavigationController(rootViewController: ZooViewController()), UINavigationController(rootViewController: AlbumsViewController())]
                window?.rootViewController = tabs
            }
        }
        final class AlbumsViewController: UIViewController, UIPageViewControllerDataSource {
            let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            override func viewDidLoad() {
                super.viewDidLoad()
                pager.dataSource = self
                addChild(pager)
            }
            func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
                return CategoryViewController()
            }
        }
        final class ZooViewController: UIViewController, UIPageViewControllerDataSource {
            let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            override func viewDidLoad() {
                super.viewDidLoad()
                pager.dataSource = self
                addChild(pager)
            }
            func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
                return CategoryViewController()
            }
        }
        final class CategoryViewController: UIViewController {}
        """)]) { app in
            #expect(app.result.draft.contains("shown inside AlbumsViewController's view"), "\(app.result.draft)")
        }
    }
}
