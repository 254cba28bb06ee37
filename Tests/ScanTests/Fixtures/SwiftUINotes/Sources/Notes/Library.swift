import SwiftUI

struct LibraryRootView: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            LibraryView()
        }
    }
}

struct LibraryView: View {
    @State private var feedback = false

    var body: some View {
        List {
            NavigationLink("Sketch", destination: SketchView())
            NavigationLink { BookView() } label: { Text("Book") }
        }
        // The root cannot be popped, so its drag competes with no swipe-back.
        .gesture(DragGesture().onEnded { _ in feedback = true })
        .toolbar(.visible, for: .navigationBar)
        .navigationBarBackButtonHidden(false)
        .sheet(isPresented: $feedback, onDismiss: reload) {
            FeedbackFormView()
        }
    }

    private func reload() {}
}

struct SketchView: View {
    @State private var points: [CGPoint] = []

    var body: some View {
        Canvas { _, _ in }
            .gesture(DragGesture(minimumDistance: 0).onChanged { points.append($0.location) })
    }
}

struct BookView: View {
    var body: some View { Text("Book") }
}

struct FeedbackFormView: View {
    var body: some View { Form { Text("Feedback") } }
}
