import Format
import Rules

/// The default output: `path:line:col: severity: message [rule-id]`, the form Xcode and editors parse
/// (they know `error`, `warning` and `note`, so an info finding is printed as a note),
/// optionally followed by the source line, a caret under the column and the rule's one-line fix.
public struct TextReporter: Reporter {
    public static let name = "text"
    public static let purpose = "people, Xcode and editors"

    public var showsSnippets: Bool
    public var usesColor: Bool

    public init(showsSnippets: Bool, usesColor: Bool) {
        self.showsSnippets = showsSnippets
        self.usesColor = usesColor
    }

    public init(context: ReportContext) {
        self.init(showsSnippets: context.showsSnippets, usesColor: context.usesColor)
    }

    public func render(_ results: [LintResult]) -> String {
        var output = ""
        for result in results {
            for diagnostic in result.diagnostics {
                render(diagnostic, source: result.source, into: &output)
            }
        }
        return output
    }

    private func paint(_ text: String, _ code: String) -> String {
        usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    private func severityLabel(_ severity: Severity) -> String {
        switch severity {
        case .error: paint("error", "1;31")
        case .warning: paint("warning", "1;33")
        case .info: paint("note", "1;36")
        }
    }

    private func render(_ diagnostic: Diagnostic, source: SourceText?, into output: inout String) {
        // A file name or message is printed with its control characters escaped, so it cannot forge a
        // line or reach the terminal.
        let file = TerminalText.escape(diagnostic.file)
        let place = "\(file):\(diagnostic.span.start.line):\(diagnostic.span.start.column):"
        output += "\(paint(place, "1")) \(severityLabel(diagnostic.severity)): \(TerminalText.escape(diagnostic.reportedMessage)) \(paint("[\(TerminalText.escape(diagnostic.ruleID))]", "2"))\n"
        if showsSnippets, let source {
            output += snippet(source: source, span: diagnostic.span)
        }
        // With the snippet only: without it (in a log, a pipe, CI) each finding stays one line, as in
        // SwiftLint's and actionlint's output, and `navlint explain` has the fix in full.
        if showsSnippets, let fix = diagnostic.fix {
            output += "  \(paint("fix:", "1;32")) \(TerminalText.escape(fix))\n"
        }
        for note in diagnostic.notes {
            output += "\(paint("\(file):\(note.location):", "1")) \(paint("note", "1;34")): \(TerminalText.escape(note.message))\n"
            if showsSnippets, let source {
                output += snippet(source: source, span: SourceSpan(start: note.location, end: note.location))
            }
        }
    }

    /// The line, then a caret and tildes under the node, aligned through tabs and wide characters.
    func snippet(source: SourceText, span: SourceSpan) -> String {
        guard let line = source.line(span.start.line).map({ TerminalText.snippetLine(String($0)) }) else { return "" }
        let number = String(span.start.line)
        let gutter = String(repeating: " ", count: number.count)
        let scalars = Array(line.unicodeScalars)
        let startIndex = min(max(span.start.column - 1, 0), scalars.count)
        var padding = ""
        for scalar in scalars[0..<startIndex] {
            padding += scalar == "\t" ? "\t" : String(repeating: " ", count: DisplayWidth.of(scalar))
        }
        var underline = 1
        if span.end.line == span.start.line, span.end.column > span.start.column {
            let endIndex = min(span.end.column - 1, scalars.count)
            if endIndex > startIndex {
                underline = scalars[startIndex..<endIndex].reduce(0) { $0 + DisplayWidth.of($1) }
            }
        }
        let marker = "^" + String(repeating: "~", count: max(underline - 1, 0))
        return "\(paint("\(number) |", "2")) \(line)\n\(paint("\(gutter) |", "2")) \(padding)\(paint(marker, "1;32"))\n"
    }
}

/// Terminal column widths, so carets line up under CJK text and emoji.
enum DisplayWidth {
    static func of(_ scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
             0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            2
        default:
            1
        }
    }
}
