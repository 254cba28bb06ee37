import Format

/// Lints app descriptions: reads, validates, runs the rules a configuration leaves active, applies inline
/// suppressions, and returns diagnostics as values.
public struct Linter: Sendable {
    public var limits: ParseLimits
    public let rules: [RuleDefinition]
    private let ruleIDs: Set<String>

    public init(rules: [RuleDefinition], limits: ParseLimits = .default) {
        self.limits = limits
        self.rules = rules
        self.ruleIDs = Set(rules.map(\.id))
    }

    /// Every id a configuration or suppression may name.
    public var configurableIDs: Set<String> { ruleIDs.union([Suppressions.unusedID]) }

    /// Lints one file's bytes. `file` is the name diagnostics carry; `relativePath` is the file's path
    /// relative to the configuration's folder, which `ignore` patterns match.
    public func lint(bytes: consuming [UInt8], file: String, configuration: Configuration? = nil, relativePath: String? = nil) -> LintResult {
        inspect(bytes: bytes, file: file, configuration: configuration, relativePath: relativePath).result
    }

    /// Lints one file and hands back its model too, for views of the app such as `navlint graph`;
    /// the model is nil when the file could not be read as an app description.
    public func inspect(bytes: consuming [UInt8], file: String, configuration: Configuration? = nil, relativePath: String? = nil) -> (result: LintResult, app: AppDescription?) {
        let configuration = configuration ?? Configuration(file: nil, directory: ".")
        let path = relativePath ?? file
        let loaded = AppLoader.load(bytes: bytes, file: file, limits: limits)
        var diagnostics = loaded.diagnostics
        guard let app = loaded.app, let source = loaded.source else {
            return (LintResult(file: file, source: loaded.source, diagnostics: diagnostics), nil)
        }
        let active = rules.filter { configuration.isActive($0.id, enabledByDefault: $0.enabledByDefault, relativePath: path) }
        var findings = RuleEngine(rules: active).run(on: app, file: file)
        for index in findings.indices {
            findings[index].severity = configuration.severity(of: findings[index].ruleID, default: findings[index].severity)
        }
        let (directives, malformed) = Suppressions.parse(source, file: file)
        let inactive = ruleIDs.subtracting(active.map(\.id))
        var kept = Suppressions.apply(directives, to: findings, file: file, knownRules: ruleIDs, inactiveRules: inactive) + malformed
        if configuration.isActive(Suppressions.unusedID, enabledByDefault: true, relativePath: path) {
            for index in kept.indices where kept[index].ruleID == Suppressions.unusedID {
                kept[index].severity = configuration.severity(of: Suppressions.unusedID, default: .warning)
            }
        } else {
            kept.removeAll { $0.ruleID == Suppressions.unusedID }
        }
        diagnostics += kept
        return (LintResult(file: file, source: source, diagnostics: diagnostics), app)
    }
}
