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

    @Option(help: "Write the report to this file (atomically) instead of standard output.")
    var output: String?

    @OptionGroup var findings: FindingOptions

    @OptionGroup var descriptions: DescriptionOptions

    func execute() throws -> ExitStatus {
        let outcome = try CheckRun.run(try descriptions.request(findings.request, paths: paths))
        try findings.present(outcome, output: output, command: "navlint check")
        return outcome.status
    }
}
