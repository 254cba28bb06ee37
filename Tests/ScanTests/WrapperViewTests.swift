import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
@testable import Format
import TestSupport

/// A `View` extension method that wraps the view it is called on in a view of the sources (issue 33,
/// checks where they live): what the wrapper's body sets applies to every view that calls the method, as
/// a `ViewModifier`'s does, and is reported at the call; a view that never calls it is untouched.
@Suite struct WrapperViewTests {
    /// The lines of a screen's entry in a draft.
    private func entry(_ id: String, in draft: String) -> String {
        let lines = draft.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("  \(id):") }) else { return "" }
        let rest = lines[(start + 1)...].prefix { $0.hasPrefix("   ") || $0.isEmpty }
        return rest.joined(separator: "\n")
    }

    @Test func aWrapperViewsHiddenBarIsTheCallersOwn() throws {
        try ScannedApp.each([("App/Styleguide.swift", """
        import SwiftUI
        extension View {
            func navigationStyle<Title: View>(title: Title, onDismiss: @escaping () -> Void = {}) -> some View {
                NavigationBar(content: self, title: title, onDismiss: onDismiss)
            }
            func navigationStyle(_ text: String) -> some View {
                self.navigationStyle(title: Text(text))
            }
        }
        struct NavigationBar<Content: View, Title: View>: View {
            let content: Content
            let title: Title
            let onDismiss: () -> Void
            var body: some View {
                VStack {
                    HStack { Button("Back", action: onDismiss); title }
                    content
                }
                .navigationBarHidden(true)
            }
        }
        """), ("App/Home.swift", """
        import SwiftUI
        struct HomeView: View {
            var body: some View {
                NavigationStack {
                    List {
                        NavigationLink("Settings") { SettingsView() }
                        NavigationLink("About") { AboutView() }
                    }
                }
            }
        }
        struct SettingsView: View {
            var body: some View { Form { Text("Sound") }.1️⃣navigationStyle("Settings") }
        }
        struct AboutView: View {
            var body: some View { Text("About") }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["hidden-navigation-bar-disables-swipe"], "\(app.allFindings)")
            #expect(entry("settingsView", in: app.result.draft).contains("navigationBarHidden: true"), "\(app.result.draft)")
            #expect(!entry("aboutView", in: app.result.draft).contains("navigationBarHidden"), "\(app.result.draft)")
        }
    }
}
