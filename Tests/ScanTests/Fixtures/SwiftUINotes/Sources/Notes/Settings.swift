import SwiftUI

final class SettingsModel: ObservableObject {
    @Published var route: [String] = []
}

struct SettingsRootView: View {
    @StateObject private var model = SettingsModel()

    var body: some View {
        NavigationStack(path: Binding(get: { model.route }, set: { model.route = $0 })) {
            List {
                NavigationLink(value: "about") { Text("About") }
            }
            .navigationDestination(for: String.self) { _ in AboutView() }
        }
    }
}

struct AboutView: View {
    var body: some View { Text("About") }
}
