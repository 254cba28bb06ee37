@testable import Rules
import Testing
import Format

/// Suppression directives in Swift and Objective-C comments (`navlint scan --check`), given where the
/// comments are as the scanner's lexer reports them.
@Suite struct CodeSuppressionTests {
    private func parse(_ text: String, _ comments: [(start: Format.SourceLocation, end: Format.SourceLocation, isBlock: Bool)])
        -> (directives: [SuppressionDirective], problems: [Diagnostic]) {
        Suppressions.parse(SourceText(name: "A.swift", text: text), codeComments: comments, file: "A.swift")
    }

    private func at(_ line: Int, _ column: Int) -> Format.SourceLocation { Format.SourceLocation(line: line, column: column) }

    @Test func lineCommentAfterCode() throws {
        let text = "let a = 1 // navlint:disable-line root-freeze, pop-during-transition -- kept for now\n"
        let (directives, problems) = parse(text, [(at(1, 11), at(1, 84), false)])
        #expect(problems.isEmpty)
        let directive = try #require(directives.first)
        #expect(directive.scope == .line && directive.line == 1)
        #expect(directive.ids.map(\.id) == ["root-freeze", "pop-during-transition"])
        #expect(directive.ids.map(\.location) == [at(1, 35), at(1, 48)])
        #expect(directive.reason == "kept for now")
    }

    /// The closing `*/` is not part of the reason or an id; each line of a block comment may hold a
    /// directive, after an optional leading `*`.
    @Test func blockCommentsOnOneAndSeveralLines() throws {
        let text = """
        x(); /* navlint:disable-line root-freeze */
        /*
         * navlint:disable-next-line pop-during-transition -- short transitions
         */
        """
        let (directives, problems) = parse(text, [(at(1, 6), at(1, 44), true), (at(2, 1), at(4, 4), true)])
        #expect(problems.isEmpty)
        #expect(directives.map(\.scope) == [.line, .nextLine])
        #expect(directives.map(\.line) == [1, 3])
        #expect(directives.first?.ids.map(\.id) == ["root-freeze"])
        #expect(directives.first?.reason == nil)
        #expect(directives.last?.ids.map(\.location) == [at(3, 30)])
        #expect(directives.last?.reason == "short transitions")
    }

    @Test func malformedDirectivesAreReportedWithTheCodeCommentSyntax() throws {
        let text = "// navlint:disable-next-line\n// navlint:disabel x\n/* navlint:enable y"
        let (directives, problems) = parse(text, [(at(1, 1), at(1, 29), false), (at(2, 1), at(2, 22), false), (at(3, 1), at(3, 20), true)])
        #expect(directives.isEmpty)
        #expect(problems.map(\.message) == [
            "navlint:disable-next-line names no rule; write the rule ids it applies to, e.g. `// navlint:disable-next-line root-freeze -- reason`",
            "'navlint:disabel' is not a navlint directive (did you mean 'disable'?); use navlint:disable-next-line, navlint:disable-line, navlint:disable-file, navlint:disable, navlint:enable",
            "navlint:enable 'y' ends no region: no `// navlint:disable y` comes before it; remove it",
        ])
        #expect(problems.map(\.location) == [at(1, 12), at(2, 12), at(3, 19)])
    }
}
