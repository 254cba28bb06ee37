import Format

/// The built-in rules' checking part (`ParsedRule`: what `navlint check` needs, documentation left out) in a
/// compact text that loads without YAML, expression parsing or type checks. Sources/EmbedRules writes it into
/// BuiltinRuleFiles.swift beside each rule file's text, and GeneratedFilesTests checks that reading it back
/// gives exactly what parsing `rules.d` gives.
///
/// The text is a sequence of atoms, each followed by one space: a tag (one ASCII character), an integer, or
/// a string written as its UTF-8 length, a quote and its bytes (so nothing in it needs escaping). Lists are
/// their count then their items; an absent optional is `-`, a present one `+` then the value.
package enum RuleArchive {
    /// Parses and type-checks a rule file and writes its checking part; every problem is the loader's
    /// positioned error, as for any rule file.
    package static func archive(text: String, file: String, expectedID: String?) throws -> String {
        encode(try RuleLoader.parse(text: text, file: file, expectedID: expectedID).rule)
    }

    static func encode(_ rule: ParsedRule) -> String {
        var writer = ArchiveWriter()
        writer.write(rule)
        return writer.text
    }

    /// The rule written by `encode`; a text that is not one (a hand edit, or one written by another version
    /// of this file) is an error naming the byte where reading stopped.
    static func decode(_ archive: String, file: String) throws -> ParsedRule {
        var reader = ArchiveReader(bytes: Array(archive.utf8))
        do {
            let rule = try reader.rule()
            guard reader.index == reader.bytes.count else { throw ArchiveReader.Damaged() }
            return rule
        } catch {
            throw PositionedError(file: file, location: .fileStart, message: "the pre-parsed built-in rule cannot be read (byte \(reader.index)); regenerate Sources/Rules/Catalog/BuiltinRuleFiles.swift with NAVLINT_REGENERATE=1 swift test --filter EmbedRulesTests")
        }
    }
}

/// The one-character tags of the archive, shared by its writer and its reader.
private enum ArchiveTag {
    static let none = UInt8(ascii: "-")
    static let some = UInt8(ascii: "+")
    static let null = UInt8(ascii: "n")
    static let bool = UInt8(ascii: "b")
    static let number = UInt8(ascii: "d")
    static let string = UInt8(ascii: "s")
    static let variable = UInt8(ascii: "v")
    static let member = UInt8(ascii: "m")
    static let call = UInt8(ascii: "c")
    static let not = UInt8(ascii: "!")
    static let binary = UInt8(ascii: "o")
    static let list = UInt8(ascii: "l")
    static let quantifier = UInt8(ascii: "q")
    static let conditional = UInt8(ascii: "i")
    static let text = UInt8(ascii: "t")
    static let expression = UInt8(ascii: "e")
}

private struct ArchiveWriter {
    var text = ""

    mutating func tag(_ tag: UInt8) {
        text.unicodeScalars.append(Unicode.Scalar(tag))
        text += " "
    }

    mutating func int(_ value: Int) { text += "\(value) " }

    mutating func string(_ value: String) { text += "\(value.utf8.count)\"\(value) " }

    mutating func bool(_ value: Bool) { int(value ? 1 : 0) }

    mutating func optional<Value>(_ value: Value?, _ write: (inout ArchiveWriter, Value) -> Void) {
        guard let value else { return tag(ArchiveTag.none) }
        tag(ArchiveTag.some)
        write(&self, value)
    }

    mutating func list<Item>(_ items: [Item], _ write: (inout ArchiveWriter, Item) -> Void) {
        int(items.count)
        for item in items { write(&self, item) }
    }

    mutating func location(_ location: SourceLocation) {
        int(location.line)
        int(location.column)
    }

    mutating func write(_ rule: ParsedRule) {
        string(rule.id)
        string(rule.title)
        string(rule.severity.rawValue)
        string(rule.summary)
        optional(rule.platforms) { $0.string($1) }
        bool(rule.enabledByDefault)
        optional(rule.swipeBack) { $0.string($1.rawValue) }
        list(rule.bindings) { $0.write($1) }
        list(rule.lets) { $0.write($1) }
        optional(rule.repeatsAcross) { $0.string($1) }
        optional(rule.repeatedNoun) { $0.string($1) }
        list(rule.cases) { $0.write($1) }
    }

