/// Which branch of a method runs is often its caller's choice: a `switch` over one of the method's
/// parameters (`switch scene { case .thread(let viewModel): ... }`, `switch transition { case .show: ... }`),
/// each call passing a case literal (`coordinator.present(scene: .thread(viewModel: model), from: self,
/// transition: .show)`). A method that builds a different screen in each case is a route factory: a call
/// that names a case makes that case's screens, and a router that pushes what the factory builds from its
/// own parameter pushes, for each call, the screens of the case that call names.
struct ParameterSwitch {
    /// The switch, with its cases read once when the file was indexed.
    let body: SwitchBody
    /// The parameter's position in the method's head.
    let position: Int

    /// The `switch` keyword.
    var keyword: Int { body.keyword }
    /// Each label's case names and the tokens it runs, up to the next label, in order; `default` has no names.
    var labels: [SwitchCase] { body.cases }

    /// The label whose statements hold `token`, if any.
    func label(holding token: Int) -> SwitchCase? {
        // Cases are in token order: the last that starts at or before the token.
        var low = 0
        var high = body.cases.count
        while low < high {
            let middle = (low + high) / 2
            if body.cases[middle].tokens.lowerBound <= token { low = middle + 1 } else { high = middle }
        }
        guard low > 0, body.cases[low - 1].tokens.contains(token) else { return nil }
        return body.cases[low - 1]
    }

    /// The label that names a case, if any.
    func label(naming name: String) -> SwitchCase? {
        body.caseByName[name].map { body.cases[$0] }
    }

    /// Whether a case literal a caller passes runs the label `names`: true when the label names it, false
    /// when another label does; under `default`, true for a literal no label names. A bare name (a
    /// variable, or an Objective-C constant no label names) leaves it undecided.
    func runs(_ names: [String], for literal: CaseLiteral) -> Bool? {
        if names.contains(literal.name) { return true }
        if body.caseByName[literal.name] != nil { return false }
        guard literal.isCase else { return nil }
        return names.isEmpty
    }
}

/// A value a caller passes that may name a case: `.thread(viewModel: model)`, `.show`, `Scene.welcome`,
/// or a bare name (an Objective-C enum constant, or a variable).
struct CaseLiteral {
    let name: String
    /// Written as a case (`.name`, `Type.name`), not a bare name.
    let isCase: Bool
}

/// A route factory: the values each case of its switch gives, resolved only for the case a call names,
/// so that a factory of many cases costs a call one case (and a case that calls the factory again, one
/// more).
struct RouteFactory {
    /// The switch over the parameter, whose labels name the cases.
    let choice: ParameterSwitch
    let file: Int
    /// The locals declared before the switch: a case's assignment to one of them is its result.
    let results: Set<String>

    /// The position of the parameter switched over.
    var position: Int { choice.position }
}

extension CodeBase {
    /// The switches in a method's body over one of its parameters, in the order they open.
    func parameterSwitches(of method: MethodDeclaration, file: Int) -> [ParameterSwitch] {
        let names = parameterNames(of: method, file: file)
        guard !names.isEmpty else { return [] }
        let stream = stream(file)
        var found: [ParameterSwitch] = []
        for body in switches(in: file, within: method.body) {
            var subject = (body.keyword + 1)..<body.open
            while subject.count >= 3, stream.isPunctuation(subject.lowerBound, "("), stream.partner(of: subject.lowerBound) == subject.upperBound - 1 {
                subject = (subject.lowerBound + 1)..<(subject.upperBound - 1)
            }
            guard subject.count == 1, let subjectName = stream.at(subject.lowerBound), subjectName.isName,
                  let position = names.firstIndex(of: subjectName.text) else { continue }
            found.append(ParameterSwitch(body: body, position: position))
        }
        return found
    }

    /// The case a value names, when it is a case literal or a bare name.
    func caseLiteral(_ range: Range<Int>, file: Int) -> CaseLiteral? {
        let stream = stream(file)
        var start = range.lowerBound
        // A bare name is an Objective-C enum constant (`AppRouteAbout`); in Swift it is a variable.
        if range.count == 1, stream.dialect == .objectiveC, let name = stream.at(start), name.isName, name.text != "self", name.text != "nil" {
            return CaseLiteral(name: name.text, isCase: false)
        }
        if let type = stream.at(start), type.isName, type.text.first?.isUppercase == true, stream.isPunctuation(start + 1, ".") { start += 1 }
        guard stream.isPunctuation(start, "."), let name = stream.at(start + 1), name.isName else { return nil }
        let end = start + 2
        guard end == range.upperBound || (stream.isPunctuation(end, "(") && stream.partner(of: end) == range.upperBound - 1) else { return nil }
        return CaseLiteral(name: name.text, isCase: true)
    }

