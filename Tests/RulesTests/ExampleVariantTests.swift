@testable import Rules
import Foundation
import Testing
@testable import Format
import TestSupport

/// The altered forms the example verifier runs every example in, and the messages examples may state:
/// each alteration is exact, and each variant fails a rule or a reader that is broken in the way it targets.
@Suite struct ExampleVariantTests {
    static let hiddenBar = """
    id: hidden-bar
    title: t
    severity: warning
    summary: s
    match:
      - screen: screens
    when: screen.navigationBarHidden
    report: {at: screen.navigationBarHidden, message: "bar hidden on {screen.id}"}
    examples:
      triggering:
        - |
          navlint: 1
          app: {deploymentTarget: "15.0"}
          navigationControllers: {main: {root: home}}
          screens:
            home: {pushes: [next], ↓navigationBarHidden: true}
            next:
              ↓navigationBarHidden: true
      nonTriggering:
        - |
          navlint: 1
          app: {deploymentTarget: "15.0"}
          navigationControllers: {main: {root: home}}
          screens:
            home: {navigationBarHidden: false}
    """

    private func load(_ text: String, file: String = "hidden-bar.yaml") throws -> RuleDefinition {
        try RuleLoader.load(text: text, file: file)
    }

    @Test func aSoundRuleHoldsInEveryVariant() throws {
        let report = ExampleVerifier.report(try load(Self.hiddenBar))
        #expect(report.failures.map(\.description) == [])
        #expect(report.runs == [.suppressed: 1, .lineSuppressed: 1, .nonASCIIPrefix: 1, .crlf: 2])
        // The block key on line 7 cannot take a prefix; the flow key on line 5 did.
        #expect(report.skipped.map(\.variant) == [.nonASCIIPrefix])
        #expect(report.skipped.map(\.marker) == [SourceLocation(line: 7, column: 5)])
        #expect(report.skipped.first?.reason.contains("begins its line") == true)
    }

    // MARK: Each variant catches what it targets

    @Test func aFindingPinnedToOnePlaceFailsWhenLinesMove() throws {
        // `at` names no node, so the finding sits at 1:1 whatever the text holds: right for the example as
        // written, wrong as soon as a line is inserted above it, and then no suppression can reach it.
        let text = """
        id: pinned
        title: t
        severity: info
        summary: s
        when: "app.deploymentTarget < '16'"
        report: {at: "'nowhere'", message: "old target"}
        examples:
          triggering:
            - |
              ↓navlint: 1
              app: {deploymentTarget: "15.0"}
              navigationControllers: {main: {root: home}}
              screens: {home: {}}
        """
        let failures = ExampleVerifier.verify(try load(text, file: "pinned.yaml"))
        #expect(failures.map(\.variant) == [.suppressed])
        let message = try #require(failures.first?.message)
        #expect(message.hasPrefix("with a `# navlint:disable-next-line` comment above each marked line (disable-next-line variant): "))
        #expect(message.contains("findings at 1:1 (altered example line:column), expected at 2:1"))
    }

    @Test func aLinterThatIgnoresSuppressionsFailsBothSuppressionVariants() throws {
        let rule = try load(Self.hiddenBar)
        let real = ExampleVerifier.Runner(rule: rule)
        let ignoring = ExampleVerifier.Runner(findings: real.findings, lint: { text in (try? real.findings(text).get()) ?? [] })
        let failures = ExampleVerifier.report(rule, minimumExamples: 0, runner: ignoring).failures
        #expect(failures.map(\.variant) == [.suppressed, .lineSuppressed])
        #expect(failures.first?.message.contains("the suppressions leave findings at 6:26, 9:5 (altered example line:column)") == true)
        #expect(failures.last?.message.contains("leave findings at 5:26, 7:5") == true)
    }

