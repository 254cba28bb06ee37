import Format
import Rules
import Reporters
import Graph
import InterfaceBuilder
import Scan

/// Drives every input path of the engine with one byte string: the app pipeline with all rules and every
/// reporter, and the configuration, rule and baseline parsers. The fuzz target calls it for each input
/// and the tests replay the fuzzer's regression corpus through it; it must return, never trap.
public enum RobustnessHarness {
    static let limits = ParseLimits(maxFileSize: 1 << 20, maxDepth: 256, maxAliasExpansion: 100_000)

    /// A small valid app that rules parsed from the input are run against.
    static let sampleApp = """
    navlint: 1
    app: {deploymentTarget: "8.0", sdk: "26.0"}
    navigationControllers:
      main:
        root: home
        popGesture: {delegate: [nil, "screen:detail"], shouldBegin: [stackDepth]}
        fullScreenPop: {via: privateTarget, targetReadAfterDelegateChange: true}
        backInterception: {implementedIn: category, repopWhen: ">="}
    screens:
      home: {pushes: [detail], navigationItem: {backBarButtonItem: {title: "", action: back}}}
      detail:
        interceptsBack: true
        navigationItem: {leftBarButtonItem: close, hidesBackButton: true}
        popGesture: {disabled: true, disableIn: viewWillAppear, enableIn: viewWillDisappear}
        scrollViews: {g: {axis: horizontal, paging: true}}
        webViews: {w: {backForwardGestures: true}}
        horizontalControls: [slider]
      orphan: {}
    """

    /// Returns the number of diagnostics and report bytes produced, so no work is optimised away.
    @discardableResult
    public static func exercise(_ bytes: [UInt8]) -> Int {
        let rules = (try? RuleCatalog.builtin.get()) ?? []
        let (result, app) = Linter(rules: rules, limits: limits).inspect(bytes: bytes, file: "fuzz.yaml")
        let results = [result]
        var produced = result.diagnostics.count
        if let app {
            let graph = NavigationGraph(app: app, diagnostics: result.diagnostics, rules: rules, file: "fuzz.yaml")
            produced += MermaidRenderer.render(graph).utf8.count + DotRenderer.render(graph).utf8.count
            produced += HTMLRenderer.render(graph, rules: rules).utf8.count
        }
        produced += TextReporter(showsSnippets: true, usesColor: true).render(results).utf8.count
        produced += JSONReporter().render(results).utf8.count
        // The rule descriptors do not depend on the input; leaving them out keeps the fuzzer fast.
        produced += SARIFReporter(rules: [], toolVersion: "fuzz", baseDirectory: "/").render(results).utf8.count
        produced += GitHubReporter().render(results).utf8.count
        produced += JUnitReporter().render(results).utf8.count
        let baseline = Baseline(recording: results)
        produced += baseline.apply(to: results).hidden
        if (try? Baseline.parse(text: baseline.render(), file: "baseline.yml")) != baseline { produced += 1 }

        // The same bytes as a storyboard: the XML reader and the Interface Builder facts read from it.
        switch InterfaceBuilderFile.read(String(decoding: bytes, as: UTF8.self), kind: .storyboard) {
        case .success(let file): produced += file.document.elements.count + file.segues.count + file.controllers.count
        case .failure(let error): produced += error.message.utf8.count
        }

        guard let text = String(validating: bytes, as: UTF8.self) else { return produced }
        if let configuration = try? Configuration.parse(text: text, file: ".navlint.yml", directory: ".") {
            produced += Linter(rules: rules, limits: limits).lint(bytes: Array(sampleApp.utf8), file: "app.yaml", configuration: configuration, relativePath: "App/app.yaml").diagnostics.count
        }
        // Suppression comments in code, as `scan --check` reads them: the lexer finds the comments and the
        // directive parser reads the lines they cover.
        for name in ["fuzz.swift", "fuzz.m"] {
            let comments = SourceComments.comments(in: SourceFile(path: name, text: text)).map { ($0.start, $0.end, $0.isBlock) }
            let parsed = Suppressions.parse(SourceText(name: name, code: text), codeComments: comments, file: name)
            produced += parsed.directives.count + parsed.problems.count
        }
        if let parsed = try? Baseline.parse(text: text, file: "baseline.yml") {
            produced += parsed.apply(to: results).stale.count
        }
        if let rule = try? RuleLoader.load(text: text, file: "fuzz-rule.yaml") {
            if let app = AppLoader.load(bytes: Array(sampleApp.utf8), file: "app.yaml").app {
                produced += RuleEngine(rules: [rule]).run(on: app, file: "app.yaml").count
            }
            produced += ExampleVerifier.verify(rule).count
            produced += RuleDocumentation.explanation(rule).utf8.count
        }
        return produced
    }
}
