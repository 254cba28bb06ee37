import Format
import ScanFacts

extension DraftContext {
    /// Every screen's entry, in the order of their ids; a screen scan could not place carries the comment
    /// that silences unreachable-screen on it, with the reason.
    func screenEntries(notes: inout DraftNotes) -> [DraftEntry<ScreenKeys>] {
        let screens = selection.screenClasses.sorted(by: { (selection.screenIDs[$0] ?? $0) < (selection.screenIDs[$1] ?? $1) })
        return screens.map { screen in
            var entry = screenEntry(screen, notes: &notes)
            if unplacedScreens.contains(entry.id) {
                let reason = shownOutsideStacks[entry.id] ?? "opened by code it could not place in a stack"
                entry.comment = "navlint:disable-line \(ScanRuleIDs.unreachableScreen) -- navlint scan: \(reason)"
            }
            return entry
        }
    }

    /// A screen's entry, placed at its class declaration: every registered inference (`KeyInferences.screens`)
    /// sets its keys in turn.
    func screenEntry(_ screen: String, notes: inout DraftNotes) -> DraftEntry<ScreenKeys> {
        let subject = screenSubject(screen)
        var object = ObjectBuilder<ScreenKeys>()
        for inference in KeyInferences.screens { inference.apply(self, subject, &object, &notes) }
        return (subject.id, object, subject.declaration?.span, nil)
    }

    /// The screen of a class, as the inferences read it.
    func screenSubject(_ screen: String) -> ScreenSubject {
        ScreenSubject(className: screen, id: selection.screenIDs[screen] ?? screen, lineage: code.hierarchy.declaredLineage(of: screen), declaration: classOrigin(screen))
    }

    /// `className:`, at the class's declaration.
    func setClassName(_ screen: ScreenSubject, on object: inout ObjectBuilder<ScreenKeys>) {
        object.set(\.className, screen.className, seenAt: screen.declaration.map { [$0] } ?? [])
    }

    /// `pushes:` and `presents:`, each target with the places that show it.
    func setTransitions(_ screen: ScreenSubject, on object: inout ObjectBuilder<ScreenKeys>) {
        if let targets = transitions.pushes[screen.id]?.entries, !targets.isEmpty {
            object.set(\.pushes, items: Self.items(targets), at: targets.first?.origins.first?.span)
        }
        if let targets = transitions.presents[screen.id]?.entries, !targets.isEmpty {
            object.set(\.presents, items: Self.items(targets), at: targets.first?.origins.first?.span)
        }
    }

    /// `navigationItem:` and `navigationBarHidden:`, from the writes to the screen's own navigation item and bar.
    func setNavigationItem(_ screen: ScreenSubject, on object: inout ObjectBuilder<ScreenKeys>, notes: inout DraftNotes) {
        let lineage = screen.lineage
        let items = lineage.flatMap { factIndex.itemWritesByClass[$0] ?? [] }.sorted { $0.place < $1.place }.filter { write in
            switch (write.subject, write.change) {
            case (.navigationOf(let name), .navigationBarHidden): return lineage.contains(name)
            case (.object(let name), _):
                if case .navigationBarHidden = write.change { return false }
                // Set from other code on an object of a class (`wrapper.webViewController.navigationItem`): a
                // fact of that class's own screens, not of every subclass.
                if let writer = code.ownerName(write.place), code.hierarchy.declaredLineage(of: name).contains(writer) {
                    guard lineage.contains(name) else { return false }
                    // Set in a method only other code calls, each time on an object it makes the root of a stack.
                    if let method = setOnlyOnRoots(write.place, lineage: lineage) {
                        notes.note("\(method) is called only on screens made the root of a navigation controller, where there is nothing to swipe back to, so what it sets is left out", at: code.origin(write.place), on: .screen(screen.id))
                        return false
                    }
                    return true
                }
                // Set on the root of a stack the same code makes (`nav = UINavigationController(rootViewController:
                // list); list.navigationItem.leftBarButtonItem = close`): it holds where that object is a root.
                if name == screen.className, isRootOfStackMadeBeside(write.place) {
                    notes.note("the navigation item is set here on the root of a navigation controller made in the same method, where there is nothing to swipe back to, so it is left out", at: code.origin(write.place), on: .screen(screen.id))
                    return false
                }
                return name == screen.className
            default: return false
            }
        }
        setNavigation(settled(items, lineage: lineage, screen: screen.id, notes: &notes), screen: screen, on: &object, notes: &notes)
    }

