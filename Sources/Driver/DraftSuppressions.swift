import Format
import Rules
import Scan

/// Carries into the draft what keeps `navlint scan --check` quiet, so that `navlint check` on the draft
/// reports what it reports: a finding a `// navlint:disable...` comment silences in the sources, and a
/// finding scan cannot stand behind (`ScanResult.unsureReason`), each get a `# navlint:disable-next-line`
/// comment above the draft line `check` reports it on, with the reason (and where the code's comment is).
enum DraftSuppressions {
    static func carry(into draft: String, scan: ScanResult, files: [ScannedFile], linter: Linter, configuration: Configuration) -> String {
        let directives = files.map { Suppressions.parse($0.source, codeComments: $0.comments, file: $0.name).directives }
        // What the code silences, by rule and model path: the reason and where the comment is.
        var silenced: [String: String] = [:]
        if directives.contains(where: { !$0.isEmpty }) {
            let placing = DefaultPlacement(scan: scan)
            for (index, findings) in linter.findings(scanned: scan.app, files: files, configuration: configuration, placing: placing.place).enumerated() {
                for finding in findings {
                    guard let directive = directives[index].first(where: { $0.covers(finding) }) else { continue }
                    let source = scan.sources.indices.contains(index) ? scan.sources[index] : files[index].name
                    let written = "from \(source):\(directive.line)"
                    silenced[key(finding)] = directive.reason.map { "\($0) (\(written))" } ?? written
                }
            }
        }
        // Where `check` reports each of them in the draft.
        let checked = linter.lint(bytes: Array(draft.utf8), file: "draft", configuration: configuration)
        var byLine: [Int: (ids: [String], reasons: [String])] = [:]
        for diagnostic in checked.diagnostics {
            guard let reason = silenced[key(diagnostic)] ?? scan.unsureReason(diagnostic) else { continue }
            var entry = byLine[diagnostic.location.line] ?? ([], [])
            if !entry.ids.contains(diagnostic.ruleID) { entry.ids.append(diagnostic.ruleID) }
            if !entry.reasons.contains(reason) { entry.reasons.append(reason) }
            byLine[diagnostic.location.line] = entry
        }
        var lines = draft.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (line, entry) in byLine.sorted(by: { $0.key > $1.key }) where line >= 1 && line <= lines.count {
            let indent = String(lines[line - 1].prefix { $0 == " " })
            let comment = "# navlint:disable-next-line \(entry.ids.sorted().joined(separator: ", ")) -- \(entry.reasons.joined(separator: "; "))"
            lines.insert(indent + DescriptionWriter.clean(comment), at: line - 1)
        }
        return lines.joined(separator: "\n")
    }

    private static func key(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.ruleID)\u{0}\(diagnostic.path)"
    }
}
