import Format

/// A condition as the code writes it (`if`, `guard` and `while` heads, Boolean values), parsed far
/// enough to judge what it says about a screen: comparisons, `&&`, `||` and `!`, optional bindings,
/// type tests (`is`, `as?`, `isKindOfClass:`), `responds(to:)`, `#available` and member chains.
indirect enum Condition: Sendable {
    /// Every part holds: `a && b`, and Swift's comma-separated clauses.
    case all([Condition])
    /// Some part holds: `a || b`.
    case any([Condition])
    case not(Condition)
    /// `left op right` with `==`, `!=`, `===`, `!==`, `<`, `<=`, `>` or `>=`.
    case comparison(Operand, String, Operand)
    /// `let x = value` or `if let value`: holds when the value is not nil; `name` is the local it binds.
    case binding(Operand, name: String)
    /// `x is T`, `x as? T` (in a binding), `[x isKindOfClass:[T class]]`, `conformsToProtocol:`.
    case typeTest(Operand, type: String)
    /// `x.responds(to: #selector(s))`, `[x respondsToSelector:@selector(s)]`.
    case responds(Operand, selector: String)
    /// `#available(...)`, `@available(...)`, `#unavailable(...)`: whether it is the negative form, and the
    /// iOS version it names; nil when it names none, so that iOS falls under its `*` (every version).
    case availability(unavailable: Bool, iOS: Version?)
    /// `case .x = y`, `case let ...`: a pattern match.
    case pattern
    /// A value tested as it is: a flag, an optional, a call.
    case value(Operand)
    /// Something the parser does not read.
    case opaque
}

extension Condition {
    /// True for a check of the system version alone (`#available`, `#unavailable`, and their `!`, `&&`
    /// and `||`), which holds or fails by device, whatever the screen is doing.
    var isAvailabilityCheck: Bool {
        switch self {
        case .availability: return true
        case .not(let inner): return inner.isAvailabilityCheck
        case .all(let parts), .any(let parts): return !parts.isEmpty && parts.allSatisfy(\.isAvailabilityCheck)
        default: return false
        }
    }
}

/// A condition with the tokens it was read from.
package struct ParsedCondition: Sendable {
    let tokens: Range<Int>
    let tree: Condition

    init(tokens: Range<Int>, tree: Condition) {
        self.tokens = tokens
        self.tree = tree
    }
}

/// One side of a comparison, or a value tested as it is.
struct Operand: Sendable {
    /// A literal the operand is.
    enum Literal: Sendable, Equatable {
        case integer(Int)
        case boolean(Bool)
        case null
        case string
    }

    let tokens: Range<Int>
    /// The member chain read from it, first to last: names, `[0]` for a literal index, `[]` for any
    /// other subscript, a call's name followed by `()`. Objective-C messages are folded in, so
    /// `[self.navigationController.viewControllers count]` reads as
    /// `self.navigationController.viewControllers.count`. Empty when the operand is no plain chain.
    let path: [String]
    let literal: Literal?

    static func opaque(_ tokens: Range<Int>) -> Operand { Operand(tokens: tokens, path: [], literal: nil) }

    /// The path without a leading `self` (or a name that stands for it, as the caller decides:
    /// `self.kept` in a navigation wrapper is two).
    func path(droppingSelf isSelf: (String) -> Bool) -> [String] {
        var rest = path[...]
        while let first = rest.first, isSelf(first) { rest = rest.dropFirst() }
        return Array(rest)
    }
}

/// Reads conditions from tokens. Nesting deeper than `depthLimit` is not read (it becomes `opaque`),
/// so hostile input cannot exhaust the stack; every token is looked at a bounded number of times.
struct ConditionParser {
    private let stream: TokenStream
    private var pieces: [Piece] = []
    private var cursor = 0
    private var depth = 0
    static let depthLimit = 48

    /// A token, or one operator of an operator run (`&&!` is `&&` and `!`).
    private struct Piece {
        let token: Int
        let text: String
        let kind: Token.Kind
    }

    private static let operators = ["===", "!==", "==", "!=", "<=", ">=", "&&", "||", "??", "->", "<", ">", "!", "?", "=", "+", "-", "*", "/", "%", "&", "|", "^", "~"]
    private static let comparisons: Set<String> = ["==", "!=", "===", "!==", "<", "<=", ">", ">="]
    private static let arithmetic: Set<String> = ["+", "-", "*", "/", "%", "&", "|", "^", "~"]

