// The app description format, version 1, declared once. Each kind of object is a `...Keys` struct whose
// stored `Field` properties are its keys, in order, with type, default and meaning; its schema is built
// from them. The decoder, the rule type checker, the JSON Schema and the docs read the schemas; Swift
// code reads the model through the same declarations (`screen[\.navigationBarHidden]`), and fixed sets
// of words are Swift enumerations, so neither a key nor a word is spelt twice.

/// Who holds a pop gesture recognizer's delegate (`popGesture.delegate`, `contentPopGesture.delegate`).
public enum PopDelegateOwner: Hashable, Sendable, FieldValue, ListElement {
    /// UIKit's own private transition object: untouched.
    case system
    /// The navigation controller, or an object it retains.
    case navigationController
    /// The delegate was set to nil.
    case none
    /// A screen (view controller) set itself as the delegate.
    case screen(String)

    /// The words an owner can be, besides `screen:<id>`.
    public static let words = ["system", "navigationController", "nil"]
    static let screenPrefix = "screen:"

    public init?(word: String) {
        switch word {
        case "system": self = .system
        case "navigationController": self = .navigationController
        case "nil": self = .none
        default:
            guard word.hasPrefix(Self.screenPrefix) else { return nil }
            self = .screen(String(word.dropFirst(Self.screenPrefix.count)))
        }
    }

    /// How the owner is written in the format.
    public var word: String {
        switch self {
        case .system: "system"
        case .navigationController: "navigationController"
        case .none: "nil"
        case .screen(let id): Self.screenPrefix + id
        }
    }

    /// Anything but UIKit's own object: the app decides when the swipe may begin.
    public var isCustom: Bool { self != .system }

    public init?(modelValue: ModelValue) {
        guard case .string(let word) = modelValue else { return nil }
        self.init(word: word)
    }

    public var modelValue: ModelValue { .string(word) }

    public static func elements(of value: ModelValue) -> [PopDelegateOwner] {
        guard case .list(let items) = value else { return [] }
        return items.compactMap { PopDelegateOwner(modelValue: $0.value) }
    }
}

/// What the owner's `gestureRecognizerShouldBegin` checks before it lets a pop begin.
public enum PopGuard: String, FormatWord {
    case stackDepth
    case notTransitioning
    case screenVeto
}

/// Where a navigation controller's pop delegate is installed.
public enum PopDelegateInstallation: String, FormatWord {
    case subclass
    case viaExtension = "extension"
}

/// How a full-screen pop recognizer is built.
public enum FullScreenPopKind: String, FormatWord {
    case privateTarget
    case fdFullscreenPopGesture = "FDFullscreenPopGesture"
    case native
}

/// Where `navigationBar(_:shouldPop:)` is implemented.
public enum BackInterceptionPlace: String, FormatWord {
    case subclass
    case category
}

/// The count comparison under which back interception calls `popViewController` itself.
public enum RepopComparison: String, FormatWord {
    case greater = ">"
    case greaterOrEqual = ">="
}

/// What a screen's own Back (a left item in its place, or `backAction`) runs besides popping.
public enum BackTapEffect: String, FormatWord {
    /// Asks the user before leaving (a "discard changes?" alert).
    case confirm
    /// Saves, sends or resets state before leaving.
    case save
    /// Leaves the whole flow (pops to the root or an earlier screen, or dismisses the presented stack)
    /// instead of stepping back one screen.
    case leave
}

/// What a screen is for.
public enum ScreenPurpose: String, FormatWord {
    case payment
    case media
    case form
    case paging
    case other
}

/// How a screen turns swipe-back off.
public enum PopDisableScope: String, FormatWord {
    case edge
    case allRecognizers
    case veto
}

/// The lifecycle method that turns a screen's swipe-back off.
public enum PopDisableMoment: String, FormatWord {
    case viewDidLoad
    case viewWillAppear
    case viewDidAppear
}

/// The lifecycle method that turns a screen's swipe-back back on.
public enum PopEnableMoment: String, FormatWord {
    case viewWillDisappear
    case viewDidDisappear
    case never
}

/// The direction a scroll view scrolls, or a custom gesture tracks.
public enum ScrollAxis: String, FormatWord {
    case horizontal
    case vertical
    case both
}

