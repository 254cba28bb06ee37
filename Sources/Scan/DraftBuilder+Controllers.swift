/// A navigation controller of the draft before it is written out.
struct PlannedController: Sendable {
    var id: String
    /// The class it is an instance of; nil for the placeholder made when the sources create none.
    let className: String?
    var root: String
    var rootComment: String
    /// Screen ids that belong to it: the root, then those reached through pushes, breadth first.
    var members: [String] = []

    /// The class whose methods answer at run time (UIKit's own for a plain UINavigationController).
    var runtimeClass: String { className ?? ClassHierarchy.navigationBase }
}

/// One owner of a pop recognizer's delegate as the draft lists it.
struct OwnerWrite {
    let owner: String
    var origins: [Origin]
    /// The class whose `gestureRecognizerShouldBegin` decides for this owner; nil for `nil`.
    let deciderClass: String?
    let fromExtension: Bool
}

extension DraftBuilder {
    // MARK: - Planning

    mutating func planControllers() {
        var groups: [(className: String?, root: String?, origins: [Origin], unresolved: String?)] = []
        for creation in facts.creations {
            let origin = code.origin(creation.place)
            var root: String?
            if case .screen(let name) = creation.root { root = screenIDs[name] }
            if let root, let index = groups.firstIndex(where: { $0.className == creation.navigationClass && $0.root == root }) {
                groups[index].origins.append(origin)
            } else {
                groups.append((creation.navigationClass, root, [origin], root == nil ? describe(creation.root) : nil))
            }
        }
        let hierarchy = code.hierarchy
        let navigationClasses = hierarchy.records.keys.filter { hierarchy.role(of: $0).role == .navigationController }.sorted()
        for name in navigationClasses where !groups.contains(where: { $0.className == name }) {
            // A base class of other navigation controllers is read as part of them.
            if navigationClasses.contains(where: { $0 != name && hierarchy.lineage(of: $0).contains(name) }) { continue }
            groups.append((name, nil, [], nil))
        }
        if groups.isEmpty { groups.append((nil, nil, [], nil)) }

        var reached: Set<String> = []
        for targets in pushes.values { targets.forEach { reached.insert($0.id) } }
        for targets in presents.values { targets.forEach { reached.insert($0.id) } }
        let ids = screenIDs.values.sorted()
        let placeholderRoot = ids.first { !reached.contains($0) } ?? ids.first ?? "screen"

        var baseCounts: [String: Int] = [:]
        let bases = groups.map { group -> String in
            let plain = group.className == nil || group.className == ClassHierarchy.navigationBase
            return plain ? (group.root ?? "main") : IdentifierNaming.navigationID(for: group.className ?? "")
        }
        bases.forEach { baseCounts[$0, default: 0] += 1 }
        var taken: Set<String> = []
        var planned: [PlannedController] = []
        for (offset, group) in groups.enumerated() {
            var id = bases[offset]
            if (baseCounts[id] ?? 0) > 1, let root = group.root, root != id { id += IdentifierNaming.capitalized(root) }
            id = IdentifierNaming.unique(id, taken: taken)
            taken.insert(id)
            var comment = originList(group.origins)
            let root = group.root ?? placeholderRoot
            if group.root == nil {
                let reason: String
                if let unresolved = group.unresolved {
                    reason = "could not tell the root of the \(group.className ?? "navigation controller") made with \(unresolved)"
                } else if let className = group.className {
                    reason = "found no \(className)(rootViewController:) or initWithRootViewController: call"
                } else {
                    reason = "found no navigation controller made with a root view controller"
                }
                let message = "\(reason); root '\(root)' is a placeholder, set it to the first screen of this stack"
                let origin = group.origins.first ?? group.className.flatMap(classOrigin)
                note(message, at: origin, on: .controller(id))
                comment = "navlint scan: placeholder"
            }
            planned.append(PlannedController(id: id, className: group.className, root: root, rootComment: comment))
        }
        controllers = planned.sorted { $0.id < $1.id }
        for index in controllers.indices {
            controllers[index].members = members(from: controllers[index].root)
        }
    }

