import Format
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
import Testing
import TestSupport

/// Causes found on the apps added fresh to the corpus (JXCategoryView, Yep), each read in Swift and
/// Objective-C where the language matters: a pop gesture switched to a computed value, a delegate that
/// tests which recognizer asks, returns nested in an `if`, storyboards handed out by a member, Swift 2's
/// `instantiateViewControllerWithIdentifier("X")`, and a screen handed out by a type's static member.
@Suite struct HeldOutCauseTests {
    /// An Objective-C app around one screen's implementation: the screen's interface (with `members`),
    /// a home screen at the root of a plain stack that pushes it, and `main` that makes the stack.
    private static func objectiveCApp(_ screen: String, file: String, implementation: String, members: String = "") -> [(String, String)] {
        let header = "@interface \(screen) : UIViewController\n\(members)@end\n@interface HomeViewController : UIViewController\n@end\n"
        let home = "\n@implementation HomeViewController\n- (void)open { [self.navigationController pushViewController:[\(screen) new] animated:YES]; }\n@end\n"
        let app = "int main(void) { UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:[HomeViewController new]]; }\n"
        return [("\(file).h", header), ("\(file).m", implementation + home), ("main.m", app)]
    }

    // MARK: - A switch to a computed value

    /// A pager that switches swipe-back on only on its first tab when it appears; each test adds the rest.
    private static let pagerHead = """
    final class PagerViewController: UIViewController {
        var selectedIndex = 0
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            navigationController?.interactivePopGestureRecognizer?.isEnabled = (selectedIndex == 0)
        }

    """

    /// Only on the first tab (`isEnabled = (index == 0)`), and nothing switches it back on as the screen
    /// leaves: swipe-back stays off for the screens after it, as after a switch to false.
    @Test func aComputedSwitchNothingUndoesIsASwitchOff() throws {
        let source = Self.pagerHead + """
            func didSelect(index: Int) {
                navigationController?.interactivePopGestureRecognizer?.isEnabled = (index == 0)
            }
        }
        final class HomeViewController: UIViewController {
            func open() { navigationController?.pushViewController(PagerViewController(), animated: true) }
        }
        let main = UINavigationController(rootViewController: HomeViewController())
        """
        let result = try Fixtures.scan([("Pager.swift", source)])
        expectLines("""
            popGesture:
              disabled: true   # Pager.swift:5, Pager.swift:8
              scope: edge   # interactivePopGestureRecognizer only
              disableIn: viewDidAppear   # Pager.swift:5
              enableIn: never   # nothing switches it back on
        """, in: entry("  pager:", in: result.draft))
        #expect(result.notes.contains { $0.line == 5 && $0.message.contains("switched to (selectedIndex == 0), which can be false, and nothing switches it back on") }, "\(result.notes)")
        let found = try PatternTests.findings(of: result, file: "pager.navlint.yaml").filter { $0.hasPrefix("pop-disable-lifecycle") }
        #expect(found.count == 1, "\(found)")
    }

    @Test func objectiveCComputedSwitchNothingUndoesIsASwitchOff() throws {
        let source = """
        @implementation PagerViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.navigationController.interactivePopGestureRecognizer.enabled = (self.categoryView.selectedIndex == 0);
        }
        - (void)categoryView:(CategoryView *)categoryView didSelectItemAtIndex:(NSInteger)index {
            self.navigationController.interactivePopGestureRecognizer.enabled = (index == 0);
        }
        @end
        """
        let result = try Fixtures.scan(Self.objectiveCApp("PagerViewController", file: "Pager", implementation: source))
        // viewDidLoad reads the first tab, where the value is true; the tab callback is where it turns false.
        expectLines("""
            popGesture:
              disabled: true   # Pager.m:7, Pager.m:4
              scope: edge   # interactivePopGestureRecognizer only
              enableIn: never   # nothing switches it back on
        """, in: entry("  pager:", in: result.draft))
        #expect(result.notes.contains { $0.line == 7 && $0.message.hasPrefix("swipe-back is switched off in categoryView:didSelectItemAtIndex:, which navlint scan could not tie to") }, "\(result.notes)")
        let found = try PatternTests.findings(of: result, file: "pager.navlint.yaml").filter { $0.hasPrefix("pop-disable-lifecycle") }
        #expect(found == ["pop-disable-lifecycle screens.pager.popGesture.enableIn @ Pager.m:7"], "\(found)")
    }

