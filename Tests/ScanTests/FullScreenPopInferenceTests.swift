import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
@testable import Format
import Rules
import TestSupport

/// `fullScreenPop` from the code that installs a full-screen pan (issue 22, parts 5 and 6): a pan of a
/// navigation subclass on the pop gesture's private target (Swift and Objective-C, fixture FullScreenPans),
/// FDFullscreenPopGesture shipped in a vendored folder or linked from a package manager, and categories
/// or extensions written after it (fixture LibraryPans and inline sources). Each test checks the value,
/// where the model places it, and the findings of scan --check.
@Suite struct FullScreenPopInferenceTests {
    /// `file line:column` where a node's span starts.
    static func start(_ node: ModelNode?, in result: ScanResult) -> String {
        guard let span = node?.span, let source = span.source, source < result.sources.count else { return "none" }
        return "\(result.sources[source]) \(span.start)"
    }

    static func fullScreenPop(_ id: String, in result: ScanResult) -> ModelEntity<FullScreenPopKeys>? {
        result.app.controller(id)?.entity[\.fullScreenPop]
    }

    // MARK: - A subclass's pan on the private target

    @Test func swiftSubclassPanTakesItsDelegatesGuards() throws {
        let (result, found) = try PatternTests.findings("FullScreenPans")
        expectLines("""
            fullScreenPop:
              via: privateTarget   # 'wideBack' on the pop gesture's private target, Feed/SwipeNavigationController.swift:10
              shouldBegin:
                - stackDepth   # Feed/SwipeNavigationController.swift:18
                - notTransitioning   # Feed/SwipeNavigationController.swift:17
        """, in: entry("  swipe:", in: result.draft))
        let pop = try #require(Self.fullScreenPop("swipe", in: result))
        #expect(Self.start(pop.node(\.via), in: result) == "Feed/SwipeNavigationController.swift 10:15")
        #expect(Self.start(pop.node(\.shouldBegin), in: result) == "Feed/SwipeNavigationController.swift 16:5")
        // The info on the private API, and nothing about the guarded pan or the hidden bar it pops past.
        #expect(found.contains("private-navigation-api navigationControllers.swipe.fullScreenPop.via @ Feed/SwipeNavigationController.swift:10"), "\(found)")
        #expect(!found.contains { $0.contains("navigationControllers.swipe.") && !$0.hasPrefix("private-navigation-api") }, "\(found)")
        #expect(!found.contains { $0.hasPrefix("hidden-navigation-bar-disables-swipe") }, "\(found)")
    }

    @Test func objectiveCSubclassPanSwitchesTheEdgeSwipeOff() throws {
        let (result, found) = try PatternTests.findings("FullScreenPans")
        let inbox = entry("  mailInbox:", in: result.draft)
        expectLines("""
            fullScreenPop:
              via: privateTarget   # 'fullPan' on the pop gesture's private target, Mail/MailNavigationController.m:11
              shouldBegin:
                - stackDepth   # Mail/MailNavigationController.m:19
              disablesEdgeGesture: true   # Mail/MailNavigationController.m:14
        """, in: inbox)
        // Switching the edge swipe off to install the pan is not "swipe-back off for the whole stack".
        #expect(!inbox.contains("popGesture:"), "\(inbox)")
        let pop = try #require(Self.fullScreenPop("mailInbox", in: result))
        #expect(Self.start(pop.node(\.disablesEdgeGesture), in: result) == "Mail/MailNavigationController.m 14:5")
        // The delegate refuses at the root but not mid-transition; the hidden back button costs no swipe.
        #expect(found.contains("pop-during-transition navigationControllers.mailInbox.fullScreenPop.shouldBegin @ Mail/MailNavigationController.m:18"), "\(found)")
        #expect(found.contains("private-navigation-api navigationControllers.mailInbox.fullScreenPop.via @ Mail/MailNavigationController.m:11"), "\(found)")
        #expect(!found.contains { $0.hasPrefix("root-freeze") || $0.hasPrefix("hidden-back-button-disables-swipe") }, "\(found)")
    }

