import Format
import ScanFacts

/// The navigation controllers of the draft: every place that makes a stack with a root that is a
/// screen (a creation, a list, a split view's column, a coordinator's first push), grouped by class and
/// root, named, and given their members through the pushes listed so far. Stacks scan cannot place are
/// not listed, so that no message names a root or a stack it made up; when the code shows no stack at
/// all, placeholders keep the draft valid.
struct StackPlanning: DraftPass {
    let input: DraftInput
    /// The transitions with the lists' pushes, for the members and the placeholder's root.
    let transitions: Transitions<TransitionsListed>
    /// The stacks lists and coordinators make (`ListedStacks`, `EmptyStackRoots`), in that order.
    let madeElsewhere: [StackGroup]
    /// The tabs of each tab bar controller class (`ListedStacks`).
    var tabsOfContainer: [String: [String]] = [:]

    func run(notes: inout DraftNotes) -> [PlannedController] {
        var groups: [StackGroup] = []
        // The group of each class and root, so that a creation finds its group without walking them all.
        var groupByStack: [String: [String: Int]] = [:]
        var rootless: [(creation: NavigationCreation, origin: Origin)] = []
        for creation in facts.creations {
            let origin = code.origin(creation.place)
            // A tab bar controller at the root: the tabs are inside the stack, each at its bottom, and what
            // each pushes goes onto it (`navigationController` of a tab is this one).
            var roots = rootScreenID(creation.root).map { [$0] } ?? tabsAtRoot(creation.root)
            if roots.isEmpty { roots = alternativeRoots(creation.root, at: origin, notes: &notes) }
            guard !roots.isEmpty else {
                rootless.append((creation, origin))
                continue
            }
            for root in roots {
                if let index = groupByStack[creation.navigationClass]?[root] {
                    groups[index].origins.append(origin)
                } else {
                    groupByStack[creation.navigationClass, default: [:]][root] = groups.count
                    groups.append(StackGroup(className: creation.navigationClass, root: root, origins: [origin]))
                }
            }
        }
        // A stack made at several places by lists, split view columns or for a coordinator is one entry,
        // as a class made with the same root is.
        for group in madeElsewhere {
            if let index = groupByStack[group.className]?[group.root] {
                groups[index].origins += group.origins.filter { !groups[index].origins.contains($0) }
            } else {
                groupByStack[group.className, default: [:]][group.root] = groups.count
                groups.append(group)
            }
        }
        let unmade = noteStacksNotListed(rootless, grouped: Set(groups.map(\.className)), notes: &notes)
        if groups.isEmpty {
            groups = placeholders(for: unmade)
        } else {
            for name in unmade {
                notes.note("\(name) is declared but navlint scan found no place that makes it with a root view controller, so it is not listed", at: classOrigin(name), on: .global)
            }
        }

        var baseCounts: [String: Int] = [:]
        let bases = groups.map { group -> String in
            let plain = group.className == ClassHierarchy.navigationBase || SwiftUIViews.isContainer(group.className)
            if plain, group.origins.isEmpty { return "main" }
            return plain ? group.root : IdentifierNaming.navigationID(for: group.className)
        }
        bases.forEach { baseCounts[$0, default: 0] += 1 }
        var taken: Set<String> = []
        var planned: [PlannedController] = []
        for (offset, group) in groups.enumerated() {
            var id = bases[offset]
            if (baseCounts[id] ?? 0) > 1, group.root != id { id += IdentifierNaming.capitalized(group.root) }
            id = IdentifierNaming.unique(id, taken: taken)
            taken.insert(id)
            planned.append(PlannedController(id: id, className: group.className, root: group.root, creations: group.origins))
            if group.origins.isEmpty { notePlaceholder(id: id, className: group.className, root: group.root, notes: &notes) }
        }
        return withMembers(planned.sorted { $0.id < $1.id }, pushedIDs: transitions.pushedIDs(by:))
    }

    /// The screens a navigation controller made with one of several roots may start with (`vc = [[A alloc]
    /// init]` in one case of a menu's switch, `B` in another, then `initWithRootViewController:vc`): each
    /// makes a stack of its own, as each menu row does at run time. What scan could not tell among them is
    /// noted.
    private func alternativeRoots(_ root: ControllerReference, at origin: Origin, notes: inout DraftNotes) -> [String] {
        guard case .oneOf(let list) = root else { return [] }
        var roots: [String] = []
        for alternative in list {
            if let id = rootScreenID(alternative), !roots.contains(id) { roots.append(id) }
        }
        // A variable's `nil` before the cases assign it is no root: a stack is never made with none.
        let untold = list.filter { rootScreenID($0) == nil && $0 != .unknown("nil") }
        if !roots.isEmpty, !untold.isEmpty {
            notes.note("the navigation controller made here may also start with \(untold.map(describe).joined(separator: " or ")), which navlint scan could not tell; only the stacks of the screens it could are listed", at: origin, on: .global)
        }
        return roots
    }

