import Format
import ScanFacts

/// What the draft stage chooses first: which classes are screens, and their ids. A view controller class is a
/// screen unless it only serves as a base class of others (its code is then read as part of each
/// subclass) or is vendored code the app never opens; a SwiftUI view is a screen where navigation shows
/// it; a library's view controller at the root of a stack the app pushes onto is one too
/// (`ClassHierarchy.isLibraryViewControllerName`, below).
struct ScreenSelection: Sendable {
    /// Screen classes in sorted order, and their ids both ways.
    let screenClasses: [String]
    let screenIDs: [String: String]
    let screenClassByID: [String: String]
    /// Screen classes that only serve as base classes.
    let foldedBases: [String]
    /// For each class in the sources, the screens whose code includes it (the class and its subclasses).
    let screensByCodeClass: [String: [String]]
    /// Classes not in the sources listed as screens because they root a stack the app pushes onto.
    let libraryRootClasses: Set<String>
    /// Screens whose chain of superclasses leaves the sources at a class taken for a view controller by
    /// its name, with that class, in screen order: each gets a note.
    let judgedByName: [(screen: String, base: String)]
    /// SwiftUI views no code names but their own and their previews: screens nothing can reach.
    let deadViews: Set<String>

    /// `deadViews` are listed as screens, so that unreachable-screen says what nothing shows.
    init(code: CodeBase, facts: Facts, deadViews: Set<String> = []) throws(ScanError) {
        let hierarchy = code.hierarchy
        let all = hierarchy.records.keys.filter { hierarchy.role(of: $0).role == .screen }.sorted()
        guard !all.isEmpty else { throw .noViewControllers }
        var referenced: Set<String> = []
        func collect(_ reference: ControllerReference) {
            switch reference {
            case .screen(let name): referenced.insert(name)
            case .navigation(_, let root): collect(root)
            case .oneOf(let list): list.forEach(collect)
            case .outside, .unknown: break
            }
        }
        facts.transitions.forEach { collect($0.target) }
        facts.creations.forEach { collect($0.root) }
        // A SwiftUI view hosted in a list of view controllers (`setViewControllers([UIHostingController(rootView:
        // HomeView())])`) or as the window's root is shown by navigation too.
        var hosted: [(file: Int, range: Range<Int>)] = code.viewControllerLists().flatMap { list in list.elements.map { (list.place.file, $0) } }
        for (file, syntax) in code.syntax.enumerated() where !code.vendored[file] {
            hosted += syntax.assignments.filter { $0.target.last == "rootViewController" }.map { (file, $0.value) }
        }
        for (file, range) in hosted {
            if case .screen(let name) = code.resolveController(file: file, range: range), hierarchy.isSwiftUIView(name) { referenced.insert(name) }
        }
        // So is the view a SwiftUI scene shows in its window.
        referenced.formUnion(facts.windowRoots.map(\.view))
        let parents = Set(all.flatMap { hierarchy.lineage(of: $0).dropFirst() })
        // A vendored screen class is the app's screen only when the app's code opens it.
        let appScreens = all.filter { referenced.contains($0) || !code.isVendoredClass($0) }
        let foldedBases = appScreens.filter { !referenced.contains($0) && parents.contains($0) }
        let folded = Set(foldedBases)
        // A SwiftUI view is a screen where navigation shows it; other views are parts of screens.
        let ownScreens = appScreens.filter { !folded.contains($0) && (!hierarchy.isSwiftUIView($0) || referenced.contains($0) || deadViews.contains($0)) }
        let libraryRoots = Self.libraryRoots(code: code, facts: facts)
        let screenClasses = (ownScreens + libraryRoots).sorted()
        guard !screenClasses.isEmpty || all.contains(where: { !hierarchy.isSwiftUIView($0) }) else { throw .noViewControllers }
        // A draft needs a screen for its navigation controller's root; with none, it could not be checked.
        guard !screenClasses.isEmpty else { throw .noAppScreens }
        let screenIDs = IdentifierNaming.screenIDs(for: screenClasses)
        var screenClassByID: [String: String] = [:]
        for (name, id) in screenIDs { screenClassByID[id] = name }
        var screensByCodeClass: [String: [String]] = [:]
        var judgedByName: [(screen: String, base: String)] = []
        for screen in screenClasses {
            for codeClass in hierarchy.declaredLineage(of: screen) {
                screensByCodeClass[codeClass, default: []].append(screen)
            }
            if let base = hierarchy.role(of: screen).judgedByName, base != screen { judgedByName.append((screen, base)) }
        }
        self.screenClasses = screenClasses
        self.screenIDs = screenIDs
        self.screenClassByID = screenClassByID
        self.foldedBases = foldedBases
        self.screensByCodeClass = screensByCodeClass
        self.libraryRootClasses = libraryRoots
        self.judgedByName = judgedByName
        self.deadViews = deadViews.intersection(screenClasses)
    }

    /// The library classes that root a stack made in the app's code and that a callback pushes onto.
    private static func libraryRoots(code: CodeBase, facts: Facts) -> Set<String> {
        var made: Set<String> = []
        for creation in facts.creations where !code.vendored[creation.place.file] {
            if case .outside(let name) = creation.root, ClassHierarchy.isLibraryViewControllerName(name) { made.insert(name) }
        }
        guard !made.isEmpty else { return [] }
        return Set(facts.transitions.filter { !code.vendored[$0.place.file] }.compactMap(code.pushingParameterClass).filter(made.contains))
    }
}

/// Stacks whose root is a library's view controller: `UINavigationController(rootViewController:
/// Picker())`, where `Picker` is declared nowhere in the sources but is plainly a view controller by its
/// name, and whose stack the app pushes onto from a callback that is given the picker
/// (`picker.navigationController?.pushViewController(next)` in `picker(_ picker: Picker, didPick:)`).
/// The library class becomes a screen, the root of that stack, so that the screens pushed there are on
/// a stack with the navigation controller's own facts. Its code is unknown: nothing is said about the
/// root itself (`isSure` drops any finding on it), and a library root onto which the app pushes
/// nothing scan can see stays unlisted, with the note every root that is no screen gets.
extension ClassHierarchy {
    /// Containers and UIKit bases a stack's root from outside the sources cannot be taken for: a
    /// container is no screen, and a base class stands for any screen at all.
    private static let notLibraryScreens = ["NavigationController", "NavController", "TabBarController", "SplitViewController", "PageViewController", "AlertController", "SearchController"]

    /// True for the name of a class outside the sources that is plainly a view controller of its own
    /// (`GalleryController`, `PickerVC`), not a container or a UIKit base class.
    static func isLibraryViewControllerName(_ name: String) -> Bool {
        guard name.hasSuffix("Controller") || name.hasSuffix("VC"), !screenBases.contains(name) else { return false }
        return !notLibraryScreens.contains { name.hasSuffix($0) }
    }
}
