import ScanFacts

/// A push or present made by code that is not a screen belongs to the screens that ask for it. A method
/// nothing calls by name (a cell's action, a data source's callback) runs for the screens that use its
/// object. A method the code calls (a coordinator's `showSettings()`) runs for the screens that call it
/// on that object, known by what they call it on: the class itself, or a property or local declared
/// with it (or a protocol it conforms to, or a class it inherits) or made from it. Called only from
/// elsewhere, or only on something scan cannot tell, it is placed by no screen: a stack made empty may
/// take it as its root, else a note says so.
///
/// Built once, for every method that makes a transition in code that is no screen's: each method name's
/// calls are read once however many classes declare it (`open`, `start` are in every module), since
/// reading every call per declaring class was quadratic in the size of the app.
struct CallerIndex {
    /// A class and the base name of one of its methods.
    private struct ClassMethod: Hashable {
        let owner: String
        let method: String
    }

    /// The screens calling each method on its class's objects; nil when no code outside that class calls
    /// a method of that name at all.
    private let callers: [ClassMethod: Set<String>?]

    /// The index for the transitions made in the code of `owners`, the classes that are no screens.
    init(_ reader: some DraftReading, owners: Set<String>) {
        let code = reader.code
        var wanted: Set<ClassMethod> = []
        for transition in reader.facts.transitions {
            guard let owner = transition.owner, owners.contains(owner),
                  let method = code.enclosingMethod(transition.place), let ownerName = code.ownerName(transition.place) else { continue }
            wanted.insert(ClassMethod(owner: ownerName, method: method.name))
        }
        var calls: [String: CallsOfMethod] = [:]
        for name in Set(wanted.map(\.method)) { calls[name] = Self.calls(named: name, code: code) }
        var callers: [ClassMethod: Set<String>?] = [:]
        for key in wanted {
            callers[key] = .some(calls[key.method].flatMap { Self.screensCalling(key.owner, in: $0, reader: reader) })
        }
        self.callers = callers
    }

    /// The screens whose code calls the method that holds `place` on an object of its class; nil when no
    /// code outside that class calls a method of that name at all (a callback or an action).
    func screensCalling(_ place: Place, code: CodeBase) -> Set<String>? {
        guard let method = code.enclosingMethod(place), let owner = code.ownerName(place) else { return nil }
        return callers[ClassMethod(owner: owner, method: method.name)] ?? nil
    }

    private static func screensCalling(_ owner: String, in index: CallsOfMethod, reader: some DraftReading) -> Set<String>? {
        let code = reader.code
        guard index.onSomething || index.onSelfBy.contains(owner) else { return nil }
        // The names a receiver declared with, or made from, an `owner` can have: the class, what it
        // inherits, and what its declarations list (the protocols it conforms to).
        var names = Set(code.hierarchy.lineage(of: owner))
        names.insert(owner)
        for (file, type) in code.declarations(of: owner) { names.formUnion(code.stream(file).names(in: type.head)) }
        var callers: Set<String> = []
        let matching = (index.byChainName[owner] ?? []) + names.flatMap { index.byDeclaredType[$0] ?? [] }
        for caller in Set(matching) { callers.formUnion(reader.screens(ofCodeOrHostOf: caller)) }
        return callers
    }

    /// The calls of a method name: the classes calling it on `self`, whether any calls it on something
    /// else, and the callers' classes by a name in the receiver's chain (`Router.shared.open()`) and by a
    /// type the one-name receiver is declared with or made from.
    private static func calls(named method: String, code: CodeBase) -> CallsOfMethod {
        var onSelfBy: Set<String> = []
        var onSomething = false
        var byChainName: [String: [String?]] = [:]
        var byDeclaredType: [String: [String?]] = [:]
        for (_, call) in code.calls(named: method) {
            let caller = code.ownerName(call.place)
            let chain = code.withoutSelf(call.receiverChain, at: call.place)
            if chain.isEmpty {
                if let caller { onSelfBy.insert(caller) }
                continue
            }
            onSomething = true
            for name in Set(chain) { byChainName[name, default: []].append(caller) }
            if chain.count == 1, let name = chain.first {
                for type in Set(code.declaredTypes(of: name, at: call.place)) { byDeclaredType[type, default: []].append(caller) }
            }
        }
        return CallsOfMethod(onSelfBy: onSelfBy, onSomething: onSomething, byChainName: byChainName, byDeclaredType: byDeclaredType)
    }
}

/// The calls of one method name, as `CallerIndex` asks about them for each class that declares it.
private struct CallsOfMethod {
    /// The classes whose code calls it on `self` (or with no receiver).
    let onSelfBy: Set<String>
    /// Whether any call names a receiver.
    let onSomething: Bool
    /// The callers' classes (nil outside a class) by each name of the receiver's chain.
    let byChainName: [String: [String?]]
    /// The callers' classes by each type a one-name receiver is declared with or made from.
    let byDeclaredType: [String: [String?]]
}
