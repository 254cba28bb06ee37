import Format
import ScanFacts

extension DraftContext {
    func setPopGesture(_ subject: ScreenSubject, on object: inout ObjectBuilder<ScreenKeys>, notes: inout DraftNotes) {
        let (id, lineage) = (subject.id, subject.lineage)
        let writes = lineage.flatMap { (factIndex.switchesByClass[$0] ?? []) + (helpers.switchesByScreen[$0] ?? []) }.sorted { $0.place < $1.place }
        let contentOffs = writes.filter { $0.recognizer == .content && $0.enabled == false }
        let edge = writes.filter { $0.recognizer == .edge }
        let ons = edge.filter { $0.enabled == true }
        // A switch to a value that can be false where swipe-back matters (`isEnabled = (index == 0)`) leaves
        // it off in those runs; when nothing switches it back on, not even to a computed value as the screen
        // leaves, it is off for the screens after this one as surely as a switch to false.
        let computed = edge.filter { $0.enabled == nil }
        let leaving = computed.contains { write in code.enclosingMethod(write.place).map { PopEnableMoment(rawValue: $0.name) != nil } ?? false }
        let mayBeOff = ons.isEmpty && !leaving && !computed.isEmpty && !switchedOnForOthers(lineage) ? computed.filter(canSwitchOff) : []
        for write in computed {
            let origin = code.origin(write.place)
            if mayBeOff.contains(where: { $0.place == write.place }) {
                let value = code.stream(write.place.file).text(write.valueTokens)
                notes.note("swipe-back is switched to \(value), which can be false, and nothing switches it back on; taken as switched off", at: origin, on: .screen(id))
            } else {
                notes.note("swipe-back is switched by a computed value; left out", at: origin, on: .screen(id))
            }
        }
        let offs = (edge.filter { $0.enabled == false } + mayBeOff).enumerated()
            .map { (rank: offRank($0.element, lineage: lineage), order: $0.offset, write: $0.element) }
            .sorted { ($0.rank, $0.order) < ($1.rank, $1.order) }
            .map(\.write)
        guard let firstOff = offs.first else {
            // Only the content pop: the edge swipe still pops the screen, so it does not turn swipe-back off.
            for write in writes where write.recognizer == .content {
                notes.note("switches the content pop gesture \(write.enabled == false ? "off" : "on") and leaves the edge swipe on; left out", at: code.origin(write.place), on: .screen(id))
            }
            return
        }
        // Off on an event of the screen's own (a side panel sliding in, a notification) and back on on
        // another, neither a moment of the view's lifecycle: the swipe is off only for a while, in a state
        // the screen leaves again, which is not its steady state (and not "never back on").
        let disableMoment = switchOffMoment(of: firstOff.place, lineage: lineage, as: { PopDisableMoment(rawValue: $0) })
        let enableMethods = PopEnableMoment.allCases.filter { $0 != .never }
        if disableMoment == nil, let firstOn = ons.first,
           lifecycle(of: firstOn.place, lineage: lineage, as: { name in enableMethods.first { $0.rawValue == name } }) == nil {
            let off = code.enclosingMethod(firstOff.place)?.selector ?? "code outside a method"
            let on = code.enclosingMethod(firstOn.place)?.selector ?? "code outside a method"
            notes.note("swipe-back is switched off in \(off) and back on in \(on), on events of the screen's own rather than moments of its lifecycle: off only for a while, so it is left out", at: code.origin(firstOff.place), on: .screen(id))
            return
        }
        var pop = ObjectBuilder<ScreenPopGestureKeys>()
        let offOrigins = offs.map { code.origin($0.place) }
        pop.set(\.disabled, true, seenAt: offOrigins)
        // The content pop turned off beside the edge swipe (`interactiveContentPopGestureRecognizer?.isEnabled = false`).
        if !contentOffs.isEmpty { pop.set(\.contentPopDisabled, true, seenAt: contentOffs.map { code.origin($0.place) }) }
        let widest = offs.first { $0.scope == .allRecognizers }
        let scope: PopDisableScope = widest == nil ? .edge : .allRecognizers
        let scopeComment = scope == .allRecognizers ? "every recognizer on the pop gesture's view" : "interactivePopGestureRecognizer only"
        pop.set(\.scope, scope, at: code.origin((widest ?? firstOff).place).span, comment: scopeComment)
        if let found = disableMoment {
            pop.set(\.disableIn, found.moment, seenAt: [found.origin], comment: found.comment)
        } else {
            let method = code.enclosingMethod(firstOff.place)?.selector ?? "code outside a method"
            let moments = FormatTerms.alternatives(PopDisableMoment.allCases.map(\.rawValue))
            let key = FormatTerms.key(\ScreenPopGestureKeys.disableIn)
            let fallback = FormatTerms.defaultValue(\ScreenPopGestureKeys.disableIn)
            notes.note("swipe-back is switched off in \(method), which navlint scan could not tie to \(moments); \(key) is left at its default (\(fallback))", at: code.origin(firstOff.place), on: .screen(id))
        }
        // `never` is a word of the format, not a method: only the methods can switch swipe-back on.
        if let firstOn = ons.first {
            if let found = lifecycle(of: firstOn.place, lineage: lineage, as: { name in enableMethods.first { $0.rawValue == name } }) {
                pop.set(\.enableIn, found.moment, seenAt: [found.origin], comment: found.comment)
            } else {
                let method = code.enclosingMethod(firstOn.place)?.selector ?? "code outside a method"
                let moments = FormatTerms.alternatives(enableMethods.map(\.rawValue))
                let key = FormatTerms.key(\ScreenPopGestureKeys.enableIn)
                let fallback = FormatTerms.defaultValue(\ScreenPopGestureKeys.enableIn)
                notes.note("swipe-back is switched back on in \(method), which is not \(moments); \(key) is left at its default (\(fallback))", at: code.origin(firstOn.place), on: .screen(id))
            }
        } else {
            pop.set(\.enableIn, PopEnableMoment.never, at: offOrigins.first?.span, comment: "nothing switches it back on")
        }
        object.set(\.popGesture, pop, at: offOrigins.first?.span, comment: DraftComment.unprinted)
    }

