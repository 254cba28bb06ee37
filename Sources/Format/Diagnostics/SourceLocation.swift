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
/// A model built from code (`navlint scan`) keeps values from many files: such a span names its file by
/// index into the model's list of sources instead. No value is both, so the two share one stored field
/// and a span stays as small as before.
public struct SourceSpan: Hashable, Sendable {
    public var start: SourceLocation
    public var end: SourceLocation
    private var origin: Origin

    /// What the span says beyond its extent.
    private enum Origin: Hashable, Sendable {
        case none
        case alias(SourceLocation)
        case source(Int32)
    }

    public init(start: SourceLocation, end: SourceLocation, usedVia: SourceLocation? = nil) {
        self.start = start
        self.end = end
        self.origin = usedVia.map(Origin.alias) ?? .none
    }

    /// A span in one of several source files, by its index in the model's list of sources.
    public init(start: SourceLocation, end: SourceLocation, source: Int) {
        self.start = start
        self.end = end
        self.origin = .source(Int32(clamping: source))
    }

    /// The alias (`*name`) that copied this node to the place the model uses it, if any.
    public var usedVia: SourceLocation? {
        get {
            if case .alias(let site) = origin { return site }
            return nil
        }
        set {
            origin = newValue.map(Origin.alias) ?? .none
        }
    }

    /// The index of the source file the span is in, in a model built from several; nil for a span in the
    /// one file a model was read from.
    public var source: Int? {
        if case .source(let index) = origin { return Int(index) }
        return nil
    }

    public static let fileStart = SourceSpan(start: .fileStart, end: .fileStart)

    /// For a value that is written (a scan found it) but that no line of the sources shows, such as a
    /// placeholder: line and column 0.
    public static let unplaced = SourceSpan(start: SourceLocation(line: 0, column: 0), end: SourceLocation(line: 0, column: 0))
}
