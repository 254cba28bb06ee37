import ArgumentParser
import Driver
import Graph
import Format
import Platform
import Reporters

/// The pictures `navlint graph` draws.
enum GraphFormat: String, ExpressibleByArgument, CaseIterable {
    case mermaid
    case dot
    case html
}

/// `navlint graph FILE`: draws the app's navigation with each screen coloured by its swipe-back state.
struct GraphCommand: NavlintCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Draw the navigation graph of one app description, or of the app in a folder of sources, coloured by swipe-back state.",
        discussion: """
        PATH is an app description, - for standard input, or a folder of Swift and Objective-C sources, \
        storyboards and XIBs, which is scanned as `navlint scan DIR --check` scans it (see docs/scan.md).

        Every navigation controller is a group, screens are nodes, pushes are solid arrows and presents \
        dashed ones. Each screen is coloured by what swipe-back does there (works; off on purpose; \
        silently broken; root-freeze or crash risk) and lists the rule ids of its findings. Output is in \
        file order, so graphs of two versions diff cleanly.

        Exit codes: 0 the graph was written (findings do not fail it); 1 the file is not a valid app \
        description (its problems are printed); 2 usage, configuration or I/O error.
        """
    )

    @Argument(help: "The app description to draw, - for standard input, or a folder of sources to scan.")
    var path: String

    @Option(help: "mermaid (GitHub Markdown), dot (Graphviz) or html (a self-contained page with the findings).")
    var format: GraphFormat = .mermaid

    @Option(help: "Write the graph to this file (atomically) instead of standard output.")
    var output: String?

    @Option(help: "Use this configuration file instead of looking for .navlint.yml.")
    var config: String?

    @OptionGroup var ruleOptions: RuleOptions

    func execute() throws -> ExitStatus {
        // The page explains each rule it names, so the rules are loaded with their documentation.
        let inspection = path != "-" && FileSystem.isDirectory(path)
            ? try AppInspection.scan(folder: path, configurationFile: config, ruleSources: ruleOptions.sources, describesRules: format == .html)
            : try AppInspection.load(path: path, configurationFile: config, ruleSources: ruleOptions.sources, describesRules: format == .html)
        guard let app = inspection.app else {
            let report = TextReporter(showsSnippets: true, usesColor: false).render([inspection.result])
            try FileSystem.write(report + "navlint: error: \(TerminalText.escape(inspection.result.file)) is not a valid app description, so there is no graph to draw\n", to: .error)
            return .findings
        }
        let graph = NavigationGraph(app: app, diagnostics: inspection.result.diagnostics, rules: inspection.rules, file: inspection.result.file)
        let rendered: String
        switch format {
        case .mermaid: rendered = MermaidRenderer.render(graph)
        case .dot: rendered = DotRenderer.render(graph)
        case .html: rendered = HTMLRenderer.render(graph, rules: inspection.rules)
        }
        try FileSystem.emit(rendered, to: output, sparing: [inspection.result.file])
        return .clean
    }
}
