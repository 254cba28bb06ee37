/// Why no draft could be written.
public enum ScanError: Error, Equatable, CustomStringConvertible {
    /// None of the files is Swift or Objective-C.
    case noSources
    /// The sources declare no view controller, so there is no screen to describe.
    case noViewControllers
    /// The view controllers found are all vendored code or base classes: none is a screen of the app.
    case noAppScreens

    public var description: String {
        switch self {
        case .noSources:
            return "no Swift or Objective-C sources to scan (looked for .swift, .m, .mm and .h files)"
        case .noViewControllers:
            return "no view controllers found: no class in the sources descends from UIViewController (or a base class named *ViewController), and no SwiftUI view is shown by a NavigationStack, NavigationLink, sheet or UIHostingController, so there is no screen to describe"
        case .noAppScreens:
            return "no screens of the app's own: every view controller found is vendored code (in a Vendor, ThirdParty or External folder) or a base class of others, so there is no screen to describe"
        }
    }
}
