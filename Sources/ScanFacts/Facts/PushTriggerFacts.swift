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
        var memo = PushContextMemo()
        for push in pushes {
            guard let owner = push.owner else { continue }
            if let context = code.pushContext(of: push.place, memo: &memo) {
                screenFacts.append(ScreenFact(place: push.place, subject: .object(owner), change: .pushTrigger(context.trigger, through: nil)))
            } else if let method = code.enclosingMethod(push.place), !Self.systemEntryPrefixes.contains(where: { method.name.hasPrefix($0) }),
                      !code.isInKeptClosure(push.place, within: method) {
                // Reached by the method's callers; a push in a closure the method only hands on (a row's
                // action) runs when that closure is called, on a tap, and falls to the last branch.
                pushingMethods[method.name, default: []].append((owner, push.place))
            } else {
                screenFacts.append(ScreenFact(place: push.place, subject: .object(owner), change: .pushTrigger(.tap, through: nil)))
            }
        }
        guard !pushingMethods.isEmpty else { return }
        // Whether each method's pushes are a screen's, judged once per push rather than once per call; and
        // the pushes by the classes they may be reached through (the pusher's class and its ancestors, for
        // a receiver of a subclass; the pusher's class, for a receiver of a base class), so that a call finds
        // its own without trying every push of its name: a method name (`open`, `start`) can be shared by
        // the routers of many modules.
        var isScreenPush: [String: [Bool]] = [:]
        var byOwner: [String: [String: [Int]]] = [:]
        var byAncestor: [String: [String: [Int]]] = [:]
        for (method, pushers) in pushingMethods {
            isScreenPush[method] = pushers.map { code.hierarchy.role(of: $0.owner).role == .screen }
            for (offset, pusher) in pushers.enumerated() {
                byOwner[method, default: [:]][pusher.owner, default: []].append(offset)
                for ancestor in code.hierarchy.lineage(of: pusher.owner) {
                    byAncestor[method, default: [:]][ancestor, default: []].append(offset)
                }
            }
        }
        // The classes that declare each pushing method: a call whose receiver scan cannot follow reaches
        // one only when it is the only one.
        var declaringClasses: [String: Set<String>] = [:]
        for (method, pushers) in pushingMethods { declaringClasses[method] = Set(pushers.map(\.owner)) }
        // Every class that declares a pushing method's name, pushing or not, for the calls on a base class.
        var answering: [String: Set<String>] = [:]
        for name in code.hierarchy.records.keys {
            for (_, method) in code.methods(of: name) where pushingMethods[method.name] != nil { answering[method.name, default: []].insert(name) }
        }
        var calledPlainly: Set<String> = []
        for syntax in code.syntax {
            for call in syntax.calls where call.receiverChain != ["super"] {
                guard let pushers = pushingMethods[call.name], let screenPush = isScreenPush[call.name] else { continue }
                let enclosing = code.enclosingMethod(call.place)
                // A push in the method that makes the call is not reached through it, nor is one in a class
                // the call cannot be made on (a same-named method of another class).
                var candidates: Set<Int> = []
                if let receivers = code.receiverClasses(of: call) {
                    for receiver in receivers {
                        // A base class's receiver that several subclasses answer in their own way
                        // (`[self.tableViewController performSegueWithViewController:...]`) reaches one
                        // scan cannot tell: none is followed.
                        let lineage = code.hierarchy.lineage(of: receiver)
                        let below = (answering[call.name] ?? []).filter { !lineage.contains($0) && code.hierarchy.lineage(of: $0).contains(receiver) }
                        if below.count > 1 { continue }
                        candidates.formUnion(byAncestor[call.name]?[receiver] ?? [])
                        for ancestor in lineage { candidates.formUnion(byOwner[call.name]?[ancestor] ?? []) }
                    }
                } else if (declaringClasses[call.name]?.count ?? 0) <= 1 {
                    candidates = Set(pushers.indices)
                }
                let reachable = candidates.filter { offset in
                    let pusher = pushers[offset]
                    return !(pusher.push.file == call.place.file && enclosing?.body.contains(pusher.push.token) == true)
                }.sorted()
                guard !reachable.isEmpty else { continue }
                let caller = code.ownerName(call.place)
                // The pushes of a method that is no screen's are all the caller's, at the call: one fact says
                // so, through the first of them (more would only repeat it).
                let routed = reachable.first { !screenPush[$0] }
                guard let context = code.pushContext(of: call.place, memo: &memo) else {
                    calledPlainly.insert(call.name)
                    if let caller, let routed {
                        screenFacts.append(ScreenFact(place: call.place, subject: .object(caller), change: .pushTrigger(.tap, through: (call.name, pushers[routed].push))))
                    }
                    continue
                }
                let offsets = reachable.filter { screenPush[$0] || $0 == routed }
                for offset in offsets {
                    // A router's method pushes for the screen that calls it.
                    guard let owner = offset == routed ? caller : pushers[offset].owner else { continue }
                    screenFacts.append(ScreenFact(place: call.place, subject: .object(owner), change: .pushTrigger(context.trigger, through: (call.name, pushers[offset].push))))
                }
            }
        }
        let routedThrough = Set(screenFacts.compactMap { fact -> String? in
            if case .pushTrigger(_, let through) = fact.change { return through?.method }
            return nil
        })
        for (method, pushers) in pushingMethods where calledPlainly.contains(method) || !routedThrough.contains(method) {
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
    /// True when the place sits in a closure, inside the method, that its holder keeps and calls later.
    func isInKeptClosure(_ place: Place, within method: MethodDeclaration) -> Bool {
        statements[place.file].enclosingScopes(of: place.token).contains { scope in
            guard method.body.contains(scope.tokens.lowerBound), case .closure(let closure) = scope.kind else { return false }
            return PushContextMemo.isKept(closure)
        }
    }

    /// The classes a call's receiver may be: the caller's class for a call on `self` or with no receiver,
    /// the declared or constructed class of a property or local it names; nil when scan cannot tell.
    package func receiverClasses(of call: Call) -> [String]? {
        guard let caller = ownerName(call.place) else { return nil }
        let chain = withoutSelf(call.receiverChain, at: call.place)
        if chain.isEmpty { return [caller] }
        guard let name = chain.first else { return nil }
        if chain.count == 1 {
            if let declared = declaredClass(of: name, at: call.place) { return [declared] }
            // A message to a class of the sources (`[DialogFirstRunWarning show:window]`) reaches that class's
            // own methods, not those of every class with a method of the name.
            if hierarchy.isDeclared(name), declaredTypes(of: name, at: call.place).isEmpty { return [name] }
            return nil
        }
        // `session.controller.start()`: each property after the first is looked up in the class the one
        // before it is declared with, as long as that class is one of the sources.
        var owner = declaredClass(of: name, at: call.place)
        for (offset, property) in chain.dropFirst().enumerated() {
            guard let current = owner else { return nil }
            // A one-letter name is a generic parameter (`var session: T`), whose class scan cannot tell.
            let types = hierarchy.declaredLineage(of: current).flatMap { propertyTypes(of: $0, named: property) }.filter { $0.first?.isUppercase == true && $0.count > 1 }
            guard let type = types.first else { return nil }
            // The last property's class, even UIKit's or a framework's (`ASWebAuthenticationSession`): a
            // call on it reaches that class's methods and the app's extensions of it, not an app class's.
            if offset == chain.count - 2 { return [types.first { hierarchy.isDeclared($0) } ?? type] }
            owner = types.first { hierarchy.isDeclared($0) }
        }
        return nil
    }

    /// The class of the sources a local or property named `name` is declared as or made from at `place`.
    func declaredClass(of name: String, at place: Place) -> String? {
        declaredTypes(of: name, at: place).first { hierarchy.isDeclared($0) }
    }

    /// The types a variable named at `place` is declared with or made from (`let router: SettingsRouter`,
    /// `var coordinator = AppCoordinator(...)`, `[[Router alloc] init]`): the locals of the enclosing
    /// method declared before it, else a property of the enclosing class or of a class of the sources it
    /// descends from, through the index of properties by class.
    package func declaredTypes(of name: String, at place: Place) -> [String] {
        if let method = enclosingMethod(place) {
            let locals = members(of: method, file: place.file).declarations
                .map { syntax[place.file].declarations[$0] }
                .filter { $0.name == name && $0.place.token < place.token }
            if !locals.isEmpty { return locals.flatMap { $0.types(in: stream(place.file)) } }
        }
        guard let caller = ownerName(place) else { return [] }
        // An extension of a class outside the sources (`extension UIViewController { var router: Router? }`)
        // declares its properties for that class, which has no lineage of its own here.
        let lineage = hierarchy.declaredLineage(of: caller)
        return (lineage.isEmpty ? [caller] : lineage.reversed()).flatMap { propertyTypes(of: $0, named: name) }
    }

    /// The async or deep-link context a statement runs in, and the place that shows it; nil for code
    /// that runs when the user acts. `memo` keeps what each closure and method was found to be.
    func pushContext(of place: Place, memo: inout PushContextMemo) -> (trigger: PushTrigger, place: Place)? {
        let file = place.file
        let statements = statements[file]
        let method = enclosingMethod(place)
        let closures = memo.closures(around: place.token, file: file, statements: statements,
                                     inSelection: method.map(PushTriggerWords.isSelection) ?? false, stream: stream(file))
        if let open = closures.deepLink { return (.deepLink, Place(file: file, token: open)) }
        let async = closures.async.map { (PushTrigger.async, Place(file: file, token: $0)) }
        if let method {
            let isDeepLink = (method.name == "application" && (method.selector.contains("open") || method.selector.contains("continue")))
                || (method.name == "scene" && (method.selector.contains("openURLContexts") || method.selector.contains("continue")))
                || (method.name == "userNotificationCenter" && method.selector.contains("didReceive"))
            if isDeepLink { return (.deepLink, Place(file: file, token: method.keyword, in: method.head)) }
        }
        if let async {
            // A full-window overlay shown before the work starts keeps the user from navigating meanwhile.
            if let method, memo.blocksTheWindow(in: method, file: file, before: async.1.token, code: self) { return nil }
            return checksItIsStillOnTop(place, memo: &memo) ? nil : async
        }
        // After an `await` in the same closure (or method body): the push waits for the work.
        if let method, let wait = statements.await(before: place.token, within: method.body) {
            if memo.blocksTheWindow(in: method, file: file, before: wait, code: self) { return nil }
            return checksItIsStillOnTop(place, memo: &memo) ? nil : (.async, Place(file: file, token: wait))
        }
        return nil
    }

    /// True when a push runs only after its code has checked which screen is on top of the stack
    /// (`guard root.navigationController?.topViewController === root else { return }`): code that waited for
    /// work and then looks whether the user has moved on pushes only onto the screen it was started from.
    private func checksItIsStillOnTop(_ place: Place, memo: inout PushContextMemo) -> Bool {
        let stream = stream(place.file)
        // Most files never ask: the conditions around each late push (deep in nested closures, many
        // scopes each) are read only in a file that names the top of a stack.
        guard memo.namesTheTopOfAStack(file: place.file, stream: stream) else { return false }
        return statements[place.file].governingConditions(of: place.token).contains { condition, _ in
            stream.mentions(PushTriggerWords.topOfStack, in: condition.tokens)
        }
    }

    /// True when the statement at `place` runs after an `await` in its closure or method.
    package func runsAfterAwait(_ place: Place) -> Bool {
        guard let method = enclosingMethod(place) else { return false }
        return statements[place.file].await(before: place.token, within: method.body) != nil
    }

    /// The first token of the method at which it shows something over the whole window (or the
    /// navigation controller's view, which covers Back): a progress HUD added there, the window's or
    /// navigation view's interaction switched off, `beginIgnoringInteractionEvents`, or SVProgressHUD
    /// while the app sets a mask type that blocks touches; nil when it shows none.
    /// A call of the app's own helper that shows such an overlay (`[NSObject showHUDQueryStr:nil]`) counts
    /// as showing it; the helper's own calls are followed one level down, not further.
    fileprivate func firstWindowBlock(in method: MethodDeclaration, file: Int, followingHelpers: Bool = true) -> Int? {
        let stream = stream(file)
        var first: Int?
        func found(_ token: Int) { first = min(first ?? token, token) }
        let members = members(of: method, file: file)
        func coversBack(_ range: Range<Int>) -> Bool {
            let names = stream.names(in: range)
            return names.contains(where: PushTriggerWords.namesWindow) || (names.contains("navigationController") && names.last == "view")
        }
        for offset in members.calls {
            let call = syntax[file].calls[offset]
            if call.name == "beginIgnoringInteractionEvents" {
                found(call.place.token)
                continue
            }
            guard call.name.lowercased().hasPrefix("show") else { continue }
            let words = Set((call.receiverChain + [call.name]).flatMap(IdentifierWords.splitAtEveryCapital))
            // `showHUDAddedTo:` splits into single letters; its lower-cased name still says hud.
            let namesOverlay = !words.isDisjoint(with: PushTriggerWords.hudWords) || PushTriggerWords.hudWords.contains { call.name.lowercased().contains($0) }
            // Over the window given (`showHUDAddedTo:window`) or the window itself (`[self.view.window showProgressOverlay...]`).
            let onWindow = call.receiverChain.last.map(PushTriggerWords.namesWindow) == true
            if namesOverlay, onWindow || call.arguments.contains(where: { coversBack($0.value) }) || (call.receiverChain.contains("SVProgressHUD") && svProgressBlocksTouches()) {
                found(call.place.token)
            } else if followingHelpers, helperBlocksTheWindow(call) {
                found(call.place.token)
            }
        }
        for offset in members.assignments {
            let assignment = syntax[file].assignments[offset]
            guard assignment.target.last == "userInteractionEnabled", stream.booleanLiteral(assignment.value) == false else { continue }
            let holder = Array(assignment.target.dropLast())
            if holder.contains(where: PushTriggerWords.namesWindow) || (holder.contains("navigationController") && holder.last == "view") {
                found(assignment.place.token)
            }
        }
        return first
    }

    /// True when the call runs a method of the sources, on the class it names or on the caller's own
    /// class, that shows an overlay over the whole window itself.
    private func helperBlocksTheWindow(_ call: Call) -> Bool {
        let chain = withoutSelf(call.receiverChain, at: call.place)
        let holder: String?
        if chain.isEmpty {
            holder = ownerName(call.place)
        } else if chain.count == 1, let name = chain.first, name.first?.isUppercase == true {
            holder = name
        } else {
            holder = nil
        }
        guard let holder else { return false }
        return methods(of: holder).contains { file, method in
            method.name == call.name && firstWindowBlock(in: method, file: file, followingHelpers: false) != nil
        }
    }

    /// True when the app sets SVProgressHUD's default mask to one that takes touches (clear, black,
    /// gradient or custom); its own default lets them through.
    private func svProgressBlocksTouches() -> Bool {
        calls(named: "setDefaultMaskType").contains { file, call in
            guard let value = call.firstArgument?.value else { return false }
            let words = Set(stream(file).names(in: value).flatMap(IdentifierWords.splitAtEveryCapital))
            return !words.isDisjoint(with: ["clear", "black", "gradient", "custom"])
        }
    }
}