    /// A computed switch in viewDidLoad and another on a later event: the event's leads, in Swift too;
    /// a switch to false leads over both.
    @Test func aComputedSwitchOnAnEventLeadsOverOneAsTheScreenIsMade() throws {
        func pager(_ extra: String = "") -> [(String, String)] {
            [("Pager.swift", """
            final class PagerViewController: UIViewController {
                var selectedIndex = 0
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationController?.interactivePopGestureRecognizer?.isEnabled = (selectedIndex == 0)
                }
                func tabs(_ tabs: TabView, didSelect index: Int) {
                    navigationController?.interactivePopGestureRecognizer?.isEnabled = (index == 0)
                }
                \(extra)
            }
            final class HomeViewController: UIViewController {
                func open() { navigationController?.pushViewController(PagerViewController(), animated: true) }
            }
            let main = UINavigationController(rootViewController: HomeViewController())
            """)]
        }
        let computed = try Fixtures.scan(pager())
        let found = try PatternTests.findings(of: computed, file: "pager.navlint.yaml").filter { $0.hasPrefix("pop-disable-lifecycle") }
        #expect(found == ["pop-disable-lifecycle screens.pager.popGesture.enableIn @ Pager.swift:8"], "\(found)")
        #expect(!entry("  pager:", in: computed.draft).contains("disableIn:"), "\(computed.draft)")
        let definite = try Fixtures.scan(pager("func lock() { navigationController?.interactivePopGestureRecognizer?.isEnabled = false }"))
        expectLines("""
              disabled: true   # Pager.swift:10, Pager.swift:8, Pager.swift:5
        """, in: entry("  pager:", in: definite.draft))
    }

    /// Found in review: a helper that `viewDidLoad` calls runs as the screen is made too, whichever comes
    /// first in the file; a closure handed to a control (`UIAction`) or kept in a block property runs on
    /// its own event, not in `viewDidLoad`; and a switch in `viewDidAppear` keeps its moment ahead of a
    /// callback written above it.
    @Test func theSwitchOffLedWithIsTheOneTheLifecycleOrALaterEventRuns() throws {
        func pager(_ body: String) -> [(String, String)] {
            [("Pager.swift", """
            final class PagerViewController: UIViewController {
                var index = 0
            \(body)
            }
            final class HomeViewController: UIViewController {
                func open() { navigationController?.pushViewController(PagerViewController(), animated: true) }
            }
            let main = UINavigationController(rootViewController: HomeViewController())
            """)]
        }
        func lifecycleFindings(_ body: String) throws -> (draft: String, found: [String]) {
            let result = try Fixtures.scan(pager(body))
            let found = try PatternTests.findings(of: result, file: "pager.navlint.yaml").filter { $0.hasPrefix("pop-disable-lifecycle") }
            return (entry("  pager:", in: result.draft), found)
        }
        let setup = """
            override func viewDidLoad() { super.viewDidLoad(); setupTabs() }
            private func setupTabs() { navigationController?.interactivePopGestureRecognizer?.isEnabled = (index == 0) }
        """
        let callback = """
            func tabs(_ tabs: TabView, didSelect index: Int) { navigationController?.interactivePopGestureRecognizer?.isEnabled = (index == 0) }
        """
        let helperFirst = try lifecycleFindings(setup + "\n" + callback)
        #expect(helperFirst.found == ["pop-disable-lifecycle screens.pager.popGesture.enableIn @ Pager.swift:5"], "\(helperFirst)")
        #expect(!helperFirst.draft.contains("disableIn:"), "\(helperFirst.draft)")
        let callbackFirst = try lifecycleFindings(callback + "\n" + setup)
        #expect(callbackFirst.found == ["pop-disable-lifecycle screens.pager.popGesture.enableIn @ Pager.swift:3"], "\(callbackFirst)")

        let action = try lifecycleFindings("""
            let segmented = UISegmentedControl()
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationController?.interactivePopGestureRecognizer?.isEnabled = (segmented.selectedSegmentIndex == 0)
                segmented.addAction(UIAction { [weak self] _ in
                    self?.navigationController?.interactivePopGestureRecognizer?.isEnabled = (self?.segmented.selectedSegmentIndex == 0)
                }, for: .valueChanged)
            }
        """)
        #expect(action.found == ["pop-disable-lifecycle screens.pager.popGesture.enableIn @ Pager.swift:8"], "\(action)")
        #expect(!action.draft.contains("disableIn:"), "\(action.draft)")

        let appearing = try lifecycleFindings(callback + """

            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                navigationController?.interactivePopGestureRecognizer?.isEnabled = (index == 0)
            }
        """)
        #expect(appearing.found == ["pop-disable-lifecycle screens.pager.popGesture.enableIn @ Pager.swift:6"], "\(appearing)")
        #expect(appearing.draft.contains("disableIn: viewDidAppear   # Pager.swift:6"), "\(appearing.draft)")
    }

