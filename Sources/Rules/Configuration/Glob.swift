import Format

/// A path pattern for `ignore:` lists: `*` matches within one folder, `**` across folders, `?` one character.
public struct Glob: Sendable, Hashable {
    public let pattern: String
    private let scalars: [Unicode.Scalar]

    public init(_ pattern: String) {
        var text = pattern
        while text.hasPrefix("./") { text.removeFirst(2) }
        self.pattern = text
        self.scalars = Array(text.unicodeScalars)
    }

    public func matches(_ path: String) -> Bool {
        var text = path
        while text.hasPrefix("./") { text.removeFirst(2) }
        let target = Array(text.unicodeScalars)
        let pattern = scalars
        // Memoised matching keeps `**` polynomial, never exponential.
        var memo: [Int: Bool] = [:]
        func match(_ p: Int, _ t: Int) -> Bool {
            let key = p * (target.count + 1) + t
            if let known = memo[key] { return known }
            let result: Bool
            if p == pattern.count {
                result = t == target.count
            } else if pattern[p] == "*" {
                if p + 1 < pattern.count, pattern[p + 1] == "*" {
                    var next = p + 2
                    if next < pattern.count, pattern[next] == "/" { next += 1 }
                    result = (t...target.count).contains { match(next, $0) }
                } else {
                    var end = t
                    var found = match(p + 1, t)
                    while !found, end < target.count, target[end] != "/" {
                        end += 1
                        found = match(p + 1, end)
                    }
                    result = found
                }
            } else if t < target.count, pattern[p] == "?" ? target[t] != "/" : pattern[p] == target[t] {
                result = match(p + 1, t + 1)
            } else {
                result = false
            }
            memo[key] = result
            return result
        }
        return match(0, 0)
    }
}