    mutating func write(_ binding: RuleBinding) {
        string(binding.name)
        write(binding.collection)
    }

    mutating func write(_ binding: RuleLet) {
        string(binding.name)
        write(binding.expression)
        location(binding.location)
    }

    mutating func write(_ ruleCase: RuleCase) {
        list(ruleCase.bindings) { $0.write($1) }
        list(ruleCase.lets) { $0.write($1) }
        write(ruleCase.condition)
        write(ruleCase.placement)
        write(ruleCase.message)
        optional(ruleCase.fix) { $0.write($1) }
        optional(ruleCase.scanMessage) { $0.write($1) }
        optional(ruleCase.scanFix) { $0.write($1) }
        optional(ruleCase.severityExpression) { $0.write($1) }
    }

    mutating func write(_ template: MessageTemplate) {
        list(template.parts) { writer, part in
            switch part {
            case .text(let text):
                writer.tag(ArchiveTag.text)
                writer.string(text)
            case .expression(let expression):
                writer.tag(ArchiveTag.expression)
                writer.write(expression)
            }
        }
    }

    mutating func write(_ expression: Expression) {
        switch expression {
        case .literal(let literal, let at):
            switch literal {
            case .null: tag(ArchiveTag.null)
            case .bool(let flag): tag(ArchiveTag.bool); bool(flag)
            // `description` is the shortest text that reads back as the same Double.
            case .number(let number): tag(ArchiveTag.number); string(number.description)
            case .string(let text): tag(ArchiveTag.string); string(text)
            }
            location(at)
        case .variable(let name, let at):
            tag(ArchiveTag.variable); string(name); location(at)
        case .member(let base, let name, let at):
            tag(ArchiveTag.member); write(base); string(name); location(at)
        case .call(let name, let arguments, let at):
            tag(ArchiveTag.call); string(name); list(arguments) { $0.write($1) }; location(at)
        case .not(let operand, let at):
            tag(ArchiveTag.not); write(operand); location(at)
        case .binary(let op, let left, let right, let at):
            tag(ArchiveTag.binary); string(op.rawValue); write(left); write(right); location(at)
        case .list(let items, let at):
            tag(ArchiveTag.list); list(items) { $0.write($1) }; location(at)
        case .quantifier(let quantifier, let variable, let variableAt, let collection, let condition, let at):
            tag(ArchiveTag.quantifier); string(quantifier.rawValue); string(variable); location(variableAt)
            write(collection); write(condition); location(at)
        case .conditional(let condition, let then, let otherwise, let at):
            tag(ArchiveTag.conditional); write(condition); write(then); write(otherwise); location(at)
        }
    }
}

private struct ArchiveReader {
    struct Damaged: Error {}

    let bytes: [UInt8]
    var index = 0

    /// Steps over the space that ends every atom.
    private mutating func endOfAtom() throws {
        guard index < bytes.count, bytes[index] == UInt8(ascii: " ") else { throw Damaged() }
        index += 1
    }

    mutating func tag() throws -> UInt8 {
        guard index < bytes.count else { throw Damaged() }
        let tag = bytes[index]
        index += 1
        try endOfAtom()
        return tag
    }