    /// The tokens a call passes for the parameter at `position` of `method`: by the parameter's argument
    /// label in Swift (an unlabeled one by its place among the unlabeled), by place in Objective-C.
    func argument(of call: Call, for position: Int, of method: MethodDeclaration, file: Int) -> Range<Int>? {
        let labels = parameters(of: method, file: file).map(\.label)
        guard labels.indices.contains(position) else { return nil }
        if call.isMessage || isObjectiveCMethod(method, file: file) {
            return call.arguments.indices.contains(position) ? call.arguments[position].value : nil
        }
        if let label = labels[position] { return call.argument(label)?.value }
        let unlabeledBefore = labels[..<position].filter { $0 == nil }.count
        let unlabeled = call.arguments.filter { $0.label == nil }
        return unlabeled.indices.contains(unlabeledBefore) ? unlabeled[unlabeledBefore].value : nil
    }

    /// The first switch over one of a method's parameters, read as a route factory: what each case
    /// returns, or assigns to a variable declared before the switch (`viewController = _viewController`,
    /// returned after it), is that case's screen. Only the labels are read here; a case's values are read
    /// when a call names it.
    func routeFactory(_ method: MethodDeclaration, file: Int) -> RouteFactory? {
        guard let choice = parameterSwitches(of: method, file: file).first(where: { !$0.labels.isEmpty }) else { return nil }
        let results = Set(syntax[file].declarations(within: method.body.lowerBound..<choice.keyword).map(\.name))
        return RouteFactory(choice: choice, file: file, results: results)
    }

    /// The screens (or stacks with a screen as root) a factory builds for one case; empty when none.
    func screens(of factory: RouteFactory, case name: String, depth: Int = 0, hops: Int = 0) -> [ControllerReference] {
        guard hops < 4, let label = factory.choice.label(naming: name) else { return [] }
        let syntax = syntax[factory.file]
        var values = statements[factory.file].returns(in: label.tokens).map(\.value)
        values += syntax.assignments(within: label.tokens).filter { $0.assignedName.map(factory.results.contains) ?? false }.map(\.value)
        var made: [ControllerReference] = []
        for value in values where !value.isEmpty {
            for reference in resolveController(file: factory.file, range: value, depth: depth + 1, hops: hops + 1).alternatives
            where reference.isScreenOrStack && !made.contains(reference) {
                made.append(reference)
            }
        }
        return made
    }

    /// What a call of route factories makes: the screens each builds in the case the call names. Nil
    /// unless every candidate is a route factory and the call names one of its cases.
    func routedScreens(of call: Call, file: Int, candidates: [(file: Int, method: MethodDeclaration)], depth: Int, hops: Int) -> ControllerReference? {
        guard !candidates.isEmpty else { return nil }
        var made: [ControllerReference] = []
        for (methodFile, method) in candidates {
            guard let factory = routeFactory(method, file: methodFile),
                  let argument = argument(of: call, for: factory.position, of: method, file: methodFile),
                  let literal = caseLiteral(argument, file: file) else { return nil }
            let screens = self.screens(of: factory, case: literal.name, depth: depth, hops: hops)
            guard !screens.isEmpty else { return nil }
            for screen in screens where !made.contains(screen) { made.append(screen) }
        }
        guard let first = made.first else { return nil }
        return made.count == 1 ? first : .oneOf(made)
    }

    /// A router method's push or presentation of what a route factory builds from one of the router's
    /// parameters (`guard let viewController = get(scene: scene, from: sender)`, then
    /// `presentingViewController.show(viewController, sender: sender)`), maybe inside a navigation
    /// controller made for it (`present(UINavigationController(rootViewController: viewController))`, or
    /// one of several a closure called at once returns): that parameter's position in the router method,
    /// the factory's screens by case, and the navigation controller classes wrapping them (none when shown bare).
    func routedParameter(of transition: Transition, in method: MethodDeclaration) -> (position: Int, factory: RouteFactory, wrappers: [String])? {
        guard let pushed = call(at: transition.place)?.firstArgument?.value, !pushed.isEmpty else { return nil }
        return routedValue(pushed, file: transition.place.file, before: transition.place.token, in: method)
    }

