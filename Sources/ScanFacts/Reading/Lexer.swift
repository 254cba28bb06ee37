import Format

/// Splits Swift or Objective-C text into tokens. It knows just enough of each language that code
/// written inside strings and comments never looks like code: Swift's nested block comments,
/// multi-line, raw and interpolated strings; Objective-C's `@"..."`, character literals and
/// preprocessor lines.
struct Lexer {
    private let bytes: [UInt8]
    private let dialect: Dialect
    private var index = 0
    private var line = 1
    /// Where the current line starts, and a byte whose column is known: columns are counted from it
    /// forward, so finding every token's column reads each byte once.
    private var lineStart = 0
    private var columnMark = (offset: 0, column: 1)
    /// True until something other than whitespace appears on the current line (preprocessor lines start there).
    private var atLineStart = true
    /// How many `\(...)` interpolations enclose the cursor; past a limit `\(` is read as text, so
    /// hostile nesting cannot exhaust the stack.
    private var interpolationDepth = 0
    private static let interpolationLimit = 32
    /// True where an expression may start (after `=`, `(`, `,`, `return`...): a Swift `/` there opens a
    /// bare regex literal (`/\{/`); after a name, a literal or a closing bracket it divides.
    private var expectsOperand = true
    /// Where each comment starts and ends, when the caller asked for them (`SourceComments`); nil otherwise,
    /// so a scan pays nothing for them.
    var comments: [SourceComment]?

    init(text: String, dialect: Dialect) {
        var bytes = Array(text.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        self.bytes = bytes
        self.dialect = dialect
    }

    static func tokens(of text: String, dialect: Dialect) -> [Token] {
        var lexer = Lexer(text: text, dialect: dialect)
        var result: [Token] = []
        while let token = lexer.next() { result.append(token) }
        return result
    }

    /// The next token, or nil at the end of the text.
    mutating func next() -> Token? {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ASCII.newline {
                newLine(at: index)
                index += 1
                continue
            }
            if byte == ASCII.carriageReturn {
                // A lone CR ends a line too; CR LF counts once, at the LF.
                if peek(1) != ASCII.newline { newLine(at: index) }
                index += 1
                continue
            }
            if byte == ASCII.space || byte == ASCII.tab || byte == 0x0B || byte == 0x0C {
                index += 1
                continue
            }
            if byte == ASCII.slash, peek(1) == ASCII.slash {
                skipLineComment()
                continue
            }
            if byte == ASCII.slash, peek(1) == ASCII.star {
                skipBlockComment()
                continue
            }
            let start = SourceLocation(line: line, column: column(at: index))
            guard var token = token(startingWith: byte) else { continue }
            token.place(from: start, to: SourceLocation(line: line, column: column(at: index)))
            expectsOperand = Self.leavesOperandPosition(token)
            return token
        }
        return nil
    }

    /// The token that starts at the cursor, or nil for a preprocessor line that makes none.
    private mutating func token(startingWith byte: UInt8) -> Token? {
        let startsLine = atLineStart
        atLineStart = false
        if byte == ASCII.hash {
            if dialect == .objectiveC, startsLine {
                return preprocessorLine()
            }
            if dialect == .swift, let token = swiftHashForm() { return token }
            return single()
        }
        if byte == ASCII.at {
            return atForm()
        }
        if byte == ASCII.quote {
            return dialect == .swift ? swiftString(hashes: 0, start: index) : cString(start: index)
        }
        if byte == ASCII.apostrophe, dialect == .objectiveC {
            return characterLiteral()
        }
        if byte == ASCII.backtick, dialect == .swift {
            return backtickName()
        }
        if ASCII.isIdentifierStart(byte) {
            return identifier()
        }
        if ASCII.isDigit(byte) {
            return number()
        }
        if byte == ASCII.slash, dialect == .swift, expectsOperand, let regex = bareRegex() {
            return regex
        }
        if ASCII.isOperator(byte) {
            return operatorRun()
        }
        return single()
    }

    /// Keywords after which an expression starts, so that a `/` there opens a regex literal.
    private static let operandKeywords: Set<String> = ["return", "case", "try", "await", "in", "if", "guard", "while", "where", "throw", "switch", "else", "repeat", "let", "var"]

