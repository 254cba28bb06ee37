import ScanFacts

/// Says, at each stack with a library root, why that root is listed and that nothing is said about it
/// (`ScreenSelection` lists a library's view controller as a screen where the app pushes onto its stack).
struct LibraryRootNotes: DraftPass {
    let input: DraftInput
    let stacks: StackPlan

    func run(notes: inout DraftNotes) {
        for controller in stacks.controllers {
            guard let name = screenClass(forID: controller.root), selection.libraryRootClasses.contains(name), let origin = controller.creations.first else { continue }
            notes.note("\(name) is not declared in the scanned sources; it is taken as a view controller by its name and listed as this stack's root because the app pushes onto the stack from a method given it, but its own code is unknown, so nothing is checked on it",
                       at: origin, on: .screen(controller.root))
        }
    }
}
