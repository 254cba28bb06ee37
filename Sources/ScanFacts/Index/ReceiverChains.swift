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
