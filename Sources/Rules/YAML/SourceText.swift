/// The raw text of one input file, kept line by line because libyaml drops comments
/// and snippets, suppressions and carets need the original lines.
public struct SourceText: Sendable {
    public let name: String
    public let text: String
    public let lines: [Substring]

    /// Builds the text from bytes that are already known to be valid UTF-8.
    public init(name: String, text: String) {
        self.name = name
        self.text = text
        self.lines = SourceText.splitLines(text)
    }

    /// The 1-based line, without its line break, or nil when out of range.
    public func line(_ number: Int) -> Substring? {
        guard number >= 1, number <= lines.count else { return nil }
        return lines[number - 1]
    }

    /// Splits the way libyaml counts lines: CR LF, LF, CR, NEL, LS and PS each end a line.
    static func splitLines(_ text: String) -> [Substring] {
        var result: [Substring] = []
        let scalars = text.unicodeScalars
        var lineStart = scalars.startIndex
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            switch scalar {
            case "\r":
                result.append(Substring(scalars[lineStart..<index]))
                index = scalars.index(after: index)
                if index < scalars.endIndex, scalars[index] == "\n" {
                    index = scalars.index(after: index)
                }
                lineStart = index
            case "\n", "\u{85}", "\u{2028}", "\u{2029}":
                result.append(Substring(scalars[lineStart..<index]))
                index = scalars.index(after: index)
                lineStart = index
            default:
                index = scalars.index(after: index)
            }
        }
        result.append(Substring(scalars[lineStart..<scalars.endIndex]))
        if let first = result.first, first.unicodeScalars.first == "\u{FEFF}" {
            result[0] = Substring(first.unicodeScalars.dropFirst())
        }
        return result
    }
}

/// Finds the first byte that breaks UTF-8, so the error can point at it.
enum UTF8Validation {
    /// The 1-based line and column (in scalars) of the first invalid sequence, or nil when the bytes are valid.
    static func firstInvalidLocation(in bytes: [UInt8]) -> SourceLocation? {
        var line = 1
        var column = 1
        var index = 0
        var previousWasCR = false
        while index < bytes.count {
            let byte = bytes[index]
            let length: Int
            switch byte {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return SourceLocation(line: line, column: column)
            }
            guard index + length <= bytes.count else { return SourceLocation(line: line, column: column) }
            if length > 1 {
                for offset in 1..<length where bytes[index + offset] & 0xC0 != 0x80 {
                    return SourceLocation(line: line, column: column)
                }
                let second = bytes[index + 1]
                // Reject overlong forms, surrogates and code points above U+10FFFF.
                if (byte == 0xE0 && second < 0xA0) || (byte == 0xED && second > 0x9F)
                    || (byte == 0xF0 && second < 0x90) || (byte == 0xF4 && second > 0x8F) {
                    return SourceLocation(line: line, column: column)
                }
            }
            if byte == 0x0A {
                if !previousWasCR { line += 1 }
                column = 1
            } else if byte == 0x0D {
                line += 1
                column = 1
            } else {
                column += 1
            }
            previousWasCR = byte == 0x0D
            index += length
        }
        return nil
    }
}