    /// `horizontalControls:`, each control once, at the first place it is made.
    func setHorizontalControls(_ screen: ScreenSubject, on object: inout ObjectBuilder<ScreenKeys>) {
        let controls = screen.lineage.flatMap { factIndex.controlsByOwner[$0] ?? [] }.sorted { $0.place < $1.place }
        guard !controls.isEmpty else { return }
        var seen: [HorizontalControl: Origin] = [:]
        for control in controls where seen[control.control] == nil { seen[control.control] = code.origin(control.place) }
        let listed = HorizontalControl.allCases.compactMap { control in seen[control].map { listItem(control, seenAt: [$0]) } }
        object.set(\.horizontalControls, items: listed, at: listed.first?.span)
    }

    /// Pushes or presents as list items, by target id, each with the places that show it.
    private static func items(_ targets: [(id: String, origins: [Origin])]) -> [(value: String, span: SourceSpan?, comment: String?)] {
        targets.sorted { $0.id < $1.id }.map { listItem($0.id, seenAt: $0.origins) }
    }

    // MARK: - Navigation item and bar

    /// True when the screen is on stacks and every one of them is presented (its root is shown by a
    /// presentation), so that the screen's own `dismiss` closes the flow it is in.
    private func onPresentedStacksOnly(_ screenID: String) -> Bool {
        let held = stacks.at(stacks.index.holding([screenID]))
        guard !held.isEmpty else { return false }
        let presented = Set(transitions.presents.values.flatMap(\.ids) + transitions.outside.filter { $0.kind == .present }.map(\.target))
        return held.allSatisfy { presented.contains($0.root) }
    }

    /// Left items set in opposite branches of one method are set on different instances (`if changingPlan
    /// { Done } else { an arrow that pops }`, or two cases of a `switch`). An item whose tap closes the flow
    /// (it dismisses, asks or saves) is what an instance shown as the root of a presented stack gets, where
    /// there is nothing to swipe back to; the item that only steps back is what a pushed instance gets, so
    /// only its branch is kept.
    private func withSteppingBranchOnly(_ writes: [NavigationItemWrite], screen: String, notes: inout DraftNotes) -> [NavigationItemWrite] {
        let lefts = writes.filter { if case .leftItems = $0.change { return true } else { return false } }
        guard lefts.count > 1 else { return writes }
        let closingItems = Set(writes.compactMap { write -> Place? in
            switch write.change {
            case .backTapRuns(_, let item?), .backTapDismissesItself(let item): return item
            default: return nil
            }
        })
        let stepping = lefts.filter { !closingItems.contains($0.place) }
        let closing = lefts.filter { closing in
            closingItems.contains(closing.place) && !stepping.isEmpty && stepping.allSatisfy { step in
                code.areAlternatives(step.place, closing.place)
            }
        }
        guard let first = closing.first, let kept = stepping.first else { return writes }
        notes.note("the left item set here closes the flow and is set in another branch than the one at \(code.origin(kept.place)), which only steps back; only that branch is kept", at: code.origin(first.place), on: .screen(screen))
        return writes.filter { write in !closing.contains { $0.place == write.place } }
    }

    /// True for a bar hidden as the screen goes: in `viewWillDisappear` or `viewDidDisappear`, or just
    /// before the screen pops itself. It is hidden for the screen that comes back, not on this one.
    func hidesBarForTheScreenBelow(_ write: NavigationItemWrite) -> Bool {
        guard case .navigationBarHidden(true) = write.change, let method = code.enclosingMethod(write.place) else { return false }
        if ViewLifecycle.leavingMethods.contains(method.name) { return true }
        return callFollows(write.place, in: method) { NavigationCalls.pops.contains($0) }
    }

    /// True when a call `named` comes after `place` in the method, in the same closure (or none): one in a
    /// closure the method only hands on (a button's action) runs later, not right after it.
    private func callFollows(_ place: Place, in method: MethodDeclaration, named: (String) -> Bool) -> Bool {
        let statements = code.statements[place.file]
        let closures = statements.enclosingClosures(of: place.token).map(\.open)
        return code.members(of: method, file: place.file).calls.contains { offset in
            let call = code.syntax[place.file].calls[offset]
            return named(call.name) && call.place.token > place.token && statements.enclosingClosures(of: call.place.token).map(\.open) == closures
        }
    }

