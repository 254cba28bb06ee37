/// Builds a file's `FileStatements` in one pass over its tokens. Every bracket pair the token stream
/// matched opens a frame on an explicit stack (a parenthesis or subscript group, or a brace block);
/// virtual frames without brackets of their own stand for an `if` or `guard` head, an `else if`, the
/// code after a `guard`, a `switch` case and an Objective-C branch without braces. A frame that is a
/// list of statements watches for the keywords that start constructs at its own level.
struct StatementTreeBuilder {
    private let stream: TokenStream
    private let dialect: Dialect
    /// The `{` of every method and type body the outline found.
    private let bodyOpens: Set<Int>
    private(set) var scopes: [StatementScope] = []
    private(set) var conditions: [ParsedCondition] = []
    private(set) var returns: [ReturnStatement] = []
    private(set) var awaits: [Int] = []
    private(set) var scopeAt: [Int32]

    private var openScopes: [(kind: StatementScope.Kind, parent: Int?, start: Int)] = []
    private var scopeEnds: [Int] = []
    private var frames: [Frame] = []
    /// The callee of each closure by its closing brace, for a labelled trailing closure that follows
    /// it (`animate(...) { } completion: { }`).
    private var closureCallees: [Int: (name: String, token: Int?)] = [:]

    /// What a frame is.
    private enum FrameKind {
        /// `(` or `[`: an expression.
        case group
        /// `{`: statements (or, in Objective-C, a literal or initializer, which is a `group`).
        case block
        /// A stretch of statements without brackets of its own.
        case list
        /// The head of a Swift `if`, `guard`, `while`, `for` or `switch`, up to its block.
        case head
    }

    /// A construct whose head has been read and whose block comes next.
    private enum Pending {
        /// Swift: the head runs up to the `{`; Objective-C: the `(...)` group after the keyword is it.
        case ifHead(start: Int)
        case guardHead(start: Int)
        case loopHead(start: Int)
        case switchHead(start: Int)
        /// The condition is read: its block (or, in Objective-C, one statement) comes next.
        case thenBranch(condition: Int)
        case elseBranch(condition: Int)
        case guardElse(condition: Int)
        case loopBody(head: Range<Int>)
        case switchBody
        case plainBlock
    }

    private struct Frame {
        var kind: FrameKind
        /// The scope inside the frame.
        var scope: Int?
        /// The closing token of a bracket frame; nil for frames without brackets.
        var end: Int?
        var opener: Int
        /// A list frame of an Objective-C branch without braces ends at the `;` of its statement.
        var endsAtSemicolon = false
        /// A `switch` case ends at the next case label.
        var isCase = false
        /// An `else if`: the list ends with the inner `if` chain.
        var chainsIf = false
        var pending: Pending?
        /// An exit (`return`, `throw`, `break`, `continue`) stands at the frame's own level.
        var exits = false
        var isSwitch = false
        /// For a branch frame: the condition and whether it is the `then` of an `if` without `else` yet.
        var branchCondition: Int?
        var isThen = false
        /// For a Swift head frame: which construct it heads.
        var headPending: Pending?
        /// False for a group that runs in the scope around it: ending the group ends no scope.
        var ownsScope = true
    }

    init(outline: FileOutline) {
        self.stream = outline.stream
        self.dialect = outline.stream.dialect
        self.scopeAt = [Int32](repeating: -1, count: outline.stream.count)
        var opens: Set<Int> = []
        for method in outline.methods { opens.insert(method.body.lowerBound - 1) }
        for type in outline.types where stream.isPunctuation(type.body.lowerBound - 1, "{") { opens.insert(type.body.lowerBound - 1) }
        self.bodyOpens = opens
    }

    private var currentScope: Int? { frames.last?.scope }

    /// True when the top frame is a list of statements.
    private var atStatementLevel: Bool {
        guard let top = frames.last else { return true }
        return top.kind == .block || top.kind == .list
    }

    // MARK: - Scopes

    private mutating func openScope(_ kind: StatementScope.Kind, at start: Int) -> Int {
        openScopes.append((kind, currentScope, start))
        scopeEnds.append(stream.count)
        return openScopes.count - 1
    }

    private mutating func closeScope(_ index: Int?, at end: Int) {
        guard let index, index < scopeEnds.count else { return }
        scopeEnds[index] = max(openScopes[index].start, end)
    }

