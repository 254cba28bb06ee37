import ArgumentParser
import Driver
import Format
import Platform
import Scan

/// `navlint scan`: reads an app's sources, checks the app it found and reports the findings in the
/// sources; `--draft` also writes the app description it inferred.
struct ScanCommand: NavlintCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Lint an app's Swift and Objective-C sources, storyboards and XIBs (its code only; `navlint` with no command lints app descriptions too).",
        discussion: """
        DIR may be a folder (searched for .swift, .m, .mm and .h files, Package.swift, project.pbxproj, \
        .xcconfig, .storyboard and .xib files and Info.plist, skipping hidden folders and Pods, Carthage, DerivedData, node_modules and \
        SourcePackages) or a single file. Test code (folders and files named *Tests, such as AppTests/, \
        AppUITests/ and LoginTests.swift) and Xcode previews (#Preview blocks, PreviewProvider types) \
        are not read unless --include-tests asks for them. What the scan could not follow is counted on \
        standard error and listed with --notes. See docs/scan.md.

        The rules run on the app the scan found and each finding is reported at the statement, override \
        or class declaration in the sources it comes from, once for each line of code (a base class's line \
        that holds for several screens is one finding that says how many), as `navlint check` reports \
        (same formats, --output, baselines and thresholds; paths as reached from the working directory). \
        The configuration is --config, else the nearest .navlint.yml from the first DIR up to the \
        repository root. Comments in the code suppress findings: \
        // navlint:disable-next-line <id> -- reason, disable-line, disable-file, and disable/enable \
        regions, also in /* */. --draft also writes the app description the scan inferred, which \
        carries them as # comments (`navlint draft` prints it alone).

        Exit codes:
          0  no finding at or above the --fail-on threshold (also when the sources hold no screen to check)
          1  findings at or above the threshold, or stale baseline entries with --strict-baseline
          2  usage, configuration or I/O error
        """
    )

    @Argument(help: "Folders (or files) holding the app's sources; the current folder when none is given.")
    var paths: [String] = []

    @Option(help: "Write the report to this file (atomically) instead of standard output.")
    var output: String?

    @Option(help: "Also write the draft app description the scan inferred to this file (atomically).")
    var draft: String?

    // Linting is what scan does; the flag that once asked for it is still accepted.
    @Flag(help: .hidden)
    var check = false

    @OptionGroup(title: "Reading code") var sources: SourceOptions

    @OptionGroup var findings: FindingOptions

    @OptionGroup(title: "Cache") var caching: CacheOptions

    func validate() throws {
        if let output, output.hasSuffix(".yaml") || output.hasSuffix(".yml") {
            throw ValidationError("--output writes the report, not the draft: write the draft with --draft \(output)")
        }
    }

    func execute() throws -> ExitStatus {
        var request = sources.request(paths: paths)
        request.configurationFile = findings.config
        request.cache = caching.cache
        let outcome = try ScanCheckRun.run(request, options: findings.request, writesDraft: draft != nil)
        if let draft, let text = outcome.draft { try FileSystem.writeAtomically(text, to: draft, sparing: outcome.check.inputs) }
        let lines = outcome.remarks + (outcome.counts.map { ScanRun.lines(about: $0, notes: outcome.notes, display: sources.display) } ?? [])
        try findings.present(outcome.check, output: output, lines: lines, quiet: sources.quiet, command: "navlint scan")
        try sources.report(outcome.timings)
        return outcome.check.status
    }
}

/// `navlint draft`: reads an app's sources and prints the app description it inferred, to review and keep.
struct DraftCommand: NavlintCommand {
    static let configuration = CommandConfiguration(
        commandName: "draft",
        abstract: "Print the app description inferred from an app's sources, to review and keep as navlint.yaml.",
        discussion: """
        DIR is read as `navlint scan` reads it. Each inferred value of the draft carries a comment naming \
        the file and line it came from; what the scan could not follow is marked "navlint scan:" there, \
        counted on standard error, and listed with --notes. The code's suppression comments, and findings \
        scan cannot stand behind, become # navlint: comments on the entries they silence. See docs/scan.md.

        Exit codes:
          0  the draft was written
          2  usage, configuration or I/O error, no sources, or no view controller in them
        """
    )

    @Argument(help: "Folders (or files) holding the app's sources; the current folder when none is given.")
    var paths: [String] = []

    @Option(help: "Write the draft to this file (atomically) instead of standard output.")
    var output: String?

    @Option(help: "Use this configuration file (for its sdk and rules) instead of looking for .navlint.yml.")
    var config: String?

    @OptionGroup(title: "Reading code") var sources: SourceOptions

    func execute() throws -> ExitStatus {
        var request = sources.request(paths: paths)
        request.configurationFile = config
        let outcome = try ScanRun.run(request)
        try FileSystem.emit(outcome.draft, to: output, sparing: outcome.inputs)
        let lines = outcome.remarks + ScanRun.lines(about: ScanCounts(outcome.result), notes: outcome.notes, display: sources.display)
        try FileSystem.write(lines.map { TerminalText.escape($0) + "\n" }.joined(), to: .error)
        try sources.report(outcome.timings)
        return .clean
    }
}

/// "1 file", "2 files".
func counted(_ number: Int, _ word: String) -> String {
    "\(number) \(word)\(number == 1 ? "" : "s")"
}
