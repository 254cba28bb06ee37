/// UIKit and Foundation names whose meaning scan relies on in more than one place, declared once.
package enum ViewLifecycle {
    /// The methods UIKit runs each time a screen appears, again after an abandoned swipe.
    package static let appearanceMethods: Set<String> = ["viewWillAppear", "viewDidAppear"]
    /// The methods run as an object is freed: what they set outlives it on nothing it still shows.
    package static let freeingMethods: Set<String> = ["deinit", "dealloc"]
    /// The methods UIKit runs as a view controller's view is made, once for each controller.
    package static let loadingMethods: Set<String> = ["loadView", "viewDidLoad"]
    /// The methods UIKit runs as a screen goes away for now or for good: what they set is not seen on it.
    package static let leavingMethods: Set<String> = freeingMethods.union(["viewWillDisappear", "viewDidDisappear"])
    /// Every method UIKit itself calls on a view controller, as it is made, laid out, shown and moved.
    package static let calledByUIKit: Set<String> = appearanceMethods.union(loadingMethods).union([
        "viewWillDisappear", "viewDidDisappear", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
        "awakeFromNib", "init", "initWithCoder", "initWithNibName", "willMove", "didMove", "willMoveToParentViewController",
        "didMoveToParentViewController", "traitCollectionDidChange", "viewIsAppearing",
    ])
}

/// The calls that put a screen on the current stack. `showDetailViewController(_:sender:)` pushes onto the
/// primary column's stack when a split view is collapsed (on iPhone), so it counts as a push of the screen
/// it shows (see `collapsedDetail`).
package enum NavigationCalls {
    package static let pushes: Set<String> = ["pushViewController", "showViewController", "show", "showDetailViewController"]
    package static let presents: Set<String> = ["present", "presentViewController", "presentModalViewController"]
    /// The calls that take the top screen off its stack.
    package static let pops: Set<String> = [
        "popViewController", "popToViewController", "popToRootViewController", "popViewControllerAnimated", "popToRootViewControllerAnimated",
    ]
}

/// Calls that take a closure, by when the closure runs.
package enum ClosureCalls {
    /// Calls that run their closure once per element, then and there.
    package static let enumerators: Set<String> = ["forEach", "enumerateObjectsUsingBlock", "enumerateObjectsWithOptions", "map", "compactMap", "filter"]
}
