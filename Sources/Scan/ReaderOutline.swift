import ScanFacts

/// What scan's own reader takes a Swift or Objective-C file's declarations to be: every type and method
/// with a body, with the type that encloses it. navlint itself never calls this; `Benchmarks/ReaderOracle`
/// measures the reader against a full Swift parser with it.
public enum ReaderOutline {
    /// One declaration: a type (class, struct, enum, extension, protocol, actor) or a method (`func`,
    /// `init`, `deinit`, `subscript`), its name as written (an extension's is the type it extends), the
    /// innermost type around it, and the line of its keyword.
    public struct Declaration: Hashable, Sendable, CustomStringConvertible {
        public let isType: Bool
        public let name: String
        public let enclosingType: String?
        public let line: Int

        public init(isType: Bool, name: String, enclosingType: String?, line: Int) {
            self.isType = isType
            self.name = name
            self.enclosingType = enclosingType
            self.line = line
        }

        public var description: String {
            "\(line): \(isType ? "type" : "method") \(enclosingType.map { $0 + "." } ?? "")\(name)"
        }
    }

    /// The declarations of one file, as the reader outlines it.
    public static func declarations(in file: SourceFile) -> [Declaration] {
        FileOutline(file: file).declarationSummary.map { Declaration(isType: $0.isType, name: $0.name, enclosingType: $0.enclosingType, line: $0.line) }
    }
}
