import Format

/// `hidesBarsOnSwipe = flag` or `hidesBarsOnTap = flag` on a navigation controller.
package struct BarHidingWrite: Sendable {
    package let place: Place
    package let subject: Subject
    package let onTap: Bool
    package let value: Bool?
}

/// Reads the UIKit facts of format 1.1: bars hidden on swipe or tap, teardown when a screen leaves,
/// how a screen is presented and whether its swipe-down dismissal is handled, and custom pan gestures.
extension Facts {
    mutating func readScreenFacts(code: CodeBase, file: Int) {
        let stream = code.stream(file)
        for assignment in code.syntax[file].assignments {
            guard let property = assignment.target.last else { continue }
            let prefix = Array(assignment.target.dropLast())
            switch property {
            case "hidesBarsOnSwipe", "hidesBarsOnTap":
                let subject = code.subject(of: prefix, at: assignment.place)
                barHidingWrites.append(BarHidingWrite(place: assignment.place, subject: subject, onTap: property == "hidesBarsOnTap", value: stream.booleanLiteral(assignment.value)))
            case "modalPresentationStyle":
                let words = stream.names(in: assignment.value)
                let style = words.last.flatMap(Self.presentationStyle)
                let written = words.last ?? stream.text(assignment.value)
                let subject = code.presentedSubject(prefix, at: assignment.place)
                let presentedAt = code.instancePresentCall(of: prefix, subject: subject, at: assignment.place)?.call
                screenFacts.append(ScreenFact(place: assignment.place, subject: subject, change: .presentationStyle(style, written: written, presentedAt: presentedAt)))
            case "modalInPresentation":
                let subject = code.presentedSubject(prefix, at: assignment.place)
                let sheet = code.instancePresentation(of: prefix, subject: subject, at: assignment.place)
                screenFacts.append(ScreenFact(place: assignment.place, subject: subject, change: .modalInPresentation(stream.booleanLiteral(assignment.value), sheet: sheet)))
            case "delegate" where prefix.last == "presentationController":
                // `presentationController?.delegate = self` in a class that answers presentationControllerDidDismiss.
                guard assignment.value.count == 1, let value = stream.at(assignment.value.lowerBound), code.isSelf(value.text, at: assignment.place),
                      let owner = code.ownerName(assignment.place), code.handlesDismissal(owner)
                else { continue }
                screenFacts.append(ScreenFact(place: assignment.place, subject: code.presentedSubject(Array(prefix.dropLast()), at: assignment.place), change: .handlesInteractiveDismiss(sheet: nil)))
            default:
                break
            }
        }
        for call in code.syntax[file].calls {
            readGesture(call, code: code, file: file)
        }
        for method in code.files[file].methods {
            readLeaveHandler(method, code: code, file: file)
            readFailureRequirement(method, code: code, file: file)
        }
    }

