@testable import Rules
import Foundation
import Testing
@testable import Format
import TestSupport

/// `let` bindings in rule files: their values flow into `when` and `report`, their types are checked with
/// positions, they may not hide or be hidden, and each runs once per value of the variables it reads.
@Suite struct LetBindingTests {
    /// A rule over every (navigation controller, member screen) pair with the given `let` lines (indented
    /// by two), condition and report. The `let:` key is on line 8, so the first binding is on line 9.
    private func rule(lets: [String], when condition: String, at: String = "screen", message: String = "m") -> String {
        """
        id: test-rule
        title: t
        severity: warning
        summary: s
        match:
          - nav: navigationControllers
          - screen: poppableScreens(nav)
        let:
        \(lets.map { "  " + $0 }.joined(separator: "\n"))
        when: "\(condition)"
        report: {at: \(at), message: "\(message)"}

        """
    }

    static let twoStacks = """
    navlint: 1
    app: {deploymentTarget: "15.0"}
    navigationControllers:
      a: {root: one}
      b: {root: two}
    screens:
      one: {pushes: [x, y]}
      two: {pushes: [z]}
      x: {navigationBarHidden: true}
      y: {}
      z: {navigationBarHidden: true}
    """

    /// Each part of a condition is tested at the shallowest loop that binds what it reads, directly or
    /// through a `let`, so a part about the navigation controller alone skips all of its screens.
    @Test func conditionPartsAreTestedAsSoonAsTheirVariablesAreBound() throws {
        let text = rule(lets: ["perNav: count(poppableScreens(nav)) > 1"],
                        when: "screen.navigationBarHidden and perNav and app.deploymentTarget >= '15.0' and nav.id != 'c'")
        let loaded = try RuleLoader.load(text: text, file: "test-rule.yaml")
        let ruleCase = try #require(loaded.cases.first)
        #expect(ruleCase.guards.map { $0 != nil } == [true, true, true])
        // Only `a` has two pushed screens, and only its hidden one is found; b's screens are never visited.
        let found = lint(Self.twoStacks, rules: [loaded]).diagnostics
        #expect(found.map(\.path) == ["screens.x"])
    }

    @Test func valuesFlowIntoWhenPlacementAndMessage() throws {
        let text = rule(lets: [
            "hidden: screen.navigationBarHidden",
            "label: \"if hidden then 'hidden' else 'shown'\"",
            "pushed: \"count(poppableScreens(nav))\"",
        ], when: "hidden and pushed > 0", at: "hidden", message: "{screen.id} {label}, one of {pushed} in {nav.id}")
        let loaded = try RuleLoader.load(text: text, file: "test-rule.yaml")
        let found = lint(Self.twoStacks, rules: [loaded]).diagnostics
        #expect(found.map(\.message) == ["x hidden, one of 2 in a", "z hidden, one of 1 in b"])
        // A bound path keeps its position: the finding lands on the key, as `at: screen.navigationBarHidden` would.
        #expect(found.map(\.location) == [SourceLocation(line: 9, column: 7), SourceLocation(line: 11, column: 7)])
    }

    @Test func aBindingOfTheOuterVariableFeedsACaseMatchAndStaysCurrent() throws {
        // `pushed` depends on `nav` only, so it is kept across the screens of one controller and must be
        // computed afresh for the next: a stale value would give 'b' the count of 'a'.
        let text = """
        id: per-stack
        title: t
        severity: info
        summary: s
        match:
          - nav: navigationControllers
        let:
          pushed: poppableScreens(nav)
        cases:
          - match:
              - screen: pushed
            let:
              others: "count(filter(s in pushed: s.id != screen.id))"
            when: screen.navigationBarHidden
            report: {at: screen, message: "{screen.id} and {others} more of {pushed} in {nav.id}"}
        """
        let loaded = try RuleLoader.load(text: text, file: "per-stack.yaml")
        let found = lint(Self.twoStacks, rules: [loaded]).diagnostics.map(\.message)
        #expect(found == ["x and 1 more of x, y in a", "z and 0 more of z in b"])
    }

    @Test func aBindingRunFromInsideAQuantifierKeepsItsVariable() throws {
        // The binding is first read inside `any(x in ...)`; its own quantifier must not overwrite `x`,
        // nor any `match` variable.
        let text = rule(lets: ["anyHidden: \"any(o in screens: o.navigationBarHidden)\""],
                        when: "any(x in screens: anyHidden and x.id == screen.id)", message: "{screen.id} in {nav.id}")
        let loaded = try RuleLoader.load(text: text, file: "test-rule.yaml")
        let app = Self.twoStacks.replacingOccurrences(of: "x: {navigationBarHidden: true}", with: "x: {}")
        #expect(lint(app, rules: [loaded]).diagnostics.map(\.message) == ["x in a", "y in a", "z in b"])
    }

    @Test func withoutMatchABindingRunsOnce() throws {
        let text = """
        id: global
        title: t
        severity: info
        summary: s
        let:
          old: "app.deploymentTarget < '9'"
        when: old
        report: {at: app.deploymentTarget, message: "old: {old}"}
        """
        let loaded = try RuleLoader.load(text: text, file: "global.yaml")
        let app = Self.twoStacks.replacingOccurrences(of: "\"15.0\"", with: "\"8.0\"")
        let found = lint(app, rules: [loaded]).diagnostics
        #expect(found.map(\.message) == ["old: true"])
        #expect(found.map(\.location) == [SourceLocation(line: 2, column: 7)])
    }