    /// A switch back on in a closure of `viewWillDisappear` (the coordinator's, as a swipe ends) is still
    /// the switch back on as the screen leaves: only a switch off is taken out of its method by a closure.
    @Test func aSwitchBackOnInAClosureOfViewWillDisappearKeepsItsMoment() throws {
        let source = """
        final class PlayerViewController: UIViewController {
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                navigationController?.interactivePopGestureRecognizer?.isEnabled = false
            }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                transitionCoordinator?.notifyWhenInteractionChanges { [weak self] _ in
                    self?.navigationController?.interactivePopGestureRecognizer?.isEnabled = true
                }
            }
        }
        final class HomeViewController: UIViewController {
            func open() { navigationController?.pushViewController(PlayerViewController(), animated: true) }
        }
        let main = UINavigationController(rootViewController: HomeViewController())
        """
        let result = try Fixtures.scan([("Player.swift", source)])
        expectLines("""
              disableIn: viewDidAppear   # Player.swift:4
              enableIn: viewWillDisappear   # Player.swift:9
        """, in: entry("  player:", in: result.draft))
        let found = try PatternTests.findings(of: result, file: "player.navlint.yaml").filter { $0.hasPrefix("pop-disable-lifecycle") }
        #expect(found.isEmpty, "\(found)")
    }

    @Test func objectiveCBlockPropertySetInViewDidLoadRunsOnItsOwnEvent() throws {
        let source = """
        @implementation PagerViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.navigationController.interactivePopGestureRecognizer.enabled = (self.pager.index == 0);
            __weak typeof(self) weakSelf = self;
            self.pager.didScrollToIndex = ^(NSInteger index) {
                weakSelf.navigationController.interactivePopGestureRecognizer.enabled = (index == 0);
            };
        }
        @end
        """
        let result = try Fixtures.scan(Self.objectiveCApp("PagerViewController", file: "Pager", implementation: source))
        let found = try PatternTests.findings(of: result, file: "pager.navlint.yaml").filter { $0.hasPrefix("pop-disable-lifecycle") }
        #expect(found == ["pop-disable-lifecycle screens.pager.popGesture.enableIn @ Pager.m:7"], "\(found)")
        #expect(!entry("  pager:", in: result.draft).contains("disableIn:"), "\(result.draft)")
    }

    /// The same switch undone as the screen leaves is the safe pair, and a switch false only at the root
    /// is the stack's depth guard: neither is a switch off, and each stays a note.
    @Test func aComputedSwitchUndoneOnLeavingOrOnlyAtTheRootIsNoSwitchOff() throws {
        let source = Self.pagerHead + """
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                navigationController?.interactivePopGestureRecognizer?.isEnabled = true
            }
        }
        final class DepthViewController: UIViewController {
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                navigationController?.interactivePopGestureRecognizer?.isEnabled = (navigationController?.viewControllers.count ?? 0) > 1
            }
        }
        final class HomeViewController: UIViewController {
            func open() {
                navigationController?.pushViewController(PagerViewController(), animated: true)
                navigationController?.pushViewController(DepthViewController(), animated: true)
            }
        }
        let main = UINavigationController(rootViewController: HomeViewController())
        """
        let result = try Fixtures.scan([("Pager.swift", source)])
        #expect(!entry("  pager:", in: result.draft).contains("disabled: true"), "\(result.draft)")
        #expect(!entry("  depth:", in: result.draft).contains("disabled: true"), "\(result.draft)")
        #expect(result.notes.filter { $0.message == "swipe-back is switched by a computed value; left out" }.map(\.line) == [5, 15], "\(result.notes)")
    }

