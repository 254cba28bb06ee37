// What the format's terms mean, defined once: the rule language's built-in functions, the graph and the scan
// all ask these instead of reading keys and deciding for themselves.

extension NavigationController {
    /// The screens that belong to a navigation controller whose root is `root`: the root, then the
    /// screens reachable through `pushes`, breadth first; cycles and self-pushes end where a screen
    /// repeats, and ids that are no screen (`isScreen`) are left out.
    public static func members(root: String, isScreen: (String) -> Bool, pushes: (String) -> [String]) -> [String] {
        guard isScreen(root) else { return [] }
        var seen: Set<String> = [root]
        var order = [root]
        var cursor = 0
        while cursor < order.count {
            let current = order[cursor]
            cursor += 1
            for next in pushes(current) where isScreen(next) && !seen.contains(next) {
                seen.insert(next)
                order.append(next)
            }
        }
        return order
    }

    /// Who sets the edge swipe's delegate, in assignment order (`popGesture.delegate`).
    static func owners(_ entity: ModelEntity<NavigationControllerKeys>) -> [PopDelegateOwner] {
        entity[\.popGesture]?[\.delegate] ?? [.system]
    }

    /// The edge swipe is switched on (`popGesture.enabled`).
    static func popGestureEnabled(_ entity: ModelEntity<NavigationControllerKeys>) -> Bool {
        entity[\.popGesture]?[\.enabled] ?? true
    }

    /// A full-screen pop built on UIKit's private target or FDFullscreenPopGesture (`fullScreenPop.via`).
    static func hasFullScreenHack(_ entity: ModelEntity<NavigationControllerKeys>) -> Bool {
        switch entity[\.fullScreenPop]?[\.via] {
        case .privateTarget?, .fdFullscreenPopGesture?: true
        case .native?, nil: false
        }
    }

    static func contentPopGestureEnabled(_ entity: ModelEntity<NavigationControllerKeys>) -> Bool {
        entity[\.contentPopGesture]?[\.enabled] ?? true
    }

    /// UIKit's own object is the only owner: the swipe is refused at the root, with a hidden bar and
    /// with custom left items, and scroll views wait for it.
    public var onlySystemOwner: Bool {
        owners.allSatisfy { $0 == .system }
    }

    /// The API that builds the stack (`kind`, format 1.1).
    public var kind: NavigationKind { entity[\.kind] ?? .uikit }
}

extension NavigationKind {
    /// SwiftUI builds the stack (`NavigationStack`, `NavigationSplitView`), so fixes name SwiftUI
    /// modifiers wherever SwiftUI has the API; it still runs on a `UINavigationController` underneath.
    public var isSwiftUI: Bool { self != .uikit }
}

/// A term of format 1.1 that holds when any of its boolean keys is true: a UIKit key and the SwiftUI
/// modifier with the same effect. Each key is the names leading to it from the object, UIKit's first.
public struct EitherKeyTerm: Sendable {
    public let routes: [[String]]

    /// Whether any of the keys is true on the object, written or by default.
    public func holds(on object: ModelObject) -> Bool {
        routes.contains { route in
            var node = ModelNode(.object(object))
            for name in route {
                guard case .object(let current) = node.value else { return false }
                node = current[name]
            }
            if case .bool(true) = node.value { return true }
            return false
        }
    }
}

extension Screen {
    /// The screen turns swipe-back off itself (`popGesture.disabled`).
    static func disablesSwipeBack(_ entity: ModelEntity<ScreenKeys>) -> Bool {
        entity[\.popGesture]?[\.disabled] ?? false
    }

    /// The screen *hides its back button*: `navigationItem.hidesBackButton` or
    /// `modifiers.navigationBarBackButtonHidden` is true.
    public static let hidingBackButton = EitherKeyTerm(routes: [
        [ScreenKeys.keys.navigationItem.name, NavigationItemKeys.keys.hidesBackButton.name],
        [ScreenKeys.keys.modifiers.name, ModifiersKeys.keys.navigationBarBackButtonHidden.name],
    ])

    /// The screen *hides its bar*: `navigationBarHidden` or `modifiers.navigationBarHidden` is true.
    public static let hidingBar = EitherKeyTerm(routes: [
        [ScreenKeys.keys.navigationBarHidden.name],
        [ScreenKeys.keys.modifiers.name, ModifiersKeys.keys.navigationBarHidden.name],
    ])

    public var hidesBackButton: Bool { Self.hidingBackButton.holds(on: object) }
    public var hidesBar: Bool { Self.hidingBar.holds(on: object) }
}

extension AppDescription {
    /// The screen belongs to the navigation controller and is not its root, so it can be popped there.
    public func isPoppable(screenAt screen: Int, inControllerAt controller: Int) -> Bool {
        guard screen >= 0, screen < screens.count, controller >= 0, controller < navigationControllers.count else { return false }
        return screens[screen].id != navigationControllers[controller].rootID
            && controllerPositions(ofScreenAt: screen).contains(controller)
    }

    /// Positions of the screens that can be popped in the navigation controller: its members but the root.
    public func poppableScreenPositions(ofControllerAt controller: Int) -> [Int] {
        guard controller >= 0, controller < memberPositions.count else { return [] }
        return memberPositions[controller].filter { isPoppable(screenAt: $0, inControllerAt: controller) }
    }

    /// Swipe-back is off on purpose: the screen disables it, or the navigation controller's edge swipe
    /// is switched off.
    public func swipeBackOff(_ screen: Screen, in controller: NavigationController) -> Bool {
        screen.disablesSwipeBack || !controller.popGestureEnabled
    }

    /// iOS 26's content pop exists on the navigation controller: the app is built with the iOS 26 SDK
    /// or later and `contentPopGesture.enabled` is not false.
    public func hasContentPop(_ controller: NavigationController) -> Bool {
        controller.contentPopGestureEnabled && sdk >= Version.iOS26
    }
}