    private mutating func addCondition(_ range: Range<Int>) -> Int {
        conditions.append(ConditionParser.parse(range, in: stream))
        return conditions.count - 1
    }

    // MARK: - The pass

    mutating func build() {
        // The file's top level is a list of statements too (Swift scripts and Package.swift have code there).
        frames.append(Frame(kind: .list, scope: nil, end: nil, opener: 0))
        var index = 0
        while index < stream.count {
            let token = stream[index]
            scopeAt[index] = Int32(currentScope ?? -1)
            if token.kind == .punctuation {
                switch token.text {
                case "(", "[", "{":
                    open(token.text, at: index)
                case ")", "]", "}":
                    close(at: index)
                case ";":
                    endStatement(at: index)
                default:
                    break
                }
            } else if token.kind == .identifier {
                if token.text == "await" { awaits.append(index) }
                keyword(token.text, at: index)
            }
            // A token that ended its scope (the brace after an `if` head, a guard's `else`) belongs to the
            // nearest scope around that one which still holds it.
            var assigned = Int(scopeAt[index])
            while assigned >= 0, assigned < scopeEnds.count, scopeEnds[assigned] <= index { assigned = openScopes[assigned].parent ?? -1 }
            scopeAt[index] = Int32(assigned)
            index += 1
            if index < stream.count { beforeToken(index) }
        }
        while !frames.isEmpty { popFrame(endingBefore: stream.count) }
        scopes = openScopes.indices.map { offset in
            let scope = openScopes[offset]
            return StatementScope(kind: scope.kind, parent: scope.parent, tokens: scope.start..<max(scope.start, scopeEnds[offset]))
        }
    }

    /// Objective-C branches and loop bodies without braces begin at the token after their head.
    private mutating func beforeToken(_ index: Int) {
        guard dialect == .objectiveC, let top = frames.last, top.kind == .block || top.kind == .list, let pending = top.pending else { return }
        let isBrace = stream.isPunctuation(index, "{")
        switch pending {
        case .thenBranch(let condition) where !isBrace:
            frames[frames.count - 1].pending = nil
            pushList(.branch(condition: condition, holds: true), at: index, endsAtSemicolon: true, condition: condition, isThen: true)
        case .elseBranch(let condition) where !isBrace && !stream.isIdentifier(index, "if") && !stream.isIdentifier(index, "else"):
            frames[frames.count - 1].pending = nil
            pushList(.branch(condition: condition, holds: false), at: index, endsAtSemicolon: true, condition: condition, isThen: false)
        case .loopBody where !isBrace, .plainBlock where !isBrace:
            frames[frames.count - 1].pending = nil
        default:
            break
        }
    }

    private mutating func pushList(_ kind: StatementScope.Kind, at index: Int, endsAtSemicolon: Bool = false, condition: Int? = nil, isThen: Bool = false, chainsIf: Bool = false, isCase: Bool = false) {
        let scope = openScope(kind, at: index)
        var frame = Frame(kind: .list, scope: scope, end: nil, opener: index)
        frame.endsAtSemicolon = endsAtSemicolon
        frame.branchCondition = condition
        frame.isThen = isThen
        frame.chainsIf = chainsIf
        frame.isCase = isCase
        frames.append(frame)
        if index < scopeAt.count { scopeAt[index] = Int32(scope) }
    }