    // MARK: - Work appearing redoes only while it is undone

    /// A chat screen that recreates its typing timer on appearing only while it is nil, and runs
    /// `teardown` as it starts to leave, pushed onto a plain stack.
    private static func chatApp(timer: String = "var typingTimer: Timer?", teardown: String) -> String {
        """
        final class ChatViewController: UIViewController {
            \(timer)
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                if typingTimer == nil {
                    typingTimer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
                }
            }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                \(teardown)
            }
        }
        final class HomeViewController: UIViewController {
            func open() { navigationController?.pushViewController(ChatViewController(), animated: true) }
        }
        let main = UINavigationController(rootViewController: HomeViewController())
        """
    }


    /// A timer recreated in `viewDidAppear` only `if timer == nil` is not recreated after a bare
    /// `invalidate()` when a swipe back is abandoned: the teardown stands. Setting it to nil as well lets
    /// appearing make it again.
    @Test func aRedoThatWaitsForNilUndoesOnlyATeardownThatSetsNil() throws {
        let kept = try Fixtures.scan([("Chat.swift", Self.chatApp(teardown: "typingTimer?.invalidate()"))])
        #expect(entry("  chat:", in: kept.draft).contains("      in: viewWillDisappear"), "\(kept.draft)")
        let cleared = try Fixtures.scan([("Chat.swift", Self.chatApp(teardown: "typingTimer?.invalidate(); typingTimer = nil"))])
        #expect(!entry("  chat:", in: cleared.draft).contains("leaveHandler"), "\(cleared.draft)")
    }

    @Test func objectiveCRedoThatWaitsForNilUndoesOnlyATeardownThatSetsNil() throws {
        func chat(_ teardown: String) -> [(String, String)] {
            let implementation = """
            @implementation ChatViewController
            - (void)viewDidAppear:(BOOL)animated {
                [super viewDidAppear:animated];
                if (!self.typingTimer) {
                    self.typingTimer = [NSTimer scheduledTimerWithTimeInterval:1 target:self selector:@selector(tick) userInfo:nil repeats:YES];
                }
            }
            - (void)viewWillDisappear:(BOOL)animated {
                [super viewWillDisappear:animated];
                \(teardown)
            }
            @end
            """
            return Self.objectiveCApp("ChatViewController", file: "Chat", implementation: implementation, members: "@property (nonatomic, strong) NSTimer *typingTimer;\n")
        }
        let kept = try Fixtures.scan(chat("[self.typingTimer invalidate];"))
        #expect(entry("  chat:", in: kept.draft).contains("      in: viewWillDisappear"), "\(kept.draft)")
        let cleared = try Fixtures.scan(chat("[self.typingTimer invalidate]; self.typingTimer = nil;"))
        #expect(!entry("  chat:", in: cleared.draft).contains("leaveHandler"), "\(cleared.draft)")
    }

    /// Found in review: a switch of the same recognizer on above the root in the stack's `didShow`, or on
    /// in another screen's `viewWillAppear`, turns it back on for the screens after this one.
    @Test func aComputedSwitchOthersTurnBackOnIsNoSwitchOff() throws {
        let source = Self.pagerHead + """
        }
        final class AppNavigationController: UINavigationController, UINavigationControllerDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                delegate = self
            }
            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                interactivePopGestureRecognizer?.isEnabled = viewControllers.count > 1
            }
        }
        final class HomeViewController: UIViewController {
            func open() { navigationController?.pushViewController(PagerViewController(), animated: true) }
        }
        let main = AppNavigationController(rootViewController: HomeViewController())
        """
        let result = try Fixtures.scan([("Pager.swift", source)])
        #expect(!entry("  pager:", in: result.draft).contains("disabled: true"), "\(result.draft)")
    }