    @Test func panAScreenPutsOnItsStackIsANote() throws {
        let result = try Fixtures.scan("FullScreenPans")
        #expect(result.notes.map(\.description).contains(
            "Feed/FeedScreens.swift:49: full-screen pop code found ('targets'), but navlint scan could not tell which navigation controllers it reaches, so fullScreenPop is left out; describe it by hand"
        ), "\(result.notes)")
        // A screen's own pan that sends the handler's name to itself is no full-screen pop of any stack.
        #expect(!entry("  photo:", in: result.draft).contains("fullScreen"))
    }

    @Test func panWhoseDelegateCannotBeToldIsLeftOut() throws {
        let source = """
        final class PanNavigationController: UINavigationController {
            let helper = makeHelper()
            override func viewDidLoad() {
                super.viewDidLoad()
                let pan = UIPanGestureRecognizer(target: interactivePopGestureRecognizer?.delegate, action: NSSelectorFromString("handleNavigationTransition:"))
                pan.delegate = helper
                view.addGestureRecognizer(pan)
            }
        }
        final class EdgeNavigationController: UINavigationController, UIGestureRecognizerDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                interactivePopGestureRecognizer?.delegate = self
                let pan = UIPanGestureRecognizer(target: interactivePopGestureRecognizer?.delegate, action: NSSelectorFromString("handleNavigationTransition:"))
                pan.delegate = interactivePopGestureRecognizer?.delegate
                view.addGestureRecognizer(pan)
            }
        }
        final class HomeViewController: UIViewController {}
        let a = PanNavigationController(rootViewController: HomeViewController())
        let b = EdgeNavigationController(rootViewController: HomeViewController())
        """
        let result = try Fixtures.scan([("Pan.swift", source)])
        #expect(!result.draft.contains("fullScreenPop:"), "\(result.draft)")
        let notes = result.notes.map(\.description)
        #expect(notes.contains("Pan.swift:6: the full-screen pan's delegate is set to 'helper', which navlint scan could not identify, so fullScreenPop is left out; describe it by hand"), "\(notes)")
        #expect(notes.contains("Pan.swift:15: the full-screen pan's delegate is the pop gesture's delegate, which this navigation controller replaces, so fullScreenPop is left out; describe it by hand"), "\(notes)")
    }

    // MARK: - Categories and extensions

    /// An extension's install method called by one subclass reaches that subclass's stacks only; the
    /// pan's delegate is the navigation controller, whose guards the extension's method makes.
    @Test func extensionCalledByASubclassReachesItsStacks() throws {
        let source = """
        extension UINavigationController: UIGestureRecognizerDelegate {
            func addFullscreenPopGesture() {
                guard let targets = interactivePopGestureRecognizer?.value(forKey: "targets") else { return }
                let backPan = UIPanGestureRecognizer()
                backPan.setValue(targets, forKey: "targets")
                backPan.delegate = self
                view.addGestureRecognizer(backPan)
                interactivePopGestureRecognizer?.isEnabled = false
            }
            public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                viewControllers.count > 1 && transitionCoordinator == nil
            }
        }
        final class ShopNavigationController: UINavigationController {
            override func viewDidLoad() {
                super.viewDidLoad()
                addFullscreenPopGesture()
            }
        }
        final class HomeViewController: UIViewController {
            func open() { navigationController?.pushViewController(ProfileViewController(), animated: true) }
        }
        final class ProfileViewController: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                navigationController?.setNavigationBarHidden(true, animated: animated)
            }
        }
        final class SettingsViewController: UIViewController {
            func open() { navigationController?.pushViewController(ProfileViewController(), animated: true) }
        }
        let shop = ShopNavigationController(rootViewController: HomeViewController())
        let settings = UINavigationController(rootViewController: SettingsViewController())
        """
        let result = try Fixtures.scan([("Nav.swift", source)])
        expectLines("""
            fullScreenPop:
              via: privateTarget   # 'backPan' on the pop gesture's private target, Nav.swift:3
              shouldBegin:
                - stackDepth   # Nav.swift:11
                - notTransitioning   # Nav.swift:11
              disablesEdgeGesture: true   # Nav.swift:8
        """, in: entry("  shop:", in: result.draft))
        // The extension's edge switch is part of the install on the shop stack, and never runs on the settings stack.
        #expect(!entry("  shop:", in: result.draft).contains("enabled: false"))
        #expect(!entry("  settings:", in: result.draft).contains("fullScreenPop"))
        #expect(!entry("  settings:", in: result.draft).contains("enabled: false"))
        // The hidden bar costs the swipe only where no full-screen pan pops past it.
        let found = try PatternTests.findings(of: result, file: "nav.navlint.yaml").filter { $0.hasPrefix("hidden-navigation-bar") }
        #expect(found == ["hidden-navigation-bar-disables-swipe screens.profile.navigationBarHidden @ Nav.swift:26"], "\(found)")
    }

    /// An extension's install that a subclass and a screen both call reaches every stack here, but the
    /// stacks keep the install's order (the subclass's, then the screen's): a note the pan's delegate gets
    /// once for the app is on the first of them, not on whichever stack sorts first.
    @Test func anInstallThatHappensToReachEveryStackKeepsItsOrder() throws {
        let source = """
        final class PanHelper: NSObject {}
        extension UINavigationController {
            func addFullscreenPopGesture(helper: PanHelper) {
                guard let targets = interactivePopGestureRecognizer?.value(forKey: "targets") else { return }
                let backPan = UIPanGestureRecognizer()
                backPan.setValue(targets, forKey: "targets")
                backPan.delegate = helper
                view.addGestureRecognizer(backPan)
            }
        }
        final class ShopNavigationController: UINavigationController {
            override func viewDidLoad() {
                super.viewDidLoad()
                addFullscreenPopGesture(helper: PanHelper())
            }
        }
        final class AlphaViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationController?.addFullscreenPopGesture(helper: PanHelper())
            }
        }
        final class ZuluViewController: UIViewController {}
        let shop = ShopNavigationController(rootViewController: ZuluViewController())
        let alpha = UINavigationController(rootViewController: AlphaViewController())
        """
        let result = try Fixtures.scan([("Nav.swift", source)])
        let note = "navlint scan: the full-screen pan's delegate is set to 'helper'"
        #expect(entry("  shop:", in: result.draft).contains(note), "\(result.draft)")
        #expect(!entry("  alpha:", in: result.draft).contains(note), "\(result.draft)")
    }

    /// An Objective-C category written after FDFullscreenPopGesture (its own prefix, a swizzled method)
    /// is the library's kind of pan, on every stack; one that nothing runs stays a note.
    @Test func swizzledCategoryCopyIsTheLibrarysPanOnEveryStack() throws {
        let category = """
        @implementation UINavigationController (XXFullscreenPop)
        + (void)load {
            Method original = class_getInstanceMethod(self, @selector(viewDidLoad));
            Method replaced = class_getInstanceMethod(self, @selector(xx_viewDidLoad));
            method_exchangeImplementations(original, replaced);
        }
        - (void)xx_viewDidLoad {
            [self xx_viewDidLoad];
            id target = [[self.interactivePopGestureRecognizer valueForKey:@"targets"].firstObject valueForKey:@"target"];
            [self.xx_fullscreenPopGestureRecognizer addTarget:target action:NSSelectorFromString(@"handleNavigationTransition:")];
            [self.view addGestureRecognizer:self.xx_fullscreenPopGestureRecognizer];
            self.interactivePopGestureRecognizer.enabled = NO;
        }
        @end
        """
        let screens = """
        @implementation HomeViewController
        - (void)open { [self.navigationController pushViewController:[[DetailViewController alloc] init] animated:YES]; }
        @end
        @implementation DetailViewController
        - (void)viewDidLoad { [super viewDidLoad]; self.navigationItem.hidesBackButton = YES; }
        @end
        @interface HomeViewController : UIViewController
        @end
        @interface DetailViewController : UIViewController
        @end
        @implementation AppDelegate
        - (void)start { self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[[HomeViewController alloc] init]]; }
        @end
        """
        let result = try Fixtures.scan([("App/UINavigationController+XXFullscreenPop.m", category), ("App/Screens.m", screens)])
        expectLines("""
            fullScreenPop:
              via: FDFullscreenPopGesture   # FDFullscreenPopGesture's pan, installed on every navigation controller, App/UINavigationController+XXFullscreenPop.m:9
              disablesEdgeGesture: true   # the library switches the edge swipe off, App/UINavigationController+XXFullscreenPop.m:12
        """, in: entry("  home:", in: result.draft))
        #expect(!entry("  home:", in: result.draft).contains("enabled: false"))
        let found = try PatternTests.findings(of: result, file: "app.navlint.yaml")
        #expect(!found.contains { $0.hasPrefix("hidden-back-button-disables-swipe") }, "\(found)")

        // The same method with no swizzle and no caller: which stacks it reaches is not told.
        let unused = category.replacingOccurrences(of: "@selector(xx_viewDidLoad)", with: "@selector(xx_other)")
        let quiet = try Fixtures.scan([("App/UINavigationController+XXFullscreenPop.m", unused), ("App/Screens.m", screens)])
        #expect(!quiet.draft.contains("fullScreenPop:"))
        #expect(quiet.notes.contains { $0.description.hasPrefix("App/UINavigationController+XXFullscreenPop.m:9: full-screen pop code found") }, "\(quiet.notes)")
    }

    /// A copy of FDFullscreenPopGesture whose install and removal the app calls itself.
    private static let copiedLibraryCategory = """
    @implementation UINavigationController (FullscreenPopGesture)
    - (void)addFullscreenPopGesture {
        [self.interactivePopGestureRecognizer.view addGestureRecognizer:self.fd_fullscreenPopGestureRecognizer];
        id target = [[self.interactivePopGestureRecognizer valueForKey:@"targets"].firstObject valueForKey:@"target"];
        [self.fd_fullscreenPopGestureRecognizer addTarget:target action:NSSelectorFromString(@"handleNavigationTransition:")];
    }
    - (void)removeFullscreenPopGesture {
        id target = [[self.interactivePopGestureRecognizer valueForKey:@"targets"].firstObject valueForKey:@"target"];
        [self.fd_fullscreenPopGestureRecognizer removeTarget:target action:NSSelectorFromString(@"handleNavigationTransition:")];
        [self.interactivePopGestureRecognizer.view removeGestureRecognizer:self.fd_fullscreenPopGestureRecognizer];
    }
    - (UIPanGestureRecognizer *)fd_fullscreenPopGestureRecognizer {
        return objc_getAssociatedObject(self, _cmd);
    }
    @end
    """

    /// A copy of the library whose install the app calls itself (`[self.navigationController
    /// addFullscreenPopGesture]`) reaches the caller's stacks; a screen that removes the pan again as it
    /// leaves keeps it to itself, which no stack key says, so only that screen is spared.
    @Test func categoryCopyTheAppCallsReachesTheCallersStacks() throws {
        let category = Self.copiedLibraryCategory
        let screens = """
        @implementation AppDelegate
        - (void)start {
            self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[[LoginViewController alloc] init]];
            self.other = [[UINavigationController alloc] initWithRootViewController:[[MeViewController alloc] init]];
        }
        @end
        @interface LoginViewController : UIViewController
        @end
        @implementation LoginViewController
        - (void)viewDidLoad { [super viewDidLoad]; [self.navigationController addFullscreenPopGesture]; }
        - (void)next { [self.navigationController pushViewController:[[CodeViewController alloc] init] animated:YES]; }
        @end
        @interface CodeViewController : UIViewController
        @end
        @implementation CodeViewController
        - (void)viewWillAppear:(BOOL)animated { [super viewWillAppear:animated]; [self.navigationController setNavigationBarHidden:YES animated:animated]; }
        @end
        @interface MeViewController : UIViewController
        @end
        @implementation MeViewController
        - (void)team { [self.navigationController pushViewController:[[TeamViewController alloc] init] animated:YES]; }
        @end
        @interface TeamViewController : UIViewController
        @end
        @implementation TeamViewController
        - (void)viewWillAppear:(BOOL)animated {
            [super viewWillAppear:animated];
            [self.navigationController addFullscreenPopGesture];
            [self.navigationController setNavigationBarHidden:YES animated:animated];
        }
        - (void)viewDidDisappear:(BOOL)animated { [super viewDidDisappear:animated]; [self.navigationController removeFullscreenPopGesture]; }
        - (void)members { [self.navigationController pushViewController:[[MembersViewController alloc] init] animated:YES]; }
        @end
        @interface MembersViewController : UIViewController
        @end
        @implementation MembersViewController
        - (void)viewWillAppear:(BOOL)animated { [super viewWillAppear:animated]; [self.navigationController setNavigationBarHidden:YES animated:animated]; }
        @end
        """
        let result = try Fixtures.scan([("App/UINavigationController+FullscreenPopGesture.m", category), ("App/Screens.m", screens)])
        expectLines("""
            fullScreenPop:
              via: FDFullscreenPopGesture   # FDFullscreenPopGesture's pan, installed where the app calls addFullscreenPopGesture, App/UINavigationController+FullscreenPopGesture.m:4
        """, in: entry("  login:", in: result.draft))
        #expect(!entry("  me:", in: result.draft).contains("fullScreenPop"), "\(result.draft)")
        #expect(result.notes.map(\.description).contains("App/Screens.m:28: TeamViewController installs a full-screen pan on its navigation controller and removes it when it leaves; scan credits the pan to TeamViewController alone"), "\(result.notes)")
        // The login stack's pan pops past the hidden bar; the team screen has its own; the members screen has none.
        let found = try PatternTests.findings(of: result, file: "app.navlint.yaml").filter { $0.hasPrefix("hidden-navigation-bar") }
        #expect(found == ["hidden-navigation-bar-disables-swipe screens.members.navigationBarHidden @ App/Screens.m:37"], "\(found)")
        // The team screen's finding is left out for its own pan, which is the reason its draft silences it with.
        let team = RuleEngine(rules: try RuleCatalog.builtin.get()).run(on: result.app, file: "app.navlint.yaml").filter { $0.path.hasPrefix("screens.team.") }
        #expect(team.map(\.ruleID) == ["hidden-navigation-bar-disables-swipe"], "\(team)")
        #expect(team.map(result.unsureReason) == ["navlint scan: this screen installs its own full-screen pan while it shows"])
    }

    /// A base class's call reaches the stacks of the screens that inherit it; a remove that runs when the
    /// screen is deallocated (not as it leaves) leaves the pan on the stack.
    @Test func categoryCopyCalledByABaseClassOrRemovedLateReachesTheStacks() throws {
        let category = Self.copiedLibraryCategory
        let screens = """
        @implementation AppDelegate
        - (void)start {
            self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[[HomeViewController alloc] init]];
        }
        @end
        @interface BaseViewController : UIViewController
        @end
        @implementation BaseViewController
        - (void)viewDidLoad { [super viewDidLoad]; [self.navigationController addFullscreenPopGesture]; }
        - (void)dealloc { [self.navigationController removeFullscreenPopGesture]; }
        @end
        @interface HomeViewController : BaseViewController
        @end
        @implementation HomeViewController
        - (void)next { [self.navigationController pushViewController:[[ProfileViewController alloc] init] animated:YES]; }
        @end
        @interface ProfileViewController : BaseViewController
        @end
        @implementation ProfileViewController
        - (void)viewWillAppear:(BOOL)animated { [super viewWillAppear:animated]; [self.navigationController setNavigationBarHidden:YES animated:animated]; }
        @end
        """
        let result = try Fixtures.scan([("App/UINavigationController+FullscreenPopGesture.m", category), ("App/Screens.m", screens)])
        #expect(entry("  home:", in: result.draft).contains("fullScreenPop:"), "\(result.draft)")
        #expect(!result.notes.contains { $0.message.contains("removes it when it leaves") }, "\(result.notes)")
        let found = try PatternTests.findings(of: result, file: "app.navlint.yaml")
        #expect(!found.contains { $0.hasPrefix("hidden-navigation-bar") }, "\(found)")
    }

    // MARK: - FDFullscreenPopGesture

    @Test func vendoredLibraryIsOnEveryStackButTheOneThatSwitchesItOff() throws {
        let (result, found) = try PatternTests.findings("LibraryPans")
        expectLines("""
            fullScreenPop:
              via: FDFullscreenPopGesture   # uses FDFullscreenPopGesture, Shop/PlainNavigationController.m:2
              disablesEdgeGesture: true   # the library switches the edge swipe off, Vendor/FullscreenPop/UINavigationController+FDFullscreenPopGesture.m:33
              startRegion: 60   # fd_interactivePopMaxAllowedInitialDistanceToLeftEdge, the widest set, Shop/ShopScreens.m:52
        """, in: entry("  home:", in: result.draft))
        // With the library's pan off, the edge swipe it switched off stays off.
        let plain = entry("  plain:", in: result.draft)
        #expect(!plain.contains("fullScreenPop"), "\(plain)")
        expectLines("""
            popGesture:
              enabled: false   # Vendor/FullscreenPop/UINavigationController+FDFullscreenPopGesture.m:33
        """, in: plain)
        // A screen that refuses the library's pan has no swipe while it is on top.
        expectLines("""
            popGesture:
              disabled: true   # Shop/ShopScreens.m:40
              scope: allRecognizers   # fd_interactivePopDisabled: FDFullscreenPopGesture's pan refuses while this screen is on top, and the edge swipe is off
              disableIn: viewDidAppear   # the library asks the screen each time a swipe starts
              enableIn: viewWillDisappear
        """, in: entry("  player:", in: result.draft))
        let pop = try #require(Self.fullScreenPop("home", in: result))
        #expect(Self.start(pop.node(\.startRegion), in: result) == "Shop/ShopScreens.m 52:5")
        // The hidden bar, the slider on a screen that refuses the pan, the pager that waits for it near the edge: no finding.
        #expect(found.isEmpty, "\(found)")
        // The library's own code is read, not reported.
        #expect(!result.notes.contains { $0.path?.hasPrefix("Vendor/") == true }, "\(result.notes)")
    }

    @Test func pagerWithoutStartRegionIsBlockedByTheLibrarysPan() throws {
        let files = try Fixtures.files("LibraryPans").map { file in
            SourceFile(path: file.path, text: file.text.replacingOccurrences(of: "    self.fd_interactivePopMaxAllowedInitialDistanceToLeftEdge = 60;\n", with: ""))
        }
        let result = try AppScanner.scan(files)
        #expect(!result.draft.contains("startRegion"))
        let found = try PatternTests.findings(of: result, file: "shop.navlint.yaml")
        #expect(found == ["full-screen-pop-blocks-paging screens.gallery.scrollViews.pages @ Shop/ShopScreens.m:53"], "\(found)")
    }

    /// The library linked from a package manager is known by its API alone.
    @Test func libraryFromAPackageManagerIsKnownByItsAPI() throws {
        let source = """
        import UIKit
        import FDFullscreenPopGesture

        final class HomeViewController: UIViewController {
            func open() { navigationController?.pushViewController(ProfileViewController(), animated: true) }
        }
        final class ProfileViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                fd_prefersNavigationBarHidden = true
                navigationController?.setNavigationBarHidden(true, animated: false)
            }
        }
        let nav = UINavigationController(rootViewController: HomeViewController())
        """
        let result = try Fixtures.scan([("App.swift", source)])
        expectLines("""
            fullScreenPop:
              via: FDFullscreenPopGesture   # uses FDFullscreenPopGesture, App.swift:2
              disablesEdgeGesture: true   # the library switches the edge swipe off, App.swift:2
        """, in: entry("  home:", in: result.draft))
        let found = try PatternTests.findings(of: result, file: "app.navlint.yaml")
        #expect(!found.contains { $0.hasPrefix("hidden-navigation-bar-disables-swipe") }, "\(found)")
        // The SDK is not known, so the iOS 26 rule runs at the default SDK, on the line that shows the library.
        #expect(found.contains("legacy-full-screen-pop-on-ios26 navigationControllers.home.fullScreenPop.via @ App.swift:2"), "\(found)")
    }

    /// A screen that sets the library's `fd_interactivePopDisabled` and switches the pop gesture off itself
    /// has one `popGesture`: its own switch, with a note for the library's; with the library's alone, the
    /// library's. Each switch's place is the one named.
    @Test func librarySwitchYieldsToTheScreensOwnSwitch() throws {
        func source(ownSwitch: Bool) -> String {
            """
            import UIKit
            import FDFullscreenPopGesture

            final class HomeViewController: UIViewController {
                func open() { navigationController?.pushViewController(SignViewController(), animated: true) }
            }
            final class SignViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    fd_interactivePopDisabled = true
                }
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    \(ownSwitch ? "navigationController?.interactivePopGestureRecognizer?.isEnabled = false" : "")
                }
            }
            let nav = UINavigationController(rootViewController: HomeViewController())
            """
        }
        let both = try Fixtures.scan([("App.swift", source(ownSwitch: true))])
        expectLines("""
            popGesture:
              disabled: true   # App.swift:14
              scope: edge   # interactivePopGestureRecognizer only
              disableIn: viewWillAppear   # App.swift:14
              enableIn: never   # nothing switches it back on
        """, in: entry("  sign:", in: both.draft))
        #expect(both.notes.map(\.description).contains("App.swift:10: fd_interactivePopDisabled is set too; popGesture is written from the screen's own switch of interactivePopGestureRecognizer"), "\(both.notes)")
        let library = try Fixtures.scan([("App.swift", source(ownSwitch: false))])
        #expect(entry("  sign:", in: library.draft).contains("scope: allRecognizers   # fd_interactivePopDisabled"), "\(library.draft)")
        #expect(!library.notes.contains { $0.message.contains("fd_interactivePopDisabled is set too") }, "\(library.notes)")
    }

    /// POSIX `fd_set` and a name that merely contains the library's are not the library.
    @Test func namesThatOnlyLookLikeTheLibraryAreNot() throws {
        let source = """
        final class SocketViewController: UIViewController {
            var fd_setValue: Int = 0
            func poll() { var set = fd_set(); _ = set }
        }
        let nav = UINavigationController(rootViewController: SocketViewController())
        """
        let result = try Fixtures.scan([("Socket.swift", source)])
        #expect(!result.draft.contains("fullScreenPop"))
    }
}
