import Format

/// A `navlint:disable-...` comment in the linted file (`#` in YAML, `//` or `/* */` in code).
public struct SuppressionDirective: Sendable {
    /// Which findings a directive covers.
    public enum Scope: String, Sendable, CaseIterable {
        case nextLine = "disable-next-line"
        case line = "disable-line"
        case file = "disable-file"
        /// From its own line until a `navlint:enable` naming the same id, or to the end of the file.
        case region = "disable"
        /// Ends the `disable` regions of the ids it names; it silences nothing itself.
        case enable = "enable"
    }

    public var scope: Scope
    /// The line of the comment.
    public var line: Int
    /// Each rule id with the column it is written at, and for a region the line its `enable` is on.
    public var ids: [(id: String, location: SourceLocation, regionEnd: Int?)]
    public var reason: String?

    /// True when the directive silences the finding: it names its rule and covers its line.
    public func covers(_ diagnostic: Diagnostic) -> Bool {
        ids.indices.contains { ids[$0].id == diagnostic.ruleID && covers(line: diagnostic.location.line, entryAt: $0) }
    }

    /// True when a finding of `id` at `line` falls under this directive's entry at `position`.
    func covers(line findingLine: Int, entryAt position: Int) -> Bool {
        switch scope {
        case .file: true
        case .line: findingLine == line
        case .nextLine: findingLine == line + 1
        case .region: findingLine >= line && findingLine < (ids[position].regionEnd ?? Int.max)
        case .enable: false
        }
    }
}

/// Inline suppressions: parsing the comments libyaml drops, applying them, and reporting those that do nothing.
public enum Suppressions {
    public static let unusedID = "unused-suppression"
    public static let unusedSummary = "A navlint:disable comment that suppresses nothing, names an unknown rule, or is malformed, or a navlint:enable that ends no region."
    public static let marker = "navlint:"

    /// The stretch of one line that is comment text, where a directive may be written: after `#` in YAML,
    /// after `//` or `/*` (or on a later line of a block comment) in code. Offsets count Unicode scalars
    /// from 0, so a directive's column is its offset plus one.
    struct CommentText {
        var line: Int
        var scalars: [Unicode.Scalar]
        var from: Int
        var to: Int
    }

    /// The directives in a YAML file (`# navlint:...` comments), and diagnostics for malformed ones.
    public static func parse(_ source: SourceText, file: String) -> (directives: [SuppressionDirective], problems: [Diagnostic]) {
        var texts: [CommentText] = []
        // Most lines have no `#` at all; only the others are looked at character by character.
        for lineNumber in source.lines(containing: UInt8(ascii: "#")) {
            guard let line = source.line(lineNumber), let comment = commentStart(in: line) else { continue }
            let scalars = Array(line.unicodeScalars)
            texts.append(CommentText(line: lineNumber, scalars: scalars, from: comment + 1, to: scalars.count))
        }
        return parse(texts, commentMarker: "#", file: file)
    }

    /// The directives in Swift or Objective-C source (`// navlint:...` and `/* navlint:... */`), given where
    /// its comments are (the scanner's lexer finds them, so none is inside a string), and diagnostics for
    /// malformed ones. Each line of a block comment may hold a directive; a leading `*` is skipped.
    public static func parse(
        _ source: SourceText, codeComments: [(start: SourceLocation, end: SourceLocation, isBlock: Bool)], file: String
    ) -> (directives: [SuppressionDirective], problems: [Diagnostic]) {
        var texts: [CommentText] = []
        // Each line is decoded once, however many comments it holds (`/**/` repeated on one line).
        var decoded: (line: Int, scalars: [Unicode.Scalar])?
        for comment in codeComments where comment.end.line >= comment.start.line {
            for lineNumber in comment.start.line...comment.end.line {
                let scalars: [Unicode.Scalar]
                if let decoded, decoded.line == lineNumber {
                    scalars = decoded.scalars
                } else {
                    guard let line = source.line(lineNumber) else { break }
                    scalars = Array(line.unicodeScalars)
                    decoded = (lineNumber, scalars)
                }
                var from = 0
                if lineNumber == comment.start.line {
                    from = comment.start.column - 1 + 2
                } else {
                    while from < scalars.count, scalars[from] == " " || scalars[from] == "\t" { from += 1 }
                    if from < scalars.count, scalars[from] == "*", from + 1 >= scalars.count || scalars[from + 1] != "/" { from += 1 }
                }
                var to = scalars.count
                if comment.isBlock, lineNumber == comment.end.line {
                    let close = comment.end.column - 1 - 2
                    if close >= 0, close + 1 < scalars.count, scalars[close] == "*", scalars[close + 1] == "/" { to = close }
                }
                guard from >= 0, from <= to, to <= scalars.count else { continue }
                texts.append(CommentText(line: lineNumber, scalars: scalars, from: from, to: to))
            }
        }
        return parse(texts, commentMarker: "//", file: file)
    }

