/// A helper that wraps each tab's root in a navigation controller (`addChildVc:(UIViewController *)childVc
/// title:…` making `initWithRootViewController:childVc`) makes one stack per call, each with the screen
/// that call passes; a closure mapped over a list of screens (`[a, b].map { Nav(rootViewController: $0) }`)
/// makes one per element.
extension CodeBase {
    /// When `root` is a parameter of the method holding `place`, what each call of that method passes
    /// for it; nil when it is not a parameter or no call of the method is found.
    func rootsPassedThrough(_ root: ControllerReference, at place: Place) -> [ControllerReference]? {
        guard case .unknown(let text) = root else { return nil }
        if text == "$0" { return rootsMapped(at: place) }
        guard let method = enclosingMethod(place),
              let position = parameterNames(of: method, file: place.file).firstIndex(of: text) else { return nil }
        var roots: [ControllerReference] = []
        for (file, call) in calls(named: method.name) where call.arguments.count > position && !method.head.contains(call.place.token) {
            let passed = resolveController(file: file, range: call.arguments[position].value)
            if case .unknown = passed { continue }
            roots.append(passed)
        }
        return roots.isEmpty ? nil : roots
    }

    /// The elements of the array literal that the closure around `place` is mapped over.
    private func rootsMapped(at place: Place) -> [ControllerReference]? {
        let stream = stream(place.file)
        var depth = 0
        var open = place.first - 1
        while open >= 0 {
            if stream.isPunctuation(open, "}") { depth += 1 }
            if stream.isPunctuation(open, "{") {
                if depth == 0 { break }
                depth -= 1
            }
            open -= 1
        }
        guard open >= 3, stream.isIdentifier(open - 1, "map") || stream.isIdentifier(open - 1, "compactMap"), stream.isPunctuation(open - 2, "."),
              stream.isPunctuation(open - 3, "]"), let start = stream.partner(of: open - 3),
              let elements = DraftBuilder.arrayElements(start..<(open - 2), stream: stream) else { return nil }
        let roots = elements.map { resolveController(file: place.file, range: $0) }.filter { reference in
            if case .unknown = reference { return false }
            return true
        }
        return roots.isEmpty ? nil : roots
    }

    /// The names a method's body uses for its parameters, in order: Objective-C's name after each
    /// `:(Type)`, Swift's last name before each `:` inside the parentheses.
    private func parameterNames(of method: MethodDeclaration, file: Int) -> [String] {
        let stream = stream(file)
        var names: [String] = []
        if stream.isPunctuation(method.head.lowerBound, "-") || stream.isPunctuation(method.head.lowerBound, "+") {
            for index in method.head where stream.isPunctuation(index, ":") {
                guard stream.isPunctuation(index + 1, "("), let close = stream.partner(of: index + 1),
                      let name = stream.at(close + 1), name.isName else { continue }
                names.append(name.text)
            }
            return names
        }
        guard let open = method.head.first(where: { stream.isPunctuation($0, "(") }), let close = stream.partner(of: open) else { return [] }
        var depth = 0
        for index in (open + 1)..<close {
            if stream.isPunctuation(index, "(") || stream.isPunctuation(index, "[") || stream.isPunctuation(index, "<") { depth += 1 }
            if stream.isPunctuation(index, ")") || stream.isPunctuation(index, "]") || stream.isPunctuation(index, ">") { depth -= 1 }
            if depth == 0, stream.isPunctuation(index, ":"), let name = stream.at(index - 1), name.isName { names.append(name.text) }
        }
        return names
    }
}
