import Testing
@testable import Scan
import TestSupport

/// Mechanisms found missing by the first run of batch 16 (issue 33): a sheet whose content is its item
/// itself, a view set in the item's state, or a view that only erases the one it is handed.
@Suite struct BatchSixteenMechanismTests {
    /// `.sheet(item: $presentation, content: { $0 })` shows the view the item holds: one that wraps what
    /// it is handed in `AnyView` stands for the views the screen hands it (`PresentationView(view:
    /// EditTaskView())`), so the task form is presented as a sheet, with no lock: a swipe down drops it.
    @Test(arguments: ["content: { $0.environmentObject(self.store) }", "content: { item in item }"])
    func aSheetShowingItsItemPresentsTheViewsHandedToIt(_ content: String) throws {
        try ScannedApp.each([("App/App.swift", """
        @main struct TodoApp: App {
            var body: some Scene { WindowGroup { TasksView() } }
        }
        struct PresentationView: View, Identifiable {
            let id = UUID()
            private let body_: AnyView
            var body: some View { body_ }
            init<V: View>(view: V) {
                self.body_ = AnyView(view)
            }
        }
        struct TasksView: View {
            @State var presentation: PresentationView?
            var body: some View {
                NavigationView {
                    List { Text("Tasks") }
                        .navigationBarItems(trailing: Button("Add") {
                            self.presentation = PresentationView(view: EditTaskView())
                        })
                        1️⃣.sheet(item: $presentation, \(content))
                }
            }
        }
        struct EditTaskView: View {
            @State var title = ""
            var body: some View {
                NavigationView {
                    Form { TextField("Title", text: $title) }
                        .navigationBarItems(trailing: Button("Save") { save() })
                }
            }
            func save() {}
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["sheet-swipe-dismiss-unhandled"], "\(app.allFindings)")
        }
    }
}
