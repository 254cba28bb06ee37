import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
@testable import Format
import TestSupport

/// Code that runs only below the app's deployment target (the `else` of `if #available`, and a private
/// fallback only that `else` calls) never runs on a device the app supports, so nothing in it is
/// reported; the same code is reported when the deployment target is lower, or when the check asks
/// for a later minor version than the target.
@Suite struct DeadFallbackTests {
    static func project(_ target: String) -> (String, String) {
        ("App.xcodeproj/project.pbxproj", "buildSettings = {\n\tIPHONEOS_DEPLOYMENT_TARGET = \(target);\n};\n")
    }

    static let swiftStack = [("App/SceneDelegate.swift", """
    import UIKit
    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            window?.rootViewController = UINavigationController(rootViewController: FeedViewController())
        }
    }
    final class FeedViewController: UIViewController {
        func open() { navigationController?.pushViewController(PlayerViewController(), animated: true) }
    }
    """)]

    static let swiftPlayer = ("App/PlayerViewController.swift", """
    import UIKit
    final class PlayerViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            if #available(iOS 18, *) {
                title = "Player"
            } else {
                1️⃣navigationItem.hidesBackButton = true
            }
            if #available(iOS 18, *) {
                title = "Player"
            } else {
                legacyBar()
            }
        }

        private func legacyBar() {
            2️⃣navigationController?.hidesBarsOnSwipe = true
        }
    }
    """)

    @Test func swiftBelowTheDeploymentTargetIsNotReported() throws {
        try ScannedApp.each(Self.swiftStack + [Self.swiftPlayer, Self.project("18.0")]) { app in
            #expect(app.rules(at: "1️⃣").isEmpty, "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣").isEmpty, "\(app.allFindings)")
        }
    }

    @Test func swiftFallbacksAreReportedWhenTheAppSupportsOlderSystems() throws {
        try ScannedApp.each(Self.swiftStack + [Self.swiftPlayer, Self.project("17.0")]) { app in
            #expect(app.rules(at: "1️⃣") == ["hidden-back-button-disables-swipe"], "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣") == ["hides-bars-on-swipe-disables-swipe"], "\(app.allFindings)")
        }
    }

    /// `#available(iOS 18.2, *)`'s `else` still runs on iOS 18.0 and 18.1.
    @Test func aLaterMinorVersionThanTheTargetStillRuns() throws {
        let player = ("App/PlayerViewController.swift", Self.swiftPlayer.1.replacingOccurrences(of: "iOS 18,", with: "iOS 18.2,"))
        try ScannedApp.each(Self.swiftStack + [player, Self.project("18.0")]) { app in
            #expect(app.rules(at: "1️⃣") == ["hidden-back-button-disables-swipe"], "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣") == ["hides-bars-on-swipe-disables-swipe"], "\(app.allFindings)")
        }
    }

    /// A private method also called where it runs, or handed on as a value, is live.
    @Test func aFallbackAlsoCalledOutsideTheCheckIsReported() throws {
        let player = ("App/PlayerViewController.swift", Self.swiftPlayer.1.replacingOccurrences(
            of: "    private func legacyBar() {", with: "    override func viewWillAppear(_ animated: Bool) {\n        super.viewWillAppear(animated)\n        let hide = legacyBar\n        hide()\n    }\n\n    private func legacyBar() {"))
        try ScannedApp.each(Self.swiftStack + [player, Self.project("18.0")]) { app in
            #expect(app.rules(at: "1️⃣").isEmpty, "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣") == ["hides-bars-on-swipe-disables-swipe"], "\(app.allFindings)")
        }
    }

    @Test func objectiveCBelowTheDeploymentTargetIsNotReported() throws {
        let player = ("App/PlayerViewController.m", """
        @interface PlayerViewController : UIViewController
        @end
        @implementation PlayerViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            if (@available(iOS 13.0, *)) {
                self.title = @"Player";
            } else {
                1️⃣self.navigationItem.hidesBackButton = YES;
            }
        }
        @end
        """)
        try ScannedApp.each(PlatformBranchScanTests.feedPushingPlayer + [player, Self.project("13.0")]) { app in
            #expect(app.rules(at: "1️⃣").isEmpty, "\(app.allFindings)")
        }
        try ScannedApp.each(PlatformBranchScanTests.feedPushingPlayer + [player, Self.project("12.0")]) { app in
            #expect(app.rules(at: "1️⃣") == ["hidden-back-button-disables-swipe"], "\(app.allFindings)")
        }
    }
}

extension DeadFallbackTests {
    /// `#available(watchOS 11, *)` holds on every iOS (its `*`), so its `else` is the watch's fallback,
    /// with or without a deployment target; a check of the system version says nothing about the
    /// screen's place, so the `else` of an iOS check the app still supports is as lasting as its `if`.
    @Test func anotherSystemsFallbackNeverRunsAndAnIOSFallbackLasts() throws {
        let player = ("App/PlayerViewController.swift", """
        import UIKit
        final class PlayerViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                if #available(watchOS 11, *) {
                    title = "Player"
                } else {
                    1️⃣navigationItem.hidesBackButton = true
                }
                if #available(iOS 18, *) {
                    2️⃣navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: self, action: #selector(close))
                } else {
                    3️⃣navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Back", style: .plain, target: self, action: #selector(close))
                }
            }
            @objc func close() { navigationController?.popViewController(animated: true) }
        }
        """)
        try ScannedApp.each(Self.swiftStack + [player]) { app in
            #expect(app.rules(at: "1️⃣").isEmpty, "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣") == ["custom-left-item-disables-swipe"], "\(app.allFindings)")
            #expect(!app.result.draft.contains("first of its stack"), "\(app.result.draft)")
        }
    }
}
