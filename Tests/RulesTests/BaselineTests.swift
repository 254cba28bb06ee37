@testable import Rules
import Testing
@testable import Format

@Suite struct BaselineTests {
    static let app = """
    navlint: 1
    app: {deploymentTarget: "15.0"}
    navigationControllers:
      main: {root: home}
    screens:
      home: {pushes: [detail, other]}
      detail: {navigationBarHidden: true}
      other: {navigationBarHidden: true}
    """

    private func results(_ text: String) throws -> [LintResult] {
        [lint(text, file: "App/navlint.yaml", rules: try builtinRules())]
    }

    @Test func roundTripsThroughItsText() throws {
        let baseline = Baseline(recording: try results(Self.app))
        #expect(baseline.entries.count == 2)
        let text = baseline.render()
        #expect(text.contains("navlintBaseline: 1"))
        #expect(try Baseline.parse(text: text, file: "b.yml") == baseline)
    }

    @Test func hidesRecordedFindingsEvenAfterLinesMove() throws {
        let baseline = Baseline(recording: try results(Self.app))
        let moved = Self.app.replacingOccurrences(of: "screens:\n", with: "# a new comment\nscreens:\n  extra: {}\n").replacingOccurrences(of: "[detail, other]", with: "[detail, other, extra]")
        let applied = baseline.apply(to: try results(moved))
        #expect(applied.results.flatMap(\.diagnostics).isEmpty)
        #expect(applied.hidden == 2)
        #expect(applied.stale.isEmpty)
    }

    @Test func newFindingsShowAndFixedOnesAreStale() throws {
        let baseline = Baseline(recording: try results(Self.app))
        let changed = Self.app.replacingOccurrences(of: "other: {navigationBarHidden: true}", with: "other: {navigationItem: {hidesBackButton: true}}")
        let applied = baseline.apply(to: try results(changed))
        #expect(applied.results.flatMap(\.diagnostics).map(\.ruleID) == ["hidden-back-button-disables-swipe"])
        #expect(applied.stale.map(\.path) == ["screens.other.navigationBarHidden"])
    }

    @Test func countsLimitHowManyFindingsAnEntryHides() throws {
        let entry = Baseline.Entry(file: "App/navlint.yaml", rule: "hidden-navigation-bar-disables-swipe", path: "screens.detail.navigationBarHidden", count: 1)
        let applied = Baseline(entries: [entry]).apply(to: try results(Self.app))
        #expect(applied.results.flatMap(\.diagnostics).map(\.path) == ["screens.other.navigationBarHidden"])
    }

    @Test func fileProblemsAreNeverRecorded() throws {
        let baseline = Baseline(recording: try results("navlint: 1\n"))
        #expect(baseline.entries.isEmpty)
    }

    @Test func malformedBaselineIsAPositionedError() {
        #expect(throws: PositionedError.self) { try Baseline.parse(text: "entries: []\n", file: "b.yml") }
        #expect(throws: PositionedError.self) { try Baseline.parse(text: "navlintBaseline: 1\nentries:\n  - {file: a}\n", file: "b.yml") }
    }
}
