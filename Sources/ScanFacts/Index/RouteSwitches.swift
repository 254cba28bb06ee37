/// Which branch of a method runs is often its caller's choice: a `switch` over one of the method's
/// parameters (`switch scene { case .thread(let viewModel): ... }`, `switch transition { case .show: ... }`),
/// each call passing a case literal (`coordinator.present(scene: .thread(viewModel: model), from: self,
/// transition: .show)`). A method that builds a different screen in each case is a route factory: a call
/// that names a case makes that case's screens, and a router that pushes what the factory builds from its
/// own parameter pushes, for each call, the screens of the case that call names.
struct ParameterSwitch {
    /// The `switch` keyword.
    let keyword: Int
    /// The parameter's position in the method's head.
    let position: Int
    /// Each label's case names and the tokens it runs, up to the next label, in order; `default` has no names.
    let labels: [(names: [String], tokens: Range<Int>)]

    /// The label whose statements hold `token`, if any.
    func label(holding token: Int) -> (names: [String], tokens: Range<Int>)? {
        labels.first { $0.tokens.contains(token) }
    }

    /// Whether a case literal a caller passes runs the label `names`: true when the label names it, false
    /// when another label does; under `default`, true for a literal no label names. A bare name (a
    /// variable, or an Objective-C constant no label names) leaves it undecided.
    func runs(_ names: [String], for literal: CaseLiteral) -> Bool? {
        if names.contains(literal.name) { return true }
        if labels.contains(where: { $0.names.contains(literal.name) }) { return false }
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

/// The screens a route factory builds, by the case of its parameter that selects them.
struct RouteFactory {
    /// The position of the parameter switched over.
    let position: Int
    let screens: [String: [ControllerReference]]
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
            var labels: [(names: [String], tokens: Range<Int>)] = []
            // Objective-C labels with no statements of their own (`case A: case B: ...`) run the next one's.
            var carried: [String] = []
            for (offset, label) in body.labels.enumerated() {
                let end = offset + 1 < body.labels.count ? body.labels[offset + 1] : body.close
                let (names, colon) = caseNames(ofLabel: label, before: end, in: stream)
                if colon + 1 >= end, offset + 1 < body.labels.count, !names.isEmpty {
                    carried += names
                    continue
                }
                labels.append((names.isEmpty ? [] : carried + names, label..<end))
                carried = []
            }
            found.append(ParameterSwitch(keyword: body.keyword, position: position, labels: labels))
        }
        return found
    }

    /// The case names a label matches (`case .a, .b(let x):`, `case let .c(y):`, `case Scene.d:`,
    /// Objective-C `case SceneTypeE:`), none for `default`, and the token of its colon.
    private func caseNames(ofLabel label: Int, before end: Int, in stream: TokenStream) -> (names: [String], colon: Int) {
        var names: [String] = []
        var index = label + 1
        var atPatternStart = true
        while index < end, !stream.isPunctuation(index, ":") {
            if stream.isPunctuation(index, "("), let partner = stream.partner(of: index) {
                index = partner + 1
                atPatternStart = false
                continue
            }
            if stream.isPunctuation(index, ","), !stream.isIdentifier(label, "default") {
                atPatternStart = true
            } else if stream.isPunctuation(index, "."), let name = stream.at(index + 1), name.isName {
                names.append(name.text)
                index += 2
                atPatternStart = false
                continue
            } else if atPatternStart, let name = stream.at(index), name.isName, !["let", "var", "default"].contains(name.text) {
                // A bare constant, unless a type name that a `.case` follows (`Scene.welcome`).
                if !stream.isPunctuation(index + 1, ".") { names.append(name.text) }
                atPatternStart = false
            }
            index += 1
        }
        return (names, index)
    }

