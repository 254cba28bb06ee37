/// The circumstances that decide whether a fact about a screen's swipe-back matters: whether the screen
/// is the root of its stack, whether it is presented rather than pushed, whether a passing state
/// (editing, searching) is on, and whether a transition runs; and the values of up to two conditions
/// the judge cannot read (`dismissOnCancel`), so that `if c { a } else { b }` is known to run `a` or
/// `b` whatever `c` is. A situation is one combination, a number below 64 whose bits are the
/// dimensions; a set of situations is a 64-bit mask.
package enum Situation {
    enum Dimension: Int, CaseIterable, Sendable {
        case atRoot = 1
        case presented = 2
        case passing = 4
        case transitioning = 8
        case firstUnread = 16
        case secondUnread = 32
    }

    static let all: UInt64 = .max

    /// The situations in which a dimension holds.
    static func whereTrue(_ dimension: Dimension) -> UInt64 {
        var mask: UInt64 = 0
        for situation in 0..<64 where situation & dimension.rawValue != 0 { mask |= 1 << UInt64(situation) }
        return mask
    }

    /// Where a fact about a pushed screen's swipe-back matters: above the root, pushed, in no passing
    /// state (a transition may or may not run, and the unread conditions may be anything).
    package static let swipeBackMatters: UInt64 = all & ~whereTrue(.atRoot) & ~whereTrue(.presented) & ~whereTrue(.passing)
}

/// The conditions the judge could not read, each given a dimension of its own by its text, so that
/// the same condition met again (in an `else`, or in another statement) is known to be the same.
package struct UnreadConditions {
    private var dimensions: [String: Situation.Dimension] = [:]

    package init() {}

    /// The truth of an unread condition: a dimension of its own while there is one left, else unknown.
    mutating func truth(of key: String) -> Truth {
        if let dimension = dimensions[key] { return .when(dimension) }
        let free: [Situation.Dimension] = [.firstUnread, .secondUnread]
        guard dimensions.count < free.count else { return .unknown }
        let dimension = free[dimensions.count]
        dimensions[key] = dimension
        return .when(dimension)
    }
}

/// What a condition is known to be in each situation: certainly true in `must`, possibly true in `may`
/// (which holds `must`); outside `may` it is certainly false. A part the judge cannot read is possibly
/// true and possibly false everywhere.
package struct Truth: Equatable, Sendable {
    var must: UInt64
    var may: UInt64

    static let always = Truth(must: Situation.all, may: Situation.all)
    package static let never = Truth(must: 0, may: 0)
    static let unknown = Truth(must: 0, may: Situation.all)

    static func exactly(_ mask: UInt64) -> Truth { Truth(must: mask, may: mask) }

    static func when(_ dimension: Situation.Dimension) -> Truth { exactly(Situation.whereTrue(dimension)) }

    var negated: Truth { Truth(must: Situation.all & ~may, may: Situation.all & ~must) }

    func and(_ other: Truth) -> Truth { Truth(must: must & other.must, may: may & other.may) }

    package func or(_ other: Truth) -> Truth { Truth(must: must | other.must, may: may | other.may) }

    /// True in every situation of `mask`.
    package func holds(throughout mask: UInt64) -> Bool { must & mask == mask }

    /// False in every situation of `mask`.
    package func fails(throughout mask: UInt64) -> Bool { may & mask == 0 }
}

/// What the code around a condition means by its names: which names stand for `self`, how many
/// controllers the stack holds when the screen is its root (1; 0 in an override of
/// `pushViewController` before it calls super), locals that hold the stack's depth, and properties that
/// `navigationController(_:didShow:animated:)` sets to the shown screen.
struct ConditionContext {
    var isSelf: (String) -> Bool = { $0 == "self" }
    var rootCount = 1
    var depthLocals: Set<String> = []
    /// Parameters that stand for the screen on top: `viewController` in `navigationController(_:didShow:animated:)`.
    var shownScreens: Set<String> = []
    /// Locals of the method and the values they were declared with: `let isStacked = viewControllers.count > 1`
    /// reads as its value wherever the condition names it.
    var locals: [String: ParsedCondition] = [:]
    /// Property names compared with the top screen to tell a finished transition, each with the place
    /// where the didShow that sets it checks the depth (so that it is nil at the root), if it does.
    var shownFlags: [String: Place?] = [:]
    /// In a gesture delegate's method, the parameter that holds the recognizer asking, and which pop
    /// recognizer that is (nil for another pan): `gestureRecognizer == interactivePopGestureRecognizer`
    /// then holds, or fails, for the question being judged.
    var askingRecognizer: (parameter: String, recognizer: Recognizer?)?
    /// The local the judged statement acts on (`add` in `add.navigationItem.leftBarButtonItem = x`).
    var statementObject: String?
}

