@testable import Rules
import Testing
@testable import Format

/// `--max-diagnostics` cuts the report, never the count: errors are kept first, then warnings, then
/// infos, and the summary says how many of each were left out.
@Suite struct OutputLimitTests {
    static func finding(_ severity: Severity, line: Int, file: String) -> Diagnostic {
        Diagnostic(ruleID: "rule-\(severity.rawValue)", severity: severity, message: "\(severity.rawValue) at \(line)", file: file,
                   span: SourceSpan(start: SourceLocation(line: line, column: 1), end: SourceLocation(line: line, column: 2)))
    }

    @Test func errorsAndWarningsAreKeptBeforeInfos() {
        let first = LintResult(file: "A.swift", source: nil, diagnostics: (1...30).map { Self.finding(.info, line: $0, file: "A.swift") })
        let second = LintResult(file: "B.swift", source: nil, diagnostics: [
            Self.finding(.warning, line: 4, file: "B.swift"), Self.finding(.info, line: 2, file: "B.swift"), Self.finding(.error, line: 9, file: "B.swift"),
        ])
        let shown = LintResult.limited([first, second], to: 3)
        #expect(shown.results.map(\.file) == ["A.swift", "B.swift"])
        #expect(shown.results[0].diagnostics.map(\.message) == ["info at 1"])
        // Each file keeps its own order.
        #expect(shown.results[1].diagnostics.map(\.message) == ["warning at 4", "error at 9"])
        #expect(shown.omitted == [.info: 30])
        var summary = LintSummary(results: [first, second])
        summary.notShown = shown.omitted
        #expect(summary.line == "1 error, 1 warning, 31 infos in 2 files; 30 not shown (30 infos; raise --max-diagnostics)")

        let nothing = LintResult.limited([first, second], to: 0)
        #expect(nothing.omitted == [.error: 1, .warning: 1, .info: 31])
        summary.notShown = nothing.omitted
        #expect(summary.line.hasSuffix("; 33 not shown (1 error, 1 warning, 31 infos; raise --max-diagnostics)"))
        #expect(LintResult.limited([first, second], to: 100).omitted.isEmpty)
    }
}
