/// Comments in which the author says the statement beside them is meant to stop the user going back
/// (`// The setup is done, prevent back swiping`, `// 禁止侧滑返回`): a Back or bar hidden there is a choice
/// made on purpose, which the linter leaves to the author, not a swipe lost by accident.
enum StatedIntent {
    /// Bytes one of which any such comment holds; a file without them is not lexed again for its comments.
    private static let markers = ["wip", "WIP", "go back", "Go back", "going back", "Going back", "侧滑", "右滑", "滑动返回", "手势返回", "返回手势"]
    /// What is stopped: going back, or the swipe that does it.
    private static let goingBack = ["swip", "go back", "going back", "goes back", "navigate back", "back gesture", "pop gesture",
                                    "侧滑", "右滑", "滑动返回", "手势返回", "返回手势"]
    /// That it is stopped.
    private static let stopping = ["prevent", "disable", "block", "forbid", "don't", "do not", "not allow", "no ", "avoid", "cannot",
                                   "can't", "must not", "shouldn't", "should not", "禁止", "禁用", "不允许", "不能", "关闭"]

    /// The lines of the statements such a comment stands by: the comment's own line when code comes
    /// before it there, else the next line that holds code. `tokens` are the file's, as lexed.
    static func linesStoppingGoingBack(in file: SourceFile, tokens: [Token]) -> Set<Int> {
        guard file.kind == .swift || file.kind == .objectiveC,
              markers.contains(where: { UTF8Search.contains($0, in: file.text) }) else { return [] }
        let comments = SourceComments.comments(in: file)
        guard !comments.isEmpty else { return [] }
        // Split on the byte, so that a CRLF (one Character) ends a line as LF does.
        let lines = file.text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Substring.init)
        func line(_ number: Int) -> Substring? { number >= 1 && number <= lines.count ? lines[number - 1] : nil }
        var firstColumn: [Int: Int] = [:]
        for token in tokens where firstColumn[token.line] == nil { firstColumn[token.line] = token.start.column }
        let codeLines = firstColumn.keys.sorted()
        var found = Set<Int>()
        for comment in comments {
            // A linter's directive (`navlint:disable-next-line hidden-back-button-disables-swipe`), and a rule it
            // names, say which rule, not what the code means.
            let text = Self.text(of: comment, lines: line).lowercased().split(separator: " ").filter { !$0.contains("-disables-") }.joined(separator: " ")
            guard !text.contains("lint:"), goingBack.contains(where: text.contains), stopping.contains(where: text.contains) else { continue }
            if let column = firstColumn[comment.start.line], column < comment.start.column {
                found.insert(comment.start.line)
            } else if let next = codeLines.first(where: { $0 > comment.end.line }) {
                found.insert(next)
            }
        }
        return found
    }

    /// The comment's text, from its first character to its last, across its lines.
    private static func text(of comment: SourceComment, lines line: (Int) -> Substring?) -> String {
        var text = ""
        for number in comment.start.line...max(comment.start.line, comment.end.line) {
            guard var scalars = line(number)?.unicodeScalars else { break }
            if number == comment.end.line { scalars = scalars.prefix(max(0, comment.end.column - 1)) }
            if number == comment.start.line { scalars = scalars.dropFirst(max(0, comment.start.column - 1)) }
            text += String(scalars) + " "
        }
        return text
    }
}