    /// True for a bar hidden as the screen goes whatever it goes to: not under a condition
    /// (`if isMovingFromParent`), which may hide it only for the screen below and not above.
    private func hidesBarAsItGoesAnywhere(_ write: NavigationItemWrite) -> Bool {
        hidesBarForTheScreenBelow(write) && code.statements[write.place.file].governingConditions(of: write.place.token).isEmpty
    }

    /// True for a bar shown as the screen opens the next: in `prepare(for:sender:)`, or just before it
    /// pushes. It is shown for the screen that comes, not on this one.
    func showsBarForTheScreenAbove(_ write: NavigationItemWrite) -> Bool {
        guard case .navigationBarHidden(false) = write.change, let method = code.enclosingMethod(write.place) else { return false }
        if method.name == "prepare" || method.name == "prepareForSegue" { return true }
        return callFollows(write.place, in: method) { NavigationCalls.pushes.contains($0) || $0 == "performSegue" || $0 == "performSegueWithIdentifier" }
    }

    private func setNavigation(_ writes: [NavigationItemWrite], screen subject: ScreenSubject, on screen: inout ObjectBuilder<ScreenKeys>, notes: inout DraftNotes) {
        let screenID = subject.id
        let writes = writes.filter { !hidesBarForTheScreenBelow($0) }
        var labels: [(label: String, origin: Origin)] = []
        var labelOrigins: [Origin] = []
        var plural = false
        var hides: [Origin] = []
        var supplements: [Origin] = []
        var backItem: (item: BackItem, origin: Origin)?
        var backAction: Origin?
        var backTap: (effect: BackTapEffect, origin: Origin)?
        var barHidden: [Origin] = []
        // A hidden Back or bar a comment by it says is meant to stop the user going back: the author's choice.
        var stoppedOnPurpose: [(key: String, origin: Origin)] = []
        var firstOrigin: Origin?
        var kept = lasting(writes, place: \.place, setting: { write in Self.conditionalKey(write.change).map { (write.change.setting, $0) } }, screen: screenID, notes: &notes)
        // The screen's code runs after its storyboard or XIB is loaded: left items the code sets, and keeps,
        // replace those Interface Builder gave it.
        func fromInterfaceBuilder(_ write: NavigationItemWrite) -> Bool { code.files[write.place.file].kind == .interfaceBuilder }
        if kept.contains(where: { write in
            if case .leftItems = write.change { return !fromInterfaceBuilder(write) }
            return false
        }) {
            kept.removeAll { write in
                if case .leftItems = write.change { return fromInterfaceBuilder(write) }
                return false
            }
        }
        kept = withSteppingBranchOnly(kept, screen: screenID, notes: &notes)
        for write in kept {
            let origin = code.origin(write.place)
            switch write.change {
            case .leftItems(let found, let isPlural):
                for label in found where !labels.contains(where: { $0.label == label.value }) {
                    labels.append((label.value, code.origin(label.place)))
                }
                labelOrigins.append(origin)
                plural = plural || isPlural
            case .clearsLeftItems:
                break
            case .hidesBackButton(let value):
                if value == true, code.saysItStopsGoingBack(write.place) {
                    stoppedOnPurpose.append((FormatTerms.key(\NavigationItemKeys.hidesBackButton), origin))
                } else if value == true {
                    hides.append(origin)
                }
                if value == nil { notes.note("\(FormatTerms.key(\NavigationItemKeys.hidesBackButton)) is set to a computed value; left out", at: origin, on: .screen(screenID)) }
            case .supplementsBackButton(let value):
                if value == true { supplements.append(origin) }
                if value == nil { notes.note("\(FormatTerms.key(\NavigationItemKeys.leftItemsSupplementBackButton)) is set to a computed value; left out", at: origin, on: .screen(screenID)) }
            case .backItem(let item):
                if let item { backItem = (item, origin) }
            case .backAction:
                backAction = backAction ?? origin
            case .backTapRuns(let effect, let item):
                // A Back whose item was left out (set only at the root, only while editing) runs nothing.
                if let item, !kept.contains(where: { $0.place == item }) { continue }
                backTap = backTap ?? (effect, origin)
            case .backTapDismissesItself(let item):
                guard kept.contains(where: { $0.place == item }), onPresentedStacksOnly(screenID) else { continue }
                backTap = backTap ?? (.leave, origin)
            case .navigationBarHidden(let value):
                if value == true, code.saysItStopsGoingBack(write.place) {
                    stoppedOnPurpose.append((FormatTerms.key(\ScreenKeys.navigationBarHidden), origin))
                } else if value == true {
                    barHidden.append(origin)
                }
                if value == nil {
                    let key = FormatTerms.key(\ScreenKeys.navigationBarHidden)
                    notes.note("the navigation bar is hidden or shown by a computed value; \(key) is left out", at: origin, on: .screen(screenID))
                }
                continue
            }
            firstOrigin = firstOrigin ?? origin
        }
        for (key, origin) in stoppedOnPurpose {
            notes.note("\(key) is set where a comment says going back is meant to be stopped, so it is left out", at: origin, on: .screen(screenID))
        }
        // A bar hidden on purpose is still hidden: the stack's own hide does not stand in for it, and the
        // items of the navigation item stay unseen.
        let barOnPurpose = stoppedOnPurpose.first { $0.key == FormatTerms.key(\ScreenKeys.navigationBarHidden) }?.origin
        if barHidden.isEmpty, barOnPurpose == nil, let stackHides = barHiddenByItsStack(subject) { barHidden = stackHides }
        if !barHidden.isEmpty { screen.set(\.navigationBarHidden, true, seenAt: barHidden) }
        // A bar hidden while the screen is up shows none of its items: a left item or a hidden Back
        // changes nothing the user sees, and the swipe it would cost is the hidden bar's to report.
        if let hiddenBar = barHidden.first ?? barOnPurpose, let unseen = labelOrigins.first ?? hides.first {
            notes.note("the navigation bar is hidden on this screen (\(hiddenBar)), so the items of its navigation item are never shown; they are left out", at: unseen, on: .screen(screenID))
            labels = []
            labelOrigins = []
            hides = []
        }
        // A Back hidden for good with nothing in its place, on a screen whose code closes its flow itself and
        // never pops one screen, is a screen meant to be left only forwards (after an account is made, a
        // payment sent): no Back to tap and no swipe agree, so the hidden Back is no finding. A Back shown
        // again while the screen is up (after a search) was only hidden for a while; shown again as it
        // leaves, it was not.
        let showsBackAgain = subject.lineage.flatMap { factIndex.itemWritesByClass[$0] ?? [] }.contains { write in
            guard case .hidesBackButton(let value) = write.change, value != true else { return false }
            return code.enclosingMethod(write.place).map { !ViewLifecycle.leavingMethods.contains($0.name) } ?? true
        }
        if let hidden = hides.first, labels.isEmpty, backAction == nil, !showsBackAgain {
            let key = FormatTerms.key(\NavigationItemKeys.hidesBackButton)
            if code.leavesOnlyForwards(subject.lineage) {
                notes.note("\(key) is set with nothing in Back's place, and \(subject.className) closes its flow itself and never pops one screen, so it is left only forwards; the hidden Back is left out", at: hidden, on: .screen(screenID))
                hides = []
            } else if code.offersOnlyAWayOnward(subject.lineage) {
                notes.note("\(key) is set with nothing in Back's place, and \(subject.className) offers a Close or Finish item and never pops one screen, so it is left only forwards; the hidden Back is left out", at: hidden, on: .screen(screenID))
                hides = []
            }
        }
        var item = ObjectBuilder<NavigationItemKeys>()
        if !labels.isEmpty {
            if plural || labels.count > 1 {
                // The items have no comment of their own: the key's comment gives the places.
                let listed = labels.map { (value: $0.label, span: Optional($0.origin.span), comment: Optional(DraftComment.unprinted)) }
                item.set(\.leftBarButtonItems, items: listed, at: labelOrigins.first?.span, comment: originList(labelOrigins))
            } else if let label = labels.first {
                item.set(\.leftBarButtonItem, label.label, seenAt: labelOrigins)
            }
        }
        if !supplements.isEmpty { item.set(\.leftItemsSupplementBackButton, true, seenAt: supplements) }
        if !hides.isEmpty { item.set(\.hidesBackButton, true, seenAt: hides) }
        if let backItem {
            var parts = ObjectBuilder<BackBarButtonItemKeys>()
            // Each part is placed at its literal or selector; the item's comment gives the assignment.
            if let title = backItem.item.title { parts.set(\.title, title.value, at: code.origin(title.place).span, comment: DraftComment.unprinted) }
            if let image = backItem.item.image { parts.set(\.image, image.value, at: code.origin(image.place).span, comment: DraftComment.unprinted) }
            if let action = backItem.item.action { parts.set(\.action, action.value, at: code.origin(action.place).span, comment: DraftComment.unprinted) }
            let comment = parts.isEmpty ? "\(backItem.origin); navlint scan: its title and image are not literals" : nil
            item.set(\.backBarButtonItem, parts, at: backItem.origin.span, comment: comment)
        }
        if let backAction { item.set(\.backAction, true, seenAt: [backAction]) }
        if let backTap { item.set(\.backTapRuns, backTap.effect, seenAt: [backTap.origin]) }
        if !item.isEmpty { screen.set(\.navigationItem, item, at: firstOrigin?.span, comment: DraftComment.unprinted) }
    }

