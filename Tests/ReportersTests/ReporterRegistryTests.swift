import Format
import Reporters
import Rules
import Testing
import TestSupport

/// A whole new output format, in this one file: one line per finding as comma-separated values.
struct CSVReporter: Reporter {
    static let name = "csv"
    static let purpose = "spreadsheets"

    init(context: ReportContext) {}

    func render(_ results: [LintResult]) -> String {
        var output = "file,line,column,severity,rule\n"
        for diagnostic in results.flatMap(\.diagnostics) {
            output += "\(diagnostic.file),\(diagnostic.location.line),\(diagnostic.location.column),\(diagnostic.severity.rawValue),\(diagnostic.ruleID)\n"
        }
        return output
    }
}

@Suite struct ReporterRegistryTests {
    static let app = """
    navlint: 1
    app: {deploymentTarget: "15.0"}
    navigationControllers:
      main:
        root: home
        popGesture: {delegate: nil}
    screens:
      home: {pushes: [detail]}
      detail: {navigationBarHidden: true}
    """

    @Test func aReporterInOneFileIsFoundByNameAndRendersRealFindings() throws {
        let registry = ReporterRegistry(ReporterRegistry.builtin.reporters + [CSVReporter.self])
        #expect(registry.names == ["text", "json", "sarif", "github", "junit", "csv"])
        #expect(registry.namesInWords == "text, json, sarif, github, junit or csv")
        let reporter = try #require(registry.reporter(named: "csv"))
        let result = lint(Self.app, file: "App/navlint.yaml", rules: try builtinRules())
        let report = reporter.init(context: ReportContext()).render([result])
        #expect(report == "file,line,column,severity,rule\nApp/navlint.yaml,6,28,error,root-freeze\n")
    }

    @Test func builtinFormatsHaveDistinctNamesAndOnlySARIFDescribesRules() {
        let reporters = ReporterRegistry.builtin.reporters
        #expect(Set(reporters.map { $0.name }).count == reporters.count)
        #expect(reporters.filter { $0.describesRules }.map { $0.name } == ["sarif"])
        #expect(ReporterRegistry.builtin.reporter(named: "xml") == nil)
    }
}
