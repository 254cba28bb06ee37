import Format

/// Everything navlint found in one file, ready for a reporter.
public struct LintResult: Sendable {
    public var file: String
    /// The file's text, when it could be read as UTF-8; reporters use it for snippets.
    public var source: SourceText?
    public var diagnostics: [Diagnostic]

    public init(file: String, source: SourceText?, diagnostics: [Diagnostic]) {
        self.file = file
        self.source = source
        self.diagnostics = Diagnostic.sortedForOutput(diagnostics)
    }
}

extension LintResult {
    /// The results cut to at most `limit` diagnostics in output order, and how many were left out.
    public static func limited(_ results: [LintResult], to limit: Int) -> (results: [LintResult], omitted: Int) {
        var room = limit
        var omitted = 0
        let kept = results.map { result -> LintResult in
            var copy = result
            if copy.diagnostics.count > room {
                omitted += copy.diagnostics.count - room
                copy.diagnostics = Array(copy.diagnostics.prefix(room))
            }
            room -= copy.diagnostics.count
            return copy
        }
        return (kept, omitted)
    }
}

/// Counts of findings by severity over a whole run.
public struct LintSummary: Sendable, Equatable {
    public var errors = 0
    public var warnings = 0
    public var infos = 0
    public var files = 0
    /// Findings hidden by a baseline, and baseline entries that matched nothing, when a baseline was used.
    public var baselined = 0
    public var staleBaselineEntries = 0
    /// Diagnostics left out of the report by the output limit.
    public var notShown = 0

    public init(results: [LintResult]) {
        files = results.count
        for diagnostic in results.flatMap(\.diagnostics) {
            switch diagnostic.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .info: infos += 1
            }
        }
    }

    /// The one-line summary, e.g. `2 errors, 1 warning in 1 file`.
    public var line: String {
        func count(_ number: Int, _ word: String) -> String { "\(number) \(word)\(number == 1 ? "" : "s")" }
        var parts: [String] = []
        if errors > 0 { parts.append(count(errors, "error")) }
        if warnings > 0 { parts.append(count(warnings, "warning")) }
        if infos > 0 { parts.append(count(infos, "info")) }
        let found = parts.isEmpty ? "no problems" : parts.joined(separator: ", ")
        var line = "\(found) in \(count(files, "file"))"
        if notShown > 0 { line += "; \(notShown) not shown (raise --max-diagnostics)" }
        if baselined > 0 { line += "; \(baselined) hidden by the baseline" }
        if staleBaselineEntries > 0 {
            let entries = staleBaselineEntries == 1 ? "1 baseline entry no longer matches" : "\(staleBaselineEntries) baseline entries no longer match"
            line += "; \(entries) (shrink it with --write-baseline)"
        }
        return line
    }
}
