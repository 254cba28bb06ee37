import ScanFacts

/// Says, at each screen whose chain of superclasses leaves the sources at a class taken for a view
/// controller by its name, that scan took it for one.
struct JudgedScreenNotes: DraftPass {
    let input: DraftInput

    func run(notes: inout DraftNotes) {
        for (screen, base) in selection.judgedByName {
            guard let id = selection.screenIDs[screen] else { continue }
            notes.note("\(screen) descends from \(base), which is not in the scanned sources; it is taken as a view controller by its name", at: classOrigin(screen), on: .screen(id))
        }
    }
}
