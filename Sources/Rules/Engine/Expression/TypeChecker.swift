import Format

/// Checks an expression against the format schema when its rule file loads: unknown fields,
/// wrong argument kinds, comparisons that can never hold and enum values that do not exist are errors.
struct TypeChecker {
    let file: String
    /// The `let` names in scope. A quantifier variable may not reuse one: the binding's value is computed
    /// once per match, so an inner name that hid it would make the same word mean two things in one rule.
    var letNames: Set<String> = []

    /// Variables every expression can use: the document's objects and id mappings (`app`, `screens`, ...).
    static let globals: [String: StaticType] = {
        var names: [String: StaticType] = [:]
        for field in FormatSchema.document.fields {
            switch field.type {
            case .object(let schema): names[field.name] = .object(schema)
            case .map(let schema): names[field.name] = .list(.object(schema))
            default: continue
            }
        }
        return names
    }()

    private func error(_ message: String, _ location: SourceLocation) -> PositionedError {
        PositionedError(file: file, location: location, message: message)
    }

    func check(_ expression: Expression, scope: [String: StaticType]) throws -> StaticType {
        switch expression {
        case .literal(let literal, _):
            switch literal {
            case .null: return .null
            case .bool: return .bool
            case .number: return .number
            case .string: return .string
            }
        case .variable(let name, let location):
            guard let type = scope[name] else {
                let names = Array(scope.keys).sorted()
                throw error("unknown name '\(name)'\(Suggestions.didYouMean(name, in: names)); names in scope: \(names.joined(separator: ", "))", location)
            }
            return type
        case .member(let base, let name, let location):
            let baseType = try check(base, scope: scope)
            guard case .object(let schema) = baseType else {
                throw error("'\(base.pathText ?? "this value")' is \(baseType), which has no field '\(name)'", location)
            }
            if name == Located.idField { return .string }
            guard let field = schema.field(named: name) else {
                let names = schema.fields.map(\.name)
                throw error("a \(schema.name) has no field '\(name)'\(Suggestions.didYouMean(name, in: names)); its fields: \(names.joined(separator: ", "))", location)
            }
            return StaticType(field.type)
        case .call(let name, let arguments, let location):
            guard let function = BuiltinFunctions.lookup(name) else {
                let names = BuiltinFunctions.names.sorted()
                throw error("unknown function '\(name)'\(Suggestions.didYouMean(name, in: names)); functions: \(names.joined(separator: ", "))", location)
            }
            guard arguments.count == function.parameters.count else {
                throw error("\(name) takes \(function.parameters.count) argument\(function.parameters.count == 1 ? "" : "s"), not \(arguments.count)", location)
            }
            var types: [StaticType] = []
            for (argument, kind) in zip(arguments, function.parameters) {
                let type = try check(argument, scope: scope)
                guard kind.accepts(type) else {
                    throw error("\(name) expects \(kind.description) here, not \(type)", argument.location)
                }
                types.append(type)
            }
            return function.resultType(types)
        case .not(let operand, let location):
            try expectBool(operand, scope: scope, at: location, what: "'not'")
            return .bool
        case .binary(let op, let left, let right, let location):
            return try checkBinary(op, left, right, at: location, scope: scope)
        case .list(let items, _):
            var element: StaticType = .string
            for (offset, item) in items.enumerated() {
                let type = try check(item, scope: scope)
                if offset == 0 { element = type }
            }
            return .list(element)
        case .quantifier(let quantifier, let variable, let variableLocation, let collection, let condition, let location):
            if letNames.contains(variable) {
                throw error("'\(variable)' is already bound by `let`; give the \(quantifier.rawValue)(...) variable another name", variableLocation)
            }
            let collectionType = try check(collection, scope: scope)
            guard let element = collectionType.elementType else {
                throw error("\(quantifier.rawValue)(...) needs a list after 'in', not \(collectionType)", location)
            }
            var inner = scope
            inner[variable] = element
            try expectBool(condition, scope: inner, at: condition.location, what: "the condition of \(quantifier.rawValue)(...)")
            return quantifier == .filter ? collectionType : .bool
        case .conditional(let condition, let then, let otherwise, let location):
            try expectBool(condition, scope: scope, at: location, what: "the condition of if")
            let thenType = try check(then, scope: scope)
            _ = try check(otherwise, scope: scope)
            return thenType
        }
    }

