import Format

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

    /// `mapOffset` turns a UTF-8 offset into the text into a position in the rule file.
    static func parse(_ text: String, file: String, mapOffset: @escaping (Int) -> SourceLocation) throws -> Expression {
        var parser = ExpressionParser(file: file, mapOffset: mapOffset)
        try parser.tokenize(Array(text.utf8))
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

    /// Works on UTF-8 bytes: names and symbols are ASCII, and strings are copied through whole.
    private mutating func tokenize(_ bytes: [UInt8]) throws {
        var index = 0
        func isNameStart(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        }
        func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        while index < bytes.count {
            let byte = bytes[index]
            let start = index
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case _ where isNameStart(byte):
                while index < bytes.count, isNameStart(bytes[index]) || isDigit(bytes[index]) { index += 1 }
                tokens.append((.name(text(start..<index)), start))
            case _ where isDigit(byte):
                while index < bytes.count, isDigit(bytes[index]) || bytes[index] == UInt8(ascii: ".") { index += 1 }
                let literal = text(start..<index)
                guard let value = Double(literal) else {
                    throw PositionedError(file: file, location: mapOffset(start), message: "'\(literal)' is not a number; write versions as strings, e.g. '13.4'")
                }
                tokens.append((.number(value), start))
            case UInt8(ascii: "'"), UInt8(ascii: "\""):
                index += 1
                while index < bytes.count, bytes[index] != byte { index += 1 }
                guard index < bytes.count else {
                    throw PositionedError(file: file, location: mapOffset(start), message: "this string is never closed")
                }
                tokens.append((.string(text((start + 1)..<index)), start))
                index += 1
            case UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">"):
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "=") {
                    tokens.append((.symbol(text(start..<(index + 2))), start))
                    index += 2
                } else if byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") {
                    tokens.append((.symbol(text(start..<(index + 1))), start))
                    index += 1
                } else {
                    throw unexpectedCharacter(in: bytes, at: start)
                }
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"),
                 UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: ":"):
                tokens.append((.symbol(text(start..<(index + 1))), start))
                index += 1
            default:
                if byte >= 0x80, let scalar = Self.scalar(in: bytes, at: start), scalar.properties.isWhitespace {
                    index += UTF8.width(scalar)
                } else {
                    throw unexpectedCharacter(in: bytes, at: start)
                }
            }
        }
    }

    /// The scalar starting at `offset`, decoded from at most the four bytes UTF-8 needs.
    private static func scalar(in bytes: [UInt8], at offset: Int) -> Unicode.Scalar? {
        String(decoding: bytes[offset..<min(offset + 4, bytes.count)], as: UTF8.self).unicodeScalars.first
    }

    private func unexpectedCharacter(in bytes: [UInt8], at offset: Int) -> PositionedError {
        let character = Self.scalar(in: bytes, at: offset).map(String.init) ?? "?"
        return PositionedError(file: file, location: mapOffset(offset), message: "unexpected character '\(character)' in the expression")
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
        guard let op = Self.comparison(current) else { return left }
        let location = currentLocation
        advance()
        return .binary(op, left, try parsePostfix(), location)
    }

    /// The comparison a token stands for. A switch, not a table: a table built per comparison hashed
    /// every operator each time, for every expression of every rule at start-up.
    private static func comparison(_ token: Token) -> BinaryOperator? {
        switch token {
        case .symbol("=="): .equal
        case .symbol("!="): .notEqual
        case .symbol("<"): .less
        case .symbol("<="): .lessOrEqual
        case .symbol(">"): .greater
        case .symbol(">="): .greaterOrEqual
        case .name("in"): .contained
        default: nil
        }
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

    static let keywords: Set<String> = ["and", "or", "not", "in", "if", "then", "else"]
    /// Names that read as values rather than variables.
    static let literalNames: Set<String> = ["true", "false", "null"]

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
                let variableLocation = currentLocation
                guard case .name(let variable) = current, !Self.keywords.contains(variable) else {
                    throw error("expected `\(name)(item in list: condition)`")
                }
                advance()
                try expect("in")
                let collection = try parseExpression()
                try expect(":")
                let condition = try parseExpression()
                try expect(")")
                return .quantifier(quantifier, variable, variableLocation, collection, condition, location)
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

