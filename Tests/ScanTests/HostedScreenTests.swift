import Testing
@testable import Scan
import TestSupport

/// Routes through coordinators (issue 33): SwiftUI screens a coordinator shows in `UIHostingController`s
/// on a stack it keeps. The stack is the one it made empty and gave its screens as a list; the screens it
/// pushes on that property go onto it, and a `UIHostingController<View>` subclass shows its view.
@Suite struct HostedScreenTests {
    @Test func aCoordinatorsHostedScreensArePlacedOnTheStackItKeeps() throws {
        try ScannedApp.each([("App/Coordinator.swift", """
        import SwiftUI
        final class AppCoordinator {
            let navigationController = UINavigationController()
            func start(window: UIWindow) {
                window.rootViewController = navigationController
                let home = UIHostingController(rootView: HomeView(onOpen: { [weak self] in self?.showDetail() }))
                navigationController.setViewControllers([home], animated: false)
            }
            func showDetail() {
                navigationController.pushViewController(UIHostingController(rootView: DetailView()), animated: true)
            }
            func showEditor() {
                navigationController.pushViewController(EditorHostingController(rootView: EditorView()), animated: true)
            }
        }
        final class EditorHostingController: UIHostingController<EditorView> {}
        struct HomeView: View {
            let onOpen: () -> Void
            var body: some View { Button("Open", action: onOpen) }
        }
        struct DetailView: View {
            var body: some View { Text("Detail")1️⃣.navigationBarBackButtonHidden(true) }
        }
        struct EditorView: View {
            var body: some View { Text("Editor")2️⃣.navigationBarBackButtonHidden(true) }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["hidden-back-button-disables-swipe"])
            #expect(app.rules(at: "2️⃣") == ["hidden-back-button-disables-swipe"])
            #expect(app.result.app.controller("homeView")?.members == ["homeView", "detailView", "editorHosting"])
        }
    }
}
