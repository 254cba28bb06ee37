import Foundation
@testable import Rules
import Testing
import Format
import TestSupport

/// Generated files in git must match their sources; `NAVLINT_REGENERATE=1` rewrites them (the embedded
/// rules through EmbedRulesTests, which runs their generator).
@Suite struct GeneratedFilesTests {
    private func check(_ relative: String, expected: String) throws {
        #expect(try Repository.mismatch(relative, content: expected, hint: "run NAVLINT_REGENERATE=1 swift test --filter GeneratedFilesTests") == nil)
    }

    /// The binary holds every rule file of rules.d, byte for byte, and nothing else. A failure here means
    /// Sources/Rules/Catalog/BuiltinRuleFiles.swift is older than rules.d: run
    /// `NAVLINT_REGENERATE=1 swift test --filter EmbedRulesTests` and build again.
    @Test func embeddedRulesAreRulesDirectoryByteForByte() throws {
        let files = try Repository.files(in: "rules.d", ending: ".yaml")
        let embedded = Dictionary(BuiltinRuleFiles.files.map { ($0.id, $0.text) }, uniquingKeysWith: { first, _ in first })
        #expect(BuiltinRuleFiles.files.map(\.id) == files.map { String($0.lastPathComponent.dropLast(".yaml".count)) })
        for url in files {
            let id = String(url.lastPathComponent.dropLast(".yaml".count))
            let bytes = try Data(contentsOf: url)
            #expect(embedded[id].map { Data($0.utf8) } == bytes, "rules.d/\(id).yaml is not embedded as it is on disk")
        }
        #expect(RuleCatalog.builtinIDs == Set(embedded.keys))
    }

    @Test func shippedSchemaMatchesTheFormatDefinitions() throws {
        try check("schema/navlint.schema.json", expected: JSONSchemaGenerator.render())
    }

    /// The format reference's table of file problems is the text `navlint explain` prints for them.
    @Test func fileProblemTableMatchesTheDiagnostics() throws {
        let document = try Repository.text("docs/format.md")
        let begin = try #require(document.range(of: "<!-- file-problems: "))
        let tableStart = try #require(document.range(of: "-->\n", range: begin.upperBound..<document.endIndex))
        let end = try #require(document.range(of: "<!-- end file-problems -->", range: tableStart.upperBound..<document.endIndex))
        let updated = document.replacingCharacters(in: tableStart.upperBound..<end.lowerBound, with: RuleDocumentation.fileProblemTable())
        try check("docs/format.md", expected: updated)
    }

    @Test func rulesDocumentMatchesRuleFiles() throws {
        try check("docs/rules.md", expected: RuleDocumentation.markdown(try builtinRules()))
    }
}
