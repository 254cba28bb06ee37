import Format

/// What a `gestureRecognizer(_:shouldBeRequiredToFailBy:)` returns.
enum FailureRequirement: Sendable, Equatable {
    case alwaysTrue
    case alwaysFalse
    case computed
}

/// How a `navigationBar(_:shouldPop:)` implementation behaves.
struct BackInterceptionReading: Sendable {
    let origin: Origin
    let implementedIn: BackInterceptionPlace
    /// Where it tells a pop from code apart from a Back tap, and which comparison does it.
    let distinguishesProgrammaticPop: (place: Place, check: ProgrammaticPopCheck)?
    let repop: (comparison: RepopComparison, place: Place)?
    let debounce: (seconds: Double, place: Place)?
    /// Names the method refers to: screens implementing one of them answer the interception.
    let referencedNames: Set<String>
    /// The selectors and protocols it asks the top screen about.
    let questions: InterceptionQuestions
}

/// Reads the delegate methods that decide swipe-back: their guards, their failure requirements,
/// back-button interception, animation delegates and UIScrollView overrides.
extension CodeBase {
    private static let stackNames: Set<String> = ["viewControllers", "children", "childViewControllers"]
    private static let topNames: Set<String> = ["topViewController", "visibleViewController"]
    private static let comparisons: Set<String> = [">", ">=", "<", "<=", "==", "!=", "===", "!=="]

    /// The `gestureRecognizerShouldBegin` that a class (or its nearest ancestor in the sources) implements.
    func shouldBeginMethod(of className: String) -> (file: Int, method: MethodDeclaration)? {
        inheritedMethods(of: className, .shouldBegin).first
    }

    /// The guards in a `gestureRecognizerShouldBegin`, each with the place that shows it.
    func guards(of className: String, in method: MethodDeclaration, file: Int) -> [(guard: PopGuard, place: Place)] {
        let stream = stream(file)
        var found: [PopGuard: Place] = [:]
        let lines = lineRanges(method.body, stream: stream)
        // Locals that hold the stack depth: `let count = viewControllers.count`.
        var depthNames: Set<String> = []
        for declaration in syntax[file].declarations where method.body.contains(declaration.place.token) {
            if let value = declaration.value, stream.mentions(Self.stackNames, in: value) { depthNames.insert(declaration.name) }
        }
        for line in lines {
            let names = Set(stream.names(in: line))
            let hasComparison = line.contains { stream[$0].kind == .punctuation && Self.comparisons.contains(stream[$0].text) }
            let place = Place(file: file, token: line.lowerBound, in: line)
            if hasComparison, !names.isDisjoint(with: Self.stackNames), names.contains("count") || names.contains("first") || names.contains("firstObject") || names.contains("objectAtIndex") {
                found[.stackDepth] = found[.stackDepth] ?? place
            }
            if hasComparison, !names.isDisjoint(with: depthNames) {
                found[.stackDepth] = found[.stackDepth] ?? place
            }
            if names.contains("transitionCoordinator") {
                found[.notTransitioning] = found[.notTransitioning] ?? place
            }
            let asksTop = !names.isDisjoint(with: Self.topNames) || (names.contains("viewControllers") && (names.contains("last") || names.contains("lastObject")))
            let asksScreen = names.contains("respondsToSelector") || names.contains("conformsToProtocol") || names.contains("performSelector")
                || line.contains { stream.isIdentifier($0, "as") || stream.isIdentifier($0, "is") }
            if asksTop, asksScreen {
                found[.screenVeto] = found[.screenVeto] ?? place
            }
            // A "currently shown" flag: `currentShowVC == topViewController`, where didShow sets currentShowVC (nil at the root).
            if !names.isDisjoint(with: Self.topNames), hasComparison {
                for (flagFile, didShow) in inheritedMethods(of: className, .didShow) {
                    let flagStream = self.stream(flagFile)
                    let setsFlag = syntax[flagFile].assignments.contains { assignment in
                        didShow.body.contains(assignment.place.token) && assignment.target.last.map { names.contains($0) && !Self.topNames.contains($0) } == true
                    }
                    guard setsFlag else { continue }
                    found[.notTransitioning] = found[.notTransitioning] ?? place
                    let checksDepth = lineRanges(didShow.body, stream: flagStream).contains { flagLine in
                        flagStream.mentions(Self.stackNames, in: flagLine) && flagLine.contains { flagStream[$0].kind == .punctuation && Self.comparisons.contains(flagStream[$0].text) }
                    }
                    if checksDepth { found[.stackDepth] = found[.stackDepth] ?? Place(file: flagFile, token: didShow.body.lowerBound) }
                }
            }
        }
        return PopGuard.allCases.compactMap { item in found[item].map { (item, $0) } }
    }

