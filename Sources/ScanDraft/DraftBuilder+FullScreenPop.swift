import Format
import ScanFacts
import ScanReading

/// The full-screen pan a navigation controller gets from the code, chosen before the entries are written.
struct FullScreenPlan {
    let fact: FullScreenPanFact
    /// Where `via` is placed: the install, or for the library the app's own first use of it.
    let origin: Origin
    /// `fullScreenPop.shouldBegin` of a pan on the private target: the guards, where they are placed, and a comment.
    var guards: Guards?
    /// The install method, for a library copy the app calls itself rather than one UIKit runs on every stack.
    var calledInstall: String? = nil

    typealias Guards = (items: [(value: PopGuard, span: SourceSpan?, comment: String?)], span: SourceSpan?, comment: String?)
}

/// `fullScreenPop` from the code that installs a full-screen pan: on the stacks of the navigation
/// subclass that installs it; for a `UINavigationController` category or extension, on every UIKit stack
/// when UIKit runs the install (a swizzle, as FDFullscreenPopGesture's, or a method UIKit calls), else on
/// the stacks of the navigation subclasses that call it and of the screens that call it on their own
/// navigation controller; for the library known only by its API, on every UIKit stack. Pan code whose
/// stacks or delegate cannot be told stays a note.
extension DraftBuilder {
    mutating func fullScreenPanPlan() -> FullScreenPanPlan {
        var plan = FullScreenPanPlan()
        let panFacts = facts.fullScreenPans
        guard !panFacts.isEmpty else { return plan }
        let uikitStacks = controllers.filter { !SwiftUIViews.isContainer($0.className) }
        let swizzled = code.swizzledSelectors()
        var unplaced: [FullScreenPanFact] = []
        // A subclass's own pan before a category's: the subclass's code runs for its stacks.
        let ordered = panFacts.filter { $0.source == .privateTarget && $0.installer != ClassHierarchy.navigationBase }
            + panFacts.filter { $0.source == .privateTarget && $0.installer == ClassHierarchy.navigationBase }
        // The UIKit stacks no pan is planned for yet, in order: a pan that reaches every stack (every
        // category UIKit runs does) is tried on these alone, so that many such categories stay linear.
        var unplanned = uikitStacks
        for fact in ordered {
            guard let stacks = stacksInstalling(fact, among: uikitStacks, swizzled: swizzled) else {
                unplaced.append(fact)
                continue
            }
            // `stacks` is then every UIKit stack in their order, as `unplanned` keeps them.
            let reachesEvery = fact.installer == ClassHierarchy.navigationBase && fact.method.map { Self.runsOnEveryStack($0, swizzled: swizzled) } == true
            if let off = fact.disablesEdge {
                if reachesEvery {
                    plan.edgeSwitchesReachingEvery.insert(off)
                    plan.edgeSwitchReach[off] = nil
                } else if !plan.edgeSwitchesReachingEvery.contains(off) {
                    plan.edgeSwitchReach[off, default: []].formUnion(stacks.map(\.id))
                }
            }
            for stack in reachesEvery ? unplanned : stacks where plan.byController[stack.id] == nil {
                guard let guards = panGuards(fact, controller: stack) else { continue }
                plan.byController[stack.id] = FullScreenPlan(fact: fact, origin: code.origin(fact.place), guards: guards)
            }
            if reachesEvery { unplanned.removeAll { plan.byController[$0.id] != nil } }
            plan.coveredFiles.insert(fact.place.file)
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
            plan.libraryInApp = true
            let optedOut = Set(facts.libraryPopSettings.compactMap { setting -> String? in
                guard case .panEnabled(let value) = setting.change, value == false, case .object(let name) = setting.subject else { return nil }
                return name
            })
            // Every UIKit stack, without listing them, when one install reaches them all.
            let reached = library.contains { $0.stacks.count == uikitStacks.count } ? nil : Set(library.flatMap { $0.stacks.map(\.id) })
            let called = shown.fact.method.map(\.name).flatMap { Self.runByUIKit.contains($0) || swizzled.contains($0) ? nil : $0 }
            for stack in uikitStacks where (reached?.contains(stack.id) ?? true) && plan.byController[stack.id] == nil && optedOut.isDisjoint(with: navigationCodeClasses(stack)) {
                plan.byController[stack.id] = FullScreenPlan(fact: shown.fact, origin: code.origin(shown.fact.place), guards: nil, calledInstall: called)
            }
            for (fact, _) in library { plan.coveredFiles.insert(fact.place.file) }
        }
        plan.edgeSwitchesInOrder = (Array(plan.edgeSwitchReach.keys) + plan.edgeSwitchesReachingEvery).sorted()
        for place in plan.edgeSwitchReach.keys.sorted() {
            for id in plan.edgeSwitchReach[place] ?? [] { plan.edgeSwitchesReaching[id, default: []].append(place) }
        }
        plan.libraryEdgeSwitches = Set(panFacts.filter { $0.source == .library }.compactMap(\.disablesEdge)).sorted()
        // Pan code whose stacks cannot be told keeps today's note, at the code that installs it.
        for fact in unplaced where !plan.coveredFiles.contains(fact.place.file) {
            noteFullScreenPopCode(code.stream(fact.place.file).at(fact.place.token)?.text ?? "", at: code.origin(fact.place))
            plan.coveredFiles.insert(fact.place.file)
        }
        return plan
    }