    private init(stream: TokenStream, range: Range<Int>) {
        self.stream = stream
        for index in range where index >= 0 && index < stream.count {
            let token = stream[index]
            guard token.kind == .punctuation, token.text.count > 1, token.text.first.map({ "=!<>&|?+-*/%^~".contains($0) }) == true else {
                pieces.append(Piece(token: index, text: token.text, kind: token.kind))
                continue
            }
            var rest = Substring(token.text)
            while !rest.isEmpty {
                let next = Self.operators.first { rest.hasPrefix($0) } ?? String(rest.prefix(1))
                pieces.append(Piece(token: index, text: next, kind: .punctuation))
                rest = rest.dropFirst(next.count)
            }
        }
    }

    /// The condition written in `range`: Swift's clause list (`let x = y, z > 1`) or one expression.
    static func parse(_ range: Range<Int>, in stream: TokenStream) -> ParsedCondition {
        // Objective-C's initializer idiom, `if ((self = [super init...]))` or `if (self = [super init...])`:
        // the object the initializer makes exists wherever its code runs.
        var inner = range
        while let first = inner.first, stream.isPunctuation(first, "("), stream.partner(of: first) == inner.upperBound - 1 { inner = (first + 1)..<(inner.upperBound - 1) }
        if let first = inner.first, stream.isIdentifier(first, "self"), stream.isPunctuation(first + 1, "="), stream.isPunctuation(first + 2, "["),
           stream.isIdentifier(first + 3, "super") || stream.isIdentifier(first + 3, "self") {
            return ParsedCondition(tokens: range, tree: .value(Operand(tokens: range, path: [], literal: .boolean(true))))
        }
        var parser = ConditionParser(stream: stream, range: range)
        var clauses: [Condition] = []
        repeat {
            if parser.cursor > 0 { parser.cursor += 1 }
            clauses.append(parser.clause())
            // Anything the clause did not read is skipped up to the next top-level comma.
            parser.skipToComma()
        } while parser.cursor < parser.pieces.count
        let flat = clauses.flatMap { clause -> [Condition] in
            if case .all(let parts) = clause { return parts }
            return [clause]
        }
        return ParsedCondition(tokens: range, tree: flat.count == 1 ? flat[0] : .all(flat))
    }

    /// A Boolean value (`isEnabled = viewControllers.count > 1`) read as a condition.
    static func parseValue(_ range: Range<Int>, in stream: TokenStream) -> Condition {
        var parser = ConditionParser(stream: stream, range: range)
        let result = parser.expression()
        return parser.cursor >= parser.pieces.count ? result : .opaque
    }

    // MARK: - Pieces

    private func peek(_ offset: Int = 0) -> Piece? {
        let index = cursor + offset
        return index >= 0 && index < pieces.count ? pieces[index] : nil
    }

    private func isPunctuation(_ text: String, _ offset: Int = 0) -> Bool {
        guard let piece = peek(offset) else { return false }
        return piece.kind == .punctuation && piece.text == text
    }

    private func isName(_ text: String, _ offset: Int = 0) -> Bool {
        guard let piece = peek(offset) else { return false }
        return piece.kind == .identifier && piece.text == text
    }

    /// Moves past a bracket group that opens at the cursor, to the piece after its partner.
    private mutating func skipGroup() {
        guard let piece = peek(), let close = stream.partner(of: piece.token) else {
            cursor += 1
            return
        }
        while cursor < pieces.count, pieces[cursor].token <= close { cursor += 1 }
    }

    private mutating func skipToComma() {
        while let piece = peek() {
            if piece.kind == .punctuation, piece.text == "," { return }
            if piece.kind == .punctuation, piece.text == "(" || piece.text == "[" || piece.text == "{" {
                skipGroup()
            } else {
                cursor += 1
            }
        }
    }

    /// The tokens from the piece at `start` to the one before the cursor.
    private func tokens(from start: Int) -> Range<Int> {
        guard start < pieces.count else { return 0..<0 }
        let first = pieces[start].token
        let last = cursor > start ? pieces[min(cursor, pieces.count) - 1].token : first
        return first..<(max(first, last) + 1)
    }

    // MARK: - Grammar

