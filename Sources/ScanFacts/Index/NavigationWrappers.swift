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
        // The properties an initializer stores its root in, by class: a wrapper may make its navigation
        // controller from one of them later, when its view loads.
        var storedRoots: [String: Set<String>] = [:]
        func keep(_ property: String, of owner: String, madeBy creation: Place) {
            creations.insert(creation)
            let name = MemberNames.property(property)
            found[owner, default: []].formUnion([name, "_" + name])
        }
        for (file, outline) in files.enumerated() where outline.kind == .swift || outline.kind == .objectiveC {
            let stream = outline.stream
            for method in outline.methods {
                guard let owner = wrapperCandidate(method, outline: outline, hierarchy: hierarchy), let root = rootParameter(of: method, in: stream) else { continue }
                for (property, value) in propertyAssignments(in: method, syntax: syntax[file], stream: stream) {
                    if let creation = navigationCreation(value, from: root, syntax: syntax[file], stream: stream, hierarchy: hierarchy) {
                        keep(property, of: owner, madeBy: creation)
                    } else if value.count == 1, stream.isIdentifier(value.lowerBound, root) {
                        storedRoots[owner, default: []].insert(property)
                    }
                }
            }
        }
        guard !storedRoots.isEmpty else { return (found, creations) }
        // Made from the stored root as the view loads, and shown inside the wrapper's own view: a screen
        // that makes a navigation controller from its root to present it is no wrapper.
        for (file, outline) in files.enumerated() where outline.kind == .swift || outline.kind == .objectiveC {
            let stream = outline.stream
            for method in outline.methods where ViewLifecycle.loadingMethods.contains(method.name) {
                guard let owner = wrapperCandidate(method, outline: outline, hierarchy: hierarchy), let roots = storedRoots[owner] else { continue }
                let locals = Set(syntax[file].declarations(within: method.body).map(\.name))
                for (property, value) in propertyAssignments(in: method, syntax: syntax[file], stream: stream) where showsInside(property, method: method, syntax: syntax[file], stream: stream) {
                    for root in roots where !locals.contains(root) {
                        if let creation = navigationCreation(value, from: root, syntax: syntax[file], stream: stream, hierarchy: hierarchy) {
                            keep(property, of: owner, madeBy: creation)
                        }
                    }
                }
            }
        }
        return (found, creations)
    }

    /// True when the method adds the controller kept in `property` to its own view: as a child
    /// (`addChild(navigation)`, `[self addChildViewController:self.navigation]`) or its view as a subview.
    private static func showsInside(_ property: String, method: MethodDeclaration, syntax: FileSyntax, stream: TokenStream) -> Bool {
        syntax.calls(within: method.body).contains { call in
            guard ["addChild", "addChildViewController", "addSubview"].contains(call.name), let argument = call.firstArgument else { return false }
            return stream.mentions([property, "_" + property], in: argument.value)
        }
    }

    /// The class of a method that may be a wrapper's: a view controller's code, not a SwiftUI view's.
    private static func wrapperCandidate(_ method: MethodDeclaration, outline: FileOutline, hierarchy: ClassHierarchy) -> String? {
        guard let type = method.type, outline.types.indices.contains(type) else { return nil }
        let owner = outline.types[type].name
        return hierarchy.role(of: owner).role == .screen && !hierarchy.isSwiftUIView(owner) ? owner : nil
    }

    /// The method's assignments to a property of its object (`nav = ...`, `self.nav = ...`), each with the
    /// value assigned; a value made in a local first (`let nav = UINavigationController(...)`) is the local's.
    private static func propertyAssignments(in method: MethodDeclaration, syntax: FileSyntax, stream: TokenStream) -> [(property: String, value: Range<Int>)] {
        let declarations = syntax.declarations(within: method.body)
        return syntax.assignments(within: method.body).compactMap { assignment in
            var target = assignment.target
            if target.first == "self" { target.removeFirst() }
            guard target.count == 1, let property = target.first, !declarations.contains(where: { $0.name == property }) else { return nil }
            var value = assignment.value
            if value.count == 1, let local = stream.at(value.lowerBound)?.text,
               let declared = declarations.last(where: { $0.name == local && $0.place.token < assignment.place.token })?.value {
                value = declared
            }
            return (property, value)
        }
    }

    /// The name the root is known by inside an initializer spelled `init(rootViewController:)` or
    /// `initWithRootViewController:`; nil for any other method.
    private static func rootParameter(of method: MethodDeclaration, in stream: TokenStream) -> String? {
        let label = "rootViewController"
        if stream.dialect == .swift {
            // The root may follow other parameters: `init?(coder: NSCoder, rootViewController: UIViewController)`.
            guard method.name == "init", method.selector.hasPrefix("init("), method.selector.contains("\(label):"),
                  let at = method.head.first(where: { stream.isIdentifier($0, label) && !stream.isPunctuation($0 - 1, ".") }) else { return nil }
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
        // The root itself, or the property it was stored in read through `self`.
        guard let argument, (argument.value.count == 1 && stream.isIdentifier(argument.value.lowerBound, root))
            || (argument.value.count == 3 && stream.isIdentifier(argument.value.lowerBound, "self") && stream.isPunctuation(argument.value.lowerBound + 1, ".")
                && stream.isIdentifier(argument.value.lowerBound + 2, root)) else { return nil }
        return call.place
    }
}
