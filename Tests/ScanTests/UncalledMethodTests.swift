import Testing
@testable import Scan
@testable import Format

/// A `private` Swift method its file names nowhere else never runs: no other file can call it, so what it
/// pushes opens nothing and what it hides is never hidden (batch 24's Raivo: a form's Donate section
/// builder that `build()` no longer calls, the only place its segue was performed). A private method the
/// runtime reaches by its attributes (`@objc` for a string selector, `@IBAction`, `override`) still runs.
@Suite struct UncalledMethodTests {
    @Test func aPrivateMethodNothingCallsOpensNothing() throws {
        try ScannedApp.each([("App/Settings.swift", """
        import UIKit
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func start() { window?.rootViewController = UINavigationController(rootViewController: SettingsViewController()) }
        }
        final class SettingsViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                buildAboutSection()
            }
            private func buildAboutSection() {
                navigationController?.pushViewController(AboutViewController(), animated: true)
            }
            private func buildDonateSection() {
                navigationController?.pushViewController(DonateViewController(), animated: true)
            }
            @IBAction private func openHelp() {
                navigationController?.pushViewController(HelpViewController(), animated: true)
            }
            private func hideBack() {
                navigationItem.hidesBackButton = true
            }
        }
        final class AboutViewController: UIViewController {}
        1️⃣final class DonateViewController: UIViewController {}
        final class HelpViewController: UIViewController {}
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["unreachable-screen"], "\(app.allFindings)")
            #expect(app.allFindings.filter { $0.contains("unreachable-screen") }.count == 1, "\(app.allFindings) \(app.result.notes)")
            #expect(!app.allFindings.contains { $0.contains("hidden-back-button-disables-swipe") }, "\(app.allFindings)")
        }
    }

    /// The same method named anywhere else in its file runs: called, handed on as a value, or in a
    /// `#selector`.
    @Test(arguments: ["buildDonateSection()", "let build = buildDonateSection; build()", "_ = #selector(buildDonateSection)"])
    func aPrivateMethodItsFileNamesRuns(_ use: String) throws {
        // The attribute a `#selector` needs, and nothing else: the mention is what keeps the method.
        let attribute = use.contains("#selector") ? "@objc " : ""
        try ScannedApp.each([("App/Settings.swift", """
        import UIKit
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func start() { window?.rootViewController = UINavigationController(rootViewController: SettingsViewController()) }
        }
        final class SettingsViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                \(use)
            }
            \(attribute)private func buildDonateSection() {
                navigationController?.pushViewController(DonateViewController(), animated: true)
            }
        }
        final class DonateViewController: UIViewController {}
        """)]) { app in
            #expect(!app.allFindings.contains { $0.contains("unreachable-screen") }, "\(app.allFindings)")
        }
    }

    /// A storyboard segue drawn from its controller (in the controller's own `<connections>`) runs only where
    /// code performs it: performed only in code that never runs (a private method nothing calls, the `else`
    /// of an `@available` check the deployment target always passes), it opens nothing; performed by an
    /// action, or named as a string anywhere that runs (a constant, `prepare(for:)`), it opens its scene, and
    /// so does one no code names (a library or a built string may perform it). A segue drawn from a button
    /// runs on the tap, whatever the code says.
    @Test(arguments: [false, true])
    func aManualSegueRunsOnlyWhereRunningCodePerformsIt(objectiveC: Bool) throws {
        let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="N1">
            <scenes>
                <scene sceneID="a"><objects>
                    <navigationController id="N1" sceneMemberID="viewController">
                        <connections><segue destination="M1" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="b"><objects>
                    <viewController id="M1" customClass="MiscViewController" sceneMemberID="viewController">
                        <view key="view" id="v1">
                            <subviews>
                                <button id="b1"><connections><segue destination="H1" kind="show" id="s4"/></connections></button>
                            </subviews>
                        </view>
                        <connections>
                            <segue destination="D1" kind="show" identifier="ShowDonate" id="s1"/>
                            <segue destination="A1" kind="show" identifier="ShowAbout" id="s2"/>
                            <segue destination="L1" kind="show" identifier="ShowLegal" id="s3"/>
                            <segue destination="O1" kind="show" identifier="ShowOld" id="s5"/>
                        </connections>
                    </viewController>
                </objects></scene>
                <scene sceneID="c"><objects><viewController id="D1" customClass="DonateViewController" sceneMemberID="viewController"/></objects></scene>
                <scene sceneID="d"><objects><viewController id="A1" customClass="AboutViewController" sceneMemberID="viewController"/></objects></scene>
                <scene sceneID="e"><objects><viewController id="L1" customClass="LegalViewController" sceneMemberID="viewController"/></objects></scene>
                <scene sceneID="f"><objects><viewController id="H1" customClass="HelpViewController" sceneMemberID="viewController"/></objects></scene>
                <scene sceneID="g"><objects><viewController id="O1" customClass="OldViewController" sceneMemberID="viewController"/></objects></scene>
            </scenes>
        </document>
        """
        let code: (String, String) = objectiveC ? ("App/Screens.m", """
        static NSString *const LegalSegue = @"ShowLegal";
        @interface MiscViewController : UIViewController
        @end
        @implementation MiscViewController
        - (IBAction)about:(id)sender { [self performSegueWithIdentifier:@"ShowAbout" sender:self]; }
        - (IBAction)donate:(id)sender {
            if (@available(iOS 13, *)) {
                [self openDonationPage];
            } else {
                [self performSegueWithIdentifier:@"ShowDonate" sender:self];
            }
        }
        @end
        1️⃣@interface DonateViewController : UIViewController
        @end
        @implementation DonateViewController
        @end
        @interface AboutViewController : UIViewController
        @end
        @implementation AboutViewController
        @end
        @interface LegalViewController : UIViewController
        @end
        @implementation LegalViewController
        @end
        @interface HelpViewController : UIViewController
        @end
        @implementation HelpViewController
        @end
        @interface OldViewController : UIViewController
        @end
        @implementation OldViewController
        @end
        """) : ("App/Screens.swift", """
        import UIKit
        enum Segues { static let legal = "ShowLegal" }
        final class MiscViewController: UIViewController {
            @IBAction func about() { performSegue(withIdentifier: "ShowAbout", sender: self) }
            private func buildDonateSection() { performSegue(withIdentifier: "ShowDonate", sender: self) }
        }
        1️⃣final class DonateViewController: UIViewController {}
        final class AboutViewController: UIViewController {}
        final class LegalViewController: UIViewController {}
        final class HelpViewController: UIViewController {}
        final class OldViewController: UIViewController {}
        """)
        let project = ("App.xcodeproj/project.pbxproj", "buildSettings = {\n\tIPHONEOS_DEPLOYMENT_TARGET = 15.0;\n};\n")
        try ScannedApp.eachWithStoryboards([("App/Base.lproj/Main.storyboard", storyboard), ScannedApp.launchingMainStoryboard, project, code]) { app in
            #expect(app.rules(at: "1️⃣") == ["unreachable-screen"], "\(app.allFindings)")
            #expect(app.allFindings.filter { $0.contains("unreachable-screen") }.count == 1, "\(app.allFindings)")
            #expect(app.result.app.screen("misc")?.entity[\.pushes] == ["about", "help", "legal", "old"], "\(app.result.draft)")
        }
    }

