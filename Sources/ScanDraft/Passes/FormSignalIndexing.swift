import ScanFacts

/// Files the form signals by the class or view whose code holds them, lists the presented screens,
/// and for each screen class the SwiftUI views with form signals built into it.
struct FormSignalIndexing: DraftPass {
    let input: DraftInput
    let transitions: Transitions

    func run(notes: inout DraftNotes) -> FormSignalIndex {
        var index = FormSignalIndex()
        for signal in facts.formSignals { index.byOwner[signal.owner, default: []].append(signal) }
        for targets in transitions.presents.values { index.presentedScreens.formUnion(targets.ids) }
        for view in index.byOwner.keys.sorted() where code.hierarchy.isSwiftUIView(view) && screens(ofCodeClass: view).isEmpty {
            for screen in hostScreens(ofView: view) { index.viewsBuiltInto[screen, default: []].append(view) }
        }
        return index
    }
}

/// The form signals by the class or view whose code holds them, the ids of the screens something
/// presents, and for each screen class the SwiftUI views with form signals built into it.
struct FormSignalIndex {
    var byOwner: [String: [FormSignal]] = [:]
    var presentedScreens: Set<String> = []
    var viewsBuiltInto: [String: [String]] = [:]
}
