/// A token in the scanned code: which file (by position in the sorted file list) and which token,
/// and the statement, call or declaration it belongs to, which a value's span covers.
package struct Place: Sendable, Hashable, Comparable {
    // 32-bit, so that a place is no larger than a file and token index were: every fact holds one.
    private let storedFile: Int32
    private let storedToken: Int32
    private let storedFirst: Int32
    private let storedLast: Int32

    package var file: Int { Int(storedFile) }
    /// The token a draft names the line of: the property assigned, the method called, the keyword
    /// that declares. Its line is what the draft printed before values had spans, and still prints.
    package var token: Int { Int(storedToken) }
    /// The first and last tokens of the statement, call or declaration.
    package var first: Int { Int(storedFirst) }
    package var last: Int { Int(storedLast) }

    /// A token that stands alone.
    package init(file: Int, token: Int) {
        self.init(file: file, token: token, in: token..<(token + 1))
    }

    /// A token of the statement, call or declaration made of `tokens` (widened to hold the token).
    init(file: Int, token: Int, in tokens: Range<Int>) {
        storedFile = Int32(clamping: file)
        storedToken = Int32(clamping: token)
        storedFirst = Int32(clamping: min(token, tokens.lowerBound))
        storedLast = Int32(clamping: max(token, tokens.upperBound - 1))
    }

    package static func < (left: Place, right: Place) -> Bool {
        (left.file, left.token) < (right.file, right.token)
    }
}

/// `target = value` in either language. Setter calls are read as assignments too:
/// `[item setLeftBarButtonItem:x]` and `setNavigationBarHidden(true, animated:)` set a property.
package struct Assignment: Sendable {
    package let place: Place
    /// The member chain assigned to, with `isEnabled`-style getter names shortened to `enabled`.
    package let target: [String]
    package let value: Range<Int>

    /// The variable or member assigned when the target is one name, plain or after `self.` (`x = ...`,
    /// `self.x = ...`); nil for a longer chain.
    package var assignedName: String? {
        if target.count == 1 { return target.first }
        return target.count == 2 && target.first == "self" ? target.last : nil
    }
}

/// A Swift call `name(arguments)` or an Objective-C message `[receiver part:argument part:argument]`.
package struct Call: Sendable {
    /// The token of the name (Swift) or of the first selector part (Objective-C).
    package let place: Place
    package let name: String
    /// The receiver's member chain (`self.navigationController`), empty when there is none or it is not a plain chain.
    package let receiverChain: [String]
    /// The receiver's tokens.
    package let receiver: Range<Int>
    /// Swift: the arguments in parentheses. Objective-C: the first part's argument unlabeled, then one per further part.
    package let arguments: [Argument]
    /// The whole call from receiver to closing bracket.
    package let span: Range<Int>
    package let isMessage: Bool

    package func argument(_ label: String) -> Argument? { arguments.first { $0.label == label } }
    package var firstArgument: Argument? { arguments.first }

    /// The identifier a segue is performed by: `withIdentifier:` of `performSegue(withIdentifier:sender:)`, or
    /// the first argument of `performSegueWithIdentifier:sender:`; nil for every other call.
    package var performedSegueIdentifier: Argument? {
        guard name == "performSegue" || name == "performSegueWithIdentifier" else { return nil }
        return argument("withIdentifier") ?? (isMessage ? firstArgument : nil)
    }

    /// The full selector an Objective-C message sends (`controller`, `controller:shouldEndEditingWithText:`),
    /// from its first part and its further parts' labels.
    var selector: String {
        guard !arguments.isEmpty else { return name }
        return ([name] + arguments.dropFirst().compactMap(\.label)).map { "\($0):" }.joined()
    }
}

/// `let name: Type = value`, `var name`, or Objective-C's `Type *name = value` (properties included).
package struct VariableDeclaration: Sendable {
    package let place: Place
    package let name: String
    package let type: String?
    package let value: Range<Int>?
}

