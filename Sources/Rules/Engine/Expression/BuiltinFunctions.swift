import Format

/// What a built-in function accepts for one argument.
enum ParameterKind: Sendable {
    case navigationController
    case screen
    case screenOrController
    case string
    case anyList
    case anyValue

    var description: String {
        switch self {
        case .navigationController: "a navigationController"
        case .screen: "a screen"
        case .screenOrController: "a screen or a navigationController"
        case .string: "a string"
        case .anyList: "a list"
        case .anyValue: "a value"
        }
    }

    func accepts(_ type: StaticType) -> Bool {
        switch (self, type) {
        case (.anyValue, _): true
        case (.navigationController, .object(let schema)): schema === FormatSchema.navigationController
        case (.screen, .object(let schema)): schema === FormatSchema.screen
        case (.screenOrController, .object(let schema)): schema === FormatSchema.screen || schema === FormatSchema.navigationController
        case (.string, let type): type.isStringLike
        case (.anyList, .list): true
        default: false
        }
    }
}

/// A built-in function of the rule language, for what plain paths cannot say.
struct BuiltinFunction: Sendable {
    let name: String
    let parameters: [ParameterKind]
    let summary: String
    let resultType: @Sendable ([StaticType]) -> StaticType
    let body: @Sendable (EvaluationContext, [Located]) -> Located
}

/// The rule language's built-in functions; `docs/custom-rules.md` documents each one.
enum BuiltinFunctions {
    /// Every function's name, for messages and documentation checks.
    static var names: [String] { list.map(\.name) }

    /// Function names are short, so a scan beats hashing; calls happen millions of times on large files.
    static func lookup(_ name: String) -> BuiltinFunction? { list.first { $0.name == name } }

    private static let screenList = StaticType.list(.object(FormatSchema.screen))

    private static func object(_ located: Located) -> ModelObject? {
        if case .object(let object) = located.value { return object }
        return nil
    }

    private static func bool(_ value: Bool) -> Located { Located(.bool(value), span: nil, position: .none, written: false) }

    /// The navigation controller a value is, with its position in the app.
    private static func controller(_ context: EvaluationContext, _ nav: Located) -> (position: Int, controller: NavigationController)? {
        guard let object = object(nav), let position = context.app.position(ofController: object) else { return nil }
        return (position, context.app.navigationControllers[position])
    }

    /// The screen a value is, with its position in the app.
    private static func screen(_ context: EvaluationContext, _ located: Located) -> (position: Int, screen: Screen)? {
        guard let object = object(located), let position = context.app.position(ofScreen: object) else { return nil }
        return (position, context.app.screens[position])
    }

    private static func members(_ context: EvaluationContext, _ nav: Located) -> [Located] {
        context.members(of: nav) ?? []
    }

    // Fields the functions read with their positions, resolved once by name from the declared keys.
    private static let popGestureField = FieldAccess(NavigationControllerKeys.keys.popGesture.name)
    private static let delegateField = FieldAccess(PopGestureKeys.keys.delegate.name)
    private static let navigationItemField = FieldAccess(ScreenKeys.keys.navigationItem.name)
    private static let leftItemsField = FieldAccess(NavigationItemKeys.keys.leftBarButtonItems.name)
    private static let leftItemField = FieldAccess(NavigationItemKeys.keys.leftBarButtonItem.name)
    private static let classField = FieldAccess(ScreenKeys.keys.className.name)

    /// `popGesture.delegate` of a navigation controller, each owner placed where it is written.
    private static func owners(_ nav: Located) -> Located {
        nav.field(popGestureField).field(delegateField)
    }

