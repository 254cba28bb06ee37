import Format
import ScanFacts

/// `fullScreenPop` from the code that installs a full-screen pan: on the stacks of the navigation
/// subclass that installs it; for a `UINavigationController` category or extension, on every stack, SwiftUI's
/// too, when UIKit runs the install (a swizzle, as FDFullscreenPopGesture's, or a method UIKit calls), else on
/// the stacks of the navigation subclasses that call it and of the screens that call it on their own
/// navigation controller; for the library known only by its API, on every UIKit stack. Pan code whose
/// stacks or delegate cannot be told stays a note.
struct FullScreenPanPlanning: DraftPass {
    let input: DraftInput
    let stacks: StackPlan
    let delegates: DelegateOwnership.Output

    func run(notes: inout DraftNotes) -> FullScreenPanPlan {
        var byController: [String: FullScreenPlan] = [:]
        var coveredFiles: Set<Int> = []
        var edgeSwitchReach: [Place: Set<String>] = [:]
        var edgeSwitchesReachingEvery: Set<Place> = []
        var edgeSwitchesReaching: [String: [Place]] = [:]
        var libraryInApp = false
        // A pan installed only below iOS 26 (`if #unavailable(iOS 26.0) { installFullScreenPop() }`) is not
        // there on iOS 26, whose content pop does its job: the draft describes the build as it runs there.
        let panFacts = facts.fullScreenPans.filter { fact in
            guard let guarded = installedOnlyBelowIOS26(fact) else { return true }
            notes.note("installs its full-screen pan only below iOS 26 (\(code.origin(guarded))); the draft describes the build on iOS 26, whose content pop does the job, so \(FormatTerms.key(\NavigationControllerKeys.fullScreenPop)) is left out", at: code.origin(fact.place), on: .global)
            return false
        }
        guard !panFacts.isEmpty else { return FullScreenPanPlan() }
        let uikitStacks = stacks.controllers.filter { !SwiftUIViews.isContainer($0.className) }
        let swizzled = code.swizzledSelectors()
        var unplaced: [FullScreenPanFact] = []
        // A subclass's own pan before a category's: the subclass's code runs for its stacks.
        let ordered = panFacts.filter { $0.source == .privateTarget && $0.installer != ClassHierarchy.navigationBase }
            + panFacts.filter { $0.source == .privateTarget && $0.installer == ClassHierarchy.navigationBase }
        // The stacks no pan is planned for yet, in order: a pan that reaches every stack (every category
        // UIKit runs does) is tried on these alone, so that many such categories stay linear. A SwiftUI
        // stack runs on UIKit's navigation controller, whose `viewDidLoad` such a category's code is.
        var unplanned = stacks.controllers
        for fact in ordered {
            guard let stacks = stacksInstalling(fact, among: uikitStacks, swizzled: swizzled) else {
                unplaced.append(fact)
                continue
            }
            // `stacks` is then every UIKit stack in their order, as `unplanned` keeps them.
            let reachesEvery = fact.installer == ClassHierarchy.navigationBase && fact.method.map { PanInstalls.runsOnEveryStack($0, swizzled: swizzled) } == true
            if let off = fact.disablesEdge {
                if reachesEvery {
                    edgeSwitchesReachingEvery.insert(off)
                    edgeSwitchReach[off] = nil
                } else if !edgeSwitchesReachingEvery.contains(off) {
                    edgeSwitchReach[off, default: []].formUnion(stacks.map(\.id))
                }
            }
            // A SwiftUI stack runs the methods UIKit calls on every navigation controller as it is made; what a
            // swizzle of another method installs is not known to reach it.
            let reachesSwiftUI = fact.method.map { ViewLifecycle.loadingMethods.contains($0.name) || $0.name == "init" } ?? false
            for stack in reachesEvery ? unplanned.filter({ reachesSwiftUI || !SwiftUIViews.isContainer($0.className) }) : stacks where byController[stack.id] == nil {
                guard let guards = panGuards(fact, controller: stack, notes: &notes) else { continue }
                byController[stack.id] = FullScreenPlan(fact: fact, origin: code.origin(fact.place), guards: guards)
            }
            if reachesEvery { unplanned.removeAll { byController[$0.id] != nil } }
            coveredFiles.insert(fact.place.file)
        }
        // The library swizzles every navigation controller, except those that switch its pan off: its
        // install counts where UIKit runs it, its API wherever it is used. Its place is its install when
        // the app ships its source outside a vendored folder, else the app's first use of its API.
        // A copy of the library in the app's own code reaches the stacks its install reaches (every one when
        // UIKit runs it, those it is called on otherwise); the library's API, which the copy declares and
        // the screens use, is then the copy's, not a sign of the library swizzling every stack. (A vendored
        // library's install is the library's own, and the app's first use of its API is where it is shown.)
        let holdsCopy = panFacts.contains { $0.source == .library && $0.method != nil && !code.vendored[$0.place.file] }
        var library: [(fact: FullScreenPanFact, stacks: [PlannedController])] = []
        for fact in panFacts where fact.source == .library {
            guard fact.method != nil else {
                if !holdsCopy { library.append((fact, uikitStacks)) }
                continue
            }
            guard let stacks = stacksInstalling(fact, among: uikitStacks, swizzled: swizzled) else {
                unplaced.append(fact)
                continue
            }
            library.append((fact, stacks))
        }
        let own = library.filter { !code.vendored[$0.fact.place.file] }
        if let shown = own.first(where: { $0.fact.method != nil }) ?? own.first ?? library.first {
            libraryInApp = true
            let optedOut = Set(facts.libraryPopSettings.compactMap { setting -> String? in
                guard case .panEnabled(let value) = setting.change, value == false, case .object(let name) = setting.subject else { return nil }
                return name
            })
            // Every UIKit stack, without listing them, when one install reaches them all.
            let reached = library.contains { $0.stacks.count == uikitStacks.count } ? nil : Set(library.flatMap { $0.stacks.map(\.id) })
            let called = shown.fact.method.flatMap { PanInstalls.runsOnEveryStack($0, swizzled: swizzled) ? nil : $0.name }
            for stack in uikitStacks where (reached?.contains(stack.id) ?? true) && byController[stack.id] == nil && optedOut.isDisjoint(with: navigationCodeClasses(stack)) {
                byController[stack.id] = FullScreenPlan(fact: shown.fact, origin: code.origin(shown.fact.place), guards: nil, calledInstall: called)
            }
            for (fact, _) in library { coveredFiles.insert(fact.place.file) }
        }
        let edgeSwitchesInOrder = (Array(edgeSwitchReach.keys) + edgeSwitchesReachingEvery).sorted()
        for place in edgeSwitchReach.keys.sorted() {
            for id in edgeSwitchReach[place] ?? [] { edgeSwitchesReaching[id, default: []].append(place) }
        }
        let libraryEdgeSwitches = Set(panFacts.filter { $0.source == .library }.compactMap(\.disablesEdge)).sorted()
        // Pan code whose stacks cannot be told keeps today's note, at the code that installs it.
        for fact in unplaced where !coveredFiles.contains(fact.place.file) {
            notes.noteFullScreenPopCode(code.stream(fact.place.file).at(fact.place.token)?.text ?? "", at: code.origin(fact.place))
            coveredFiles.insert(fact.place.file)
        }
        return FullScreenPanPlan(byController: byController, coveredFiles: coveredFiles, edgeSwitchReach: edgeSwitchReach,
                                 edgeSwitchesReachingEvery: edgeSwitchesReachingEvery, edgeSwitchesReaching: edgeSwitchesReaching,
                                 edgeSwitchesInOrder: edgeSwitchesInOrder, libraryEdgeSwitches: libraryEdgeSwitches, libraryInApp: libraryInApp)
    }

