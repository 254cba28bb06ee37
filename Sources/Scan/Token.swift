import Format

/// The two source languages the lexer reads; they differ in strings, comments and `@`/`#` forms.
enum Dialect: Sendable {
    case swift
    case objectiveC
}

/// One lexical unit of Swift or Objective-C; comments and whitespace never become tokens.
struct Token: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// A name or keyword (`class`, `self`, `viewDidLoad`); backticks are removed.
        case identifier
        /// `@` and a name: Objective-C's `@implementation`, `@selector`, `@YES`, Swift's `@objc`.
        case atKeyword
        /// `#` and a name: Swift's `#selector`, `#if`; Objective-C's `#import`.
        case hashKeyword
        /// A string literal of either language; `text` is what stands between the quotes, escapes as
        /// written (`literalValue` reads them).
        case string
        case number
        /// An operator run (`=`, `==`, `>=`, `?`, `!`) or one punctuation character.
        case punctuation
    }

    let kind: Kind
    let text: String
    /// For a Swift string: how many `#` its delimiters have (a raw string's escapes need as many after
    /// the backslash). Kept in bytes the layout pads anyway, so tokens grow no larger.
    var rawHashes: UInt8 = 0
    /// For a Swift string: `"""` delimiters, whose lines lose the closing delimiter's indentation.
    var isMultiLine = false
    /// Where the token starts (line and column, columns counting Unicode scalars from 1, as the YAML
    /// side counts them) and where it ends (the column after its last character).
    var start = SourceLocation(line: 1, column: 1)
    var end = SourceLocation(line: 1, column: 1)

    init(kind: Kind, text: String) {
        self.kind = kind
        self.text = text
    }

    /// 1-based line where the token starts.
    var line: Int { start.line }

    func isPunctuation(_ value: String) -> Bool { kind == .punctuation && text == value }
    func isIdentifier(_ value: String) -> Bool { kind == .identifier && text == value }
    var isName: Bool { kind == .identifier }
}
