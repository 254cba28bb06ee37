import ScanFacts

/// The facts by what they are about, built from the facts alone before any pass of the draft runs:
/// each screen and navigation controller looks up its own instead of filtering them all, which kept
/// large apps from being quadratic. Nothing changes it afterwards; what a pass attributes
/// (a helper's statements, `HelperAttribution`) is a value of its own.
struct FactIndex: Sendable {
    /// Navigation item and bar writes by the class whose item, bar or stack they touch.
    let itemWritesByClass: [String: [NavigationItemWrite]]
    /// Switches of a screen's stack's pop gestures (`navigationController?.interactivePopGestureRecognizer`) by screen class.
    let switchesByClass: [String: [EnabledWrite]]
    /// Positions in `facts.enabledWrites` of the switches made on a class's own recognizers, in order.
    let enabledWriteOffsetsByObject: [String: [Int]]
    /// Pop gesture delegate writes by what they are about, and by file.
    let delegateWritesBySubject: [Subject: [DelegateWrite]]
    let delegateWritesByFile: [Int: [DelegateWrite]]
    /// Switches of the pop gestures by the class whose code makes them.
    let enabledWritesByOwner: [String: [EnabledWrite]]
    /// Positions in `facts.stacks` by the origin of the stack's creation, and in `facts.barHidingWrites`
    /// by what each write is about.
    let stackOffsetsByOrigin: [Origin: [Int]]
    let barHidingOffsetsBySubject: [Subject: [Int]]
    /// The creations of SwiftUI stacks by the view whose code holds them, each with whether the stack is a
    /// `NavigationStack(path:)`.
    let stackCreationsByView: [String: [(creation: NavigationCreation, hasPath: Bool)]]
    /// Scroll view and web view settings, and controls that take horizontal drags, by the class that holds them.
    let viewsByOwner: [String: [ViewFact]]
    let controlsByOwner: [String: [ControlFact]]
    /// The switches whose value is false at the root and true above it (`CodeBase.isEnabledOnlyAboveRoot`),
    /// judged once each rather than for every stack whose code runs them.
    let switchesEnabledOnlyAboveRoot: Set<Place>

    init(code: CodeBase, facts: Facts) {
        func key(_ subject: Subject) -> String? {
            switch subject {
            case .object(let name), .navigationOf(let name): return name
            case .unresolved: return nil
            }
        }
        var itemWrites: [String: [NavigationItemWrite]] = [:]
        for write in facts.itemWrites {
            if let name = key(write.subject) { itemWrites[name, default: []].append(write) }
        }
        var switches: [String: [EnabledWrite]] = [:]
        var switchOffsets: [String: [Int]] = [:]
        var switchesByOwner: [String: [EnabledWrite]] = [:]
        for (offset, write) in facts.enabledWrites.enumerated() {
            switch write.subject {
            case .navigationOf(let name): switches[name, default: []].append(write)
            case .object(let name): switchOffsets[name, default: []].append(offset)
            case .unresolved: break
            }
            if let owner = code.ownerName(write.place) { switchesByOwner[owner, default: []].append(write) }
        }
        var delegatesBySubject: [Subject: [DelegateWrite]] = [:]
        var delegatesByFile: [Int: [DelegateWrite]] = [:]
        for write in facts.delegateWrites {
            delegatesBySubject[write.subject, default: []].append(write)
            delegatesByFile[write.place.file, default: []].append(write)
        }
        var stacks: [Origin: [Int]] = [:]
        for (offset, stack) in facts.stacks.enumerated() {
            stacks[code.origin(stack.place), default: []].append(offset)
        }
        var barHiding: [Subject: [Int]] = [:]
        for (offset, write) in facts.barHidingWrites.enumerated() {
            barHiding[write.subject, default: []].append(offset)
        }
        let stackPlaces = Set(facts.stacks.map(\.place))
        let pathPlaces = Set(facts.stacks.filter { $0.path != nil }.map(\.place))
        var stackCreations: [String: [(creation: NavigationCreation, hasPath: Bool)]] = [:]
        for creation in facts.creations where stackPlaces.contains(creation.place) {
            guard let view = code.ownerName(creation.place) else { continue }
            stackCreations[view, default: []].append((creation, pathPlaces.contains(creation.place)))
        }
        var views: [String: [ViewFact]] = [:]
        for fact in facts.views {
            if let owner = fact.owner { views[owner, default: []].append(fact) }
        }
        var controls: [String: [ControlFact]] = [:]
        for fact in facts.controls {
            if let owner = fact.owner { controls[owner, default: []].append(fact) }
        }
        switchesEnabledOnlyAboveRoot = Set(facts.enabledWrites.filter { code.isEnabledOnlyAboveRoot($0) }.map(\.place) + code.depthBranchSwitches(facts.enabledWrites))
        itemWritesByClass = itemWrites
        switchesByClass = switches
        enabledWriteOffsetsByObject = switchOffsets
        delegateWritesBySubject = delegatesBySubject
        delegateWritesByFile = delegatesByFile
        enabledWritesByOwner = switchesByOwner
        stackOffsetsByOrigin = stacks
        barHidingOffsetsBySubject = barHiding
        stackCreationsByView = stackCreations
        viewsByOwner = views
        controlsByOwner = controls
    }
}
