import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
@testable import Format
import TestSupport

/// SwiftUI destinations built away from the modifier that shows them (issue 33, routes): a
/// `@ViewBuilder` method with a `switch` over a route enum, a computed property of the route, a free
/// function, a closure parameter typed by `navigationDestination(for:)` or `sheet(item:)`, and a view
/// whose body only hands over to a route. Each screen a route builds is placed and checked; a route
/// that picks a stack's root at run time leaves the view that holds the stack as its root.
@Suite struct SwiftUIRouteTests {
    /// A method, a computed property of the route and a free function each build a pushed screen; the
    /// hidden back button on each is reported on its own line.
    @Test func destinationsBuiltByMethodsPropertiesAndFunctionsArePushed() throws {
        try ScannedApp.each([("App/Home.swift", """
        import SwiftUI

        enum Route: Hashable {
            case detail, settings, profile

            var destination: some View {
                switch self {
                case .settings: SettingsView()
                default: EmptyView()
                }
            }
        }

        struct HomeView: View {
            @State private var path: [Route] = []
            var body: some View {
                NavigationStack(path: $path) {
                    Button("Detail") { path.append(.detail) }
                        .navigationDestination(for: Route.self) { route in
                            destination(for: route)
                        }
                }
            }

            @ViewBuilder
            private func destination(for route: Route) -> some View {
                switch route {
                case .detail: DetailView()
                case .settings: route.destination
                case .profile: makeProfile()
                }
            }
        }

        func makeProfile() -> some View { ProfileView() }

        struct DetailView: View {
            var body: some View { Text("Detail")1️⃣.navigationBarBackButtonHidden(true) }
        }
        struct SettingsView: View {
            var body: some View { Text("Settings")2️⃣.navigationBarBackButtonHidden(true) }
        }
        struct ProfileView: View {
            var body: some View { Text("Profile")3️⃣.navigationBarBackButtonHidden(true) }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["hidden-back-button-disables-swipe"])
            #expect(app.rules(at: "2️⃣") == ["hidden-back-button-disables-swipe"])
            #expect(app.rules(at: "3️⃣") == ["hidden-back-button-disables-swipe"])
            #expect(app.result.app.screen("homeView")?.entity[\.pushes] == ["detailView", "profileView", "settingsView"])
            #expect(app.result.app.controller("homeView")?.members == ["homeView", "detailView", "profileView", "settingsView"])
        }
    }

    /// The app's own link helper, a `View` extension method wrapping a `NavigationLink` around the views
    /// its closure builds, pushes them from the view it is called on, so their hidden Back is reported; a
    /// helper that wraps no link pushes nothing.
    @Test func anExtensionMethodWrappingANavigationLinkPushesItsClosuresViews() throws {
        try ScannedApp.each([("App/Links.swift", """
        import SwiftUI
        extension View {
            func navigationLinkEmpty<Destination: View>(isActive: Binding<Bool>, destination: @escaping () -> Destination) -> some View {
                overlay(NavigationLink(isActive: isActive, destination: destination, label: { EmptyView() }))
            }
            func card<Content: View>(@ViewBuilder content: @escaping () -> Content) -> some View {
                VStack { self; content() }
            }
        }
        """), ("App/Root.swift", """
        import SwiftUI
        struct RootView: View {
            @State private var showsSettings = false
            var body: some View {
                NavigationView {
                    HomeView()
                        .navigationLinkEmpty(isActive: $showsSettings) { SettingsView() }
                        .card { BannerView() }
                }
            }
        }
        struct HomeView: View { var body: some View { Text("Home") } }
        struct SettingsView: View {
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                Button("Back") { dismiss() }
                    1️⃣.navigationBarBackButtonHidden(true)
            }
        }
        struct BannerView: View {
            var body: some View {
                Text("Banner")
                    2️⃣.navigationBarBackButtonHidden(true)
            }
        }
        """)]) { app in
            #expect(app.result.app.screen("homeView")?.entity[\.pushes] == ["settingsView"], "\(app.result.draft)")
            #expect(app.rules(at: "1️⃣") == ["hidden-back-button-disables-swipe"], "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣") == [], "\(app.allFindings)")
        }
    }

    /// A static factory of the sources builds the destination (`ScreenFactory.makeEmailFlow()`), in a
    /// link's `destination:` and in a route's switch; a type that is no route (`Color.red`) is not followed.
    @Test func staticFactoriesOfTheSourcesAreFollowed() throws {
        try ScannedApp.each([("App/Settings.swift", """
        import SwiftUI

        enum ScreenFactory {
            static func makeEmailFlow(model: EmailModel) -> some View {
                let flow = FlowModel(model: model)
                return EmailView(flow: flow).environmentObject(flow)
            }
        }

        struct SettingsView: View {
            var body: some View {
                NavigationStack {
                    List {
                        NavigationLink(destination: ScreenFactory.makeEmailFlow(model: EmailModel())) { Text("Email") }
                        Color.red
                    }
                }
            }
        }

        struct EmailView: View {
            let flow: FlowModel
            var body: some View { Form { Text("Email") }1️⃣.navigationBarBackButtonHidden(true) }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["hidden-back-button-disables-swipe"])
            #expect(app.result.app.screen("settingsView")?.entity[\.pushes] == ["emailView"])
        }
    }

    /// A `View` extension method that presents sheets or maps destinations itself (`sheet(item:)` with no
    /// receiver) applies them to the view it is called on: the sheets are presented, and the destinations
    /// pushed, by the screens that call it.
    @Test func viewExtensionMethodsPresentAndPushForTheViewsTheyAreCalledOn() throws {
        try ScannedApp.each([("App/Registry.swift", """
        import SwiftUI

        enum Sheet: Identifiable { case editTag; var id: Int { 0 } }
        enum Route: Hashable { case detail }

        extension View {
            func withSheetDestinations(_ sheet: Binding<Sheet?>) -> some View {
                1️⃣sheet(item: sheet) { destination in
                    switch destination {
                    case .editTag: EditTagView()
                    }
                }
            }

            func withRoutes() -> some View {
                navigationDestination(for: Route.self) { route in
                    switch route {
                    case .detail: DetailView()
                    }
                }
            }
        }

        struct HomeView: View {
            @State private var sheet: Sheet?
            @State private var path: [Route] = []
            var body: some View {
                NavigationStack(path: $path) {
                    List { Button("Detail") { path.append(.detail) } }
                        .withRoutes()
                }
                .withSheetDestinations($sheet)
            }
        }

        struct EditTagView: View {
            @State private var title = ""
            var body: some View {
                Form { TextField("Title", text: $title) }
                    .toolbar { Button("Save") { save() } }
            }
            func save() {}
        }

        struct DetailView: View {
            var body: some View { Text("Detail")2️⃣.navigationBarBackButtonHidden(true) }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["sheet-swipe-dismiss-unhandled"])
            #expect(app.rules(at: "2️⃣") == ["hidden-back-button-disables-swipe"])
            #expect(app.result.app.screen("homeView")?.entity[\.presents] == ["editTagView"])
            #expect(app.result.app.screen("homeView")?.entity[\.pushes] == ["detailView"])
        }
    }

    /// A stack over a store of screens (The Composable Architecture): the views its `destination:` closure
    /// builds, through `switch store.case` or `CaseLet(..., then: View.init(store:))`, are pushed by its root.
    @Test func aStoreDrivenStackPushesItsDestinations() throws {
        try ScannedApp.each([("App/App.swift", """
        import SwiftUI
        import ComposableArchitecture

        @Reducer
        struct AppFeature {
            @Reducer
            enum Path {
                case detail(DetailFeature)
                case settings(SettingsFeature)
            }
            @ObservableState
            struct State { var path = StackState<Path.State>() }
            enum Action { case path(StackActionOf<Path>) }
        }

        struct AppView: View {
            @Bindable var store: StoreOf<AppFeature>
            var body: some View {
                NavigationStack(path: $store.scope(state: \\.path, action: \\.path)) {
                    HomeView()
                } 3️⃣destination: { store in
                    switch store.case {
                    case let .detail(store):
                        DetailView(store: store)
                    case let .settings(store):
                        SettingsView(store: store)
                    }
                }
            }
        }

        struct LegacyAppView: View {
            let store: StoreOf<AppFeature>
            var body: some View {
                NavigationStackStore(store.scope(state: \\.path, action: \\.path)) {
                    HomeView()
                } destination: { state in
                    switch state {
                    case .detail:
                        CaseLet(/AppFeature.Path.State.detail, action: AppFeature.Path.Action.detail, then: DetailView.init(store:))
                    case .settings:
                        CaseLet(/AppFeature.Path.State.settings, action: AppFeature.Path.Action.settings, then: SettingsView.init(store:))
                    }
                }
            }
        }

        struct HomeView: View {
            var body: some View { Text("Home") }
        }
        struct DetailView: View {
            let store: StoreOf<DetailFeature>
            var body: some View { Text("Detail")1️⃣.navigationBarBackButtonHidden(true) }
        }
        struct SettingsView: View {
            let store: StoreOf<SettingsFeature>
            var body: some View { Text("Settings")2️⃣.toolbar(.hidden, for: .navigationBar) }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["hidden-back-button-disables-swipe"])
            #expect(app.rules(at: "2️⃣") == ["hidden-navigation-bar-disables-swipe"])
            #expect(app.result.app.screen("homeView")?.entity[\.pushes] == ["detailView", "settingsView"])
            #expect(app.result.draft.contains("      - detailView   # \(app.line("3️⃣"))"), "\(app.result.draft)")
            #expect(app.result.app.controller("homeView2")?.members == ["homeView", "detailView", "settingsView"])
        }
    }

    /// NavigationBackport's `NBNavigationStack` is a stack as `NavigationStack` is: its root's links push,
    /// and a sheet holding one presents its root.
    @Test func aBackportStackIsAStack() throws {
        try ScannedApp.each([("App/Views.swift", """
        import SwiftUI
        import NavigationBackport
        struct HomeView: View {
            @State private var editing = false
            var body: some View {
                NBNavigationStack {
                    NavigationLink("Detail") { DetailView() }
                        1️⃣.sheet(isPresented: $editing) {
                            NBNavigationStack { EditorView() }
                                .nbUseNavigationStack(.never)
                        }
                }
            }
        }
        struct DetailView: View {
            var body: some View { Text("Detail")2️⃣.navigationBarBackButtonHidden(true) }
        }
        struct EditorView: View {
            @State private var name = ""
            var body: some View {
                Form { TextField("Name", text: $name) }
                    .toolbar { ToolbarItem(placement: .confirmationAction) { Button("Save") { save() } } }
            }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["sheet-swipe-dismiss-unhandled"], "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣") == ["hidden-back-button-disables-swipe"], "\(app.allFindings)")
        }
    }

    /// `$0.screen` in `navigationDestination(for: Tab.self)` and `item.view` in `sheet(item: $sheet)`
    /// take the closure parameter's type from the modifier; a stack whose root a route picks at run time
    /// (`tab.screen`) keeps the view that holds it as its root, not the first case of the switch.
    @Test func closureParametersTakeTheirTypeFromTheModifier() throws {
        try ScannedApp.each([("App/Tabs.swift", """
        import SwiftUI

        enum Tab: Hashable {
            case inbox, outbox
            @ViewBuilder var screen: some View {
                switch self {
                case .inbox: InboxView()
                case .outbox: OutboxView()
                }
            }
        }

        enum Sheet: Identifiable {
            case compose
            var id: Int { 0 }
            var view: some View { ComposeView() }
        }

        struct TabHost: View {
            @State var tab: Tab = .inbox
            @State var sheet: Sheet?
            var body: some View {
                NavigationStack {
                    tab.screen
                        .navigationDestination(for: Tab.self) { $0.screen }
                }
                1️⃣.sheet(item: $sheet) { item in item.view }
            }
        }

        struct InboxView: View { var body: some View { Text("In")2️⃣.navigationBarBackButtonHidden(true) } }
        struct OutboxView: View { var body: some View { Text("Out") } }
        struct ComposeView: View {
            @State var text = ""
            var body: some View {
                NavigationStack {
                    TextField("Message", text: $text)
                        .toolbar { Button("Send") { send() } }
                }
            }
            func send() {}
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["sheet-swipe-dismiss-unhandled"])
            #expect(app.rules(at: "2️⃣") == ["hidden-back-button-disables-swipe"])
            #expect(app.result.app.navigationControllers.map { "\($0.id):\($0.rootID)" }.sorted() == ["composeView:composeView", "tabHost:tabHost"])
            #expect(app.result.app.screen("tabHost")?.entity[\.pushes] == ["inboxView", "outboxView"])
            #expect(app.result.app.screen("tabHost")?.entity[\.presents] == ["composeView"])
        }
    }

    /// A view whose body only hands over to a route (`frame.page.view()`) stands for the screens the
    /// route builds: they are pushed, not the router view. A view that builds itself from its own
    /// members (`content`) is a screen of its own. A route that calls itself ends.
    @Test func aRouterViewStandsForTheScreensItsRouteBuilds() throws {
        try ScannedApp.each([("App/Frames.swift", """
        import SwiftUI

        enum Page: Hashable {
            case post, user, loop
            @ViewBuilder func view() -> some View {
                switch self {
                case .post: PostView()
                case .user: UserView()
                case .loop: view()
                }
            }
        }

        struct Frame: Hashable { let page: Page }

        struct FrameView: View {
            let frame: Frame
            var body: some View {
                frame.page.view()
                    .id(frame)
            }
        }

        struct Root: View {
            @State var path: [Frame] = []
            var body: some View {
                NavigationStack(path: $path) {
                    content
                        .navigationDestination(for: Frame.self) { FrameView(frame: $0) }
                }
            }
            var content: some View { List { Text("Home") } }
        }

        struct PostView: View { var body: some View { Text("Post")1️⃣.navigationBarBackButtonHidden(true) } }
        struct UserView: View { var body: some View { Text("User") } }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["hidden-back-button-disables-swipe"])
            #expect(app.result.app.screen("root")?.entity[\.pushes] == ["postView", "userView"])
            #expect(app.result.app.screen("frameView") == nil)
        }
    }

    /// SwiftUI runs a presented view's `onDisappear` when a swipe down ends its sheet: a form that tears
    /// down there handles the dismissal, and is not reported; the same form without it is.
    @Test func onDisappearOnAPresentedFormHandlesTheDismissal() throws {
        func app(teardown: String) -> [(String, String)] {
            [("App/Sheets.swift", """
            import SwiftUI

            struct ListView: View {
                @State var editing = false
                var body: some View {
                    NavigationStack {
                        Button("Edit") { editing = true }
                            1️⃣.sheet(isPresented: $editing) { editor() }
                    }
                }
                private func editor() -> some View { EditView() }
            }

            struct EditView: View {
                @State var name = ""
                @State var task: Task<Void, Never>?
                var body: some View {
                    TextField("Name", text: $name)
                        .toolbar { Button("Save") { save() } }
                        \(teardown)
                }
                func save() {}
            }
            """)]
        }
        try ScannedApp.each(app(teardown: "")) { app in
            #expect(app.rules(at: "1️⃣") == ["sheet-swipe-dismiss-unhandled"])
        }
        try ScannedApp.each(app(teardown: ".onDisappear { save() }")) { app in
            #expect(app.rules(at: "1️⃣") == [])
            #expect(app.result.draft.contains("handlesInteractiveDismiss: true"), "\(app.result.draft)")
        }
        // Letting go of what the view holds keeps nothing of the input and tells nobody: no handler.
        for releasing in [".onDisappear { task?.cancel() }", ".onDisappear { Task { task?.cancel() }; print(\"gone\") }"] {
            try ScannedApp.each(app(teardown: releasing)) { app in
                #expect(app.rules(at: "1️⃣") == ["sheet-swipe-dismiss-unhandled"], "\(releasing)")
                #expect(!app.result.draft.contains("handlesInteractiveDismiss"), "\(app.result.draft)")
            }
        }
    }

    /// A sheet whose content picks its view with an `if` over a member (`if Settings.quickEntry { ... } else
    /// { ... }`) shows the views of both branches: the `{` after a member there opens the `if`'s body, not a
    /// trailing closure.
    @Test func theBranchesOfAnIfOverAMemberAreShown() throws {
        func app(_ condition: String) -> [(String, String)] {
            [("App/Home.swift", """
            import SwiftUI
            struct HomeView: View {
                @State private var composing = false
                var body: some View {
                    NavigationStack {
                        Text("Home")
                            1️⃣.sheet(isPresented: $composing) {
                                if \(condition) {
                                    QuickNoteView()
                                } else {
                                    Text("Unavailable")
                                }
                            }
                    }
                }
            }
            struct QuickNoteView: View {
                @State private var title = ""
                var body: some View {
                    NavigationStack {
                        Form { TextField("Title", text: $title) }
                            .toolbar { Button("Save") { save() } }
                    }
                }
                private func save() {}
            }
            """)]
        }
        // A condition that ends in a type (`as? NoteConfiguration {`) opens the branch, not that type's content.
        for condition in ["Settings.quickEntry", "quickEntry", "!Settings.shared.quickEntry", "let config = store.config as? NoteConfiguration", "store.config is NoteConfiguration"] {
            try ScannedApp.each(app(condition)) { app in
                #expect(app.rules(at: "1️⃣") == ["sheet-swipe-dismiss-unhandled"], "\(condition): \(app.allFindings)")
            }
        }
    }
}
