import ArgumentParser
import Driver
import Format
import Platform
import Reporters
import Rules

/// The options of every command that reports findings (`check`, `scan --check`): the report's format and
/// looks, the configuration, baselines, thresholds and output limit, and the stamp for build steps.
/// Reporting the outcome is here too, so both commands print, summarise and stamp alike.
struct FindingOptions: ParsableArguments {
    @Option(help: "Output format: \(ReporterRegistry.builtin.namesInWords) (default: github when GITHUB_ACTIONS=true, else text).")
    var format: ReportFormat?

    @Option(help: "Colour text output: auto (a terminal, unless NO_COLOR is set), always or never.")
    var color: ColorChoice = .auto

    @Flag(inversion: .prefixedNo, help: "Show the source line, a caret under each finding and the rule's one-line fix (default: on a terminal).")
    var snippet: Bool?

    @Option(help: "Exit 1 when a finding has this severity or higher: error, warning, info or never (default: the configuration's failOn, else error).")
    var failOn: FailureThreshold?

    @Flag(help: "Same as --fail-on warning.")
    var strict = false

    @Option(help: "Use this configuration file instead of looking for .navlint.yml.")
    var config: String?

    @Option(help: "Hide the findings recorded in this baseline file.")
    var baseline: String?

    @Option(help: "Record every current finding in this baseline file (written atomically) and exit 0.")
    var writeBaseline: String?

    @Flag(help: "Exit 1 when baseline entries no longer match any finding, so the baseline only shrinks.")
    var strictBaseline = false

    @OptionGroup var ruleOptions: RuleOptions

    @Option(help: "Most diagnostics printed in one run; the summary still counts them all.")
    var maxDiagnostics: Int = CheckRequest().maxDiagnostics

    @Option(help: "After checking, write this file (one comment line), whatever was found; for build steps that must each produce a file, such as the SwiftPM build-tool plugin's.")
    var stamp: String?

    @Option(name: .customLong("report"), help: "Also write the report in another format to a file (atomically), as FORMAT:FILE (sarif:navlint.sarif); repeatable. One run, several reports.")
    var extraReports: [ExtraReport] = []

    func validate() throws {
        guard maxDiagnostics >= 0 else { throw ValidationError("limits must be positive numbers") }
        // A baseline run reports nothing; an empty SARIF upload would close every alert.
        if writeBaseline != nil, !extraReports.isEmpty {
            throw ValidationError("--write-baseline records the findings and writes no report: leave out --report")
        }
    }

    /// The options given a value other than their default, by their flag, for commands where they apply
    /// only in one mode (`scan` without `--check`).
    var given: [String] {
        let given: [(String, Bool)] = [
            ("--format", format != nil), ("--color", color != .auto), ("--snippet", snippet != nil), ("--fail-on", failOn != nil),
            ("--strict", strict), ("--config", config != nil), ("--baseline", baseline != nil), ("--write-baseline", writeBaseline != nil),
            ("--strict-baseline", strictBaseline), ("--rules", !ruleOptions.directories.isEmpty), ("--max-diagnostics", maxDiagnostics != CheckRequest().maxDiagnostics),
            ("--stamp", stamp != nil), ("--report", !extraReports.isEmpty),
        ]
        return given.filter(\.1).map(\.0)
    }

    /// The reporter `--format` names; without it, GitHub annotations on GitHub Actions and text elsewhere.
    var reporter: any Reporter.Type {
        if let format { return format.reporter }
        if ProcessContext.environment("GITHUB_ACTIONS") == "true" { return GitHubReporter.self }
        return TextReporter.self
    }

    /// A check request with these options filled in; the command adds what it reads.
    var request: CheckRequest {
        var request = CheckRequest()
        request.configurationFile = config
        request.ruleSources = ruleOptions.sources
        request.baseline = baseline
        request.writeBaseline = writeBaseline
        request.strictBaseline = strictBaseline
        request.failOn = strict ? .warning : failOn
        request.maxDiagnostics = maxDiagnostics
        request.describesRules = reporter.describesRules || extraReports.contains { $0.format.reporter.describesRules }
        return request
    }

    /// Writes the report (to `output`, else standard output), then `lines` and the summary to standard
    /// error, then the stamp, which says which command ran. The report is written even when nothing was
    /// checked, empty, so that a step reading it (a SARIF upload) always finds one. `quiet` leaves out the
    /// summary.
    func present(_ outcome: CheckOutcome, output: String?, lines: [String] = [], quiet: Bool = false, command: String) throws {
        let terminal = output == nil && ProcessContext.isTerminal(.output)
        let context = ReportContext(rules: outcome.rules, toolVersion: navlintVersion, baseDirectory: FileSystem.currentDirectory(),
                                    showsSnippets: snippet ?? terminal, usesColor: usesColor(terminal: terminal))
        if let output, extraReports.contains(where: { $0.file == output }) {
            throw IOFailure(description: "--report and --output both name '\(output)': give each report a file of its own")
        }
        try FileSystem.emit(reporter.init(context: context).render(outcome.results), to: output, sparing: outcome.inputs)
        // The other reports are files, read by tools: no snippets and no colour.
        let plain = ReportContext(rules: outcome.rules, toolVersion: navlintVersion, baseDirectory: FileSystem.currentDirectory(), showsSnippets: false, usesColor: false)
        for extra in extraReports {
            try FileSystem.writeAtomically(extra.format.reporter.init(context: plain).render(outcome.results), to: extra.file, sparing: outcome.inputs)
        }
        let lines = lines + outcome.remarks + (outcome.hasSummary && !quiet ? [outcome.summary.line] : [])
        try FileSystem.write(lines.map { TerminalText.escape($0) + "\n" }.joined(), to: .error)
        if let stamp {
            // A comment is valid Swift, C and Objective-C: the build-tool plugin compiles the stamp into the
            // target so that the build cannot skip the check. After an error there is none, so the step reruns.
            try FileSystem.writeAtomically("// \(command) ran here; its findings are in the build log.\n", to: stamp, sparing: outcome.inputs)
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

/// A `--report FORMAT:FILE` value: one more report to write, in a format of the registry.
struct ExtraReport: ExpressibleByArgument {
    let format: ReportFormat
    let file: String

    init?(argument: String) {
        guard let colon = argument.firstIndex(of: ":"), let format = ReportFormat(argument: String(argument[..<colon])) else { return nil }
        let file = String(argument[argument.index(after: colon)...])
        guard !file.isEmpty else { return nil }
        self.format = format
        self.file = file
    }

    static var defaultCompletionKind: CompletionKind { .file() }
}