/// Judges conditions: what each part says about the situation, with the tokens of the first part that
/// spoke of each dimension.
struct ConditionJudge {
    let context: ConditionContext
    var unread = UnreadConditions()
    private(set) var evidence: [Situation.Dimension: Range<Int>] = [:]
    /// Parts that asked the top screen (a type test, `responds(to:)` or a call on `topViewController`).
    private(set) var asksTopScreen: Range<Int>?
    /// The values of locals read in place of their names, for what else a caller looks for in them.
    private(set) var readLocals: [Range<Int>] = []
    private var localDepth = 0
    /// Where the depth check is when the first part to speak of the root was a shown-screen property:
    /// in the didShow that sets it, which may be another file.
    private(set) var depthCheckedElsewhere: Place?

    init(context: ConditionContext) {
        self.context = context
    }

    static let stackNames: Set<String> = ["viewControllers", "children", "childViewControllers"]
    static let topNames: Set<String> = ["topViewController", "visibleViewController"]
    private static let firstNames: Set<String> = ["first", "firstObject", "[0]"]
    private static let presentingNames: Set<String> = ["presentingViewController", "presentingController"]
    private static let modalFlags: Set<String> = ["isBeingPresented", "isModal", "isPresented", "isModallyPresented", "beingPresented", "isPresentedModally", "presentedModally", "modal"]
    private static let transientFlags: Set<String> = ["isEditing", "editing", "isSearching", "searching", "isActive", "active", "isFirstResponder"]
    private static let transitionFlags: Set<String> = ["isTransitioning", "transitioning", "inTransition", "isInTransition", "isPushing", "isPopping", "_isTransitioning", "isAnimatingTransition"]
    /// What exists wherever a screen's swipe-back matters: testing it for nil decides nothing.
    private static let alwaysPresent: Set<String> = [
        "navigationController", "interactivePopGestureRecognizer", "navigationBar", "navigationItem", "view", "window", "self",
        "weakSelf", "strongSelf", "wself", "sself",
    ]

    /// `let add = make() as? AddViewController` where the statement judged sets `add`: the cast is part of
    /// binding the object, which exists wherever the statement runs.
    private func bindsStatementObject(_ parts: [Condition]) -> Bool {
        guard case .binding(_, let name)? = parts.first, name == context.statementObject else { return false }
        return parts.dropFirst().allSatisfy { if case .typeTest = $0 { return true } else { return false } }
    }

    mutating func truth(of condition: Condition) -> Truth {
        switch condition {
        case .all(let parts):
            if bindsStatementObject(parts) { return .always }
            return parts.reduce(Truth.always) { $0.and(truth(of: $1)) }
        case .any(let parts): return parts.reduce(Truth.never) { $0.or(truth(of: $1)) }
        case .not(let inner):
            // The system version says nothing about where the screen is: the `else` of `#available` runs in
            // every situation on the older systems (code no supported system runs is left out before the
            // passes, `CodeBase.neverRuns`).
            if inner.isAvailabilityCheck { return .always }
            return truth(of: inner).negated
        case .availability: return .always
        case .pattern, .opaque: return .unknown
        case .binding(let value, let name):
            // `if let add = make() { add.navigationItem.x = y }`: the statement runs wherever its object exists.
            if name == context.statementObject { return .always }
            return optionalTruth(of: value) ?? unreadTruth("let " + key(value), value)
        case .value(let value): return valueTruth(of: value)
        case .typeTest(let value, let type):
            noteTopQuestion(value)
            return unreadTruth(key(value) + " is " + type, value)
        case .responds(let value, _):
            noteTopQuestion(value)
            if let last = path(value).last, Self.alwaysPresent.contains(last) { return .always }
            return unreadTruth(key(value) + " responds", value)
        case .comparison(let left, let op, let right):
            return comparisonTruth(left, op, right)
        }
    }

