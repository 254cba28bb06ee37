import Foundation
@testable import Rules
import Testing
@testable import Format
@testable import Graph
import TestSupport

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
        return NavigationGraph(app: app, diagnostics: result.diagnostics, rules: try builtinRules(), file: file)
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

    /// A rule the graph has never heard of colours the screens its findings reach, as its file says,
    /// whatever its severity; without `swipeBack` an info finding is only listed.
    @Test func aRuleColoursScreensByItsSwipeBackField() throws {
        func rule(_ swipeBack: String) throws -> RuleDefinition {
            try RuleLoader.load(text: """
            id: test-rule
            title: t
            severity: info
            \(swipeBack)
            summary: s
            match:
              - screen: screens
            when: screen.purpose == 'media'
            report: {at: screen.purpose, message: m}

            """, file: "test-rule.yaml")
        }
        let text = """
        navlint: 1
        app: {deploymentTarget: "15.0"}
        navigationControllers:
          main: {root: home}
        screens:
          home: {pushes: [player]}
          player: {purpose: media}

        """
        for (field, state) in [("swipeBack: silentlyBroken", SwipeBackState.silentlyBroken), ("swipeBack: freezeOrCrashRisk", .freezeOrCrashRisk), ("", .works)] {
            let rules = [try rule(field)]
            let (result, model) = Linter(rules: rules).inspect(bytes: Array(text.utf8), file: "app.yaml")
            let graph = NavigationGraph(app: try #require(model), diagnostics: result.diagnostics, rules: rules, file: "app.yaml")
            #expect(graph.node("player")?.state == state, "\(field)")
            #expect(graph.node("player")?.ruleIDs == ["test-rule"])
        }
        let wrong = try #require(loadError("id: test-rule\ntitle: t\nseverity: info\nswipeBack: broken\nsummary: s\nwhen: 'true'\nreport: {at: app, message: m}\n"))
        #expect(wrong.location == SourceLocation(line: 4, column: 12))
        #expect(wrong.message == "swipeBack is one of silentlyBroken, freezeOrCrashRisk, rootFreeze, not 'broken'")
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
        let tangled = try Self.layoutCase("tangled 300"), again = try Self.layoutCase("tangled 300")
        #expect(HTMLRenderer.render(tangled, rules: []) == HTMLRenderer.render(again, rules: []))
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
                              "Tests/Golden/scenario-10-player-and-web-on-ios26/input.yaml",
                              "Tests/GraphGolden/tangled-input.yaml"]

    /// An app made to tangle the HTML layout's edges: three stacks and a quarter of the screens in
    /// none, pushes that skip columns, go back, stay in their column or return to the same screen,
    /// and presents between any two screens. Pseudo-random from a fixed seed, so always the same.
    static func tangledApp(screens count: Int) -> String {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func below(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(max(bound, 1)))
        }
        let stacks = 3, perStack = max(count / 4, 2)
        var text = "# Generated by GraphTests.tangledApp(screens: \(count)); regenerate with NAVLINT_REGENERATE=1.\n"
        text += "navlint: 1\napp: {deploymentTarget: \"15.0\", sdk: \"18.0\"}\nnavigationControllers:\n"
        for stack in 0..<stacks { text += "  nav\(stack): {root: s\(stack * perStack)}\n" }
        text += "screens:\n"
        for index in 0..<max(count, stacks * perStack) {
            var pushes: [Int] = [], presents: [Int] = []
            let start = index / perStack * perStack, end = start + perStack
            if index < stacks * perStack {
                if index + 1 < end { pushes.append(index + 1) }
                if index + 2 < end, below(3) == 0 { pushes.append(index + 2) }
                if index + 4 < end, below(5) == 0 { pushes.append(index + 4) }
                if index > start, below(4) == 0 { pushes.append(start + below(index - start)) }
                if below(12) == 0 { pushes.append(index) }
            }
            for _ in 0..<below(3) { presents.append(below(max(count, stacks * perStack))) }
            let names = { (targets: [Int]) in "[" + targets.map { "s\($0)" }.joined(separator: ", ") + "]" }
            text += "  s\(index): {pushes: \(names(pushes)), presents: \(names(presents))}\n"
        }
        return text
    }

    /// The kind of graph the generator above makes, `tangled N` for N screens, or a repository file.
    static func layoutCase(_ input: String) throws -> NavigationGraph {
        if input.hasPrefix("tangled "), let count = Int(input.dropFirst("tangled ".count)) {
            return try graph(tangledApp(screens: count), file: input)
        }
        return try graph(try Repository.text(input), file: input)
    }

    @Test func theTangledFixtureIsWhatTheGeneratorMakes() throws {
        #expect(try Repository.mismatch("Tests/GraphGolden/tangled-input.yaml", content: Self.tangledApp(screens: 32),
                                    hint: "run NAVLINT_REGENERATE=1 swift test --filter GraphTests") == nil)
    }

    /// Every edge of the HTML layout is a line of horizontal and vertical segments from its source's
    /// border to its target's, with every point inside the picture and no segment entering any
    /// screen's box (its own two included), computed from the layout's own numbers.
    @Test(arguments: goldenCases + ["tangled 400"])
    func edgesStayInThePictureAndOutOfScreens(_ input: String) throws {
        let graph = try Self.layoutCase(input)
        let layout = GraphLayout(graph)
        #expect(layout.routes.map(\.edge) == graph.edges)
        let placed = layout.order.compactMap { layout.nodes[$0] }
        #expect(placed.count == graph.nodes.count)
        var problems: [String] = []
        for route in layout.routes {
            let edge = route.edge, points = route.points
            let name = "\(edge.from) \(edge.kind.rawValue) \(edge.to)"
            guard let first = points.first, let last = points.last, points.count >= 2,
                  let from = layout.nodes[edge.from]?.box, let to = layout.nodes[edge.to]?.box else {
                problems.append("\(name): no route or no screens")
                continue
            }
            for point in points where !(0...layout.width).contains(point.x) || !(0...layout.height).contains(point.y) {
                problems.append("\(name): (\(point.x), \(point.y)) is outside 0 0 \(layout.width) \(layout.height)")
            }
            if !Self.onSide(first, of: from) { problems.append("\(name) does not start on its source's side") }
            if !Self.onSide(last, of: to) { problems.append("\(name) does not end on its target's side") }
            for (start, end) in zip(points, points.dropFirst()) {
                if start.x != end.x && start.y != end.y { problems.append("\(name) has a slanted segment") }
                for node in placed where Self.segment(start, end, enters: node.box) {
                    problems.append("\(name) passes through \(node.id) from (\(start.x), \(start.y)) to (\(end.x), \(end.y))")
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.count) problems, first: \(problems.prefix(8).joined(separator: "; "))")
    }

    /// True when `point` lies on the left or right border of `box`, between its top and bottom.
    static func onSide(_ point: GraphLayout.Point, of box: GraphLayout.Box) -> Bool {
        (point.x == box.x || point.x == box.maxX) && point.y > box.y && point.y < box.maxY
    }

    /// True when the axis-parallel segment from `start` to `end` has a point strictly inside `box`.
    static func segment(_ start: GraphLayout.Point, _ end: GraphLayout.Point, enters box: GraphLayout.Box) -> Bool {
        min(start.x, end.x) < box.maxX && max(start.x, end.x) > box.x && min(start.y, end.y) < box.maxY && max(start.y, end.y) > box.y
    }

    /// Whole graphs pinned in `Tests/GraphGolden`; regenerate with
    /// `NAVLINT_REGENERATE=1 swift test --filter GraphTests` and review the diff.
    @Test(arguments: goldenCases)
    func graphsMatchGoldenFiles(_ input: String) throws {
        let graph = try Self.graph(try Repository.text(input), file: input)
        let name = input.replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: ".yaml", with: "")
        let hint = "if intended, run NAVLINT_REGENERATE=1 swift test --filter GraphTests and review the diff"
        #expect(try Repository.mismatch("Tests/GraphGolden/\(name).mmd", content: MermaidRenderer.render(graph), hint: hint) == nil)
        #expect(try Repository.mismatch("Tests/GraphGolden/\(name).dot", content: DotRenderer.render(graph), hint: hint) == nil)
        let svg = HTMLRenderer.svg(graph, layout: GraphLayout(graph), names: GraphIdentifiers(graph))
        #expect(try Repository.mismatch("Tests/GraphGolden/\(name).svg", content: svg, hint: hint) == nil)
    }
}
