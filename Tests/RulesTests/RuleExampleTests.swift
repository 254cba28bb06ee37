@testable import Rules
import Testing
@testable import Format
import TestSupport

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

    /// Findings are read once, next to the code: one sentence, short. Measured on the messages the
    /// examples state, which `examplesHold` checks against what the rules say.
    @Test func messagesAreOneShortSentence() throws {
        for (name, messages) in [("messages", Self.rules.flatMap { $0.examples.triggering.flatMap { $0.messages ?? [] } }),
                                 ("scanMessages", Self.rules.flatMap { $0.examples.triggering.flatMap { $0.scanMessages ?? [] } })] {
            let lengths = messages.map(\.text.count).sorted()
            try #require(lengths.count > 30, "\(name)")
            let median = Double(lengths[(lengths.count - 1) / 2] + lengths[lengths.count / 2]) / 2
            #expect(median <= 120, "median \(name) length \(median)")
            for message in messages {
                #expect(message.text.count <= 200, "\(message.text)")
                #expect(!message.text.contains("; "), "one sentence: \(message.text)")
            }
        }
    }

    /// Every rule words findings on scanned code in the code's terms, and tests that wording.
    @Test(arguments: rules)
    func scannedWordingIsTestedAndNamesNoDescriptionKey(_ rule: RuleDefinition) {
        let stated = rule.examples.triggering.flatMap { $0.scanMessages ?? [] }
        #expect(!stated.isEmpty, "\(rule.id) states no scanMessages")
        let keys = ["shouldBegin", "stackDepth", "notTransitioning", "screenVeto", "requiresPopToFail", "requiredToFailBy",
                    "backInterception", "debounce", "repopWhen", "popGesture", "disableIn", "enableIn", "fullScreenPop",
                    "privateTarget", "startRegion", "interceptsBack", "pushesFrom", "navigation controller '", "screen '"]
        for message in stated {
            for key in keys {
                #expect(!message.text.contains(key), "\(rule.id): \(message.text)")
            }
        }
    }

    /// `navlint rules` lists what findings report: a rule whose `report.severity` chooses per finding
    /// lists each severity it can give.
    @Test func listedSeveritiesAreTheReportedOnes() throws {
        let lifecycle = try #require(Self.rules.first { $0.id == "pop-disable-lifecycle" })
        #expect(lifecycle.severities == [.error, .warning])
        #expect(RuleDocumentation.table([lifecycle]).contains("pop-disable-lifecycle  error/warning  yes"))
        for rule in Self.rules where rule.id != lifecycle.id {
            #expect(rule.severities == [rule.severity], "\(rule.id)")
        }
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
