import Format

/// An expression turned into a closure when its rule loads: variables resolved to frame slots, built-in
/// functions to their bodies and fields to their index in each schema. Running it walks no tree and compares no
/// names, which matters because a rule evaluates its condition once per binding, millions of times on
/// large files.
struct CompiledExpression: Sendable {
    let evaluate: @Sendable (EvaluationFrame) -> Located

    func callAsFunction(_ frame: EvaluationFrame) -> Located { evaluate(frame) }

    /// Whether the value is the boolean true.
    func holds(_ frame: EvaluationFrame) -> Bool { evaluate(frame).value.isTrue }
}

/// Compiles the expressions of one rule case, handing out a frame slot per variable.
///
/// Frame layout: the `match` variables first (slot i for the i-th), then one slot per `let` binding, then
/// scratch slots for quantifier variables. Each `let` expression gets scratch slots of its own, after
/// everything compiled before it, because it runs lazily from inside whatever reads it first, possibly in
/// the middle of another expression's quantifier, whose variable it must not overwrite.
struct ExpressionCompiler {
    /// How a name in scope is read.
    private enum Binding {
        case slot(Int)
        case lazy(CompiledExpression)
    }

    /// The binding of each variable in scope; inner names shadow outer ones.
    private var names: [String: Binding] = [:]
    /// For each `match` and `let` name: the deepest `match` variable its value depends on (-1 for none).
    private var dependencies: [String: Int] = [:]
    private var depth = 0
    /// The number of slots a frame needs for everything compiled so far.
    private(set) var slotCount = 0
    /// The `match` slots some `let` binding depends on: only their changes need marking.
    /// A short list rather than a set, since creating a set type costs a conformance scan at start-up.
    private(set) var letDependencies: [Int] = []

    /// Gives a `match` or quantifier variable the next slot; expressions compiled afterwards can read it.
    mutating func bind(_ name: String) -> Int {
        let slot = depth
        names[name] = .slot(slot)
        dependencies[name] = slot
        depth += 1
        slotCount = max(slotCount, depth)
        return slot
    }

    /// Compiles a `let` binding's expression and makes `name` read it. The value is computed on first
    /// use and kept in its slot until a `match` variable it depends on moves on (see `EvaluationFrame`),
    /// so a binding read by `when` and again by `report` runs once per match, and one that depends only
    /// on outer variables (or none) runs once per value of those.
    mutating func bindLet(_ name: String, _ expression: Expression) {
        let dependency = deepestSlot(readBy: expression)
        let slot = reserveSlot()
        var inner = self
        inner.depth = slotCount
        let body = inner.compile(expression)
        slotCount = max(slotCount, inner.slotCount)
        depth = slotCount
        bindLet(name, slot: slot, dependency: dependency, body: body)
    }

    private mutating func reserveSlot() -> Int {
        let slot = depth
        depth += 1
        slotCount = max(slotCount, depth)
        return slot
    }

    /// Makes `name` read `body` through the cache in `slot`; `dependency` is the slot of the deepest
    /// `match` variable it reads (-1 for none). Tests call it directly with a body that counts its runs.
    mutating func bindLet(_ name: String, dependency: Int, body: CompiledExpression) {
        bindLet(name, slot: reserveSlot(), dependency: dependency, body: body)
    }

    private mutating func bindLet(_ name: String, slot: Int, dependency: Int, body: CompiledExpression) {
        dependencies[name] = dependency
        if dependency >= 0, !letDependencies.contains(dependency) { letDependencies.append(dependency) }
        names[name] = .lazy(CompiledExpression { frame in
            let computedAt = frame.letStamps[slot]
            if computedAt >= 0, dependency < 0 || computedAt >= frame.changedAt[dependency] {
                return frame.slots[slot]
            }
            let value = body(frame)
            frame.slots[slot] = value
            frame.letStamps[slot] = frame.stamp
            return value
        })
    }

    /// The slot of the deepest `match` variable the expression reads, directly or through a `let`
    /// binding (-1 for none).
    func deepestSlot(readBy expression: Expression) -> Int {
        expression.freeVariables.compactMap { dependencies[$0] }.max() ?? -1
    }

