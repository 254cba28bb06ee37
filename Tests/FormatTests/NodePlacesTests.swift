import Testing
@testable import Format

/// A node's spans read back exactly as given, whether they fit the packed shape or are boxed.
@Suite struct NodePlacesTests {
    static func span(_ line: Int, _ column: Int, _ endLine: Int, _ endColumn: Int, usedVia: Format.SourceLocation? = nil) -> SourceSpan {
        SourceSpan(start: Format.SourceLocation(line: line, column: column), end: Format.SourceLocation(line: endLine, column: endColumn), usedVia: usedVia)
    }

    static let cases: [(keySpan: SourceSpan?, span: SourceSpan?)] = [
        (nil, nil),
        (span(3, 5, 3, 20), span(3, 22, 3, 40)),
        (span(3, 5, 3, 20), span(4, 7, 90, 1)),
        (span(3, 5, 3, 20), span(6, 7, 6, 9)),
        (span(3, 5, 3, 20), span(7, 7, 7, 9)),
        (nil, span(12, 1023, 12, 1023)),
        (nil, span(12, 3, 12, 1024)),
        (span(1, 1024, 1, 1030), span(1, 1032, 1, 1040)),
        (span(3, 5, 4, 2), span(4, 4, 4, 9)),
        (span(3, 5, 3, 20), nil),
        (span(3, 5, 3, 20), span(3, 22, 3, 40, usedVia: Format.SourceLocation(line: 80, column: 9))),
        (span(3, 5, 3, 20, usedVia: Format.SourceLocation(line: 80, column: 9)), span(3, 22, 3, 40)),
        (SourceSpan(start: Format.SourceLocation(line: 2, column: 3), end: Format.SourceLocation(line: 2, column: 9), source: 4), nil),
        (.unplaced, .unplaced),
        (span(Int(Int32.max), 1, Int(Int32.max), 5), span(Int(Int32.max), 7, Int(Int32.max), 9)),
        (nil, span(5, 2, 5 + (1 << 22), 1)),
    ]

    @Test func spansReadBackAsGiven() {
        for (keySpan, span) in Self.cases {
            let node = ModelNode(.bool(true), keySpan: keySpan, span: span)
            #expect(node.keySpan == keySpan, "\(String(describing: keySpan)) \(String(describing: span))")
            #expect(node.span == span, "\(String(describing: keySpan)) \(String(describing: span))")
            #expect(node.isWritten == (keySpan != nil || span != nil))
        }
    }

    /// The point of packing: a node of the model is half the size it was with two optional spans.
    @Test func aNodeIsSmall() {
        #expect(MemoryLayout<ModelNode>.stride <= 40)
    }
}
