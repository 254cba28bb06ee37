import Foundation
import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
@testable import Format

/// Paths of the scan fixtures and helpers to scan them.
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let repository = root.deletingLastPathComponent().deletingLastPathComponent()

    /// The fixture apps, one folder each.
    static var names: [String] {
        let folder = root.appendingPathComponent("Fixtures")
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return entries.filter { !$0.hasPrefix(".") }.sorted()
    }

    /// A fixture's files as the command line would hand them over: paths relative to the fixture.
    static func files(_ name: String) throws -> [SourceFile] {
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

    static func scan(_ name: String) throws -> ScanResult {
        try AppScanner.scan(try files(name))
    }

    /// Scans sources given inline, as `(path, text)` pairs.
    static func scan(_ sources: [(String, String)]) throws -> ScanResult {
        try AppScanner.scan(sources.map { SourceFile(path: $0.0, text: $0.1) })
    }

    /// True when the developer asked to rewrite the expected drafts (NAVLINT_REGENERATE=1).
    static var regenerating: Bool { ProcessInfo.processInfo.environment["NAVLINT_REGENERATE"] == "1" }
}

/// Expects `block` (one or more whole lines) to appear in `draft` exactly, lines in a row.
func expectLines(_ block: String, in draft: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let wanted = block.hasSuffix("\n") ? block : block + "\n"
    let found = draft.hasPrefix(wanted) || draft.contains("\n" + wanted)
    #expect(found, "missing lines:\n\(wanted)\nin draft:\n\(draft)", sourceLocation: sourceLocation)
}

/// The lines of the draft entry that starts with the line `header` (for example `  home:`), up to the
/// next line indented as much or less.
func entry(_ header: String, in draft: String) -> String {
    let lines = draft.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(of: header) else { return "" }
    let indent = header.prefix { $0 == " " }.count
    var result = [header]
    for line in lines[(start + 1)...] {
        let lineIndent = line.prefix { $0 == " " }.count
        if line.isEmpty || lineIndent <= indent { break }
        result.append(line)
    }
    return result.joined(separator: "\n") + "\n"
}