    /// A module enum or struct nothing names (`enum SendModule { static func viewController() }`, left behind
    /// when the app moved to another flow) never runs: the screen only it makes opens nothing. One that
    /// code names runs, and so does one the system finds by its conformance (an `AppIntent`).
    @Test func aModuleNothingNamesMakesNothing() throws {
        try ScannedApp.each([("App/Modules.swift", """
        import UIKit
        import AppIntents
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func start() { window?.rootViewController = UINavigationController(rootViewController: HomeViewController()) }
        }
        final class HomeViewController: UIViewController {
            @objc func receive() { navigationController?.pushViewController(ReceiveModule.viewController(), animated: true) }
        }
        enum SendModule {
            static func viewController() -> UIViewController { SendViewController() }
        }
        extension SendModule {
            static func swap() -> UIViewController { SwapViewController() }
        }
        enum ReceiveModule {
            static func viewController() -> UIViewController { ReceiveViewController() }
        }
        struct OpenShareIntent: AppIntent {
            static var title: LocalizedStringResource = "Share"
            func perform() async throws -> some IntentResult {
                UIApplication.shared.rootNavigation?.pushViewController(ShareViewController(), animated: true)
                return .result()
            }
        }
        1️⃣final class SendViewController: UIViewController {}
        2️⃣final class SwapViewController: UIViewController {}
        final class ReceiveViewController: UIViewController {}
        final class ShareViewController: UIViewController {}
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["unreachable-screen"], "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣") == ["unreachable-screen"], "\(app.allFindings)")
            #expect(app.allFindings.filter { $0.contains("unreachable-screen") }.count == 2, "\(app.allFindings)")
        }
    }
}

/// What a review of the uncalled-code reading found (batch 25): each a way code runs without its name
/// written in its file, which must keep what it opens and hides.
@Suite struct UncalledMethodReviewTests {
    private static let entry = """
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func start() { window?.rootViewController = UINavigationController(rootViewController: HomeViewController()) }
    }
    """

    /// Each opener pushes AlbumViewController, which hides its Back: the warning stays, and nothing is
    /// unreachable. The opener is called from another file, or in its own file in a way other than its name.
    @Test(arguments: [
        // `private` as a parameter's label, or as a default value, makes no method private.
        ("func openAlbum(private isPrivate: Bool) { PUSH }", "openAlbum(private: true)"),
        ("func openAlbum(visibility: Visibility = .private) { PUSH }", "openAlbum()"),
        // Named only inside a string's interpolation.
        ("private func openAlbum() -> String { PUSH; return \"album\" }\n    func log() { print(\"opened \\(openAlbum())\") }", "log()"),
        // A subscript is called without its name.
        ("private subscript(index: Int) -> Int { PUSH; return index }\n    func openFirst() { _ = self[0] }", "openFirst()"),
    ])
    func aMethodItsFileNamesAnotherWayRuns(_ declaration: String, _ call: String) throws {
        try ScannedApp.each([("App/Album.swift", """
        import UIKit
        enum Visibility { case `public`, `private` }
        extension HomeViewController {
            \(declaration.replacingOccurrences(of: "PUSH", with: "navigationController?.pushViewController(AlbumViewController(), animated: true)"))
        }
        final class AlbumViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                1️⃣navigationItem.hidesBackButton = true
            }
        }
        """), ("App/Home.swift", """
        import UIKit
        final class HomeViewController: UIViewController {
            @objc func open() { \(call) }
        }
        \(Self.entry)
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["hidden-back-button-disables-swipe"], "\(app.allFindings)")
            #expect(!app.allFindings.contains { $0.contains("unreachable-screen") }, "\(app.allFindings)")
        }
    }

    /// A fileprivate type's fileprivate method may be a protocol's witness, called through the protocol from
    /// another file; a private method of an `@objc` extension is `@objc`, found by a string selector.
    @Test func aWitnessOrAnObjCExtensionMemberRuns() throws {
        try ScannedApp.each([("App/Flow.swift", """
        import UIKit
        protocol Coordinator: AnyObject { func start(from controller: UIViewController) }
        fileprivate final class DetailCoordinator: Coordinator {
            fileprivate func start(from controller: UIViewController) {
                controller.navigationController?.pushViewController(DetailViewController(), animated: true)
            }
        }
        func makeCoordinator() -> Coordinator { DetailCoordinator() }
        @objc extension HomeViewController {
            private func openSettings() { navigationController?.pushViewController(SettingsViewController(), animated: true) }
        }
        """), ("App/Home.swift", """
        import UIKit
        final class HomeViewController: UIViewController {
            let coordinator = makeCoordinator()
            @objc func open() { coordinator.start(from: self) }
            override func viewDidLoad() {
                super.viewDidLoad()
                let button = UIButton()
                button.addTarget(self, action: NSSelectorFromString("openSettings"), for: .touchUpInside)
            }
        }
        final class DetailViewController: UIViewController {}
        final class SettingsViewController: UIViewController {}
        \(Self.entry)
        """)]) { app in
            #expect(!app.allFindings.contains { $0.contains("unreachable-screen") }, "\(app.allFindings)")
        }
    }

    /// A segue the running code performs through a name scan cannot read (a `#define`, R.swift) may be any
    /// manual segue: none is dropped, even one whose identifier dead code also writes.
    @Test func aSeguePerformedThroughAConstantKeepsEveryManualSegue() throws {
        let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="N1">
            <scenes>
                <scene sceneID="a"><objects>
                    <navigationController id="N1" sceneMemberID="viewController">
                        <connections><segue destination="M1" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="b"><objects>
                    <viewController id="M1" customClass="HomeViewController" sceneMemberID="viewController">
                        <connections><segue destination="D1" kind="show" identifier="ShowDetail" id="s1"/></connections>
                    </viewController>
                </objects></scene>
                <scene sceneID="c"><objects><viewController id="D1" customClass="DetailViewController" sceneMemberID="viewController"/></objects></scene>
            </scenes>
        </document>
        """
        try ScannedApp.eachWithStoryboards([("App/Base.lproj/Main.storyboard", storyboard), ScannedApp.launchingMainStoryboard, ("App/Home.swift", """
        import UIKit
        final class HomeViewController: UIViewController {
            @IBAction func openDetail() { performSegue(withIdentifier: R.segue.homeViewController.showDetail, sender: self) }
            private func legacyOpenDetail() { performSegue(withIdentifier: "ShowDetail", sender: self) }
        }
        final class DetailViewController: UIViewController {}
        """)]) { app in
            #expect(app.result.app.screen("home")?.entity[\.pushes] == ["detail"], "\(app.result.draft)")
        }
    }

    /// A SwiftUI comment that describes what hiding Back does, regrets it or says the opposite is no intent.
    @Test(arguments: [
        "// Custom back button. Note: hiding the system one disables the swipe back gesture.",
        "// can't we keep the swipe? hiding it blocks the back gesture",
        "// We don't want to prevent going back here, the custom button just looks nicer",
    ])
    func aCommentThatDescribesTheLostSwipeKeepsTheFinding(_ comment: String) throws {
        try ScannedApp.each([("App/Detail.swift", """
        import SwiftUI
        struct ListView: View {
            var body: some View {
                NavigationStack { List { NavigationLink("Detail") { DetailView() } } }
            }
        }
        struct DetailView: View {
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                Text("Detail")
                    \(comment)
                    1️⃣.navigationBarBackButtonHidden(true)
                    .toolbar { ToolbarItem(placement: .topBarLeading) { Button("Back") { dismiss() } } }
            }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["hidden-back-button-disables-swipe"], "\(app.allFindings)")
        }
    }
}
