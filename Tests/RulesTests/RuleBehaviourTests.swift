import Foundation
import Rules
import Testing

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
        #expect(found.first?.message.contains("crashes") == true)
        #expect(found.first?.message.contains("turns nil") == false)
        #expect(found.first?.severity == .error)
    }

    @Test func screenOwnedDelegateFreezesFromNine() throws {
        let found = try findings(screenOwned(deploymentTarget: "9.0"), rule: "screen-owned-pop-delegate")
        #expect(found.count == 1)
        #expect(found.first?.message.contains("turns nil, then the root freezes") == true)
        #expect(found.first?.message.contains("crashes") == false)
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
        #expect(message.contains("'shop'"))
        #expect(message.contains("The same holds in navigation controller 'account'."))
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
        #expect(found.first?.message.contains("'shop'") == true)
        #expect(found.first?.message.contains("account") == false)
    }

    /// The normative catalog sits beside the repository (as in CI); clones without it skip these two checks.
    static let catalogPresent = FileManager.default.fileExists(atPath: Repository.url("../shared/spec/rules.md").path)

    @Test(.enabled(if: catalogPresent)) func everyBuiltinIdMatchesTheCatalog() throws {
        let ids = Set(try builtinRules().map(\.id))
        let catalog = try Repository.text("../shared/spec/rules.md")
        var expected: Set<String> = []
        for line in catalog.split(separator: "\n") where line.hasPrefix("| ") {
            let cell = line.dropFirst(2).prefix { $0 != " " }
            if cell.contains("-"), cell.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" }) { expected.insert(String(cell)) }
        }
        #expect(expected.count == 31)
        #expect(ids == expected)
    }

    @Test(.enabled(if: catalogPresent)) func builtinSeveritiesMatchTheCatalog() throws {
        let catalog = try Repository.text("../shared/spec/rules.md")
        for rule in try builtinRules() {
            let row = catalog.split(separator: "\n").first { $0.hasPrefix("| \(rule.id) |") }
            let cells = row.map { $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) } } ?? []
            #expect(cells.count > 1, "\(rule.id) not in the catalog")
            if cells.count > 1 {
                #expect(cells[1].hasPrefix(rule.severity.rawValue), "\(rule.id): catalog says \(cells[1]), rule says \(rule.severity)")
            }
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
        #expect(found.first?.message.contains("owned by navigationController, screen:home that never checks") == true)
    }
}
