import Format
import ScanFacts

/// Screens placed by lists rather than by pushes: `navigationController.viewControllers = [a, b]` and
/// `setViewControllers([a, b], animated:)` on a navigation controller made empty (a stack with root `a`,
/// `b` above it), the same on a tab bar controller (each screen shown as a tab, outside any stack),
/// `setViewController(_:for:)` on a column-style split view controller (a stack of UIKit's own per
/// column), and `window.rootViewController = screen` or a SwiftUI scene's `WindowGroup { RootView() }` (shown
/// by the window, outside any stack). Screens
/// shown outside any stack are not called unreachable.
struct ListedStacks: DraftPass {
    let input: DraftInput
    let holders: StackHolders.Output

    struct Output {
        /// The stacks the lists make, before they are named.
        let groups: [StackGroup]
        /// Each screen of a list pushed by the one below it.
        let pushes: [ListedTransition]
        /// Screens shown by the window, a tab bar or a split view's column rather than a stack, with where.
        let shownOutsideStacks: [String: String]
        /// The screens each tab bar controller class lists as its tabs, in order: when a navigation
        /// controller holds such a tab bar as its root, every tab pushes onto that stack.
        let tabsOfContainer: [String: [String]]
    }

    func run(notes: inout DraftNotes) -> Output {
        var groups: [StackGroup] = []
        var pushes: [ListedTransition] = []
        var shown: [String: String] = [:]
        var tabs: [String: [String]] = [:]
        for list in code.viewControllerLists() {
            let screens = list.elements.map { element -> String? in
                guard case .screen(let name) = code.resolveController(file: list.place.file, range: element) else { return nil }
                return selection.screenIDs[name]
            }
            let origin = code.origin(list.place)
            switch holder(of: list.receiver, at: list.place) {
            case .navigation(let className):
                guard let root = screens.first ?? nil else { continue }
                groups.append(StackGroup(className: className, root: root, origins: [origin] + madeInto(list.receiver, at: list.place)))
                for (lower, upper) in zip(screens, screens.dropFirst()) {
                    if let lower, let upper { pushes.append(ListedTransition(kind: .push, opener: lower, target: upper, origin: origin)) }
                }
            case .tabs:
                for id in screens.compactMap({ $0 }) { shown[id] = shown[id] ?? "shown as a tab (\(origin))" }
                if let container = tabContainer(list.receiver, at: list.place) {
                    for id in screens.compactMap({ $0 }) where !(tabs[container]?.contains(id) ?? false) { tabs[container, default: []].append(id) }
                }
            case .split:
                for id in screens.compactMap({ $0 }) { shown[id] = shown[id] ?? "shown in a column of a split view controller (\(origin))" }
            case .other:
                continue
            }
        }
        groups += splitColumnStacks()
        for (file, syntax) in code.syntax.enumerated() where !code.vendored[file] {
            for assignment in syntax.assignments where assignment.target.last == "rootViewController" && assignment.target.contains(where: { $0.lowercased().contains("window") }) {
                if case .screen(let name) = code.resolveController(file: file, range: assignment.value), let id = selection.screenIDs[name] {
                    shown[id] = shown[id] ?? "shown as the window's root (\(code.origin(assignment.place)))"
                }
            }
        }
        for root in facts.windowRoots {
            if let id = selection.screenIDs[root.view] { shown[id] = shown[id] ?? "shown as the window's root (\(code.origin(root.place)))" }
        }
        for scene in facts.shownScenes {
            guard let id = selection.screenIDs[scene.screen] else { continue }
            let how = scene.role == .tab ? "shown as a tab" : "shown as the window's root"
            shown[id] = shown[id] ?? "\(how) (\(code.origin(scene.place)))"
        }
        return Output(groups: groups, pushes: pushes, shownOutsideStacks: shown, tabsOfContainer: tabs)
    }

    /// The tab bar controller class a list of tabs is given to: the class whose own code sets its
    /// `viewControllers`, or the class of the variable it is set on.
    private func tabContainer(_ receiver: [String], at place: Place) -> String? {
        let chain = code.withoutSelf(receiver, at: place)
        if chain.isEmpty { return code.ownerName(place) }
        guard chain.count == 1, let name = chain.first else { return nil }
        switch code.resolveVariable(name, at: place) {
        case .outside(let className)?, .unknown(let className)?: return className
        default: return nil
        }
    }

    /// Where the stack a list is given to was made, when the list is given to a property in which a
    /// class that is no screen keeps it (`navigationController.setViewControllers([home], ...)` in a
    /// coordinator): the stack is the one that class keeps, so that its pushes on the property go onto it.
    private func madeInto(_ receiver: [String], at place: Place) -> [Origin] {
        let chain = code.withoutSelf(receiver, at: place)
        guard chain.count == 1, let owner = code.ownerName(place) else { return [] }
        let holder = StackHolder(owner: owner, property: chain[0])
        return holders.keepers.filter { $0.value.contains(holder) }.map(\.key).sorted()
    }

    /// What a list's receiver is: a navigation controller class (its own code, or a variable holding one
    /// made empty), a tab bar controller, a split view controller, or something else.
    private enum ListHolder { case navigation(String), tabs, split, other }

    private func holder(of receiver: [String], at place: Place) -> ListHolder {
        let chain = code.withoutSelf(receiver, at: place)
        if chain.isEmpty {
            guard let owner = code.ownerName(place) else { return .other }
            if code.hierarchy.role(of: owner).role == .navigationController { return .navigation(owner) }
            return container(code.hierarchy.lineage(of: owner))
        }
        guard chain.count == 1, let name = chain.first else { return .other }
        if name.lowercased().contains("tabbar") { return .tabs }
        if name.lowercased().contains("splitview") { return .split }
        switch code.resolveVariable(name, at: place) {
        case .outside(let className)?, .unknown(let className)?:
            if isNavigationClass(className) { return .navigation(className) }
            return container(code.hierarchy.lineage(of: className))
        case nil:
            // A property declared with its class and set elsewhere (`let navigationController: UINavigationController`, given to `init`).
            if let declared = code.declaredTypes(of: name, at: place).first(where: isNavigationClass) { return .navigation(declared) }
            return .other
        default:
            return .other
        }
    }

    private func container(_ lineage: [String]) -> ListHolder {
        if lineage.contains(where: { $0.hasSuffix("TabBarController") }) { return .tabs }
        return lineage.contains { $0.hasSuffix("SplitViewController") } ? .split : .other
    }

    /// `setViewController(screen, for: .primary)` (`setViewController:forColumn:`) on a column-style split
    /// view controller, which puts each column's view controller in a navigation controller of UIKit's
    /// own: a stack with that screen as root. A navigation controller given for a column is a stack of its
    /// own already.
    private func splitColumnStacks() -> [StackGroup] {
        var groups: [StackGroup] = []
        for (file, syntax) in code.syntax.enumerated() where !code.vendored[file] {
            for call in syntax.calls where call.name == "setViewController" && call.arguments.count == 2 {
                guard let column = call.arguments.last, column.label == "for" || column.label == "forColumn", let screen = call.firstArgument,
                      case .screen(let name) = code.resolveController(file: file, range: screen.value), let root = selection.screenIDs[name] else { continue }
                groups.append(StackGroup(className: ClassHierarchy.navigationBase, root: root, origins: [code.origin(call.place)]))
            }
        }
        return groups
    }
}
