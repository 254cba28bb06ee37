/// Places a navigation graph on a plane for the HTML page: each controller is a box of columns, one
/// column per push depth from its root, and the boxes are stacked top to bottom in file order.
struct GraphLayout {
    struct Box {
        var x: Double
        var y: Double
        var width: Double
        var height: Double
        var midY: Double { y + height / 2 }
    }

    /// One screen's box and the lines of text inside it.
    struct PlacedNode {
        let id: String
        let box: Box
        let lines: [String]
    }

    /// One group's frame and title.
    struct PlacedGroup {
        let title: String
        let box: Box
        let findings: [String]
    }

    static let nodeWidth = 270.0
    static let lineHeight = 15.0
    static let columnGap = 70.0
    static let rowGap = 18.0
    static let groupPadding = 24.0
    static let groupTitleHeight = 26.0
    static let groupGap = 30.0

    private(set) var nodes: [String: PlacedNode] = [:]
    private(set) var order: [String] = []
    private(set) var groups: [PlacedGroup] = []
    private(set) var width = 0.0
    private(set) var height = 0.0

    init(_ graph: NavigationGraph) {
        var pushes: [String: [String]] = [:]
        for edge in graph.edges where edge.kind == .push { pushes[edge.from, default: []].append(edge.to) }
        var top = Self.groupGap / 2
        var sections: [(title: String, findings: [String], screens: [String], root: String?)] = graph.groups.map { group in
            var title = group.id
            if let className = group.className { title += " · \(className)" }
            return (title, group.ruleIDs, group.screenIDs, group.rootID)
        }
        if !graph.looseScreenIDs.isEmpty {
            sections.append(("presented or in no navigation stack", [], graph.looseScreenIDs, nil))
        }
        for section in sections {
            let depth = Self.depths(of: section.screens, root: section.root, pushes: pushes)
            var columns: [[String]] = []
            for id in section.screens {
                let column = depth[id] ?? 0
                while columns.count <= column { columns.append([]) }
                columns[column].append(id)
            }
            let contentTop = top + Self.groupTitleHeight + Self.groupPadding / 2
            var contentHeight = 0.0
            for (index, column) in columns.enumerated() {
                var y = contentTop
                let x = Self.groupPadding + Double(index) * (Self.nodeWidth + Self.columnGap)
                for id in column {
                    let lines = graph.node(id)?.labelLines ?? [id]
                    let box = Box(x: x, y: y, width: Self.nodeWidth, height: Double(lines.count) * Self.lineHeight + 14)
                    nodes[id] = PlacedNode(id: id, box: box, lines: lines)
                    order.append(id)
                    y += box.height + Self.rowGap
                }
                contentHeight = max(contentHeight, y - Self.rowGap - contentTop)
            }
            let groupWidth = Self.groupPadding * 2 + Double(max(columns.count, 1)) * (Self.nodeWidth + Self.columnGap) - Self.columnGap
            let groupHeight = Self.groupTitleHeight + Self.groupPadding + contentHeight
            groups.append(PlacedGroup(title: section.title, box: Box(x: Self.groupPadding / 2, y: top, width: groupWidth, height: groupHeight), findings: section.findings))
            width = max(width, groupWidth + Self.groupPadding)
            top += groupHeight + Self.groupGap
        }
        height = max(top, 40)
        width = max(width, 300)
    }

    /// Push depth from the root, breadth first; screens it cannot reach from the root start new columns
    /// from 0 in their own order.
    private static func depths(of screens: [String], root: String?, pushes: [String: [String]]) -> [String: Int] {
        let members = Set(screens)
        var depth: [String: Int] = [:]
        var queue: [String] = []
        if let root, members.contains(root) {
            depth[root] = 0
            queue.append(root)
        }
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            for next in pushes[current] ?? [] where members.contains(next) && depth[next] == nil {
                depth[next] = (depth[current] ?? 0) + 1
                queue.append(next)
            }
        }
        for id in screens where depth[id] == nil { depth[id] = 0 }
        return depth
    }
}
