import Format
import ScanFacts

/// Stacks whose root is a library's view controller: `UINavigationController(rootViewController:
/// Picker())`, where `Picker` is declared nowhere in the sources but is plainly a view controller by its
/// name, and whose stack the app pushes onto from a callback that is given the picker
/// (`picker.navigationController?.pushViewController(next)` in `picker(_ picker: Picker, didPick:)`).
/// The library class becomes a screen, the root of that stack, so that the screens pushed there are on
/// a stack with the navigation controller's own facts. Its code is unknown: nothing is said about the
/// root itself (`isSure` drops any finding on it), and a library root onto which the app pushes
/// nothing scan can see stays unlisted, with the note every root that is no screen gets.
extension CodeBase {
    /// The class a push is made on the stack of, when it is made on a method parameter's navigation
    /// controller (`controller.navigationController?.pushViewController(...)`, `[controller.navigationController
    /// pushViewController:...]`) and that parameter is declared with a class; nil for any other push.
    func pushingParameterClass(_ transition: Transition) -> String? {
        guard transition.kind == .push else { return nil }
        guard let holder = Self.navigationControllerHolder(receiverChain(of: transition.place)) else { return nil }
        return parameterClass(holder, at: transition.place)
    }
}

extension DraftBuilder {
    /// The screen id of a stack's root: a screen of the sources, or a library root.
    func rootScreenID(_ root: ControllerReference) -> String? {
        switch root {
        case .screen(let name): return selection.screenIDs[name]
        case .outside(let name) where selection.libraryRootClasses.contains(name): return selection.screenIDs[name]
        default: return nil
        }
    }

    /// Says, at each stack with a library root, why that root is listed and that nothing is said about it.
    mutating func noteLibraryRoots() {
        for controller in controllers {
            guard let name = screenClass(forID: controller.root), selection.libraryRootClasses.contains(name), let origin = controller.creations.first else { continue }
            note("\(name) is not declared in the scanned sources; it is taken as a view controller by its name and listed as this stack's root because the app pushes onto the stack from a method given it, but its own code is unknown, so nothing is checked on it",
                 at: origin, on: .screen(controller.root))
        }
    }
}

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
