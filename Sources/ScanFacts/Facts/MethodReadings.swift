import Format

/// What a `gestureRecognizer(_:shouldBeRequiredToFailBy:)` returns.
package enum FailureRequirement: Sendable, Hashable {
    case alwaysTrue
    case alwaysFalse
    case computed
}

/// How a `navigationBar(_:shouldPop:)` implementation behaves.
package struct BackInterceptionReading: Sendable {
    package let origin: Origin
    package let implementedIn: BackInterceptionPlace
    /// Where it tells a pop from code apart from a Back tap, and which comparison does it.
    package let distinguishesProgrammaticPop: (place: Place, check: ProgrammaticPopCheck)?
    package let repop: (comparison: RepopComparison, place: Place)?
    package let debounce: (seconds: Double, place: Place)?
    /// Names the method refers to: screens implementing one of them answer the interception.
    package let referencedNames: Set<String>
    /// The selectors and protocols it asks the top screen about.
    package let questions: InterceptionQuestions
}

/// Reads the delegate methods that decide swipe-back: their guards, their failure requirements,
/// back-button interception, animation delegates and UIScrollView overrides.
extension CodeBase {
    /// The `gestureRecognizerShouldBegin` that a class (or its nearest ancestor in the sources) implements.
    package func shouldBeginMethod(of className: String) -> (file: Int, method: MethodDeclaration)? {
        inheritedMethods(of: className, .shouldBegin).first
    }

    /// The guards in a `gestureRecognizerShouldBegin` (or a `shouldReceive` touch method), each with the
    /// place that shows it. A guard is read from what the method returns: `stackDepth` when it refuses
    /// whenever the root is on top, or some `return` is refused there by a depth check; `notTransitioning`
    /// the same for a running transition; `screenVeto` when a return depends on asking the top screen.
    /// Naming the depth or `transitionCoordinator` without deciding a return guards nothing.
    /// `askedBy` is the pop recognizer whose question is judged (nil for a full-screen pan), so that a test
    /// of which recognizer asks decides.
    package func guards(of className: String, in method: MethodDeclaration, file: Int, askedBy recognizer: Recognizer?) -> [(guard: PopGuard, place: Place)] {
        let stream = stream(file)
        let statements = statements[file]
        var context = conditionContext(at: Place(file: file, token: method.body.upperBound - 1))
        context.shownFlags = shownFlags(of: className)
        context.askingRecognizer = parameterNames(of: method, file: file).first.map { ($0, recognizer) }
        var judge = ConditionJudge(context: context)
        var outcomes: [Truth] = []
        var read: [Range<Int>] = []
        // A return runs only where no return before it has: `if a { if b { return false } }; return true`
        // reaches its last line only where `a && b` fails, which no condition around that line says.
        var reached = Truth.always
        for found in statements.returns(in: method.body) where !statements.isInClosure(found.keyword, within: method.body) {
            var truth = Truth.always
            for (condition, holds) in statements.governingConditions(of: found.keyword) {
                let part = judge.truth(of: condition.tree)
                truth = truth.and(holds ? part : part.negated)
                read.append(condition.tokens)
            }
            let value = found.value.isEmpty ? Truth.unknown : judge.truth(of: ConditionParser.parseValue(found.value, in: stream))
            read.append(found.value)
            outcomes.append(reached.and(truth).and(value))
            // Only a return that its conditions alone decide (no `case`, loop, `catch` or nested body
            // around it, which add none) is known not to have run when they fail.
            let scopes = statements.enclosingScopes(of: found.keyword)
            let decided = scopes.allSatisfy { scope in
                switch scope.kind {
                case .branch: return true
                case .body: return scope.tokens.lowerBound <= method.body.lowerBound
                default: return false
                }
            }
            if decided { reached = reached.and(truth.negated) }
        }
        if outcomes.isEmpty, !method.body.isEmpty {
            // A Swift body of one expression returns it.
            outcomes.append(judge.truth(of: ConditionParser.parseValue(method.body, in: stream)))
            read.append(method.body)
        }
        let begins = outcomes.reduce(Truth.never) { $0.or($1) }
        var found: [(guard: PopGuard, place: Place)] = []
        for (item, dimension) in [(PopGuard.stackDepth, Situation.Dimension.atRoot), (.notTransitioning, .transitioning)] {
            let mask = Situation.whereTrue(dimension)
            let refused = begins.fails(throughout: mask) || outcomes.contains { $0.fails(throughout: mask) && $0.may & ~mask != 0 }
            guard refused else { continue }
            guard let evidence = judge.evidence[dimension] else {
                // A method that refuses whatever the situation (`return false`) refuses there too.
                if begins.fails(throughout: Situation.all) { found.append((item, linePlace(of: method.body.lowerBound, in: method.body, file: file))) }
                continue
            }
            if dimension == .atRoot, let elsewhere = judge.depthCheckedElsewhere {
                found.append((item, elsewhere))
            } else {
                found.append((item, linePlace(of: evidence.lowerBound, in: method.body, file: file)))
            }
        }
        read += judge.readLocals
        if let asked = judge.asksTopScreen ?? topScreenQuestion(in: read, of: method, file: file) {
            found.append((.screenVeto, linePlace(of: asked.lowerBound, in: method.body, file: file)))
        }
        return PopGuard.allCases.compactMap { item in found.first { $0.guard == item } }
    }

