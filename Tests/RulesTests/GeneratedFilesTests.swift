import Foundation
@testable import Rules
import Testing
import Format
import TestSupport

/// Generated files in git must match their sources; `NAVLINT_REGENERATE=1` rewrites them (the embedded
/// rules, their text and their pre-parsed form, through EmbedRulesTests, which runs their generator).
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

    /// What `navlint check` loads instead of parsing the rule files is exactly what parsing rules.d gives:
    /// every condition, binding, message and position. A failure here means a rule file was edited without
    /// regenerating: run `NAVLINT_REGENERATE=1 swift test --filter EmbedRulesTests` and build again.
    @Test func preparsedRulesAreWhatParsingRulesDirectoryGives() throws {
        let archives = Dictionary(BuiltinRuleFiles.files.map { ($0.id, $0.archive) }, uniquingKeysWith: { first, _ in first })
        for url in try Repository.files(in: "rules.d", ending: ".yaml") {
            let id = String(url.lastPathComponent.dropLast(".yaml".count))
            let file = "rules.d/\(id).yaml"
            let parsed = try RuleLoader.parse(text: try String(contentsOf: url, encoding: .utf8), file: file, expectedID: id).rule
            let archive = try #require(archives[id], "rules.d/\(id).yaml has no pre-parsed form")
            #expect(try RuleArchive.decode(archive, file: file) == parsed, "rules.d/\(id).yaml is not what its pre-parsed form holds")
        }
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
