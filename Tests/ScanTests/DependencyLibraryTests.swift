import Testing
@testable import Scan
import TestSupport

/// FDFullscreenPopGesture swizzles every navigation controller once it is linked: a Podfile, a Cartfile
/// or a project that brings it in puts its pan on every UIKit stack, even when no code names its API.
@Suite struct DependencyLibraryTests {
    static let screens = ("App/App.swift", """
    final class HomeViewController: UIViewController {
        func open() { navigationController?.pushViewController(PlayerViewController(), animated: true) }
    }
    final class PlayerViewController: UIViewController {
        let scrubber = UISlider()
    }
    final class SceneDelegate: UIResponder {
        var window: UIWindow?
        func start() { window?.rootViewController = UINavigationController(rootViewController: HomeViewController()) }
    }
    """)

    @Test func aPodOrACartfileLineIsTheLibrarysPan() throws {
        let podfile = ("Podfile", """
        platform :ios, '13.0'
        target 'App' do
          pod 'Alamofire'
          1️⃣pod 'FDFullscreenPopGesture', '~> 1.1'
        end
        """)
        try ScannedApp.each([Self.screens, podfile]) { app in
            #expect(app.result.draft.contains("via: FDFullscreenPopGesture"), "\(app.result.draft)")
            #expect(app.allFindings.contains { $0.hasPrefix("full-screen-pop-control-conflict") }, "\(app.allFindings)")
        }
        let cartfile = ("Cartfile", """
        github "Alamofire/Alamofire" ~> 5.0
        github "forkingdog/FDFullscreenPopGesture"
        """)
        try ScannedApp.each([Self.screens, cartfile]) { app in
            #expect(app.result.draft.contains("via: FDFullscreenPopGesture"), "\(app.result.draft)")
        }
    }

    @Test func aCommentedPodOrTheLibrarysFileNamesAreNoDependency() throws {
        let podfile = ("Podfile", """
        target 'App' do
          # pod 'FDFullscreenPopGesture'
        end
        """)
        try ScannedApp.each([Self.screens, podfile]) { app in
            #expect(!app.result.draft.contains("fullScreenPop"), "\(app.result.draft)")
        }
        // A project that lists the library's source files compiles them from the tree, where scan reads them.
        let project = ("App.xcodeproj/project.pbxproj", """
        /* Begin PBXFileReference section */
        A1 /* UINavigationController+FDFullscreenPopGesture.m */ = {isa = PBXFileReference; path = "UINavigationController+FDFullscreenPopGesture.m"; };
        /* End PBXFileReference section */
        """)
        try ScannedApp.each([Self.screens, project]) { app in
            #expect(!app.result.draft.contains("fullScreenPop"), "\(app.result.draft)")
        }
    }
}