    private func members(from root: String) -> [String] {
        var result = [root]
        var seen: Set<String> = [root]
        var cursor = 0
        while cursor < result.count {
            for target in pushes[result[cursor]] ?? [] where !seen.contains(target.id) {
                seen.insert(target.id)
                result.append(target.id)
            }
            cursor += 1
        }
        return result
    }

    /// The classes whose code runs as this controller's: UINavigationController extensions first, then
    /// the class's ancestors in the sources and the class itself.
    func navigationCodeClasses(_ controller: PlannedController) -> [String] {
        guard let className = controller.className, className != ClassHierarchy.navigationBase else { return [ClassHierarchy.navigationBase] }
        return [ClassHierarchy.navigationBase] + code.hierarchy.declaredLineage(of: className)
    }

    func screenClass(forID id: String) -> String? {
        screenClassByID[id]
    }

    // MARK: - Writing

    mutating func controllerEntry(_ controller: PlannedController) -> DraftEntry {
        var children: [DraftEntry] = []
        if let className = controller.className {
            let comment = className == ClassHierarchy.navigationBase ? "UIKit's own class" : classOrigin(className)?.description
            children.append(DraftEntry("class", .text(className), comment: comment))
        }
        children.append(DraftEntry("root", .plain(controller.root), comment: controller.rootComment))

        let edge = ownerWrites(for: controller, recognizer: .edge)
        if edge.owners.contains(where: \.fromExtension), let origin = edge.owners.first(where: \.fromExtension)?.origins.first {
            children.append(DraftEntry("installedBy", .plain("extension"), comment: "UINavigationController extension, \(origin)"))
        }
        var popGesture: [DraftEntry] = []
        if let enabled = enabledEntry(for: controller, recognizer: .edge) { popGesture.append(enabled) }
        popGesture += delegateEntries(edge, controller: controller, withGuards: true)
        if !popGesture.isEmpty { children.append(DraftEntry("popGesture", .map(popGesture))) }

        let content = ownerWrites(for: controller, recognizer: .content)
        var contentGesture: [DraftEntry] = []
        if let enabled = enabledEntry(for: controller, recognizer: .content) { contentGesture.append(enabled) }
        contentGesture += delegateEntries(content, controller: controller, withGuards: false)
        if !contentGesture.isEmpty { children.append(DraftEntry("contentPopGesture", .map(contentGesture))) }

        if let origin = code.animationDelegateMethod(of: controller.runtimeClass) {
            children.append(DraftEntry("delegateAnimates", .plain("true"), comment: "navigationController(_:animationControllerFor:from:to:), \(origin)"))
        }
        if let interception = backInterceptionEntry(for: controller) { children.append(interception) }
        return DraftEntry(controller.id, .map(children))
    }

    /// Who assigns the recognizer's delegate for this controller, in the order the code does it:
    /// the controller's own code first, then its screens in stack order.
    func ownerWrites(for controller: PlannedController, recognizer: Recognizer) -> (owners: [OwnerWrite], restore: Origin?, unidentified: [(text: String, origin: Origin, anchor: Anchor)]) {
        var owners: [OwnerWrite] = []
        var restore: Origin?
        var unidentified: [(String, Origin, Anchor)] = []
        func add(_ write: OwnerWrite) {
            if let index = owners.firstIndex(where: { $0.owner == write.owner }) {
                owners[index].origins += write.origins.filter { !owners[index].origins.contains($0) }
            } else {
                owners.append(write)
            }
        }
        for codeClass in navigationCodeClasses(controller) {
            for write in facts.delegateWrites where write.recognizer == recognizer && write.subject == .object(codeClass) {
                let origin = code.origin(write.place)
                let fromExtension = codeClass == ClassHierarchy.navigationBase
                switch write.value {
                case .selfObject: add(OwnerWrite(owner: "navigationController", origins: [origin], deciderClass: controller.runtimeClass, fromExtension: fromExtension))
                case .nilValue: add(OwnerWrite(owner: "nil", origins: [origin], deciderClass: nil, fromExtension: fromExtension))
                case .savedSystemDelegate: restore = restore ?? origin
                case .other(let text): unidentified.append((text, origin, .controller(controller.id)))
                }
            }
        }
        for member in controller.members {
            guard let screen = screenClass(forID: member) else { continue }
            for codeClass in code.hierarchy.declaredLineage(of: screen) {
                for write in facts.delegateWrites where write.recognizer == recognizer && write.subject == .navigationOf(codeClass) {
                    let origin = code.origin(write.place)
                    switch write.value {
                    case .selfObject: add(OwnerWrite(owner: "screen:\(member)", origins: [origin], deciderClass: screen, fromExtension: false))
                    case .nilValue: add(OwnerWrite(owner: "nil", origins: [origin], deciderClass: nil, fromExtension: false))
                    case .savedSystemDelegate: restore = restore ?? origin
                    case .other(let text): unidentified.append((text, origin, .screen(member)))
                    }
                }
            }
        }
        return (owners, restore, unidentified)
    }