    mutating func compile(_ expression: Expression) -> CompiledExpression {
        switch expression {
        case .literal(let literal, _):
            let value: Located
            switch literal {
            case .null: value = .null
            case .bool(let flag): value = .computed(.bool(flag))
            case .number(let number): value = .computed(.number(number))
            case .string(let text): value = .computed(.string(text))
            }
            return CompiledExpression { _ in value }
        case .variable(let name, _):
            switch names[name] {
            case .slot(let slot): return CompiledExpression { frame in frame.slots[slot] }
            case .lazy(let read): return read
            case nil: break
            }
            guard let global = EvaluationContext.globalNames.firstIndex(of: name) else {
                return CompiledExpression { _ in .null }
            }
            return CompiledExpression { frame in frame.context.globals[global] }
        case .member(let base, let name, _):
            let object = compile(base)
            let field = FieldAccess(name)
            return CompiledExpression { frame in object(frame).field(field) }
        case .call(let name, let arguments, _):
            guard let function = BuiltinFunctions.lookup(name), arguments.count == function.parameters.count else {
                return CompiledExpression { _ in .null }
            }
            let body = function.body
            let compiled = arguments.map { compile($0) }
            return CompiledExpression { frame in body(frame.context, compiled.map { $0(frame) }) }
        case .not(let operand, _):
            let inner = compile(operand)
            return CompiledExpression { frame in .computed(.bool(!inner.holds(frame))) }
        case .binary(let op, let left, let right, _):
            return compileBinary(op, compile(left), compile(right))
        case .list(let items, _):
            let compiled = items.map { compile($0) }
            return CompiledExpression { frame in .computed(.list(compiled.map { $0(frame) })) }
        case .quantifier(let quantifier, let variable, _, let collection, let condition, _):
            let source = compile(collection)
            var inner = self
            let slot = inner.bind(variable)
            let test = inner.compile(condition)
            slotCount = max(slotCount, inner.slotCount)
            return CompiledExpression { frame in
                let list = source(frame)
                guard case .list(let items) = list.value else {
                    return quantifier == .filter
                        ? Located(.list([]), span: list.span, position: list.position, written: false)
                        : .computed(.bool(quantifier != .any))
                }
                let passes: (Located) -> Bool = { item in
                    frame.slots[slot] = item
                    return test.holds(frame)
                }
                switch quantifier {
                case .any: return .computed(.bool(items.contains(where: passes)))
                case .all: return .computed(.bool(items.allSatisfy(passes)))
                case .none: return .computed(.bool(!items.contains(where: passes)))
                case .filter: return Located(.list(items.filter(passes)), span: list.span, position: list.position, written: list.written)
                }
            }
        case .conditional(let condition, let then, let otherwise, _):
            let test = compile(condition)
            let yes = compile(then)
            let no = compile(otherwise)
            return CompiledExpression { frame in test.holds(frame) ? yes(frame) : no(frame) }
        }
    }

    private func compileBinary(_ op: BinaryOperator, _ left: CompiledExpression, _ right: CompiledExpression) -> CompiledExpression {
        let test: @Sendable (EvaluationFrame) -> Bool
        switch op {
        case .and:
            test = { frame in left.holds(frame) && right.holds(frame) }
        case .or:
            test = { frame in left.holds(frame) || right.holds(frame) }
        case .equal:
            test = { frame in Located.equal(left(frame), right(frame)) }
        case .notEqual:
            test = { frame in !Located.equal(left(frame), right(frame)) }
        case .contained:
            test = { frame in
                let needle = left(frame)
                guard case .list(let items) = right(frame).value else { return false }
                return items.contains { Located.equal(needle, $0) }
            }
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            let accepts: @Sendable (Int) -> Bool
            switch op {
            case .less: accepts = { $0 < 0 }
            case .lessOrEqual: accepts = { $0 <= 0 }
            case .greater: accepts = { $0 > 0 }
            default: accepts = { $0 >= 0 }
            }
            test = { frame in Value.compare(left(frame).value, right(frame).value).map(accepts) ?? false }
        }
        return CompiledExpression { frame in .computed(.bool(test(frame))) }
    }
}

/// A field name resolved, when its rule loads, to its index in every schema that has it, so reading
/// it compares schema identities instead of names.
struct FieldAccess: Sendable {
    let name: String
    let isID: Bool
    private let indices: [(schema: ObjectSchema, index: Int)]

    init(_ name: String) {
        self.name = name
        self.isID = name == Located.idField
        self.indices = Self.indicesByName[name] ?? []
    }

    /// Every field name of the format with its index in each schema that has it, built once, because asking
    /// each schema on every member access cost more than decoding all the pre-parsed built-in rules.
    private static let indicesByName: [String: [(schema: ObjectSchema, index: Int)]] = {
        var table: [String: [(schema: ObjectSchema, index: Int)]] = [:]
        for schema in FormatSchema.objectSchemas {
            for (index, field) in schema.fields.enumerated() {
                table[field.name, default: []].append((schema, index))
            }
        }
        return table
    }()

    func index(in schema: ObjectSchema) -> Int? {
        for entry in indices where entry.schema === schema { return entry.index }
        return schema.index(of: name)
    }
}