extension Facts {
    fileprivate static let deepLinkNames: Set<String> = ["onOpenURL", "onContinueUserActivity"]

    /// Also Objective-C's `withBlock:` label (`[ref observeSingleEventOfType:type withBlock:^{ ... }]`) and
    /// `...InBackgroundWithBlock:`, whose block runs when the work answers; not `usingBlock:`, which
    /// enumerations run at once, nor `readWriteWithBlock:`, a transaction that runs it before returning.
    static func isAsyncName(_ name: String) -> Bool {
        asyncCallees.contains(name) || asyncLabels.contains(name) || name.lowercased().contains("completion")
            || name == "withBlock" || name.contains("InBackground")
    }

    /// Words that name how work ended, which only the work's end can say. (`done` and `finish` are left
    /// out: a picker's `onDone:` and an onboarding's `didFinish:` run on the user's tap.)
    private static let outcomeWords: Set<String> = ["success", "failure", "error", "complete", "completed", "response"]

    /// The label of a closure handed the outcome of work: the outcome alone (`complete:`), after `on`
    /// (`onSuccess:`, `onError:`), or before `block`, `handler` or `callback` (`successBlock:`). Labels
    /// only: a type or method named with such a word (`ErrorView`, `didFinishPicking`) says nothing of when
    /// its closures run.
    static func isOutcomeLabel(_ name: String) -> Bool {
        let words = IdentifierWords.split(name).map { $0.lowercased() }
        switch words.count {
        case 1: return outcomeWords.contains(words[0])
        case 2: return (words[0] == "on" && outcomeWords.contains(words[1])) || (outcomeWords.contains(words[0]) && ["block", "handler", "callback"].contains(words[1]))
        default: return false
        }
    }
}

