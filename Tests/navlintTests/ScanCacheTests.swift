@testable import Driver
import Foundation
import Format
import Rules
import ScanDraft
import Testing

/// Everything a lint of code reports, to compare a run answered from the cache with one that scanned.
struct LintAnswer: Equatable {
    var files: [String]
    var diagnostics: [[Diagnostic]]
    /// The text of each file with findings, which snippets are cut from.
    var texts: [String?]
    /// As `--notes` prints them: `ScanNote`'s own equality leaves out the column.
    var notes: [String]
    var counts: ScanCounts?
    var summary: LintSummary
    var status: Driver.ExitStatus
    var remarks: [String]
    var inputs: [String]

    init(_ outcome: ScanCheckOutcome) {
        let results = outcome.check.results
        files = results.map(\.file)
        diagnostics = results.map(\.diagnostics)
        texts = results.filter { !$0.diagnostics.isEmpty }.map { $0.source?.text }
        notes = outcome.notes.map { "\($0.path ?? "-"):\($0.line ?? 0):\($0.column ?? 0): \($0.message)" }
        counts = outcome.counts
        summary = outcome.check.summary
        status = outcome.check.status
        remarks = outcome.remarks + outcome.check.remarks
        inputs = outcome.check.inputs
    }
}

/// A scanned app in a fresh folder that is a repository root, linted with and without a cache kept in
/// a folder of its own.
struct CachedScanFixture {
    let root: URL
    let cacheFolder: URL