    /// The tabs of the tab bar controller a navigation controller is made with, when the sources list them.
    private func tabsAtRoot(_ root: ControllerReference) -> [String] {
        switch root {
        case .outside(let name), .unknown(let name): return tabsOfContainer[name] ?? []
        default: return []
        }
    }

    /// Stacks scan cannot place are not listed: a navigation controller made with a root that is no
    /// screen of the sources (an expression it cannot follow, UIKit's own view controller, a tab bar or
    /// page view controller) gets a note. Returns the navigation classes nothing makes with a root (a
    /// class a storyboard makes in a scene nothing reaches has its note there, and a base class is read
    /// as part of its subclasses).
    private func noteStacksNotListed(_ rootless: [(creation: NavigationCreation, origin: Origin)], grouped: Set<String>, notes: inout DraftNotes) -> [String] {
        let hierarchy = code.hierarchy
        var made = grouped
        for (creation, origin) in rootless {
            made.insert(creation.navigationClass)
            if code.isVendoredClass(creation.navigationClass) { continue }
            let root: String
            switch creation.root {
            case .outside(let name): root = "\(name), which is no screen of the scanned sources"
            case .unknown(let name) where hierarchy.isDeclared(name): root = "\(name), which is no screen"
            default: root = "a root navlint scan could not tell (\(describe(creation.root)))"
            }
            notes.note("the \(creation.navigationClass) made here has \(root), so it is not listed as a stack", at: origin, on: .global)
        }
        let navigationClasses = hierarchy.records.keys.filter { hierarchy.role(of: $0).role == .navigationController }.sorted()
        let baseClasses = Set(navigationClasses.flatMap { hierarchy.lineage(of: $0).dropFirst() })
        let dormant = Set(facts.dormantStacks.map(\.navigationClass))
        return navigationClasses.filter { !made.contains($0) && !baseClasses.contains($0) && !dormant.contains($0) && !code.isVendoredClass($0) }
    }

    /// The format needs one navigation controller. When the code shows no stack at all, each navigation
    /// class nothing makes gets an entry, so that its delegate and guards are described, else one `main`
    /// entry; its root is the first screen nothing opens. These are placeholders: marked in the draft,
    /// and `scan --check` does not check them (`ScanResult.checkedApp`), since the stack and its root are
    /// made up.
    private func placeholders(for classes: [String]) -> [StackGroup] {
        var reached: Set<String> = []
        for targets in transitions.pushes.values { reached.formUnion(targets.ids) }
        for targets in transitions.presents.values { reached.formUnion(targets.ids) }
        let ids = selection.screenIDs.values.sorted()
        let root = ids.first { !reached.contains($0) } ?? ids.first ?? "screen"
        let names = classes.isEmpty ? [ClassHierarchy.navigationBase] : classes
        return names.map { StackGroup(className: $0, root: root, origins: []) }
    }

    private func notePlaceholder(id: String, className: String, root: String, notes: inout DraftNotes) {
        let reason = className == ClassHierarchy.navigationBase
            ? "found no navigation controller made with a root view controller"
            : "found no \(className)(rootViewController:) or initWithRootViewController: call"
        let key = FormatTerms.key(\NavigationControllerKeys.root)
        notes.note("\(reason); \(key) '\(root)' is a placeholder, set it to the first screen of this stack; navlint does not check this navigation controller",
                   at: className == ClassHierarchy.navigationBase ? nil : classOrigin(className), on: .controller(id))
    }
}

extension DraftReading {
    /// The controllers with their screens, from each root through the ids each screen pushes, breadth first.
    func withMembers(_ controllers: [PlannedController], pushedIDs: (String) -> [String]) -> [PlannedController] {
        controllers.map { controller in
            let members = NavigationController.members(root: controller.root, isScreen: { selection.screenClassByID[$0] != nil }, pushes: pushedIDs)
            return controller.with(members: members)
        }
    }
}

/// A navigation controller of the draft before it is written out.
struct PlannedController: Sendable {
    let id: String
    /// The class it is an instance of (a SwiftUI container's name for a SwiftUI stack).
    let className: String
    let root: String
    /// The calls (or storyboard elements) that make it with its root.
    let creations: [Origin]
    /// Screen ids that belong to it: the root, then those reached through pushes, breadth first.
    let members: [String]

    init(id: String, className: String, root: String, creations: [Origin], members: [String] = []) {
        self.id = id
        self.className = className
        self.root = root
        self.creations = creations
        self.members = members
    }

    /// Made up to keep the draft valid when the code shows no stack at all: its root is a placeholder.
    var isPlaceholder: Bool { creations.isEmpty }

    func with(members: [String]) -> PlannedController {
        PlannedController(id: id, className: className, root: root, creations: creations, members: members)
    }
}

/// A stack found in the code before it is named: its class, its root's screen id, and where it is made
/// (nowhere for a placeholder).
struct StackGroup {
    let className: String
    let root: String
    var origins: [Origin]
}