    mutating func int() throws -> Int {
        var negative = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        var value = 0
        var digits = 0
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9"), digits < 18 {
            value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
            index += 1
            digits += 1
        }
        guard digits > 0 else { throw Damaged() }
        try endOfAtom()
        return negative ? -value : value
    }

    mutating func string() throws -> String {
        let count = try lengthPrefix()
        guard count <= bytes.count - index else { throw Damaged() }
        let text = String(decoding: bytes[index..<(index + count)], as: UTF8.self)
        index += count
        try endOfAtom()
        return text
    }

    /// A string's byte count and its quote.
    private mutating func lengthPrefix() throws -> Int {
        var value = 0
        var digits = 0
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9"), digits < 18 {
            value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
            index += 1
            digits += 1
        }
        guard digits > 0, index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw Damaged() }
        index += 1
        return value
    }

    mutating func bool() throws -> Bool {
        switch try int() {
        case 0: return false
        case 1: return true
        default: throw Damaged()
        }
    }

    mutating func optional<Value>(_ read: (inout ArchiveReader) throws -> Value) throws -> Value? {
        switch try tag() {
        case ArchiveTag.none: return nil
        case ArchiveTag.some: return try read(&self)
        default: throw Damaged()
        }
    }

    mutating func list<Item>(_ read: (inout ArchiveReader) throws -> Item) throws -> [Item] {
        let count = try int()
        // Every item takes at least two bytes, so a count beyond that is damage, not a list to allocate.
        guard count >= 0, count <= (bytes.count - index) / 2 else { throw Damaged() }
        var items: [Item] = []
        items.reserveCapacity(count)
        for _ in 0..<count { items.append(try read(&self)) }
        return items
    }

    mutating func location() throws -> SourceLocation {
        SourceLocation(line: try int(), column: try int())
    }

    /// A raw-valued enum case by its raw value.
    mutating func word<Word: RawRepresentable>(_: Word.Type) throws -> Word where Word.RawValue == String {
        guard let word = Word(rawValue: try string()) else { throw Damaged() }
        return word
    }

    mutating func rule() throws -> ParsedRule {
        ParsedRule(
            id: try string(), title: try string(), severity: try word(Severity.self), summary: try string(),
            platforms: try optional { try $0.string() }, enabledByDefault: try bool(),
            swipeBack: try optional { try $0.word(SwipeBackEffect.self) },
            bindings: try list { try $0.binding() }, lets: try list { try $0.letBinding() },
            repeatsAcross: try optional { try $0.string() }, repeatedNoun: try optional { try $0.string() },
            cases: try list { try $0.ruleCase() })
    }

    mutating func binding() throws -> RuleBinding {
        RuleBinding(name: try string(), collection: try expression())
    }

    mutating func letBinding() throws -> RuleLet {
        RuleLet(name: try string(), expression: try expression(), location: try location())
    }

    mutating func ruleCase() throws -> RuleCase {
        let bindings = try list { try $0.binding() }
        let lets = try list { try $0.letBinding() }
        let condition = try expression()
        let placement = try expression()
        let message = try template()
        let fix = try optional { try $0.template() }
        let scanMessage = try optional { try $0.template() }
        let scanFix = try optional { try $0.template() }
        let severity = try optional { try $0.expression() }
        return RuleCase(bindings: bindings, lets: lets, condition: condition, placement: placement, message: message,
                        fix: fix, scanMessage: scanMessage, scanFix: scanFix, severityExpression: severity)
    }

    mutating func template() throws -> MessageTemplate {
        MessageTemplate(parts: try list { reader in
            switch try reader.tag() {
            case ArchiveTag.text: return .text(try reader.string())
            case ArchiveTag.expression: return .expression(try reader.expression())
            default: throw Damaged()
            }
        })
    }

    mutating func expression() throws -> Expression {
        switch try tag() {
        case ArchiveTag.null:
            return .literal(.null, try location())
        case ArchiveTag.bool:
            return .literal(.bool(try bool()), try location())
        case ArchiveTag.number:
            guard let number = Double(try string()) else { throw Damaged() }
            return .literal(.number(number), try location())
        case ArchiveTag.string:
            return .literal(.string(try string()), try location())
        case ArchiveTag.variable:
            return .variable(try string(), try location())
        case ArchiveTag.member:
            return .member(try expression(), try string(), try location())
        case ArchiveTag.call:
            return .call(try string(), try list { try $0.expression() }, try location())
        case ArchiveTag.not:
            return .not(try expression(), try location())
        case ArchiveTag.binary:
            return .binary(try word(BinaryOperator.self), try expression(), try expression(), try location())
        case ArchiveTag.list:
            return .list(try list { try $0.expression() }, try location())
        case ArchiveTag.quantifier:
            return .quantifier(try word(Quantifier.self), try string(), try location(), try expression(), try expression(), try location())
        case ArchiveTag.conditional:
            return .conditional(try expression(), try expression(), try expression(), try location())
        default:
            throw Damaged()
        }
    }
}
