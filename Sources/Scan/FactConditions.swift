import Format

/// Why a navigation item or bar statement is not a permanent fact of the screen: it runs only when the
/// screen is the first of its stack, only when it is presented, or only for a while (editing, searching,
/// scrolling).
enum FactCondition: Sendable, Equatable {
    case rootOnly
    case modalOnly
    case transient

    /// The words a note uses for it.
    var phrase: String {
        switch self {
        case .rootOnly: return "only when the screen is the first of its stack, where there is nothing to swipe back to"
        case .modalOnly: return "only when the screen is presented, where there is no back swipe"
        case .transient: return "only for a while (editing, searching, scrolling), not for the screen's whole life"
        }
    }
}

extension CodeBase {
    /// Methods that run only for a while: the fact they set is undone when it ends.
    private static let transientMethods: Set<String> = [
        "setEditing", "searchBarTextDidBeginEditing", "searchBarShouldBeginEditing", "willPresentSearchController",
        "didPresentSearchController", "updateSearchResults", "updateSearchResultsForSearchController", "textFieldDidBeginEditing",
        "scrollViewDidScroll", "scrollViewWillBeginDragging", "scrollViewWillEndDragging", "keyboardWillShow",
    ]
    /// Flags whose truth is a passing state.
    private static let transientFlags: Set<String> = ["isEditing", "editing", "isSearching", "searching", "isActive", "active", "isFirstResponder"]
    private static let modalFlags: Set<String> = ["isBeingPresented", "isModal", "isPresented", "isModallyPresented", "beingPresented"]
    private static let stackNames: Set<String> = ["viewControllers", "children", "childViewControllers"]

    /// The condition under which the statement at `place` runs, when it makes the fact conditional.
    func factCondition(at place: Place) -> (condition: FactCondition, text: String)? {
        guard let method = enclosingMethod(place) else { return nil }
        let stream = stream(place.file)
        if Self.transientMethods.contains(method.name) || method.selector.hasPrefix("setEditing") {
            return (.transient, method.selector)
        }
        for condition in enclosingConditions(of: place.token, in: method.body, stream: stream) {
            if let found = classify(condition, stream: stream) { return (found, stream.text(condition)) }
        }
        return nil
    }

    /// The conditions of the `if` blocks (then-branches) and, with `guards`, of the `guard`s before it
    /// that hold `index`, outermost first.
    func enclosingConditions(of index: Int, in body: Range<Int>, stream: TokenStream, guards: Bool = true) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for start in body where start < index && (stream.isIdentifier(start, "if") || (guards && stream.isIdentifier(start, "guard"))) {
            let isGuard = stream.isIdentifier(start, "guard")
            var cursor = start + 1
            var end: Int?
            while cursor < index {
                if stream.isPunctuation(cursor, "(") || stream.isPunctuation(cursor, "[") {
                    cursor = (stream.partner(of: cursor) ?? cursor) + 1
                    continue
                }
                if isGuard ? stream.isIdentifier(cursor, "else") : stream.isPunctuation(cursor, "{") {
                    end = cursor
                    break
                }
                cursor += 1
            }
            guard let end else { continue }
            if isGuard {
                // A guard's condition holds for what follows it in the same block.
                guard stream.isPunctuation(end + 1, "{"), let close = stream.partner(of: end + 1), close < index else { continue }
                result.append((start + 1)..<end)
            } else if let close = stream.partner(of: end), close > index {
                result.append((start + 1)..<end)
            }
        }
        return result
    }

    /// Root-only, modal-only or transient conditions; nil for anything else (a negated one included).
    private func classify(_ condition: Range<Int>, stream: TokenStream) -> FactCondition? {
        var range = condition
        while let first = stream.at(range.lowerBound), first.kind == .punctuation, first.text == "(", let close = stream.partner(of: range.lowerBound), close == range.upperBound - 1 {
            range = (range.lowerBound + 1)..<close
        }
        if stream.isPunctuation(range.lowerBound, "!") { return nil }
        let names = Set(stream.names(in: range))
        let operators = range.compactMap { stream[$0].kind == .punctuation ? stream[$0].text : nil }
        if !names.isDisjoint(with: Self.transientFlags) { return .transient }
        if !names.isDisjoint(with: Self.modalFlags) { return .modalOnly }
        if names.contains("presentingViewController") || names.contains("presentingController") {
            return operators.contains("==") && (names.contains("nil") || names.contains("NULL")) ? nil : .modalOnly
        }
        if !names.isDisjoint(with: Self.stackNames) {
            if names.contains("first") || names.contains("firstObject") {
                return operators.contains("==") || operators.contains("===") ? .rootOnly : nil
            }
            guard names.contains("count") else { return nil }
            for index in range where stream[index].kind == .punctuation {
                guard let number = stream.at(index + 1), number.kind == .number, let value = Int(number.text) else { continue }
                let text = stream[index].text
                if (text == "<=" && value == 1) || (text == "==" && value == 1) || (text == "<" && value == 2) { return .rootOnly }
            }
            return nil
        }
        if names.contains(where: { $0.hasPrefix("isRoot") || $0 == "isFirstInStack" }) { return .rootOnly }
        return nil
    }
}
