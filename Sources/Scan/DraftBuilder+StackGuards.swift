import Format

/// Guards a navigation controller makes by switching its pop gesture rather than in the delegate's
/// `gestureRecognizerShouldBegin`: `isEnabled = viewControllers.count > 1` (or `= !isRootViewController`)
/// refuses the swipe at the root, which is the `stackDepth` guard; switching it off in
/// `pushViewController` and back on in `navigationController(_:didShow:animated:)` refuses it while a
/// push animates, which is `notTransitioning`.
extension DraftBuilder {
    /// The guards the controller's gesture switches make, and the switches that make them (which are
    /// then no on/off switches of the gesture).
    func switchGuards(_ controller: PlannedController, recognizer: Recognizer) -> (guards: [PopGuard: [Origin]], places: Set<Place>) {
        let offsets = Set(navigationCodeClasses(controller).flatMap { enabledWriteOffsetsByObject[$0] ?? [] }).sorted()
        let writes = (offsets.compactMap { $0 < facts.enabledWrites.count ? facts.enabledWrites[$0] : nil } + (helperEnabledWrites[controller.id] ?? []))
            .filter { $0.recognizer == recognizer && $0.scope == .edge }
        var guards: [PopGuard: [Origin]] = [:]
        var places: Set<Place> = []
        for write in writes where code.isAboveRootExpression(write.valueTokens, file: write.place.file) {
            guards[.stackDepth, default: []].append(code.origin(write.place))
            places.insert(write.place)
        }
        let offsInPush = writes.filter { write in
            write.enabled == false && code.enclosingMethod(write.place).map { Self.transitionStarts.contains($0.name) } == true
        }
        let onsInDidShow = writes.filter { write in
            write.enabled != false && code.enclosingMethod(write.place).map { $0.name == "navigationController" && $0.selector.contains("didShow") } == true
        }
        if let off = offsInPush.first, !onsInDidShow.isEmpty {
            guards[.notTransitioning, default: []].append(code.origin(off.place))
            for write in offsInPush + onsInDidShow { places.insert(write.place) }
        }
        return (guards, places)
    }

    /// The navigation controller methods that start an animated transition.
    private static let transitionStarts: Set<String> = ["pushViewController", "setViewControllers", "popViewController", "popToViewController", "popToRootViewController"]
}

extension CodeBase {
    private static let depthNames: Set<String> = ["viewControllers", "children", "childViewControllers"]

    /// True when a value is true exactly while the stack holds more than its root: `viewControllers.count
    /// > 1`, `>= 2`, `!= 1`, `1 < count`, or the negation of a flag named for the root (`!isRootViewController`, `!isAtRoot`).
    func isAboveRootExpression(_ range: Range<Int>, file: Int) -> Bool {
        let stream = stream(file)
        let names = stream.names(in: range)
        if let first = stream.at(range.lowerBound), first.kind == .punctuation, first.text == "!",
           let flag = names.first, flag.contains("Root"), !names.contains(where: Self.depthNames.contains) {
            return true
        }
        guard !Set(names).isDisjoint(with: Self.depthNames), names.contains("count") else { return false }
        for index in range where stream[index].kind == .punctuation {
            let text = stream[index].text
            let after = stream.at(index + 1)
            let before = index > range.lowerBound ? stream.at(index - 1) : nil
            if after?.kind == .number, let number = after.flatMap({ Int($0.text) }) {
                if (text == ">" && number == 1) || (text == ">=" && number == 2) || (text == "!=" && number == 1) { return true }
            }
            if before?.kind == .number, let number = before.flatMap({ Int($0.text) }) {
                if (text == "<" && number == 1) || (text == "<=" && number == 2) || (text == "!=" && number == 1) { return true }
            }
        }
        return false
    }
}

/// A delegate object of a class of the app's own (a proxy that answers for the gesture, often forwarding
/// to the system delegate it saved): `delegate = proxy`, `delegate = PopProxy(...)`.
extension CodeBase {
    /// The declared class of the object a delegate write assigns, when the sources declare it and it
    /// implements `gestureRecognizerShouldBegin`.
    func delegateObjectClass(_ text: String, at place: Place) -> String? {
        var name = text
        if name.hasPrefix("self.") { name = String(name.dropFirst(5)) }
        if name.hasPrefix("[["), let end = name.firstIndex(of: " ") { name = String(name.dropFirst(2)[..<end]) }
        if name.hasPrefix("["), let end = name.firstIndex(of: " ") { name = String(name.dropFirst()[..<end]) }
        if let open = name.firstIndex(of: "(") { name = String(name[..<open]) }
        name = Facts.viewName(name)
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
    func forwardsToSavedDelegate(_ method: MethodDeclaration, file: Int, saved: Set<String>) -> Place? {
        let stream = stream(file)
        for index in method.body where stream.isIdentifier(index, "gestureRecognizerShouldBegin") {
            // Swift `saved?.gestureRecognizerShouldBegin?(g)`; Objective-C `[self.saved gestureRecognizerShouldBegin:g]`.
            let chain = stream.chain(endingAt: index).names.dropLast()
            let holder = chain.last ?? (stream.isName(index - 1) ? stream[index - 1].text : nil)
            if let holder, saved.contains(Facts.viewName(holder)) { return Place(file: file, token: index) }
        }
        return nil
    }
}

extension CodeBase {
    /// True when `name` at `place` is the element of a loop over the recognizers of the navigation
    /// controller's view (`for g in navigationController?.view.gestureRecognizers ?? []`, `for
    /// (UIGestureRecognizer *g in self.navigationController.view.gestureRecognizers)`, or `$0` in a
    /// `forEach` over them): the pop gesture is one of them, so whatever is made to wait for each waits for it.
    func isNavigationRecognizer(loopVariable name: String, at place: Place, in method: MethodDeclaration) -> Bool {
        let stream = stream(place.file)
        for open in method.body where stream.isPunctuation(open, "{") && open < place.token {
            guard let close = stream.partner(of: open), close > place.token else { continue }
            // The head of the block: back to the statement's start on the same line.
            var start = open - 1
            while start > method.body.lowerBound, stream[start].line == stream[open].line, !stream.isPunctuation(start, ";"), !stream.isPunctuation(start, "}"), !stream.isPunctuation(start, "{") {
                start -= 1
            }
            let head = (start + 1)..<open
            let names = stream.names(in: head)
            guard names.contains("gestureRecognizers"), names.contains("navigationController") || names.contains("interactivePopGestureRecognizer") else { continue }
            if names.last == "forEach", name == "$0" || (stream.isIdentifier(open + 1, name) && stream.isIdentifier(open + 2, "in")) { return true }
            if names.first == "for", let inIndex = names.firstIndex(of: "in"), names[..<inIndex].contains(name) { return true }
        }
        return false
    }
}
