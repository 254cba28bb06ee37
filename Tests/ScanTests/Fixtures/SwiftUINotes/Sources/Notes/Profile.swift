import SwiftUI

/// The path is the router's only route list: SwiftUI writes every pop back into it.
@Observable
final class ProfileRouter {
    var path: [Int] = []

    func showFollower(_ id: Int) {
        path.append(id)
    }
}

struct ProfileRootView: View {
    @State private var router = ProfileRouter()

    var body: some View {
        NavigationSplitView {
            ProfileSidebar()
        } detail: {
            NavigationStack(path: $router.path) {
                ProfileView(router: router)
                    .navigationDestination(for: Int.self) { id in FollowerView(id: id) }
            }
        }
    }
}

struct ProfileSidebar: View {
    var body: some View { Text("Sidebar") }
}

struct ProfileView: View {
    let router: ProfileRouter

    var body: some View {
        Button("Follower") {
            Task {
                await Task.yield()
                router.showFollower(1)
            }
        }
    }
}

struct FollowerView: View {
    let id: Int

    var body: some View { Text("Follower \(id)") }
}
