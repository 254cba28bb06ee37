@testable import Rules
import Foundation
import Testing
@testable import Format
import TestSupport

/// The expression language and the rule loader: load-time errors with positions, and evaluation.
@Suite struct RuleLanguageTests {
    private func rule(when condition: String, match: String = "  - screen: screens", at: String = "screen", message: String = "m", extra: String = "") -> String {
        "id: test-rule\ntitle: t\nseverity: warning\nsummary: s\nmatch:\n\(match)\nwhen: \"\(condition)\"\nreport: {at: \(at), message: \"\(message)\"}\n\(extra)"
    }

    @Test func errorsAfterNonASCIITextCountColumnsInCodePoints() throws {
        // `when: "` ends at column 7; the string holds two CJK scalars (six UTF-8 bytes).
        let error = try #require(loadError(rule(when: "screen.class == '画面' and ?")))
        #expect(error.location == SourceLocation(line: 7, column: 7 + 1 + "screen.class == '画面' and ".count))
        #expect(error.message.contains("'?'"))
        let template = try #require(loadError(rule(when: "true", message: "画面 {screen.nope}")))
        #expect(template.location.line == 8)
        #expect(template.message.contains("nope"))
        // A no-break space (two UTF-8 bytes) separates tokens like any other space.
        #expect(loadError(rule(when: "screen.navigationBarHidden\u{00A0}and true")) == nil)
        let stray = try #require(loadError(rule(when: "true and \u{00A0}§")))
        #expect(stray.message.contains("'§'"))
    }

    @Test func unknownFieldIsPositioned() throws {
        let error = try #require(loadError(rule(when: "screen.navigationBarHiden")))
        #expect(error.location == SourceLocation(line: 7, column: 15))
        #expect(error.message.contains("did you mean 'navigationBarHidden'?"))
    }

    @Test func unknownEnumLiteralIsPositioned() throws {
        let error = try #require(loadError(rule(when: "screen.popGesture.disableIn == 'viewWilAppear'")))
        #expect(error.location == SourceLocation(line: 7, column: 39))
        #expect(error.message.contains("did you mean 'viewWillAppear'?"))
    }

    @Test func enumLiteralsInAListAreChecked() throws {
        #expect(loadError(rule(when: "screen.popGesture.scope in ['edge', 'allRecognizers']")) == nil)
        let error = try #require(loadError(rule(when: "screen.popGesture.scope in ['edge', 'alRecognizers']")))
        #expect(error.location == SourceLocation(line: 7, column: 44))
        #expect(error.message.contains("did you mean 'allRecognizers'?"))
    }

    @Test func blockScalarPositionsPointIntoTheBlock() throws {
        let text = "id: test-rule\ntitle: t\nseverity: warning\nsummary: s\nmatch:\n  - screen: screens\nwhen: |\n  screen.navigationBarHidden\n  and screen.bogus\nreport: {at: screen, message: m}\n"
        let error = try #require(loadError(text))
        #expect(error.location == SourceLocation(line: 9, column: 14))
    }

    @Test func syntaxErrorsArePositioned() throws {
        let error = try #require(loadError(rule(when: "screen.navigationBarHidden and")))
        #expect(error.location.line == 7)
        #expect(error.message.contains("expected a value"))
    }

    @Test(arguments: [
        ("screen.pushes", "must be a boolean"),
        ("screen.navigationBarHidden == 3", "never equal"),
        ("any(x in screen.navigationBarHidden: true)", "needs a list"),
        ("nope(screen)", "unknown function"),
        ("isPoppable(screen)", "takes 2 arguments"),
        ("members(screen)", "expects a navigationController"),
        ("app.deploymentTarget < 'abc'", "orders numbers or versions"),
        ("other.navigationBarHidden", "unknown name 'other'"),
    ])
    func typeErrorsAreCaughtAtLoad(_ condition: String, _ expected: String) throws {
        let error = try #require(loadError(rule(when: condition)))
        #expect(error.message.contains(expected), "\(error.message)")
    }

