import Format
import Rules

/// Places a navigation graph on a plane for the HTML page and routes its edges.
///
/// Each controller is a box of columns, one column per push depth from its root, and the boxes are
/// stacked top to bottom in file order; the k-th screens of a box's columns share a row. Columns line
/// up across all boxes, so the channel between two columns and the gap between two rows hold no screen
/// anywhere in the picture. Every edge is an orthogonal line that runs only through that free space:
/// out of its source's side into the channel beside it; when it has columns to cross, along the row
/// gap next to its source to the channel beside its target; then into its target's side. Lines that
/// would overlap get their own tracks in a channel or gap, which grows to fit them, so no line crosses
/// a screen and every point stays inside the picture.
struct GraphLayout {
    struct Box {
        var x: Double
        var y: Double
        var width: Double
        var height: Double
        var maxX: Double { x + width }
        var maxY: Double { y + height }
    }

    struct Point: Equatable {
        var x: Double
        var y: Double
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

    /// One edge as a polyline of horizontal and vertical segments, from a point on its source's border
    /// to a point on its target's border.
    struct Route {
        let edge: NavigationGraph.Edge
        let points: [Point]
    }

    static let nodeWidth = 270.0
    static let lineHeight = 15.0
    static let columnGap = 70.0
    static let rowGap = 18.0
    static let groupPadding = 24.0
    static let groupTitleHeight = 26.0
    static let groupGap = 30.0
    /// Space between neighbouring vertical tracks in a channel, and from a screen to the nearest one:
    /// wide enough that an arrowhead (8 units) ends a straight stretch of line.
    static let channelTrackSpacing = 8.0
    static let channelMargin = 16.0
    /// The same for horizontal tracks in a row gap.
    static let gapTrackSpacing = 6.0
    static let gapMargin = 6.0
    /// Width of one character of a group title, generous for the bold 14 px face, so a title never
    /// runs out of its box or the picture.
    static let titleCharacterWidth = 8.5

    private(set) var nodes: [String: PlacedNode] = [:]
    private(set) var order: [String] = []
    private(set) var groups: [PlacedGroup] = []
    /// One route per drawn edge, in the graph's edge order.
    private(set) var routes: [Route] = []
    private(set) var width = 0.0
    private(set) var height = 0.0

    private enum Side: Hashable { case left, right }

    /// Where edges meet a screen: one port per side, direction and kind, so pushes and presents never
    /// share a line, and a trunk (a vertical track in the channel beside that side) per port.
    private struct Port: Hashable {
        let node: Int
        let side: Side
        let outgoing: Bool
        let kind: NavigationGraph.Edge.Kind
    }

    /// A screen's place in the grid; `row` counts within its group.
    private struct Cell {
        let id: String
        let group: Int
        let column: Int
        let row: Int
        let lines: [String]
    }

    /// A vertical track's span in a channel, or a horizontal track's span in a row gap, in slots: the
    /// rows and gaps top to bottom (or the columns and channels left to right) numbered in order.
    /// Slots keep their order whatever size the gaps grow to, so tracks are packed before anything
    /// has a coordinate.
    private struct Span {
        let lane: Int
        var low: Int
        var high: Int
        mutating func cover(_ slot: Int) {
            low = min(low, slot)
            high = max(high, slot)
        }
    }

    private struct Bus: Hashable {
        let port: Port
        let gap: Int
    }

    /// How one edge is drawn: through its source's trunk alone when its ends are in the same or
    /// neighbouring columns, else also along a bus in a row gap and down its target's trunk.
    private struct Plan {
        let edge: NavigationGraph.Edge
        let out: Port
        let into: Port
        let sourceTrunk: Int
        let bus: Int?
        let targetTrunk: Int?
    }

