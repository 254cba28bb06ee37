import Format

/// A value met while evaluating an expression.
public enum Value: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case version(Version)
    case list([Located])
    case object(ModelObject)

    /// Lists in messages show their first items only, so a finding about a 500-screen stack stays readable.
    static let listItemsShown = 8

    static func listText(_ items: [Located]) -> String {
        let shown = items.prefix(listItemsShown).map(\.text).joined(separator: ", ")
        let rest = items.count - listItemsShown
        return rest > 0 ? "\(shown) and \(rest) more" : shown
    }

    /// The value as message text: ids for objects, lists joined with commas (the first eight).
    public var text: String {
        switch self {
        case .null: "null"
        case .bool(let value): String(value)
        case .number(let value): NumberText.plain(value)
        case .string(let value): value
        case .version(let value): value.description
        case .list(let items): Self.listText(items)
        case .object(let object): object.id ?? object.path
        }
    }
}

/// Where a value sits in the model, kept cheap: the dotted path is only built when a finding needs it.
public enum ModelPosition: Sendable {
    case none
    case object(ModelObject)
    case field(ModelObject, String)
    case item(ModelObject, String, Int)
    /// A shared default (`ModelObject.isShared`), read through the key at `key` in the owner's schema.
    case shared(owner: ModelObject, key: Int32)
    /// A field of a shared default, named after the key the default was read through.
    case sharedField(owner: ModelObject, key: Int32, String)
    /// An item of such a field. The numbers are 32-bit so that no case is larger than `item`, which
    /// would make every `Located` the engine copies larger.
    case sharedItem(owner: ModelObject, key: Int32, index: Int32, String)

    public var path: String {
        switch self {
        case .none: return ""
        case .object(let object): return object.path
        case .field(let object, let name): return object.path.isEmpty ? name : "\(object.path).\(name)"
        case .item(let object, let name, let index): return object.path.isEmpty ? "\(name)[\(index)]" : "\(object.path).\(name)[\(index)]"
        case .shared(let owner, let key): return Self.path(owner, key)
        case .sharedField(let owner, let key, let name): return "\(Self.path(owner, key)).\(name)"
        case .sharedItem(let owner, let key, let index, let name): return "\(Self.path(owner, key)).\(name)[\(index)]"
        }
    }

    /// The path the shared default would have as an object of its own: the owner's key.
    private static func path(_ owner: ModelObject, _ key: Int32) -> String {
        let fields = owner.schema.fields
        let name = key >= 0 && Int(key) < fields.count ? fields[Int(key)].name : ""
        return owner.path.isEmpty ? name : "\(owner.path).\(name)"
    }
}

/// A value with the node it came from, so a finding can be placed on the most specific node.
public struct Located: Sendable {
    public var value: Value
    /// The best position for the value: its key, its item, or the nearest written ancestor.
    public var span: SourceSpan?
    public var position: ModelPosition
    /// True when the value was written in the file rather than taken from a default.
    public var written: Bool

    public init(_ value: Value, span: SourceSpan?, position: ModelPosition, written: Bool) {
        self.value = value
        self.span = span
        self.position = position
        self.written = written
    }

    /// Dotted model path, e.g. `screens.detail.scrollViews.gallery`.
    public var path: String { position.path }

    static let null = Located(.null, span: nil, position: .none, written: false)

    /// The value as message text. A shared default is named by the key it was read through, as an object
    /// of its own would be by its path.
    var text: String {
        if case .object(let object) = value, object.isShared, object.id == nil { return path }
        return value.text
    }

