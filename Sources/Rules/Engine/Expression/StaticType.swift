import Format

/// The type of an expression, known when a rule file loads so mistakes surface before any rule runs.
public indirect enum StaticType: Sendable, CustomStringConvertible {
    case bool
    case number
    case string
    case version
    case null
    /// A string with a fixed set of values (an enum key of the format).
    case enumeration([String])
    case object(ObjectSchema)
    case list(StaticType)

    /// The type of values of a format key.
    init(_ type: ValueType) {
        switch type {
        case .bool: self = .bool
        case .integer, .number: self = .number
        case .string, .screenReference: self = .string
        case .version: self = .version
        case .enumeration(let values): self = .enumeration(values)
        case .owners: self = .list(.string)
        case .list(let element): self = .list(StaticType(element))
        case .object(let schema): self = .object(schema)
        case .map(let schema): self = .list(.object(schema))
        }
    }

    public var description: String {
        switch self {
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .version: "a version"
        case .null: "null"
        case .enumeration(let values): "one of \(values.joined(separator: "|"))"
        case .object(let schema): "a \(schema.name)"
        case .list(let element): "a list of \(element)"
        }
    }

    var isStringLike: Bool {
        switch self {
        case .string, .enumeration: true
        default: false
        }
    }

    var elementType: StaticType? {
        if case .list(let element) = self { return element }
        return nil
    }
}