    final class Counter: @unchecked Sendable {
        var runs: [String: Int] = [:]
    }

    @Test func eachBindingRunsOncePerValueOfWhatItReads() throws {
        // The engine's order (see CompiledRuleCase): a new `nav`, marked as changed, then the screen list;
        // for each screen, marked as changed, the condition; when it holds, the report. Bindings read in
        // both run once.
        let counter = Counter()
        var compiler = ExpressionCompiler()
        let nav = compiler.bind("nav")
        let screen = compiler.bind("screen")
        func counting(_ name: String, _ slot: Int?) -> CompiledExpression {
            CompiledExpression { frame in
                counter.runs[name, default: 0] += 1
                return slot.map { frame.slots[$0] } ?? .computed(.bool(true))
            }
        }
        compiler.bindLet("perNav", dependency: nav, body: counting("perNav", nav))
        compiler.bindLet("perScreen", dependency: screen, body: counting("perScreen", screen))
        compiler.bindLet("once", dependency: -1, body: counting("once", nil))
        let at = SourceLocation(line: 1, column: 1)
        let all: Rules.Expression = .list([.variable("perNav", at), .variable("perScreen", at), .variable("once", at)], at)
        let screens = compiler.compile(.list([.literal(.number(1), at), .literal(.number(2), at)], at))
        let condition = compiler.compile(all)
        let report = compiler.compile(all)
        let app = try #require(AppLoader.load(bytes: Array(Self.twoStacks.utf8), file: "app.yaml").app)
        let frame = EvaluationFrame(context: EvaluationContext(app: app), slotCount: compiler.slotCount)
        var reported: [[String]] = []
        for navValue in ["a", "b", "c"] {
            frame.slots[nav] = .computed(.string(navValue))
            frame.didChange(nav)
            guard case .list(let items) = screens(frame).value else { continue }
            for item in items {
                frame.slots[screen] = item
                frame.didChange(screen)
                _ = condition(frame)
                reported.append(report(frame).value.text.components(separatedBy: ", "))
            }
        }
        #expect(counter.runs == ["perNav": 3, "perScreen": 6, "once": 1])
        #expect(reported.map { $0.prefix(2).joined(separator: " ") } == ["a 1", "a 2", "b 1", "b 2", "c 1", "c 2"])
    }

    @Test(arguments: [
        // (let lines, when, expected message part, line, column)
        (["screen: app"], "true", "'screen' is already a name in scope", 9, 3),
        (["app: screen"], "true", "'app' is already a name in scope", 9, 3),
        (["members: screen"], "true", "'members' is already a name in scope", 9, 3),
        (["not: screen"], "true", "is a word of the rule language", 9, 3),
        (["any: screen"], "true", "is a word of the rule language", 9, 3),
        (["null: screen"], "true", "is a word of the rule language", 9, 3),
        (["'2x': screen"], "true", "cannot name a value", 9, 3),
        (["a: b", "b: screen"], "a == b", "unknown name 'b'", 9, 6),
        (["a: \"count(screens)\""], "a", "when must be a boolean, but this is a number", 10, 8),
        (["a: \"count(screens)\""], "a.id == 'x'", "'a' is a number, which has no field 'id'", 10, 10),
        (["a: screen.navigationBarHidden", "b: screen.interceptsBack"], "a", "'b' is bound by `let` but never used", 10, 3),
        (["s: screen"], "any(s in screens: s.navigationBarHidden)", "'s' is already bound by `let`", 10, 12),
        (["a: \"screen.popGesture.disableIn == 'viewWilAppear'\""], "a", "'viewWilAppear' is never a value here", 9, 38),
    ])
    func mistakesAreCaughtAtLoadWithTheirPosition(_ lets: [String], _ condition: String, _ expected: String, _ line: Int, _ column: Int) throws {
        let error = try #require(loadError(rule(lets: lets, when: condition)))
        #expect(error.message.contains(expected), "\(error.message)")
        #expect(error.location == SourceLocation(line: line, column: column), "\(error.message)")
    }

    @Test func caseNamesMayNotReuseTheRulesBindings() throws {
        let base = """
        id: cases
        title: t
        severity: info
        summary: s
        match:
          - nav: navigationControllers
        let:
          pushed: poppableScreens(nav)
        cases:
          - match:
              - screen: pushed
            when: screen.navigationBarHidden
            report: {at: screen, message: m}
        """
        #expect(loadError(base) == nil)
        let matchClash = base.replacingOccurrences(of: "- screen: pushed", with: "- pushed: poppableScreens(nav)")
        #expect(loadError(matchClash)?.message.contains("'pushed' is already a name in scope") == true)
        let letClash = base.replacingOccurrences(of: "    when: screen", with: "    let: {pushed: screen}\n    when: screen")
        let error = try #require(loadError(letClash))
        #expect(error.message.contains("'pushed' is already bound by an earlier `let`"))
        #expect(error.location == SourceLocation(line: 12, column: 11))
        // Two cases may each bind the same name for themselves.
        let twoCases = base + "\n  - let: {hidden: nav.delegateAnimates}\n    when: hidden\n    report: {at: nav, message: m}\n"
        let own = twoCases.replacingOccurrences(of: "    when: screen.navigationBarHidden", with: "    let: {hidden: screen.navigationBarHidden}\n    when: hidden")
        #expect(loadError(own) == nil)
        #expect(loadError(base.replacingOccurrences(of: "let:\n  pushed: poppableScreens(nav)", with: "let: [pushed]"))?.message.contains("let is a mapping") == true)
    }
}