/// What `pushContext` finds about each closure and method, kept for the next statement that asks: every
/// push of a method asks whether it blocks the window first, and every push in nested closures asks
/// what each closure around it is, so asking afresh each time was quadratic.
struct PushContextMemo {
    /// For each file, by scope: the innermost deep-link handler's closure and the innermost async
    /// closure from that scope outward (the tokens that open them), and whether the user's own action
    /// runs that scope (which a main-queue hop inside it keeps).
    private var closures: [Int: [Int: (deepLink: Int?, async: Int?, userAction: Bool)]] = [:]
    /// For each file, by method body: where the method starts blocking the window, if it does.
    private var windowBlocks: [Int: [Int: Int?]] = [:]
    /// For each file, whether it names the top of a stack (`topViewController`, `visibleViewController`).
    private var topNames: [Int: Bool] = [:]

    /// True when the file names the top of a stack anywhere, worked out once per file.
    mutating func namesTheTopOfAStack(file: Int, stream: TokenStream) -> Bool {
        if let known = topNames[file] { return known }
        let names = stream.mentions(PushTriggerWords.topOfStack, in: 0..<stream.count)
        topNames[file] = names
        return names
    }

    /// The closures around the token, innermost first, up to one kept in a property (`onSelect =
    /// { ... }`), which runs when its holder calls it (scan does not follow that, so it counts as a tap):
    /// the first that a deep-link handler runs, and the first that runs when work finishes (a completion
    /// the user's own action drives, such as a dismissal's, does not count).
    ///
    /// A hop onto the main queue with no delay (`DispatchQueue.main.async`, `dispatch_async(dispatch_get_main_queue(), ...)`)
    /// runs on the run loop's next turn, so inside a handler of the user's own action (a row selected,
    /// `inSelection`, or a `UIContextualAction`, `UIAction` or `UIAlertAction` handler around it) it is
    /// still that action. Elsewhere it usually leaves a background callback, so it counts as work finishing.
    mutating func closures(around token: Int, file: Int, statements: FileStatements, inSelection: Bool, stream: TokenStream) -> (deepLink: Int?, async: Int?) {
        var unknown: [Int] = []
        var found: (deepLink: Int?, async: Int?) = (nil, nil)
        var userAction = inSelection
        var current = statements.scope(at: token)
        while let index = current, index < statements.scopes.count {
            if let known = closures[file]?[index] {
                found = (known.deepLink, known.async)
                userAction = known.userAction
                break
            }
            let scope = statements.scopes[index]
            if case .body = scope.kind { break }
            unknown.append(index)
            current = scope.parent
        }
        for index in unknown.reversed() {
            if case .closure(let closure) = statements.scopes[index].kind {
                if let callee = closure.callee, PushTriggerWords.userActionHandlers.contains(callee) { userAction = true }
                // A subscription to a stream of taps (`searchBarTapPublisher.throttle(...).sink { }`,
                // `button.rx.tap.subscribe(onNext:)`) runs on the tap, however the stream is shaped.
                let subscribesToTaps = closure.callee.map(PushTriggerWords.subscriptions.contains) == true
                    && closure.calleeToken.map { Self.streamNames(before: $0, in: stream).contains(where: PushTriggerWords.saysTap) } == true
                if subscribesToTaps { userAction = true }
                let names = [closure.callee, closure.label].compactMap { $0 }
                if Self.isKept(closure) {
                    // Kept by its holder (a property, or an object made with it, `[[ListView alloc]
                    // initWithFrame:frame block:^{ ... }]`), it runs when the holder calls it.
                    found = (nil, nil)
                } else if names.contains(where: Facts.deepLinkNames.contains) {
                    found = (closure.open, nil)
                } else if subscribesToTaps {
                    // The user's tap: it neither starts nor hides what is around it.
                } else if let callee = closure.callee, PushTriggerWords.userDrivenCompletions.contains(callee) {
                    // Runs on the user's action: it neither starts nor hides what is around it.
                } else if userAction, found.async == nil, Self.isMainQueueHop(closure, stream: stream) {
                    // The next turn of the run loop: whatever started the code around it starts this too.
                } else if names.contains(where: Facts.isAsyncName) || closure.label.map(Facts.isOutcomeLabel) == true {
                    found.async = closure.open
                }
            }
            closures[file, default: [:]][index] = (found.deepLink, found.async, userAction)
        }
        return found
    }