    /// The stacks a pan's install reaches: a navigation subclass's own; for a `UINavigationController`
    /// category or extension, every UIKit stack when UIKit runs the install method (a swizzle names its
    /// selector, or it is a method UIKit calls), else the stacks of the navigation subclasses that call
    /// it on themselves and of the screens that call it on their own navigation controller and do not
    /// remove it as they leave. Nil when it cannot be told (a helper installs it, something else calls
    /// it, or nothing does). `uikitStacks` are the UIKit stacks, `swizzled` the selectors handed to the
    /// runtime (`CodeBase.swizzledSelectors`).
    private func stacksInstalling(_ fact: FullScreenPanFact, among uikitStacks: [PlannedController], swizzled: Set<String>) -> [PlannedController]? {
        guard let installer = fact.installer, let method = fact.method else { return nil }
        // The stacks that run a class's code, through the index rather than a walk of every stack per pan.
        func running(_ classes: Set<String>) -> [PlannedController] {
            stacks.at(Set(classes.flatMap { stacks.index.running($0) }).sorted()).filter { !SwiftUIViews.isContainer($0.className) }
        }
        if installer != ClassHierarchy.navigationBase {
            guard code.hierarchy.role(of: installer).role == .navigationController else { return nil }
            return running([installer])
        }
        if PanInstalls.runsOnEveryStack(method, swizzled: swizzled) { return uikitStacks }
        let callers = code.calls(named: method.name).filter { !method.body.contains($0.call.place.token) || $0.file != fact.place.file }
        if callers.isEmpty { return nil }
        let removers = panRemovers(beside: method, in: fact.place.file)
        var classes: Set<String> = []
        var screens: [String] = []
        for (_, call) in callers {
            let place = call.place
            guard let owner = code.ownerName(place) else { return nil }
            let chain = call.receiverChain
            switch code.hierarchy.role(of: owner).role {
            case .navigationController where chain.isEmpty || (chain.count == 1 && code.isSelf(chain[0], at: place)):
                classes.insert(owner)
            case .screen where isOnOwnNavigationController(call):
                // `[self.navigationController addFullscreenPopGesture]`: the stacks of the screen (or of the
                // screens a base class's code runs as), unless it removes the pan again when it leaves (then
                // the pan is the screen's alone).
                let ids = self.screens(ofCodeClass: owner).compactMap { selection.screenIDs[$0] }
                if ids.isEmpty { return nil }
                if !removesOwnPan(owner, removers: removers) { screens += ids }
            default:
                return nil
            }
        }
        let held = stacks.at(stacks.index.holding(screens)).filter { !SwiftUIViews.isContainer($0.className) }
        var seen: Set<String> = []
        return (running(classes) + held).filter { seen.insert($0.id).inserted }
    }

