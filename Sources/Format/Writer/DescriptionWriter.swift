/// Comments a written description carries besides its values, by model path
/// (`screens.home.pushes[0]`, `navigationControllers.main`).
public struct DescriptionComments: Sendable {
    /// Comment lines at the top of the file.
    public var header: [String] = []
    /// The comment beside a value, or beside a key that opens a list or mapping.
    public var beside: [String: String] = [:]
    /// Comment lines under a key, before what it holds.
    public var under: [String: [String]] = [:]

    public init() {}
}

/// Writes a model as an app description in YAML, through the schema: every key that was written (by a
/// file or a scan) in the order the format declares them, two spaces per level, comments after three
/// spaces. A value with no comment of its own is followed by where it came from, when it came from one
/// of `sources`. Reading the text back gives the same model.
public enum DescriptionWriter {
    public static func render(_ document: ModelObject, sources: [String] = [], comments: DescriptionComments = DescriptionComments()) -> String {
        write(document, sources: sources, comments: comments, mapsLines: false).text
    }

    /// The description as `render` writes it, and the line (1-based) each written path is on: the line
    /// `navlint check` reports a finding about that path on.
    public static func renderMapped(_ document: ModelObject, sources: [String] = [], comments: DescriptionComments = DescriptionComments()) -> (text: String, lineOfPath: [String: Int]) {
        write(document, sources: sources, comments: comments, mapsLines: true)
    }

    private static func write(_ document: ModelObject, sources: [String], comments: DescriptionComments, mapsLines: Bool) -> (text: String, lineOfPath: [String: Int]) {
        var writer = Lines(sources: sources, comments: comments, mapsLines: mapsLines)
        for line in comments.header { writer.lines.append("# " + clean(line)) }
        writer.writeFields(of: document, indent: 0)
        return (writer.lines.joined(separator: "\n") + "\n", writer.lineOfPath)
    }

    private struct Lines {
        let sources: [String]
        let comments: DescriptionComments
        let mapsLines: Bool
        var lines: [String] = []
        var lineOfPath: [String: Int] = [:]

        init(sources: [String], comments: DescriptionComments, mapsLines: Bool) {
            self.sources = sources
            self.comments = comments
            self.mapsLines = mapsLines
        }

        /// Records that `path` is written on the next line.
        mutating func mark(_ path: @autoclosure () -> String) {
            if mapsLines { lineOfPath[path()] = lines.count + 1 }
        }

        /// The comment for the value at `path`: its own, else its place in the sources.
        func comment(_ path: String, _ node: ModelNode?) -> String? {
            if let own = comments.beside[path] { return own }
            guard let span = node?.span ?? node?.keySpan, let source = span.source, source >= 0, source < sources.count else { return nil }
            return "\(sources[source]):\(span.start.line)"
        }

        mutating func append(_ line: String, comment: String?) {
            guard let comment, !comment.isEmpty else { lines.append(line); return }
            lines.append(line + "   # " + DescriptionWriter.clean(comment))
        }

        mutating func appendRemarks(_ path: String, indent: Int) {
            guard let remarks = comments.under[path] else { return }
            let pad = String(repeating: " ", count: indent)
            for remark in remarks { lines.append(pad + "# " + DescriptionWriter.clean(remark)) }
        }

        /// The object's written keys, in schema order.
        mutating func writeFields(of object: ModelObject, indent: Int) {
            for (index, field) in object.schema.fields.enumerated() {
                let node = object.node(at: index)
                guard node.isWritten else { continue }
                write(field, node, path: ModelDecoder.join(object.path, field.name), indent: indent)
            }
        }

