import Format
import Rules

/// Renders a navigation graph in Graphviz's DOT language (`dot -Tsvg`).
public enum DotRenderer {
    public static func render(_ graph: NavigationGraph) -> String {
        let names = GraphIdentifiers(graph)
        var lines = [
            "// Navigation graph of \(graph.file), drawn by navlint; colours show what swipe-back does on each screen.",
            "digraph navigation {",
            "  rankdir=LR;",
            "  node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\", fontsize=11];",
            "  edge [fontname=\"Helvetica\", fontsize=9];",
        ]
        for group in graph.groups {
            var title = group.id
            if let className = group.className { title += " (\(className))" }
            if !group.ruleIDs.isEmpty { title += "\n⚠ " + group.ruleIDs.joined(separator: ", ") }
            lines.append("  subgraph cluster_\(names.controller(group.id)) {")
            lines.append("    label=\(quoted(title)); style=rounded; color=\"#868e96\";")
            for id in group.screenIDs { lines.append("    " + node(id, in: graph, names: names)) }
            lines.append("  }")
        }
        if !graph.looseScreenIDs.isEmpty {
            lines.append("  subgraph cluster_outside_any_stack {")
            lines.append("    label=\"presented or in no navigation stack\"; style=dashed; color=\"#868e96\";")
            for id in graph.looseScreenIDs { lines.append("    " + node(id, in: graph, names: names)) }
            lines.append("  }")
        }
        for edge in graph.edges {
            let attributes = edge.kind == .push ? "" : " [style=dashed, label=\"presents\"]"
            lines.append("  \(names.screen(edge.from)) -> \(names.screen(edge.to))\(attributes);")
        }
        lines.append("  subgraph cluster_legend {")
        lines.append("    label=\"legend\"; style=rounded; color=\"#adb5bd\";")
        for state in SwipeBackState.allCases {
            let colours = state.colours
            lines.append("    legend_\(state.slug) [label=\(quoted(state.title)), fillcolor=\"\(colours.fill)\", color=\"\(colours.stroke)\", fontcolor=\"\(colours.text)\"];")
        }
        lines.append("  }")
        if !graph.appRuleIDs.isEmpty {
            lines.append("  app_findings [shape=note, style=\"\", label=\(quoted("app-wide: " + graph.appRuleIDs.joined(separator: ", ")))];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func node(_ id: String, in graph: NavigationGraph, names: GraphIdentifiers) -> String {
        guard let node = graph.node(id) else { return names.screen(id) + ";" }
        let label = node.labelLines.joined(separator: "\n")
        let colours = node.state.colours
        let border = node.rootOf.isEmpty ? "" : ", peripheries=2"
        return "\(names.screen(id)) [label=\(quoted(label)), fillcolor=\"\(colours.fill)\", color=\"\(colours.stroke)\", fontcolor=\"\(colours.text)\", tooltip=\(quoted(node.state.title))\(border)];"
    }

    /// A DOT string: backslashes and quotes escaped, line breaks as `\n`.
    static func quoted(_ text: String) -> String {
        var output = "\""
        for character in text {
            switch character {
            case "\\": output += "\\\\"
            case "\"": output += "\\\""
            case "\n": output += "\\n"
            case "\r": break
            default: output.append(character)
            }
        }
        return output + "\""
    }
}
