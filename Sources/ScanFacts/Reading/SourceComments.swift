import Format

/// Where one comment of a Swift or Objective-C file is: from its `//` or `/*` to the column after its
/// last character (after `*/` for a closed block comment). `navlint scan --check` reads suppression
/// directives from them.
public struct SourceComment: Sendable, Equatable {
    public let start: SourceLocation
    public let end: SourceLocation
    /// A `/* ... */` comment, which may span lines; otherwise a `//` comment, which ends its line.
    public let isBlock: Bool
}

/// The comments of a source file, found by the scanner's own lexer, so that `// navlint:` written inside
/// a string literal is not taken for a comment.
public enum SourceComments {
    /// The file's comments in order; none for a file scan does not read as code.
    public static func comments(in file: SourceFile) -> [SourceComment] {
        let kind = file.kind
        guard kind == .swift || kind == .objectiveC || kind == .packageManifest else { return [] }
        var lexer = Lexer(text: file.text, dialect: kind.dialect)
        lexer.comments = []
        while lexer.next() != nil {}
        return lexer.comments ?? []
    }

    /// False when the text cannot hold a directive (no `marker` in it), so that its comments need not be
    /// found; compared as bytes, which costs a few instructions a byte where `String.contains` costs
    /// hundreds.
    public static func mayHoldDirectives(_ text: String, marker: String) -> Bool {
        UTF8Search.contains(marker, in: text)
    }
}
