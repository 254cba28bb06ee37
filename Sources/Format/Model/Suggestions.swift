/// "Did you mean" suggestions by edit distance.
public enum Suggestions {
    /// The candidate closest to `word`, when it is close enough to be a plausible typo.
    public static func closest(to word: String, in candidates: [String]) -> String? {
        let lowered = word.lowercased()
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            if best == nil || distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        guard let best else { return nil }
        let allowed = max(1, min(3, word.count / 3))
        if best.distance <= allowed { return best.name }
        // A cut-short word ("warn" for "warning") is a typo too.
        if word.count >= 3, let extended = candidates.first(where: { $0.lowercased().hasPrefix(lowered) }) { return extended }
        return nil
    }

    /// ` (did you mean 'x'?)` or an empty string.
    public static func didYouMean(_ word: String, in candidates: [String]) -> String {
        closest(to: word, in: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// Edit distance over Unicode scalars, where swapping two neighbours is one edit (optimal string
    /// alignment): `scna` is one edit from `scan`, as a typist sees it, not two.
    static func editDistance(_ left: String, _ right: String) -> Int {
        let a = Array(left.unicodeScalars)
        let b = Array(right.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = Array(repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
