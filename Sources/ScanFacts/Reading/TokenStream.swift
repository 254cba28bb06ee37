/// The tokens of one file with their bracket pairs, and the walks the extractors share:
/// member chains (`self.navigationController?.interactivePopGestureRecognizer`), expression ends,
/// and argument lists.
public struct TokenStream: Sendable {
    @usableFromInline let tokens: [Token]
    let dialect: Dialect
    /// For each `(`, `[` and `{`, the index of its closing partner (and back); -1 when unpaired.
    @usableFromInline let partner: [Int32]

    init(tokens: [Token], dialect: Dialect) {
        self.tokens = tokens
        self.dialect = dialect
        var partner = [Int32](repeating: -1, count: tokens.count)
        var open: [(index: Int, character: String)] = []
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            switch token.text {
            case "(", "[", "{":
                open.append((index, token.text))
            case ")", "]", "}":
                let wanted = token.text == ")" ? "(" : (token.text == "]" ? "[" : "{")
                // An unpaired closer (from `#if` branches, say) is skipped rather than pairing wrongly;
                // the search looks a few openers deep only, so broken input stays linear. It reads `open`
                // in place: a slice of it would share its storage, and removing from it would then copy
                // the whole stack for every closer (quadratic in the nesting depth).
                var last = open.count - 1
                while last >= max(0, open.count - 8), open[last].character != wanted { last -= 1 }
                if last >= 0, last >= open.count - 8 {
                    let opener = open[last].index
                    open.removeSubrange(last...)
                    partner[opener] = Int32(index)
                    partner[index] = Int32(opener)
                }
            default:
                break
            }
        }
        self.partner = partner
    }

    // The accessors a pass calls per token are public and inlinable: the draft is another module, a call
    // per token that copies the token costs more than the work, and a `package` inlinable is not inlined
    // across modules. No product exports this module.
    @inlinable public var count: Int { tokens.count }

    @inlinable public subscript(index: Int) -> Token { tokens[index] }

    /// The token at `index`, or nil past either end.
    @inlinable public func at(_ index: Int) -> Token? {
        index >= 0 && index < tokens.count ? tokens[index] : nil
    }

    @inlinable public func isPunctuation(_ index: Int, _ text: String) -> Bool { at(index)?.isPunctuation(text) ?? false }
    @inlinable public func isIdentifier(_ index: Int, _ text: String) -> Bool { at(index)?.isIdentifier(text) ?? false }
    @inlinable public func isName(_ index: Int) -> Bool { at(index)?.isName ?? false }

    /// The partner of a bracket token.
    @inlinable public func partner(of index: Int) -> Int? {
        guard index >= 0, index < partner.count, partner[index] >= 0 else { return nil }
        return Int(partner[index])
    }

    /// True for `?` and `!` standing alone: optional chaining and force unwrapping inside a chain.
    private func isChainMark(_ index: Int) -> Bool {
        guard let token = at(index), token.kind == .punctuation else { return false }
        return token.text == "?" || token.text == "!"
    }

    private func isMemberDot(_ index: Int) -> Bool {
        isPunctuation(index, ".") || isPunctuation(index, "->")
    }

    /// The longest member chain read: no app writes one longer, and a walk back from every name of an
    /// endless one (or of nested getter messages, each the receiver of the next) would be quadratic.
    static let chainLimit = 64

    /// The names of the member chain that ends at the name token `index`, first to last, and the
    /// index of the chain's first token. A call or subscript inside the chain ends it (`foo().bar` is `[bar]`).
    /// An Objective-C getter message with a plain chain for a receiver is part of the chain:
    /// `[self navigationController].interactivePopGestureRecognizer`. A chain ends after `chainLimit` names.
    func chain(endingAt index: Int) -> (names: [String], start: Int) {
        guard let last = at(index), last.isName else { return ([], index) }
        // Names are gathered last to first and turned round once. A message's receiver is walked in the
        // same loop, not by recursion, so that deeply nested messages cannot exhaust the stack; each
        // message waits on `messages` until its receiver's walk ends, and is part of the chain only if
        // that walk reached its `[` (else the names from it are dropped and the chain ends before it).
        var reversed = [last.text]
        var current = index
        var messages: [(kept: Int, resume: Int, open: Int)] = []
        while true {
            var dot = current - 1
            if reversed.count < Self.chainLimit, isMemberDot(dot) {
                dot -= 1
                while isChainMark(dot) { dot -= 1 }
                if let open = unaryMessage(closingAt: dot) {
                    messages.append((reversed.count, current, open))
                    reversed.append(tokens[dot - 1].text)
                    reversed.append(tokens[dot - 2].text)
                    current = dot - 2
                    continue
                }
                if let previous = at(dot), previous.isName {
                    reversed.append(previous.text)
                    current = dot
                    continue
                }
            }
            var continues = false
            while let message = messages.popLast() {
                if current == message.open + 1 {
                    current = message.open
                    continues = true
                    break
                }
                reversed.removeSubrange(message.kept...)
                current = message.resume
            }
            if !continues { break }
        }
        return (reversed.reversed(), current)
    }

    /// The `[` of an Objective-C message `[receiver name]` that closes at `close`, when its receiver ends
    /// with a name: a getter message that may be part of a chain.
    private func unaryMessage(closingAt close: Int) -> Int? {
        guard dialect == .objectiveC, isPunctuation(close, "]"), let open = partner(of: close), open < close - 2,
              let selector = at(close - 1), selector.isName, isName(close - 2) else { return nil }
        return open
    }

    /// The member chain that starts at `index` and runs forward: `self.scrollView.panGestureRecognizer`.
    package func chain(startingAt index: Int) -> (names: [String], end: Int) {
        guard let first = at(index), first.isName else { return ([], index) }
        var names = [first.text]
        var current = index
        while names.count < Self.chainLimit {
            var next = current + 1
            while isChainMark(next) { next += 1 }
            guard isMemberDot(next), let name = at(next + 1), name.isName else { break }
            names.append(name.text)
            current = next + 1
        }
        return (names, current + 1)
    }

    /// Where the expression that starts at `start` ends (exclusive): at `;` or `,` or a closing bracket
    /// at its own level, at `else`, at a Swift block brace, or (in Swift) at a line break that does
    /// not continue the expression.
    /// A bracket left open (broken or unfinished code) ends the expression with its line, so that each
    /// of many such statements does not run to the end of the file.
    func expressionEnd(from start: Int, limit: Int? = nil, trailingClosures: Bool = false) -> Int {
        var assignments: [Int]?
        return expressionEnd(from: start, limit: limit, assignments: &assignments, trailingClosures: trailingClosures)
    }

    /// The same, with the `=` met at the expression's own level (`b` and `c` in `a = b = c = 1`) added to
    /// `assignments` when it is not nil: the expression after each of them ends where this one does.
    /// `trailingClosures`: the expression is an assignment's value, which no block can follow, so a `{` on
    /// the line of the name or `)` before it is a trailing closure (`backAction = UIAction { ... }`).
    func expressionEnd(from start: Int, limit: Int? = nil, assignments: inout [Int]?, trailingClosures: Bool = false) -> Int {
        let end = min(limit ?? tokens.count, tokens.count)
        var index = start
        while index < end {
            let token = tokens[index]
            if token.kind == .punctuation {
                switch token.text {
                case ";", ",", ")", "]", "}":
                    return index
                case "(", "[":
                    guard let close = partner(of: index) else { return min(lineEnd(after: index), end) }
                    index = close + 1
                    continue
                case "{":
                    // In Swift, `= { ... }()` is a closure value but a brace after the start opens the block of
                    // an `if` or `guard`; Objective-C braces inside an expression are block literals.
                    if dialect == .swift, index > start {
                        let before = tokens[index - 1]
                        // `var state = State.idle { didSet { ... } }`: the braces hold the property's observers.
                        let observers = isIdentifier(index + 1, "didSet") || isIdentifier(index + 1, "willSet")
                        let trailing = trailingClosures && !observers && before.line == token.line && (before.isName || (before.kind == .punctuation && before.text == ")"))
                        if !trailing { return index }
                    }
                    guard let close = partner(of: index) else { return min(lineEnd(after: index), end) }
                    index = close + 1
                    continue
                case "=":
                    if index > start { assignments?.append(index) }
                default:
                    break
                }
            }
            if token.isIdentifier("else") { return index }
            if dialect == .swift, index > start, token.line > tokens[index - 1].line, !continues(at: index) {
                return index
            }
            index += 1
        }
        return end
    }

    /// The first token on a line after the one `index` is on (the count when there is none).
    private func lineEnd(after index: Int) -> Int {
        let line = tokens[index].line
        var cursor = index + 1
        while cursor < tokens.count, tokens[cursor].line == line { cursor += 1 }
        return cursor
    }

    /// In Swift a new line continues the expression when it starts with `.` or a binary operator,
    /// or when the previous line ended with one.
    private func continues(at index: Int) -> Bool {
        let token = tokens[index]
        if token.kind == .punctuation, token.text == "." || isBinaryOperator(token.text) { return true }
        let previous = tokens[index - 1]
        if previous.kind == .punctuation, previous.text == "." || previous.text == "=" || isBinaryOperator(previous.text) { return true }
        if previous.isIdentifier("as") || token.isIdentifier("as") { return true }
        return false
    }

    private func isBinaryOperator(_ text: String) -> Bool {
        guard let first = text.first else { return false }
        if text == "!" || text == "?" { return false }
        return "=-+*/%<>&|^~?".contains(first)
    }

    /// The arguments between a `(` and its partner, split at top-level commas, each with its label
    /// (`animated: true` has the label `animated`; an unlabeled argument has none).
    /// A call written at the name `index`: its arguments in parentheses (and the parenthesis closing
    /// them), its trailing closures, the first labeled after an unlabeled one (`{ ... } label: { ... }`), and
    /// the token after it all.
    func callExtent(at index: Int) -> (arguments: [Argument], close: Int?, closures: [(label: String?, body: Range<Int>)], end: Int) {
        var cursor = index + 1
        var arguments: [Argument] = []
        var close: Int?
        if isPunctuation(cursor, "("), let partner = partner(of: cursor) {
            arguments = self.arguments(openingAt: cursor)
            close = partner
            cursor = partner + 1
        }
        var closures: [(label: String?, body: Range<Int>)] = []
        while true {
            if isPunctuation(cursor, "{"), let partner = partner(of: cursor) {
                closures.append((nil, (cursor + 1)..<partner))
                cursor = partner + 1
            } else if !closures.isEmpty, let label = at(cursor), label.isName, isPunctuation(cursor + 1, ":"),
                      isPunctuation(cursor + 2, "{"), let partner = partner(of: cursor + 2) {
                closures.append((label.text, (cursor + 3)..<partner))
                cursor = partner + 1
            } else {
                break
            }
        }
        return (arguments, close, closures, cursor)
    }

    /// The `>` that closes the generic arguments opening with a `<` at `open` (`Picker<Item, [Row]>`):
    /// names, dots, commas, brackets, `?` and `:` between, at most 32 tokens, before `limit`; nil otherwise.
    func genericArgumentsEnd(openingAt open: Int, before limit: Int) -> Int? {
        guard at(open)?.text == "<" else { return nil }
        var depth = 0
        var index = open
        while index < min(limit, open + 32) {
            guard let token = at(index) else { return nil }
            switch token.text {
            case "<": depth += 1
            case ">":
                depth -= 1
                if depth == 0 { return index }
            case ">>":
                depth -= 2
                if depth == 0 { return index }
                if depth < 0 { return nil }
            case ".", ",", "[", "]", "?", ":", "(", ")": break
            default: if !token.isName { return nil }
            }
            index += 1
        }
        return nil
    }

    func arguments(openingAt open: Int) -> [Argument] {
        guard let close = partner(of: open) else { return [] }
        var result: [Argument] = []
        var start = open + 1
        var index = open + 1
        while index <= close {
            let token = tokens[index]
            if index == close || token.isPunctuation(",") {
                if index > start { result.append(argument(start..<index)) }
                start = index + 1
                index += 1
                continue
            }
            if token.kind == .punctuation, token.text == "(" || token.text == "[" || token.text == "{" {
                index = (partner(of: index) ?? close) + 1
                continue
            }
            index += 1
        }
        return result
    }

    private func argument(_ range: Range<Int>) -> Argument {
        if range.count >= 2, tokens[range.lowerBound].isName, tokens[range.lowerBound + 1].isPunctuation(":") {
            let label = tokens[range.lowerBound].text
            return Argument(label: label == "_" ? nil : label, value: (range.lowerBound + 2)..<range.upperBound)
        }
        return Argument(label: nil, value: range)
    }

    /// The names in a token range, in order.
    package func names(in range: Range<Int>) -> [String] {
        range.compactMap { index in tokens[index].isName ? tokens[index].text : nil }
    }

    /// True when any name in the range is one of `wanted`.
    package func mentions(_ wanted: Set<String>, in range: Range<Int>) -> Bool {
        range.contains { index in tokens[index].isName && wanted.contains(tokens[index].text) }
    }

    /// The first token in the range that is a name in `wanted`.
    func firstMention(of wanted: Set<String>, in range: Range<Int>) -> Int? {
        range.first { index in tokens[index].isName && wanted.contains(tokens[index].text) }
    }

    /// `true`/`YES` and `false`/`NO` standing alone in `range`; nil for anything computed.
    /// The words for no object, in Swift and Objective-C.
    package static let nilWords: Set<String> = ["nil", "NULL", "Nil"]

    /// True for a range that is `nil`, `NULL`, `Nil` or `.none` alone.
    package func isNilLiteral(_ range: Range<Int>) -> Bool {
        if range.count == 2, isPunctuation(range.lowerBound, "."), isIdentifier(range.lowerBound + 1, "none") { return true }
        guard range.count == 1, let token = at(range.lowerBound) else { return false }
        return Self.nilWords.contains(token.text)
    }

    func booleanLiteral(_ range: Range<Int>) -> Bool? {
        guard range.count == 1, let token = at(range.lowerBound) else { return nil }
        switch token.text {
        case "true", "YES": return true
        case "false", "NO": return false
        default: return nil
        }
    }

    /// The elements of an array literal `[a, b]` (Objective-C `@[a, b]`); nil for anything else.
    package func arrayElements(_ range: Range<Int>) -> [Range<Int>]? {
        var start = range.lowerBound
        if let first = at(start), first.text == "@" { start += 1 }
        guard isPunctuation(start, "["), let close = partner(of: start), close == range.upperBound - 1 else { return nil }
        var elements: [Range<Int>] = []
        var elementStart = start + 1
        var index = start + 1
        while index < close {
            if isPunctuation(index, "(") || isPunctuation(index, "[") || isPunctuation(index, "{") {
                index = (partner(of: index) ?? index) + 1
                continue
            }
            if isPunctuation(index, ",") {
                if index > elementStart { elements.append(elementStart..<index) }
                elementStart = index + 1
            }
            index += 1
        }
        if close > elementStart { elements.append(elementStart..<close) }
        return elements
    }

    /// The body of a computed property (`var destination: some View { ... }`), past its type; nil for a
    /// stored one (`let page: Page`, `var count = 0`).
    func computedBody(of declaration: VariableDeclaration) -> Range<Int>? {
        var cursor = declaration.place.token + 1
        if isPunctuation(cursor, ":") {
            cursor += 1
            while let token = at(cursor) {
                if token.isName, Self.declarationWords.contains(token.text) { return nil }
                if token.isName || (token.kind == .punctuation && [".", "?", "!", "&", ",", "<", ">", ">>", "->"].contains(token.text)) {
                    cursor += 1
                } else if token.isPunctuation("(") || token.isPunctuation("["), let close = partner(of: cursor) {
                    cursor = close + 1
                } else {
                    break
                }
            }
        }
        guard isPunctuation(cursor, "{"), let close = partner(of: cursor) else { return nil }
        return (cursor + 1)..<close
    }

    /// Words that start the next declaration: a stored property's type ends before them.
    private static let declarationWords: Set<String> = [
        "var", "let", "func", "init", "deinit", "subscript", "static", "class", "struct", "enum", "extension", "case", "typealias",
        "private", "fileprivate", "internal", "public", "open", "override", "lazy", "weak", "unowned", "final", "nonisolated",
    ]

    /// The string literal a range holds alone (`"Main"`, `@"Main"`); nil for anything else.
    func loneStringLiteral(_ range: Range<Int>) -> String? {
        let strings = range.filter { at($0)?.kind == .string }
        guard strings.count == 1, let index = strings.first, let token = at(index), range.count <= 2 else { return nil }
        return token.literalValue(in: dialect)
    }

    /// The tokens of a range joined for a message, shortened when long.
    package func text(_ range: Range<Int>) -> String {
        var result = ""
        for index in range {
            let token = tokens[index]
            let piece = token.kind == .string ? "\"\(token.text)\"" : token.text
            if !result.isEmpty, needsSpace(between: tokens[index - 1], and: token) { result += " " }
            result += piece
            if result.count > 60 { return String(result.prefix(57)) + "..." }
        }
        return result
    }

    private func needsSpace(between left: Token, and right: Token) -> Bool {
        if left.kind == .punctuation, left.text == "," { return true }
        if left.kind == .punctuation, [".", "(", "[", "?", "!", "@"].contains(left.text) { return false }
        if right.kind == .punctuation, [".", "(", ")", "[", "]", ",", "?", "!", ":", ";"].contains(right.text) { return false }
        return true
    }
}

/// One argument of a call or message: its label (`animated`) and the tokens of its value.
package struct Argument: Sendable {
    package let label: String?
    package let value: Range<Int>
}
