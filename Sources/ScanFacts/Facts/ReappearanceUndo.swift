/// What the code a screen runs as it starts to leave does. When a swipe back is abandoned, the screen
/// that was leaving gets `viewWillAppear` and `viewDidAppear` again and stays; only work that nothing
/// redoes and that leaves the screen broken if it stays is teardown: stopping, cancelling, removing
/// observers, releasing what the screen holds. Restyling, analytics, saving, leaving an editing or search
/// mode, and work that appearing does again (an observer removed and added, a scan stopped and started,
/// a property cleared and set) are not; and a call scan cannot tell apart is not counted, so that scan
/// says less rather than something false.
extension CodeBase {
    /// The first statement, in source order, of the calls and assignments of a method (or closure) that
    /// runs as a screen of `className` starts to leave that does teardown nothing redoes; nil when none does.
    func teardown(calls: [(file: Int, call: Call)], assignments: [(file: Int, assignment: Assignment)], className: String) -> Place? {
        var seen = SeenWork()
        return teardown(calls: calls, assignments: assignments, className: className, helpersLeft: 2, seen: &seen)
    }

    /// `helpersLeft`: how many levels of the screen's own helpers (`[self cancelTimers]`) are still read
    /// for what they do, rather than judged by their names. `seen` says what kinds of work the code holds.
    private func teardown(calls: [(file: Int, call: Call)], assignments: [(file: Int, assignment: Assignment)], className: String,
                          helpersLeft: Int, seen: inout SeenWork) -> Place? {
        var redone: RedoneWork?
        func again() -> RedoneWork {
            if let redone { return redone }
            let found = redoneWork(className: className)
            redone = found
            return found
        }
        // What the teardown itself lets go of (`timer = nil`): appearing that sets it again only when it is
        // nil (`if timer == nil { timer = ... }`) redoes it then, and not after a bare `timer.invalidate()`.
        var cleared: Set<[String]> = []
        var found: [Place] = []
        for (file, assignment) in assignments where stream(file).isNilLiteral(assignment.value) {
            cleared.insert(MemberNames.withoutSelfKeyword(assignment.target))
        }
        // A weak property is let go of by what it points to: an invalidated timer leaves the run loop and the
        // property turns nil by itself. Asked only of a receiver appearing sets again while nil.
        func isCleared(_ receiver: [String]) -> Bool {
            cleared.contains(receiver) || (receiver.count == 1 && receiver.first.map { isWeakProperty($0, of: className) } == true)
        }
        for (file, call) in calls where call.receiverChain != ["super"] {
            let words = IdentifierWords.splitAtEveryCapital(call.name)
            // The bars every screen of the stack shares (`navigationBar.removeTransparency()`) are restyled for
            // the screen that shows next, which sets its own look; a recognizer taken off a bar is not a look.
            if let receiver = call.receiverChain.last, Teardown.sharedBars.contains(receiver), Set(words).isDisjoint(with: ["gesture", "recognizer"]) { continue }
            guard let (verb, object) = Teardown.breakingVerb(of: words, ownMethod: call.receiverChain.isEmpty || call.receiverChain == ["self"]) else {
                seen.unknown = true
                continue
            }
            // An analytics or logging object reports whatever it is asked; a save or a spinner is in the call's own name.
            // The receiver's names, not only a plain chain's: `[[AudioManager shared] stopAll]`; its first
            // few tokens, so that a receiver of thousands of nested messages costs no more than a short one.
            let receiver = call.receiver.lowerBound..<min(call.receiver.upperBound, call.receiver.lowerBound + 16)
            // `logOut` names a sign-out, not a log.
            let reporting = Set((verb == "logout" ? [] : words) + stream(file).names(in: receiver).flatMap(IdentifierWords.splitAtEveryCapital))
            if !reporting.isDisjoint(with: Teardown.reportingWords) || !Set(words).isDisjoint(with: Teardown.harmlessWords) { continue }
            // The app's shared audio manager stopping whatever plays (`[[AudioManager shared] stopAll]`) ends
            // no state of the screen's; its own player paused (`player.pause()`) is left paused.
            if ["stop", "pause"].contains(verb), !reporting.isDisjoint(with: Teardown.playbackWords), !reporting.isDisjoint(with: Teardown.singletonWords) { continue }
            seen.teardown = true
            // The screen's own helper that lets go of what it holds (`unbindEvents()` ending in `channel = nil`)
            // leaves it let go of, whatever appearing calls by a matching name (`bindEvents()`, which needs the
            // channel): only appearing that sets the property again makes it whole.
            if helpersLeft > 0, call.receiverChain.isEmpty || call.receiverChain == ["self"],
               clearsForGood(byHelper: call.name, className: className, again: again()) {
                found.append(call.place)
                continue
            }
            if again().undoes(verb: verb, words: object, receiver: call.receiverChain, isCleared: isCleared) { continue }
            // The screen's own helper (`cancelTimers`, which invalidates a timer appearing schedules again)
            // breaks nothing when all it is seen to break, appearing makes again; a helper whose body shows
            // no teardown scan knows (`handleCallClose` ending a call) is judged by its name.
            if helpersLeft > 0, call.receiverChain.isEmpty || call.receiverChain == ["self"] {
                let helpers = methods(ofLineage: className).filter { $0.method.name == call.name }
                let undone = !helpers.isEmpty && helpers.allSatisfy { helperFile, helper in
                    let members = members(of: helper, file: helperFile)
                    let syntax = syntax[helperFile]
                    var inside = SeenWork()
                    let breaks = teardown(calls: members.calls.map { (helperFile, syntax.calls[$0]) },
                                          assignments: members.assignments.map { (helperFile, syntax.assignments[$0]) },
                                          className: className, helpersLeft: helpersLeft - 1, seen: &inside)
                    // Only a body all of whose work scan reads: a call it does not know (`owner.childDidFinish(self)`)
                    // may be what breaks the screen.
                    return inside.teardown && !inside.unknown && breaks == nil
                }
                if undone { continue }
            }
            // Removing observers no class of the screen's adds (a habitual `removeObserver:self`) takes nothing away.
            if verb == "remove", !Teardown.observingWords.isDisjoint(with: words), !addsObservers(related: className) { continue }
            found.append(call.place)
        }
        for (file, assignment) in assignments {
            let target = MemberNames.withoutSelfKeyword(assignment.target)
            // The bar hidden for the screen that comes back: after an abandoned swipe this screen stays up
            // without its bar, Back and title, unless appearing sets it again. (Shown again, it only
            // shows a bar with a working Back.)
            if let last = target.last, ["navigationBarHidden", "isNavigationBarHidden"].contains(last), target.count > 1 {
                guard stream(file).booleanLiteral(assignment.value) == true else { continue }
                seen.teardown = true
                let again = again()
                if !again.assigned.contains(where: { $0.last.map(["navigationBarHidden", "isNavigationBarHidden"].contains) == true }) { found.append(assignment.place) }
                continue
            }
            // Letting go of what the screen holds (`timer = nil`, `observer = nil`), unless appearing sets it again.
            guard stream(file).isNilLiteral(assignment.value) else {
                seen.unknown = true
                continue
            }
            seen.teardown = true
            if again().assigned.contains(target) || again().assignedWhenNil.contains(target) { continue }
            if target.count == 1, let property = target.first, hasLazyGetter(property, of: className) { continue }
            found.append(assignment.place)
        }
        return found.min()
    }

