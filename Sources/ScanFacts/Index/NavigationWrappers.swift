/// Finds navigation wrappers: view controllers that keep a navigation controller instead of being one.
/// A `UIViewController` subclass whose `init(rootViewController:)` (`initWithRootViewController:`)
/// makes a `UINavigationController` (or a navigation subclass) from that very root and stores it in a
/// property shows its stack through that property, so `Wrapper(rootViewController: home)` makes a
/// stack with root `home`, and in the wrapper's code the property is the navigation controller, as
/// `self` is in a navigation subclass's code. A view controller that merely holds a navigation
/// controller it did not make from its own root is none.
enum NavigationWrappers {
    /// For each wrapper class, the names its code reaches the kept navigation controller by (the
    /// property, and its Objective-C instance variable); and the calls that make the kept controllers,
    /// which are no stacks of their own: the wrapper's constructor is.
    static func find(files: [FileOutline], syntax: [FileSyntax], hierarchy: ClassHierarchy) -> (names: [String: Set<String>], keptCreations: Set<Place>) {
        var found: [String: Set<String>] = [:]
        var creations: Set<Place> = []
        for (file, outline) in files.enumerated() where outline.kind == .swift || outline.kind == .objectiveC {
            let stream = outline.stream
            for method in outline.methods {
                guard let type = method.type, outline.types.indices.contains(type) else { continue }
                let owner = outline.types[type].name
                guard hierarchy.role(of: owner).role == .screen, !hierarchy.isSwiftUIView(owner),
                      let root = rootParameter(of: method, in: stream) else { continue }
                let assignments = syntax[file].assignments.filter { method.body.contains($0.place.token) }
                let declarations = syntax[file].declarations.filter { method.body.contains($0.place.token) }
                for assignment in assignments {
                    var target = assignment.target
                    if target.first == "self" { target.removeFirst() }
                    guard target.count == 1, let property = target.first,
                          !declarations.contains(where: { $0.name == property }) else { continue }
                    var value = assignment.value
                    // Made in a local first: `let nav = UINavigationController(rootViewController: root)`.
                    if value.count == 1, let local = stream.at(value.lowerBound)?.text,
                       let declared = declarations.last(where: { $0.name == local && $0.place.token < assignment.place.token })?.value {
                        value = declared
                    }
                    guard let creation = navigationCreation(value, from: root, syntax: syntax[file], stream: stream, hierarchy: hierarchy) else { continue }
                    creations.insert(creation)
                    let name = MemberNames.property(property)
                    found[owner, default: []].formUnion([name, "_" + name])
                }
            }
        }
        return (found, creations)
    }

    /// The name the root is known by inside an initializer spelled `init(rootViewController:)` or
    /// `initWithRootViewController:`; nil for any other method.
    private static func rootParameter(of method: MethodDeclaration, in stream: TokenStream) -> String? {
        let label = "rootViewController"
        if stream.dialect == .swift {
            guard method.name == "init", method.selector.hasPrefix("init(\(label):"),
                  let at = method.head.first(where: { stream.isIdentifier($0, label) }) else { return nil }
            // `init(rootViewController root: UIViewController)` names it `root`.
            if let next = stream.at(at + 1), next.isName { return next.text }
            return label
        }
        guard method.selector.hasPrefix("initWithRootViewController:"),
              let colon = method.head.first(where: { stream.isPunctuation($0, ":") }) else { return nil }
        var cursor = colon + 1
        if stream.isPunctuation(cursor, "("), let close = stream.partner(of: cursor) { cursor = close + 1 }
        guard let name = stream.at(cursor), name.isName else { return nil }
        return name.text
    }

    /// The place of `value` when it is `Navigation(rootViewController: root)` or `[[Navigation alloc]
    /// initWithRootViewController:root]` for a navigation class and exactly the parameter `root`.
    private static func navigationCreation(_ value: Range<Int>, from root: String, syntax: FileSyntax, stream: TokenStream, hierarchy: ClassHierarchy) -> Place? {
        guard let call = syntax.calls.first(where: { $0.span == value }) else { return nil }
        func isNavigation(_ name: String) -> Bool { name == ClassHierarchy.navigationBase || hierarchy.role(of: name).role == .navigationController }
        let argument: Argument?
        if call.isMessage {
            guard call.name == "initWithRootViewController",
                  let made = syntax.calls.first(where: { $0.span == call.receiver && $0.isMessage && ($0.name == "alloc" || $0.name == "new") }),
                  made.receiverChain.count == 1, let className = made.receiverChain.first, isNavigation(className) else { return nil }
            argument = call.firstArgument
        } else {
            guard isNavigation(call.name), call.receiverChain.isEmpty else { return nil }
            argument = call.argument("rootViewController")
        }
        guard let argument, argument.value.count == 1, stream.isIdentifier(argument.value.lowerBound, root) else { return nil }
        return call.place
    }
}
