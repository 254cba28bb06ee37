import Format
import Platform
import Rules
import Scan

/// What `navlint scan --check` found: the scan (its draft, notes and counts), the check of the scanned
/// model as `check` reports it, and remarks about files the scan left out.
public struct ScanCheckOutcome: Sendable {
    /// Nil when the sources hold nothing to check (no Swift or Objective-C, no view controller).
    public var scan: ScanResult?
    /// The findings, placed in the scanned sources; reported, summarised and mapped to an exit status
    /// exactly as `navlint check`'s are.
    public var check: CheckOutcome
    /// Lines for standard error about files left out of the scan.
    public var remarks: [String]
}

/// `navlint scan DIR... --check` as a library call: scans the sources and runs the rules on the model the
/// scan built, so each finding is placed at the statement, override or declaration it came from.
/// Configuration, suppression comments, baselines, thresholds and the output limit work as in `check`.
public enum ScanCheckRun {
    /// Scans `paths` and checks the app they hold. `options` are check's (configuration file, rules,
    /// baseline, thresholds, output limit); its `paths`, standard input name and parse limits are not used.
    /// The configuration is the one `--config` names, else the nearest `.navlint.yml` from the first
    /// path's folder up to the repository root. `sdk` and `excluding` are scan's `--sdk` and `--exclude`.
    public static func run(paths: [String], sdk: String? = nil, excluding: [String] = [], options: CheckRequest) throws -> ScanCheckOutcome {
        let lookup = ConfigurationLookup(for: options)
        let linted = try lint(paths: paths, sdk: sdk, excluding: excluding, options: options, lookup: lookup)
        switch linted.scan {
        case .success(let scan):
            let outcome = try CheckRun.conclude(linted.checked, rules: lookup.allRules, request: options)
            return ScanCheckOutcome(scan: scan, check: outcome, remarks: linted.remarks)
        case .failure(let error):
            return ScanCheckOutcome(scan: nil, check: nothingToCheck(in: paths, because: error), remarks: linted.remarks)
        }
    }

    /// The outcome of sources that hold nothing to check. As in `check`, that is not a failure: a build step
    /// added to a target that holds no screens (a framework, a target before its first view controller)
    /// must not break the build. The report is written all the same, empty, so that a script or a SARIF
    /// upload reading it finds a valid one.
    static func nothingToCheck(in paths: [String], because error: ScanError) -> CheckOutcome {
        .nothingToCheck("\(paths.joined(separator: ", ")): \(error)", report: true)
    }

    /// A scan whose model has been linted, before baselines and thresholds are applied.
    struct Linted {
        /// The scan, or why the sources hold nothing to check.
        var scan: Result<ScanResult, ScanError>
        var checked: [CheckRun.Checked]
        /// Lines for standard error about files left out of the scan.
        var remarks: [String]
    }

    /// Scans `paths` and lints the app they hold under the configuration from `lookup`, each finding
    /// placed in the sources.
    static func lint(paths: [String], sdk: String?, excluding: [String], options: CheckRequest, lookup: ConfigurationLookup) throws -> Linted {
        let given = try ScanRun.givenSDK(sdk, paths: paths, configurationFile: options.configurationFile)
        let read = try ScanRun.read(paths: paths, excluding: excluding)
        let scan: ScanResult
        do {
            scan = try AppScanner.scan(read.files.map(\.source), sdk: given)
        } catch {
            return Linted(scan: .failure(error), checked: [], remarks: read.remarks)
        }
        let configuration = try lookup.configuration(forDirectory: ScanRun.configurationFolder(for: paths))
        let linter = try lookup.linter(for: configuration)
        var byName: [String: ScanRun.ReadFile] = [:]
        for file in read.files { byName[file.source.path] = file }
        let files = scan.sources.map { name -> ScannedFile in
            let text = byName[name]?.source.text ?? ""
            // Reading the comments lexes the file again; a file without the marker has no directive to find.
            let comments = byName[name].map { text.contains("navlint:") ? SourceComments.comments(in: $0.source) : [] } ?? []
            // Findings name the file as it was reached from the working directory, as `check` names its
            // files, so that an editor, Xcode, GitHub or a SARIF viewer opened there finds it; the draft's
            // comments keep the path inside the scanned folder.
            let reported = byName[name]?.path ?? name
            let absolute = FileSystem.absolute(reported)
            return ScannedFile(name: reported, source: SourceText(name: reported, code: text),
                               comments: comments.map { ($0.start, $0.end, $0.isBlock) },
                               relativePath: CheckRun.relativePath(absolute, under: configuration))
        }
        let placing = DefaultPlacement(scan: scan)
        let results = linter.lint(scanned: scan.checkedApp, files: files, configuration: configuration, placing: placing.place)
        let threshold = CheckRun.threshold(under: configuration, request: options)
        let checked = results.map { CheckRun.Checked(result: $0, threshold: threshold) }
        return Linted(scan: .success(scan), checked: checked, remarks: read.remarks)
    }
}

/// Where a finding goes that no line of the sources shows, such as a key left at its default: the class
/// declaration of the screen or navigation controller it is about, which is where the key would be set.
/// A finding about the app as a whole with no place (a placeholder deployment target) goes to the first
/// navigation controller's declaration, else the first screen's, so that none is lost. A finding the scan
/// is not sure of (unreachable-screen on a screen it could not place) is dropped.
struct DefaultPlacement {
    let scan: ScanResult
    var app: AppDescription { scan.checkedApp }

    func place(_ finding: Diagnostic) -> Diagnostic? {
        guard scan.isSure(finding) else { return nil }
        if finding.span.source != nil { return finding }
        let parts = finding.path.split(separator: ".", maxSplits: 2).map(String.init)
        // An id may carry a list index (`screens.home.pushes[0]` is `home`'s); the ids scan writes are names.
        let id = parts.count >= 2 ? String(parts[1].prefix { $0 != "[" }) : ""
        let declaration: ModelNode?
        switch parts.first {
        case "screens": declaration = app.screen(id)?.entity.node(\.className)
        case "navigationControllers": declaration = app.controller(id)?.entity.node(\.className)
        default: declaration = nil
        }
        let candidates = [declaration] + app.navigationControllers.map { $0.entity.node(\.className) } + app.screens.map { $0.entity.node(\.className) }
        guard let span = candidates.lazy.compactMap({ $0?.span }).first(where: { $0.source != nil }) else { return nil }
        var placed = finding
        placed.span = span
        return placed
    }
}