    /// True when a screen's own helper method of that name assigns nil to a property of the screen that
    /// appearing does not set again and no lazy getter makes again.
    private func clearsForGood(byHelper name: String, className: String, again: RedoneWork) -> Bool {
        for (file, helper) in methods(ofLineage: className) where helper.name == name {
            let stream = stream(file)
            for offset in members(of: helper, file: file).assignments {
                let assignment = syntax[file].assignments[offset]
                guard stream.isNilLiteral(assignment.value) else { continue }
                let target = MemberNames.withoutSelfKeyword(assignment.target)
                guard target.count == 1, let property = target.first.map(MemberNames.property),
                      !(classesDeclaringProperty[property] ?? []).isDisjoint(with: hierarchy.declaredLineage(of: className)) else { continue }
                if again.assigned.contains(target) || again.assignedWhenNil.contains(target) || hasLazyGetter(property, of: className) { continue }
                return true
            }
        }
        return false
    }

    /// True for the name of a call that adds or registers an observer: `addObserver`, `addObserverForName`,
    /// `registerObservers`, `observe`.
    static func addsObserver(_ name: String) -> Bool {
        let words = IdentifierWords.splitAtEveryCapital(name)
        guard let first = words.first, ["add", "register", "observe"].contains(first) else { return false }
        return first == "observe" || !Teardown.observingWords.isDisjoint(with: words)
    }

