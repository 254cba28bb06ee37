import ScanFacts

/// A class that, for each screen it shows, either clears the pop delegate and switches the gesture off
/// or takes the delegate back and switches the gesture on or to a computed value: the cleared delegate
/// is never asked (a switched-off recognizer does not consult it) and never outlives the switch, so it
/// is no owner competing with the class itself. Nor is it when the class, the only other delegate, answers
/// none of the delegate's questions: it checks no more than nil.
extension DraftReading {
    /// True when `write` sets the delegate to nil in the same block that switches the gesture off, and
    /// either every place in that class that switches the gesture on (or to a computed value) also sets a
    /// delegate that is not nil in its block, or the class sets only itself and implements no
    /// `UIGestureRecognizerDelegate` method.
    func isInertNilDelegate(_ write: DelegateWrite) -> Bool {
        guard case .nilValue = write.value, let owner = code.ownerName(write.place) else { return false }
        let block = enclosingBlock(write.place)
        let sameClass = (factIndex.enabledWritesByOwner[owner] ?? []).filter { $0.recognizer == write.recognizer }
        guard sameClass.contains(where: { $0.enabled == false && $0.place.file == write.place.file && enclosingBlock($0.place) == block }) else { return false }
        // The class making itself the delegate without answering any of its questions checks no more than
        // nil does: clearing it changes nothing.
        let answersNothing = !code.hierarchy.declaredLineage(of: owner).contains { type in
            code.methods(of: type).contains { ["gestureRecognizerShouldBegin", "gestureRecognizer"].contains($0.method.name) }
        }
        let others = (factIndex.delegateWritesBySubject[.object(owner)] ?? []).filter { $0.recognizer == write.recognizer && $0.value != .nilValue }
        if answersNothing, !others.isEmpty, others.allSatisfy({ $0.value == .selfObject }) { return true }
        return sameClass.filter { $0.enabled != false }.allSatisfy { enabling in
            (factIndex.delegateWritesByFile[enabling.place.file] ?? []).contains { other in
                if case .nilValue = other.value { return false }
                return other.recognizer == write.recognizer && other.place.file == enabling.place.file && enclosingBlock(other.place) == enclosingBlock(enabling.place)
            }
        }
    }

    /// The index of the innermost `{` around a statement, or -1 at file level.
    private func enclosingBlock(_ place: Place) -> Int {
        let stream = code.stream(place.file)
        var depth = 0
        var index = place.first - 1
        while index >= 0 {
            if stream.isPunctuation(index, "}") {
                depth += 1
            } else if stream.isPunctuation(index, "{") {
                if depth == 0 { return index }
                depth -= 1
            }
            index -= 1
        }
        return -1
    }
}
