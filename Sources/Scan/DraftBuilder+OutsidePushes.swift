import Format

/// A screen pushed or presented by code that is not a screen (a coordinator, a router, a cell) which no
/// other screen uses: it starts a stack made empty (`UINavigationController()` handed to that code), or
/// its place is unknown.
struct OutsideTransition {
    let target: String
    let kind: Transition.Kind
    let origin: Origin
    /// The class whose code makes the transition.
    let owner: String
}

/// Pushes and presents made from code that is not a screen, resolved by the screen they build: the
/// screens that use that code (hold the coordinator, register the cell, add the view) are the ones
/// that open the screen. A screen nothing in the sources places is not called unreachable: the draft
/// marks it and the unreachable-screen finding on it is dropped.
extension DraftBuilder {
    /// For each class that is not a screen, the screens whose code mentions it by name.
    func screensUsing(_ classes: Set<String>) -> [String: [String]] {
        var users: [String: [String]] = [:]
        for (name, place) in code.mentions(of: classes) {
            for screen in screens(ofCodeClass: code.ownerName(place)) where !(users[name] ?? []).contains(screen) {
                users[name, default: []].append(screen)
            }
        }
        return users
    }

    /// Attributes a transition from code that is not a screen to the screens that use that code; when
    /// none does, keeps it for `planControllers` (it may start an empty stack). False when the target is
    /// not a screen of the draft.
    mutating func attributeOutside(_ transition: Transition, users: [String: [String]]) -> Bool {
        guard let owner = transition.owner, case .screen(let name) = transition.target, let target = screenIDs[name] else { return false }
        let origin = code.origin(transition.place)
        let openers = openers(calling: transition.place, among: (users[owner] ?? []).filter { $0 != name })
        if openers.isEmpty {
            outsideTransitions.append(OutsideTransition(target: target, kind: transition.kind, origin: origin, owner: owner))
            return true
        }
        list(transition.kind, of: openers, to: target, at: origin)
        return true
    }

    /// Stacks made empty (`UINavigationController()`, `[[UINavigationController alloc] init]`) whose first
    /// screen is pushed by code that is not a screen: each takes, in the order of the code, a screen such
    /// code pushes and no screen opens.
    mutating func emptyStacks() -> [StackGroup] {
        guard outsideTransitions.contains(where: { $0.kind == .push }) else { return [] }
        var made: [(className: String, origin: Origin)] = []
        for (file, syntax) in code.syntax.enumerated() {
            for call in syntax.calls where call.arguments.isEmpty && !call.isMessage && isNavigationClass(call.name) {
                made.append((call.name, code.origin(call.place)))
            }
            for call in syntax.calls where call.isMessage && (call.name == "init" || call.name == "new") {
                let receiver = call.name == "new" ? call.receiverChain.first : allocatedClass(call, file: file)
                if let receiver, isNavigationClass(receiver) { made.append((receiver, code.origin(call.place))) }
            }
        }
        var opened: Set<String> = []
        for targets in pushes.values { opened.formUnion(targets.ids) }
        for targets in presents.values { opened.formUnion(targets.ids) }
        var candidates: [String] = []
        for outside in outsideTransitions.sorted(by: { $0.origin < $1.origin })
        where outside.kind == .push && !opened.contains(outside.target) && !candidates.contains(outside.target) {
            candidates.append(outside.target)
        }
        var groups: [StackGroup] = []
        for (stack, root) in zip(made.sorted(by: { $0.origin < $1.origin }), candidates) {
            let pushedAt = outsideTransitions.filter { $0.target == root }.map(\.origin)
            groups.append(StackGroup(className: stack.className, root: root, origins: [stack.origin] + pushedAt))
            stackRootsFromOutside.insert(root)
        }
        return groups
    }

    private func isNavigationClass(_ name: String) -> Bool {
        name == ClassHierarchy.navigationBase || code.hierarchy.role(of: name).role == .navigationController
    }

