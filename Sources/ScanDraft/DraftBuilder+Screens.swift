import Format
import ScanFacts
import ScanReading

extension DraftBuilder {
    /// A screen entry of the draft: the screen's object and the place of its class declaration.
    typealias ScreenEntry = (id: String, object: ObjectBuilder<ScreenKeys>, span: SourceSpan?, comment: String?)

    /// A screen's entry: every registered inference (`screenInferences`) sets its keys in turn.
    mutating func screenEntry(_ screen: String) -> ScreenEntry {
        let subject = screenSubject(screen)
        var object = ObjectBuilder<ScreenKeys>()
        for inference in Self.screenInferences { inference.apply(&self, subject, &object) }
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
    mutating func setTransitions(_ screen: ScreenSubject, on object: inout ObjectBuilder<ScreenKeys>) {
        if let targets = pushes[screen.id]?.entries, !targets.isEmpty {
            object.set(\.pushes, items: Self.items(targets), at: targets.first?.origins.first?.span)
        }
        if let targets = presents[screen.id]?.entries, !targets.isEmpty {
            object.set(\.presents, items: Self.items(targets), at: targets.first?.origins.first?.span)
        }
    }

    /// `navigationItem:` and `navigationBarHidden:`, from the writes to the screen's own navigation item and bar.
    mutating func setNavigationItem(_ screen: ScreenSubject, on object: inout ObjectBuilder<ScreenKeys>) {
        let lineage = screen.lineage
        let items = lineage.flatMap { factIndex.itemWritesByClass[$0] ?? [] }.sorted { $0.place < $1.place }.filter { write in
            switch (write.subject, write.change) {
            case (.navigationOf(let name), .navigationBarHidden): return lineage.contains(name)
            case (.object(let name), _):
                if case .navigationBarHidden = write.change { return false }
                // Set from other code on an object of a class (`wrapper.webViewController.navigationItem`): a
                // fact of that class's own screens, not of every subclass.
                if let writer = code.ownerName(write.place), code.hierarchy.declaredLineage(of: name).contains(writer) {
                    return lineage.contains(name)
                }
                return name == screen.className
            default: return false
            }
        }
        setNavigation(items, screenID: screen.id, on: &object)
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

    private mutating func setNavigation(_ writes: [NavigationItemWrite], screenID: String, on screen: inout ObjectBuilder<ScreenKeys>) {
        var labels: [(label: String, origin: Origin)] = []
        var labelOrigins: [Origin] = []
        var plural = false
        var hides: [Origin] = []
        var supplements: [Origin] = []
        var backItem: (item: BackItem, origin: Origin)?
        var backAction: Origin?
        var barHidden: [Origin] = []
        var firstOrigin: Origin?
        let kept = lasting(writes, place: \.place, setting: { write in Self.conditionalKey(write.change).map { (write.change.setting, $0) } }, screen: screenID)
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
                if value == true { hides.append(origin) }
                if value == nil { note("\(FormatTerms.key(\NavigationItemKeys.hidesBackButton)) is set to a computed value; left out", at: origin, on: .screen(screenID)) }
            case .supplementsBackButton(let value):
                if value == true { supplements.append(origin) }
                if value == nil { note("\(FormatTerms.key(\NavigationItemKeys.leftItemsSupplementBackButton)) is set to a computed value; left out", at: origin, on: .screen(screenID)) }
            case .backItem(let item):
                if let item { backItem = (item, origin) }
            case .backAction:
                backAction = backAction ?? origin
            case .navigationBarHidden(let value):
                if value == true { barHidden.append(origin) }
                if value == nil {
                    let key = FormatTerms.key(\ScreenKeys.navigationBarHidden)
                    note("the navigation bar is hidden or shown by a computed value; \(key) is left out", at: origin, on: .screen(screenID))
                }
                continue
            }
            firstOrigin = firstOrigin ?? origin
        }
        if !barHidden.isEmpty {
            screen.set(\.navigationBarHidden, true, seenAt: barHidden)
        }
        var item = ObjectBuilder<NavigationItemKeys>()
        if !labels.isEmpty {
            if plural || labels.count > 1 {
                // The items have no comment of their own: the key's comment gives the places.
                let listed = labels.map { (value: $0.label, span: Optional($0.origin.span), comment: Optional(Self.unprinted)) }
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
            if let title = backItem.item.title { parts.set(\.title, title.value, at: code.origin(title.place).span, comment: Self.unprinted) }
            if let image = backItem.item.image { parts.set(\.image, image.value, at: code.origin(image.place).span, comment: Self.unprinted) }
            if let action = backItem.item.action { parts.set(\.action, action.value, at: code.origin(action.place).span, comment: Self.unprinted) }
            let comment = parts.isEmpty ? "\(backItem.origin); navlint scan: its title and image are not literals" : nil
            item.set(\.backBarButtonItem, parts, at: backItem.origin.span, comment: comment)
        }
        if let backAction { item.set(\.backAction, true, seenAt: [backAction]) }
        if !item.isEmpty { screen.set(\.navigationItem, item, at: firstOrigin?.span, comment: Self.unprinted) }
    }

    /// The facts among `facts` that last wherever the screen's swipe-back matters. A fact of a setting
    /// that `setting` names (its group and its key) counts when the statements that set it run there
    /// together (`if a { item = x } else { item = y }`); the others of that setting get a note saying
    /// under which condition they run. Facts of no such setting all count.
    mutating func lasting<Fact>(_ facts: [Fact], place: (Fact) -> Place, setting: (Fact) -> (group: String, key: String)?, screen: String) -> [Fact] {
        var readings: [Int: FactReading] = [:]
        var together: [String: Truth] = [:]
        var unread: [String: UnreadConditions] = [:]
        for (offset, fact) in facts.enumerated() {
            guard let group = setting(fact)?.group else { continue }
            let reading = code.reading(of: place(fact), unread: &unread[group, default: UnreadConditions()])
            readings[offset] = reading
            together[group] = (together[group] ?? .never).or(reading.truth)
        }
        // A setting made in every case of one switch is made whatever the switch's subject is.
        var placesByGroup: [String: [Place]] = [:]
        for fact in facts {
            if let group = setting(fact)?.group { placesByGroup[group, default: []].append(place(fact)) }
        }
        let inEveryCase = Set(placesByGroup.filter { $0.value.count > 1 && code.coverEverySwitchCase($0.value) }.keys)
        return facts.enumerated().compactMap { offset, fact in
            guard let reading = readings[offset], let (group, key) = setting(fact) else { return fact }
            if inEveryCase.contains(group) { return fact }
            if together[group]?.holds(throughout: Situation.swipeBackMatters) == true, !reading.truth.fails(throughout: Situation.swipeBackMatters) { return fact }
            switch reading.verdict {
            case .always:
                return fact
            case .only(let condition, let text):
                note("\(key) is set \(condition.phrase) ('\(text)'), so it is left out", at: code.origin(place(fact)), on: .screen(screen))
            case .undecided(let text):
                note("\(key) is set only when '\(text)', which navlint scan cannot decide, so it is left out", at: code.origin(place(fact)), on: .screen(screen))
            }
            return nil
        }
    }

    /// The key of a change that is a fact only when it lasts: left items, a hidden back button, a hidden bar.
    private static func conditionalKey(_ change: NavigationItemChange) -> String? {
        switch change {
        case .leftItems(_, let plural): return plural ? FormatTerms.key(\NavigationItemKeys.leftBarButtonItems) : FormatTerms.key(\NavigationItemKeys.leftBarButtonItem)
        case .hidesBackButton(let value): return value == true ? FormatTerms.key(\NavigationItemKeys.hidesBackButton) : nil
        case .navigationBarHidden(let value): return value == true ? FormatTerms.key(\ScreenKeys.navigationBarHidden) : nil
        default: return nil
        }
    }

    // MARK: - Per-screen swipe-back switch

    mutating func setPopGesture(_ subject: ScreenSubject, on object: inout ObjectBuilder<ScreenKeys>) {
        let (id, lineage) = (subject.id, subject.lineage)
        let writes = lineage.flatMap { (factIndex.switchesByClass[$0] ?? []) + (helpers.switchesByScreen[$0] ?? []) }.sorted { $0.place < $1.place }
        for write in writes where write.recognizer == .content {
            note("switches the content pop gesture \(write.enabled == false ? "off" : "on"); the format has no per-screen key for it", at: code.origin(write.place), on: .screen(id))
        }
        let edge = writes.filter { $0.recognizer == .edge }
        let ons = edge.filter { $0.enabled == true }
        // A switch to a value that can be false where swipe-back matters (`isEnabled = (index == 0)`) leaves
        // it off in those runs; when nothing switches it back on, not even to a computed value as the screen
        // leaves, it is off for the screens after this one as surely as a switch to false.
        let computed = edge.filter { $0.enabled == nil }
        let leaving = computed.contains { write in code.enclosingMethod(write.place).map { PopEnableMoment(rawValue: $0.name) != nil } ?? false }
        let mayBeOff = ons.isEmpty && !leaving && !computed.isEmpty && !switchedOnForOthers(lineage) ? computed.filter(canSwitchOff) : []
        for write in computed {
            let origin = code.origin(write.place)
            if mayBeOff.contains(where: { $0.place == write.place }) {
                let value = code.stream(write.place.file).text(write.valueTokens)
                note("swipe-back is switched to \(value), which can be false, and nothing switches it back on; taken as switched off", at: origin, on: .screen(id))
            } else {
                note("swipe-back is switched by a computed value; left out", at: origin, on: .screen(id))
            }
        }
        let offs = (edge.filter { $0.enabled == false } + mayBeOff).enumerated()
            .map { (rank: offRank($0.element, lineage: lineage), order: $0.offset, write: $0.element) }
            .sorted { ($0.rank, $0.order) < ($1.rank, $1.order) }
            .map(\.write)
        guard let firstOff = offs.first else { return }
        var pop = ObjectBuilder<ScreenPopGestureKeys>()
        let offOrigins = offs.map { code.origin($0.place) }
        pop.set(\.disabled, true, seenAt: offOrigins)
        let widest = offs.first { $0.scope == .allRecognizers }
        let scope: PopDisableScope = widest == nil ? .edge : .allRecognizers
        let scopeComment = scope == .allRecognizers ? "every recognizer on the pop gesture's view" : "interactivePopGestureRecognizer only"
        pop.set(\.scope, scope, at: code.origin((widest ?? firstOff).place).span, comment: scopeComment)
        if let found = switchOffMoment(of: firstOff.place, lineage: lineage, as: { PopDisableMoment(rawValue: $0) }) {
            pop.set(\.disableIn, found.moment, seenAt: [found.origin], comment: found.comment)
        } else {
            let method = code.enclosingMethod(firstOff.place)?.selector ?? "code outside a method"
            let moments = FormatTerms.alternatives(PopDisableMoment.allCases.map(\.rawValue))
            let key = FormatTerms.key(\ScreenPopGestureKeys.disableIn)
            let fallback = FormatTerms.defaultValue(\ScreenPopGestureKeys.disableIn)
            note("swipe-back is switched off in \(method), which navlint scan could not tie to \(moments); \(key) is left at its default (\(fallback))", at: code.origin(firstOff.place), on: .screen(id))
        }
        // `never` is a word of the format, not a method: only the methods can switch swipe-back on.
        let enableMethods = PopEnableMoment.allCases.filter { $0 != .never }
        if let firstOn = ons.first {
            if let found = lifecycle(of: firstOn.place, lineage: lineage, as: { name in enableMethods.first { $0.rawValue == name } }) {
                pop.set(\.enableIn, found.moment, seenAt: [found.origin], comment: found.comment)
            } else {
                let method = code.enclosingMethod(firstOn.place)?.selector ?? "code outside a method"
                let moments = FormatTerms.alternatives(enableMethods.map(\.rawValue))
                let key = FormatTerms.key(\ScreenPopGestureKeys.enableIn)
                let fallback = FormatTerms.defaultValue(\ScreenPopGestureKeys.enableIn)
                note("swipe-back is switched back on in \(method), which is not \(moments); \(key) is left at its default (\(fallback))", at: code.origin(firstOn.place), on: .screen(id))
            }
        } else {
            pop.set(\.enableIn, PopEnableMoment.never, at: offOrigins.first?.span, comment: "nothing switches it back on")
        }
        object.set(\.popGesture, pop, at: offOrigins.first?.span, comment: Self.unprinted)
    }

    /// True when code that runs as other screens appear, or as the stack shows a screen, switches the edge
    /// swipe on (or on above the root): `isEnabled = true` in a base class's `viewWillAppear`,
    /// `isEnabled = viewControllers.count > 1` in `navigationController(_:didShow:animated:)`. A computed
    /// switch of one screen is then no switch off for the screens after it.
    private func switchedOnForOthers(_ lineage: [String]) -> Bool {
        let own = Set(lineage)
        return facts.enabledWrites.contains { write in
            guard write.recognizer == .edge, write.enabled == true || factIndex.switchesEnabledOnlyAboveRoot.contains(write.place),
                  let method = code.enclosingMethod(write.place)?.name, ViewLifecycle.appearanceMethods.contains(method) || method == "navigationController" else { return false }
            return code.ownerName(write.place).map { !own.contains($0) } ?? true
        }
    }

    /// Which switch off the draft leads with, lowest first; source order breaks ties. A switch to false
    /// before a computed one, and one the lifecycle runs before one it does not, so that `disableIn` holds a
    /// moment scan read. A computed switch that runs as the screen is made (in `viewDidLoad`, or in a
    /// helper it calls) reads the state the screen starts in, the first tab, where it is true; one run on a
    /// later event (a tab chosen) is where it turns false, so that comes before it.
    private func offRank(_ write: EnabledWrite, lineage: [String]) -> Int {
        if write.enabled == false {
            return switchOffMoment(of: write.place, lineage: lineage, as: { PopDisableMoment(rawValue: $0) }) == nil ? 1 : 0
        }
        if switchOffMoment(of: write.place, lineage: lineage, as: { ViewLifecycle.appearanceMethods.contains($0) ? $0 : nil }) != nil { return 2 }
        return switchOffMoment(of: write.place, lineage: lineage, as: { Self.isCreationMethod($0) ? $0 : nil }) == nil ? 3 : 4
    }

    /// The lifecycle method that runs a switch off, as `lifecycle(of:)`, but none for a switch in a closure
    /// that runs on its own event. A switch back on stays with the method that holds it: the closures that
    /// undo a switch as a screen leaves (`notifyWhenInteractionChanges`, a completion) run as it leaves.
    private func switchOffMoment<Moment>(of place: Place, lineage: [String], as moment: (String) -> Moment?) -> (moment: Moment, origin: Origin, comment: String?)? {
        runsOnItsOwnEvent(place) ? nil : lifecycle(of: place, lineage: lineage, as: moment)
    }

    /// Methods that run once, as the screen is made.
    private static func isCreationMethod(_ name: String) -> Bool {
        ["viewDidLoad", "loadView", "awakeFromNib"].contains(name) || name.hasPrefix("init")
    }

    /// Calls whose closure runs as part of the moment that hands it over: soon after it on the main
    /// queue, as its animation, or once per element.
    private static let momentCallees: Set<String> = ClosureCalls.enumerators.union([
        "async", "asyncAfter", "dispatch_async", "dispatch_after", "animate", "animateWithDuration", "animateAlongsideTransition",
        "performWithoutAnimation", "performBatchUpdates",
    ])

    /// True when the statement at `place` is in a closure of its method that runs on an event of its own
    /// (a control's `UIAction`, a block property, a subscription), not in the method's moment.
    private func runsOnItsOwnEvent(_ place: Place) -> Bool {
        guard let method = code.enclosingMethod(place) else { return false }
        return code.statements[place.file].enclosingClosures(of: place.token).contains { closure in
            method.body.contains(closure.open) && !(closure.callee.map(Self.momentCallees.contains) ?? false)
        }
    }

    /// True when a switch's computed value can be false where swipe-back matters (above the root, on a
    /// pushed screen): a condition scan cannot read, as `index == 0`, can. One false only at the root is the
    /// stack's depth guard, not a switch off.
    private func canSwitchOff(_ write: EnabledWrite) -> Bool {
        guard !factIndex.switchesEnabledOnlyAboveRoot.contains(write.place), let truth = code.computedTruth(of: write) else { return false }
        return !truth.holds(throughout: Situation.swipeBackMatters)
    }

    /// The lifecycle method (one that `moment` names) that runs the statement at `place`: the method
    /// it is in, or a lifecycle method of the screen that calls that method. The origin is the statement's;
    /// the comment is nil when it alone says where the value came from.
    private func lifecycle<Moment>(of place: Place, lineage: [String], as moment: (String) -> Moment?) -> (moment: Moment, origin: Origin, comment: String?)? {
        guard let method = code.enclosingMethod(place) else { return nil }
        let origin = code.origin(place)
        if let found = moment(method.name) { return (found, origin, nil) }
        for codeClass in lineage {
            for (file, caller) in code.methods(of: codeClass) {
                guard let found = moment(caller.name) else { continue }
                let calls = code.syntax[file].calls.filter { call in
                    caller.body.contains(call.place.token) && call.name == method.name && (call.receiverChain.isEmpty || call.receiverChain == ["self"])
                }
                if let call = calls.first {
                    return (found, origin, "\(origin), via \(method.name) called at \(code.origin(call.place))")
                }
            }
        }
        return nil
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
        let relevant = lineage.flatMap { factIndex.viewsByOwner[$0] ?? [] }.sorted { $0.place < $1.place }
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

    // MARK: - What could not be placed

    /// Notes for facts that no screen or controller took: statements about objects the scanner could
    /// not follow, and screens that belong to no navigation controller.
    mutating func noteUnattributedFacts() {
        let memberScreens = Set(controllers.flatMap(\.members).compactMap { screenClass(forID: $0) })
        let controllerClasses = Set(controllers.flatMap { navigationCodeClasses($0) })
        for write in facts.delegateWrites where !helpers.places.contains(write.place) {
            let origin = code.origin(write.place)
            switch write.subject {
            case .unresolved(let text):
                note("could not tell whose pop gesture delegate this sets ('\(text)')", at: origin, on: .global)
            case .navigationOf(let name):
                let screens = screens(ofCodeClass: name)
                if screens.isEmpty {
                    note("\(name) sets its navigation controller's pop gesture delegate, but it is not a screen", at: origin, on: .global)
                } else if !screens.contains(where: memberScreens.contains) {
                    let id = screens.first.flatMap { selection.screenIDs[$0] } ?? name
                    note("sets its navigation controller's pop gesture delegate, but no navigation controller found holds this screen", at: origin, on: .screen(id))
                }
            case .object(let name):
                if !controllerClasses.contains(name) {
                    note("\(name) sets a pop gesture delegate on itself, but it is not a navigation controller of this draft", at: origin, on: .global)
                }
            }
        }
        for write in facts.enabledWrites where !helpers.places.contains(write.place) {
            let origin = code.origin(write.place)
            switch write.subject {
            case .unresolved(let text):
                note("could not tell whose pop gesture this switches ('\(text)')", at: origin, on: .global)
            case .navigationOf(let name):
                if screens(ofCodeClass: name).isEmpty {
                    note("\(name) switches its navigation controller's pop gesture, but it is not a screen", at: origin, on: .global)
                }
            case .object(let name):
                if !controllerClasses.contains(name) {
                    note("\(name) switches a pop gesture on itself, but it is not a navigation controller of this draft", at: origin, on: .global)
                }
            }
        }
        for write in facts.itemWrites {
            let origin = code.origin(write.place)
            switch (write.subject, write.change) {
            case (.unresolved(let text), _):
                note("could not tell which screen's navigation item or bar '\(text)' is", at: origin, on: .global)
            case (.object(let name), .navigationBarHidden):
                if !controllerClasses.contains(name), screens(ofCodeClass: name).isEmpty {
                    note("\(name) hides or shows a navigation bar, but it is not a screen", at: origin, on: .global)
                }
            case (.object(let name), _), (.navigationOf(let name), _):
                if screens(ofCodeClass: name).isEmpty {
                    note("\(name) changes a navigation item, but it is not a screen", at: origin, on: .global)
                }
            }
        }
        var reportedViews: Set<String> = []
        for fact in facts.views {
            let owner = fact.owner ?? "code outside any class"
            guard screens(ofCodeClass: fact.owner).isEmpty, !reportedViews.contains(owner + "." + fact.view) else { continue }
            reportedViews.insert(owner + "." + fact.view)
            note("'\(fact.view)' is set up in \(owner), which is not a view controller, so navlint scan could not tell which screen shows it", at: code.origin(fact.place), on: .global)
        }
    }
}
