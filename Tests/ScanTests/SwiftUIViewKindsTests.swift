import Testing
@testable import Scan
@testable import Format
import TestSupport

/// Which SwiftUI views are screens and whose code counts for them (issue 33): a view generic over a
/// model is a view of its own (only one generic over a view wraps), an app's `NavigationLink(.route)
/// { label }` names its label, not a destination, and a component's `.onDisappear` is the leave
/// handler only of the screens it is all of.
@Suite struct SwiftUIViewKindsTests {
    @Test func aViewGenericOverAModelIsAScreenAndOneOverAViewWraps() throws {
        try ScannedApp.each([("App/Views.swift", """
        import SwiftUI
        struct HomeView: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Connect") { ConnectionView(viewModel: JellyfinModel()) }
                    NavigationLink("Card") { Card { DetailView() } }
                }
            }
        }
        struct ConnectionView<VM: ConnectionModel>: View {
            @ObservedObject var viewModel: VM
            var body: some View { Form { Text("URL") }1️⃣.navigationBarBackButtonHidden(true) }
        }
        struct Card<Content: View>: View {
            @ViewBuilder let content: Content
            var body: some View { content }
        }
        struct DetailView: View {
            var body: some View { Text("Detail")2️⃣.navigationBarBackButtonHidden(true) }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["hidden-back-button-disables-swipe"])
            #expect(app.rules(at: "2️⃣") == ["hidden-back-button-disables-swipe"])
            #expect(app.result.app.screen("homeView")?.entity[\.pushes] == ["connectionView", "detailView"])
        }
    }

    @Test func aLinkGivenARouteHasALabelNotADestination() throws {
        try ScannedApp.each([("App/Views.swift", """
        import SwiftUI
        enum Page: Hashable { case summary }
        struct HomeView: View {
            var body: some View {
                NavigationStack {
                    NavigationLink(.summary) { SummaryRow(title: "Summary") }
                        .navigationDestination(for: Page.self) { _ in SummaryView() }
                }
            }
        }
        struct SummaryRow: View {
            let title: String
            var body: some View { Text(title) }
        }
        struct SummaryView: View {
            var body: some View { Text("Summary") }
        }
        """)]) { app in
            #expect(app.result.app.screen("homeView")?.entity[\.pushes] == ["summaryView"])
            #expect(app.result.app.screen("summaryRow") == nil)
        }
    }

    /// A form two sheets show whole keeps its teardown as each sheet's handler; a banner that is only
    /// part of two screens does not give them one.
    @Test func aComponentsTeardownIsTheHandlerOnlyOfTheScreensItIsAllOf() throws {
        try ScannedApp.each([("App/Views.swift", """
        import SwiftUI
        struct HomeView: View {
            @State private var adding = false
            @State private var connecting = false
            @State private var editing = false
            var body: some View {
                NavigationStack {
                    List { BannerView() }
                        1️⃣.sheet(isPresented: $adding) { AddServerSheet() }
                        2️⃣.sheet(isPresented: $connecting) { ConnectServerSheet() }
                        3️⃣.sheet(isPresented: $editing) { EditServerSheet() }
                }
            }
        }
        struct AddServerSheet: View {
            var body: some View { ConnectionForm().padding() }
        }
        struct ConnectServerSheet: View {
            var body: some View { ConnectionForm() }
        }
        struct EditServerSheet: View {
            @State private var name = ""
            var body: some View {
                VStack {
                    BannerView()
                    Form {
                        TextField("Name", text: $name)
                        Button("Save") { save() }
                    }
                }
            }
        }
        struct ConnectionForm: View {
            @State private var url = ""
            @State private var task: Task<Void, Never>?
            var body: some View {
                Form {
                    TextField("URL", text: $url)
                    Button("Save") { save() }
                }
                .onDisappear {
                    task?.cancel()
                    task = nil
                    DraftStore.shared.keep(url)
                }
            }
        }
        struct BannerView: View {
            @State private var task: Task<Void, Never>?
            var body: some View {
                Text("News")
                    .onDisappear {
                        4️⃣task?.cancel()
                        task = nil
                        NewsFeed.shared.markRead()
                    }
            }
        }
        """)]) { app in
            #expect(app.notes(at: "4️⃣").contains { $0.hasPrefix("BannerView is part of 2 screens") }, "\(app.result.notes.map(\.message))")
            #expect(app.rules(at: "1️⃣").isEmpty, "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣").isEmpty, "\(app.allFindings)")
            #expect(app.rules(at: "3️⃣") == ["sheet-swipe-dismiss-unhandled"], "\(app.allFindings)")
        }
    }
}
