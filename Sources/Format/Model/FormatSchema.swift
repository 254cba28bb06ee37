/// The kind of value a key of the app format takes.
public indirect enum ValueType: Sendable {
    case bool
    case integer
    case number
    case string
    case version
    case enumeration([String])
    /// The id of a screen.
    case screenReference
    /// `popGesture.delegate`: one owner or a list of owners.
    case owners
    case list(ValueType)
    case object(ObjectSchema)
    /// A mapping from ids to objects of one schema.
    case map(ObjectSchema)

    /// The schema of the objects this type holds, if it holds objects.
    var objectSchema: ObjectSchema? {
        switch self {
        case .object(let schema), .map(let schema): schema
        case .list(let element): element.objectSchema
        default: nil
        }
    }

    /// The type in words, for messages.
    public var name: String {
        switch self {
        case .bool: "a boolean (true or false)"
        case .integer: "an integer"
        case .number: "a number"
        case .string: "a string"
        case .version: "a version such as \"12.0\""
        case .enumeration: "one of a fixed set of words"
        case .screenReference: "a screen id"
        case .owners: "an owner or a list of owners"
        case .list(let element): "a list of \(element.pluralName)"
        case .object: "a mapping"
        case .map(let schema): "a mapping from ids to \(schema.name) entries"
        }
    }

    var pluralName: String {
        switch self {
        case .screenReference: "screen ids"
        case .enumeration: "words"
        case .string: "strings"
        default: "values"
        }
    }
}

/// One key of an object in the app format.
public struct FieldSchema: Sendable {
    public let name: String
    public let type: ValueType
    public let required: Bool
    /// The value used when the key is not written; `.absent` when it has none.
    public let defaultValue: ModelValue
    /// For object keys: an unwritten object is still built, from its keys' defaults.
    public let presentByDefault: Bool
    public let summary: String

    public init(
        _ name: String, _ type: ValueType, required: Bool = false, default defaultValue: ModelValue = .absent,
        presentByDefault: Bool = false, _ summary: String
    ) {
        self.name = name
        self.type = type
        self.required = required
        self.defaultValue = defaultValue
        self.presentByDefault = presentByDefault
        self.summary = summary
    }
}

/// The keys of one kind of object (an app, a navigation controller, a screen, ...).
public final class ObjectSchema: Sendable {
    public let name: String
    public let fields: [FieldSchema]
    /// Groups of keys of which at most one may be written.
    public let exclusiveKeys: [[String]]
    private let indexByName: [String: Int]

    public init(_ name: String, exclusiveKeys: [[String]] = [], fields: [FieldSchema]) {
        self.name = name
        self.fields = fields
        self.exclusiveKeys = exclusiveKeys
        var index: [String: Int] = [:]
        for (offset, field) in fields.enumerated() { index[field.name] = offset }
        self.indexByName = index
    }

    /// The position of a field. Objects have at most a dozen fields, and comparing short names is
    /// cheaper than hashing them, which matters because rules look fields up millions of times.
    public func index(of name: String) -> Int? {
        guard fields.count <= 16 else { return indexByName[name] }
        return fields.firstIndex { $0.name == name }
    }

    public func field(named name: String) -> FieldSchema? {
        indexByName[name].map { fields[$0] }
    }
}

/// The app description format, version 1, as data: the decoder, the rule checker and the JSON Schema all read it.
public enum FormatSchema {
    public static let supportedVersion = 1
    /// The top-level keys of a `.navlint.yml` configuration. Declared here so that the decoder can tell a
    /// configuration saved under a description's name; `Configuration` reads its keys from here too.
    public static let configurationKeys = ["rules", "rulesDirectories", "failOn"]
    public static let ownerWords = ["system", "navigationController", "nil"]
    public static let guardWords = ["stackDepth", "notTransitioning", "screenVeto"]

