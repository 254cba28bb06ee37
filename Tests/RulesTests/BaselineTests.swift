@testable import Rules
import Testing
@testable import Format
import TestSupport

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

    /// A finding that holds for three screens at one line of code (`repeats`), as `scan --check` reports a
    /// base class's line.
    static func shared() -> LintResult {
        func object(_ id: String) -> RepeatedFinding {
            RepeatedFinding(severity: .warning, message: "screen '\(id)' hides its back button", path: "screens.\(id).navigationItem.hidesBackButton", kind: .screen, name: id)
        }
        var diagnostic = Diagnostic(ruleID: "hidden-back-button-disables-swipe", severity: .warning, message: "screen 'account' hides its back button",
                                    file: "App/Base.swift", span: SourceSpan(start: SourceLocation(line: 7, column: 9), end: SourceLocation(line: 7, column: 46)),
                                    path: "screens.account.navigationItem.hidesBackButton")
        diagnostic.repeats = [object("cart"), object("orders")]
        return LintResult(file: "App/Base.swift", source: nil, diagnostics: [diagnostic])
    }

    /// Recorded object by object, as each was reported before the merge: old baselines match, entry for entry.
    @Test func aSharedFindingIsRecordedAndMatchedPerObject() throws {
        let baseline = Baseline(recording: [Self.shared()])
        #expect(baseline.entries.map(\.path) == ["screens.account.navigationItem.hidesBackButton", "screens.cart.navigationItem.hidesBackButton", "screens.orders.navigationItem.hidesBackButton"])
        #expect(Self.shared().diagnostics.first?.reportedMessage == "screen 'account' hides its back button (and 2 more screens)")
        let all = baseline.apply(to: [Self.shared()])
        #expect(all.results.flatMap(\.diagnostics).isEmpty && all.hidden == 1 && all.stale.isEmpty)
        // Without the first object's entry, the finding stays for that one alone.
        let partial = Baseline(entries: baseline.entries.filter { !$0.path.hasPrefix("screens.account.") }).apply(to: [Self.shared()])
        let left = try #require(partial.results.first?.diagnostics.first)
        #expect(left.path == "screens.account.navigationItem.hidesBackButton" && left.repeats.isEmpty && partial.hidden == 0)
        #expect(left.reportedMessage == "screen 'account' hides its back button")
        // Without a later object's entry, that object is reported in the first's place.
        let promoted = Baseline(entries: baseline.entries.filter { !$0.path.hasPrefix("screens.orders.") }).apply(to: [Self.shared()])
        let kept = try #require(promoted.results.first?.diagnostics.first)
        #expect(kept.path == "screens.orders.navigationItem.hidesBackButton" && kept.message == "screen 'orders' hides its back button" && kept.repeats.isEmpty)
    }

    /// A base class's line names the base class while the finding holds for each object it did; once a
    /// baseline hides the first object, the objects left are named again.
    @Test func aBaseClassLineNamesTheBaseClass() throws {
        var result = Self.shared()
        result.diagnostics[0].message = "AccountViewController hides its back button"
        result.diagnostics[0].baseClass = BaseClassNaming(name: "BaseViewController", replacing: "AccountViewController")
        #expect(result.diagnostics[0].reportedMessage == "BaseViewController hides its back button (in 3 screens)")
        // Only the whole name is replaced.
        var partName = result.diagnostics[0]
        partName.message = "AccountViewControllerHost hides its back button"
        #expect(partName.reportedMessage == "AccountViewControllerHost hides its back button (and 2 more screens)")
        let hidden = Baseline(entries: Baseline(recording: [result]).entries.filter { $0.path.hasPrefix("screens.account.") }).apply(to: [result])
        let left = try #require(hidden.results.first?.diagnostics.first)
        #expect(left.baseClass == nil && left.reportedMessage == "screen 'cart' hides its back button (and 1 more screen)", "\(left.reportedMessage)")
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
