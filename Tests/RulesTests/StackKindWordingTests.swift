import Format
import Rules
import Testing
import TestSupport

/// The terms rules use to speak SwiftUI on SwiftUI stacks and to read either spelling of a setting:
/// `swiftUI(nav)`, `hidesBackButton(screen)` and `hidesBar(screen)`.
@Suite struct StackKindWordingTests {
    private static func rule(when condition: String, at placement: String, message: String) -> String {
        """
        id: test-rule
        title: t
        severity: warning
        summary: s
        match:
          - nav: navigationControllers
          - screen: poppableScreens(nav)
        when: "\(condition)"
        report: {at: "\(placement)", message: "\(message)"}

        """
    }

    private static let app = """
    navlint: 1
    app: {deploymentTarget: "16.0"}
    navigationControllers:
      feed: {root: home, kind: navigationStack}
      split: {root: sidebar, kind: navigationSplitView}
      legacy: {root: list}
    screens:
      home: {pushes: [a]}
      sidebar: {pushes: [b]}
      list: {pushes: [c]}
      a:
        modifiers: {navigationBarBackButtonHidden: true}
      b:
        navigationItem: {hidesBackButton: true}
      c:
        modifiers: {navigationBarBackButtonHidden: true}
        navigationItem: {hidesBackButton: true}

    """

    private func findings(_ rule: String, _ app: String = Self.app) throws -> [(location: String, message: String)] {
        let loaded = try RuleLoader.load(text: rule, file: "test-rule.yaml")
        return Linter(rules: [loaded]).lint(bytes: Array(app.utf8), file: "t.yaml").diagnostics.map { ("\($0.location)", $0.message) }
    }

    @Test func messagesChooseTheirWordsByTheStackKind() throws {
        let rule = Self.rule(when: "true", at: "screen",
                             message: "{screen.id}: {if swiftUI(nav) then '.navigationBarBackButtonHidden(false)' else 'hidesBackButton = false'}")
        let found = try findings(rule)
        #expect(found.map(\.message) == ["a: .navigationBarBackButtonHidden(false)", "b: .navigationBarBackButtonHidden(false)", "c: hidesBackButton = false"])
    }

    @Test func eitherSpellingHidesTheBackButtonAndTheFindingLandsOnTheKeySet() throws {
        let rule = Self.rule(when: "hidesBackButton(screen)", at: "hidesBackButton(screen)", message: "{screen.id}")
        let found = try findings(rule)
        // a: the modifier; b: the UIKit key; c: both, so the one written first (the modifier, line 16).
        #expect(found.map(\.message) == ["a", "b", "c"])
        #expect(found.map(\.location) == ["12:17", "14:22", "16:17"])
    }

    @Test func eitherSpellingHidesTheBarAndFalseMeansNeither() throws {
        let app = """
        navlint: 1
        app: {deploymentTarget: "16.0"}
        navigationControllers:
          main: {root: home}
        screens:
          home: {pushes: [a, b, c, d]}
          a: {navigationBarHidden: true}
          b: {modifiers: {navigationBarHidden: true}}
          c: {navigationBarHidden: false, modifiers: {navigationBarHidden: false}}
          d: {modifiers: {navigationBarBackButtonHidden: true}}

        """
        let hidden = try findings(Self.rule(when: "hidesBar(screen)", at: "hidesBar(screen)", message: "{screen.id}"), app)
        #expect(hidden.map(\.message) == ["a", "b"])
        #expect(hidden.map(\.location) == ["7:7", "8:19"])
        let shown = try findings(Self.rule(when: "not hidesBar(screen)", at: "screen", message: "{screen.id}"), app)
        #expect(shown.map(\.message) == ["c", "d"])
    }

    @Test func theModelAnswersTheSameTerms() throws {
        let loaded = AppLoader.load(bytes: Array(Self.app.utf8), file: "t.yaml")
        let app = try #require(loaded.app)
        #expect(app.screens.map(\.hidesBackButton) == [false, false, false, true, true, true])
        #expect(app.screens.map(\.hidesBar) == [false, false, false, false, false, false])
        #expect(app.navigationControllers.map(\.kind.isSwiftUI) == [true, true, false])
    }

    @Test func theTermsTakeAScreenAndSwiftUITakesANavigationController() {
        let wrong = loadError(Self.rule(when: "swiftUI(screen)", at: "screen", message: "m"))
        #expect(wrong?.message.contains("a navigationController") == true)
        #expect(wrong?.location.line == 8)
        let alsoWrong = loadError(Self.rule(when: "hidesBar(nav)", at: "screen", message: "m"))
        #expect(alsoWrong?.message.contains("a screen") == true)
    }
}
