import Format
import Rules

/// `--format json`: one object with every diagnostic and the summary, for scripts and editors.
public struct JSONReporter: Reporter {
    public static let name = "json"
    public static let purpose = "scripts and editors"

    public init() {}

    public init(context: ReportContext) {}

    public func render(_ results: [LintResult]) -> String {
        let diagnostics = results.flatMap(\.diagnostics).map(object(for:))
        let summary = LintSummary(results: results)
        var output = "{\n  \"version\": 1,\n  \"diagnostics\": ["
        output += diagnostics.isEmpty ? "]" : "\n" + diagnostics.map { "    " + $0 }.joined(separator: ",\n") + "\n  ]"
        output += ",\n  \"summary\": {\"errors\": \(summary.errors), \"warnings\": \(summary.warnings), \"infos\": \(summary.infos), \"files\": \(summary.files)}\n}\n"
        return output
    }

    private func object(for diagnostic: Diagnostic) -> String {
        let notes = diagnostic.notes.map {
            "{\"message\": \(JSONText.quote($0.message)), \"line\": \($0.location.line), \"column\": \($0.location.column)}"
        }
        let fields = [
            "\"ruleId\": \(JSONText.quote(diagnostic.ruleID))",
            "\"severity\": \(JSONText.quote(diagnostic.severity.rawValue))",
            "\"message\": \(JSONText.quote(diagnostic.message))",
            "\"file\": \(JSONText.quote(diagnostic.file))",
            "\"line\": \(diagnostic.span.start.line)",
            "\"column\": \(diagnostic.span.start.column)",
            "\"endLine\": \(diagnostic.span.end.line)",
            "\"endColumn\": \(diagnostic.span.end.column)",
            "\"path\": \(JSONText.quote(diagnostic.path))",
            "\"notes\": [\(notes.joined(separator: ", "))]",
        ]
        return "{" + fields.joined(separator: ", ") + "}"
    }
}
