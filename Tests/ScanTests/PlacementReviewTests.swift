import Testing
@testable import Scan
import TestSupport

/// What a review of the placement mechanisms (PlacementDefectTests) reproduced: ordinary code they first
/// misread, now read as before them. Each app hides a back button or the bar on one screen; the finding is
/// reported only where that screen is really pushed.
@Suite struct PlacementReviewTests {
    static let apps: [(name: String, why: String, file: String, source: String, pushed: Bool)] = [
        ("helper-same-name", "a screen's own method named like a container's helper presents, so what it is handed is no child", "App/App.swift", """
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: HomeViewController())
            }
        }
        /// A card container: shows one child at a time.
        final class CardContainerViewController: UIViewController {
            func show(_ card: UIViewController) {
                addChild(card)
                view.addSubview(card.view)
                card.didMove(toParent: self)
            }
        }
        final class HomeViewController: UIViewController {
            func openSettings() {
                // pushed
                navigationController?.pushViewController(SettingsViewController(), animated: true)
            }
            func openLogin() {
                let login = LoginViewController()
                login.modalPresentationStyle = .fullScreen
                present(login, animated: true)
            }
        }
        final class SettingsViewController: UIViewController {
            func show(_ screen: UIViewController) {
                present(screen, animated: true)
            }
            func openAbout() {
                show(AboutViewController())
            }
        }
        final class AboutViewController: UIViewController {
            func openLicenses() {
                navigationController?.pushViewController(LicensesViewController(), animated: true)
            }
        }
        final class LicensesViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.hidesBackButton = true
            }
        }
        final class LoginViewController: UIViewController {}
        """, false),
        ("objc-init-helper", "a container made with its child and presented without a stack gives the child no stack", "App/Screens.m", """
        @implementation AppDelegate
        - (void)start {
            self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[[MenuViewController alloc] init]];
        }
        @end

        @interface ContainerViewController : UIViewController
        @end
        @implementation ContainerViewController
        - (instancetype)initWithContent:(UIViewController *)content {
            self = [super initWithNibName:nil bundle:nil];
            if (self) {
                [self addChildViewController:content];
                [self.view addSubview:content.view];
                [content didMoveToParentViewController:self];
            }
            return self;
        }
        @end

        @interface MenuViewController : UIViewController
        @end
        @implementation MenuViewController
        - (void)openPlayer {
            ContainerViewController *container = [[ContainerViewController alloc] initWithContent:[[PlayerViewController alloc] init]];
            [self presentViewController:container animated:YES completion:nil];
        }
        @end

        @interface PlayerViewController : UIViewController
        @end
        @implementation PlayerViewController
        - (void)showQueue {
            [self.navigationController pushViewController:[[QueueViewController alloc] init] animated:YES];
        }
        @end

        @interface QueueViewController : UIViewController
        @end
        @implementation QueueViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.navigationItem.hidesBackButton = YES;
        }
        @end
        """, false),
        ("presented-pager", "the pages of a page view controller the screen presents are not shown inside the screen", "App/App.swift", """
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: FeedViewController())
            }
        }
        final class FeedViewController: UIViewController {
            /// Opens the photo viewer full screen, over the feed (no navigation controller).
            func openPhoto(_ photo: Photo) {
                let gallery = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
                gallery.setViewControllers([PhotoViewController(photo: photo)], direction: .forward, animated: false)
                gallery.modalPresentationStyle = .fullScreen
                present(gallery, animated: true)
            }
        }
        final class PhotoViewController: UIViewController {
            init(photo: Photo) { super.init(nibName: nil, bundle: nil) }
            func openComments() {
                // Does nothing when the viewer is presented without a navigation controller.
                navigationController?.pushViewController(CommentsViewController(), animated: true)
            }
        }
        final class CommentsViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.hidesBackButton = true
            }
        }
        """, false),
        ("presented-pager-datasource", "nor are those its data source returns", "App/App.swift", """
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: FeedViewController())
            }
        }
        final class FeedViewController: UIViewController, UIPageViewControllerDataSource {
            private lazy var photos: [UIViewController] = [PhotoViewController(), PhotoViewController()]
            /// Opens the photo viewer full screen, over the feed (no navigation controller).
            func openPhotos() {
                let gallery = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
                gallery.dataSource = self
                gallery.modalPresentationStyle = .fullScreen
                present(gallery, animated: true)
            }
            func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
                guard let index = photos.firstIndex(of: viewController), index + 1 < photos.count else { return nil }
                return photos[index + 1]
            }
            func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
                guard let index = photos.firstIndex(of: viewController), index > 0 else { return nil }
                return photos[index - 1]
            }
        }
        final class PhotoViewController: UIViewController {
            func openComments() {
                navigationController?.pushViewController(CommentsViewController(), animated: true)
            }
        }
        final class CommentsViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.hidesBackButton = true
            }
        }
        """, false),
        ("pager-selector-collision", "a method named like Pageboy's data source whose parameter is no pager returns no page", "App/App.swift", """
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: InboxViewController())
            }
        }
        /// Not a pager: a list that opens each message as a sheet.
        final class InboxViewController: UITableViewController {
            func viewController(for message: Message, at indexPath: IndexPath) -> UIViewController {
                return MessageViewController(message: message)
            }
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                present(viewController(for: messages[indexPath.row], at: indexPath), animated: true)
            }
        }
        final class MessageViewController: UIViewController {
            init(message: Message) { super.init(nibName: nil, bundle: nil) }
            func openSender() {
                // A sheet without a navigation controller: this push does nothing.
                navigationController?.pushViewController(ContactViewController(), animated: true)
            }
        }
        final class ContactViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.hidesBackButton = true
            }
        }
        """, false),
        ("objc-ternary-selector", "a message read in parts the factory does not have (a `?:` in its argument) still reaches the factory", "App/Screens.m", """
        @implementation AppDelegate
        - (void)start {
            self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[[ListViewController alloc] init]];
        }
        @end

        @interface ItemViewController : UIViewController
        + (instancetype)controllerWithItem:(Item *)item;
        @end
        @implementation ItemViewController
        + (instancetype)controllerWithItem:(Item *)item {
            ItemViewController *controller = [[ItemViewController alloc] init];
            return controller;
        }
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.navigationItem.hidesBackButton = YES;
        }
        @end

        @interface ListViewController : UIViewController
        @property (nonatomic, strong) Item *selectedItem;
        @end
        @implementation ListViewController
        - (void)open:(BOOL)hasSelection {
            [self.navigationController pushViewController:[ItemViewController controllerWithItem:hasSelection ? self.selectedItem : nil] animated:YES];
        }
        @end
        """, true),
        ("getter-unwrap", "`guard let feed = self.feed` in a getter holds the property", "App/App.swift", """
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = MainTabBarController()
            }
        }
        final class MainTabBarController: UITabBarController {
            private var feed: FeedViewController? = FeedViewController()
            private var feedTab: UIViewController {
                guard let feed = self.feed else { return UIViewController() }
                return UINavigationController(rootViewController: feed)
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                viewControllers = [feedTab]
            }
        }
        final class FeedViewController: UIViewController {
            func openPost() {
                navigationController?.pushViewController(PostViewController(), animated: true)
            }
        }
        final class PostViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.hidesBackButton = true
            }
        }
        """, true),
        ("getter-unwrap-plain", "`if let feed = feed` in a getter holds the property", "App/App.swift", """
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = MainTabBarController()
            }
        }
        final class MainTabBarController: UITabBarController {
            private var feed: FeedViewController? = FeedViewController()
            private var feedTab: UIViewController {
                if let feed = feed {
                    return UINavigationController(rootViewController: feed)
                }
                return UIViewController()
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                viewControllers = [feedTab]
            }
        }
        final class FeedViewController: UIViewController {
            func openPost() {
                navigationController?.pushViewController(PostViewController(), animated: true)
            }
        }
        final class PostViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.hidesBackButton = true
            }
        }
        """, true),
        ("shadow-reassign", "`var detail = self.detail` reassigned under a condition pushes either screen", "App/App.swift", """
        import UIKit

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: HomeViewController())
            }
        }

        final class HomeViewController: UIViewController {
            private lazy var detail: UIViewController = DetailViewController()
            func openDetail(compact: Bool) {
                var detail = self.detail
                if compact {
                    detail = CompactDetailViewController()
                }
                navigationController?.pushViewController(detail, animated: true)
            }
        }

        final class DetailViewController: UIViewController {}
        final class CompactDetailViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.hidesBackButton = true
            }
        }
        """, true),
        ("case-pattern", "`case .custom(let vc)` binds the enum's payload, not a sibling case's local", "App/App.swift", """
        import UIKit

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: MenuViewController())
            }
        }

        enum MenuAction {
            case settings
            case custom(UIViewController)
        }

        final class MenuViewController: UIViewController {
            func perform(_ action: MenuAction) {
                switch action {
                case .settings:
                    let vc = SettingsViewController()
                    present(UINavigationController(rootViewController: vc), animated: true)
                case .custom(let vc):
                    navigationController?.pushViewController(vc, animated: true)
                }
            }
        }

        final class SettingsViewController: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                navigationController?.setNavigationBarHidden(true, animated: animated)
            }
        }
        """, false),
        ("self-prop-sibling", "`guard let pending = self.pending` is the property, not a sibling case's local", "App/App.swift", """
        import UIKit

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: HomeViewController())
            }
        }

        enum DeepLink { case settings, pending }

        final class HomeViewController: UIViewController {
            private var pending: UIViewController?

            func prepare() {
                pending = InboxViewController()
            }

            func handle(_ link: DeepLink) {
                switch link {
                case .settings:
                    let pending = SettingsViewController()
                    present(UINavigationController(rootViewController: pending), animated: true)
                case .pending:
                    guard let pending = self.pending else { return }
                    navigationController?.pushViewController(pending, animated: true)
                }
            }
        }

        final class InboxViewController: UIViewController {}
        final class SettingsViewController: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                navigationController?.setNavigationBarHidden(true, animated: animated)
            }
        }
        """, false),
        ("alt-children", "two coordinators started in the two branches of an `if` are no push of one onto the other", "App/App.swift", """
        import UIKit

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            var coordinator: AppCoordinator?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                let navigationController = UINavigationController()
                coordinator = AppCoordinator(navigationController: navigationController)
                coordinator?.start()
                window?.rootViewController = navigationController
            }
        }

        final class AppCoordinator {
            let navigationController: UINavigationController
            var isLoggedIn = false
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                if isLoggedIn {
                    let home = HomeCoordinator(navigationController: navigationController)
                    home.start()
                } else {
                    let login = LoginCoordinator(navigationController: navigationController)
                    login.start()
                }
            }
        }

        final class LoginCoordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() { navigationController.pushViewController(LoginViewController(), animated: false) }
        }

        final class HomeCoordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() { navigationController.pushViewController(HomeViewController(), animated: false) }
        }

        final class LoginViewController: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                navigationController?.setNavigationBarHidden(true, animated: animated)
            }
        }
        final class HomeViewController: UIViewController {
        }
        """, false),
        ("two-stacks", "a coordinator made with its parent's stack in one method and a new one in another pushes onto the parent's", "App/App.swift", """
        import UIKit

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            var coordinator: HomeCoordinator?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                let navigationController = UINavigationController()
                coordinator = HomeCoordinator(navigationController: navigationController)
                coordinator?.start()
                window?.rootViewController = navigationController
            }
        }

        final class HomeCoordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() { navigationController.pushViewController(HomeViewController(), animated: false) }
            func showArticle() {
                let article = ArticleCoordinator(navigationController: navigationController)
                article.start()
            }
            func showArticleModally() {
                let nav = UINavigationController()
                let article = ArticleCoordinator(navigationController: nav)
                article.start()
                navigationController.present(nav, animated: true)
            }
        }

        final class ArticleCoordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() { navigationController.pushViewController(ArticleViewController(), animated: true) }
            func showComments() { navigationController.pushViewController(CommentsViewController(), animated: true) }
        }

        final class HomeViewController: UIViewController {}
        final class ArticleViewController: UIViewController {}
        final class CommentsViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.hidesBackButton = true
            }
        }
        """, true),
    ]

    @Test(arguments: apps.map(\.name))
    func theScreenHidingItsBackButtonIsCheckedOnlyWherePushed(_ name: String) throws {
        let app = try #require(Self.apps.first { $0.name == name })
        try ScannedApp.each([(app.file, app.source)]) { scanned in
            let found = scanned.allFindings.filter { $0.hasPrefix("hidden-back-button-disables-swipe") || $0.hasPrefix("hidden-navigation-bar-disables-swipe") }
            #expect(found.count == (app.pushed ? 1 : 0), "\(app.why): \(scanned.allFindings)")
        }
    }
}
