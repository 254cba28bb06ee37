/// An error in a rule, configuration or baseline file, with its position there; the CLI exits 2 on it.
public struct PositionedError: Error, Sendable, CustomStringConvertible {
    public var file: String
    public var location: SourceLocation
    public var message: String

    public init(file: String, location: SourceLocation, message: String) {
        self.file = file
        self.location = location
        self.message = message
    }

    public var description: String { "\(file):\(location.line):\(location.column): error: \(message)" }
}
