@testable import Rules
import Testing
@testable import Format
import TestSupport

@Suite struct SuppressionTests {
    static let base = """
    navlint: 1
    app: {deploymentTarget: "15.0"}
    navigationControllers:
      main: {root: home}
    screens:
      home: {pushes: [detail, other]}

    """

    private func run(_ screens: String, configuration: Configuration? = nil) throws -> [Diagnostic] {
        Linter(rules: try builtinRules()).lint(bytes: Array((Self.base + screens).utf8), file: "t.yaml", configuration: configuration).diagnostics
    }

    @Test func disableLineSilencesOnlyThatLine() throws {
        let found = try run("""
          detail:
            navigationBarHidden: true   # navlint:disable-line hidden-navigation-bar-disables-swipe -- the screen has its own back gesture
          other:
            navigationBarHidden: true

        """)
        #expect(found.map(\.ruleID) == ["hidden-navigation-bar-disables-swipe"])
        #expect(found.first?.location.line == 10)
    }

    @Test func disableNextLineAcceptsSeveralIds() throws {
        let found = try run("""
          detail:
            # navlint:disable-next-line hidden-navigation-bar-disables-swipe, sensitive-screen-swipe-enabled
            navigationBarHidden: true
          other: {}

        """)
        #expect(found.isEmpty == false)
        #expect(found.map(\.ruleID) == ["unused-suppression"])
        #expect(found.first?.location == SourceLocation(line: 8, column: 71))
        #expect(found.first?.message.contains("matches no finding on the next line") == true)
    }

    @Test func disableFileCoversEveryLine() throws {
        let found = try run("""
          # navlint:disable-file hidden-navigation-bar-disables-swipe
          detail: {navigationBarHidden: true}
          other: {navigationBarHidden: true}

        """)
        #expect(found.isEmpty)
    }

    @Test func disableRegionEndsAtItsEnable() throws {
        // Lines 7-12 fall inside the region; 'third' comes after its enable on line 13.
        let found = try run("""
          # navlint:disable hidden-navigation-bar-disables-swipe -- full-screen media, own back gesture
          detail:
            navigationBarHidden: true
            pushes: [third]
          other:
            navigationBarHidden: true
          # navlint:enable hidden-navigation-bar-disables-swipe
          third:
            navigationBarHidden: true

        """)
        #expect(found.map(\.ruleID) == ["hidden-navigation-bar-disables-swipe"])
        #expect(found.first?.location.line == 15)
    }

    @Test func disableRegionWithoutEnableRunsToTheEndOfTheFile() throws {
        let found = try run("""
          detail: {navigationBarHidden: true}
          # navlint:disable hidden-navigation-bar-disables-swipe, sensitive-screen-swipe-enabled
          other: {navigationBarHidden: true}

        """)
        // The first id silenced 'other'; the second matched nothing up to the end of the file.
        #expect(found.map(\.ruleID) == ["hidden-navigation-bar-disables-swipe", "unused-suppression"])
        #expect(found.first?.location.line == 7)
        #expect(found.last?.location == SourceLocation(line: 8, column: 59))
        #expect(found.last?.message == "this suppression of 'sensitive-screen-swipe-enabled' matches no finding up to the end of the file; remove it")
    }

    @Test func strayEnableAndEmptyRegionAreReported() throws {
        let found = try run("""
          # navlint:enable hidden-navigation-bar-disables-swipe
          # navlint:disable hidden-back-button-disables-swipe
          detail: {navigationBarHidden: true}
          # navlint:enable hidden-back-button-disables-swipe
          other: {}

        """)
        let unused = found.filter { $0.ruleID == "unused-suppression" }
        #expect(unused.map(\.location) == [SourceLocation(line: 7, column: 20), SourceLocation(line: 8, column: 21)])
        #expect(unused.first?.message == "navlint:enable 'hidden-navigation-bar-disables-swipe' ends no region: no `# navlint:disable hidden-navigation-bar-disables-swipe` comes before it; remove it")
        #expect(unused.last?.message == "this suppression of 'hidden-back-button-disables-swipe' matches no finding before its navlint:enable on line 10; remove it")
        #expect(found.contains { $0.ruleID == "hidden-navigation-bar-disables-swipe" && $0.location.line == 9 })
    }

    @Test func unknownIdsAndFileProblemsAreReported() throws {
        let found = try run("""
          detail: {}   # navlint:disable-line hiden-navigation-bar-disables-swipe, unknown-key
          other: {}

        """)
        #expect(found.map(\.ruleID) == ["unused-suppression", "unused-suppression"])
        #expect(found[0].message.contains("did you mean 'hidden-navigation-bar-disables-swipe'?"))
        #expect(found[1].message.contains("cannot be suppressed"))
    }

    @Test func malformedDirectivesAreReported() throws {
        let found = try run("""
          detail: {}   # navlint:disable-nextline root-freeze
          other: {}    # navlint:disable-line

        """)
        #expect(found.map(\.ruleID) == ["unused-suppression", "unused-suppression"])
        #expect(found[0].message.contains("did you mean 'disable-next-line'?"))
        #expect(found[1].message.contains("names no rule"))
    }

    @Test func hashInsideQuotesIsNotAComment() throws {
        let found = try run("""
          detail: {class: "A # navlint:disable-line root-freeze"}
          other: {}

        """)
        #expect(found.isEmpty)
    }

    @Test func suppressionOfADisabledRuleIsNotReported() throws {
        var configuration = Configuration(file: ".navlint.yml", directory: ".")
        configuration.rules["root-freeze"] = RuleSetting(severity: nil, isOff: true, ignore: [], location: .fileStart)
        let found = try run("""
          detail: {}   # navlint:disable-line root-freeze
          other: {}

        """, configuration: configuration)
        #expect(found.isEmpty)
    }

    @Test func parsedDirectiveKeepsReason() {
        let source = SourceText(name: "t", text: "a: 1 # navlint:disable-line x, y -- legacy screen\n")
        let parsed = Suppressions.parse(source, file: "t")
        #expect(parsed.problems.isEmpty)
        #expect(parsed.directives.first?.ids.map(\.id) == ["x", "y"])
        #expect(parsed.directives.first?.reason == "legacy screen")
        #expect(parsed.directives.first?.scope == .line)
    }
}
