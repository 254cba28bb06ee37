import Format
import ScanFacts

/// The navigation controller keys of format 1.1: the SwiftUI container that builds the stack and what
/// drives its path, bars hidden on swipe or tap, an interaction controller beside a custom animator,
/// and pushes that wait for a running transition.
extension DraftContext {
    /// `delegateInteraction:` when the controller's delegate returns an interaction controller.
    func setDelegateInteraction(_ controller: PlannedController, on object: inout ObjectBuilder<NavigationControllerKeys>) {
        if let origin = code.interactionDelegateMethod(of: controller.className) {
            object.set(\.delegateInteraction, true, at: origin.span, comment: "navigationController(_:interactionControllerFor:), \(origin)")
        }
    }

    /// `ownPopGesture:` when the controller's own code makes a pan recognizer whose action pops.
    func setOwnPopGesture(_ controller: PlannedController, on object: inout ObjectBuilder<NavigationControllerKeys>) {
        if let origin = code.ownPopGesture(of: controller.className) {
            object.set(\.ownPopGesture, true, at: origin.span, comment: "a pan whose action pops, \(origin)")
        }
    }

    /// `serializesTransitions:` when the controller's push waits for a running transition.
    func setSerializesTransitions(_ controller: PlannedController, on object: inout ObjectBuilder<NavigationControllerKeys>) {
        if let origin = code.serializingPushOverride(of: controller.className) {
            object.set(\.serializesTransitions, true, at: origin.span, comment: "pushViewController waits for transitionCoordinator, \(origin)")
        }
    }

    /// `kind:`, `path:` and `routerSyncsOnPop:` of a SwiftUI container's stack.
    func setSwiftUIStack(_ controller: PlannedController, on object: inout ObjectBuilder<NavigationControllerKeys>, notes: inout DraftNotes) {
        guard SwiftUIViews.isContainer(controller.className), let first = controller.creations.compactMap({ factIndex.stackOffsetsByOrigin[$0]?.first }).min() else { return }
        let stack = facts.stacks[first]
        let origin = code.origin(stack.place)
        object.set(\.kind, stack.kind, at: origin.span, comment: "\(stack.name), \(origin)")
        guard stack.kind == .navigationStack, let path = stack.path else { return }
        let pathOrigin = code.origin(path.place)
        let pathKey = FormatTerms.key(\NavigationControllerKeys.path)
        guard let driver = path.driver else {
            notes.note("could not tell what drives this NavigationStack's path (\(path.description)); \(pathKey) is left out", at: pathOrigin, on: .controller(controller.id))
            return
        }
        let syncKey = FormatTerms.key(\NavigationControllerKeys.routerSyncsOnPop)
        // A router whose class or bound property is not in the sources may or may not follow pops: the
        // path is left out rather than said to belong to a router that never does.
        if driver == .externalRouter, path.routerSync == nil {
            let router = FormatTerms.key(\NavigationControllerKeys.path) + ": " + StackPathDriver.externalRouter.rawValue
            notes.note("could not find in the sources the stored property behind \(path.description); \(pathKey) is left out: write \(router), with \(syncKey): true if the router updates its routes when the user pops", at: pathOrigin, on: .controller(controller.id))
            return
        }
        object.set(\.path, driver, at: pathOrigin.span, comment: "\(path.description), \(pathOrigin)")
        guard driver == .externalRouter, let sync = path.routerSync else { return }
        let syncOrigin = code.origin(sync.place)
        if sync.syncs {
            object.set(\.routerSyncsOnPop, true, at: syncOrigin.span, comment: "\(syncOrigin): \(sync.reason)")
        } else {
            notes.note("\(sync.reason); \(syncKey) is left false", at: syncOrigin, on: .controller(controller.id))
        }
    }

    /// `hidesBarsOnSwipe` and `hidesBarsOnTap` set on the controller by its own code, a
    /// UINavigationController extension, or a screen of its stack.
    func setBarHiding(_ controller: PlannedController, on object: inout ObjectBuilder<NavigationControllerKeys>, notes: inout DraftNotes) {
        let classes = Set(navigationCodeClasses(controller))
        let members = Set(controller.members.compactMap { screenClass(forID: $0) }.flatMap { code.hierarchy.declaredLineage(of: $0) })
        let offsets = classes.flatMap { factIndex.barHidingOffsetsBySubject[.object($0)] ?? [] } + members.flatMap { factIndex.barHidingOffsetsBySubject[.navigationOf($0)] ?? [] }
        let writes = Set(offsets).sorted().map { facts.barHidingWrites[$0] }
        for onTap in [false, true] {
            let own = writes.filter { $0.onTap == onTap }
            let key = onTap ? \NavigationControllerKeys.hidesBarsOnTap : \NavigationControllerKeys.hidesBarsOnSwipe
            for write in own where write.value == nil {
                notes.note("\(FormatTerms.key(key)) is set to a computed value; left out", at: code.origin(write.place), on: .controller(controller.id))
            }
            let origins = own.filter { $0.value == true }.map { code.origin($0.place) }
            if !origins.isEmpty { object.set(key, true, seenAt: origins) }
        }
    }
}
