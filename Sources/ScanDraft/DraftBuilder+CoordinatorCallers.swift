import ScanFacts
import ScanReading

/// A push or present made by code that is not a screen belongs to the screens that ask for it. A method
/// nothing calls by name (a cell's action, a data source's callback) runs for the screens that use its
/// object. A method the code calls (a coordinator's `showSettings()`) runs for the screens that call it
/// on that object, known by what they call it on: the class itself, or a property or local declared
/// with it (or a protocol it conforms to, or a class it inherits) or made from it. Called only from
/// elsewhere, or only on something scan cannot tell, it is placed by no screen: a stack made empty may
/// take it as its root, else a note says so.
extension DraftBuilder {
    /// The screens whose code calls the method that holds `place` on an object of its class; nil when no
    /// code outside that class calls a method of that name at all (a callback or an action).
    mutating func screensCalling(_ place: Place) -> Set<String>? {
        guard let method = code.enclosingMethod(place), let owner = code.ownerName(place) else { return nil }
        let key = owner + "." + method.name
        if let cached = callingScreens[key] { return cached }
        let callers = screensCalling(method.name, on: owner)
        callingScreens[key] = .some(callers)
        return callers
    }

    private mutating func screensCalling(_ method: String, on owner: String) -> Set<String>? {
        if callsOfMethod[method] == nil { callsOfMethod[method] = indexCalls(named: method) }
        guard let index = callsOfMethod[method], index.onSomething || index.onSelfBy.contains(owner) else { return nil }
        // The names a receiver declared with, or made from, an `owner` can have: the class, what it
        // inherits, and what its declarations list (the protocols it conforms to).
        var names = Set(code.hierarchy.lineage(of: owner))
        names.insert(owner)
        for (file, type) in code.declarations(of: owner) { names.formUnion(code.stream(file).names(in: type.head)) }
        var callers: Set<String> = []
        let matching = (index.byChainName[owner] ?? []) + names.flatMap { index.byDeclaredType[$0] ?? [] }
        for caller in Set(matching) { callers.formUnion(screens(ofCodeOrHostOf: caller)) }
        return callers
    }

    /// The calls of a method name, read once for every class that declares a method of that name (`open`,
    /// `start` are in every module): the classes calling it on `self`, whether any calls it on something
    /// else, and the callers' classes by a name in the receiver's chain (`Router.shared.open()`) and by a
    /// type the one-name receiver is declared with or made from. Reading every call per declaring class
    /// was quadratic in the size of the app.
    private func indexCalls(named method: String) -> CallsOfMethod {
        var index = CallsOfMethod()
        for (_, call) in code.calls(named: method) {
            let caller = code.ownerName(call.place)
            let chain = code.withoutSelf(call.receiverChain, at: call.place)
            if chain.isEmpty {
                if let caller { index.onSelfBy.insert(caller) }
                continue
            }
            index.onSomething = true
            for name in Set(chain) { index.byChainName[name, default: []].append(caller) }
            if chain.count == 1, let name = chain.first {
                for type in Set(code.declaredTypes(of: name, at: call.place)) { index.byDeclaredType[type, default: []].append(caller) }
            }
        }
        return index
    }

    // MARK: - Stacks a coordinator holds

    /// For every call in the code that makes a navigation controller (with a root, or empty), the
    /// classes that are not screens and keep it in a property, with that property: made in the class's
    /// own code into a property (`let navigationController = UINavigationController()`, or assigned in
    /// `init`), handed to its constructor (`Coordinator(navigationController: nav)`, kept in the property
    /// the argument is named after, else in its navigation controller property), or assigned to a
    /// property of one of its objects (`coordinator.navigationController = nav`). The call is found in
    /// the value, inline or through a local of the same method.
    func stackHolders() -> [Origin: [StackHolder]] {
        var result: [Origin: [StackHolder]] = [:]
        for (file, syntax) in code.syntax.enumerated() where !code.vendored[file] {
            for call in syntax.calls where madeEmpty(call, file: file) != nil || (call.isMessage ? call.name == "initWithRootViewController" : call.argument("rootViewController") != nil) {
                let holders = holders(ofStackMadeAt: call, file: file)
                if !holders.isEmpty { result[code.origin(call.place), default: []] += holders }
            }
        }
        return result
    }

    private func holders(ofStackMadeAt call: Call, file: Int) -> [StackHolder] {
        var holders: [StackHolder] = []
        func add(_ owner: String?, _ property: String?) {
            guard let owner, let property, code.hierarchy.isDeclared(owner), code.hierarchy.role(of: owner).role == .other,
                  screens(ofCodeClass: owner).isEmpty else { return }
            let holder = StackHolder(owner: owner, property: property)
            if !holders.contains(holder) { holders.append(holder) }
        }
        let stream = code.stream(file)
        let method = code.enclosingMethod(call.place)
        func inMethod(_ token: Int) -> Bool { method.map { $0.body.contains(token) } ?? true }
        let declarations = code.syntax[file].declarations.filter { $0.value?.contains(call.place.token) == true && inMethod($0.place.token) }
        // A property whose declaration makes it.
        if method == nil, let property = declarations.first { add(code.ownerName(call.place), property.name) }
        let local = method == nil ? nil : declarations.first
        func hands(_ range: Range<Int>) -> Bool {
            range.contains(call.place.token) || local.map { stream.mentions([$0.name], in: range) } == true
        }
        for assignment in code.syntax[file].assignments where inMethod(assignment.place.token) && hands(assignment.value) {
            let target = code.withoutSelf(assignment.target, at: assignment.place)
            if target.count == 1 {
                add(code.ownerName(assignment.place), target.first)
            } else if target.count == 2, let object = target.first {
                for type in code.declaredTypes(of: object, at: assignment.place) { add(type, target.last) }
            }
        }
        for constructor in code.syntax[file].calls where inMethod(constructor.place.token) {
            guard let argument = constructor.arguments.first(where: { hands($0.value) }),
                  let owner = constructor.isMessage ? allocatedClass(constructor, file: file) : constructor.name else { continue }
            add(owner, argument.label.flatMap { declaresProperty($0, in: owner) ? $0 : nil } ?? navigationProperty(of: owner))
        }
        return holders
    }

