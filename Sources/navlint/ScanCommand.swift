import ArgumentParser
import Driver
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
        SourcePackages) or a single file. Each inferred value carries a comment naming the file and line it \
        came from; what the scan could not tell is marked "navlint scan:" and also listed on standard error. \
        See docs/scan.md.

        With --check, the rules run on the app the scan found and each finding is reported at the \
        statement, override or class declaration in the sources it comes from, as `navlint check` reports \
        (same formats, baselines and thresholds; paths as the draft prints them). The configuration is \
        --config, else the nearest .navlint.yml from the first DIR up to the repository root. Comments in \
        the code suppress findings: // navlint:disable-next-line <id> -- reason, disable-line, \
        disable-file, and disable/enable regions, also in /* */. The draft is not printed; --output still \
        writes it. Notes and the summaries go to standard error.

        Exit codes:
          0  the draft was written; with --check, no finding at or above the
             --fail-on threshold (also when the sources hold no screen to check)
          1  with --check: findings at or above the threshold, or stale baseline
             entries with --strict-baseline
          2  usage, configuration or I/O error; without --check, also no sources
             or no view controller in them
        """
    )

    @Argument(help: "Folders (or files) holding the app's sources.")
    var paths: [String]

    @Option(help: "Write the draft to this file (atomically) instead of standard output; with --check, write it as well as the report.")
    var output: String?

    @Option(help: "The iOS SDK the app is built with, written as app.sdk (default: the configuration's sdk, else what project.pbxproj tells).")
    var sdk: String?

    @Option(name: .customLong("exclude"), help: "Do not read files whose path (relative to the folder) matches this pattern (* within a folder, ** across folders); repeatable.")
    var excludes: [String] = []

    @Flag(help: "Check the app the scan found and report findings in the sources, instead of printing the draft.")
    var check = false

    @OptionGroup(title: "Options with --check") var findings: FindingOptions

    func validate() throws {
        if !check, let option = findings.given.first {
            throw ValidationError("\(option) applies to findings: add --check, or leave it out to print the draft")
        }
    }

    func execute() throws -> ExitStatus {
        guard check else {
            let (result, remarks) = try ScanRun.run(paths: paths, sdk: sdk, excluding: excludes)
            try FileSystem.emit(result.draft, to: output)
            try FileSystem.write((remarks + Self.lines(about: result)).map { $0 + "\n" }.joined(), to: .error)
            return .clean
        }
        let outcome = try ScanCheckRun.run(paths: paths, sdk: sdk, excluding: excludes, options: findings.request)
        if let scan = outcome.scan, let output { try FileSystem.writeAtomically(scan.draft, to: output) }
        let lines = outcome.remarks + (outcome.scan.map { Self.lines(about: $0) } ?? [])
        try findings.present(outcome.check, output: nil, lines: lines, command: "navlint scan --check")
        return outcome.check.status
    }

    /// The scan's notes and its one-line summary, for standard error; `more` is added to the summary.
    static func lines(about result: ScanResult, more: String? = nil) -> [String] {
        let summary = "scanned \(counted(result.fileCount, "file")): \(counted(result.screenCount, "screen")), "
            + "\(counted(result.navigationControllerCount, "navigation controller")), \(counted(result.notes.count, "note"))"
        return result.notes.map { "note: \($0)" } + [summary + (more.map { "; \($0)" } ?? "")]
    }
}

/// "1 file", "2 files".
func counted(_ number: Int, _ word: String) -> String {
    "\(number) \(word)\(number == 1 ? "" : "s")"
}
