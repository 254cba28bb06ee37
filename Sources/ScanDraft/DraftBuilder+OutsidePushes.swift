import ScanFacts
import ScanReading

/// A screen pushed or presented by code that is not a screen (a coordinator, a router, a cell) and not
/// attributed to the screens that use that code: it may start a stack made empty for that code, go onto
/// a stack that code holds, or its place is unknown.
struct OutsideTransition {
    let target: String
    let kind: Transition.Kind
    let place: Place
    let origin: Origin
    /// The class whose code makes the transition.
    let owner: String
    /// The screens whose code calls the method that makes it, on an object of `owner`.
    let callers: [String]
    /// True when some screen's code names `owner`.
    let used: Bool
    /// The member chain it is made on, without `self`.
    let receiver: [String]
    /// Set once the transition is listed under the screens it is made from.
    var placed = false
}

/// Pushes and presents made from code that is not a screen, resolved by the screen they build: the
/// screens that use that code (register the cell, add the view) or call it (a coordinator's method) are
/// the ones that open the screen; a coordinator's transitions also go onto the stack it holds. A screen
/// nothing in the sources places is not called unreachable: the draft marks it and the unreachable-screen
/// finding on it is dropped.
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

    /// Attributes a transition from code that is not a screen. A method nothing calls by name (an action,
    /// a callback) runs for the screens that use its class; any other is kept for `planControllers`,
    /// which places it by the screens that call it and the stack its class holds. False when the target
    /// is not a screen of the draft.
    mutating func attributeOutside(_ transition: Transition, users: [String: [String]]) -> Bool {
        guard let owner = transition.owner, case .screen(let name) = transition.target, let target = selection.screenIDs[name] else { return false }
        let origin = code.origin(transition.place)
        // A view that keeps its host screen (`self.containerVC.navigationController`) pushes on the host's stack.
        let receiver = code.receiverChain(of: transition.place)
        if let holder = CodeBase.navigationControllerHolder(receiver), case let hosts = screensKeeping(owner, as: holder).filter({ $0 != name }), !hosts.isEmpty {
            list(transition.kind, of: hosts, to: target, at: origin)
            return true
        }
        let callers = screensCalling(transition.place)
        if callers == nil, case let openers = (users[owner] ?? []).filter({ $0 != name }), !openers.isEmpty {
            list(transition.kind, of: openers, to: target, at: origin)
            return true
        }
        let asking = (callers ?? []).filter { $0 != name }.sorted()
        outsideTransitions.append(OutsideTransition(target: target, kind: transition.kind, place: transition.place, origin: origin, owner: owner, callers: asking, used: !(users[owner] ?? []).isEmpty, receiver: receiver))
        return true
    }

    /// The screens that hand themselves to an object of `owner` in its property `property`
    /// (`listView.containerVC = self`), when `owner` (or an ancestor) declares that property. The
    /// variable assigned to must be declared with a class related to `owner`, or, when scan cannot tell
    /// its class, `owner`'s lineage must be the only one declaring such a property (`delegate` is everyone's).
    private mutating func screensKeeping(_ owner: String, as property: String) -> [String] {
        let lineage = code.hierarchy.declaredLineage(of: owner)
        let declaring = code.classesDeclaringProperty[property] ?? []
        guard lineage.contains(where: declaring.contains) else { return [] }
        let onlyOwnerDeclares = declaring.allSatisfy { lineage.contains($0) }
        if selfHandedTo == nil { selfHandedTo = indexSelfHandedTo() }
        var hosts: [String] = []
        for (holder, place) in selfHandedTo?[property] ?? [] {
            let types = code.declaredTypes(of: MemberNames.property(holder), at: place)
            if types.isEmpty ? !onlyOwnerDeclares : !types.contains(where: { code.hierarchy.related($0, owner) }) { continue }
            for screen in screens(ofCodeClass: code.ownerName(place)) where !hosts.contains(screen) { hosts.append(screen) }
        }
        return hosts
    }

    /// `holder.property = self` assignments, by property, with the holder's name: read once, on the first
    /// push through a kept screen.
    private func indexSelfHandedTo() -> [String: [(holder: String, place: Place)]] {
        var index: [String: [(holder: String, place: Place)]] = [:]
        for (file, syntax) in code.syntax.enumerated() {
            let stream = code.stream(file)
            for assignment in syntax.assignments where assignment.target.count >= 2 && assignment.value.count == 1 {
                guard let property = assignment.target.last, let value = stream.at(assignment.value.lowerBound), code.isSelf(value.text, at: assignment.place) else { continue }
                index[property, default: []].append((assignment.target[assignment.target.count - 2], assignment.place))
            }
        }
        return index
    }

    /// Stacks made empty (`UINavigationController()`, `[[UINavigationController alloc] init]`) that code
    /// which is not a screen (a coordinator) keeps in a property (`stackHolders`). The screen that code
    /// pushes on that property, that no screen asks for, in the method that starts its flow (`start()`,
    /// or one called on it where the stack is made) is the root. A stack given its screens as a list
    /// (`setViewControllers`) has its root there. A stack made empty that no such code holds takes no root: a guess would place screens on it.
    mutating func emptyStacks(holders: [Origin: [StackHolder]]) -> [StackGroup] {
        var groups: [StackGroup] = []
        for (file, syntax) in code.syntax.enumerated() where !code.vendored[file] {
            for call in syntax.calls {
                guard let className = madeEmpty(call, file: file) else { continue }
                let origin = code.origin(call.place)
                for holder in holders[origin] ?? [] where !isListed(holder, madeAt: call, file: file) {
                    let starting = startingMethods(of: holder, madeAt: call, file: file)
                    let pushed = outsideTransitions.indices.filter { index in
                        let outside = outsideTransitions[index]
                        return outside.owner == holder.owner && outside.receiver == [holder.property] && outside.kind == .push && outside.callers.isEmpty
                    }
                    let start = pushed.first { code.enclosingMethod(outsideTransitions[$0].place).map { starting.contains($0.name) } ?? false }
                    guard let start else { continue }
                    let root = outsideTransitions[start].target
                    let rootPushes = pushed.filter { outsideTransitions[$0].target == root }
                    for index in rootPushes { outsideTransitions[index].placed = true }
                    groups.append(StackGroup(className: className, root: root, origins: [origin] + rootPushes.map { outsideTransitions[$0].origin }))
                }
            }
        }
        return groups
    }

    /// The methods that start a holder's flow: `start`, and those called on the holder where the stack
    /// is made (`coordinator.start()`, `begin()` in the holder's own initializer).
    private func startingMethods(of holder: StackHolder, madeAt call: Call, file: Int) -> Set<String> {
        var names: Set<String> = ["start"]
        guard let method = code.enclosingMethod(call.place) else { return names }
        let own = code.ownerName(call.place) == holder.owner
        for started in code.syntax[file].calls where method.body.contains(started.place.token) {
            let chain = code.withoutSelf(started.receiverChain, at: started.place)
            if chain.isEmpty ? own : chain.count == 1 && code.declaredTypes(of: chain[0], at: started.place).contains(holder.owner) {
                names.insert(started.name)
            }
        }
        return names
    }

    /// True when the stack made at `call` is given its screens as a list: `setViewControllers` or
    /// `viewControllers =` on the local that holds it where it is made, or on the holder's property in the
    /// holder's code.
    private func isListed(_ holder: StackHolder, madeAt call: Call, file: Int) -> Bool {
        func lists(_ chain: [String], at place: Place, on name: String) -> Bool {
            code.withoutSelf(chain, at: place) == [name]
        }
        let method = code.enclosingMethod(call.place)
        if let method, let local = code.syntax[file].declarations.first(where: { $0.value?.contains(call.place.token) == true && method.body.contains($0.place.token) }) {
            if code.syntax[file].calls.contains(where: { $0.name == "setViewControllers" && method.body.contains($0.place.token) && lists($0.receiverChain, at: $0.place, on: local.name) }) { return true }
            if code.syntax[file].assignments.contains(where: { $0.target.last == "viewControllers" && method.body.contains($0.place.token) && lists(Array($0.target.dropLast()), at: $0.place, on: local.name) }) { return true }
        }
        for (holderFile, type) in code.declarations(of: holder.owner) {
            let syntax = code.syntax[holderFile]
            if syntax.calls.contains(where: { $0.name == "setViewControllers" && type.body.contains($0.place.token) && lists($0.receiverChain, at: $0.place, on: holder.property) }) { return true }
            if syntax.assignments.contains(where: { $0.target.last == "viewControllers" && type.body.contains($0.place.token) && lists(Array($0.target.dropLast()), at: $0.place, on: holder.property) }) { return true }
        }
        return false
    }

    /// The class of a navigation controller a call makes with no root (`X()`, `[[X alloc] init]`, `[X new]`).
    func madeEmpty(_ call: Call, file: Int) -> String? {
        if !call.isMessage { return call.arguments.isEmpty && isNavigationClass(call.name) ? call.name : nil }
        guard call.name == "init" || call.name == "new" else { return nil }
        let receiver = call.name == "new" ? call.receiverChain.first : allocatedClass(call, file: file)
        return receiver.flatMap { isNavigationClass($0) ? $0 : nil }
    }

    private func isNavigationClass(_ name: String) -> Bool {
        name == ClassHierarchy.navigationBase || code.hierarchy.role(of: name).role == .navigationController
    }

    /// `X` of `[[X alloc] init]`.
    func allocatedClass(_ call: Call, file: Int) -> String? {
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
            if case .screen(let name) = dormant.root { rootID = selection.screenIDs[name] }
            let path = code.files.indices.contains(dormant.place.file) ? code.files[dormant.place.file].path : "a storyboard"
            note("the \(dormant.navigationClass) of \(path) with root \(describe(dormant.root)) is not listed as a stack: \(dormant.reason)",
                 at: origin, on: rootID.map { .screen($0) } ?? .global)
            if let rootID, !opened.contains(rootID), !roots.contains(rootID) { unplacedScreens.insert(rootID) }
        }
        for outside in outsideTransitions where !outside.placed && !opened.contains(outside.target) && !roots.contains(outside.target) {
            let verb = outside.kind == .push ? "pushed" : "presented"
            let why = outside.used ? "; the screens that use it do not call that code, and it holds no stack navlint scan found," : " and which no screen uses,"
            note("\(verb) by \(outside.owner), which is not a screen\(why) so navlint scan could not tell which stack it is on; unreachable-screen is not reported on it", at: outside.origin, on: .screen(outside.target))
            unplacedScreens.insert(outside.target)
        }
        // A screen nothing opens that the code still names outside its own class (a factory, a route
        // table, a cast in prepare(for:sender:)) is opened in a way the scan did not follow.
        let unreached = selection.screenClasses.filter { name in
            selection.screenIDs[name].map { !opened.contains($0) && !roots.contains($0) && !unplacedScreens.contains($0) } ?? false
        }
        for (name, place) in code.mentions(of: Set(unreached)) {
            guard let id = selection.screenIDs[name], !unplacedScreens.contains(id) else { continue }
            if let host = code.ownerName(place), code.hierarchy.lineage(of: host).contains(name) { continue }
            // Declarations name it without opening it: `class X`, `class Sub: X`, `@interface X`, `@class X;`.
            if code.files[place.file].types.contains(where: { $0.head.contains(place.token) }) || code.stream(place.file).at(place.token - 1)?.text == "@class" { continue }
            note("\(name) is named here, but navlint scan could not follow how it is opened; unreachable-screen is not reported on it", at: code.origin(place), on: .screen(id))
            unplacedScreens.insert(id)
        }
    }
}