    public static let popGesture = ObjectSchema("popGesture", fields: [
        FieldSchema("enabled", .bool, default: .bool(true), "interactivePopGestureRecognizer.isEnabled"),
        FieldSchema("delegate", .owners, default: .list([ModelNode(.string("system"))]), "who sets interactivePopGestureRecognizer.delegate, in assignment order"),
        FieldSchema("shouldBegin", .list(.enumeration(guardWords)), default: .list([]), "what the owner's gestureRecognizerShouldBegin checks"),
        FieldSchema("requiredToFailBy", .bool, default: .bool(false), "the delegate returns true from gestureRecognizer(_:shouldBeRequiredToFailBy:)"),
        FieldSchema("restoresSystemDelegateAtRoot", .bool, default: .bool(false), "the saved system delegate is restored whenever the root is on top"),
    ])

    public static let fullScreenPop = ObjectSchema("fullScreenPop", fields: [
        FieldSchema("via", .enumeration(["privateTarget", "FDFullscreenPopGesture", "native"]), required: true, "how the full-screen pop recognizer is built"),
        FieldSchema("shouldBegin", .list(.enumeration(guardWords)), default: .list([]), "what its delegate checks (privateTarget only)"),
        FieldSchema("targetReadAfterDelegateChange", .bool, default: .bool(false), "the handler target was read from popGesture.delegate after the delegate was replaced"),
        FieldSchema("disablesEdgeGesture", .bool, default: .bool(false), "the edge recognizer is turned off"),
        FieldSchema("startRegion", .number, "widest distance in points from the left edge where a pan may start"),
    ])

    public static let contentPopGesture = ObjectSchema("contentPopGesture", fields: [
        FieldSchema("enabled", .bool, default: .bool(true), "interactiveContentPopGestureRecognizer.isEnabled (iOS 26)"),
        FieldSchema("delegate", .owners, default: .list([ModelNode(.string("system"))]), "who sets interactiveContentPopGestureRecognizer.delegate"),
    ])

    public static let backInterception = ObjectSchema("backInterception", fields: [
        FieldSchema("implementedIn", .enumeration(["subclass", "category"]), default: .string("subclass"), "where navigationBar(_:shouldPop:) is implemented"),
        FieldSchema("distinguishesProgrammaticPop", .bool, default: .bool(false), "compares viewControllers.count with navigationBar.items.count"),
        FieldSchema("repopWhen", .enumeration([">", ">="]), "the count comparison under which it calls popViewController itself"),
        FieldSchema("debounce", .number, "seconds during which repeated back taps are ignored"),
    ])

    public static let navigationController = ObjectSchema("navigationController", fields: [
        FieldSchema("class", .string, "the UINavigationController subclass, for reference"),
        FieldSchema("root", .screenReference, required: true, "the id of its root screen"),
        FieldSchema("installedBy", .enumeration(["subclass", "extension"]), default: .string("subclass"), "where the pop delegate is installed"),
        FieldSchema("popGesture", .object(popGesture), presentByDefault: true, "interactivePopGestureRecognizer, the edge swipe"),
        FieldSchema("fullScreenPop", .object(fullScreenPop), "a recognizer that pops from anywhere on the screen"),
        FieldSchema("contentPopGesture", .object(contentPopGesture), presentByDefault: true, "iOS 26 interactiveContentPopGestureRecognizer"),
        FieldSchema("delegateAnimates", .bool, default: .bool(false), "its UINavigationControllerDelegate implements animationController(for:...)"),
        FieldSchema("backInterception", .object(backInterception), "navigationBar(_:shouldPop:) asks the top screen"),
    ])

    public static let backBarButtonItem = ObjectSchema("backBarButtonItem", fields: [
        FieldSchema("title", .string, "the back button title shown on the next screen"),
        FieldSchema("image", .string, "an image for the back button"),
        FieldSchema("action", .string, "a target/action, which UIKit ignores on a back item"),
    ])

    public static let navigationItem = ObjectSchema("navigationItem", exclusiveKeys: [["leftBarButtonItem", "leftBarButtonItems"]], fields: [
        FieldSchema("leftBarButtonItems", .list(.string), "custom left bar button items"),
        FieldSchema("leftBarButtonItem", .string, "one custom left bar button item"),
        FieldSchema("leftItemsSupplementBackButton", .bool, default: .bool(false), "left items are shown beside the back button"),
        FieldSchema("hidesBackButton", .bool, default: .bool(false), "navigationItem.hidesBackButton"),
        FieldSchema("backBarButtonItem", .object(backBarButtonItem), "styles the back button of the screens this one pushes"),
        FieldSchema("backAction", .bool, default: .bool(false), "iOS 16 navigationItem.backAction is set"),
    ])

