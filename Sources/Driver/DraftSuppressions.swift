import Format
import Rules
import Scan

/// Carries into the draft what keeps `navlint scan` quiet, so that `navlint check` on the draft
/// reports what it reports: a finding a `// navlint:disable...` comment silences in the sources, and a
/// finding scan cannot stand behind (`ScanResult.unsureReason`), each get a `# navlint:disable-next-line`
/// comment above the draft line `check` reports it on, with the reason (and where the code's comment is).
/// The rules run on the scan's model, which is the draft's (the draft is not read back), and each finding
/// is placed on the line the draft writes its path on.
enum DraftSuppressions {
    /// The name the draft's findings are judged under, for configurations that turn rules off by path.
    static let draftName = "draft"

    static func carry(into draft: String, scan: ScanResult, files: [ScannedFile], linter: Linter, configuration: Configuration) -> String {
        var byLine: [Int: (ids: [String], reasons: [String])] = [:]
        func silence(_ finding: Diagnostic, because reason: String) {
            guard let line = scan.lineInDraft(finding.path) else { return }
            var entry = byLine[line] ?? ([], [])
            if !entry.ids.contains(finding.ruleID) { entry.ids.append(finding.ruleID) }
            if !entry.reasons.contains(reason) { entry.reasons.append(reason) }
            byLine[line] = entry
        }
        let directives = files.map { Suppressions.parse($0.source, codeComments: $0.comments, file: $0.name).directives }
        // The rules run once, on the scan's model: those that can meet a code comment, and, when some object
        // can be unsure, those `check` runs on the draft.
        let forCode = directives.contains(where: { !$0.isEmpty }) ? linter.activeRuleIDs(forAnyOf: files.map(\.relativePath), configuration: configuration) : []
        let unsure = scan.unsureObjects
        let forDraft = unsure.controllerIDs.isEmpty && unsure.screenIDs.isEmpty ? [] : linter.activeRuleIDs(forAnyOf: [draftName], configuration: configuration)
        guard !forCode.isEmpty || !forDraft.isEmpty else { return draft }
        // Without code comments to place, only the findings about the objects scan may be unsure of matter.
        let focus = forCode.isEmpty ? RuleEngine.Focus(controllerIDs: unsure.controllerIDs, screenIDs: unsure.screenIDs) : nil
        let found = linter.findings(scanned: scan.app, ruleIDs: forCode.union(forDraft), focus: focus)
        if !forCode.isEmpty {
            let placing = DefaultPlacement(scan: scan)
            for (index, findings) in linter.placed(found.filter { forCode.contains($0.ruleID) }, in: files, placing: placing.place).enumerated() {
                for finding in findings {
                    guard let directive = directives[index].first(where: { $0.covers(finding) }) else { continue }
                    let source = scan.sources.indices.contains(index) ? scan.sources[index] : files[index].name
                    let written = "from \(source):\(directive.line)"
                    silence(finding, because: directive.reason.map { "\($0) (\(written))" } ?? written)
                }
            }
        }
        for finding in found where forDraft.contains(finding.ruleID) && !scan.draftSilences(finding) {
            if let reason = scan.unsureReason(finding) { silence(finding, because: reason) }
        }
        guard !byLine.isEmpty else { return draft }
        // Lines are cut at "\n" in the draft's bytes: it can run to megabytes, and it is written with "\n" alone.
        var text = draft
        let bytes = text.withUTF8 { utf8 -> [UInt8] in
            var result: [UInt8] = []
            result.reserveCapacity(utf8.count + byLine.count * 160)
            var lineNumber = 1
            var lineStart = 0
            while lineStart < utf8.count {
                var lineEnd = lineStart
                while lineEnd < utf8.count, utf8[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
                let line = UnsafeBufferPointer(rebasing: utf8[lineStart..<lineEnd])
                if let entry = byLine[lineNumber] { result += comment(entry, indentedAs: line) }
                result += UnsafeBufferPointer(rebasing: utf8[lineStart..<min(lineEnd + 1, utf8.count)])
                lineNumber += 1
                lineStart = lineEnd + 1
            }
            return result
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The comment line that silences `entry`'s findings, indented as the draft line below it.
    private static func comment(_ entry: (ids: [String], reasons: [String]), indentedAs line: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        let indent = String(repeating: " ", count: line.prefix { $0 == UInt8(ascii: " ") }.count)
        let comment = "# navlint:disable-next-line \(entry.ids.sorted().joined(separator: ", ")) -- \(entry.reasons.joined(separator: "; "))"
        return Array((indent + DescriptionWriter.clean(comment) + "\n").utf8)
    }
}
