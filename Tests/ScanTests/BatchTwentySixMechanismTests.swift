import Testing
@testable import Scan

/// Causes of misses batch 26's first run showed (miataru), each built as a mechanism: a SwiftUI view type
/// named in lower case, and a sheet whose content is unwrapped by an `if let` whose condition calls a method.
@Suite struct BatchTwentySixMechanismTests {
    private static func app(view: String, content: String) -> String {
        """
        import SwiftUI
        @main struct DemoApp: App {
            var body: some Scene { WindowGroup { DevicesView() } }
        }
        struct Device: Identifiable { let id: Int; var name: String }
        struct DevicesView: View {
            @State private var devices: [Device] = []
            @State private var editing: Device? = nil
            var body: some View {
                NavigationStack {
                    List(devices) { device in Text(device.name) }
                        1️⃣.sheet(item: $editing) { device in
        \(content)
                        }
                }
            }
        }
        struct \(view): View {
            @Binding var device: Device
            @State private var name = ""
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                NavigationView {
                    Form { TextField("Name", text: $name) }
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                            ToolbarItem(placement: .confirmationAction) { Button("Save") { device.name = name; dismiss() } }
                        }
                }
            }
        }
        """
    }

    /// `iPhone_EditDeviceView(...)`: a platform prefix in lower case does not make the view a function.
    @Test(arguments: ["EditDeviceView", "iPhone_EditDeviceView"])
    func aViewTypeNamedInLowerCaseIsStillAView(_ view: String) throws {
        try ScannedApp.each([("App/Devices.swift", Self.app(view: view, content: """
                            \(view)(device: $devices[0])
        """))]) { app in
            #expect(app.rules(at: "1️⃣") == ["sheet-swipe-dismiss-unhandled"], "\(app.allFindings)")
            #expect(app.result.app.screen("devicesView")?.entity[\.presents] == [String(view.prefix(1).lowercased() + view.dropFirst())], "\(app.result.draft)")
        }
    }

    /// The brace after a condition that calls a method or reads a member opens the branch's views, also
    /// when the call takes a closure; a call's own trailing closure (`Button("Done") { }`) is still skipped.
    @Test(arguments: [
        "if let index = devices.firstIndex(where: { $0.id == device.id }) {",
        "if let index = devices.firstIndex(of: device.id) {",
        "if let first = devices.first {",
        "if devices.isEmpty == false, let index = devices.indices.first {",
    ])
    func aConditionsCallDoesNotHideTheBranchsView(_ condition: String) throws {
        try ScannedApp.each([("App/Devices.swift", Self.app(view: "EditDeviceView", content: """
                            \(condition)
                                EditDeviceView(device: $devices[0])
                            }
        """))]) { app in
            #expect(app.rules(at: "1️⃣") == ["sheet-swipe-dismiss-unhandled"], "\(app.allFindings)")
        }
        // A trailing closure after a block closed on the line before is not a branch: its content is an action.
        try ScannedApp.each([("App/Devices.swift", Self.app(view: "EditDeviceView", content: """
                            if devices.isEmpty {
                                Text("None")
                            }
                            Button("Open") {
                                EditDeviceView(device: $devices[0])
                            }
        """))]) { app in
            #expect(app.rules(at: "1️⃣").isEmpty, "\(app.allFindings)")
        }
    }
}
