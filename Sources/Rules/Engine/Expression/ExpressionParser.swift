/// Parses the rule expression language:
///
///     expr    := 'if' expr 'then' expr 'else' expr | or
///     or      := and ('or' and)*
///     and     := not ('and' not)*
///     not     := 'not' not | compare
///     compare := postfix (('=='|'!='|'<'|'<='|'>'|'>='|'in') postfix)?
///     postfix := primary ('.' name)*
///     primary := literal | name | name '(' args ')' | ('any'|'all'|'none'|'filter') '(' name 'in' expr ':' expr ')'
///              | '(' expr ')' | '[' args ']'
struct ExpressionParser {
    private enum Token: Hashable {
        case name(String)
        case number(Double)
        case string(String)
        case symbol(String)
        case end
    }

    private let file: String
    private let mapOffset: (Int) -> SourceLocation
    private var tokens: [(token: Token, offset: Int)] = []
    private var position = 0

    /// `mapOffset` turns a scalar offset into the text into a position in the rule file.
    static func parse(_ text: String, file: String, mapOffset: @escaping (Int) -> SourceLocation) throws -> Expression {
        var parser = ExpressionParser(file: file, mapOffset: mapOffset)
        try parser.tokenize(Array(text.unicodeScalars))
        let expression = try parser.parseExpression()
        guard parser.current == .end else {
            throw parser.error("unexpected \(parser.describe(parser.current)) after a complete expression")
        }
        return expression
    }

    private init(file: String, mapOffset: @escaping (Int) -> SourceLocation) {
        self.file = file
        self.mapOffset = mapOffset
    }

    private var current: Token { position < tokens.count ? tokens[position].token : .end }
    private var currentLocation: SourceLocation {
        mapOffset(position < tokens.count ? tokens[position].offset : (tokens.last?.offset ?? 0))
    }

    private func error(_ message: String, at location: SourceLocation? = nil) -> PositionedError {
        PositionedError(file: file, location: location ?? currentLocation, message: message)
    }

    private func describe(_ token: Token) -> String {
        switch token {
        case .name(let name): "'\(name)'"
        case .number(let value): "number \(value)"
        case .string(let text): "string '\(text)'"
        case .symbol(let symbol): "'\(symbol)'"
        case .end: "end of expression"
        }
    }

    private mutating func tokenize(_ scalars: [Unicode.Scalar]) throws {
        var index = 0
        func isNameStart(_ scalar: Unicode.Scalar) -> Bool { scalar == "_" || (scalar.isASCII && scalar.properties.isAlphabetic) }
        func isNamePart(_ scalar: Unicode.Scalar) -> Bool { isNameStart(scalar) || ("0"..."9").contains(scalar) }
        while index < scalars.count {
            let scalar = scalars[index]
            let start = index
            if scalar.properties.isWhitespace {
                index += 1
            } else if isNameStart(scalar) {
                while index < scalars.count, isNamePart(scalars[index]) { index += 1 }
                tokens.append((.name(String(String.UnicodeScalarView(scalars[start..<index]))), start))
            } else if ("0"..."9").contains(scalar) {
                while index < scalars.count, ("0"..."9").contains(scalars[index]) || scalars[index] == "." { index += 1 }
                let text = String(String.UnicodeScalarView(scalars[start..<index]))
                guard let value = Double(text) else {
                    throw PositionedError(file: file, location: mapOffset(start), message: "'\(text)' is not a number; write versions as strings, e.g. '13.4'")
                }
                tokens.append((.number(value), start))
            } else if scalar == "'" || scalar == "\"" {
                index += 1
                var text = String.UnicodeScalarView()
                while index < scalars.count, scalars[index] != scalar {
                    text.append(scalars[index])
                    index += 1
                }
                guard index < scalars.count else {
                    throw PositionedError(file: file, location: mapOffset(start), message: "this string is never closed")
                }
                index += 1
                tokens.append((.string(String(text)), start))
            } else {
                let two = index + 1 < scalars.count ? String(String.UnicodeScalarView([scalar, scalars[index + 1]])) : ""
                if ["==", "!=", "<=", ">="].contains(two) {
                    tokens.append((.symbol(two), start))
                    index += 2
                } else if "()[],.:<>".unicodeScalars.contains(scalar) {
                    tokens.append((.symbol(String(scalar)), start))
                    index += 1
                } else {
                    throw PositionedError(file: file, location: mapOffset(start), message: "unexpected character '\(scalar)' in the expression")
                }
            }
        }
    }