    /// `fullScreenPop.shouldBegin` from the pan's delegate. Nil (with a note) when the delegate cannot be
    /// told: the pan is then left out rather than described with guards it may not have.
    private func panGuards(_ fact: FullScreenPanFact, controller: PlannedController, notes: inout DraftNotes) -> FullScreenPlan.Guards? {
        let delegateOrigin = fact.delegatePlace.map { code.origin($0) }
        let factOrigin = code.origin(fact.place)
        let key = FormatTerms.key(\NavigationControllerKeys.fullScreenPop)
        let decider: String?
        switch fact.delegate {
        case .none:
            return ([], factOrigin.span, "the pan has no delegate, so every swipe may begin")
        case .selfObject:
            // A SwiftUI stack runs on UIKit's navigation controller, so the extension's own method decides.
            decider = fact.installer == ClassHierarchy.navigationBase && isNavigationClass(controller.className) ? controller.className : fact.installer
        case .popGestureDelegate:
            // The edge swipe's delegate decides for the pan too: UIKit's own refuses at the root and during
            // transitions. Not when the app replaces that delegate, or the recognizer itself (a getter override).
            let replaced = !delegates.owners(of: controller, recognizer: .edge).owners.isEmpty
                || navigationCodeClasses(controller).contains { code.methods(of: $0).contains { $0.method.name == "interactivePopGestureRecognizer" } }
            guard !replaced, let origin = delegateOrigin else {
                notes.note("the full-screen pan's delegate is the pop gesture's delegate, which this navigation controller replaces, so \(key) is left out; describe it by hand", at: delegateOrigin ?? factOrigin, on: .controller(controller.id))
                return nil
            }
            let items = [PopGuard.stackDepth, .notTransitioning].map { (value: $0, span: Optional(origin.span), comment: Optional(DraftComment.unprinted)) }
            return (items, origin.span, "the pop gesture's own delegate, UIKit's, \(origin)")
        case .other(let text):
            decider = fact.delegatePlace.flatMap { code.delegateObjectClass(text, at: $0) }
            if decider == nil {
                notes.note("the full-screen pan's delegate is set to '\(text)', which navlint scan could not identify, so \(key) is left out; describe it by hand", at: delegateOrigin, on: .controller(controller.id))
            }
        }
        guard let decider else { return nil }
        let (guards, method, reason) = deciderGuards(decider, askedBy: nil)
        let listed = PopGuard.allCases.compactMap { item in guards[item].map { listItem(item, seenAt: $0) } }
        return (listed, method?.span ?? delegateOrigin?.span, reason)
    }
}

/// The full-screen pan a navigation controller gets from the code, chosen before the entries are written.
struct FullScreenPlan {
    let fact: FullScreenPanFact
    /// Where `via` is placed: the install, or for the library the app's own first use of it.
    let origin: Origin
    /// `fullScreenPop.shouldBegin` of a pan on the private target: the guards, where they are placed, and a comment.
    let guards: Guards?
    /// The install method, for a library copy the app calls itself rather than one UIKit runs on every stack.
    let calledInstall: String?

    init(fact: FullScreenPanFact, origin: Origin, guards: Guards?, calledInstall: String? = nil) {
        self.fact = fact
        self.origin = origin
        self.guards = guards
        self.calledInstall = calledInstall
    }

