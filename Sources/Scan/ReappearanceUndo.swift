/// When a swipe back is abandoned, the screen that was leaving gets `viewWillAppear` and `viewDidAppear`
/// again. A `viewWillDisappear` that only sets properties those methods set again (interaction switched
/// off and back on, bar items cleared and rebuilt) leaves nothing torn down after an abandoned swipe.
extension CodeBase {
    private static let appearanceNames: Set<String> = ["viewWillAppear", "viewDidAppear"]

    /// True when every one of `assignments` (the teardown of a `viewWillDisappear` in `className`) sets
    /// a property that the class's `viewWillAppear` or `viewDidAppear`, or a method of the class they
    /// call, sets again.
    func appearanceSetsAgain(_ assignments: [Assignment], className: String) -> Bool {
        guard !assignments.isEmpty else { return false }
        let own = methods(of: className)
        let appearing = own.filter { Self.appearanceNames.contains($0.method.name) }
        guard !appearing.isEmpty else { return false }
        var bodies = appearing
        for (file, method) in appearing {
            let called = Set(syntax[file].calls.filter { method.body.contains($0.place.token) && ($0.receiverChain.isEmpty || $0.receiverChain == ["self"]) }.map(\.name))
            bodies += own.filter { called.contains($0.method.name) && !Self.appearanceNames.contains($0.method.name) }
        }
        var setAgain: Set<[String]> = []
        for (file, method) in bodies {
            for assignment in syntax[file].assignments where method.body.contains(assignment.place.token) {
                setAgain.insert(Self.withoutSelf(assignment.target))
            }
        }
        return assignments.allSatisfy { setAgain.contains(Self.withoutSelf($0.target)) }
    }

    private static func withoutSelf(_ target: [String]) -> [String] {
        target.first == "self" ? Array(target.dropFirst()) : target
    }
}