/// A control that takes horizontal drags.
public enum HorizontalControl: String, FormatWord {
    case slider
    case map
    case swipeActions
    case carousel
    case other
}

/// The API that builds a navigation controller's stack (format 1.1).
public enum NavigationKind: String, FormatWord {
    case uikit
    case navigationStack
    case navigationSplitView
}

/// What drives a `NavigationStack(path:)` (format 1.1).
public enum StackPathDriver: String, FormatWord {
    /// Written `none`; a Swift case of that name would read as `Optional.none` in comparisons.
    case noPath = "none"
    case state
    case customBinding
    case externalRouter
}

/// Where a screen's "this screen is going away" code runs (format 1.1).
public enum LeaveHandlerMoment: String, FormatWord {
    case viewWillDisappear
    case viewDidDisappear
    case navigationWillShow
    case navigationDidShow
    /// `willMove(toParent:)`: navlint's addition; called just before the screen leaves its parent, ahead of a swipe's end.
    case willMoveToParent
    case didMoveToParent
    case onDisappear
}

/// `modalPresentationStyle` of a presented screen (format 1.1).
public enum PresentationStyle: String, FormatWord {
    case automatic
    case pageSheet
    case formSheet
    case popover
    case fullScreen
    case overFullScreen

    /// The styles UIKit shows as a sheet a swipe down dismisses (`automatic` for most screens).
    public var isSheet: Bool { [.automatic, .pageSheet, .formSheet].contains(self) }
}

/// What starts a screen's pushes (format 1.1).
public enum PushTrigger: String, FormatWord {
    case tap
    case async
    case deepLink
}

/// `popGesture` of a navigation controller: `interactivePopGestureRecognizer`, the edge swipe.
public struct PopGestureKeys: ObjectKeys {
    public static let keys = PopGestureKeys()
    public static let schema = ObjectSchema("popGesture", fields: [keys.enabled.schema, keys.delegate.schema, keys.shouldBegin.schema, keys.requiredToFailBy.schema, keys.restoresSystemDelegateAtRoot.schema])

    public let enabled = Field<Bool>("enabled", .bool, default: .bool(true), "interactivePopGestureRecognizer.isEnabled")
    public let delegate = Field<[PopDelegateOwner]>("delegate", .owners, default: .list([ModelNode(.string(PopDelegateOwner.system.word))]), "who sets interactivePopGestureRecognizer.delegate, in assignment order")
    public let shouldBegin = Field<[PopGuard]>("shouldBegin", .list(.words(PopGuard.self)), default: .list([]), "what the owner's gestureRecognizerShouldBegin checks")
    public let requiredToFailBy = Field<Bool>("requiredToFailBy", .bool, default: .bool(false), "the delegate returns true from gestureRecognizer(_:shouldBeRequiredToFailBy:)")
    public let restoresSystemDelegateAtRoot = Field<Bool>("restoresSystemDelegateAtRoot", .bool, default: .bool(false), "the saved system delegate is restored whenever the root is on top")
}

/// `fullScreenPop`: a recognizer that pops from anywhere on the screen.
public struct FullScreenPopKeys: ObjectKeys {
    public static let keys = FullScreenPopKeys()
    public static let schema = ObjectSchema("fullScreenPop", fields: [keys.via.schema, keys.shouldBegin.schema, keys.targetReadAfterDelegateChange.schema, keys.disablesEdgeGesture.schema, keys.startRegion.schema,
                                                                      keys.ignoresTouchesOn.schema])

    public let via = Field<FullScreenPopKind>("via", .words(FullScreenPopKind.self), required: true, "how the full-screen pop recognizer is built")
    public let shouldBegin = Field<[PopGuard]>("shouldBegin", .list(.words(PopGuard.self)), default: .list([]), "what its delegate checks (privateTarget only)")
    public let targetReadAfterDelegateChange = Field<Bool>("targetReadAfterDelegateChange", .bool, default: .bool(false), "the handler target was read from popGesture.delegate after the delegate was replaced")
    public let disablesEdgeGesture = Field<Bool>("disablesEdgeGesture", .bool, default: .bool(false), "the edge recognizer is turned off")
    public let startRegion = Field<Double>("startRegion", .number, "widest distance in points from the left edge where a pan may start")
    public let ignoresTouchesOn = Field<[HorizontalControl]>("ignoresTouchesOn", .list(.words(HorizontalControl.self)), default: .list([]), "controls whose touches its delegate refuses (gestureRecognizer(_:shouldReceive:))")
}

