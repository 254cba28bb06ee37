@testable import Rules
import Testing
@testable import Format

/// Every rule's examples run as tests: a triggering example yields findings exactly at its `↓` markers,
/// a non-triggering one yields none, each linted with that rule alone.
@Suite struct RuleExampleTests {
    static let rules: [RuleDefinition] = (try? RuleCatalog.builtin.get()) ?? []

    @Test func builtinRulesLoad() throws {
        let rules = try builtinRules()
        #expect(rules.count == CatalogContract.current.count)
    }

    @Test func rulesForCheckingFindExactlyWhatTheFullRulesFind() throws {
        let full = try RuleCatalog.builtin.get()
        let lean = try RuleCatalog.builtinForChecking.get()
        #expect(lean.map(\.id) == full.map(\.id))
        var examplesRun = 0
        for (a, b) in zip(full, lean) {
            #expect(b.examples.triggering.isEmpty && b.rationale.isEmpty && b.fix.isEmpty && b.sources.isEmpty)
            #expect((a.title, a.summary, a.severity, a.platforms, a.enabledByDefault) == (b.title, b.summary, b.severity, b.platforms, b.enabledByDefault))
            for example in a.examples.triggering + a.examples.nonTriggering {
                let text = example.stripped.text
                #expect(lint(text, rules: [a]).diagnostics == lint(text, rules: [b]).diagnostics, "\(a.id)")
                examplesRun += 1
            }
        }
        #expect(examplesRun > 120)
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
