extension DraftBuilder {
    private static let disableMethods: Set<String> = ["viewDidLoad", "viewWillAppear", "viewDidAppear"]
    private static let enableMethods: Set<String> = ["viewWillDisappear", "viewDidDisappear"]
    private static let controlOrder = ["slider", "map", "swipeActions", "carousel", "other"]

    mutating func screenEntry(_ screen: String) -> DraftEntry {
        let id = screenIDs[screen] ?? screen
        let lineage = code.hierarchy.declaredLineage(of: screen)
        var children = [DraftEntry("class", .text(screen), comment: classOrigin(screen)?.description)]
        if let targets = pushes[id], !targets.isEmpty {
            children.append(DraftEntry("pushes", .list(targets.sorted { $0.id < $1.id }.map { DraftItem(value: .plain($0.id), comment: originList($0.origins)) })))
        }
        if let targets = presents[id], !targets.isEmpty {
            children.append(DraftEntry("presents", .list(targets.sorted { $0.id < $1.id }.map { DraftItem(value: .plain($0.id), comment: originList($0.origins)) })))
        }
        let items = lineage.flatMap { itemWritesByClass[$0] ?? [] }.sorted { $0.place < $1.place }.filter { write in
            switch (write.subject, write.change) {
            case (.navigationOf(let name), .navigationBarHidden): return lineage.contains(name)
            case (.object(let name), _):
                if case .navigationBarHidden = write.change { return false }
                return lineage.contains(name)
            default: return false
            }
        }
        children += navigationEntries(items, screenID: id)
        if let popGesture = popGestureEntry(screen: screen, id: id, lineage: lineage) { children.append(popGesture) }
        if let intercepts = interceptsBackEntry(lineage: lineage) { children.append(intercepts) }
        children += viewEntries(lineage: lineage)
        let controls = lineage.flatMap { controlsByOwner[$0] ?? [] }.sorted { $0.place < $1.place }
        if !controls.isEmpty {
            var seen: [String: Origin] = [:]
            for control in controls where seen[control.control] == nil { seen[control.control] = code.origin(control.place) }
            let listed = Self.controlOrder.filter { seen[$0] != nil }
            children.append(DraftEntry("horizontalControls", .list(listed.map { DraftItem(value: .plain($0), comment: seen[$0]?.description) })))
        }
        return DraftEntry(id, .map(children))
    }

    // MARK: - Navigation item and bar

    private mutating func navigationEntries(_ writes: [NavigationItemWrite], screenID: String) -> [DraftEntry] {
        var labels: [String] = []
        var labelOrigins: [Origin] = []
        var plural = false
        var hides: [Origin] = []
        var supplements: [Origin] = []
        var backItem: (item: BackItem, origin: Origin)?
        var backAction: Origin?
        var barHidden: [Origin] = []
        for write in writes {
            let origin = code.origin(write.place)
            switch write.change {
            case .leftItems(let names, let isPlural):
                for name in names {
                    var label = name
                    if labels.contains(label) { continue }
                    if label == "item", labels.contains("item") { label = IdentifierNaming.unique("item", taken: Set(labels)) }
                    labels.append(label)
                }
                labelOrigins.append(origin)
                plural = plural || isPlural
            case .clearsLeftItems:
                break
            case .hidesBackButton(let value):
                if value == true { hides.append(origin) }
                if value == nil { note("hidesBackButton is set to a computed value; left out", at: origin, on: .screen(screenID)) }
            case .supplementsBackButton(let value):
                if value == true { supplements.append(origin) }
                if value == nil { note("leftItemsSupplementBackButton is set to a computed value; left out", at: origin, on: .screen(screenID)) }
            case .backItem(let item):
                if let item { backItem = (item, origin) }
            case .backAction:
                backAction = backAction ?? origin
            case .navigationBarHidden(let value):
                if value == true { barHidden.append(origin) }
                if value == nil { note("the navigation bar is hidden or shown by a computed value; navigationBarHidden is left out", at: origin, on: .screen(screenID)) }
            }
        }
        var entries: [DraftEntry] = []
        if !barHidden.isEmpty {
            entries.append(DraftEntry("navigationBarHidden", .plain("true"), comment: originList(barHidden)))
        }
        var item: [DraftEntry] = []
        if !labels.isEmpty {
            if plural || labels.count > 1 {
                item.append(DraftEntry("leftBarButtonItems", .list(labels.map { DraftItem(value: .text($0), comment: nil) }), comment: originList(labelOrigins)))
            } else if let label = labels.first {
                item.append(DraftEntry("leftBarButtonItem", .text(label), comment: originList(labelOrigins)))
            }
        }
        if !supplements.isEmpty { item.append(DraftEntry("leftItemsSupplementBackButton", .plain("true"), comment: originList(supplements))) }
        if !hides.isEmpty { item.append(DraftEntry("hidesBackButton", .plain("true"), comment: originList(hides))) }
        if let backItem {
            var parts: [DraftEntry] = []
            if let title = backItem.item.title { parts.append(DraftEntry("title", .quoted(title))) }
            if let image = backItem.item.image { parts.append(DraftEntry("image", .text(image))) }
            if let action = backItem.item.action { parts.append(DraftEntry("action", .text(action))) }
            let comment = parts.isEmpty ? "\(backItem.origin); navlint scan: its title and image are not literals" : backItem.origin.description
            item.append(DraftEntry("backBarButtonItem", .map(parts), comment: comment))
        }
        if let backAction { item.append(DraftEntry("backAction", .plain("true"), comment: backAction.description)) }
        if !item.isEmpty { entries.append(DraftEntry("navigationItem", .map(item))) }
        return entries
    }