    private mutating func open(_ bracket: String, at index: Int) {
        guard let close = stream.partner(of: index), close > index else { return }
        if bracket != "{" {
            var frame = Frame(kind: .group, scope: currentScope, end: close, opener: index)
            frame.ownsScope = false
            // The parenthesized head of an Objective-C `if`, loop or `switch` is a condition.
            if bracket == "(", dialect == .objectiveC, let top = frames.last, top.kind == .block || top.kind == .list, let pending = top.pending {
                switch pending {
                case .ifHead, .loopHead, .switchHead:
                    frame.scope = openScope(.condition, at: index)
                    frame.ownsScope = true
                    frame.headPending = pending
                default:
                    break
                }
            }
            frames.append(frame)
            return
        }
        // A Swift head ends at its block's brace.
        if frames.last?.kind == .head, let head = frames.popLast() {
            closeScope(head.scope, at: index)
            switch head.headPending {
            case .ifHead(let start)?:
                frames[frames.count - 1].pending = .thenBranch(condition: addCondition((start + 1)..<index))
            case .loopHead(let start)?:
                frames[frames.count - 1].pending = .loopBody(head: start..<index)
            case .switchHead?:
                frames[frames.count - 1].pending = .switchBody
            default:
                break
            }
        }
        if let top = frames.last, top.kind == .block || top.kind == .list, let pending = top.pending {
            frames[frames.count - 1].pending = nil
            var frame = Frame(kind: .block, scope: nil, end: close, opener: index)
            switch pending {
            case .thenBranch(let condition):
                frame.scope = openScope(.branch(condition: condition, holds: true), at: index)
                frame.branchCondition = condition
                frame.isThen = true
            case .elseBranch(let condition):
                frame.scope = openScope(.branch(condition: condition, holds: false), at: index)
                frame.branchCondition = condition
            case .guardElse(let condition):
                frame.scope = openScope(.branch(condition: condition, holds: false), at: index)
                frame.branchCondition = condition
                frame.headPending = .guardElse(condition: condition)
            case .switchBody:
                frame.scope = openScope(.block, at: index)
                frame.isSwitch = true
            case .loopBody(let head):
                frame.scope = openScope(.loop(head: head), at: index)
            case .plainBlock:
                frame.scope = openScope(.block, at: index)
            case .ifHead, .guardHead, .loopHead, .switchHead:
                // An Objective-C head whose parentheses never came: a plain block.
                frame.scope = openScope(.block, at: index)
            }
            frames.append(frame)
            return
        }
        frames.append(Frame(kind: closureOrBlockKind(at: index), scope: openScope(braceScope(at: index), at: index), end: close, opener: index))
    }

    /// Objective-C braces after `=`, `(`, `,`, `@` or `return` hold a literal or initializer, not statements.
    private func closureOrBlockKind(at index: Int) -> FrameKind {
        guard dialect == .objectiveC, let before = stream.at(index - 1) else { return .block }
        if before.kind == .punctuation, ["=", "(", ",", "@", "{"].contains(before.text) { return .group }
        if before.isIdentifier("return") { return .group }
        return .block
    }

    /// What a brace that no construct claimed opens: a declaration body, a closure (with what it is
    /// handed to), or a plain block.
    private mutating func braceScope(at index: Int) -> StatementScope.Kind {
        if bodyOpens.contains(index) || isPropertyBody(index) { return .body }
        guard let before = stream.at(index - 1) else { return .block }
        var previous = index - 1
        var isObjectiveCBlock = false
        if dialect == .objectiveC {
            // `^{` and `^(NSData *data) {`
            if before.isPunctuation(")"), let open = stream.partner(of: previous), stream.isPunctuation(open - 1, "^") {
                previous = open - 2
                isObjectiveCBlock = true
            } else if before.isPunctuation("^") {
                previous = index - 2
                isObjectiveCBlock = true
            } else {
                return .block
            }
        }
        guard let token = stream.at(previous) else { return .block }
        if token.kind == .punctuation {
            switch token.text {
            case ")" where !isObjectiveCBlock:
                // A trailing closure: `asyncAfter(deadline: .now()) {`.
                guard let open = stream.partner(of: previous), let callee = stream.at(open - 1), callee.isName else { return closure(nil, label: nil, at: index) }
                if callee.text == "set" { return .body }
                return closure(callee.text, label: nil, at: index, calleeToken: open - 1)
            case ":":
                let label = stream.at(previous - 1).flatMap { $0.isName ? $0.text : nil }
                if stream.isPunctuation(previous - 2, "}"), let callee = closureCallees[previous - 2] {
                    return closure(callee.name, label: label, at: index, calleeToken: callee.token)
                }
                let callee = enclosingCallee()
                return closure(callee?.name, label: label, at: index, calleeToken: callee?.token)
            case "(", ",":
                let callee = enclosingCallee()
                return closure(callee?.name, label: nil, at: index, calleeToken: callee?.token)
            case "=":
                let (names, _) = stream.chain(endingAt: previous - 1)
                return .closure(ClosureContext(callee: nil, label: nil, assignedTo: names.last, open: index))
            default:
                return isObjectiveCBlock ? closure(nil, label: nil, at: index) : .block
            }
        }
        if token.isName {
            switch token.text {
            case "get", "set", "willSet", "didSet", "_modify", "_read", "init", "deinit": return .body
            case "else", "do", "defer", "repeat", "try", "await", "in", "return": return isObjectiveCBlock || token.text == "return" || token.text == "in" ? closure(nil, label: nil, at: index) : .block
            default: return closure(token.text, label: nil, at: index, calleeToken: previous)
            }
        }
        return .block
    }