    @Test func unknownRuleFieldAndIdMismatch() throws {
        let unknown = try #require(loadError(rule(when: "true", extra: "serverity: error\n")))
        #expect(unknown.message.contains("did you mean 'severity'?"))
        #expect(throws: PositionedError.self) {
            try RuleLoader.load(text: rule(when: "true"), file: "other.yaml", expectedID: "other")
        }
        let reserved = rule(when: "true").replacingOccurrences(of: "id: test-rule", with: "id: unknown-key")
        #expect(loadError(reserved)?.message.contains("reserved") == true)
    }

    @Test func messageTemplateInterpolatesAndMergesAcrossTheDeclaredVariable() throws {
        let match = "  - nav: navigationControllers\n  - screen: poppableScreens(nav)"
        let message = "{screen.id} in {nav.id} ({{ok}}), sdk {app.sdk}"
        let app = """
        navlint: 1
        app: {deploymentTarget: "15.0"}
        navigationControllers:
          a: {root: one}
          b: {root: two}
          c: {root: three}
        screens:
          one: {pushes: [shared]}
          two: {pushes: [shared]}
          three: {pushes: [shared]}
          shared: {navigationBarHidden: true}
        """
        let merged = try RuleLoader.load(text: rule(when: "screen.navigationBarHidden", match: match, at: "screen.navigationBarHidden",
                                                    message: message, extra: "repeatsAcross: nav"), file: "test-rule.yaml")
        let result = Linter(rules: [merged]).lint(bytes: Array(app.utf8), file: "t.yaml")
        #expect(result.diagnostics.map(\.message) == ["shared in a ({ok}), sdk 26.0. The same holds in navigation controllers 'b', 'c'."])
        #expect(result.diagnostics.first?.location == SourceLocation(line: 11, column: 12))
        #expect(result.diagnostics.first?.path == "screens.shared.navigationBarHidden")

        // Without repeatsAcross the rule still reports once per position, and says nothing of the others.
        let plain = try RuleLoader.load(text: rule(when: "screen.navigationBarHidden", match: match, at: "screen.navigationBarHidden",
                                                   message: message), file: "test-rule.yaml")
        #expect(Linter(rules: [plain]).lint(bytes: Array(app.utf8), file: "t.yaml").diagnostics.map(\.message) == ["shared in a ({ok}), sdk 26.0"])
    }

    @Test func repeatsAcrossMustNameAMatchedObjectVariable() throws {
        let match = "  - nav: navigationControllers\n  - screen: poppableScreens(nav)"
        let unbound = try #require(loadError(rule(when: "true", match: match, extra: "repeatsAcross: navs")))
        #expect(unbound.location == SourceLocation(line: 10, column: 1))
        #expect(unbound.message == "repeatsAcross names 'navs', which no `match` binds")
        let global = try #require(loadError(rule(when: "true", match: match, extra: "repeatsAcross: app")))
        #expect(global.message.contains("which no `match` binds"))
        let strings = try #require(loadError(rule(when: "true", match: "  - nav: navigationControllers\n  - owner: owners(nav)",
                                                   at: "owner", extra: "repeatsAcross: owner")))
        #expect(strings.message == "repeatsAcross names 'owner', which is a string; it must be matched against objects with ids")
        let cased = """
        id: test-rule
        title: t
        severity: warning
        summary: s
        repeatsAcross: nav
        cases:
          - match: [{nav: navigationControllers}]
            when: "true"
            report: {at: nav, message: m}
          - match: [{screen: screens}]
            when: "true"
            report: {at: app, message: m}
        """
        let missingInCase = try #require(loadError(cased))
        #expect(missingInCase.location == SourceLocation(line: 10, column: 5))
        #expect(missingInCase.message == "this case does not bind 'nav', which repeatsAcross names; every case must match it")
        let twoKinds = try #require(loadError(cased.replacingOccurrences(of: "{screen: screens}", with: "{nav: screens}")))
        #expect(twoKinds.location == SourceLocation(line: 10, column: 5))
        #expect(twoKinds.message == "'nav' is a screen in this case but a navigation controller in an earlier one; repeatsAcross needs one kind")
    }

    @Test func conditionalSeverityAndFallbackPlacement() throws {
        let text = rule(when: "not screen.navigationBarHidden", at: "screen.navigationItem.hidesBackButton", message: "x",
                        extra: "").replacingOccurrences(of: "message: \"x\"}", with: "message: \"x\", severity: \"if screen.id == 'home' then 'error' else 'info'\"}")
        let loaded = try RuleLoader.load(text: text, file: "test-rule.yaml")
        let valid = "navlint: 1\napp: {deploymentTarget: \"15.0\"}\nnavigationControllers: {main: {root: home}}\nscreens:\n  home: {pushes: [next]}\n  next:\n    navigationItem: {backAction: true}\n"
        let result = Linter(rules: [loaded]).lint(bytes: Array(valid.utf8), file: "t.yaml")
        #expect(result.diagnostics.map(\.severity) == [.error, .info])
        #expect(result.diagnostics.map(\.location) == [SourceLocation(line: 5, column: 3), SourceLocation(line: 7, column: 5)])
    }

    @Test func quantifiersAndVersions() throws {
        let text = rule(when: "any(s in screens: s.id == 'x') and all(n in navigationControllers: n.root != 'x') and app.deploymentTarget < '9.1'", match: "  - screen: screens", at: "screen")
        let loaded = try RuleLoader.load(text: text, file: "test-rule.yaml")
        let app = "navlint: 1\napp: {deploymentTarget: 9}\nnavigationControllers: {main: {root: home}}\nscreens:\n  home: {presents: [x]}\n  x: {}\n"
        #expect(Linter(rules: [loaded]).lint(bytes: Array(app.utf8), file: "t.yaml").diagnostics.count == 2)
        let newer = app.replacingOccurrences(of: "deploymentTarget: 9", with: "deploymentTarget: \"9.1\"")
        #expect(Linter(rules: [loaded]).lint(bytes: Array(newer.utf8), file: "t.yaml").diagnostics.isEmpty)
    }

    @Test func everyBuiltinFunctionIsDocumented() throws {
        let doc = try Repository.text("docs/custom-rules.md")
        for name in BuiltinFunctions.names {
            #expect(doc.contains("`\(name)("), "docs/custom-rules.md does not document \(name)")
        }
    }

    @Test func everyReportFieldIsDocumented() throws {
        let doc = try Repository.text("docs/custom-rules.md")
        for field in RuleLoader.reportFields {
            #expect(doc.contains("| `report.\(field)` |"), "docs/custom-rules.md does not document report.\(field)")
        }
    }

    @Test func documentedCustomRuleLoadsAndItsExamplesHold() throws {
        let text = try Repository.text("docs/examples/custom-rules/form-screen-without-back-guard.yaml")
        let loaded = try RuleLoader.load(text: text, file: "form-screen-without-back-guard.yaml", expectedID: "form-screen-without-back-guard")
        #expect(ExampleVerifier.verify(loaded, minimumExamples: 2).map(\.description) == [])
        #expect(loaded.examples.triggering.count == 2)
        #expect(loaded.examples.triggering.last?.messages?.count == 1)
        #expect(loaded.examples.triggering.last?.scanMessages?.count == 1)
    }
}

