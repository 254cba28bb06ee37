import Format
import Platform
import Rules
import Scan

/// What `navlint scan` found: the scan (its draft, notes and counts), the check of the scanned
/// model as `check` reports it, and remarks about files the scan left out.
public struct ScanCheckOutcome: Sendable {
    /// The scan, nil when the findings came from the cache, or when the sources hold nothing to check (no
    /// Swift or Objective-C, no view controller; `unscanned` says which).
    public var scan: ScanResult?
    /// What the scan found, counted; nil when the sources hold nothing to check.
    public var counts: ScanCounts?
    public var unscanned: ScanError?
    /// The draft, with the code's suppression comments carried to the entries they silence (`--draft`).
    public var draft: String?
    /// What the scan could not follow, each naming its file as findings do.
    public var notes: [ScanNote]
    /// The findings, placed in the scanned sources; reported, summarised and mapped to an exit status
    /// exactly as `navlint check`'s are.
    public var check: CheckOutcome
    /// Lines for standard error about files left out of the scan.
    public var remarks: [String]
    /// How long each stage took, up to the report (`--timings`).
    public var timings: StageTimings
}

/// `navlint scan DIR...` as a library call: scans the sources and runs the rules on the model the
/// scan built, so each finding is placed at the statement, override or declaration it came from, once
/// for each line of code (a base class's line holds for every screen inheriting it, and is one finding).
/// Configuration, suppression comments, baselines, thresholds and the output limit work as in `check`.
public enum ScanCheckRun {
    /// Scans what `request` names and checks the app the sources hold. `options` are check's (configuration
    /// file, rules, baseline, thresholds, output limit); its `paths`, standard input name and parse limits
    /// are not used. The configuration is the one `options` names, else the nearest `.navlint.yml` from the
    /// first path's folder up to the repository root. `writesDraft` also gives the draft, with the code's
    /// suppressions carried into it.
    public static func run(_ request: ScanRequest, options: CheckRequest, writesDraft: Bool = false) throws -> ScanCheckOutcome {
        let lookup = ConfigurationLookup(for: options)
        let linted = try lint(request, options: options, lookup: lookup, writesDraft: writesDraft)
        switch linted.scan {
        case .success(let counts):
            var concluding = options
            concluding.command = "navlint scan DIR"
            let outcome = try CheckRun.conclude(linted.checked, rules: lookup.allRules, request: concluding, reading: linted.inputs)
            var timings = linted.timings
            timings.finish("baseline and thresholds")
            return ScanCheckOutcome(scan: linted.result, counts: counts, unscanned: nil, draft: linted.draft, notes: linted.notes, check: outcome, remarks: linted.remarks,
                                    timings: timings)
        case .failure(let error):
            return ScanCheckOutcome(scan: nil, counts: nil, unscanned: error, draft: nil, notes: [], check: nothingToCheck(in: request.paths, because: error),
                                    remarks: linted.remarks, timings: linted.timings)
        }
    }

    /// The outcome of sources that hold nothing to check. As in `check`, that is not a failure: a build step
    /// added to a target that holds no screens (a framework, a target before its first view controller)
    /// must not break the build. The report is written all the same, empty, so that a script or a SARIF
    /// upload reading it finds a valid one.
    static func nothingToCheck(in paths: [String], because error: ScanError) -> CheckOutcome {
        .nothingToCheck("\(paths.joined(separator: ", ")): \(error)", summarized: true)
    }

    /// A scan whose model has been linted, before baselines and thresholds are applied.
    struct Linted {
        /// What the scan found, or why the sources hold nothing to check.
        var scan: Result<ScanCounts, ScanError>
        /// The scan itself; nil when the findings came from the cache.
        var result: ScanResult?
        var checked: [CheckRun.Checked]
        /// What the scan could not follow, each naming its file as findings do.
        var notes: [ScanNote]
        /// The draft with the code's suppressions carried into it, when asked for.
        var draft: String?
        /// Lines for standard error about files left out of the scan.
        var remarks: [String]
        /// The sources read.
        var inputs: [String] = []
        /// How long each stage took.
        var timings = StageTimings()
    }

