/// Text made safe to print to a terminal or a log a tool parses line by line: a file name or message
/// with a newline would otherwise forge a line of its own (`FAKE.swift:1:1: error: ...`), and an escape
/// sequence would reach the terminal (clear the screen, set the title). Control characters are written
/// as Swift escapes (`\n`, `\u{1B}`), as `swift build` and git show such names visibly.
public enum TerminalText {
    /// `text` with every control character (C0, DEL, C1), line or paragraph separator and bidirectional
    /// override written visibly; a tab stays a tab.
    public static func escape(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }

    /// `line` of a source file for a snippet, each character `escape` would write visibly replaced by
    /// one U+FFFD, so that the caret under it stays aligned.
    public static func snippetLine(_ line: String) -> String {
        guard line.unicodeScalars.contains(where: needsEscape) else { return line }
        var result = ""
        for scalar in line.unicodeScalars {
            result.unicodeScalars.append(needsEscape(scalar) ? "\u{FFFD}" : scalar)
        }
        return result
    }

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: false
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
