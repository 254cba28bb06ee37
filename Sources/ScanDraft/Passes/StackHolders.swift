import ScanFacts

/// For every call in the code that makes a navigation controller (with a root, or empty), the classes
/// that are not screens and keep it in a property, with that property: made in the class's own code
/// into a property (`let navigationController = UINavigationController()`, or assigned in `init`),
/// handed to its constructor (`Coordinator(navigationController: nav)`, kept in the property the
/// argument is named after, else in its navigation controller property), or assigned to a property of
/// one of its objects (`coordinator.navigationController = nav`). The call is found in the value,
/// inline or through a local of the same method.
struct StackHolders: DraftPass {
    let input: DraftInput

    /// The holders of the stack each call makes, by the call's origin.
    typealias Output = [Origin: [StackHolder]]

    func run(notes: inout DraftNotes) -> Output {
        var result: [Origin: [StackHolder]] = [:]
        for (file, syntax) in code.syntax.enumerated() where !code.vendored[file] {
            for call in syntax.calls where madeEmpty(call, file: file) != nil || (call.isMessage ? call.name == "initWithRootViewController" : call.argument("rootViewController") != nil) {
                var holders = holders(ofStackMadeAt: call, file: file)
                // A holder hands the stack on (an app coordinator to the child coordinators it makes), each
                // hop as far as `handOnHops`.
                var next = holders
                for _ in 0..<Self.handOnHops where !next.isEmpty {
                    next = next.flatMap(handedOn).filter { !holders.contains($0) }
                    for holder in next where !holders.contains(holder) { holders.append(holder) }
                }
                if !holders.isEmpty { result[code.origin(call.place), default: []] += holders }
            }
        }
        return result
    }

    /// How many times a stack is followed from the class holding it to a class that class hands it to.
    static let handOnHops = 4

    /// A holder for a class that is no screen and is declared in the sources, keeping the stack in `property`.
    private func holder(_ owner: String?, _ property: String?) -> StackHolder? {
        guard let owner, let property, code.hierarchy.isDeclared(owner), code.hierarchy.role(of: owner).role == .other,
              screens(ofCodeClass: owner).isEmpty else { return nil }
        return StackHolder(owner: owner, property: property)
    }

    /// The classes a holder's own code hands its stack to: one it constructs with the property
    /// (`HomeCoordinator(navigationController: navigationController)`), or one whose property it sets to it
    /// (`child.navigationController = self.navigationController`).
    private func handedOn(from holder: StackHolder) -> [StackHolder] {
        var found: [StackHolder] = []
        func add(_ owner: String?, _ property: String?) {
            guard var next = self.holder(owner, property), next != holder, !found.contains(next) else { return }
            next.handedOn = true
            found.append(next)
        }
        for (file, type) in code.declarations(of: holder.owner) where !code.vendored[file] {
            let stream = code.stream(file)
            func isProperty(_ range: Range<Int>) -> Bool {
                let names = stream.names(in: range)
                return names == [holder.property] || names == ["self", holder.property]
            }
            let syntax = code.syntax[file]
            for constructor in syntax.calls(within: type.body) {
                guard let argument = constructor.arguments.first(where: { isProperty($0.value) }),
                      let owner = constructor.isMessage ? allocatedClass(constructor, file: file) : constructor.name else { continue }
                add(owner, argument.label.flatMap { declaresProperty($0, in: owner) ? $0 : nil } ?? navigationProperty(of: owner))
            }
            for assignment in syntax.assignments(within: type.body) where isProperty(assignment.value) {
                let target = code.withoutSelf(assignment.target, at: assignment.place)
                guard target.count == 2, let object = target.first else { continue }
                for declared in code.declaredTypes(of: object, at: assignment.place) { add(declared, target.last) }
            }
        }
        return found
    }

    private func holders(ofStackMadeAt call: Call, file: Int) -> [StackHolder] {
        var holders: [StackHolder] = []
        func add(_ owner: String?, _ property: String?) {
            if let holder = holder(owner, property), !holders.contains(holder) { holders.append(holder) }
        }
        let stream = code.stream(file)
        let method = code.enclosingMethod(call.place)
        // Only the method's own declarations, assignments and calls are read, found by position, so that a
        // file making many stacks is not read once per stack.
        let syntax = code.syntax[file]
        let scope = method?.body ?? 0..<Int.max
        let declarations = syntax.declarations(within: scope).filter { $0.value?.contains(call.place.token) == true }
        // A property whose declaration makes it.
        if method == nil, let property = declarations.first { add(code.ownerName(call.place), property.name) }
        let local = method == nil ? nil : declarations.first
        func hands(_ range: Range<Int>) -> Bool {
            range.contains(call.place.token) || local.map { stream.mentions([$0.name], in: range) } == true
        }
        for assignment in syntax.assignments(within: scope) where hands(assignment.value) {
            let target = code.withoutSelf(assignment.target, at: assignment.place)
            if target.count == 1 {
                add(code.ownerName(assignment.place), target.first)
            } else if target.count == 2, let object = target.first {
                for type in code.declaredTypes(of: object, at: assignment.place) { add(type, target.last) }
            }
        }
        for constructor in syntax.calls(within: scope) {
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
                if let declared = declaration.type, isNavigationClass(declared) { return declaration.name }
            }
        }
        return nil
    }
}

/// A class that is not a screen and keeps a navigation controller in a property.
struct StackHolder: Hashable {
    let owner: String
    let property: String
    /// True when the class gets the stack from another holder (`StackHolders.handedOn`), not from where it
    /// is made: by then the stack may have its root. Not part of which holder it is.
    var handedOn = false

    static func == (lhs: StackHolder, rhs: StackHolder) -> Bool { lhs.owner == rhs.owner && lhs.property == rhs.property }

    func hash(into hasher: inout Hasher) {
        hasher.combine(owner)
        hasher.combine(property)
    }
}