    /// An either-key term (`EitherKeyTerm`) read from a screen value: the first of its true keys in the
    /// file, placed there (where its finding lands: the use site for a value taken from an anchor), or
    /// false placed at its UIKit key.
    private static func firstTrue(of routes: [[FieldAccess]], on screen: Located) -> Located {
        let keys = routes.map { route in route.reduce(screen) { $0.field($1) } }
        func place(_ key: Located) -> SourceLocation {
            key.span.map { $0.usedVia ?? $0.start } ?? SourceLocation(line: Int.max, column: Int.max)
        }
        let set = keys.filter(\.value.isTrue).min { place($0) < place($1) }
        return set ?? keys.first.map { Located(.bool(false), span: $0.span, position: $0.position, written: $0.written) } ?? bool(false)
    }

    private static func accesses(_ term: EitherKeyTerm) -> [[FieldAccess]] {
        term.routes.map { $0.map(FieldAccess.init) }
    }

    private static let hidingBackButton = accesses(Screen.hidingBackButton)
    private static let hidingBar = accesses(Screen.hidingBar)

    /// The `class` written for a screen or navigation controller, if any.
    private static func className(_ object: Located) -> String? {
        guard case .string(let name) = object.field(classField).value, !name.isEmpty else { return nil }
        return name
    }

    private static func text(_ located: Located) -> String? {
        if case .string(let text) = located.value { return text }
        return nil
    }

    /// Where an item stands in reading order: its source file (in a model built from several), where it
    /// is used (for a value copied through an alias or merge key, the alias), then where it is written;
    /// nil when the item was not written.
    private static func readingOrder(_ item: Located) -> (source: Int, site: SourceLocation, at: SourceLocation)? {
        guard item.written, let span = item.span else { return nil }
        return (span.source ?? 0, span.usedVia ?? span.start, span.start)
    }

    private static func readsBefore(_ left: Located, _ right: Located) -> Bool {
        switch (readingOrder(left), readingOrder(right)) {
        case (let left?, let right?): left < right
        case (.some, nil): true
        default: false
        }
    }