        mutating func write(_ field: FieldSchema, _ node: ModelNode, path: String, indent: Int) {
            let pad = String(repeating: " ", count: indent)
            let key = pad + DescriptionWriter.scalar(field.name)
            switch node.value {
            case .object(let nested):
                let empty = !nested.hasWrittenField
                mark(path)
                append(key + (empty ? ": {}" : ":"), comment: comment(path, node))
                appendRemarks(nested.path, indent: indent + 2)
                writeFields(of: nested, indent: indent + 2)
            case .map(let entries):
                mark(path)
                append(key + (entries.isEmpty ? ": {}" : ":"), comment: comment(path, node))
                appendRemarks(path, indent: indent + 2)
                for entry in entries {
                    let empty = !entry.hasWrittenField
                    mark(entry.path)
                    append(pad + "  " + DescriptionWriter.scalar(entry.id ?? "") + (empty ? ": {}" : ":"), comment: comments.beside[entry.path])
                    appendRemarks(entry.path, indent: indent + 4)
                    writeFields(of: entry, indent: indent + 4)
                }
            case .list(let items):
                if case .owners = field.type, items.count == 1, let only = items.first {
                    // One owner is written as a word, the way people write it.
                    mark(path)
                    mark("\(path)[0]")
                    append(key + ": " + DescriptionWriter.scalar(only.value), comment: comments.beside[path] ?? comment("\(path)[0]", only))
                    appendRemarks(path, indent: indent)
                    return
                }
                mark(path)
                append(key + (items.isEmpty ? ": []" : ":"), comment: comment(path, items.isEmpty ? node : nil))
                appendRemarks(path, indent: indent + 2)
                for (offset, item) in items.enumerated() {
                    mark("\(path)[\(offset)]")
                    append(pad + "  - " + DescriptionWriter.scalar(item.value), comment: comment("\(path)[\(offset)]", item))
                }
            default:
                mark(path)
                append(key + ": " + DescriptionWriter.scalar(node.value), comment: comment(path, node))
                appendRemarks(path, indent: indent)
            }
        }
    }

    /// A scalar as YAML reads it back: booleans and numbers as such, versions always quoted (so `13.10`
    /// stays 13.10 for every reader), strings plain when that is safe, else double-quoted.
    public static func scalar(_ value: ModelValue) -> String {
        switch value {
        case .bool(let flag): return flag ? "true" : "false"
        case .integer(let number): return String(number)
        case .number(let number): return NumberText.plain(number)
        case .string(let text): return scalar(text)
        case .version(let version): return quoted(version.description)
        case .absent, .list, .object, .map: return "null"
        }
    }

    static func scalar(_ text: String) -> String {
        isPlainSafe(text) ? text : quoted(text)
    }

    /// A comment holds one line: breaks (YAML also breaks lines at U+0085, U+2028 and U+2029) and the
    /// characters YAML does not allow unescaped (control characters, U+FFFE, U+FFFF) become spaces.
    public static func clean(_ text: String) -> String {
        // Those begin with a control byte or with C2, E2 or EF, which most comments have none of.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 || $0 == 0xEF }) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { result.append(isUnwritable(scalar) ? " " : scalar) }
        return String(result)
    }

    /// A character a YAML reader takes as a line break or refuses outside an escape: C0 and C1 controls
    /// (tab aside), DEL, the line and paragraph separators, and the noncharacters U+FFFE and U+FFFF.
    static func isUnwritable(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (value < 0x20 && value != 0x09) || (value >= 0x7F && value <= 0x9F) || value == 0x2028 || value == 0x2029 || value == 0xFFFE || value == 0xFFFF
    }

    /// Words YAML (1.1 or 1.2) reads as something other than a string.
    public static let reservedWords: Set<String> = [
        "true", "false", "yes", "no", "on", "off", "null", "y", "n", "~",
    ]

    /// Letters, digits and `_ . - :` (not first), and nothing YAML reads as a boolean, null or number.
    public static func isPlainSafe(_ text: String) -> Bool {
        if let ascii = isPlainSafeASCII(text) { return ascii }
        guard let first = text.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
        guard !reservedWords.contains(text.lowercased()) else { return false }
        if text.hasSuffix(":") || text.contains(": ") { return false }
        return text.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "." || scalar == "-" || scalar == ":"
        }
    }

    /// `isPlainSafe` byte by byte for ASCII text, which ids, keys and words are (Unicode property
    /// lookups cost more than the rest of writing a draft); nil for other text.
    private static func isPlainSafeASCII(_ text: String) -> Bool? {
        var count = 0
        var safe = true
        var last: UInt8 = 0
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            let letter = (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A
            if count == 0 {
                safe = letter || byte == 0x5F
            } else if safe {
                safe = letter || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte == 0x2E || byte == 0x2D || byte == 0x3A
            }
            last = byte
            count += 1
        }
        // The longest reserved word has five letters.
        guard safe, count > 0, last != 0x3A else { return false }
        return count > 5 || !reservedWords.contains(text.lowercased())
    }

    /// A YAML double-quoted string that reads back as exactly `text`.
    public static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "\u{85}": result += "\\N"
            case "\u{2028}": result += "\\L"
            case "\u{2029}": result += "\\P"
            default:
                if isUnwritable(scalar) {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += scalar.value > 0xFF ? "\\u" + hex : "\\x" + (hex.count < 2 ? "0" + hex : hex)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
