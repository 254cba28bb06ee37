import Format
import Platform
import Rules
import Scan

/// What `navlint scan --check` found: the scan (its draft, notes and counts), the check of the scanned
/// model as `check` reports it, and remarks about files the scan left out.
public struct ScanCheckOutcome: Sendable {
    /// Nil when the sources hold nothing to check (no Swift or Objective-C, no view controller); `unscanned` says which.
    public var scan: ScanResult?
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
}

/// `navlint scan DIR... --check` as a library call: scans the sources and runs the rules on the model the
/// scan built, so each finding is placed at the statement, override or declaration it came from, once
/// for each line of code (a base class's line holds for every screen inheriting it, and is one finding).
/// Configuration, suppression comments, baselines, thresholds and the output limit work as in `check`.
public enum ScanCheckRun {
    /// Scans what `request` names and checks the app the sources hold. `options` are check's (configuration
    /// file, rules, baseline, thresholds, output limit); its `paths`, standard input name and parse limits
    /// are not used. The configuration is the one `options` names, else the nearest `.navlint.yml` from the
    /// first path's folder up to the repository root. `writesDraft` also writes the draft, with the code's
    /// suppressions carried into it.
    public static func run(_ request: ScanRequest, options: CheckRequest, writesDraft: Bool = false) throws -> ScanCheckOutcome {
        var request = request
        request.configurationFile = options.configurationFile
        let given = try ScanRun.givenSDK(request.sdk, paths: request.paths, configurationFile: options.configurationFile)
        let read = try ScanRun.read(request)
        let scan: ScanResult
        do {
            scan = try AppScanner.scan(read.files.map(\.source), sdk: given)
        } catch {
            // As in `check`, nothing to check is not a failure: a build step added to a target that holds
            // no screens (a framework, a target before its first view controller) must not break the build.
            // The report is written all the same, empty, so that a script or a SARIF upload reading it
            // finds a valid one.
            let remark = "navlint: warning: \(request.paths.joined(separator: ", ")): \(error); nothing to check"
            let outcome = CheckOutcome(results: [], summary: LintSummary(results: []), rules: [], hasSummary: true, remarks: [remark], status: .clean)
            return ScanCheckOutcome(scan: nil, unscanned: error, draft: nil, notes: [], check: outcome, remarks: read.remarks)
        }
        let lookup = ConfigurationLookup(explicit: options.configurationFile, ruleSources: options.ruleSources,
                                         limits: options.limits, forChecking: !options.describesRules)
        let configuration = try lookup.configuration(forDirectory: ScanRun.configurationFolder(for: request.paths))
        let linter = try lookup.linter(for: configuration)
        let files = ScanRun.scannedFiles(scan, read: read.files, configuration: configuration)
        let placing = DefaultPlacement(scan: scan)
        let results = linter.lint(scanned: scan.app, files: files, configuration: configuration, placing: placing.place)
        let threshold = CheckRun.threshold(under: configuration, request: options)
        let checked = results.map { CheckRun.Checked(result: $0, threshold: threshold) }
        var checkRequest = options
        checkRequest.command = "navlint scan DIR --check"
        let outcome = try CheckRun.conclude(checked, rules: lookup.allRules, request: checkRequest)
        var draft: String?
        if writesDraft {
            draft = files.contains { !$0.comments.isEmpty }
                ? DraftSuppressions.carry(into: scan.draft, scan: scan, files: files, linter: linter, configuration: configuration)
                : scan.draft
        }
        return ScanCheckOutcome(scan: scan, unscanned: nil, draft: draft, notes: ScanRun.notes(of: scan, read: read.files), check: outcome, remarks: read.remarks)
    }
}

/// Where a finding goes that no line of the sources shows, such as a key left at its default: the class
/// declaration of the screen or navigation controller it is about, which is where the key would be set.
/// A finding about the app as a whole with no place (a placeholder deployment target) goes to the first
/// navigation controller's declaration, else the first screen's, so that none is lost. A finding the scan
/// is not sure of (unreachable-screen on a screen it could not place) is dropped.
struct DefaultPlacement {
    let scan: ScanResult
    var app: AppDescription { scan.app }

    func place(_ finding: Diagnostic) -> Diagnostic? {
        guard scan.isSure(finding) else { return nil }
        if finding.span.source != nil { return finding }
        let declaration = app.object(at: finding.path)?.declaration
        let candidates = [declaration] + app.navigationControllers.map { $0.entity.node(\.className) } + app.screens.map { $0.entity.node(\.className) }
        guard let span = candidates.lazy.compactMap({ $0?.span }).first(where: { $0.source != nil }) else { return nil }
        var placed = finding
        placed.span = span
        return placed
    }
}