    private mutating func advance() { position += 1 }

    private mutating func expect(_ symbol: String) throws {
        guard current == .symbol(symbol) || current == .name(symbol) else {
            throw error("expected '\(symbol)' but found \(describe(current))")
        }
        advance()
    }

    private mutating func parseExpression() throws -> Expression {
        if current == .name("if") {
            let location = currentLocation
            advance()
            let condition = try parseExpression()
            try expect("then")
            let then = try parseExpression()
            try expect("else")
            let otherwise = try parseExpression()
            return .conditional(condition, then, otherwise, location)
        }
        return try parseOr()
    }

    private mutating func parseOr() throws -> Expression {
        var left = try parseAnd()
        while current == .name("or") {
            let location = currentLocation
            advance()
            left = .binary(.or, left, try parseAnd(), location)
        }
        return left
    }

    private mutating func parseAnd() throws -> Expression {
        var left = try parseNot()
        while current == .name("and") {
            let location = currentLocation
            advance()
            left = .binary(.and, left, try parseNot(), location)
        }
        return left
    }

    private mutating func parseNot() throws -> Expression {
        if current == .name("not") {
            let location = currentLocation
            advance()
            return .not(try parseNot(), location)
        }
        return try parseComparison()
    }

    private mutating func parseComparison() throws -> Expression {
        let left = try parsePostfix()
        let operators: [Token: BinaryOperator] = [
            .symbol("=="): .equal, .symbol("!="): .notEqual, .symbol("<"): .less, .symbol("<="): .lessOrEqual,
            .symbol(">"): .greater, .symbol(">="): .greaterOrEqual, .name("in"): .contained,
        ]
        guard let op = operators[current] else { return left }
        let location = currentLocation
        advance()
        return .binary(op, left, try parsePostfix(), location)
    }

    private mutating func parsePostfix() throws -> Expression {
        var base = try parsePrimary()
        while current == .symbol(".") {
            advance()
            let location = currentLocation
            guard case .name(let name) = current else { throw error("expected a field name after '.'") }
            advance()
            base = .member(base, name, location)
        }
        return base
    }

    private static let keywords: Set<String> = ["and", "or", "not", "in", "if", "then", "else"]

    private mutating func parsePrimary() throws -> Expression {
        let location = currentLocation
        switch current {
        case .number(let value):
            advance()
            return .literal(.number(value), location)
        case .string(let text):
            advance()
            return .literal(.string(text), location)
        case .symbol("("):
            advance()
            let inner = try parseExpression()
            try expect(")")
            return inner
        case .symbol("["):
            advance()
            let items = try parseArguments(closing: "]")
            return .list(items, location)
        case .name(let name):
            if Self.keywords.contains(name) { throw error("expected a value but found '\(name)'") }
            advance()
            switch name {
            case "true": return .literal(.bool(true), location)
            case "false": return .literal(.bool(false), location)
            case "null": return .literal(.null, location)
            default: break
            }
            guard current == .symbol("(") else { return .variable(name, location) }
            advance()
            if let quantifier = Quantifier(rawValue: name) {
                guard case .name(let variable) = current, !Self.keywords.contains(variable) else {
                    throw error("expected `\(name)(item in list: condition)`")
                }
                advance()
                try expect("in")
                let collection = try parseExpression()
                try expect(":")
                let condition = try parseExpression()
                try expect(")")
                return .quantifier(quantifier, variable, collection, condition, location)
            }
            return .call(name, try parseArguments(closing: ")"), location)
        default:
            throw error("expected a value but found \(describe(current))")
        }
    }

    private mutating func parseArguments(closing: String) throws -> [Expression] {
        var items: [Expression] = []
        if current == .symbol(closing) {
            advance()
            return items
        }
        while true {
            items.append(try parseExpression())
            if current == .symbol(",") {
                advance()
                continue
            }
            try expect(closing)
            return items
        }
    }
}