    init(_ graph: NavigationGraph) {
        var pushes: [String: [String]] = [:]
        for edge in graph.edges where edge.kind == .push { pushes[edge.from, default: []].append(edge.to) }
        var sections: [(title: String, findings: [String], screens: [String], root: String?)] = graph.groups.map { group in
            var title = group.id
            if let className = group.className { title += " · \(className)" }
            return (title, group.ruleIDs, group.screenIDs, group.rootID)
        }
        if !graph.looseScreenIDs.isEmpty {
            sections.append(("presented or in no navigation stack", [], graph.looseScreenIDs, nil))
        }

        // The grid: column by push depth, row by place within the column.
        var cells: [Cell] = []
        var index: [String: Int] = [:]
        var rowHeights: [[Double]] = []
        var columnsOfGroup: [Int] = []
        for (group, section) in sections.enumerated() {
            let depth = Self.depths(of: section.screens, root: section.root, pushes: pushes)
            var lengths: [Int] = []
            var heights: [Double] = []
            for id in section.screens where index[id] == nil {
                let column = depth[id] ?? 0
                while lengths.count <= column { lengths.append(0) }
                let row = lengths[column]
                lengths[column] = row + 1
                let lines = graph.node(id)?.labelLines ?? [id]
                let height = Self.nodeHeight(lines)
                if row < heights.count { heights[row] = max(heights[row], height) } else { heights.append(height) }
                index[id] = cells.count
                cells.append(Cell(id: id, group: group, column: column, row: row, lines: lines))
                order.append(id)
            }
            rowHeights.append(heights)
            columnsOfGroup.append(max(lengths.count, 1))
        }
        let columnCount = columnsOfGroup.max() ?? 1

        // Vertical slots: group g has gaps 0...rows and rows between them, gap k just above row k.
        var slotBase: [Int] = []
        var gapBase: [Int] = []
        var slots = 0, gaps = 0
        for heights in rowHeights {
            slotBase.append(slots)
            gapBase.append(gaps)
            slots += 2 * heights.count + 1
            gaps += heights.count + 1
        }
        func rowSlot(_ cell: Cell) -> Int { (slotBase.element(cell.group) ?? 0) + 2 * cell.row + 1 }

        // Every edge's plan, and the tracks it needs.
        var trunks: [Span] = []
        var trunkOfPort: [Port: Int] = [:]
        var buses: [Span] = []
        var busOf: [Bus: Int] = [:]
        var plans: [Plan] = []
        func trunk(_ port: Port, channel: Int, covering slots: Int...) -> Int {
            let number = trunkOfPort[port] ?? trunks.count
            if number == trunks.count {
                trunkOfPort[port] = number
                trunks.append(Span(lane: channel, low: slots.min() ?? 0, high: slots.max() ?? 0))
            }
            for slot in slots { trunks[number].cover(slot) }
            return number
        }
        for edge in graph.edges {
            guard let from = index[edge.from], let to = index[edge.to],
                  let source = cells.element(from), let target = cells.element(to) else { continue }
            // Forward edges leave right and arrive left, edges to an earlier column the other way
            // round; an edge within a column loops through the channel on the column's right.
            let outSide: Side, inSide: Side, sourceChannel: Int, targetChannel: Int
            if target.column > source.column {
                (outSide, inSide, sourceChannel, targetChannel) = (.right, .left, source.column + 1, target.column)
            } else if target.column < source.column {
                (outSide, inSide, sourceChannel, targetChannel) = (.left, .right, source.column, target.column + 1)
            } else {
                (outSide, inSide, sourceChannel, targetChannel) = (.right, .right, source.column + 1, source.column + 1)
            }
            let out = Port(node: from, side: outSide, outgoing: true, kind: edge.kind)
            let into = Port(node: to, side: inSide, outgoing: false, kind: edge.kind)
            let fromSlot = rowSlot(source), toSlot = rowSlot(target)
            if sourceChannel == targetChannel {
                let number = trunk(out, channel: sourceChannel, covering: fromSlot, toSlot)
                plans.append(Plan(edge: edge, out: out, into: into, sourceTrunk: number, bus: nil, targetTrunk: nil))
                continue
            }
            // Columns to cross: along the gap next to the source's row, on the side of the target.
            let gapRow = toSlot < fromSlot ? source.row : source.row + 1
            let gap = (gapBase.element(source.group) ?? 0) + gapRow
            let gapSlot = (slotBase.element(source.group) ?? 0) + 2 * gapRow
            let first = trunk(out, channel: sourceChannel, covering: fromSlot, gapSlot)
            let last = trunk(into, channel: targetChannel, covering: gapSlot, toSlot)
            let key = Bus(port: out, gap: gap)
            let bus = busOf[key] ?? buses.count
            if bus == buses.count {
                busOf[key] = bus
                buses.append(Span(lane: gap, low: 2 * sourceChannel, high: 2 * sourceChannel))
            }
            buses[bus].cover(2 * targetChannel)
            plans.append(Plan(edge: edge, out: out, into: into, sourceTrunk: first, bus: bus, targetTrunk: last))
        }
        let trunkTracks = Self.pack(trunks, lanes: columnCount + 1)
        let busTracks = Self.pack(buses, lanes: gaps)

        // Columns and channels left to right: channel k lies left of column k, channel 0 at the
        // picture's left edge and the last one at its right edge, outside the groups' padding.
        var channelStart: [Double] = []
        var columnX: [Double] = []
        var x = 0.0
        for channel in 0...columnCount {
            let tracks = trunkTracks.counts.element(channel) ?? 0
            let outer = channel == 0 || channel == columnCount
            let inset = outer ? Self.groupPadding / 2 : 0
            let needed = tracks == 0 ? 0 : 2 * Self.channelMargin + Double(tracks - 1) * Self.channelTrackSpacing
            let channelWidth = max(outer ? Self.groupPadding : Self.columnGap, needed + 2 * inset)
            channelStart.append(x + (channelWidth - Double(max(tracks - 1, 0)) * Self.channelTrackSpacing) / 2)
            x += channelWidth
            if channel < columnCount {
                columnX.append(x)
                x += Self.nodeWidth
            }
        }
        var pictureWidth = x

        // Groups and rows top to bottom.
        var gapStart: [Double] = []
        var rowTop: [[Double]] = []
        var y = Self.groupGap / 2
        for (group, section) in sections.enumerated() {
            let top = y
            y += Self.groupTitleHeight
            let heights = rowHeights.element(group) ?? []
            var tops: [Double] = []
            for gapRow in 0...heights.count {
                let tracks = busTracks.counts.element((gapBase.element(group) ?? 0) + gapRow) ?? 0
                let base = heights.isEmpty ? Self.groupPadding
                    : gapRow == 0 || gapRow == heights.count ? Self.groupPadding / 2 : Self.rowGap
                let needed = tracks == 0 ? 0 : 2 * Self.gapMargin + Double(tracks - 1) * Self.gapTrackSpacing
                let gapHeight = max(base, needed)
                gapStart.append(y + (gapHeight - Double(max(tracks - 1, 0)) * Self.gapTrackSpacing) / 2)
                y += gapHeight
                if let rowHeight = heights.element(gapRow) {
                    tops.append(y)
                    y += rowHeight
                }
            }
            rowTop.append(tops)
            let lastColumn = (columnsOfGroup.element(group) ?? 1) - 1
            let contentRight = (columnX.element(lastColumn) ?? 0) + Self.nodeWidth + Self.groupPadding / 2
            var title = section.title
            if !section.findings.isEmpty { title += " · ⚠ " + section.findings.joined(separator: ", ") }
            let titleRight = Self.groupPadding / 2 + 12 + Double(title.count) * Self.titleCharacterWidth
            let box = Box(x: Self.groupPadding / 2, y: top, width: max(contentRight, titleRight) - Self.groupPadding / 2, height: y - top)
            groups.append(PlacedGroup(title: section.title, box: box, findings: section.findings))
            pictureWidth = max(pictureWidth, box.maxX + Self.groupPadding / 2)
            y += Self.groupGap
        }
        width = max(pictureWidth, 300)
        height = max(y - Self.groupGap / 2, 40)

        var boxes: [Box] = []
        for cell in cells {
            let top = rowTop.element(cell.group)?.element(cell.row) ?? 0
            let box = Box(x: columnX.element(cell.column) ?? 0, y: top, width: Self.nodeWidth, height: Self.nodeHeight(cell.lines))
            boxes.append(box)
            nodes[cell.id] = PlacedNode(id: cell.id, box: box, lines: cell.lines)
        }

        // The lines themselves.
        func trunkX(_ number: Int) -> Double {
            let channel = trunks.element(number)?.lane ?? 0
            let track = trunkTracks.tracks.element(number) ?? 0
            return (channelStart.element(channel) ?? 0) + Double(track) * Self.channelTrackSpacing
        }
        func busY(_ number: Int) -> Double {
            let gap = buses.element(number)?.lane ?? 0
            let track = busTracks.tracks.element(number) ?? 0
            return (gapStart.element(gap) ?? 0) + Double(track) * Self.gapTrackSpacing
        }
        let ports = Self.portDepths(plans: plans, cells: cells, boxes: boxes)
        func point(_ port: Port) -> Point {
            let box = boxes.element(port.node) ?? Box(x: 0, y: 0, width: 0, height: 0)
            return Point(x: port.side == .left ? box.x : box.maxX, y: box.y + (ports[port] ?? box.height / 2))
        }
        for plan in plans {
            let start = point(plan.out), end = point(plan.into)
            let sourceX = trunkX(plan.sourceTrunk)
            var points = [start, Point(x: sourceX, y: start.y)]
            if let bus = plan.bus, let targetTrunk = plan.targetTrunk {
                let busY = busY(bus), targetX = trunkX(targetTrunk)
                points += [Point(x: sourceX, y: busY), Point(x: targetX, y: busY), Point(x: targetX, y: end.y)]
            } else {
                points.append(Point(x: sourceX, y: end.y))
            }
            points.append(end)
            routes.append(Route(edge: plan.edge, points: Self.simplified(points)))
        }
    }

