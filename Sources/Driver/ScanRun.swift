import Format
import Platform
import Rules
import Scan

/// What `navlint scan`, `navlint draft` and `navlint PATH` are asked to read.
public struct ScanRequest: Sendable {
    /// Folders (or files) holding the app's sources.
    public var paths: [String]
    /// `--sdk`: the iOS SDK the app is built with; without it, the configuration's `sdk`, else the project's.
    public var sdk: String?
    /// `--exclude` patterns: files whose path matches one are not read.
    public var excluding: [String] = []
    /// `--include-tests`: read test code and Xcode previews too, which a scan leaves out by default.
    public var includesTests = false
    /// The configuration to use instead of the nearest `.navlint.yml` (when linting, `CheckRequest`'s).
    public var configurationFile: String?
    /// Where linting keeps and finds its findings for sources it has seen; nil lints without a cache
    /// (`--no-cache`). A draft is always made from the sources.
    public var cache: ScanCache?

    public init(paths: [String]) {
        self.paths = paths
    }
}

/// A scan for its draft (`navlint draft`): the draft to print, and what to tell on standard error.
public struct ScanOutcome: Sendable {
    public var result: ScanResult
    /// The draft, with suppression comments for what linting the code leaves out (the code's suppressions, and
    /// findings scan cannot stand behind) on the entries they silence.
    public var draft: String
    /// What the scan could not follow, each naming its file as reached from the working directory.
    public var notes: [ScanNote]
    /// Lines for standard error about files left out.
    public var remarks: [String]
    /// The sources read, which no output of the scan may replace.
    public var inputs: [String] = []
    /// How long each stage took (`--timings`).
    public var timings = StageTimings()
}

/// What a scan found, counted, for the line that sums it up; kept in the cache with the findings.
public struct ScanCounts: Sendable, Equatable {
    public var fileCount: Int
    public var screenCount: Int
    public var navigationControllerCount: Int

    public init(fileCount: Int, screenCount: Int, navigationControllerCount: Int) {
        self.fileCount = fileCount
        self.screenCount = screenCount
        self.navigationControllerCount = navigationControllerCount
    }

    public init(_ scan: ScanResult) {
        self.init(fileCount: scan.fileCount, screenCount: scan.screenCount, navigationControllerCount: scan.navigationControllerCount)
    }
}

/// How much a scan tells about what it could not follow.
public enum NoteDisplay: Sendable {
    /// One summary line that counts them (the default).
    case counted
    /// Every note, `path:line:column: note: ...` (`--notes`).
    case listed
    /// Nothing but the findings (`--quiet`).
    case none
}

/// `navlint scan` as a library call: finds the sources under the paths, reads them and scans them.
public enum ScanRun {
    /// Files larger than this are not sources anyone wrote by hand; they are skipped with a remark.
    public static let fileLimit = 8 << 20

    /// The scan and its draft. The `.navlint.yml` governing the first path (or `configurationFile`) may
    /// give the SDK, and its rules decide which findings the code's suppression comments silence, which
    /// the draft then silences too.
    public static func run(_ request: ScanRequest) throws -> ScanOutcome {
        var timings = StageTimings()
        let given = try givenSDK(request.sdk, paths: request.paths, configurationFile: request.configurationFile)
        let read = try read(request)
        timings.finish("find and read files", detail: amount(read.files))
        let result: ScanResult
        do {
            result = try AppScanner.scan(read.files.map(\.source), sdk: given)
        } catch {
            throw IOFailure(description: "\(request.paths.joined(separator: ", ")): \(error)")
        }
        timings.append(result.timings)
        let lookup = ConfigurationLookup(explicit: request.configurationFile, ruleSources: RuleSources(), limits: .default, forChecking: true)
        let configuration = try lookup.configuration(forDirectory: configurationFolder(for: request.paths))
        let files = scannedFiles(result, read: read.files, configuration: configuration)
        let draft = DraftSuppressions.carry(into: result.draft, scan: result, files: files, linter: try lookup.linter(for: configuration), configuration: configuration)
        timings.finish("draft suppressions")
        return ScanOutcome(result: result, draft: draft, notes: notes(of: result, read: read.files), remarks: read.remarks, inputs: read.files.map(\.path),
                           timings: timings)
    }

