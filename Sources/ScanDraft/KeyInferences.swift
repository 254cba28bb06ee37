import Format
import ScanFacts

/// The screen an inference of keys runs for: its class, its id in the draft, the classes whose code is
/// its code (declared ancestors first, then the class itself), and where the class is declared.
struct ScreenSubject {
    let className: String
    let id: String
    let lineage: [String]
    let declaration: Origin?
}

/// One inference of a draft object's keys: the format keys it may set, and how it reads what the passes
/// found and sets them. Each key of a screen or navigation controller is written by one inference of
/// `KeyInferences.screens` or `KeyInferences.controllers`, so what decides a key is in one place, and a
/// test holds each inference to the keys it declares.
struct KeyInference<Keys: ObjectKeys, Subject>: Sendable {
    let name: String
    /// The keys it may set, as the format spells them.
    let keys: Set<String>
    let apply: @Sendable (DraftContext, Subject, inout ObjectBuilder<Keys>, inout DraftNotes) -> Void

    init<each Value>(_ name: String, keys: repeat KeyPath<Keys, Field<each Value>>,
                     apply: @escaping @Sendable (DraftContext, Subject, inout ObjectBuilder<Keys>, inout DraftNotes) -> Void) {
        self.name = name
        var names: Set<String> = []
        for key in repeat each keys { names.insert(FormatTerms.key(key)) }
        self.keys = names
        self.apply = apply
    }
}

typealias ScreenInference = KeyInference<ScreenKeys, ScreenSubject>
typealias ControllerInference = KeyInference<NavigationControllerKeys, PlannedController>

/// Every inference of a screen's or navigation controller's keys, in the order they run.
enum KeyInferences {
    static let screens: [ScreenInference] = [
        ScreenInference("class", keys: \.className) { context, screen, object, _ in context.setClassName(screen, on: &object) },
        ScreenInference("transitions", keys: \.pushes, \.presents) { context, screen, object, _ in context.setTransitions(screen, on: &object) },
        ScreenInference("purpose", keys: \.purpose) { context, screen, object, notes in
            context.setFormPurpose(screen, on: &object, notes: &notes)
            context.setMediaPurpose(screen, on: &object)
        },
        ScreenInference("navigation item and bar", keys: \.navigationItem, \.navigationBarHidden) { $0.setNavigationItem($1, on: &$2, notes: &$3) },
        // The screen's own switch of the pop gesture, when it has one, wins over the library's per-screen flag.
        ScreenInference("pop gesture", keys: \.popGesture) { context, screen, object, notes in
            context.setPopGesture(screen, on: &object, notes: &notes)
            context.setLibraryPopSwitch(screen, on: &object, notes: &notes)
        },
        ScreenInference("back interception", keys: \.interceptsBack) { context, screen, object, _ in context.setInterceptsBack(screen, on: &object) },
        ScreenInference("views", keys: \.scrollViews, \.webViews) { context, screen, object, _ in context.setViews(screen, on: &object) },
        ScreenInference("format 1.1 facts", keys: \.modifiers, \.leaveHandler, \.presentation, \.gestures, \.pushesFrom) { $0.setScreenFacts($1, on: &$2, notes: &$3) },
        ScreenInference("horizontal controls", keys: \.horizontalControls) { context, screen, object, _ in context.setHorizontalControls(screen, on: &object) },
    ]

    static let controllers: [ControllerInference] = [
        ControllerInference("class and root", keys: \.className, \.root) { context, controller, object, _ in context.setClassAndRoot(controller, on: &object) },
        // installedBy is read from the same owners of the delegate as the edge gesture's keys.
        ControllerInference("edge pop gesture", keys: \.installedBy, \.popGesture) { $0.setEdgePopGesture($1, on: &$2, notes: &$3) },
        ControllerInference("content pop gesture", keys: \.contentPopGesture) { $0.setContentPopGesture($1, on: &$2, notes: &$3) },
        ControllerInference("full-screen pop", keys: \.fullScreenPop) { $0.setFullScreenPop($1, on: &$2, notes: &$3) },
        ControllerInference("animating delegate", keys: \.delegateAnimates, \.delegatePassesSwipePops) { context, controller, object, notes in context.setDelegateAnimates(controller, on: &object, notes: &notes) },
        ControllerInference("back interception", keys: \.backInterception) { $0.setBackInterception($1, on: &$2, notes: &$3) },
        ControllerInference("SwiftUI stack", keys: \.kind, \.path, \.routerSyncsOnPop) { $0.setSwiftUIStack($1, on: &$2, notes: &$3) },
        ControllerInference("bar hiding", keys: \.hidesBarsOnSwipe, \.hidesBarsOnTap) { $0.setBarHiding($1, on: &$2, notes: &$3) },
        ControllerInference("interaction controller", keys: \.delegateInteraction) { context, controller, object, _ in context.setDelegateInteraction(controller, on: &object) },
        ControllerInference("own pop gesture", keys: \.ownPopGesture) { context, controller, object, _ in context.setOwnPopGesture(controller, on: &object) },
        ControllerInference("serialized pushes", keys: \.serializesTransitions) { context, controller, object, _ in context.setSerializesTransitions(controller, on: &object) },
    ]
}