    /// The first of the ranges the method's returns read that asks the top screen something. A local
    /// holding the top controller (`UIViewController *top = self.topViewController;`, then
    /// `[top respondsToSelector:...]`) stands for it.
    private func topScreenQuestion(in ranges: [Range<Int>], of method: MethodDeclaration, file: Int) -> Range<Int>? {
        let stream = stream(file)
        let topLocals = Set(syntax[file].declarations(within: method.body).filter { declaration in
            declaration.value?.contains { stream.isName($0) && ConditionJudge.topNames.contains(stream[$0].text) } == true
        }.map(\.name))
        return ranges.lazy.compactMap { self.topScreenQuestion(in: $0, stream: stream, topLocals: topLocals) }.first
    }

    /// Tokens that ask the top screen something: a top controller (or a local holding it) together with
    /// a cast, a type test or a `responds`/`conformsTo` message.
    private func topScreenQuestion(in range: Range<Int>, stream: TokenStream, topLocals: Set<String>) -> Range<Int>? {
        guard let top = range.first(where: { index in
            stream.isName(index) && (ConditionJudge.topNames.contains(stream[index].text) || topLocals.contains(stream[index].text)
                || (stream[index].text == "last" || stream[index].text == "lastObject") && stream.mentions(ConditionJudge.stackNames, in: range))
        }) else { return nil }
        let asks = range.contains { index in
            stream.isIdentifier(index, "as") || stream.isIdentifier(index, "is")
                || (stream.isName(index) && ["respondsToSelector", "conformsToProtocol", "performSelector", "responds", "conforms"].contains(stream[index].text))
        }
        return asks ? top..<(top + 1) : nil
    }

    /// The place of the source line that holds a token, within a method body: what the draft names for a guard.
    private func linePlace(of token: Int, in body: Range<Int>, file: Int) -> Place {
        let stream = stream(file)
        guard let line = stream.at(token)?.line else { return Place(file: file, token: token) }
        var start = token
        while start > body.lowerBound, stream[start - 1].line == line { start -= 1 }
        var end = token + 1
        while end < body.upperBound, stream[end].line == line { end += 1 }
        return Place(file: file, token: start, in: start..<end)
    }

