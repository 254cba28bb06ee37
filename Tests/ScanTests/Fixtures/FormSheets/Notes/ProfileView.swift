import SwiftUI

struct ProfileView: View {
    @State private var editing = false
    @State private var feedback = false
    @State private var settings = false
    @State private var searching = false
    @State private var tags = false

    var body: some View {
        NavigationStack {
            List {
                Button("Edit") { editing = true }
                Button("Feedback") { feedback = true }
                Button("Settings") { settings = true }
                Button("Search") { searching = true }
                Button("Tags") { tags = true }
            }
            .sheet(isPresented: $editing) { EditProfileView() }
            .sheet(isPresented: $feedback) { FeedbackView() }
            .sheet(isPresented: $settings) { SettingsSheet() }
            .sheet(isPresented: $searching) { SearchSheet() }
            .sheet(isPresented: $tags) { TagListView() }
        }
    }
}

/// A form with text input and Save: a swipe down loses what was typed.
struct EditProfileView: View {
    @State private var name = ""
    @State private var bio = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                BioField(bio: $bio)
            }
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") { save() }
                }
            }
        }
    }

    private func save() {}
}

/// A view built into the form: its input is the form's.
struct BioField: View {
    @Binding var bio: String
    var body: some View { TextEditor(text: $bio) }
}

/// Text input and Send, locked against the swipe down.
struct FeedbackView: View {
    @State private var text = ""

    var body: some View {
        VStack {
            TextEditor(text: $text)
            Button(action: send) { Text("Send") }
        }
        .interactiveDismissDisabled()
    }

    private func send() {}
}

/// Near miss: toggles and a Done that only closes the sheet; nothing typed is lost.
struct SettingsSheet: View {
    @Environment(\.dismiss) private var dismiss
    @AppStorage("sync") private var sync = true

    var body: some View {
        Form { Toggle("Sync", isOn: $sync) }
            .toolbar { Button("Done") { dismiss() } }
    }
}

/// Near miss: text input with no action that keeps it.
struct SearchSheet: View {
    @State private var query = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            TextField("Search", text: $query)
            Button("Cancel") { dismiss() }
        }
    }
}

/// Near miss: the text field belongs to an alert, not to the sheet.
struct TagListView: View {
    @State private var naming = false
    @State private var name = ""

    var body: some View {
        List { Text("Tag") }
            .alert("New tag", isPresented: $naming) {
                TextField("Name", text: $name)
                Button("Add") { add() }
            }
    }

    private func add() {}
}

/// The inbox shows the profile in a hosting controller: the SwiftUI screens are part of the app.
extension InboxViewController {
    func showProfile() {
        present(UIHostingController(rootView: ProfileView()), animated: true)
    }
}