    /// What `routedParameter` reads, for any expression of a method before `token`: a factory's screen built
    /// from one of the method's parameters, maybe wrapped in navigation controllers the method makes.
    func routedValue(_ pushed: Range<Int>, file: Int, before token: Int, in method: MethodDeclaration) -> (position: Int, factory: RouteFactory, wrappers: [String])? {
        let stream = stream(file)
        /// What a local of the method holds, when the expression is one.
        func followed(_ range: Range<Int>) -> Range<Int> {
            guard range.count == 1, let name = stream.at(range.lowerBound), name.isName else { return range }
            return localValue(name.text, before: token, in: method, file: file) ?? range
        }
        var values = [followed(pushed)]
        // A closure called at once (`{ if onboarding { return A(...) } else { return B(...) } }()`): what it returns.
        if let value = values.first, stream.isPunctuation(value.lowerBound, "{"), let close = stream.partner(of: value.lowerBound),
           close + 3 == value.upperBound, stream.isPunctuation(close + 1, "("), stream.isPunctuation(close + 2, ")") {
            values = ownReturns(ofClosure: value.lowerBound..<(close + 1), file: file)
        }
        var wrappers: [String] = []
        var wrapped = 0
        var built: Range<Int>?
        for value in values {
            var shown = value
            if let made = call(file: file, exactly: value), !made.isMessage, let root = made.argument("rootViewController"),
               made.name == ClassHierarchy.navigationBase || hierarchy.role(of: made.name).role == .navigationController {
                if !wrappers.contains(made.name) { wrappers.append(made.name) }
                wrapped += 1
                shown = root.value
            }
            let source = followed(shown)
            // Every value must show the same factory-built screen.
            guard built.map({ stream.text($0) == stream.text(source) }) ?? true else { return nil }
            built = source
        }
        guard let built, let factoryCall = call(file: file, exactly: built) else { return nil }
        // Every value wraps the screen, or none does.
        if wrapped != 0, wrapped != values.count { return nil }
        return factoryRoute(factoryCall, file: file, in: method).map { ($0.position, $0.factory, wrappers) }
    }

    /// The route factory a call of `method`'s code builds a screen with from one of `method`'s parameters
    /// (`get(scene: scene)` in `present(scene:from:transition:)`), with that parameter's position in `method`.
    func factoryRoute(_ factoryCall: Call, file: Int, in method: MethodDeclaration) -> (position: Int, factory: RouteFactory)? {
        let stream = stream(file)
        let routerParameters = parameterNames(of: method, file: file)
        for (factoryFile, factory) in candidateMethods(factoryCall.receiverChain + [factoryCall.name], at: Place(file: file, token: factoryCall.span.lowerBound)) ?? [] {
            guard let table = routeFactory(factory, file: factoryFile),
                  let argument = argument(of: factoryCall, for: table.position, of: factory, file: factoryFile),
                  argument.count == 1, let name = stream.at(argument.lowerBound),
                  let position = routerParameters.firstIndex(of: name.text) else { continue }
            return (position, table)
        }
        return nil
    }
}

extension CodeBase {
    /// The value of the latest declaration of a local named `name` in `method` before `token`.
    func localValue(_ name: String, before token: Int, in method: MethodDeclaration, file: Int) -> Range<Int>? {
        let before = method.body.lowerBound..<max(method.body.lowerBound, token)
        return syntax[file].declarations(within: before).filter { $0.name == name }.max { $0.place.token < $1.place.token }?.value
    }

    /// True when a call may reach a method of a class whose reaching names (`namesReaching`) are given:
    /// its receiver is declared with one of them, or scan cannot tell the receiver's class.
    func mayReach(_ call: Call, reaching: Set<String>) -> Bool {
        guard let receivers = receiverClasses(of: call) else { return true }
        return receivers.contains(where: reaching.contains)
    }