    /// The tokens of a range split into source lines.
    func lineRanges(_ range: Range<Int>, stream: TokenStream) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = range.lowerBound
        for index in range where index > range.lowerBound && stream[index].line != stream[index - 1].line {
            result.append(start..<index)
            start = index
        }
        if start < range.upperBound { result.append(start..<range.upperBound) }
        return result
    }

    /// What a class's `gestureRecognizer(_:shouldBeRequiredToFailBy:)` returns, if it has one.
    func failureRequirement(of className: String) -> (requirement: FailureRequirement, origin: Origin)? {
        guard let (file, method) = inheritedMethods(of: className, .shouldBeRequiredToFail).first else { return nil }
        let stream = stream(file)
        let place = origin(file: file, method: method)
        let body = method.body
        if body.count == 1, let only = stream.at(body.lowerBound) {
            if only.text == "true" || only.text == "YES" { return (.alwaysTrue, place) }
            if only.text == "false" || only.text == "NO" { return (.alwaysFalse, place) }
        }
        var values: Set<String> = []
        for index in body where stream.isIdentifier(index, "return") {
            let end = stream.expressionEnd(from: index + 1, limit: body.upperBound)
            values.insert((index + 1..<end).map { stream[$0].text }.joined(separator: " "))
        }
        if !values.isEmpty, values.isSubset(of: ["true", "YES"]) { return (.alwaysTrue, place) }
        if !values.isEmpty, values.isSubset(of: ["false", "NO"]) { return (.alwaysFalse, place) }
        return (.computed, place)
    }

    /// How a `navigationBar(_:shouldPop:)` / `navigationBar:shouldPopItem:` behaves, found in a navigation
    /// controller class, its ancestors, or a UINavigationController extension or category
    /// (`inheritedMethods(of:_:)` with `.shouldPop`).
    func backInterception(file: Int, method: MethodDeclaration) -> BackInterceptionReading {
        let stream = stream(file)
        let body = method.body
        let type = method.type.map { files[file].types[$0] }
        let inCategory = type.map { $0.isExtension && $0.name == ClassHierarchy.navigationBase } ?? false
        var distinguishes: (place: Place, check: ProgrammaticPopCheck)?
        if stream.mentions(["viewControllers"], in: body), let items = stream.firstMention(of: ["items"], in: body) {
            distinguishes = (Place(file: file, token: items), .counts)
        } else if let compared = topItemComparison(in: body, file: file) {
            distinguishes = (compared, .topItem)
        }
        var repop: (RepopComparison, Place)?
        let pops = body.filter { stream.isIdentifier($0, "popViewController") || stream.isIdentifier($0, "popViewControllerAnimated") }
        if let pop = pops.first, let condition = statements[file].governingConditions(of: pop).last(where: \.holds)?.condition.tokens {
            let operators = condition.map { stream[$0] }.filter { $0.kind == .punctuation }.map(\.text)
            // The comparison operators are the format's words for them.
            if let comparison = [RepopComparison.greaterOrEqual, .greater].first(where: { operators.contains($0.rawValue) }) {
                repop = (comparison, Place(file: file, token: condition.lowerBound, in: condition))
            }
        }
        return BackInterceptionReading(
            origin: origin(file: file, method: method),
            implementedIn: inCategory ? .category : .subclass,
            distinguishesProgrammaticPop: distinguishes,
            repop: repop,
            debounce: debounce(in: body, file: file),
            referencedNames: Set(stream.names(in: body)),
            questions: interceptionQuestions(in: body, file: file)
        )
    }

    private static let timeNames: Set<String> = [
        "asyncAfter", "dispatch_after", "timeIntervalSince", "timeIntervalSinceNow", "timeIntervalSinceDate",
        "CACurrentMediaTime", "afterDelay", "DispatchTime", "timeIntervalSinceReferenceDate",
    ]

    /// A short time span (up to five seconds) written next to a clock or delay call: the debounce.
    private func debounce(in body: Range<Int>, file: Int) -> (seconds: Double, place: Place)? {
        let stream = stream(file)
        for line in lineRanges(body, stream: stream) where stream.mentions(Self.timeNames, in: line) {
            for index in line where stream[index].kind == .number {
                let text = stream[index].text
                if let value = Double(text), value > 0, value <= 5 {
                    return (value, Place(file: file, token: index))
                }
            }
        }
        return nil
    }

    /// `navigationController(_:animationControllerFor:from:to:)` in the class or its ancestors.
    func animationDelegateMethod(of className: String) -> Origin? {
        guard let (file, method) = inheritedMethods(of: className, .animationController).first
        else { return nil }
        return origin(file: file, method: method)
    }

    /// A `gestureRecognizerShouldBegin` or `shouldRecognizeSimultaneouslyWith` added to UIScrollView by an
    /// extension or category: it changes every scroll view in the app.
    func scrollViewGestureOverride() -> Origin? {
        for (file, method) in methods(of: "UIScrollView")
        where method.name == "gestureRecognizerShouldBegin" || method.selector.contains("shouldRecognizeSimultaneously") {
            return origin(file: file, method: method)
        }
        return nil
    }
}
