import SwiftUI

/// Keeps a history beside the path: a swipe-back shortens `path` but never `history`.
final class InboxRouter: ObservableObject {
    @Published var path = NavigationPath()
    private(set) var history: [Route] = []

    func open(_ route: Route) {
        history.append(route)
        path.append(route)
    }
}

struct InboxRootView: View {
    @StateObject private var router = InboxRouter()

    var body: some View {
        NavigationStack(path: $router.path) {
            InboxView(router: router)
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .thread(let id): ThreadView(id: id)
                    case .compose: ComposeView()
                    }
                }
        }
    }
}

struct InboxView: View {
    @ObservedObject var router: InboxRouter
    @State private var paying = false
    @State private var tipping = false

    var body: some View {
        List(0..<20, id: \.self) { id in
            NavigationLink(value: Route.thread(id)) { MessageRow(id: id) }
        }
        .toolbar {
            Button("Compose") { router.open(.compose) }
        }
        .onOpenURL { url in
            router.path.append(Route.thread(url.hashValue))
        }
        .sheet(isPresented: $paying) {
            PaymentSheetView()
        }
        .sheet(isPresented: $tipping) {
            TipView()
                .interactiveDismissDisabled()
        }
    }
}

struct MessageRow: View {
    let id: Int

    var body: some View {
        Text("Message \(id)")
            // Hides the tab bar, not the navigation bar.
            .toolbar(.hidden, for: .tabBar)
    }
}

struct ThreadView: View {
    let id: Int

    var body: some View {
        ScrollView { Text("Thread \(id)") }
            .navigationBarBackButtonHidden(true)
            .onDisappear { poller.stop() }
    }
}

struct ComposeView: View {
    var body: some View {
        TextEditor(text: .constant(""))
            .toolbar(.hidden, for: .navigationBar)
    }
}

struct PaymentSheetView: View {
    var body: some View { Text("Pay") }
}

struct TipView: View {
    var body: some View { Text("Tip") }
}
