import SwiftUI

struct CatalogRoot: View {
    @EnvironmentObject var router: AppRouter
}

struct CatalogView: View {
    var body: some View { Text("Catalog") }
}

struct ProductView: View {
    var body: some View { Text("Product") }
}
