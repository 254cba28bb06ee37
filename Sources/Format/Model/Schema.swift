/// The kind of value a key of the app format takes.
public indirect enum ValueType: Sendable {
    case bool
    case integer
    case number
    case string
    case version
    case enumeration([String])
    /// The id of a screen.
    case screenReference
    /// `popGesture.delegate`: one owner or a list of owners.
    case owners
    case list(ValueType)
    case object(ObjectSchema)
    /// A mapping from ids to objects of one schema.
    case map(ObjectSchema)

    /// The schema of the objects this type holds, if it holds objects.
    var objectSchema: ObjectSchema? {
        switch self {
        case .object(let schema), .map(let schema): schema
        case .list(let element): element.objectSchema
        default: nil
        }
    }

    /// The type in words, for messages.
    public var name: String {
        switch self {
        case .bool: "a boolean (true or false)"
        case .integer: "an integer"
        case .number: "a number"
        case .string: "a string"
        case .version: "a version such as \"12.0\""
        case .enumeration: "one of a fixed set of words"
        case .screenReference: "a screen id"
        case .owners: "an owner or a list of owners"
        case .list(let element): "a list of \(element.pluralName)"
        case .object: "a mapping"
        case .map(let schema): "a mapping from ids to \(schema.name) entries"
        }
    }

    var pluralName: String {
        switch self {
        case .screenReference: "screen ids"
        case .enumeration: "words"
        case .string: "strings"
        default: "values"
        }
    }
}

/// One key of an object in the app format.
public struct FieldSchema: Sendable {
    public let name: String
    public let type: ValueType
    public let required: Bool
    /// The value used when the key is not written; `.absent` when it has none.
    public let defaultValue: ModelValue
    /// For object keys: an unwritten object is still built, from its keys' defaults.
    public let presentByDefault: Bool
    public let summary: String
    /// What every object that leaves this present-by-default object key unwritten holds: one object
    /// built once from the defaults rather than one per owner, which for the screens' keys alone was a
    /// quarter of the model's memory. It has no path or place of its own (see `ModelObject.isShared`).
    let sharedDefault: ModelObject?

    public init(
        _ name: String, _ type: ValueType, required: Bool = false, default defaultValue: ModelValue = .absent,
        presentByDefault: Bool = false, _ summary: String
    ) {
        self.name = name
        self.type = type
        self.required = required
        self.defaultValue = defaultValue
        self.presentByDefault = presentByDefault
        self.summary = summary
        if presentByDefault, case .object(let schema) = type {
            sharedDefault = ModelObject(sharedDefaultOf: schema)
        } else {
            sharedDefault = nil
        }
    }
}

extension FieldSchema {
    /// What the model holds for the key when the file (or the scan) does not write it: its default, or
    /// for a present-by-default object the one object built from its own keys' defaults (an empty
    /// mapping for maps).
    var unwrittenValue: ModelValue {
        guard presentByDefault else { return defaultValue }
        switch type {
        case .object: return sharedDefault.map(ModelValue.object) ?? defaultValue
        case .map: return .map([])
        default: return defaultValue
        }
    }
}

/// A key that may only be written while another key of the same object has one of some values.
public struct KeyCondition: Sendable {
    /// The key that is restricted.
    public let key: String
    /// The key whose value decides; when it is not written, its default decides.
    public let dependsOn: String
    public let allowedValues: [String]

    public init<Word: FormatWord>(_ key: String, onlyWhen dependsOn: String, is allowed: Word...) {
        self.key = key
        self.dependsOn = dependsOn
        self.allowedValues = allowed.map(\.rawValue)
    }
}

/// The keys of one kind of object (an app, a navigation controller, a screen, ...).
public final class ObjectSchema: Sendable {
    public let name: String
    public let fields: [FieldSchema]
    /// Groups of keys of which at most one may be written.
    public let exclusiveKeys: [[String]]
    /// Keys that only mean something for some values of another key, in the order they are checked.
    public let conditions: [KeyCondition]
    /// What an object holds for each key it does not write, built once: objects store written keys only.
    let unwrittenNodes: [ModelNode]
    private let indexByName: [String: Int]

