import Format
import ScanFacts

/// Comment text for a value seen at several places: the first three, then a count.
func originList(_ origins: [Origin]) -> String {
    var unique: [String] = []
    var seen: Set<String> = []
    for origin in origins where seen.insert(origin.description).inserted { unique.append(origin.description) }
    let shown = unique.prefix(3).joined(separator: ", ")
    return unique.count > 3 ? "\(shown) (+\(unique.count - 3) more)" : shown
}

/// The comment beside a value seen at `origins`: nil when the writer prints the same from the value's
/// span (one place, whose statement starts on the line the draft names).
func placeComment(_ origins: [Origin]) -> String? {
    let list = originList(origins)
    guard let first = origins.first, list == first.description, first.spanShowsLine else { return list }
    return nil
}

/// A list item seen at `origins`, placed at the first.
func listItem<Value>(_ value: Value, seenAt origins: [Origin]) -> (value: Value, span: SourceSpan?, comment: String?) {
    (value, origins.first?.span, placeComment(origins))
}

extension ObjectBuilder {
    /// Sets a key to a value seen at `origins`, placed at the first; beside it the draft names them
    /// all, unless `comment` says something else.
    mutating func set<Value: FieldValue>(_ key: KeyPath<Keys, Field<Value>>, _ value: Value, seenAt origins: [Origin], comment: String? = nil) {
        set(key, value, at: origins.first?.span, comment: comment ?? placeComment(origins))
    }
}
