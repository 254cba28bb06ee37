/// A screen (view controller) of the app.
public struct Screen: Sendable {
    public let entity: ModelEntity<ScreenKeys>

    init(entity: ModelEntity<ScreenKeys>) {
        self.entity = entity
    }

    /// The screen turns swipe-back off itself; see `Navigation.swift` for what it means. Worked out on
    /// each use rather than stored: a stored flag would double the size of every screen in the model.
    public var disablesSwipeBack: Bool { Self.disablesSwipeBack(entity) }

    public var object: ModelObject { entity.object }
    public var id: String { entity.id }
    public var pushes: [String] { entity[\.pushes] ?? [] }
    public var presents: [String] { entity[\.presents] ?? [] }
}

/// A navigation controller of the app, with the screens that belong to it. What its keys mean together
/// (`Navigation.swift`) is worked out once, when the app is built, since rules ask it for every screen.
public struct NavigationController: Sendable {
    public let entity: ModelEntity<NavigationControllerKeys>
    /// Screens that belong to it: the root first, then those reachable through `pushes`, breadth first.
    public let members: [String]
    public let rootID: String
    public let owners: [PopDelegateOwner]
    public let popGestureEnabled: Bool
    public let hasFullScreenHack: Bool
    /// `contentPopGesture.enabled`; whether the content pop exists also depends on the app's SDK.
    public let contentPopGestureEnabled: Bool

    init(entity: ModelEntity<NavigationControllerKeys>, members: [String]) {
        self.entity = entity
        self.members = members
        self.rootID = entity[\.root] ?? ""
        self.owners = Self.owners(entity)
        self.popGestureEnabled = Self.popGestureEnabled(entity)
        self.hasFullScreenHack = Self.hasFullScreenHack(entity)
        self.contentPopGestureEnabled = Self.contentPopGestureEnabled(entity)
    }

    public var object: ModelObject { entity.object }
    public var id: String { entity.id }
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

    private let sdkVersion: Version

    public init(document: ModelObject) {
        self.document = document
        let typed = ModelEntity<DocumentKeys>(document)
        self.sdkVersion = typed?[\.app]?[\.sdk] ?? AppKeys.defaultSDK
        let screens = (typed?[\.screens] ?? []).map(Screen.init(entity:))
        var screenIndex: [String: Int] = [:]
        for (offset, screen) in screens.enumerated() where screenIndex[screen.id] == nil {
            screenIndex[screen.id] = offset
        }
        var controllers: [NavigationController] = []
        var memberPositions: [[Int]] = []
        var controllersByScreen = [[Int]](repeating: [], count: screens.count)
        for entity in typed?[\.navigationControllers] ?? [] {
            let members = NavigationController.members(root: entity[\.root] ?? "", isScreen: { screenIndex[$0] != nil }) { id in
                guard let position = screenIndex[id], position < screens.count else { return [] }
                return screens[position].pushes
            }
            let positions = members.compactMap { screenIndex[$0] }
            for position in positions { controllersByScreen[position].append(controllers.count) }
            controllers.append(NavigationController(entity: entity, members: members))
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

    public var typedDocument: ModelEntity<DocumentKeys>? { ModelEntity(document) }

    public var app: ModelEntity<AppKeys>? { typedDocument?[\.app] }

    /// The iOS SDK the app is built with (`app.sdk`, 26.0 when not written).
    public var sdk: Version { sdkVersion }

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
        let typed = ModelEntity<DocumentKeys>(document)
        let screens = typed?[\.screens] ?? []
        let ids = screens.map(\.id)
        let known = Set(ids)
        // The path is spelled only for a reference that is wrong, not for each of the thousands that are fine.
        func check(_ id: String, node: ModelNode, path: @autoclosure () -> String, what: String) {
            guard !known.contains(id) else { return }
            let span = node.span ?? node.keySpan ?? .fileStart
            diagnostics.append(FileProblem.unknownReference.diagnostic(
                "\(what) '\(id)' is not a screen of this file\(Suggestions.didYouMean(id, in: ids)); add it under `screens` or fix the id",
                file: file, span: span, path: path()))
        }
        let controllers = typed?[\.navigationControllers] ?? []
        if controllers.isEmpty, let written = typed?.node(\.navigationControllers), written.isWritten {
            diagnostics.append(FileProblem.missingKey.diagnostic(
                "`navigationControllers` is empty; describe at least one navigation controller",
                file: file, span: written.keySpan ?? .fileStart, path: DocumentKeys.keys.navigationControllers.name))
        }
        for controller in controllers {
            let root = controller.node(\.root)
            if let id = controller[\.root] {
                check(id, node: root, path: "\(controller.object.path).\(NavigationControllerKeys.keys.root.name)", what: "root screen")
            }
            let delegates = [controller[\.popGesture].map { ($0.object, $0.node(\.delegate)) }, controller[\.contentPopGesture].map { ($0.object, $0.node(\.delegate)) }]
            for case let (gesture, delegate)? in delegates {
                guard case .list(let owners) = delegate.value else { continue }
                for (offset, owner) in owners.enumerated() {
                    guard case .screen(let id)? = PopDelegateOwner(modelValue: owner.value) else { continue }
                    check(id, node: owner, path: "\(gesture.path).\(PopGestureKeys.keys.delegate.name)[\(offset)]", what: "delegate owner screen")
                }
            }
        }
        for screen in screens {
            for (node, key, what) in [(screen.node(\.pushes), ScreenKeys.keys.pushes.name, "pushed screen"), (screen.node(\.presents), ScreenKeys.keys.presents.name, "presented screen")] {
                guard case .list(let items) = node.value else { continue }
                for (offset, item) in items.enumerated() {
                    guard let id = String(modelValue: item.value) else { continue }
                    check(id, node: item, path: "\(screen.object.path).\(key)[\(offset)]", what: what)
                }
            }
        }
        return diagnostics
    }
}

extension AppDescription {
    public func controller(_ id: String) -> NavigationController? {
        controllerPosition(id).map { navigationControllers[$0] }
    }

