import Format
import ScanFacts

extension DraftContext {
    /// A navigation controller's entry, placed at the call that makes it (else its class declaration):
    /// every registered inference (`KeyInferences.controllers`) sets its keys in turn.
    func controllerEntry(_ controller: PlannedController, notes: inout DraftNotes) -> DraftEntry<NavigationControllerKeys> {
        var object = ObjectBuilder<NavigationControllerKeys>()
        for inference in KeyInferences.controllers { inference.apply(self, controller, &object, &notes) }
        return (controller.id, object, controller.creations.first?.span ?? classOrigin(controller.className)?.span, nil)
    }

    /// `className:` (but for SwiftUI containers and the placeholder made when the code makes no stack,
    /// which have no class to name) and `root:`.
    func setClassAndRoot(_ controller: PlannedController, on object: inout ObjectBuilder<NavigationControllerKeys>) {
        let className = controller.className
        let namesClass = !(controller.isPlaceholder && className == ClassHierarchy.navigationBase)
        if namesClass, !SwiftUIViews.isContainer(className) {
            if className == ClassHierarchy.navigationBase {
                object.set(\.className, className, at: controller.creations.first?.span, comment: "UIKit's own class")
            } else {
                object.set(\.className, className, seenAt: classOrigin(className).map { [$0] } ?? [])
            }
        }
        if controller.isPlaceholder {
            object.set(\.root, controller.root, at: nil, comment: "navlint scan: placeholder")
        } else {
            object.set(\.root, controller.root, seenAt: controller.creations)
        }
    }

    /// `popGesture:` (switched off, and who owns its delegate) and `installedBy:` when an extension installs the delegate.
    func setEdgePopGesture(_ controller: PlannedController, on object: inout ObjectBuilder<NavigationControllerKeys>, notes: inout DraftNotes) {
        let edge = delegates.owners(of: controller, recognizer: .edge)
        if let origin = edge.owners.first(where: \.fromExtension)?.origins.first {
            object.set(\.installedBy, PopDelegateInstallation.viaExtension, at: origin.span, comment: "UINavigationController extension, \(origin)")
        }
        var popGesture = ObjectBuilder<PopGestureKeys>()
        let edgeOff = switchedOff(controller, recognizer: .edge, notes: &notes)
        if let edgeOff { popGesture.set(\.enabled, false, at: edgeOff.origins.first?.span, comment: edgeOff.comment) }
        let edgeOwner = setDelegates(edge, controller: controller, on: &popGesture, notes: &notes)
        if !popGesture.isEmpty { object.set(\.popGesture, popGesture, at: edgeOff?.origins.first?.span ?? edgeOwner, comment: DraftComment.unprinted) }
    }

    /// `contentPopGesture:`, iOS 26's content swipe: switched off, and who owns its delegate.
    func setContentPopGesture(_ controller: PlannedController, on object: inout ObjectBuilder<NavigationControllerKeys>, notes: inout DraftNotes) {
        let content = delegates.owners(of: controller, recognizer: .content)
        var contentGesture = ObjectBuilder<ContentPopGestureKeys>()
        let contentOff = switchedOff(controller, recognizer: .content, notes: &notes)
        if let contentOff { contentGesture.set(\.enabled, false, at: contentOff.origins.first?.span, comment: contentOff.comment) }
        let contentOwner = setContentDelegates(content, controller: controller, on: &contentGesture, notes: &notes)
        if !contentGesture.isEmpty { object.set(\.contentPopGesture, contentGesture, at: contentOff?.origins.first?.span ?? contentOwner, comment: DraftComment.unprinted) }
    }

    /// `delegateAnimates:` when the controller's delegate returns an animator.
    func setDelegateAnimates(_ controller: PlannedController, on object: inout ObjectBuilder<NavigationControllerKeys>, notes: inout DraftNotes) {
        if let origin = code.animationDelegateMethod(of: controller.className) {
            object.set(\.delegateAnimates, true, at: origin.span, comment: "navigationController(_:animationControllerFor:from:to:), \(origin)")
            if let passed = code.swipePopPassedToUIKit(of: controller.className) {
                object.set(\.delegatePassesSwipePops, true, at: passed.span, comment: "returns nil for a pop, so UIKit runs its own, \(passed)")
            }
            return
        }
        // Screens of the stack that make themselves its delegate and animate: while one is on the stack (a
        // root always is), the transitions above it are its animators'. Each is a place of the finding. Read
        // only where the app leaves the stack's pop gesture as UIKit made it: a screen that animates some
        // transitions and answers the pop gesture itself decides which swipes start.
        guard !object.has(\.popGesture) else { return }
        let ids = [controller.root] + controller.members.filter { $0 != controller.root }
        let found = ids.compactMap { selection.screenClassByID[$0].flatMap(code.screenAnimationDelegate) }
        guard let first = found.first else { return }
        object.set(\.delegateAnimates, true, at: first.method.span, comment: "navigationController(_:animationControllerFor:from:to:) of a screen that makes itself the delegate at \(first.assignment), \(first.method)")
        let path = [FormatTerms.key(\DocumentKeys.navigationControllers), controller.id, FormatTerms.key(\NavigationControllerKeys.delegateAnimates)].joined(separator: ".")
        notes.placeAlso(found.dropFirst().map(\.method), as: first.method, path: path)
    }

