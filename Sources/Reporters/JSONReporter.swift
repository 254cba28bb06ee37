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
            "\"message\": \(JSONText.quote(diagnostic.reportedMessage))",
            "\"file\": \(JSONText.quote(diagnostic.file))",
            "\"line\": \(diagnostic.span.start.line)",
            "\"column\": \(diagnostic.span.start.column)",
            "\"endLine\": \(diagnostic.span.end.line)",
            "\"endColumn\": \(diagnostic.span.end.column)",
            "\"path\": \(JSONText.quote(diagnostic.path))",
            "\"notes\": [\(notes.joined(separator: ", "))]",
        ]
        // Only a finding that holds for several objects has `repeats`: the others, each with its own message
        // and model path, and where it is declared when the sources show it.
        let repeats = diagnostic.repeats.isEmpty ? [] : ["\"repeats\": [" + diagnostic.repeats.map(object(for:)).joined(separator: ", ") + "]"]
        return "{" + (fields + repeats).joined(separator: ", ") + "}"
    }

    private func object(for repeated: RepeatedFinding) -> String {
        var fields = [
            "\"object\": \(JSONText.quote(repeated.objectName))",
            "\"severity\": \(JSONText.quote(repeated.severity.rawValue))",
            "\"message\": \(JSONText.quote(repeated.message))",
            "\"path\": \(JSONText.quote(repeated.path))",
        ]
        if let file = repeated.declarationFile, let span = repeated.declarationSpan {
            fields += ["\"file\": \(JSONText.quote(file))", "\"line\": \(span.start.line)", "\"column\": \(span.start.column)"]
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }
}