    private mutating func closure(_ callee: String?, label: String?, at index: Int, calleeToken: Int? = nil) -> StatementScope.Kind {
        if let callee, let close = stream.partner(of: index) { closureCallees[close] = (callee, calleeToken) }
        return .closure(ClosureContext(callee: callee, label: label, assignedTo: nil, open: index, calleeToken: calleeToken))
    }

    /// The function or method whose argument list holds the current token: the name before the
    /// innermost `(`, or the first selector part of the innermost Objective-C message.
    private func enclosingCallee() -> (name: String, token: Int)? {
        guard let top = frames.last, top.kind == .group else { return nil }
        if stream.isPunctuation(top.opener, "(") {
            guard let name = stream.at(top.opener - 1), name.isName else { return nil }
            return (name.text, top.opener - 1)
        }
        // `[receiver part:argument ...]`: the first name followed by `:` after the receiver.
        var cursor = top.opener + 1
        let end = top.end ?? stream.count
        var steps = 0
        while cursor < end, steps < 64 {
            steps += 1
            if stream.isPunctuation(cursor, "(") || stream.isPunctuation(cursor, "[") {
                cursor = (stream.partner(of: cursor) ?? cursor) + 1
                continue
            }
            if stream.isName(cursor), stream.isPunctuation(cursor + 1, ":"), cursor > top.opener + 1 { return (stream[cursor].text, cursor) }
            cursor += 1
        }
        return nil
    }

    /// A Swift computed property or subscript body: `var title: String {` (a `var` or `let` on the
    /// same line before the brace, and no `=` between them).
    private func isPropertyBody(_ index: Int) -> Bool {
        guard dialect == .swift, let brace = stream.at(index) else { return false }
        var cursor = index - 1
        var steps = 0
        while cursor >= 0, steps < 32, let token = stream.at(cursor), token.line == brace.line {
            steps += 1
            if token.kind == .punctuation {
                if token.text == ")" || token.text == "]" || token.text == "}", let open = stream.partner(of: cursor), open < cursor {
                    cursor = open - 1
                    continue
                }
                if token.text == "=" || token.text == "{" || token.text == ";" || token.text == "(" || token.text == "," { return false }
            } else if token.isIdentifier("var") || token.isIdentifier("let") || token.isIdentifier("subscript") {
                return true
            }
            cursor -= 1
        }
        return false
    }

    private mutating func close(at index: Int) {
        // The innermost bracket frame this token closes; frames without brackets above it end here too.
        guard let position = frames.lastIndex(where: { $0.end != nil }), frames[position].end == index else { return }
        while frames.count > position + 1 { popFrame(endingBefore: index) }
        popFrame(endingBefore: index + 1)
    }

    /// Removes the top frame and ends its scope before `end` (a bracket frame ends after its closing
    /// token), then starts what follows a finished branch: an `else`, or the code after a `guard` or an
    /// `if` that always leaves.
    private mutating func popFrame(endingBefore end: Int) {
        guard let frame = frames.popLast() else { return }
        let next = frame.end.map { $0 + 1 } ?? end
        if frame.ownsScope { closeScope(frame.scope, at: next) }
        let inList = { (frames: [Frame]) in frames.last?.kind == .block || frames.last?.kind == .list }
        if frame.kind == .group, let head = frame.headPending, inList(frames) {
            // The parentheses of an Objective-C head: its branch or body comes next.
            switch head {
            case .ifHead:
                // With its parentheses, as the code shows it.
                let condition = addCondition(frame.opener..<((frame.end ?? frame.opener) + 1))
                frames[frames.count - 1].pending = .thenBranch(condition: condition)
            case .loopHead:
                frames[frames.count - 1].pending = .loopBody(head: frame.opener..<((frame.end ?? frame.opener) + 1))
            case .switchHead:
                frames[frames.count - 1].pending = .switchBody
            default:
                break
            }
            return
        }
        guard frame.kind == .block || frame.kind == .list, !frame.isCase else { return }
        if case .guardElse(let condition)? = frame.headPending {
            // What follows a guard in its block runs only when the guard's condition holds.
            if inList(frames) { pushList(.branch(condition: condition, holds: true), at: min(next, stream.count)) }
            return
        }
        guard let condition = frame.branchCondition else { return }
        if frame.isThen, stream.isIdentifier(next, "else"), inList(frames) {
            frames[frames.count - 1].pending = .elseBranch(condition: condition)
            return
        }
        // The `if` chain ends: an `else if` list around it ends with it.
        let lone = frame.isThen && !(frames.last?.chainsIf ?? false)
        while let top = frames.last, top.chainsIf { popFrame(endingBefore: next) }
        if lone, frame.exits, inList(frames) {
            // `if c { return }`: the rest of the block runs only when `c` does not hold.
            pushList(.branch(condition: condition, holds: false), at: min(next, stream.count))
        }
    }

