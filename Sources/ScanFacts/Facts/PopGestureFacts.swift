/// Reads who assigns the pop recognizers' delegates and who switches them off.
extension Facts {
    mutating func readPopGesture(code: CodeBase, file: Int, saved: Set<String>) {
        let syntax = code.syntax[file]
        let stream = code.stream(file)
        for assignment in syntax.assignments where assignment.target.count >= 2 {
            guard let recognizer = Recognizer(member: assignment.target[assignment.target.count - 2]) else { continue }
            let prefix = Array(assignment.target.dropLast(2))
            let subject = code.subject(of: prefix, at: assignment.place)
            switch assignment.target.last {
            case "delegate":
                for value in delegateValues(assignment.value, file: file, code: code, saved: saved) {
                    delegateWrites.append(DelegateWrite(place: assignment.place, subject: subject, recognizer: recognizer, value: value))
                }
            case "enabled":
                let enabled = stream.booleanLiteral(assignment.value)
                enabledWrites.append(EnabledWrite(place: assignment.place, subject: subject, recognizer: recognizer, enabled: enabled, scope: .edge, valueTokens: assignment.value))
            default:
                break
            }
        }
        readAllRecognizerLoops(code: code, file: file)
    }

    /// Names that hold a delegate read back from a pop recognizer (`self.popGestureDelegate =
    /// self.interactivePopGestureRecognizer.delegate`): assigning them later restores UIKit's delegate.
    static func savedDelegateNames(code: CodeBase) -> Set<String> {
        var names: Set<String> = []
        for (file, syntax) in code.syntax.enumerated() {
            let stream = code.stream(file)
            var candidates: [(name: String, value: Range<Int>)] = syntax.assignments.compactMap { assignment in
                assignment.target.last.map { ($0, assignment.value) }
            }
            candidates += syntax.declarations.compactMap { declaration in declaration.value.map { (declaration.name, $0) } }
            for candidate in candidates {
                guard let last = candidate.value.last, stream.isName(last) else { continue }
                let (chain, start) = stream.chain(endingAt: last)
                if start == candidate.value.lowerBound, chain.count >= 2, chain.last == "delegate",
                   Recognizer(member: chain[chain.count - 2]) != nil {
                    names.insert(MemberNames.property(candidate.name))
                }
            }
        }
        return names
    }

    /// What a `delegate` assignment sets; a conditional (`atRoot ? saved : nil`) sets both branches.
    private func delegateValues(_ range: Range<Int>, file: Int, code: CodeBase, saved: Set<String>) -> [DelegateValue] {
        let stream = code.stream(file)
        var range = range
        // `(id)self` and `(id<UIGestureRecognizerDelegate>)self`: the cast changes nothing.
        if stream.isPunctuation(range.lowerBound, "("), let close = stream.partner(of: range.lowerBound), close < range.upperBound - 1 {
            range = (close + 1)..<range.upperBound
        }
        if let asIndex = range.first(where: { stream.isIdentifier($0, "as") }), asIndex > range.lowerBound {
            range = range.lowerBound..<asIndex
        }
        if let question = topLevelConditional(range, stream: stream) {
            return delegateValues((question.question + 1)..<question.colon, file: file, code: code, saved: saved)
                + delegateValues((question.colon + 1)..<range.upperBound, file: file, code: code, saved: saved)
        }
        let text = stream.text(range)
        guard let first = stream.at(range.lowerBound) else { return [.other(text)] }
        if range.count == 1, first.isName {
            if ["nil", "Nil", "NULL"].contains(first.text) { return [.nilValue] }
            if code.isSelf(first.text, at: Place(file: file, token: range.lowerBound)) { return [.selfObject] }
        }
        if let last = range.last, stream.isName(last) {
            let (chain, start) = stream.chain(endingAt: last)
            if start == range.lowerBound, let name = chain.last, saved.contains(MemberNames.property(name)) {
                return [.savedSystemDelegate]
            }
        }
        return [.other(text)]
    }

    /// The `?` and `:` of a top-level `condition ? a : b`, telling it apart from optional chaining (`x?.y`).
    private func topLevelConditional(_ range: Range<Int>, stream: TokenStream) -> (question: Int, colon: Int)? {
        var index = range.lowerBound
        var question: Int?
        while index < range.upperBound {
            let token = stream[index]
            if token.kind == .punctuation {
                if token.text == "(" || token.text == "[" || token.text == "{" {
                    index = (stream.partner(of: index) ?? index) + 1
                    continue
                }
                if token.text == "?", question == nil, !stream.isPunctuation(index + 1, "."), index > range.lowerBound {
                    question = index
                } else if token.text == ":", let found = question {
                    return (found, index)
                }
            }
            index += 1
        }
        return nil
    }

    /// The "switch off everything on the pop gesture's view" pattern: a loop or `forEach` over
    /// `interactivePopGestureRecognizer.view.gestureRecognizers` that sets `enabled`.
    private mutating func readAllRecognizerLoops(code: CodeBase, file: Int) {
        let stream = code.stream(file)
        let syntax = code.syntax[file]
        for index in 0..<stream.count where stream.isIdentifier(index, "gestureRecognizers") {
            let (chain, _) = stream.chain(endingAt: index)
            guard chain.count >= 3, chain[chain.count - 2] == "view", let recognizer = Recognizer(member: chain[chain.count - 3]) else { continue }
            let prefix = Array(chain.dropLast(3))
            var open: Int?
            var cursor = index + 1
            while cursor < min(stream.count, index + 8) {
                if stream.isPunctuation(cursor, "{") {
                    open = cursor
                    break
                }
                if stream.isPunctuation(cursor, ";") || stream.isPunctuation(cursor, "}") { break }
                cursor += 1
            }
            guard let open, let close = stream.partner(of: open) else { continue }
            let place = Place(file: file, token: index)
            let subject = code.subject(of: prefix, at: place)
            for assignment in syntax.assignments
            where assignment.place.token > open && assignment.place.token < close && assignment.target.last == "enabled" && assignment.target.count <= 2 {
                let enabled = stream.booleanLiteral(assignment.value)
                enabledWrites.append(EnabledWrite(place: assignment.place, subject: subject, recognizer: recognizer, enabled: enabled, scope: .allRecognizers))
            }
        }
    }
}