    private mutating func clause() -> Condition {
        guard let first = peek() else { return .opaque }
        // Objective-C's `if (@available(iOS 26.0, *))`: the check, alone inside the condition's parentheses.
        if first.kind == .punctuation, first.text == "(", let next = peek(1), next.kind == .atKeyword, next.text == "@available",
           let close = stream.partner(of: first.token), stream.partner(of: next.token + 1).map({ $0 + 1 == close }) == true {
            cursor += 1
            let inner = clause()
            while cursor < pieces.count, pieces[cursor].token <= close { cursor += 1 }
            return inner
        }
        if first.kind == .hashKeyword || first.kind == .atKeyword, ["#available", "@available", "#unavailable"].contains(first.text) {
            cursor += 1
            var version: Version?
            if let open = peek(), open.kind == .punctuation, open.text == "(", let close = stream.partner(of: open.token) {
                // `iOS 26.0` (or `iOS 26`, `iOS 17.4`, an app extension's `iOSApplicationExtension 17`)
                // among the platforms; without one, iOS is what `*` stands for.
                for index in (open.token + 1)..<close where stream.isIdentifier(index, "iOS") || stream.isIdentifier(index, "iOSApplicationExtension") {
                    if let number = stream.at(index + 1), number.kind == .number {
                        version = Version(number.text)
                    }
                }
                skipGroup()
            }
            return .availability(unavailable: first.text == "#unavailable", iOS: version)
        }
        if first.kind == .identifier, first.text == "case" { return .pattern }
        if first.kind == .identifier, first.text == "let" || first.text == "var" {
            cursor += 1
            guard let name = peek(), name.kind == .identifier else { return .opaque }
            cursor += 1
            // `if let x: T = value`
            if isPunctuation(":") {
                cursor += 1
                while let piece = peek(), !(piece.kind == .punctuation && (piece.text == "=" || piece.text == ",")) { cursor += 1 }
            }
            guard isPunctuation("=") else {
                // Swift 5.7's `if let value`.
                return .binding(Operand(tokens: name.token..<(name.token + 1), path: [name.text], literal: nil), name: name.text)
            }
            cursor += 1
            let start = cursor
            let value = operand()
            if isName("as"), isPunctuation("?", 1) || isPunctuation("!", 1), let type = peek(2), type.kind == .identifier {
                cursor += 3
                return .all([.binding(value, name: name.text), .typeTest(value, type: type.text)])
            }
            return .binding(value.path.isEmpty ? .opaque(tokens(from: start)) : value, name: name.text)
        }
        return expression()
    }

    private mutating func expression() -> Condition {
        series(joinedBy: "||", of: { $0.conjunction() }, as: Condition.any)
    }

    private mutating func conjunction() -> Condition {
        series(joinedBy: "&&", of: { $0.comparison() }, as: Condition.all)
    }

    /// Parts read by `part` joined by an operator, one part as it is.
    private mutating func series(joinedBy symbol: String, of part: (inout ConditionParser) -> Condition, as join: ([Condition]) -> Condition) -> Condition {
        var parts = [part(&self)]
        while isPunctuation(symbol) {
            cursor += 1
            parts.append(part(&self))
        }
        return parts.count == 1 ? parts[0] : join(parts)
    }

    private mutating func comparison() -> Condition {
        let left = unary()
        guard let piece = peek(), piece.kind == .punctuation, Self.comparisons.contains(piece.text) else { return left }
        cursor += 1
        let right = unary()
        guard case .value(let leftOperand) = left, case .value(let rightOperand) = right else { return .opaque }
        return .comparison(leftOperand, piece.text, rightOperand)
    }

    private mutating func unary() -> Condition {
        guard depth < Self.depthLimit else {
            skipExpression()
            return .opaque
        }
        depth += 1
        defer { depth -= 1 }
        if isPunctuation("!") {
            cursor += 1
            return .not(unary())
        }
        if isPunctuation("("), let open = peek(), let close = stream.partner(of: open.token) {
            // `(a && b)`, or an Objective-C cast `(UINavigationController *)x` before an operand.
            let start = cursor
            cursor += 1
            let inner = expression()
            guard let end = peek(), end.token == close else {
                cursor = start
                skipGroup()
                if let piece = peek(), piece.kind == .identifier || piece.text == "[" { return postfix(.value(operand()), start: start) }
                return .opaque
            }
            cursor += 1
            if isPunctuation("?") || isPunctuation("!") || isPunctuation(".") || isPunctuation("??") {
                // `(a ?? b).c`: a chain the parser does not follow.
                skipOperandTail()
                return .value(.opaque(tokens(from: start)))
            }
            return postfix(inner, start: start)
        }
        let start = cursor
        return postfix(primary(), start: start)
    }

