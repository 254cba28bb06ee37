import Foundation
import Rules
import Testing
import Format
import Reporters
import TestSupport

/// Whole-file behaviour pinned by golden files: each `Tests/Golden/<case>/input.yaml` is linted with the
/// built-in rules and its text output (with snippets, no colour, then the summary) must equal `expected.txt`.
/// `NAVLINT_REGENERATE=1 swift test --filter GoldenTests` rewrites the expectations; review the diff.
@Suite struct GoldenTests {
    static let cases: [String] = {
        let folder = Repository.url("Tests/Golden")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { FileManager.default.fileExists(atPath: folder.appendingPathComponent("\($0)/input.yaml").path) }.sorted()
    }()

    static func render(_ relative: String, rules: [RuleDefinition]) throws -> String {
        let bytes = Array(try Data(contentsOf: Repository.url(relative)))
        let result = Linter(rules: rules).lint(bytes: bytes, file: "input.yaml")
        return TextReporter(showsSnippets: true, usesColor: false).render([result]) + LintSummary(results: [result]).line + "\n"
    }

    @Test func thereAreGoldenCases() {
        #expect(Self.cases.count >= 12)
    }

    @Test(arguments: cases)
    func outputMatchesExpectation(_ name: String) throws {
        let actual = try Self.render("Tests/Golden/\(name)/input.yaml", rules: try builtinRules())
        #expect(try Repository.mismatch("Tests/Golden/\(name)/expected.txt", content: actual,
                                    hint: "if the change is intended, run NAVLINT_REGENERATE=1 swift test --filter GoldenTests and review the diff") == nil)
    }

    @Test func shippedExampleIsClean() throws {
        let output = try Self.render("Examples/shop/navlint.yaml", rules: try builtinRules())
        #expect(output == "no problems in 1 file\n")
    }
}
