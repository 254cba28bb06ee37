import Format
import ScanFacts

/// What each navigation controller's code does with its pop recognizers' `isEnabled`: the guards its
/// switches make (`isEnabled = viewControllers.count > 1` refuses the swipe at the root, which is the
/// `stackDepth` guard; off in `pushViewController` and back on in `navigationController(_:didShow:animated:)`
/// refuses it while a push animates, which is `notTransitioning`), and whether the rest switch it off for
/// good, to and fro, or not at all. Controllers that run the same switches (every stack of UIKit's own
/// class runs every `UINavigationController` category) are read once: reading them per stack was quadratic.
struct PopSwitchReadings: DraftPass {
    let input: DraftInput
    let stacks: StackPlan
    let helpers: HelperAttribution
    let pans: FullScreenPanPlan

    struct Output {
        fileprivate let readings: [String: [Recognizer: SwitchReading]]
        fileprivate let guards: [String: [Recognizer: SwitchGuards]]

        /// What the controller's code does with the recognizer's `isEnabled`.
        func reading(of controller: PlannedController, recognizer: Recognizer) -> SwitchReading {
            readings[controller.id]?[recognizer] ?? .untouched
        }

        /// The guards the controller's switches of the recognizer make.
        func guards(of controller: PlannedController, recognizer: Recognizer) -> SwitchGuards {
            guards[controller.id]?[recognizer] ?? SwitchGuards(guards: [:], places: [])
        }
    }

    func run(notes: inout DraftNotes) -> Output {
        var guardsByKey: [GuardKey: SwitchGuards] = [:]
        var readingsByKey: [ReadingKey: SwitchReading] = [:]
        var readings: [String: [Recognizer: SwitchReading]] = [:]
        var guards: [String: [Recognizer: SwitchGuards]] = [:]
        for controller in stacks.controllers {
            let helped = helpers.enabledWritesByController[controller.id] != nil
            let classes = switchingClasses(controller)
            for recognizer in [Recognizer.edge, .content] {
                let guardKey = helped ? nil : GuardKey(recognizer: recognizer, classes: classes)
                let found = guardKey.flatMap { guardsByKey[$0] } ?? readGuards(controller, classes: classes, recognizer: recognizer)
                if let guardKey { guardsByKey[guardKey] = found }
                guards[controller.id, default: [:]][recognizer] = found
                let readingKey = helped ? nil : ReadingKey(controller, recognizer: recognizer, classes: classes, pans: pans)
                let reading = readingKey.flatMap { readingsByKey[$0] } ?? readSwitches(controller, recognizer: recognizer, classes: classes, guarding: found.places)
                if let readingKey { readingsByKey[readingKey] = reading }
                readings[controller.id, default: [:]][recognizer] = reading
            }
        }
        return Output(readings: readings, guards: guards)
    }

    /// What the guards of controllers that run no helper's switches depend on: the recognizer and the
    /// classes whose code switches it.
    private struct GuardKey: Hashable {
        let recognizer: Recognizer
        let classes: [String]
    }

    /// What the reading of controllers that run no helper's switches depends on: the recognizer, the
    /// classes whose code switches it, the controller's full-screen pan as `isEdgeSwitchInstallingPans`
    /// reads it, and the installs that reach it.
    private struct ReadingKey: Hashable {
        enum Pan: Hashable {
            case none, library
            case privateTarget(disablingEdgeAt: Place?)
        }

        let recognizer: Recognizer
        let pan: Pan
        let isSwiftUI: Bool
        let classes: [String]
        let reachedBy: [Place]

        init(_ controller: PlannedController, recognizer: Recognizer, classes: [String], pans: FullScreenPanPlan) {
            self.recognizer = recognizer
            pan = pans.byController[controller.id].map { $0.fact.source == .library ? .library : .privateTarget(disablingEdgeAt: $0.fact.disablesEdge) } ?? .none
            isSwiftUI = SwiftUIViews.isContainer(controller.className)
            self.classes = classes
            reachedBy = pans.edgeSwitchesReaching[controller.id] ?? []
        }
    }

    /// The switches of the recognizer that the controller runs: its classes' own, then those of helpers acting on it.
    private func switches(_ controller: PlannedController, classes: [String]) -> [EnabledWrite] {
        let offsets = Set(classes.flatMap { factIndex.enabledWriteOffsetsByObject[$0] ?? [] }).sorted()
        return offsets.compactMap { $0 < facts.enabledWrites.count ? facts.enabledWrites[$0] : nil } + (helpers.enabledWritesByController[controller.id] ?? [])
    }

