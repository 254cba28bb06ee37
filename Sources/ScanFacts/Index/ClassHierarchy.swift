/// What a class is to navlint: a screen (view controller), a navigation controller, or anything else.
package enum ClassRole: Sendable, Equatable {
    case screen
    case navigationController
    case other
}

/// A class declared in the scanned sources with the superclass it names.
package struct ClassRecord: Sendable {
    let name: String
    let superclass: String?
    /// The declaration's head (`class Name: Super`), where a value that stands for the class (its
    /// `class:`, its screen) is placed.
    package let place: Place
}

/// The classes declared in the sources and what each one descends from. Roles come from walking
/// superclasses up to a UIKit class; a chain that ends at a class outside the sources is judged by
/// that class's name, and the judgement is recorded so the draft can say so.
package struct ClassHierarchy: Sendable {
    package private(set) var records: [String: ClassRecord] = [:]
    /// View controllers that keep a navigation controller they make from their own root (see
    /// `NavigationWrappers`), with the names their code reaches it by: navigation controllers to navlint.
    private(set) var navigationWrappers: [String: Set<String>] = [:]
    /// Each declared class's lineage and role, worked out once (`indexLineages`): screens, facts and
    /// stacks ask for them tens of thousands of times in a large app.
    private var lineages: [String: [String]] = [:]
    private var declaredLineages: [String: [String]] = [:]
    private var roles: [String: (role: ClassRole, judgedByName: String?)] = [:]
    /// Base classes from outside the sources whose names say nothing but whose subclasses in the sources
    /// override a view controller's life cycle (`QuickDialogController`, under an app's `viewDidLoad`).
    private(set) var libraryScreenBases: Set<String> = []
    /// The methods only a view controller has: a class of the sources that overrides one descends from one.
    package static let viewControllerLifeCycle: Set<String> = ["viewDidLoad", "loadView", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"]

    /// UIKit view controllers whose subclasses are screens.
    package static let screenBases: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UIPageViewController", "UIHostingController",
    ]
    package static let navigationBase = "UINavigationController"
    package static let viewControllerBase = "UIViewController"
    /// The superclass recorded for a SwiftUI view (a struct conforming to `View`): a name no Swift
    /// declaration can have, so no class in the sources is mistaken for one.
    static let swiftUIView = "SwiftUI.View"
    /// Prefixes of Apple frameworks: a chain ending at such a class is not a screen unless it is a screen base.
    private static let systemPrefixes = ["UI", "NS", "SF", "MF", "AV", "PH", "QL", "CN", "EK", "GK", "SK", "MK", "WK", "PK", "AS", "CL", "CA"]
    /// Texture's (AsyncDisplayKit's) view and navigation controllers share AuthenticationServices' `AS`
    /// prefix, but they are UIKit's with nodes for views, so apps built on them have their screens and
    /// stacks judged by name like any library's.
    private static let textureControllers: Set<String> = ["ASDKViewController", "ASViewController", "ASNavigationController"]

    /// Records a class; the first declaration that names a superclass wins (a header's `@interface`
    /// and a Swift class may both declare it).
    mutating func add(_ record: ClassRecord) {
        if let existing = records[record.name], existing.superclass != nil || record.superclass == nil { return }
        records[record.name] = record
        lineages = [:]
        declaredLineages = [:]
        roles = [:]
    }

    /// Takes for view controllers the bases from outside the sources that `overridesLifeCycle` says a
    /// declared class below them overrides a view controller's life cycle of, unless their names already
    /// judge them or they are Apple's.
    mutating func markLibraryScreenBases(overridesLifeCycle: (String) -> Bool) {
        var found: Set<String> = []
        for name in records.keys {
            let chain = walkLineage(of: name)
            guard let top = chain.last, records[top] == nil, !Self.isSystemName(top), !Self.judgedByItsName(top),
                  !found.contains(top), chain.contains(where: overridesLifeCycle) else { continue }
            found.insert(top)
        }
        libraryScreenBases = found
        roles = [:]
    }

    /// True for a class name that says what the class is: a navigation controller's or a view controller's.
    package static func judgedByItsName(_ name: String) -> Bool {
        namesNavigationController(name) || namesViewController(name)
    }

    private static func namesNavigationController(_ name: String) -> Bool { name.hasSuffix("NavigationController") || name.hasSuffix("NavController") }
    private static func namesViewController(_ name: String) -> Bool { name.hasSuffix("ViewController") || name.hasSuffix("VC") }

    mutating func markWrappers(_ wrappers: [String: Set<String>]) {
        navigationWrappers.merge(wrappers) { $0.union($1) }
        roles = [:]
    }

    /// Works out every declared class's lineage and role once the classes and wrappers are all known.
    mutating func indexLineages() {
        for name in records.keys { lineages[name] = walkLineage(of: name) }
        for name in records.keys { declaredLineages[name] = walkDeclaredLineage(of: name) }
        for name in records.keys { roles[name] = judgeRole(of: name) }
    }

    /// The names by which code of the class reaches the navigation controller a wrapper it is or
    /// inherits from keeps; empty for any other class.
    func wrappedNavigationNames(of name: String) -> Set<String> {
        guard !navigationWrappers.isEmpty else { return [] }
        return lineage(of: name).reduce(into: Set<String>()) { $0.formUnion(navigationWrappers[$1] ?? []) }
    }

    /// The class and its ancestors, nearest first, up to and including the first class not declared
    /// in the sources (a UIKit class, or a base class from a library).
    package func lineage(of name: String) -> [String] {
        lineages[name] ?? walkLineage(of: name)
    }

    private func walkLineage(of name: String) -> [String] {
        var result = [name]
        var current = name
        while let parent = records[current]?.superclass, !result.contains(parent), result.count < 64 {
            result.append(parent)
            current = parent
        }
        return result
    }

    /// The ancestors declared in the sources, farthest first, followed by the class itself: the order
    /// in which their setup code runs (`super.viewDidLoad()` first).
    package func declaredLineage(of name: String) -> [String] {
        declaredLineages[name] ?? walkDeclaredLineage(of: name)
    }

    private func walkDeclaredLineage(of name: String) -> [String] {
        lineage(of: name).filter { records[$0] != nil }.reversed()
    }

    /// The role of a class and, when the role was judged from the name of a base class outside the
    /// sources, that base class.
    package func role(of name: String) -> (role: ClassRole, judgedByName: String?) {
        roles[name] ?? judgeRole(of: name)
    }

    private func judgeRole(of name: String) -> (role: ClassRole, judgedByName: String?) {
        let chain = lineage(of: name)
        guard let top = chain.last else { return (.other, nil) }
        if chain.contains(Self.navigationBase) { return (.navigationController, nil) }
        if !navigationWrappers.isEmpty, chain.contains(where: { navigationWrappers[$0] != nil }) { return (.navigationController, nil) }
        if chain.contains(Self.swiftUIView) { return (.screen, nil) }
        if chain.contains(where: { Self.screenBases.contains($0) }) { return (.screen, nil) }
        guard records[top] == nil else { return (.other, nil) }
        if Self.isSystemName(top) { return (.other, nil) }
        if Self.namesNavigationController(top) { return (.navigationController, top) }
        if Self.namesViewController(top) || libraryScreenBases.contains(top) { return (.screen, top) }
        return (.other, nil)
    }

    package func isDeclared(_ name: String) -> Bool { records[name] != nil }

    /// True when one class is the other or descends from it: a call on either can run the other's code.
    package func related(_ first: String, _ second: String) -> Bool {
        lineage(of: first).contains(second) || lineage(of: second).contains(first)
    }

    /// True for a SwiftUI view declared in the sources: a screen only where something shows it as one.
    package func isSwiftUIView(_ name: String) -> Bool { records[name]?.superclass == Self.swiftUIView }

    /// True for a name that is a UIKit (or other Apple) class, judged by its prefix.
    package static func isSystemName(_ name: String) -> Bool {
        !textureControllers.contains(name) && systemPrefixes.contains { name.hasPrefix($0) && name.dropFirst($0.count).first?.isUppercase == true }
    }
}
