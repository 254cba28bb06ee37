/// A coordinator's push or present belongs to the screens that ask for it: every screen that holds the
/// coordinator is a user, but only the ones that call the method making the transition open its screen.
extension DraftBuilder {
    /// Of `users`, the screens whose code calls the method that holds `place`; all of `users` when none
    /// does (the method is reached through other code, such as the coordinator's own `start()`).
    mutating func openers(calling place: Place, among users: [String]) -> [String] {
        guard users.count > 1, let method = code.enclosingMethod(place) else { return users }
        // Every transition in methods of one name asks the same: many modules' routers have an `open`.
        let callers = callingScreens[method.name] ?? screensCalling(method.name)
        callingScreens[method.name] = callers
        let asking = users.filter(callers.contains)
        return asking.isEmpty ? users : asking
    }

    private func screensCalling(_ method: String) -> Set<String> {
        var callers: Set<String> = []
        for (_, call) in code.calls(named: method) {
            callers.formUnion(screens(ofCodeClass: code.ownerName(call.place)))
        }
        return callers
    }
}
