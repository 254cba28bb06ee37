import SwiftUI

@main
struct MessagesApp: App {
    var body: some Scene {
        WindowGroup { InboxView() }
    }
}

struct InboxView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Profile") { ProfileView() }
                NavigationLink("Thread") { ThreadView() }
                NavigationLink("Media") { MediaView() }
            }
        }
    }
}

struct ProfileView: View {
    var body: some View {
        Text("Profile").modifier(HideNavigationBar())
    }
}

struct MediaView: View {
    var body: some View {
        Image(systemName: "photo").modifier(HideNavigationBar())
    }
}

struct ThreadView: View {
    var body: some View {
        ScrollView { Text("Thread") }
            .customBack()
    }
}