    private func readGuards(_ controller: PlannedController, classes: [String], recognizer: Recognizer) -> SwitchGuards {
        let writes = switches(controller, classes: classes).filter { $0.recognizer == recognizer && $0.scope == .edge }
        var guards: [PopGuard: [Origin]] = [:]
        var places: Set<Place> = []
        for write in writes where factIndex.switchesEnabledOnlyAboveRoot.contains(write.place) {
            guards[.stackDepth, default: []].append(code.origin(write.place))
            places.insert(write.place)
        }
        // Off when a transition starts and on again in didShow refuses the swipe while it runs, but only
        // for the transitions it covers: willShow runs for every one; a pushViewController override
        // alone leaves programmatic pops unguarded.
        let offs = writes.filter { $0.enabled == false }
        let starts = offs.compactMap { write in code.enclosingMethod(write.place).flatMap { Self.transitionStart($0) }.map { (write, $0) } }
        let onsInDidShow = writes.filter { write in
            write.enabled != false && code.enclosingMethod(write.place).map { $0.name == "navigationController" && $0.selector.contains("didShow") } == true
        }
        let kinds = Set(starts.map(\.1))
        if let off = starts.first?.0, !onsInDidShow.isEmpty, kinds.contains(.every) || (kinds.contains(.push) && kinds.contains(.pop)) {
            guards[.notTransitioning, default: []].append(code.origin(off.place))
            for write in starts.map(\.0) + onsInDidShow { places.insert(write.place) }
        }
        return SwitchGuards(guards: guards, places: places)
    }

    /// Which transitions a method that starts them (or hears of their start) covers.
    private enum TransitionStart: Hashable {
        case push, pop, every
    }

    private static func transitionStart(_ method: MethodDeclaration) -> TransitionStart? {
        switch method.name {
        case "pushViewController", "setViewControllers": return .push
        case "popViewController", "popToViewController", "popToRootViewController", "popViewControllerAnimated", "popToRootViewControllerAnimated": return .pop
        case "navigationController" where method.selector.contains("willShow"): return .every
        default: return nil
        }
    }

    private func readSwitches(_ controller: PlannedController, recognizer: Recognizer, classes: [String], guarding: Set<Place>) -> SwitchReading {
        // The edge swipe switched off to install the controller's full-screen pan is `fullScreenPop.disablesEdgeGesture`;
        // an extension's install that this controller never runs switches nothing of it.
        let all = switches(controller, classes: classes).filter { $0.recognizer == recognizer && !pans.isEdgeSwitchInstallingPans($0.place, for: controller) }
        // A guard that switches it on above the root (`isEnabled = viewControllers.count > 1`) turns it
        // back on after any switch off; it is no switch of its own.
        let reenables = all.contains { guarding.contains($0.place) && $0.enabled != false }
        let writes = all.filter { !guarding.contains($0.place) }
        // Switching it on only leaves it at its default.
        guard writes.contains(where: { $0.enabled != true }) else { return .untouched }
        let offs = writes.filter { $0.enabled == false && $0.scope == .edge }
        if offs.count == writes.count, !reenables {
            let origins = offs.map { code.origin($0.place) }
            return .off(origins, comment: placeComment(origins))
        }
        let places = originList(writes.map { code.origin($0.place) })
        let key = recognizer == .edge ? FormatTerms.key(\PopGestureKeys.enabled) : FormatTerms.key(\ContentPopGestureKeys.enabled)
        let fallback = recognizer == .edge ? FormatTerms.defaultValue(\PopGestureKeys.enabled) : FormatTerms.defaultValue(\ContentPopGestureKeys.enabled)
        return .toAndFro(note: "the navigation controller switches its \(recognizer == .edge ? "pop gesture" : "content pop gesture") on and off or to a computed value (\(places)); \(key) is left at its default (\(fallback))")
    }
}

/// What a controller's code does with one pop recognizer's `isEnabled`.
enum SwitchReading {
    /// Switched off and never on: where, and the comment beside `enabled: false`.
    case off([Origin], comment: String?)
    /// Switched on and off, or to a computed value: the note that says so.
    case toAndFro(note: String)
    case untouched
}

/// The guards a controller's switches of one recognizer make, and the switches that make them (which
/// are then no on/off switches of the gesture).
struct SwitchGuards {
    let guards: [PopGuard: [Origin]]
    let places: Set<Place>
}
