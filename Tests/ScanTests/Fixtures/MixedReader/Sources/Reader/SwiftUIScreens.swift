import SwiftUI

/// Hosted in the reader's UIKit stack; hides the bar that holds the back button.
struct SettingsView: View {
    var body: some View {
        Form { Toggle("Night mode", isOn: .constant(true)) }
            .navigationBarHidden(true)
    }
}

/// Presented from UIKit; its stack's path is a hand-written binding over the model.
struct OnboardingFlow: View {
    @StateObject private var model = OnboardingModel()

    private var steps: Binding<[Int]> {
        Binding(get: { model.steps }, set: { model.steps = $0 })
    }

    var body: some View {
        NavigationStack(path: steps) {
            OnboardingWelcomeView()
                .navigationDestination(for: Int.self) { _ in OnboardingStepView() }
        }
    }
}

final class OnboardingModel: ObservableObject {
    @Published var steps: [Int] = []
}

struct OnboardingWelcomeView: View {
    var body: some View {
        NavigationLink(value: 1) { Text("Start") }
    }
}

struct OnboardingStepView: View {
    var body: some View {
        Text("Step")
            .navigationBarBackButtonHidden()
    }
}
