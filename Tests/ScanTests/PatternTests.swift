import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
@testable import Format
import Rules
import TestSupport

/// The failure patterns of real apps (issue 15), one fixture app each under Fixtures/: scan builds the
/// model, the built-in rules run on it, and each test checks the findings (or their absence) and where
/// in the sources they point.
@Suite struct PatternTests {
    /// A fixture's findings on the scanned model, as `rule-id model.path @ file:line`.
    static func findings(_ name: String) throws -> (result: ScanResult, findings: [String]) {
        let result = try Fixtures.scan(name)
        return (result, try findings(of: result, file: "\(name).navlint.yaml"))
    }

    /// The findings of the built-in rules on a scanned model, as `rule-id model.path @ file:line`, sorted.
    static func findings(of result: ScanResult, file: String) throws -> [String] {
        let rules = try RuleCatalog.builtin.get()
        let diagnostics = result.sure(RuleEngine(rules: rules).run(on: result.app, file: file))
        let lines = diagnostics.map { diagnostic -> String in
            let span = diagnostic.span
            let place = span.source.flatMap { $0 >= 0 && $0 < result.sources.count ? "\(result.sources[$0]):\(span.start.line)" : nil } ?? "-"
            return "\(diagnostic.ruleID) \(diagnostic.path) @ \(place)"
        }
        return lines.sorted()
    }

    /// Pattern 1: a helper object that clears the delegate (nil owner, root freeze), a screen that makes
    /// itself the delegate, and a handler the scene delegate keeps that owns the delegate of one stack.
    @Test func popDelegateWritesOutsideScreensReachTheirStack() throws {
        let (result, found) = try Self.findings("PopDelegateHelpers")
        let library = entry("  library:", in: result.draft)
        expectLines("""
            popGesture:
              delegate: navigationController   # App/SceneDelegate.swift:24
        """, in: library)
        let inbox = entry("  inbox:", in: result.draft)
        expectLines("""
              delegate:
                - nil   # App/InboxViewController.swift:27
                - screen:thread   # App/InboxViewController.swift:19
        """, in: inbox)
        #expect(found.contains("root-freeze navigationControllers.inbox.popGesture.delegate[0] @ App/InboxViewController.swift:27"), "\(found)")
        #expect(found.contains("screen-owned-pop-delegate navigationControllers.inbox.popGesture.delegate[1] @ App/InboxViewController.swift:19"), "\(found)")
        #expect(found.contains("root-freeze navigationControllers.library.popGesture.shouldBegin @ App/SceneDelegate.swift:27"), "\(found)")
        // Every statement found a stack; switching the gesture on leaves it at its default, without a note.
        #expect(!result.notes.contains { $0.message.contains("pop gesture") }, "\(result.notes)")
    }

    /// Two modules that each declare the helpers of pattern 1 under the same names (`TransitionHelper`,
    /// `SwipeBackHandler`) and screens of their own: scan reads same-named classes as one class, so each
    /// module's stacks get the statements of both declarations. Its lookups by name (a class's
    /// declarations, the stacks a helper acts on, the controllers holding a screen) must keep every one.
    @Test func sameNamedHelpersOfTwoModulesReachTheStacksOfBoth() throws {
        let screens = ["InboxViewController", "ThreadViewController", "LibraryViewController", "BookViewController"]
        var sources: [SourceFile] = []
        for file in try Fixtures.files("PopDelegateHelpers") {
            sources.append(SourceFile(path: "Mail/" + file.path, text: file.text))
            let renamed = screens.reduce(file.text) { text, name in text.replacingOccurrences(of: name, with: "Notes" + name) }
            sources.append(SourceFile(path: "Notes/" + file.path, text: renamed))
        }
        let result = try AppScanner.scan(sources)
        for (inbox, thread, folder) in [("inbox", "thread", "Mail"), ("notesInbox", "notesThread", "Notes")] {
            expectLines("""
                popGesture:
                  delegate:
                    - nil   # Mail/App/InboxViewController.swift:27, Notes/App/InboxViewController.swift:27
                    - screen:\(thread)   # \(folder)/App/InboxViewController.swift:19
            """, in: entry("  \(inbox):", in: result.draft))
        }
        for library in ["library", "notesLibrary"] {
            expectLines("""
                popGesture:
                  delegate: navigationController   # Mail/App/SceneDelegate.swift:24, Notes/App/SceneDelegate.swift:24
            """, in: entry("  \(library):", in: result.draft))
        }
    }

