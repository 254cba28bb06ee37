import Format
import ScanFacts
import ScanReading

/// A navigation controller of the draft before it is written out.
struct PlannedController: Sendable {
    var id: String
    /// The class it is an instance of (a SwiftUI container's name for a SwiftUI stack).
    let className: String
    var root: String
    /// The calls (or storyboard elements) that make it with its root.
    var creations: [Origin]
    /// Screen ids that belong to it: the root, then those reached through pushes, breadth first.
    var members: [String] = []

    /// Made up to keep the draft valid when the code shows no stack at all: its root is a placeholder.
    var isPlaceholder: Bool { creations.isEmpty }
}

/// A stack found in the code before it is named: its class, its root's screen id, and where it is made
/// (nowhere for a placeholder).
struct StackGroup {
    let className: String
    let root: String
    var origins: [Origin]
}

/// One owner of a pop recognizer's delegate as the draft lists it.
struct OwnerWrite {
    let owner: PopDelegateOwner
    var origins: [Origin]
    /// The class whose `gestureRecognizerShouldBegin` decides for this owner; nil for `nil`.
    let deciderClass: String?
    let fromExtension: Bool
}

extension DraftBuilder {
    // MARK: - Planning

    mutating func planControllers() {
        var groups: [StackGroup] = []
        // The group of each class and root, so that a creation finds its group without walking them all.
        var groupByStack: [String: [String: Int]] = [:]
        var rootless: [(creation: NavigationCreation, origin: Origin)] = []
        for creation in facts.creations {
            let origin = code.origin(creation.place)
            guard let root = rootScreenID(creation.root) else {
                rootless.append((creation, origin))
                continue
            }
            if let index = groupByStack[creation.navigationClass]?[root] {
                groups[index].origins.append(origin)
            } else {
                groupByStack[creation.navigationClass, default: [:]][root] = groups.count
                groups.append(StackGroup(className: creation.navigationClass, root: root, origins: [origin]))
            }
        }
        // A stack made at several places by lists, split view columns or for a coordinator is one entry,
        // as a class made with the same root is.
        let holders = stackHolders()
        for group in listedStacks() + emptyStacks(holders: holders) {
            if let index = groupByStack[group.className]?[group.root] {
                groups[index].origins += group.origins.filter { !groups[index].origins.contains($0) }
            } else {
                groupByStack[group.className, default: [:]][group.root] = groups.count
                groups.append(group)
            }
        }
        let unmade = noteStacksNotListed(rootless, grouped: Set(groups.map(\.className)))
        if groups.isEmpty {
            groups = placeholders(for: unmade)
        } else {
            for name in unmade {
                note("\(name) is declared but navlint scan found no place that makes it with a root view controller, so it is not listed", at: classOrigin(name), on: .global)
            }
        }

        var baseCounts: [String: Int] = [:]
        let bases = groups.map { group -> String in
            let plain = group.className == ClassHierarchy.navigationBase || SwiftUIViews.isContainer(group.className)
            if plain, group.origins.isEmpty { return "main" }
            return plain ? group.root : IdentifierNaming.navigationID(for: group.className)
        }
        bases.forEach { baseCounts[$0, default: 0] += 1 }
        var taken: Set<String> = []
        var planned: [PlannedController] = []
        for (offset, group) in groups.enumerated() {
            var id = bases[offset]
            if (baseCounts[id] ?? 0) > 1, group.root != id { id += IdentifierNaming.capitalized(group.root) }
            id = IdentifierNaming.unique(id, taken: taken)
            taken.insert(id)
            planned.append(PlannedController(id: id, className: group.className, root: group.root, creations: group.origins))
            if group.origins.isEmpty { notePlaceholder(id: id, className: group.className, root: group.root) }
        }
        controllers = planned.sorted { $0.id < $1.id }
        computeMembers()
        placeOutsideTransitions(holders: holders)
        var makers: [Origin: Set<String>] = [:]
        for creation in facts.creations {
            if let owner = code.ownerName(creation.place) { makers[code.origin(creation.place), default: []].insert(owner) }
        }
        controllerIndex = ControllerIndex(controllers, codeClasses: navigationCodeClasses, makers: makers)
    }