    /// Scans what `request` names and lints the app the sources hold under the configuration from `lookup`
    /// (`options` names it, else the nearest to the first path), each finding placed in the sources.
    static func lint(_ request: ScanRequest, options: CheckRequest, lookup: ConfigurationLookup, writesDraft: Bool = false) throws -> Linted {
        var timings = StageTimings()
        let given = try ScanRun.givenSDK(request.sdk, paths: request.paths, configurationFile: options.configurationFile)
        let read = try ScanRun.read(request)
        timings.finish("find and read files", detail: ScanRun.amount(read.files))
        // The key is made from the configuration and rule files as they are now; the findings are stored,
        // or taken from the entry, only if the linter parsed those very bytes (`sameKey`).
        let folder = ScanRun.configurationFolder(for: request.paths)
        let cache = writesDraft ? nil : request.cache.flatMap { cache in
            (try? lookup.configuration(forDirectory: folder))
                .flatMap { ScanCache.Key.governingFiles(for: $0, options: options) }
                .map { (cache: cache, key: ScanCache.Key(request: request, options: options, read: read.files, given: given, governing: $0)) }
        }
        func sameKey(_ key: ScanCache.Key, under configuration: Configuration) -> Bool {
            lookup.governingFiles(for: configuration).map { ScanCache.Key(request: request, options: options, read: read.files, given: given, governing: $0) } == key
        }
        if let cache, let found = cache.cache.load(cache.key) {
            let configuration = try lookup.configuration(forDirectory: folder)
            // Loaded as after a scan: it checks the configuration and lists the rules a report may describe.
            _ = try lookup.linter(for: configuration)
            if sameKey(cache.key, under: configuration) {
                timings.finish("cache")
                return answer(found, read: read, threshold: CheckRun.threshold(under: configuration, request: options), timings: timings)
            }
        }
        let scan: ScanResult
        do {
            scan = try AppScanner.scan(read.files.map(\.source), sdk: given)
        } catch {
            return Linted(scan: .failure(error), checked: [], notes: [], remarks: read.remarks, inputs: read.files.map(\.path), timings: timings)
        }
        timings.append(scan.timings)
        let configuration = try lookup.configuration(forDirectory: folder)
        let linter = try lookup.linter(for: configuration)
        let files = ScanRun.scannedFiles(scan, read: read.files, configuration: configuration)
        let placing = DefaultPlacement(scan: scan)
        let results = linter.lint(scanned: scan.checkedApp, files: files, configuration: configuration, placing: placing.place) { file, line, objects in
            scan.baseClass(holdingLine: line, inSource: file, for: objects)
        }
        let threshold = CheckRun.threshold(under: configuration, request: options)
        let checked = results.map { CheckRun.Checked(result: $0, threshold: threshold) }
        timings.finish("rules and suppressions")
        let draft = writesDraft ? DraftSuppressions.carry(into: scan.draft, scan: scan, files: files, linter: linter, configuration: configuration) : nil
        if writesDraft { timings.finish("draft suppressions") }
        let notes = ScanRun.notes(of: scan, read: read.files)
        if let cache, sameKey(cache.key, under: configuration) {
            let found = CachedFindings(counts: ScanCounts(scan), notes: notes, files: results.map { CachedFindings.File(name: $0.file, diagnostics: $0.diagnostics) })
            // A cache that cannot be written (a read-only home, a sandboxed build phase) only costs the next run its speed.
            try? cache.cache.store(found, for: cache.key)
            timings.finish("cache")
        }
        return Linted(scan: .success(ScanCounts(scan)), result: scan, checked: checked, notes: notes, draft: draft, remarks: read.remarks,
                      inputs: read.files.map(\.path), timings: timings)
    }

    /// The lint a cache entry recorded, as the scan would give it: each file's findings with its text for
    /// snippets, under this run's configuration and thresholds.
    private static func answer(_ found: CachedFindings, read: (files: [ScanRun.ReadFile], remarks: [String]), threshold: Severity?, timings: StageTimings) -> Linted {
        var texts: [String: String] = [:]
        for file in read.files { texts[file.path] = file.original }
        let checked = found.files.map { file in
            let source = file.diagnostics.isEmpty ? nil : texts[file.name].map { SourceText(name: file.name, code: $0) }
            return CheckRun.Checked(result: LintResult(file: file.name, source: source, diagnostics: file.diagnostics), threshold: threshold)
        }
        return Linted(scan: .success(found.counts), result: nil, checked: checked, notes: found.notes, draft: nil, remarks: read.remarks,
                      inputs: read.files.map(\.path), timings: timings)
    }
}

/// Where a finding goes. One on a value several statements set each on their own (a form presented as a
/// sheet in several places) goes to each of them. One that no line of the sources shows, such as a key
/// left at its default, goes to the class declaration of the screen or navigation controller it is about,
/// which is where the key would be set. A finding about the app as a whole with no place (a placeholder
/// deployment target) goes to the first navigation controller's declaration, else the first screen's, so
/// that none is lost. A finding the scan is not sure of (unreachable-screen on a screen it could not
/// place) is dropped.
struct DefaultPlacement {
    let scan: ScanResult
    var app: AppDescription { scan.checkedApp }

    func place(_ finding: Diagnostic) -> [Diagnostic] {
        guard scan.isSure(finding) else { return [] }
        if finding.span.source != nil { return scan.atEveryPlace(finding) }
        let declaration = app.object(at: finding.path)?.declaration
        let candidates = [declaration] + app.navigationControllers.map { $0.entity.node(\.className) } + app.screens.map { $0.entity.node(\.className) }
        guard let span = candidates.lazy.compactMap({ $0?.span }).first(where: { $0.source != nil }) else { return [] }
        var placed = finding
        placed.span = span
        return [placed]
    }
}