    typealias Guards = (items: [(value: PopGuard, span: SourceSpan?, comment: String?)], span: SourceSpan?, comment: String?)
}

/// The full-screen pans the code installs, planned for the stacks they reach (`FullScreenPanPlanning`).
struct FullScreenPanPlan {
    /// Each controller's full-screen pan, by id.
    let byController: [String: FullScreenPlan]
    /// The files whose full-screen pop code this accounts for: they get no note.
    let coveredFiles: Set<Int>
    /// For each edge swipe switched off by an app's pan install, the ids of the stacks that run it; those
    /// whose install runs on every UIKit stack are kept apart, unlisted; the listed reach by stack (for each
    /// id, the switches of installs that reach it, in order); all those switches in order; and the edge
    /// switches of FDFullscreenPopGesture's installs, in order.
    let edgeSwitchReach: [Place: Set<String>]
    let edgeSwitchesReachingEvery: Set<Place>
    let edgeSwitchesReaching: [String: [Place]]
    let edgeSwitchesInOrder: [Place]
    let libraryEdgeSwitches: [Place]
    /// Whether the app links FDFullscreenPopGesture.
    let libraryInApp: Bool

    init(byController: [String: FullScreenPlan] = [:], coveredFiles: Set<Int> = [], edgeSwitchReach: [Place: Set<String>] = [:],
         edgeSwitchesReachingEvery: Set<Place> = [], edgeSwitchesReaching: [String: [Place]] = [:], edgeSwitchesInOrder: [Place] = [],
         libraryEdgeSwitches: [Place] = [], libraryInApp: Bool = false) {
        self.byController = byController
        self.coveredFiles = coveredFiles
        self.edgeSwitchReach = edgeSwitchReach
        self.edgeSwitchesReachingEvery = edgeSwitchesReachingEvery
        self.edgeSwitchesReaching = edgeSwitchesReaching
        self.edgeSwitchesInOrder = edgeSwitchesInOrder
        self.libraryEdgeSwitches = libraryEdgeSwitches
        self.libraryInApp = libraryInApp
    }
}

extension FullScreenPanPlan {
    /// True for an edge swipe switched off by a pan install that says nothing of the controller's
    /// `popGesture.enabled`: its own pan's (the library's, wherever `via` is placed), which is
    /// `fullScreenPop.disablesEdgeGesture`, and those of an extension's install that the controller never
    /// runs. Asked of each switch rather than listing them all for each controller, which was quadratic
    /// in the size of the app.
    func isEdgeSwitchInstallingPans(_ place: Place, for controller: PlannedController) -> Bool {
        if edgeSwitchMisses(place, controller) { return true }
        guard let fact = byController[controller.id]?.fact else { return false }
        if fact.source == .library { return libraryEdgeSwitches.contains(place) }
        return fact.disablesEdge == place
    }

    /// True when an app's pan install switches the edge swipe off at `place` and does not reach the
    /// controller (an install that reaches every UIKit stack misses only the SwiftUI ones).
    private func edgeSwitchMisses(_ place: Place, _ controller: PlannedController) -> Bool {
        if edgeSwitchesReachingEvery.contains(place) { return SwiftUIViews.isContainer(controller.className) }
        return edgeSwitchReach[place].map { !$0.contains(controller.id) } ?? false
    }

    /// The first of the edge switches `isEdgeSwitchInstallingPans` accepts for the controller.
    func firstEdgeSwitchInstallingPans(_ controller: PlannedController) -> Place? {
        let reached = edgeSwitchesInOrder.first { edgeSwitchMisses($0, controller) }
        guard let fact = byController[controller.id]?.fact else { return reached }
        let own = fact.source == .library ? libraryEdgeSwitches.first : fact.disablesEdge
        return [reached, own].compactMap { $0 }.min()
    }
}

extension FullScreenPanPlanning {
    /// Where an availability check keeps the pan's install below iOS 26: around the install itself, or
    /// around every call of the method that installs it; nil when it runs on iOS 26 too.
    func installedOnlyBelowIOS26(_ fact: FullScreenPanFact) -> Place? {
        if code.statements[fact.place.file].runsOnlyBelowIOS(Version(components: [26]), token: fact.place.token) { return fact.place }
        guard let method = fact.method else { return nil }
        let calls = code.calls(named: method.name).filter { file, call in !method.body.contains(call.place.token) || file != fact.place.file }
        guard !calls.isEmpty, calls.allSatisfy({ code.statements[$0.0].runsOnlyBelowIOS(Version(components: [26]), token: $0.1.place.token) }) else { return nil }
        return calls.first.map { $0.1.place }
    }
}
