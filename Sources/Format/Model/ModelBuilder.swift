/// Builds a model object of one kind in code, through its declared keys, the way the decoder builds one
/// from YAML: keys that are not set take their defaults, so the rules run on a built model exactly as on
/// a decoded file. `navlint scan` builds its whole app this way, each value with the place in the code
/// it came from, and the comments its draft prints beside them.
public struct ObjectBuilder<Keys: ObjectKeys>: Sendable, NestedObjectBuilder {
    /// What one key will hold.
    private enum Pending: Sendable {
        case node(ModelNode, itemComments: [String?])
        case object(any NestedObjectBuilder, SourceSpan?)
        case map([(id: String, object: any NestedObjectBuilder, span: SourceSpan?, comment: String?)], SourceSpan?)
    }

    private var pending: [String: Pending] = [:]
    private var keyComments: [String: String] = [:]
    /// Comment lines written under the object's key, before its keys (what the scan could not tell about it).
    public var remarks: [String] = []

    public init() {}

    /// No key is set.
    public var isEmpty: Bool { pending.isEmpty }

    /// Sets a key to a value found at `span` (nil when no place in the sources shows it: the value is
    /// still written, at `SourceSpan.unplaced`); `comment` is printed beside it in a written description.
    public mutating func set<Value: FieldValue>(_ key: KeyPath<Keys, Field<Value>>, _ value: Value, at span: SourceSpan?, comment: String? = nil) {
        let name = Keys.keys[keyPath: key].name
        pending[name] = .node(ModelNode(value.modelValue, keySpan: span ?? .unplaced, span: span ?? .unplaced), itemComments: [])
        keyComments[name] = comment
    }

    /// Sets a list key item by item, each found at its own place and with its own comment.
    public mutating func set<Element: ListElement>(
        _ key: KeyPath<Keys, Field<[Element]>>, items: [(value: Element, span: SourceSpan?, comment: String?)], at span: SourceSpan?, comment: String? = nil
    ) {
        let name = Keys.keys[keyPath: key].name
        let nodes = items.map { ModelNode($0.value.modelValue, keySpan: nil, span: $0.span ?? .unplaced) }
        pending[name] = .node(ModelNode(.list(nodes), keySpan: span ?? .unplaced, span: span ?? .unplaced), itemComments: items.map(\.comment))
        keyComments[name] = comment
    }

    /// Sets an object key; the nested object is written even when none of its own keys is set.
    public mutating func set<Nested>(_ key: KeyPath<Keys, Field<ModelEntity<Nested>>>, _ object: ObjectBuilder<Nested>, at span: SourceSpan?, comment: String? = nil) {
        let name = Keys.keys[keyPath: key].name
        pending[name] = .object(object, span)
        keyComments[name] = comment
    }

    /// Sets an id mapping (`scrollViews`, `screens`) to entries, in the order given.
    public mutating func set<Nested>(
        _ key: KeyPath<Keys, Field<[ModelEntity<Nested>]>>, entries: [(id: String, object: ObjectBuilder<Nested>, span: SourceSpan?, comment: String?)], at span: SourceSpan?
    ) {
        pending[Keys.keys[keyPath: key].name] = .map(entries.map { ($0.id, $0.object, $0.span, $0.comment) }, span)
    }

    /// The object, with every unset key at its default, as the decoder would leave it.
    public func build(path: String, id: String?, keySpan: SourceSpan?, ordinal: Int) -> ModelObject {
        let fields = Keys.schema.fields.map { field -> ModelNode in
            let fieldPath = ModelDecoder.join(path, field.name)
            switch pending[field.name] {
            case .node(let node, _)?:
                return node
            case .object(let object, let span)?:
                let placed = span ?? .unplaced
                return ModelNode(.object(object.build(path: fieldPath, id: nil, keySpan: placed, ordinal: 0)), keySpan: placed, span: placed)
            case .map(let entries, let span)?:
                let objects = entries.enumerated().map { offset, entry in
                    entry.object.build(path: "\(fieldPath).\(entry.id)", id: entry.id, keySpan: entry.span ?? .unplaced, ordinal: offset)
                }
                return ModelNode(.map(objects), keySpan: span ?? .unplaced, span: span ?? .unplaced)
            case nil:
                return ModelNode(field.unwrittenValue)
            }
        }
        return ModelObject(schema: Keys.schema, id: id, path: path, keySpan: keySpan, span: keySpan, fields: fields, ordinal: ordinal)
    }

    /// Adds this object's comments, and its nested objects', under their model paths.
    public func collectComments(path: String, into comments: inout DescriptionComments) {
        if !remarks.isEmpty { comments.under[path, default: []] += remarks }
        for (name, value) in pending {
            let fieldPath = ModelDecoder.join(path, name)
            if let comment = keyComments[name] { comments.beside[fieldPath] = comment }
            switch value {
            case .node(_, let itemComments):
                for (offset, comment) in itemComments.enumerated() {
                    if let comment { comments.beside["\(fieldPath)[\(offset)]"] = comment }
                }
            case .object(let object, _):
                object.collectComments(path: fieldPath, into: &comments)
            case .map(let entries, _):
                for entry in entries {
                    let entryPath = "\(fieldPath).\(entry.id)"
                    if let comment = entry.comment { comments.beside[entryPath] = comment }
                    entry.object.collectComments(path: entryPath, into: &comments)
                }
            }
        }
    }
}

/// An `ObjectBuilder` of any kind, as a nested object of another.
public protocol NestedObjectBuilder: Sendable {
    func build(path: String, id: String?, keySpan: SourceSpan?, ordinal: Int) -> ModelObject
    func collectComments(path: String, into comments: inout DescriptionComments)
}

extension ObjectBuilder where Keys == DocumentKeys {
    /// The whole app description, ready for `AppDescription(document:)`.
    public func buildDocument() -> ModelObject {
        build(path: "", id: nil, keySpan: nil, ordinal: 0)
    }

    /// Every comment of the description, by model path.
    public func comments() -> DescriptionComments {
        var comments = DescriptionComments()
        collectComments(path: "", into: &comments)
        return comments
    }
}