/// `contentPopGesture`: iOS 26's `interactiveContentPopGestureRecognizer`.
public struct ContentPopGestureKeys: ObjectKeys {
    public static let keys = ContentPopGestureKeys()
    public static let schema = ObjectSchema("contentPopGesture", fields: [keys.enabled.schema, keys.delegate.schema])

    public let enabled = Field<Bool>("enabled", .bool, default: .bool(true), "interactiveContentPopGestureRecognizer.isEnabled (iOS 26)")
    public let delegate = Field<[PopDelegateOwner]>("delegate", .owners, default: .list([ModelNode(.string(PopDelegateOwner.system.word))]), "who sets interactiveContentPopGestureRecognizer.delegate")
}

/// `backInterception`: `navigationBar(_:shouldPop:)` asks the top screen.
public struct BackInterceptionKeys: ObjectKeys {
    public static let keys = BackInterceptionKeys()
    public static let schema = ObjectSchema("backInterception", fields: [keys.implementedIn.schema, keys.distinguishesProgrammaticPop.schema, keys.repopWhen.schema, keys.debounce.schema])

    public let implementedIn = Field<BackInterceptionPlace>("implementedIn", .words(BackInterceptionPlace.self), default: .word(BackInterceptionPlace.subclass), "where navigationBar(_:shouldPop:) is implemented")
    public let distinguishesProgrammaticPop = Field<Bool>("distinguishesProgrammaticPop", .bool, default: .bool(false), "compares viewControllers.count with navigationBar.items.count")
    public let repopWhen = Field<RepopComparison>("repopWhen", .words(RepopComparison.self), "the count comparison under which it calls popViewController itself")
    public let debounce = Field<Double>("debounce", .number, "seconds during which repeated back taps are ignored")
}

/// A navigation controller (`navigationControllers.<id>`).
public struct NavigationControllerKeys: ObjectKeys {
    public static let keys = NavigationControllerKeys()
    public static let schema = ObjectSchema(
        "navigationController",
        conditions: [
            KeyCondition(keys.path.name, onlyWhen: keys.kind.name, is: NavigationKind.navigationStack),
            KeyCondition(keys.routerSyncsOnPop.name, onlyWhen: keys.kind.name, is: NavigationKind.navigationStack),
            KeyCondition(keys.routerSyncsOnPop.name, onlyWhen: keys.path.name, is: StackPathDriver.externalRouter),
        ],
        fields: [keys.className.schema, keys.root.schema, keys.installedBy.schema, keys.popGesture.schema, keys.fullScreenPop.schema, keys.contentPopGesture.schema, keys.delegateAnimates.schema, keys.backInterception.schema,
                 keys.kind.schema, keys.path.schema, keys.routerSyncsOnPop.schema, keys.hidesBarsOnSwipe.schema, keys.hidesBarsOnTap.schema, keys.serializesTransitions.schema, keys.delegateInteraction.schema,
                 keys.delegatePassesSwipePops.schema, keys.ownPopGesture.schema])

