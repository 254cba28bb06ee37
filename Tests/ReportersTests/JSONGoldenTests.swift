import Foundation
import Rules
import Testing
import Format
import Reporters
import TestSupport

/// The JSON report of every shipped example and golden input, pinned byte for byte: additions to the format
/// (new optional keys and their defaults) must not change what an existing file means or reports.
/// `NAVLINT_REGENERATE=1 swift test --filter JSONGoldenTests` rewrites the expectations; review the diff.
@Suite struct JSONGoldenTests {
    static let inputs: [String] = {
        let golden = GoldenTests.cases.map { "Tests/Golden/\($0)/input.yaml" }
        return ["Examples/legacy-checkout/navlint.yaml", "Examples/shop/navlint.yaml"] + golden
    }()

    @Test func everyInputIsPinned() {
        #expect(Self.inputs.count >= 14)
    }

    @Test(arguments: inputs)
    func reportIsUnchanged(_ input: String) throws {
        let bytes = Array(try Data(contentsOf: Repository.url(input)))
        let result = Linter(rules: try builtinRules()).lint(bytes: bytes, file: input)
        let expected = "Tests/JSONGolden/" + input.dropLast(".yaml".count).replacingOccurrences(of: "/", with: "_") + ".json"
        #expect(try Repository.mismatch(expected, content: JSONReporter().render([result]),
                                    hint: "an existing file reports differently; if that is intended, run NAVLINT_REGENERATE=1 swift test --filter JSONGoldenTests and review the diff") == nil)
    }
}