    /// `backInterception:`, from the controller's navigationBar(_:shouldPop:).
    func setBackInterception(_ controller: PlannedController, on object: inout ObjectBuilder<NavigationControllerKeys>, notes: inout DraftNotes) {
        if let interception = backInterception(for: controller, notes: &notes) {
            object.set(\.backInterception, interception.object, at: interception.span, comment: DraftComment.unprinted)
        }
    }

    /// Notes the delegates no owner could be told for, and returns the owners as list items.
    private func delegateItems(_ writes: OwnerWrites, notes: inout DraftNotes) -> [(value: PopDelegateOwner, span: SourceSpan?, comment: String?)] {
        for item in writes.unidentified {
            notes.note("the pop gesture delegate is set to '\(item.text)', which navlint scan could not identify, so it is not listed", at: item.origin, on: item.anchor)
        }
        return writes.owners.map { listItem($0.owner, seenAt: $0.origins) }
    }

    /// `popGesture.delegate` and what follows from its owners: the guards they make, whether they let
    /// scroll views' pans wait, and the system delegate put back. Returns where the first owner is set.
    private func setDelegates(_ writes: OwnerWrites, controller: PlannedController, on gesture: inout ObjectBuilder<PopGestureKeys>, notes: inout DraftNotes) -> SourceSpan? {
        let items = delegateItems(writes, notes: &notes)
        let owners = writes.owners
        guard let first = items.first else { return nil }
        gesture.set(\.delegate, items: items, at: first.span)
        // Each statement that sets an owner is a line a finding about that owner belongs on (six views each
        // setting the delegate to nil as they appear are six lines to mend).
        let path = [FormatTerms.key(\DocumentKeys.navigationControllers), controller.id, FormatTerms.key(\NavigationControllerKeys.popGesture),
                    FormatTerms.key(\PopGestureKeys.delegate)].joined(separator: ".")
        for (index, owner) in owners.enumerated() {
            guard let place = owner.origins.first else { continue }
            notes.placeAlso(Array(owner.origins.dropFirst()), as: place, path: "\(path)[\(index)]")
        }
        let deciders = owners.compactMap(\.deciderClass).reduce(into: [String]()) { list, name in if !list.contains(name) { list.append(name) } }
        if !deciders.isEmpty {
            // With no gestureRecognizerShouldBegin to point at, the guards are missing where a deciding owner takes the delegate.
            let takenAt = owners.first { $0.deciderClass != nil }?.origins.first?.span
            setGuards(deciders: deciders, switches: switches.guards(of: controller, recognizer: .edge).guards, takenAt: takenAt, on: &gesture)
            setFailureRequirement(deciders: deciders, controller: controller, on: &gesture, notes: &notes)
        }
        if let restore = writes.restore, owners.contains(where: { $0.owner == .none }) {
            gesture.set(\.restoresSystemDelegateAtRoot, true, at: restore.span, comment: "saved system delegate put back, \(restore)")
        } else if owners.contains(where: { $0.owner == .none }), let off = switches.guards(of: controller, recognizer: .edge).guards[.stackDepth]?.first {
            // With a nil delegate, switching the gesture off whenever the root is on top keeps the root from
            // freezing exactly as putting UIKit's delegate back there does: the key says what that protects.
            gesture.set(\.restoresSystemDelegateAtRoot, true, at: off.span,
                        comment: "navlint scan: no saved delegate is put back, but the gesture is switched off while the root is on top, \(off)")
        }
        return first.span
    }

    /// `contentPopGesture.delegate`; the format has no key for a saved delegate put back on it.
    private func setContentDelegates(_ writes: OwnerWrites, controller: PlannedController, on gesture: inout ObjectBuilder<ContentPopGestureKeys>, notes: inout DraftNotes) -> SourceSpan? {
        let items = delegateItems(writes, notes: &notes)
        guard let first = items.first else { return nil }
        gesture.set(\.delegate, items: items, at: first.span)
        if let restore = writes.restore, writes.owners.contains(where: { $0.owner == .none }) {
            notes.note("the content pop gesture's saved delegate is put back; the format has no key for it", at: restore, on: .controller(controller.id))
        }
        return first.span
    }