    /// True when the code of a class, of a class it descends from or of one descending from it adds or
    /// registers an observer anywhere (`addObserver`, `observe`): looked up in the index made once.
    private func addsObservers(related className: String) -> Bool {
        let (adders, lineages) = observerAddersAndAncestors
        return lineages.contains(className) || !adders.isDisjoint(with: hierarchy.declaredLineage(of: className))
    }

    /// The calls and assigned properties of a class's `viewWillAppear` and `viewDidAppear` and of the
    /// methods of the class they call, up to three calls deep (`configureButton()` calling `addButton()`):
    /// what runs again after an abandoned swipe.
    private func redoneWork(className: String) -> RedoneWork {
        // Its own and those it inherits: a base class's `viewWillAppear` runs too.
        let own = methods(ofLineage: className)
        var bodies = own.filter { ViewLifecycle.appearanceMethods.contains($0.method.name) }
        var reached = Set(bodies.map(\.method.body.lowerBound))
        var frontier = bodies
        for _ in 0..<3 where !frontier.isEmpty {
            var next: [(file: Int, method: MethodDeclaration)] = []
            for (file, method) in frontier {
                var called = Set(members(of: method, file: file).calls.map { syntax[file].calls[$0] }.filter { $0.receiverChain.isEmpty || $0.receiverChain == ["self"] }.map(\.name))
                // `perform(#selector(startScan), with: nil, afterDelay: 0.3)` runs startScan too.
                let stream = stream(file)
                for index in method.body where stream.at(index).map({ $0.text == "#selector" || $0.text == "@selector" }) == true {
                    if let name = stream.at(index + 2), name.isName {
                        let selector = stream.chain(startingAt: index + 2).names
                        called.insert(selector.last ?? name.text)
                    }
                }
                next += own.filter { called.contains($0.method.name) && !reached.contains($0.method.body.lowerBound) }
                reached.formUnion(next.map(\.method.body.lowerBound))
            }
            bodies += next
            frontier = next
        }
        var work = RedoneWork()
        for (file, method) in bodies {
            let stream = stream(file)
            let members = members(of: method, file: file)
            for offset in members.calls {
                let call = syntax[file].calls[offset]
                let arguments = Set(call.arguments.flatMap { stream.names(in: $0.value) })
                work.calls.append((IdentifierWords.splitAtEveryCapital(call.name), call.receiverChain, arguments))
            }
            let statements = statements[file]
            for offset in members.assignments {
                let assignment = syntax[file].assignments[offset]
                let target = MemberNames.withoutSelfKeyword(assignment.target)
                let onlyWhenNil = statements.governingConditions(of: assignment.place.token).contains { Teardown.testsNil(target, $0.condition.tree, holds: $0.holds) }
                if onlyWhenNil { work.assignedWhenNil.insert(target) } else { work.assigned.insert(target) }
            }
        }
        return work
    }

    /// True when the class (or one it descends from) makes the property again on first use after it is
    /// cleared: an Objective-C getter of that name that fills its instance variable while it is nil
    /// (`- (Filter *)filter { if (!_filter) { _filter = ...; } return _filter; }`).
    private func hasLazyGetter(_ property: String, of className: String) -> Bool {
        methods(ofLineage: className).contains { file, method in
            guard method.name == property, !method.selector.contains(":") else { return false }
            let statements = statements[file]
            return members(of: method, file: file).assignments.contains { offset in
                let assignment = syntax[file].assignments[offset]
                let variable = MemberNames.withoutSelfKeyword(assignment.target)
                guard variable == ["_" + property] || variable == [property] else { return false }
                return statements.governingConditions(of: assignment.place.token).contains { Teardown.testsNil(variable, $0.condition.tree, holds: $0.holds) }
            }
        }
    }

