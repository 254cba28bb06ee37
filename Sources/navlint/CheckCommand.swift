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

    @Flag(help: "With no command and no path (`navlint --notes`, which also scans the folder's code), list every place the scan could not follow instead of counting them.")
    var notes = false

    @Option(help: "The file name to report for standard input; its folder is where the configuration is looked up.")
    var stdinFilename: String = "<stdin>"

    @Option(help: "Write the report to this file (atomically) instead of standard output.")
    var output: String?

    @OptionGroup var findings: FindingOptions

    // Unconditional, so that `--max-file-size -1` reaches validate() and is called a bad limit, not a missing value.
    @Option(parsing: .unconditional, help: "Largest file read, in bytes.")
    var maxFileSize: Int = ParseLimits.default.maxFileSize

    @Option(parsing: .unconditional, help: "Deepest nesting of mappings and lists.")
    var maxDepth: Int = ParseLimits.default.maxDepth

    @Option(parsing: .unconditional, help: "Most nodes that aliases may copy in, over the whole file.")
    var maxAliasExpansion: Int = ParseLimits.default.maxAliasExpansion

    func validate() throws {
        guard maxFileSize > 0, maxDepth > 0, maxAliasExpansion >= 0 else {
            throw ValidationError("--max-file-size and --max-depth must be 1 or more, --max-alias-expansion 0 or more (got \(maxFileSize), \(maxDepth), \(maxAliasExpansion))")
        }
        if paths.filter({ $0 == "-" }).count > 1 {
            throw ValidationError("standard input (-) can be given only once")
        }
    }

    /// The request these arguments make.
    private var request: CheckRequest {
        var request = findings.request
        request.paths = paths
        request.standardInputName = stdinFilename
        request.limits = ParseLimits(maxFileSize: maxFileSize, maxDepth: maxDepth, maxAliasExpansion: maxAliasExpansion)
        return request
    }

    func execute() throws -> ExitStatus {
        let outcome = try CheckRun.run(request)
        try findings.present(outcome, output: output, command: "navlint check")
        return outcome.status
    }

    /// `navlint` with no command and no path: the app descriptions and the code of the current folder,
    /// whichever it holds, in one report; the line before the summary says which were checked.
    func executeInCurrentFolder() throws -> ExitStatus {
        let outcome = try FolderLintRun.run(request: request)
        try findings.present(outcome.check, output: output, lines: outcome.remarks + Self.lines(about: outcome, display: notes ? .listed : .counted), command: "navlint")
        return outcome.check.status
    }

    /// The scan's notes and one line saying what was checked, when anything was.
    private static func lines(about outcome: FolderLintOutcome, display: NoteDisplay) -> [String] {
        let descriptions = outcome.descriptionCount
        switch outcome.scan {
        case .success(let scan):
            let more = descriptions == 0 ? "no app description" : "checked \(counted(descriptions, "app description"))"
            return ScanRun.lines(about: scan, notes: outcome.notes, display: display, more: more)
        case .failure(let error):
            guard descriptions > 0 else { return [] }
            let code = error == .noSources ? "no Swift or Objective-C sources to scan" : "no view controller in the code to check"
            return ["checked \(counted(descriptions, "app description")); \(code)"]
        }
    }
}
