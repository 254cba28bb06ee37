import SwiftUI
import Observation

enum Route: Hashable { case product, cart }

/// Made by the App and handed down with .environmentObject; it keeps a history beside the path.
final class AppRouter: ObservableObject {
    @Published var routes: [Route] = []
    private var history: [Route] = []

    func open(_ route: Route) {
        routes.append(route)
        history.append(route)
    }
}

/// Observation's router, made as @State by the App and handed down with .environment.
@Observable final class SettingsRouter {
    var path = NavigationPath()
}

@main
struct ShopApp: App {
    @StateObject private var router = AppRouter()
    @State private var settings = SettingsRouter()

    var body: some Scene {
        WindowGroup {
            TabView {
                CatalogRoot().environmentObject(router)
                SettingsRoot().environment(settings)
                OrdersRoot(coordinator: OrdersCoordinator())
                PartnerRoot()
            }
        }
    }
}