    public let className = Field<String>("class", .string, "the UINavigationController subclass, for reference")
    public let root = Field<String>("root", .screenReference, required: true, "the id of its root screen")
    public let installedBy = Field<PopDelegateInstallation>("installedBy", .words(PopDelegateInstallation.self), default: .word(PopDelegateInstallation.subclass), "where the pop delegate is installed")
    public let popGesture = Field<ModelEntity<PopGestureKeys>>("popGesture", .object(PopGestureKeys.schema), presentByDefault: true, "interactivePopGestureRecognizer, the edge swipe")
    public let fullScreenPop = Field<ModelEntity<FullScreenPopKeys>>("fullScreenPop", .object(FullScreenPopKeys.schema), "a recognizer that pops from anywhere on the screen")
    public let contentPopGesture = Field<ModelEntity<ContentPopGestureKeys>>("contentPopGesture", .object(ContentPopGestureKeys.schema), presentByDefault: true, "iOS 26 interactiveContentPopGestureRecognizer")
    public let delegateAnimates = Field<Bool>("delegateAnimates", .bool, default: .bool(false), "its UINavigationControllerDelegate implements animationController(for:...)")
    public let backInterception = Field<ModelEntity<BackInterceptionKeys>>("backInterception", .object(BackInterceptionKeys.schema), "navigationBar(_:shouldPop:) asks the top screen")
    public let kind = Field<NavigationKind>("kind", .words(NavigationKind.self), default: .word(NavigationKind.uikit), "the API that builds this stack: UIKit, NavigationStack or NavigationSplitView")
    public let path = Field<StackPathDriver>("path", .words(StackPathDriver.self), default: .word(StackPathDriver.noPath), "what drives NavigationStack(path:) (navigationStack only)")
    public let routerSyncsOnPop = Field<Bool>("routerSyncsOnPop", .bool, default: .bool(false), "the external router updates its routes when the user pops by swipe or Back (path: externalRouter only)")
    public let hidesBarsOnSwipe = Field<Bool>("hidesBarsOnSwipe", .bool, default: .bool(false), "UINavigationController.hidesBarsOnSwipe")
    public let hidesBarsOnTap = Field<Bool>("hidesBarsOnTap", .bool, default: .bool(false), "UINavigationController.hidesBarsOnTap")
    public let serializesTransitions = Field<Bool>("serializesTransitions", .bool, default: .bool(false), "push, pop and setViewControllers wait or are refused while transitionCoordinator is not nil")
    public let delegateInteraction = Field<Bool>("delegateInteraction", .bool, default: .bool(false), "its UINavigationControllerDelegate returns an interaction controller (interactionControllerFor:)")
    public let delegatePassesSwipePops = Field<Bool>("delegatePassesSwipePops", .bool, default: .bool(false), "its animationController(for:...) returns nil for the pops the edge swipe starts (or for every pop), so UIKit's own interactive pop runs")
    public let ownPopGesture = Field<Bool>("ownPopGesture", .bool, default: .bool(false), "a gesture recognizer of the app's own pops the stack (its action calls popViewController), so neither the back button, the bar nor UIKit's pop delegate decides whether a swipe pops")
}

/// `navigationItem.backBarButtonItem`: styles the back button of the screens this one pushes.
public struct BackBarButtonItemKeys: ObjectKeys {
    public static let keys = BackBarButtonItemKeys()
    public static let schema = ObjectSchema("backBarButtonItem", fields: [keys.title.schema, keys.image.schema, keys.action.schema])

    public let title = Field<String>("title", .string, "the back button title shown on the next screen")
    public let image = Field<String>("image", .string, "an image for the back button")
    public let action = Field<String>("action", .string, "a target/action, which UIKit ignores on a back item")
}

/// A screen's `navigationItem`.
public struct NavigationItemKeys: ObjectKeys {
    public static let keys = NavigationItemKeys()
    public static let schema = ObjectSchema("navigationItem", exclusiveKeys: [[keys.leftBarButtonItem.name, keys.leftBarButtonItems.name]], fields: [keys.leftBarButtonItems.schema, keys.leftBarButtonItem.schema, keys.leftItemsSupplementBackButton.schema, keys.hidesBackButton.schema, keys.backBarButtonItem.schema, keys.backAction.schema, keys.backTapRuns.schema])

    public let leftBarButtonItems = Field<[String]>("leftBarButtonItems", .list(.string), "custom left bar button items")
    public let leftBarButtonItem = Field<String>("leftBarButtonItem", .string, "one custom left bar button item")
    public let leftItemsSupplementBackButton = Field<Bool>("leftItemsSupplementBackButton", .bool, default: .bool(false), "left items are shown beside the back button")
    public let hidesBackButton = Field<Bool>("hidesBackButton", .bool, default: .bool(false), "navigationItem.hidesBackButton")
    public let backBarButtonItem = Field<ModelEntity<BackBarButtonItemKeys>>("backBarButtonItem", .object(BackBarButtonItemKeys.schema), "styles the back button of the screens this one pushes")
    public let backAction = Field<Bool>("backAction", .bool, default: .bool(false), "iOS 16 navigationItem.backAction is set")
    public let backTapRuns = Field<BackTapEffect>("backTapRuns", .words(BackTapEffect.self), "what the screen's own Back runs besides popping")
}

