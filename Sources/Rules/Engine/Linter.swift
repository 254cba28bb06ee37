/// Lints app descriptions: reads, validates, runs the rules and returns diagnostics as values.
public struct Linter: Sendable {
    public var limits: ParseLimits
    public var engine: RuleEngine

    public init(rules: [RuleDefinition], limits: ParseLimits = .default) {
        self.limits = limits
        self.engine = RuleEngine(rules: rules.filter(\.enabledByDefault))
    }

    /// Lints one file's bytes; `file` is the name diagnostics carry.
    public func lint(bytes: [UInt8], file: String) -> LintResult {
        let loaded = AppLoader.load(bytes: bytes, file: file, limits: limits)
        var diagnostics = loaded.diagnostics
        if let app = loaded.app {
            diagnostics += engine.run(on: app, file: file)
        }
        return LintResult(file: file, source: loaded.source, diagnostics: diagnostics)
    }
}
