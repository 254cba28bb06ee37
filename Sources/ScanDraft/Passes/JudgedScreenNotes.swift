import ScanFacts

/// Says, at each screen whose chain of superclasses leaves the sources at a class taken for a view
/// controller by its name, or because a class of the sources below it overrides a view controller's life
/// cycle, that scan took it for one.
struct JudgedScreenNotes: DraftPass {
    let input: DraftInput

    func run(notes: inout DraftNotes) {
        for (screen, base) in selection.judgedByName {
            guard let id = selection.screenIDs[screen] else { continue }
            let why = ClassHierarchy.judgedByItsName(base) ? "by its name" : "because code below it overrides a view controller's life cycle (viewDidLoad, viewWillAppear)"
            notes.note("\(screen) descends from \(base), which is not in the scanned sources; it is taken as a view controller \(why)", at: classOrigin(screen), on: .screen(id))
        }
    }
}