    /// Whether an expression may start after `token`: after an operator or an opening bracket, and after
    /// a keyword that takes one; not after a name, a literal, a closing bracket or a postfix `!` or `?`.
    private static func leavesOperandPosition(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier: return operandKeywords.contains(token.text)
        case .string, .number, .atKeyword, .hashKeyword: return false
        case .punctuation: return !([")", "]", "}", "!", "?", ">"].contains(token.text))
        }
    }

    /// The 1-based column of a byte on the current line, in Unicode scalars: every byte but UTF-8's
    /// continuation bytes starts one.
    private mutating func column(at offset: Int) -> Int {
        if columnMark.offset < lineStart || columnMark.offset > offset { columnMark = (lineStart, 1) }
        var column = columnMark.column
        var cursor = columnMark.offset
        while cursor < offset {
            if bytes[cursor] & 0xC0 != 0x80 { column += 1 }
            cursor += 1
        }
        columnMark = (offset, column)
        return column
    }

    // MARK: - Whitespace and comments

    private mutating func newLine(at position: Int) {
        line += 1
        lineStart = position + 1
        atLineStart = true
    }

    private func peek(_ offset: Int) -> UInt8? {
        let position = index + offset
        return position < bytes.count ? bytes[position] : nil
    }

    private mutating func skipLineComment() {
        let start = noteCommentStart()
        defer { noteCommentEnd(start, isBlock: false) }
        while index < bytes.count, bytes[index] != ASCII.newline, bytes[index] != ASCII.carriageReturn { index += 1 }
    }

    /// Swift block comments nest (`/* /* */ */` is one comment); C's end at the first `*/`.
    private mutating func skipBlockComment() {
        let start = noteCommentStart()
        defer { noteCommentEnd(start, isBlock: true) }
        index += 2
        var depth = 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ASCII.star, peek(1) == ASCII.slash {
                depth -= 1
                index += 2
                if depth == 0 || dialect == .objectiveC { return }
                continue
            }
            if dialect == .swift, byte == ASCII.slash, peek(1) == ASCII.star {
                depth += 1
                index += 2
                continue
            }
            countLineBreak(at: index)
            index += 1
        }
    }

    private mutating func noteCommentStart() -> SourceLocation? {
        comments == nil ? nil : SourceLocation(line: line, column: column(at: index))
    }

    private mutating func noteCommentEnd(_ start: SourceLocation?, isBlock: Bool) {
        guard let start else { return }
        let end = SourceLocation(line: line, column: column(at: index))
        comments?.append(SourceComment(start: start, end: end, isBlock: isBlock))
    }

    /// Counts a line break inside a multi-line construct (comment or string) without changing `atLineStart`.
    private mutating func countLineBreak(at position: Int) {
        let byte = bytes[position]
        if byte == ASCII.newline || (byte == ASCII.carriageReturn && (position + 1 >= bytes.count || bytes[position + 1] != ASCII.newline)) {
            line += 1
            lineStart = position + 1
        }
    }

    // MARK: - Names, numbers, operators

    private func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    private mutating func identifier() -> Token {
        let start = index
        while index < bytes.count, ASCII.isIdentifierPart(bytes[index]) { index += 1 }
        return Token(kind: .identifier, text: text(start..<index))
    }

    private mutating func backtickName() -> Token {
        let start = index + 1
        var end = start
        while end < bytes.count, ASCII.isIdentifierPart(bytes[end]) { end += 1 }
        guard end < bytes.count, bytes[end] == ASCII.backtick, end > start else { return single() }
        index = end + 1
        return Token(kind: .identifier, text: text(start..<end))
    }

    /// Digits, letters (hex digits, exponents, suffixes) and `_`; a dot only when a digit follows,
    /// so `1...5` stays a number and a range operator.
    private mutating func number() -> Token {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if ASCII.isIdentifierPart(byte) {
                index += 1
            } else if byte == ASCII.dot, let following = peek(1), ASCII.isDigit(following) {
                index += 1
            } else {
                break
            }
        }
        return Token(kind: .number, text: text(start..<index))
    }

    /// A run of operator characters is one token (`==`, `>=`, `!=`, `->`), stopping before a comment.
    private mutating func operatorRun() -> Token {
        let start = index
        while index < bytes.count, ASCII.isOperator(bytes[index]) {
            if index > start, bytes[index] == ASCII.slash, peek(1) == ASCII.slash || peek(1) == ASCII.star { break }
            index += 1
        }
        return Token(kind: .punctuation, text: text(start..<index))
    }

    private mutating func single() -> Token {
        let start = index
        index += 1
        // A lone byte of a multi-byte character outside a name: take the whole character.
        while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
        return Token(kind: .punctuation, text: text(start..<index))
    }

    // MARK: - `@` and `#` forms

    private mutating func atForm() -> Token {
        if dialect == .objectiveC, peek(1) == ASCII.quote {
            index += 1
            return cString(start: index - 1)
        }
        if let following = peek(1), ASCII.isIdentifierStart(following) {
            let start = index
            index += 1
            while index < bytes.count, ASCII.isIdentifierPart(bytes[index]) { index += 1 }
            return Token(kind: .atKeyword, text: text(start..<index))
        }
        return single()
    }

    /// Swift: `#"raw"#` strings and `#/regex/#` literals with any number of hashes, and `#selector`-style keywords.
    private mutating func swiftHashForm() -> Token? {
        var hashes = 0
        while let byte = peek(hashes), byte == ASCII.hash { hashes += 1 }
        if peek(hashes) == ASCII.quote {
            let start = index
            index += hashes
            return swiftString(hashes: hashes, start: start)
        }
        if peek(hashes) == ASCII.slash {
            index += hashes + 1
            return extendedRegex(hashes: hashes)
        }
        if hashes == 1, let following = peek(1), ASCII.isIdentifierStart(following) {
            let start = index
            index += 1
            while index < bytes.count, ASCII.isIdentifierPart(bytes[index]) { index += 1 }
            return Token(kind: .hashKeyword, text: text(start..<index))
        }
        return nil
    }

    private static let conditionalDirectives: Set<String> = ["if", "ifdef", "ifndef", "elif", "else", "endif"]

    /// An Objective-C preprocessor line. `#import`/`#include` become a keyword token and the file name
    /// after it is lexed as usual; so do the conditionals (`#if`, `#ifdef`, `#else`...) and their
    /// conditions, which `PlatformBranches` reads and removes; every other directive (with its `\`
    /// continuations) is skipped.
    private mutating func preprocessorLine() -> Token? {
        var cursor = index + 1
        while cursor < bytes.count, bytes[cursor] == ASCII.space || bytes[cursor] == ASCII.tab { cursor += 1 }
        let nameStart = cursor
        while cursor < bytes.count, ASCII.isIdentifierPart(bytes[cursor]) { cursor += 1 }
        let name = text(nameStart..<cursor)
        if name == "import" || name == "include" || Self.conditionalDirectives.contains(name) {
            index = cursor
            return Token(kind: .hashKeyword, text: "#" + name)
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ASCII.newline || byte == ASCII.carriageReturn {
                var before = index - 1
                if byte == ASCII.newline, before >= 0, bytes[before] == ASCII.carriageReturn { before -= 1 }
                if before >= 0, bytes[before] == ASCII.backslash {
                    countLineBreak(at: index)
                    index += 1
                    continue
                }
                return nil
            }
            if byte == ASCII.slash, peek(1) == ASCII.star {
                skipBlockComment()
                continue
            }
            if byte == ASCII.slash, peek(1) == ASCII.slash {
                skipLineComment()
                return nil
            }
            index += 1
        }
        return nil
    }

    // MARK: - Strings

    /// A C or Objective-C string (the `@` already consumed by the caller when present); `#import <x.h>`
    /// file names come through here too. An unterminated string ends at the line break.
    private mutating func cString(start: Int) -> Token {
        index += 1
        let contentStart = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ASCII.backslash, index + 1 < bytes.count {
                countLineBreak(at: index + 1)
                index += 2
                continue
            }
            if byte == ASCII.quote {
                let content = text(contentStart..<index)
                index += 1
                return Token(kind: .string, text: content)
            }
            if byte == ASCII.newline || byte == ASCII.carriageReturn { break }
            index += 1
        }
        return Token(kind: .string, text: text(contentStart..<index))
    }

    private mutating func characterLiteral() -> Token {
        index += 1
        let contentStart = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ASCII.backslash, index + 1 < bytes.count {
                index += 2
                continue
            }
            if byte == ASCII.apostrophe || byte == ASCII.newline || byte == ASCII.carriageReturn { break }
            index += 1
        }
        let content = text(contentStart..<min(index, bytes.count))
        if index < bytes.count, bytes[index] == ASCII.apostrophe { index += 1 }
        return Token(kind: .string, text: content)
    }

    /// A Swift string starting at the opening quote (after `hashes` `#`s): single-line, `"""` multi-line,
    /// raw (`#"..."#`, where only `\#` escapes) and interpolated (`\(...)`, which may hold strings itself).
    private mutating func swiftString(hashes: Int, start: Int) -> Token {
        let multiLine = peek(1) == ASCII.quote && peek(2) == ASCII.quote
        index += multiLine ? 3 : 1
        var content: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ASCII.backslash, hasHashes(hashes, at: index + 1) {
                let after = index + 1 + hashes
                if after < bytes.count, bytes[after] == ASCII.openParen, interpolationDepth < Self.interpolationLimit {
                    // The interpolation is kept as written: a value taken from the string shows it as text.
                    let backslash = index
                    index = after + 1
                    interpolationDepth += 1
                    skipInterpolation()
                    interpolationDepth -= 1
                    content.append(contentsOf: bytes[backslash..<index])
                    continue
                }
                if after < bytes.count {
                    countLineBreak(at: after)
                    content.append(contentsOf: bytes[index...after])
                    index = after + 1
                    continue
                }
            }
            if byte == ASCII.quote, closes(multiLine: multiLine, hashes: hashes) {
                index += (multiLine ? 3 : 1) + hashes
                return swiftStringToken(content, hashes: hashes, multiLine: multiLine)
            }
            if !multiLine, byte == ASCII.newline || byte == ASCII.carriageReturn { break }
            countLineBreak(at: index)
            content.append(byte)
            index += 1
        }
        return swiftStringToken(content, hashes: hashes, multiLine: multiLine)
    }

    private func swiftStringToken(_ content: [UInt8], hashes: Int, multiLine: Bool) -> Token {
        var token = Token(kind: .string, text: String(decoding: content, as: UTF8.self))
        token.setSwiftStringForm(hashes: hashes, multiLine: multiLine)
        return token
    }

    private func hasHashes(_ count: Int, at position: Int) -> Bool {
        guard position + count <= bytes.count else { return false }
        return bytes[position..<(position + count)].allSatisfy { $0 == ASCII.hash }
    }

    private func closes(multiLine: Bool, hashes: Int) -> Bool {
        let quotes = multiLine ? 3 : 1
        guard index + quotes <= bytes.count else { return false }
        guard bytes[index..<(index + quotes)].allSatisfy({ $0 == ASCII.quote }) else { return false }
        return hasHashes(hashes, at: index + quotes)
    }

    // MARK: - Regex literals

    /// `#/.../#` (with as many `#` as opened it), its content as a string token so that a brace or quote
    /// in it is no code. It may span lines when the opening `#/` ends its line; otherwise an unclosed one
    /// ends with its line, as the compiler's does.
    private mutating func extendedRegex(hashes: Int) -> Token {
        var cursor = index
        while cursor < bytes.count, bytes[cursor] == ASCII.space || bytes[cursor] == ASCII.tab { cursor += 1 }
        let multiLine = cursor < bytes.count && (bytes[cursor] == ASCII.newline || bytes[cursor] == ASCII.carriageReturn)
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ASCII.backslash, index + 1 < bytes.count, bytes[index + 1] != ASCII.newline, bytes[index + 1] != ASCII.carriageReturn {
                index += 2
                continue
            }
            if byte == ASCII.slash, hasHashes(hashes, at: index + 1) {
                let content = text(start..<index)
                index += 1 + hashes
                return Token(kind: .string, text: content)
            }
            if byte == ASCII.newline || byte == ASCII.carriageReturn {
                if !multiLine { break }
                countLineBreak(at: index)
            }
            index += 1
        }
        return Token(kind: .string, text: text(start..<index))
    }

    /// A bare `/.../` regex literal at the cursor, where an expression starts: it may neither start nor
    /// end with a space or tab and ends on its line at the first `/` no backslash escapes. Nil when the
    /// `/` is an operator (`/=`, a `/` with a space after it, or none to close it).
    private mutating func bareRegex() -> Token? {
        guard let first = peek(1), first != ASCII.space, first != ASCII.tab, first != ASCII.newline, first != ASCII.carriageReturn,
              first != UInt8(ascii: "="), first != ASCII.slash, first != ASCII.star else { return nil }
        var cursor = index + 1
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if byte == ASCII.newline || byte == ASCII.carriageReturn { return nil }
            if byte == ASCII.backslash {
                if let escaped = cursor + 1 < bytes.count ? bytes[cursor + 1] : nil, escaped == ASCII.newline || escaped == ASCII.carriageReturn { return nil }
                cursor += 2
                continue
            }
            if byte == ASCII.slash {
                let before = bytes[cursor - 1]
                guard before != ASCII.space, before != ASCII.tab else { return nil }
                let content = text((index + 1)..<cursor)
                index = cursor + 1
                return Token(kind: .string, text: content)
            }
            cursor += 1
        }
        return nil
    }

    /// Skips the code of `\(...)` up to its closing parenthesis; strings and comments inside are lexed
    /// normally so a `)` within them does not end it. Its tokens are dropped: they belong to the string.
    private mutating func skipInterpolation() {
        var depth = 1
        while let token = next() {
            if token.kind == .punctuation {
                for character in token.text {
                    if character == "(" { depth += 1 }
                    if character == ")" { depth -= 1 }
                }
                if depth <= 0 { return }
            }
        }
    }
}

/// Byte values and classes the lexer tests against.
enum ASCII {
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    static let hash = UInt8(ascii: "#")
    static let at = UInt8(ascii: "@")
    static let quote = UInt8(ascii: "\"")
    static let apostrophe = UInt8(ascii: "'")
    static let backtick = UInt8(ascii: "`")
    static let backslash: UInt8 = 0x5C
    static let dot = UInt8(ascii: ".")
    static let openParen = UInt8(ascii: "(")

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x24 || byte >= 0x80
    }

    static func isIdentifierPart(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }

    /// Characters that make up operators in both languages; `.` is left out so member access stays separate.
    static func isOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
             UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
             UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "/"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }
}
