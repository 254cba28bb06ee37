import ArgumentParser
import Driver
import Platform

/// `navlint scan`: reads an app's sources and prints a draft app description to review.
struct ScanCommand: NavlintCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Read an app's Swift and Objective-C sources, storyboards and XIBs and print a draft app description.",
        discussion: """
        DIR may be a folder (searched for .swift, .m, .mm and .h files, Package.swift, project.pbxproj, \
        .xcconfig, .storyboard and .xib files, skipping hidden folders and Pods, Carthage, DerivedData, node_modules and \
        SourcePackages) or a single file. Each inferred value carries a comment naming the file and line it \
        came from; what the scan could not tell is marked "navlint scan:" and also listed on standard error. \
        See docs/scan.md.

        Exit codes:
          0  the draft was written
          2  usage or I/O error, no sources, or no view controller in them
        """
    )

    @Argument(help: "Folders (or files) holding the app's sources.")
    var paths: [String]

    @Option(help: "Write the draft to this file (atomically) instead of standard output.")
    var output: String?

    func execute() throws -> ExitStatus {
        let (result, remarks) = try ScanRun.run(paths: paths)
        try FileSystem.emit(result.draft, to: output)
        func count(_ number: Int, _ word: String) -> String { "\(number) \(word)\(number == 1 ? "" : "s")" }
        let summary = "scanned \(count(result.fileCount, "file")): \(count(result.screenCount, "screen")), "
            + "\(count(result.navigationControllerCount, "navigation controller")), \(count(result.notes.count, "note"))"
        let lines = remarks + result.notes.map { "note: \($0)" } + [summary]
        try FileSystem.write(lines.map { $0 + "\n" }.joined(), to: .error)
        return .clean
    }
}
