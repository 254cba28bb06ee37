import Format

/// An expression turned into a closure when its rule loads: variables resolved to frame slots, helpers
/// to their functions and fields to their index in each schema. Running it walks no tree and compares no
/// names, which matters because a rule evaluates its condition once per binding, millions of times on
/// large files.
struct CompiledExpression: Sendable {
    let evaluate: @Sendable (EvaluationFrame) -> Located

    func callAsFunction(_ frame: EvaluationFrame) -> Located { evaluate(frame) }

    /// Whether the value is the boolean true.
    func holds(_ frame: EvaluationFrame) -> Bool { evaluate(frame).value.isTrue }
}

/// Compiles the expressions of one rule case, handing out a frame slot per variable.
struct ExpressionCompiler {
    /// The slot of each variable in scope; inner names shadow outer ones.
    private var slots: [String: Int] = [:]
    private var depth = 0
    /// The number of slots a frame needs for everything compiled so far.
    private(set) var slotCount = 0

    /// Gives a `match` variable the next slot; expressions compiled afterwards can read it.
    mutating func bind(_ name: String) -> Int {
        let slot = depth
        slots[name] = slot
        depth += 1
        slotCount = max(slotCount, depth)
        return slot
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
            if let slot = slots[name] {
                return CompiledExpression { frame in frame.slots[slot] }
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
            guard let helper = Helpers.lookup(name), arguments.count == helper.parameters.count else {
                return CompiledExpression { _ in .null }
            }
            let body = helper.body
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
        case .quantifier(let quantifier, let variable, let collection, let condition, _):
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
            test = { frame in Value.equal(left(frame).value, right(frame).value) }
        case .notEqual:
            test = { frame in !Value.equal(left(frame).value, right(frame).value) }
        case .contained:
            test = { frame in
                let needle = left(frame).value
                guard case .list(let items) = right(frame).value else { return false }
                return items.contains { Value.equal(needle, $0.value) }
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
        self.indices = FormatSchema.objectSchemas.compactMap { schema in schema.index(of: name).map { (schema, $0) } }
    }

    func index(in schema: ObjectSchema) -> Int? {
        for entry in indices where entry.schema === schema { return entry.index }
        return schema.index(of: name)
    }
}