    /// The case a value names, when it is a case literal or a bare name.
    func caseLiteral(_ range: Range<Int>, file: Int) -> CaseLiteral? {
        let stream = stream(file)
        var start = range.lowerBound
        if range.count == 1, let name = stream.at(start), name.isName, name.text != "self", name.text != "nil" {
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
        let labels = parameterLabels(of: method, file: file)
        guard labels.indices.contains(position) else { return nil }
        if call.isMessage || isObjectiveCMethod(method, file: file) {
            return call.arguments.indices.contains(position) ? call.arguments[position].value : nil
        }
        if let label = labels[position] { return call.argument(label)?.value }
        let unlabeledBefore = labels[..<position].filter { $0 == nil }.count
        let unlabeled = call.arguments.filter { $0.label == nil }
        return unlabeled.indices.contains(unlabeledBefore) ? unlabeled[unlabeledBefore].value : nil
    }

    /// A Swift method's argument labels in order (`from sender:` is `from`, `_ x:` none, `scene:` `scene`);
    /// Objective-C's are its selector parts, read by place instead.
    private func parameterLabels(of method: MethodDeclaration, file: Int) -> [String?] {
        let stream = stream(file)
        guard !isObjectiveCMethod(method, file: file),
              let open = method.head.first(where: { stream.isPunctuation($0, "(") }), let close = stream.partner(of: open) else {
            return parameterNames(of: method, file: file).map { $0 }
        }
        var labels: [String?] = []
        var depth = 0
        for index in (open + 1)..<close {
            if stream.isPunctuation(index, "(") || stream.isPunctuation(index, "[") || stream.isPunctuation(index, "<") { depth += 1 }
            if stream.isPunctuation(index, ")") || stream.isPunctuation(index, "]") || stream.isPunctuation(index, ">") { depth -= 1 }
            guard depth == 0, stream.isPunctuation(index, ":"), let name = stream.at(index - 1), name.isName else { continue }
            if index - 2 > open, let outer = stream.at(index - 2), outer.isName {
                labels.append(outer.text == "_" ? nil : outer.text)
            } else {
                labels.append(name.text == "_" ? nil : name.text)
            }
        }
        return labels
    }

    private func isObjectiveCMethod(_ method: MethodDeclaration, file: Int) -> Bool {
        let stream = stream(file)
        return stream.isPunctuation(method.head.lowerBound, "-") || stream.isPunctuation(method.head.lowerBound, "+")
    }

    /// The screens a method builds in each case of a switch over one of its parameters: what each case
    /// returns, or assigns to a variable declared before the switch (`viewController = _viewController`,
    /// returned after it). Nil when no such switch builds a screen.
    func routeFactory(_ method: MethodDeclaration, file: Int, depth: Int, hops: Int) -> RouteFactory? {
        let syntax = syntax[file]
        for parameterSwitch in parameterSwitches(of: method, file: file) {
            let results = Set(syntax.declarations(within: method.body.lowerBound..<parameterSwitch.keyword).map(\.name))
            var screens: [String: [ControllerReference]] = [:]
            for label in parameterSwitch.labels where !label.names.isEmpty {
                var values = statements[file].returns(in: label.tokens).map(\.value)
                values += syntax.assignments(within: label.tokens).filter { $0.assignedName.map(results.contains) ?? false }.map(\.value)
                var made: [ControllerReference] = []
                for value in values where !value.isEmpty {
                    for reference in resolveController(file: file, range: value, depth: depth + 1, hops: hops + 1).alternatives
                    where reference.isScreenOrStack && !made.contains(reference) {
                        made.append(reference)
                    }
                }
                guard !made.isEmpty else { continue }
                for name in label.names { screens[name, default: []] += made.filter { !(screens[name] ?? []).contains($0) } }
            }
            if !screens.isEmpty { return RouteFactory(position: parameterSwitch.position, screens: screens) }
        }
        return nil
    }

    /// What a call of route factories makes: the screens each builds in the case the call names. Nil
    /// unless every candidate is a route factory and the call names one of its cases.
    func routedScreens(of call: Call, file: Int, candidates: [(file: Int, method: MethodDeclaration)], depth: Int, hops: Int) -> ControllerReference? {
        guard !candidates.isEmpty else { return nil }
        var made: [ControllerReference] = []
        for (methodFile, method) in candidates {
            guard let factory = routeFactory(method, file: methodFile, depth: depth, hops: hops),
                  let argument = argument(of: call, for: factory.position, of: method, file: methodFile),
                  let literal = caseLiteral(argument, file: file), let screens = factory.screens[literal.name] else { return nil }
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
        let before = method.body.lowerBound..<max(method.body.lowerBound, token)
        /// What a local of the method holds, when the expression is one.
        func followed(_ range: Range<Int>) -> Range<Int> {
            guard range.count == 1, let name = stream.at(range.lowerBound), name.isName,
                  let declaration = syntax[file].declarations(within: before).filter({ $0.name == name.text }).max(by: { $0.place.token < $1.place.token }),
                  let value = declaration.value else { return range }
            return value
        }
        var values = [followed(pushed)]
        // A closure called at once (`{ if onboarding { return A(...) } else { return B(...) } }()`): what it returns.
        if let value = values.first, stream.isPunctuation(value.lowerBound, "{"), let close = stream.partner(of: value.lowerBound),
           close + 3 == value.upperBound, stream.isPunctuation(close + 1, "("), stream.isPunctuation(close + 2, ")") {
            values = statements[file].returns(in: value.lowerBound..<close).map(\.value).filter { !$0.isEmpty }
        }
        var wrappers: [String] = []
        var built: Range<Int>?
        for value in values {
            var shown = value
            if let made = call(file: file, exactly: value), !made.isMessage, let root = made.argument("rootViewController"),
               made.name == ClassHierarchy.navigationBase || hierarchy.role(of: made.name).role == .navigationController {
                if !wrappers.contains(made.name) { wrappers.append(made.name) }
                shown = root.value
            }
            let source = followed(shown)
            // Every value must show the same factory-built screen.
            guard built.map({ stream.text($0) == stream.text(source) }) ?? true else { return nil }
            built = source
        }
        guard let built, let factoryCall = call(file: file, exactly: built) else { return nil }
        if !wrappers.isEmpty, wrappers.count != values.count { return nil }
        let place = Place(file: file, token: built.lowerBound)
        let routerParameters = parameterNames(of: method, file: file)
        for (factoryFile, factory) in candidateMethods(factoryCall.receiverChain + [factoryCall.name], at: place) ?? [] {
            guard let table = routeFactory(factory, file: factoryFile, depth: 0, hops: 0),
                  let argument = argument(of: factoryCall, for: table.position, of: factory, file: factoryFile),
                  argument.count == 1, let name = stream.at(argument.lowerBound),
                  let position = routerParameters.firstIndex(of: name.text) else { continue }
            return (position, table, wrappers)
        }
        return nil
    }
}

extension CodeBase {
    /// The roots of a navigation controller a router method makes around what a route factory builds from
    /// its parameter (`OnboardingNavigationController(rootViewController: viewController)` in the
    /// `.modal` case): one per call of the method, the screens of the case that call names, when the call
    /// runs the branch the navigation controller is made in. Nil when the root is no such value.
    func rootsRouted(creation: Call, file: Int) -> [ControllerReference]? {
        let stream = stream(file)
        guard let root = (creation.isMessage ? creation.firstArgument : creation.argument("rootViewController"))?.value,
              root.count == 1, let name = stream.at(root.lowerBound), name.isName,
              let method = enclosingMethod(creation.place) else { return nil }
        let before = method.body.lowerBound..<max(method.body.lowerBound, creation.place.token)
        guard let declaration = syntax[file].declarations(within: before).filter({ $0.name == name.text }).max(by: { $0.place.token < $1.place.token }),
              let value = declaration.value, let factoryCall = call(file: file, exactly: value) else { return nil }
        let routerParameters = parameterNames(of: method, file: file)
        let branches = parameterSwitches(of: method, file: file).compactMap { choice in choice.label(holding: creation.place.token).map { (choice, $0.names) } }
        for (factoryFile, factory) in candidateMethods(factoryCall.receiverChain + [factoryCall.name], at: Place(file: file, token: value.lowerBound)) ?? [] {
            guard let table = routeFactory(factory, file: factoryFile, depth: 0, hops: 0),
                  let argument = argument(of: factoryCall, for: table.position, of: factory, file: factoryFile),
                  argument.count == 1, let routed = stream.at(argument.lowerBound),
                  let position = routerParameters.firstIndex(of: routed.text) else { continue }
            var roots: [ControllerReference] = []
            for (callFile, call) in calls(named: method.name) where callFile != file || !method.body.contains(call.place.token) {
                guard let passed = self.argument(of: call, for: position, of: method, file: file),
                      let literal = caseLiteral(passed, file: callFile), let screens = table.screens[literal.name] else { continue }
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
        return nil
    }

    /// The position of the router method's parameter that the transition is made from: its receiver is
    /// that parameter (`sender.navigationController?.pushViewController`), or a local made from it first
    /// (`guard var presentingViewController = sender ?? window.rootViewController`).
    /// `castToStack` is true when the local is the parameter cast to a navigation controller (`if let nav =
    /// sender as? UINavigationController`).
    func presentingParameter(of transition: Transition, in method: MethodDeclaration) -> (position: Int, castToStack: Bool)? {
        let file = transition.place.file
        guard let first = receiverChain(of: transition.place).first else { return nil }
        let parameters = parameterNames(of: method, file: file)
        if let position = parameters.firstIndex(of: first) { return (position, false) }
        let stream = stream(file)
        let before = method.body.lowerBound..<max(method.body.lowerBound, transition.place.token)
        guard let declaration = syntax[file].declarations(within: before).filter({ $0.name == first }).max(by: { $0.place.token < $1.place.token }),
              let value = declaration.value, let made = stream.at(value.lowerBound), made.isName,
              let position = parameters.firstIndex(of: made.text) else { return nil }
        let cast = value.contains { index in
            guard stream.isIdentifier(index, "as"), let type = stream.at(stream.isPunctuation(index + 1, "?") || stream.isPunctuation(index + 1, "!") ? index + 2 : index + 1) else { return false }
            return type.text == ClassHierarchy.navigationBase || hierarchy.role(of: type.text).role == .navigationController
        }
        return (position, cast)
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
        let stream = stream(file)
        guard !isObjectiveCMethod(method, file: file), let open = method.head.first(where: { stream.isPunctuation($0, "(") }),
              let close = stream.partner(of: open) else { return nil }
        var depth = 0
        var parameter = 0
        var start: Int?
        for index in (open + 1)..<close {
            if stream.isPunctuation(index, "(") || stream.isPunctuation(index, "[") || stream.isPunctuation(index, "<") { depth += 1 }
            if stream.isPunctuation(index, ")") || stream.isPunctuation(index, "]") || stream.isPunctuation(index, ">") { depth -= 1 }
            guard depth == 0 else { continue }
            if stream.isPunctuation(index, ",") {
                if let start { return start..<index }
                parameter += 1
            }
            if parameter == position, start == nil, stream.isPunctuation(index, "=") { start = index + 1 }
        }
        return start.map { $0..<close }
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
