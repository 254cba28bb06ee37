/// `--format junit`: a JUnit XML report, for CI systems that show test reports. Each file is a test suite;
/// each finding is a failing test case, and a file without findings has one passing case.
public struct JUnitReporter: Sendable {
    public init() {}

    public func render(_ results: [LintResult]) -> String {
        let total = results.reduce(0) { $0 + max(1, $1.diagnostics.count) }
        let failures = results.reduce(0) { $0 + $1.diagnostics.count }
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        output += "<testsuites name=\"navlint\" tests=\"\(total)\" failures=\"\(failures)\">\n"
        for result in results {
            let file = Self.escape(result.file)
            output += "  <testsuite name=\"\(file)\" tests=\"\(max(1, result.diagnostics.count))\" failures=\"\(result.diagnostics.count)\">\n"
            if result.diagnostics.isEmpty {
                output += "    <testcase classname=\"\(file)\" name=\"navlint\"/>\n"
            }
            for diagnostic in result.diagnostics {
                let place = "\(diagnostic.span.start.line):\(diagnostic.span.start.column)"
                output += "    <testcase classname=\"\(file)\" name=\"\(Self.escape(diagnostic.ruleID)) at \(place)\">\n"
                output += "      <failure type=\"\(diagnostic.severity.rawValue)\" message=\"\(Self.escape(diagnostic.message))\">"
                output += Self.escape("\(diagnostic.file):\(place): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.ruleID)]")
                output += "</failure>\n    </testcase>\n"
            }
            output += "  </testsuite>\n"
        }
        output += "</testsuites>\n"
        return output
    }

    /// XML text and attribute escaping; control characters XML 1.0 forbids are dropped.
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result += "&#9;"
            default:
                if scalar.value >= 0x20, scalar.value != 0xFFFE, scalar.value != 0xFFFF {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
