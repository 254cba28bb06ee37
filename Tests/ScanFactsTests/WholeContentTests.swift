@testable import ScanFacts
import Testing

/// `CodeBase.showsOnly(_:in:)`: a view whose body shows one other view and nothing else, through
/// stacks and modifiers, is all of that view; one that shows it beside other views is not.
@Suite struct WholeContentTests {
    static func code(_ text: String) -> CodeBase {
        CodeBase(files: [SourceFile(path: "Views.swift", text: text)])
    }

    @Test func aWrapperThatOnlyHoldsTheFormIsAllOfIt() {
        let code = Self.code("""
        import SwiftUI
        private struct AddServerSheet: View {
          @StateObject private var viewModel: ConnectionViewModel
          @Environment(\\.dismiss) private var dismiss
          init(service: Service) {
            self._viewModel = .init(wrappedValue: ConnectionViewModel(service: service))
          }
          var body: some View {
            NavigationStack {
              ConnectionForm(viewModel: viewModel, name: "Jellyfin")
                .navigationBarTitleDisplayMode(.inline)
            }
            .tint(.red)
            .onChange(of: viewModel.done) { _, newValue in
              if newValue != nil { dismiss() }
            }
          }
        }
        struct LibraryScreen: View {
          var body: some View {
            VStack { Header(); ConnectionForm(viewModel: model, name: "A") }
          }
        }
        struct Header: View { var body: some View { Text("Header") } }
        struct ConnectionForm: View {
          var body: some View { Form { Text("URL") }.onDisappear { task?.cancel() } }
        }
        """)
        #expect(code.showsOnly("ConnectionForm", in: "AddServerSheet"))
        #expect(!code.showsOnly("ConnectionForm", in: "LibraryScreen"))
    }
}
