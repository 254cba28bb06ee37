import Format
import Rules

/// `--format github`: GitHub Actions workflow commands, which show up as annotations on the pull request.
public struct GitHubReporter: Reporter {
    public static let name = "github"
    public static let purpose = "annotations on GitHub pull requests"

    public init() {}

    public init(context: ReportContext) {}

    public func render(_ results: [LintResult]) -> String {
        var output = ""
        for diagnostic in results.flatMap(\.diagnostics) {
            let command: String
            switch diagnostic.severity {
            case .error: command = "error"
            case .warning: command = "warning"
            case .info: command = "notice"
            }
            let properties = [
                "file=\(Self.escapeProperty(diagnostic.file))",
                "line=\(diagnostic.span.start.line)",
                "col=\(diagnostic.span.start.column)",
                "endLine=\(diagnostic.span.end.line)",
                "endColumn=\(diagnostic.span.end.column)",
                "title=\(Self.escapeProperty(diagnostic.ruleID))",
            ]
            output += "::\(command) \(properties.joined(separator: ","))::\(Self.escapeData(diagnostic.reportedMessage))\n"
        }
        return output
    }

    /// The toolkit's escaping of a command's message; other control characters, which the toolkit does
    /// not encode, are written visibly so that none reaches the log as a terminal sequence.
    static func escapeData(_ text: String) -> String {
        TerminalText.escape(text.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll("\n", with: "%0A"))
    }

    /// The toolkit's escaping of a property value, which also may not hold `:` or `,`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
    }
}

extension String {
    /// Replaces every occurrence of one Unicode scalar (so CR and LF are found even inside a CRLF pair).
    func replacingAll(_ target: Unicode.Scalar, with replacement: String) -> String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            if scalar == target { result += replacement } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }
}