    /// The roots of a navigation controller a router method makes around what a route factory builds from
    /// its parameter (`OnboardingNavigationController(rootViewController: viewController)` in the
    /// `.modal` case): one per call of the method, the screens of the case that call names, when the call
    /// runs the branch the navigation controller is made in. Nil when the root is no such value.
    func rootsRouted(creation: Call, file: Int) -> [ControllerReference]? {
        let stream = stream(file)
        guard let root = (creation.isMessage ? creation.firstArgument : creation.argument("rootViewController"))?.value,
              root.count == 1, let name = stream.at(root.lowerBound), name.isName,
              let method = enclosingMethod(creation.place) else { return nil }
        guard let value = localValue(name.text, before: creation.place.token, in: method, file: file),
              let factoryCall = call(file: file, exactly: value), let owner = ownerName(creation.place) else { return nil }
        guard let (position, table) = factoryRoute(factoryCall, file: file, in: method) else { return nil }
        let reaching = namesReaching(owner)
        let branches = parameterSwitches(of: method, file: file).compactMap { choice in choice.label(holding: creation.place.token).map { (choice, $0.names) } }
        var roots: [ControllerReference] = []
        for (callFile, call) in calls(named: method.name) where (callFile != file || !method.body.contains(call.place.token)) && mayReach(call, reaching: reaching) {
            guard let passed = self.argument(of: call, for: position, of: method, file: file),
                  let literal = caseLiteral(passed, file: callFile) else { continue }
            let screens = self.screens(of: table, case: literal.name)
            let runs = branches.allSatisfy { choice, names in
                guard let picked = self.argument(of: call, for: choice.position, of: method, file: file),
                      let pickedLiteral = caseLiteral(picked, file: callFile) else { return false }
                return choice.runs(names, for: pickedLiteral) ?? false
            }
            guard runs else { continue }
            for screen in screens where !roots.contains(screen) {
                if case .screen = screen { roots.append(screen) }
            }
        }
        return roots.isEmpty ? nil : roots
    }

    /// The position of the router method's parameter that the transition is made from: its receiver is
    /// that parameter (`sender.navigationController?.pushViewController`), or a local made from it first
    /// (`guard var presentingViewController = sender ?? window.rootViewController`).
    /// `castToStack` is true when the local is the parameter cast to a navigation controller (`if let nav =
    /// sender as? UINavigationController`).
    /// `fallsBackToTop` is true when the local falls back to the screen on top when the parameter is nil
    /// (`sender ?? window.rootViewController?.topMost`): a call leaving it out shows from the top screen,
    /// which is the one whose code runs.
    func presentingParameter(of transition: Transition, in method: MethodDeclaration) -> (position: Int, castToStack: Bool, fallsBackToTop: Bool)? {
        let file = transition.place.file
        guard let first = receiverChain(of: transition.place).first else { return nil }
        let parameters = parameterNames(of: method, file: file)
        if let position = parameters.firstIndex(of: first) { return (position, false, false) }
        let stream = stream(file)
        guard let value = localValue(first, before: transition.place.token, in: method, file: file),
              let made = stream.at(value.lowerBound), made.isName, let position = parameters.firstIndex(of: made.text) else { return nil }
        let cast = value.contains { index in
            guard stream.isIdentifier(index, "as"), let type = stream.at(stream.isPunctuation(index + 1, "?") || stream.isPunctuation(index + 1, "!") ? index + 2 : index + 1) else { return false }
            return type.text == ClassHierarchy.navigationBase || hierarchy.role(of: type.text).role == .navigationController
        }
        let fallback = value.first { stream.isPunctuation($0, "??") || (stream.isPunctuation($0, "?") && stream.isPunctuation($0 + 1, "?")) }
        let top = fallback.map { start in
            stream.names(in: start..<value.upperBound).contains { name in
                let lowered = name.lowercased()
                return lowered.hasPrefix("top") || lowered.hasPrefix("visible")
            }
        } ?? false
        return (position, cast, top)
    }

    /// The values a closure's own `return`s give (not a nested closure's), non-empty ones, in order.
    func ownReturns(ofClosure body: Range<Int>, file: Int) -> [Range<Int>] {
        let nested = statements[file].enclosingClosures(of: body.lowerBound + 1).count
        return statements[file].returns(in: body)
            .filter { !$0.value.isEmpty && statements[file].enclosingClosures(of: $0.keyword).count == nested }
            .map(\.value)
    }

