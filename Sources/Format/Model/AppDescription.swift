/// A screen (view controller) of the app.
public struct Screen: Sendable {
    public let object: ModelObject
    public var id: String { object.id ?? "" }
    public var pushes: [String] { object.strings("pushes") }
    public var presents: [String] { object.strings("presents") }
}

/// A navigation controller of the app, with the screens that belong to it.
public struct NavigationController: Sendable {
    public let object: ModelObject
    /// Screens that belong to it: the root first, then those reachable through `pushes`, breadth first.
    public let members: [String]
    public var id: String { object.id ?? "" }
    public var rootID: String { object.string("root") ?? "" }
}

/// A decoded app description: the model the rules run on.
public struct AppDescription: Sendable {
    public let document: ModelObject
    public let navigationControllers: [NavigationController]
    public let screens: [Screen]
    private let screenIndex: [String: Int]
    private let controllerIndex: [String: Int]
    /// For each screen (by position), the positions of the navigation controllers it belongs to.
    private let controllersByScreen: [[Int]]
    /// For each navigation controller (by position), the positions of its member screens, root first.
    public let memberPositions: [[Int]]
    /// For each screen (by position), the positions of the screens that push or present it.
    private let referrersByScreen: [[Int]]

    init(document: ModelObject) {
        self.document = document
        let screens = document.entries("screens").map(Screen.init(object:))
        var screenIndex: [String: Int] = [:]
        for (offset, screen) in screens.enumerated() where screenIndex[screen.id] == nil {
            screenIndex[screen.id] = offset
        }
        var controllers: [NavigationController] = []
        var memberPositions: [[Int]] = []
        var controllersByScreen = [[Int]](repeating: [], count: screens.count)
        for object in document.entries("navigationControllers") {
            let members = Self.members(root: object.string("root") ?? "", screens: screens, index: screenIndex)
            let positions = members.compactMap { screenIndex[$0] }
            for position in positions { controllersByScreen[position].append(controllers.count) }
            controllers.append(NavigationController(object: object, members: members))
            memberPositions.append(positions)
        }
        self.screens = screens
        self.screenIndex = screenIndex
        self.navigationControllers = controllers
        self.memberPositions = memberPositions
        self.controllersByScreen = controllersByScreen
        var controllerIndex: [String: Int] = [:]
        for (offset, controller) in controllers.enumerated() where controllerIndex[controller.id] == nil {
            controllerIndex[controller.id] = offset
        }
        self.controllerIndex = controllerIndex
        var referrersByScreen = [[Int]](repeating: [], count: screens.count)
        for (offset, screen) in screens.enumerated() {
            for target in Set(screen.pushes + screen.presents) {
                if let position = screenIndex[target] { referrersByScreen[position].append(offset) }
            }
        }
        self.referrersByScreen = referrersByScreen
    }

    /// Breadth-first walk from the root through `pushes`; cycles and self-pushes end where a screen repeats.
    private static func members(root: String, screens: [Screen], index: [String: Int]) -> [String] {
        guard index[root] != nil else { return [] }
        var seen: Set<String> = [root]
        var order = [root]
        var cursor = 0
        while cursor < order.count {
            let current = order[cursor]
            cursor += 1
            guard let position = index[current], position < screens.count else { continue }
            for next in screens[position].pushes where index[next] != nil && !seen.contains(next) {
                seen.insert(next)
                order.append(next)
            }
        }
        return order
    }

    public var app: ModelObject? { document.object("app") }

    public func screen(_ id: String) -> Screen? {
        guard let position = screenIndex[id], position < screens.count else { return nil }
        return screens[position]
    }

    /// The screens that push or present the screen, in file order (a screen that pushes itself included).
    public func referrers(of screenID: String) -> [Screen] {
        guard let position = screenIndex[screenID] else { return [] }
        return referrers(ofScreenAt: position)
    }

    public func referrers(ofScreenAt position: Int) -> [Screen] {
        referrersByScreen[position].map { screens[$0] }
    }

    /// Ids of the navigation controllers a screen belongs to, in file order.
    public func controllers(containing screenID: String) -> [String] {
        guard let position = screenIndex[screenID] else { return [] }
        return controllersByScreen[position].map { navigationControllers[$0].id }
    }

    /// Positions of the navigation controllers the screen at `position` belongs to, in file order.
    public func controllerPositions(ofScreenAt position: Int) -> [Int] {
        controllersByScreen[position]
    }

    /// The position of one of this app's screens, read from the object's ordinal instead of hashing its id.
    public func position(ofScreen object: ModelObject) -> Int? {
        let ordinal = object.ordinal
        guard ordinal >= 0, ordinal < screens.count, screens[ordinal].object === object else { return nil }
        return ordinal
    }

    /// The position of one of this app's navigation controllers, likewise.
    public func position(ofController object: ModelObject) -> Int? {
        let ordinal = object.ordinal
        guard ordinal >= 0, ordinal < navigationControllers.count, navigationControllers[ordinal].object === object else { return nil }
        return ordinal
    }
}

/// Checks that every id the file refers to exists.
enum ReferenceValidator {
    static func validate(_ document: ModelObject, file: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let screens = document.entries("screens")
        let ids = screens.compactMap(\.id)
        let known = Set(ids)
        func check(_ id: String, node: ModelNode, path: String, what: String) {
            guard !known.contains(id) else { return }
            let span = node.span ?? node.keySpan ?? .fileStart
            diagnostics.append(FileProblem.unknownReference.diagnostic(
                "\(what) '\(id)' is not a screen of this file\(Suggestions.didYouMean(id, in: ids)); add it under `screens` or fix the id",
                file: file, span: span, path: path))
        }
        let controllers = document.entries("navigationControllers")
        if controllers.isEmpty, document["navigationControllers"].isWritten {
            let node = document["navigationControllers"]
            diagnostics.append(FileProblem.missingKey.diagnostic(
                "`navigationControllers` is empty; describe at least one navigation controller",
                file: file, span: node.keySpan ?? .fileStart, path: "navigationControllers"))
        }
        for controller in controllers {
            let root = controller["root"]
            if case .string(let id) = root.value {
                check(id, node: root, path: "\(controller.path).root", what: "root screen")
            }
            for gesture in ["popGesture", "contentPopGesture"] {
                guard let object = controller.object(gesture), case .list(let owners) = object["delegate"].value else { continue }
                for (offset, owner) in owners.enumerated() {
                    guard case .string(let word) = owner.value, word.hasPrefix("screen:") else { continue }
                    check(String(word.dropFirst("screen:".count)), node: owner, path: "\(object.path).delegate[\(offset)]", what: "delegate owner screen")
                }
            }
        }
        for screen in screens {
            for key in ["pushes", "presents"] {
                guard case .list(let items) = screen[key].value else { continue }
                for (offset, item) in items.enumerated() {
                    guard case .string(let id) = item.value else { continue }
                    check(id, node: item, path: "\(screen.path).\(key)[\(offset)]", what: key == "pushes" ? "pushed screen" : "presented screen")
                }
            }
        }
        return diagnostics
    }
}

extension AppDescription {
    public func controller(_ id: String) -> NavigationController? {
        guard let position = controllerIndex[id], position < navigationControllers.count else { return nil }
        return navigationControllers[position]
    }
}
