import Testing
@testable import Scan
import TestSupport

/// Routes through factories (issue 33): a pushed expression made by a method or function is the screen
/// its declared return type names, in Swift and Objective-C; a SwiftGen scene
/// (`StoryboardScene.Social.partyViewController.instantiate()`) is the screen its member's generic
/// argument names. A factory declared to return a plain `UIViewController` is read by what it returns,
/// with `return` or as a body of one expression; one whose value scan cannot follow says nothing.
@Suite struct FactoryResolutionTests {
    @Test func aFactoryMethodsReturnTypeNamesThePushedScreen() throws {
        try ScannedApp.each([ScannedApp.stack(), ("App/Home.swift", """
        extension HomeViewController {
            @objc func openDetail() {
                navigationController?.pushViewController(makeDetail(), animated: true)
                navigationController?.pushViewController(makeAny(), animated: true)
                navigationController?.pushViewController(makeThird(), animated: true)
            }
            private func makeDetail() -> DetailViewController { DetailViewController() }
            private func makeAny() -> UIViewController { stored[0] }
            private func makeThird() -> UIViewController { ThirdViewController() }
        }
        final class HomeViewController: UIViewController {
            var stored: [UIViewController] = [OtherViewController()]
        }
        final class ThirdViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                3️⃣navigationItem.hidesBackButton = true
            }
        }
        final class DetailViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                1️⃣navigationItem.hidesBackButton = true
            }
        }
        final class OtherViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                2️⃣navigationItem.hidesBackButton = true
            }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["hidden-back-button-disables-swipe"])
            #expect(app.rules(at: "2️⃣").isEmpty)
            #expect(app.rules(at: "3️⃣") == ["hidden-back-button-disables-swipe"])
        }
        try ScannedApp.each([ScannedApp.stack(declaring: ["HomeViewController", "DetailViewController"], objectiveC: true), ("App/Home.m", """
        @implementation HomeViewController
        - (void)openDetail {
            [self.navigationController pushViewController:[self makeDetail] animated:YES];
        }
        - (DetailViewController *)makeDetail {
            return [[DetailViewController alloc] init];
        }
        @end
        @implementation DetailViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            1️⃣self.navigationItem.hidesBackButton = YES;
        }
        @end
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["hidden-back-button-disables-swipe"])
        }
    }

    /// A factory that returns the navigation controller it made around a screen (`+ (UINavigationController
    /// *)navigationControllerWithNote:`) makes a stack of that screen: presenting its result presents the screen.
    /// Declared to return a plain navigation controller, it is read by its `return`, through the local it made.
    @Test func aFactoryReturningAStackItMadePresentsItsRoot() throws {
        try ScannedApp.each([ScannedApp.stack(declaring: ["HomeViewController", "NoteViewController"], objectiveC: true), ("App/Home.m", """
        @implementation HomeViewController
        - (void)compose {
            [self presentViewController:[NoteViewController navigationControllerWithNote:@"draft"] animated:YES completion:nil];
        }
        @end
        @implementation NoteViewController
        + (UINavigationController *)navigationControllerWithNote:(NSString *)note {
            NoteViewController *noteViewController = [[NoteViewController alloc] init];
            UINavigationController *navigationController = [[UINavigationController alloc] initWithRootViewController:noteViewController];
            return navigationController;
        }
        @end
        """)]) { app in
            #expect(app.result.app.screen("home")?.entity[\.presents] == ["note"], "\(app.result.draft)")
        }
        try ScannedApp.each([ScannedApp.stack(), ("App/Home.swift", """
        final class HomeViewController: UIViewController {
            @objc func compose() {
                present(NoteViewController.makeStack(note: "draft"), animated: true)
            }
        }
        final class NoteViewController: UIViewController {
            static func makeStack(note: String) -> UINavigationController {
                let noteViewController = NoteViewController()
                let navigationController = UINavigationController(rootViewController: noteViewController)
                return navigationController
            }
        }
        """)]) { app in
            #expect(app.result.app.screen("home")?.entity[\.presents] == ["note"], "\(app.result.draft)")
        }
    }

