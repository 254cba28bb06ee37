/// How a scalar was written; quoted scalars are always strings, plain ones are resolved by the decoder.
public enum ScalarStyle: Sendable, Hashable {
    case plain
    case quoted
    case block
}

/// A scalar as written in the file.
public struct YAMLScalar: Sendable, Hashable {
    public var value: String
    public var style: ScalarStyle
    /// The explicit tag (`!!str`), if any.
    public var tag: String?
}

/// One `key: value` pair of a mapping, keys being scalars.
public struct YAMLMappingEntry: Sendable {
    public var key: String
    public var keySpan: SourceSpan
    public var value: YAMLNode
}

/// A node of the YAML tree with the position it was read from.
public struct YAMLNode: Sendable {
    /// The kinds of node the tree holds.
    public enum Content: Sendable {
        case scalar(YAMLScalar)
        case mapping([YAMLMappingEntry])
        case sequence([YAMLNode])
    }

    public var content: Content
    public var span: SourceSpan

    public init(content: Content, span: SourceSpan) {
        self.content = content
        self.span = span
    }

    public var scalar: YAMLScalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    public var mapping: [YAMLMappingEntry]? {
        if case .mapping(let entries) = content { return entries }
        return nil
    }

    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// A YAML null: `~`, `null`, or nothing at all after a key.
    public var isNull: Bool {
        guard let scalar, scalar.style == .plain, scalar.tag == nil else { return false }
        switch scalar.value {
        case "", "~", "null", "Null", "NULL": return true
        default: return false
        }
    }

    /// What the node is, in words for messages.
    public var kindDescription: String {
        switch content {
        case .scalar: isNull ? "null" : "a scalar"
        case .mapping: "a mapping"
        case .sequence: "a list"
        }
    }

    /// The number of nodes in this subtree, this one included.
    var nodeCount: Int {
        switch content {
        case .scalar: 1
        case .mapping(let entries): entries.reduce(1) { $0 + 1 + $1.value.nodeCount }
        case .sequence(let items): items.reduce(1) { $0 + $1.nodeCount }
        }
    }

    /// A copy whose spans all record that they were used through the alias at `site`. An alias inside
    /// an anchored block gives way to the alias that uses the block, which says where the object that
    /// ends up with the value takes it.
    func usedVia(_ site: SourceLocation) -> YAMLNode {
        var copy = self
        copy.span.usedVia = site
        switch content {
        case .scalar:
            break
        case .mapping(let entries):
            copy.content = .mapping(entries.map { entry in
                var entry = entry
                entry.keySpan.usedVia = site
                entry.value = entry.value.usedVia(site)
                return entry
            })
        case .sequence(let items):
            copy.content = .sequence(items.map { $0.usedVia(site) })
        }
        return copy
    }
}
