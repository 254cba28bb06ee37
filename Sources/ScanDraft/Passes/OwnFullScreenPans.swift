import ScanFacts

/// The screens that install a pan with a method of the library's copy and remove it again: theirs alone.
struct OwnFullScreenPans: DraftPass {
    let input: DraftInput

    func run(notes: inout DraftNotes) -> Set<String> {
        var own: Set<String> = []
        for fact in facts.fullScreenPans where fact.source == .library && fact.installer == ClassHierarchy.navigationBase {
            guard let method = fact.method, !PanInstalls.runByUIKit.contains(method.name) else { continue }
            let removers = panRemovers(beside: method, in: fact.place.file)
            guard !removers.contains(method.name) else { continue }
            for (_, caller) in code.calls(named: method.name) where isOnOwnNavigationController(caller) {
                guard let owner = code.ownerName(caller.place), code.hierarchy.role(of: owner).role == .screen,
                      removesOwnPan(owner, removers: removers) else { continue }
                for id in screens(ofCodeClass: owner).compactMap({ selection.screenIDs[$0] }) {
                    own.insert(id)
                    notes.note("\(owner) installs a full-screen pan on its navigation controller and removes it when it leaves; scan credits the pan to \(owner) alone", at: code.origin(caller.place), on: .screen(id))
                }
            }
        }
        return own
    }
}
