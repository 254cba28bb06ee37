import Format

/// What every rule run over one app model shares: the model, the global names, and each navigation
/// controller's member screens as values. Built once per file and read by the rule workers without copies.
final class EvaluationContext: Sendable {
    let app: AppDescription
    /// The values of `TypeChecker.globals`, in `globalNames` order.
    let globals: [Located]
    /// For each navigation controller (by position), its member screens, root first.
    let members: [[Located]]

    /// The global names the type checker knows, in the order compiled expressions index `globals`.
    static let globalNames = TypeChecker.globals.keys.sorted()

    init(app: AppDescription) {
        self.app = app
        let document = Located.object(app.document)
        self.globals = Self.globalNames.map { document.field($0) }
        self.members = app.memberPositions.map { positions in
            positions.map { Located.object(app.screens[$0].object) }
        }
    }

    /// The member screens of a navigation controller value, or nil when it is not one of this app's.
    func members(of nav: Located) -> [Located]? {
        guard case .object(let object) = nav.value, let position = app.position(ofController: object) else { return nil }
        return members[position]
    }
}

/// The variable slots of one rule run on one thread; compiled expressions read and rebind them in place.
final class EvaluationFrame {
    let context: EvaluationContext
    var slots: [Located]
    /// A counter of `match` variable changes, for `let` caching: `changedAt[i]` is its value when the
    /// variable in slot i last took a new value, and `letStamps[j]` its value when the `let` in slot j
    /// was computed (-1: not yet). A cached `let` is current while no variable it depends on changed since.
    /// A frame belongs to one rule run on one thread, and no access to these overlaps another, so the
    /// dynamic exclusivity checks, which cost more than the cache saves on cheap conditions, are left out.
    @exclusivity(unchecked) var stamp = 0
    @exclusivity(unchecked) var changedAt: [Int]
    @exclusivity(unchecked) var letStamps: [Int]

    /// Records that the `match` variable in `slot` took a new value, so `let` values read from it are
    /// computed afresh.
    func didChange(_ slot: Int) {
        stamp += 1
        changedAt[slot] = stamp
    }

    init(context: EvaluationContext, slotCount: Int) {
        self.context = context
        self.slots = Array(repeating: .null, count: slotCount)
        self.changedAt = Array(repeating: 0, count: slotCount)
        self.letStamps = Array(repeating: -1, count: slotCount)
    }
}

extension Value {
    /// Whether the value is the boolean true; anything else counts as false.
    var isTrue: Bool {
        if case .bool(let value) = self { return value }
        return false
    }

    /// -1, 0 or 1; nil when the values have no order.
    static func compare(_ left: Value, _ right: Value) -> Int? {
        func sign<T: Comparable>(_ a: T, _ b: T) -> Int { a < b ? -1 : (b < a ? 1 : 0) }
        switch (left, right) {
        case (.number(let a), .number(let b)): return sign(a, b)
        case (.version(let a), .version(let b)): return sign(a, b)
        case (.version(let a), .string(let b)): return Version(b).map { sign(a, $0) }
        case (.string(let a), .version(let b)): return Version(a).map { sign($0, b) }
        default: return nil
        }
    }
}
