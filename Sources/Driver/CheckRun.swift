import Format
import Platform
import Rules

/// Everything `navlint check` is asked to do; the command line fills it in from its arguments.
public struct CheckRequest: Sendable {
    /// Files, folders (searched by the naming convention) and `-` for standard input; empty means `.`.
    public var paths: [String] = []
    /// The name reported for standard input; its folder is where its configuration is looked up.
    public var standardInputName = "<stdin>"
    /// One configuration for every file instead of the nearest `.navlint.yml`.
    public var configurationFile: String?
    public var ruleSources = RuleSources()
    public var limits = ParseLimits.default
    /// Hide the findings recorded in this baseline.
    public var baseline: String?
    /// Record every finding in this baseline (atomically) instead of reporting.
    public var writeBaseline: String?
    /// Fail when baseline entries match nothing, so the baseline only shrinks.
    public var strictBaseline = false
    /// Overrides each configuration's `failOn`; nil leaves it (whose own default is `error`).
    public var failOn: FailureThreshold?
    /// Most diagnostics reported; the summary still counts them all.
    public var maxDiagnostics = 1000
    /// Load the rules with their documentation, for a report that describes them.
    public var describesRules = false
    /// The command a baseline written by the run tells to run again.
    public var command = "navlint check"

    public init() {}
}

/// What a check found, what to tell the user besides the report, and the exit status it means.
public struct CheckOutcome: Sendable {
    /// The results to report, cut to `maxDiagnostics`.
    public var results: [LintResult]
    public var summary: LintSummary
    /// Every rule that ran, for reports that describe them.
    public var rules: [RuleDefinition]
    /// False when nothing was checked (no description was found) or a baseline was written: there is no
    /// summary to print. The report is written all the same, empty, so that a SARIF upload finds one.
    public var hasSummary: Bool
    /// Lines for standard error besides the summary.
    public var remarks: [String]
    public var status: ExitStatus
    /// The files the run read, which no output of it may replace.
    public var inputs: [String] = []
}

extension CheckOutcome {
    /// No findings and one warning saying why there was nothing to check, which is no failure. The (empty)
    /// report is written all the same; `summarized`: whether the summary line is printed too.
    static func nothingToCheck(_ why: String, summarized: Bool, hint: String? = nil) -> CheckOutcome {
        CheckOutcome(results: [], summary: LintSummary(results: []), rules: [], hasSummary: summarized,
                     remarks: ["navlint: warning: \(why); nothing to check" + (hint.map { " (\($0))" } ?? "")], status: .clean)
    }
}

/// `navlint check` as a library call: finds the files, looks up each one's configuration, lints them on
/// every core, applies or writes a baseline, and decides the exit status. It prints nothing.
public enum CheckRun {
    /// One linted file with the threshold its configuration sets.
    struct Checked: Sendable {
        var result: LintResult
        var threshold: Severity?
    }

    /// One file to lint, with everything resolved that needs the (serial) configuration lookup.
    private struct Job: Sendable {
        /// Standard input's bytes, or the file to read.
        enum Input: Sendable {
            case given([UInt8])
            case file(FoundFile)
        }

        var name: String
        var input: Input
        var linter: Linter
        var configuration: Configuration
        var relativePath: String
        var threshold: Severity?

        /// The linted file, or why a file found in a folder could not be read.
        func run(maxFileSize: Int) throws -> Result<Checked, UnreadableFile> {
            let bytes: [UInt8]
            switch input {
            case .given(let given): bytes = given
            case .file(let file):
                switch try file.read(limit: maxFileSize) {
                case .success(let read): bytes = read
                case .failure(let unreadable): return .failure(unreadable)
                }
            }
            let result = linter.lint(bytes: consume bytes, file: name, configuration: configuration, relativePath: relativePath)
            return .success(Checked(result: result, threshold: threshold))
        }
    }

    public static func run(_ request: CheckRequest) throws -> CheckOutcome {
        let lookup = ConfigurationLookup(for: request)
        let linted = try lint(request, lookup: lookup)
        guard let linted, !linted.checked.isEmpty else {
            // Nothing to check is not a failure: an Xcode build phase or a CI step set up before the first
            // description exists must not break the build. A named path that does not exist still fails,
            // when it is read.
            let targets = request.paths.isEmpty ? ["."] : request.paths
            var outcome = CheckOutcome.nothingToCheck("no app descriptions found in \(targets.joined(separator: ", ")) (looked for \(lookedFor))",
                                                      summarized: false, hint: codeHint(for: targets))
            outcome.remarks = (linted?.remarks ?? []) + outcome.remarks
            return outcome
        }
        var outcome = try conclude(linted.checked, rules: lookup.allRules, request: request)
        outcome.remarks = linted.remarks + outcome.remarks
        return outcome
    }

    /// For folders that hold no app description but do hold code: the command that checks the code.
    static func codeHint(for targets: [String]) -> String? {
        let folders = targets.filter { FileSystem.isDirectory($0) }
        guard !folders.isEmpty, let sources = try? SourceDiscovery.files(for: folders).files, !sources.isEmpty else { return nil }
        return "the code there is linted by `navlint \(folders.joined(separator: " "))`"
    }

    /// The names `check` searches folders for, in words for messages.
    static let lookedFor = "navlint.yaml, navlint.yml, *.navlint.yaml, *.navlint.yml"

