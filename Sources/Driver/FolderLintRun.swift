import Format
import Platform
import Rules
import Scan

/// What `navlint` with no command and no path found in a folder, and the one report of what it checked.
public struct FolderLintOutcome: Sendable {
    /// The findings of the app descriptions and of the code together, under one baseline and threshold.
    public var check: CheckOutcome
    /// The scan of the folder's code, or why there was no code to check (no sources, or no screen in them).
    public var scan: Result<ScanResult, ScanError>
    /// How many app descriptions were checked.
    public var descriptionCount: Int
    /// What the scan could not follow, each naming its file as findings do.
    public var notes: [ScanNote]
    /// Lines for standard error about files left out of the scan.
    public var remarks: [String]
}

/// `navlint` with no command and no path, as a library call: checks the folder's app descriptions and its
/// code (as `navlint scan DIR --check` does), whichever it holds, and both when it holds both, in one report;
/// as `swiftlint` with no arguments lints the code it finds.
public enum FolderLintRun {
    /// `request` carries check's options (configuration, rules, baseline, thresholds, limits); its paths are
    /// not used. A folder with neither descriptions nor sources is nothing to check, which is no failure.
    public static func run(in folder: String = ".", request: CheckRequest) throws -> FolderLintOutcome {
        let lookup = ConfigurationLookup(for: request)
        var descriptions = request
        descriptions.paths = [folder]
        let linted = try CheckRun.lint(descriptions, lookup: lookup)
        let scanned = try ScanCheckRun.lint(ScanRequest(paths: [folder]), options: request, lookup: lookup)
        // Descriptions that could not be read count as none, but their remarks are kept.
        let described = linted.flatMap { $0.checked.isEmpty ? nil : $0.checked }
        let remarks = (linted?.remarks ?? []) + scanned.remarks
        let count = described?.count ?? 0
        switch (described, scanned.scan) {
        case (nil, .failure(.noSources)):
            let looked = "looked for \(CheckRun.lookedFor), and .swift, .m, .mm and .h files"
            // The report is written all the same, empty, as `scan --check` writes it, for a CI step that reads it.
            let outcome = CheckOutcome.nothingToCheck("no app descriptions and no Swift or Objective-C sources found in \(folder) (\(looked))", summarized: true)
            return FolderLintOutcome(check: outcome, scan: scanned.scan, descriptionCount: 0, notes: scanned.notes, remarks: remarks)
        case (nil, .failure(let error)):
            // Sources without a screen, said as `scan --check` says it.
            let outcome = ScanCheckRun.nothingToCheck(in: [folder], because: error)
            return FolderLintOutcome(check: outcome, scan: scanned.scan, descriptionCount: 0, notes: scanned.notes, remarks: remarks)
        default:
            var concluding = request
            concluding.command = "navlint"
            let outcome = try CheckRun.conclude((described ?? []) + scanned.checked, rules: lookup.allRules, request: concluding, reading: scanned.inputs)
            return FolderLintOutcome(check: outcome, scan: scanned.scan, descriptionCount: count, notes: scanned.notes, remarks: remarks)
        }
    }
}
