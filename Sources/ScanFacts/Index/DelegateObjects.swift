/// A delegate object of a class of the app's own (a proxy that answers for the gesture, often forwarding
/// to the system delegate it saved): `delegate = proxy`, `delegate = PopProxy(...)`.
extension CodeBase {
    /// The declared class of the object a delegate write assigns, when the sources declare it and it
    /// implements `gestureRecognizerShouldBegin`.
    package func delegateObjectClass(_ text: String, at place: Place) -> String? {
        var name = text
        // `self.proxy`, `self?.proxy` (in a closure that captures self weakly), `weakSelf.proxy`.
        for prefix in ["self.", "self?.", "self!.", "weakSelf.", "strongSelf."] where name.hasPrefix(prefix) {
            name = String(name.dropFirst(prefix.count))
            break
        }
        if name.hasPrefix("[["), let end = name.firstIndex(of: " ") { name = String(name.dropFirst(2)[..<end]) }
        if name.hasPrefix("["), let end = name.firstIndex(of: " ") { name = String(name.dropFirst()[..<end]) }
        if let open = name.firstIndex(of: "(") { name = String(name[..<open]) }
        name = MemberNames.property(name)
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        if isDelegateClass(name) { return name }
        guard let owner = ownerName(place) else { return nil }
        let method = enclosingMethod(place)
        for (file, type) in declarations(of: owner) {
            let stream = stream(file)
            for declaration in syntax[file].declarations where declaration.name == name || declaration.name == "_" + name {
                guard type.body.contains(declaration.place.token) else { continue }
                if let local = method, files[file].method(at: declaration.place.token) != nil, !(file == place.file && local.body.contains(declaration.place.token)) { continue }
                if let declared = declaration.type, isDelegateClass(declared) { return declared }
                if let value = declaration.value, let made = madeClass(value, stream: stream) { return made }
            }
            for assignment in syntax[file].assignments where type.body.contains(assignment.place.token) && (assignment.target.last == name || assignment.target.last == "_" + name) {
                if let made = madeClass(assignment.value, stream: stream) { return made }
            }
        }
        return nil
    }

    /// `X(...)`, `X.init(...)`, `[[X alloc] init...]`, `[X new]` for a delegate class X of the sources.
    private func madeClass(_ value: Range<Int>, stream: TokenStream) -> String? {
        for index in value.prefix(3) where stream.isName(index) {
            let name = stream[index].text
            if isDelegateClass(name) { return name }
        }
        return nil
    }

    private func isDelegateClass(_ name: String) -> Bool {
        hierarchy.isDeclared(name) && shouldBeginMethod(of: name) != nil
    }

    /// True when a `gestureRecognizerShouldBegin` hands the question to a delegate saved from the pop
    /// gesture (`return original?.gestureRecognizerShouldBegin?(g) ?? true`): UIKit's own delegate then
    /// decides, and it refuses at the root and while a transition runs.
    package func forwardsToSavedDelegate(_ method: MethodDeclaration, file: Int, saved: Set<String>) -> Place? {
        let stream = stream(file)
        for index in method.body where stream.isIdentifier(index, "gestureRecognizerShouldBegin") {
            // Swift `saved?.gestureRecognizerShouldBegin?(g)`; Objective-C `[self.saved gestureRecognizerShouldBegin:g]`.
            let chain = stream.chain(endingAt: index).names.dropLast()
            let holder = chain.last ?? (stream.isName(index - 1) ? stream[index - 1].text : nil)
            if let holder, saved.contains(MemberNames.property(holder)) { return Place(file: file, token: index) }
        }
        return nil
    }
}