    private static let list: [BuiltinFunction] = [
        BuiltinFunction(name: "members", parameters: [.navigationController],
                       summary: "the screens that belong to the navigation controller: its root and every screen reachable through pushes",
                       resultType: { _ in screenList }) { context, args in
            Located(.list(members(context, args[0])), span: args[0].span, position: args[0].position, written: true)
        },
        BuiltinFunction(name: "poppableScreens", parameters: [.navigationController],
                       summary: "the members of the navigation controller other than its root",
                       resultType: { _ in screenList }) { context, args in
            let positions = controller(context, args[0]).map { context.app.poppableScreenPositions(ofControllerAt: $0.position) } ?? []
            let screens = positions.map { Located.object(context.app.screens[$0].object) }
            return Located(.list(screens), span: args[0].span, position: args[0].position, written: true)
        },
        BuiltinFunction(name: "isPoppable", parameters: [.screen, .navigationController],
                       summary: "the screen belongs to the navigation controller and is not its root",
                       resultType: { _ in .bool }) { context, args in
            guard let screen = screen(context, args[0]), let nav = controller(context, args[1]) else { return bool(false) }
            return bool(context.app.isPoppable(screenAt: screen.position, inControllerAt: nav.position))
        },
        BuiltinFunction(name: "isRoot", parameters: [.screen, .navigationController],
                       summary: "the screen is the navigation controller's root",
                       resultType: { _ in .bool }) { context, args in
            bool(object(args[0])?.id == controller(context, args[1])?.controller.rootID)
        },
        BuiltinFunction(name: "rootScreen", parameters: [.navigationController],
                       summary: "the navigation controller's root screen",
                       resultType: { _ in .object(FormatSchema.screen) }) { context, args in
            guard let root = controller(context, args[0])?.controller.rootID, let screen = context.app.screen(root) else { return .null }
            return Located.object(screen.object)
        },
        BuiltinFunction(name: "controllersOf", parameters: [.screen],
                       summary: "the navigation controllers the screen belongs to",
                       resultType: { _ in .list(.object(FormatSchema.navigationController)) }) { context, args in
            let app = context.app
            let positions = object(args[0]).flatMap(app.position(ofScreen:)).map(app.controllerPositions(ofScreenAt:)) ?? []
            let navs = positions.map { Located.object(app.navigationControllers[$0].object) }
            return Located(.list(navs), span: args[0].span, position: args[0].position, written: true)
        },
        BuiltinFunction(name: "referrers", parameters: [.screen],
                       summary: "the screens that push or present the screen (a screen that pushes itself included)",
                       resultType: { _ in screenList }) { context, args in
            let app = context.app
            let screens = object(args[0]).flatMap(app.position(ofScreen:)).map(app.referrers(ofScreenAt:)) ?? []
            let referrers = screens.map { Located.object($0.object) }
            return Located(.list(referrers), span: args[0].span, position: args[0].position, written: true)
        },
        BuiltinFunction(name: "owners", parameters: [.navigationController],
                       summary: "the owners of the navigation controller's pop gesture delegate (popGesture.delegate as a list)",
                       resultType: { _ in .list(.string) }) { _, args in
            owners(args[0])
        },
        BuiltinFunction(name: "customOwners", parameters: [.navigationController],
                       summary: "the distinct pop delegate owners other than system, each placed at its first mention",
                       resultType: { _ in .list(.string) }) { _, args in
            // A handful of owners at most: a list, as a set type would cost a conformance scan at start-up.
            var seen: [PopDelegateOwner] = []
            let delegate = owners(args[0])
            guard case .list(let items) = delegate.value else { return Located(.list([]), span: delegate.span, position: delegate.position, written: false) }
            let custom = items.filter { item in
                guard let owner = text(item).flatMap(PopDelegateOwner.init(word:)), owner.isCustom else { return false }
                guard !seen.contains(owner) else { return false }
                seen.append(owner)
                return true
            }
            return Located(.list(custom), span: delegate.span, position: delegate.position, written: delegate.written)
        },
        BuiltinFunction(name: "onlySystemOwner", parameters: [.navigationController],
                       summary: "UIKit's own object is the only owner of the pop gesture delegate",
                       resultType: { _ in .bool }) { context, args in
            bool(controller(context, args[0])?.controller.onlySystemOwner ?? false)
        },
        BuiltinFunction(name: "ownerScreen", parameters: [.string],
                       summary: "the screen named by an owner `screen:<id>`, or null for other owners",
                       resultType: { _ in .object(FormatSchema.screen) }) { context, args in
            guard case .screen(let id)? = text(args[0]).flatMap(PopDelegateOwner.init(word:)), let screen = context.app.screen(id) else { return .null }
            return Located.object(screen.object)
        },
        BuiltinFunction(name: "swipeBackOff", parameters: [.screen, .navigationController],
                       summary: "swipe-back is off on purpose: the screen disables it, or the navigation controller's pop gesture is disabled",
                       resultType: { _ in .bool }) { context, args in
            guard let screen = screen(context, args[0]), let nav = controller(context, args[1]) else { return bool(false) }
            return bool(context.app.swipeBackOff(screen.screen, in: nav.controller))
        },
        BuiltinFunction(name: "fullScreenHack", parameters: [.navigationController],
                       summary: "fullScreenPop.via is privateTarget or FDFullscreenPopGesture",
                       resultType: { _ in .bool }) { context, args in
            bool(controller(context, args[0])?.controller.hasFullScreenHack ?? false)
        },
        BuiltinFunction(name: "swiftUI", parameters: [.navigationController],
                       summary: "SwiftUI builds the navigation controller's stack: `kind` is navigationStack or navigationSplitView",
                       resultType: { _ in .bool }) { context, args in
            bool(controller(context, args[0])?.controller.kind.isSwiftUI ?? false)
        },
        BuiltinFunction(name: "className", parameters: [.screenOrController],
                       summary: "the class of the screen or navigation controller (its `class`); for a navigation controller without one or with UIKit's own, its kind and its root's class (`the NavigationStack in HomeView`, `the navigation controller of RootViewController`); else the id: the name a message about scanned code gives it",
                       resultType: { _ in .string }) { context, args in
            let isController = controller(context, args[0]) != nil
            // UIKit's own class says nothing about which stack it is; the root screen does.
            if let name = className(args[0]), !(isController && name.hasPrefix("UI")) {
                return Located(.string(name), span: args[0].span, position: args[0].position, written: false)
            }
            // A SwiftUI stack, or a navigation controller made in code, has no class of its own: name it by the screen it shows first.
            if let nav = controller(context, args[0]), let root = context.app.screen(nav.controller.rootID),
               let rootName = className(Located.object(root.object)) {
                let kind: String
                switch nav.controller.kind {
                case .navigationStack: kind = "NavigationStack"
                case .navigationSplitView: kind = "NavigationSplitView"
                case .uikit: kind = "navigation controller"
                }
                return Located(.string("the \(kind) \(nav.controller.kind.isSwiftUI ? "in" : "of") \(rootName)"), span: args[0].span, position: args[0].position, written: false)
            }
            return args[0].field(Located.idField)
        },
        BuiltinFunction(name: "hidesBackButton", parameters: [.screen],
                       summary: "the screen hides its back button (navigationItem.hidesBackButton or modifiers.navigationBarBackButtonHidden), placed at the first of them that is true",
                       resultType: { _ in .bool }) { _, args in
            firstTrue(of: hidingBackButton, on: args[0])
        },
        BuiltinFunction(name: "hidesBar", parameters: [.screen],
                       summary: "the screen hides its navigation bar (navigationBarHidden or modifiers.navigationBarHidden), placed at the first of them that is true",
                       resultType: { _ in .bool }) { _, args in
            firstTrue(of: hidingBar, on: args[0])
        },
        BuiltinFunction(name: "contentPop", parameters: [.navigationController],
                       summary: "the iOS 26 content pop gesture exists: app.sdk is 26 or later and contentPopGesture.enabled is not false",
                       resultType: { _ in .bool }) { context, args in
            guard let nav = controller(context, args[0]) else { return bool(false) }
            return bool(context.app.hasContentPop(nav.controller))
        },
        BuiltinFunction(name: "leftItems", parameters: [.screen],
                       summary: "the screen's custom left bar button items, from either leftBarButtonItems or leftBarButtonItem",
                       resultType: { _ in .list(.string) }) { _, args in
            let item = args[0].field(navigationItemField)
            let many = item.field(leftItemsField)
            if many.written { return many }
            let one = item.field(leftItemField)
            guard one.written else { return Located(.list([]), span: item.span, position: many.position, written: false) }
            return Located(.list([one]), span: one.span, position: one.position, written: true)
        },
        BuiltinFunction(name: "firstInFile", parameters: [.anyList],
                       summary: "the item of the list written first in the file (an item copied through an alias counts where the alias is), unwritten items last, or null for an empty list",
                       resultType: { types in types.first?.elementType ?? .null }) { _, args in
            // min(by:) keeps the first of equal items, so list order breaks ties.
            guard case .list(let items) = args[0].value, let first = items.min(by: readsBefore) else { return .null }
            return first
        },
        BuiltinFunction(name: "count", parameters: [.anyList],
                       summary: "the number of items in a list",
                       resultType: { _ in .number }) { _, args in
            guard case .list(let items) = args[0].value else { return Located(.number(0), span: nil, position: .none, written: false) }
            return Located(.number(Double(items.count)), span: args[0].span, position: args[0].position, written: args[0].written)
        },
        BuiltinFunction(name: "fromAnchor", parameters: [.anyValue],
                       summary: "the value was copied in through an alias or a merge key (`<<: *base`), i.e. it is shared setup",
                       resultType: { _ in .bool }) { _, args in
            bool(args[0].span?.usedVia != nil)
        },
        BuiltinFunction(name: "isSet", parameters: [.anyValue],
                       summary: "the value was written in the file (not taken from a default)",
                       resultType: { _ in .bool }) { _, args in
            bool(args[0].written)
        },
    ]
}