    /// The names of the chain a subscription is made on, walking back from its callee over members and
    /// calls (`searchBarTapPublisher`, `throttle` for `searchBarTapPublisher.throttle(for: 0.5).sink`).
    private static func streamNames(before callee: Int, in stream: TokenStream) -> [String] {
        var names: [String] = []
        var index = callee
        while names.count < TokenStream.chainLimit, stream.isPunctuation(index - 1, ".") {
            index -= 2
            if stream.isPunctuation(index, ")"), let open = stream.partner(of: index) { index = open - 1 }
            guard let token = stream.at(index), token.isName else { break }
            names.append(token.text)
        }
        return names
    }

    /// `DispatchQueue.main.async { }` and `dispatch_async(dispatch_get_main_queue(), ^{ })`: no delay, no work waited for.
    private static func isMainQueueHop(_ closure: ClosureContext, stream: TokenStream) -> Bool {
        guard let callee = closure.callee, let token = closure.calleeToken else { return false }
        if callee == "async" { return stream.isPunctuation(token - 1, ".") && stream.isIdentifier(token - 2, "main") }
        if callee == "dispatch_async" { return stream.isPunctuation(token + 1, "(") && stream.isIdentifier(token + 2, "dispatch_get_main_queue") }
        // `Task { @MainActor in ... }`: a hop to the main actor; an `await` inside it is found on its own.
        if callee == "Task", let attribute = stream.at(closure.open + 1) {
            return attribute.text == "@MainActor" || (attribute.text == "@" && stream.isIdentifier(closure.open + 2, "MainActor"))
        }
        return false
    }

