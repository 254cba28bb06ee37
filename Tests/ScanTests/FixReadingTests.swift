import Testing
@testable import Scan
import TestSupport

/// The edges of what scan reads so that each rule's documented fix clears its finding (the fixes
/// themselves run as code examples in CodeExampleTests): code close to a fix that is not one.
@Suite struct FixReadingTests {
    @Test func aPopAgainInsideTheIOS13BranchStillPopsTwice() throws {
        let files = [ScannedApp.stack("GuardedNavigationController", pushing: ["ArticleViewController"]), ("App/Guarded.swift", """
        final class GuardedNavigationController: UINavigationController, UINavigationBarDelegate {
            private var lastBackTap = Date.distantPast
            func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
                guard Date().timeIntervalSince(lastBackTap) > 0.2 else { return false }
                lastBackTap = Date()
                if viewControllers.count < (navigationBar.items?.count ?? 0) { return true }
                if #available(iOS 13, *) {
                    if 1️⃣viewControllers.count >= (navigationBar.items?.count ?? 0) {
                        DispatchQueue.main.async { self.popViewController(animated: true) }
                    }
                }
                return true
            }
        }
        final class ArticleViewController: UIViewController {}
        """)]
        try ScannedApp.each(files) { app in
            #expect(app.rules(at: "1️⃣") == ["back-interception-double-pop"], "\(app.allFindings)")
        }
    }

    @Test func returningNilOnlyForPushesLeavesTheSwipePopToTheAnimator() throws {
        let files = [ScannedApp.stack("GalleryNavigationController", pushing: ["PhotoViewController"]), ("App/Gallery.swift", """
        final class GalleryNavigationController: UINavigationController, UINavigationControllerDelegate, UIGestureRecognizerDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                delegate = self
                interactivePopGestureRecognizer?.delegate = self
            }
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                viewControllers.count > 1 && transitionCoordinator == nil
            }
            1️⃣func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                      from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                if operation == .push { return nil }
                return ZoomAnimator()
            }
        }
        final class PhotoViewController: UIViewController {}
        """)]
        try ScannedApp.each(files) { app in
            #expect(app.rules(at: "1️⃣") == ["animator-without-interaction-controller"], "\(app.allFindings)")
            #expect(!app.result.draft.contains("delegatePassesSwipePops"), "\(app.result.draft)")
        }
    }

    /// A screen that is its own pop delegate and refuses while its web view has history, written as a
    /// Swift `guard`.
    @Test func aGuardOnCanGoBackLetsTheWebViewHaveTheEdge() throws {
        func files(_ check: String) -> [(String, String)] {
            [ScannedApp.stack(pushing: ["HelpViewController"]), ("App/Help.swift", """
            final class HelpViewController: UIViewController, UIGestureRecognizerDelegate {
                let webView = WKWebView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    1️⃣webView.allowsBackForwardNavigationGestures = true
                    navigationController?.interactivePopGestureRecognizer?.delegate = self
                }
                func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            \(check)
                    return (navigationController?.viewControllers.count ?? 0) > 1
                }
            }
            """)]
        }
        try ScannedApp.each(files("")) { app in
            #expect(app.rules(at: "1️⃣").contains("web-view-back-forward-conflict"), "\(app.allFindings)")
        }
        try ScannedApp.each(files("        guard !webView.canGoBack else { return false }")) { app in
            #expect(!app.rules(at: "1️⃣").contains("web-view-back-forward-conflict"), "\(app.allFindings)")
        }
        // Reading the history without refusing for it is no check.
        try ScannedApp.each(files("        if webView.canGoBack { print(\"has history\") }")) { app in
            #expect(app.rules(at: "1️⃣").contains("web-view-back-forward-conflict"), "\(app.allFindings)")
        }
    }

    /// Media is read from the screen's own view: a player another screen shows, or a video player in
    /// a sheet's content, makes no media screen of the one that opens it; an Apple Pay button makes no
    /// payment screen.
    @Test func mediaComesFromTheScreensOwnView() throws {
        let files = [ScannedApp.stack(pushing: ["EpisodeViewController", "CartViewController", "TrailerViewController"]), ("App/Screens.swift", """
        final class EpisodeViewController: UIViewController {
            func play(_ url: URL) {
                let player = AVPlayerViewController()
                player.player = AVPlayer(url: url)
                present(player, animated: true)
            }
        }
        final class CartViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(PKPaymentButton(paymentButtonType: .buy, paymentButtonStyle: .black))
            }
        }
        final class TrailerViewController: UIViewController {
            let player = AVPlayer()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.layer.addSublayer(1️⃣AVPlayerLayer(player: player))
            }
        }
        """)]
        try ScannedApp.each(files) { app in
            #expect(app.rules(at: "1️⃣") == ["sensitive-screen-swipe-enabled"], "\(app.allFindings)")
            #expect(app.findings.filter { $0.rule == "sensitive-screen-swipe-enabled" }.count == 1, "\(app.allFindings)")
        }
        let swiftUI = [("App/Show.swift", """
        struct ShowView: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Episode") { EpisodeView() }
                }
            }
        }
        struct EpisodeView: View {
            @State private var playing = false
            var body: some View {
                Button("Play") { playing = true }
                    .sheet(isPresented: $playing) { VideoPlayer(player: AVPlayer()) }
            }
        }
        """)]
        try ScannedApp.each(swiftUI) { app in
            #expect(!app.allFindings.contains { $0.hasPrefix("sensitive-screen-swipe-enabled") }, "\(app.allFindings)")
        }
    }
}
