import Testing
@testable import Scan
import TestSupport

/// A router that keeps one path per tab and appends to the path of the tab it is asked for: the other
/// tab's path, added to in another case of the switch, is not a second list the swipe-back misses.
@Suite struct TabPathRouterTests {
    static func app(_ navigate: String) -> [(String, String)] {
        [("App/App.swift", """
        import SwiftUI
        @Observable final class Navigator {
            struct Paths {
                var inbox = NavigationPath()
                var archive = NavigationPath()
            }
            var paths = Paths()
            func navigate(to tab: Tab, item: Item) {
        \(navigate)
            }
        }
        struct RootView: View {
            @Environment(Navigator.self) private var navigator
            var body: some View {
                @Bindable var navigator = navigator
                TabView {
                    NavigationStack(1️⃣path: $navigator.paths.inbox) {
                        InboxView().navigationDestination(for: Item.self) { ItemView(item: $0) }
                    }
                    NavigationStack(2️⃣path: $navigator.paths.archive) {
                        ArchiveView().navigationDestination(for: Item.self) { ItemView(item: $0) }
                    }
                }
            }
        }
        struct InboxView: View { var body: some View { Text("Inbox") } }
        struct ArchiveView: View { var body: some View { Text("Archive") } }
        struct ItemView: View { let item: Item; var body: some View { Text("Item") } }
        """)]
    }

    @Test func anotherTabsPathIsNoSecondList() throws {
        try ScannedApp.each(Self.app("""
                switch tab {
                case .inbox: paths.inbox.append(item)
                case .archive: paths.archive.append(item)
                }
        """)) { app in
            #expect(app.rules(at: "1️⃣").isEmpty, "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣").isEmpty, "\(app.allFindings)")
        }
        // Both lists on one run: the second one is a history a swipe-back does not shorten.
        try ScannedApp.each(Self.app("""
                paths.inbox.append(item)
                paths.archive.append(item)
        """)) { app in
            #expect(app.rules(at: "1️⃣") == ["stack-path-desync"], "\(app.allFindings)")
        }
    }
}
