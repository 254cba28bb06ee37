import SwiftUI

struct SettingsRoot: View {
    @Environment(SettingsRouter.self) private var settings

    var body: some View {
        @Bindable var settings = settings
        NavigationStack(path: $settings.path) {
            SettingsView()
        }
    }
}

struct SettingsView: View {
    var body: some View { Text("Settings") }
}
