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

    /// The scan, and remarks for standard error about files left out. `sdk` (`--sdk`) is the app's
    /// SDK; without it, the `.navlint.yml` governing the first path (or `configurationFile`) may say it.
    /// `excluding` are `--exclude` patterns: matching files are not read.
    public static func run(paths: [String], sdk: String? = nil, excluding: [String] = [], configurationFile: String? = nil) throws -> (result: ScanResult, remarks: [String]) {
        let given = try givenSDK(sdk, paths: paths, configurationFile: configurationFile)
        let read = try read(paths: paths, excluding: excluding)
        return (try scan(read.files.map(\.source), paths: paths, sdk: given), read.remarks)
    }

    /// One file read for a scan: where it was read from, and the file as the scanner sees it (named by
    /// the path the draft prints).
    struct ReadFile {
        let path: String
        let source: SourceFile
    }

    /// Reads the sources under the paths but those `excluding` matches; files too large to be
    /// hand-written are left out with a remark.
    static func read(paths: [String], excluding: [String]) throws -> (files: [ReadFile], remarks: [String]) {
        var files: [ReadFile] = []
        var remarks: [String] = []
        for file in try SourceDiscovery.files(for: paths, excluding: excluding.map(Glob.init)) {
            let bytes = try FileSystem.read(file.path, limit: fileLimit)
            if bytes.count > fileLimit {
                remarks.append("navlint scan: skipped '\(file.path)': larger than \(fileLimit >> 20) MiB")
                continue
            }
            files.append(ReadFile(path: file.path, source: SourceFile(path: file.displayPath, text: String(decoding: bytes, as: UTF8.self))))
        }
        return (files, remarks)
    }

    static func scan(_ sources: [SourceFile], paths: [String], sdk: GivenSDK?) throws -> ScanResult {
        do {
            return try AppScanner.scan(sources, sdk: sdk)
        } catch {
            throw IOFailure(description: "\(paths.joined(separator: ", ")): \(error)")
        }
    }
}

extension ScanRun {
    /// `--sdk`, else the configuration's `sdk` (`configurationFile`, or looked up from the first path's folder as `check` would).
    static func givenSDK(_ text: String?, paths: [String], configurationFile: String?) throws -> GivenSDK? {
        if let text {
            guard let version = Version(text) else { throw IOFailure(description: "--sdk takes an iOS SDK version such as 17.0, not '\(text)'") }
            return GivenSDK(version: version, source: "--sdk")
        }
        guard !paths.isEmpty else { return nil }
        let folder = configurationFolder(for: paths)
        let lookup = ConfigurationLookup(explicit: configurationFile, ruleSources: RuleSources(), limits: .default, forChecking: false)
        let configuration = try lookup.configuration(forDirectory: folder)
        guard let version = configuration.sdk else { return nil }
        // Named from the scanned folder when it is inside it, so the draft does not depend on where it was scanned.
        var name = configuration.file ?? Configuration.fileNames[0]
        if name.hasPrefix(folder + "/") { name = String(name.dropFirst(folder.count + 1)) }
        return GivenSDK(version: version, source: name)
    }

    /// The absolute folder a scan's configuration is looked up from: the first path, or its folder
    /// when it is a file.
    static func configurationFolder(for paths: [String]) -> String {
        let first = FileSystem.absolute(paths.first ?? ".")
        return FileSystem.isDirectory(first) ? first : (FileSystem.parent(first) ?? "/")
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
