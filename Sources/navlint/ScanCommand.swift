import ArgumentParser
import Scan
import Platform

/// `navlint scan`: reads an app's sources and prints a draft app description to review.
struct ScanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Read an app's Swift and Objective-C sources and print a draft app description.",
        discussion: """
        DIR may be a folder (searched for .swift, .m, .mm and .h files, Package.swift, project.pbxproj and \
        .xcconfig files, skipping hidden folders and Pods, Carthage, DerivedData, node_modules and \
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

    /// Files larger than this are not sources anyone wrote by hand; they are skipped with a message.
    static let fileLimit = 8 << 20

    func run() throws {
        throw ExitCode(execute())
    }

    /// Runs the scan and returns the process exit status.
    func execute() -> Int32 {
        do {
            let found = try SourceDiscovery.files(for: paths)
            var sources: [SourceFile] = []
            for file in found {
                let bytes = try FileSystem.read(file.path, limit: Self.fileLimit)
                if bytes.count > Self.fileLimit {
                    try FileSystem.write("navlint scan: skipped '\(file.path)': larger than \(Self.fileLimit >> 20) MiB\n", to: .error)
                    continue
                }
                sources.append(SourceFile(path: file.displayPath, text: String(decoding: bytes, as: UTF8.self)))
            }
            let result: ScanResult
            do {
                result = try AppScanner.scan(sources)
            } catch {
                return fail("\(paths.joined(separator: ", ")): \(error)")
            }
            try FileSystem.emit(result.draft, to: output)
            var report = result.notes.map { "note: \($0)\n" }.joined()
            let notes = result.notes.count
            report += "scanned \(result.fileCount) file\(result.fileCount == 1 ? "" : "s"): \(result.screenCount) screen\(result.screenCount == 1 ? "" : "s"), "
                + "\(result.navigationControllerCount) navigation controller\(result.navigationControllerCount == 1 ? "" : "s"), "
                + "\(notes) note\(notes == 1 ? "" : "s")\n"
            try FileSystem.write(report, to: .error)
            return ExitStatus.clean
        } catch {
            return fail("\(error)")
        }
    }

    private func fail(_ message: String) -> Int32 {
        try? FileSystem.write("navlint: error: \(message)\n", to: .error)
        return ExitStatus.failure
    }
}
