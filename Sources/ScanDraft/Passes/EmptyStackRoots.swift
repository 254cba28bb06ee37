import ScanFacts

/// Stacks made empty (`UINavigationController()`, `[[UINavigationController alloc] init]`) that code
/// which is not a screen (a coordinator) keeps in a property (`StackHolders`). The screen that code
/// pushes on that property, that no screen asks for, in the method that starts its flow (`start()`, or
/// one called on it where the stack is made) is the root. A stack given its screens as a list
/// (`setViewControllers`) has its root there. A stack made empty that no such code holds takes no root:
/// a guess would place screens on it.
struct EmptyStackRoots: DraftPass {
    let input: DraftInput
    let transitions: Transitions<TransitionsAttributed>
    let holders: StackHolders.Output

    struct Output {
        /// The stacks whose root a holder's flow pushes, before they are named.
        let groups: [StackGroup]
        /// The outside transitions, those that pushed a root marked placed.
        let outside: [OutsideTransition]
    }

    func run(notes: inout DraftNotes) -> Output {
        var groups: [StackGroup] = []
        var outside = transitions.outside
        for (file, syntax) in code.syntax.enumerated() where !code.vendored[file] {
            for call in syntax.calls {
                guard let className = madeEmpty(call, file: file) else { continue }
                let origin = code.origin(call.place)
                for keeper in holders.keepers[origin] ?? [] where !isListed(keeper, madeAt: call, file: file) {
                    let starting = startingMethods(of: keeper, madeAt: call, file: file)
                    func pushes(of holder: StackHolder) -> [Int] {
                        outside.indices.filter { index in
                            let candidate = outside[index]
                            return candidate.owner == holder.owner && candidate.receiver == [holder.property] && candidate.kind == .push && candidate.callers.isEmpty
                        }
                    }
                    var pushed = pushes(of: keeper)
                    let inStart = pushed.filter { code.enclosingMethod(outside[$0].place).map { starting.contains($0.name) } ?? false }
                    var roots: [String] = []
                    if let start = inStart.first {
                        // Pushes in the other branch of an `if` the first is under (`if iPad { push(a) } else
                        // { push(b) }`) root the stack instead of it, each one a stack of its own.
                        roots = [outside[start].target]
                        for index in inStart.dropFirst() where !roots.contains(outside[index].target) {
                            if inStart.filter({ roots.contains(outside[$0].target) }).allSatisfy({ code.areAlternatives(outside[$0].place, outside[index].place) }) {
                                roots.append(outside[index].target)
                            }
                        }
                    } else {
                        // A keeper that pushes nothing itself as it starts hands the stack to the first object it
                        // makes as it does (`start()` calling `gotoMain()`, which makes `MainCoordinator(navigationController:)`
                        // and starts it), or to those made in other branches instead: the first push of each one's
                        // `start` roots the stack in its case.
                        let children = firstChildren(of: keeper, startingIn: starting)
                        pushed = children.flatMap(pushes(of:))
                        for child in children {
                            guard let first = pushes(of: child).first(where: { code.enclosingMethod(outside[$0].place)?.name == "start" }),
                                  !roots.contains(outside[first].target) else { continue }
                            roots.append(outside[first].target)
                        }
                    }
                    for root in roots {
                        let rootPushes = pushed.filter { outside[$0].target == root }
                        for index in rootPushes { outside[index] = outside[index].listed }
                        groups.append(StackGroup(className: className, root: root, origins: [origin] + rootPushes.map { outside[$0].origin }))
                    }
                }
            }
        }
        return Output(groups: groups, outside: outside)
    }

    /// The object the keeper hands its stack to first as it starts (made in one of its starting methods
    /// or in a method of its own one of them calls), and those made instead of it in other branches
    /// (`if isLoggedIn { HomeFlow(...) } else { LoginFlow(...) }`): each starts the stack in its case.
    private func firstChildren(of keeper: StackHolder, startingIn starting: Set<String>) -> [StackHolder] {
        var methods = starting
        for (file, method) in code.methods(of: keeper.owner) where starting.contains(method.name) {
            for offset in code.members(of: method, file: file).calls {
                let called = code.syntax[file].calls[offset]
                if called.receiverChain.isEmpty || called.receiverChain == ["self"] { methods.insert(called.name) }
            }
        }
        let made = holders.handedBy.filter { child, parent in
            parent.holder == keeper && code.enclosingMethod(parent.call).map { methods.contains($0.name) } == true
        }.sorted { $0.value.call < $1.value.call }
        guard let first = made.first else { return [] }
        return [first.key] + made.dropFirst().filter { code.areAlternatives($0.value.call, first.value.call) }.map(\.key)
    }

    /// The methods that start a holder's flow: `start`, and those called on the holder where the stack
    /// is made (`coordinator.start()`, `begin()` in the holder's own initializer).
    private func startingMethods(of holder: StackHolder, madeAt call: Call, file: Int) -> Set<String> {
        var names: Set<String> = ["start"]
        guard let method = code.enclosingMethod(call.place) else { return names }
        let own = code.ownerName(call.place) == holder.owner
        // The holder's own method that makes the stack starts it too (an app delegate's launch).
        if own { names.insert(method.name) }
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
}
