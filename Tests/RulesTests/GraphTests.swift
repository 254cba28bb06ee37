import Foundation
@testable import Rules
import Testing

/// `navlint graph`'s model and its Mermaid, DOT and HTML renderings.
@Suite struct GraphTests {
    static let app = """
    navlint: 1
    app: {deploymentTarget: "15.0", sdk: "18.0"}
    navigationControllers:
      main:
        class: MainNavigationController
        root: home
        popGesture: {delegate: navigationController, shouldBegin: [notTransitioning]}
      modal: {root: sheet}
    screens:
      home: {class: HomeViewController, pushes: [editor, detail, player], presents: [login, sheet]}
      detail:
        navigationItem: {leftBarButtonItem: close}
      editor:
        popGesture: {disabled: true, disableIn: viewDidAppear, enableIn: viewWillDisappear}
      player: {pushes: [detail]}
      login: {}
      sheet: {pushes: [detail]}
      "a-b": {}
      "a_b": {}

    """

    static func graph(_ text: String = app, file: String = "app.yaml") throws -> NavigationGraph {
        let (result, model) = Linter(rules: try builtinRules()).inspect(bytes: Array(text.utf8), file: file)
        let app = try #require(model, "\(result.diagnostics)")
        return NavigationGraph(app: app, diagnostics: result.diagnostics, file: file)
    }

    @Test func statesFollowTheFindings() throws {
        let graph = try Self.graph()
        let states = Dictionary(uniqueKeysWithValues: graph.nodes.map { ($0.id, $0.state) })
        // root-freeze is reported on main's delegate and lands on main's root only.
        #expect(states["home"] == .freezeOrCrashRisk)
        #expect(graph.node("home")?.ruleIDs.contains("root-freeze") == true)
        #expect(states["detail"] == .silentlyBroken)
        #expect(graph.node("detail")?.ruleIDs == ["custom-left-item-disables-swipe"])
        #expect(states["editor"] == .offOnPurpose)
        #expect(states["player"] == .works)
        #expect(states["login"] == .works)
        #expect(states["sheet"] == .works)
        #expect(graph.groups.first?.ruleIDs.contains("root-freeze") == true)
    }

    @Test func purposefulDisablingIsItsOwnState() throws {
        let text = """
        navlint: 1
        app: {deploymentTarget: "15.0", sdk: "18.0"}
        navigationControllers:
          main: {root: home}
        screens:
          home: {pushes: [pay, detail]}
          pay:
            popGesture: {disabled: true, disableIn: viewDidAppear, enableIn: viewWillDisappear}
          detail:
            navigationItem: {hidesBackButton: true}

        """
        let graph = try Self.graph(text)
        #expect(graph.nodes.map(\.state) == [.works, .offOnPurpose, .silentlyBroken])
        #expect(graph.node("detail")?.findings.count == 1)
    }

    @Test func groupsEdgesAndLooseScreensKeepFileOrder() throws {
        let graph = try Self.graph()
        #expect(graph.groups.map(\.id) == ["main", "modal"])
        #expect(graph.groups[0].screenIDs == ["home", "editor", "detail", "player"])
        // detail also belongs to modal (sheet pushes it) but is drawn once, in main.
        #expect(graph.groups[1].screenIDs == ["sheet"])
        #expect(graph.node("detail")?.controllers == ["main", "modal"])
        #expect(graph.looseScreenIDs == ["login", "a-b", "a_b"])
        #expect(graph.edges.filter { $0.kind == .present }.map(\.to) == ["login", "sheet"])
        #expect(graph.edges.count == 7)
    }

    @Test func mermaidNamesAreSafeAndDistinct() throws {
        let mermaid = MermaidRenderer.render(try Self.graph())
        #expect(mermaid.contains("s_a_b[\"a-b<br/>⚠ unreachable-screen\"]"))
        #expect(mermaid.contains("s_a_b_2[\"a_b<br/>⚠ unreachable-screen\"]"))
        #expect(mermaid.contains("s_home -. presents .-> s_login"))
        #expect(mermaid.contains("s_home([\"home<br/>HomeViewController<br/>root of main<br/>⚠ root-freeze\"])"))
        #expect(mermaid.contains("class s_editor off"))
        #expect(MermaidRenderer.escaped("a \"b\" <c> #d") == "a #quot;b#quot; #lt;c#gt; #35;d")
    }

    @Test func dotStringsAreQuoted() {
        #expect(DotRenderer.quoted("a \"b\" \\ c\nd") == "\"a \\\"b\\\" \\\\ c\\nd\"")
    }

    @Test func renderingIsDeterministic() throws {
        let first = try Self.graph(), second = try Self.graph()
        #expect(MermaidRenderer.render(first) == MermaidRenderer.render(second))
        #expect(DotRenderer.render(first) == DotRenderer.render(second))
        #expect(HTMLRenderer.render(first, rules: try builtinRules()) == HTMLRenderer.render(second, rules: try builtinRules()))
    }

    @Test func htmlIsSelfContainedAndLinksEveryFindingToItsRule() throws {
        let graph = try Self.graph()
        let html = HTMLRenderer.render(graph, rules: try builtinRules())
        #expect(!html.contains("<script"))
        for reference in ["src=", "<link", "@import", "url(h", "url(/"] {
            #expect(!html.contains(reference), "the page must load nothing: found \(reference)")
        }
        for node in graph.nodes { #expect(html.contains("data-screen=\"\(node.id)\"")) }
        for id in Set(graph.diagnostics.map(\.ruleID)) {
            #expect(html.contains("href=\"#rule-\(id)\""))
            #expect(html.contains("<details id=\"rule-\(id)\""))
        }
        #expect(html.contains("id=\"finding-\(graph.diagnostics.count)\""))
    }

    @Test func theDocumentedExampleIsWhatTheToolDraws() throws {
        let input = "Examples/legacy-checkout/navlint.yaml"
        let mermaid = MermaidRenderer.render(try Self.graph(try Repository.text(input), file: input))
        #expect(try Repository.text("docs/graph.md").contains("```mermaid\n" + mermaid + "```\n"))
    }

    static let goldenCases = ["Examples/shop/navlint.yaml", "Examples/legacy-checkout/navlint.yaml",
                              "Tests/Golden/scenario-04-root-delegate-horizontal-scroll/input.yaml",
                              "Tests/Golden/scenario-10-player-and-web-on-ios26/input.yaml"]

    /// Whole graphs pinned in `Tests/GraphGolden`; regenerate with
    /// `NAVLINT_REGENERATE=1 swift test --filter GraphTests` and review the diff.
    @Test(arguments: goldenCases)
    func graphsMatchGoldenFiles(_ input: String) throws {
        let graph = try Self.graph(try Repository.text(input), file: input)
        let name = input.replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: ".yaml", with: "")
        let hint = "if intended, run NAVLINT_REGENERATE=1 swift test --filter GraphTests and review the diff"
        try expectFile("Tests/GraphGolden/\(name).mmd", toEqual: MermaidRenderer.render(graph), hint: hint)
        try expectFile("Tests/GraphGolden/\(name).dot", toEqual: DotRenderer.render(graph), hint: hint)
    }
}