    /// The directives written in comment texts; `commentMarker` is how the file's comments start, for examples in messages.
    static func parse(_ texts: [CommentText], commentMarker: String, file: String) -> (directives: [SuppressionDirective], problems: [Diagnostic]) {
        var directives: [SuppressionDirective] = []
        var problems: [Diagnostic] = []
        for text in texts {
            let scalars = text.scalars
            let lineNumber = text.line
            let end = text.to
            var index = text.from
            while index < end, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
            guard String(String.UnicodeScalarView(scalars[index..<min(end, index + marker.unicodeScalars.count)])) == marker else { continue }
            index += marker.unicodeScalars.count
            let wordStart = index
            while index < end, scalars[index] != " ", scalars[index] != "\t" { index += 1 }
            let word = String(String.UnicodeScalarView(scalars[wordStart..<index]))
            let wordLocation = SourceLocation(line: lineNumber, column: wordStart + 1)
            guard let scope = SuppressionDirective.Scope(rawValue: word) else {
                let names = SuppressionDirective.Scope.allCases.map(\.rawValue)
                problems.append(diagnostic("'navlint:\(word)' is not a navlint directive\(Suggestions.didYouMean(word, in: names)); use \(names.map { "navlint:\($0)" }.joined(separator: ", "))",
                                           file: file, at: wordLocation))
                continue
            }
            var ids: [(id: String, location: SourceLocation, regionEnd: Int?)] = []
            var reason: String?
            var tokenStart: Int?
            func finishToken(at end: Int) {
                if let start = tokenStart, end > start {
                    ids.append((id: String(String.UnicodeScalarView(scalars[start..<end])), location: SourceLocation(line: lineNumber, column: start + 1), regionEnd: nil))
                }
                tokenStart = nil
            }
            while index < end {
                let scalar = scalars[index]
                if scalar == "-", index + 1 < end, scalars[index + 1] == "-", tokenStart == nil {
                    reason = String(String.UnicodeScalarView(scalars[(index + 2)..<end])).trimmingSpaces
                    break
                }
                if scalar == " " || scalar == "\t" || scalar == "," {
                    finishToken(at: index)
                } else if tokenStart == nil {
                    tokenStart = index
                }
                index += 1
            }
            finishToken(at: index)
            if ids.isEmpty {
                problems.append(diagnostic("navlint:\(word) names no rule; write the rule ids it applies to, e.g. `\(commentMarker) navlint:\(word) root-freeze -- reason`",
                                           file: file, at: wordLocation))
                continue
            }
            directives.append(SuppressionDirective(scope: scope, line: lineNumber, ids: ids, reason: reason))
        }
        return closeRegions(directives, problems: problems, commentMarker: commentMarker, file: file)
    }

    /// Pairs each `enable` with the open `disable` regions of its ids; the enables themselves are dropped,
    /// and one that ends no region is reported.
    private static func closeRegions(
        _ directives: [SuppressionDirective], problems: [Diagnostic], commentMarker: String, file: String
    ) -> (directives: [SuppressionDirective], problems: [Diagnostic]) {
        var result = directives
        var problems = problems
        var open: [String: [(directive: Int, position: Int)]] = [:]
        for index in result.indices {
            switch result[index].scope {
            case .region:
                for (position, entry) in result[index].ids.enumerated() { open[entry.id, default: []].append((index, position)) }
            case .enable:
                for entry in result[index].ids {
                    guard let regions = open.removeValue(forKey: entry.id) else {
                        problems.append(diagnostic("navlint:enable '\(entry.id)' ends no region: no `\(commentMarker) navlint:disable \(entry.id)` comes before it; remove it",
                                                   file: file, at: entry.location))
                        continue
                    }
                    for region in regions { result[region.directive].ids[region.position].regionEnd = result[index].line }
                }
            case .nextLine, .line, .file:
                break
            }
        }
        return (result.filter { $0.scope != .enable }, problems)
    }