    private func declaresProperty(_ name: String, in owner: String) -> Bool {
        code.declarations(of: owner).contains { file, type in
            code.syntax[file].declarations.contains { $0.name == name && type.body.contains($0.place.token) && code.files[file].method(at: $0.place.token) == nil }
        }
    }

    /// The property of a class declared with a navigation controller class.
    private func navigationProperty(of owner: String) -> String? {
        for (file, type) in code.declarations(of: owner) {
            for declaration in code.syntax[file].declarations where type.body.contains(declaration.place.token) && code.files[file].method(at: declaration.place.token) == nil {
                if let declared = declaration.type, declared == ClassHierarchy.navigationBase || code.hierarchy.role(of: declared).role == .navigationController { return declaration.name }
            }
        }
        return nil
    }

    /// Places the transitions kept by `attributeOutside` that made no stack's root. One made on a
    /// property in which its class holds a stack goes onto that stack: under the screens of the stack that call it, else, when
    /// the class holds that stack alone, under its root. One whose class holds no stack goes under the screens that call it. Those that
    /// remain are noted by `noteUnplacedScreens`. Stacks grow as screens are placed on them, so screens
    /// that call are looked for on them again before any falls back to the root.
    mutating func placeOutsideTransitions(holders: [Origin: [StackHolder]]) {
        var held: [StackHolder: [Int]] = [:]
        for (offset, controller) in controllers.enumerated() {
            for origin in controller.creations {
                for holder in holders[origin] ?? [] where !(held[holder] ?? []).contains(offset) { held[holder, default: []].append(offset) }
            }
        }
        for fallingBackToRoot in [false, true] {
            var changed = true
            while changed {
                changed = false
                for index in outsideTransitions.indices where !outsideTransitions[index].placed {
                    let outside = outsideTransitions[index]
                    var openers: [String] = []
                    let stacks = outside.receiver.count == 1 ? held[StackHolder(owner: outside.owner, property: outside.receiver[0])] ?? [] : []
                    if stacks.isEmpty {
                        openers = outside.callers
                    } else {
                        for stack in stacks {
                            let members = Set(controllers[stack].members.compactMap(screenClass(forID:)))
                            let asking = outside.callers.filter(members.contains)
                            if !asking.isEmpty {
                                openers += asking
                            } else if fallingBackToRoot, stacks.count == 1, let root = screenClass(forID: controllers[stack].root) {
                                openers.append(root)
                            }
                        }
                    }
                    openers = openers.filter { selection.screenIDs[$0] != outside.target }
                    guard !openers.isEmpty else { continue }
                    list(outside.kind, of: openers, to: outside.target, at: outside.origin)
                    outsideTransitions[index].placed = true
                    changed = true
                }
                if changed { computeMembers() }
            }
        }
    }
}

/// A class that is not a screen and keeps a navigation controller in a property.
struct StackHolder: Hashable {
    let owner: String
    let property: String
}

/// The calls of one method name, as `screensCalling` asks about them for each class that declares it.
struct CallsOfMethod {
    /// The classes whose code calls it on `self` (or with no receiver).
    var onSelfBy: Set<String> = []
    /// Whether any call names a receiver.
    var onSomething = false
    /// The callers' classes (nil outside a class) by each name of the receiver's chain.
    var byChainName: [String: [String?]] = [:]
    /// The callers' classes by each type a one-name receiver is declared with or made from.
    var byDeclaredType: [String: [String?]] = [:]
}

extension CodeBase {
    /// The member chain a transition is made on, without `self`: `["navigationController"]` for
    /// `navigationController?.pushViewController(...)`.
    func receiverChain(of place: Place) -> [String] {
        // The call is found by where it starts, through the index; searching every call of the name
        // (every `pushViewController` of the app) for each transition was quadratic.
        let byStart = call(file: place.file, exactly: place.first..<(place.last + 1)).flatMap { $0.place == place ? $0 : nil }
        guard let call = byStart ?? stream(place.file).at(place.token).flatMap({ name in
            calls(named: name.text).first(where: { $0.call.place == place })?.call
        }) else { return [] }
        return withoutSelf(call.receiverChain, at: place)
    }

    /// `listView` for a transition made on `listView.navigationController`: the one object whose
    /// navigation controller a receiver chain (without `self`) names; nil for any other chain.
    static func navigationControllerHolder(_ receiver: [String]) -> String? {
        guard receiver.count == 2, receiver[1] == "navigationController" else { return nil }
        return receiver[0]
    }
}
