extension CodeBase {
    /// The member chain a transition is made on, without `self`: `["navigationController"]` for
    /// `navigationController?.pushViewController(...)`.
    package func receiverChain(of place: Place) -> [String] {
        // The call is found by where it starts, through the index; searching every call of the name
        // (every `pushViewController` of the app) for each transition was quadratic.
        let byStart = call(file: place.file, exactly: place.first..<(place.last + 1)).flatMap { $0.place == place ? $0 : nil }
        guard let call = byStart ?? self.call(at: place) else { return [] }
        return withoutSelf(call.receiverChain, at: place)
    }
}

/// The stack a push is made on, when it is a method parameter's: a library's view controller handed to a
/// callback (`picker.navigationController?.pushViewController(next)` in `picker(_ picker: Picker, didPick:)`).
extension CodeBase {
    /// The class a push is made on the stack of, when it is made on a method parameter's navigation
    /// controller (`controller.navigationController?.pushViewController(...)`, `[controller.navigationController
    /// pushViewController:...]`) and that parameter is declared with a class; nil for any other push.
    package func pushingParameterClass(_ transition: Transition) -> String? {
        guard transition.kind == .push else { return nil }
        guard let holder = MemberNames.navigationControllerHolder(receiverChain(of: transition.place)) else { return nil }
        return parameterClass(holder, at: transition.place)
    }
}

extension CodeBase {
    /// A receiver chain whose leading local is replaced by the member chain the local was declared with,
    /// up to three times: `navigationController` after `guard let view = viewController` and `guard let
    /// navigationController = view.navigationController` is `viewController.navigationController`. A local
    /// made any other way (a call, a cast) is left as it is.
    package func expandingLocals(_ chain: [String], at place: Place) -> [String] {
        guard let method = enclosingMethod(place) else { return chain }
        let stream = stream(place.file)
        var chain = chain
        for _ in 0..<3 {
            guard let first = chain.first, let value = localValue(first, before: place.token, in: method, file: place.file) else { break }
            let (names, end) = stream.chain(startingAt: value.lowerBound)
            // The whole value is the chain, but for the optional marks after its last name (`view?.navigationController!`).
            guard !names.isEmpty, names != [first], (end..<value.upperBound).allSatisfy({ stream.isPunctuation($0, "?") || stream.isPunctuation($0, "!") }) else { break }
            chain = withoutSelf(names, at: place) + chain.dropFirst()
        }
        return chain
    }
}
