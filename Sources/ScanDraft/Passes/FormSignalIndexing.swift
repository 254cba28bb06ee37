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
        // The statements that present each screen: listed presentations, and those made by code that is
        // no screen.
        var presentations: [String: Set<Origin>] = [:]
        for item in transitions.listed where item.kind == .present { presentations[item.target, default: []].insert(item.origin) }
        for item in transitions.outside where item.kind == .present { presentations[item.target, default: []].insert(item.origin) }
        for view in byOwner.keys.sorted() where screens(ofCodeClass: view).isEmpty {
            for screen in screensHosting(view: view) { builtInto[screen, default: []].append(view) }
        }
        return FormSignalIndex(byOwner: byOwner, presentedScreens: presented, viewsBuiltInto: builtInto, presentations: presentations.mapValues { $0.sorted() })
    }
}

/// The form signals by the class or view whose code holds them, the ids of the screens something
/// presents, and for each screen class the SwiftUI views with form signals built into it.
struct FormSignalIndex {
    let byOwner: [String: [FormSignal]]
    let presentedScreens: Set<String>
    let viewsBuiltInto: [String: [String]]
    /// For each presented screen's id, the statements that present it, in file order.
    let presentations: [String: [Origin]]
}