    /// True when the object whose navigation item a statement sets (`list.navigationItem...`) is handed as
    /// the root to a navigation controller made in the same method.
    private func isRootOfStackMadeBeside(_ place: Place) -> Bool {
        guard let assignment = code.syntax[place.file].assignments.first(where: { $0.place == place }),
              let variable = code.withoutSelf(assignment.target, at: place).first, variable != "navigationItem" else { return false }
        return isMadeRootBeside(variable, at: place)
    }

    /// The method of a screen's own code holding `place` when only other classes call it, and each call
    /// is on an object its method makes the root of a navigation controller: `[fvc showCancelButton]`, or
    /// an initializer (`[[EditorViewController alloc] initWithBuffer:b]`) whose object is made a root.
    private func setOnlyOnRoots(_ place: Place, lineage: [String]) -> String? {
        // UIKit calls its own methods (`viewDidLoad`, `init(coder:)`); the calls found of those names are
        // every screen's `super` calls, and looking at them would cost the whole app for each write.
        guard let method = code.enclosingMethod(place), !ViewLifecycle.calledByUIKit.contains(method.name), let writer = code.ownerName(place) else { return nil }
        var anyCall = false
        for (file, call) in code.calls(named: method.name) {
            anyCall = true
            guard let caller = code.ownerName(call.place), !lineage.contains(caller), let callerMethod = code.enclosingMethod(call.place) else { return nil }
            let object: String?
            if method.name.hasPrefix("init") {
                object = code.syntax[file].assignments(within: callerMethod.body).first { $0.value.contains(call.place.token) }.flatMap { code.withoutSelf($0.target, at: $0.place).first }
                    ?? code.syntax[file].declarations(within: callerMethod.body).first { $0.value?.contains(call.place.token) == true }?.name
            } else {
                object = call.receiverChain.count == 1 ? call.receiverChain.first : nil
            }
            // The object is one of this screen's classes (another class's method of the same name is not this one).
            guard let object, object != "self", case .screen(let made)? = code.resolveVariable(object, at: call.place),
                  code.hierarchy.declaredLineage(of: made).contains(writer), isMadeRootBeside(object, at: call.place) else { return nil }
        }
        return anyCall ? method.name : nil
    }