    /// Found in review: a weak timer turns nil by itself once invalidated, so appearing makes it again.
    @Test func aWeakTimerInvalidatedIsRecreatedWhenNil() throws {
        let source = Self.chatApp(timer: "weak var typingTimer: Timer?", teardown: "typingTimer?.invalidate()")
        let result = try Fixtures.scan([("Chat.swift", source)])
        #expect(!entry("  chat:", in: result.draft).contains("leaveHandler"), "\(result.draft)")
    }

    /// Found in review: a return in a `switch` case, a loop or a `catch` adds no condition of its own, so
    /// the returns after it are not taken as unreachable: no guard is credited.
    @Test func aReturnInACaseOrLoopDecidesNothingAfterIt() throws {
        for body in [
            "switch gestureRecognizer.state { case .failed: return false; default: break }\n        return true",
            "for view in blockers where !view.isHidden { return false }\n        return true",
        ] {
            let source = """
            final class AppNavigationController: UINavigationController, UIGestureRecognizerDelegate {
                var blockers: [UIView] = []
                override func viewDidLoad() {
                    super.viewDidLoad()
                    interactivePopGestureRecognizer?.delegate = self
                }
                func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                    \(body)
                }
            }
            final class HomeViewController: UIViewController {}
            let main = AppNavigationController(rootViewController: HomeViewController())
            """
            let result = try Fixtures.scan([("Nav.swift", source)])
            #expect(entry("  app:", in: result.draft).contains("shouldBegin: []"), "\(result.draft)")
        }
    }

    // MARK: - Which recognizer asks

    /// `if gestureRecognizer == interactivePopGestureRecognizer { if count < 2 { return false } }; return true`:
    /// for the pop gesture the test holds, and the last line runs only where the depth check failed.
    @Test func aDelegateThatTestsWhichRecognizerAsksRefusesAtTheRoot() throws {
        let source = """
        final class AppNavigationController: UINavigationController, UIGestureRecognizerDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                interactivePopGestureRecognizer?.delegate = self
            }
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                if gestureRecognizer == interactivePopGestureRecognizer {
                    if viewControllers.count < 2 || visibleViewController == viewControllers[0] {
                        return false
                    }
                }
                return true
            }
        }
        final class HomeViewController: UIViewController {}
        let main = AppNavigationController(rootViewController: HomeViewController())
        """
        let result = try Fixtures.scan([("Nav.swift", source)])
        expectLines("""
              shouldBegin:
                - stackDepth   # Nav.swift:8
        """, in: entry("  app:", in: result.draft))
    }

    @Test func objectiveCDelegateThatTestsWhichRecognizerAsksRefusesAtTheRoot() throws {
        let source = """
        @implementation AppNavigationController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.interactivePopGestureRecognizer.delegate = self;
        }
        - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
            if (gestureRecognizer == self.interactivePopGestureRecognizer) {
                if (self.viewControllers.count < 2) {
                    return NO;
                }
            }
            return YES;
        }
        @end
        """
        let header = "@interface AppNavigationController : UINavigationController <UIGestureRecognizerDelegate>\n@end\n@interface HomeViewController : UIViewController\n@end\n@implementation HomeViewController\n@end\n"
        let app = "int main(void) { AppNavigationController *nav = [[AppNavigationController alloc] initWithRootViewController:[HomeViewController new]]; }\n"
        let result = try Fixtures.scan([("Nav.h", header), ("Nav.m", source), ("main.m", app)])
        expectLines("""
              shouldBegin:
                - stackDepth   # Nav.m:8
        """, in: entry("  app:", in: result.draft))
    }

