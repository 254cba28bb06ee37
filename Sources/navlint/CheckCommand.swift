import ArgumentParser
import Rules
import Platform
import Format
import Reporters
import Graph
import Driver

/// Output formats of `navlint check`.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
    case sarif
    case github
    case junit
}

/// When to colour text output.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto
    case always
    case never
}

/// The lowest severity that makes `check` exit 1.
enum FailThreshold: String, ExpressibleByArgument, CaseIterable {
    case error
    case warning
    case info
    case never

    var severity: Severity? {
        switch self {
        case .error: .error
        case .warning: .warning
        case .info: .info
        case .never: nil
        }
    }
}

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check app descriptions and report findings.",
        discussion: """
        PATH may be a file, a directory (searched for navlint.yaml, navlint.yml, *.navlint.yaml and \
        *.navlint.yml, skipping hidden folders), or - for standard input. With no PATH, the current \
        directory is searched.

        Each file is checked under the .navlint.yml (or .navlint.yaml) found in its folder or the nearest \
        parent, up to the repository root; --config names one file for all.

        Exit codes:
          0  no finding at or above the --fail-on threshold (also when the folders searched hold no app description)
          1  findings at or above it (invalid input files included), or stale baseline entries with --strict-baseline
          2  usage, configuration or I/O error
        """
    )

    @Argument(help: "Files or directories to check; - reads standard input.")
    var paths: [String] = []

    @Option(help: "The file name to report for standard input; its folder is where the configuration is looked up.")
    var stdinFilename: String = "<stdin>"

    @Option(help: "Output format: text, json, sarif, github or junit (default: github when GITHUB_ACTIONS=true, else text).")
    var format: OutputFormat?

    @Option(help: "Write the report to this file (atomically) instead of standard output.")
    var output: String?

    @Option(help: "Colour text output: auto (a terminal, unless NO_COLOR is set), always or never.")
    var color: ColorChoice = .auto

    @Flag(inversion: .prefixedNo, help: "Show the source line and a caret under each finding (default: on a terminal).")
    var snippet: Bool?

    @Option(help: "Exit 1 when a finding has this severity or higher: error, warning, info or never (default: the configuration's failOn, else error).")
    var failOn: FailThreshold?

    @Flag(help: "Same as --fail-on warning.")
    var strict = false

    @Option(help: "Use this configuration file for every checked file instead of looking for .navlint.yml.")
    var config: String?

    @Option(help: "Hide the findings recorded in this baseline file.")
    var baseline: String?

    @Option(help: "Record every current finding in this baseline file (written atomically) and exit 0.")
    var writeBaseline: String?

    @Flag(help: "Exit 1 when baseline entries no longer match any finding, so the baseline only shrinks.")
    var strictBaseline = false

    @OptionGroup var ruleOptions: RuleOptions

    @Option(help: "Largest file read, in bytes.")
    var maxFileSize: Int = ParseLimits.default.maxFileSize

    @Option(help: "Deepest nesting of mappings and lists.")
    var maxDepth: Int = ParseLimits.default.maxDepth

    @Option(help: "Most nodes that aliases may copy in, over the whole file.")
    var maxAliasExpansion: Int = ParseLimits.default.maxAliasExpansion

    @Option(help: "Most diagnostics printed in one run; the summary still counts them all.")
    var maxDiagnostics: Int = 1000

    @Option(help: "After checking, write this file (one comment line), whatever was found; for build steps that must each produce a file, such as the SwiftPM build-tool plugin's.")
    var stamp: String?

    func validate() throws {
        guard maxFileSize > 0, maxDepth > 0, maxAliasExpansion >= 0, maxDiagnostics >= 0 else {
            throw ValidationError("limits must be positive numbers")
        }
        if paths.filter({ $0 == "-" }).count > 1 {
            throw ValidationError("standard input (-) can be given only once")
        }
    }

    func run() throws {
        throw ExitCode(execute())
    }

    /// One linted file with the threshold its configuration sets.
    private struct Checked: Sendable {
        var result: LintResult
        var threshold: Severity?
    }

    /// Runs the check, writes the stamp when asked to, and returns the process exit status.
    func execute() -> Int32 {
        let status = checkAndReport()
        // No stamp after a usage or I/O error: the build step then has no output and runs again next time.
        guard let stamp, status != ExitStatus.failure else { return status }
        do {
            // A comment is valid Swift, C and Objective-C: the build-tool plugin compiles the stamp
            // into the target so that the build cannot skip the check.
            try FileSystem.writeAtomically("// navlint check ran here; its findings are in the build log.\n", to: stamp)
        } catch {
            return fail("\(error)")
        }
        return status
    }

    private func checkAndReport() -> Int32 {
        let limits = ParseLimits(maxFileSize: maxFileSize, maxDepth: maxDepth, maxAliasExpansion: maxAliasExpansion)
        do {
            // SARIF describes each rule with its examples; the other formats need only the rules' logic.
            let lookup = ConfigurationLookup(explicit: config, ruleSources: ruleOptions.sources, limits: limits, forChecking: chosenFormat != .sarif)
            let targets = paths.isEmpty ? ["."] : paths
            let files = try FileDiscovery.files(for: targets.filter { $0 != "-" })
            if files.isEmpty, !targets.contains("-") {
                // Nothing to check is not a failure: an Xcode build phase or a CI step set up before the
                // first description exists must not break the build. A named path that does not exist
                // still fails, when it is read.
                try FileSystem.write("navlint: warning: no app descriptions found in \(targets.joined(separator: ", ")) (looked for navlint.yaml, navlint.yml, *.navlint.yaml, *.navlint.yml); nothing to check\n", to: .error)
                return ExitStatus.clean
            }
            // Configurations and rule sets are resolved in order first (they are cached and may fail);
            // then the files are read and linted on every core.
            var jobs: [LintJob] = []
            if targets.contains("-") {
                let bytes = try FileSystem.readAll(.input, name: stdinFilename, limit: limits.maxFileSize)
                let path = stdinFilename == "<stdin>" ? FileSystem.absolute("navlint.yaml") : FileSystem.absolute(stdinFilename)
                jobs.append(try job(for: stdinFilename, absolutePath: path, bytes: bytes, lookup: lookup))
            }
            for file in files {
                jobs.append(try job(for: file, absolutePath: FileSystem.absolute(file), bytes: nil, lookup: lookup))
            }
            let outcomes = ParallelMap.map(jobs) { job in Result { try job.run(maxFileSize: limits.maxFileSize) } }
            var checked: [Checked] = []
            for outcome in outcomes { checked.append(try outcome.get()) }
            var results = checked.map(\.result)
            if let writeBaseline {
                let recorded = Baseline(recording: results)
                try FileSystem.writeAtomically(recorded.render(), to: writeBaseline)
                let count = recorded.entries.reduce(0) { $0 + $1.count }
                try FileSystem.write("recorded \(count) finding\(count == 1 ? "" : "s") in \(writeBaseline)\n", to: .error)
                return ExitStatus.clean
            }
            var summary = LintSummary(results: results)
            var stale = 0
            if let baseline {
                let bytes = try FileSystem.read(baseline, limit: ParseLimits.default.maxFileSize)
                let application = try Baseline.parse(text: String(decoding: bytes, as: UTF8.self), file: baseline).apply(to: results)
                results = application.results
                stale = application.stale.count
                summary = LintSummary(results: results)
                summary.baselined = application.hidden
                summary.staleBaselineEntries = stale
                for index in checked.indices { checked[index].result = results[index] }
            }
            let shown = LintResult.limited(results, to: maxDiagnostics)
            summary.notShown = shown.omitted
            let report = render(shown.results, rules: lookup.allRules)
            try FileSystem.emit(report, to: output)
            try FileSystem.write(summary.line + "\n", to: .error)
            let failing = checked.contains { item in
                guard let threshold = item.threshold else { return false }
                return item.result.diagnostics.contains { $0.severity >= threshold }
            }
            return failing || (strictBaseline && stale > 0) ? ExitStatus.findings : ExitStatus.clean
        } catch let error as PositionedError {
            try? FileSystem.write("\(error)\n", to: .error)
            return ExitStatus.failure
        } catch {
            return fail("\(error)")
        }
    }

    /// One file to lint, with everything resolved that needs the (serial) configuration lookup.
    private struct LintJob: Sendable {
        var name: String
        var bytes: [UInt8]?
        var linter: Linter
        var configuration: Configuration
        var relativePath: String
        var threshold: Severity?

        func run(maxFileSize: Int) throws -> Checked {
            let input = try bytes ?? FileSystem.read(name, limit: maxFileSize)
            let result = linter.lint(bytes: consume input, file: name, configuration: configuration, relativePath: relativePath)
            return Checked(result: result, threshold: threshold)
        }
    }

    private func job(for name: String, absolutePath: String, bytes: [UInt8]?, lookup: ConfigurationLookup) throws -> LintJob {
        let directory = FileSystem.parent(absolutePath) ?? "/"
        let configuration = try lookup.configuration(forDirectory: directory)
        let linter = try lookup.linter(for: configuration)
        let base = FileSystem.absolute(configuration.directory)
        var relative = absolutePath
        if absolutePath.hasPrefix(base + "/") { relative = String(absolutePath.dropFirst(base.count + 1)) }
        let threshold: Severity?
        if strict {
            threshold = .warning
        } else if let failOn {
            threshold = failOn.severity
        } else {
            threshold = FailThreshold(rawValue: configuration.failOn ?? "error")?.severity
        }
        return LintJob(name: name, bytes: bytes, linter: linter, configuration: configuration, relativePath: relative, threshold: threshold)
    }

    private func fail(_ message: String) -> Int32 {
        try? FileSystem.write("navlint: error: \(message)\n", to: .error)
        return ExitStatus.failure
    }

    private var chosenFormat: OutputFormat {
        if let format { return format }
        if ProcessContext.environment("GITHUB_ACTIONS") == "true" { return .github }
        return .text
    }

    private func render(_ results: [LintResult], rules: [RuleDefinition]) -> String {
        switch chosenFormat {
        case .json:
            return JSONReporter().render(results)
        case .sarif:
            return SARIFReporter(rules: rules, toolVersion: Navlint.configuration.version, baseDirectory: FileSystem.currentDirectory()).render(results)
        case .github:
            return GitHubReporter().render(results)
        case .junit:
            return JUnitReporter().render(results)
        case .text:
            let terminal = output == nil && ProcessContext.isTerminal(.output)
            return TextReporter(showsSnippets: snippet ?? terminal, usesColor: usesColor(terminal: terminal)).render(results)
        }
    }

    private func usesColor(terminal: Bool) -> Bool {
        switch color {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = ProcessContext.environment("NO_COLOR"), !noColor.isEmpty { return false }
            if ProcessContext.environment("TERM") == "dumb" { return false }
            return terminal
        }
    }
}
