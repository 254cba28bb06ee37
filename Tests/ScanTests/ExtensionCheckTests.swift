import Testing
@testable import Scan
import TestSupport

/// Checks where they live (issue 33): a `gestureRecognizerShouldBegin` in a `UINavigationController`
/// extension that installs itself as the pop delegate is the check of every stack, SwiftUI's too, since
/// a `NavigationStack` runs on UIKit's navigation controller.
@Suite struct ExtensionCheckTests {
    static let restoringExtension = """
    extension UINavigationController: UIGestureRecognizerDelegate {
        override open func viewDidLoad() {
            super.viewDidLoad()
            1️⃣interactivePopGestureRecognizer?.delegate = self
        }
        2️⃣public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            return viewControllers.count > 1
        }
    }
    """

    static let rootView = ("App/Root.swift", """
    import SwiftUI
    struct RootView: View {
        var body: some View {
            NavigationStack { NavigationLink("Compose") { ComposeView() } }
        }
    }
    struct ComposeView: View {
        var body: some View { Text("Compose") }
    }
    """)

    @Test func theExtensionsDepthCheckGuardsASwiftUIStack() throws {
        try ScannedApp.each([Self.rootView, ("App/Swipe.swift", Self.restoringExtension)]) { app in
            // The depth check is read, so no root freeze; the swipe may still start mid-transition.
            #expect(app.rules(at: "1️⃣") == ["global-pop-delegate-extension"])
            #expect(app.rules(at: "2️⃣") == ["pop-during-transition"])
        }
    }

    @Test func withoutTheDepthCheckTheSwiftUIStackCanFreeze() throws {
        let unguarded = Self.restoringExtension.replacingOccurrences(of: "viewControllers.count > 1", with: "true")
        try ScannedApp.each([Self.rootView, ("App/Swipe.swift", unguarded)]) { app in
            #expect(app.rules(at: "1️⃣") == ["global-pop-delegate-extension"])
            #expect(app.rules(at: "2️⃣") == ["pop-during-transition", "root-freeze"], "\(app.allFindings)")
        }
    }
}
