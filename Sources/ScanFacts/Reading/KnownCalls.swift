/// UIKit and Foundation names whose meaning scan relies on in more than one place, declared once.
package enum ViewLifecycle {
    /// The methods UIKit runs each time a screen appears, again after an abandoned swipe.
    package static let appearanceMethods: Set<String> = ["viewWillAppear", "viewDidAppear"]
    /// The methods UIKit runs as a screen goes away for now or for good: what they set is not seen on it.
    package static let leavingMethods: Set<String> = ["viewWillDisappear", "viewDidDisappear", "deinit", "dealloc"]
}

/// Calls that take a closure, by when the closure runs.
package enum ClosureCalls {
    /// Calls that run their closure once per element, then and there.
    package static let enumerators: Set<String> = ["forEach", "enumerateObjectsUsingBlock", "enumerateObjectsWithOptions", "map", "compactMap", "filter"]
}
