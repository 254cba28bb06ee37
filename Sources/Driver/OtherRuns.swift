import Format
import Platform
import Rules
import Scan

/// One app description linted under its configuration, with its model, for views of the app
/// (`navlint graph`).
public struct AppInspection: Sendable {
    public var result: LintResult
    /// Nil when the file is not a valid app description; `result` then says why.
    public var app: AppDescription?
    /// Every rule that ran, with its documentation when `describesRules` asked for it.
    public var rules: [RuleDefinition]

    /// Reads `path` (`-` for standard input) and lints it under the nearest `.navlint.yml`, or
    /// `configurationFile` when one is given.
    public static func load(path: String, configurationFile: String?, ruleSources: RuleSources, describesRules: Bool) throws -> AppInspection {
        let limits = ParseLimits.default
        let name = path == "-" ? "<stdin>" : path
        let bytes = path == "-"
            ? try FileSystem.readAll(.input, name: name, limit: limits.maxFileSize)
            : try FileSystem.read(path, limit: limits.maxFileSize)
        let lookup = ConfigurationLookup(explicit: configurationFile, ruleSources: ruleSources, limits: limits, forChecking: !describesRules)
        let absolute = FileSystem.absolute(path == "-" ? "navlint.yaml" : path)
        let configuration = try lookup.configuration(forDirectory: FileSystem.parent(absolute) ?? "/")
        let linter = try lookup.linter(for: configuration)
        let (result, app) = linter.inspect(bytes: bytes, file: name, configuration: configuration)
        return AppInspection(result: result, app: app, rules: lookup.allRules)
    }

    /// Scans a folder of sources as `navlint scan DIR` does (test code and previews left out) and
    /// inspects the app it holds: the findings, one per line of code, named by their source files.
    public static func scan(folder: String, configurationFile: String?, ruleSources: RuleSources, describesRules: Bool) throws -> AppInspection {
        var options = CheckRequest()
        options.configurationFile = configurationFile
        options.ruleSources = ruleSources
        options.describesRules = describesRules
        options.maxDiagnostics = Int.max
        let outcome = try ScanCheckRun.run(ScanRequest(paths: [folder]), options: options)
        guard let scan = outcome.scan else {
            throw IOFailure(description: "\(folder): \(outcome.unscanned.map(String.init(describing:)) ?? "no screens"), so there is no graph to draw")
        }
        let diagnostics = outcome.check.results.flatMap(\.diagnostics)
        return AppInspection(result: LintResult(file: folder, source: nil, diagnostics: diagnostics), app: scan.app, rules: outcome.check.rules)
    }
}

/// `navlint verify-rules` as a library call: loads rule files and runs their examples.
public enum RuleVerification {
    /// Every failing example, and how many files passed and failed; a file that does not load throws.
    public static func run(paths: [String], minimumExamples: Int) throws -> (failures: [ExampleVerifier.Failure], passed: Int, failed: Int) {
        var files: [String] = []
        for path in paths {
            if FileSystem.isDirectory(path) {
                files += try RuleSources.ruleFiles(in: path)
            } else {
                files.append(path)
            }
        }
        var failures: [ExampleVerifier.Failure] = []
        var failed = 0
        for file in files {
            let found = ExampleVerifier.verify(try RuleSources.loadRule(file), minimumExamples: minimumExamples)
            failed += found.isEmpty ? 0 : 1
            failures += found
        }
        return (failures, files.count - failed, failed)
    }
}