    /// What a leave handler's code was seen to do: work that looks like teardown, and work scan does not
    /// read either way.
    private struct SeenWork {
        var teardown = false
        var unknown = false
    }

    /// True when a class (or its declarations elsewhere) declares a property of that name `weak`.
    private func isWeakProperty(_ name: String, of className: String) -> Bool {
        declarations(of: className).contains { file, type in
            let stream = stream(file)
            return propertyDeclarations(in: type, file: file).contains { declaration in
                declaration.name == name && (max(0, declaration.place.first - 8)..<declaration.place.token).contains { stream.isIdentifier($0, "weak") }
            }
        }
    }

    /// What appearing does again.
    private struct RedoneWork {
        var calls: [(words: [String], receiver: [String], arguments: Set<String>)] = []
        /// Properties appearing sets, and those it sets only while they are nil.
        var assigned: Set<[String]> = []
        var assignedWhenNil: Set<[String]> = []

        /// True when appearing calls a counterpart of `verb` on the same receiver, or on the same object
        /// (`stopListening...` and `startListening...`), sets the receiver again (`timer = ...`), or adds
        /// back a view taken off its superview (`[bar addSubview:progressView]`).
        func undoes(verb: String, words: [String], receiver: [String], isCleared: ([String]) -> Bool) -> Bool {
            let undoing = Teardown.counterparts[verb] ?? []
            let plainReceiver = MemberNames.withoutSelfKeyword(receiver)
            if !plainReceiver.isEmpty, assigned.contains(plainReceiver) { return true }
            // Set again only while nil: after the teardown, only if the teardown set it to nil.
            if !plainReceiver.isEmpty, assignedWhenNil.contains(plainReceiver), isCleared(plainReceiver) { return true }
            // Observers taken away and added again on appearing, whatever each helper is called
            // (`removeThemeObserver()` against `addCommonObservers()`, which adds the theme one too).
            let removesObservers = verb == "remove" && !Teardown.observingWords.isDisjoint(with: words)
            return calls.contains { call in
                guard let first = Teardown.leadingVerb(of: call.words), undoing.contains(first) else { return false }
                if removesObservers, !Teardown.observingWords.isDisjoint(with: call.words) { return true }
                if words == ["from", "superview"], let view = plainReceiver.last, call.arguments.contains(view) { return true }
                // `cancelPreviousPerformRequests` is undone by any `perform(_:with:afterDelay:)`.
                if words.contains(first) { return true }
                // The same receiver, or a list it holds: a manager's delegates (`manager.remove(delegate: self)`
                // against `manager.delegates.append(self)`).
                if !plainReceiver.isEmpty, MemberNames.withoutSelfKeyword(call.receiver).starts(with: plainReceiver) { return true }
                return !words.isEmpty && Array(call.words.dropFirst()) == words
            }
        }
    }
}

/// What tells teardown from the rest of a leave handler: the words of calls that end or undo work, and
/// the tests of a property scan reads.

private enum Teardown {
    /// The verb that makes a call break the screen's state, and the words naming what it breaks: its first
    /// word (`stopScanning`: stop, scanning), signing out (`logout()`, `signOut()`), or, for a handler of the
    /// screen's own named for the event it handles (`handleCallClose`, `onSessionEnd`), its last (end,
    /// session).
    static func breakingVerb(of words: [String], ownMethod: Bool) -> (verb: String, object: [String])? {
        guard let first = words.first else { return nil }
        if breakingVerbs.contains(first) { return (first, Array(words.dropFirst())) }
        if words.count == 1, signingOut.contains(first) { return ("logout", []) }
        if words.count == 2, ["log", "sign"].contains(first), words[1] == "out" { return ("logout", []) }
        if ownMethod, words.count >= 2, handlerPrefixes.contains(first), let last = words.last, breakingVerbs.contains(last) {
            return (last, Array(words.dropFirst().dropLast()))
        }
        return nil
    }