    /// True for a closure its holder keeps and calls later: one assigned to a property, or handed to an
    /// object as it is made (`[[OBATableRow alloc] initWithTitle:title action:^{ ... }]`), unless its label
    /// says it runs when work finishes; or handed on under a label, or to a call, that says the user acts.
    static func isKept(_ closure: ClosureContext) -> Bool {
        closure.assignedTo != nil || (closure.callee.map(isInitializer) == true && closure.label.map(saysWorkFinished) != true)
            || closure.label.map(saysUserActs) == true || closure.callee.map(namesUserInteraction) == true
    }

    /// `interactionResponderWithInteractionType:`, `addTapHandler`, `whenTapped`: a call named for the user's
    /// touch, whose closure runs when it comes.
    private static func namesUserInteraction(_ callee: String) -> Bool {
        !Set(IdentifierWords.split(callee).map { $0.lowercased() }).isDisjoint(with: ["tap", "tapped", "interaction", "gesture"])
    }

    /// `situationSelected:`, `onTap:`, `action:`: a label that says the closure runs when the user picks
    /// or taps something, whatever the method it is handed to (`[self sectionWithRows:rows situationSelected:^{ ... }]`).
    private static func saysUserActs(_ label: String) -> Bool {
        guard let last = IdentifierWords.split(label).last?.lowercased() else { return false }
        return ["selected", "select", "selection", "tap", "tapped", "pressed", "clicked", "action"].contains(last)
    }

