/// A decoded value of the app model.
public enum ModelValue: Sendable {
    /// An optional key that was not written and has no default.
    case absent
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case version(Version)
    case list([ModelNode])
    case object(ModelObject)
    /// An id-to-object mapping, in file order.
    case map([ModelObject])
}

/// A value with the place it was written; spans are nil for defaults.
public struct ModelNode: Sendable {
    public var value: ModelValue
    private let places: NodePlaces

    public init(_ value: ModelValue, keySpan: SourceSpan? = nil, span: SourceSpan? = nil) {
        self.value = value
        self.places = NodePlaces(keySpan: keySpan, span: span)
    }

    /// The key the value was written under, e.g. `hidesBackButton:`.
    public var keySpan: SourceSpan? { places.keySpan }

    /// The value itself, or the list item.
    public var span: SourceSpan? { places.span }

    /// True when the key was written in the file (not filled from a default).
    public var isWritten: Bool { places.isPlaced }
}

/// An object of the app model (an app, a navigation controller, a screen, a scroll view, ...)
/// whose keys follow an `ObjectSchema`, each written one kept with its position.
public final class ModelObject: Sendable {
    public let schema: ObjectSchema
    /// The id for entries of an id mapping (`detail` in `screens.detail`), else nil.
    public let id: String?
    /// Dotted model path, e.g. `screens.detail.scrollViews.gallery`; empty for a shared default, whose
    /// path is that of the key it is read through.
    public let path: String
    /// Its key's span and its mapping's, packed as a node's are.
    private let places: NodePlaces
    /// The nodes of the keys the file (or a scan) wrote, in schema order. An unwritten key is read from
    /// its schema's defaults instead of being stored: most keys of a large file are unwritten, and a node
    /// per key per object was most of the model's memory.
    private let written: [ModelNode]
    /// Bit `i` is set when field `i` is in `written`; a schema has at most `ObjectSchema.maxFields` fields.
    private let writtenMask: UInt64
    /// Its position among the entries of its id mapping (0 for other objects, -1 for a shared default),
    /// so indexes over screens and navigation controllers are arrays rather than tables hashed by id.
    public let ordinal: Int

    /// `fields` has one entry per schema field, in schema order: nil for a key that is not written.
    init(schema: ObjectSchema, id: String?, path: String, keySpan: SourceSpan?, span: SourceSpan?, fields: [ModelNode?], ordinal: Int = 0) {
        self.schema = schema
        self.id = id
        self.path = path
        self.places = NodePlaces(keySpan: keySpan, span: span)
        var written: [ModelNode] = []
        written.reserveCapacity(fields.reduce(0) { $1 == nil ? $0 : $0 + 1 })
        var mask: UInt64 = 0
        for (index, node) in fields.enumerated() where index < ObjectSchema.maxFields {
            guard let node else { continue }
            written.append(node)
            mask |= 1 << UInt64(index)
        }
        self.written = written
        self.writtenMask = mask
        self.ordinal = ordinal
    }

    /// The one object of a kind that every unwritten present-by-default key of that kind holds
    /// (`FieldSchema.sharedDefault`): every key at its default, and no path or place of its own.
    convenience init(sharedDefaultOf schema: ObjectSchema) {
        self.init(schema: schema, id: nil, path: "", keySpan: nil, span: nil, fields: [], ordinal: -1)
    }

    /// True for a shared default: what is read through it is placed and named by the key it was read
    /// through, since the object itself belongs to every owner that leaves that key unwritten.
    public var isShared: Bool { ordinal < 0 }

    /// The node of schema field `index`: as written, or the schema's default (with no spans) when not.
    public func node(at index: Int) -> ModelNode {
        guard index >= 0, index < schema.fields.count, index < ObjectSchema.maxFields else { return ModelNode(.absent) }
        let bit: UInt64 = 1 << UInt64(index)
        guard writtenMask & bit != 0 else { return schema.unwrittenNodes[index] }
        let slot = (writtenMask & (bit &- 1)).nonzeroBitCount
        return slot < written.count ? written[slot] : ModelNode(.absent)
    }

    /// True when at least one of its keys is written.
    public var hasWrittenField: Bool { written.contains(where: \.isWritten) }

    /// The field named `name`; Swift code outside this module reads fields through `ModelEntity` and its
    /// declared keys instead, so a misspelt key fails to compile.
    subscript(name: String) -> ModelNode {
        guard let index = schema.index(of: name) else { return ModelNode(.absent) }
        return node(at: index)
    }

    /// The key that introduced the object (`detail:`), or nil for defaults and the document.
    public var keySpan: SourceSpan? { places.keySpan }

    /// The object's own mapping, or nil when built from defaults.
    public var span: SourceSpan? { places.span }

    /// Where a finding about the whole object is placed: its key, else its mapping.
    public var anchorSpan: SourceSpan? { keySpan ?? span }
}