    /// `X` of `[[X alloc] init]`.
    private func allocatedClass(_ call: Call, file: Int) -> String? {
        let stream = code.stream(file)
        guard stream.isPunctuation(call.receiver.lowerBound, "["), let name = stream.at(call.receiver.lowerBound + 1),
              stream.isIdentifier(call.receiver.lowerBound + 2, "alloc") else { return nil }
        return name.text
    }

    /// Screens opened only by code that is not a screen and used by none, and not a root: the draft says
    /// where they are opened and that their place is unknown, and unreachable-screen is not reported on them.
    mutating func noteUnplacedScreens() {
        var opened: Set<String> = []
        for (opener, targets) in pushes { opened.formUnion(targets.ids.filter { $0 != opener }) }
        for (opener, targets) in presents { opened.formUnion(targets.ids.filter { $0 != opener }) }
        let roots = Set(controllers.map(\.root))
        for id in shownOutsideStacks.keys where !opened.contains(id) && !roots.contains(id) {
            unplacedScreens.insert(id)
        }
        for dormant in facts.dormantStacks {
            let origin = code.origin(dormant.place)
            var rootID: String?
            if case .screen(let name) = dormant.root { rootID = screenIDs[name] }
            let path = code.files.indices.contains(dormant.place.file) ? code.files[dormant.place.file].path : "a storyboard"
            note("the \(dormant.navigationClass) of \(path) with root \(describe(dormant.root)) is not listed as a stack: \(dormant.reason)",
                 at: origin, on: rootID.map { .screen($0) } ?? .global)
            if let rootID, !opened.contains(rootID), !roots.contains(rootID) { unplacedScreens.insert(rootID) }
        }
        for outside in outsideTransitions where !opened.contains(outside.target) && !roots.contains(outside.target) {
            let verb = outside.kind == .push ? "pushed" : "presented"
            note("\(verb) by \(outside.owner), which is not a screen and which no screen uses, so navlint scan could not tell which stack it is on; unreachable-screen is not reported on it", at: outside.origin, on: .screen(outside.target))
            unplacedScreens.insert(outside.target)
        }
        // A screen nothing opens that the code still names outside its own class (a factory, a route
        // table, a cast in prepare(for:sender:)) is opened in a way the scan did not follow.
        let unreached = screenClasses.filter { name in
            screenIDs[name].map { !opened.contains($0) && !roots.contains($0) && !unplacedScreens.contains($0) } ?? false
        }
        for (name, place) in code.mentions(of: Set(unreached)) {
            guard let id = screenIDs[name], !unplacedScreens.contains(id) else { continue }
            if let host = code.ownerName(place), code.hierarchy.lineage(of: host).contains(name) { continue }
            // Declarations name it without opening it: `class X`, `class Sub: X`, `@interface X`, `@class X;`.
            if code.files[place.file].types.contains(where: { $0.head.contains(place.token) }) || code.stream(place.file).at(place.token - 1)?.text == "@class" { continue }
            note("\(name) is named here, but navlint scan could not follow how it is opened; unreachable-screen is not reported on it", at: code.origin(place), on: .screen(id))
            unplacedScreens.insert(id)
        }
    }
}

extension ScanResult {
    /// The findings scan is sure of: an unreachable-screen finding on a screen opened by code scan
    /// could not place is left out, as the draft's suppression comment on that screen leaves it out.
    public func sure(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.filter(isSure)
    }

    /// False for a finding the scan cannot stand behind: unreachable-screen on a screen it could not place,
    /// or on the root of a placeholder navigation controller (which `checkedApp` leaves out).
    public func isSure(_ diagnostic: Diagnostic) -> Bool {
        guard diagnostic.ruleID == DraftBuilder.unreachableRuleID else { return true }
        let placeholderRoots = app.navigationControllers.filter { checkedApp.controller($0.id) == nil }.map(\.rootID)
        return !(unplacedScreens.union(placeholderRoots)).contains { diagnostic.path == "screens.\($0)" }
    }
}