    // MARK: - Per-screen swipe-back switch

    private mutating func popGestureEntry(screen: String, id: String, lineage: [String]) -> DraftEntry? {
        let writes = lineage.flatMap { switchesByClass[$0] ?? [] }.sorted { $0.place < $1.place }
        for write in writes where write.recognizer == .content {
            note("switches the content pop gesture \(write.enabled == false ? "off" : "on"); the format has no per-screen key for it", at: code.origin(write.place), on: .screen(id))
        }
        let edge = writes.filter { $0.recognizer == .edge }
        for write in edge where write.enabled == nil {
            note("swipe-back is switched by a computed value; left out", at: code.origin(write.place), on: .screen(id))
        }
        let offs = edge.filter { $0.enabled == false }
        let ons = edge.filter { $0.enabled == true }
        guard let firstOff = offs.first else { return nil }
        var children = [DraftEntry("disabled", .plain("true"), comment: originList(offs.map { code.origin($0.place) }))]
        let scope = offs.contains { $0.scope == .allRecognizers } ? "allRecognizers" : "edge"
        children.append(DraftEntry("scope", .plain(scope), comment: scope == "allRecognizers" ? "every recognizer on the pop gesture's view" : "interactivePopGestureRecognizer only"))
        if let found = lifecycle(of: firstOff.place, in: Self.disableMethods, lineage: lineage) {
            children.append(DraftEntry("disableIn", .plain(found.name), comment: found.comment))
        } else {
            let method = code.enclosingMethod(firstOff.place)?.name ?? "code outside a method"
            note("swipe-back is switched off in \(method), which navlint scan could not tie to viewDidLoad, viewWillAppear or viewDidAppear; disableIn is left at its default (viewDidLoad)", at: code.origin(firstOff.place), on: .screen(id))
        }
        if let firstOn = ons.first {
            if let found = lifecycle(of: firstOn.place, in: Self.enableMethods, lineage: lineage) {
                children.append(DraftEntry("enableIn", .plain(found.name), comment: found.comment))
            } else {
                let method = code.enclosingMethod(firstOn.place)?.name ?? "code outside a method"
                note("swipe-back is switched back on in \(method), which is not viewWillDisappear or viewDidDisappear; enableIn is left at its default (never)", at: code.origin(firstOn.place), on: .screen(id))
            }
        } else {
            children.append(DraftEntry("enableIn", .plain("never"), comment: "nothing switches it back on"))
        }
        return DraftEntry("popGesture", .map(children))
    }