/// A screen's own `popGesture`: its swipe-back policy.
public struct ScreenPopGestureKeys: ObjectKeys {
    public static let keys = ScreenPopGestureKeys()
    public static let schema = ObjectSchema("screenPopGesture", fields: [keys.disabled.schema, keys.scope.schema, keys.disableIn.schema, keys.enableIn.schema, keys.contentPopDisabled.schema])

    public let disabled = Field<Bool>("disabled", .bool, default: .bool(false), "this screen turns swipe-back off")
    public let scope = Field<PopDisableScope>("scope", .words(PopDisableScope.self), default: .word(PopDisableScope.edge), "how it turns swipe-back off")
    public let disableIn = Field<PopDisableMoment>("disableIn", .words(PopDisableMoment.self), default: .word(PopDisableMoment.viewDidLoad), "the lifecycle method that turns it off")
    public let enableIn = Field<PopEnableMoment>("enableIn", .words(PopEnableMoment.self), default: .word(PopEnableMoment.never), "the lifecycle method that turns it back on")
    public let contentPopDisabled = Field<Bool>("contentPopDisabled", .bool, default: .bool(false), "the screen also turns iOS 26's content pop off when it turns swipe-back off")
}

/// A scroll view of a screen (`scrollViews.<name>`).
public struct ScrollViewKeys: ObjectKeys {
    public static let keys = ScrollViewKeys()
    public static let schema = ObjectSchema("scrollView", fields: [keys.axis.schema, keys.paging.schema, keys.requiresPopToFail.schema])

    public let axis = Field<ScrollAxis>("axis", .words(ScrollAxis.self), default: .word(ScrollAxis.vertical), "the direction it scrolls")
    public let paging = Field<Bool>("paging", .bool, default: .bool(false), "isPagingEnabled")
    public let requiresPopToFail = Field<Bool>("requiresPopToFail", .bool, default: .bool(false), "panGestureRecognizer.require(toFail: popGesture)")
}

/// A web view of a screen (`webViews.<name>`).
public struct WebViewKeys: ObjectKeys {
    public static let keys = WebViewKeys()
    public static let schema = ObjectSchema("webView", fields: [keys.backForwardGestures.schema, keys.popRequiresWebViewToFail.schema])

    public let backForwardGestures = Field<Bool>("backForwardGestures", .bool, default: .bool(false), "allowsBackForwardNavigationGestures")
    public let popRequiresWebViewToFail = Field<Bool>("popRequiresWebViewToFail", .bool, default: .bool(false), "the pop gesture waits for the web view's edge swipe to fail")
}

/// A screen's `modifiers`: SwiftUI modifiers on its root view (format 1.1).
public struct ModifiersKeys: ObjectKeys {
    public static let keys = ModifiersKeys()
    public static let schema = ObjectSchema("modifiers", fields: [keys.navigationBarBackButtonHidden.schema, keys.navigationBarHidden.schema, keys.interactiveDismissDisabled.schema])

    public let navigationBarBackButtonHidden = Field<Bool>("navigationBarBackButtonHidden", .bool, default: .bool(false), ".navigationBarBackButtonHidden(true), as navigationItem.hidesBackButton")
    public let navigationBarHidden = Field<Bool>("navigationBarHidden", .bool, default: .bool(false), ".toolbar(.hidden, for: .navigationBar) or .navigationBarHidden(true), as navigationBarHidden")
    public let interactiveDismissDisabled = Field<Bool>("interactiveDismissDisabled", .bool, default: .bool(false), ".interactiveDismissDisabled(), as isModalInPresentation")
}

/// A screen's `leaveHandler`: code that treats the screen going away as final (format 1.1).
public struct LeaveHandlerKeys: ObjectKeys {
    public static let keys = LeaveHandlerKeys()
    public static let schema = ObjectSchema("leaveHandler", fields: [keys.runsIn.schema, keys.checksCancel.schema])

