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
        /// A string literal of either language; `text` is what stands between the quotes.
        case string
        case number
        /// An operator run (`=`, `==`, `>=`, `?`, `!`) or one punctuation character.
        case punctuation
    }

    let kind: Kind
    let text: String
    /// 1-based line where the token starts.
    let line: Int

    func isPunctuation(_ value: String) -> Bool { kind == .punctuation && text == value }
    func isIdentifier(_ value: String) -> Bool { kind == .identifier && text == value }
    var isName: Bool { kind == .identifier }
}
