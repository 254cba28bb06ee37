import Format
import ScanFacts

/// A setting of the navigation item or bar that kills the edge swipe (left items, a hidden back button,
/// a hidden bar) is the screen's only while it still holds when the screen sits idle on top of its stack.
/// A later write that undoes it takes it back: one in a later step of the screen's appearance (a
/// storyboard's left item cleared in `viewDidLoad`, Back hidden in `viewDidLoad` and shown in
/// `viewWillAppear`), one that runs when the work started beside it finishes (Back hidden while a
/// request runs and shown in its completion), also when setting and undoing are methods of their own
/// (Back hidden in `startLoading` and shown in `stopLoading`, which the completion calls).
extension DraftContext {
    /// The writes without those a later write undoes, each dropped with a note that names the undoing write.
    func settled(_ writes: [NavigationItemWrite], lineage: [String], screen: String, notes: inout DraftNotes) -> [NavigationItemWrite] {
        let undoing = writes.filter { SwipeKillingSetting(undoneBy: $0.change) != nil }
        guard !undoing.isEmpty else { return writes }
        // Asked once per undo, whatever the number of writes it may undo: many of each stay linear.
        var undoneLate: [Place: Bool] = [:]
        func undoRunsWhenWorkFinishes(_ undo: Place) -> Bool {
            if let known = undoneLate[undo] { return known }
            let late = appearanceStep(undo, lineage: lineage) == nil && code.enclosingMethod(undo).map { runsWhenWorkFinishes($0.name, lineage: lineage) } == true
            undoneLate[undo] = late
            return late
        }
        // Set in one branch and undone in the other as the screen appears (`if (self.threadStatus)` show the
        // bar, else hide it): the class serves several roles, and the screen decides for itself each time
        // it appears, whatever its stack or storyboard set before, by how the instance is set up.
        var decidedPerInstance: [SwipeKillingSetting: (method: String, rank: Int, place: Place, undoneAt: Origin)] = [:]
        for write in writes {
            guard let setting = SwipeKillingSetting(setBy: write.change), decidedPerInstance[setting] == nil,
                  let method = code.enclosingMethod(write.place), let step = appearanceStep(write.place, lineage: lineage) else { continue }
            if let undo = undoing.first(where: { undo in
                SwipeKillingSetting(undoneBy: undo.change) == setting && undo.place.file == write.place.file && method.body.contains(undo.place.token)
                    && code.statements[write.place.file].inOppositeBranches(write.place.token, undo.place.token)
            }) {
                decidedPerInstance[setting] = (method.name, step.rank, write.place, code.origin(undo.place))
            }
        }
        return writes.filter { write in
            guard let setting = SwipeKillingSetting(setBy: write.change), let key = Self.conditionalKey(write.change) else { return true }
            // What that method decides overrides what was set before it each time the screen appears: the stack's or
            // storyboard's setting, an earlier step's, its own branch. A later step's or an action's write still holds.
            if let decided = decidedPerInstance[setting] {
                let decidedOver: Bool
                if let method = code.enclosingMethod(write.place) {
                    let earlierStep = appearanceStep(write.place, lineage: lineage).map { $0.rank < decided.rank } ?? false
                    decidedOver = earlierStep || (write.place.file == decided.place.file && method.body.contains(decided.place.token))
                } else {
                    // A storyboard's setting, or a property's initial value.
                    decidedOver = true
                }
                if decidedOver {
                    notes.note("\(key) is set in one branch of \(decided.method) and undone in the other (\(decided.undoneAt)) as the screen appears, so which holds depends on how the screen is set up; it is left out", at: code.origin(write.place), on: .screen(screen))
                    return false
                }
            }
            for undo in undoing where SwipeKillingSetting(undoneBy: undo.change) == setting {
                let origin = code.origin(undo.place)
                if runsUntilWorkFinishes(write.place, undoneAt: undo.place) {
                    notes.note("\(key) is set only while the work started here runs (\(origin) undoes it when the work finishes), so it is left out", at: code.origin(write.place), on: .screen(screen))
                    return false
                }
                if let set = code.enclosingMethod(write.place), let undone = code.enclosingMethod(undo.place),
                   write.place.file != undo.place.file || set.body != undone.body, undoRunsWhenWorkFinishes(undo.place),
                   appearanceStep(write.place, lineage: lineage) == nil {
                    notes.note("\(key) is set in \(set.name) and undone in \(undone.name) (\(origin)) when the work it waits for finishes, so it holds only for a while and is left out", at: code.origin(write.place), on: .screen(screen))
                    return false
                }
                var unread = UnreadConditions()
                if let step = appearanceStep(undo.place, lineage: lineage), !runsOnItsOwnEvent(undo.place),
                   code.reading(of: undo.place, unread: &unread).truth.holds(throughout: Situation.swipeBackMatters),
                   undoesLater(write.place, undo: undo.place, undoRank: step.rank, lineage: lineage) {
                    notes.note("\(key) is undone in \(step.method) (\(origin)) before the screen is idle on top, so it is left out", at: code.origin(write.place), on: .screen(screen))
                    return false
                }
            }
            return true
        }
    }

