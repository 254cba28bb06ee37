import ArgumentParser
import Driver
import Format
import Platform

/// `navlint [PATH...]`, also spelled `navlint lint`: the code and the app descriptions under the paths,
/// whichever they hold, in one report; `LintRun` does the work.
struct LintCommand: NavlintCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Lint the code and the app descriptions under the paths (the default command).",
        discussion: """
        Each PATH may be a folder, a source file or an app description; with none, the current folder. A \
        folder's Swift, Objective-C and Interface Builder sources are scanned as `navlint scan` scans them, \
        and it is searched for app descriptions as `navlint check` searches it (navlint.yaml, navlint.yml, \
        *.navlint.yaml, *.navlint.yml); a source file is scanned; any other file, or - for standard input, \
        is checked as an app description. Everything found is reported together, under one configuration \
        lookup, baseline and threshold; the line before the summary says what was checked.

        Exit codes:
          0  no finding at or above the --fail-on threshold (also when the code holds no screen)
          1  findings at or above it (invalid app descriptions included), or stale baseline entries with --strict-baseline
          2  usage, configuration or I/O error, or paths that hold neither code nor an app description
        """
    )

    @Argument(help: "Folders, source files or app descriptions to lint (- reads an app description from standard input); the current folder when none is given.")
    var paths: [String] = []

    @Option(help: "Write the report to this file (atomically) instead of standard output.")
    var output: String?

    @OptionGroup var findings: FindingOptions

    @OptionGroup(title: "Reading code") var sources: SourceOptions

    @OptionGroup(title: "Reading app descriptions") var descriptions: DescriptionOptions

    @OptionGroup(title: "Cache") var caching: CacheOptions

    func execute() throws -> ExitStatus {
        var reading = sources.request(paths: [])
        reading.cache = caching.cache
        let outcome = try LintRun.run(try descriptions.request(findings.request, paths: paths), reading: reading)
        try findings.present(outcome.check, output: output, lines: outcome.remarks + Self.lines(about: outcome, display: sources.display),
                             quiet: sources.quiet, command: "navlint")
        try sources.report(outcome.timings)
        return outcome.check.status
    }

    /// The scan's notes and one line saying what was checked, when anything was.
    private static func lines(about outcome: LintOutcome, display: NoteDisplay) -> [String] {
        let descriptions = outcome.descriptionCount
        switch outcome.scan {
        case .success(let scan):
            let more = descriptions == 0 ? "no app description" : "checked \(counted(descriptions, "app description"))"
            return ScanRun.lines(about: scan, notes: outcome.notes, display: display, more: more)
        case .failure(let error):
            guard descriptions > 0, outcome.looksForCode, display != .none else { return [] }
            let code = error == .noSources ? "no Swift or Objective-C sources to scan" : "no view controller in the code to check"
            return ["checked \(counted(descriptions, "app description")); \(code)"]
        }
    }
}