    /// Properties that a class's `navigationController(_:didShow:animated:)` sets (to the screen it
    /// shows): compared with the top screen they tell that no transition runs; each with whether that
    /// didShow also checks the depth, so that the property is nil at the root.
    private func shownFlags(of className: String) -> [String: Place?] {
        var flags: [String: Place?] = [:]
        for (file, didShow) in inheritedMethods(of: className, .didShow) {
            let stream = stream(file)
            let checksDepth = lineRanges(didShow.body, stream: stream).contains { line in
                stream.mentions(MethodReadingNames.stackNames, in: line) && line.contains { stream[$0].kind == .punctuation && MethodReadingNames.comparisons.contains(stream[$0].text) }
            }
            let check = checksDepth ? Place(file: file, token: didShow.body.lowerBound) : nil
            for offset in members(of: didShow, file: file).assignments {
                guard let name = syntax[file].assignments[offset].target.last, !MethodReadingNames.topNames.contains(name) else { continue }
                flags[name] = (flags[name] ?? nil) ?? check
            }
        }
        return flags
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
    package func failureRequirement(of className: String) -> (requirement: FailureRequirement, origin: Origin)? {
        guard let (file, method) = inheritedMethods(of: className, .shouldBeRequiredToFail).first else { return nil }
        let stream = stream(file)
        let place = origin(file: file, method: method)
        let body = method.body
        if body.count == 1, let only = stream.at(body.lowerBound) {
            if only.text == "true" || only.text == "YES" { return (.alwaysTrue, place) }
            if only.text == "false" || only.text == "NO" { return (.alwaysFalse, place) }
        }
        // The delegate answers for the pop gesture: `gestureRecognizer == interactivePopGestureRecognizer`,
        // with `gestureRecognizer` the parameter that is asked about, is true whenever it is asked.
        let asked = method.head.lowerBound..<(method.head.first { stream[$0].text.hasPrefix("shouldBeRequiredToFail") } ?? method.head.upperBound)
        let parameters = Set(stream.names(in: asked))
        var answers: Set<FailureRequirement> = []
        for found in statements[file].returns(in: body) where !statements[file].isInClosure(found.keyword, within: body) {
            switch ConditionParser.parseValue(found.value, in: stream) {
            case .value(let value) where value.literal == .boolean(true): answers.insert(.alwaysTrue)
            case .value(let value) where value.literal == .boolean(false): answers.insert(.alwaysFalse)
            case .comparison(let left, let op, let right) where op == "==" || op == "===":
                let sides = [left.path, right.path]
                let isPop = sides.contains { $0.last == "interactivePopGestureRecognizer" } && sides.contains { $0.count == 1 && parameters.contains($0[0]) }
                answers.insert(isPop ? .alwaysTrue : .computed)
            default: answers.insert(.computed)
            }
        }
        if answers == [.alwaysTrue] { return (.alwaysTrue, place) }
        if answers == [.alwaysFalse] { return (.alwaysFalse, place) }
        return (.computed, place)
    }

    /// How a `navigationBar(_:shouldPop:)` / `navigationBar:shouldPopItem:` behaves, found in a navigation
    /// controller class, its ancestors, or a UINavigationController extension or category
    /// (`inheritedMethods(of:_:)` with `.shouldPop`).
    package func backInterception(file: Int, method: MethodDeclaration) -> BackInterceptionReading {
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
        // A pop again that runs only below iOS 13 (after `if #available(iOS 13, *) { return true }`) is the
        // old systems' own pop: from 13 on UIKit pops once the method returns true, so nothing pops twice.
        let pops = body.filter { stream.isIdentifier($0, "popViewController") || stream.isIdentifier($0, "popViewControllerAnimated") }
            .filter { !statements[file].runsOnlyBelowIOS(Version(components: [13]), token: $0) }
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

    /// A short time span (up to five seconds) written next to a clock or delay call: the debounce.
    private func debounce(in body: Range<Int>, file: Int) -> (seconds: Double, place: Place)? {
        let stream = stream(file)
        for line in lineRanges(body, stream: stream) where stream.mentions(MethodReadingNames.timeNames, in: line) {
            for index in line where stream[index].kind == .number {
                let text = stream[index].text
                if let value = Double(text), value > 0, value <= 5 {
                    return (value, Place(file: file, token: index))
                }
            }
        }
        return nil
    }

    /// `navigationController(_:animationControllerFor:from:to:)` in the navigation class or its ancestors,
    /// or in the class of the object its own code makes its delegate.
    package func animationDelegateMethod(of className: String) -> Origin? {
        guard let (file, method) = delegateMethod(of: className, .animationController) else { return nil }
        return origin(file: file, method: method)
    }

    /// The methods a screen sets itself up or appears in.
    private static let settingUpMethods: Set<String> = ["viewDidLoad", "loadView", "awakeFromNib", "viewWillAppear", "viewDidAppear"]

    /// `navigationController(_:animationControllerFor:from:to:)` of a screen that makes itself its stack's
    /// delegate (`self.navigationController.delegate = self`), with the assignment: while it is on the stack
    /// (a root always is), the stack's transitions are its animators.
    package func screenAnimationDelegate(of screenClass: String) -> (method: Origin, assignment: Origin)? {
        guard let (file, method) = inheritedMethods(of: screenClass, .animationController).first else { return nil }
        // The screen's writes of its stack's delegate, with the method each is in.
        let writes = hierarchy.declaredLineage(of: screenClass).flatMap { name in
            declarations(of: name).flatMap { declarationFile, type in
                syntax[declarationFile].assignments(within: type.body).filter { withoutSelf($0.target, at: $0.place) == ["navigationController", "delegate"] }
            }
        }.map { (assignment: $0, method: enclosingMethod($0.place)?.name) }
        // One that hands the delegate back as it leaves animates only while it is on top.
        guard !writes.contains(where: { ["viewWillDisappear", "viewDidDisappear"].contains($0.method ?? "") }) else { return nil }
        // As the screen is set up or appears; one set in an action (just before a pop) holds for that pop only.
        let setUp = writes.first { write in
            let value = write.assignment.value
            return value.count == 1 && Self.settingUpMethods.contains(write.method ?? "")
                && stream(write.assignment.place.file).at(value.lowerBound).map { isSelf($0.text, at: write.assignment.place) } == true
        }
        return setUp.map { (origin(file: file, method: method), origin($0.assignment.place)) }
    }

    /// The first method the query finds in the navigation class's lineage, else in the lineage of a class
    /// whose instance the navigation class's own code makes its `delegate`.
    func delegateMethod(of className: String, _ query: MethodQuery) -> (file: Int, method: MethodDeclaration)? {
        if let own = inheritedMethods(of: className, query).first { return own }
        for delegate in ownDelegateClasses(of: className) {
            if let found = inheritedMethods(of: delegate, query).first { return found }
        }
        return nil
    }

    /// The classes of the sources whose instances a navigation class's own code (or an ancestor's) assigns
    /// to its `delegate`: `delegate = coordinator as? TransitionCoordinator`, `self.delegate = TransitionCoordinator()`,
    /// or a property declared with or made from such a class.
    private func ownDelegateClasses(of className: String) -> [String] {
        var found: [String] = []
        for name in hierarchy.declaredLineage(of: className) {
            for (file, type) in declarations(of: name) {
                let stream = stream(file)
                for assignment in syntax[file].assignments(within: type.body) where withoutSelf(assignment.target, at: assignment.place) == ["delegate"] {
                    for candidate in delegateClassNames(in: assignment.value, stream: stream, owner: type.name)
                    where hierarchy.isDeclared(candidate) && candidate != className && !found.contains(candidate) {
                        found.append(candidate)
                    }
                }
            }
        }
        return found
    }

    /// The class names a delegate's value names: a cast's type, a constructor, or a property's types.
    private func delegateClassNames(in value: Range<Int>, stream: TokenStream, owner: String) -> [String] {
        if let cast = value.first(where: { stream.isIdentifier($0, "as") }) {
            var index = cast + 1
            while stream.isPunctuation(index, "?") || stream.isPunctuation(index, "!") { index += 1 }
            return stream.at(index).flatMap { $0.isName ? [$0.text] : nil } ?? []
        }
        guard let first = stream.at(value.lowerBound), first.isName else { return [] }
        if stream.isPunctuation(value.lowerBound + 1, "(") { return [first.text] }
        let names = stream.names(in: value)
        guard let last = names.last, value.count <= 3 else { return [] }
        return propertyTypes(of: owner, named: last)
    }

    /// A pan or edge-pan recognizer the navigation class's own code makes with itself as target
    /// (`UIPanGestureRecognizer(target: self, action: #selector(handleSwipe))`, `[[UIScreenEdgePanGestureRecognizer
    /// alloc] initWithTarget:self action:@selector(pan:)]`) whose action pops: the stack's swipe is the app's
    /// own, which neither a custom Back nor a hidden bar stops.
    package func ownPopGesture(of className: String) -> Origin? {
        // The navigation class, and the delegate object it makes, which often owns the pan it drives.
        for owner in [className] + ownDelegateClasses(of: className) {
            if let found = popPan(in: owner) { return found }
        }
        return nil
    }

    /// A pan or edge pan a class's own code (or an ancestor's) makes with itself as target, whose action pops.
    private func popPan(in className: String) -> Origin? {
        for name in hierarchy.declaredLineage(of: className) {
            for (file, type) in declarations(of: name) {
                let stream = stream(file)
                for call in syntax[file].calls(within: type.body) {
                    let recognizer = call.name == "initWithTarget"
                        ? stream.names(in: call.receiver).contains { $0.hasSuffix("PanGestureRecognizer") }
                        : call.name.hasSuffix("PanGestureRecognizer") && call.argument("target") != nil
                    guard recognizer, let target = call.argument("target") ?? call.firstArgument, target.value.count == 1,
                          let targetName = stream.at(target.value.lowerBound), isSelf(targetName.text, at: call.place) else { continue }
                    // The action, and the class's own methods it calls, one hop (`panGesture:` handing the
                    // end of the drag to `updateDroppedView:`, which pops).
                    let actions = selectorMethods(in: call.span, file: file, owner: className).map { (file: $0.file, range: $0.method.body) }
                    let pops = withMethodsTheyCall(actions, owner: className).contains { body in
                        syntax[body.file].calls(within: body.range).contains { BackTapWords.steppingBack.contains($0.name) }
                    }
                    if pops { return origin(call.place) }
                }
            }
        }
        return nil
    }

    /// The `return nil` of the class's `navigationController(_:animationControllerFor:from:to:)` that runs
    /// for a pop (under a condition that names the pop operation): that pop, or the pop the swipe
    /// starts, gets UIKit's own interactive transition rather than the custom animator.
    package func swipePopPassedToUIKit(of className: String) -> Origin? {
        guard let (file, method) = delegateMethod(of: className, .animationController) else { return nil }
        let stream = stream(file)
        for found in statements[file].returns(in: method.body) where found.value.count == 1 && stream.isIdentifier(found.value.lowerBound, "nil") {
            let namesPop = statements[file].governingConditions(of: found.keyword).contains { condition, holds in
                holds && condition.tokens.contains { stream.isIdentifier($0, "pop") || stream.isIdentifier($0, "UINavigationControllerOperationPop") }
            }
            if namesPop { return origin(linePlace(of: found.keyword, in: method.body, file: file)) }
        }
        return nil
    }

    /// A `gestureRecognizerShouldBegin` or `shouldRecognizeSimultaneouslyWith` added to UIScrollView by an
    /// extension or category: it changes every scroll view in the app.
    package func scrollViewGestureOverride() -> Origin? {
        for (file, method) in methods(of: "UIScrollView")
        where method.name == "gestureRecognizerShouldBegin" || method.selector.contains("shouldRecognizeSimultaneously") {
            return origin(file: file, method: method)
        }
        return nil
    }
}

/// The names the method readers compare with.

private enum MethodReadingNames {
    static let stackNames: Set<String> = ["viewControllers", "children", "childViewControllers"]

    static let topNames: Set<String> = ["topViewController", "visibleViewController"]

    static let comparisons: Set<String> = [">", ">=", "<", "<=", "==", "!=", "===", "!=="]

    static let timeNames: Set<String> = [
        "asyncAfter", "dispatch_after", "timeIntervalSince", "timeIntervalSinceNow", "timeIntervalSinceDate",
        "CACurrentMediaTime", "afterDelay", "DispatchTime", "timeIntervalSinceReferenceDate",
    ]
}
