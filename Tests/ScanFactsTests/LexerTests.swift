import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
@testable import Format

/// The lexer keeps code in strings and comments from looking like code, and keeps line numbers right.
@Suite struct LexerTests {
    private func names(_ text: String, _ dialect: Dialect) -> [String] {
        Lexer.tokens(of: text, dialect: dialect).filter { $0.kind == .identifier }.map(\.text)
    }

    /// A scan holds every token of the app at once; with its span a token is still as small as it was
    /// with only its line.
    @Test func tokensStaySmall() {
        #expect(MemoryLayout<Token>.stride <= 32)
        #expect(MemoryLayout<Place>.stride <= 16)
    }

    /// Columns count Unicode scalars, and a token ends at the column after its last character, on the
    /// line where it ends.
    @Test func tokensKnowWhereTheyStartAndEnd() {
        let tokens = Lexer.tokens(of: "let é = \"\"\"\n  two\n  \"\"\" + x", dialect: .swift)
        let places = tokens.map { "\($0.text.count > 6 ? "string" : $0.text) \($0.start)-\($0.end)" }
        #expect(places == ["let 1:1-1:4", "é 1:5-1:6", "= 1:7-1:8", "string 1:9-3:6", "+ 3:7-3:8", "x 3:9-3:10"])
    }

    /// Swift regex literals are one token each, so a brace, quote or slash in them is no code: the
    /// extended `#/.../#` anywhere (over several lines when `#/` ends its line), the bare `/.../` where an
    /// expression starts. A `/` after a name, a literal or a closing bracket still divides.
    @Test func swiftRegexLiteralsAreOneTokenAndDivisionStaysAnOperator() {
        func lexed(_ text: String) -> [String] {
            Lexer.tokens(of: text, dialect: .swift).map { $0.kind == .string ? "regex(\($0.text))" : $0.text }
        }
        #expect(lexed("let a = #/{/#; let b = ##/a/#b/##") == ["let", "a", "=", "regex({)", ";", "let", "b", "=", "regex(a/#b)"])
        #expect(lexed("let c = /\\{/\nif s.contains(/[}\"]+/) { f() }") == ["let", "c", "=", "regex(\\{)", "if", "s", ".", "contains", "(", "regex([}\"]+)", ")", "{", "f", "(", ")", "}"])
        #expect(lexed("return /x/ ?? y") == ["return", "regex(x)", "??", "y"])
        #expect(lexed("let d = #/\n  {\n  (\n/#\nlet e = 1") == ["let", "d", "=", "regex(\n  {\n  (\n)", "let", "e", "=", "1"])
        #expect(lexed("let q = a/b / c, r = x! / 2, s = (y)/3, t = 10/2") == ["let", "q", "=", "a", "/", "b", "/", "c", ",", "r", "=", "x", "!", "/", "2", ",", "s", "=", "(", "y", ")", "/", "3", ",", "t", "=", "10", "/", "2"])
        // A `/` with a space after it, `/=`, or no closing `/` on its line is an operator.
        #expect(lexed("x = / y\nz /= 2\nw = /open") == ["x", "=", "/", "y", "z", "/=", "2", "w", "=", "/", "open"])
        // An unclosed one-line `#/` ends with its line; the next line is code.
        #expect(lexed("let u = #/{\nlet v = 2") == ["let", "u", "=", "regex({)", "let", "v", "=", "2"])
        // Objective-C has no regex literals.
        #expect(Lexer.tokens(of: "x = /y/;", dialect: .objectiveC).map(\.text) == ["x", "=", "/", "y", "/", ";"])
    }

    /// Lines stay right after a regex literal that spans lines.
    @Test func aRegexOverSeveralLinesKeepsTheLinesAfterIt() {
        let tokens = Lexer.tokens(of: "let d = #/\n  {\n/#\nlet e = 1", dialect: .swift)
        #expect(tokens.last.map { "\($0.text) \($0.start)" } == "1 4:9")
    }

    @Test func swiftNestedBlockCommentsAndLineComments() {
        let text = """
        a /* one /* two */ still comment pushViewController */ b
        // pushViewController(x, animated: true)
        c
        """
        #expect(names(text, .swift) == ["a", "b", "c"])
        #expect(Lexer.tokens(of: text, dialect: .swift).last?.line == 3)
    }

    @Test func objectiveCBlockCommentsDoNotNest() {
        // In C the first `*/` ends the comment, so `b` is code.
        #expect(names("a /* x /* y */ b */", .objectiveC) == ["a", "b"])
    }

