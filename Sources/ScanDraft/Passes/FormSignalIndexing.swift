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
            } else {
                for screen in screensMaking(view: view) where !(builtInto[screen]?.contains(view) ?? false) { builtInto[screen, default: []].append(view) }
            }
        }
        return FormSignalIndex(byOwner: byOwner, presentedScreens: presented, viewsBuiltInto: builtInto)
    }
}

/// The form signals by the class or view whose code holds them, the ids of the screens something
/// presents, and for each screen class the SwiftUI views with form signals built into it.
struct FormSignalIndex {
    let byOwner: [String: [FormSignal]]
    let presentedScreens: Set<String>
    let viewsBuiltInto: [String: [String]]
}
