/// Where a model node was written: its key's span and its value's, in 12 bytes when they have the common
/// shape (the key on one line, the value starting at most three lines below it, columns under 1,024, no
/// alias site or source index), and boxed otherwise. The model keeps a node per written value, and two
/// optional spans of 28 bytes each were most of a node's size.
struct NodePlaces: Sendable {
    private enum Storage: Sendable {
        case none
        /// `line`: the key's line, or the value's when there is no key. `columns`: the key's start and end
        /// columns (start 0 when there is no key), the value's start column (0 when there is no value)
        /// in 10 bits each, and the value's start line below `line` in the top 2 bits. `end`: the value's
        /// end column in 10 bits and its end line below its start line in the other 22.
        case packed(line: UInt32, columns: UInt32, end: UInt32)
        case boxed(Boxed)
    }

    /// Spans that do not fit the packed shape, kept as they are.
    private final class Boxed: Sendable {
        let keySpan: SourceSpan?
        let span: SourceSpan?

        init(keySpan: SourceSpan?, span: SourceSpan?) {
            self.keySpan = keySpan
            self.span = span
        }
    }

    private let storage: Storage

    private static let columnLimit = 1 << 10
    private static let startLineLimit = 1 << 2
    private static let endLineLimit = 1 << 22

    init(keySpan: SourceSpan?, span: SourceSpan?) {
        if keySpan == nil, span == nil {
            storage = .none
        } else if let packed = Self.pack(keySpan: keySpan, span: span) {
            storage = packed
        } else {
            storage = .boxed(Boxed(keySpan: keySpan, span: span))
        }
    }

    /// True when either span is there: the node was written, not filled from a default.
    var isPlaced: Bool {
        if case .none = storage { return false }
        return true
    }

    var keySpan: SourceSpan? {
        switch storage {
        case .none:
            return nil
        case .boxed(let boxed):
            return boxed.keySpan
        case .packed(let line, let columns, _):
            let start = Int(columns & 0x3FF)
            guard start != 0 else { return nil }
            let end = Int((columns >> 10) & 0x3FF)
            return SourceSpan(start: SourceLocation(line: Int(line), column: start), end: SourceLocation(line: Int(line), column: end))
        }
    }

    var span: SourceSpan? {
        switch storage {
        case .none:
            return nil
        case .boxed(let boxed):
            return boxed.span
        case .packed(let line, let columns, let end):
            let startColumn = Int((columns >> 20) & 0x3FF)
            guard startColumn != 0 else { return nil }
            let startLine = Int(line) + Int(columns >> 30)
            let endLine = startLine + Int(end >> 10)
            return SourceSpan(start: SourceLocation(line: startLine, column: startColumn), end: SourceLocation(line: endLine, column: Int(end & 0x3FF)))
        }
    }

    private static func fits(_ location: SourceLocation) -> Bool {
        location.line >= 1 && location.column >= 1 && location.column < columnLimit
    }

    private static func fits(_ span: SourceSpan) -> Bool {
        span.usedVia == nil && span.source == nil && fits(span.start) && fits(span.end) && span.end.line >= span.start.line
            && span.end.line - span.start.line < endLineLimit
    }

    private static func pack(keySpan: SourceSpan?, span: SourceSpan?) -> Storage? {
        let line: Int
        var columns: UInt32 = 0
        var end: UInt32 = 0
        if let keySpan {
            guard fits(keySpan), keySpan.end.line == keySpan.start.line else { return nil }
            line = keySpan.start.line
            columns = UInt32(keySpan.start.column) | UInt32(keySpan.end.column) << 10
        } else if let span {
            line = span.start.line
        } else {
            return nil
        }
        if let span {
            let below = span.start.line - line
            guard fits(span), (0..<startLineLimit).contains(below) else { return nil }
            columns |= UInt32(span.start.column) << 20 | UInt32(below) << 30
            end = UInt32(span.end.column) | UInt32(span.end.line - span.start.line) << 10
        }
        return .packed(line: UInt32(line), columns: columns, end: end)
    }
}
