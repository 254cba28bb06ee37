import Format
import Rules

/// What swipe-back does on a screen, as the graph colours it; later cases win over earlier ones.
public enum SwipeBackState: Int, Sendable, Comparable, CaseIterable {
    /// Swipe-back behaves as UIKit intends (including refusing at a root).
    case works
    /// The screen turns swipe-back off on purpose (`popGesture.disabled: true`).
    case offOnPurpose
    /// A finding says swipe-back silently stops working or fights another gesture here.
    case silentlyBroken
    /// A finding says a swipe here can freeze the app at the root or crash it.
    case freezeOrCrashRisk

    public static func < (lhs: SwipeBackState, rhs: SwipeBackState) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The words the legend uses.
    public var title: String {
        switch self {
        case .works: "swipe-back works"
        case .offOnPurpose: "swipe-back off on purpose"
        case .silentlyBroken: "swipe-back silently broken"
        case .freezeOrCrashRisk: "root-freeze or crash risk"
        }
    }

    /// A short name for class names in Mermaid, DOT and HTML.
    public var slug: String {
        switch self {
        case .works: "works"
        case .offOnPurpose: "off"
        case .silentlyBroken: "broken"
        case .freezeOrCrashRisk: "risk"
        }
    }

    /// Fill, stroke and text colours, chosen to read in light and dark GitHub themes alike.
    public var colours: (fill: String, stroke: String, text: String) {
        switch self {
        case .works: ("#d8f3dc", "#2d6a4f", "#081c15")
        case .offOnPurpose: ("#e9ecef", "#6c757d", "#212529")
        case .silentlyBroken: ("#fff3bf", "#b08900", "#3d2e00")
        case .freezeOrCrashRisk: ("#ffd6d6", "#c1121f", "#3d0008")
        }
    }

    /// The state a finding implies: what its rule says (`swipeBack`). A custom rule that says nothing
    /// speaks through its severity: an error is taken as a risk, anything else leaves the colour alone.
    static func implied(by diagnostic: Diagnostic, effects: [String: SwipeBackEffect]) -> SwipeBackState? {
        switch effects[diagnostic.ruleID] {
        case .freezeOrCrashRisk?, .rootFreeze?: return .freezeOrCrashRisk
        case .silentlyBroken?: return .silentlyBroken
        case nil: break
        }
        if FileProblem(rawValue: diagnostic.ruleID) != nil || diagnostic.ruleID == Suppressions.unusedID { return nil }
        return diagnostic.severity == .error && !RuleCatalog.builtinIDs.contains(diagnostic.ruleID) ? .freezeOrCrashRisk : nil
    }
}

/// The app's navigation as a graph: controllers as groups, screens as nodes, pushes and presents as
/// edges, each screen with its swipe-back state and findings. Everything is in file order, so output
/// built from it is stable.
public struct NavigationGraph: Sendable {
    /// One screen.
    public struct Node: Sendable {
        public let id: String
        public let className: String?
        /// The controllers whose root it is.
        public let rootOf: [String]
        /// Every controller it belongs to.
        public let controllers: [String]
        public let state: SwipeBackState
        /// Rule ids of findings on the screen or passed down from its controllers, each once, sorted.
        public let ruleIDs: [String]
        /// Positions in `diagnostics` of those findings.
        public let findings: [Int]

        /// What every format writes inside the node, one line each: id, class, roots, findings.
        public var labelLines: [String] {
            var lines = [id]
            if let className { lines.append(className) }
            if !rootOf.isEmpty { lines.append("root of " + rootOf.joined(separator: ", ")) }
            return lines + ruleIDs.map { "⚠ " + $0 }
        }
    }

    /// One navigation controller and the screens drawn inside it.
    public struct Group: Sendable {
        public let id: String
        public let className: String?
        public let rootID: String
        /// Screens drawn in this group: those whose first controller (in file order) is this one.
        public let screenIDs: [String]
        /// Rule ids of findings on the controller itself.
        public let ruleIDs: [String]
    }

    /// A push or a present.
    public struct Edge: Sendable, Hashable {
        public enum Kind: String, Sendable { case push, present }
        public let from: String
        public let to: String
        public let kind: Kind
    }

    public let file: String
    public let groups: [Group]
    /// Screens in no navigation stack (presented modally, or unreachable), in file order.
    public let looseScreenIDs: [String]
    public let nodes: [Node]
    public let edges: [Edge]
    /// Findings that belong to no screen or controller (app-wide keys, file problems).
    public let appRuleIDs: [String]
    /// Every finding, in output order, for pages that list them.
    public let diagnostics: [Diagnostic]

    private let nodeIndex: [String: Int]

    public func node(_ id: String) -> Node? {
        guard let index = nodeIndex[id], index < nodes.count else { return nil }
        return nodes[index]
    }