    private static func nodeHeight(_ lines: [String]) -> Double { Double(lines.count) * lineHeight + 14 }

    /// How far below its screen's top each port sits. A channel beside a row is faced by at most two
    /// screens, which share their top: the one on its left (by its right side) and the one on its
    /// right. Their ports get distinct depths, so an edge leaving one never runs along the same line
    /// as an unrelated edge arriving at the other, except that an edge from the left screen straight
    /// to the right one gets a single depth on both and is drawn as one straight line.
    private static func portDepths(plans: [Plan], cells: [Cell], boxes: [Box]) -> [Port: Double] {
        struct GridKey: Hashable {
            let group: Int, column: Int, row: Int
        }
        var cellAt: [GridKey: Int] = [:]
        for (number, cell) in cells.enumerated() {
            cellAt[GridKey(group: cell.group, column: cell.column, row: cell.row)] = number
        }
        var used: Set<Port> = []
        var straight: Set<Port> = []
        for plan in plans {
            used.insert(plan.out)
            used.insert(plan.into)
            guard plan.bus == nil, plan.out.side == .right, plan.into.side == .left,
                  let source = cells.element(plan.out.node), let target = cells.element(plan.into.node),
                  source.group == target.group, source.row == target.row else { continue }
            straight.insert(plan.out)
        }
        let kinds: [NavigationGraph.Edge.Kind] = [.push, .present]
        var depths: [Port: Double] = [:]
        func assign(left: Int?, right: Int?) {
            var lines: [[Port]] = []
            var taken: Set<Port> = []
            if let left, let right {
                for kind in kinds {
                    let out = Port(node: left, side: .right, outgoing: true, kind: kind)
                    guard straight.contains(out) else { continue }
                    let into = Port(node: right, side: .left, outgoing: false, kind: kind)
                    lines.append([out, into])
                    taken.formUnion([out, into])
                }
            }
            for (node, side) in [(left, Side.right), (right, Side.left)] {
                guard let node else { continue }
                for outgoing in [false, true] {
                    for kind in kinds {
                        let port = Port(node: node, side: side, outgoing: outgoing, kind: kind)
                        if used.contains(port), !taken.contains(port) { lines.append([port]) }
                    }
                }
            }
            guard !lines.isEmpty else { return }
            let heights = [left, right].compactMap { $0.flatMap { boxes.element($0)?.height } }
            let height = heights.min() ?? 0
            for (number, line) in lines.enumerated() {
                let depth = height * Double(number + 1) / Double(lines.count + 1)
                for port in line { depths[port] = depth }
            }
        }
        for (number, cell) in cells.enumerated() {
            assign(left: number, right: cellAt[GridKey(group: cell.group, column: cell.column + 1, row: cell.row)])
            if cellAt[GridKey(group: cell.group, column: cell.column - 1, row: cell.row)] == nil {
                assign(left: nil, right: number)
            }
        }
        return depths
    }