    private mutating func delegateEntries(_ writes: (owners: [OwnerWrite], restore: Origin?, unidentified: [(text: String, origin: Origin, anchor: Anchor)]),
                                          controller: PlannedController, withGuards: Bool) -> [DraftEntry] {
        for item in writes.unidentified {
            note("the pop gesture delegate is set to '\(item.text)', which navlint scan could not identify, so it is not listed", at: item.origin, on: item.anchor)
        }
        let owners = writes.owners
        guard !owners.isEmpty else { return [] }
        var entries: [DraftEntry] = []
        if owners.count == 1, let only = owners.first {
            entries.append(DraftEntry("delegate", .plain(only.owner), comment: originList(only.origins)))
        } else {
            entries.append(DraftEntry("delegate", .list(owners.map { DraftItem(value: .plain($0.owner), comment: originList($0.origins)) })))
        }
        let deciders = owners.compactMap(\.deciderClass).reduce(into: [String]()) { list, name in if !list.contains(name) { list.append(name) } }
        if withGuards, !deciders.isEmpty {
            entries.append(guardEntry(deciders: deciders))
            if let required = failureRequirementEntry(deciders: deciders, controller: controller) { entries.append(required) }
        }
        if let restore = writes.restore, owners.contains(where: { $0.owner == "nil" }) {
            entries.append(DraftEntry("restoresSystemDelegateAtRoot", .plain("true"), comment: "saved system delegate put back, \(restore)"))
        }
        return entries
    }

    /// The guards every custom owner's `gestureRecognizerShouldBegin` makes (a guard one owner lacks is
    /// lacking whenever that owner holds the delegate).
    private func guardEntry(deciders: [String]) -> DraftEntry {
        var common: [Guard: [Origin]]?
        var reasons: [String] = []
        for decider in deciders {
            var current: [Guard: [Origin]] = [:]
            if let (file, method) = code.shouldBeginMethod(of: decider) {
                let found = code.guards(of: decider, in: method, file: file)
                if found.isEmpty {
                    reasons.append("gestureRecognizerShouldBegin at \(code.origin(file: file, line: method.line)) checks nothing navlint scan recognises")
                }
                for item in found { current[item.guard, default: []].append(code.origin(item.place)) }
            } else {
                reasons.append("\(decider) has no gestureRecognizerShouldBegin, so every swipe may begin")
            }
            if let previous = common {
                var shared: [Guard: [Origin]] = [:]
                for (key, origins) in previous where current[key] != nil { shared[key] = origins + (current[key] ?? []) }
                common = shared
            } else {
                common = current
            }
        }
        let guards = Guard.allCases.filter { common?[$0] != nil }
        if guards.isEmpty {
            let comment = reasons.isEmpty ? "no guard is made by every owner" : reasons.joined(separator: "; ")
            return DraftEntry("shouldBegin", .list([]), comment: comment)
        }
        let items = guards.map { DraftItem(value: .plain($0.rawValue), comment: originList(common?[$0] ?? [])) }
        return DraftEntry("shouldBegin", .list(items), comment: reasons.isEmpty ? nil : reasons.joined(separator: "; "))
    }

