import Format
import Rules

/// `--format junit`: a JUnit XML report, for CI systems that show test reports. Each file with findings is
/// a test suite and each finding a failing test case. A run without findings is one passing case that says
/// how many files were checked, so that a report step (which may reject a report with no tests) passes.
public struct JUnitReporter: Reporter {
    public static let name = "junit"
    public static let purpose = "CI systems that show test reports"

    public init() {}

    public init(context: ReportContext) {}

    public func render(_ results: [LintResult]) -> String {
        let failing = results.filter { !$0.diagnostics.isEmpty }
        let failures = failing.reduce(0) { $0 + $1.diagnostics.count }
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        output += "<testsuites name=\"navlint\" tests=\"\(max(1, failures))\" failures=\"\(failures)\">\n"
        if failing.isEmpty {
            let checked = "\(results.count) file\(results.count == 1 ? "" : "s") checked"
            output += "  <testsuite name=\"navlint\" tests=\"1\" failures=\"0\">\n"
            output += "    <testcase classname=\"navlint\" name=\"no findings, \(checked)\"/>\n"
            output += "  </testsuite>\n"
        }
        for result in failing {
            let file = XMLText.escape(result.file)
            output += "  <testsuite name=\"\(file)\" tests=\"\(result.diagnostics.count)\" failures=\"\(result.diagnostics.count)\">\n"
            for diagnostic in result.diagnostics {
                let place = "\(diagnostic.span.start.line):\(diagnostic.span.start.column)"
                output += "    <testcase classname=\"\(file)\" name=\"\(XMLText.escape(diagnostic.ruleID)) at \(place)\">\n"
                output += "      <failure type=\"\(diagnostic.severity.rawValue)\" message=\"\(XMLText.escape(diagnostic.reportedMessage))\">"
                output += XMLText.escape("\(diagnostic.file):\(place): \(diagnostic.severity.rawValue): \(diagnostic.reportedMessage) [\(diagnostic.ruleID)]")
                output += "</failure>\n    </testcase>\n"
            }
            output += "  </testsuite>\n"
        }
        output += "</testsuites>\n"
        return output
    }
}
