/// `--format github`: GitHub Actions workflow commands, which show up as annotations on the pull request.
public struct GitHubReporter: Sendable {
    public init() {}

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
            output += "::\(command) \(properties.joined(separator: ","))::\(Self.escapeData(diagnostic.message))\n"
        }
        return output
    }

    /// The toolkit's escaping of a command's message.
    static func escapeData(_ text: String) -> String {
        text.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll("\n", with: "%0A")
    }

    /// The toolkit's escaping of a property value, which also may not hold `:` or `,`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
    }
}

extension String {
    /// Replaces every occurrence of one character; the engine avoids Foundation.
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
