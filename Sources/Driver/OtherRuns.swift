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
}

/// `navlint scan` as a library call: finds the sources under the paths, reads them and scans them.
public enum ScanRun {
    /// Files larger than this are not sources anyone wrote by hand; they are skipped with a remark.
    public static let fileLimit = 8 << 20

    /// The scan, and remarks for standard error about files left out.
    public static func run(paths: [String]) throws -> (result: ScanResult, remarks: [String]) {
        let read = try read(paths: paths)
        return (try scan(read.files.map(\.source), paths: paths), read.remarks)
    }

    /// One file read for a scan: where it was read from, and the file as the scanner sees it (named by
    /// the path the draft prints).
    struct ReadFile {
        let path: String
        let source: SourceFile
    }

    /// Reads the sources under the paths; files too large to be hand-written are left out with a remark.
    static func read(paths: [String]) throws -> (files: [ReadFile], remarks: [String]) {
        var files: [ReadFile] = []
        var remarks: [String] = []
        for file in try SourceDiscovery.files(for: paths) {
            let bytes = try FileSystem.read(file.path, limit: fileLimit)
            if bytes.count > fileLimit {
                remarks.append("navlint scan: skipped '\(file.path)': larger than \(fileLimit >> 20) MiB")
                continue
            }
            files.append(ReadFile(path: file.path, source: SourceFile(path: file.displayPath, text: String(decoding: bytes, as: UTF8.self))))
        }
        return (files, remarks)
    }

    static func scan(_ sources: [SourceFile], paths: [String]) throws -> ScanResult {
        do {
            return try AppScanner.scan(sources)
        } catch {
            throw IOFailure(description: "\(paths.joined(separator: ", ")): \(error)")
        }
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