    public let runsIn = Field<LeaveHandlerMoment>("in", .words(LeaveHandlerMoment.self), "the method or callback the handler runs in")
    public let checksCancel = Field<Bool>("checksCancel", .bool, default: .bool(false), "it checks transitionCoordinator first and does nothing on a cancelled swipe")
}

/// A screen's `presentation`: how it is shown when another screen presents it (format 1.1).
public struct PresentationKeys: ObjectKeys {
    public static let keys = PresentationKeys()
    public static let schema = ObjectSchema("presentation", fields: [keys.style.schema, keys.modalInPresentation.schema, keys.handlesInteractiveDismiss.schema])

    public let style = Field<PresentationStyle>("style", .words(PresentationStyle.self), default: .word(PresentationStyle.automatic), "modalPresentationStyle")
    public let modalInPresentation = Field<Bool>("modalInPresentation", .bool, default: .bool(false), "isModalInPresentation")
    public let handlesInteractiveDismiss = Field<Bool>("handlesInteractiveDismiss", .bool, default: .bool(false), "presentationControllerShouldDismiss or DidDismiss (SwiftUI: onDismiss) is handled")
}

/// A custom gesture recognizer of a screen (`gestures.<name>`, format 1.1).
public struct GestureKeys: ObjectKeys {
    public static let keys = GestureKeys()
    public static let schema = ObjectSchema("gesture", fields: [keys.axis.schema, keys.requiresContentPopToFail.schema])

    public let axis = Field<ScrollAxis>("axis", .words(ScrollAxis.self), default: .word(ScrollAxis.both), "the direction it tracks")
    public let requiresContentPopToFail = Field<Bool>("requiresContentPopToFail", .bool, default: .bool(false), "the iOS 26 content pop recognizer waits for it, or it wins through its delegate")
}

/// A screen, a view controller (`screens.<id>`).
public struct ScreenKeys: ObjectKeys {
    public static let keys = ScreenKeys()
    public static let schema = ObjectSchema("screen", fields: [keys.className.schema, keys.pushes.schema, keys.presents.schema, keys.purpose.schema, keys.navigationBarHidden.schema, keys.navigationItem.schema, keys.popGesture.schema, keys.interceptsBack.schema, keys.scrollViews.schema, keys.webViews.schema, keys.horizontalControls.schema,
                                                              keys.modifiers.schema, keys.leaveHandler.schema, keys.presentation.schema, keys.gestures.schema, keys.pushesFrom.schema])

    public let className = Field<String>("class", .string, "the view controller class, for reference")
    public let pushes = Field<[String]>("pushes", .list(.screenReference), default: .list([]), "screens it pushes onto its navigation controller")
    public let presents = Field<[String]>("presents", .list(.screenReference), default: .list([]), "screens it presents modally")
    public let purpose = Field<ScreenPurpose>("purpose", .words(ScreenPurpose.self), "what the screen is for")
    public let navigationBarHidden = Field<Bool>("navigationBarHidden", .bool, default: .bool(false), "the navigation bar is hidden on this screen")
    public let navigationItem = Field<ModelEntity<NavigationItemKeys>>("navigationItem", .object(NavigationItemKeys.schema), presentByDefault: true, "its UINavigationItem")
    public let popGesture = Field<ModelEntity<ScreenPopGestureKeys>>("popGesture", .object(ScreenPopGestureKeys.schema), presentByDefault: true, "this screen's own swipe-back policy")
    public let interceptsBack = Field<Bool>("interceptsBack", .bool, default: .bool(false), "answers the back-interception question")
    public let scrollViews = Field<[ModelEntity<ScrollViewKeys>]>("scrollViews", .map(ScrollViewKeys.schema), presentByDefault: true, "scroll views by name")
    public let webViews = Field<[ModelEntity<WebViewKeys>]>("webViews", .map(WebViewKeys.schema), presentByDefault: true, "WKWebViews by name")
    public let horizontalControls = Field<[HorizontalControl]>("horizontalControls", .list(.words(HorizontalControl.self)), default: .list([]), "controls that take horizontal drags")
    public let modifiers = Field<ModelEntity<ModifiersKeys>>("modifiers", .object(ModifiersKeys.schema), presentByDefault: true, "SwiftUI modifiers on the screen's root view")
    public let leaveHandler = Field<ModelEntity<LeaveHandlerKeys>>("leaveHandler", .object(LeaveHandlerKeys.schema), "code that treats the screen going away as final")
    public let presentation = Field<ModelEntity<PresentationKeys>>("presentation", .object(PresentationKeys.schema), presentByDefault: true, "how the screen is shown when another screen presents it")
    public let gestures = Field<[ModelEntity<GestureKeys>]>("gestures", .map(GestureKeys.schema), presentByDefault: true, "custom gesture recognizers by name")
    public let pushesFrom = Field<[PushTrigger]>("pushesFrom", .list(.words(PushTrigger.self)), default: .list([ModelNode(.word(PushTrigger.tap))]), "what starts this screen's pushes")
}