    /// The first word of a call, with signing in (`logIn`, `signIn`) read as one: what undoes a sign-out.
    static func leadingVerb(of words: [String]) -> String? {
        if words.count >= 2, ["log", "sign"].contains(words[0]), words[1] == "in" { return "login" }
        return words.first
    }

    private static let signingOut: Set<String> = ["logout", "signout", "logoff", "signoff"]
    private static let handlerPrefixes: Set<String> = ["handle", "on"]

    /// Verbs that end something the screen needs while it is shown.
    static let breakingVerbs: Set<String> = [
        "stop", "pause", "invalidate", "remove", "cancel", "disconnect", "quit", "leave", "close", "release", "teardown", "tear",
        "dispose", "destroy", "unsubscribe", "unregister", "deactivate", "suspend", "shutdown", "kill", "abort", "unbind", "detach",
        "end", "exit", "finish", "unload", "clean", "cleanup", "terminate", "mute", "discard", "delete", "drop",
    ]

    /// Verbs that undo each breaking verb, when appearing calls them on the same receiver or object.
    static let counterparts: [String: Set<String>] = [
        "stop": ["start", "play", "resume", "begin", "run", "restart", "load", "reload"], "pause": ["play", "resume", "start"],
        "invalidate": ["start", "schedule", "scheduled", "fire", "setup", "set", "create", "restart"], "remove": ["add", "register", "observe", "insert", "append"],
        "cancel": ["start", "resume", "load", "fetch", "request", "begin", "schedule", "perform"], "disconnect": ["connect"],
        "quit": ["join", "enter", "start"], "leave": ["join", "enter"], "close": ["open", "start"], "release": ["retain", "acquire", "create"],
        "unsubscribe": ["subscribe"], "logout": ["login", "authenticate"], "unregister": ["register"], "deactivate": ["activate"], "suspend": ["resume"],
        "unbind": ["bind"], "detach": ["attach"], "end": ["begin", "start"], "exit": ["enter"], "mute": ["unmute"],
        "teardown": ["setup", "set"], "tear": ["setup", "set"], "unload": ["load"],
    ]

    /// Words of the notification observers a screen adds and removes.
    static let observingWords: Set<String> = ["observer", "observers"]

    /// Words of calls that only report or record: analytics and logging.
    static let reportingWords: Set<String> = ["track", "log", "analytics", "event", "report", "record", "mob", "firebase", "print"]

    /// Words of sound playback (not video, which a player screen shows), and of an object the whole app shares.
    static let playbackWords: Set<String> = ["audio", "sound", "music", "voice", "speech"]

    static let singletonWords: Set<String> = ["shared", "default", "standard", "instance"]

    /// The bars around a screen that its stack or tab bar controller owns.
    static let sharedBars: Set<String> = ["navigationBar", "toolbar", "tabBar"]

    /// Words of work that is safe to do early: saving, restyling, leaving a mode, animations and spinners.
    static let harmlessWords: Set<String> = ["save", "persist", "store", "synchronize", "sync", "animation", "animating", "spinner", "indicator", "progress", "hud", "hint", "search", "keyboard", "editing", "selection", "menu", "appearance"]

    /// True when a condition that governs a statement (holding, or not, as `holds` says) makes it run only
    /// while `target` is nil: `if timer == nil`, `guard timer == nil`, `if (!timer)`.
    static func testsNil(_ target: [String], _ condition: Condition, holds: Bool) -> Bool {
        switch condition {
        case .comparison(let left, let op, let right):
            guard right.literal == .null, MemberNames.withoutSelfKeyword(left.path) == target else { return false }
            return (op == "==" || op == "===") == holds
        case .not(let inner):
            return testsNil(target, inner, holds: !holds)
        case .value(let operand), .binding(let operand, _):
            return !holds && MemberNames.withoutSelfKeyword(operand.path) == target
        case .all(let parts):
            return holds && parts.contains { testsNil(target, $0, holds: true) }
        default:
            return false
        }
    }
}
