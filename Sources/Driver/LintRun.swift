import Format
import Platform
import Rules
import Scan

/// What `navlint [PATH...]` (`navlint lint`) found, and the one report of what it checked.
public struct LintOutcome: Sendable {
    /// The findings of the app descriptions and of the code together, under one baseline and threshold.
    public var check: CheckOutcome
    /// The scan of the code, or why there was no code to check (no sources, or no screen in them).
    public var scan: Result<ScanCounts, ScanError>
    /// How many app descriptions were checked.
    public var descriptionCount: Int
    /// False when only app descriptions were named, so no code was looked for.
    public var looksForCode = true
    /// What the scan could not follow, each naming its file as findings do.
    public var notes: [ScanNote]
    /// Lines for standard error about files left out of the scan.
    public var remarks: [String]
    /// How long each stage took, up to the report (`--timings`).
    public var timings = StageTimings()
}

/// `navlint [PATH...]` as a library call: lints the app descriptions and the code under the paths (the
/// current folder when none is given), whichever they hold and both when they hold both, in one report; as
/// `swiftlint PATH` lints the code under PATH.
public enum LintRun {
    /// `request` carries check's options (configuration, rules, baseline, thresholds, limits) and the
    /// paths; `reading` the scan's (SDK, exclusions, test code), whose paths are not used. A folder is both
    /// searched for descriptions and scanned; a named source file is scanned; any other named file, and
    /// `-`, is a description (a configuration file is the run's configuration). Paths that hold neither descriptions nor
    /// sources are an error, not a pass.
    public static func run(_ request: CheckRequest, reading: ScanRequest = ScanRequest(paths: [])) throws -> LintOutcome {
        // A configuration named among the files (an Xcode input file list names it) is the run's
        // configuration, as `--config` would make it, not a file to lint.
        let isConfiguration = { (path: String) in Configuration.fileNames.contains(String(path.split(separator: "/").last ?? "")) }
        let named = request.paths.filter(isConfiguration)
        var request = request
        if let configuration = named.first {
            guard named.count == 1, request.configurationFile == nil else {
                throw IOFailure(description: "give one configuration: \((named + (request.configurationFile.map { [$0] } ?? [])).joined(separator: ", ")) are named")
            }
            request.configurationFile = configuration
        }
        let paths = request.paths.isEmpty ? ["."] : request.paths.filter { !isConfiguration($0) }
        let lookup = ConfigurationLookup(for: request)
        var descriptions = request
        descriptions.paths = paths.filter { $0 == "-" || FileSystem.isDirectory($0) || !SourceFile.isScannable(name: $0) }
        var code = reading
        code.paths = paths.filter { $0 != "-" && (FileSystem.isDirectory($0) || SourceFile.isScannable(name: $0)) }
        code.configurationFile = request.configurationFile
        var timings = StageTimings()
        let linted = descriptions.paths.isEmpty ? nil : try CheckRun.lint(descriptions, lookup: lookup)
        if linted != nil { timings.finish("app descriptions") }
        let scanned = code.paths.isEmpty
            ? ScanCheckRun.Linted(scan: .failure(.noSources), checked: [], notes: [], remarks: [], inputs: [])
            : try ScanCheckRun.lint(code, options: request, lookup: lookup)
        timings.append(scanned.timings)
        // Descriptions that could not be read count as none, but their remarks are kept.
        let described = linted.flatMap { $0.checked.isEmpty ? nil : $0.checked }
        let remarks = (linted?.remarks ?? []) + scanned.remarks
        let count = described?.count ?? 0
        switch (described, scanned.scan) {
        case (nil, .failure(.noSources)):
            // What was found but could not be read is said too: it may be why nothing is left.
            let what = "nothing to lint in \((request.paths.isEmpty ? ["."] : request.paths).joined(separator: ", ")): no app description (looked for \(CheckRun.lookedFor)) and no Swift or Objective-C sources (.swift, .m, .mm and .h files)"
            throw IOFailure(description: what + remarks.map { "\n" + $0 }.joined())
        case (nil, .failure(let error)):
            // Sources without a screen, said as `scan` says it: code with no navigation is nothing to check.
            let outcome = ScanCheckRun.nothingToCheck(in: code.paths, because: error)
            return LintOutcome(check: outcome, scan: scanned.scan, descriptionCount: 0, notes: scanned.notes, remarks: remarks, timings: timings)
        default:
            var concluding = request
            concluding.command = (["navlint"] + request.paths.map(commandWord)).joined(separator: " ")
            let outcome = try CheckRun.conclude((described ?? []) + scanned.checked, rules: lookup.allRules, request: concluding, reading: scanned.inputs)
            timings.finish("baseline and thresholds")
            return LintOutcome(check: outcome, scan: scanned.scan, descriptionCount: count, looksForCode: !code.paths.isEmpty, notes: scanned.notes, remarks: remarks,
                               timings: timings)
        }
    }

    /// A path as a baseline's header tells to pass it again: as given when it needs no quoting in a shell.
    private static func commandWord(_ path: String) -> String {
        path.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "/._-+".contains($0)) } ? path : "PATH"
    }
}