    private func path(_ operand: Operand) -> [String] {
        operand.path(droppingSelf: context.isSelf)
    }

    private mutating func note(_ dimension: Situation.Dimension, _ operand: Operand) {
        if evidence[dimension] == nil, !operand.tokens.isEmpty { evidence[dimension] = operand.tokens }
    }

    private mutating func noteTopQuestion(_ operand: Operand) {
        let names = operand.path
        guard asksTopScreen == nil, !operand.tokens.isEmpty else { return }
        if names.contains(where: Self.topNames.contains) || (names.contains(where: Self.stackNames.contains) && (names.last == "last" || names.last == "lastObject")) {
            asksTopScreen = operand.tokens
        }
    }

    /// A value tested as it is: a flag or an optional.
    private mutating func valueTruth(of value: Operand) -> Truth {
        if case .boolean(let flag)? = value.literal { return flag ? .always : .never }
        if value.path.count == 1, let name = value.path.first, let local = context.locals[name], localDepth < 4 {
            localDepth += 1
            defer { localDepth -= 1 }
            readLocals.append(local.tokens)
            return truth(of: local.tree)
        }
        if let optional = optionalTruth(of: value) { return optional }
        guard let last = path(value).last else { return .unknown }
        if Self.modalFlags.contains(last) {
            note(.presented, value)
            return .when(.presented)
        }
        if Self.transientFlags.contains(last) {
            note(.passing, value)
            return .when(.passing)
        }
        if Self.transitionFlags.contains(last) {
            note(.transitioning, value)
            return .when(.transitioning)
        }
        if last.hasPrefix("isRoot") || last == "isFirstInStack" || last == "isAtRoot" || last == "atRoot" {
            note(.atRoot, value)
            return .when(.atRoot)
        }
        if path(value).contains(where: Self.topNames.contains), last.hasSuffix("()") { noteTopQuestion(value) }
        return unreadTruth(key(value), value)
    }

    /// What testing an optional for nil says: presented when a presenting controller exists, in a
    /// transition when a transition coordinator does; nothing for what always exists.
    private mutating func optionalTruth(of value: Operand) -> Truth? {
        let names = path(value)
        // `self` itself (a path that was only `self`) always exists.
        guard let last = names.last else { return value.path.isEmpty ? nil : .always }
        if Self.presentingNames.contains(last) {
            note(.presented, value)
            return .when(.presented)
        }
        if last == "transitionCoordinator" {
            note(.transitioning, value)
            return .when(.transitioning)
        }
        if Self.alwaysPresent.contains(last), names.count <= 2 { return .always }
        return nil
    }

    /// The pop recognizer a comparison tests the asking recognizer against (`gestureRecognizer ==
    /// interactivePopGestureRecognizer`, either way round), if it is such a comparison.
    private func comparedRecognizer(_ left: Operand, _ right: Operand, parameter: String) -> Recognizer? {
        for (one, other) in [(left, right), (right, left)] where one.path == [parameter] {
            if let member = path(other).last, let recognizer = Recognizer(member: member) { return recognizer }
        }
        return nil
    }