    /// Finds the request's app descriptions and lints each under its configuration from `lookup`, with a
    /// remark for standard error for each file found in a folder that could not be read; nil when there is
    /// no description to check (no file found and no standard input).
    static func lint(_ request: CheckRequest, lookup: ConfigurationLookup) throws -> (checked: [Checked], remarks: [String])? {
        let limits = request.limits
        let targets = request.paths.isEmpty ? ["."] : request.paths
        let (files, skipped) = try FileDiscovery.files(for: targets.filter { $0 != "-" })
        var remarks = skipped.map { FoundFile.skipped($0.path, reason: $0.reason, by: "navlint") }
        if files.isEmpty, !targets.contains("-") { return skipped.isEmpty ? nil : ([], remarks) }
        // Configurations and rule sets are resolved in order first (they are cached and may fail);
        // then the files are read and linted on every core.
        var jobs: [Job] = []
        if targets.contains("-") {
            let bytes = try FileSystem.readAll(.input, name: request.standardInputName, limit: limits.maxFileSize)
            let name = request.standardInputName
            let path = name == "<stdin>" ? FileSystem.absolute("navlint.yaml") : FileSystem.absolute(name)
            jobs.append(try job(for: name, absolutePath: path, input: .given(bytes), lookup: lookup, request: request))
        }
        for file in files {
            if let remark = file.nameRemark(by: "navlint") { remarks.append(remark) }
            jobs.append(try job(for: file.path, absolutePath: FileSystem.absolute(file.path), input: .file(file), lookup: lookup, request: request))
        }
        let outcomes = ParallelMap.map(jobs) { job in Result { try job.run(maxFileSize: limits.maxFileSize) } }
        var checked: [Checked] = []
        for (job, outcome) in zip(jobs, outcomes) {
            switch try outcome.get() {
            case .success(let item): checked.append(item)
            case .failure(let unreadable): remarks.append(FoundFile.skipped(job.name, reason: unreadable.reason, by: "navlint"))
            }
        }
        return (checked, remarks)
    }

    /// What follows linting, the same for every command that reports findings (`check`, `scan`, `lint`):
    /// writes the baseline, or applies it; cuts the report to `maxDiagnostics`; and decides the exit status
    /// from each file's threshold and, with `strictBaseline`, stale baseline entries.
    /// `reading` names the files read besides those linted (a scan's sources without findings).
    static func conclude(_ checked: [Checked], rules: [RuleDefinition], request: CheckRequest, reading: [String] = []) throws -> CheckOutcome {
        var checked = checked
        var results = checked.map(\.result)
        let inputs = results.map(\.file) + reading
        if let path = request.writeBaseline {
            let recorded = Baseline(recording: results)
            try FileSystem.writeAtomically(recorded.render(command: request.command), to: path, sparing: inputs)
            let entries = recorded.entries.reduce(0) { $0 + $1.count }
            let findings = results.reduce(0) { $0 + $1.diagnostics.filter(Baseline.isBaselinable).count }
            // A finding that holds for several objects at one place is recorded once for each of them.
            let perObject = findings == entries ? "" : " (\(entries) entries, one for each screen or navigation controller)"
            return CheckOutcome(results: [], summary: LintSummary(results: results), rules: rules, hasSummary: false,
                                remarks: ["recorded \(findings) finding\(findings == 1 ? "" : "s")\(perObject) in \(path)"], status: .clean, inputs: inputs)
        }
        var summary = LintSummary(results: results)
        var stale = 0
        if let path = request.baseline {
            let bytes = try FileSystem.read(path, limit: ParseLimits.default.maxFileSize)
            let application = try Baseline.parse(text: String(decoding: bytes, as: UTF8.self), file: path).apply(to: results)
            results = application.results
            stale = application.stale.count
            summary = LintSummary(results: results)
            summary.baselined = application.hidden
            summary.staleBaselineEntries = stale
            for index in checked.indices { checked[index].result = results[index] }
        }
        let shown = LintResult.limited(results, to: request.maxDiagnostics)
        summary.notShown = shown.omitted
        let failing = checked.contains { item in
            guard let threshold = item.threshold else { return false }
            return item.result.diagnostics.contains { $0.severity >= threshold }
        }
        let status: ExitStatus = failing || (request.strictBaseline && stale > 0) ? .findings : .clean
        return CheckOutcome(results: shown.results, summary: summary, rules: rules, hasSummary: true, remarks: [], status: status, inputs: inputs)
    }

    private static func job(for name: String, absolutePath: String, input: Job.Input, lookup: ConfigurationLookup, request: CheckRequest) throws -> Job {
        let directory = FileSystem.parent(absolutePath) ?? "/"
        let configuration = try lookup.configuration(forDirectory: directory)
        let linter = try lookup.linter(for: configuration)
        return Job(name: name, input: input, linter: linter, configuration: configuration,
                   relativePath: relativePath(absolutePath, under: configuration), threshold: threshold(under: configuration, request: request))
    }

    /// The path that the configuration's `ignore` patterns match: relative to its folder when the file is inside it.
    static func relativePath(_ absolutePath: String, under configuration: Configuration) -> String {
        let base = FileSystem.absolute(configuration.directory)
        return absolutePath.hasPrefix(base + "/") ? String(absolutePath.dropFirst(base.count + 1)) : absolutePath
    }

    /// The lowest severity that fails the run: `--fail-on`, else the configuration's `failOn`, else error.
    static func threshold(under configuration: Configuration, request: CheckRequest) -> Severity? {
        (request.failOn ?? configuration.failOn ?? .error).severity
    }
}