    func expectBool(_ expression: Expression, scope: [String: StaticType], at location: SourceLocation, what: String) throws {
        let type = try check(expression, scope: scope)
        guard case .bool = type else {
            throw error("\(what) must be a boolean, but this is \(type)", expression.location)
        }
    }

    private func checkBinary(_ op: BinaryOperator, _ left: Expression, _ right: Expression, at location: SourceLocation, scope: [String: StaticType]) throws -> StaticType {
        switch op {
        case .and, .or:
            try expectBool(left, scope: scope, at: location, what: "the left side of '\(op.rawValue)'")
            try expectBool(right, scope: scope, at: location, what: "the right side of '\(op.rawValue)'")
        case .equal, .notEqual:
            let leftType = try check(left, scope: scope)
            let rightType = try check(right, scope: scope)
            guard comparable(leftType, rightType) else {
                throw error("'\(op.rawValue)' compares \(leftType) with \(rightType), which is never equal", location)
            }
            try checkEnumLiteral(leftType, right)
            try checkEnumLiteral(rightType, left)
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            let leftType = try check(left, scope: scope)
            let rightType = try check(right, scope: scope)
            guard ordered(leftType, rightType, left, right) else {
                throw error("'\(op.rawValue)' orders numbers or versions, not \(leftType) and \(rightType)", location)
            }
        case .contained:
            let leftType = try check(left, scope: scope)
            let rightType = try check(right, scope: scope)
            guard let element = rightType.elementType else {
                throw error("'in' needs a list on its right, not \(rightType)", location)
            }
            guard comparable(leftType, element) else {
                throw error("'in' looks for \(leftType) in a list of \(element), which never matches", location)
            }
            try checkEnumLiteral(element, left)
            // `scope in ['edge', 'veto']`: the literals on the right are values of the enum on the left.
            try checkEnumLiteral(leftType, right)
        }
        return .bool
    }

    private func comparable(_ left: StaticType, _ right: StaticType) -> Bool {
        switch (left, right) {
        case (.null, _), (_, .null): true
        case (.bool, .bool), (.number, .number), (.version, .version): true
        case (.version, let other), (let other, .version): other.isStringLike
        case (.object(let a), .object(let b)): a === b
        case (.list, .list): true
        default: left.isStringLike && right.isStringLike
        }
    }

    private func ordered(_ left: StaticType, _ right: StaticType, _ leftExpression: Expression, _ rightExpression: Expression) -> Bool {
        switch (left, right) {
        case (.number, .number), (.version, .version): return true
        case (.version, .string): return isVersionLiteral(rightExpression)
        case (.string, .version): return isVersionLiteral(leftExpression)
        default: return false
        }
    }

    private func isVersionLiteral(_ expression: Expression) -> Bool {
        if case .literal(.string(let text), _) = expression { return Version(text) != nil }
        return false
    }

    /// A string literal compared with an enum key must be one of its values, so typos in rules fail at load time.
    private func checkEnumLiteral(_ type: StaticType, _ expression: Expression) throws {
        guard case .enumeration(let values) = type else { return }
        var literals: [(String, SourceLocation)] = []
        if case .literal(.string(let text), let location) = expression { literals.append((text, location)) }
        if case .list(let items, _) = expression {
            for case .literal(.string(let text), let location) in items { literals.append((text, location)) }
        }
        for (text, location) in literals where !values.contains(text) {
            throw error("'\(text)' is never a value here\(Suggestions.didYouMean(text, in: values)); the values are \(values.joined(separator: ", "))", location)
        }
    }
}
