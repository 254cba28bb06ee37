import SwiftUI

// The body lives in an extension, in another file than the router property.
extension CatalogRoot {
    var body: some View {
        NavigationStack(path: $router.routes) {
            CatalogView()
                .navigationDestination(for: Route.self) { _ in ProductView() }
        }
    }
}
