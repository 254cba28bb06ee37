import Testing
@testable import Scan

/// Choices made on a working copy (toggles, pickers bound to a `@State` of the sheet's own view) with a
/// Cancel and a Save beside them wait for one of the two, and a swipe down throws them away unasked (batch
/// 24: forms with no text field). Choices bound to a model apply as they are made; one choice alone costs
/// no more than its Cancel; without a Cancel, or with only a Done that closes, nothing waits.
@Suite struct ChoiceFormTests {
    @Test(arguments: [
        ("$draft.daily", "$draft.time", "Button(\"Cancel\") { dismiss() }", "Button(\"Save\") { store.save(draft); dismiss() }", true),
        ("$draft.daily", "$draft.time", "Button(role: .cancel) { dismiss() } label: { Image(systemName: \"xmark\") }",
         "Button(\"Save\") { store.save(draft); dismiss() }", true),
        ("$store.daily", "$store.time", "Button(\"Cancel\") { dismiss() }", "Button(\"Save\") { store.save(); dismiss() }", false),
        ("$draft.daily", nil, "Button(\"Cancel\") { dismiss() }", "Button(\"Save\") { store.save(draft); dismiss() }", false),
        ("$draft.daily", "$draft.time", "EmptyView()", "Button(\"Save\") { store.save(draft); dismiss() }", false),
        ("$draft.daily", "$draft.time", "Button(\"Cancel\") { dismiss() }", "Button(\"Done\") { dismiss() }", false),
    ] as [(String, String?, String, String, Bool)])
    func choicesOnAWorkingCopyWithCancelAndSaveAreAForm(_ first: String, _ second: String?, _ cancel: String, _ keep: String, isForm: Bool) throws {
        let secondControl = second.map { "DatePicker(\"At\", selection: \($0), displayedComponents: .hourAndMinute)" } ?? ""
        try ScannedApp.each([("App/App.swift", """
        import SwiftUI
        @main struct SampleApp: App {
            var body: some Scene { WindowGroup { HomeView() } }
        }
        struct HomeView: View {
            @State private var editing = false
            var body: some View {
                NavigationStack { Button("Reminders") { editing = true } }
                    1️⃣.sheet(isPresented: $editing) { ReminderSettings(store: ReminderStore()) }
            }
        }
        struct ReminderSettings: View {
            @Environment(\\.dismiss) private var dismiss
            @ObservedObject var store: ReminderStore
            @State private var draft = Reminder()
            var body: some View {
                NavigationStack {
                    Form {
                        Toggle("Daily", isOn: \(first))
                        \(secondControl)
                    }
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) { \(cancel) }
                        ToolbarItem(placement: .confirmationAction) { \(keep) }
                    }
                }
            }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == (isForm ? ["sheet-swipe-dismiss-unhandled"] : []), "\(app.allFindings)")
        }
    }
}