    /// The guards every custom owner's `gestureRecognizerShouldBegin` makes (a guard one owner lacks is
    /// lacking whenever that owner holds the delegate).
    private func setGuards(deciders: [String], switches: [PopGuard: [Origin]], takenAt: SourceSpan?, on gesture: inout ObjectBuilder<PopGestureKeys>) {
        var common: [PopGuard: [Origin]]?
        var reasons: [String] = []
        var methods: [Origin] = []
        for decider in deciders {
            let (current, method, reason) = deciderGuards(decider, askedBy: .edge)
            if let method { methods.append(method) }
            if let reason { reasons.append(reason) }
            if let previous = common {
                var shared: [PopGuard: [Origin]] = [:]
                for (key, origins) in previous where current[key] != nil { shared[key] = origins + (current[key] ?? []) }
                common = shared
            } else {
                common = current
            }
        }
        // A guard the controller makes by switching the gesture holds whoever owns the delegate.
        for (item, origins) in switches { common?[item, default: []] += origins }
        let guards = PopGuard.allCases.filter { common?[$0] != nil }
        if guards.isEmpty {
            let comment = reasons.isEmpty ? "no guard is made by every owner" : reasons.joined(separator: "; ")
            gesture.set(\.shouldBegin, items: [], at: methods.first?.span ?? takenAt, comment: comment)
            return
        }
        let items = guards.map { listItem($0, seenAt: common?[$0] ?? []) }
        gesture.set(\.shouldBegin, items: items, at: methods.first?.span ?? takenAt, comment: reasons.isEmpty ? nil : reasons.joined(separator: "; "))
    }

    private func setFailureRequirement(deciders: [String], controller: PlannedController, on gesture: inout ObjectBuilder<PopGestureKeys>, notes: inout DraftNotes) {
        var origins: [Origin] = []
        for decider in deciders {
            guard let (requirement, origin) = code.failureRequirement(of: decider) else { return }
            switch requirement {
            case .alwaysTrue:
                origins.append(origin)
            case .alwaysFalse:
                return
            case .computed:
                let key = FormatTerms.key(\PopGestureKeys.requiredToFailBy)
                notes.note("gestureRecognizer(_:shouldBeRequiredToFailBy:) in \(decider) returns a computed value; set \(key): true if it returns true for scroll views' pans", at: origin, on: .controller(controller.id))
                return
            }
        }
        gesture.set(\.requiredToFailBy, true, at: origins.first?.span, comment: "shouldBeRequiredToFailBy returns true, \(originList(origins))")
    }

    private func backInterception(for controller: PlannedController, notes: inout DraftNotes) -> (object: ObjectBuilder<BackInterceptionKeys>, span: SourceSpan)? {
        guard let reading = interceptions.byController[controller.id] else { return nil }
        var object = ObjectBuilder<BackInterceptionKeys>()
        object.set(\.implementedIn, reading.implementedIn, at: reading.origin.span, comment: "navigationBar(_:shouldPop:), \(reading.origin)")
        if let (place, check) = reading.distinguishesProgrammaticPop {
            let origin = code.origin(place)
            object.set(\.distinguishesProgrammaticPop, true, at: origin.span, comment: "\(check.rawValue), \(origin)")
        }
        if let repop = reading.repop {
            let origin = code.origin(repop.place)
            object.set(\.repopWhen, repop.comparison, at: origin.span, comment: "calls popViewController when the count is \(repop.comparison.rawValue), \(origin)")
        }
        if let debounce = reading.debounce {
            object.set(\.debounce, debounce.seconds, seenAt: [code.origin(debounce.place)])
        } else {
            let key = FormatTerms.key(\BackInterceptionKeys.debounce)
            notes.note("found no \(key) in navigationBar(_:shouldPop:); add \(key): <seconds> if it ignores repeated Back taps", at: reading.origin, on: .controller(controller.id))
        }
        return (object, reading.origin.span)
    }

    /// Where the controller's own code switches the recognizer off, when it does so and never switches it
    /// on (`enabled: false`), with the comment beside the value; nil when `enabled` is left at its default.
    private func switchedOff(_ controller: PlannedController, recognizer: Recognizer, notes: inout DraftNotes) -> (origins: [Origin], comment: String?)? {
        switch switches.reading(of: controller, recognizer: recognizer) {
        case .off(let origins, let comment):
            return (origins, comment)
        case .toAndFro(let message):
            notes.note(message, at: nil, on: .controller(controller.id))
            return nil
        case .untouched:
            return nil
        }
    }
}
