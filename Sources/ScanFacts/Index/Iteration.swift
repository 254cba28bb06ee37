/// What a loop or an enumerating closure walks: the collection whose elements a name stands for.
extension CodeBase {
    /// The member chain of the collection whose elements `name` stands for at `place`: the loop
    /// `for g in nav.view.gestureRecognizers ?? []` or `for (UIGestureRecognizer *g in ...)`, or the
    /// closure of `forEach` or `enumerateObjectsUsingBlock:` whose parameter (or `$0`) it is.
    func iteratedCollection(of name: String, at place: Place) -> [String]? {
        let stream = stream(place.file)
        let statements = statements[place.file]
        for scope in statements.enclosingScopes(of: place.token) {
            switch scope.kind {
            case .loop(let head):
                guard let inIndex = head.first(where: { stream.isIdentifier($0, "in") }),
                      stream.names(in: head.lowerBound..<inIndex).contains(name) else { continue }
                // An Objective-C head is its parentheses: `(UIGestureRecognizer *g in ...)`.
                var end = stream.dialect == .objectiveC && stream.isPunctuation(head.upperBound - 1, ")") ? head.upperBound - 1 : head.upperBound
                // Swift's `for g in view.gestureRecognizers ?? [] where g is ...`: the collection ends before
                // its filter and its empty fallback.
                if stream.dialect == .swift {
                    end = ((inIndex + 1)..<end).first { stream.isIdentifier($0, "where") } ?? end
                    if end - inIndex > 3, stream.isPunctuation(end - 1, "]"), stream.isPunctuation(end - 2, "["), stream.isPunctuation(end - 3, "??") { end -= 3 }
                }
                if case .value(let collection) = ConditionParser.parseValue((inIndex + 1)..<end, in: stream), !collection.path.isEmpty {
                    return collection.path
                }
            case .closure(let context):
                guard let callee = context.callee, ClosureCalls.enumerators.contains(callee), let calleeToken = context.calleeToken,
                      closureParameter(opening: context.open, in: stream) == name || (name == "$0" && stream.dialect == .swift) else { continue }
                // Swift `x.items.forEach {`; Objective-C `[x.items enumerateObjectsUsingBlock:^...]`.
                let chainEnd = stream.dialect == .swift ? calleeToken : calleeToken - 1
                let names = stream.chain(endingAt: chainEnd).names
                let collection = stream.dialect == .swift ? Array(names.dropLast()) : names
                if !collection.isEmpty { return collection }
            default:
                continue
            }
        }
        return nil
    }

    /// The first parameter of a closure: Swift `{ g in`, `{ (g) in`, `{ [weak self] g in`;
    /// Objective-C `^(UIGestureRecognizer *obj, NSUInteger idx, BOOL *stop) {`.
    private func closureParameter(opening open: Int, in stream: TokenStream) -> String? {
        if stream.dialect == .objectiveC {
            guard stream.isPunctuation(open - 1, ")"), let start = stream.partner(of: open - 1) else { return nil }
            let comma = ((start + 1)..<(open - 1)).first { stream.isPunctuation($0, ",") } ?? (open - 1)
            return stream.names(in: (start + 1)..<comma).last
        }
        var cursor = open + 1
        if stream.isPunctuation(cursor, "["), let close = stream.partner(of: cursor) { cursor = close + 1 }
        if stream.isPunctuation(cursor, "("), let close = stream.partner(of: cursor) {
            let first = stream.names(in: (cursor + 1)..<close).first
            return stream.isIdentifier(close + 1, "in") || stream.isPunctuation(close + 1, "->") ? first : nil
        }
        guard let parameter = stream.at(cursor), parameter.isName, stream.isIdentifier(cursor + 1, "in") || stream.isPunctuation(cursor + 1, ",") else { return nil }
        return parameter.text
    }
}

extension CodeBase {
    /// True when `name` at `place` is the element of a loop over the recognizers of the navigation
    /// controller's view (`for g in navigationController?.view.gestureRecognizers ?? []`, `for
    /// (UIGestureRecognizer *g in self.navigationController.view.gestureRecognizers)`, or `$0` in a
    /// `forEach` over them): the pop gesture is one of them, so whatever is made to wait for each waits for it.
    func isNavigationRecognizer(loopVariable name: String, at place: Place) -> Bool {
        guard let collection = iteratedCollection(of: name, at: place), collection.last == "gestureRecognizers" else { return false }
        return collection.contains("navigationController") || collection.contains("interactivePopGestureRecognizer")
    }
}
