import Testing
@testable import Scan

/// Causes of wrong findings batch 25's first run showed (OctoPod, Chronos), each built as a mechanism:
/// a listener list re-joined on appearing, a swipe on the navigation bar, a sheet that offers Skip, and a
/// view that hides Back and completes its flow.
@Suite struct BatchTwentyFiveMechanismTests {
    private static let scene = """
    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            window?.rootViewController = UINavigationController(rootViewController: ListViewController())
        }
    }
    """

    /// A screen that leaves a manager's list of delegates as it starts to leave and appends itself to that
    /// list again on appearing breaks nothing if the swipe is abandoned; one that never re-joins it does.
    @Test(arguments: [true, false])
    func aListenerListJoinedAgainOnAppearingIsNoTeardown(_ rejoins: Bool) throws {
        try ScannedApp.each([("App/Screens.swift", """
        import UIKit
        \(Self.scene)
        final class ListViewController: UIViewController {
            @objc func open() { navigationController?.pushViewController(FolderViewController(), animated: true) }
        }
        final class FolderViewController: UIViewController {
            let printerManager = PrinterManager.shared
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                \(rejoins ? "printerManager.delegates.append(self)" : "tableView.reloadData()")
            }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                1️⃣printerManager.remove(printerManagerDelegate: self)
            }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == (rejoins ? [] : ["pop-side-effect-before-completion"]), "\(app.allFindings)")
        }
    }

    /// A swipe recognizer on the navigation bar sits outside the content, where the iOS 26 content pop
    /// starts; the same recognizer on the screen's view is taken by it.
    @Test func aSwipeOnTheNavigationBarIsOutsideTheContent() throws {
        try ScannedApp.each([("App/Screens.swift", """
        import UIKit
        \(Self.scene)
        final class ListViewController: UIViewController {
            @objc func open() { navigationController?.pushViewController(FolderViewController(), animated: true) }
        }
        final class FolderViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let barSwipe = UISwipeGestureRecognizer(target: self, action: #selector(swiped))
                barSwipe.direction = .right
                1️⃣navigationController?.navigationBar.addGestureRecognizer(barSwipe)
                let contentSwipe = UISwipeGestureRecognizer(target: self, action: #selector(swiped))
                contentSwipe.direction = .right
                2️⃣view.addGestureRecognizer(contentSwipe)
            }
            @objc func swiped() {}
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == [], "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣") == ["content-pop-steals-custom-gesture"], "\(app.allFindings)")
        }
    }

    /// A sheet that asks for a password and offers Skip asks for something optional: a swipe down skips it.
    /// The same sheet with a Cancel in Skip's place holds input a swipe down loses, and so does one whose
    /// Skip only moves on to the page that asks (batch 25's review of nightguard's tour).
    @Test(arguments: [("Button(\"Skip\") { dismiss() }", false), ("Button(\"Cancel\") { dismiss() }", true),
                      ("Button(\"Skip\") { if page < 5 { page = 5 } else { dismiss() } }", true)])
    func aSheetThatOffersSkipIsOptional(_ button: String, isForm: Bool) throws {
        try ScannedApp.each([("App/App.swift", """
        import SwiftUI
        @main struct SampleApp: App {
            var body: some Scene { WindowGroup { HomeView() } }
        }
        struct HomeView: View {
            @State private var reminding = false
            var body: some View {
                NavigationStack { Text("Tokens") }
                    1️⃣.sheet(isPresented: $reminding) { PasswordReminder() }
            }
        }
        struct PasswordReminder: View {
            @Environment(\\.dismiss) private var dismiss
            @State private var password = ""
            @State private var page = 0
            var body: some View {
                VStack {
                    SecureField("Password", text: $password)
                    Button("Verify") { Task { await submit() } }
                    \(button)
                }
            }
            func submit() async {}
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == (isForm ? ["sheet-swipe-dismiss-unhandled"] : []), "\(app.allFindings)")
        }
    }

    /// The last step of an onboarding hides Back and offers only ways that complete the flow
    /// (`onboardingCompleted = true`): left only forwards, as one that offers Done is. One that offers a way
    /// back of its own (`dismiss()`) loses the swipe for nothing.
    @Test(arguments: [("onboardingCompleted = true", false), ("dismiss()", true)])
    func aViewThatCompletesItsFlowIsLeftOnlyForwards(_ action: String, reported: Bool) throws {
        try ScannedApp.each([("App/App.swift", """
        import SwiftUI
        struct SetupView: View {
            var body: some View {
                NavigationStack { NavigationLink("Next") { BiometricsSetupView() } }
            }
        }
        struct BiometricsSetupView: View {
            @AppStorage("onboardingCompleted") private var onboardingCompleted = false
            \(action == "dismiss()" ? "@Environment(\\\\.dismiss) private var dismiss" : "")
            var body: some View {
                VStack {
                    Button("Enable Face ID") { \(action) }
                    Button("Not now") { \(action) }
                }
                1️⃣.navigationBarBackButtonHidden()
            }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == (reported ? ["hidden-back-button-disables-swipe"] : []), "\(app.allFindings)")
        }
    }

    /// A storyboard popover segue to a form: where its presenter answers `adaptivePresentationStyle` with
    /// `.none`, the popover stays a popover on an iPhone and no swipe down dismisses it; where it does not,
    /// the popover adapts to a sheet, and the form's input is lost to a swipe.
    @Test(arguments: [true, false])
    func aPopoverItsPresenterKeepsIsNoSheet(_ keeps: Bool) throws {
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
                    <viewController id="M1" customClass="MoveViewController" sceneMemberID="viewController">
                        <view key="view" id="v1">
                            <subviews>
                                <button id="b1"><connections><segue destination="E1" kind="popoverPresentation" identifier="speed" popoverAnchorView="b1" id="s1"/></connections></button>
                            </subviews>
                        </view>
                    </viewController>
                </objects></scene>
                <scene sceneID="c"><objects><viewController id="E1" customClass="EditViewController" sceneMemberID="viewController"/></objects></scene>
            </scenes>
        </document>
        """
        try ScannedApp.eachWithStoryboards([("App/Base.lproj/Main.storyboard", storyboard), ScannedApp.launchingMainStoryboard, ("App/Move.swift", """
        import UIKit
        final class MoveViewController: UIViewController, UIPopoverPresentationControllerDelegate {
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                segue.destination.popoverPresentationController?.delegate = self
            }
            \(keeps ? "func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }" : "")
        }
        \(ScannedApp.swiftEditForm)
        """)]) { app in
            #expect(app.allFindings.contains { $0.contains("sheet-swipe-dismiss-unhandled") } == !keeps, "\(app.allFindings)")
        }
    }

    /// A sheet whose button appends the draft to the app's list and closes (`data.entries.append(entry)`,
    /// an image for its label) keeps what was typed, as a Save does: its input is lost to a swipe down. One
    /// whose only button closes keeps nothing, and one that appends a part and stays edits the draft (batch
    /// 25's review of Home Assistant's complication builder).
    @Test(arguments: [("data.entries.append(entry); dismiss()", true), ("dismiss()", false), ("entry.parts.append(Part())", false)])
    func aButtonThatAppendsTheDraftKeepsIt(_ action: String, isForm: Bool) throws {
        try ScannedApp.each([("App/App.swift", """
        import SwiftUI
        @main struct SampleApp: App {
            var body: some Scene { WindowGroup { HomeView() } }
        }
        struct HomeView: View {
            @State private var writing = false
            var body: some View {
                NavigationStack { Text("Diary") }
                    1️⃣.sheet(isPresented: $writing) { NoteView() }
            }
        }
        struct NoteView: View {
            @Environment(\\.dismiss) private var dismiss
            @EnvironmentObject var data: DataStore
            @State private var entry = Entry()
            var body: some View {
                VStack {
                    TextEditor(text: $entry.text)
                    Button { \(action) } label: { Image(systemName: "checkmark.circle") }
                }
            }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == (isForm ? ["sheet-swipe-dismiss-unhandled"] : []), "\(app.allFindings)")
        }
    }
}