    @Test func swiftMultiLineStringHidesCodeAndCountsLines() {
        let text = "let s = \"\"\"\n    navigationItem.hidesBackButton = true\n    \"quoted\" inside\n    \"\"\"\nafter"
        let tokens = Lexer.tokens(of: text, dialect: .swift)
        #expect(names(text, .swift) == ["let", "s", "after"])
        #expect(tokens.first { $0.kind == .string }?.text.contains("hidesBackButton") == true)
        #expect(tokens.last?.line == 5)
    }

    @Test func swiftRawStringsEndOnlyAtTheirHashes() {
        let text = ##"x = #"present(Secret(), animated: true) "quoted" \(notInterpolated)"# + y"##
        #expect(names(text, .swift) == ["x", "y"])
        let raw = Lexer.tokens(of: text, dialect: .swift).first { $0.kind == .string }
        #expect(raw?.text == #"present(Secret(), animated: true) "quoted" \(notInterpolated)"#)
    }

    @Test func swiftInterpolationMayHoldStrings() {
        let text = #"let s = "a \(items.map { "\($0) pushViewController(v)" }) b"; done"#
        #expect(names(text, .swift) == ["let", "s", "done"])
    }

    @Test func objectiveCStringsCharactersAndPreprocessorLines() {
        let text = """
        #import "Feed.h"
        #define HIDE self.navigationItem.hidesBackButton = YES; \\
            self.navigationItem.leftBarButtonItem = nil
        NSString *s = @"[self.navigationController pushViewController:x animated:YES]";
        char c = '[';
        done
        """
        let tokens = Lexer.tokens(of: text, dialect: .objectiveC)
        #expect(tokens.first?.kind == .hashKeyword && tokens.first?.text == "#import")
        #expect(names(text, .objectiveC) == ["NSString", "s", "char", "c", "done"])
        #expect(tokens.last?.line == 6)
    }

    @Test func operatorsAndOptionalChaining() {
        let tokens = Lexer.tokens(of: "a?.b = c != d >= 1 && e! == f", dialect: .swift).map(\.text)
        #expect(tokens == ["a", "?", ".", "b", "=", "c", "!=", "d", ">=", "1", "&&", "e", "!", "==", "f"])
    }

    @Test func atAndHashKeywords() {
        let objc = Lexer.tokens(of: "@implementation X @selector(onBack:) @YES", dialect: .objectiveC)
        #expect(objc.filter { $0.kind == .atKeyword }.map(\.text) == ["@implementation", "@selector", "@YES"])
        let swift = Lexer.tokens(of: "@objc func f() { #selector(close) }", dialect: .swift)
        #expect(swift.filter { $0.kind == .atKeyword }.map(\.text) == ["@objc"])
        #expect(swift.filter { $0.kind == .hashKeyword }.map(\.text) == ["#selector"])
    }

    @Test func unterminatedStringsStopAtTheLineEnd() {
        #expect(names("let s = \"open\nnext", .swift) == ["let", "s", "next"])
        #expect(names("s = @\"open\nnext", .objectiveC) == ["s", "next"])
    }

    /// Member chains read through Objective-C getter messages, and stop at a message whose receiver is
    /// no plain chain. Nesting is walked without recursion, so a hostile depth cannot exhaust the stack;
    /// a chain longer than any app writes is read from its last `chainLimit` names, and a message whose
    /// receiver is longer than that is no part of it.
    @Test func memberChainsThroughGetterMessages() {
        func chain(_ text: String, _ dialect: Dialect = .objectiveC) -> (names: [String], start: String) {
            let stream = TokenStream(tokens: Lexer.tokens(of: text, dialect: dialect), dialect: dialect)
            let found = stream.chain(endingAt: stream.count - 1)
            return (found.names, stream[found.start].text)
        }
        let plain = chain("[self navigationController].interactivePopGestureRecognizer.delegate")
        #expect(plain.names == ["self", "navigationController", "interactivePopGestureRecognizer", "delegate"] && plain.start == "[")
        let nested = chain("[[self.a m].p n].q")
        #expect(nested.names == ["self", "a", "m", "p", "n", "q"] && nested.start == "[")
        // `[foo() bar]` has a call for a receiver: the chain is only what follows the message.
        #expect(chain("[foo() bar].baz").names == ["baz"])
        #expect(chain("[x [y z]].w").names == ["w"])

        let depth = 100_000
        let deep = chain("x = " + String(repeating: "[", count: depth) + "self.a" + String(repeating: " m].p", count: depth))
        #expect(deep.names == ["p"])
        #expect(chain("self" + String(repeating: ".next", count: 1_000), .swift).names.count == TokenStream.chainLimit)
    }
}
