/// Something the scanner could not tell, with the source line (and column, when known) that raised it.
/// Two notes with one message on one line are the same note, whatever their columns.
public struct ScanNote: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let path: String?
    public let line: Int?
    public let column: Int?
    public let message: String

    public init(path: String?, line: Int?, column: Int? = nil, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        guard let path else { return message }
        return "\(path):\(line ?? 1): \(message)"
    }

    /// The same note named by another path (the file as reached from the working directory, say).
    public func named(_ newPath: String?) -> ScanNote {
        ScanNote(path: newPath, line: line, column: column, message: message)
    }

    public static func == (left: ScanNote, right: ScanNote) -> Bool {
        (left.path, left.line, left.message) == (right.path, right.line, right.message)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(line)
        hasher.combine(message)
    }

    public static func < (left: ScanNote, right: ScanNote) -> Bool {
        (left.path ?? "", left.line ?? 0, left.message) < (right.path ?? "", right.line ?? 0, right.message)
    }
}