    /// `is T`, `as? T` and arithmetic after a primary.
    private mutating func postfix(_ value: Condition, start: Int) -> Condition {
        var value = value
        while let piece = peek() {
            if piece.kind == .identifier, piece.text == "is", let type = peek(1), type.kind == .identifier {
                cursor += 2
                guard case .value(let operand) = value else { return .opaque }
                value = .typeTest(operand, type: type.text)
            } else if piece.kind == .identifier, piece.text == "as" {
                cursor += 1
                if isPunctuation("?") || isPunctuation("!") { cursor += 1 }
                if let type = peek(), type.kind == .identifier { cursor += 1 }
            } else if piece.kind == .punctuation, Self.arithmetic.contains(piece.text) {
                // `count - 1 > 0`: a computed value, not a chain.
                cursor += 1
                _ = unary()
                value = .value(.opaque(tokens(from: start)))
            } else if piece.kind == .punctuation, piece.text == "??" {
                cursor += 1
                _ = unary()
                // `x?.count ?? 0 > 1`: the default only stands in for nil.
                if case .value(let operand) = value { value = .value(Operand(tokens: tokens(from: start), path: operand.path, literal: operand.literal)) }
            } else if piece.kind == .punctuation, piece.text == "?", cursor > start {
                // A ternary: `a ? b : c`.
                skipExpression()
                return .opaque
            } else {
                break
            }
        }
        return value
    }

    private mutating func primary() -> Condition {
        guard let piece = peek() else { return .opaque }
        if piece.kind == .punctuation, piece.text == "[", stream.dialect == .objectiveC {
            return message()
        }
        let read = operand()
        if read.tokens.isEmpty { cursor += 1; return .opaque }
        return readCall(read)
    }

    /// `x.responds(to: #selector(s))` and `x.isKind(of: T.self)` read as what they test.
    private func readCall(_ read: Operand) -> Condition {
        guard let last = read.path.last, last.hasSuffix("()") else { return .value(read) }
        let receiver = Operand(tokens: read.tokens, path: Array(read.path.dropLast()), literal: nil)
        let argumentNames = stream.names(in: read.tokens).suffix(3)
        switch last {
        case "responds()":
            if let selector = argumentNames.last { return .responds(receiver, selector: selector) }
        case "isKind()", "isMember()":
            if let type = argumentNames.dropLast().last, argumentNames.last == "self" { return .typeTest(receiver, type: type) }
        default:
            break
        }
        return .value(read)
    }

    private mutating func skipExpression() {
        while let piece = peek() {
            if piece.kind == .punctuation, piece.text == "," || piece.text == "&&" || piece.text == "||" { return }
            if piece.kind == .punctuation, piece.text == "(" || piece.text == "[" || piece.text == "{" { skipGroup() } else { cursor += 1 }
        }
    }

    private mutating func skipOperandTail() {
        while let piece = peek(), piece.kind == .punctuation || piece.kind == .identifier {
            if piece.kind == .punctuation, Self.comparisons.contains(piece.text) || piece.text == "&&" || piece.text == "||" || piece.text == "," { return }
            if piece.kind == .punctuation, piece.text == "(" || piece.text == "[" { skipGroup() } else { cursor += 1 }
        }
    }