    private mutating func endStatement(at index: Int) {
        guard let top = frames.last, top.kind == .list, top.endsAtSemicolon else { return }
        popFrame(endingBefore: index + 1)
    }

    private mutating func keyword(_ word: String, at index: Int) {
        guard atStatementLevel else {
            // A Swift guard's head ends at its `else`.
            if word == "else", let top = frames.last, top.kind == .head, case .guardHead(let start)? = top.headPending {
                frames.removeLast()
                closeScope(top.scope, at: index)
                let condition = addCondition((start + 1)..<index)
                frames[frames.count - 1].pending = .guardElse(condition: condition)
            }
            return
        }
        let top = frames.count - 1
        switch word {
        case "if":
            if frames.indices.contains(top) { frames[top].pending = nil }
            startHead(.ifHead(start: index), at: index)
        case "guard" where dialect == .swift:
            startHead(.guardHead(start: index), at: index)
        case "while", "for":
            // `} while cond` ends a `repeat` or `do` loop; it heads nothing.
            if stream.isPunctuation(index - 1, "}") { return }
            startHead(.loopHead(start: index), at: index)
        case "switch":
            startHead(.switchHead(start: index), at: index)
        case "do", "defer", "repeat", "catch":
            if frames.indices.contains(top) { frames[top].pending = .plainBlock }
        case "else":
            guard frames.indices.contains(top), case .elseBranch(let condition)? = frames[top].pending else { return }
            if stream.isIdentifier(index + 1, "if") {
                frames[top].pending = nil
                pushList(.branch(condition: condition, holds: false), at: index, condition: condition, chainsIf: true)
            }
        case "case", "default":
            startCase(at: index)
        case "return":
            let end = stream.expressionEnd(from: index + 1, limit: frames.last?.end ?? stream.count)
            returns.append(ReturnStatement(keyword: index, value: (index + 1)..<max(index + 1, end)))
            markExit()
        case "throw", "break", "continue", "fatalError", "preconditionFailure", "abort":
            markExit()
        default:
            break
        }
    }

    private mutating func markExit() {
        guard !frames.isEmpty else { return }
        frames[frames.count - 1].exits = true
    }

    /// Swift heads run to their brace in a frame of their own; Objective-C heads are the parentheses that follow.
    private mutating func startHead(_ pending: Pending, at index: Int) {
        if dialect == .objectiveC {
            if !frames.isEmpty { frames[frames.count - 1].pending = pending }
            return
        }
        let scope = openScope(.condition, at: index)
        var frame = Frame(kind: .head, scope: scope, end: nil, opener: index)
        frame.headPending = pending
        frames.append(frame)
    }

    /// `case` and `default` labels at the level of a `switch` block start its cases.
    private mutating func startCase(at index: Int) {
        guard let top = frames.last else { return }
        let inSwitch = top.isSwitch || (top.isCase && frames.count >= 2 && frames[frames.count - 2].isSwitch)
        guard inSwitch else { return }
        if top.isCase { popFrame(endingBefore: index) }
        // The patterns run to the label's `:` at this level.
        var cursor = index + 1
        let end = frames.last?.end ?? stream.count
        while cursor < end, !stream.isPunctuation(cursor, ":") {
            if let token = stream.at(cursor), token.kind == .punctuation, token.text == "(" || token.text == "[" || token.text == "{", let partner = stream.partner(of: cursor) {
                cursor = partner + 1
                continue
            }
            cursor += 1
        }
        pushList(.switchCase(patterns: (index + 1)..<min(cursor, end)), at: index, isCase: true)
    }
}