/// `app`: the app as a whole.
public struct AppKeys: ObjectKeys {
    public static let keys = AppKeys()
    public static let schema = ObjectSchema("app", fields: [keys.name.schema, keys.deploymentTarget.schema, keys.sdk.schema])
    /// What `sdk` means when it is not written.
    public static let defaultSDK = Version(components: [26, 0])

    public let name = Field<String>("name", .string, "the app's name")
    public let deploymentTarget = Field<Version>("deploymentTarget", .version, required: true, "the lowest iOS version the app runs on")
    public let sdk = Field<Version>("sdk", .version, default: .version(defaultSDK), "the iOS SDK the app is built with")
}

/// `extensions`: app-wide category and extension overrides.
public struct ExtensionsKeys: ObjectKeys {
    public static let keys = ExtensionsKeys()
    public static let schema = ObjectSchema("extensions", fields: [keys.scrollViewGestureOverride.schema])

    public let scrollViewGestureOverride = Field<Bool>("scrollViewGestureOverride", .bool, default: .bool(false), "a UIScrollView category overrides gesture delegate methods")
}

/// The whole file.
public struct DocumentKeys: ObjectKeys {
    public static let keys = DocumentKeys()
    public static let schema = ObjectSchema("document", fields: [keys.navlint.schema, keys.app.schema, keys.navigationControllers.schema, keys.screens.schema, keys.extensions.schema])

    public let navlint = Field<Int>("navlint", .integer, required: true, "the format version, 1")
    public let app = Field<ModelEntity<AppKeys>>("app", .object(AppKeys.schema), required: true, "the app")
    public let navigationControllers = Field<[ModelEntity<NavigationControllerKeys>]>("navigationControllers", .map(NavigationControllerKeys.schema), required: true, "navigation controllers by id")
    public let screens = Field<[ModelEntity<ScreenKeys>]>("screens", .map(ScreenKeys.schema), required: true, "screens (view controllers) by id")
    public let extensions = Field<ModelEntity<ExtensionsKeys>>("extensions", .object(ExtensionsKeys.schema), presentByDefault: true, "app-wide category and extension overrides")
}

/// The format as a whole: its version and every kind of object in it.
public enum FormatSchema {
    public static let supportedVersion = 1
    /// The top-level keys of a `.navlint.yml` configuration. Declared here so that the decoder can tell a
    /// configuration saved under a description's name; `Configuration` reads its keys from here too.
    public static let configurationKeys = ["rules", "rulesDirectories", "failOn", "sdk"]

    public static var document: ObjectSchema { DocumentKeys.schema }
    public static var app: ObjectSchema { AppKeys.schema }
    public static var navigationController: ObjectSchema { NavigationControllerKeys.schema }
    public static var screen: ObjectSchema { ScreenKeys.schema }

    /// Every object schema of the format, the document first, each once.
    public static let objectSchemas: [ObjectSchema] = {
        var found: [ObjectSchema] = []
        var pending = [document]
        while let schema = pending.popLast() {
            guard !found.contains(where: { $0 === schema }) else { continue }
            found.append(schema)
            for field in schema.fields {
                if let nested = field.type.objectSchema { pending.append(nested) }
            }
        }
        return found
    }()
}

extension Version {
    public static let zero = Version(components: [0])
    /// The first SDK with the content pop gesture.
    public static let iOS26 = Version(components: [26])

    public init(components: [Int]) {
        self.components = components
    }
}
