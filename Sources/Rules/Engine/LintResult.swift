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
    /// The results cut to at most `limit` diagnostics, and how many of each severity were left out. Errors
    /// are kept first, then warnings, then infos, each in output order, so a thousand infos cannot push an
    /// error out of the report; each file keeps its kept diagnostics in output order.
    public static func limited(_ results: [LintResult], to limit: Int) -> (results: [LintResult], omitted: [Severity: Int]) {
        var room = max(limit, 0)
        var kept = results.map { Array(repeating: false, count: $0.diagnostics.count) }
        var omitted: [Severity: Int] = [:]
        for severity in Severity.allCases.sorted(by: >) {
            for (offset, result) in results.enumerated() {
                for (index, diagnostic) in result.diagnostics.enumerated() where diagnostic.severity == severity {
                    if room > 0 {
                        kept[offset][index] = true
                        room -= 1
                    } else {
                        omitted[severity, default: 0] += 1
                    }
                }
            }
        }
        let cut = results.enumerated().map { offset, result -> LintResult in
            var copy = result
            copy.diagnostics = result.diagnostics.enumerated().filter { kept[offset][$0.offset] }.map(\.element)
            return copy
        }
        return (cut, omitted)
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
    /// Diagnostics left out of the report by the output limit, by severity.
    public var notShown: [Severity: Int] = [:]

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
        let hidden = notShown.values.reduce(0, +)
        if hidden > 0 {
            let counted = Severity.allCases.sorted(by: >).compactMap { severity in notShown[severity].map { count($0, severity.rawValue) } }
            line += "; \(hidden) not shown (\(counted.joined(separator: ", ")); raise --max-diagnostics)"
        }
        if baselined > 0 { line += "; \(baselined) hidden by the baseline" }
        if staleBaselineEntries > 0 {
            let entries = staleBaselineEntries == 1 ? "1 baseline entry no longer matches" : "\(staleBaselineEntries) baseline entries no longer match"
            line += "; \(entries) (shrink it with --write-baseline)"
        }
        return line
    }
}
