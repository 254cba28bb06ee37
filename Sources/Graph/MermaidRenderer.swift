import Format
import Rules

/// Renders a navigation graph as a Mermaid flowchart, which GitHub draws in Markdown files, issues and
/// pull-request comments.
public enum MermaidRenderer {
    public static func render(_ graph: NavigationGraph) -> String {
        let names = GraphIdentifiers(graph)
        var lines = [
            "%% Navigation graph of \(graph.file), drawn by navlint; colours show what swipe-back does on each screen.",
            "flowchart LR",
        ]
        for group in graph.groups {
            var title = group.id
            if let className = group.className { title += " · \(className)" }
            if !group.ruleIDs.isEmpty { title += " · ⚠ " + group.ruleIDs.joined(separator: ", ") }
            lines.append("  subgraph \(names.controller(group.id))[\"\(escaped(title))\"]")
            for id in group.screenIDs { lines.append("    " + node(id, in: graph, names: names)) }
            lines.append("  end")
        }
        if !graph.looseScreenIDs.isEmpty {
            lines.append("  subgraph outside_any_stack[\"presented or in no navigation stack\"]")
            for id in graph.looseScreenIDs { lines.append("    " + node(id, in: graph, names: names)) }
            lines.append("  end")
        }
        for edge in graph.edges {
            let arrow = edge.kind == .push ? "-->" : "-. presents .->"
            lines.append("  \(names.screen(edge.from)) \(arrow) \(names.screen(edge.to))")
        }
        lines.append("  subgraph legend[\"legend\"]")
        for state in SwipeBackState.allCases {
            lines.append("    legend_\(state.slug)[\"\(escaped(state.title))\"]:::\(state.slug)")
        }
        lines.append("  end")
        if !graph.appRuleIDs.isEmpty {
            lines.append("  app_findings[\"\(escaped("app-wide: " + graph.appRuleIDs.joined(separator: ", ")))\"]")
        }
        for state in SwipeBackState.allCases {
            let colours = state.colours
            lines.append("  classDef \(state.slug) fill:\(colours.fill),stroke:\(colours.stroke),color:\(colours.text)")
        }
        for state in SwipeBackState.allCases {
            let members = graph.nodes.filter { $0.state == state }.map { names.screen($0.id) }
            if !members.isEmpty { lines.append("  class \(members.joined(separator: ",")) \(state.slug)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func node(_ id: String, in graph: NavigationGraph, names: GraphIdentifiers) -> String {
        guard let node = graph.node(id) else { return names.screen(id) }
        let label = node.labelLines.map(escaped).joined(separator: "<br/>")
        let shape = node.rootOf.isEmpty ? ("[\"", "\"]") : ("([\"", "\"])")
        return names.screen(id) + shape.0 + label + shape.1
    }

    /// Mermaid reads `"` as the end of a label and `<`, `>`, `#` as markup, so they become entity codes.
    static func escaped(_ text: String) -> String {
        var output = ""
        for character in text {
            switch character {
            case "\"": output += "#quot;"
            case "<": output += "#lt;"
            case ">": output += "#gt;"
            case "#": output += "#35;"
            case "\n", "\r": output += " "
            default: output.append(character)
            }
        }
        return output
    }
}
