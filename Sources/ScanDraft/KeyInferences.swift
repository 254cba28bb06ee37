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

/// One inference of a draft object's keys: the format keys it may set, and how it reads the indexed facts
/// and sets them. Each key of a screen or navigation controller is written by one inference of
/// `DraftBuilder.screenInferences` or `controllerInferences`, so what decides a key is in one place, and a
/// test holds each inference to the keys it declares.
struct KeyInference<Keys: ObjectKeys, Subject>: Sendable {
    let name: String
    /// The keys it may set, as the format spells them.
    let keys: Set<String>
    let apply: @Sendable (inout DraftBuilder, Subject, inout ObjectBuilder<Keys>) -> Void

    init<each Value>(_ name: String, keys: repeat KeyPath<Keys, Field<each Value>>,
                     apply: @escaping @Sendable (inout DraftBuilder, Subject, inout ObjectBuilder<Keys>) -> Void) {
        self.name = name
        var names: Set<String> = []
        for key in repeat each keys { names.insert(FormatTerms.key(key)) }
        self.keys = names
        self.apply = apply
    }
}

typealias ScreenInference = KeyInference<ScreenKeys, ScreenSubject>
typealias ControllerInference = KeyInference<NavigationControllerKeys, PlannedController>

extension DraftBuilder {
    /// Every inference of a screen's keys, in the order they run.
    static let screenInferences: [ScreenInference] = [
        ScreenInference("class", keys: \.className) { $0.setClassName($1, on: &$2) },
        ScreenInference("transitions", keys: \.pushes, \.presents) { $0.setTransitions($1, on: &$2) },
        ScreenInference("form purpose", keys: \.purpose) { $0.setFormPurpose($1, on: &$2) },
        ScreenInference("navigation item and bar", keys: \.navigationItem, \.navigationBarHidden) { $0.setNavigationItem($1, on: &$2) },
        // The screen's own switch of the pop gesture, when it has one, wins over the library's per-screen flag.
        ScreenInference("pop gesture", keys: \.popGesture) { builder, screen, object in
            builder.setPopGesture(screen, on: &object)
            builder.setLibraryPopSwitch(screen, on: &object)
        },
        ScreenInference("back interception", keys: \.interceptsBack) { $0.setInterceptsBack($1, on: &$2) },
        ScreenInference("views", keys: \.scrollViews, \.webViews) { $0.setViews($1, on: &$2) },
        ScreenInference("format 1.1 facts", keys: \.modifiers, \.leaveHandler, \.presentation, \.gestures, \.pushesFrom) {
            $0.setScreenFacts($1, on: &$2)
        },
        ScreenInference("horizontal controls", keys: \.horizontalControls) { $0.setHorizontalControls($1, on: &$2) },
    ]

    /// Every inference of a navigation controller's keys, in the order they run.
    static let controllerInferences: [ControllerInference] = [
        ControllerInference("class and root", keys: \.className, \.root) { $0.setClassAndRoot($1, on: &$2) },
        // installedBy is read from the same owners of the delegate as the edge gesture's keys.
        ControllerInference("edge pop gesture", keys: \.installedBy, \.popGesture) { $0.setEdgePopGesture($1, on: &$2) },
        ControllerInference("content pop gesture", keys: \.contentPopGesture) { $0.setContentPopGesture($1, on: &$2) },
        ControllerInference("full-screen pop", keys: \.fullScreenPop) { $0.setFullScreenPop($1, on: &$2) },
        ControllerInference("animating delegate", keys: \.delegateAnimates) { $0.setDelegateAnimates($1, on: &$2) },
        ControllerInference("back interception", keys: \.backInterception) { $0.setBackInterception($1, on: &$2) },
        ControllerInference("SwiftUI stack", keys: \.kind, \.path, \.routerSyncsOnPop) { $0.setSwiftUIStack($1, on: &$2) },
        ControllerInference("bar hiding", keys: \.hidesBarsOnSwipe, \.hidesBarsOnTap) { $0.setBarHiding($1, on: &$2) },
        ControllerInference("interaction controller", keys: \.delegateInteraction) { $0.setDelegateInteraction($1, on: &$2) },
        ControllerInference("serialized pushes", keys: \.serializesTransitions) { $0.setSerializesTransitions($1, on: &$2) },
    ]
}
