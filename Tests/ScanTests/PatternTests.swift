import Testing
@testable import Scan
import Format
import Rules

/// The failure patterns of real apps (issue 15), one fixture app each under Fixtures/: scan builds the
/// model, the built-in rules run on it, and each test checks the findings (or their absence) and where
/// in the sources they point.
@Suite struct PatternTests {
    /// A fixture's findings on the scanned model, as `rule-id model.path @ file:line`.
    static func findings(_ name: String) throws -> (result: ScanResult, findings: [String]) {
        let result = try Fixtures.scan(name)
        let rules = try RuleCatalog.builtin.get()
        let diagnostics = RuleEngine(rules: rules).run(on: result.app, file: "\(name).navlint.yaml")
        let lines = diagnostics.map { diagnostic -> String in
            let span = diagnostic.span
            let place = span.source.flatMap { $0 >= 0 && $0 < result.sources.count ? "\(result.sources[$0]):\(span.start.line)" : nil } ?? "-"
            return "\(diagnostic.ruleID) \(diagnostic.path) @ \(place)"
        }
        return (result, lines.sorted())
    }

    /// Pattern 1: a helper object that clears the delegate (nil owner, root freeze), a screen that makes
    /// itself the delegate, and a handler the scene delegate keeps that owns the delegate of one stack.
    @Test func popDelegateWritesOutsideScreensReachTheirStack() throws {
        let (result, found) = try Self.findings("PopDelegateHelpers")
        let library = entry("  library:", in: result.draft)
        expectLines("""
            popGesture:
              delegate: navigationController   # App/SceneDelegate.swift:24
        """, in: library)
        let inbox = entry("  inbox:", in: result.draft)
        expectLines("""
              delegate:
                - nil   # App/InboxViewController.swift:27
                - screen:thread   # App/InboxViewController.swift:19
        """, in: inbox)
        #expect(found.contains("root-freeze navigationControllers.inbox.popGesture.delegate[0] @ App/InboxViewController.swift:27"), "\(found)")
        #expect(found.contains("screen-owned-pop-delegate navigationControllers.inbox.popGesture.delegate[1] @ App/InboxViewController.swift:19"), "\(found)")
        #expect(found.contains("root-freeze navigationControllers.library.popGesture.shouldBegin @ App/SceneDelegate.swift:27"), "\(found)")
        // Every statement found a stack; switching the gesture on leaves it at its default, without a note.
        #expect(!result.notes.contains { $0.message.contains("pop gesture") }, "\(result.notes)")
    }
}
