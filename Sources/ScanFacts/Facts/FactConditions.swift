/// Why a navigation item or bar statement is not a permanent fact of the screen: it runs only when the
/// screen is the first of its stack, only when it is presented, or only for a while (editing, searching,
/// scrolling).
package enum FactCondition: Sendable, Equatable {
    case rootOnly
    case modalOnly
    case transient

    /// The words a note uses for it.
    package var phrase: String {
        switch self {
        case .rootOnly: return "only when the screen is the first of its stack, where there is nothing to swipe back to"
        case .modalOnly: return "only when the screen is presented, where there is no back swipe"
        case .transient: return "only for a while (editing, searching, scrolling), not for the screen's whole life"
        }
    }
}

/// Whether a statement about a screen runs wherever the screen's swipe-back matters (pushed, above the
/// root, in no passing state), as the conditions around it say.
package enum FactReach: Sendable, Equatable {
    /// Wherever it matters: no condition, or only conditions that hold there.
    case always
    /// Never where it matters: the condition (its source text) limits it to the root, a presentation or a passing state.
    case only(FactCondition, text: String)
    /// Under a condition scan cannot decide (its source text): the statement may or may not run.
    case undecided(text: String)
}

/// What the conditions around a statement say: where it runs, the condition that keeps it from where a
/// screen's swipe-back matters (with its source text), or the first condition scan could not decide.
package struct FactReading {
    package var truth: Truth
    var limit: (FactCondition, String)?
    var undecided: String?

    package var verdict: FactReach {
        if truth.holds(throughout: Situation.swipeBackMatters) { return .always }
        if let limit, truth.fails(throughout: Situation.swipeBackMatters) { return .only(limit.0, text: limit.1) }
        return .undecided(text: undecided ?? limit?.1 ?? "")
    }
}

extension CodeBase {
    /// True when the statements at `places` set one thing in every case of one `switch`, each under no
    /// other condition: in every case listed of a Swift switch (which is exhaustive), or in every case of
    /// one with a `default`.
    package func coverEverySwitchCase(_ places: [Place]) -> Bool {
        guard let first = places.first else { return false }
        let statements = statements[first.file]
        var covered: Set<Int> = []
        var switchScope: Int?
        for place in places {
            guard place.file == first.file, let found = statements.soleSwitchCase(of: place.token), switchScope == nil || switchScope == found.switchScope else { return false }
            switchScope = found.switchScope
            covered.insert(found.scope)
        }
        guard let switchScope else { return false }
        let cases = statements.cases(of: switchScope)
        guard cases.hasDefault || files[first.file].kind == .swift else { return false }
        return Set(cases.scopes).isSubset(of: covered)
    }

    /// Whether the statement at `place` runs where a screen's swipe-back matters.
    func reach(of place: Place) -> FactReach {
        reading(of: place).verdict
    }

    /// What the conditions around the statement at `place` say about where it runs.
    func reading(of place: Place) -> FactReading {
        var unread = UnreadConditions()
        return reading(of: place, unread: &unread)
    }

    /// The same, with the conditions it cannot read named as in `unread`, which statements about one
    /// setting share: `if c { a } else { b }` then sets it whatever `c` is.
    package func reading(of place: Place, unread: inout UnreadConditions) -> FactReading {
        if let method = enclosingMethod(place),
           FactConditionLimits.transientMethods.contains(method.name) || method.selector.hasPrefix("setEditing")
            || members(of: method, file: place.file).entersEditMode {
            return FactReading(truth: .when(.passing), limit: (.transient, method.selector), undecided: nil)
        }
        let governing = statements[place.file].governingConditions(of: place.token)
        // A `switch` case runs for some values of its subject (a type or mode the opener sets, as often
        // as not), which scan does not follow: the fact may or may not be set.
        if let patterns = statements[place.file].innermostSwitchCase(of: place.token) {
            let text = patterns.isEmpty ? "default" : "case " + stream(place.file).text(patterns)
            return FactReading(truth: .unknown, limit: nil, undecided: text)
        }
        guard !governing.isEmpty else { return FactReading(truth: .always, limit: nil, undecided: nil) }
        var judge = ConditionJudge(context: conditionContext(at: place))
        judge.unread = unread
        defer { unread = judge.unread }
        let stream = stream(place.file)
        var reading = FactReading(truth: .always, limit: nil, undecided: nil)
        for (condition, holds) in governing {
            // The iPhone's branch of a test of the device's idiom runs on every iPhone, wherever the screen is
            // (`if (![[UIDevice currentDevice] isIPad]) { self.navigationItem.leftBarButtonItem = cancel; }`).
            // The iPad's is left to the judge: an iPad-only item often goes with an iPad-only popover or sheet.
            if DeviceIdiomTest.phoneBranch(condition.tokens, holds: holds, in: stream) == true { continue }
            // A branch that runs when the condition fails is judged as its negation, so that the judge's own
            // reading of `!` applies (the `else` of `#available` says nothing about where the screen is).
            let applied = judge.truth(of: holds ? condition.tree : .not(condition.tree))
            reading.truth = reading.truth.and(applied)
            let text = holds ? stream.text(condition.tokens) : "!(\(stream.text(condition.tokens)))"
            if reading.limit == nil, applied.fails(throughout: Situation.swipeBackMatters), let reason = FactConditionLimits.limit(applied) {
                reading.limit = (reason, text)
            } else if reading.undecided == nil, !applied.holds(throughout: Situation.swipeBackMatters) {
                reading.undecided = text
            }
        }
        return reading
    }