    /// `init`, `initWithFrame`, `ListView(frame:onSelect:)`: a closure handed to an initializer is stored,
    /// not run when work finishes. `Task`, `Timer` and the other types that run their closure later are not.
    private static func isInitializer(_ callee: String) -> Bool {
        if callee == "init" || (callee.hasPrefix("initWith") && callee.count > 8) { return true }
        return callee.first?.isUppercase == true && !Facts.isAsyncName(callee) && !runningTypes.contains(callee)
    }
    /// `completion:`, `success:`, `resultHandler:`: a label that says the closure runs when work the
    /// object starts has finished, even when an initializer takes it (`LoginRequest(name:completion:)`).
    private static func saysWorkFinished(_ label: String) -> Bool {
        let lowered = label.lowercased()
        return ["completion", "handler", "callback", "success", "failure", "finish"].contains { lowered.contains($0) }
    }
    private static let runningTypes: Set<String> = ["Timer", "DispatchWorkItem", "BlockOperation", "Publishers", "Future", "Deferred"]

    /// True when the method blocks the window before `token` (`firstWindowBlock`).
    mutating func blocksTheWindow(in method: MethodDeclaration, file: Int, before token: Int, code: CodeBase) -> Bool {
        let known = windowBlocks[file]?[method.body.lowerBound]
        let found = known ?? code.firstWindowBlock(in: method, file: file)
        if known == nil { windowBlocks[file, default: [:]][method.body.lowerBound] = found }
        return found.map { $0 < token } ?? false
    }
}

