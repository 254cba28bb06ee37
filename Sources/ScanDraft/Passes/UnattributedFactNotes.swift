import ScanFacts

/// Notes for facts that no screen or controller took: statements about objects the scanner could
/// not follow, and screens that belong to no navigation controller.
struct UnattributedFactNotes: DraftPass {
    let input: DraftInput
    let stacks: StackPlan
    let helpers: HelperAttribution

    func run(notes: inout DraftNotes) {
        let memberScreens = Set(stacks.controllers.flatMap(\.members).compactMap { screenClass(forID: $0) })
        let controllerClasses = Set(stacks.controllers.flatMap { navigationCodeClasses($0) })
        for write in facts.delegateWrites where !helpers.places.contains(write.place) {
            let origin = code.origin(write.place)
            switch write.subject {
            case .unresolved(let text):
                notes.note("could not tell whose pop gesture delegate this sets ('\(text)')", at: origin, on: .global)
            case .navigationOf(let name):
                let screens = screens(ofCodeClass: name)
                if screens.isEmpty {
                    notes.note("\(name) sets its navigation controller's pop gesture delegate, but it is not a screen", at: origin, on: .global)
                } else if !screens.contains(where: memberScreens.contains) {
                    let id = screens.first.flatMap { selection.screenIDs[$0] } ?? name
                    notes.note("sets its navigation controller's pop gesture delegate, but no navigation controller found holds this screen", at: origin, on: .screen(id))
                }
            case .object(let name):
                if !controllerClasses.contains(name) {
                    notes.note("\(name) sets a pop gesture delegate on itself, but it is not a navigation controller of this draft", at: origin, on: .global)
                }
            }
        }
        for write in facts.enabledWrites where !helpers.places.contains(write.place) {
            let origin = code.origin(write.place)
            switch write.subject {
            case .unresolved(let text):
                notes.note("could not tell whose pop gesture this switches ('\(text)')", at: origin, on: .global)
            case .navigationOf(let name):
                if screens(ofCodeClass: name).isEmpty {
                    notes.note("\(name) switches its navigation controller's pop gesture, but it is not a screen", at: origin, on: .global)
                }
            case .object(let name):
                if !controllerClasses.contains(name) {
                    notes.note("\(name) switches a pop gesture on itself, but it is not a navigation controller of this draft", at: origin, on: .global)
                }
            }
        }
        for write in facts.itemWrites {
            let origin = code.origin(write.place)
            switch (write.subject, write.change) {
            case (.unresolved(let text), _):
                notes.note("could not tell which screen's navigation item or bar '\(text)' is", at: origin, on: .global)
            case (.object(let name), .navigationBarHidden):
                if !controllerClasses.contains(name), screens(ofCodeClass: name).isEmpty {
                    notes.note("\(name) hides or shows a navigation bar, but it is not a screen", at: origin, on: .global)
                }
            case (.object(let name), _), (.navigationOf(let name), _):
                if screens(ofCodeClass: name).isEmpty {
                    notes.note("\(name) changes a navigation item, but it is not a screen", at: origin, on: .global)
                }
            }
        }
        var reportedViews: Set<String> = []
        for fact in facts.views {
            let owner = fact.owner ?? "code outside any class"
            guard screens(ofCodeOrHostOf: fact.owner).isEmpty, !reportedViews.contains(owner + "." + fact.view) else { continue }
            // A web view of a UIKit view a screen makes is that screen's (`hostedViewOwners`).
            if fact.isWebViewSwipe, !screensMaking(view: owner).isEmpty { continue }
            reportedViews.insert(owner + "." + fact.view)
            notes.note("'\(fact.view)' is set up in \(owner), which is not a view controller, so navlint scan could not tell which screen shows it", at: code.origin(fact.place), on: .global)
        }
    }
}
