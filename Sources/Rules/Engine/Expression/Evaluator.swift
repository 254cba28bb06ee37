/// The variables bound while a rule runs: a handful at most, so a small list searched from the end
/// (inner names shadow outer ones) beats a hashed dictionary, and rebinding one slot copies nothing.
struct Scope: Sendable {
    private var names: [String] = []
    private var values: [Located] = []

    static let empty = Scope()

    subscript(name: String) -> Located? {
        var index = names.count - 1
        while index >= 0 {
            if names[index] == name { return values[index] }
            index -= 1
        }
        return nil
    }

    /// Adds a name; returns its slot for `rebind`.
    mutating func bind(_ name: String, _ value: Located) -> Int {
        names.append(name)
        values.append(value)
        return values.count - 1
    }

    mutating func rebind(_ slot: Int, _ value: Located) {
        guard slot >= 0, slot < values.count else { return }
        values[slot] = value
    }
}

/// Evaluates checked expressions over one app model; a class, shared by the rule workers without copies.
final class Evaluator: Sendable {
    let app: AppDescription
    let globals: [String: Located]

    init(app: AppDescription) {
        self.app = app
        let document = Located.object(app.document)
        var globals: [String: Located] = [:]
        globals["app"] = document.field("app")
        globals["extensions"] = document.field("extensions")
        globals["navigationControllers"] = document.field("navigationControllers")
        globals["screens"] = document.field("screens")
        self.globals = globals
    }

    func evaluate(_ expression: Expression, _ scope: Scope) -> Located {
        switch expression {
        case .literal(let literal, _):
            switch literal {
            case .null: return .null
            case .bool(let value): return Located(.bool(value), span: nil, position: .none, written: false)
            case .number(let value): return Located(.number(value), span: nil, position: .none, written: false)
            case .string(let text): return Located(.string(text), span: nil, position: .none, written: false)
            }
        case .variable(let name, _):
            return scope[name] ?? globals[name] ?? .null
        case .member(let base, let name, _):
            return evaluate(base, scope).field(name)
        case .call(let name, let arguments, _):
            guard let helper = Helpers.lookup(name), arguments.count == helper.parameters.count else { return .null }
            return helper.body(app, arguments.map { evaluate($0, scope) })
        case .not(let operand, _):
            return Self.bool(!truth(evaluate(operand, scope)))
        case .binary(let op, let left, let right, _):
            return Self.bool(evaluateBinary(op, left, right, scope))
        case .list(let items, _):
            return Located(.list(items.map { evaluate($0, scope) }), span: nil, position: .none, written: false)
        case .quantifier(let quantifier, let variable, let collection, let condition, _):
            let source = evaluate(collection, scope)
            guard case .list(let items) = source.value else {
                return quantifier == .filter ? Located(.list([]), span: source.span, position: source.position, written: false) : Self.bool(quantifier != .any)
            }
            var inner = scope
            let slot = inner.bind(variable, .null)
            let test: (Located) -> Bool = { item in
                inner.rebind(slot, item)
                return self.truth(self.evaluate(condition, inner))
            }
            switch quantifier {
            case .any: return Self.bool(items.contains(where: test))
            case .all: return Self.bool(items.allSatisfy(test))
            case .none: return Self.bool(!items.contains(where: test))
            case .filter: return Located(.list(items.filter(test)), span: source.span, position: source.position, written: source.written)
            }
        case .conditional(let condition, let then, let otherwise, _):
            return truth(evaluate(condition, scope)) ? evaluate(then, scope) : evaluate(otherwise, scope)
        }
    }

    func truth(_ located: Located) -> Bool {
        if case .bool(let value) = located.value { return value }
        return false
    }

    private static func bool(_ value: Bool) -> Located { Located(.bool(value), span: nil, position: .none, written: false) }

    private func evaluateBinary(_ op: BinaryOperator, _ left: Expression, _ right: Expression, _ scope: Scope) -> Bool {
        switch op {
        case .and: return truth(evaluate(left, scope)) && truth(evaluate(right, scope))
        case .or: return truth(evaluate(left, scope)) || truth(evaluate(right, scope))
        case .equal: return Self.equal(evaluate(left, scope).value, evaluate(right, scope).value)
        case .notEqual: return !Self.equal(evaluate(left, scope).value, evaluate(right, scope).value)
        case .contained:
            let needle = evaluate(left, scope).value
            guard case .list(let items) = evaluate(right, scope).value else { return false }
            return items.contains { Self.equal(needle, $0.value) }
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            guard let order = Self.compare(evaluate(left, scope).value, evaluate(right, scope).value) else { return false }
            switch op {
            case .less: return order < 0
            case .lessOrEqual: return order <= 0
            case .greater: return order > 0
            default: return order >= 0
            }
        }
    }

    static func equal(_ left: Value, _ right: Value) -> Bool {
        switch (left, right) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.version(let a), .version(let b)): return a == b
        case (.version(let a), .string(let b)), (.string(let b), .version(let a)): return Version(b) == a
        case (.object(let a), .object(let b)): return a === b
        case (.list(let a), .list(let b)): return a.count == b.count && zip(a, b).allSatisfy { equal($0.value, $1.value) }
        default: return false
        }
    }

    /// -1, 0 or 1; nil when the values have no order.
    static func compare(_ left: Value, _ right: Value) -> Int? {
        func sign<T: Comparable>(_ a: T, _ b: T) -> Int { a < b ? -1 : (b < a ? 1 : 0) }
        switch (left, right) {
        case (.number(let a), .number(let b)): return sign(a, b)
        case (.version(let a), .version(let b)): return sign(a, b)
        case (.version(let a), .string(let b)): return Version(b).map { sign(a, $0) }
        case (.string(let a), .version(let b)): return Version(a).map { sign($0, b) }
        default: return nil
        }
    }
}