    /// The same test answers for a full-screen pan that shares the delegate: the pan is not the pop
    /// gesture, so the depth check under it does not guard the pan.
    @Test func theRecognizerTestDoesNotGuardAPanSharingTheDelegate() throws {
        let source = """
        final class AppNavigationController: UINavigationController, UIGestureRecognizerDelegate {
            private let wideBack = UIPanGestureRecognizer()
            override func viewDidLoad() {
                super.viewDidLoad()
                guard let edge = interactivePopGestureRecognizer, let targets = edge.value(forKey: "targets") else { return }
                wideBack.setValue(targets, forKey: "targets")
                wideBack.delegate = self
                view.addGestureRecognizer(wideBack)
            }
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                if gestureRecognizer == interactivePopGestureRecognizer {
                    if viewControllers.count < 2 { return false }
                }
                return true
            }
        }
        final class HomeViewController: UIViewController {}
        let main = AppNavigationController(rootViewController: HomeViewController())
        """
        let result = try Fixtures.scan([("Nav.swift", source)])
        let pan = entry("    fullScreenPop:", in: entry("  app:", in: result.draft))
        #expect(!pan.isEmpty, "\(result.draft)")
        #expect(!pan.contains("stackDepth"), "\(pan)")
    }

    // MARK: - Storyboards and scenes handed out by members

    private static let profileStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="10117" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="nav-profile">
        <scenes>
            <scene sceneID="scene-profile">
                <objects>
                    <viewController storyboardIdentifier="ProfileViewController" id="profile" customClass="ProfileViewController" customModule="App" sceneMemberID="viewController"/>
                </objects>
            </scene>
            <scene sceneID="scene-nav-profile">
                <objects>
                    <navigationController storyboardIdentifier="ProfileNavigationController" id="nav-profile" sceneMemberID="viewController">
                        <connections>
                            <segue destination="profile" kind="relationship" relationship="rootViewController" id="seg-root-profile"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    private static let mainStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="10117" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="nav-home">
        <scenes>
            <scene sceneID="scene-nav-home">
                <objects>
                    <navigationController id="nav-home" sceneMemberID="viewController">
                        <connections>
                            <segue destination="home" kind="relationship" relationship="rootViewController" id="seg-root-home"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="scene-home">
                <objects>
                    <viewController id="home" customClass="HomeViewController" customModule="App" sceneMemberID="viewController"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    /// `UIStoryboard.main.instantiateInitialViewController()` loads Main only, and Swift 2's
    /// `instantiateViewControllerWithIdentifier("ProfileViewController")` the one scene: Profile's own
    /// navigation controller, which nothing loads, is no stack. A screen a type's static member hands out
    /// (`UIStoryboard.Scene.profile`) is pushed as that screen.
    @Test func storyboardsAndScenesHandedOutByMembersAreTheOnesTheyName() throws {
        let source = """
        extension UIStoryboard {
            static var main: UIStoryboard {
                return UIStoryboard(name: "Main", bundle: nil)
            }
            struct Scene {
                static var profile: ProfileViewController {
                    return UIStoryboard(name: "Profile", bundle: nil).instantiateViewControllerWithIdentifier("ProfileViewController") as! ProfileViewController
                }
            }
        }
        final class AppDelegate: UIResponder {
            var window: UIWindow?
            func start() {
                let storyboard = UIStoryboard.main
                window?.rootViewController = storyboard.instantiateInitialViewController()
            }
        }
        final class HomeViewController: UIViewController {
            func openProfile() {
                navigationController?.pushViewController(UIStoryboard.Scene.profile, animated: true)
            }
        }
        final class ProfileViewController: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                navigationItem.hidesBackButton = true
            }
        }
        """
        let result = try Fixtures.scan([("App/App.swift", source), ("App/Main.storyboard", Self.mainStoryboard), ("App/Profile.storyboard", Self.profileStoryboard)])
        #expect(result.app.navigationControllers.map(\.id) == ["home"], "\(result.draft)")
        let screens = result.draft.components(separatedBy: "\nscreens:\n").last ?? ""
        expectLines("""
            pushes:
              - profile   # App/App.swift:20
        """, in: entry("  home:", in: screens))
        #expect(result.notes.contains { $0.path == "App/Profile.storyboard" && $0.message.hasPrefix("the UINavigationController of App/Profile.storyboard with root ProfileViewController is not listed as a stack") }, "\(result.notes)")
    }
}