    /// `rules` are the rules that ran; their `swipeBack` colours the screens their findings reach.
    public init(app: AppDescription, diagnostics: [Diagnostic], rules: [RuleDefinition], file: String) {
        self.file = file
        var effects: [String: SwipeBackEffect] = [:]
        for rule in rules { effects[rule.id] = rule.swipeBack }
        self.diagnostics = Diagnostic.sortedForOutput(diagnostics)

        var screenByPath: [String: String] = [:]
        for screen in app.screens { screenByPath[screen.object.path] = screen.id }
        var controllerByPath: [String: String] = [:]
        for controller in app.navigationControllers { controllerByPath[controller.object.path] = controller.id }

        var screenRules: [String: Set<String>] = [:]
        var screenFindings: [String: [Int]] = [:]
        var screenState: [String: SwipeBackState] = [:]
        var controllerRules: [String: Set<String>] = [:]
        var appRules: Set<String> = []
        func raise(_ screen: String, to state: SwipeBackState?) {
            guard let state else { return }
            screenState[screen] = max(screenState[screen] ?? .works, state)
        }
        func reach(_ screen: String, by index: Int, rule: String, state: SwipeBackState?) {
            screenRules[screen, default: []].insert(rule)
            if screenFindings[screen]?.last != index { screenFindings[screen, default: []].append(index) }
            raise(screen, to: state)
        }
        for (index, diagnostic) in self.diagnostics.enumerated() {
            // A finding that holds for several objects at one line of code (`Diagnostic.repeats`) reaches each.
            for object in diagnostic.perObject {
                var reached = diagnostic
                reached.severity = object.severity
                let implied = SwipeBackState.implied(by: reached, effects: effects)
                switch Self.owner(of: object.path, screens: screenByPath, controllers: controllerByPath) {
                case .screen(let id):
                    reach(id, by: index, rule: diagnostic.ruleID, state: implied)
                case .controller(let id):
                    controllerRules[id, default: []].insert(diagnostic.ruleID)
                    guard let controller = app.controller(id) else { continue }
                    // A root freeze happens on the root; everything else about a controller's gestures
                    // reaches the screens that can be popped from its stack.
                    let affected = effects[diagnostic.ruleID] == .rootFreeze
                        ? [controller.rootID] : controller.members.filter { $0 != controller.rootID }
                    for screen in affected { reach(screen, by: index, rule: diagnostic.ruleID, state: implied) }
                case nil:
                    appRules.insert(diagnostic.ruleID)
                }
            }
        }

        var drawnIn: [String: String] = [:]
        var groups: [Group] = []
        for controller in app.navigationControllers {
            let drawn = controller.members.filter { drawnIn[$0] == nil }
            for id in drawn { drawnIn[id] = controller.id }
            groups.append(Group(
                id: controller.id, className: controller.entity[\.className], rootID: controller.rootID,
                screenIDs: drawn, ruleIDs: (controllerRules[controller.id] ?? []).sorted()))
        }
        self.groups = groups

        var nodes: [Node] = []
        var loose: [String] = []
        var edges: [Edge] = []
        var seenEdges: Set<Edge> = []
        let known = Set(app.screens.map(\.id))
        var roots: [String: [String]] = [:]
        for controller in app.navigationControllers { roots[controller.rootID, default: []].append(controller.id) }
        for screen in app.screens {
            let controllers = app.controllers(containing: screen.id)
            if controllers.isEmpty { loose.append(screen.id) }
            var state = screenState[screen.id] ?? .works
            if state == .works, screen.disablesSwipeBack { state = .offOnPurpose }
            nodes.append(Node(
                id: screen.id, className: screen.entity[\.className],
                rootOf: roots[screen.id] ?? [],
                controllers: controllers, state: state, ruleIDs: (screenRules[screen.id] ?? []).sorted(),
                findings: screenFindings[screen.id] ?? []))
            for (targets, kind) in [(screen.pushes, Edge.Kind.push), (screen.presents, .present)] {
                for target in targets where known.contains(target) {
                    let edge = Edge(from: screen.id, to: target, kind: kind)
                    if seenEdges.insert(edge).inserted { edges.append(edge) }
                }
            }
        }
        self.nodes = nodes
        var nodeIndex: [String: Int] = [:]
        for (index, node) in nodes.enumerated() where nodeIndex[node.id] == nil { nodeIndex[node.id] = index }
        self.nodeIndex = nodeIndex
        self.looseScreenIDs = loose
        self.edges = edges
        self.appRuleIDs = appRules.sorted()
    }

    private enum Owner { case screen(String), controller(String) }

    /// The screen or controller a model path lies under, found by its longest matching prefix (ids may
    /// themselves contain dots).
    private static func owner(of path: String, screens: [String: String], controllers: [String: String]) -> Owner? {
        var prefix = Substring(path)
        while !prefix.isEmpty {
            if let id = screens[String(prefix)] { return .screen(id) }
            if let id = controllers[String(prefix)] { return .controller(id) }
            guard let dot = prefix.lastIndex(of: ".") else { return nil }
            prefix = prefix[..<dot]
        }
        return nil
    }
}