    /// A copy of `source` (a folder of the repository) as `App` in the fixture's folder.
    init(copying source: String) throws {
        root = try CLI.temporaryDirectory()
        cacheFolder = try CLI.temporaryDirectory().appendingPathComponent("cache")
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CLI.repository.appendingPathComponent(source), to: root.appendingPathComponent("App"))
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
        try? FileManager.default.removeItem(at: cacheFolder.deletingLastPathComponent())
    }

    func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }

    func write(_ text: String, to relative: String) throws {
        try FileManager.default.createDirectory(at: url(relative).deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url(relative), atomically: false, encoding: .utf8)
    }

    var cache: ScanCache { ScanCache(folder: cacheFolder.path, toolIdentity: "navlint tests") }

    /// `navlint scan ROOT`, with the fixture's cache or without one.
    func lint(cached: Bool) throws -> ScanCheckOutcome {
        var request = ScanRequest(paths: [root.path])
        request.cache = cached ? cache : nil
        return try ScanCheckRun.run(request, options: CheckRequest())
    }

    /// The one entry in the cache folder.
    func entry() throws -> URL {
        let names = try FileManager.default.contentsOfDirectory(atPath: cacheFolder.path).filter { $0.hasPrefix("scan-") && !$0.hasSuffix(".tmp") }
        #expect(names.count == 1, "\(names)")
        return cacheFolder.appendingPathComponent(try #require(names.first))
    }

    /// Lints with the cache and checks the answer is the uncached one; true when the cache answered.
    @discardableResult
    func expectSameAnswer(_ context: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Bool {
        let cached = try lint(cached: true)
        let plain = try lint(cached: false)
        #expect(LintAnswer(cached) == LintAnswer(plain), "\(context)", sourceLocation: sourceLocation)
        #expect(plain.scan != nil)
        return cached.scan == nil && cached.counts != nil
    }
}

/// The scan cache (`--cache-path`, `--no-cache`): a cached answer is the scan's answer, a change to any input
/// is seen, and nothing on disk (damaged, foreign or half-written entries, a folder that cannot be written)
/// changes a result or stops a run.
@Suite struct ScanCacheTests {
    static let fixtures = ["Tests/Fixtures/ScanCheckApp/App", "Tests/Fixtures/ScanBaseClassApp/App"]
        + ((try? FileManager.default.contentsOfDirectory(atPath: CLI.repository.appendingPathComponent("Tests/ScanTests/Fixtures").path)) ?? [])
            .filter { name in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: CLI.repository.appendingPathComponent("Tests/ScanTests/Fixtures/\(name)").path, isDirectory: &isFolder) && isFolder.boolValue
            }
            .sorted().map { "Tests/ScanTests/Fixtures/\($0)" }

    @Test(arguments: fixtures)
    func everyFixtureAnswersAlikeFromTheCache(_ source: String) throws {
        let fixture = try CachedScanFixture(copying: source)
        defer { fixture.remove() }
        #expect(try !fixture.expectSameAnswer("first run, which scans and stores"))
        #expect(try fixture.expectSameAnswer("second run, from the cache"))
    }

    @Test func everyChangeToTheInputsIsSeen() throws {
        let fixture = try CachedScanFixture(copying: "Tests/Fixtures/ScanCheckApp/App")
        defer { fixture.remove() }
        try fixture.expectSameAnswer("first run")
        #expect(try fixture.expectSameAnswer("nothing changed"))
        let detail = "App/DetailViewController.swift"
        let text = try String(contentsOf: fixture.url(detail), encoding: .utf8)
        // The same bytes written again: a new modification time is no change.
        try fixture.write(text, to: detail)
        #expect(try fixture.expectSameAnswer("rewritten unchanged"))
        let before = LintAnswer(try fixture.lint(cached: false))
        try fixture.write(text.replacingOccurrences(of: "hidesBackButton = true", with: "hidesBackButton = false"), to: detail)
        #expect(try !fixture.expectSameAnswer("edited"))
        #expect(LintAnswer(try fixture.lint(cached: true)) != before, "the edit removes a finding")
        #expect(try fixture.expectSameAnswer("edited, again"))
        let changes: [(String, () throws -> Void)] = [
            ("a file added", {
                try fixture.write("import UIKit\n\nfinal class AddedViewController: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        navigationItem.hidesBackButton = true\n    }\n}\n", to: "App/AddedViewController.swift")
            }),
            ("a file renamed", {
                try FileManager.default.moveItem(at: fixture.url("App/AddedViewController.swift"), to: fixture.url("App/Renamed.swift"))
            }),
            ("a file deleted", { try FileManager.default.removeItem(at: fixture.url("App/Renamed.swift")) }),
            ("a configuration added", { try fixture.write("rules:\n  hidden-back-button-disables-swipe: {severity: off}\n", to: ".navlint.yml") }),
            ("the configuration edited", { try fixture.write("failOn: warning\n", to: ".navlint.yml") }),
            ("the configuration removed", { try FileManager.default.removeItem(at: fixture.url(".navlint.yml")) }),
        ]
        for (change, make) in changes {
            try make()
            #expect(try !fixture.expectSameAnswer(change), "\(change): the cache answered")
            #expect(try fixture.expectSameAnswer("\(change), then nothing"))
        }
    }

    /// An entry cut short, with bytes changed, or written by another build is never used: the run scans
    /// and gives the scan's answer, and stores a whole entry again.
    @Test func damagedOrForeignEntriesAreRebuilt() throws {
        let fixture = try CachedScanFixture(copying: "Tests/Fixtures/ScanCheckApp/App")
        defer { fixture.remove() }
        try fixture.expectSameAnswer("first run")
        let entry = try fixture.entry()
        let whole = try Data(contentsOf: entry)
        var damaged: [(String, Data)] = [("empty", Data()), ("not an entry", Data("scan results\n".utf8)), ("appended to", whole + Data([0]))]
        for length in [1, 19, 20, 21, whole.count / 2, whole.count - 9, whole.count - 8, whole.count - 1] {
            damaged.append(("cut to \(length) bytes", whole.prefix(length)))
        }
        for position in stride(from: 0, to: whole.count, by: max(1, whole.count / 50)) {
            var changed = whole
            changed[position] ^= 0x20
            damaged.append(("byte \(position) changed", changed))
        }
        // Another build's entry for the same request, put where this build looks.
        let other = ScanCache(folder: fixture.cacheFolder.path + "-other", toolIdentity: "navlint another build")
        var request = ScanRequest(paths: [fixture.root.path])
        request.cache = other
        _ = try ScanCheckRun.run(request, options: CheckRequest())
        let otherEntry = try FileManager.default.contentsOfDirectory(atPath: other.folder).first { $0.hasPrefix("scan-") }
        damaged.append(("another build's", try Data(contentsOf: URL(fileURLWithPath: other.folder).appendingPathComponent(try #require(otherEntry)))))
        defer { try? FileManager.default.removeItem(atPath: other.folder) }
        for (what, bytes) in damaged {
            try bytes.write(to: entry)
            #expect(try !fixture.expectSameAnswer(what), "\(what): the entry was used")
            #expect(try Data(contentsOf: entry) == whole, "\(what): the entry was not made whole again")
        }
        // Changed bytes under a checksum made to match them (which no damage does by chance) reach the
        // fields' reader: whatever they say, the run ends.
        for position in stride(from: 20, to: whole.count - 8, by: max(1, whole.count / 50)) {
            var body = [UInt8](whole.prefix(whole.count - 8))
            body[position] ^= 0x41
            var trailer = CacheWriter()
            trailer.writeFixed(ContentHash.of(body))
            try Data(body + trailer.bytes).write(to: entry)
            _ = try fixture.lint(cached: true)
        }
    }

    /// A half-written entry of a writer that was killed is never read, and goes at the next write.
    @Test func aKilledWritersLeftoverIsIgnoredAndCleared() throws {
        let fixture = try CachedScanFixture(copying: "Tests/Fixtures/ScanCheckApp/App")
        defer { fixture.remove() }
        try fixture.expectSameAnswer("first run")
        let entry = try fixture.entry()
        let whole = try Data(contentsOf: entry)
        // What a writer killed between writing and renaming leaves: its temporary, named after a process that is gone.
        let leftover = URL(fileURLWithPath: entry.path + ".navlint-999999999-1f.tmp")
        try whole.prefix(whole.count / 2).write(to: leftover)
        try FileManager.default.removeItem(at: entry)
        #expect(try !fixture.expectSameAnswer("entry gone, leftover present"))
        #expect(!FileManager.default.fileExists(atPath: leftover.path))
        #expect(try fixture.expectSameAnswer("after the rewrite"))
    }

    @Test func aCacheThatCannotBeWrittenOnlyCostsSpeed() throws {
        let fixture = try CachedScanFixture(copying: "Tests/Fixtures/ScanCheckApp/App")
        defer { fixture.remove() }
        // A file where the cache folder should be.
        try FileManager.default.createDirectory(at: fixture.cacheFolder.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: fixture.cacheFolder)
        #expect(try !fixture.expectSameAnswer("first run"))
        #expect(try !fixture.expectSameAnswer("second run"))
    }

    /// A draft is made from the sources, never the cache; a run asked for one neither reads nor writes it.
    @Test func aDraftIsAlwaysScanned() throws {
        let fixture = try CachedScanFixture(copying: "Tests/Fixtures/ScanCheckApp/App")
        defer { fixture.remove() }
        var request = ScanRequest(paths: [fixture.root.path])
        request.cache = fixture.cache
        let drafted = try ScanCheckRun.run(request, options: CheckRequest(), writesDraft: true)
        #expect(drafted.scan != nil && drafted.draft != nil)
        #expect(!FileManager.default.fileExists(atPath: fixture.cacheFolder.path))
    }

    /// Each build and each set of folders writes its own entry; the oldest go beyond the limit, and nothing
    /// else in the folder does.
    @Test func theFolderKeepsTheNewestEntriesOnly() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = ScanCache(folder: folder.path, toolIdentity: "navlint tests")
        // A file of the user's in a folder given as the cache's, named almost like an entry.
        try Data().write(to: folder.appendingPathComponent("scan-notes.txt"))
        let count = ScanCache.entryLimit + 3
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        for index in 0..<count {
            let key = ScanCache.Key(request: "request \(index)", inputs: 1)
            try cache.store(Self.everyField, for: key)
            // Each dated a minute after the last, whatever the file system's clock resolution.
            try FileManager.default.setAttributes([.modificationDate: start.addingTimeInterval(Double(index) * 60)], ofItemAtPath: cache.entryPath(for: key))
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names.filter(ScanCache.isEntryName).count == ScanCache.entryLimit)
        #expect(names.contains("scan-notes.txt"))
        for index in 0..<count {
            let kept = cache.load(ScanCache.Key(request: "request \(index)", inputs: 1)) == Self.everyField
            #expect(kept == (index >= count - ScanCache.entryLimit), "entry \(index)")
        }
        #expect(cache.load(ScanCache.Key(request: "request \(count - 1)", inputs: 2)) == nil, "other inputs")
    }

    // MARK: The entry's bytes

    static let everyField = CachedFindings(
        counts: ScanCounts(fileCount: 3, screenCount: 2, navigationControllerCount: 1),
        notes: [ScanNote(path: "App/A.swift", line: 4, column: 9, message: "a note"), ScanNote(path: nil, line: nil, message: "é ✓")],
        files: [
            .init(name: "App/A.swift", diagnostics: [{
                var diagnostic = Diagnostic(ruleID: "rule-a", severity: .warning, message: "m", file: "App/A.swift",
                                            span: SourceSpan(start: Format.SourceLocation(line: 1, column: 2), end: Format.SourceLocation(line: 3, column: 4), source: 7),
                                            path: "screens.a", notes: [DiagnosticNote(message: "n", location: Format.SourceLocation(line: 5, column: 6))], fix: "do this")
                diagnostic.repeats = [
                    RepeatedFinding(severity: .error, message: "r", path: "screens.b", fix: "f", kind: .navigationController, name: "B",
                                    declarationFile: "App/B.swift",
                                    declarationSpan: SourceSpan(start: Format.SourceLocation(line: 0, column: 0), end: Format.SourceLocation(line: 9, column: 1),
                                                                usedVia: Format.SourceLocation(line: 2, column: 2))),
                    RepeatedFinding(severity: .info, message: "s", path: "screens.c"),
                ]
                diagnostic.baseClass = BaseClassNaming(name: "Base", replacing: "A")
                return diagnostic
            }()]),
            .init(name: "App/B.swift", diagnostics: []),
        ])

    @Test func everyFieldReadsBackAsWritten() throws {
        var writer = CacheWriter()
        Self.everyField.write(to: &writer)
        var reader = CacheReader(writer.bytes)
        #expect(try CachedFindings(from: &reader) == Self.everyField)
        #expect(reader.isAtEnd)
    }

    /// The coding writes each type field by field: a field added to one of them must be added to the
    /// coding (CachedFindings.swift) and to `everyField`, and this count.
    @Test func theCodingKnowsEveryStoredField() throws {
        let diagnostic = try #require(Self.everyField.files.first?.diagnostics.first)
        let repeated = try #require(diagnostic.repeats.first)
        #expect(Mirror(reflecting: diagnostic).children.count == 10)
        #expect(Mirror(reflecting: repeated).children.count == 8)
        #expect(Mirror(reflecting: diagnostic.span).children.count == 3)
        #expect(Mirror(reflecting: diagnostic.notes[0]).children.count == 2)
        #expect(Mirror(reflecting: try #require(diagnostic.baseClass)).children.count == 2)
        #expect(Mirror(reflecting: Self.everyField.notes[0]).children.count == 4)
        #expect(Mirror(reflecting: Self.everyField.counts).children.count == 3)
    }

    /// Any cut or changed byte of the fields ends in `UnreadableCacheEntry` or in other findings, never a trap.
    @Test func damagedFieldsNeverTrap() {
        var writer = CacheWriter()
        Self.everyField.write(to: &writer)
        let bytes = writer.bytes
        for length in 0..<bytes.count {
            var reader = CacheReader(Array(bytes.prefix(length)))
            #expect((try? CachedFindings(from: &reader)) == nil, "cut to \(length) bytes")
        }
        for position in bytes.indices {
            for value: UInt8 in [0, 0x7F, 0x80, 0xFF] {
                var changed = bytes
                changed[position] = value
                var reader = CacheReader(changed)
                _ = try? CachedFindings(from: &reader)
            }
        }
    }

    @Test func theHashSeesEveryByteAndTheLength() {
        let base = Array("let stack = UINavigationController(rootViewController: home)".utf8)
        var seen: Set<UInt64> = [ContentHash.of(base), ContentHash.of([]), ContentHash.of([0]), ContentHash.of([0, 0])]
        #expect(seen.count == 4)
        for position in base.indices {
            var changed = base
            changed[position] ^= 1
            seen.insert(ContentHash.of(changed))
        }
        #expect(seen.count == 4 + base.count)
    }

    // MARK: The command line

    /// The reports of a run from the cache are byte for byte those of one that scanned, in every format.
    @Test(arguments: ["text", "json", "sarif"])
    func cachedReportsAreTheSameBytes(_ format: String) throws {
        let fixture = try CachedScanFixture(copying: "Tests/Fixtures/ScanBaseClassApp/App")
        defer { fixture.remove() }
        let arguments = ["scan", ".", "--format", format, "--snippet", "--notes"]
        let plain = try CLI.run(arguments + ["--no-cache"], directory: fixture.root)
        let first = try CLI.run(arguments + ["--cache-path", fixture.cacheFolder.path], directory: fixture.root)
        let second = try CLI.run(arguments + ["--cache-path", fixture.cacheFolder.path], directory: fixture.root)
        #expect(plain.status == 1)
        for run in [first, second] {
            #expect(run.status == plain.status)
            #expect(run.stdout == plain.stdout)
            #expect(run.stderr == plain.stderr)
        }
        #expect(try fixture.entry().path.hasPrefix(fixture.cacheFolder.path))
    }

    @Test func noCacheAndACachePathAreOneOrTheOther() throws {
        let output = try CLI.run(["scan", "Examples/reader-app", "--no-cache", "--cache-path", "/tmp/x"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("--no-cache turns the cache off"))
    }

    /// A writer killed with SIGKILL between writing its entry and renaming it into place (held there by a
    /// test hook), whether or not an older entry exists, and four writers at once in that same moment,
    /// leave a cache every later run answers rightly from, and no temporary behind.
    @Test func killedAndConcurrentWritersLeaveAUsableCache() throws {
        let fixture = try CachedScanFixture(copying: "Tests/Fixtures/ScanBaseClassApp/App")
        defer { fixture.remove() }
        let cached = ["scan", ".", "--format", "json", "--cache-path", fixture.cacheFolder.path]
        func expected() throws -> CLI.Output { try CLI.run(["scan", ".", "--format", "json", "--no-cache"], directory: fixture.root) }
        func start(pausingFor milliseconds: Int) throws -> Process {
            let process = Process()
            process.executableURL = CLI.binary
            process.arguments = cached
            process.currentDirectoryURL = fixture.root
            var environment = ProcessInfo.processInfo.environment
            environment["NAVLINT_TEST_PAUSE_BEFORE_RENAME_MS"] = "\(milliseconds)"
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }
        func temporaries() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: fixture.cacheFolder.path)) ?? []).filter { $0.hasSuffix(".tmp") }
        }
        /// Starts a writer, waits until its temporary is written, and kills it there.
        func killMidWrite() throws {
            let process = try start(pausingFor: 20_000)
            var waited = 0
            while temporaries().isEmpty, waited < 20_000 {
                usleep(10_000)
                waited += 10
            }
            #expect(!temporaries().isEmpty, "the writer never reached its rename")
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            #expect(process.terminationReason == .uncaughtSignal)
        }
        // Killed with no entry yet: the next run scans, answers rightly and stores; the one after answers from it.
        try killMidWrite()
        #expect(try CLI.run(cached, directory: fixture.root).stdout == (try expected()).stdout)
        #expect(temporaries().isEmpty)
        let whole = try Data(contentsOf: try fixture.entry())
        #expect(try CLI.run(cached, directory: fixture.root).stdout == (try expected()).stdout)
        // Killed while replacing an entry after an edit: the old entry is left whole, and does not answer for the new code.
        try fixture.write("import UIKit\n\nfinal class AddedViewController: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        navigationItem.hidesBackButton = true\n    }\n}\n", to: "App/AddedViewController.swift")
        try killMidWrite()
        #expect(try Data(contentsOf: try fixture.entry()) == whole)
        let afterEdit = try expected()
        #expect(afterEdit.stdout.contains("AddedViewController"))
        #expect(try CLI.run(cached, directory: fixture.root).stdout == afterEdit.stdout)
        // Four writers renaming at once, after another edit.
        try fixture.write("// edited\n", to: "App/Touched.swift")
        let writers = try (0..<4).map { _ in try start(pausingFor: 300) }
        for writer in writers { writer.waitUntilExit() }
        #expect(writers.allSatisfy { $0.terminationStatus == afterEdit.status })
        #expect(try CLI.run(cached, directory: fixture.root).stdout == (try expected()).stdout)
        #expect(temporaries().isEmpty, "\(temporaries())")
    }

    /// `navlint PATH` (which checks descriptions and code together) and every option the key holds: each
    /// cached answer is the uncached one, byte for byte, and a change to any of them is seen.
    @Test func everyOptionOfTheRequestAnswersAlike() throws {
        let fixture = try CachedScanFixture(copying: "Tests/ScanTests/Fixtures/ConditionalFacts")
        defer { fixture.remove() }
        let rules = fixture.root.appendingPathComponent("rules")
        try FileManager.default.createDirectory(at: rules, withIntermediateDirectories: true)
        let variants: [[String]] = [
            ["scan", "."], [".", "--notes"], ["scan", ".", "--sdk", "18.0"], ["scan", ".", "--exclude", "**/Detail*"],
            ["scan", ".", "--include-tests"], ["scan", "App"], ["scan", ".", "--rules", "rules"], ["scan", ".", "--max-diagnostics", "1"],
        ]
        for variant in variants {
            let arguments = variant + ["--format", "json"] + (variant.contains("--notes") ? [] : ["--notes"])
            let plain = try CLI.run(arguments + ["--no-cache"], directory: fixture.root)
            for round in 1...2 {
                let run = try CLI.run(arguments + ["--cache-path", fixture.cacheFolder.path], directory: fixture.root)
                #expect(run.stdout == plain.stdout && run.stderr == plain.stderr && run.status == plain.status, "\(variant), run \(round)")
            }
            #expect(!(try CLI.run(arguments + ["--cache-path", fixture.cacheFolder.path, "--timings"], directory: fixture.root)).stderr.contains("lex and outline"),
                    "\(variant): the third run scanned again")
        }
        // A rule file added, then edited: seen by the next run.
        let rule = try String(contentsOf: CLI.repository.appendingPathComponent("rules.d/custom-left-item-disables-swipe.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "id: custom-left-item-disables-swipe", with: "id: team-left-item")
        for severity in ["error", "info"] {
            try rule.replacingOccurrences(of: "severity: warning", with: "severity: \(severity)")
                .write(to: rules.appendingPathComponent("team-left-item.yaml"), atomically: false, encoding: .utf8)
            let arguments = ["scan", ".", "--rules", "rules", "--format", "json"]
            let plain = try CLI.run(arguments + ["--no-cache"], directory: fixture.root)
            let run = try CLI.run(arguments + ["--cache-path", fixture.cacheFolder.path, "--timings"], directory: fixture.root)
            #expect(run.stdout == plain.stdout, "rule severity \(severity)")
            #expect(plain.stdout.contains("team-left-item") && plain.stdout.contains("\"\(severity)\""))
            #expect(run.stderr.contains("lex and outline"), "the edited rule was answered from the cache")
            let again = try CLI.run(arguments + ["--cache-path", fixture.cacheFolder.path, "--timings"], directory: fixture.root)
            #expect(again.stdout == plain.stdout && !again.stderr.contains("lex and outline"), "rule severity \(severity): not answered from the cache")
        }
    }
}

