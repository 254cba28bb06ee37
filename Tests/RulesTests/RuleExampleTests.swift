import Rules
import Testing

/// Every rule's examples run as tests: a triggering example yields findings exactly at its `↓` markers,
/// a non-triggering one yields none, each linted with that rule alone.
@Suite struct RuleExampleTests {
    static let rules: [RuleDefinition] = (try? RuleCatalog.builtin.get()) ?? []

    @Test func builtinRulesLoad() throws {
        let rules = try builtinRules()
        #expect(rules.count == 31, "the catalog in ../shared/spec/rules.md names 31 rules")
    }

    @Test func rulesWithoutExamplesKeepEverythingElse() throws {
        let full = try RuleCatalog.builtin.get()
        let lean = try RuleCatalog.builtinWithoutExamples.get()
        #expect(lean.map(\.id) == full.map(\.id))
        for (a, b) in zip(full, lean) {
            #expect(b.examples.triggering.isEmpty && b.examples.nonTriggering.isEmpty)
            #expect((a.title, a.summary, a.rationale, a.fix, a.sources, a.severity) == (b.title, b.summary, b.rationale, b.fix, b.sources, b.severity))
        }
    }

    @Test(arguments: rules)
    func examplesHold(_ rule: RuleDefinition) {
        let failures = ExampleVerifier.verify(rule, minimumExamples: 2)
        #expect(failures.isEmpty, "\(failures.map(\.description).joined(separator: "\n"))")
    }

    static let ruleWithMisplacedMarker = """
    id: hidden-bar
    title: t
    severity: warning
    summary: s
    match:
      - screen: screens
    when: screen.navigationBarHidden
    report: {at: screen.navigationBarHidden, message: "hidden"}
    examples:
      triggering:
        - |
          navlint: 1
          app: {deploymentTarget: "15.0"}
          navigationControllers: {main: {root: home}}
          screens:
            ↓home:
              navigationBarHidden: true
      nonTriggering:
        - |
          navlint: 1
          app: {deploymentTarget: "15.0"}
          navigationControllers: {main: {root: home}}
          screens:
            home: {navigationBarHidden: ↓false}
    """

    @Test func verifierReportsMisplacedAndStrayMarkers() throws {
        let rule = try RuleLoader.load(text: Self.ruleWithMisplacedMarker, file: "hidden-bar.yaml")
        let failures = ExampleVerifier.verify(rule, minimumExamples: 2).map(\.message)
        #expect(failures.count == 4)
        #expect(failures.contains { $0.contains("findings at 6:5 (example line:column), expected at 5:3") })
        #expect(failures.contains { $0.contains("must not contain ↓ markers") })
        #expect(failures.contains { $0.contains("1 triggering examples; it needs at least 2") })
    }
}

extension RuleDefinition: CustomTestStringConvertible {
    public var testDescription: String { id }
}
