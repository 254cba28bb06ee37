import SwiftUI

/// The path is kept by a base class of the coordinator the parent passes in.
class BaseCoordinator: ObservableObject {
    @Published var path: [Route] = []
}

final class OrdersCoordinator: BaseCoordinator {
    func show(_ route: Route) {
        path.append(route)
    }
}

struct OrdersRoot: View {
    @ObservedObject var coordinator: OrdersCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            OrdersView()
        }
    }
}

struct OrdersView: View {
    var body: some View { Text("Orders") }
}

/// A router from a package outside the sources: whether it follows pops cannot be told.
struct PartnerRoot: View {
    @EnvironmentObject var store: PartnerStore

    var body: some View {
        NavigationStack(path: $store.path) {
            PartnerView()
        }
    }
}

struct PartnerView: View {
    var body: some View { Text("Partner") }
}
