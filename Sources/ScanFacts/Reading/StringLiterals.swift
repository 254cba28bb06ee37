/// The strings source literals stand for. A value the draft takes from a literal (a back button title,
/// an image name) holds the real string, and the description writer escapes it for YAML; an
/// interpolation (`\(name)`) cannot be known before the app runs, so it stays as written.
extension Token {
    /// The string this literal stands for, escapes read as the dialect reads them.
    func literalValue(in dialect: Dialect) -> String {
        let scalars = Array(text.unicodeScalars)
        guard scalars.contains("\\") || isMultiLine else { return text }
        switch dialect {
        case .swift:
            let lines = isMultiLine ? StringLiterals.dedented(scalars) : scalars
            return StringLiterals.swiftValue(lines, hashes: rawHashes)
        case .objectiveC:
            return StringLiterals.cValue(scalars)
        }
    }
}

/// Escape reading for Swift and C string literals.
enum StringLiterals {
    /// A Swift multi-line literal's content as Swift reads it: without the line break after the opening
    /// `"""`, without the last line (the closing delimiter's indentation) and its break, and with that
    /// indentation taken off the start of every line. Line breaks are `\n` whatever the file uses.
    static func dedented(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var lines: [[Unicode.Scalar]] = [[]]
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\r" || scalar == "\n" {
                if scalar == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" { index += 1 }
                lines.append([])
            } else {
                lines[lines.count - 1].append(scalar)
            }
            index += 1
        }
        // The first line is what follows `"""` on its own line: nothing, in valid Swift.
        if lines.count > 1, lines[0].allSatisfy({ $0 == " " || $0 == "\t" }) { lines.removeFirst() }
        var indentation: [Unicode.Scalar] = []
        if lines.count > 1, let last = lines.last, last.allSatisfy({ $0 == " " || $0 == "\t" }) {
            indentation = last
            lines.removeLast()
        }
        var result: [Unicode.Scalar] = []
        for (offset, line) in lines.enumerated() {
            if offset > 0 { result.append("\n") }
            result += line.starts(with: indentation) ? line.dropFirst(indentation.count) : line[...]
        }
        return result
    }

    /// Reads Swift escapes: a backslash and the literal's `#`s, then `0 \ t n r " '`, `u{...}`, or a line
    /// break (which joins the lines); an interpolation `\(...)` and anything else stay as written.
    static func swiftValue(_ scalars: [Unicode.Scalar], hashes: Int) -> String {
        var result = String.UnicodeScalarView()
        // One scalar at a time: `append(contentsOf:)` on the view builds a new string of all it holds,
        // which made a literal of many interpolations quadratic.
        func append<Scalars: Sequence<Unicode.Scalar>>(contentsOf scalars: Scalars) {
            for scalar in scalars { result.append(scalar) }
        }
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            let escape = index + 1 + hashes
            guard scalar == "\\", escape < scalars.count, scalars[(index + 1)..<escape].allSatisfy({ $0 == "#" }) else {
                result.append(scalar)
                index += 1
                continue
            }
            switch scalars[escape] {
            case "0": result.append("\0")
            case "\\": result.append("\\")
            case "t": result.append("\t")
            case "n": result.append("\n")
            case "r": result.append("\r")
            case "\"": result.append("\"")
            case "'": result.append("'")
            case "\n":
                // A backslash at the end of a line of a multi-line literal: the lines are one.
                break
            case "u":
                if let (value, next) = braced(scalars, from: escape + 1) {
                    result.append(value)
                    index = next
                    continue
                }
                append(contentsOf: scalars[index...escape])
            case "(":
                let end = interpolationEnd(scalars, from: escape + 1)
                append(contentsOf: scalars[index..<end])
                index = end
                continue
            default:
                append(contentsOf: scalars[index...escape])
            }
            index = escape + 1
        }
        return String(result)
    }

    /// `{1F600}` after `\u`: the scalar and the index after the brace.
    private static func braced(_ scalars: [Unicode.Scalar], from start: Int) -> (Unicode.Scalar, Int)? {
        guard start < scalars.count, scalars[start] == "{" else { return nil }
        var value: UInt32 = 0
        var index = start + 1
        while index < scalars.count, index - start <= 9 {
            let scalar = scalars[index]
            if scalar == "}" {
                guard index > start + 1, let result = Unicode.Scalar(value) else { return nil }
                return (result, index + 1)
            }
            guard let digit = hexDigit(scalar) else { return nil }
            value = value &* 16 &+ digit
            index += 1
        }
        return nil
    }

    /// The index after the `)` that closes an interpolation whose `(` is just before `start`; strings
    /// inside it are skipped so that a `)` in them does not close it.
    private static func interpolationEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var depth = 1
        var inString = false
        var index = start
        while index < scalars.count {
            let scalar = scalars[index]
            if inString {
                if scalar == "\\" { index += 1 } else if scalar == "\"" { inString = false }
            } else if scalar == "\"" {
                inString = true
            } else if scalar == "(" {
                depth += 1
            } else if scalar == ")" {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
            index += 1
        }
        return scalars.count
    }

    /// Reads C escapes, byte by byte as a C compiler does (`\xE2\x80\x99` is one character in UTF-8):
    /// `\n \t \r \\ \" \' \? \a \b \f \v \e`, octal, `\x` hex, `\u` and `\U`, and a backslash before a
    /// line break, which joins the lines.
    static func cValue(_ scalars: [Unicode.Scalar]) -> String {
        var bytes: [UInt8] = []
        func append(_ scalar: Unicode.Scalar) { bytes += Array(String(scalar).utf8) }
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "\\", index + 1 < scalars.count else {
                append(scalar)
                index += 1
                continue
            }
            let code = scalars[index + 1]
            index += 2
            switch code {
            case "n": bytes.append(0x0A)
            case "t": bytes.append(0x09)
            case "r": bytes.append(0x0D)
            case "a": bytes.append(0x07)
            case "b": bytes.append(0x08)
            case "f": bytes.append(0x0C)
            case "v": bytes.append(0x0B)
            case "e": bytes.append(0x1B)
            case "\\", "\"", "'", "?": append(code)
            case "\n":
                break
            case "\r":
                if index < scalars.count, scalars[index] == "\n" { index += 1 }
            case "0"..."7":
                var value = UInt32(code.value - 0x30)
                var digits = 1
                while digits < 3, index < scalars.count, ("0"..."7").contains(scalars[index]) {
                    value = value * 8 + (scalars[index].value - 0x30)
                    index += 1
                    digits += 1
                }
                bytes.append(UInt8(truncatingIfNeeded: value))
            case "x":
                var value: UInt32 = 0
                var digits = 0
                while index < scalars.count, let digit = hexDigit(scalars[index]) {
                    value = value &* 16 &+ digit
                    index += 1
                    digits += 1
                }
                if digits == 0 { append("\\"); append(code) } else { bytes.append(UInt8(truncatingIfNeeded: value)) }
            case "u", "U":
                let count = code == "u" ? 4 : 8
                var value: UInt32 = 0
                var digits = 0
                while digits < count, index + digits < scalars.count, let digit = hexDigit(scalars[index + digits]) {
                    value = value &* 16 &+ digit
                    digits += 1
                }
                if digits == count, let result = Unicode.Scalar(value) {
                    append(result)
                    index += count
                } else {
                    append("\\")
                    append(code)
                }
            default:
                append("\\")
                append(code)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexDigit(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": scalar.value - 0x30
        case "a"..."f": scalar.value - 0x61 + 10
        case "A"..."F": scalar.value - 0x41 + 10
        default: nil
        }
    }
}