    /// True when a method of the screen runs as work finishes, so that a setting made on an event of its
    /// own and undone there (`startLoading` and `stopLoading`, which a request's completion calls) holds
    /// while the work runs, not while the screen sits idle; a mode the user ends (a search with Back hidden
    /// until Cancel) is not such work. It is called, directly or from one method
    /// of the screen that calls it, in a closure handed to a call or after an `await`, or that calling
    /// method is handed on as a completion (`completion: self.handleResponse`).
    private func runsWhenWorkFinishes(_ name: String, lineage: [String]) -> Bool {
        var names: Set<String> = [name]
        let methods = lineage.flatMap { code.methods(of: $0) }
        for (file, method) in methods where code.members(of: method, file: file).calls.contains(where: { code.syntax[file].calls[$0].name == name }) {
            names.insert(method.name)
        }
        for called in names where code.calls(named: called).contains(where: { runsLater($0.call.place) }) { return true }
        // A method handed on by name, not called where it is written.
        for type in lineage {
            for (file, declaration) in code.declarations(of: type) {
                let stream = code.stream(file)
                for index in declaration.body where stream.at(index).map({ $0.isName && names.contains($0.text) }) == true && !stream.isPunctuation(index + 1, "(") {
                    if stream.isPunctuation(index - 1, ":") || (stream.isPunctuation(index - 1, ".") && stream.isIdentifier(index - 2, "self") && (stream.isPunctuation(index - 3, ":") || stream.isPunctuation(index - 3, "("))) { return true }
                }
            }
        }
        return false
    }

    /// True when the undoing write comes after `place` as the screen appears: a later step, or the same
    /// method further down.
    private func undoesLater(_ place: Place, undo: Place, undoRank: Int, lineage: [String]) -> Bool {
        guard let step = appearanceStep(place, lineage: lineage) else { return false }
        if step.rank != undoRank { return step.rank < undoRank }
        guard place.file == undo.file, let method = code.enclosingMethod(place), method.body.contains(undo.token) else { return false }
        return place.token < undo.token
    }

    /// Where a write runs as the screen appears, in order: its storyboard or XIB (0), as it is made (1),
    /// `viewDidLoad` (2), `viewWillAppear` (3), `viewDidAppear` (4); nil for a write on an event of its
    /// own (an action, a callback).
    private func appearanceStep(_ place: Place, lineage: [String]) -> (rank: Int, method: String)? {
        if code.files[place.file].kind == .interfaceBuilder { return (0, "its storyboard") }
        return lifecycle(of: place, lineage: lineage, as: { name -> (rank: Int, method: String)? in
            switch name {
            case "awakeFromNib", "loadView": return (1, name)
            case "viewDidLoad": return (2, name)
            case "viewWillAppear": return (3, name)
            case "viewDidAppear": return (4, name)
            default: return name.hasPrefix("init") ? (1, name) : nil
            }
        })?.moment
    }

    /// True when the undoing write runs as work started after `place`, in the same method, finishes:
    /// in its completion or async closure, or after an `await` (also through a method of the screen
    /// that the completion calls).
    private func runsUntilWorkFinishes(_ place: Place, undoneAt undo: Place) -> Bool {
        guard let method = code.enclosingMethod(place) else { return false }
        if undo.file == place.file, method.body.contains(undo.token), place.token < undo.token {
            return runsLater(undo)
        }
        guard let undoMethod = code.enclosingMethod(undo) else { return false }
        return code.members(of: method, file: place.file).calls.lazy.map { code.syntax[place.file].calls[$0] }.contains { call in
            call.name == undoMethod.name && place.token < call.place.token
                && (call.receiverChain.isEmpty || call.receiverChain == ["self"]) && runsLater(call.place)
        }
    }

    /// True when a statement runs after the code around it has returned: after an `await`, or in a
    /// closure handed to a call (a completion, a callback of the work the call starts, `Task`,
    /// `DispatchQueue.main.async`); one kept in a property runs on an event of its own.
    private func runsLater(_ place: Place) -> Bool {
        let closures = code.statements[place.file].enclosingClosures(of: place.token)
        if code.runsAfterAwait(place) || closures.contains(where: { $0.callee != nil }) { return true }
        // A closure kept in a local (`let stopLoading = { ... }`) runs where it is called: in a completion, say.
        guard let kept = closures.first?.assignedTo, let method = code.enclosingMethod(place) else { return false }
        return code.members(of: method, file: place.file).calls.contains { offset in
            let call = code.syntax[place.file].calls[offset]
            return call.name == kept && call.receiverChain.isEmpty && code.statements[place.file].enclosingClosures(of: call.place.token).contains { $0.callee != nil }
        }
    }
}

/// The settings of a screen's navigation item or bar that take the edge swipe away while they hold.
private enum SwipeKillingSetting {
    case leftItems, hiddenBackButton, hiddenBar

    init?(setBy change: NavigationItemChange) {
        switch change {
        case .leftItems: self = .leftItems
        case .hidesBackButton(true): self = .hiddenBackButton
        case .navigationBarHidden(true): self = .hiddenBar
        default: return nil
        }
    }

    init?(undoneBy change: NavigationItemChange) {
        switch change {
        case .clearsLeftItems: self = .leftItems
        case .hidesBackButton(false): self = .hiddenBackButton
        case .navigationBarHidden(false): self = .hiddenBar
        default: return nil
        }
    }
}
