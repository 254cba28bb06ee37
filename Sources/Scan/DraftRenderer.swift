/// Prints a draft document as YAML, two spaces per level, comments after three spaces.
enum DraftRenderer {
    static func render(_ document: DraftDocument) -> String {
        var lines: [String] = document.header.map { "# " + clean($0) }
        for entry in document.entries {
            append(entry, indent: 0, to: &lines)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func append(_ entry: DraftEntry, indent: Int, to lines: inout [String]) {
        let pad = String(repeating: " ", count: indent)
        let key = scalar(.text(entry.key))
        switch entry.value {
        case .map(let children):
            lines.append(withComment(pad + key + (children.isEmpty ? ": {}" : ":"), entry.comment))
            appendRemarks(entry.remarks, pad: pad + "  ", to: &lines)
            for child in children { append(child, indent: indent + 2, to: &lines) }
        case .list(let items):
            lines.append(withComment(pad + key + (items.isEmpty ? ": []" : ":"), entry.comment))
            appendRemarks(entry.remarks, pad: pad + "  ", to: &lines)
            for item in items { lines.append(withComment(pad + "  - " + scalar(item.value), item.comment)) }
        case .plain, .text, .quoted:
            lines.append(withComment(pad + key + ": " + scalar(entry.value), entry.comment))
            appendRemarks(entry.remarks, pad: pad, to: &lines)
        }
    }

    private static func appendRemarks(_ remarks: [String], pad: String, to lines: inout [String]) {
        for remark in remarks { lines.append(pad + "# " + clean(remark)) }
    }

    private static func withComment(_ line: String, _ comment: String?) -> String {
        guard let comment, !comment.isEmpty else { return line }
        return line + "   # " + clean(comment)
    }

    /// A comment holds one line: breaks and other control characters become spaces.
    static func clean(_ text: String) -> String {
        String(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : Character($0) })
    }

    private static func scalar(_ value: DraftEntry.Value) -> String {
        switch value {
        case .plain(let text): return text
        case .text(let text): return isPlainSafe(text) ? text : quoted(text)
        case .quoted(let text): return quoted(text)
        case .list, .map: return "{}"
        }
    }

    /// Words YAML (1.1 or 1.2) reads as something other than a string.
    private static let reservedWords: Set<String> = [
        "true", "false", "yes", "no", "on", "off", "null", "y", "n", "~",
    ]

    /// Letters, digits and `_ . - :` (not first), and nothing YAML reads as a boolean, null or number.
    static func isPlainSafe(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
        guard !reservedWords.contains(text.lowercased()) else { return false }
        if text.hasSuffix(":") || text.contains(": ") { return false }
        return text.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "." || scalar == "-" || scalar == ":"
        }
    }

    /// A YAML double-quoted string. Source escapes that YAML shares (`\n`, `\t`, `\"`, `\\`) are kept;
    /// any other backslash (Swift's `\(x)` or `\u{...}`) is written as a literal backslash.
    static func quoted(_ text: String) -> String {
        var result = "\""
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\\" {
                if index + 1 < scalars.count, "nt\"\\r0".unicodeScalars.contains(scalars[index + 1]) {
                    result.unicodeScalars.append(scalar)
                    result.unicodeScalars.append(scalars[index + 1])
                    index += 2
                    continue
                }
                result += "\\\\"
            } else if scalar == "\"" {
                result += "\\\""
            } else if scalar == "\n" {
                result += "\\n"
            } else if scalar == "\t" {
                result += "\\t"
            } else if scalar.value < 0x20 || scalar.value == 0x7F {
                result += " "
            } else {
                result.unicodeScalars.append(scalar)
            }
            index += 1
        }
        return result + "\""
    }
}
