import Testing
@testable import Scan
@testable import Format
import TestSupport

/// Routers that keep a stack's path (issue 33, routes): a view that calls a router's method appending a
/// route to the path pushes the views the stack's `navigationDestination(for:)` builds for that route,
/// only those of the `switch` case the route literal names.
@Suite struct RouterPushTests {
    static let app = """
    import SwiftUI

    enum Page: Hashable {
        case profile(id: String)
        case settings
    }

    @Observable
    final class Router {
        var path: [Page] = []
        func push(_ page: Page) { path.append(page) }
    }

    struct FeedTab: View {
        @State private var router = Router()
        var body: some View {
            NavigationStack(path: $router.path) {
                FeedView()
                    2️⃣.navigationDestination(for: Page.self) { page in
                        switch page {
                        case .profile(let id): ProfileView(id: id)
                        case .settings: SettingsView()
                        }
                    }
            }
            .environment(router)
        }
    }

    struct FeedView: View {
        var body: some View { List { BannerRow() } }
    }

    struct BannerRow: View {
        @Environment(Router.self) private var router
        var body: some View {
            Button("Announcement") {
                Task {
                    let id = try await Server.latestAnnouncement()
                    1️⃣router.push(.profile(id: id))
                }
            }
            Button("Settings") { 3️⃣router.push(.settings) }
        }
    }

    struct ProfileView: View {
        @Environment(Router.self) private var router
        let id: String
        var body: some View {
            Text(id).task {
                await Server.markSeen(id)
                4️⃣router.push(.settings)
            }
        }
    }

    struct SettingsView: View {
        var body: some View { Text("Settings") }
    }
    """

    @Test func aRouterPushFromAViewPushesTheCasesDestination() throws {
        try ScannedApp.each([("App/Feed.swift", Self.app)]) { app in
            #expect(app.rules(at: "1️⃣") == ["navigation-transition-overlap"])
            // A pushed screen that holds no destinations pushes through the router too.
            #expect(app.rules(at: "4️⃣") == ["navigation-transition-overlap"])
            #expect(app.result.app.screen("profileView")?.entity[\.pushes] == ["settingsView"])
            #expect(app.result.app.screen("feedView")?.entity[\.pushes] == ["profileView", "settingsView"])
            #expect(app.result.draft.contains("      - profileView   # \(app.line("2️⃣")), \(app.line("1️⃣"))"))
            #expect(app.result.draft.contains("      - settingsView   # \(app.line("2️⃣")), \(app.line("3️⃣"))"))
        }
    }

    /// Two stacks map `Int` to a view; the router one of them keeps drives only that one.
    @Test func aRouterPushGoesToTheStacksOfTheViewsThatKeepTheRouter() throws {
        let app = """
        import SwiftUI

        @Observable
        final class FollowersRouter {
            var path: [Int] = []
            func showFollower(_ id: Int) { path.append(id) }
        }

        struct FollowersTab: View {
            @State private var router = FollowersRouter()
            var body: some View {
                NavigationStack(path: $router.path) {
                    FollowersList(router: router)
                        .navigationDestination(for: Int.self) { id in FollowerView(id: id) }
                }
            }
        }

        struct StepsTab: View {
            var body: some View {
                NavigationStack {
                    Text("Steps")
                        .navigationDestination(for: Int.self) { step in StepView(step: step) }
                }
            }
        }

        struct FollowersList: View {
            let router: FollowersRouter
            var body: some View { Button("First") { 1️⃣router.showFollower(1) } }
        }

        struct FollowerView: View {
            let id: Int
            var body: some View { Text("\\(id)") }
        }

        struct StepView: View {
            let step: Int
            var body: some View { Text("\\(step)") }
        }
        """
        try ScannedApp.each([("App/Tabs.swift", app)]) { app in
            #expect(app.result.app.screen("followersList")?.entity[\.pushes] == ["followerView"], "\(app.result.draft)")
        }
    }
}