    /// The most fields a schema may have: an object marks its written keys in 64 bits
    /// (`FormatSchemaTests` holds every schema to it).
    static let maxFields = 64

    public init(_ name: String, exclusiveKeys: [[String]] = [], conditions: [KeyCondition] = [], fields: [FieldSchema]) {
        self.name = name
        self.fields = fields
        self.exclusiveKeys = exclusiveKeys
        self.conditions = conditions
        self.unwrittenNodes = fields.map { ModelNode($0.unwrittenValue) }
        var index: [String: Int] = [:]
        for (offset, field) in fields.enumerated() { index[field.name] = offset }
        self.indexByName = index
    }

    /// The position of a field. Objects have at most a dozen fields, and comparing short names is
    /// cheaper than hashing them, which matters because rules look fields up millions of times.
    public func index(of name: String) -> Int? {
        guard fields.count <= 16 else { return indexByName[name] }
        return fields.firstIndex { $0.name == name }
    }

    /// The kind of object in words, as messages name it: `navigationController` is "navigation controller".
    /// Byte-wise, since schema names are ASCII identifiers and Character's case tables are slow to ask.
    public var noun: String {
        var words: [UInt8] = []
        for byte in name.utf8 {
            if (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) {
                words.append(UInt8(ascii: " "))
                words.append(byte + (UInt8(ascii: "a") - UInt8(ascii: "A")))
            } else {
                words.append(byte)
            }
        }
        return String(decoding: words, as: UTF8.self)
    }

    public func field(named name: String) -> FieldSchema? {
        indexByName[name].map { fields[$0] }
    }
}


extension ValueType {
    /// One of the words of a Swift enumeration that declares them.
    public static func words<Word: CaseIterable & RawRepresentable>(_: Word.Type) -> ValueType where Word.RawValue == String {
        .enumeration(Word.allCases.map(\.rawValue))
    }
}

/// The keys of one kind of object, declared once as stored `Field` properties; Swift code reads the
/// model through them (`controller[\.root]`), so a misspelt key does not compile. Its schema lists the
/// same fields in the same order; a test reflects on each declaration to hold the two together, since
/// reflecting at every start would cost more than parsing a small file.
public protocol ObjectKeys: Sendable {
    /// The one instance whose fields the schema is built from and key paths are read against.
    static var keys: Self { get }
    static var schema: ObjectSchema { get }
}

/// A `Field` of any value type, for checking a schema against its declaration.
public protocol DeclaredField {
    var schema: FieldSchema { get }
}

/// One key of an object in the app format, with the Swift type its value reads as.
///
/// `Value` only tags the key for the compiler: the reads and writes that use it require `FieldValue`.
/// Left unconstrained here, creating a `Field` type at run time looks up no conformance, and each such
/// lookup scans every conformance in the binary (a quarter of a million instructions at start-up).
public struct Field<Value>: Sendable, DeclaredField {
    public let schema: FieldSchema

    public init(
        _ name: String, _ type: ValueType, required: Bool = false, default defaultValue: ModelValue = .absent,
        presentByDefault: Bool = false, _ summary: String
    ) {
        schema = FieldSchema(name, type, required: required, default: defaultValue, presentByDefault: presentByDefault, summary)
    }

    public var name: String { schema.name }
}

/// A Swift type a model value reads as, and is written back as.
public protocol FieldValue: Sendable {
    init?(modelValue: ModelValue)
    var modelValue: ModelValue { get }
}

/// A Swift type the items of a list (or the entries of an id mapping) read as.
public protocol ListElement: FieldValue {
    static func elements(of value: ModelValue) -> [Self]
    /// The model value of a whole list of them.
    static func modelValue(of elements: [Self]) -> ModelValue
}

extension ListElement {
    public static func modelValue(of elements: [Self]) -> ModelValue {
        .list(elements.map { ModelNode($0.modelValue) })
    }
}

