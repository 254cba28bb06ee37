import Format

/// What starts each push: a tap, code that runs when work finishes (`Task`, `DispatchQueue.main.async`,
/// a completion handler, after an `await`), or a deep link (`application(_:open:options:)`,
/// `scene(_:openURLContexts:)`, `.onOpenURL`).
extension Facts {
    private static let asyncCallees: Set<String> = [
        "Task", "detached", "async", "asyncAfter", "dispatch_async", "dispatch_after", "sink", "onReceive", "task", "receive",
        "then", "done", "addObserver", "addObserverForName", "scheduledTimer", "scheduledTimerWithTimeInterval", "dataTask", "dataTaskWithURL",
        "dataTaskWithRequest", "performSelectorOnMainThread",
    ]
    private static let asyncLabels: Set<String> = ["success", "failure", "resultHandler", "block", "execute"]
    /// Methods UIKit calls that a screen's own code does not call; a push in them is not reached through them.
    private static let systemEntryPrefixes = ["view", "init", "navigation", "gesture", "scroll", "table", "collection", "prepare", "touches", "awake", "deinit", "body"]

    /// One `pushTrigger` fact per push, and per call of a method that pushes from an async or
    /// deep-link context. A push in a method the code calls counts as a tap only when some call is
    /// not in such a context (an action method UIKit calls by selector is a tap).
    mutating func readPushTriggers(code: CodeBase) {
        var pushes: [(place: Place, owner: String?)] = transitions.filter { $0.kind == .push && !Self.isDestinationMapping($0.place, code: code) }.map { ($0.place, $0.owner) }
        pushes += pathPushes.map { ($0, code.ownerName($0)) }
        var pushingMethods: [String: [(owner: String, push: Place)]] = [:]
        for push in pushes {
            guard let owner = push.owner else { continue }
            if let context = code.pushContext(of: push.place) {
                screenFacts.append(ScreenFact(place: push.place, subject: .object(owner), change: .pushTrigger(context.trigger, through: nil)))
            } else if let method = code.enclosingMethod(push.place), !Self.systemEntryPrefixes.contains(where: { method.name.hasPrefix($0) }) {
                pushingMethods[method.name, default: []].append((owner, push.place))
            } else {
                screenFacts.append(ScreenFact(place: push.place, subject: .object(owner), change: .pushTrigger(.tap, through: nil)))
            }
        }
        guard !pushingMethods.isEmpty else { return }
        // The positions of each method's pushes that are a screen's and that are not, judged once per push
        // rather than once per call: a method name (`open`, `start`) can be shared by the routers of many modules.
        var screenPushes: [String: [Int]] = [:]
        var otherPushes: [String: [Int]] = [:]
        for (method, pushers) in pushingMethods {
            for (offset, pusher) in pushers.enumerated() {
                if code.hierarchy.role(of: pusher.owner).role == .screen {
                    screenPushes[method, default: []].append(offset)
                } else {
                    otherPushes[method, default: []].append(offset)
                }
            }
        }
        var calledPlainly: Set<String> = []
        for syntax in code.syntax {
            for call in syntax.calls where call.receiverChain != ["super"] {
                guard let pushers = pushingMethods[call.name] else { continue }
                let enclosing = code.enclosingMethod(call.place)
                // A push in the method that makes the call is not reached through it.
                let isOutside = { (offset: Int) in !(pushers[offset].push.file == call.place.file && enclosing?.body.contains(pushers[offset].push.token) == true) }
                guard pushers.indices.contains(where: isOutside) else { continue }
                let caller = code.ownerName(call.place)
                // The pushes of a method that is no screen's are all the caller's, at the call: one fact says
                // so, through the first of them (more would only repeat it).
                let routed = (otherPushes[call.name] ?? []).first(where: isOutside)
                guard let context = code.pushContext(of: call.place) else {
                    calledPlainly.insert(call.name)
                    if let caller, let routed {
                        screenFacts.append(ScreenFact(place: call.place, subject: .object(caller), change: .pushTrigger(.tap, through: (call.name, pushers[routed].push))))
                    }
                    continue
                }
                var offsets = (screenPushes[call.name] ?? []).filter(isOutside)
                if let routed { offsets.insert(routed, at: offsets.firstIndex { $0 > routed } ?? offsets.count) }
                for offset in offsets {
                    // A router's method pushes for the screen that calls it.
                    guard let owner = offset == routed ? caller : pushers[offset].owner else { continue }
                    screenFacts.append(ScreenFact(place: call.place, subject: .object(owner), change: .pushTrigger(context.trigger, through: (call.name, pushers[offset].push))))
                }
            }
        }
        for (method, pushers) in pushingMethods where calledPlainly.contains(method) || !screenFacts.contains(where: { fact in
            if case .pushTrigger(_, let through) = fact.change { return through?.method == method }
            return false
        }) {
            for pusher in pushers {
                screenFacts.append(ScreenFact(place: pusher.push, subject: .object(pusher.owner), change: .pushTrigger(.tap, through: nil)))
            }
        }
    }