    /// Each controller's screens, from its root through the pushes listed so far.
    mutating func computeMembers() {
        for index in controllers.indices {
            controllers[index].members = NavigationController.members(root: controllers[index].root, isScreen: { selection.screenClassByID[$0] != nil }) { id in
                pushes[id]?.ids ?? []
            }
        }
    }

    /// Stacks scan cannot place are not listed, so that no message names a root or a stack it made up:
    /// a navigation controller made with a root that is no screen of the sources (an expression it
    /// cannot follow, UIKit's own view controller, a tab bar or page view controller) gets a note.
    /// Returns the navigation classes nothing makes with a root (a class a storyboard makes in a scene
    /// nothing reaches has its note there, and a base class is read as part of its subclasses).
    private mutating func noteStacksNotListed(_ rootless: [(creation: NavigationCreation, origin: Origin)], grouped: Set<String>) -> [String] {
        let hierarchy = code.hierarchy
        var made = grouped
        for (creation, origin) in rootless {
            made.insert(creation.navigationClass)
            if code.isVendoredClass(creation.navigationClass) { continue }
            let root: String
            switch creation.root {
            case .outside(let name): root = "\(name), which is no screen of the scanned sources"
            case .unknown(let name) where hierarchy.isDeclared(name): root = "\(name), which is no screen"
            default: root = "a root navlint scan could not tell (\(describe(creation.root)))"
            }
            note("the \(creation.navigationClass) made here has \(root), so it is not listed as a stack", at: origin, on: .global)
        }
        let navigationClasses = hierarchy.records.keys.filter { hierarchy.role(of: $0).role == .navigationController }.sorted()
        let baseClasses = Set(navigationClasses.flatMap { hierarchy.lineage(of: $0).dropFirst() })
        let dormant = Set(facts.dormantStacks.map(\.navigationClass))
        return navigationClasses.filter { !made.contains($0) && !baseClasses.contains($0) && !dormant.contains($0) && !code.isVendoredClass($0) }
    }

    /// The format needs one navigation controller. When the code shows no stack at all, each navigation
    /// class nothing makes gets an entry, so that its delegate and guards are described, else one `main`
    /// entry; its root is the first screen nothing opens. These are placeholders: marked in the draft,
    /// and `scan --check` does not check them (`ScanResult.checkedApp`), since the stack and its root are
    /// made up.
    private func placeholders(for classes: [String]) -> [StackGroup] {
        var reached: Set<String> = []
        for targets in pushes.values { reached.formUnion(targets.ids) }
        for targets in presents.values { reached.formUnion(targets.ids) }
        let ids = selection.screenIDs.values.sorted()
        let root = ids.first { !reached.contains($0) } ?? ids.first ?? "screen"
        let names = classes.isEmpty ? [ClassHierarchy.navigationBase] : classes
        return names.map { StackGroup(className: $0, root: root, origins: []) }
    }

    private mutating func notePlaceholder(id: String, className: String, root: String) {
        let reason = className == ClassHierarchy.navigationBase
            ? "found no navigation controller made with a root view controller"
            : "found no \(className)(rootViewController:) or initWithRootViewController: call"
        let key = FormatTerms.key(\NavigationControllerKeys.root)
        note("\(reason); \(key) '\(root)' is a placeholder, set it to the first screen of this stack; scan --check does not check this navigation controller",
             at: className == ClassHierarchy.navigationBase ? nil : classOrigin(className), on: .controller(id))
    }

    /// The classes whose code runs as this controller's: UINavigationController extensions first, then
    /// the class's ancestors in the sources and the class itself.
    func navigationCodeClasses(_ controller: PlannedController) -> [String] {
        guard controller.className != ClassHierarchy.navigationBase else { return [ClassHierarchy.navigationBase] }
        return [ClassHierarchy.navigationBase] + code.hierarchy.declaredLineage(of: controller.className)
    }

    /// The classes of `navigationCodeClasses` whose code switches a pop recognizer of their own, sorted:
    /// all that the switches of a controller depend on of its class.
    func switchingClasses(_ controller: PlannedController) -> [String] {
        navigationCodeClasses(controller).filter { factIndex.enabledWriteOffsetsByObject[$0] != nil }.sorted()
    }

    func screenClass(forID id: String) -> String? {
        selection.screenClassByID[id]
    }

    // MARK: - Writing

