import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
@testable import Format
import TestSupport

/// Mechanisms found missing by the first run of batch 8 (issue 33): an app's own text fields, a
/// navigation controller that pushes from its own code, and a form's Publish.
@Suite struct BatchEightMechanismTests {
    /// A form whose key field is the app's own `UITextField` subclass, two classes down.
    private static func keyForm(field: String) -> [(String, String)] {
        [ScannedApp.stack(root: "HomeViewController"), ("App/Home.swift", """
        import UIKit
        final class HomeViewController: UIViewController {
            @objc func editKey() {
                1️⃣present(UINavigationController(rootViewController: KeyFormViewController()), animated: true)
            }
        }
        class InsetTextField: UITextField {}
        final class BorderTextField: InsetTextField {}
        final class TagView: UIView {}
        final class KeyFormViewController: UIViewController {
            let keyField = \(field)()
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(save))
            }
            @objc func save() {}
        }
        """)]
    }

    @Test func anAppsOwnTextFieldIsInput() throws {
        try ScannedApp.each(Self.keyForm(field: "BorderTextField")) { app in
            #expect(app.result.draft.contains("purpose: form   # BorderTextField at App/Home.swift:"), "\(app.result.draft)")
            #expect(app.rules(at: "1️⃣") == ["sheet-swipe-dismiss-unhandled"], "\(app.allFindings)")
        }
        // A view that is no text field, named like one of the app's views, is no input.
        try ScannedApp.each(Self.keyForm(field: "TagView")) { app in
            #expect(!app.result.draft.contains("purpose: form"), "\(app.result.draft)")
            #expect(app.rules(at: "1️⃣") == [], "\(app.allFindings)")
        }
    }

    @Test func aNavigationControllersOwnPushGoesOntoItsStacks() throws {
        try ScannedApp.each([ScannedApp.stack("AuthNavigationController", root: "SignInViewController"), ("App/Auth.swift", """
        import UIKit
        final class AuthNavigationController: UINavigationController {
            func route(toRegistration: Bool) {
                if toRegistration {
                    pushViewController(RegistrationViewController(), animated: true)
                } else {
                    dismiss(animated: true)
                }
            }
        }
        final class SignInViewController: UIViewController {
            @objc func register() {
                guard let auth = navigationController as? AuthNavigationController else { return }
                auth.route(toRegistration: true)
            }
        }
        final class RegistrationViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                1️⃣navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .stop, target: self, action: #selector(close))
            }
            @objc func close() { navigationController?.popViewController(animated: true) }
        }
        """)]) { app in
            #expect(app.result.app.screen("signIn")?.entity[\.pushes] == ["registration"], "\(app.result.draft)")
            #expect(app.rules(at: "1️⃣") == ["custom-left-item-disables-swipe"], "\(app.allFindings)")
        }
    }

    @Test func publishKeepsWhatWasTyped() throws {
        try ScannedApp.each([("App/Compose.swift", """
        import SwiftUI
        struct TimelineView: View {
            @State private var composing = false
            var body: some View {
                NavigationStack {
                    List {}
                        1️⃣.sheet(isPresented: $composing) { ComposeView() }
                }
            }
        }
        struct ComposeView: View {
            @State private var text = ""
            var body: some View {
                TextEditor(text: $text)
                    .toolbar { Button("Publish") { publish() } }
            }
            func publish() {}
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["sheet-swipe-dismiss-unhandled"], "\(app.allFindings)")
        }
    }

    /// `backAction = UIAction { ... }` with a trailing closure is read as `UIAction(handler: { ... })` is:
    /// an assignment's value takes the closure written on its line.
    @Test func aTrailingClosureIsPartOfAnAssignedValue() throws {
        for form in ["UIAction { [weak self] _ in", "UIAction(handler: { [weak self] _ in"] {
            let close = form.contains("(") ? "})" : "}"
            try ScannedApp.each([ScannedApp.stack(pushing: ["EditViewController"]), ("App/Edit.swift", """
            import UIKit
            final class EditViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.backAction = \(form)
                        let alert = 1️⃣UIAlertController(title: "Discard?", message: nil, preferredStyle: .alert)
                        self?.present(alert, animated: true)
                    \(close)
                }
            }
            """)]) { app in
                #expect(app.result.draft.contains("backTapRuns: confirm"), "\(form): \(app.result.draft)")
                #expect(app.rules(at: "1️⃣") == ["back-interception-bypassed-by-swipe"], "\(form): \(app.allFindings)")
            }
        }
    }

    /// The view a SwiftUI scene shows in its window is a screen, outside any stack: a sheet that a view
    /// built into it presents (a sidebar's Settings button) is presented by it, and checked.
    @Test func aWindowsRootViewPresentsWhatItsPartsPresent() throws {
        try ScannedApp.each([("App/ChatApp.swift", """
        import SwiftUI
        @main
        struct ChatApp: App {
            var body: some Scene {
                WindowGroup { ChatRootView() }
            }
        }
        struct ChatRootView: View {
            var body: some View {
                HStack { SidebarView(); Text("Messages") }
            }
        }
        struct SidebarView: View {
            @State private var showsSettings = false
            var body: some View {
                Button("Settings") { showsSettings = true }
                    1️⃣.sheet(isPresented: $showsSettings) { SettingsForm() }
            }
        }
        struct SettingsForm: View {
            @State private var server = ""
            var body: some View {
                TextField("Server", text: $server)
                    .toolbar { Button("Save") { save() } }
            }
            func save() {}
        }
        """)]) { app in
            #expect(app.result.app.screen("chatRootView")?.entity[\.presents] == ["settingsForm"], "\(app.result.draft)")
            #expect(app.rules(at: "1️⃣") == ["sheet-swipe-dismiss-unhandled"], "\(app.allFindings)")
            #expect(!app.allFindings.contains { $0.hasPrefix("unreachable-screen") }, "\(app.allFindings)")
        }
    }
}
