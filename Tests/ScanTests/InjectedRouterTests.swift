import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
@testable import Format
import TestSupport

/// A `NavigationStack(path:)` bound to a router made elsewhere and injected (issue 22, part 6):
/// `@EnvironmentObject` with the body in an extension in another file, Observation's `@Environment`
/// through `@Bindable`, an `@ObservedObject` passed in whose base class keeps the path (fixture
/// InjectedRouters). The router's second list is found as for other routers, and a router outside the
/// sources leaves `path` out with a note instead of a warning about a router nobody read.
@Suite struct InjectedRouterTests {
    @Test func injectedRoutersAreExternalAndTheirSyncIsRead() throws {
        let (result, found) = try PatternTests.findings("InjectedRouters")
        expectLines("""
          catalogView:
            # navlint scan: AppRouter.open also adds to 'history', which a swipe-back does not shorten; routerSyncsOnPop is left false (Sources/Shop/ShopApp.swift:13)
            root: catalogView   # Sources/Shop/CatalogRoot+Body.swift:6
            kind: navigationStack   # NavigationStack, Sources/Shop/CatalogRoot+Body.swift:6
            path: externalRouter   # $router.routes, a property of AppRouter, Sources/Shop/CatalogRoot+Body.swift:6
        """, in: result.draft)
        expectLines("""
            path: externalRouter   # $settings.path, a property of SettingsRouter, Sources/Shop/SettingsRoot.swift:8
            routerSyncsOnPop: true   # Sources/Shop/ShopApp.swift:19: SwiftUI writes a swipe-back's shorter path into SettingsRouter.path, the router's only route list
        """, in: entry("  settingsView:", in: result.draft))
        expectLines("""
            path: externalRouter   # $coordinator.path, a property of OrdersCoordinator, Sources/Shop/OrdersRoot.swift:18
            routerSyncsOnPop: true   # Sources/Shop/OrdersRoot.swift:5: SwiftUI writes a swipe-back's shorter path into OrdersCoordinator.path, the router's only route list
        """, in: entry("  ordersView:", in: result.draft))
        let catalog = try #require(result.app.controller("catalogView")?.entity)
        #expect(FullScreenPopInferenceTests.start(catalog.node(\.path), in: result) == "Sources/Shop/CatalogRoot+Body.swift 6:25")
        // Only the router that keeps a second list is reported, on the path it drives.
        #expect(found.filter { $0.hasPrefix("stack-path-desync") } == ["stack-path-desync navigationControllers.catalogView.path @ Sources/Shop/CatalogRoot+Body.swift:6"], "\(found)")
    }

    @Test func routerOutsideTheSourcesLeavesThePathOut() throws {
        let result = try Fixtures.scan("InjectedRouters")
        let partner = entry("  partnerView:", in: result.draft)
        #expect(!partner.contains("\n    path:"), "\(partner)")
        #expect(result.notes.map(\.description).contains(
            "Sources/Shop/OrdersRoot.swift:33: could not find in the sources the stored property behind $store.path, a property of PartnerStore; path is left out: write path: externalRouter, with routerSyncsOnPop: true if the router updates its routes when the user pops"
        ), "\(result.notes)")
    }
}