    /// True for `navigationDestination(for:)`, which maps values to views and starts no push itself.
    private static func isDestinationMapping(_ place: Place, code: CodeBase) -> Bool {
        let stream = code.stream(place.file)
        guard stream.at(place.token)?.text == "navigationDestination", stream.isPunctuation(place.token + 1, "(") else { return false }
        return stream.arguments(openingAt: place.token + 1).contains { $0.label == "for" }
    }
}

extension CodeBase {
    /// The async or deep-link context a statement runs in, and the place that shows it; nil for code
    /// that runs when the user acts.
    func pushContext(of place: Place) -> (trigger: PushTrigger, place: Place)? {
        let file = place.file
        let stream = stream(file)
        let method = enclosingMethod(place)
        let lower = method?.body.lowerBound ?? enclosingType(place)?.body.lowerBound ?? 0
        // The innermost async closure, unless a deep-link handler holds it (`.onOpenURL { Task { ... } }`).
        var cursor = place.first - 1
        var async: (PushTrigger, Place)?
        while cursor >= lower {
            if stream.isPunctuation(cursor, "{"), let close = stream.partner(of: cursor), close > place.token,
               let (trigger, shown) = closureTrigger(openingAt: cursor, file: file) {
                if trigger == .deepLink { return (trigger, shown) }
                async = async ?? (trigger, shown)
            }
            cursor -= 1
        }
        if let method {
            let isDeepLink = (method.name == "application" && (method.selector.contains("open") || method.selector.contains("continue")))
                || (method.name == "scene" && (method.selector.contains("openURLContexts") || method.selector.contains("continue")))
                || (method.name == "userNotificationCenter" && method.selector.contains("didReceive"))
            if isDeepLink { return (.deepLink, Place(file: file, token: method.keyword, in: method.head)) }
        }
        if let async { return async }
        if let method {
            if let wait = (method.body.lowerBound..<max(method.body.lowerBound, place.first)).first(where: { stream.isIdentifier($0, "await") }) {
                return (.async, Place(file: file, token: wait))
            }
        }
        return nil
    }

    /// What a closure opening at `open` is handed to: `Task {`, `DispatchQueue.main.async {`,
    /// `asyncAfter(...) {`, `completion: {`, `^{` in `dispatch_async(...)`, `.onOpenURL {`.
    private func closureTrigger(openingAt open: Int, file: Int) -> (PushTrigger, Place)? {
        let stream = stream(file)
        var before = open - 1
        // An Objective-C block, `^{` or `^(NSData *data) {`.
        if stream.isPunctuation(before, ")"), let paren = stream.partner(of: before), stream.isPunctuation(paren - 1, "^") { before = paren - 1 }
        if stream.isPunctuation(before, "^") { before -= 1 }
        var names: [String] = []
        if stream.isPunctuation(before, ")"), let paren = stream.partner(of: before), let callee = stream.at(paren - 1), callee.isName {
            names.append(callee.text)
        } else if let token = stream.at(before), token.isName {
            names.append(token.text)
        } else if stream.isPunctuation(before, ":"), let label = stream.at(before - 1), label.isName {
            names.append(label.text)
        }
        if stream.isPunctuation(before, ":") || stream.isPunctuation(before, ",") || stream.isPunctuation(before, "(") || stream.isPunctuation(before, "]") {
            // The call whose parentheses or brackets hold the closure.
            var cursor = before
            var steps = 0
            while cursor >= 0, steps < 400 {
                steps += 1
                if let token = stream.at(cursor), token.kind == .punctuation, token.text == ")" || token.text == "]" || token.text == "}", let partner = stream.partner(of: cursor), partner < cursor {
                    cursor = partner - 1
                    continue
                }
                if stream.isPunctuation(cursor, "(") {
                    if let callee = stream.at(cursor - 1), callee.isName { names.append(callee.text) }
                    break
                }
                if stream.isPunctuation(cursor, "[") {
                    let selector = ((cursor + 1)..<max(cursor + 1, before)).first { stream.isName($0) && stream.isPunctuation($0 + 1, ":") }
                    if let selector { names.append(stream[selector].text) }
                    break
                }
                if stream.isPunctuation(cursor, "{") || stream.isPunctuation(cursor, ";") { break }
                cursor -= 1
            }
        }
        let place = Place(file: file, token: open)
        if names.contains(where: { Facts.deepLinkNames.contains($0) }) { return (.deepLink, place) }
        if names.contains(where: { Facts.isAsyncName($0) }) { return (.async, place) }
        return nil
    }
}

extension Facts {
    fileprivate static let deepLinkNames: Set<String> = ["onOpenURL", "onContinueUserActivity"]

    fileprivate static func isAsyncName(_ name: String) -> Bool {
        asyncCallees.contains(name) || asyncLabels.contains(name) || name.lowercased().contains("completion")
    }
}