    public static let screenPopGesture = ObjectSchema("screenPopGesture", fields: [
        FieldSchema("disabled", .bool, default: .bool(false), "this screen turns swipe-back off"),
        FieldSchema("scope", .enumeration(["edge", "allRecognizers", "veto"]), default: .string("edge"), "how it turns swipe-back off"),
        FieldSchema("disableIn", .enumeration(["viewDidLoad", "viewWillAppear", "viewDidAppear"]), default: .string("viewDidLoad"), "the lifecycle method that turns it off"),
        FieldSchema("enableIn", .enumeration(["viewWillDisappear", "viewDidDisappear", "never"]), default: .string("never"), "the lifecycle method that turns it back on"),
    ])

    public static let scrollView = ObjectSchema("scrollView", fields: [
        FieldSchema("axis", .enumeration(["horizontal", "vertical", "both"]), default: .string("vertical"), "the direction it scrolls"),
        FieldSchema("paging", .bool, default: .bool(false), "isPagingEnabled"),
        FieldSchema("requiresPopToFail", .bool, default: .bool(false), "panGestureRecognizer.require(toFail: popGesture)"),
    ])

    public static let webView = ObjectSchema("webView", fields: [
        FieldSchema("backForwardGestures", .bool, default: .bool(false), "allowsBackForwardNavigationGestures"),
        FieldSchema("popRequiresWebViewToFail", .bool, default: .bool(false), "the pop gesture waits for the web view's edge swipe to fail"),
    ])

    public static let screen = ObjectSchema("screen", fields: [
        FieldSchema("class", .string, "the view controller class, for reference"),
        FieldSchema("pushes", .list(.screenReference), default: .list([]), "screens it pushes onto its navigation controller"),
        FieldSchema("presents", .list(.screenReference), default: .list([]), "screens it presents modally"),
        FieldSchema("purpose", .enumeration(["payment", "media", "form", "paging", "other"]), "what the screen is for"),
        FieldSchema("navigationBarHidden", .bool, default: .bool(false), "the navigation bar is hidden on this screen"),
        FieldSchema("navigationItem", .object(navigationItem), presentByDefault: true, "its UINavigationItem"),
        FieldSchema("popGesture", .object(screenPopGesture), presentByDefault: true, "this screen's own swipe-back policy"),
        FieldSchema("interceptsBack", .bool, default: .bool(false), "answers the back-interception question"),
        FieldSchema("scrollViews", .map(scrollView), presentByDefault: true, "scroll views by name"),
        FieldSchema("webViews", .map(webView), presentByDefault: true, "WKWebViews by name"),
        FieldSchema("horizontalControls", .list(.enumeration(["slider", "map", "swipeActions", "carousel", "other"])), default: .list([]), "controls that take horizontal drags"),
    ])

    public static let app = ObjectSchema("app", fields: [
        FieldSchema("name", .string, "the app's name"),
        FieldSchema("deploymentTarget", .version, required: true, "the lowest iOS version the app runs on"),
        FieldSchema("sdk", .version, default: .version(Version("26.0") ?? Version.zero), "the iOS SDK the app is built with"),
    ])

    public static let extensions = ObjectSchema("extensions", fields: [
        FieldSchema("scrollViewGestureOverride", .bool, default: .bool(false), "a UIScrollView category overrides gesture delegate methods"),
    ])

    public static let document = ObjectSchema("document", fields: [
        FieldSchema("navlint", .integer, required: true, "the format version, 1"),
        FieldSchema("app", .object(app), required: true, "the app"),
        FieldSchema("navigationControllers", .map(navigationController), required: true, "navigation controllers by id"),
        FieldSchema("screens", .map(screen), required: true, "screens (view controllers) by id"),
        FieldSchema("extensions", .object(extensions), presentByDefault: true, "app-wide category and extension overrides"),
    ])

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
