import ArgumentParser
import Driver
import Format
import Platform
import Reporters
import Rules

/// A `--format` value: the name of a reporter in the registry.
struct ReportFormat: ExpressibleByArgument {
    let reporter: any Reporter.Type

    init?(argument: String) {
        guard let reporter = ReporterRegistry.builtin.reporter(named: argument) else { return nil }
        self.reporter = reporter
    }

    static var allValueStrings: [String] { ReporterRegistry.builtin.names }
}

/// When to colour text output.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto
    case always
    case never
}

extension FailureThreshold: ExpressibleByArgument {}

/// `navlint check`: arguments in, a report out; `CheckRun` does the work.
struct CheckCommand: NavlintCommand {
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

    @Option(help: "Output format: \(ReporterRegistry.builtin.namesInWords) (default: github when GITHUB_ACTIONS=true, else text).")
    var format: ReportFormat?

    @Option(help: "Write the report to this file (atomically) instead of standard output.")
    var output: String?

    @Option(help: "Colour text output: auto (a terminal, unless NO_COLOR is set), always or never.")
    var color: ColorChoice = .auto

    @Flag(inversion: .prefixedNo, help: "Show the source line and a caret under each finding (default: on a terminal).")
    var snippet: Bool?

    @Option(help: "Exit 1 when a finding has this severity or higher: error, warning, info or never (default: the configuration's failOn, else error).")
    var failOn: FailureThreshold?

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

    func execute() throws -> ExitStatus {
        let reporter = chosenReporter
        var request = CheckRequest()
        request.paths = paths
        request.standardInputName = stdinFilename
        request.configurationFile = config
        request.ruleSources = ruleOptions.sources
        request.limits = ParseLimits(maxFileSize: maxFileSize, maxDepth: maxDepth, maxAliasExpansion: maxAliasExpansion)
        request.baseline = baseline
        request.writeBaseline = writeBaseline
        request.strictBaseline = strictBaseline
        request.failOn = strict ? .warning : failOn
        request.maxDiagnostics = maxDiagnostics
        request.describesRules = reporter.describesRules
        let outcome = try CheckRun.run(request)
        if outcome.hasReport {
            let terminal = output == nil && ProcessContext.isTerminal(.output)
            let context = ReportContext(rules: outcome.rules, toolVersion: navlintVersion, baseDirectory: FileSystem.currentDirectory(),
                                        showsSnippets: snippet ?? terminal, usesColor: usesColor(terminal: terminal))
            try FileSystem.emit(reporter.init(context: context).render(outcome.results), to: output)
        }
        let lines = outcome.remarks + (outcome.hasReport ? [outcome.summary.line] : [])
        try FileSystem.write(lines.map { $0 + "\n" }.joined(), to: .error)
        if let stamp {
            // A comment is valid Swift, C and Objective-C: the build-tool plugin compiles the stamp into the
            // target so that the build cannot skip the check. After an error there is none, so the step reruns.
            try FileSystem.writeAtomically("// navlint check ran here; its findings are in the build log.\n", to: stamp)
        }
        return outcome.status
    }

    private var chosenReporter: any Reporter.Type {
        if let format { return format.reporter }
        if ProcessContext.environment("GITHUB_ACTIONS") == "true" { return GitHubReporter.self }
        return TextReporter.self
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