    @Test func unusedSuppressionsAreReported() throws {
        let rule = try load(Self.hiddenBar)
        let real = ExampleVerifier.Runner(rule: rule)
        // A linter that silences findings but still calls every suppression unused.
        let complaining = ExampleVerifier.Runner(findings: real.findings, lint: { _ in
            [Diagnostic(ruleID: Suppressions.unusedID, severity: .warning, message: "matches no finding", file: "example.yaml",
                        span: SourceSpan(start: SourceLocation(line: 5, column: 5), end: SourceLocation(line: 5, column: 5)))]
        })
        let failures = ExampleVerifier.report(rule, minimumExamples: 0, runner: complaining).failures
        #expect(failures.map(\.variant) == [.suppressed, .lineSuppressed])
        #expect(failures.allSatisfy { $0.message.hasSuffix("unused-suppression: 5:5: matches no finding") })
    }

    @Test func byteColumnsFailTheNonASCIIVariantAndSaySo() throws {
        let rule = try load(Self.hiddenBar)
        let real = ExampleVerifier.Runner(rule: rule)
        // A reader that counts columns in UTF-8 bytes: the same on ASCII text, so only the variant can tell.
        let byteBased = ExampleVerifier.Runner(findings: { text in
            real.findings(text).map { diagnostics in
                let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
                return diagnostics.map { diagnostic in
                    var moved = diagnostic
                    let line = lines[diagnostic.location.line - 1]
                    let column = String(String.UnicodeScalarView(line.prefix(diagnostic.location.column - 1))).utf8.count + 1
                    let start = SourceLocation(line: diagnostic.location.line, column: column)
                    moved.span = SourceSpan(start: start, end: start)
                    return moved
                }
            }
        }, lint: real.lint)
        let failures = ExampleVerifier.report(rule, minimumExamples: 0, runner: byteBased).failures
        #expect(failures.map(\.variant) == [.nonASCIIPrefix])
        let message = try #require(failures.first?.message)
        // `<<: {navigationBarHidden: 'ä́名'}, ` is 34 characters and 38 UTF-8 bytes long.
        #expect(message.contains("findings at 5:64, 7:5 (altered example line:column), expected at 5:60, 7:5"), "\(message)")
        #expect(message.hasSuffix("the columns count UTF-8 bytes, not characters (Unicode scalars)"))
    }

    @Test func aReaderThatTakesCRAsALineBreakFailsTheCRLFVariant() throws {
        let rule = try load(Self.hiddenBar)
        let real = ExampleVerifier.Runner(rule: rule)
        let doubling = ExampleVerifier.Runner(findings: { real.findings($0.replacingOccurrences(of: "\r\n", with: "\n\n")) }, lint: real.lint)
        let failures = ExampleVerifier.report(rule, minimumExamples: 0, runner: doubling).failures
        #expect(failures.map(\.variant) == [.crlf])
        #expect(failures.first?.message.contains("findings at 9:26, 13:5 (altered example line:column), expected at 5:26, 7:5") == true)
    }

    @Test func aVariantThatChangesTheMessageFails() throws {
        let rule = try load(Self.hiddenBar)
        let real = ExampleVerifier.Runner(rule: rule)
        // A message that picks up the raw text, as a rule quoting a source line would.
        let leaky = ExampleVerifier.Runner(findings: { text in
            real.findings(text).map { $0.map { var changed = $0; changed.message += text.contains("\r") ? " (CRLF)" : ""; return changed } }
        }, lint: real.lint)
        let failures = ExampleVerifier.report(rule, minimumExamples: 0, runner: leaky).failures
        #expect(failures.map(\.variant) == [.crlf])
        #expect(failures.first?.message.contains("says “bar hidden on home (CRLF)”, but the example as written gives “bar hidden on home”") == true)
    }

    // MARK: The alterations themselves

