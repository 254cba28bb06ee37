import ArgumentParser
import Driver
import Platform

/// The options for reading an app's code, shared by `lint`, `scan` and `draft`: what to read, the SDK,
/// and how much to say about what the scan could not follow.
struct SourceOptions: ParsableArguments {
    @Option(help: "The iOS SDK the app is built with, written as app.sdk (default: the configuration's sdk, else what project.pbxproj tells).")
    var sdk: String?

    @Option(name: .customLong("exclude"), help: "Do not read source files whose path (relative to the folder) matches this pattern (* within a folder, ** across folders); repeatable.")
    var excludes: [String] = []

    @Flag(help: "Also read test code (folders and files named *Tests) and Xcode previews, which are left out by default.")
    var includeTests = false

    @Flag(help: "List every place the scan could not follow (path:line:column: note: ...) instead of counting them in one line.")
    var notes = false

    @Flag(help: "Print the findings (or the draft) only: no notes and no summary lines.")
    var quiet = false

    @Flag(help: "After the report, print on standard error how long each stage took, in wall and CPU time (see docs/benchmarks.md).")
    var timings = false

    func validate() throws {
        if notes && quiet {
            throw ValidationError("--notes lists the notes and --quiet leaves them out: give one")
        }
    }

    /// A scan of `paths` (the current folder when none is given) as these options ask.
    func request(paths: [String]) -> ScanRequest {
        var request = ScanRequest(paths: paths.isEmpty ? ["."] : paths)
        request.sdk = sdk
        request.excluding = excludes
        request.includesTests = includeTests
        return request
    }

    /// Prints the stages' times on standard error when `--timings` asks, the last stage (writing the
    /// report or draft) ending now.
    func report(_ timings: StageTimings) throws {
        guard self.timings else { return }
        var timings = timings
        timings.finish("report")
        try FileSystem.write(timings.lines.map { $0 + "\n" }.joined(), to: .error)
    }

    /// How much to tell on standard error about what the scan could not follow.
    var display: NoteDisplay {
        quiet ? .none : notes ? .listed : .counted
    }
}
