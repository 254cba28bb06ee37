/// The draft as a tree of YAML entries, each with the comment printed beside it and the comment
/// lines printed above its children. The builder fills it in the format's key order; the renderer
/// only prints it.
struct DraftEntry: Sendable {
    /// A value as the draft writes it.
    enum Value: Sendable {
        /// Written as is: ids, enum words, booleans, numbers.
        case plain(String)
        /// A string: written plain when that is safe, else double-quoted.
        case text(String)
        /// Always double-quoted (versions, so `13.10` stays 13.10 for every YAML reader).
        case quoted(String)
        /// A block list; each item has its own comment.
        case list([DraftItem])
        case map([DraftEntry])
    }

    let key: String
    var value: Value
    var comment: String?
    /// Comment lines written under the key, before the children (notes about this entry).
    var remarks: [String] = []

    init(_ key: String, _ value: Value, comment: String? = nil, remarks: [String] = []) {
        self.key = key
        self.value = value
        self.comment = comment
        self.remarks = remarks
    }
}

/// One item of a block list.
struct DraftItem: Sendable {
    let value: DraftEntry.Value
    let comment: String?
}

/// The whole draft: comment lines for the top of the file, then the top-level entries.
struct DraftDocument: Sendable {
    var header: [String]
    var entries: [DraftEntry]
}
