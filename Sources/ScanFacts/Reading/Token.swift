import Format

/// The two source languages the lexer reads; they differ in strings, comments and `@`/`#` forms.
public enum Dialect: Sendable {
    case swift
    case objectiveC
}

/// One lexical unit of Swift or Objective-C; comments and whitespace never become tokens. Public, with
/// its accessors inlinable, only so that the draft module inlines them (a `package` inlinable is not
/// inlined across modules): no product exports this module.
public struct Token: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
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

    // Packed into 32 bytes, as large as a token with only its line was: a scan holds millions.
    public let text: String
    private var startLine: Int32 = 1
    private var startColumn: Int32 = 1
    private var endColumn: Int32 = 1
    /// How many lines below its start the token ends (a multi-line string), clamped.
    private var linesSpanned: UInt16 = 0
    public let kind: Kind
    /// For a Swift string: the number of `#` of its delimiters in the low seven bits (clamped), and
    /// whether they are `"""` in the high bit.
    private var stringForm: UInt8 = 0

    init(kind: Kind, text: String) {
        self.kind = kind
        self.text = text
    }

    /// Where the token starts: 1-based line and column, columns counting Unicode scalars, as the YAML
    /// side counts them.
    package var start: SourceLocation { SourceLocation(line: Int(startLine), column: Int(startColumn)) }

    /// Where the token ends: the column after its last character.
    var end: SourceLocation { SourceLocation(line: Int(startLine) + Int(linesSpanned), column: Int(endColumn)) }

    /// 1-based line where the token starts.
    var line: Int { Int(startLine) }

    /// The same token, in the same place, spelled `text`: a name read under another of its spellings.
    func respelled(_ text: String) -> Token {
        var token = Token(kind: kind, text: text)
        token.startLine = startLine
        token.startColumn = startColumn
        token.endColumn = endColumn
        token.linesSpanned = linesSpanned
        token.stringForm = stringForm
        return token
    }

    mutating func place(from start: SourceLocation, to end: SourceLocation) {
        startLine = Int32(clamping: start.line)
        startColumn = Int32(clamping: start.column)
        endColumn = Int32(clamping: end.column)
        linesSpanned = UInt16(clamping: max(0, end.line - start.line))
    }

    /// For a Swift string: how many `#` its delimiters have (a raw string's escapes need as many after
    /// the backslash).
    var rawHashes: Int { Int(stringForm & 0x7F) }

    /// For a Swift string: `"""` delimiters, whose lines lose the closing delimiter's indentation.
    var isMultiLine: Bool { stringForm & 0x80 != 0 }

    mutating func setSwiftStringForm(hashes: Int, multiLine: Bool) {
        stringForm = UInt8(clamping: min(hashes, 0x7F)) | (multiLine ? 0x80 : 0)
    }

    @inlinable public func isPunctuation(_ value: String) -> Bool { kind == .punctuation && text == value }
    @inlinable public func isIdentifier(_ value: String) -> Bool { kind == .identifier && text == value }
    @inlinable public var isName: Bool { kind == .identifier }
}