    /// The lifecycle method (among `wanted`) that runs the statement at `place`: the method it is in,
    /// or a lifecycle method of the screen that calls that method.
    private func lifecycle(of place: Place, in wanted: Set<String>, lineage: [String]) -> (name: String, comment: String)? {
        guard let method = code.enclosingMethod(place) else { return nil }
        let origin = code.origin(place)
        if wanted.contains(method.name) { return (method.name, origin.description) }
        for codeClass in lineage {
            for (file, caller) in code.methods(of: codeClass) where wanted.contains(caller.name) {
                let calls = code.syntax[file].calls.filter { call in
                    caller.body.contains(call.place.token) && call.name == method.name && (call.receiverChain.isEmpty || call.receiverChain == ["self"])
                }
                if let call = calls.first {
                    return (caller.name, "\(origin), via \(method.name) called at \(code.origin(call.place))")
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
    private func interceptsBackEntry(lineage: [String]) -> DraftEntry? {
        let asked = interceptionNames
        guard !asked.isEmpty else { return nil }
        for codeClass in lineage.reversed() {
            for (file, method) in code.methods(of: codeClass) where asked.contains(method.name) {
                if Self.uikitMethodPrefixes.contains(where: { method.name.hasPrefix($0) }) { continue }
                return DraftEntry("interceptsBack", .plain("true"), comment: "\(method.name), \(code.origin(file: file, line: method.line))")
            }
        }
        return nil
    }

    private func viewEntries(lineage: [String]) -> [DraftEntry] {
        let relevant = lineage.flatMap { viewsByOwner[$0] ?? [] }.sorted { $0.place < $1.place }
        var names: [String] = []
        for fact in relevant where !names.contains(fact.view) { names.append(fact.view) }
        var scrollViews: [DraftEntry] = []
        var webViews: [DraftEntry] = []
        for name in names.sorted() {
            let own = relevant.filter { $0.view == name }
            var horizontal: [Origin] = []
            var paging: [Origin] = []
            var requires: [Origin] = []
            var backForward: [Origin] = []
            for fact in own {
                let origin = code.origin(fact.place)
                switch fact.change {
                case .horizontal: horizontal.append(origin)
                case .paging(let value): if value == true { paging.append(origin) }
                case .requiresPopToFail: requires.append(origin)
                case .backForwardGestures(let value): if value == true { backForward.append(origin) }
                }
            }
            if !horizontal.isEmpty || !paging.isEmpty || !requires.isEmpty {
                var children: [DraftEntry] = []
                var remarks: [String] = []
                if !horizontal.isEmpty {
                    children.append(DraftEntry("axis", .plain("horizontal"), comment: originList(horizontal)))
                } else {
                    remarks.append("navlint scan: no horizontal layout found, so the axis stays vertical; add axis: horizontal if it scrolls sideways")
                }
                if !paging.isEmpty { children.append(DraftEntry("paging", .plain("true"), comment: originList(paging))) }
                if !requires.isEmpty { children.append(DraftEntry("requiresPopToFail", .plain("true"), comment: originList(requires))) }
                scrollViews.append(DraftEntry(name, .map(children), remarks: remarks))
            }
            if !backForward.isEmpty {
                webViews.append(DraftEntry(name, .map([DraftEntry("backForwardGestures", .plain("true"), comment: originList(backForward))])))
            }
        }
        var entries: [DraftEntry] = []
        if !scrollViews.isEmpty { entries.append(DraftEntry("scrollViews", .map(scrollViews))) }
        if !webViews.isEmpty { entries.append(DraftEntry("webViews", .map(webViews))) }
        return entries
    }

    // MARK: - What could not be placed

    /// Notes for facts that no screen or controller took: statements about objects the scanner could
    /// not follow, and screens that belong to no navigation controller.
    mutating func noteUnattributedFacts() {
        let memberScreens = Set(controllers.flatMap(\.members).compactMap { screenClass(forID: $0) })
        let controllerClasses = Set(controllers.flatMap { navigationCodeClasses($0) })
        for write in facts.delegateWrites {
            let origin = code.origin(write.place)
            switch write.subject {
            case .unresolved(let text):
                note("could not tell whose pop gesture delegate this sets ('\(text)')", at: origin, on: .global)
            case .navigationOf(let name):
                let screens = screens(ofCodeClass: name)
                if screens.isEmpty {
                    note("\(name) sets its navigation controller's pop gesture delegate, but it is not a screen", at: origin, on: .global)
                } else if !screens.contains(where: memberScreens.contains) {
                    let id = screens.first.flatMap { screenIDs[$0] } ?? name
                    note("sets its navigation controller's pop gesture delegate, but no navigation controller found holds this screen", at: origin, on: .screen(id))
                }
            case .object(let name):
                if !controllerClasses.contains(name) {
                    note("\(name) sets a pop gesture delegate on itself, but it is not a navigation controller of this draft", at: origin, on: .global)
                }
            }
        }
        for write in facts.enabledWrites {
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
