import Format
import Rules

/// Renders a navigation graph as one self-contained HTML page: the graph as inline SVG laid out by
/// `GraphLayout`, the findings beside it, and the explanation of every rule they name. It loads
/// nothing from the network and runs no script.
public enum HTMLRenderer {
    public static func render(_ graph: NavigationGraph, rules: [RuleDefinition]) -> String {
        let layout = GraphLayout(graph)
        let names = GraphIdentifiers(graph)
        var html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(XMLText.escape("navlint graph: \(graph.file)"))</title>
        <style>\(style)</style>
        </head>
        <body>
        <header><h1>Navigation graph of <code>\(XMLText.escape(graph.file))</code></h1>\(legend)</header>
        <main>
        <section class="graph" aria-label="navigation graph">

        """
        // The picture shrinks to the width of the page, but to no less than half its size (text stays
        // legible; a bigger graph scrolls instead), and never grows past its own size. The check box
        // shows it at full size, scrolling, without a script.
        html += "<input type=\"checkbox\" id=\"actual-size\" class=\"zoom\"><label for=\"actual-size\">actual size</label>\n"
        html += svg(graph, layout: layout, names: names)
        html += "</section>\n<aside class=\"findings\" aria-label=\"findings\">\n"
        html += findings(graph)
        html += explanations(graph, rules: rules)
        html += "</aside>\n</main>\n</body>\n</html>\n"
        return html
    }

    private static let style = """
    body{font:14px/1.4 -apple-system,BlinkMacSystemFont,"Segoe UI",Helvetica,Arial,sans-serif;margin:0;color:#212529;background:#fff}\
    header{padding:12px 20px;border-bottom:1px solid #dee2e6}h1{font-size:18px;margin:0 0 8px}\
    main{display:grid;grid-template-columns:minmax(0,1fr);gap:16px;padding:16px 20px}\
    @media (min-width:1800px){main{grid-template-columns:minmax(0,3fr) minmax(320px,1fr)}}\
    .graph{overflow:auto;align-self:start;border:1px solid #dee2e6;border-radius:6px}.graph svg{display:block;max-width:100%;height:auto}\
    .zoom{margin:6px 4px 6px 8px}.zoom+label{font-size:12px;color:#495057}.zoom:checked~svg{max-width:none;min-width:0}\
    .legend{display:flex;flex-wrap:wrap;gap:12px;margin:0;padding:0;list-style:none}\
    .legend li{display:flex;align-items:center;gap:6px}.swatch{width:14px;height:14px;border-radius:3px;border:1px solid}\
    .findings{overflow-wrap:anywhere}.findings ol{padding-left:20px}.findings li{margin-bottom:10px}.where{font-family:ui-monospace,Menlo,monospace;font-size:12px}\
    .severity-error{color:#c1121f}.severity-warning{color:#946200}.severity-info{color:#1d4ed8}\
    details{margin-bottom:8px}details pre{white-space:pre-wrap;background:#f8f9fa;padding:8px;border-radius:4px}\
    .group rect{fill:#f8f9fa;stroke:#adb5bd}.group text{font-weight:600}\
    .screen text{font-size:12px}.screen text.id{font-weight:600}.edge{fill:none;stroke:#495057;stroke-width:1.3}\
    .edge.present{stroke-dasharray:5 4}a:target,li:target{outline:2px solid #1d4ed8}
    """

    private static var legend: String {
        var items = "<ul class=\"legend\">"
        for state in SwipeBackState.allCases {
            let colours = state.colours
            items += "<li><span class=\"swatch\" style=\"background:\(colours.fill);border-color:\(colours.stroke)\"></span>\(XMLText.escape(state.title))</li>"
        }
        items += "<li>solid arrow: push</li><li>dashed arrow: present</li><li>double border: root</li></ul>"
        return items
    }

    /// The picture alone, as inline SVG that the page's style sheet colours.
    static func svg(_ graph: NavigationGraph, layout: GraphLayout, names: GraphIdentifiers) -> String {
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(layout.width))\" height=\"\(number(layout.height))\" viewBox=\"0 0 \(number(layout.width)) \(number(layout.height))\" preserveAspectRatio=\"xMinYMin meet\" style=\"min-width:\(number(layout.width * minimumScale))px\" role=\"img\">\n"
        out += "<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerUnits=\"userSpaceOnUse\" markerWidth=\"8\" markerHeight=\"8\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"#495057\"/></marker></defs>\n"
        for group in layout.groups {
            let box = group.box
            var title = group.title
            if !group.findings.isEmpty { title += " · ⚠ " + group.findings.joined(separator: ", ") }
            out += "<g class=\"group\"><rect x=\"\(number(box.x))\" y=\"\(number(box.y))\" width=\"\(number(box.width))\" height=\"\(number(box.height))\" rx=\"8\"/>"
            out += "<text x=\"\(number(box.x + 12))\" y=\"\(number(box.y + 18))\">\(XMLText.escape(title))</text></g>\n"
        }
        for route in layout.routes {
            let edge = route.edge
            out += "<path class=\"edge \(edge.kind.rawValue)\" d=\"\(path(route.points))\" data-from=\"\(XMLText.escape(edge.from))\" data-to=\"\(XMLText.escape(edge.to))\" marker-end=\"url(#arrow)\"><title>\(XMLText.escape("\(edge.from) \(edge.kind == .push ? "pushes" : "presents") \(edge.to)"))</title></path>\n"
        }
        for id in layout.order {
            guard let placed = layout.nodes[id], let node = graph.node(id) else { continue }
            let box = placed.box
            let colours = node.state.colours
            let link = node.findings.first.map { "<a href=\"#finding-\($0 + 1)\">" } ?? "<a>"
            out += "\(link)<g class=\"screen state-\(node.state.slug)\" id=\"\(names.screen(id))\" data-screen=\"\(XMLText.escape(id))\" data-state=\"\(node.state.slug)\">"
            out += "<title>\(XMLText.escape("\(id): \(node.state.title)"))</title>"
            out += "<rect x=\"\(number(box.x))\" y=\"\(number(box.y))\" width=\"\(number(box.width))\" height=\"\(number(box.height))\" rx=\"6\" fill=\"\(colours.fill)\" stroke=\"\(colours.stroke)\" stroke-width=\"\(node.rootOf.isEmpty ? "1.2" : "3")\"/>"
            for (index, line) in placed.lines.enumerated() {
                let y = box.y + 18 + Double(index) * GraphLayout.lineHeight
                out += "<text\(index == 0 ? " class=\"id\"" : "") x=\"\(number(box.x + 10))\" y=\"\(number(y))\" fill=\"\(colours.text)\">\(XMLText.escape(clipped(line)))</text>"
            }
            out += "</g></a>\n"
        }
        return out + "</svg>\n"
    }

    /// An orthogonal route as SVG path data, its corners rounded so that a line turning is told
    /// apart from two lines crossing. A curve stays inside the corner it replaces.
    private static func path(_ points: [GraphLayout.Point]) -> String {
        guard let first = points.first else { return "" }
        var data = "M\(number(first.x)),\(number(first.y))"
        for (index, corner) in points.enumerated() where index > 0 {
            guard index + 1 < points.count else {
                data += " L\(number(corner.x)),\(number(corner.y))"
                break
            }
            let before = points[index - 1], after = points[index + 1]
            let radius = min(cornerRadius, distance(before, corner) / 2, distance(corner, after) / 2)
            let entry = toward(corner, from: before, by: radius), exit = toward(corner, from: after, by: radius)
            data += " L\(number(entry.x)),\(number(entry.y)) Q\(number(corner.x)),\(number(corner.y)) \(number(exit.x)),\(number(exit.y))"
        }
        return data
    }

    private static let cornerRadius = 5.0
    private static let minimumScale = 0.5

    private static func distance(_ a: GraphLayout.Point, _ b: GraphLayout.Point) -> Double {
        abs(a.x - b.x) + abs(a.y - b.y)
    }

    /// The point `by` units short of `corner` on the straight line from `from`.
    private static func toward(_ corner: GraphLayout.Point, from: GraphLayout.Point, by: Double) -> GraphLayout.Point {
        let length = distance(from, corner)
        guard length > 0 else { return corner }
        return GraphLayout.Point(x: corner.x + (from.x - corner.x) * by / length, y: corner.y + (from.y - corner.y) * by / length)
    }

    private static func findings(_ graph: NavigationGraph) -> String {
        var out = "<h2>Findings (\(graph.diagnostics.count))</h2>\n"
        if graph.diagnostics.isEmpty { return out + "<p>No findings: swipe-back is sound on every screen.</p>\n" }
        out += "<ol>\n"
        for (index, diagnostic) in graph.diagnostics.enumerated() {
            let id = " id=\"finding-\(index + 1)\""
            let location = diagnostic.location
            out += "<li\(id)><span class=\"where\">\(XMLText.escape(diagnostic.file)):\(location.line):\(location.column)</span> "
            out += "<strong class=\"severity-\(diagnostic.severity.rawValue)\">\(diagnostic.severity.rawValue)</strong> "
            out += "<a href=\"#rule-\(XMLText.escape(diagnostic.ruleID))\">[\(XMLText.escape(diagnostic.ruleID))]</a><br>"
            out += XMLText.escape(diagnostic.reportedMessage) + "</li>\n"
        }
        return out + "</ol>\n"
    }

    private static func explanations(_ graph: NavigationGraph, rules: [RuleDefinition]) -> String {
        let named = Set(graph.diagnostics.map(\.ruleID))
        let shown = rules.filter { named.contains($0.id) }
        guard !shown.isEmpty else { return "" }
        var out = "<h2>Rules</h2>\n"
        for rule in shown {
            out += "<details id=\"rule-\(XMLText.escape(rule.id))\" open><summary><strong>\(XMLText.escape(rule.id))</strong>: \(XMLText.escape(rule.title))</summary>"
            out += "<pre>\(XMLText.escape(RuleDocumentation.explanation(rule)))</pre></details>\n"
        }
        return out
    }

    /// Long lines are cut to fit the node's width at the page's font size.
    private static func clipped(_ line: String) -> String {
        line.count > 40 ? String(line.prefix(39)) + "…" : line
    }

    private static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        guard rounded.isFinite, abs(rounded) < 1e12 else { return "0" }
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
