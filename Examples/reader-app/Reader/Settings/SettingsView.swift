import SwiftUI

/// The settings tab: a SwiftUI stack with an account page pushed on it.
struct SettingsView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Account") { AccountView() }
                NavigationLink("About") { AboutView() }
            }
            .navigationTitle("Settings")
        }
    }
}

/// Account details, drawn under a custom header instead of the navigation bar.
struct AccountView: View {
    var body: some View {
        ScrollView {
            Text("Signed in")
        }
        .toolbar(.hidden, for: .navigationBar)
    }
}

/// Version and licences. Its bar is hidden on purpose: it closes with its own button and is
/// meant to be left only that way.
struct AboutView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Reader 1.0")
            Button("Done") { dismiss() }
        }
        // navlint:disable-next-line hidden-navigation-bar-disables-swipe -- the page is left only with Done
        .toolbar(.hidden, for: .navigationBar)
    }
}