extension Bool: FieldValue {
    public init?(modelValue: ModelValue) {
        guard case .bool(let value) = modelValue else { return nil }
        self = value
    }

    public var modelValue: ModelValue { .bool(self) }
}

extension Int: FieldValue {
    public init?(modelValue: ModelValue) {
        guard case .integer(let value) = modelValue else { return nil }
        self = value
    }

    public var modelValue: ModelValue { .integer(self) }
}

extension Double: FieldValue {
    public init?(modelValue: ModelValue) {
        switch modelValue {
        case .number(let value): self = value
        case .integer(let value): self = Double(value)
        default: return nil
        }
    }

    public var modelValue: ModelValue { .number(self) }
}

extension String: FieldValue, ListElement {
    public init?(modelValue: ModelValue) {
        guard case .string(let value) = modelValue else { return nil }
        self = value
    }

    public var modelValue: ModelValue { .string(self) }

    public static func elements(of value: ModelValue) -> [String] {
        guard case .list(let items) = value else { return [] }
        return items.compactMap { String(modelValue: $0.value) }
    }
}

extension Version: FieldValue {
    public init?(modelValue: ModelValue) {
        guard case .version(let value) = modelValue else { return nil }
        self = value
    }

    public var modelValue: ModelValue { .version(self) }
}

extension Array: FieldValue where Element: ListElement {
    public init?(modelValue: ModelValue) {
        switch modelValue {
        case .list, .map: self = Element.elements(of: modelValue)
        default: return nil
        }
    }

    public var modelValue: ModelValue { Element.modelValue(of: self) }
}

/// A word of a fixed set (`scope: veto`), read as a Swift enumeration that declares the words.
public protocol FormatWord: CaseIterable, RawRepresentable, FieldValue, ListElement where RawValue == String {}

extension ModelValue {
    /// A word of a fixed set, as the model holds it.
    public static func word<Word: FormatWord>(_ word: Word) -> ModelValue {
        .string(word.rawValue)
    }
}

extension FormatWord {
    public init?(modelValue: ModelValue) {
        guard case .string(let word) = modelValue else { return nil }
        self.init(rawValue: word)
    }

    public var modelValue: ModelValue { .string(rawValue) }

    public static func elements(of value: ModelValue) -> [Self] {
        guard case .list(let items) = value else { return [] }
        return items.compactMap { Self(modelValue: $0.value) }
    }
}

/// A model object of a known kind, read through its declared keys: `controller[\.root]`.
/// `Keys` is constrained on the members rather than the type, for the reason `Field` gives.
public struct ModelEntity<Keys>: Sendable {
    public let object: ModelObject
}

extension ModelEntity: FieldValue, ListElement where Keys: ObjectKeys {
    /// Nil unless the object is of this kind.
    public init?(_ object: ModelObject) {
        guard object.schema === Keys.schema else { return nil }
        self.object = object
    }

    public init?(modelValue: ModelValue) {
        guard case .object(let object) = modelValue else { return nil }
        self.init(object)
    }

    public var modelValue: ModelValue { .object(object) }

    public static func elements(of value: ModelValue) -> [ModelEntity<Keys>] {
        guard case .map(let objects) = value else { return [] }
        return objects.compactMap { ModelEntity($0) }
    }

    public static func modelValue(of elements: [ModelEntity<Keys>]) -> ModelValue {
        .map(elements.map(\.object))
    }

    /// The key's value, from the file or its default; nil when it has neither.
    public subscript<Value: FieldValue>(_ key: KeyPath<Keys, Field<Value>>) -> Value? {
        Value(modelValue: node(key).value)
    }

    /// The key's node, with where it was written (spans are nil for defaults).
    public func node<Value>(_ key: KeyPath<Keys, Field<Value>>) -> ModelNode {
        object[Keys.keys[keyPath: key].name]
    }
}

extension ModelEntity {
    /// The id of an entry of an id mapping (`detail` in `screens.detail`).
    public var id: String { object.id ?? "" }
}
