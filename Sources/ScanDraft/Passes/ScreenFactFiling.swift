import Format
import ScanFacts

/// Files every screen fact of format 1.1 (SwiftUI modifiers, leave handlers, presentation, gestures, what
/// starts a push) under the screen classes it is about: a SwiftUI view's go to the screens it is part of,
/// and a view that holds a stack and drives its path pushes for the stack's root. Those about no screen
/// are noted, as are bar-hiding writes whose navigation controller scan could not tell.
struct ScreenFactFiling: DraftPass {
    let input: DraftInput

    /// The screen facts by the screen class they are about.
    typealias Output = [String: [ScreenFact]]

    func run(notes: inout DraftNotes) -> Output {
        var byScreen: [String: [ScreenFact]] = [:]
        for fact in facts.screenFacts {
            let origin = code.origin(fact.place)
            switch fact.subject {
            case .object(let name):
                var screens = screens(ofCodeOrHostOf: name)
                // A view that holds a stack and drives its path pushes for the stack's root.
                if screens.isEmpty, case .pushTrigger = fact.change { screens = stackRoots(heldBy: name, withPath: true) }
                // A component that several screens show is hidden with each of them but also by whatever
                // hides it inside one: its teardown (or what its onDisappear does) is the leave handler
                // only of the screens it is all of.
                if fact.change.isDisappearance, screens.count > 1, self.screens(ofCodeClass: name).isEmpty {
                    let whole = screens.filter { code.showsOnly(name, in: $0) }
                    if whole.isEmpty {
                        if case .leaveHandler = fact.change {
                            notes.note("\(name) is part of \(screens.count) screens, so its teardown is not taken as the leave handler of each", at: origin, on: .global)
                        }
                        continue
                    }
                    screens = whole
                }
                for screen in screens { byScreen[screen, default: []].append(fact) }
                if screens.isEmpty { noteUnplaced(fact, in: name, at: origin, notes: &notes) }
            case .navigationOf(let name):
                noteUnplaced(fact, in: name, at: origin, notes: &notes)
            case .unresolved(let text):
                noteUnplaced(fact, in: "'\(text)'", at: origin, notes: &notes)
            }
        }
        for write in facts.barHidingWrites {
            if case .unresolved(let text) = write.subject {
                let key = write.onTap ? FormatTerms.key(\NavigationControllerKeys.hidesBarsOnTap) : FormatTerms.key(\NavigationControllerKeys.hidesBarsOnSwipe)
                notes.note("could not tell which navigation controller's \(key) '\(text)' sets", at: code.origin(write.place), on: .global)
            }
        }
        return byScreen
    }

    private func noteUnplaced(_ fact: ScreenFact, in holder: String, at origin: Origin, notes: inout DraftNotes) {
        switch fact.change {
        case .pushTrigger, .gesture, .contentPopWaitsFor:
            // Pushes and gestures outside screens are noted where they are read, or belong to views that are no screen.
            return
        case .leaveHandler(let moment, _):
            guard moment == .navigationWillShow || moment == .navigationDidShow else { return }
            notes.note("\(holder) runs teardown in navigationController(_:\(moment == .navigationWillShow ? "willShow" : "didShow"):animated:), but it is not a screen, so navlint scan could not tell which screen's \(FormatTerms.key(\ScreenKeys.leaveHandler)) it is", at: origin, on: .global)
        default:
            notes.note("could not tell which screen \(holder) is, so this setting of a presented or SwiftUI screen is left out", at: origin, on: .global)
        }
    }
}

private extension ScreenFact.Change {
    /// What runs as the view disappears: its teardown, or an onDisappear that acts.
    var isDisappearance: Bool {
        switch self {
        case .leaveHandler, .disappearanceHandled: return true
        default: return false
        }
    }
}
