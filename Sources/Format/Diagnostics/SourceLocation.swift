/// A 1-based line and column in a source file; columns count Unicode scalars, as libyaml does.
/// Stored as 32-bit numbers: the model keeps two spans per value, so this halves its memory.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    private var storedLine: Int32
    private var storedColumn: Int32

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    public init(line: Int, column: Int) {
        self.storedLine = Int32(clamping: line)
        self.storedColumn = Int32(clamping: column)
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }

    /// Where a file with no usable content is reported.
    public static let fileStart = SourceLocation(line: 1, column: 1)
}

/// The extent of a node in its file, and where it was pulled in when it came through an alias or merge key.
public struct SourceSpan: Hashable, Sendable {
    public var start: SourceLocation
    public var end: SourceLocation
    /// The alias (`*name`) that copied this node to the place the model uses it, if any.
    public var usedVia: SourceLocation?

    public init(start: SourceLocation, end: SourceLocation, usedVia: SourceLocation? = nil) {
        self.start = start
        self.end = end
        self.usedVia = usedVia
    }

    public static let fileStart = SourceSpan(start: .fileStart, end: .fileStart)
}
