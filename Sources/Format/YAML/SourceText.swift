/// The raw text of one input file, kept line by line because libyaml drops comments
/// and snippets, suppressions and carets need the original lines.
public struct SourceText: Sendable {
    public let name: String
    public let text: String
    /// The UTF-8 offset where each line starts and where its text ends (before the line break);
    /// four bytes a line instead of a substring's sixteen.
    private let bounds: [(start: Int32, end: Int32)]

    /// Builds the text from bytes that are already known to be valid UTF-8.
    public init(name: String, text: String) {
        self.name = name
        self.text = text
        self.bounds = SourceText.lineBounds(text)
    }

    /// The text of a Swift or Objective-C file, whose lines end at LF, CR LF and CR only, as the
    /// compilers and navlint's scanner count them (NEL, LS and PS are characters there, not line ends).
    public init(name: String, code text: String) {
        self.name = name
        self.text = text
        self.bounds = SourceText.lineBounds(text, unicodeBreaks: false)
    }

    public var lineCount: Int { bounds.count }

    /// The 1-based line, without its line break, or nil when out of range.
    public func line(_ number: Int) -> Substring? {
        guard number >= 1, number <= bounds.count else { return nil }
        let utf8 = text.utf8
        let (start, end) = bounds[number - 1]
        let from = utf8.index(utf8.startIndex, offsetBy: Int(start))
        let to = utf8.index(utf8.startIndex, offsetBy: Int(end))
        var line = text[from..<to]
        if number == 1, line.unicodeScalars.first == "\u{FEFF}" { line = Substring(line.unicodeScalars.dropFirst()) }
        return line
    }

    /// The 1-based numbers of the lines that contain `byte`, found in one pass over the bytes
    /// rather than by making a substring of every line.
    public func lines(containing byte: UInt8) -> [Int] {
        var text = text
        return text.withUTF8 { utf8 in
            var found: [Int] = []
            for (offset, bound) in bounds.enumerated() {
                let end = min(Int(bound.end), utf8.count)
                var index = Int(bound.start)
                while index < end, utf8[index] != byte { index += 1 }
                if index < end { found.append(offset + 1) }
            }
            return found
        }
    }

    /// Finds lines the way libyaml counts them: CR LF, LF, CR, NEL, LS and PS each end a line (NEL, LS
    /// and PS only with `unicodeBreaks`). Works on UTF-8 bytes, since almost every break is a single LF.
    static func lineBounds(_ text: String, unicodeBreaks: Bool = true) -> [(start: Int32, end: Int32)] {
        var result: [(start: Int32, end: Int32)] = []
        var bytes = text
        return bytes.withUTF8 { utf8 in
            let count = utf8.count
            var lineStart = 0
            var index = 0
            while index < count {
                let byte = utf8[index]
                var breakLength = 0
                if byte == 0x0A {
                    breakLength = 1
                } else if byte == 0x0D {
                    breakLength = index + 1 < count && utf8[index + 1] == 0x0A ? 2 : 1
                } else if unicodeBreaks, byte == 0xC2, index + 1 < count, utf8[index + 1] == 0x85 {
                    breakLength = 2
                } else if unicodeBreaks, byte == 0xE2, index + 2 < count, utf8[index + 1] == 0x80, utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9 {
                    breakLength = 3
                }
                if breakLength == 0 {
                    index += 1
                    continue
                }
                result.append((Int32(clamping: lineStart), Int32(clamping: index)))
                index += breakLength
                lineStart = index
            }
            result.append((Int32(clamping: lineStart), Int32(clamping: count)))
            return result
        }
    }
}

/// Finds the first byte that breaks UTF-8, so the error can point at it.
enum UTF8Validation {
    /// The 1-based line and column (in scalars) of the first invalid sequence, or nil when the bytes are valid.
    static func firstInvalidLocation(in bytes: [UInt8]) -> SourceLocation? {
        // Almost every file is plain ASCII, which is valid UTF-8: check that eight bytes at a time
        // before walking scalar by scalar and counting lines and columns.
        if isASCII(bytes) { return nil }
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

    private static func isASCII(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw in
            let words = raw.count / 8
            var combined: UInt64 = 0
            for word in 0..<words {
                combined |= raw.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)
            }
            for index in (words * 8)..<raw.count {
                combined |= UInt64(raw[index])
            }
            return combined & 0x8080_8080_8080_8080 == 0
        }
    }
}
