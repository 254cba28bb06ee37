import Foundation
@testable import Rules
import Testing
@testable import Format
@testable import Robustness
import Scan
import TestSupport

/// Replays the fuzzer's regression corpus and the hostile corpus through everything the fuzz target drives.
@Suite struct FuzzRegressionTests {
    static let inputs: [String] = {
        var names: [String] = []
        for folder in ["Tests/FuzzRegressions", "Tests/Hostile"] {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: Repository.url(folder).path)) ?? []
            names += entries.filter { $0 != "README.md" && $0 != "expected.txt" }.sorted().map { "\(folder)/\($0)" }
        }
        return names
    }()

    @Test func corpusIsThere() {
        #expect(Self.inputs.count >= 17)
    }

    @Test(arguments: inputs)
    func replays(_ relative: String) throws {
        let bytes = Array(try Data(contentsOf: Repository.url(relative)))
        #expect(RobustnessHarness.exercise(bytes) > 0)
        // The statements layer's own fuzz target replays the same corpus.
        #expect(StatementsProbe.violations(in: String(decoding: bytes, as: UTF8.self)) == [])
    }

    @Test func harnessDrivesRulesParsedFromTheInput() {
        let rule = """
        id: any-screen
        title: t
        severity: info
        summary: s
        match:
          - screen: screens
        when: "true"
        report: {at: screen, message: "{screen.id}"}
        """
        let withRule = RobustnessHarness.exercise(Array(rule.utf8))
        let withoutRule = RobustnessHarness.exercise(Array(rule.replacingOccurrences(of: "when:", with: "whem:").utf8))
        #expect(withRule > withoutRule)
    }
}