    /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)` (`gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:`)
    /// answering yes when its recognizer is one of the screen's and the other is the content pop: the
    /// content pop waits for that gesture, as `interactiveContentPopGestureRecognizer.require(toFail:)` says.
    private mutating func readFailureRequirement(_ method: MethodDeclaration, code: CodeBase, file: Int) {
        guard method.name == "gestureRecognizer", method.selector.contains("shouldBeRequiredToFailBy"),
              let owner = code.ownerName(Place(file: file, token: method.keyword)) else { return }
        let stream = code.stream(file)
        guard stream.mentions(["interactiveContentPopGestureRecognizer"], in: method.body) else { return }
        let parameters = Set(code.parameterNames(of: method, file: file))
        let ignored: Set<String> = ["interactiveContentPopGestureRecognizer", "interactivePopGestureRecognizer", "navigationController", "self"]
        // The gesture compared with the first parameter in what the method returns:
        // `return gestureRecognizer === canvasPan && …`, `return gestureRecognizer == self.canvasPan && …`.
        let recognizer = code.parameterNames(of: method, file: file).first
        for index in method.body where stream.isPunctuation(index, "===") || stream.isPunctuation(index, "==") {
            guard returnsComparison(at: index, in: method.body, stream: stream) else { continue }
            let left = stream.chain(endingAt: index - 1).names
            let right = stream.chain(startingAt: index + 1).names
            for (side, other) in [(left, right), (right, left)] {
                guard let last = side.last, !parameters.contains(last), !ignored.contains(last), side.allSatisfy({ !parameters.contains($0) }) else { continue }
                guard let compared = other.last, compared == recognizer else { continue }
                screenFacts.append(ScreenFact(place: Place(file: file, token: method.keyword, in: method.head), subject: .object(owner),
                                              change: .contentPopWaitsFor(gesture: MemberNames.property(last))))
            }
        }
    }

    /// True when the comparison at `index` is part of a `return` statement's value, not negated: the
    /// method answers yes because of it.
    private func returnsComparison(at index: Int, in body: Range<Int>, stream: TokenStream) -> Bool {
        var cursor = index - 1
        while cursor >= body.lowerBound {
            let token = stream[cursor]
            if token.isIdentifier("return") { return true }
            if token.kind == .punctuation, [";", "{", "}", "!"].contains(token.text) { return false }
            if token.isIdentifier("if") || token.isIdentifier("guard") { return false }
            cursor -= 1
        }
        return false
    }

    /// The format's word for a `UIModalPresentationStyle` case in either language.
    static func presentationStyle(_ word: String) -> PresentationStyle? {
        let name = word.hasPrefix("UIModalPresentation") ? String(word.dropFirst("UIModalPresentation".count)) : word
        let lowered = (name.first.map { String($0).lowercased() } ?? "") + name.dropFirst()
        return PresentationStyle(rawValue: lowered)
    }

    /// The bars around a screen's content.
    private static let barNames: Set<String> = ["navigationBar", "toolbar", "tabBar"]

    /// Recognizers that track a finger across the screen, as the content pop does.
    private static let panClasses: Set<String> = ["UIPanGestureRecognizer", "UIScreenEdgePanGestureRecognizer", "UISwipeGestureRecognizer"]

    /// `view.addGestureRecognizer(pan)` with a pan, edge-pan or swipe recognizer, and
    /// `interactiveContentPopGestureRecognizer.require(toFail: pan)`.
    private mutating func readGesture(_ call: Call, code: CodeBase, file: Int) {
        let stream = code.stream(file)
        guard let owner = code.ownerName(call.place) else { return }
        if call.name == "require" || call.name == "requireGestureRecognizerToFail", call.receiverChain.contains("interactiveContentPopGestureRecognizer"),
           let argument = call.argument("toFail") ?? (call.isMessage ? call.firstArgument : nil), let last = argument.value.last, stream.isName(last) {
            screenFacts.append(ScreenFact(place: call.place, subject: .object(owner), change: .contentPopWaitsFor(gesture: MemberNames.property(stream[last].text))))
            return
        }
        guard call.name == "addGestureRecognizer", let argument = call.firstArgument, let first = argument.value.first, stream.isName(first) else { return }
        // A recognizer on a bar (`navigationController?.navigationBar.addGestureRecognizer(swipe)`) is outside
        // the content, where the content pop starts.
        if call.receiverChain.contains(where: Self.barNames.contains) { return }
        var recognizer: (className: String, value: Range<Int>?)?
        var name: String?
        let (names, end) = stream.chain(startingAt: first)
        if end == argument.value.upperBound, let variable = names.last, names.count <= 2 {
            name = MemberNames.property(variable)
            recognizer = code.recognizerClass(of: variable, at: call.place)
        } else if let made = stream.at(first), made.text.first?.isUppercase == true || made.text == "alloc" {
            recognizer = (made.text, argument.value)
        } else if stream.isPunctuation(first, "["), let made = stream.at(first + 2) {
            recognizer = (made.text, argument.value)
        }
        guard let recognizer, let kind = code.hierarchy.lineage(of: recognizer.className).first(where: { Self.panClasses.contains($0) }) else { return }
        if let name, code.isInertRecognizer(name, className: recognizer.className, value: recognizer.value, at: call.place) { return }
        let label = name ?? (kind == "UIPanGestureRecognizer" ? "pan" : (kind == "UISwipeGestureRecognizer" ? "swipe" : "edgePan"))
        let axis = code.gestureAxis(kind: kind, named: label, owner: owner, place: call.place)
        screenFacts.append(ScreenFact(place: call.place, subject: .object(owner), change: .gesture(name: label, axis: axis)))
    }

    /// The moment a lifecycle or navigation-delegate method runs in, as the format names it.
    private static func leaveMoment(of method: MethodDeclaration) -> LeaveHandlerMoment? {
        switch method.name {
        case "viewWillDisappear": return .viewWillDisappear
        case "viewDidDisappear": return .viewDidDisappear
        case "willMove", "willMoveToParentViewController": return .willMoveToParent
        case "didMove", "didMoveToParentViewController": return .didMoveToParent
        case "navigationController" where method.selector.contains("willShow"): return .navigationWillShow
        case "navigationController" where method.selector.contains("didShow"): return .navigationDidShow
        default: return nil
        }
    }

    /// A lifecycle or navigation-delegate method that does teardown as the screen starts to leave (see
    /// `teardown`), and whether it first asks about a cancelled swipe.
    private mutating func readLeaveHandler(_ method: MethodDeclaration, code: CodeBase, file: Int) {
        guard let type = method.type.map({ code.files[file].types[$0] }), let moment = Self.leaveMoment(of: method) else { return }
        let stream = code.stream(file)
        let syntax = code.syntax[file]
        let members = code.members(of: method, file: file)
        let calls = members.calls.map { (file, syntax.calls[$0]) }
        let assignments = members.assignments.map { (file, syntax.assignments[$0]) }
        guard let teardown = code.teardown(calls: calls, assignments: assignments, className: type.name) else { return }
        // didMove(toParent:) tears down only when it is called with nil, on leaving.
        if moment == .didMoveToParent, !stream.mentions(["nil"], in: method.body) { return }
        var check: Place?
        if let coordinator = stream.firstMention(of: ["transitionCoordinator"], in: method.body),
           stream.mentions(["isCancelled", "notifyWhenInteractionChanges", "notifyWhenInteractionEnds", "notifyWhenInteractionChangesUsingBlock", "animate", "animateAlongsideTransition"], in: method.body) {
            let line = code.lineRanges(method.body, stream: stream).first { $0.contains(coordinator) } ?? coordinator..<(coordinator + 1)
            check = Place(file: file, token: coordinator, in: line)
        }
        // The statement that tears down is what the finding points at; the method names the moment.
        screenFacts.append(ScreenFact(place: teardown, subject: .object(type.name), change: .leaveHandler(moment, cancelCheck: check)))
    }
}

extension CodeBase {
    /// The screen a presentation setting is about: the class itself for `self.modalPresentationStyle`,
    /// the screen a variable holds (or the root of the navigation controller it holds) otherwise.
    func presentedSubject(_ prefix: [String], at place: Place) -> Subject {
        var rest = withoutSelf(prefix, at: place)
        if rest == ["navigationController"] { rest.removeAll() }
        guard let owner = ownerName(place) else { return .unresolved(prefix.joined(separator: ".")) }
        if rest.isEmpty { return .object(owner) }
        guard rest.count == 1, let variable = rest.first, let reference = resolveVariable(variable, at: place) else { return .unresolved(prefix.joined(separator: ".")) }
        switch reference {
        case .screen(let name), .navigation(_, root: .screen(let name)): return .object(name)
        default: return .unresolved(prefix.joined(separator: "."))
        }
    }

    /// Where the method holding a write through a variable (`nav.isModalInPresentation = true`) presents
    /// that same screen: its style write on the variable when it sets one, else the `present` call. What is
    /// set there is that presentation's own; the other places that present the class do not have it. nil
    /// for a write on `self` or one no presentation in its method answers.
    func instancePresentation(of prefix: [String], subject: Subject, at place: Place) -> Place? {
        guard let (method, call) = instancePresentCall(of: prefix, subject: subject, at: place) else { return nil }
        let styleWrite = syntax[place.file].assignments.first { assignment in
            method.body.contains(assignment.place.token) && assignment.target.last == "modalPresentationStyle" && Array(assignment.target.dropLast()) == prefix
        }
        return styleWrite?.place ?? call
    }

    /// The `present` call of the method holding a write through a variable that presents the variable's
    /// screen (`nav.modalPresentationStyle = .formSheet; present(nav, animated: true)`), else the call that
    /// hands the variable on first, with the method.
    func instancePresentCall(of prefix: [String], subject: Subject, at place: Place) -> (method: MethodDeclaration, call: Place)? {
        let rest = withoutSelf(prefix, at: place)
        guard rest.count == 1, let variable = rest.first, variable != "navigationController", case .object(let screen) = subject,
              let method = enclosingMethod(place) else { return nil }
        let file = place.file
        // The first after the write: a method may make and present several stacks under one name.
        let call = syntax[file].calls.first { call in
            guard NavigationCalls.presents.contains(call.name), method.body.contains(call.place.token), call.place.token > place.token,
                  let target = call.firstArgument, target.label == nil else { return false }
            // The variable itself, however far its value can be followed.
            if target.value.count == 1, stream(file).isIdentifier(target.value.lowerBound, variable) { return true }
            // The screen, or a stack made with it as root; a variable given one of several screens counts.
            return resolveController(file: file, range: target.value).alternatives.contains { presented in
                let root: ControllerReference
                if case .navigation(_, let made) = presented { root = made } else { root = presented }
                return root.alternatives.contains(.screen(screen))
            }
        }
        // Handed, after the write, to a helper that presents it (`[UniversalDevice displayModalViewController:nav
        // onController:self]`); not wrapped in a stack (`UINavigationController(rootViewController: editor)`),
        // which is then what is presented.
        let handed = call ?? syntax[file].calls.first { call in
            guard method.body.contains(call.place.token), call.place.token > place.token, let argument = call.firstArgument, argument.value.count == 1,
                  !call.name.hasPrefix("init"), call.name.first?.isUppercase != true else { return false }
            return stream(file).isIdentifier(argument.value.lowerBound, variable)
        }
        return handed.map { (method, $0.place) }
    }

    /// True when the class or an ancestor answers `presentationControllerDidDismiss` or `...ShouldDismiss`.
    func handlesDismissal(_ className: String) -> Bool {
        !inheritedMethods(of: className, .dismissHandler).isEmpty
    }

    /// The recognizer class a variable or property holds: its declared type or the class it is made from.
    func recognizerClass(of name: String, at place: Place) -> (className: String, value: Range<Int>?)? {
        let file = place.file
        let stream = stream(file)
        let scope = enclosingMethod(place)?.body ?? enclosingType(place)?.body
        let candidates = syntax[file].declarations.filter { declaration in
            MemberNames.property(declaration.name) == name && (scope?.contains(declaration.place.token) ?? false || enclosingType(declaration.place)?.name == ownerName(place))
        }
        for declaration in candidates {
            if let type = declaration.type, type.hasSuffix("GestureRecognizer") { return (type, declaration.value) }
            guard let value = declaration.value else { continue }
            for index in value where stream.isName(index) && stream[index].text.hasSuffix("GestureRecognizer") {
                return (stream[index].text, value)
            }
        }
        return nil
    }

    /// A recognizer of UIKit's own class made without a target (`UIPanGestureRecognizer()`, `[[UIPanGestureRecognizer
    /// alloc] init]`) and never given one in the file (`addTarget`, or another recognizer's targets through
    /// `setValue(_:forKey: "targets")`, as full-screen pop code does): it runs no action of its own and only
    /// takes part in deciding which recognizer wins (a pan added so that paging never starts at the edge),
    /// so a swipe that takes it over takes nothing from the user.
    func isInertRecognizer(_ name: String, className: String, value: Range<Int>?, at place: Place) -> Bool {
        guard className.hasPrefix("UI"), let value else { return false }
        let stream = stream(place.file)
        guard !stream.mentions(["target", "initWithTarget"], in: value) else { return false }
        return !syntax[place.file].calls.contains { call in
            ["addTarget", "setValue"].contains(call.name) && call.receiverChain.last.map(MemberNames.property) == name
        }
    }

    /// The axis of a custom recognizer when the code tells it: an edge pan from a side edge and a swipe
    /// to the left or right are horizontal (up or down: vertical); a pan whose `gestureRecognizerShouldBegin`
    /// compares the velocity's or translation's `x` with its `y` takes the larger one.
    func gestureAxis(kind: String, named name: String, owner: String, place: Place) -> Found<ScrollAxis>? {
        let file = place.file
        let stream = stream(file)
        let settings = syntax[file].assignments.filter { $0.target.count == 2 && MemberNames.property($0.target[0]) == name && ($0.target[1] == "direction" || $0.target[1] == "edges") }
        if kind != "UIPanGestureRecognizer" {
            if let setting = settings.first {
                let words = Set(stream.names(in: setting.value))
                let vertical = !words.isDisjoint(with: ["up", "down", "top", "bottom", "UISwipeGestureRecognizerDirectionUp", "UISwipeGestureRecognizerDirectionDown", "UIRectEdgeTop", "UIRectEdgeBottom"])
                return Found(value: vertical ? .vertical : .horizontal, place: setting.place)
            }
            return Found(value: .horizontal, place: place)
        }
        guard let (methodFile, method) = inheritedMethods(of: owner, .shouldBegin).first else { return nil }
        let methodStream = self.stream(methodFile)
        for line in lineRanges(method.body, stream: methodStream) where methodStream.mentions(["velocity", "translation"], in: line) {
            guard let comparison = line.first(where: { methodStream[$0].kind == .punctuation && [">", ">=", "<", "<="].contains(methodStream[$0].text) }) else { continue }
            let left = Set(methodStream.names(in: line.lowerBound..<comparison))
            let right = Set(methodStream.names(in: (comparison + 1)..<line.upperBound))
            let greaterOnLeft = methodStream[comparison].text.hasPrefix(">")
            let larger = greaterOnLeft ? left : right
            let smaller = greaterOnLeft ? right : left
            if larger.contains("x"), smaller.contains("y") { return Found(value: .horizontal, place: Place(file: methodFile, token: comparison, in: line)) }
            if larger.contains("y"), smaller.contains("x") { return Found(value: .vertical, place: Place(file: methodFile, token: comparison, in: line)) }
        }
        return nil
    }

    /// `navigationController(_:interactionControllerFor:)` in the class or its ancestors, when it can
    /// return something other than nil.
    package func interactionDelegateMethod(of className: String) -> Origin? {
        guard let (file, method) = delegateMethod(of: className, .interactionController) else { return nil }
        let stream = stream(file)
        let returnsOnlyNil = method.body.count == 1 ? stream.isIdentifier(method.body.lowerBound, "nil")
            : method.body.filter { stream.isIdentifier($0, "return") }.allSatisfy { stream.isIdentifier($0 + 1, "nil") }
        return returnsOnlyNil ? nil : origin(file: file, method: method)
    }

    /// An override of `pushViewController` in the class or its ancestors that looks at
    /// `transitionCoordinator` before pushing: pushes wait or are dropped while a transition runs.
    package func serializingPushOverride(of className: String) -> Origin? {
        for (file, method) in inheritedMethods(of: className, .pushViewController) {
            let stream = stream(file)
            if let index = stream.firstMention(of: ["transitionCoordinator"], in: method.body) {
                let line = lineRanges(method.body, stream: stream).first { $0.contains(index) } ?? index..<(index + 1)
                return origin(Place(file: file, token: index, in: line))
            }
        }
        return nil
    }
}