    /// True when the method holding `place` makes a navigation controller with `variable` as its root and
    /// does not push `variable` onto the current stack.
    private func isMadeRootBeside(_ variable: String, at place: Place) -> Bool {
        guard let method = code.enclosingMethod(place) else { return false }
        let stream = code.stream(place.file)
        let calls = code.syntax[place.file].calls(within: method.body)
        // A stack made and then dropped while the object is pushed onto the current one (`nav = ...(rootViewController:
        // add); ...; navigationController?.pushViewController(add, ...)`, `show(add, sender: self)`) leaves the
        // object a pushed screen, on one path at least.
        if calls.contains(where: { call in (NavigationCalls.pushes.contains(call.name) || call.name == "setViewControllers") && call.arguments.first.map { stream.names(in: $0.value).contains(variable) } == true }) {
            return false
        }
        return calls.contains { call in
            let root = call.isMessage ? (call.name == "initWithRootViewController" ? call.firstArgument : nil) : call.argument("rootViewController")
            return root.map { stream.text($0.value) == variable } ?? false
        }
    }

    /// The key of a change that is a fact only when it lasts: left items, a hidden back button, a hidden bar.
    static func conditionalKey(_ change: NavigationItemChange) -> String? {
        switch change {
        case .leftItems(_, let plural): return plural ? FormatTerms.key(\NavigationItemKeys.leftBarButtonItems) : FormatTerms.key(\NavigationItemKeys.leftBarButtonItem)
        case .hidesBackButton(let value): return value == true ? FormatTerms.key(\NavigationItemKeys.hidesBackButton) : nil
        case .navigationBarHidden(let value): return value == true ? FormatTerms.key(\ScreenKeys.navigationBarHidden) : nil
        default: return nil
        }
    }