    /// True when code that runs as other screens appear, or as the stack shows a screen, switches the edge
    /// swipe on (or on above the root): `isEnabled = true` in a base class's `viewWillAppear`,
    /// `isEnabled = viewControllers.count > 1` in `navigationController(_:didShow:animated:)`. A computed
    /// switch of one screen is then no switch off for the screens after it.
    private func switchedOnForOthers(_ lineage: [String]) -> Bool {
        let own = Set(lineage)
        return facts.enabledWrites.contains { write in
            guard write.recognizer == .edge, write.enabled == true || factIndex.switchesEnabledOnlyAboveRoot.contains(write.place),
                  let method = code.enclosingMethod(write.place)?.name, ViewLifecycle.appearanceMethods.contains(method) || method == "navigationController" else { return false }
            return code.ownerName(write.place).map { !own.contains($0) } ?? true
        }
    }

    /// Which switch off the draft leads with, lowest first; source order breaks ties. A switch to false
    /// before a computed one, and one the lifecycle runs before one it does not, so that `disableIn` holds a
    /// moment scan read. A computed switch that runs as the screen is made (in `viewDidLoad`, or in a
    /// helper it calls) reads the state the screen starts in, the first tab, where it is true; one run on a
    /// later event (a tab chosen) is where it turns false, so that comes before it.
    private func offRank(_ write: EnabledWrite, lineage: [String]) -> Int {
        if write.enabled == false {
            return switchOffMoment(of: write.place, lineage: lineage, as: { PopDisableMoment(rawValue: $0) }) == nil ? 1 : 0
        }
        if switchOffMoment(of: write.place, lineage: lineage, as: { ViewLifecycle.appearanceMethods.contains($0) ? $0 : nil }) != nil { return 2 }
        return switchOffMoment(of: write.place, lineage: lineage, as: { Self.isCreationMethod($0) ? $0 : nil }) == nil ? 3 : 4
    }

    /// The lifecycle method that runs a switch off, as `lifecycle(of:)`, but none for a switch in a closure
    /// that runs on its own event. A switch back on stays with the method that holds it: the closures that
    /// undo a switch as a screen leaves (`notifyWhenInteractionChanges`, a completion) run as it leaves.
    private func switchOffMoment<Moment>(of place: Place, lineage: [String], as moment: (String) -> Moment?) -> (moment: Moment, origin: Origin, comment: String?)? {
        runsOnItsOwnEvent(place) ? nil : lifecycle(of: place, lineage: lineage, as: moment)
    }

    /// Methods that run once, as the screen is made.
    private static func isCreationMethod(_ name: String) -> Bool {
        ["viewDidLoad", "loadView", "awakeFromNib"].contains(name) || name.hasPrefix("init")
    }

    /// Calls whose closure runs as part of the moment that hands it over: soon after it on the main
    /// queue, as its animation, or once per element.
    private static let momentCallees: Set<String> = ClosureCalls.enumerators.union([
        "async", "asyncAfter", "dispatch_async", "dispatch_after", "animate", "animateWithDuration", "animateAlongsideTransition",
        "performWithoutAnimation", "performBatchUpdates",
    ])

    /// True when the statement at `place` is in a closure of its method that runs on an event of its own
    /// (a control's `UIAction`, a block property, a subscription), not in the method's moment.
    func runsOnItsOwnEvent(_ place: Place) -> Bool {
        guard let method = code.enclosingMethod(place) else { return false }
        return code.statements[place.file].enclosingClosures(of: place.token).contains { closure in
            method.body.contains(closure.open) && !(closure.callee.map(Self.momentCallees.contains) ?? false)
        }
    }

    /// True when a switch's computed value can be false where swipe-back matters (above the root, on a
    /// pushed screen): a condition scan cannot read, as `index == 0`, can. One false only at the root is the
    /// stack's depth guard, not a switch off.
    private func canSwitchOff(_ write: EnabledWrite) -> Bool {
        guard !factIndex.switchesEnabledOnlyAboveRoot.contains(write.place), let truth = code.computedTruth(of: write) else { return false }
        return !truth.holds(throughout: Situation.swipeBackMatters)
    }

    /// The lifecycle method (one that `moment` names) that runs the statement at `place`: the method
    /// it is in, or a lifecycle method of the screen that calls that method. The origin is the statement's;
    /// the comment is nil when it alone says where the value came from.
    func lifecycle<Moment>(of place: Place, lineage: [String], as moment: (String) -> Moment?) -> (moment: Moment, origin: Origin, comment: String?)? {
        guard let method = code.enclosingMethod(place) else { return nil }
        let origin = code.origin(place)
        if let found = moment(method.name) { return (found, origin, nil) }
        // The calls come from the index by name first: walking every method of the lineage for each switch
        // made a class of many switching methods quadratic.
        let calls = code.calls(named: method.name).filter { $0.call.receiverChain.isEmpty || $0.call.receiverChain == ["self"] }
        guard !calls.isEmpty else { return nil }
        for codeClass in lineage {
            for (file, caller) in code.methods(of: codeClass) {
                guard let found = moment(caller.name),
                      let call = calls.first(where: { $0.file == file && caller.body.contains($0.call.place.token) }) else { continue }
                return (found, origin, "\(origin), via \(method.name) called at \(code.origin(call.call.place))")
            }
        }
        return nil
    }
}
