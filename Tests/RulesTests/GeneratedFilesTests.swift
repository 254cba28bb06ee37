import Foundation
import Rules
import Testing
import Format

/// Generated files must match their sources; `NAVLINT_REGENERATE=1` rewrites them.
@Suite struct GeneratedFilesTests {
    static func embeddedRuleSource() throws -> String {
        var output = """
        // Generated from rules.d; do not edit. Regenerate: NAVLINT_REGENERATE=1 swift test --filter GeneratedFilesTests

        /// The text of every built-in rule file, embedded so the binary works with no rules.d beside it.
        enum BuiltinRuleFiles {
            static let files: [(id: String, text: String)] = [

        """
        for url in try Repository.files(in: "rules.d", ending: ".yaml") {
            let id = String(url.lastPathComponent.dropLast(".yaml".count))
            let text = try String(contentsOf: url, encoding: .utf8)
            var hashes = "#"
            while text.contains("\"\"\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
            output += "        (\"\(id)\", \(hashes)\"\"\"\n\(text)\"\"\"\(hashes)),\n"
        }
        output += "    ]\n}\n"
        return output
    }

    private func check(_ relative: String, expected: String) throws {
        try expectFile(relative, toEqual: expected, hint: "run NAVLINT_REGENERATE=1 swift test --filter GeneratedFilesTests")
    }

    @Test func embeddedRulesMatchRulesDirectory() throws {
        try check("Sources/Rules/Catalog/BuiltinRuleFiles.swift", expected: try Self.embeddedRuleSource())
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