    @Test func aSwiftGenSceneIsTheScreenItsMemberNames() throws {
        try ScannedApp.each([ScannedApp.stack(), ("App/Scenes.swift", """
        internal struct SceneType<T: UIViewController> {
            internal let identifier: String
            internal func instantiate() -> T { fatalError() }
        }
        internal enum StoryboardScene {
            internal enum Social {
                internal static let partyViewController = SceneType<PartyViewController>(identifier: "PartyViewController")
            }
        }
        """), ("App/Home.swift", """
        final class HomeViewController: UIViewController {
            @objc func openParty() {
                let party = StoryboardScene.Social.partyViewController.instantiate()
                navigationController?.pushViewController(party, animated: true)
            }
        }
        final class PartyViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                1️⃣navigationItem.hidesBackButton = true
            }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["hidden-back-button-disables-swipe"])
        }
    }

    /// A coordinator's `toPresentable()` declared to return `UIViewController` is the screen its
    /// `return` gives (`return self.roomViewController`), on a local of the coordinator's class.
    @Test func aCoordinatorsPresentableIsTheScreenItReturns() throws {
        try ScannedApp.each([ScannedApp.stack(), ("App/Room.swift", """
        protocol Presentable { func toPresentable() -> UIViewController }
        final class RoomCoordinator: Presentable {
            private let roomViewController: RoomViewController
            init() { roomViewController = RoomViewController() }
            func toPresentable() -> UIViewController { return self.roomViewController }
        }
        final class HomeViewController: UIViewController {
            @objc func openRoom() {
                let coordinator = RoomCoordinator()
                navigationController?.pushViewController(coordinator.toPresentable(), animated: true)
            }
        }
        final class RoomViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                1️⃣navigationItem.hidesBackButton = true
            }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["hidden-back-button-disables-swipe"])
        }
    }

    /// `[UIAlertController alertControllerWithTitle:...]` makes an alert, UIKit's own: presenting it is no
    /// screen scan failed to follow.
    @Test func aClassFactoryOfAUIKitClassIsThatClass() throws {
        try ScannedApp.each([ScannedApp.stack(declaring: ["HomeViewController"], objectiveC: true), ("App/Home.m", """
        @implementation HomeViewController
        - (void)confirm {
            1️⃣[self presentViewController:[UIAlertController alertControllerWithTitle:@"Sure?" message:nil preferredStyle:UIAlertControllerStyleAlert] animated:YES completion:nil];
        }
        @end
        """)]) { app in
            #expect(app.notes(at: "1️⃣").isEmpty, "\(app.notes(at: "1️⃣"))")
        }
    }

    /// A factory whose `return` calls itself, or two that return each other, stop where the resolver's
    /// depth does: nothing is followed and the scan finishes (it recursed until the stack ran out).
    @Test func factoriesThatReturnTheirOwnCallsAreNotFollowed() throws {
        try ScannedApp.each([ScannedApp.stack(), ("App/Home.swift", """
        final class HomeViewController: UIViewController {
            @objc func open() {
                1️⃣navigationController?.pushViewController(make(), animated: true)
                navigationController?.pushViewController(first(), animated: true)
            }
            func make() -> UIViewController { return make() }
            func first() -> UIViewController { return second() }
            func second() -> UIViewController { return first() }
        }
        """)]) { app in
            #expect(app.notes(at: "1️⃣").contains { $0.hasPrefix("could not tell which screen 'make()' is") }, "\(app.notes(at: "1️⃣"))")
        }
        try ScannedApp.each([ScannedApp.stack(declaring: ["HomeViewController"], objectiveC: true), ("App/Home.m", """
        @implementation HomeViewController
        - (void)open {
            1️⃣[self.navigationController pushViewController:[self make] animated:YES];
        }
        - (UIViewController *)make {
            return [self make];
        }
        @end
        """)]) { app in
            #expect(app.notes(at: "1️⃣").contains { $0.hasPrefix("could not tell which screen '[self make]' is") }, "\(app.notes(at: "1️⃣"))")
        }
    }

    /// Lazy properties that each make a stack from a local of the same name (`let rootViewController =
    /// ...` in every initializer) root each stack at its own screen, a failable `guard let` one too.
    @Test func eachPropertyInitializersLocalIsItsOwn() throws {
        try ScannedApp.each([("App/Tabs.swift", """
        import UIKit

        final class TabBarCoordinator: NSObject {
            private lazy var videoNavigationController: UINavigationController = {
                let rootViewController = VideoViewController()
                return UINavigationController(rootViewController: rootViewController)
            }()

            private lazy var browseNavigationController: UINavigationController? = {
                guard let rootViewController = ServerListViewController(service: 1) else { return nil }
                return UINavigationController(rootViewController: rootViewController)
            }()

            func setUp(_ tabs: UITabBarController) {
                tabs.viewControllers = [videoNavigationController, browseNavigationController].compactMap { $0 }
            }
        }

        final class VideoViewController: UIViewController {}
        final class ServerListViewController: UIViewController {
            init?(service: Int) { super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { nil }
            func open() { navigationController?.pushViewController(CloudViewController(), animated: true) }
        }
        final class CloudViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                1️⃣navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Back", style: .plain, target: self, action: #selector(goBack))
            }
            @objc func goBack() { navigationController?.popViewController(animated: true) }
        }
        """)]) { app in
            #expect(app.result.app.controller("serverList")?.members == ["serverList", "cloud"], "\(app.result.draft)")
            #expect(app.result.app.controller("video")?.members == ["video"])
            #expect(app.rules(at: "1️⃣") == ["custom-left-item-disables-swipe"])
        }
    }
}