    /// The UINavigationController methods UIKit itself calls: a category that defines one runs it on every stack.
    private static let runByUIKit: Set<String> = ["load", "initialize", "viewDidLoad", "loadView", "viewWillAppear", "viewDidAppear", "pushViewController"]

    /// True when UIKit runs a `UINavigationController` category's install method on every stack: a swizzle
    /// names its selector, or it is a method UIKit calls.
    private static func runsOnEveryStack(_ method: MethodDeclaration, swizzled: Set<String>) -> Bool {
        runByUIKit.contains(method.name) || swizzled.contains(method.name)
    }

    /// The stacks a pan's install reaches: a navigation subclass's own; for a `UINavigationController`
    /// category or extension, every UIKit stack when UIKit runs the install method (a swizzle names its
    /// selector, or it is a method UIKit calls), else the stacks of the navigation subclasses that call
    /// it on themselves and of the screens that call it on their own navigation controller and do not
    /// remove it as they leave. Nil when it cannot be told (a helper installs it, something else calls
    /// it, or nothing does). `stacks` are the UIKit stacks, `swizzled` the selectors handed to the
    /// runtime (`CodeBase.swizzledSelectors`).
    private func stacksInstalling(_ fact: FullScreenPanFact, among stacks: [PlannedController], swizzled: Set<String>) -> [PlannedController]? {
        guard let installer = fact.installer, let method = fact.method else { return nil }
        // The stacks that run a class's code, through the index rather than a walk of every stack per pan.
        func running(_ classes: Set<String>) -> [PlannedController] {
            Set(classes.flatMap { controllerIndex.running($0) }).sorted().map { controllers[$0] }.filter { !SwiftUIViews.isContainer($0.className) }
        }
        if installer != ClassHierarchy.navigationBase {
            guard code.hierarchy.role(of: installer).role == .navigationController else { return nil }
            return running([installer])
        }
        if Self.runsOnEveryStack(method, swizzled: swizzled) { return stacks }
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
        let held = controllerIndex.holding(screens).map { controllers[$0] }.filter { !SwiftUIViews.isContainer($0.className) }
        var seen: Set<String> = []
        return (running(classes) + held).filter { seen.insert($0.id).inserted }
    }

    /// The methods declared beside an install (in its file and type) that take a recognizer off a view
    /// (`removeFullscreenPopGesture`).
    private func panRemovers(beside install: MethodDeclaration, in file: Int) -> Set<String> {
        let outline = code.files[file]
        return Set(code.calls(named: "removeGestureRecognizer").compactMap { callFile, call -> String? in
            guard callFile == file, let method = outline.method(at: call.place.token), method.type == install.type else { return nil }
            return method.name
        })
    }

    /// `[self.navigationController addFullscreenPopGesture]`: a call on the caller's own navigation controller.
    private func isOnOwnNavigationController(_ call: Call) -> Bool {
        call.receiverChain.last == "navigationController" && call.receiverChain.dropLast().allSatisfy { code.isSelf($0, at: call.place) }
    }

