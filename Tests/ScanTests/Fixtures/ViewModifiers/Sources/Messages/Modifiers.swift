import SwiftUI

/// Full-bleed screens hide the bar through this modifier rather than on each view.
struct HideNavigationBar: ViewModifier {
    func body(content: Content) -> some View {
        content.toolbar(.hidden, for: .navigationBar)
    }
}

/// Replaces Back with a custom button; applied through `customBack()`.
struct CustomBackButton: ViewModifier {
    @Environment(\.dismiss) private var dismiss

    func body(content: Content) -> some View {
        content
            .navigationBarBackButtonHidden(true)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Close") { dismiss() }
                }
            }
    }
}

/// Written for a design that was dropped; no view applies it.
struct LockedSheet: ViewModifier {
    func body(content: Content) -> some View {
        content.interactiveDismissDisabled()
    }
}

extension View {
    func customBack() -> some View {
        modifier(CustomBackButton())
    }
}