@Suite struct FilterTests {
    @Test func filterKeepsPassingItemsAndInterpolatesAsAList() throws {
        let text = """
        id: t
        title: t
        severity: info
        summary: s
        match:
          - nav: navigationControllers
        when: "count(filter(s in poppableScreens(nav): s.navigationBarHidden)) > 1"
        report: {at: nav, message: "hidden in {nav.id}: {filter(s in poppableScreens(nav): s.navigationBarHidden)}"}
        """
        let rule = try RuleLoader.load(text: text, file: "t.yaml")
        let app = "navlint: 1\napp: {deploymentTarget: \"15.0\"}\nnavigationControllers: {main: {root: a}}\nscreens:\n  a: {pushes: [b, c, d], navigationBarHidden: true}\n  b: {navigationBarHidden: true}\n  c: {}\n  d: {navigationBarHidden: true}\n"
        let result = Linter(rules: [rule]).lint(bytes: Array(app.utf8), file: "t.yaml")
        #expect(result.diagnostics.map(\.message) == ["hidden in main: b, d"])
    }
}

@Suite struct FirstInFileTests {
    static let rule = """
    id: t
    title: t
    severity: info
    summary: s
    match:
      - nav: navigationControllers
    let:
      set: "filter(v in [nav.hidesBarsOnSwipe, nav.hidesBarsOnTap]: v)"
    when: "count(set) > 0"
    report: {at: firstInFile(set), message: "{nav.id}"}
    """