    /// Whether `screen`'s code, as it leaves (`viewWillDisappear`, `viewDidDisappear`) and under no
    /// condition, calls one of the `removers` on its own navigation controller.
    private func removesOwnPan(_ screen: String, removers: Set<String>) -> Bool {
        removers.contains { remover in
            code.calls(named: remover).contains { callFile, call in
                guard code.ownerName(call.place) == screen, call.receiverChain.last == "navigationController",
                      let leaving = code.enclosingMethod(call.place), ["viewWillDisappear", "viewDidDisappear"].contains(leaving.name) else { return false }
                return code.statements[callFile].governingConditions(of: call.place.token).isEmpty
            }
        }
    }

    /// The screens that install a pan with a method of the library's copy and remove it again: theirs alone.
    mutating func screensWithTheirOwnFullScreenPan() -> Set<String> {
        var own: Set<String> = []
        for fact in facts.fullScreenPans where fact.source == .library && fact.installer == ClassHierarchy.navigationBase {
            guard let method = fact.method, !Self.runByUIKit.contains(method.name) else { continue }
            let removers = panRemovers(beside: method, in: fact.place.file)
            guard !removers.contains(method.name) else { continue }
            for (_, caller) in code.calls(named: method.name) where isOnOwnNavigationController(caller) {
                guard let owner = code.ownerName(caller.place), code.hierarchy.role(of: owner).role == .screen,
                      removesOwnPan(owner, removers: removers) else { continue }
                for id in screens(ofCodeClass: owner).compactMap({ selection.screenIDs[$0] }) {
                    own.insert(id)
                    note("\(owner) installs a full-screen pan on its navigation controller and removes it when it leaves; scan credits the pan to \(owner) alone", at: code.origin(caller.place), on: .screen(id))
                }
            }
        }
        return own
    }

    /// `fullScreenPop` of a navigation controller, from its plan.
    mutating func setFullScreenPop(_ controller: PlannedController, on object: inout ObjectBuilder<NavigationControllerKeys>) {
        guard let plan = pans.byController[controller.id] else { return }
        let fact = plan.fact
        var pop = ObjectBuilder<FullScreenPopKeys>()
        switch fact.source {
        case .library:
            let what = fact.method == nil ? "uses FDFullscreenPopGesture"
                : plan.calledInstall.map { "FDFullscreenPopGesture's pan, installed where the app calls \($0)" } ?? "FDFullscreenPopGesture's pan, installed on every navigation controller"
            pop.set(\.via, .fdFullscreenPopGesture, at: plan.origin.span, comment: "\(what), \(plan.origin)")
            // The library switches the edge swipe off when it installs its pan.
            let off = firstEdgeSwitchInstallingPans(controller).map { code.origin($0) } ?? plan.origin
            pop.set(\.disablesEdgeGesture, true, at: off.span, comment: "the library switches the edge swipe off, \(off)")
            setLibraryStartRegion(on: &pop)
        case .privateTarget:
            let pan = fact.pan.map { "'\($0)'" } ?? "a pan"
            pop.set(\.via, .privateTarget, at: plan.origin.span, comment: "\(pan) on the pop gesture's private target, \(plan.origin)")
            if let guards = plan.guards { pop.set(\.shouldBegin, items: guards.items, at: guards.span, comment: guards.comment) }
            if let off = fact.disablesEdge {
                pop.set(\.disablesEdgeGesture, true, seenAt: [code.origin(off)])
            }
        }
        object.set(\.fullScreenPop, pop, at: plan.origin.span, comment: Self.unprinted)
    }

