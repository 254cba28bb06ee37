import Foundation
import Rules
import Testing
import Format
import TestSupport

/// Catalog-wide behaviour the issue tracker asks for, beyond each rule's own examples.
@Suite struct RuleBehaviourTests {
    private func findings(_ text: String, rule id: String) throws -> [Diagnostic] {
        let rules = try builtinRules()
        let rule = try #require(rules.first { $0.id == id })
        let result = lint(text, rules: [rule])
        #expect(result.diagnostics.allSatisfy { $0.ruleID == id }, "\(result.diagnostics.map(\.message))")
        return result.diagnostics
    }

    private func screenOwned(deploymentTarget: String) -> String {
        """
        navlint: 1
        app: {deploymentTarget: "\(deploymentTarget)"}
        navigationControllers:
          main:
            root: home
            popGesture: {delegate: "screen:detail", shouldBegin: [stackDepth, notTransitioning]}
        screens:
          home: {pushes: [detail]}
          detail: {}
        """
    }

    @Test func screenOwnedDelegateCrashesBelowNine() throws {
        let found = try findings(screenOwned(deploymentTarget: "8.4"), rule: "screen-owned-pop-delegate")
        #expect(found.count == 1)
        #expect(found.first?.message.contains("below iOS 9 the next swipe can crash") == true)
        #expect(found.first?.message.contains("turns nil") == false)
        #expect(found.first?.severity == .error)
    }

    @Test func screenOwnedDelegateFreezesFromNine() throws {
        let found = try findings(screenOwned(deploymentTarget: "9.0"), rule: "screen-owned-pop-delegate")
        #expect(found.count == 1)
        #expect(found.first?.message.contains("the delegate turns nil and the root can freeze") == true)
        #expect(found.first?.message.contains("crash") == false)
    }

    @Test func screenInTwoControllersIsReportedOnceNamingBoth() throws {
        let text = """
        navlint: 1
        app: {deploymentTarget: "15.0"}
        navigationControllers:
          shop: {root: home}
          account: {root: profile}
        screens:
          home: {pushes: [help]}
          profile: {pushes: [help]}
          help:
            navigationBarHidden: true
        """
        let found = try findings(text, rule: "hidden-navigation-bar-disables-swipe")
        #expect(found.count == 1)
        let message = try #require(found.first?.message)
        #expect(message.contains("'help'"))
        #expect(message.hasSuffix("never starts. It holds in navigation controllers 'shop', 'account'."))
        #expect(found.first?.location == SourceLocation(line: 10, column: 5))
    }

    @Test func screenJudgedInEachControllerSeparately() throws {
        // In 'account' the delegate is owned with guards, so only 'shop' has the problem.
        let text = """
        navlint: 1
        app: {deploymentTarget: "15.0"}
        navigationControllers:
          shop: {root: home}
          account:
            root: profile
            popGesture: {delegate: navigationController, shouldBegin: [stackDepth, notTransitioning], requiredToFailBy: true}
        screens:
          home: {pushes: [help]}
          profile: {pushes: [help]}
          help:
            navigationBarHidden: true
        """
        let found = try findings(text, rule: "hidden-navigation-bar-disables-swipe")
        #expect(found.count == 1)
        #expect(found.first?.message == "screen 'help' hides the navigation bar, so the edge swipe back never starts")
    }

    @Test func everyBuiltinIdMatchesTheCatalog() throws {
        let ids = Set(try builtinRules().map(\.id))
        #expect(ids == Set(CatalogContract.current.keys))
        #expect(ids.count == 38)
    }

    @Test func builtinSeveritiesMatchTheCatalog() throws {
        for rule in try builtinRules() {
            #expect(CatalogContract.current[rule.id] == rule.severity, "\(rule.id)")
        }
    }
}

@Suite struct RuleMessageTests {
    @Test func rootFreezeOnSharedGuardNamesEveryOwner() throws {
        let rule = try #require(try builtinRules().first { $0.id == "root-freeze" })
        let text = """
        navlint: 1
        app: {deploymentTarget: "15.0"}
        navigationControllers:
          main:
            root: home
            popGesture: {delegate: [navigationController, "screen:home"], shouldBegin: [notTransitioning]}
        screens:
          home: {pushes: [detail]}
          detail: {}
        """
        let found = lint(text, rules: [rule]).diagnostics
        #expect(found.count == 1)
        #expect(found.first?.message.contains("(navigationController, screen:home) never checks") == true)
    }
}
