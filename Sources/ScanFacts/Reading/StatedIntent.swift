/// Comments in which the author says the statement beside them is meant to stop the user going back
/// (`// The setup is done, prevent back swiping`, `// 禁止侧滑返回`): a Back or bar hidden there is a choice
/// made on purpose, which the linter leaves to the author, not a swipe lost by accident. Only a few plain
/// phrasings count; a comment that merely mentions swipes, says the opposite or tracks a bug says no intent,
/// since a finding lost costs more than a note missed.
enum StatedIntent {
    /// Bytes one of which any such comment holds; a file without them is not lexed again for its comments.
    private static let markers = ["wip", "WIP", "go back", "Go back", "going back", "Going back", "back gesture", "Back gesture",
                                  "pop gesture", "Pop gesture", "侧滑", "右滑", "滑动返回", "手势返回", "返回手势"]
    /// What is stopped: going back, or the swipe that does it.
    private static let goingBack = ["swipe back", "swiping back", "back swip", "swipe-back", "swipe to go back", "back gesture",
                                    "pop gesture", "go back", "going back", "navigate back", "侧滑", "右滑返回", "滑动返回", "手势返回", "返回手势"]
    /// That it is stopped: a verb that comes before what it stops.
    private static let stopping = ["prevent", "disable", "block", "forbid", "don't allow", "do not allow", "not allow", "禁止", "禁用", "关闭", "不允许"]
    /// Words that say the comment is not a statement of intent: the verb negated, a bug or a task, history.
    private static let noIntent = ["don't disable", "do not disable", "don't block", "do not block", "don't prevent", "do not prevent",
                                   "never disable", "never block", "must not", "should not", "shouldn't", "not be blocked", "not be disabled",
                                   "todo", "fixme", "bug", "fix", "hack", "removed", "re-enable", "reenable", "enable again",
                                   "don't want", "do not want", "can't", "cannot", "note:", "?",
                                   "不要禁", "别禁", "无需禁", "不要关闭", "修复", "问题"]
    /// How far (in characters) the stopping verb may stand before what it stops.
    private static let reach = 40
    /// The names of the statements a comment's intent is read for: those that hide Back or the bar.
    private static let hidingNames: Set<String> = [
        "hidesBackButton", "setHidesBackButton", "navigationBarBackButtonHidden", "navigationBarHidden", "isNavigationBarHidden",
        "setNavigationBarHidden", "toolbar",
    ]

    /// The lines of the statements such a comment stands by: the comment's own line when code comes
    /// before it there, else the next line that holds code. A statement a linter's directive also stands
    /// by is left to the directive. `tokens` are the file's, as lexed.
    static func linesStoppingGoingBack(in file: SourceFile, tokens: [Token]) -> Set<Int> {
        guard file.kind == .swift || file.kind == .objectiveC,
              markers.contains(where: { UTF8Search.contains($0, in: file.text) }) else { return [] }
        let comments = SourceComments.comments(in: file)
        guard !comments.isEmpty else { return [] }
        // Split on the byte, so that a CRLF (one Character) ends a line as LF does.
        let lines = file.text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Substring.init)
        func line(_ number: Int) -> Substring? { number >= 1 && number <= lines.count ? lines[number - 1] : nil }
        // Where code stands on each line: the first token's column, and the end of a token that ends there
        // after starting on an earlier line (a multi-line string's closing `"""`).
        var firstColumn: [Int: Int] = [:]
        var endsOfLongTokens: [Int: Int] = [:]
        var hidingLines = Set<Int>()
        for token in tokens {
            if firstColumn[token.line] == nil { firstColumn[token.line] = token.start.column }
            if token.end.line > token.line { endsOfLongTokens[token.end.line] = token.end.column }
            if token.isName, hidingNames.contains(token.text) { hidingLines.insert(token.line) }
        }
        guard !hidingLines.isEmpty else { return [] }
        let codeLines = Set(firstColumn.keys).union(endsOfLongTokens.keys).sorted()
        func statementLine(of comment: SourceComment) -> Int? {
            let start = comment.start
            if let column = firstColumn[start.line], column < start.column { return start.line }
            if let end = endsOfLongTokens[start.line], end <= start.column { return start.line }
            // The first line holding code below the comment, found by halving: a file may hold thousands.
            var low = 0
            var high = codeLines.count
            while low < high {
                let middle = (low + high) / 2
                if codeLines[middle] > comment.end.line { high = middle } else { low = middle + 1 }
            }
            return low < codeLines.count ? codeLines[low] : nil
        }
        var found = Set<Int>()
        var directed = Set<Int>()
        // Only the comments by a statement that hides Back or the bar are read, so that a file of many
        // comments costs a lookup each.
        for comment in comments {
            guard let statement = statementLine(of: comment), hidingLines.contains(statement) else { continue }
            let text = Self.text(of: comment, lines: line).lowercased()
            if text.contains("navlint:") {
                directed.insert(statement)
            } else if saysItStopsGoingBack(text) {
                found.insert(statement)
            }
        }
        return found.subtracting(directed)
    }

    /// True for a comment's text (lower-cased) in which a stopping verb comes shortly before a phrase for
    /// going back, and nothing says the opposite, a bug, a task or a change undone.
    static func saysItStopsGoingBack(_ text: String) -> Bool {
        guard !noIntent.contains(where: text.contains) else { return false }
        for verb in stopping {
            var searchFrom = text.startIndex
            while let found = text[searchFrom...].firstRange(of: verb) {
                searchFrom = found.upperBound
                // The verb as an order or an aim (`prevent`, `to disable`), not as a description of what the
                // code does (`hiding it disables the swipe`, `blocked`): a letter after it makes another word.
                if let next = text[found.upperBound...].first, next.isLetter, next.isASCII { continue }
                let after = text[found.upperBound...].prefix(reach)
                if goingBack.contains(where: after.contains) { return true }
            }
        }
        return false
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
