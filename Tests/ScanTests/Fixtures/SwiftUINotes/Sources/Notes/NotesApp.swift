import SwiftUI

@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                InboxRootView()
                LibraryRootView()
                SettingsRootView()
                ProfileRootView()
            }
        }
    }
}

enum Route: Hashable {
    case thread(Int)
    case compose
}
