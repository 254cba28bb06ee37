/// How a back interception tells a `popViewController` from code apart from a Back tap; the raw value
/// is what the draft says about it.
package enum ProgrammaticPopCheck: String, Sendable {
    /// Fewer view controllers than bar items: the controller has already left, so the pop came from code.
    case counts = "compares viewControllers.count with navigationBar.items.count"
    /// Only the top screen's own item is a Back tap: after a pop from code the top screen is the one
    /// underneath, whose item is not the one being popped.
    case topItem = "compares the popped item with the top screen's navigationItem"
}

extension CodeBase {
    /// A line of the interception that compares the top screen's `navigationItem` with the item asked
    /// about (`topViewController.navigationItem == item`, `[item isEqual:self.topViewController.navigationItem]`).
    func topItemComparison(in body: Range<Int>, file: Int) -> Place? {
        let stream = stream(file)
        for line in lineRanges(body, stream: stream) {
            let names = Set(stream.names(in: line))
            guard names.contains("navigationItem"), !names.isDisjoint(with: ["topViewController", "visibleViewController"]),
                  names.contains("isEqual") || line.contains(where: { stream[$0].kind == .punctuation && ["==", "===", "!=", "!=="].contains(stream[$0].text) })
            else { continue }
            return Place(file: file, token: line.lowerBound, in: line)
        }
        return nil
    }
}