    /// Pattern 2: a coordinator handed an empty stack pushes its first screen (the root) and the screens
    /// its users ask for; a cell pushes for the screen that registers it; a screen that only an unused
    /// router opens is marked, not called unreachable.
    @Test func pushesFromCodeThatIsNotAScreenAreResolvedByTheScreenTheyBuild() throws {
        let (result, found) = try Self.findings("CoordinatorPushes")
        expectLines("""
          orderList:
            class: UINavigationController   # UIKit's own class
            root: orderList   # Orders/AppDelegate.swift:9, Orders/OrdersCoordinator.swift:14
        """, in: result.draft)
        expectLines("""
            pushes:
              - orderDetail   # Orders/OrdersCoordinator.swift:18
        """, in: entry("  orderList:", in: result.draft.components(separatedBy: "screens:\n").last ?? ""))
        expectLines("""
            pushes:
              - receipt   # Orders/ReceiptCell.swift:8
        """, in: entry("  orderDetail:", in: result.draft))
        #expect(found.contains("hidden-back-button-disables-swipe screens.orderDetail.navigationItem.hidesBackButton @ Orders/OrderListViewController.swift:25"), "\(found)")
        #expect(found.contains("hidden-navigation-bar-disables-swipe screens.receipt.navigationBarHidden @ Orders/ReceiptCell.swift:15"), "\(found)")
        #expect(!found.contains { $0.hasPrefix("unreachable-screen") }, "\(found)")
        #expect(result.unplacedScreens == ["promotion"])
        expectLines("  promotion:   # navlint:disable-line unreachable-screen -- navlint scan: opened by code it could not place in a stack", in: result.draft)
        // The model still has the finding the draft suppresses: `sure` is what drops it.
        let rules = try RuleCatalog.builtin.get()
        let raw = RuleEngine(rules: rules).run(on: result.app, file: "CoordinatorPushes.navlint.yaml")
        #expect(raw.contains { $0.ruleID == "unreachable-screen" && $0.path == "screens.promotion" })
    }

    /// Pattern 7: the SDK is the one of the Xcode that last opened the project (LastUpgradeCheck, else
    /// objectVersion), or as given; with nothing to tell it, the default stays and a note says so.
    @Test func sdkComesFromTheXcodeThatLastOpenedTheProject() throws {
        let screen = ("Home.swift", "class HomeViewController: UIViewController { override func viewDidLoad() { navigationController?.interactivePopGestureRecognizer?.delegate = nil } }")
        let project = """
        // !$*UTF8*$!
        {
        \tobjectVersion = 46;
        \tattributes = {
        \t\tLastUpgradeCheck = 1020;
        \t};
        }
        """
        let told = try Fixtures.scan([("App.xcodeproj/project.pbxproj", project), screen])
        expectLines("  sdk: \"12.0\"   # App.xcodeproj/project.pbxproj:5: LastUpgradeCheck = 1020, last opened by Xcode 10, whose iOS SDK is 12", in: told.draft)
        #expect(told.app.sdk == Version("12.0"))
        let format = try Fixtures.scan([("App.xcodeproj/project.pbxproj", "{ objectVersion = 56; }"), screen])
        expectLines("  sdk: \"16.0\"   # App.xcodeproj/project.pbxproj:1: objectVersion = 56, written by Xcode 14 or later, whose iOS SDK is 16", in: format.draft)
        let given = try AppScanner.scan([SourceFile(path: "App.xcodeproj/project.pbxproj", text: project), SourceFile(path: screen.0, text: screen.1)],
                                        sdk: GivenSDK(version: Version(components: [17, 4]), source: "--sdk"))
        expectLines("  sdk: \"17.4\"   # from --sdk", in: given.draft)
        // An Xcode newer than the table knows, past 26, ships the iOS SDK of its own number.
        let newer = try Fixtures.scan([("App.xcodeproj/project.pbxproj", "{ attributes = { LastUpgradeCheck = 2700; }; }"), screen])
        expectLines("  sdk: \"27.0\"   # App.xcodeproj/project.pbxproj:1: LastUpgradeCheck = 2700, last opened by Xcode 27, whose iOS SDK is 27", in: newer.draft)
        let none = try Fixtures.scan([screen])
        #expect(!none.draft.contains("  sdk:"))
        #expect(none.notes.contains { $0.message.hasPrefix("found no LastUpgradeCheck or objectVersion in a project.pbxproj") })
    }