    /// The readings of statements that each set a setting, in order, with whether each is a lasting fact:
    /// it holds wherever swipe-back matters, or the statements of its `group` together do (`if c { a }
    /// else { b }` sets it whatever `c` is) and it may hold there.
    package func lastingReadings(_ statements: [(place: Place, group: String)]) -> [(reading: FactReading, lasts: Bool)] {
        var together: [String: Truth] = [:]
        var unread: [String: UnreadConditions] = [:]
        let readings = statements.map { statement in
            let reading = self.reading(of: statement.place, unread: &unread[statement.group, default: UnreadConditions()])
            together[statement.group] = (together[statement.group] ?? .never).or(reading.truth)
            return reading
        }
        return zip(statements, readings).map { statement, reading in
            let lasts = reading.truth.holds(throughout: Situation.swipeBackMatters)
                || (together[statement.group]?.holds(throughout: Situation.swipeBackMatters) == true && !reading.truth.fails(throughout: Situation.swipeBackMatters))
            return (reading, lasts)
        }
    }

    /// What the names around `place` mean: `self` and the locals that hold it, the stack's count at the
    /// root (0 before an override of `pushViewController` pushes), and locals that hold the depth.
    func conditionContext(at place: Place) -> ConditionContext {
        var context = ConditionContext()
        guard let method = enclosingMethod(place) else { return context }
        let members = members(of: method, file: place.file)
        let aliases = members.selfAliases
        context.isSelf = { $0 == "self" || aliases.contains($0) }
        // The statement at `place`, found by its position rather than by reading the method.
        let written = syntax[place.file].assignments(within: place.token..<(place.token + 1)).first { $0.place == place }?.target
            ?? call(at: place).flatMap { $0.place == place ? $0.receiverChain : nil }
        if let written, written.count > 1, let first = written.first, !context.isSelf(first) { context.statementObject = first }
        if method.name == "pushViewController" || method.selector.hasPrefix("pushViewController") {
            let pushesFirst = members.calls.map { syntax[place.file].calls[$0] }.contains { call in
                call.name == method.name && call.receiverChain == ["super"] && call.place.token < place.token
            }
            if !pushesFirst { context.rootCount = 0 }
        }
        let stream = stream(place.file)
        if method.name == "navigationController", let label = ["didShow", "willShow", "didShowViewController", "willShowViewController"].first(where: { method.selector.contains($0 + ":") }),
           let at = method.head.first(where: { stream.isIdentifier($0, label) }) {
            // Swift `didShow viewController: UIViewController`; Objective-C `didShowViewController:(UIViewController *)viewController`.
            var cursor = at + 1
            if stream.isPunctuation(cursor, ":"), stream.isPunctuation(cursor + 1, "("), let close = stream.partner(of: cursor + 1) { cursor = close + 1 }
            if let name = stream.at(cursor), name.isName { context.shownScreens.insert(name.text) }
        }
        for declaration in members.declarations.map({ syntax[place.file].declarations[$0] }) {
            guard let value = declaration.value else { continue }
            let operand = ConditionParser.parseValue(value, in: stream)
            if case .value(let read) = operand, read.path.count >= 2, read.path.last == "count",
               ConditionJudge.stackNames.contains(read.path[read.path.count - 2]) {
                context.depthLocals.insert(declaration.name)
            } else if declaration.place.token < place.token {
                context.locals[declaration.name] = ParsedCondition(tokens: value, tree: operand)
            }
        }
        return context
    }
}