    // MARK: - Back interception, scroll views, web views

    private static let uikitMethodPrefixes = [
        "view", "init", "navigation", "gesture", "dealloc", "deinit", "touches", "prepare", "scroll", "table", "collection",
        "encode", "awake", "loadView", "didReceive", "present", "dismiss", "push", "pop", "perform", "responds", "set",
    ]

    /// `interceptsBack: true` for a screen that implements a method the interception asks about
    /// (`shouldPopOnBackButtonPress`).
    func setInterceptsBack(_ subject: ScreenSubject, on object: inout ObjectBuilder<ScreenKeys>) {
        let lineage = subject.lineage
        let asked = interceptions.names
        guard !asked.isEmpty else { return }
        // A method the interception checks for by selector or protocol is the question, whatever its name.
        let questions = interceptions.questions
        for codeClass in lineage.reversed() {
            for (file, method) in code.methods(of: codeClass) where questions.methods.contains(method.name) {
                let origin = code.origin(file: file, method: method)
                object.set(\.interceptsBack, true, at: origin.span, comment: "\(method.name), \(origin)")
                return
            }
        }
        for codeClass in lineage.reversed() {
            if let origin = code.conforms(codeClass, toAnyOf: questions.protocols) {
                object.set(\.interceptsBack, true, at: origin.span, comment: "conforms to \(FormatTerms.alternatives(questions.protocols.sorted())), \(origin)")
                return
            }
        }
        for codeClass in lineage.reversed() {
            for (file, method) in code.methods(of: codeClass) where asked.contains(method.name) {
                if Self.uikitMethodPrefixes.contains(where: { method.name.hasPrefix($0) }) { continue }
                let origin = code.origin(file: file, method: method)
                object.set(\.interceptsBack, true, at: origin.span, comment: "\(method.name), \(origin)")
                return
            }
        }
    }

    func setViews(_ subject: ScreenSubject, on object: inout ObjectBuilder<ScreenKeys>) {
        let lineage = subject.lineage
        // A SwiftUI view that is no screen itself (a `UIViewRepresentable` web view) sets up views for the screens it is part of.
        let hosted = (hostedViewOwners[subject.className] ?? []).flatMap { owner in
            // Of a UIKit view the screen makes, its web views only (`hostedViewOwners`).
            (factIndex.viewsByOwner[owner] ?? []).filter { code.hierarchy.isSwiftUIView(owner) || $0.isWebViewSwipe }
        }
        let relevant = (lineage.flatMap { factIndex.viewsByOwner[$0] ?? [] } + hosted).sorted { $0.place < $1.place }
        var names: [String] = []
        for fact in relevant where !names.contains(fact.view) { names.append(fact.view) }
        var scrollViews: [(id: String, object: ObjectBuilder<ScrollViewKeys>, span: SourceSpan?, comment: String?)] = []
        var webViews: [(id: String, object: ObjectBuilder<WebViewKeys>, span: SourceSpan?, comment: String?)] = []
        for name in names.sorted() {
            let own = relevant.filter { $0.view == name }
            var horizontal: [Origin] = []
            var paging: [Origin] = []
            var requires: [Origin] = []
            var backForward: [Origin] = []
            var popWaits: [Origin] = []
            for fact in own {
                let origin = code.origin(fact.place)
                switch fact.change {
                case .horizontal: horizontal.append(origin)
                case .paging(let value): if value == true { paging.append(origin) }
                case .requiresPopToFail: requires.append(origin)
                case .backForwardGestures(let value): if value == true { backForward.append(origin) }
                case .popRequiresWebViewToFail: popWaits.append(origin)
                }
            }
            if !horizontal.isEmpty || !paging.isEmpty || !requires.isEmpty {
                var view = ObjectBuilder<ScrollViewKeys>()
                if !horizontal.isEmpty {
                    view.set(\.axis, ScrollAxis.horizontal, seenAt: horizontal)
                } else {
                    let key = FormatTerms.key(\ScrollViewKeys.axis)
                    let axis = FormatTerms.defaultValue(\ScrollViewKeys.axis)
                    view.remarks.append("navlint scan: no horizontal layout found, so the \(key) stays \(axis); add \(key): \(ScrollAxis.horizontal.rawValue) if it scrolls sideways")
                }
                if !paging.isEmpty { view.set(\.paging, true, seenAt: paging) }
                if !requires.isEmpty { view.set(\.requiresPopToFail, true, seenAt: requires) }
                scrollViews.append((name, view, (horizontal + paging + requires).min()?.span, nil))
            }
            if !backForward.isEmpty {
                var view = ObjectBuilder<WebViewKeys>()
                view.set(\.backForwardGestures, true, seenAt: backForward)
                if !popWaits.isEmpty { view.set(\.popRequiresWebViewToFail, true, seenAt: popWaits) }
                webViews.append((name, view, backForward.first?.span, nil))
            }
        }
        // The mappings' keys only group the views, which have places of their own.
        if !scrollViews.isEmpty { object.set(\.scrollViews, entries: scrollViews, at: nil) }
        if !webViews.isEmpty { object.set(\.webViews, entries: webViews, at: nil) }
    }
}