    /// How much was read, for the timings: "2,872 files, 15.7 MB".
    static func amount(_ files: [ReadFile]) -> String {
        let bytes = files.reduce(0) { $0 + $1.original.utf8.count }
        let tenths = (bytes + 50_000) / 100_000
        return "\(files.count) file\(files.count == 1 ? "" : "s"), \(tenths / 10).\(tenths % 10) MB"
    }

    /// One file read for a scan: where it was read from, its text as written, and the file as the scanner
    /// sees it (named by the path the draft prints; preview code blanked unless tests are read).
    struct ReadFile: Sendable {
        let path: String
        let original: String
        let source: SourceFile
        /// The hash of its bytes, which the scan cache keys its content by.
        let contentHash: UInt64
    }

    /// Reads the sources under the paths but those `excluding` matches and, unless asked, test code.
    /// Files too large to be hand-written, and files found in folders that cannot be read (see
    /// `SourceDiscovery.files`, and one removed or replaced since the folder was listed, or unreadable),
    /// are left out with a remark each.
    static func read(_ request: ScanRequest) throws -> (files: [ReadFile], remarks: [String]) {
        let found = try SourceDiscovery.files(for: request.paths, excluding: request.excluding.map(Glob.init), includingTests: request.includesTests)
        return try read(found.files, skipped: found.skipped, includingTests: request.includesTests)
    }

    /// Reads the files found, with a remark for each one left out (those in `skipped` first). Files are
    /// read and prepared on every core; remarks, and the failure that stops the run, keep their order.
    static func read(_ found: [FoundFile], skipped: [SkippedFile], includingTests: Bool = false) throws -> (files: [ReadFile], remarks: [String]) {
        let prepared = ParallelMap.map(found) { file in Result { try prepare(file, includingTests: includingTests) } }
        var files: [ReadFile] = []
        var remarks = skipped.map { FoundFile.skipped($0.path, reason: $0.reason, by: "navlint scan") }
        for (file, outcome) in zip(found, prepared) {
            switch try outcome.get() {
            case .read(let read):
                if let remark = file.nameRemark(by: "navlint scan") { remarks.append(remark) }
                files.append(read)
            case .leftOut(let reason):
                remarks.append(FoundFile.skipped(file.path, reason: reason, by: "navlint scan"))
            }
        }
        return (files, remarks)
    }

    /// One file as the scanner sees it, or why it is left out.
    private enum Prepared: Sendable {
        case read(ReadFile)
        case leftOut(reason: String)
    }

    private static func prepare(_ file: FoundFile, includingTests: Bool) throws -> Prepared {
        let bytes: [UInt8]
        switch try file.read(limit: fileLimit) {
        case .success(let read): bytes = read
        case .failure(let unreadable): return .leftOut(reason: unreadable.reason)
        }
        if bytes.count > fileLimit { return .leftOut(reason: "larger than \(fileLimit >> 20) MiB") }
        let text = String(decoding: bytes, as: UTF8.self)
        let source = SourceFile(path: file.displayPath, text: text)
        return .read(ReadFile(path: file.path, original: text, source: includingTests ? source : source.withoutPreviews(), contentHash: ContentHash.of(bytes)))
    }