/// The names that tell what starts a push.

private enum PushTriggerWords {
    /// The handlers of a tapped action, whose closure runs on the tap.
    static let userActionHandlers: Set<String> = [
        "UIContextualAction", "UIAction", "UIAlertAction", "contextualActionWithStyle", "actionWithTitle", "actionWithHandler",
        // Face ID or passcode: the system prompt covers the app until the reply, so nothing else can move meanwhile.
        "evaluatePolicy",
    ]
    /// A table or collection view's row selection, or the answer of a system picker the screen shows (the
    /// document camera's Save, a photo or document picked): the user's tap, made while the screen waits under
    /// the picker.
    static func isSelection(_ method: MethodDeclaration) -> Bool {
        (method.name == "tableView" && method.selector.contains("didSelectRow")) || (method.name == "collectionView" && method.selector.contains("didSelectItem"))
            || pickerAnswers.contains { method.name == $0.name && method.selector.contains($0.part) }
    }

    /// System pickers' delegate methods that report what the user chose, by base name and a part of the selector.
    private static let pickerAnswers: [(name: String, part: String)] = [
        ("documentCameraViewController", "didFinishWith"), ("imagePickerController", "didFinishPickingMediaWithInfo"),
        ("picker", "didFinishPicking"), ("documentPicker", "didPickDocument"), ("contactPicker", "didSelect"),
        ("colorPickerViewControllerDidFinish", ""), ("fontPickerViewControllerDidPickFont", ""),
    ]
    /// Calls whose completion runs when a UI change the user started has finished (a dismissal, an
    /// animation, a context menu's commit): code in it runs on the user's action, not when work finishes.
    static let userDrivenCompletions: Set<String> = [
        "dismiss", "present", "animate", "transition", "performBatchUpdates", "addCompletion", "setCompletionBlock",
        "animateAlongsideTransition", "pushViewController", "popViewController", "popToRootViewController", "setViewControllers",
        "dismissViewControllerAnimated", "presentViewController", "animateWithDuration", "transitionWithView", "addAnimations",
    ]

    /// `window`, `keyWindow`, and macros or properties for it (`kKeyWindow`, `mainWindow`).
    static func namesWindow(_ name: String) -> Bool { name.lowercased().hasSuffix("window") }

    static let hudWords: Set<String> = ["hud", "progress", "loading", "spinner", "activity"]
    /// The properties that name the screen on top of a stack.
    static let topOfStack: Set<String> = ["topViewController", "visibleViewController"]
    /// Calls that subscribe a closure to a stream of events (Combine, RxSwift).
    static let subscriptions: Set<String> = ["sink", "subscribe", "drive", "bind"]
    /// True for a name that says its stream carries the user's taps (`searchBarTapPublisher`, `rx.tap`,
    /// `buttonPressed`).
    static func saysTap(_ name: String) -> Bool {
        IdentifierWords.split(name).contains { ["tap", "taps", "tapped", "click", "clicked", "press", "pressed"].contains($0) }
    }
}