    /// `fullScreenPop.shouldBegin` from the pan's delegate. Nil (with a note) when the delegate cannot be
    /// told: the pan is then left out rather than described with guards it may not have.
    private mutating func panGuards(_ fact: FullScreenPanFact, controller: PlannedController) -> FullScreenPlan.Guards? {
        let delegateOrigin = fact.delegatePlace.map { code.origin($0) }
        let factOrigin = code.origin(fact.place)
        let key = FormatTerms.key(\NavigationControllerKeys.fullScreenPop)
        let decider: String?
        switch fact.delegate {
        case .none:
            return ([], factOrigin.span, "the pan has no delegate, so every swipe may begin")
        case .selfObject:
            decider = fact.installer == ClassHierarchy.navigationBase ? controller.className : fact.installer
        case .popGestureDelegate:
            // The edge swipe's delegate decides for the pan too: UIKit's own refuses at the root and during
            // transitions. Not when the app replaces that delegate, or the recognizer itself (a getter override).
            let replaced = !ownerWrites(for: controller, recognizer: .edge).owners.isEmpty
                || navigationCodeClasses(controller).contains { code.methods(of: $0).contains { $0.method.name == "interactivePopGestureRecognizer" } }
            guard !replaced, let origin = delegateOrigin else {
                note("the full-screen pan's delegate is the pop gesture's delegate, which this navigation controller replaces, so \(key) is left out; describe it by hand", at: delegateOrigin ?? factOrigin, on: .controller(controller.id))
                return nil
            }
            let items = [PopGuard.stackDepth, .notTransitioning].map { (value: $0, span: Optional(origin.span), comment: Optional(Self.unprinted)) }
            return (items, origin.span, "the pop gesture's own delegate, UIKit's, \(origin)")
        case .other(let text):
            decider = fact.delegatePlace.flatMap { code.delegateObjectClass(text, at: $0) }
            if decider == nil {
                note("the full-screen pan's delegate is set to '\(text)', which navlint scan could not identify, so \(key) is left out; describe it by hand", at: delegateOrigin, on: .controller(controller.id))
            }
        }
        guard let decider else { return nil }
        let (guards, method, reason) = deciderGuards(decider, askedBy: nil)
        let listed = PopGuard.allCases.compactMap { item in guards[item].map { listItem(item, seenAt: $0) } }
        return (listed, method?.span ?? delegateOrigin?.span, reason)
    }

    /// True for an edge swipe switched off by a pan install that says nothing of the controller's
    /// `popGesture.enabled`: its own pan's (the library's, wherever `via` is placed), which is
    /// `fullScreenPop.disablesEdgeGesture`, and those of an extension's install that the controller never
    /// runs. Asked of each switch rather than listing them all for each controller, which was quadratic
    /// in the size of the app.
    func isEdgeSwitchInstallingPans(_ place: Place, for controller: PlannedController) -> Bool {
        if edgeSwitchMisses(place, controller) { return true }
        guard let fact = pans.byController[controller.id]?.fact else { return false }
        if fact.source == .library { return pans.libraryEdgeSwitches.contains(place) }
        return fact.disablesEdge == place
    }

    /// True when an app's pan install switches the edge swipe off at `place` and does not reach the
    /// controller (an install that reaches every UIKit stack misses only the SwiftUI ones).
    private func edgeSwitchMisses(_ place: Place, _ controller: PlannedController) -> Bool {
        if pans.edgeSwitchesReachingEvery.contains(place) { return SwiftUIViews.isContainer(controller.className) }
        return pans.edgeSwitchReach[place].map { !$0.contains(controller.id) } ?? false
    }

    /// The first of the edge switches `isEdgeSwitchInstallingPans` accepts for the controller.
    private func firstEdgeSwitchInstallingPans(_ controller: PlannedController) -> Place? {
        let reached = pans.edgeSwitchesInOrder.first { edgeSwitchMisses($0, controller) }
        guard let fact = pans.byController[controller.id]?.fact else { return reached }
        let own = fact.source == .library ? pans.libraryEdgeSwitches.first : fact.disablesEdge
        return [reached, own].compactMap { $0 }.min()
    }

    /// FDFullscreenPopGesture's `fd_interactivePopMaxAllowedInitialDistanceToLeftEdge` is a screen's; the
    /// widest one set anywhere is the stack's `startRegion`, so no screen is said to pop from farther out than it does.
    private func setLibraryStartRegion(on pop: inout ObjectBuilder<FullScreenPopKeys>) {
        var widest: (value: Double, origin: Origin)?
        for setting in facts.libraryPopSettings {
            guard case .startRegion(let value) = setting.change, let value, value > 0 else { continue }
            if widest == nil || value > (widest?.value ?? 0) { widest = (value, code.origin(setting.place)) }
        }
        guard let widest else { return }
        pop.set(\.startRegion, widest.value, seenAt: [widest.origin], comment: "fd_interactivePopMaxAllowedInitialDistanceToLeftEdge, the widest set, \(widest.origin)")
    }

