import Format
import ScanFacts

extension DraftContext {
    /// `fullScreenPop` of a navigation controller, from its plan.
    func setFullScreenPop(_ controller: PlannedController, on object: inout ObjectBuilder<NavigationControllerKeys>, notes: inout DraftNotes) {
        guard let plan = pans.byController[controller.id] else { return }
        let fact = plan.fact
        var pop = ObjectBuilder<FullScreenPopKeys>()
        switch fact.source {
        case .library:
            let what = fact.method == nil ? "uses FDFullscreenPopGesture"
                : plan.calledInstall.map { "FDFullscreenPopGesture's pan, installed where the app calls \($0)" } ?? "FDFullscreenPopGesture's pan, installed on every navigation controller"
            pop.set(\.via, .fdFullscreenPopGesture, at: plan.origin.span, comment: "\(what), \(plan.origin)")
            // The library switches the edge swipe off when it installs its pan.
            let off = pans.firstEdgeSwitchInstallingPans(controller).map { code.origin($0) } ?? plan.origin
            pop.set(\.disablesEdgeGesture, true, at: off.span, comment: "the library switches the edge swipe off, \(off)")
            setLibraryStartRegion(on: &pop)
        case .privateTarget:
            let pan = fact.pan.map { "'\($0)'" } ?? "a pan"
            pop.set(\.via, .privateTarget, at: plan.origin.span, comment: "\(pan) on the pop gesture's private target, \(plan.origin)")
            if let guards = plan.guards { pop.set(\.shouldBegin, items: guards.items, at: guards.span, comment: guards.comment) }
            if !fact.refusedControls.isEmpty {
                let items = fact.refusedControls.map { (value: $0.control, span: Optional(code.origin($0.place).span), comment: Optional("gestureRecognizer(_:shouldReceive:) refuses it, \(code.origin($0.place))")) }
                pop.set(\.ignoresTouchesOn, items: items, at: items.first?.span)
            }
            if let read = fact.staleTargetRead {
                let origin = code.origin(read)
                pop.set(\.targetReadAfterDelegateChange, true, at: origin.span, comment: "the target is read from the pop gesture's delegate after the delegate was replaced, \(origin)")
            }
            if let off = fact.disablesEdge {
                pop.set(\.disablesEdgeGesture, true, seenAt: [code.origin(off)])
            }
        }
        object.set(\.fullScreenPop, pop, at: plan.origin.span, comment: DraftComment.unprinted)
    }

    /// FDFullscreenPopGesture's `fd_interactivePopMaxAllowedInitialDistanceToLeftEdge` is a screen's; the
    /// widest one set anywhere is the stack's `startRegion`, so no screen is said to pop from farther out than it does.
    private func setLibraryStartRegion(on pop: inout ObjectBuilder<FullScreenPopKeys>) {
        var widest: (value: Double, origin: Origin)?
        for setting in facts.libraryPopSettings {
            guard case .startRegion(let value) = setting.change, let value, value > 0 else { continue }
            if widest == nil || value > (widest?.value ?? 0) { widest = (value, code.origin(setting.place)) }
        }
        guard let widest else { return }
        pop.set(\.startRegion, widest.value, seenAt: [widest.origin], comment: "fd_interactivePopMaxAllowedInitialDistanceToLeftEdge, the widest set, \(widest.origin)")
    }

    /// `fd_interactivePopDisabled = YES` on a screen: the library's pan refuses while the screen is on top
    /// and the edge swipe is off, which is every recognizer on the pop gesture's view switched off in
    /// `viewDidAppear` and back on in `viewWillDisappear` (the format has no word for a library's veto).
    func setLibraryPopSwitch(_ subject: ScreenSubject, on object: inout ObjectBuilder<ScreenKeys>, notes: inout DraftNotes) {
        let (id, lineage) = (subject.id, subject.lineage)
        guard pans.libraryInApp else { return }
        let settings = facts.libraryPopSettings.filter { setting in
            guard case .screenDisabled = setting.change, case .object(let name) = setting.subject else { return false }
            return lineage.contains(name)
        }.sorted { $0.place < $1.place }
        guard let first = settings.first else { return }
        if settings.contains(where: { if case .screenDisabled(let value) = $0.change { return value != true } else { return false } }) {
            notes.note("fd_interactivePopDisabled is set to a computed value or switched back; popGesture is left out", at: code.origin(first.place), on: .screen(id))
            return
        }
        let origin = code.origin(first.place)
        guard !object.has(\.popGesture) else {
            notes.note("fd_interactivePopDisabled is set too; popGesture is written from the screen's own switch of interactivePopGestureRecognizer", at: origin, on: .screen(id))
            return
        }
        var pop = ObjectBuilder<ScreenPopGestureKeys>()
        pop.set(\.disabled, true, seenAt: [origin])
        pop.set(\.scope, .allRecognizers, at: origin.span, comment: "fd_interactivePopDisabled: FDFullscreenPopGesture's pan refuses while this screen is on top, and the edge swipe is off")
        pop.set(\.disableIn, .viewDidAppear, at: origin.span, comment: "the library asks the screen each time a swipe starts")
        pop.set(\.enableIn, .viewWillDisappear, at: origin.span, comment: DraftComment.unprinted)
        object.set(\.popGesture, pop, at: origin.span, comment: DraftComment.unprinted)
    }
}
