import Format

/// A parsed rule expression, each node keeping its position in the rule file.
public indirect enum Expression: Sendable, Equatable {
    case literal(LiteralValue, SourceLocation)
    case variable(String, SourceLocation)
    case member(Expression, String, SourceLocation)
    case call(String, [Expression], SourceLocation)
    case not(Expression, SourceLocation)
    case binary(BinaryOperator, Expression, Expression, SourceLocation)
    case list([Expression], SourceLocation)
    /// `any(x in list: condition)`, `all(...)`, `none(...)` or `filter(...)`; the first location is the
    /// variable's, for errors about its name, the last the quantifier's.
    case quantifier(Quantifier, String, SourceLocation, Expression, Expression, SourceLocation)
    case conditional(Expression, Expression, Expression, SourceLocation)

    public var location: SourceLocation {
        switch self {
        case .literal(_, let at), .variable(_, let at), .member(_, _, let at), .call(_, _, let at), .not(_, let at),
             .binary(_, _, _, let at), .list(_, let at), .quantifier(_, _, _, _, _, let at), .conditional(_, _, _, let at):
            at
        }
    }

    /// The names the expression reads from outside itself: a quantifier's variable is not free in its
    /// condition. `let` bindings use this to find what they depend on and whether they are used.
    var freeVariables: Set<String> {
        var names: Set<String> = []
        collectFreeVariables(into: &names, bound: [])
        return names
    }

    private func collectFreeVariables(into names: inout Set<String>, bound: Set<String>) {
        switch self {
        case .literal:
            break
        case .variable(let name, _):
            if !bound.contains(name) { names.insert(name) }
        case .member(let base, _, _), .not(let base, _):
            base.collectFreeVariables(into: &names, bound: bound)
        case .call(_, let items, _), .list(let items, _):
            for item in items { item.collectFreeVariables(into: &names, bound: bound) }
        case .binary(_, let left, let right, _):
            left.collectFreeVariables(into: &names, bound: bound)
            right.collectFreeVariables(into: &names, bound: bound)
        case .quantifier(_, let variable, _, let collection, let condition, _):
            collection.collectFreeVariables(into: &names, bound: bound)
            condition.collectFreeVariables(into: &names, bound: bound.union([variable]))
        case .conditional(let condition, let then, let otherwise, _):
            condition.collectFreeVariables(into: &names, bound: bound)
            then.collectFreeVariables(into: &names, bound: bound)
            otherwise.collectFreeVariables(into: &names, bound: bound)
        }
    }

    /// The string constants written anywhere in the expression, such as the severity words of `report.severity`.
    var stringLiterals: [String] {
        switch self {
        case .literal(.string(let text), _): [text]
        case .literal, .variable: []
        case .member(let base, _, _), .not(let base, _): base.stringLiterals
        case .call(_, let items, _), .list(let items, _): items.flatMap(\.stringLiterals)
        case .binary(_, let left, let right, _): left.stringLiterals + right.stringLiterals
        case .quantifier(_, _, _, let collection, let condition, _): collection.stringLiterals + condition.stringLiterals
        case .conditional(let condition, let then, let otherwise, _): condition.stringLiterals + then.stringLiterals + otherwise.stringLiterals
        }
    }

    /// The dotted source form of a path expression (`screen.navigationItem.hidesBackButton`), for messages.
    var pathText: String? {
        switch self {
        case .variable(let name, _): name
        case .member(let base, let name, _): base.pathText.map { "\($0).\(name)" }
        default: nil
        }
    }
}

/// A constant written in an expression.
public enum LiteralValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
}

/// Operators between two expressions.
public enum BinaryOperator: String, Sendable {
    case and, or
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
    case contained = "in"
}

/// The quantifiers over lists; `filter` keeps the items that pass instead of answering yes or no.
public enum Quantifier: String, Sendable {
    case any, all, none, filter
}