    /// True when a transition is made on a controller of UIKit's that the method makes itself and that is
    /// no navigation controller (`let alert = UIAlertController(...)`, then `alert.show(viewController,
    /// sender: nil)`): it is on no stack, so it pushes nothing a caller hands it.
    func isMadeOnOwnController(_ transition: Transition) -> Bool {
        let receiver = receiverChain(of: transition.place)
        guard receiver.count == 1, let name = receiver.first, name != "navigationController",
              case .outside(let made)? = resolveVariable(name, at: transition.place) else { return false }
        return made != ClassHierarchy.navigationBase && hierarchy.role(of: made).role != .navigationController
    }

    /// True when a Swift method's parameter at `position` has a default value (`from sender: UIViewController? = nil`).
    func hasDefaultValue(parameter position: Int, of method: MethodDeclaration, file: Int) -> Bool {
        defaultValue(parameter: position, of: method, file: file) != nil
    }

    /// The default value a Swift method's head gives its parameter at `position` (`transition: Transition =
    /// .navigation(type: .push)`), in the method's file.
    func defaultValue(parameter position: Int, of method: MethodDeclaration, file: Int) -> Range<Int>? {
        let parameters = parameters(of: method, file: file)
        return parameters.indices.contains(position) ? parameters[position].defaultValue : nil
    }

    /// What a call passes for the parameter at `position` of `method`: its argument, in the call's file, or
    /// the parameter's default value, in the method's.
    func passedValue(for position: Int, of method: MethodDeclaration, methodFile: Int, at call: Call, callFile: Int) -> (file: Int, range: Range<Int>)? {
        if let argument = argument(of: call, for: position, of: method, file: methodFile) { return (callFile, argument) }
        return defaultValue(parameter: position, of: method, file: methodFile).map { (methodFile, $0) }
    }
}

extension ControllerReference {
    /// A screen, or a navigation controller with a screen as its root.
    var isScreenOrStack: Bool {
        switch self {
        case .screen, .navigation(_, root: .screen): return true
        default: return false
        }
    }
}

/// One label of a `switch` with statements of its own: the case names it matches and the tokens it runs,
/// up to the next label. Objective-C labels with no statements of their own (`case A: case B: ...`) run
/// the next one's, so their names join it; `default` matches no name.
struct SwitchCase: Sendable {
    let names: [String]
    let tokens: Range<Int>

    /// The cases of a switch body's labels, in order.
    static func read(labels: [Int], close: Int, in stream: TokenStream) -> [SwitchCase] {
        var cases: [SwitchCase] = []
        var carried: [String] = []
        for (offset, label) in labels.enumerated() {
            let end = offset + 1 < labels.count ? labels[offset + 1] : close
            let (names, colon) = names(ofLabel: label, before: end, in: stream)
            if colon + 1 >= end, offset + 1 < labels.count, !names.isEmpty {
                carried += names
                continue
            }
            cases.append(SwitchCase(names: names.isEmpty ? [] : carried + names, tokens: label..<end))
            carried = []
        }
        return cases
    }

    /// The case names a label matches (`case .a, .b(let x):`, `case let .c(y):`, `case Scene.d:`,
    /// Objective-C `case SceneTypeE:`), none for `default`, and the token of its colon. A `where` clause's
    /// member accesses (`where item.isNew`) name no case.
    private static func names(ofLabel label: Int, before end: Int, in stream: TokenStream) -> (names: [String], colon: Int) {
        var names: [String] = []
        var index = label + 1
        var atPatternStart = true
        var inWhere = false
        while index < end, !stream.isPunctuation(index, ":") {
            if stream.isPunctuation(index, "("), let partner = stream.partner(of: index) {
                index = partner + 1
                atPatternStart = false
                continue
            }
            if stream.isIdentifier(index, "where") { inWhere = true }
            if stream.isPunctuation(index, ",") {
                atPatternStart = true
                inWhere = false
            } else if !inWhere, stream.isPunctuation(index, "."), let name = stream.at(index + 1), name.isName,
                      !stream.isName(index - 1) || ["let", "var", "case"].contains(stream.at(index - 1)?.text ?? "")
                        || stream.at(index - 1)?.text.first?.isUppercase == true {
                names.append(name.text)
                index += 2
                atPatternStart = false
                continue
            } else if atPatternStart, !inWhere, stream.dialect == .objectiveC, let name = stream.at(index), name.isName, name.text != "default" {
                names.append(name.text)
                atPatternStart = false
            }
            index += 1
        }
        return (names, index)
    }
}