    private mutating func failureRequirementEntry(deciders: [String], controller: PlannedController) -> DraftEntry? {
        var origins: [Origin] = []
        for decider in deciders {
            guard let (requirement, origin) = code.failureRequirement(of: decider) else { return nil }
            switch requirement {
            case .alwaysTrue:
                origins.append(origin)
            case .alwaysFalse:
                return nil
            case .computed:
                note("gestureRecognizer(_:shouldBeRequiredToFailBy:) in \(decider) returns a computed value; set requiredToFailBy: true if it returns true for scroll views' pans", at: origin, on: .controller(controller.id))
                return nil
            }
        }
        return DraftEntry("requiredToFailBy", .plain("true"), comment: "shouldBeRequiredToFailBy returns true, \(originList(origins))")
    }

    /// `enabled: false` when the controller's own code switches the recognizer off and never on.
    private mutating func enabledEntry(for controller: PlannedController, recognizer: Recognizer) -> DraftEntry? {
        let classes = navigationCodeClasses(controller)
        let writes = facts.enabledWrites.filter { write in
            guard write.recognizer == recognizer, case .object(let name) = write.subject else { return false }
            return classes.contains(name)
        }
        guard !writes.isEmpty else { return nil }
        let offs = writes.filter { $0.enabled == false && $0.scope == .edge }
        if offs.count == writes.count {
            return DraftEntry("enabled", .plain("false"), comment: originList(offs.map { code.origin($0.place) }))
        }
        let places = originList(writes.map { code.origin($0.place) })
        note("the navigation controller switches its \(recognizer == .edge ? "pop gesture" : "content pop gesture") on and off or to a computed value (\(places)); enabled is left at its default (true)", at: nil, on: .controller(controller.id))
        return nil
    }

    private mutating func backInterceptionEntry(for controller: PlannedController) -> DraftEntry? {
        guard let reading = code.backInterception(of: controller.runtimeClass) else { return nil }
        var children = [DraftEntry("implementedIn", .plain(reading.inCategory ? "category" : "subclass"), comment: "navigationBar(_:shouldPop:), \(reading.origin)")]
        if let place = reading.distinguishesProgrammaticPop {
            children.append(DraftEntry("distinguishesProgrammaticPop", .plain("true"), comment: "compares viewControllers.count with navigationBar.items.count, \(code.origin(place))"))
        }
        if let repop = reading.repop {
            children.append(DraftEntry("repopWhen", .quoted(repop.comparison), comment: "calls popViewController when the count is \(repop.comparison), \(code.origin(repop.place))"))
        }
        if let debounce = reading.debounce {
            children.append(DraftEntry("debounce", .plain(debounce.seconds), comment: code.origin(debounce.place).description))
        } else {
            note("found no debounce in navigationBar(_:shouldPop:); add debounce: <seconds> if it ignores repeated Back taps", at: reading.origin, on: .controller(controller.id))
        }
        return DraftEntry("backInterception", .map(children))
    }

    // MARK: - App

    mutating func appEntry() -> DraftEntry {
        let targets = facts.deploymentTargets.map { (version: $0.version, origin: code.origin($0.place)) }
        guard let lowest = targets.min(by: { Self.versionParts($0.version).lexicographicallyPrecedes(Self.versionParts($1.version)) || (Self.versionParts($0.version) == Self.versionParts($1.version) && $0.origin < $1.origin) })
        else {
            let message = "found no deployment target (.iOS(...) in Package.swift, IPHONEOS_DEPLOYMENT_TARGET in project.pbxproj or .xcconfig); \"15.0\" is a placeholder, set the real one"
            note(message, at: nil, on: .global)
            return DraftEntry("app", .map([DraftEntry("deploymentTarget", .quoted("15.0"), comment: "navlint scan: placeholder, not found in the sources")]))
        }
        let versions = Set(targets.map { Self.versionParts($0.version) })
        var comment = lowest.origin.description
        if versions.count > 1 { comment += " (the lowest of \(versions.count) targets found)" }
        return DraftEntry("app", .map([DraftEntry("deploymentTarget", .quoted(Self.normalizedVersion(lowest.version)), comment: comment)]))
    }

    static func versionParts(_ version: String) -> [Int] {
        var parts = version.split(separator: ".").map { Int($0) ?? 0 }
        while parts.count < 3 { parts.append(0) }
        return parts
    }

    /// `15` -> `15.0`; other versions as written.
    static func normalizedVersion(_ version: String) -> String {
        version.contains(".") ? version : version + ".0"
    }
}
