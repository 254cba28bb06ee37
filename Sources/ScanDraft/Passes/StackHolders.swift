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
    struct Output {
        /// The classes that keep the stack where it is made: only their flow starts it with its root.
        let keepers: [Origin: [StackHolder]]
        /// Those and the classes it is handed down to, which push onto it too.
        let all: [Origin: [StackHolder]]
        /// For each class a stack is handed down to, the holder that made it and the call that did.
        let handedBy: [StackHolder: (holder: StackHolder, call: Place)]

        init(keepers: [Origin: [StackHolder]], all: [Origin: [StackHolder]], handedBy: [StackHolder: (holder: StackHolder, call: Place)]) {
            (self.keepers, self.all, self.handedBy) = (keepers, all, handedBy)
        }

        /// Holders no stack is handed down from.
        init(keepers: [Origin: [StackHolder]]) {
            self.init(keepers: keepers, all: keepers, handedBy: [:])
        }
    }

    func run(notes: inout DraftNotes) -> Output {
        var result: [Origin: [StackHolder]] = [:]
        for (file, syntax) in code.syntax.enumerated() where !code.vendored[file] {
            for call in syntax.calls where madeEmpty(call, file: file) != nil || (call.isMessage ? call.name == "initWithRootViewController" : call.argument("rootViewController") != nil) {
                let holders = holders(ofStackMadeAt: call, file: file)
                if !holders.isEmpty { result[code.origin(call.place), default: []] += holders }
            }
        }
        var handedBy: [StackHolder: (holder: StackHolder, call: Place)] = [:]
        let all = handedDown(result, handedBy: &handedBy)
        return Output(keepers: result, all: all, handedBy: handedBy)
    }

    /// A holder hands its stack on to the objects it makes with it (`MainCoordinator(navigationController:
    /// rootViewController)` in a coordinator keeping `rootViewController`), and those to theirs: a tree of
    /// coordinators sharing one stack all hold it.
    private func handedDown(_ found: [Origin: [StackHolder]], handedBy: inout [StackHolder: (holder: StackHolder, call: Place)]) -> [Origin: [StackHolder]] {
        var result = found
        var queue = found.flatMap { origin, holders in holders.map { (origin, $0) } }
        var seen = Set(queue.map { "\($0.0)|\($0.1.owner).\($0.1.property)" })
        while let (origin, holder) = queue.popLast() {
            for (file, type) in code.declarations(of: holder.owner) {
                let stream = code.stream(file)
                for constructor in code.syntax[file].calls(within: type.body) {
                    guard let argument = constructor.arguments.first(where: { argument in
                        let names = stream.names(in: argument.value)
                        return names == [holder.property] || names == ["self", holder.property]
                    }), let owner = constructor.isMessage ? code.allocatedClass(constructor, file: file) : constructor.name,
                        owner != holder.owner, code.hierarchy.isDeclared(owner), code.hierarchy.role(of: owner).role == .other, screens(ofCodeClass: owner).isEmpty,
                        let property = argument.label.flatMap({ declaresProperty($0, in: owner) ? $0 : nil }) ?? navigationProperty(of: owner) else { continue }
                    let next = StackHolder(owner: owner, property: property)
                    guard seen.insert("\(origin)|\(owner).\(property)").inserted else { continue }
                    result[origin, default: []].append(next)
                    queue.append((origin, next))
                    if handedBy[next] == nil { handedBy[next] = (holder, constructor.place) }
                }
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
                  let owner = constructor.isMessage ? code.allocatedClass(constructor, file: file) : constructor.name else { continue }
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
}
