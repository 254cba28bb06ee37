@testable import Rules
import Testing
@testable import Format

@Suite struct YAMLParserTests {
    private func parse(_ text: String, limits: ParseLimits = .default) -> YAMLParseResult {
        YAMLParser.parse(bytes: Array(text.utf8), name: "t.yaml", limits: limits)
    }

    private func entry(_ node: YAMLNode?, _ key: String) -> YAMLMappingEntry? {
        node?.mapping?.first { $0.key == key }
    }

    @Test func keysValuesAndItemsAreOneBased() throws {
        let result = parse("a: 1\nlist:\n  - x\n  - {k: v}\n")
        let root = try #require(result.root)
        let a = try #require(entry(root, "a"))
        #expect(a.keySpan.start == SourceLocation(line: 1, column: 1))
        #expect(a.value.span.start == SourceLocation(line: 1, column: 4))
        #expect(a.value.span.end == SourceLocation(line: 1, column: 5))
        let items = try #require(entry(root, "list")?.value.sequence)
        #expect(items[0].span.start == SourceLocation(line: 3, column: 5))
        #expect(entry(items[1], "k")?.keySpan.start == SourceLocation(line: 4, column: 6))
        #expect(result.diagnostics.isEmpty)
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let result = parse("详情页: {标题: 好, b: c}\n😀: [x, y]\n")
        let root = try #require(result.root)
        let inner = try #require(entry(root, "详情页")?.value)
        #expect(entry(inner, "b")?.keySpan.start == SourceLocation(line: 1, column: 14))
        let emoji = try #require(entry(root, "😀")?.value.sequence)
        #expect(emoji[1].span.start == SourceLocation(line: 2, column: 8))
    }

    @Test func crlfAndBOMKeepLineNumbers() throws {
        let result = parse("\u{FEFF}a: 1\r\nb: 2\r\n")
        let root = try #require(result.root)
        #expect(entry(root, "a")?.keySpan.start == SourceLocation(line: 1, column: 1))
        #expect(entry(root, "b")?.keySpan.start == SourceLocation(line: 2, column: 1))
        #expect(result.source?.line(2) == "b: 2")
        #expect(result.source?.line(1) == "a: 1")
    }

    @Test func mergedContentKeepsAnchorPositionAndUseSite() throws {
        let text = """
        base: &base
          hidden: true
          kind: x
        screen:
          <<: *base
          kind: y
        """
        let result = parse(text)
        let screen = try #require(entry(result.root, "screen")?.value)
        let hidden = try #require(entry(screen, "hidden"))
        #expect(hidden.keySpan.start == SourceLocation(line: 2, column: 3))
        #expect(hidden.keySpan.usedVia == SourceLocation(line: 5, column: 7))
        let kind = try #require(entry(screen, "kind"))
        #expect(kind.value.scalar?.value == "y")
        #expect(kind.keySpan.usedVia == nil)
        #expect(screen.mapping?.count == 2)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func mergeOfSeveralMappingsPrefersTheFirst() throws {
        let result = parse("a: &a {k: 1}\nb: &b {k: 2, m: 3}\nc:\n  <<: [*a, *b]\n")
        let c = try #require(entry(result.root, "c")?.value)
        #expect(entry(c, "k")?.value.scalar?.value == "1")
        #expect(entry(c, "m")?.value.scalar?.value == "3")
    }

    @Test func duplicateKeyIsReportedWithFirstPosition() throws {
        let result = parse("a: 1\nb: 2\na: 3\n")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.ruleID == "duplicate-key")
        #expect(diagnostic.location == SourceLocation(line: 3, column: 1))
        #expect(diagnostic.notes.first?.location == SourceLocation(line: 1, column: 1))
    }

    @Test func nonScalarKeyIsAnError() throws {
        let result = parse("? [a, b]\n: c\n")
        #expect(result.diagnostics.map(\.ruleID) == ["wrong-type"])
        #expect(result.diagnostics.first?.location == SourceLocation(line: 1, column: 3))
    }

    @Test func syntaxErrorHasPosition() throws {
        let result = parse("a: [1, 2\nb: 3\n")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.ruleID == "yaml-syntax")
        #expect(diagnostic.location.line == 2)
        #expect(result.root == nil)
    }

    @Test func unknownAliasIsAnError() {
        let result = parse("a: *nothing\n")
        #expect(result.diagnostics.map(\.ruleID) == ["yaml-syntax"])
        #expect(result.diagnostics.first?.message.contains("*nothing") == true)
    }

    @Test func billionLaughsFailsFast() {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            let refs = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
            text += "a\(level): &a\(level) [\(refs)]\n"
        }
        let result = parse(text)
        #expect(result.diagnostics.map(\.ruleID) == ["input-limit"])
        #expect(result.diagnostics.first?.message.contains("billion laughs") == true)
    }

    @Test func deepNestingFailsWithPosition() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let result = parse(text)
        #expect(result.diagnostics.map(\.ruleID) == ["input-limit"])
        #expect(result.diagnostics.first?.location == SourceLocation(line: 1, column: 257))
    }

    @Test func fileSizeLimit() {
        let result = parse("a: 1234567890\n", limits: ParseLimits(maxFileSize: 5))
        #expect(result.diagnostics.map(\.ruleID) == ["input-limit"])
    }

    @Test func secondDocumentIsRejected() {
        let result = parse("a: 1\n---\nb: 2\n")
        #expect(result.diagnostics.map(\.ruleID) == ["multiple-documents"])
        #expect(result.diagnostics.first?.location == SourceLocation(line: 2, column: 1))
    }

    @Test(arguments: ["", "# only a comment\n", "\n\n"])
    func emptyInputIsReported(_ text: String) {
        let result = parse(text)
        #expect(result.diagnostics.map(\.ruleID) == ["empty-file"])
    }

    @Test func invalidUTF8PointsAtTheByte() {
        let bytes: [UInt8] = Array("a: 1\nb: x".utf8) + [0xFF] + Array("\n".utf8)
        let result = YAMLParser.parse(bytes: bytes, name: "t.yaml")
        #expect(result.diagnostics.map(\.ruleID) == ["invalid-utf8"])
        #expect(result.diagnostics.first?.location == SourceLocation(line: 2, column: 5))
        #expect(result.source == nil)
    }

    @Test func everyBadByteIsFoundWhereverItFallsInTheEightByteScan() {
        let ascii = Array("k: abcdefghijklmnop\n".utf8)
        #expect(UTF8Validation.firstInvalidLocation(in: ascii) == nil)
        #expect(UTF8Validation.firstInvalidLocation(in: ascii + Array("é: 画面".utf8)) == nil)
        for offset in 0..<ascii.count {
            var bytes = ascii
            bytes[offset] = 0x80 | UInt8(offset)
            #expect(UTF8Validation.firstInvalidLocation(in: bytes) == SourceLocation(line: 1, column: offset + 1))
        }
        #expect(UTF8Validation.firstInvalidLocation(in: ascii + [0xC3]) == SourceLocation(line: 2, column: 1))
    }

    @Test func quotedAndPlainScalarsAreTold() throws {
        let result = parse("a: \"true\"\nb: true\nc: |\n  text\n")
        #expect(entry(result.root, "a")?.value.scalar?.style == .quoted)
        #expect(entry(result.root, "b")?.value.scalar?.style == .plain)
        #expect(entry(result.root, "c")?.value.scalar?.style == .block)
    }
}