    /// A literal or a member chain: `self.navigationController?.viewControllers.count`, `vcs[0]`,
    /// `x.first(where:)`, `.pad`, `$0`.
    private mutating func operand() -> Operand {
        guard let first = peek() else { return .opaque(0..<0) }
        let start = cursor
        switch first.kind {
        case .number:
            cursor += 1
            return Operand(tokens: tokens(from: start), path: [], literal: Int(first.text).map { .integer($0) })
        case .string:
            cursor += 1
            return Operand(tokens: tokens(from: start), path: [], literal: .string)
        case .atKeyword where first.text == "@YES" || first.text == "@NO":
            cursor += 1
            return Operand(tokens: tokens(from: start), path: [], literal: .boolean(first.text == "@YES"))
        case .identifier:
            switch first.text {
            case "true", "YES":
                cursor += 1
                return Operand(tokens: tokens(from: start), path: [], literal: .boolean(true))
            case "false", "NO":
                cursor += 1
                return Operand(tokens: tokens(from: start), path: [], literal: .boolean(false))
            case "nil", "NULL", "Nil":
                cursor += 1
                return Operand(tokens: tokens(from: start), path: [], literal: .null)
            default:
                break
            }
        case .punctuation where first.text == "." :
            // An implicit member: `.pad`, `.none`.
            if let name = peek(1), name.kind == .identifier {
                cursor += 2
                return Operand(tokens: tokens(from: start), path: ["." + name.text], literal: nil)
            }
            return .opaque(0..<0)
        case .punctuation where first.text == "[" && stream.dialect == .objectiveC:
            if case .value(let operand) = message() { return operand }
            return .opaque(tokens(from: start))
        case .punctuation where first.text == "[":
            // A Swift array or dictionary literal: `?? []`.
            skipGroup()
            return .opaque(tokens(from: start))
        default:
            return .opaque(0..<0)
        }
        var path = [first.text]
        cursor += 1
        while let piece = peek() {
            if piece.kind == .punctuation, piece.text == "?" || piece.text == "!" {
                // Optional chaining and force unwrapping: `x?.y`, `x!.y`; a trailing `!` ends the chain.
                guard isPunctuation(".", 1) || isPunctuation("(", 1) || isPunctuation("[", 1) else {
                    if piece.text == "!", cursor > start, !isPunctuation("=", 1) { cursor += 1 }
                    break
                }
                cursor += 1
            } else if piece.kind == .punctuation, piece.text == "." || piece.text == "->", let name = peek(1), name.kind == .identifier {
                path.append(name.text)
                cursor += 2
            } else if piece.kind == .punctuation, piece.text == "(" {
                // A call: a Swift method or a C function (`CGRectContainsPoint(...)`).
                if let last = path.last { path[path.count - 1] = last + "()" }
                skipGroup()
            } else if piece.kind == .punctuation, piece.text == "[" {
                let index = peek(1)
                if let index, index.kind == .number, isPunctuation("]", 2) { path.append("[\(index.text)]") } else { path.append("[]") }
                skipGroup()
            } else {
                break
            }
        }
        return Operand(tokens: tokens(from: start), path: path, literal: nil)
    }

    /// An Objective-C message: `[x count]` folds into the chain; `isKindOfClass:`, `respondsToSelector:`,
    /// `conformsToProtocol:`, `isEqual:` and `objectAtIndex:` read as what they test or fetch.
    private mutating func message() -> Condition {
        guard let open = peek(), let close = stream.partner(of: open.token) else {
            cursor += 1
            return .opaque
        }
        cursor += 1
        var receiver = operand()
        if receiver.tokens.isEmpty {
            // `[(cast)x sel]`, `[[X alloc] init]` and the like.
            if isPunctuation("("), let castOpen = peek(), let castClose = stream.partner(of: castOpen.token) {
                while let piece = peek(), piece.token <= castClose { cursor += 1 }
                receiver = operand()
            } else {
                receiver = .opaque(0..<0)
            }
        }
        guard let selector = peek(), selector.kind == .identifier, selector.token < close else {
            moveBeyond(close)
            return .opaque
        }
        cursor += 1
        let whole = { (path: [String]) in Operand(tokens: open.token..<(close + 1), path: path, literal: nil) }
        guard isPunctuation(":") else {
            moveBeyond(close)
            return .value(whole(receiver.path.isEmpty ? [] : receiver.path + [selector.text]))
        }
        let argumentStart = cursor + 1
        let argumentNames = stream.names(in: (pieces.indices.contains(argumentStart) ? pieces[argumentStart].token : close)..<close)
        moveBeyond(close)
        switch selector.text {
        case "isKindOfClass", "isMemberOfClass":
            if let type = argumentNames.first { return .typeTest(receiver, type: type) }
        case "conformsToProtocol":
            if let type = argumentNames.last { return .typeTest(receiver, type: type) }
        case "respondsToSelector":
            if let name = argumentNames.first { return .responds(receiver, selector: name) }
        case "isEqual", "isEqualToString":
            var argument = ConditionParser(stream: stream, range: (pieces.indices.contains(argumentStart) ? pieces[argumentStart].token : close)..<close)
            let value = argument.operand()
            return .comparison(receiver, "==", value)
        case "objectAtIndex":
            if pieces.indices.contains(argumentStart), let number = stream.at(pieces[argumentStart].token), number.kind == .number {
                return .value(whole(receiver.path.isEmpty ? [] : receiver.path + ["[\(number.text)]"]))
            }
        default:
            break
        }
        return .value(whole(receiver.path.isEmpty ? [] : receiver.path + [selector.text + ":"]))
    }

    private mutating func moveBeyond(_ token: Int) {
        while let piece = peek(), piece.token <= token { cursor += 1 }
    }
}