    /// The column (0-based, in scalars) of a `#` that starts a YAML comment, if the line has one.
    private static func commentStart(in line: Substring) -> Int? {
        var previous: Unicode.Scalar = " "
        var quote: Unicode.Scalar?
        for (offset, scalar) in line.unicodeScalars.enumerated() {
            if let open = quote {
                if scalar == open { quote = nil }
            } else if scalar == "\"" || scalar == "'", previous == " " || previous == ":" || previous == "[" || previous == "{" || previous == "," {
                quote = scalar
            } else if scalar == "#", previous == " " || previous == "\t" {
                return offset
            }
            previous = scalar
        }
        return nil
    }

    private static func diagnostic(_ message: String, file: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(ruleID: unusedID, severity: .warning, message: message, file: file, span: SourceSpan(start: location, end: location))
    }

    /// Removes suppressed rule findings and reports directives that suppress nothing or name unknown rules.
    /// `knownRules` are all rule ids; suppressions of rules in `inactiveRules` are neither used nor reported.
    public static func apply(
        _ directives: [SuppressionDirective], to diagnostics: [Diagnostic], file: String,
        knownRules: Set<String>, inactiveRules: Set<String>
    ) -> [Diagnostic] {
        var used = Array(repeating: [Bool](), count: directives.count)
        for (offset, directive) in directives.enumerated() { used[offset] = Array(repeating: false, count: directive.ids.count) }
        // Each entry by its rule id, and those of one line by the line they cover too: a scan's draft holds
        // a comment for each of thousands of screens, each looked up by every finding of its rule.
        struct Entry: Hashable { let id: String; let line: Int }
        var byLine: [Entry: [(directive: Int, position: Int)]] = [:]
        var wide: [String: [(directive: Int, position: Int)]] = [:]
        for (offset, directive) in directives.enumerated() {
            for (position, entry) in directive.ids.enumerated() {
                switch directive.scope {
                case .line: byLine[Entry(id: entry.id, line: directive.line), default: []].append((offset, position))
                case .nextLine: byLine[Entry(id: entry.id, line: directive.line + 1), default: []].append((offset, position))
                case .file, .region: wide[entry.id, default: []].append((offset, position))
                case .enable: break
                }
            }
        }
        var kept: [Diagnostic] = []
        for diagnostic in diagnostics {
            guard FileProblem(rawValue: diagnostic.ruleID) == nil, diagnostic.ruleID != unusedID else {
                kept.append(diagnostic)
                continue
            }
            let line = diagnostic.location.line
            let covering = (byLine[Entry(id: diagnostic.ruleID, line: line)] ?? [])
                + (wide[diagnostic.ruleID] ?? []).filter { directives[$0.directive].covers(line: line, entryAt: $0.position) }
            for (offset, position) in covering { used[offset][position] = true }
            if covering.isEmpty { kept.append(diagnostic) }
        }
        let known = Array(knownRules).sorted()
        for (offset, directive) in directives.enumerated() {
            for (position, entry) in directive.ids.enumerated() where !used[offset][position] {
                let message: String
                if FileProblem(rawValue: entry.id) != nil {
                    message = "'\(entry.id)' is a problem with the file itself and cannot be suppressed; fix the file instead"
                } else if !knownRules.contains(entry.id) {
                    message = "'\(entry.id)' is not a rule id\(Suggestions.didYouMean(entry.id, in: known)); `navlint rules` lists them"
                } else if inactiveRules.contains(entry.id) {
                    continue
                } else {
                    let place: String
                    switch directive.scope {
                    case .file: place = "in this file"
                    case .line: place = "on this line"
                    case .nextLine: place = "on the next line"
                    case .region: place = entry.regionEnd.map { "before its navlint:enable on line \($0)" } ?? "up to the end of the file"
                    case .enable: place = ""
                    }
                    message = "this suppression of '\(entry.id)' matches no finding \(place); remove it"
                }
                kept.append(diagnostic(message, file: file, at: entry.location))
            }
        }
        return kept
    }
}

extension String {
    var trimmingSpaces: String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
