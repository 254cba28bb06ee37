import Foundation
import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
@testable import Format
import TestSupport

/// Ids, YAML quoting, byte-for-byte stable output, and the full drafts of the fixture apps.
@Suite struct DraftTests {
    @Test func screenIDsComeFromClassNames() {
        let ids = IdentifierNaming.screenIDs(for: [
            "HomeViewController", "URLPreviewViewController", "YGHomeVC", "ViewController", "SettingsController", "YesViewController",
        ])
        #expect(ids["HomeViewController"] == "home")
        #expect(ids["URLPreviewViewController"] == "urlPreview")
        #expect(ids["YGHomeVC"] == "ygHome")
        // Xcode's template class is all suffix: it keeps its whole name.
        #expect(ids["ViewController"] == "viewController")
        #expect(ids["SettingsController"] == "settings")
        // `yes` would be read as a boolean by YAML 1.1 tools.
        #expect(ids["YesViewController"] == "yesScreen")
        #expect(IdentifierNaming.navigationID(for: "ShopNavigationController") == "shop")
        #expect(IdentifierNaming.navigationID(for: "NavigationController") == "main")
        #expect(IdentifierNaming.navigationID(for: "UINavigationController") == "main")
    }

    @Test func collidingIDsResolveTheSameWayEveryTime() {
        let first = IdentifierNaming.screenIDs(for: ["HomeViewController", "HomeVC"])
        let second = IdentifierNaming.screenIDs(for: ["HomeVC", "HomeViewController"])
        #expect(first == second)
        #expect(first == ["HomeVC": "home", "HomeViewController": "homeViewController"])
    }

    @Test func scalarsAreQuotedWhenYAMLWouldMisreadThem() {
        #expect(DescriptionWriter.isPlainSafe("closeItem"))
        #expect(DescriptionWriter.isPlainSafe("screen:home"))
        #expect(!DescriptionWriter.isPlainSafe("no"))
        #expect(!DescriptionWriter.isPlainSafe("onBack:"))
        #expect(!DescriptionWriter.isPlainSafe("back icon"))
    }

    /// A title is the string its literal stands for: escapes are read, then written as YAML escapes;
    /// an interpolation cannot be known, so it is kept as written.
    @Test func literalsAreReadThenWrittenAsYAML() {
        let swift = Lexer.tokens(of: #"x = "Back \(name) \"now\"\n\u{1F600}""#, dialect: .swift).first { $0.kind == .string }
        let value = swift?.literalValue(in: .swift)
        #expect(value == "Back \\(name) \"now\"\n\u{1F600}")
        #expect(value.map(DescriptionWriter.quoted) == "\"Back \\\\(name) \\\"now\\\"\\n\u{1F600}\"")
        let raw = Lexer.tokens(of: ##"x = #"a \n b \#t c"#"##, dialect: .swift).first { $0.kind == .string }
        #expect(raw?.literalValue(in: .swift) == "a \\n b \t c")
        let multiLine = Lexer.tokens(of: "x = \"\"\"\n    one\n      two \\\n    three\n    \"\"\"", dialect: .swift).first { $0.kind == .string }
        #expect(multiLine?.literalValue(in: .swift) == "one\n  two three")
        let objc = Lexer.tokens(of: #"x = @"caf\xC3\xA9 \u00e9\t\101";"#, dialect: .objectiveC).first { $0.kind == .string }
        #expect(objc?.literalValue(in: .objectiveC) == "caf\u{E9} \u{E9}\tA")
    }

    @Test func helperRejectsLinesThatAreNotThere() {
        withKnownIssue { expectLines("  nothere: 1", in: "navlint: 1\n") }
        withKnownIssue { expectLines("  root: ho", in: "  root: home\n") }
    }

    /// The first YAML sample in docs/scan.md is real output: lines of the SwiftShop fixture's draft.
    @Test func documentationSampleIsRealOutput() throws {
        let doc = try String(contentsOf: Fixtures.repository.appendingPathComponent("docs/scan.md"), encoding: .utf8)
        let start = try #require(doc.range(of: "```yaml\n"))
        let end = try #require(doc[start.upperBound...].range(of: "```\n"))
        let sample = String(doc[start.upperBound..<end.lowerBound])
        expectLines(sample, in: try Fixtures.scan("SwiftShop").draft)
    }

    @Test func fileOrderDoesNotChangeTheDraft() throws {
        for name in Fixtures.names {
            let files = try Fixtures.files(name)
            let forward = try AppScanner.scan(files)
            let backward = try AppScanner.scan(files.reversed())
            #expect(forward.draft == backward.draft, "\(name)")
            #expect(forward.notes == backward.notes, "\(name)")
        }
    }

    /// The whole draft of each fixture app, so any change in what is inferred shows up in review;
    /// NAVLINT_REGENERATE=1 rewrites the files.
    @Test(arguments: Fixtures.names) func fixtureDraftMatchesTheExpectedFile(_ name: String) throws {
        let draft = try Fixtures.scan(name).draft
        let url = Fixtures.root.appendingPathComponent("Expected/\(name).yaml")
        let expected = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        if Fixtures.regenerating, expected != draft {
            try draft.write(to: url, atomically: false, encoding: .utf8)
            return
        }
        #expect(draft == expected, "Tests/ScanTests/Expected/\(name).yaml is out of date; run NAVLINT_REGENERATE=1 swift test --disable-xctest --filter ScanTests and review the diff")
    }
}
