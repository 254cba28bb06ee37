import Format

/// Runs a rule's examples against the rule alone: triggering examples must yield findings exactly at
/// their `↓` markers, non-triggering ones none. The test suite and `navlint verify-rules` both use it.
public enum ExampleVerifier {
    /// One way an example failed, with the example's position in its rule file.
    public struct Failure: Sendable, CustomStringConvertible {
        public var file: String
        public var location: SourceLocation
        public var message: String

        public var description: String { "\(file):\(location.line):\(location.column): error: \(message)" }
    }

    /// Every failure of the rule's examples; empty when they all hold.
    public static func verify(_ rule: RuleDefinition, minimumExamples: Int = 0) -> [Failure] {
        var failures: [Failure] = []
        func fail(_ example: RuleExample?, _ message: String) {
            failures.append(Failure(file: rule.file, location: example?.location ?? .fileStart, message: message))
        }
        if rule.examples.triggering.count < minimumExamples {
            fail(nil, "\(rule.id) has \(rule.examples.triggering.count) triggering examples; it needs at least \(minimumExamples)")
        }
        if rule.examples.nonTriggering.count < minimumExamples {
            fail(nil, "\(rule.id) has \(rule.examples.nonTriggering.count) non-triggering examples; it needs at least \(minimumExamples)")
        }
        let engine = RuleEngine(rules: [rule])
        for (example, triggers) in rule.examples.triggering.map({ ($0, true) }) + rule.examples.nonTriggering.map({ ($0, false) }) {
            let (text, markers) = example.stripped
            let loaded = AppLoader.load(bytes: Array(text.utf8), file: "example.yaml")
            guard let app = loaded.app else {
                let problems = loaded.diagnostics.filter { $0.severity == .error }.map { "\($0.location): \($0.message)" }
                fail(example, "the example is not a valid app description: \(problems.joined(separator: "; "))")
                continue
            }
            let found = engine.run(on: app, file: "example.yaml").map(\.location).sorted()
            if triggers, markers.isEmpty {
                fail(example, "a triggering example needs a ↓ marker where each finding lands")
            } else if !triggers, !markers.isEmpty {
                fail(example, "a non-triggering example must not contain ↓ markers")
            } else if found != markers.sorted() {
                let describe: ([SourceLocation]) -> String = { $0.isEmpty ? "none" : $0.map(\.description).joined(separator: ", ") }
                fail(example, "findings at \(describe(found)) (example line:column), expected at \(describe(markers.sorted()))")
            }
        }
        return failures
    }
}