    /// Gives each span the lowest-numbered track of its lane that no overlapping span holds (the
    /// left-edge algorithm, O(n log n)); returns every span's track and each lane's number of tracks.
    private static func pack(_ spans: [Span], lanes: Int) -> (tracks: [Int], counts: [Int]) {
        var tracks = [Int](repeating: 0, count: spans.count)
        var counts = [Int](repeating: 0, count: max(lanes, 0))
        var byLane = [[Int]](repeating: [], count: max(lanes, 0))
        for (number, span) in spans.enumerated() where span.lane >= 0 && span.lane < byLane.count {
            byLane[span.lane].append(number)
        }
        for (lane, members) in byLane.enumerated() {
            let sorted = members.sorted {
                let left = spans.element($0), right = spans.element($1)
                return (left?.low ?? 0, left?.high ?? 0, $0) < (right?.low ?? 0, right?.high ?? 0, $1)
            }
            var busy = MinHeap<Occupied>()
            var free = MinHeap<Int>()
            var used = 0
            for number in sorted {
                guard let span = spans.element(number) else { continue }
                while let first = busy.first, first.high < span.low {
                    busy.removeFirst()
                    free.insert(first.track)
                }
                let track: Int
                if let reused = free.removeFirst() {
                    track = reused
                } else {
                    track = used
                    used += 1
                }
                busy.insert(Occupied(high: span.high, track: track))
                if number < tracks.count { tracks[number] = track }
            }
            if lane < counts.count { counts[lane] = used }
        }
        return (tracks, counts)
    }

