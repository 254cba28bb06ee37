import Format
import ScanFacts

extension DraftReading {
    /// The guards one deciding class makes, from its `gestureRecognizerShouldBegin` (or the saved system
    /// delegate it forwards to) and its touch method; where its `gestureRecognizerShouldBegin` is, and why
    /// it guards nothing when it does not.
    /// `askedBy` is the pop recognizer the delegate answers for, nil for a full-screen pan.
    func deciderGuards(_ decider: String, askedBy recognizer: Recognizer?) -> (guards: [PopGuard: [Origin]], method: Origin?, reason: String?) {
        var current: [PopGuard: [Origin]] = [:]
        let touch = code.touchGuards(of: decider, askedBy: recognizer)
        guard let (file, method) = code.shouldBeginMethod(of: decider) else {
            for item in touch { current[item.guard, default: []].append(code.origin(item.place)) }
            return (current, nil, touch.isEmpty ? "\(decider) has no gestureRecognizerShouldBegin, so every swipe may begin" : nil)
        }
        let origin = code.origin(file: file, method: method)
        var found = code.guards(of: decider, in: method, file: file, askedBy: recognizer)
        if let forward = code.forwardsToSavedDelegate(method, file: file, saved: facts.savedDelegates) {
            // UIKit's delegate decides: it refuses at the root and while a transition runs.
            found += [(.stackDepth, forward), (.notTransitioning, forward)].filter { item in !found.contains { $0.guard == item.0 } }
        }
        found += touch.filter { item in !found.contains { $0.guard == item.guard } }
        for item in found { current[item.guard, default: []].append(code.origin(item.place)) }
        return (current, origin, found.isEmpty ? "gestureRecognizerShouldBegin at \(origin) checks nothing navlint scan recognises" : nil)
    }
}
