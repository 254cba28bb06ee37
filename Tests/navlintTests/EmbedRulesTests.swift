import Foundation
import Format
import Rules
import Testing

/// The generator of the embedded catalog (Sources/EmbedRules): that the committed
/// Sources/Rules/Catalog/BuiltinRuleFiles.swift is exactly what it writes for rules.d (with
/// NAVLINT_REGENERATE=1, rewritten), and what rules.d does not hold today: texts that would end or escape
/// a literal, and files that cannot be embedded. That the binary holds rules.d byte for byte, and its
/// pre-parsed form what parsing rules.d gives, is GeneratedFilesTests' job.
@Suite struct EmbedRulesTests {
    static let binary = CLI.binary.deletingLastPathComponent().appendingPathComponent("EmbedRules")

    @Test func theCommittedCatalogIsWhatTheGeneratorWritesForRulesD() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let rules = CLI.repository.appendingPathComponent("rules.d")
        let files = try FileManager.default.contentsOfDirectory(atPath: rules.path).filter { $0.hasSuffix(".yaml") }.sorted()
        let output = folder.appendingPathComponent("BuiltinRuleFiles.swift")
        let run = try runProgram(Self.binary, [output.path] + files.map { rules.appendingPathComponent($0).path }, directory: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let generated = try String(contentsOf: output, encoding: .utf8)
        let committed = CLI.repository.appendingPathComponent("Sources/Rules/Catalog/BuiltinRuleFiles.swift")
        if ProcessInfo.processInfo.environment["NAVLINT_REGENERATE"] == "1" {
            try generated.write(to: committed, atomically: false, encoding: .utf8)
        }
        #expect(try String(contentsOf: committed, encoding: .utf8) == generated,
                "Sources/Rules/Catalog/BuiltinRuleFiles.swift is not what EmbedRules writes for rules.d: run NAVLINT_REGENERATE=1 swift test --filter EmbedRulesTests")
    }

    /// Writes one rule file into `folder` and runs the generator on it; the rule file and the output.
    private func embed(_ name: String, _ text: String, in folder: URL) throws -> (rule: URL, output: URL) {
        let rule = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: rule)
        let output = folder.appendingPathComponent("BuiltinRuleFiles.swift")
        let run = try runProgram(Self.binary, [output.path, rule.path], directory: folder)
        #expect(run.status == 0, "\(run.stderr)")
        return (rule, output)
    }

    /// The smallest rule the loader takes, then `last` as the file's last line.
    private func rule(_ id: String, last: String) -> String {
        "id: \(id)\ntitle: t\nseverity: warning\nwhen: 'true'\nreport: {at: app, message: m}\n\(last)"
    }

    @Test func rawLiteralsGetEnoughHashesAndKeepTheLastByte() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = rule("tricky", last: "summary: ends \"\"\"# and \"\"\"## and starts \\#( and \\##(x)")
        let (rule, output) = try embed("tricky.yaml", text, in: folder)
        let source = try String(contentsOf: output, encoding: .utf8)
        // Three hashes: the text holds `"""##` and `\##`. With no final line break in the file, the
        // closing delimiter follows one added line break, which the literal drops again.
        let literal = "###\"\"\"\n\(text)\n\"\"\"###"
        #expect(source.contains("(\"tricky\", \(literal),\n         \""), "\(source)")
        // The pre-parsed summary, in an escaped literal: its quotes and backslashes escaped, nothing else.
        #expect(source.contains(###"ends \"\"\"# and \"\"\"## and starts \\#( and \\##(x) "###), "\(source)")

        // An unchanged result leaves the file alone, so that Rules is not compiled again for nothing.
        let before = try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.05)
        #expect(try runProgram(Self.binary, [output.path, rule.path], directory: folder).status == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date == before)
    }

    /// A value YAML escapes hold a control character in reaches the pre-parsed form as a Swift escape, since a
    /// literal would turn a carriage return into a line feed.
    @Test func controlCharactersInParsedValuesAreEscaped() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (_, output) = try embed("x.yaml", rule("x", last: "summary: \"a\\rb\\tc\\u0001d\"\n"), in: folder)
        let source = try String(contentsOf: output, encoding: .utf8)
        #expect(source.contains(#"a\u{d}b\tc\u{1}d "#), "\(source)")
    }

    /// A rule the loader refuses is refused here, at the loader's position, like a compiler error.
    @Test func refusesARuleTheLoaderRefusesWhereTheLoaderDoes() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("bad.yaml")
        let text = rule("bad", last: "summary: s\nmatch:\n  - screen: screens\n").replacingOccurrences(of: "when: 'true'", with: "when: 'screen.navigationBarHiden'")
        try Data(text.utf8).write(to: file)
        let error = try #require(#expect(throws: PositionedError.self) { try RuleLoader.load(text: text, file: file.path) })
        let output = folder.appendingPathComponent("out.swift")
        let run = try runProgram(Self.binary, [output.path, file.path], directory: folder)
        #expect(run.status == 1)
        #expect(run.stderr.contains("\(file.path):\(error.location.line):\(error.location.column): error: \(error.message)"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func refusesWhatASwiftLiteralWouldChangeOrTheLoaderWouldRefuse() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases: [(name: String, bytes: [UInt8], message: String)] = [
            ("crlf.yaml", Array("id: crlf\r\n".utf8), "crlf.yaml:1:9: error: a carriage return"),
            ("Bad_Name.yaml", Array("id: x\n".utf8), "Bad_Name.yaml:1:1: error: a rule id is lower-case words joined by hyphens"),
            ("latin.yaml", [0x69, 0x64, 0x3A, 0x20, 0xE9, 0x0A], "latin.yaml:1:1: error: not UTF-8"),
        ]
        for item in cases {
            let rule = folder.appendingPathComponent(item.name)
            try Data(item.bytes).write(to: rule)
            let output = folder.appendingPathComponent("out.swift")
            let run = try runProgram(Self.binary, [output.path, rule.path], directory: folder)
            #expect(run.status == 1)
            #expect(run.stderr.contains(item.message), "\(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: output.path))
        }
    }
}
