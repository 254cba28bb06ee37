import ScanFacts

/// Files the form signals by the class or view whose code holds them, lists the presented screens,
/// and for each screen class the views with form signals built into it: SwiftUI views in its body,
/// UIKit views its code makes.
struct FormSignalIndexing: DraftPass {
    let input: DraftInput
    let transitions: Transitions<TransitionsPlaced>

    func run(notes: inout DraftNotes) -> FormSignalIndex {
        var byOwner: [String: [FormSignal]] = [:]
        var presented: Set<String> = []
        var builtInto: [String: [String]] = [:]
        for signal in facts.formSignals { byOwner[signal.owner, default: []].append(signal) }
        for targets in transitions.presents.values { presented.formUnion(targets.ids) }
        for view in byOwner.keys.sorted() where screens(ofCodeClass: view).isEmpty {
            if code.hierarchy.isSwiftUIView(view) {
                for screen in hostScreens(ofView: view) { builtInto[screen, default: []].append(view) }
            } else if isUIKitView(view) {
                for screen in screensMaking(view) where !(builtInto[screen]?.contains(view) ?? false) { builtInto[screen, default: []].append(view) }
            }
        }
        return FormSignalIndex(byOwner: byOwner, presentedScreens: presented, viewsBuiltInto: builtInto)
    }

    /// A UIKit view or cell of the app's own (`final class ReviewFormView: UIView`): its fields and buttons are
    /// those of the screen that makes it, as a screen's `loadView` makes its root view.
    private func isUIKitView(_ name: String) -> Bool {
        guard let top = code.hierarchy.lineage(of: name).last, top != name, ClassHierarchy.isSystemName(top) else { return false }
        return top.hasSuffix("View") || top.hasSuffix("Cell") || top == "UIControl"
    }

    /// The screen classes whose own code makes the view: `ReviewFormView(frame: bounds)` in Swift,
    /// `[[ReviewFormView alloc] init...]` or `[ReviewFormView new]` in Objective-C.
    private func screensMaking(_ view: String) -> [String] {
        var result: Set<String> = []
        for (_, call) in code.calls(named: view) { result.formUnion(screens(ofCodeClass: code.ownerName(call.place))) }
        for name in ["alloc", "new"] {
            for (_, call) in code.calls(named: name) where call.receiverChain == [view] {
                result.formUnion(screens(ofCodeClass: code.ownerName(call.place)))
            }
        }
        return result.sorted()
    }
}

/// The form signals by the class or view whose code holds them, the ids of the screens something
/// presents, and for each screen class the SwiftUI views with form signals built into it.
struct FormSignalIndex {
    let byOwner: [String: [FormSignal]]
    let presentedScreens: Set<String>
    let viewsBuiltInto: [String: [String]]
}