    private mutating func comparisonTruth(_ left: Operand, _ op: String, _ right: Operand) -> Truth {
        // Literals on the left read as on the right: `1 < count` is `count > 1`.
        if left.literal != nil, right.literal == nil {
            let flipped = ["<": ">", ">": "<", "<=": ">=", ">=": "<="][op] ?? op
            return comparisonTruth(right, flipped, left)
        }
        let equal = op == "==" || op == "==="
        let unequal = op == "!=" || op == "!=="
        if equal || unequal, let asking = context.askingRecognizer, let compared = comparedRecognizer(left, right, parameter: asking.parameter) {
            return (compared == asking.recognizer) == equal ? .always : .never
        }
        if right.literal == .null, equal || unequal {
            let optional = optionalTruth(of: left) ?? unreadTruth("let " + key(left), left)
            return equal ? optional.negated : optional
        }
        if case .boolean(let flag)? = right.literal, equal || unequal {
            let truth = valueTruth(of: left)
            return (flag == equal) ? truth : truth.negated
        }
        if case .integer(let number)? = right.literal, isDepth(left) {
            note(.atRoot, left)
            return depthTruth(op, number)
        }
        let leftPath = path(left)
        let rightPath = path(right)
        if equal || unequal {
            // `viewControllers.first == self`: the screen is its stack's first.
            for (element, other, operand) in [(leftPath, rightPath, right), (rightPath, leftPath, left)] where isFirstElement(element) && standsForTop(other, operand) {
                note(.atRoot, left)
                return equal ? .when(.atRoot) : Truth.when(.atRoot).negated
            }
            // `shownViewController == topViewController`, where didShow sets the former: no transition runs.
            for (flag, other) in [(leftPath, rightPath), (rightPath, leftPath)] {
                guard let name = flag.last, let depthCheck = context.shownFlags[name], let top = other.last, Self.topNames.contains(top) else { continue }
                note(.transitioning, left)
                var settled = Truth.when(.transitioning).negated
                if let depthCheck {
                    if evidence[.atRoot] == nil { depthCheckedElsewhere = depthCheck }
                    note(.atRoot, left)
                    settled = settled.and(Truth.when(.atRoot).negated)
                }
                return equal ? settled : settled.negated
            }
        }
        noteTopQuestion(left)
        return unreadTruth(key(left) + " " + op + " " + key(right), left)
    }

    /// The text that names an operand to tell unread conditions apart.
    private func key(_ operand: Operand) -> String {
        switch operand.literal {
        case .integer(let value)?: return String(value)
        case .boolean(let value)?: return String(value)
        case .null?: return "nil"
        case .string?: return "\"\""
        case nil: return operand.path.joined(separator: ".")
        }
    }

    /// A condition the judge cannot read: the same text is the same unread condition.
    private mutating func unreadTruth(_ key: String, _ operand: Operand) -> Truth {
        operand.path.isEmpty && operand.literal == nil ? .unknown : unread.truth(of: key)
    }

    private func isDepth(_ operand: Operand) -> Bool {
        let names = path(operand)
        if names.count == 1, let only = names.first, context.depthLocals.contains(only) { return true }
        guard names.count >= 2, names.last == "count" || names.last == "count()" else { return false }
        return Self.stackNames.contains(names[names.count - 2])
    }

    /// True for `self` (in a screen's code), the top screen, or a parameter that stands for it.
    private func standsForTop(_ names: [String], _ operand: Operand) -> Bool {
        if names.isEmpty { return !operand.path.isEmpty }
        if names.count == 1, let only = names.first, context.shownScreens.contains(only) { return true }
        return names.last.map(Self.topNames.contains) ?? false
    }

    private func isFirstElement(_ names: [String]) -> Bool {
        guard names.count >= 2, let last = names.last, Self.firstNames.contains(last) else { return false }
        return Self.stackNames.contains(names[names.count - 2])
    }

    /// `count op number`, where the stack holds `rootCount` controllers at the root and more above it.
    private func depthTruth(_ op: String, _ number: Int) -> Truth {
        func compare(_ count: Int) -> Bool {
            switch op {
            case "==", "===": return count == number
            case "!=", "!==": return count != number
            case "<": return count < number
            case "<=": return count <= number
            case ">": return count > number
            case ">=": return count >= number
            default: return false
            }
        }
        let root = context.rootCount
        let atRoot = compare(root)
        // Above the root the count runs from root + 1 upwards; a comparison is settled there when it
        // gives the same answer at root + 1 and at every larger count.
        let low = compare(root + 1)
        let high = compare(max(number, root + 1) + 2)
        let settledAbove = low == high && !(number > root + 1 && (op == "==" || op == "!=" || op == "===" || op == "!=="))
        let rootMask = Situation.whereTrue(.atRoot)
        let aboveMask = Situation.all & ~rootMask
        var truth = Truth(must: atRoot ? rootMask : 0, may: atRoot ? rootMask : 0)
        if settledAbove {
            if low { truth = truth.or(.exactly(aboveMask)) }
        } else {
            truth.may |= aboveMask
        }
        return truth
    }
}