    /// A navigation controller entry of the draft: its object, placed at the call that makes it (else
    /// its class declaration).
    typealias ControllerEntry = (id: String, object: ObjectBuilder<NavigationControllerKeys>, span: SourceSpan?, comment: String?)

    /// A navigation controller's entry: every registered inference (`controllerInferences`) sets its keys in turn.
    mutating func controllerEntry(_ controller: PlannedController) -> ControllerEntry {
        var object = ObjectBuilder<NavigationControllerKeys>()
        for inference in Self.controllerInferences { inference.apply(&self, controller, &object) }
        return (controller.id, object, controller.creations.first?.span ?? classOrigin(controller.className)?.span, nil)
    }

    /// `className:` (but for SwiftUI containers and the placeholder made when the code makes no stack,
    /// which have no class to name) and `root:`.
    mutating func setClassAndRoot(_ controller: PlannedController, on object: inout ObjectBuilder<NavigationControllerKeys>) {
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
    mutating func setEdgePopGesture(_ controller: PlannedController, on object: inout ObjectBuilder<NavigationControllerKeys>) {
        let edge = ownerWrites(for: controller, recognizer: .edge)
        if let origin = edge.owners.first(where: \.fromExtension)?.origins.first {
            object.set(\.installedBy, PopDelegateInstallation.viaExtension, at: origin.span, comment: "UINavigationController extension, \(origin)")
        }
        var popGesture = ObjectBuilder<PopGestureKeys>()
        let edgeOff = switchedOff(controller, recognizer: .edge)
        if let edgeOff { popGesture.set(\.enabled, false, at: edgeOff.origins.first?.span, comment: edgeOff.comment) }
        let edgeOwner = setDelegates(edge, controller: controller, on: &popGesture)
        if !popGesture.isEmpty { object.set(\.popGesture, popGesture, at: edgeOff?.origins.first?.span ?? edgeOwner, comment: Self.unprinted) }
    }

    /// `contentPopGesture:`, iOS 26's content swipe: switched off, and who owns its delegate.
    mutating func setContentPopGesture(_ controller: PlannedController, on object: inout ObjectBuilder<NavigationControllerKeys>) {
        let content = ownerWrites(for: controller, recognizer: .content)
        var contentGesture = ObjectBuilder<ContentPopGestureKeys>()
        let contentOff = switchedOff(controller, recognizer: .content)
        if let contentOff { contentGesture.set(\.enabled, false, at: contentOff.origins.first?.span, comment: contentOff.comment) }
        let contentOwner = setContentDelegates(content, controller: controller, on: &contentGesture)
        if !contentGesture.isEmpty { object.set(\.contentPopGesture, contentGesture, at: contentOff?.origins.first?.span ?? contentOwner, comment: Self.unprinted) }
    }

    /// `delegateAnimates:` when the controller's delegate returns an animator.
    func setDelegateAnimates(_ controller: PlannedController, on object: inout ObjectBuilder<NavigationControllerKeys>) {
        if let origin = code.animationDelegateMethod(of: controller.className) {
            object.set(\.delegateAnimates, true, at: origin.span, comment: "navigationController(_:animationControllerFor:from:to:), \(origin)")
        }
    }

    /// `backInterception:`, from the controller's navigationBar(_:shouldPop:).
    mutating func setBackInterception(_ controller: PlannedController, on object: inout ObjectBuilder<NavigationControllerKeys>) {
        if let interception = backInterception(for: controller) {
            object.set(\.backInterception, interception.object, at: interception.span, comment: Self.unprinted)
        }
    }

    /// Who assigns the recognizer's delegate for this controller, in the order the code does it:
    /// the controller's own code first, then its screens in stack order.
    func ownerWrites(for controller: PlannedController, recognizer: Recognizer) -> (owners: [OwnerWrite], restore: Origin?, unidentified: [(text: String, origin: Origin, anchor: Anchor)]) {
        var owners: [OwnerWrite] = []
        var restore: Origin?
        var unidentified: [(String, Origin, Anchor)] = []
        // Each owner's origins as a set too: a helper declared under one name in many modules gives
        // an owner one origin per declaration.
        var seen: [Set<Origin>] = []
        func add(_ write: OwnerWrite) {
            if let index = owners.firstIndex(where: { $0.owner == write.owner }) {
                owners[index].origins += write.origins.filter { !seen[index].contains($0) }
                seen[index].formUnion(write.origins)
            } else {
                owners.append(write)
                seen.append(Set(write.origins))
            }
        }
        for codeClass in navigationCodeClasses(controller) {
            for write in factIndex.delegateWritesBySubject[.object(codeClass)] ?? [] where write.recognizer == recognizer {
                let origin = code.origin(write.place)
                let fromExtension = codeClass == ClassHierarchy.navigationBase
                switch write.value {
                case .selfObject: add(OwnerWrite(owner: .navigationController, origins: [origin], deciderClass: controller.className, fromExtension: fromExtension))
                case .nilValue: if !isInertNilDelegate(write) { add(OwnerWrite(owner: .none, origins: [origin], deciderClass: nil, fromExtension: fromExtension)) }
                case .savedSystemDelegate: restore = restore ?? origin
                case .other(let text):
                    if let proxy = code.delegateObjectClass(text, at: write.place) {
                        add(OwnerWrite(owner: .navigationController, origins: [origin], deciderClass: proxy, fromExtension: fromExtension))
                    } else {
                        unidentified.append((text, origin, .controller(controller.id)))
                    }
                }
            }
        }
        for helper in helpers.delegateWritesByController[controller.id] ?? [] where helper.write.recognizer == recognizer {
            let origin = code.origin(helper.write.place)
            switch helper.write.value {
            case .selfObject: add(OwnerWrite(owner: helper.owner, origins: [origin], deciderClass: helper.decider, fromExtension: false))
            case .nilValue: add(OwnerWrite(owner: .none, origins: [origin], deciderClass: nil, fromExtension: false))
            case .savedSystemDelegate: restore = restore ?? origin
            case .other(let text): unidentified.append((text, origin, .controller(controller.id)))
            }
        }
        for member in controller.members {
            guard let screen = screenClass(forID: member) else { continue }
            for codeClass in code.hierarchy.declaredLineage(of: screen) {
                for write in (factIndex.delegateWritesBySubject[.navigationOf(codeClass)] ?? []) + (helpers.delegateWritesByScreen[codeClass] ?? []) where write.recognizer == recognizer {
                    let origin = code.origin(write.place)
                    switch write.value {
                    case .selfObject: add(OwnerWrite(owner: .screen(member), origins: [origin], deciderClass: screen, fromExtension: false))
                    case .nilValue: add(OwnerWrite(owner: .none, origins: [origin], deciderClass: nil, fromExtension: false))
                    case .savedSystemDelegate: restore = restore ?? origin
                    case .other(let text):
                        if let proxy = code.delegateObjectClass(text, at: write.place) {
                            add(OwnerWrite(owner: .screen(member), origins: [origin], deciderClass: proxy, fromExtension: false))
                        } else {
                            unidentified.append((text, origin, .screen(member)))
                        }
                    }
                }
            }
        }
        return (owners, restore, unidentified)
    }

    typealias OwnerWrites = (owners: [OwnerWrite], restore: Origin?, unidentified: [(text: String, origin: Origin, anchor: Anchor)])

    /// Notes the delegates no owner could be told for, and returns the owners as list items.
    private mutating func delegateItems(_ writes: OwnerWrites) -> [(value: PopDelegateOwner, span: SourceSpan?, comment: String?)] {
        for item in writes.unidentified {
            note("the pop gesture delegate is set to '\(item.text)', which navlint scan could not identify, so it is not listed", at: item.origin, on: item.anchor)
        }
        return writes.owners.map { listItem($0.owner, seenAt: $0.origins) }
    }

    /// `popGesture.delegate` and what follows from its owners: the guards they make, whether they let
    /// scroll views' pans wait, and the system delegate put back. Returns where the first owner is set.
    private mutating func setDelegates(_ writes: OwnerWrites, controller: PlannedController, on gesture: inout ObjectBuilder<PopGestureKeys>) -> SourceSpan? {
        let items = delegateItems(writes)
        let owners = writes.owners
        guard let first = items.first else { return nil }
        gesture.set(\.delegate, items: items, at: first.span)
        let deciders = owners.compactMap(\.deciderClass).reduce(into: [String]()) { list, name in if !list.contains(name) { list.append(name) } }
        if !deciders.isEmpty {
            // With no gestureRecognizerShouldBegin to point at, the guards are missing where a deciding owner takes the delegate.
            let takenAt = owners.first { $0.deciderClass != nil }?.origins.first?.span
            setGuards(deciders: deciders, switches: switchGuards(controller, recognizer: .edge).guards, takenAt: takenAt, on: &gesture)
            setFailureRequirement(deciders: deciders, controller: controller, on: &gesture)
        }
        if let restore = writes.restore, owners.contains(where: { $0.owner == .none }) {
            gesture.set(\.restoresSystemDelegateAtRoot, true, at: restore.span, comment: "saved system delegate put back, \(restore)")
        } else if owners.contains(where: { $0.owner == .none }), let off = switchGuards(controller, recognizer: .edge).guards[.stackDepth]?.first {
            // With a nil delegate, switching the gesture off whenever the root is on top keeps the root from
            // freezing exactly as putting UIKit's delegate back there does: the key says what that protects.
            gesture.set(\.restoresSystemDelegateAtRoot, true, at: off.span,
                        comment: "navlint scan: no saved delegate is put back, but the gesture is switched off while the root is on top, \(off)")
        }
        return first.span
    }

    /// `contentPopGesture.delegate`; the format has no key for a saved delegate put back on it.
    private mutating func setContentDelegates(_ writes: OwnerWrites, controller: PlannedController, on gesture: inout ObjectBuilder<ContentPopGestureKeys>) -> SourceSpan? {
        let items = delegateItems(writes)
        guard let first = items.first else { return nil }
        gesture.set(\.delegate, items: items, at: first.span)
        if let restore = writes.restore, writes.owners.contains(where: { $0.owner == .none }) {
            note("the content pop gesture's saved delegate is put back; the format has no key for it", at: restore, on: .controller(controller.id))
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

    /// The guards one deciding class makes, from its `gestureRecognizerShouldBegin` (or the saved system
    /// delegate it forwards to) and its touch method; where its `gestureRecognizerShouldBegin` is, and why
    /// it guards nothing when it does not.
    /// `askedBy` is the pop recognizer the delegate answers for, nil for a full-screen pan.
    func deciderGuards(_ decider: String, askedBy recognizer: Recognizer?) -> (guards: [PopGuard: [Origin]], method: Origin?, reason: String?) {
        var current: [PopGuard: [Origin]] = [:]
        let touch = code.touchGuards(of: decider, askedBy: recognizer)
        guard let (file, method) = code.shouldBeginMethod(of: decider) else {
            for item in touch { current[item.guard, default: []].append(code.origin(item.place)) }
            return (current, nil, touch.isEmpty ? "\(decider) has no gestureRecognizerShouldBegin, so every swipe may begin" : nil)
        }
        let origin = code.origin(file: file, method: method)
        var found = code.guards(of: decider, in: method, file: file, askedBy: recognizer)
        if let forward = code.forwardsToSavedDelegate(method, file: file, saved: facts.savedDelegates) {
            // UIKit's delegate decides: it refuses at the root and while a transition runs.
            found += [(.stackDepth, forward), (.notTransitioning, forward)].filter { item in !found.contains { $0.guard == item.0 } }
        }
        found += touch.filter { item in !found.contains { $0.guard == item.guard } }
        for item in found { current[item.guard, default: []].append(code.origin(item.place)) }
        return (current, origin, found.isEmpty ? "gestureRecognizerShouldBegin at \(origin) checks nothing navlint scan recognises" : nil)
    }

    private mutating func setFailureRequirement(deciders: [String], controller: PlannedController, on gesture: inout ObjectBuilder<PopGestureKeys>) {
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
                note("gestureRecognizer(_:shouldBeRequiredToFailBy:) in \(decider) returns a computed value; set \(key): true if it returns true for scroll views' pans", at: origin, on: .controller(controller.id))
                return
            }
        }
        gesture.set(\.requiredToFailBy, true, at: origins.first?.span, comment: "shouldBeRequiredToFailBy returns true, \(originList(origins))")
    }

    /// Where the controller's own code switches the recognizer off, when it does so and never switches it
    /// on (`enabled: false`), with the comment beside the value; nil when `enabled` is left at its default.
    private mutating func switchedOff(_ controller: PlannedController, recognizer: Recognizer) -> (origins: [Origin], comment: String?)? {
        let key = switchReadingKey(controller, recognizer: recognizer)
        let reading = key.flatMap { switchReadings[$0] } ?? readSwitches(controller, recognizer: recognizer)
        if let key { switchReadings[key] = reading }
        switch reading {
        case .off(let origins, let comment):
            return (origins, comment)
        case .toAndFro(let message):
            note(message, at: nil, on: .controller(controller.id))
            return nil
        case .untouched:
            return nil
        }
    }

    /// What the controllers that run the same switches read alike: the recognizer, the classes whose code
    /// switches it, the controller's full-screen pan as `isEdgeSwitchInstallingPans` reads it, and the
    /// installs that reach it. Every UIKit stack runs every `UINavigationController` category, so reading
    /// the categories' switches once per stack was quadratic. Nil for a controller a helper switches.
    private func switchReadingKey(_ controller: PlannedController, recognizer: Recognizer) -> String? {
        guard helpers.enabledWritesByController[controller.id] == nil else { return nil }
        let plan = pans.byController[controller.id].map { $0.fact.source == .library ? "library" : $0.fact.disablesEdge.map { "\($0)" } ?? "" } ?? "none"
        let reaching = (pans.edgeSwitchesReaching[controller.id] ?? []).map { "\($0)" }
        return (["\(recognizer)", plan, SwiftUIViews.isContainer(controller.className) ? "SwiftUI" : "UIKit"] + switchingClasses(controller) + ["reached by"] + reaching)
            .joined(separator: "\u{0}")
    }

    private mutating func readSwitches(_ controller: PlannedController, recognizer: Recognizer) -> SwitchReading {
        let offsets = Set(switchingClasses(controller).flatMap { factIndex.enabledWriteOffsetsByObject[$0] ?? [] }).sorted()
        let own = offsets.compactMap { $0 < facts.enabledWrites.count ? facts.enabledWrites[$0] : nil }
        let guarding = switchGuards(controller, recognizer: recognizer).places
        // The edge swipe switched off to install the controller's full-screen pan is `fullScreenPop.disablesEdgeGesture`;
        // an extension's install that this controller never runs switches nothing of it.
        let all = (own + (helpers.enabledWritesByController[controller.id] ?? [])).filter { $0.recognizer == recognizer && !isEdgeSwitchInstallingPans($0.place, for: controller) }
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

    private mutating func backInterception(for controller: PlannedController) -> (object: ObjectBuilder<BackInterceptionKeys>, span: SourceSpan)? {
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
            note("found no \(key) in navigationBar(_:shouldPop:); add \(key): <seconds> if it ignores repeated Back taps", at: reading.origin, on: .controller(controller.id))
        }
        return (object, reading.origin.span)
    }

    // MARK: - App

    /// Where nothing in the sources names a deployment target, the draft writes this one for the reader to correct.
    static let placeholderTarget = Version(components: [15, 0])

    mutating func appObject() -> (object: ObjectBuilder<AppKeys>, span: SourceSpan?) {
        var app = ObjectBuilder<AppKeys>()
        setSDK(on: &app)
        let targets = facts.deploymentTargets.map { (version: $0.version, origin: code.origin($0.place)) }
        guard let lowest = targets.min(by: { ($0.version, $0.origin) < ($1.version, $1.origin) }) else {
            let message = "found no deployment target (.iOS(...) in Package.swift, IPHONEOS_DEPLOYMENT_TARGET in project.pbxproj or .xcconfig); \"\(Self.placeholderTarget)\" is a placeholder, set the real one"
            note(message, at: nil, on: .global)
            app.set(\.deploymentTarget, Self.placeholderTarget, at: nil, comment: "navlint scan: placeholder, not found in the sources")
            return (app, nil)
        }
        let versions = Set(targets.map(\.version))
        let comment = versions.count > 1 ? "\(lowest.origin) (the lowest of \(versions.count) targets found)" : nil
        app.set(\.deploymentTarget, lowest.version, seenAt: [lowest.origin], comment: comment)
        return (app, lowest.origin.span)
    }
}

/// What a controller's code does with one pop recognizer's `isEnabled` (`DraftBuilder.switchedOff`).
enum SwitchReading {
    /// Switched off and never on: where, and the comment beside `enabled: false`.
    case off([Origin], comment: String?)
    /// Switched on and off, or to a computed value: the note that says so.
    case toAndFro(note: String)
    case untouched
}
