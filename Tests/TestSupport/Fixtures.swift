import Foundation
import Scan

/// Paths of the scan fixtures and helpers to scan them.
public enum Fixtures {
    /// The repository, and Tests/ScanTests, which holds the fixtures and their expected drafts.
    public static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    public static let root = repository.appendingPathComponent("Tests").appendingPathComponent("ScanTests")

    /// The fixture apps, one folder each.
    public static var names: [String] {
        let folder = root.appendingPathComponent("Fixtures")
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return entries.filter { !$0.hasPrefix(".") }.sorted()
    }

    /// A fixture's files as the command line would hand them over: paths relative to the fixture.
    public static func files(_ name: String) throws -> [SourceFile] {
        let folder = root.appendingPathComponent("Fixtures").appendingPathComponent(name)
        var result: [SourceFile] = []
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            let relative = String(url.path.dropFirst(folder.path.count + 1))
            guard SourceFile.isScannable(name: url.lastPathComponent) else { continue }
            result.append(SourceFile(path: relative, text: try String(contentsOf: url, encoding: .utf8)))
        }
        return result.sorted { $0.path < $1.path }
    }

    /// A fixture scanned, once per test process whichever suites ask: the fixtures never change while
    /// the tests run, and scanning each for every test that reads it made up most of the suite's time.
    public static func scan(_ name: String) throws -> ScanResult {
        try scans.result(for: name) { try AppScanner.scan(try files(name)) }
    }

    private static let scans = ScanCache()

    /// Scans sources given inline, as `(path, text)` pairs.
    public static func scan(_ sources: [(String, String)]) throws -> ScanResult {
        try AppScanner.scan(sources.map { SourceFile(path: $0.0, text: $0.1) })
    }

    /// True when the developer asked to rewrite the expected drafts (NAVLINT_REGENERATE=1).
    public static var regenerating: Bool { ProcessInfo.processInfo.environment["NAVLINT_REGENERATE"] == "1" }
}

/// Each fixture's scan, made by the first test that asks; tests run in parallel, so the table is locked.
private final class ScanCache: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [String: Result<ScanResult, ScanError>] = [:]

    func result(for name: String, scan: () throws -> ScanResult) throws -> ScanResult {
        lock.lock()
        defer { lock.unlock() }
        if let known = results[name] { return try known.get() }
        let made: Result<ScanResult, ScanError>
        do {
            made = .success(try scan())
        } catch let error as ScanError {
            made = .failure(error)
        }
        results[name] = made
        return try made.get()
    }
}
