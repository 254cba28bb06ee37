/// Lints app descriptions: reads, validates, runs the rules and returns diagnostics as values.
public struct Linter: Sendable {
    public var limits: ParseLimits

    public init(limits: ParseLimits = .default) {
        self.limits = limits
    }

    /// Lints one file's bytes; `file` is the name diagnostics carry.
    public func lint(bytes: [UInt8], file: String) -> LintResult {
        let loaded = AppLoader.load(bytes: bytes, file: file, limits: limits)
        return LintResult(file: file, source: loaded.source, diagnostics: loaded.diagnostics)
    }
}
