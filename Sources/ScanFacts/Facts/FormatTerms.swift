import Format

/// The format's key names and default words as notes mention them, read from the declarations, so
/// that a note never names a key the format does not have.
package enum FormatTerms {
    package static func key<Keys: ObjectKeys, Value>(_ key: KeyPath<Keys, Field<Value>>) -> String {
        Keys.keys[keyPath: key].name
    }

    /// A key's default, as a description writes it.
    package static func defaultValue<Keys: ObjectKeys, Value>(_ key: KeyPath<Keys, Field<Value>>) -> String {
        DescriptionWriter.scalar(Keys.keys[keyPath: key].schema.defaultValue)
    }

    /// Words joined for a sentence: `a, b or c`.
    package static func alternatives(_ words: [String]) -> String {
        guard let last = words.last, words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + last
    }
}
