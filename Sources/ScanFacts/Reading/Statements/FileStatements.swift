import Format

/// How the statements of one file nest: the branches of `if`, `guard` and `switch`, loops, closures and
/// declaration bodies, each a scope over a range of tokens, and the `return`s. Every token knows its
/// innermost scope, so a fact found at a token can ask which conditions govern it and which call runs
/// the closure around it. Built in one pass over the tokens with an explicit stack (no recursion), so
/// it stays linear in the file's size and its nesting depth.
package struct FileStatements: Sendable {
    /// The scopes in the order they open; a scope's parent always comes before it.
    let scopes: [StatementScope]
    /// The conditions of `if`, `guard` and `while` heads, by the index scopes refer to them with.
    let conditions: [ParsedCondition]
    /// Every `return`, in token order.
    let returns: [ReturnStatement]
    /// Every `await`, in token order.
    let awaits: [Int]
    /// For each token, the innermost scope that holds it (-1 for none).
    private let scopeAt: [Int32]
    /// For each scope, whether it or a scope around it, up to the nearest declaration body, is a condition:
    /// worked out once, so that asking it of every token does not walk the nesting for each one.
    private let withinCondition: [Bool]
    /// For each scope, the token that opens the innermost closure among it and the scopes around it, up
    /// to the nearest declaration body (-1 for none).
    private let innermostClosure: [Int32]
    /// The same closure by its scope index (-1 for none), so that the closures around a token are
    /// found without walking every branch between them (an `else if` chain nests thousands deep).
    private let innermostClosureScope: [Int32]
    /// The `await`s by the token that opens their innermost closure (-1 outside closures), in token order.
    private let awaitsByClosure: [Int: [Int]]

    static let empty = FileStatements(scopes: [], conditions: [], returns: [], awaits: [], scopeAt: [])

    private init(scopes: [StatementScope], conditions: [ParsedCondition], returns: [ReturnStatement], awaits: [Int], scopeAt: [Int32]) {
        self.scopes = scopes
        self.conditions = conditions
        self.returns = returns
        self.awaits = awaits
        self.scopeAt = scopeAt
        var withinCondition: [Bool] = []
        var innermostClosure: [Int32] = []
        var innermostClosureScope: [Int32] = []
        withinCondition.reserveCapacity(scopes.count)
        innermostClosure.reserveCapacity(scopes.count)
        innermostClosureScope.reserveCapacity(scopes.count)
        for (index, scope) in scopes.enumerated() {
            let parent = scope.parent.flatMap { $0 < withinCondition.count ? $0 : nil }
            switch scope.kind {
            case .condition: withinCondition.append(true)
            case .body: withinCondition.append(false)
            default: withinCondition.append(parent.map { withinCondition[$0] } ?? false)
            }
            switch scope.kind {
            case .closure(let context):
                innermostClosure.append(Int32(context.open))
                innermostClosureScope.append(Int32(index))
            case .body:
                innermostClosure.append(-1)
                innermostClosureScope.append(-1)
            default:
                innermostClosure.append(parent.map { innermostClosure[$0] } ?? -1)
                innermostClosureScope.append(parent.map { innermostClosureScope[$0] } ?? -1)
            }
        }
        self.withinCondition = withinCondition
        self.innermostClosure = innermostClosure
        self.innermostClosureScope = innermostClosureScope
        var awaitsByClosure: [Int: [Int]] = [:]
        for token in awaits {
            let scope = token >= 0 && token < scopeAt.count ? Int(scopeAt[token]) : -1
            let closure = scope >= 0 && scope < innermostClosure.count ? Int(innermostClosure[scope]) : -1
            awaitsByClosure[closure, default: []].append(token)
        }
        self.awaitsByClosure = awaitsByClosure
    }

    init(outline: FileOutline) {
        guard outline.kind == .swift || outline.kind == .objectiveC else {
            self = .empty
            return
        }
        var builder = StatementTreeBuilder(outline: outline)
        builder.build()
        self.init(scopes: builder.scopes, conditions: builder.conditions, returns: builder.returns, awaits: builder.awaits, scopeAt: builder.scopeAt)
    }

    /// The innermost scope holding the token.
    func scope(at token: Int) -> Int? {
        guard token >= 0, token < scopeAt.count, scopeAt[token] >= 0 else { return nil }
        return Int(scopeAt[token])
    }

    /// The scopes around a token, innermost first, up to and including the nearest declaration body:
    /// what encloses the declaration (a class, an `if` around a nested function) does not govern it.
    func enclosingScopes(of token: Int) -> [StatementScope] {
        var result: [StatementScope] = []
        var current = scope(at: token)
        while let index = current, index < scopes.count {
            let scope = scopes[index]
            result.append(scope)
            if case .body = scope.kind { break }
            current = scope.parent
        }
        return result
    }

    /// The conditions that must hold for the token to run, outermost first: `holds` is false for an
    /// `else` branch, and for the code after an `if` whose branch always leaves.
    package func governingConditions(of token: Int) -> [(condition: ParsedCondition, holds: Bool)] {
        enclosingScopes(of: token).reversed().compactMap { scope in
            guard case .branch(let index, let holds) = scope.kind, index < conditions.count else { return nil }
            return (conditions[index], holds)
        }
    }

    /// True when two tokens sit in opposite branches of one condition (`if (self.thread) { A } else { B }`):
    /// no run of the code reaches both.
    package func inOppositeBranches(_ first: Int, _ second: Int) -> Bool {
        var branches: [Int: Bool] = [:]
        for scope in enclosingScopes(of: first) {
            if case .branch(let index, let holds) = scope.kind { branches[index] = holds }
        }
        return enclosingScopes(of: second).contains { scope in
            guard case .branch(let index, let holds) = scope.kind, let other = branches[index] else { return false }
            return other != holds
        }
    }

    /// The version a check that names no iOS version stands for.
    private static let everyVersion = Version(components: [0])

    /// True when the token runs only below iOS `version`: inside `if #unavailable(iOS n)` or the `else` of
    /// `if #available(iOS n, *)` with n at most `version`, or after a `guard` that leaves on it. A check
    /// that names no iOS version (`#available(watchOS 11, *)`) holds on every iOS, so its `else` never
    /// runs there.
    package func runsOnlyBelowIOS(_ version: Version, token: Int) -> Bool {
        var memo: [Int: Bool] = [:]
        return runsOnlyBelowIOS(version, token: token, memo: &memo)
    }

    /// The same, with the answer for each scope kept in `memo` (one per file and version): a scope's
    /// answer is its own branch's or its parent's, so asking for every fact of a chain of ten thousand
    /// `else if` costs the chain once, not once per fact.
    package func runsOnlyBelowIOS(_ version: Version, token: Int, memo: inout [Int: Bool]) -> Bool {
        var unknown: [Int] = []
        var answer = false
        var current = scope(at: token)
        while let index = current, index < scopes.count {
            if let known = memo[index] {
                answer = known
                break
            }
            unknown.append(index)
            if case .body = scopes[index].kind { break }
            current = scopes[index].parent
        }
        for index in unknown.reversed() {
            answer = answer || branchRunsOnlyBelowIOS(version, scope: scopes[index])
            memo[index] = answer
        }
        return answer
    }

    /// True when the scope is a branch that runs only below iOS `version` (see `runsOnlyBelowIOS`).
    private func branchRunsOnlyBelowIOS(_ version: Version, scope: StatementScope) -> Bool {
        guard case .branch(let index, let holds) = scope.kind, index < conditions.count else { return false }
        let condition = conditions[index]
        let clauses: [Condition]
        if case .all(let parts) = condition.tree { clauses = parts } else { clauses = [condition.tree] }
        return clauses.contains { clause in
            guard case .availability(let unavailable, let named) = clause, (named ?? Self.everyVersion) <= version else { return false }
            // `#available` in an `else` holds below its version only when it is the whole condition.
            return unavailable ? holds : (!holds && clauses.count == 1)
        }
    }

    /// The patterns of the innermost `switch` case around a token (`default` has none); nil outside any.
    func innermostSwitchCase(of token: Int) -> Range<Int>? {
        for scope in enclosingScopes(of: token) {
            if case .switchCase(let patterns) = scope.kind { return patterns }
        }
        return nil
    }

    /// The innermost `switch` case around a token (its scope's index) and the scope that holds the
    /// switch's cases, when that case is the token's only enclosing branch up to its declaration.
    func soleSwitchCase(of token: Int) -> (scope: Int, switchScope: Int)? {
        var current = scope(at: token)
        while let index = current, index < scopes.count {
            let scope = scopes[index]
            switch scope.kind {
            case .switchCase:
                guard let parent = scope.parent else { return nil }
                return (index, parent)
            case .block: current = scope.parent
            default: return nil
            }
        }
        return nil
    }

    /// The cases of the switch whose cases `switchScope` holds (scope indexes), and whether one is `default`.
    func cases(of switchScope: Int) -> (scopes: [Int], hasDefault: Bool) {
        var found: [Int] = []
        var hasDefault = false
        for (index, scope) in scopes.enumerated() where scope.parent == switchScope {
            guard case .switchCase(let patterns) = scope.kind else { continue }
            found.append(index)
            if patterns.isEmpty { hasDefault = true }
        }
        return (found, hasDefault)
    }

    /// The closures around a token, innermost first, each with the call that takes it.
    package func enclosingClosures(of token: Int) -> [ClosureContext] {
        var result: [ClosureContext] = []
        var current = scope(at: token).flatMap { $0 < innermostClosureScope.count ? Int(innermostClosureScope[$0]) : nil } ?? -1
        while current >= 0, current < scopes.count, case .closure(let context) = scopes[current].kind {
            result.append(context)
            guard let parent = scopes[current].parent, parent < innermostClosureScope.count, parent < current else { break }
            current = Int(innermostClosureScope[parent])
        }
        return result
    }

    /// True when the token is part of an `if`, `guard` or `while` condition: what it names is read, not set.
    /// A closure inside a condition (`if items.contains(where: { $0.isOn })`) is part of it too.
    func isInCondition(_ token: Int) -> Bool {
        guard let index = scope(at: token), index < withinCondition.count else { return false }
        return withinCondition[index]
    }

    /// True when the token is inside a closure that `body` holds: its `return` is the closure's, not the method's.
    func isInClosure(_ token: Int, within body: Range<Int>) -> Bool {
        enclosingScopes(of: token).contains { scope in
            if case .closure = scope.kind { return body.contains(scope.tokens.lowerBound) }
            return false
        }
    }

    /// The loops around a token, innermost first, each with the tokens of its head.
    func enclosingLoops(of token: Int) -> [Range<Int>] {
        enclosingScopes(of: token).compactMap { scope in
            if case .loop(let head) = scope.kind { return head }
            return nil
        }
    }

    /// The last `await` before `token` within `body` that runs in the same closure (or the same method
    /// body, outside closures) as the token: what the token waits for.
    func await(before token: Int, within body: Range<Int>) -> Int? {
        // Among the awaits of the token's closure, found without reading the closures of the others:
        // asking that of every await before every push was quadratic.
        let scope = self.scope(at: token).flatMap { $0 < innermostClosure.count ? $0 : nil }
        guard let candidates = awaitsByClosure[scope.map { Int(innermostClosure[$0]) } ?? -1] else { return nil }
        let index = Self.firstIndex(count: candidates.count, atOrAfter: token) { candidates[$0] } - 1
        guard index >= 0, candidates[index] >= body.lowerBound else { return nil }
        return candidates[index]
    }

    /// The `return`s inside a token range (a method's body), in order.
    func returns(in range: Range<Int>) -> ArraySlice<ReturnStatement> {
        let start = Self.firstIndex(count: returns.count, atOrAfter: range.lowerBound) { returns[$0].keyword }
        var end = start
        while end < returns.count, returns[end].keyword < range.upperBound { end += 1 }
        return returns[start..<end]
    }

    /// The position of the first of `count` items, sorted by the token `key` gives, at or after `token`.
    private static func firstIndex(count: Int, atOrAfter token: Int, key: (Int) -> Int) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if key(middle) < token { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// A stretch of code that runs under one circumstance.
struct StatementScope: Sendable {
    enum Kind: Sendable {
        /// The body of a declaration: a method, a type, an accessor or computed property.
        case body
        /// A branch that runs when the condition (an index into `FileStatements.conditions`) holds, or
        /// when it does not (`holds` false: an `else`, or the code after an `if` that always leaves).
        case branch(condition: Int, holds: Bool)
        /// The head of an `if`, `guard` or `while`: the condition itself.
        case condition
        /// One `case` (or `default`) of a `switch`, with the tokens of its patterns.
        case switchCase(patterns: Range<Int>)
        /// A loop's body, with the tokens of its head (`for g in view.gestureRecognizers`).
        case loop(head: Range<Int>)
        /// A `do`, `defer` or `catch` block, or a plain block.
        case block
        /// A closure or Objective-C block, with the call it is handed to.
        case closure(ClosureContext)
    }

    let kind: Kind
    let parent: Int?
    /// The tokens it covers.
    let tokens: Range<Int>
}

/// What runs a closure: the call it is an argument or trailing closure of, and the argument's label.
package struct ClosureContext: Sendable, Equatable {
    /// The called function or method (`async`, `asyncAfter`, `dispatch_async`, the first part of an
    /// Objective-C selector), nil when the closure is not handed to a call (`onTap = { ... }`).
    package let callee: String?
    /// The argument label (`completion`, `success`), nil for a trailing or unlabeled closure.
    let label: String?
    /// The property or variable a closure is assigned to (`cell.onSelect = { ... }`).
    package let assignedTo: String?
    /// The token that opens the closure.
    package let open: Int
    /// The token of the callee's name (the first selector part of a message), when there is one.
    var calleeToken: Int? = nil
}

/// A `return` and the tokens of the value it returns (empty for a bare `return`).
struct ReturnStatement: Sendable {
    let keyword: Int
    let value: Range<Int>
}