extension DraftContext {
    /// Where a stack the screen is pushed onto hides its bar (`navigationBarHidden` on a storyboard's
    /// navigation controller, or its root's own `navigationController?.setNavigationBarHidden(true, ...)`):
    /// the bar belongs to the navigation controller, so it
    /// stays hidden on every screen pushed after the root until code shows it. Nil when the screen's own
    /// code sets the bar either way (but for showing it to the screen it opens next), or when any code of
    /// that stack's screens shows it (the state then depends on the route, which a later read would have
    /// to follow) and none hides it again as it goes; nil too for a screen that never
    /// pops itself: with no bar and no Back of its own, it is a step of a flow left only forwards (a
    /// wizard), where no swipe is the design.
    func barHiddenByItsStack(_ subject: ScreenSubject) -> [Origin]? {
        func barWrites(of screenID: String) -> [NavigationItemWrite] {
            guard let className = screenClass(forID: screenID) else { return [] }
            return code.hierarchy.declaredLineage(of: className).flatMap { factIndex.itemWritesByClass[$0] ?? [] }.filter { write in
                if case .navigationBarHidden = write.change { return true }
                return false
            }
        }
        guard barWrites(of: subject.id).allSatisfy(showsBarForTheScreenAbove), code.popsOneScreen(subject.lineage) else { return nil }
        var origins: [Origin] = []
        for controller in stacks.at(stacks.index.holding([subject.id])) where controller.root != subject.id {
            guard let rootClass = screenClass(forID: controller.root) else { continue }
            var made = barWrites(of: controller.root).filter { write in
                guard case .navigationOf(let name) = write.subject, name == rootClass, case .navigationBarHidden(true) = write.change else { return false }
                return true
            }
            // The navigation controller class's own code hiding its bar (`setNavigationBarHidden(true, animated:
            // false)` in its initializer) hides it for every screen of its stacks, unless that code also shows it.
            let ownWrites = code.hierarchy.declaredLineage(of: controller.className).flatMap { name in
                (factIndex.itemWritesByClass[name] ?? []).filter { write in
                    guard case .object(let holder) = write.subject, holder == name, case .navigationBarHidden = write.change else { return false }
                    return true
                }
            }
            if !ownWrites.contains(where: { if case .navigationBarHidden(true) = $0.change { return false } else { return true } }) {
                made += ownWrites
            }
            guard !made.isEmpty else { continue }
            // A screen that hides the bar again as it goes shows it only while it is up: the stack's bar
            // stays hidden for the others.
            let restored = controller.members.contains { member in barWrites(of: member).contains(where: hidesBarAsItGoesAnywhere) }
            let shown = !restored && controller.members.contains { member in
                barWrites(of: member).contains { write in
                    if case .navigationBarHidden(true) = write.change { return false }
                    return true
                }
            }
            if !shown { origins += made.map { code.origin($0.place) } }
        }
        return origins.isEmpty ? nil : Array(Set(origins)).sorted()
    }
}