    @Test func placesTheFindingOnTheKeyWrittenFirst() throws {
        let rule = try RuleLoader.load(text: Self.rule, file: "t.yaml")
        let app = """
        navlint: 1
        app: {deploymentTarget: "15.0"}
        navigationControllers:
          tapFirst: {root: a, hidesBarsOnTap: true, hidesBarsOnSwipe: true}
          swipeFirst: {root: a, hidesBarsOnSwipe: true, hidesBarsOnTap: true}
          onlyTap: {root: a, hidesBarsOnSwipe: false, hidesBarsOnTap: true}
          neither: {root: a}
        screens:
          a: {}
        """
        let found = Linter(rules: [rule]).lint(bytes: Array(app.utf8), file: "t.yaml").diagnostics
        #expect(found.map(\.message) == ["tapFirst", "swipeFirst", "onlyTap"])
        #expect(found.map(\.location) == [SourceLocation(line: 4, column: 23), SourceLocation(line: 5, column: 25), SourceLocation(line: 6, column: 47)])
    }

    @Test func anItemCopiedThroughAMergeCountsWhereItIsMerged() throws {
        let rule = try RuleLoader.load(text: Self.rule, file: "t.yaml")
        // The anchor's key stands above the written one, but the merge that uses it stands after it; in list
        // order (hidesBarsOnSwipe first) or by where the anchor is written, the merged key would win.
        let app = """
        navlint: 1
        app: {deploymentTarget: "15.0"}
        x-bars: &bars {hidesBarsOnSwipe: true}
        navigationControllers:
          main:
            root: a
            hidesBarsOnTap: true
            <<: *bars
        screens:
          a: {}
        """
        let found = Linter(rules: [rule]).lint(bytes: Array(app.utf8), file: "t.yaml").diagnostics
        #expect(found.map(\.location) == [SourceLocation(line: 7, column: 5)])
    }
}

@Suite struct RuleCaseTests {
    static let rule = """
    id: two-ways
    title: t
    severity: warning
    summary: s
    match:
      - nav: navigationControllers
    cases:
      - match:
          - screen: poppableScreens(nav)
        when: screen.navigationBarHidden
        report: {at: screen.navigationBarHidden, message: "bar hidden on {screen.id} in {nav.id}"}
      - when: nav.delegateAnimates
        report: {at: nav.delegateAnimates, message: "animates in {nav.id}"}
    """

    @Test func eachCaseReportsWithItsOwnBindingsAndPlace() throws {
        let loaded = try RuleLoader.load(text: Self.rule, file: "two-ways.yaml")
        let app = "navlint: 1\napp: {deploymentTarget: \"15\"}\nnavigationControllers:\n  main: {root: a, delegateAnimates: true}\nscreens:\n  a: {pushes: [b]}\n  b: {navigationBarHidden: true}\n"
        let found = Linter(rules: [loaded]).lint(bytes: Array(app.utf8), file: "t.yaml").diagnostics
        #expect(found.map(\.message) == ["animates in main", "bar hidden on b in main"])
        #expect(found.map(\.location) == [SourceLocation(line: 4, column: 19), SourceLocation(line: 7, column: 7)])
    }

    @Test func casesExcludeTopLevelWhenAndNeedEntries() throws {
        let mixed = Self.rule.replacingOccurrences(of: "cases:", with: "when: \"true\"\ncases:")
        #expect(throws: PositionedError.self) { try RuleLoader.load(text: mixed, file: "two-ways.yaml") }
        let empty = "id: e\ntitle: t\nseverity: info\nsummary: s\ncases: []\n"
        #expect(throws: PositionedError.self) { try RuleLoader.load(text: empty, file: "e.yaml") }
        let unknown = Self.rule.replacingOccurrences(of: "  - when: nav.delegateAnimates", with: "  - whn: nav.delegateAnimates")
        do {
            _ = try RuleLoader.load(text: unknown, file: "two-ways.yaml")
            Issue.record("an unknown case field loaded")
        } catch let error as PositionedError {
            #expect(error.message.contains("did you mean 'when'?"))
        }
    }

    @Test func longListsAreShortenedInMessages() {
        let items = (1...12).map { Located.computed(.string("s\($0)")) }
        #expect(Value.list(items).text == "s1, s2, s3, s4, s5, s6, s7, s8 and 4 more")
    }
}