/// The assignments, calls and declarations of one file.
package struct FileSyntax: Sendable {
    package var assignments: [Assignment] = []
    package var calls: [Call] = []
    package var declarations: [VariableDeclaration] = []
    /// The names assigned as a plain or `self.` member anywhere in the file (`x = ...`, `self.x = ...`), so
    /// that a search for such assignments skips the files that have none.
    package private(set) var assignedNames: Set<String> = []
    /// The names of the properties the file declares (outside methods), for the same purpose.
    package private(set) var declaredNames: Set<String> = []

    /// Swift setter methods read as the property they set.
    private static let swiftSetters: [String: String] = [
        "setNavigationBarHidden": "navigationBarHidden",
        "setHidesBackButton": "hidesBackButton",
        "setLeftBarButton": "leftBarButtonItem",
        "setLeftBarButtonItems": "leftBarButtonItems",
    ]
    /// Objective-C keywords an expression follows, so that a `[` after them opens a message.
    private static let objectiveCExpressionKeywords: Set<String> = ["return", "else", "do", "in"]
    /// Swift keywords that are followed by `(` without being calls.
    private static let notCalls: Set<String> = [
        "if", "while", "switch", "guard", "return", "for", "catch", "func", "as", "is", "in", "case", "where", "throw", "try", "await",
    ]

    init(outline: FileOutline, file: Int) {
        let stream = outline.stream
        guard outline.kind == .swift || outline.kind == .objectiveC else { return }
        // Where the expressions after the later `=` of an assignment chain end, found with the first.
        var chainedEnds: [Int: Int] = [:]
        for index in 0..<stream.count {
            let token = stream[index]
            if token.kind == .punctuation {
                switch token.text {
                case "=":
                    readAssignment(at: index, stream: stream, file: file, chainedEnds: &chainedEnds)
                case "(":
                    if stream.dialect == .swift { readSwiftCall(openingAt: index, stream: stream, file: file) }
                case "[":
                    if stream.dialect == .objectiveC { readMessage(openingAt: index, stream: stream, file: file) }
                case "*":
                    if stream.dialect == .objectiveC { readObjectiveCDeclaration(at: index, stream: stream, file: file) }
                default:
                    break
                }
            } else if stream.dialect == .swift, token.isIdentifier("let") || token.isIdentifier("var") {
                readSwiftDeclaration(at: index, stream: stream, file: file)
            }
        }
        declaredNames = Set(declarations.lazy.filter { outline.methodIndex(at: $0.place.token) == nil }.map(\.name))
        assignedNames = Set(assignments.compactMap(\.assignedName))
        assignmentOrder = assignments.indices.sorted { assignments[$0].place.token < assignments[$1].place.token }
        declarationOrder = declarations.indices.sorted { declarations[$0].place.token < declarations[$1].place.token }
        callOrder = calls.indices.sorted { calls[$0].place.token < calls[$1].place.token }
    }

    /// The positions in `assignments` and `declarations` by the token each is placed at, so that the ones
    /// within a method's or a type's body are found without reading the whole file.
    private var assignmentOrder: [Int] = []
    private var declarationOrder: [Int] = []
    private var callOrder: [Int] = []

    /// The calls placed within `tokens`, in the order they were read.
    package func calls(within tokens: Range<Int>) -> [Call] {
        Self.within(tokens, order: callOrder, token: { calls[$0].place.token }).map { calls[$0] }
    }

    /// The assignments placed within `tokens`, in the order they were read.
    package func assignments(within tokens: Range<Int>) -> [Assignment] {
        Self.within(tokens, order: assignmentOrder, token: { assignments[$0].place.token }).map { assignments[$0] }
    }

    /// The variable declarations placed within `tokens`, in the order they were read.
    package func declarations(within tokens: Range<Int>) -> [VariableDeclaration] {
        Self.within(tokens, order: declarationOrder, token: { declarations[$0].place.token }).map { declarations[$0] }
    }

    /// The positions among `order` (sorted by `token`) whose token is in `tokens`, in ascending position.
    private static func within(_ tokens: Range<Int>, order: [Int], token: (Int) -> Int) -> [Int] {
        var low = 0
        var high = order.count
        while low < high {
            let middle = (low + high) / 2
            if token(order[middle]) < tokens.lowerBound { low = middle + 1 } else { high = middle }
        }
        var result: [Int] = []
        var cursor = low
        while cursor < order.count, token(order[cursor]) < tokens.upperBound {
            result.append(order[cursor])
            cursor += 1
        }
        return result.sorted()
    }

    /// `isEnabled` -> `enabled`, `isPagingEnabled` -> `pagingEnabled`: Swift's getter names and
    /// Objective-C's property names then compare equal.
    static func propertyName(_ name: String) -> String {
        guard name.hasPrefix("is"), name.count > 2 else { return name }
        let rest = name.dropFirst(2)
        guard let first = rest.first, first.isUppercase else { return name }
        return first.lowercased() + rest.dropFirst()
    }

    private static func normalized(_ chain: [String]) -> [String] {
        guard let last = chain.last else { return chain }
        return chain.dropLast() + [propertyName(last)]
    }

    /// True when the `:` before an assignment closes a `case …:` or `default:` label rather than a type
    /// annotation (`x: T = v`): `default:`, a colon that ends its line, as a label does and an annotation
    /// never does, or one that a `case` of its own statement opens (`case 0: vc = [[A alloc] init]; break;`).
    private static func endsCaseLabel(colon: Int, chainStart: Int, in stream: TokenStream) -> Bool {
        if stream.isIdentifier(colon - 1, "default") { return true }
        guard let colonToken = stream.at(colon), let first = stream.at(chainStart) else { return false }
        if colonToken.line < first.line { return true }
        var index = colon - 1
        while let token = stream.at(index), token.line == colonToken.line, !(token.kind == .punctuation && [";", "{", "}"].contains(token.text)) {
            if token.isIdentifier("case") { return true }
            index -= 1
        }
        return false
    }

    private mutating func readAssignment(at index: Int, stream: TokenStream, file: Int, chainedEnds: inout [Int: Int]) {
        guard let left = stream.at(index - 1), left.isName else { return }
        let (names, start) = stream.chain(endingAt: index - 1)
        if let before = stream.at(start - 1) {
            // Declarations (`let x =`, `x: T =`, `T *x =`) are read by the declaration readers.
            if before.isIdentifier("let") || before.isIdentifier("var") { return }
            // `if case .loaded = state {` matches a pattern; it assigns nothing.
            if before.isIdentifier("case") { return }
            if before.kind == .punctuation, before.text == "*" { return }
            if before.kind == .punctuation, before.text == ":", !Self.endsCaseLabel(colon: start - 1, chainStart: start, in: stream) { return }
        }
        let end: Int
        if let known = chainedEnds[index] {
            end = known
        } else {
            var chained: [Int]? = []
            end = stream.expressionEnd(from: index + 1, assignments: &chained, trailingClosures: true)
            // `a = b = c = 1`: each later `=` of the chain ends where the first does, unless what follows it
            // reads differently as a start (a closure `{`, a new line).
            for at in chained ?? [] where !stream.isPunctuation(at + 1, "{") && stream.at(at + 1)?.line == stream.at(at)?.line {
                chainedEnds[at] = end
            }
        }
        guard end > index + 1 else { return }
        assignments.append(Assignment(place: Place(file: file, token: index - 1, in: start..<end), target: Self.normalized(names), value: (index + 1)..<end))
    }

    private mutating func readSwiftCall(openingAt open: Int, stream: TokenStream, file: Int) {
        guard let nameToken = stream.at(open - 1), nameToken.isName, !Self.notCalls.contains(nameToken.text) else { return }
        // `func name(`, `init(` and `case name(` declare rather than call.
        if let before = stream.at(open - 2), before.isIdentifier("func") || before.isIdentifier("case") || before.isIdentifier("enum") { return }
        guard nameToken.line == stream[open].line, let close = stream.partner(of: open) else { return }
        var (names, start) = stream.chain(endingAt: open - 1)
        var nameIndex = open - 1
        if nameToken.text == "init" {
            // `Type.init(...)` constructs a Type and is read as a call named Type; `super.init(...)` and
            // `self.init(...)` stay calls named `init`; a bare `init(` declares an initializer.
            guard names.count >= 2, let type = names.dropLast().last else { return }
            if type != "super", type != "self" {
                names.removeLast()
                if stream.isIdentifier(open - 3, type) { nameIndex = open - 3 }
            }
        }
        let call = Call(
            place: Place(file: file, token: nameIndex, in: start..<(close + 1)),
            name: names.last ?? nameToken.text,
            receiverChain: Array(names.dropLast()),
            receiver: start..<max(start, open - 2),
            arguments: stream.arguments(openingAt: open),
            span: start..<(close + 1),
            isMessage: false
        )
        calls.append(call)
        if let property = Self.swiftSetters[call.name], let value = call.firstArgument {
            assignments.append(Assignment(place: call.place, target: call.receiverChain + [property], value: value.value))
        }
    }

    private mutating func readMessage(openingAt open: Int, stream: TokenStream, file: Int) {
        // `array[0]` and `@[...]` are subscripts and literals, not messages.
        if let before = stream.at(open - 1) {
            // After a condition's `)` (`if (!loading) [webView reload];`) a message starts the statement.
            let endsCondition = before.isPunctuation(")") && stream.partner(of: open - 1).flatMap { stream.at($0 - 1) }.map { ["if", "while", "for"].contains($0.text) } == true
            // A keyword before the bracket (`return [X new];`, `else [self close];`) starts an expression: a message.
            let keyword = before.isName && Self.objectiveCExpressionKeywords.contains(before.text)
            if (before.isName && !keyword) || before.kind == .string || (before.isPunctuation(")") && !endsCondition) || before.isPunctuation("]") || before.isPunctuation("@") { return }
        }
        guard let close = stream.partner(of: open) else { return }
        var cursor = open + 1
        // A cast before the receiver, `[(UINavigationController *)x foo]`, is part of the receiver.
        var receiverFirst = open + 1
        if stream.isPunctuation(receiverFirst, "("), let castEnd = stream.partner(of: receiverFirst) { receiverFirst = castEnd + 1 }
        var receiverEnd: Int?
        while cursor < close {
            let token = stream[cursor]
            if token.kind == .punctuation, token.text == "(" || token.text == "[" || token.text == "{" {
                cursor = (stream.partner(of: cursor) ?? close) + 1
                continue
            }
            if cursor > receiverFirst, token.isName, let previous = stream.at(cursor - 1),
               previous.isName || previous.kind == .string || previous.isPunctuation(")") || previous.isPunctuation("]") {
                receiverEnd = cursor
                break
            }
            cursor += 1
        }
        guard let selectorStart = receiverEnd else { return }
        var parts: [(name: String, nameIndex: Int, value: Range<Int>?)] = []
        cursor = selectorStart
        while cursor < close {
            guard let name = stream.at(cursor), name.isName else { break }
            guard stream.isPunctuation(cursor + 1, ":") else {
                if parts.isEmpty { parts.append((name.text, cursor, nil)) }
                break
            }
            let valueStart = cursor + 2
            var valueEnd = valueStart
            while valueEnd < close {
                let token = stream[valueEnd]
                if token.kind == .punctuation, token.text == "(" || token.text == "[" || token.text == "{" {
                    valueEnd = (stream.partner(of: valueEnd) ?? close) + 1
                    continue
                }
                if valueEnd > valueStart, token.isName, stream.isPunctuation(valueEnd + 1, ":"), !stream.isPunctuation(valueEnd - 1, "?") {
                    break
                }
                valueEnd += 1
            }
            parts.append((name.text, cursor, valueStart..<min(valueEnd, close)))
            cursor = valueEnd
        }
        guard let first = parts.first else { return }
        let receiver = (open + 1)..<selectorStart
        var receiverChain: [String] = []
        if let lastName = receiver.last, stream.isName(lastName) {
            let (names, start) = stream.chain(endingAt: lastName)
            if start == receiver.lowerBound { receiverChain = names }
        }
        var arguments: [Argument] = []
        for (offset, part) in parts.enumerated() {
            guard let value = part.value else { continue }
            arguments.append(Argument(label: offset == 0 ? nil : part.name, value: value))
        }
        let call = Call(
            place: Place(file: file, token: first.nameIndex, in: open..<(close + 1)),
            name: first.name,
            receiverChain: receiverChain,
            receiver: receiver,
            arguments: arguments,
            span: open..<(close + 1),
            isMessage: true
        )
        calls.append(call)
        // `[x setFoo:value]` sets the property `foo`.
        if first.name.count > 3, first.name.hasPrefix("set"), let initial = first.name.dropFirst(3).first, initial.isUppercase,
           let value = arguments.first, value.label == nil, !receiverChain.isEmpty {
            let property = initial.lowercased() + first.name.dropFirst(4)
            assignments.append(Assignment(place: call.place, target: receiverChain + [property], value: value.value))
        }
    }

    private mutating func readSwiftDeclaration(at index: Int, stream: TokenStream, file: Int) {
        guard let nameToken = stream.at(index + 1), nameToken.isName else { return }
        var type: String?
        var cursor = index + 2
        if stream.isPunctuation(cursor, ":"), stream.isName(cursor + 1) {
            let (names, end) = stream.chain(startingAt: cursor + 1)
            type = names.last
            cursor = end
        }
        let end = stream.expressionEnd(from: index + 2)
        // In a condition (`if let x = y {`, `while var`, `guard`, `if a, let b = c {`) the brace after the value
        // opens the block; a declaration of its own can only be followed by a trailing closure there
        // (`let prompt = PromptViewController { accepted in ... }`).
        let inCondition = stream.at(index - 1).map { before in
            ["if", "while", "guard", "case"].contains { before.isIdentifier($0) } || (before.kind == .punctuation && before.text == ",")
        } ?? false
        var value: Range<Int>?
        while cursor < end {
            if stream.isPunctuation(cursor, "=") {
                let valueEnd = stream.expressionEnd(from: cursor + 1, trailingClosures: !inCondition)
                if valueEnd > cursor + 1 { value = (cursor + 1)..<valueEnd }
                break
            }
            cursor += 1
        }
        declarations.append(VariableDeclaration(place: Place(file: file, token: index + 1), name: nameToken.text, type: type, value: value))
    }

    private mutating func readObjectiveCDeclaration(at index: Int, stream: TokenStream, file: Int) {
        guard let type = stream.at(index - 1), type.isName, let name = stream.at(index + 1), name.isName,
              let after = stream.at(index + 2), after.kind == .punctuation, after.text == "=" || after.text == ";" || after.text == ","
        else { return }
        var value: Range<Int>?
        if after.text == "=" {
            let end = stream.expressionEnd(from: index + 3)
            if end > index + 3 { value = (index + 3)..<end }
        }
        declarations.append(VariableDeclaration(place: Place(file: file, token: index + 1), name: name.text, type: type.text, value: value))
    }
}

extension VariableDeclaration {
    /// The type the declaration names and the class its value starts by making.
    func types(in stream: TokenStream) -> [String] {
        var types: [String] = []
        if let type { types.append(type) }
        if let value, let first = value.prefix(4).first(where: { stream.isName($0) }) { types.append(stream[first].text) }
        return types
    }
}
