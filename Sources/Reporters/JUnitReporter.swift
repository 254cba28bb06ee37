import Format
import Rules

/// `--format junit`: a JUnit XML report, for CI systems that show test reports. Each file is a test suite;
/// each finding is a failing test case, and a file without findings has one passing case.
public struct JUnitReporter: Reporter {
    public static let name = "junit"
    public static let purpose = "CI systems that show test reports"

    public init() {}

    public init(context: ReportContext) {}

    public func render(_ results: [LintResult]) -> String {
        let total = results.reduce(0) { $0 + max(1, $1.diagnostics.count) }
        let failures = results.reduce(0) { $0 + $1.diagnostics.count }
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        output += "<testsuites name=\"navlint\" tests=\"\(total)\" failures=\"\(failures)\">\n"
        for result in results {
            let file = XMLText.escape(result.file)
            output += "  <testsuite name=\"\(file)\" tests=\"\(max(1, result.diagnostics.count))\" failures=\"\(result.diagnostics.count)\">\n"
            if result.diagnostics.isEmpty {
                output += "    <testcase classname=\"\(file)\" name=\"navlint\"/>\n"
            }
            for diagnostic in result.diagnostics {
                let place = "\(diagnostic.span.start.line):\(diagnostic.span.start.column)"
                output += "    <testcase classname=\"\(file)\" name=\"\(XMLText.escape(diagnostic.ruleID)) at \(place)\">\n"
                output += "      <failure type=\"\(diagnostic.severity.rawValue)\" message=\"\(XMLText.escape(diagnostic.message))\">"
                output += XMLText.escape("\(diagnostic.file):\(place): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.ruleID)]")
                output += "</failure>\n    </testcase>\n"
            }
            output += "  </testsuite>\n"
        }
        output += "</testsuites>\n"
        return output
    }
}
