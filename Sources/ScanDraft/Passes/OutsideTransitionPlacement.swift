import Format
import ScanFacts

/// Places the transitions made by code that is no screen and that made no stack's root. One made on a
/// property in which its class holds a stack, or by a navigation controller's code on itself, goes onto
/// that stack: under the screens of the stack that
/// call it, else, when the class holds that stack alone (or that stack as different builds make it), under its root. One whose class holds no stack
/// goes under the screens that call it. Those that remain are noted by `UnplacedScreens`. Stacks grow as
/// screens are placed on them, so screens that call are looked for on them again before any falls back
/// to the root. The stacks' members follow, and the index other passes find controllers by.
struct OutsideTransitionPlacement: DraftPass {
    let input: DraftInput
    let transitions: Transitions<TransitionsListed>
    let controllers: [PlannedController]
    let holders: StackHolders.Output

    struct Output {
        /// Every transition, the outside ones listed where they could be placed.
        let transitions: Transitions<TransitionsPlaced>
        let stacks: StackPlan
    }

    func run(notes: inout DraftNotes) -> Output {
        // A class's own stacks (made for it where it keeps them) come before those handed down to it: a
        // coordinator given its parent's stack in one place and a new one in another pushes onto the new one.
        var kept: [StackHolder: [Int]] = [:]
        var handed: [StackHolder: [Int]] = [:]
        for (offset, controller) in controllers.enumerated() {
            for origin in controller.creations {
                for holder in holders.keepers[origin] ?? [] where !(kept[holder] ?? []).contains(offset) { kept[holder, default: []].append(offset) }
                for holder in holders.all[origin] ?? [] where !(handed[holder] ?? []).contains(offset) { handed[holder, default: []].append(offset) }
            }
        }
        let held = handed.merging(kept) { _, own in own }
        // The stacks each class (and each class it descends from) is the navigation controller of; rounds
        // add members to stacks, never classes, so this is read once.
        var instances: [String: [Int]] = [:]
        for (offset, controller) in controllers.enumerated() where !controller.isPlaceholder {
            for name in code.hierarchy.lineage(of: controller.className) { instances[name, default: []].append(offset) }
        }
        var outside = transitions.outside
        var added: [ListedTransition] = []
        var stacks = controllers
        // The ids each screen pushes, kept up to date as pushes are placed: the members are worked out
        // again after each round, and building every target list again for that was a tenth of the pass.
        var pushedIDs = transitions.pushes.mapValues(\.ids)
        for fallingBackToRoot in [false, true] {
            var changed = true
            while changed {
                changed = false
                for index in outside.indices where !outside[index].placed {
                    let candidate = outside[index]
                    var openers: [String] = []
                    var holding = candidate.receiver.count == 1 ? held[StackHolder(owner: candidate.owner, property: candidate.receiver[0])] ?? [] : []
                    // A navigation controller's own code pushing on itself (`pushViewController(vc, animated:)` in
                    // a router method of the subclass) pushes onto each stack that is an instance of it.
                    if holding.isEmpty, candidate.kind == .push, candidate.receiver.isEmpty {
                        holding = instances[candidate.owner] ?? []
                    }
                    if holding.isEmpty {
                        openers = candidate.callers
                    } else {
                        for stack in holding {
                            let members = Set(stacks[stack].members.compactMap(screenClass(forID:)))
                            let asking = candidate.callers.filter(members.contains)
                            if !asking.isEmpty {
                                openers += asking
                            } else if fallingBackToRoot, Set(holding.map { stacks[$0].root }).count == 1, let root = screenClass(forID: stacks[stack].root) {
                                // One stack, or one stack made in builds of different classes (`#if DEBUG`).
                                openers.append(root)
                            }
                        }
                    }
                    openers = openers.filter { selection.screenIDs[$0] != candidate.target }
                    guard !openers.isEmpty else { continue }
                    for listing in listings(candidate.kind, of: openers, to: candidate.target, at: candidate.origin) {
                        added.append(listing)
                        if listing.kind == .push, !(pushedIDs[listing.opener] ?? []).contains(listing.target) { pushedIDs[listing.opener, default: []].append(listing.target) }
                    }
                    outside[index] = candidate.listed
                    changed = true
                }
                if changed { stacks = withMembers(stacks) { pushedIDs[$0] ?? [] } }
            }
        }
        var makers: [Origin: Set<String>] = [:]
        for creation in facts.creations {
            if let owner = code.ownerName(creation.place) { makers[code.origin(creation.place), default: []].insert(owner) }
        }
        return Output(transitions: transitions.adding(added, outside: outside), stacks: StackPlan(stacks, codeClasses: navigationCodeClasses, makers: makers))
    }
}

/// The navigation controllers of the draft, with their members, and the index that finds them by what
/// other passes know them by, built from them: the positions it gives are theirs.
struct StackPlan {
    let controllers: [PlannedController]
    let index: ControllerIndex

    /// `codeClasses` names the classes whose code runs as a controller's; `makers` gives, for a call that
    /// makes a navigation controller, the classes whose code holds the call.
    init(_ controllers: [PlannedController], codeClasses: (PlannedController) -> [String], makers: [Origin: Set<String>]) {
        self.controllers = controllers
        index = ControllerIndex(controllers, codeClasses: codeClasses, makers: makers)
    }

    /// The controllers at positions the index gave.
    func at(_ positions: [Int]) -> [PlannedController] {
        positions.compactMap { controllers.indices.contains($0) ? controllers[$0] : nil }
    }
}