    /// Equality as rules see it. An object equals only itself, and a shared default read through two
    /// owners (or two keys) stands for two objects, as it did when each owner had its own.
    static func equal(_ left: Located, _ right: Located) -> Bool {
        switch (left.value, right.value) {
        case (.object(let a), .object(let b)):
            guard a === b else { return false }
            guard a.isShared, case .shared(let leftOwner, let leftKey) = left.position, case .shared(let rightOwner, let rightKey) = right.position else { return true }
            return leftOwner === rightOwner && leftKey == rightKey
        case (.list(let a), .list(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { equal($0, $1) }
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.version(let a), .version(let b)): return a == b
        case (.version(let a), .string(let b)), (.string(let b), .version(let a)): return Version(b) == a
        default: return false
        }
    }

    /// A value computed by the engine, with no place in the file.
    static func computed(_ value: Value) -> Located {
        Located(value, span: nil, position: .none, written: false)
    }

    /// An object reached as a whole, placed at its key.
    static func object(_ object: ModelObject, fallback: SourceSpan? = nil) -> Located {
        Located(.object(object), span: object.anchorSpan ?? fallback, position: .object(object), written: object.anchorSpan != nil)
    }

    /// Every object has `id`: its key in an id mapping (`detail` in `screens.detail`).
    static let idField = "id"

    /// The field `name` of an object value, placed at its key or else at the object.
    func field(_ name: String) -> Located {
        guard case .object(let object) = value else { return .null }
        if name == Self.idField { return id(of: object) }
        return field(of: object, at: object.schema.index(of: name), name: name)
    }

    /// The same, with the field's index resolved when the rule loaded.
    func field(_ access: FieldAccess) -> Located {
        guard case .object(let object) = value else { return .null }
        if access.isID { return id(of: object) }
        return field(of: object, at: access.index(in: object.schema), name: access.name)
    }

    private func id(of object: ModelObject) -> Located {
        Located(object.id.map(Value.string) ?? .null, span: span, position: position, written: written)
    }

    private func field(of object: ModelObject, at index: Int?, name: String) -> Located {
        let position = fieldPosition(of: object, name)
        guard let index, index < object.schema.fields.count else { return Located(.null, span: span, position: position, written: false) }
        let node = object.node(at: index)
        let span = node.keySpan ?? node.span ?? self.span
        let written = node.isWritten
        switch node.value {
        case .absent: return Located(.null, span: span, position: position, written: false)
        case .bool(let flag): return Located(.bool(flag), span: span, position: position, written: written)
        case .integer(let number): return Located(.number(Double(number)), span: span, position: position, written: written)
        case .number(let number): return Located(.number(number), span: span, position: position, written: written)
        case .string(let text): return Located(.string(text), span: span, position: position, written: written)
        case .version(let version): return Located(.version(version), span: span, position: position, written: written)
        case .object(let nested):
            if nested.isShared {
                return Located(.object(nested), span: span, position: .shared(owner: object, key: Int32(truncatingIfNeeded: index)), written: false)
            }
            return Located(.object(nested), span: nested.anchorSpan ?? span, position: .object(nested), written: written)
        case .map(let objects):
            return Located(.list(objects.map { Located.object($0, fallback: span) }), span: span, position: position, written: written)
        case .list(let items):
            let located = items.enumerated().map { offset, item in
                Located(Self.plain(item.value), span: item.span ?? span, position: itemPosition(of: object, name, offset), written: item.isWritten)
            }
            return Located(.list(located), span: span, position: position, written: written)
        }
    }

    /// Where field `name` of `object`, this value, sits: under the key a shared default was read through.
    private func fieldPosition(of object: ModelObject, _ name: String) -> ModelPosition {
        if case .shared(let owner, let key) = position { return .sharedField(owner: owner, key: key, name) }
        return .field(object, name)
    }

    private func itemPosition(of object: ModelObject, _ name: String, _ offset: Int) -> ModelPosition {
        if case .shared(let owner, let key) = position { return .sharedItem(owner: owner, key: key, index: Int32(truncatingIfNeeded: offset), name) }
        return .item(object, name, offset)
    }

    /// Scalars of a list item.
    private static func plain(_ value: ModelValue) -> Value {
        switch value {
        case .bool(let flag): .bool(flag)
        case .integer(let number): .number(Double(number))
        case .number(let number): .number(number)
        case .string(let text): .string(text)
        case .version(let version): .version(version)
        case .object(let object): .object(object)
        case .absent, .list, .map: .null
        }
    }
}