    /// The position of the navigation controller with the id, in `navigationControllers`.
    public func controllerPosition(_ id: String) -> Int? {
        guard let position = controllerIndex[id], position < navigationControllers.count else { return nil }
        return position
    }
}

extension AppDescription {
    /// The screen or navigation controller a model path lies under (`screens.detail.navigationItem` is
    /// screen `detail`'s), with the node of its class, where it is declared; nil for paths about the app
    /// as a whole. Ids may hold dots, so the longest id that fits is taken.
    public func object(at path: String) -> (kind: AppObjectKind, id: String, declaration: ModelNode?)? {
        let kinds: [(prefix: String, kind: AppObjectKind)] = [("screens.", .screen), ("navigationControllers.", .navigationController)]
        guard let (prefix, kind) = kinds.first(where: { path.hasPrefix($0.prefix) }) else { return nil }
        let rest = path.dropFirst(prefix.count)
        var ends = rest.indices.filter { rest[$0] == "." || rest[$0] == "[" }
        ends.append(rest.endIndex)
        for end in ends.reversed() {
            let id = String(rest[..<end])
            switch kind {
            case .screen:
                if let screen = screen(id) { return (kind, id, screen.entity.node(\.className)) }
            case .navigationController:
                if let controller = controller(id) { return (kind, id, controller.entity.node(\.className)) }
            }
        }
        return nil
    }

    /// How code names a screen or navigation controller: its class; a navigation controller of UIKit's own
    /// class by the screen it shows first, and one of a class that several stacks share with that screen
    /// too (`FlowNavigationController with root SettingsViewController`); the id when no class is known.
    public func codeName(of kind: AppObjectKind, _ id: String) -> String {
        switch kind {
        case .screen:
            return screen(id)?.entity[\.className] ?? id
        case .navigationController:
            guard let controller = controller(id) else { return id }
            let root = screen(controller.rootID)?.entity[\.className]
            switch (controller.entity[\.className], root) {
            case (let name?, let root?) where name.hasPrefix("UI"): return "the navigation controller of \(root)"
            case (let name?, _) where name.hasPrefix("UI"): return id
            case (let name?, let root?): return "\(name) with root \(root)"
            case (let name?, nil): return name
            case (nil, let root?): return "the navigation controller of \(root)"
            case (nil, nil): return id
            }
        }
    }
}