    private struct Occupied: Comparable {
        let high: Int
        let track: Int
        static func < (lhs: Occupied, rhs: Occupied) -> Bool { (lhs.high, lhs.track) < (rhs.high, rhs.track) }
    }

    /// The points without repeats, and without corners that are not corners (a middle point on a
    /// straight line), so a path never has a zero-length segment to round.
    private static func simplified(_ points: [Point]) -> [Point] {
        var result: [Point] = []
        for point in points {
            if let last = result.last, last == point { continue }
            if result.count >= 2, let last = result.last, let before = result.dropLast().last,
               (before.x == last.x && last.x == point.x) || (before.y == last.y && last.y == point.y) {
                result.removeLast()
            }
            result.append(point)
        }
        return result
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

/// A binary min-heap, for handing out the lowest free track.
private struct MinHeap<Element: Comparable> {
    private var items: [Element] = []

    var first: Element? { items.first }

    mutating func insert(_ item: Element) {
        items.append(item)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard items[child] < items[parent] else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    @discardableResult
    mutating func removeFirst() -> Element? {
        guard let top = items.first, let last = items.popLast() else { return nil }
        guard !items.isEmpty else { return top }
        items[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < items.count, items[left] < items[smallest] { smallest = left }
            if right < items.count, items[right] < items[smallest] { smallest = right }
            guard smallest != parent else { break }
            items.swapAt(parent, smallest)
            parent = smallest
        }
        return top
    }
}

extension Array {
    /// The element at `index`, or nil when the index is out of range.
    fileprivate func element(_ index: Int) -> Element? {
        index >= 0 && index < count ? self[index] : nil
    }
}