/// A condition that tests only which kind of device runs the app: `isIPad`, `UIDevice.current.userInterfaceIdiom
/// == .pad`, `UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPhone`.
enum DeviceIdiomTest {
    /// Flags that test the idiom on their own (`isIPad`), and the values an idiom is compared with (`.pad`).
    private static let padFlags: Set<String> = ["isIPad", "isiPad", "isIpad", "isPad", "IS_IPAD"]
    private static let phoneFlags: Set<String> = ["isIPhone", "isiPhone", "isIphone", "isPhone", "IS_IPHONE"]
    private static let padNames = padFlags.union(["iPad", "pad", "UIUserInterfaceIdiomPad"])
    private static let phoneNames = phoneFlags.union(["iPhone", "phone", "UIUserInterfaceIdiomPhone"])
    private static let idiomNames = padFlags.union(phoneFlags).union(["userInterfaceIdiom", "UI_USER_INTERFACE_IDIOM"])

    /// True for the iPhone's branch of such a test, false for the iPad's, nil when the condition tests more
    /// than the idiom or not it at all. `holds` says whether the branch runs when the condition holds. A
    /// branch that runs when either of two conditions holds (`!isIPad || atRoot`) runs on every iPhone when
    /// one of them is the iPhone's test.
    static func phoneBranch(_ tokens: Range<Int>, holds: Bool, in stream: TokenStream) -> Bool? {
        var tokens = tokens
        while let first = tokens.first, stream.isPunctuation(first, "("), stream.partner(of: first) == tokens.upperBound - 1 {
            tokens = (first + 1)..<(tokens.upperBound - 1)
        }
        if holds {
            var parts: [Range<Int>] = []
            var start = tokens.lowerBound
            var index = tokens.lowerBound
            while index < tokens.upperBound {
                if let close = stream.partner(of: index), close > index, ["(", "[", "{"].contains(stream.at(index)?.text ?? "") {
                    index = close + 1
                    continue
                }
                if stream.isPunctuation(index, "||") {
                    parts.append(start..<index)
                    start = index + 1
                }
                index += 1
            }
            if !parts.isEmpty {
                parts.append(start..<tokens.upperBound)
                return parts.contains { phoneBranch($0, holds: true, in: stream) == true } ? true : nil
            }
        }
        var names: [String] = []
        var negations = 0
        for index in tokens {
            guard let token = stream.at(index) else { continue }
            if token.kind == .punctuation {
                if ["&&", "||", ",", "?", "&", "|"].contains(token.text) { return nil }
                if token.text == "!" || token.text == "!=" || token.text == "!==" { negations += 1 }
            } else if token.isName {
                names.append(token.text)
            }
        }
        guard names.contains(where: idiomNames.contains) else { return nil }
        let pad = names.contains(where: padNames.contains)
        let phone = names.contains(where: phoneNames.contains)
        guard pad != phone else { return nil }
        let branchHolds = holds == (negations % 2 == 0)
        return phone ? branchHolds : !branchHolds
    }
}

/// Which moments are passing, and the condition a truth limits a fact to.

private enum FactConditionLimits {
    /// Methods that run only for a while: the fact they set is undone when it ends.
    static let transientMethods: Set<String> = [
        "setEditing", "searchBarTextDidBeginEditing", "searchBarShouldBeginEditing", "willPresentSearchController",
        "didPresentSearchController", "updateSearchResults", "updateSearchResultsForSearchController", "textFieldDidBeginEditing",
        "scrollViewDidScroll", "scrollViewWillBeginDragging", "scrollViewWillEndDragging", "keyboardWillShow",
    ]

    /// The circumstance a truth confines a fact to, when it is one of those a note can name: the one
    /// outside which the fact is never set, else the first it may be set in.
    static func limit(_ truth: Truth) -> FactCondition? {
        let reasons: [(Situation.Dimension, FactCondition)] = [(.atRoot, .rootOnly), (.presented, .modalOnly), (.passing, .transient)]
        if let confined = reasons.first(where: { truth.may & ~Situation.whereTrue($0.0) == 0 }) { return confined.1 }
        return reasons.first { truth.may & Situation.whereTrue($0.0) != 0 }?.1
    }
}
