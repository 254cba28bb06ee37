import Format
import ScanFacts

/// Screens opened only by code that is not a screen and used by none, and not a root: the draft says
/// where they are opened and that their place is unknown, and unreachable-screen is not reported on them.
/// A screen shown inside the view of a screen that is placed (a child view controller, a container view's
/// embedded scene) is where its parent is: the draft says so, and unreachable-screen is not reported on it.
struct UnplacedScreens: DraftPass {
    let input: DraftInput
    let transitions: Transitions<TransitionsPlaced>
    let stacks: StackPlan
    /// Screens shown by the window, a tab bar or a split view's column, with where (`ListedStacks`).
    let shownOutsideStacks: [String: String]

    struct Output {
        /// The ids of the screens scan could not place, and of those shown outside any stack of their own.
        let unplaced: Set<String>
        /// For each screen shown inside a placed screen's view, where: the reason its entry gives.
        let shownInside: [String: String]
    }

    func run(notes: inout DraftNotes) -> Output {
        var unplacedScreens: Set<String> = []
        var opened: Set<String> = []
        for (opener, targets) in transitions.pushes { opened.formUnion(targets.ids.filter { $0 != opener }) }
        for (opener, targets) in transitions.presents { opened.formUnion(targets.ids.filter { $0 != opener }) }
        let roots = Set(stacks.controllers.map(\.root))
        for id in shownOutsideStacks.keys where !opened.contains(id) && !roots.contains(id) {
            unplacedScreens.insert(id)
        }
        let shownInside = childrenOfPlacedScreens(placed: opened.union(roots).union(shownOutsideStacks.keys))
        unplacedScreens.formUnion(shownInside.keys)
        for dormant in facts.dormantStacks {
            let origin = code.origin(dormant.place)
            var rootID: String?
            if case .screen(let name) = dormant.root { rootID = selection.screenIDs[name] }
            let path = code.files.indices.contains(dormant.place.file) ? code.files[dormant.place.file].path : "a storyboard"
            notes.note("the \(dormant.navigationClass) of \(path) with root \(describe(dormant.root)) is not listed as a stack: \(dormant.reason)",
                 at: origin, on: rootID.map { .screen($0) } ?? .global)
            if let rootID, !opened.contains(rootID), !roots.contains(rootID) { unplacedScreens.insert(rootID) }
        }
        for outside in transitions.outside where !outside.placed && !opened.contains(outside.target) && !roots.contains(outside.target) {
            let verb = outside.kind == .push ? "pushed" : "presented"
            let why = outside.used ? "; the screens that use it do not call that code, and it holds no stack navlint scan found," : " and which no screen uses,"
            notes.note("\(verb) by \(outside.owner), which is not a screen\(why) so navlint scan could not tell which stack it is on; unreachable-screen is not reported on it", at: outside.origin, on: .screen(outside.target))
            unplacedScreens.insert(outside.target)
        }
        // A screen nothing opens that the code still names outside its own class (a factory, a route
        // table, a cast in prepare(for:sender:)) is opened in a way the scan did not follow.
        // A view only its own code and previews name is named by no code that could open it.
        let unreached = selection.screenClasses.filter { name in
            !selection.deadViews.contains(name) && selection.screenIDs[name].map { !opened.contains($0) && !roots.contains($0) && !unplacedScreens.contains($0) } ?? false
        }
        var memo = NeverRunsMemo()
        for (name, place) in code.mentions(of: Set(unreached)) {
            guard let id = selection.screenIDs[name], !unplacedScreens.contains(id) else { continue }
            if let host = code.ownerName(place), code.hierarchy.lineage(of: host).contains(name) { continue }
            // Code that never runs (a private method nothing calls) names it without opening it.
            if input.runsNever(place, memo: &memo) { continue }
            // Declarations name it without opening it: `class X`, `class Sub: X`, `@interface X`, `@class X;`.
            if code.files[place.file].types.contains(where: { $0.head.contains(place.token) }) || code.stream(place.file).at(place.token - 1)?.text == "@class" { continue }
            notes.note("\(name) is named here, but navlint scan could not follow how it is opened; unreachable-screen is not reported on it", at: code.origin(place), on: .screen(id))
            unplacedScreens.insert(id)
        }
        return Output(unplaced: unplacedScreens, shownInside: shownInside)
    }

    /// The children of screens that are placed, and of their children in turn, that nothing else opens:
    /// each with the parent it is shown in and where.
    private func childrenOfPlacedScreens(placed: Set<String>) -> [String: String] {
        let embeddings = facts.childEmbeddings
        guard !embeddings.isEmpty else { return [:] }
        var placed = placed
        var shown: [String: String] = [:]
        var changed = true
        while changed {
            changed = false
            for embedding in embeddings {
                guard let parent = selection.screenIDs[embedding.parent], let child = selection.screenIDs[embedding.child],
                      placed.contains(parent), !placed.contains(child) else { continue }
                placed.insert(child)
                shown[child] = "shown inside \(embedding.parent)'s view (\(code.origin(embedding.place)))"
                changed = true
            }
        }
        return shown
    }
}
