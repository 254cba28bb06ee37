import ArgumentParser
import Driver
import Format
import Platform
import Scan

/// `navlint scan`: reads an app's sources and prints a draft app description to review, or with
/// `--check` checks the app it found and reports the findings in the sources.
struct ScanCommand: NavlintCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Read an app's Swift and Objective-C sources, storyboards and XIBs and print a draft app description, or check it (--check).",
        discussion: """
        DIR may be a folder (searched for .swift, .m, .mm and .h files, Package.swift, project.pbxproj, \
        .xcconfig, .storyboard and .xib files and Info.plist, skipping hidden folders and Pods, Carthage, DerivedData, node_modules and \
        SourcePackages) or a single file. Test code (folders and files named *Tests, such as AppTests/, \
        AppUITests/ and LoginTests.swift) and Xcode previews (#Preview blocks, PreviewProvider types) \
        are not read unless --include-tests asks for them. Each inferred value of the draft carries a \
        comment naming the file and line it came from; what the scan could not follow is marked \
        "navlint scan:" there, counted on standard error, and listed with --notes. See docs/scan.md.

        With --check, the rules run on the app the scan found and each finding is reported at the \
        statement, override or class declaration in the sources it comes from, once for each line of \
        code (a base class's line that holds for several screens is one finding that says how many), \
        as `navlint check` reports (same formats, --output, baselines and thresholds; paths as reached \
        from the working directory). The configuration is --config, else the nearest .navlint.yml from \
        the first DIR up to the repository root. Comments in the code suppress findings: \
        // navlint:disable-next-line <id> -- reason, disable-line, disable-file, and disable/enable \
        regions, also in /* */; the draft carries them as # comments, as it does for findings scan cannot stand behind. The draft is not printed; \
        --draft writes it. Notes and the summaries go to standard error.

        Exit codes:
          0  the draft was written; with --check, no finding at or above the
             --fail-on threshold (also when the sources hold no screen to check)
          1  with --check: findings at or above the threshold, or stale baseline
             entries with --strict-baseline
          2  usage, configuration or I/O error; without --check, also no sources
             or no view controller in them
        """
    )

    @Argument(help: "Folders (or files) holding the app's sources; the current folder when none is given.")
    var paths: [String] = []

    @Option(help: "Write the draft to this file (atomically) instead of standard output; with --check, as well as the report.")
    var draft: String?

    @Option(help: "With --check, write the report to this file (atomically) instead of standard output. Without --check, the old spelling of --draft (until the next release).")
    var output: String?

    @Option(help: "The iOS SDK the app is built with, written as app.sdk (default: the configuration's sdk, else what project.pbxproj tells).")
    var sdk: String?

    @Option(name: .customLong("exclude"), help: "Do not read files whose path (relative to the folder) matches this pattern (* within a folder, ** across folders); repeatable.")
    var excludes: [String] = []

    @Flag(help: "Also read test code (folders and files named *Tests) and Xcode previews, which are left out by default.")
    var includeTests = false

    @Flag(help: "List every place the scan could not follow (path:line:column: note: ...) instead of counting them in one line.")
    var notes = false

    @Flag(help: "Print the findings (or the draft) only: no notes and no summary lines.")
    var quiet = false

    @Flag(help: "Check the app the scan found and report findings in the sources, instead of printing the draft.")
    var check = false

    @OptionGroup(title: "Options with --check") var findings: FindingOptions

    func validate() throws {
        if !check, let option = findings.given.first {
            throw ValidationError("\(option) applies to findings: add --check, or leave it out to print the draft")
        }
        if notes && quiet {
            throw ValidationError("--notes lists the notes and --quiet leaves them out: give one")
        }
        if let output {
            if check, output.hasSuffix(".yaml") || output.hasSuffix(".yml") {
                throw ValidationError("with --check, --output writes the report, no longer the draft: write the draft with --draft \(output)")
            }
            if !check, draft != nil {
                throw ValidationError("--output without --check is the old spelling of --draft: give only --draft")
            }
        }
    }

    func execute() throws -> ExitStatus {
        var request = ScanRequest(paths: paths.isEmpty ? ["."] : paths)
        request.sdk = sdk
        request.excluding = excludes
        request.includesTests = includeTests
        let display: NoteDisplay = quiet ? .none : notes ? .listed : .counted
        guard check else {
            let outcome = try ScanRun.run(request)
            try FileSystem.emit(outcome.draft, to: draft ?? output, sparing: outcome.inputs)
            let renamed = output == nil ? [] : ["navlint: warning: scan --output FILE is now --draft FILE; the old spelling goes away in the next release"]
            let lines = renamed + outcome.remarks + ScanRun.lines(about: outcome.result, notes: outcome.notes, display: display)
            try FileSystem.write(lines.map { TerminalText.escape($0) + "\n" }.joined(), to: .error)
            return .clean
        }
        let outcome = try ScanCheckRun.run(request, options: findings.request, writesDraft: draft != nil)
        if let draft, let text = outcome.draft { try FileSystem.writeAtomically(text, to: draft, sparing: outcome.check.inputs) }
        let lines = outcome.remarks + (outcome.scan.map { ScanRun.lines(about: $0, notes: outcome.notes, display: display) } ?? [])
        try findings.present(outcome.check, output: output, lines: lines, quiet: quiet, command: "navlint scan --check")
        return outcome.check.status
    }
}

/// "1 file", "2 files".
func counted(_ number: Int, _ word: String) -> String {
    "\(number) \(word)\(number == 1 ? "" : "s")"
}