    /// Pattern 4: guards written another way are read as the guards they are: the gesture switched on only
    /// above the root (`= !isRootViewController`, `= viewControllers.count > 1`), switched off in
    /// pushViewController and back on in didShow, a proxy that hands the question to the saved system
    /// delegate, and require(toFail:) over every recognizer of the stack's view (Swift and Objective-C).
    @Test func guardsWrittenAnotherWayAreRead() throws {
        let (result, found) = try Self.findings("GuardIdioms")
        expectLines("""
              shouldBegin:
                - stackDepth   # App/DepthNavigationController.swift:14
                - notTransitioning   # App/DepthNavigationController.swift:18
        """, in: entry("  depth:", in: result.draft))
        // Off in pushViewController and on again in didShow guards pushes, not programmatic pops: no
        // notTransitioning, and the switch off is noted as one (issue 22).
        expectLines("""
              shouldBegin:   # gestureRecognizerShouldBegin at App/DepthNavigationController.swift:39 checks nothing navlint scan recognises
                - stackDepth   # App/DepthNavigationController.swift:36
        """, in: entry("  animation:", in: result.draft))
        expectLines("""
              delegate: navigationController   # App/DepthNavigationController.swift:51
              shouldBegin:
                - stackDepth   # App/DepthNavigationController.swift:59
                - notTransitioning   # App/DepthNavigationController.swift:59
        """, in: entry("  proxy:", in: result.draft))
        expectLines("        requiresPopToFail: true   # App/Screens.swift:26", in: entry("  place:", in: result.draft))
        expectLines("        requiresPopToFail: true   # App/GalleryViewController.m:15", in: entry("  gallery:", in: result.draft))
        #expect(found == ["pop-during-transition navigationControllers.animation.popGesture.shouldBegin @ App/DepthNavigationController.swift:39"], "\(found)")
        // The depth switches are guards, not an on/off switch of the gesture, and the proxy is identified.
        let switches = result.notes.filter { $0.message.contains("switches its pop gesture") || $0.message.contains("could not identify") }
        #expect(switches.map(\.description) == [
            "the navigation controller switches its pop gesture on and off or to a computed value (App/DepthNavigationController.swift:31); enabled is left at its default (true)",
        ], "\(result.notes)")
    }

    /// A switch that leaves the gesture on at the root is no guard.
    @Test func aSwitchThatKeepsTheRootSwipeIsNoGuard() throws {
        let navigation = """
        final class AppNavigationController: UINavigationController, UINavigationControllerDelegate, UIGestureRecognizerDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                interactivePopGestureRecognizer?.delegate = self
            }
            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                interactivePopGestureRecognizer?.isEnabled = viewControllers.count >= 1
            }
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
        }
        let root = AppNavigationController(rootViewController: HomeViewController())
        """
        let result = try Fixtures.scan([("Nav.swift", navigation), ("Home.swift", "class HomeViewController: UIViewController {}")])
        expectLines("      shouldBegin: []   # gestureRecognizerShouldBegin at Nav.swift:9 checks nothing navlint scan recognises", in: result.draft)
    }

    /// Pattern 3: a left item set only at the root of a stack or only when presented, a back button hidden
    /// only while editing, a bar hidden only while searching are not permanent screen facts: left out with
    /// a note. A left item set only when pushed stays.
    @Test func conditionalAndTransientFactsAreNotPermanent() throws {
        let (result, found) = try Self.findings("ConditionalFacts")
        #expect(found == ["custom-left-item-disables-swipe screens.folder.navigationItem.leftBarButtonItem @ Mail/Screens.swift:57"], "\(found)")
        for screen in ["compose", "draft", "label", "note", "search"] {
            let lines = entry("  \(screen):", in: result.draft.components(separatedBy: "screens:\n").last ?? "")
            #expect(!lines.contains("navigationItem:") && !lines.contains("navigationBarHidden:"), "\(lines)")
        }
        let notes = result.notes.map(\.description)
        #expect(notes.contains("Mail/Screens.swift:8: leftBarButtonItem is set only when the screen is the first of its stack, where there is nothing to swipe back to ('navigationController?.viewControllers.count ?? 0 <= 1'), so it is left out"), "\(notes)")
        #expect(notes.contains("Mail/Screens.swift:20: leftBarButtonItem is set only when the screen is presented, where there is no back swipe ('isBeingPresented || presentingViewController != nil'), so it is left out"), "\(notes)")
        #expect(notes.contains { $0.hasPrefix("Mail/LabelViewController.m:11: leftBarButtonItem is set only when the screen is the first of its stack") }, "\(notes)")
        #expect(notes.contains("Mail/Screens.swift:31: hidesBackButton is set only for a while (editing, searching, scrolling), not for the screen's whole life ('setEditing(_:animated:)'), so it is left out"), "\(notes)")
        #expect(notes.contains("Mail/Screens.swift:36: hidesBackButton is set only for a while (editing, searching, scrolling), not for the screen's whole life ('isEditing'), so it is left out"), "\(notes)")
        #expect(notes.contains("Mail/Screens.swift:44: navigationBarHidden is set only for a while (editing, searching, scrolling), not for the screen's whole life ('searchBarTextDidBeginEditing(_:)'), so it is left out"), "\(notes)")
    }

    /// Pattern 6: a category's back interception is reported once, on the one stack the app makes (no
    /// entries for navigation classes nothing makes); a vendored wrapper's left item on the class it
    /// wraps is not credited to that class's subclasses; vendored screens and stacks are not the app's.
    @Test func oneFactIsReportedOnceToTheRightClass() throws {
        let (result, found) = try Self.findings("SharedFacts")
        #expect(found == [
            "back-interception-in-category navigationControllers.home.backInterception.implementedIn @ App/UINavigationController+BackButton.m:5",
            "back-interception-no-debounce navigationControllers.home.backInterception @ App/UINavigationController+BackButton.m:5",
        ], "\(found)")
        #expect(result.navigationControllerCount == 1)
        #expect(result.app.controller("home") != nil)
        for name in ["helpWeb", "termsWeb"] {
            #expect(!entry("  \(name):", in: result.draft).contains("leftBarButtonItem"), "\(result.draft)")
        }
        #expect(!result.draft.contains("WrapperLogin"))
        #expect(!result.notes.contains { $0.path?.hasPrefix("Vendor/") == true }, "\(result.notes)")
        #expect(result.notes.map(\.description).contains("App/NavigationControllers.m:4: ModalNavigationController is declared but navlint scan found no place that makes it with a root view controller, so it is not listed"))
    }

    @Test func vendoredFoldersAreKnownByName() {
        #expect(SourceFile(path: "Vendor/Lib/A.m", text: "").isVendored)
        #expect(SourceFile(path: "App/ThirdParty/B.swift", text: "").isVendored)
        #expect(SourceFile(path: "External/C.h", text: "").isVendored)
        #expect(SourceFile(path: "3rdParty/D.m", text: "").isVendored)
        #expect(SourceFile(path: "Vendors/E.m", text: "").isVendored)
        #expect(!SourceFile(path: "App/VendorList/F.swift", text: "").isVendored)
        #expect(!SourceFile(path: "Vendor.swift", text: "").isVendored)
    }

    /// Pattern 5: full-screen pop code is known by what it does (the pop gesture's private targets copied,
    /// in Swift and Objective-C), not by a name prefix (POSIX `fd_set` is none): a subclass's pan is its
    /// stacks' `fullScreenPop`, a category's that nothing runs stays a note; a base navigation
    /// controller that casts the top screen to a protocol makes each screen implementing it (Swift, or
    /// Objective-C) one that intercepts Back, so the swipe that bypasses it is found.
    @Test func codeIsRecognisedByWhatItDoes() throws {
        let (result, found) = try Self.findings("BehaviourNotSpelling")
        let notes = result.notes.map(\.description)
        expectLines("""
            fullScreenPop:
              via: privateTarget   # 'fullScreenPan' on the pop gesture's private target, Notes/Navigation.swift:29
              shouldBegin: []   # the pan has no delegate, so every swipe may begin
        """, in: entry("  gallery:", in: result.draft))
        #expect(found.contains("root-freeze navigationControllers.gallery.fullScreenPop.shouldBegin @ Notes/Navigation.swift:29"), "\(found)")
        #expect(!entry("  app:", in: result.draft).contains("fullScreenPop"))
        #expect(notes.contains("Notes/FullScreenPop.m:7: full-screen pop code found ('_targets'), but navlint scan could not tell which navigation controllers it reaches, so fullScreenPop is left out; describe it by hand"), "\(notes)")
        #expect(!notes.contains { $0.hasPrefix("Notes/SyncSocket.swift") }, "\(notes)")
        expectLines("    interceptsBack: true   # navigationShouldPopOnBackButton, Notes/Screens.swift:17", in: entry("  noteEditor:", in: result.draft))
        expectLines("    interceptsBack: true   # navigationShouldPopOnBackButton, Notes/LegacyEditorViewController.m:8", in: entry("  legacyEditor:", in: result.draft))
        #expect(found.contains("back-interception-bypassed-by-swipe screens.noteEditor.interceptsBack @ Notes/Screens.swift:17"), "\(found)")
        #expect(found.contains("back-interception-bypassed-by-swipe screens.legacyEditor.interceptsBack @ Notes/LegacyEditorViewController.m:8"), "\(found)")
    }

    /// A screen that only declares it conforms to the protocol the interception casts to answers it too.
    @Test func conformingToTheAskedProtocolInterceptsBack() throws {
        let navigation = """
        protocol PopConfirming { func shouldLeave() -> Bool }
        extension PopConfirming { func shouldLeave() -> Bool { true } }
        final class AppNav: UINavigationController, UINavigationBarDelegate {
            func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
                guard let top = topViewController as? PopConfirming else { return true }
                return top.shouldLeave()
            }
        }
        let nav = AppNav(rootViewController: HomeViewController())
        """
        let screens = """
        class HomeViewController: UIViewController { func go() { navigationController?.pushViewController(FormViewController(), animated: true) } }
        final class FormViewController: UIViewController, PopConfirming {}
        """
        let result = try Fixtures.scan([("Nav.swift", navigation), ("Screens.swift", screens)])
        expectLines("    interceptsBack: true   # conforms to PopConfirming, Screens.swift:2", in: entry("  form:", in: result.draft))
    }

    /// Pattern 2, stacks made by lists: `setViewControllers([a, b], animated:)` on a navigation controller
    /// made empty is a stack with root a and b above it (so b's hidden Back button is found); a screen the
    /// window shows or a tab shows outside any stack is placed, not unreachable.
    @Test func stacksMadeByListsAndScreensShownOutsideStacks() throws {
        let (result, found) = try Self.findings("StackLists")
        expectLines("""
          settings:
            class: UINavigationController   # UIKit's own class
            root: settings   # Account/SceneDelegate.swift:23, Account/SceneDelegate.swift:20
        """, in: result.draft)
        #expect(found == ["hidden-back-button-disables-swipe screens.privacy.navigationItem.hidesBackButton @ Account/Screens.swift:15"], "\(found)")
        #expect(result.unplacedScreens == ["activity", "welcome"])
        expectLines("  welcome:   # navlint:disable-line unreachable-screen -- navlint scan: shown as the window's root (Account/SceneDelegate.swift:9)", in: result.draft)
        expectLines("  activity:   # navlint:disable-line unreachable-screen -- navlint scan: shown as a tab (Account/SceneDelegate.swift:13)", in: result.draft)
    }

    /// A nil delegate with the gesture switched off while the root is on top does not freeze the root.
    @Test func aNilDelegateWithTheRootSwitchedOffIsNoRootFreeze() throws {
        let navigation = """
        final class AppNavigationController: UINavigationController, UINavigationControllerDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                delegate = self
                interactivePopGestureRecognizer?.delegate = nil
            }
            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                interactivePopGestureRecognizer?.isEnabled = viewControllers.count > 1
            }
        }
        let root = AppNavigationController(rootViewController: HomeViewController())
        """
        let result = try Fixtures.scan([("Nav.swift", navigation), ("Home.swift", "class HomeViewController: UIViewController {}")])
        expectLines("      restoresSystemDelegateAtRoot: true   # navlint scan: no saved delegate is put back, but the gesture is switched off while the root is on top, Nav.swift:8", in: result.draft)
        let rules = try RuleCatalog.builtin.get()
        #expect(!RuleEngine(rules: rules).run(on: result.app, file: "nav.yaml").contains { $0.ruleID == "root-freeze" })
    }

    /// Pattern 1, extensions and categories: a `UIViewController` extension (Swift) or category
    /// (Objective-C) runs as each screen that calls it, so its writes are that screen's.
    @Test func viewControllerExtensionsRunAsTheScreensThatCallThem() throws {
        let swiftExtension = """
        extension UIViewController {
            func allowSwipeWithCustomBack() {
                navigationController?.interactivePopGestureRecognizer?.delegate = nil
            }
        }
        """
        let category = """
        @implementation UIViewController (SwipeBack)
        - (void)nl_disableSwipeBack {
            self.navigationController.interactivePopGestureRecognizer.enabled = NO;
        }
        @end
        """
        let screens = """
        class HomeViewController: UIViewController {
            func go() { navigationController?.pushViewController(DetailViewController(), animated: true) }
        }
        final class DetailViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                allowSwipeWithCustomBack()
            }
        }
        let nav = UINavigationController(rootViewController: HomeViewController())
        """
        let objcScreen = """
        @interface PlayerViewController : UIViewController
        @end
        @implementation PlayerViewController
        - (void)viewDidAppear:(BOOL)animated {
            [super viewDidAppear:animated];
            [self nl_disableSwipeBack];
        }
        @end
        """
        let result = try Fixtures.scan([
            ("Swipe.swift", swiftExtension), ("UIViewController+SwipeBack.m", category), ("Screens.swift", screens), ("Player.m", objcScreen),
        ])
        expectLines("      delegate: nil   # Swipe.swift:3", in: result.draft)
        expectLines("""
            popGesture:
              disabled: true   # UIViewController+SwipeBack.m:3
        """, in: entry("  player:", in: result.draft))
        #expect(!result.notes.contains { $0.message.contains("not a screen") }, "\(result.notes)")
    }

    /// Pattern 2, unreachable only when sure: a screen nothing opens that the code still names (a factory
    /// the scan cannot follow) is not called unreachable; one the code never names is.
    @Test func unreachableOnlyWhenNothingNamesTheScreen() throws {
        let code = """
        enum Route { case detail, summary }
        final class ScreenFactory {
            static func make(_ route: Route) -> UIViewController {
                switch route {
                case .detail: return DetailViewController()
                case .summary: return SummaryViewController()
                }
            }
        }
        class HomeViewController: UIViewController {
            func go() { navigationController?.pushViewController(ScreenFactory.make(.detail), animated: true) }
        }
        final class DetailViewController: UIViewController {}
        final class SummaryViewController: UIViewController {}
        final class LegacyViewController: UIViewController {}
        final class LegacyChildViewController: LegacyViewController {}
        let nav = UINavigationController(rootViewController: HomeViewController())
        """
        let result = try Fixtures.scan([("App.swift", code)])
        let rules = try RuleCatalog.builtin.get()
        let unreachable = result.sure(RuleEngine(rules: rules).run(on: result.app, file: "app.yaml")).filter { $0.ruleID == "unreachable-screen" }.map(\.path)
        #expect(unreachable == ["screens.legacyChild"], "\(unreachable)")
        // A route factory makes the screen of the case its call names: the detail is pushed; the summary,
        // which no call names, is named but not placed, so it is left to a note rather than called unreachable.
        #expect(result.unplacedScreens == ["summary"])
        #expect(result.app.screen("home")?.entity[\.pushes] == ["detail"])
        #expect(result.notes.map(\.description).contains("App.swift:6: SummaryViewController is named here, but navlint scan could not follow how it is opened; unreachable-screen is not reported on it"))
    }
}
