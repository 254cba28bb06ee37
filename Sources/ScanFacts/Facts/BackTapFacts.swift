import Format

/// A screen's own Back: a bar button item put in Back's place, or an iOS 16 `backAction`, whose action
/// does more than pop. The swipe runs none of it, so what it asks or saves is what a swipe skips.
extension CodeBase {
    /// The methods a call or expression names as its action with `#selector(done)`, `#selector(Self.done)` or
    /// `@selector(done:)`: methods of that name of `owner` (or a class it descends from).
    func selectorMethods(in range: Range<Int>, file: Int, owner: String) -> [(file: Int, method: MethodDeclaration)] {
        let stream = stream(file)
        guard let marker = range.first(where: { stream.at($0).map { ["#selector", "@selector"].contains($0.text) } ?? false }),
              stream.isPunctuation(marker + 1, "("), let first = stream.at(marker + 2), first.isName else { return [] }
        let name = stream.isPunctuation(marker + 3, ".") ? stream.at(marker + 4)?.text ?? first.text : first.text
        return hierarchy.declaredLineage(of: owner).flatMap { methods(of: $0) }.filter { $0.method.name == name }
    }

    /// What the Back a navigation item write installs runs besides popping, and the statement that shows it:
    /// `confirm` when its action presents an alert, `save` when it saves, sends, commits or resets state and
    /// then pops or dismisses. The action is the selector of an item made in the value (or in the local the
    /// value names, declared in the same method) or the closure of a `UIAction` given to `backAction`.
    func backTapEffect(of value: Range<Int>, at place: Place, owner: String) -> Found<BackTapEffect>? {
        let file = place.file
        let stream = stream(file)
        var made = value
        if value.count == 1, stream.isName(value.lowerBound), let method = enclosingMethod(place),
           let local = syntax[file].declarations.last(where: { $0.name == stream[value.lowerBound].text && method.body.contains($0.place.token) && $0.place.token < place.token }),
           let declared = local.value {
            made = declared
        }
        var bodies = selectorMethods(in: made, file: file, owner: owner).map { ($0.file, $0.method.body) }
        if bodies.isEmpty, stream.mentions(["UIAction"], in: made) { bodies = [(file, made)] }
        guard !bodies.isEmpty else { return nil }
        // One hop into the screen's own methods the action calls (`cancelTapped` calling `confirmDiscard()`).
        for (bodyFile, body) in bodies {
            for call in syntax[bodyFile].calls where body.contains(call.place.token) && (call.receiverChain.isEmpty || call.receiverChain == ["self"]) {
                bodies += hierarchy.declaredLineage(of: owner).flatMap { methods(of: $0) }.filter { $0.method.name == call.name && $0.method.body != body }.map { ($0.file, $0.method.body) }
            }
        }
        var saved: Place?
        var leaves = false
        for (bodyFile, body) in bodies {
            let bodyStream = self.stream(bodyFile)
            for index in body where bodyStream.isIdentifier(index, "UIAlertController") {
                return Found(value: .confirm, place: Place(file: bodyFile, token: index))
            }
            for call in syntax[bodyFile].calls where body.contains(call.place.token) {
                if BackTapWords.leaving.contains(call.name) { leaves = true }
                if let verb = IdentifierWords.splitAtEveryCapital(call.name).first, BackTapWords.keeping.contains(verb), saved == nil { saved = call.place }
            }
        }
        guard leaves, let saved else { return nil }
        return Found(value: .save, place: saved)
    }
}

/// The words a custom Back's action is read by.
private enum BackTapWords {
    /// Calls that take the screen away.
    static let leaving: Set<String> = [
        "popViewController", "popViewControllerAnimated", "popToRootViewController", "popToRootViewControllerAnimated",
        "dismiss", "dismissViewControllerAnimated",
    ]
    /// First words of a call that keeps or resets the screen's state before it goes.
    static let keeping: Set<String> = ["save", "send", "submit", "commit", "persist", "store", "upload", "sync", "reset"]
}
