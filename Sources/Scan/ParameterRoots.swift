/// A helper that wraps each tab's root in a navigation controller (`addChildVc:(UIViewController *)childVc
/// title:…` making `initWithRootViewController:childVc`) makes one stack per call, each with the screen
/// that call passes.
extension CodeBase {
    /// When `root` is a parameter of the method holding `place`, what each call of that method passes
    /// for it; nil when it is not a parameter or no call of the method is found.
    func rootsPassedThrough(_ root: ControllerReference, at place: Place) -> [ControllerReference]? {
        guard case .unknown(let text) = root, let method = enclosingMethod(place),
              let position = parameterNames(of: method, file: place.file).firstIndex(of: text) else { return nil }
        var roots: [ControllerReference] = []
        for (file, fileSyntax) in syntax.enumerated() {
            for call in fileSyntax.calls where call.name == method.name && call.arguments.count > position && !method.head.contains(call.place.token) {
                let passed = resolveController(file: file, range: call.arguments[position].value)
                if case .unknown = passed { continue }
                roots.append(passed)
            }
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