    /// `fd_interactivePopDisabled = YES` on a screen: the library's pan refuses while the screen is on top
    /// and the edge swipe is off, which is every recognizer on the pop gesture's view switched off in
    /// `viewDidAppear` and back on in `viewWillDisappear` (the format has no word for a library's veto).
    mutating func setLibraryPopSwitch(_ subject: ScreenSubject, on object: inout ObjectBuilder<ScreenKeys>) {
        let (id, lineage) = (subject.id, subject.lineage)
        guard pans.libraryInApp else { return }
        let settings = facts.libraryPopSettings.filter { setting in
            guard case .screenDisabled = setting.change, case .object(let name) = setting.subject else { return false }
            return lineage.contains(name)
        }.sorted { $0.place < $1.place }
        guard let first = settings.first else { return }
        if settings.contains(where: { if case .screenDisabled(let value) = $0.change { return value != true } else { return false } }) {
            note("fd_interactivePopDisabled is set to a computed value or switched back; popGesture is left out", at: code.origin(first.place), on: .screen(id))
            return
        }
        let origin = code.origin(first.place)
        guard !object.has(\.popGesture) else {
            note("fd_interactivePopDisabled is set too; popGesture is written from the screen's own switch of interactivePopGestureRecognizer", at: origin, on: .screen(id))
            return
        }
        var pop = ObjectBuilder<ScreenPopGestureKeys>()
        pop.set(\.disabled, true, seenAt: [origin])
        pop.set(\.scope, .allRecognizers, at: origin.span, comment: "fd_interactivePopDisabled: FDFullscreenPopGesture's pan refuses while this screen is on top, and the edge swipe is off")
        pop.set(\.disableIn, .viewDidAppear, at: origin.span, comment: "the library asks the screen each time a swipe starts")
        pop.set(\.enableIn, .viewWillDisappear, at: origin.span, comment: Self.unprinted)
        object.set(\.popGesture, pop, at: origin.span, comment: Self.unprinted)
    }
}

extension CodeBase {
    /// The methods whose selectors code that swaps method implementations names
    /// (`@selector(fd_pushViewController:animated:)`, `#selector(...)`), by base name: UIKit then runs
    /// them. Found in one walk of the app; walking it for each installing method was quadratic.
    func swizzledSelectors() -> Set<String> {
        var names: Set<String> = []
        for outline in files where outline.kind == .swift || outline.kind == .objectiveC {
            let stream = outline.stream
            // Whether each method (by its body's first token) hands selectors to the runtime, read once.
            var swizzling: [Int: Bool] = [:]
            for index in 0..<stream.count where stream[index].kind == .hashKeyword || stream[index].kind == .atKeyword {
                guard stream[index].text == "#selector" || stream[index].text == "@selector", stream.isPunctuation(index + 1, "("),
                      let close = stream.partner(of: index + 1), let name = stream.names(in: (index + 2)..<close).first,
                      !names.contains(name), let method = outline.method(at: index) else { continue }
                let swaps = swizzling[method.body.lowerBound] ?? stream.mentions(Self.runtimeFunctions, in: method.body)
                swizzling[method.body.lowerBound] = swaps
                if swaps { names.insert(name) }
            }
        }
        return names
    }

    /// The runtime's method functions: a method that names a selector and one of them swaps implementations.
    private static let runtimeFunctions: Set<String> = [
        "class_getInstanceMethod", "method_exchangeImplementations", "class_addMethod", "class_replaceMethod", "method_setImplementation",
    ]
}

/// The full-screen pans the code installs, planned for the stacks they reach (`fullScreenPanPlan`).
struct FullScreenPanPlan {
    /// Each controller's full-screen pan, by id.
    var byController: [String: FullScreenPlan] = [:]
    /// The files whose full-screen pop code this accounts for: they get no note.
    var coveredFiles: Set<Int> = []
    /// For each edge swipe switched off by an app's pan install, the ids of the stacks that run it; those
    /// whose install runs on every UIKit stack are kept apart, unlisted; the listed reach by stack (for each
    /// id, the switches of installs that reach it, in order); all those switches in order; and the edge
    /// switches of FDFullscreenPopGesture's installs, in order.
    var edgeSwitchReach: [Place: Set<String>] = [:]
    var edgeSwitchesReachingEvery: Set<Place> = []
    var edgeSwitchesReaching: [String: [Place]] = [:]
    var edgeSwitchesInOrder: [Place] = []
    var libraryEdgeSwitches: [Place] = []
    /// Whether the app links FDFullscreenPopGesture.
    var libraryInApp = false
}
