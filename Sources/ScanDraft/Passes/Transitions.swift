import Format
import ScanFacts

/// Who opens which screen, as the passes have placed the transitions so far: each opener's pushes and
/// presents (by screen id), and the transitions made by code that is no screen, not yet placed. `Stage`
/// says how far: a pass that needs the transitions placed takes `Transitions<TransitionsPlaced>`, so the
/// compiler refuses to hand it those of an earlier stage.
struct Transitions<Stage> {
    /// Each screen's pushes and presents: target id with the places that show it.
    let pushes: [String: TargetList]
    let presents: [String: TargetList]
    /// Transitions from code that is not a screen, which no screen is known to make, in the order found.
    let outside: [OutsideTransition]
    /// Every listing so far, in order: a later pass adds to these and builds the lists again.
    let listed: [ListedTransition]

    init(listed: [ListedTransition], outside: [OutsideTransition]) {
        self.listed = listed
        self.outside = outside
        var pushed: [String: [(String, Origin)]] = [:]
        var presented: [String: [(String, Origin)]] = [:]
        for item in listed {
            if item.kind == .push {
                pushed[item.opener, default: []].append((item.target, item.origin))
            } else {
                presented[item.opener, default: []].append((item.target, item.origin))
            }
        }
        pushes = pushed.mapValues(TargetList.init)
        presents = presented.mapValues(TargetList.init)
    }

    /// These transitions with more listed after them, and the outside ones as given: the next stage.
    func adding<Next>(_ more: [ListedTransition], outside: [OutsideTransition]) -> Transitions<Next> {
        Transitions<Next>(listed: listed + more, outside: outside)
    }

    /// The ids one screen pushes, for working out a stack's members.
    func pushedIDs(by id: String) -> [String] {
        pushes[id]?.ids ?? []
    }
}

/// Transitions as `TransitionAttribution` lists them: made by screens' code, or kept outside.
enum TransitionsAttributed {}
/// With the pushes of the lists (`ListedStacks`), and the pushes that root a coordinator's stack taken
/// (`EmptyStackRoots`).
enum TransitionsListed {}
/// With every outside transition placed on the stacks where it can be (`OutsideTransitionPlacement`).
enum TransitionsPlaced {}

/// One push or presentation listed under the screen that makes it (by ids).
struct ListedTransition {
    let kind: Transition.Kind
    let opener: String
    let target: String
    let origin: Origin
}

extension DraftReading {
    /// A push or presentation of `target` listed under each of the screen classes `openers` (by their ids).
    func listings(_ kind: Transition.Kind, of openers: [String], to target: String, at origin: Origin) -> [ListedTransition] {
        openers.compactMap { opener in
            selection.screenIDs[opener].map { ListedTransition(kind: kind, opener: $0, target: target, origin: origin) }
        }
    }
}

/// A screen's pushes or presents: target ids in the order first found, each with the places that show
/// it, each place once. Built through positions by id, so that a screen that opens many targets
/// (through a coordinator many modules share) does not search them all for each one more.
struct TargetList {
    let entries: [(id: String, origins: [Origin])]

    var ids: [String] { entries.map(\.id) }

    init(_ additions: [(String, Origin)]) {
        var entries: [(id: String, origins: [Origin])] = []
        var positions: [String: Int] = [:]
        for (id, origin) in additions {
            if let index = positions[id] {
                if !entries[index].origins.contains(origin) { entries[index].origins.append(origin) }
            } else {
                positions[id] = entries.count
                entries.append((id, [origin]))
            }
        }
        self.entries = entries
    }
}

/// A screen pushed or presented by code that is not a screen (a coordinator, a router, a cell) and not
/// attributed to the screens that use that code: it may start a stack made empty for that code, go onto
/// a stack that code holds, or its place is unknown.
struct OutsideTransition {
    let target: String
    let kind: Transition.Kind
    let place: Place
    let origin: Origin
    /// The class whose code makes the transition.
    let owner: String
    /// The screens whose code calls the method that makes it, on an object of `owner`.
    let callers: [String]
    /// True when some screen's code names `owner`.
    let used: Bool
    /// The member chain it is made on, without `self`.
    let receiver: [String]
    /// True for the copy made once the transition is listed under the screens it is made from (`listed`).
    let placed: Bool

    /// The same transition, listed.
    var listed: OutsideTransition {
        OutsideTransition(target: target, kind: kind, place: place, origin: origin, owner: owner, callers: callers, used: used, receiver: receiver, placed: true)
    }
}
