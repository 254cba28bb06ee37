import Format
@testable import ScanDraft
@testable import ScanFacts
import Testing

/// `UnplacedScreens` on hand-built transitions, stacks and screens shown outside stacks: which screens have no known place, and the note on each.
@Suite struct UnplacedScreensTests {
    static let router = """
    final class AppRouter {
        func showPromo(on navigation: UINavigationController) {
            navigation.pushViewController(PromoViewController(), animated: true)
        }
        func showTerms(from screen: UIViewController) {
            screen.present(TermsViewController(), animated: true)
        }
    }
    final class HomeViewController: UIViewController {}
    final class PromoViewController: UIViewController {}
    final class TermsViewController: UIViewController {}
    """

    /// The one stack, rooted at the home screen: a root has a place.
    private static func homeStack(_ given: PassInput) throws -> StackPlan {
        given.stacks([PlannedController(id: "home", className: "UINavigationController", root: "home",
                                        creations: [try given.origin("HomeViewController", in: "App.swift")], members: ["home"])])
    }

    /// The note says whether any screen uses the router, under the screen it opens.
    @Test func aScreenOpenedOnlyByUnplacedOutsideCodeIsUnplacedWithANote() throws {
        let given = try PassInput([("App.swift", Self.router)])
        let outside = [try given.outside(of: "PromoViewController", by: "AppRouter", at: "pushViewController", in: "App.swift"),
                       try given.outside(.present, of: "TermsViewController", by: "AppRouter", at: "present", in: "App.swift", used: true, receiver: ["screen"])]
        var notes = given.notes
        let unplaced = UnplacedScreens(input: given.input, transitions: given.transitions(outside: outside), stacks: try Self.homeStack(given), shownOutsideStacks: [:])
            .run(notes: &notes).unplaced
        #expect(unplaced == ["promo", "terms"])
        #expect(notes.lines == [
            "App.swift:3: pushed by AppRouter, which is not a screen and which no screen uses, so navlint scan could not tell which stack it is on; unreachable-screen is not reported on it",
            "App.swift:6: presented by AppRouter, which is not a screen; the screens that use it do not call that code, and it holds no stack navlint scan found, so navlint scan could not tell which stack it is on; unreachable-screen is not reported on it",
        ])
        #expect(Set(notes.screenRemarks.keys) == ["promo", "terms"])
    }

    /// Neither transition is placed, but the promo screen is opened by a screen too, and the terms screen
    /// roots a stack: each has a place, so no note.
    @Test func aScreenOutsideCodeOpensIsNotUnplacedWhenAScreenOpensItOrItIsARoot() throws {
        let given = try PassInput([("App.swift", Self.router)])
        let promo = try given.origin("pushViewController", in: "App.swift")
        let outside = [try given.outside(of: "PromoViewController", by: "AppRouter", at: "pushViewController", in: "App.swift"),
                       try given.outside(.present, of: "TermsViewController", by: "AppRouter", at: "present", in: "App.swift", used: true, receiver: ["screen"])]
        let terms = PlannedController(id: "terms", className: "UINavigationController", root: "terms",
                                      creations: [try given.origin("TermsViewController", in: "App.swift")], members: ["terms"])
        var notes = given.notes
        let stacks = given.stacks([PlannedController(id: "home", className: "UINavigationController", root: "home",
                                                     creations: [try given.origin("HomeViewController", in: "App.swift")], members: ["home", "promo"]), terms])
        let unplaced = UnplacedScreens(input: given.input, transitions: given.transitions(pushes: [("HomeViewController", "PromoViewController", promo)], outside: outside),
                                       stacks: stacks, shownOutsideStacks: [:]).run(notes: &notes).unplaced
        #expect(unplaced.isEmpty)
        #expect(notes.lines.isEmpty)
    }

    /// Shown as a tab and opened by nothing, the feed has no stack; the window's root that roots a stack,
    /// and a tab something pushes too, have theirs. Where they are shown is no note of this pass.
    @Test func aScreenShownOnlyOutsideStacksIsUnplacedWithoutANote() throws {
        let given = try PassInput([("App.swift", """
        final class HomeViewController: UIViewController {
            func open() { navigationController?.pushViewController(ProfileViewController(), animated: true) }
        }
        final class FeedViewController: UIViewController {}
        final class ProfileViewController: UIViewController {}
        let tabs = [FeedViewController(), ProfileViewController()]
        """)])
        let push = try given.origin("pushViewController", in: "App.swift")
        let shown = ["feed": "shown as a tab (App.swift:6)", "profile": "shown as a tab (App.swift:6)", "home": "shown as the window's root (App.swift:1)"]
        var notes = given.notes
        let unplaced = UnplacedScreens(input: given.input, transitions: given.transitions(pushes: [("HomeViewController", "ProfileViewController", push)]),
                                       stacks: try Self.homeStack(given), shownOutsideStacks: shown).run(notes: &notes).unplaced
        #expect(unplaced == ["feed"])
        #expect(notes.lines.isEmpty)
    }

    /// Named by a route table, the orphan is opened some way scan did not follow; its own code and
    /// declaration name it without opening it, and a screen named nowhere is simply unreachable.
    @Test func aScreenNothingOpensButTheCodeNamesIsUnplacedWithANote() throws {
        let given = try PassInput([("App.swift", """
        final class HomeViewController: UIViewController {}
        final class OrphanViewController: UIViewController {
            static func make() -> OrphanViewController { OrphanViewController() }
        }
        final class LonelyViewController: UIViewController {}
        enum Routes {
            static let orphan: () -> UIViewController = { OrphanViewController() }
        }
        """)])
        var notes = given.notes
        let unplaced = UnplacedScreens(input: given.input, transitions: given.transitions(), stacks: try Self.homeStack(given), shownOutsideStacks: [:])
            .run(notes: &notes).unplaced
        #expect(unplaced == ["orphan"])
        #expect(notes.lines == ["App.swift:7: OrphanViewController is named here, but navlint scan could not follow how it is opened; unreachable-screen is not reported on it"])
        #expect(Array(notes.screenRemarks.keys) == ["orphan"])
    }

    /// A storyboard's navigation controller nothing loads is no stack: the note says why, and its root is
    /// unplaced unless something else opens it.
    @Test func theRootOfAStoryboardStackNothingLoadsIsUnplacedWithANote() throws {
        let given = try PassInput([("App.swift", """
        final class HomeViewController: UIViewController {}
        final class WelcomeViewController: UIViewController {}
        """), ("App/Onboarding.storyboard", """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="nav-welcome">
            <scenes>
                <scene sceneID="scene-nav-welcome">
                    <objects>
                        <navigationController id="nav-welcome" sceneMemberID="viewController">
                            <connections>
                                <segue destination="welcome" kind="relationship" relationship="rootViewController" id="seg-root-welcome"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="scene-welcome">
                    <objects>
                        <viewController id="welcome" customClass="WelcomeViewController" customModule="App" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """)])
        let note = "App/Onboarding.storyboard:8: the UINavigationController of App/Onboarding.storyboard with root WelcomeViewController is not listed as a stack: "
            + "no app Info.plist was scanned to tell whether the app loads Onboarding at launch, and no instantiateInitialViewController(), segue or storyboard reference that navlint scan found leads to it"
        var notes = given.notes
        let unplaced = UnplacedScreens(input: given.input, transitions: given.transitions(), stacks: try Self.homeStack(given), shownOutsideStacks: [:])
            .run(notes: &notes).unplaced
        #expect(unplaced == ["welcome"])
        #expect(notes.lines == [note])
        #expect(Array(notes.screenRemarks.keys) == ["welcome"])

        // Pushed by the home screen, the root has a place, though the storyboard's stack is still noted.
        let push = try given.origin("HomeViewController", in: "App.swift")
        var opened = given.notes
        let reached = UnplacedScreens(input: given.input, transitions: given.transitions(pushes: [("HomeViewController", "WelcomeViewController", push)]),
                                      stacks: try Self.homeStack(given), shownOutsideStacks: [:]).run(notes: &opened).unplaced
        #expect(reached.isEmpty)
        #expect(opened.lines == [note])
    }
}
