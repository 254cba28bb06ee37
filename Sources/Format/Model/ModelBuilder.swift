/// Builds a model object of one kind in code, through its declared keys, the way the decoder builds one
/// from YAML: keys that are not set take their defaults, so the rules run on a built model exactly as on
/// a decoded file. `navlint scan` builds its whole app this way, each value with the place in the code
/// it came from, and the comments its draft prints beside them.
public struct ObjectBuilder<Keys: ObjectKeys>: Sendable, NestedObjectBuilder {
    /// The keys set so far, by their position in the schema, and what each holds. Short lists rather
    /// than a table by name: a scan sets thousands of keys, and finding one among a dozen positions
    /// costs less than hashing its name, in less memory. The positions are a list of their own so
    /// that finding one does not copy the values.
    private var fields: [Int] = []
    private var values: [PendingValue] = []
    /// Comment lines written under the object's key, before its keys (what the scan could not tell about it).
    public var remarks: [String] = []

    public init() {}

    /// No key is set.
    public var isEmpty: Bool { fields.isEmpty }

    /// The names of the keys set so far, in the order each was first set.
    public var keyNames: [String] {
        fields.compactMap { Keys.schema.fields.indices.contains($0) ? Keys.schema.fields[$0].name : nil }
    }

    /// True when the key is set.
    public func has<Value>(_ key: KeyPath<Keys, Field<Value>>) -> Bool {
        Keys.schema.index(of: Keys.keys[keyPath: key].name).map(fields.contains) ?? false
    }

    /// Sets a key to a value found at `span` (nil when no place in the sources shows it: the value is
    /// still written, at `SourceSpan.unplaced`); `comment` is printed beside it in a written description.
    public mutating func set<Value: FieldValue>(_ key: KeyPath<Keys, Field<Value>>, _ value: Value, at span: SourceSpan?, comment: String? = nil) {
        store(.node(ModelNode(value.modelValue, keySpan: span ?? .unplaced, span: span ?? .unplaced), itemComments: []), comment: comment, under: key)
    }

    /// Sets a list key item by item, each found at its own place and with its own comment.
    public mutating func set<Element: ListElement>(
        _ key: KeyPath<Keys, Field<[Element]>>, items: [(value: Element, span: SourceSpan?, comment: String?)], at span: SourceSpan?, comment: String? = nil
    ) {
        let nodes = items.map { ModelNode($0.value.modelValue, keySpan: nil, span: $0.span ?? .unplaced) }
        // A closure, not the key path `\.comment`: a key path into a generic tuple is built anew on every call.
        let itemComments = items.map { $0.comment }
        store(.node(ModelNode(.list(nodes), keySpan: span ?? .unplaced, span: span ?? .unplaced), itemComments: itemComments), comment: comment, under: key)
    }

    /// Sets an object key; the nested object is written even when none of its own keys is set.
    public mutating func set<Nested>(_ key: KeyPath<Keys, Field<ModelEntity<Nested>>>, _ object: ObjectBuilder<Nested>, at span: SourceSpan?, comment: String? = nil) {
        store(.object(object, span), comment: comment, under: key)
    }

    /// Sets an id mapping (`scrollViews`, `screens`) to entries, in the order given.
    public mutating func set<Nested>(
        _ key: KeyPath<Keys, Field<[ModelEntity<Nested>]>>, entries: [(id: String, object: ObjectBuilder<Nested>, span: SourceSpan?, comment: String?)], at span: SourceSpan?
    ) {
        store(.map(entries.map { ($0.id, $0.object, $0.span, $0.comment) }, span), comment: nil, under: key)
    }

    private mutating func store<Value>(_ value: PendingValue.Content, comment: String?, under key: KeyPath<Keys, Field<Value>>) {
        // Every declared key is in the schema (a test holds the two together), so the index is found.
        guard let field = Keys.schema.index(of: Keys.keys[keyPath: key].name) else { return }
        if let existing = fields.firstIndex(of: field), existing < values.count {
            values[existing] = PendingValue(content: value, comment: comment)
        } else {
            fields.append(field)
            values.append(PendingValue(content: value, comment: comment))
        }
    }

    /// The object, with every unset key at its default, as the decoder would leave it.
    public func build(path: String, id: String?, keySpan: SourceSpan?, ordinal: Int) -> ModelObject {
        let nodes = Keys.schema.fields.enumerated().map { index, field -> ModelNode? in
            let position = fields.firstIndex(of: index)
            switch position.flatMap({ $0 < values.count ? values[$0].content : nil }) {
            case .node(let node, _)?:
                return node
            case .object(let object, let span)?:
                let placed = span ?? .unplaced
                return ModelNode(.object(object.build(path: ModelDecoder.join(path, field.name), id: nil, keySpan: placed, ordinal: 0)), keySpan: placed, span: placed)
            case .map(let mapEntries, let span)?:
                let fieldPath = ModelDecoder.join(path, field.name)
                let objects = mapEntries.enumerated().map { offset, entry in
                    entry.object.build(path: "\(fieldPath).\(entry.id)", id: entry.id, keySpan: entry.span ?? .unplaced, ordinal: offset)
                }
                return ModelNode(.map(objects), keySpan: span ?? .unplaced, span: span ?? .unplaced)
            case nil:
                return nil
            }
        }
        return ModelObject(schema: Keys.schema, id: id, path: path, keySpan: keySpan, span: keySpan, fields: nodes, ordinal: ordinal)
    }

    /// Adds this object's comments, and its nested objects', under their model paths.
    public func collectComments(path: String, into comments: inout DescriptionComments) {
        if !remarks.isEmpty { comments.under[path, default: []] += remarks }
        let schemaFields = Keys.schema.fields
        for (index, pending) in zip(fields, values) where index < schemaFields.count {
            let fieldPath = ModelDecoder.join(path, schemaFields[index].name)
            if let comment = pending.comment { comments.beside[fieldPath] = comment }
            switch pending.content {
            case .node(_, let itemComments):
                for (offset, comment) in itemComments.enumerated() {
                    if let comment { comments.beside["\(fieldPath)[\(offset)]"] = comment }
                }
            case .object(let object, _):
                object.collectComments(path: fieldPath, into: &comments)
            case .map(let mapEntries, _):
                for entry in mapEntries {
                    let entryPath = "\(fieldPath).\(entry.id)"
                    if let comment = entry.comment { comments.beside[entryPath] = comment }
                    entry.object.collectComments(path: entryPath, into: &comments)
                }
            }
        }
    }
}

/// What one key of an `ObjectBuilder` will hold, and the comment beside it. Not nested in the generic
/// builder, whose every kind would otherwise make a type of its own for the runtime to look up.
private struct PendingValue: Sendable {
    enum Content: Sendable {
        case node(ModelNode, itemComments: [String?])
        case object(any NestedObjectBuilder, SourceSpan?)
        case map([(id: String, object: any NestedObjectBuilder, span: SourceSpan?, comment: String?)], SourceSpan?)
    }

    var content: Content
    var comment: String?
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