    @Test func suppressionLinesGoAboveEachMarkedLineWithItsIndentation() {
        let text = "a: 1\n  ↓b: {↓c: 1}\n↓d: 2\n"
        #expect(ExampleVerifier.insertingSuppressions(into: text, ruleID: "r")
                == "a: 1\n  # navlint:disable-next-line r\n  ↓b: {↓c: 1}\n# navlint:disable-next-line r\n↓d: 2\n")
        let markers = RuleExample(text: ExampleVerifier.insertingSuppressions(into: text, ruleID: "r"), location: .fileStart).stripped.markers
        #expect(markers == [SourceLocation(line: 3, column: 3), SourceLocation(line: 3, column: 7), SourceLocation(line: 5, column: 1)])
    }

    @Test func lineSuppressionsFollowWhatTheLineHoldsButNotAComment() {
        let text = "x: {t: \"a # b\", ↓k: 1}\n  ↓y: 2 # note\n"
        let result = ExampleVerifier.appendingLineSuppressions(to: text, ruleID: "r")
        #expect(result.text == "x: {t: \"a # b\", ↓k: 1} # navlint:disable-line r\n  ↓y: 2 # note\n")
        #expect(result.applied == 1)
        #expect(result.skipped.map(\.marker) == [SourceLocation(line: 2, column: 3)])
        #expect(result.skipped.map(\.reason) == ["the marked line already ends in a comment"])
    }

    @Test func theNonASCIIPrefixGoesBeforeFlowKeysOnly() {
        let text = """
        s: {a: 1, ↓key: v}
          ↓k: v
        k: ↓v
        k: [a, ↓b]
        k: {a: ↓b}
        k: {"q": 1, ↓"r": 2}
        k: v # ↓c
        k: {'x, {': 1, ↓y: 2}
        """
        let result = ExampleVerifier.prefixingMarkedKeys(text)
        let lines = result.text.split(separator: "\n").map(String.init)
        #expect(lines.first == "s: {a: 1, <<: {key: '\u{E4}\u{301}\u{540D}'}, ↓key: v}")
        #expect(lines.last == "k: {'x, {': 1, <<: {y: '\u{E4}\u{301}\u{540D}'}, ↓y: 2}")
        #expect(result.applied == 2)
        #expect(result.skipped.map(\.marker.line) == [2, 3, 4, 5, 6, 7])
        let reasons = result.skipped.map(\.reason)
        #expect(reasons[0].contains("begins its line"))
        #expect(reasons[1].contains("a value in block context"))
        #expect(reasons[2].contains("an item of a flow sequence"))
        #expect(reasons[3].contains("a value in a flow mapping"))
        #expect(reasons[4].contains("not a plain name"))
        #expect(reasons[5].contains("inside a comment"))
        // The key moved right by 18 characters (`<<: {key: 'ä́名'}, `), which are 22 UTF-8 bytes.
        let first = RuleExample(text: String(lines[0]), location: .fileStart).stripped.markers
        #expect(first == [SourceLocation(line: 1, column: 11 + 18)])
        #expect(ExampleVerifier.byteColumns(of: String(lines[0])) == [SourceLocation(line: 1, column: 11 + 22)])
    }

    @Test func theMergedPrefixChangesNothingButColumns() throws {
        // The altered text is the same app: the written key wins over the merged one.
        let plain = "navlint: 1\napp: {deploymentTarget: \"15.0\"}\nnavigationControllers: {main: {root: home}}\nscreens:\n  home: {pushes: [next]}\n  next: {navigationBarHidden: true}\n"
        let altered = ExampleVerifier.prefixingMarkedKeys(plain.replacingOccurrences(of: "{navigationBarHidden", with: "{↓navigationBarHidden")).text
        let rule = try #require(try builtinRules().first { $0.id == "hidden-navigation-bar-disables-swipe" })
        let before = lint(plain, rules: [rule]).diagnostics
        let after = lint(RuleExample(text: altered, location: .fileStart).stripped.text, rules: [rule]).diagnostics
        #expect(before.map(\.message) == after.map(\.message))
        #expect(before.map(\.location) == [SourceLocation(line: 6, column: 10)])
        #expect(after.map(\.location) == [SourceLocation(line: 6, column: 10 + 34)])
        #expect(after.count == 1)
    }

    // MARK: Expected messages

    /// The hidden-bar rule with its triggering example as a mapping; `messages` go on lines 19 and on.
    private func withMessages(_ messages: [String]) -> String {
        let items = messages.map { "      - \($0)" }.joined(separator: "\n")
        return """
        id: hidden-bar
        title: t
        severity: warning
        summary: s
        match:
          - screen: screens
        when: screen.navigationBarHidden
        report: {at: screen.navigationBarHidden, message: "bar hidden on {screen.id}"}
        examples:
          triggering:
            - yaml: |
                navlint: 1
                app: {deploymentTarget: "15.0"}
                navigationControllers: {main: {root: home}}
                screens:
                  home: {pushes: [next], ↓navigationBarHidden: true}
                  next: {↓navigationBarHidden: true}
              messages:
        \(items)
        """
    }

    @Test func statedMessagesAreCheckedInMarkerOrder() throws {
        let right = try load(withMessages(["bar hidden on home", "\"bar hidden on next\""]))
        #expect(right.examples.triggering.first?.messages?.map(\.text) == ["bar hidden on home", "bar hidden on next"])
        #expect(ExampleVerifier.verify(right).map(\.description) == [])

        let swapped = ExampleVerifier.verify(try load(withMessages(["bar hidden on next", "bar hidden on home"])))
        // Each failure points at the message in the rule file.
        #expect(swapped.map(\.location) == [SourceLocation(line: 19, column: 9), SourceLocation(line: 20, column: 9)])
        #expect(swapped.first?.message == "the finding at 5:26 (example line:column) says “bar hidden on home”, but the example expects “bar hidden on next”")

        let short = ExampleVerifier.verify(try load(withMessages(["bar hidden on home"])))
        #expect(short.map(\.message) == ["the example lists 1 message for 2 ↓ markers; give one per marker, in marker order"])
    }

    @Test func theMappingFormIsCheckedWhenItLoads() throws {
        func error(_ text: String) -> PositionedError? {
            do { _ = try load(text); return nil } catch { return error as? PositionedError }
        }
        let typo = try #require(error(withMessages(["m"]).replacingOccurrences(of: "  messages:", with: "  mesages:")))
        #expect(typo.message.contains("unknown example field 'mesages' (did you mean 'messages'?)"))
        #expect(typo.location == SourceLocation(line: 18, column: 7))
        let notAList = try #require(error(withMessages([]).replacingOccurrences(of: "  messages:\n", with: "  messages: one\n")))
        #expect(notAList.message.contains("messages is a list of texts"))
        let quiet = withMessages(["m"]).replacingOccurrences(of: "  triggering:", with: "  nonTriggering:").replacingOccurrences(of: "↓", with: "")
        let stray = try #require(error(quiet))
        #expect(stray.message.contains("expects no messages"))
        #expect(stray.location == SourceLocation(line: 18, column: 7))
        let noYAML = try #require(error(withMessages(["m"]).replacingOccurrences(of: "- yaml: |", with: "- text: |")))
        #expect(noYAML.message.contains("unknown example field 'text'"))
        // Plain text examples load as before.
        #expect(try load(Self.hiddenBar).examples.triggering.first?.messages == nil)
    }

    // MARK: The built-in catalog

    @Test func theBuiltinExamplesRunInEveryVariant() throws {
        var runs: [ExampleVerifier.Variant: Int] = [:]
        var reasons: Set<String> = []
        var stating = 0
        for rule in try builtinRules() {
            let report = ExampleVerifier.report(rule)
            #expect(report.failures.isEmpty, "\(report.failures.map(\.description).joined(separator: "\n"))")
            for (variant, count) in report.runs { runs[variant, default: 0] += count }
            reasons.formUnion(report.skipped.map(\.reason))
            if rule.examples.triggering.contains(where: { $0.messages != nil }) { stating += 1 }
        }
        // Every triggering example runs with suppressions, every example with CRLF, and the prefix reaches
        // the flow keys (most markers begin their line in block context, where nothing can precede them).
        #expect(runs[.suppressed, default: 0] >= 100 && runs[.lineSuppressed, default: 0] >= 100)
        #expect(runs[.crlf, default: 0] >= 200)
        #expect(runs[.nonASCIIPrefix, default: 0] >= 20)
        #expect(reasons.allSatisfy { $0.hasPrefix("the marked node") || $0.hasPrefix("the marked line") }, "\(reasons)")
        #expect(stating >= 8)
    }
}
