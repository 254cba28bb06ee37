extension CodeBase {
    /// The methods whose selectors code that swaps method implementations names
    /// (`@selector(fd_pushViewController:animated:)`, `#selector(...)`), by base name: UIKit then runs
    /// them. Found in one walk of the app; walking it for each installing method was quadratic.
    package func swizzledSelectors() -> Set<String> {
        var names: Set<String> = []
        for outline in files where outline.kind == .swift || outline.kind == .objectiveC {
            let stream = outline.stream
            // Whether each method (by its body's first token) hands selectors to the runtime, read once.
            var swizzling: [Int: Bool] = [:]
            for index in 0..<stream.count where stream[index].kind == .hashKeyword || stream[index].kind == .atKeyword {
                guard stream[index].text == "#selector" || stream[index].text == "@selector", stream.isPunctuation(index + 1, "("),
                      let close = stream.partner(of: index + 1), let name = stream.names(in: (index + 2)..<close).first,
                      !names.contains(name), let method = outline.method(at: index) else { continue }
                let swaps = swizzling[method.body.lowerBound] ?? stream.mentions(ObjectiveCRuntime.runtimeFunctions, in: method.body)
                swizzling[method.body.lowerBound] = swaps
                if swaps { names.insert(name) }
            }
        }
        return names
    }

}

/// The runtime's method functions: a method that names a selector and one of them swaps implementations.

private enum ObjectiveCRuntime {
    /// The runtime's method functions: a method that names a selector and one of them swaps implementations.
    static let runtimeFunctions: Set<String> = [
        "class_getInstanceMethod", "method_exchangeImplementations", "class_addMethod", "class_replaceMethod", "method_setImplementation",
    ]
}
