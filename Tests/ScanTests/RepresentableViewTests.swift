import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
@testable import Format
import TestSupport

/// UIKit views put into SwiftUI (issue 33, routes: views scan could not place): a `UIViewRepresentable`
/// is part of the SwiftUI screens that show it, so the web view it sets up is theirs, wherever in their
/// body (or a component's) it is written; pushed as a destination, it is the screen.
@Suite struct RepresentableViewTests {
    @Test func aRepresentableWebViewBelongsToTheScreensThatShowIt() throws {
        try ScannedApp.each([("App/Help.swift", """
        import SwiftUI
        import WebKit

        struct SettingsView: View {
            var body: some View {
                NavigationStack {
                    List {
                        NavigationLink("Help") { HelpView() }
                        NavigationLink("Terms") { TermsWebView(url: termsURL) }
                    }
                }
            }
        }

        struct HelpView: View {
            var body: some View {
                VStack { HelpPage() }
            }
        }

        struct HelpPage: View {
            var body: some View { HelpWebView() }
        }

        private struct HelpWebView: UIViewRepresentable {
            let webView = WKWebView()
            init() {
                1️⃣webView.allowsBackForwardNavigationGestures = true
            }
            func makeUIView(context: Context) -> WKWebView { webView }
            func updateUIView(_ view: WKWebView, context: Context) {}
        }

        struct TermsWebView: UIViewRepresentable {
            let url: URL
            func makeUIView(context: Context) -> WKWebView {
                let web = WKWebView()
                2️⃣web.allowsBackForwardNavigationGestures = true
                return web
            }
            func updateUIView(_ view: WKWebView, context: Context) {}
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["web-view-back-forward-conflict"])
            #expect(app.rules(at: "2️⃣") == ["web-view-back-forward-conflict"])
            #expect(app.result.app.screen("settingsView")?.entity[\.pushes] == ["helpView", "termsWebView"])
            #expect(!app.result.notes.contains { $0.message.contains("which is not a view controller") }, "\(app.result.notes)")
        }
    }

    /// A UIKit view of the app's own that a pushed screen makes its view (`loadView`) and that sets up a web
    /// view with back-forward swipes: the web view is that screen's, in Swift and Objective-C.
    @Test func aWebViewInTheScreensOwnViewIsTheScreens() throws {
        try ScannedApp.each([ScannedApp.stack(root: "ListViewController", pushing: ["ArticleViewController"]), ("App/Article.swift", """
        import WebKit
        final class ArticleView: UIView {
            let webView = WKWebView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                1️⃣webView.allowsBackForwardNavigationGestures = true
            }
        }
        final class ArticleViewController: UIViewController {
            override func loadView() { view = ArticleView(frame: .zero) }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["web-view-back-forward-conflict"], "\(app.allFindings)")
            #expect(!app.result.notes.contains { $0.message.contains("which is not a view controller, so navlint scan could not tell which screen shows it") }, "\(app.result.notes)")
        }
        try ScannedApp.each([ScannedApp.stack(root: "ListViewController", pushing: ["ArticleViewController"], objectiveC: true), ("App/Article.m", """
        @interface ArticleView : UIView
        @property (nonatomic, strong) WKWebView *webView;
        @end
        @interface ArticleViewController : UIViewController
        @end
        @implementation ArticleView
        - (instancetype)initWithFrame:(CGRect)frame {
            self = [super initWithFrame:frame];
            _webView = [[WKWebView alloc] init];
            1️⃣_webView.allowsBackForwardNavigationGestures = YES;
            return self;
        }
        @end
        @implementation ArticleViewController
        - (void)loadView { self.view = [[ArticleView alloc] initWithFrame:CGRectZero]; }
        @end
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["web-view-back-forward-conflict"], "\(app.allFindings)")
        }
    }
}
