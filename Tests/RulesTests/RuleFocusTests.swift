@testable import Rules
import Testing
@testable import Format

/// `RuleEngine.Focus`: a rule case whose outermost `match` runs over navigation controllers or screens
/// runs only over those in focus; any other runs whole.
@Suite struct RuleFocusTests {
    private static func rule(_ id: String, match: String, at: String) -> String {
        """
        id: \(id)
        title: t
        severity: warning
        summary: s
        match:
        \(match)
        when: "true"
        report: {at: \(at), message: "m"}

        """
    }

    private static func findings(_ rules: [String], focus: RuleEngine.Focus?) throws -> [String] {
        let loaded = try rules.enumerated().map { try RuleLoader.load(text: $1, file: "r\($0).yaml") }
        let app = try #require(AppLoader.load(bytes: Array(LetBindingTests.twoStacks.utf8), file: "t.yaml").app)
        return RuleEngine(rules: loaded).run(on: app, file: "t.yaml", focus: focus).map { "\($0.ruleID) \($0.path)" }.sorted()
    }

    static let perController = rule("per-controller", match: "  - nav: navigationControllers\n  - screen: poppableScreens(nav)", at: "screen")
    static let perScreen = rule("per-screen", match: "  - screen: screens", at: "screen")
    static let perValue = rule("per-value", match: "  - hidden: \"[true]\"", at: "app")

    @Test func theOutermostLoopRunsOnlyOverTheObjectsInFocus() throws {
        let rules = [Self.perController, Self.perScreen, Self.perValue]
        #expect(try Self.findings(rules, focus: nil) == [
            "per-controller screens.x", "per-controller screens.y", "per-controller screens.z",
            "per-screen screens.one", "per-screen screens.two", "per-screen screens.x", "per-screen screens.y", "per-screen screens.z",
            "per-value app",
        ])
        // Controller b and screen x: b's pushed screen z, and x alone of the screens; the loop over values runs whole.
        let focus = RuleEngine.Focus(controllerIDs: ["b"], screenIDs: ["x"])
        #expect(try Self.findings(rules, focus: focus) == ["per-controller screens.z", "per-screen screens.x", "per-value app"])
        #expect(try Self.findings(rules, focus: RuleEngine.Focus(controllerIDs: [], screenIDs: [])) == ["per-value app"])
    }
}
