import Format
import ScanFacts
import ScanReading

/// Guards a navigation controller makes by switching its pop gesture rather than in the delegate's
/// `gestureRecognizerShouldBegin`: `isEnabled = viewControllers.count > 1` (or `= !isRootViewController`)
/// refuses the swipe at the root, which is the `stackDepth` guard; switching it off in
/// `pushViewController` and back on in `navigationController(_:didShow:animated:)` refuses it while a
/// push animates, which is `notTransitioning`.
extension DraftBuilder {
    /// The guards the controller's gesture switches make, and the switches that make them (which are
    /// then no on/off switches of the gesture).
    mutating func switchGuards(_ controller: PlannedController, recognizer: Recognizer) -> (guards: [PopGuard: [Origin]], places: Set<Place>) {
        // Controllers that run the same classes' code and no helper's have the same guards: every stack of
        // UIKit's own class runs every UINavigationController category, so reading them per stack was quadratic.
        let classes = switchingClasses(controller)
        let key = helpers.enabledWritesByController[controller.id] == nil ? "\(recognizer)\u{0}" + classes.joined(separator: "\u{0}") : nil
        if let key, let known = switchGuardsByClasses[key] { return known }
        let found = readSwitchGuards(controller, classes: classes, recognizer: recognizer)
        if let key { switchGuardsByClasses[key] = found }
        return found
    }

    private func readSwitchGuards(_ controller: PlannedController, classes: [String], recognizer: Recognizer) -> (guards: [PopGuard: [Origin]], places: Set<Place>) {
        let offsets = Set(classes.flatMap { factIndex.enabledWriteOffsetsByObject[$0] ?? [] }).sorted()
        let writes = (offsets.compactMap { $0 < facts.enabledWrites.count ? facts.enabledWrites[$0] : nil } + (helpers.enabledWritesByController[controller.id] ?? []))
            .filter { $0.recognizer == recognizer && $0.scope == .edge }
        var guards: [PopGuard: [Origin]] = [:]
        var places: Set<Place> = []
        for write in writes where factIndex.switchesEnabledOnlyAboveRoot.contains(write.place) {
            guards[.stackDepth, default: []].append(code.origin(write.place))
            places.insert(write.place)
        }
        // Off when a transition starts and on again in didShow refuses the swipe while it runs, but only
        // for the transitions it covers: willShow runs for every one; a pushViewController override
        // alone leaves programmatic pops unguarded.
        let offs = writes.filter { $0.enabled == false }
        let starts = offs.compactMap { write in code.enclosingMethod(write.place).flatMap { Self.transitionStart($0) }.map { (write, $0) } }
        let onsInDidShow = writes.filter { write in
            write.enabled != false && code.enclosingMethod(write.place).map { $0.name == "navigationController" && $0.selector.contains("didShow") } == true
        }
        let kinds = Set(starts.map(\.1))
        if let off = starts.first?.0, !onsInDidShow.isEmpty, kinds.contains(.every) || (kinds.contains(.push) && kinds.contains(.pop)) {
            guards[.notTransitioning, default: []].append(code.origin(off.place))
            for write in starts.map(\.0) + onsInDidShow { places.insert(write.place) }
        }
        return (guards, places)
    }

    /// Which transitions a method that starts them (or hears of their start) covers.
    private enum TransitionStart: Hashable {
        case push, pop, every
    }

    private static func transitionStart(_ method: MethodDeclaration) -> TransitionStart? {
        switch method.name {
        case "pushViewController", "setViewControllers": return .push
        case "popViewController", "popToViewController", "popToRootViewController", "popViewControllerAnimated", "popToRootViewControllerAnimated": return .pop
        case "navigationController" where method.selector.contains("willShow"): return .every
        default: return nil
        }
    }
}

extension CodeBase {
    /// True when a switch of the pop gesture sets it to a value that is false whenever the root is on
    /// top and true above it: `isEnabled = viewControllers.count > 1`, `= !isRootViewController`,
    /// `= viewController !== navigationController.viewControllers.first` in didShow.
    func isEnabledOnlyAboveRoot(_ write: EnabledWrite) -> Bool {
        guard let truth = computedTruth(of: write) else { return false }
        let root = Situation.whereTrue(.atRoot)
        return truth.fails(throughout: root) && truth.holds(throughout: Situation.all & ~root & ~Situation.whereTrue(.presented))
    }

    /// Where a switch to a computed value switches the recognizer on; nil for a literal `true` or `false`.
    func computedTruth(of write: EnabledWrite) -> Truth? {
        guard write.enabled == nil, !write.valueTokens.isEmpty else { return nil }
        var judge = ConditionJudge(context: conditionContext(at: write.place))
        return judge.truth(of: ConditionParser.parseValue(write.valueTokens, in: stream(write.place.file)))
    }
}

/// A delegate object of a class of the app's own (a proxy that answers for the gesture, often forwarding
/// to the system delegate it saved): `delegate = proxy`, `delegate = PopProxy(...)`.
extension CodeBase {
    /// The declared class of the object a delegate write assigns, when the sources declare it and it
    /// implements `gestureRecognizerShouldBegin`.
    func delegateObjectClass(_ text: String, at place: Place) -> String? {
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
    func forwardsToSavedDelegate(_ method: MethodDeclaration, file: Int, saved: Set<String>) -> Place? {
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