    /// The scanned files as the linter reads them: named as reached from the working directory (as `check`
    /// names its files, so that an editor, Xcode, GitHub or a SARIF viewer opened there finds them), with
    /// their text as written and where their comments are; the draft's comments keep the path inside the
    /// scanned folder. Each is made on its own, on every core.
    static func scannedFiles(_ scan: ScanResult, read: [ReadFile], configuration: Configuration) -> [ScannedFile] {
        var byName: [String: ReadFile] = [:]
        for file in read { byName[file.source.path] = file }
        let found = byName
        return ParallelMap.map(scan.sources) { name -> ScannedFile in
            let file = found[name]
            let text = file?.original ?? ""
            // Reading the comments lexes the file again; a file without the marker has no directive to find.
            let comments = SourceComments.mayHoldDirectives(text, marker: Suppressions.marker) ? SourceComments.comments(in: SourceFile(path: name, text: text)) : []
            let reported = file?.path ?? name
            return ScannedFile(name: reported, source: SourceText(name: reported, code: text),
                               comments: comments.map { ($0.start, $0.end, $0.isBlock) },
                               relativePath: CheckRun.relativePath(FileSystem.absolute(reported), under: configuration))
        }
    }

    /// The scan's notes, each naming its file as findings do: as reached from the working directory.
    static func notes(of scan: ScanResult, read: [ReadFile]) -> [ScanNote] {
        var reached: [String: String] = [:]
        for file in read { reached[file.source.path] = file.path }
        return scan.notes.map { note in note.named(note.path.map { reached[$0] ?? $0 }) }
    }

    /// What a scan writes on standard error besides findings: its notes as `display` asks, and a summary
    /// line (none with `.none`) that ends with `more` when given.
    public static func lines(about scan: ScanCounts, notes: [ScanNote], display: NoteDisplay, more: String? = nil) -> [String] {
        func count(_ number: Int, _ word: String) -> String { "\(number) \(word)\(number == 1 ? "" : "s")" }
        let found = "scanned \(count(scan.fileCount, "file")): \(count(scan.screenCount, "screen")), "
            + count(scan.navigationControllerCount, "navigation controller")
        let after = more.map { "; \($0)" } ?? ""
        switch display {
        case .none:
            return []
        case .counted:
            guard !notes.isEmpty else { return [found + after] }
            let places = notes.count == 1 ? "1 place scan could not follow" : "\(notes.count) places scan could not follow"
            return [found + "; \(places) (--notes lists them)" + after]
        case .listed:
            let listed = notes.map { note -> String in
                guard let path = note.path else { return "note: \(TerminalText.escape(note.message))" }
                return "\(TerminalText.escape(path)):\(note.line ?? 1):\(note.column ?? 1): note: \(TerminalText.escape(note.message))"
            }
            return listed + [found + ", " + count(notes.count, "note") + after]
        }
    }
}

extension ScanRun {
    /// `--sdk`, else the configuration's `sdk` (`configurationFile`, or looked up from the first path's folder as `check` would).
    static func givenSDK(_ text: String?, paths: [String], configurationFile: String?) throws -> GivenSDK? {
        if let text {
            guard let version = Version(text) else { throw IOFailure(description: "--sdk takes an iOS SDK version such as 17.0, not '\(text)'") }
            return GivenSDK(version: version, source: "--sdk")
        }
        guard !paths.isEmpty else { return nil }
        let folder = configurationFolder(for: paths)
        let lookup = ConfigurationLookup(explicit: configurationFile, ruleSources: RuleSources(), limits: .default, forChecking: false)
        let configuration = try lookup.configuration(forDirectory: folder)
        guard let version = configuration.sdk else { return nil }
        // Named from the scanned folder when it is inside it, so the draft does not depend on where it was scanned.
        var name = configuration.file ?? Configuration.fileNames[0]
        if name.hasPrefix(folder + "/") { name = String(name.dropFirst(folder.count + 1)) }
        return GivenSDK(version: version, source: name)
    }

    /// The absolute folder a scan's configuration is looked up from: the first path, or its folder
    /// when it is a file.
    static func configurationFolder(for paths: [String]) -> String {
        let first = FileSystem.absolute(paths.first ?? ".")
        return FileSystem.isDirectory(first) ? first : (FileSystem.parent(first) ?? "/")
    }
}
