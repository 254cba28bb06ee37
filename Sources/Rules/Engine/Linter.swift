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
        let findings = RuleEngine(rules: active).run(on: app, file: file)
        diagnostics += settle(findings, suppressions: Suppressions.parse(source, file: file), file: file, configuration: configuration, relativePath: path)
        return (LintResult(file: file, source: source, diagnostics: diagnostics), app)
    }

    /// Lints a model built from several source files (`navlint scan --check`): the rules run once over the
    /// whole app, and each finding goes to the file its span is in, under that file's suppression comments
    /// and the configuration's ignores for its path. `placing` sees every finding: it keeps one placed in
    /// the sources, moves one that no source line shows (a default) into a file, copies one to each other
    /// statement that sets the same value, and returns none to drop one (none fits, or the scan is not
    /// sure of it). The findings of one rule at one place are one finding
    /// (`SharedPlaces`): a base class's line is reported once, not once per screen inheriting it.
    /// `baseClass` tells, for a line of the file at a position in `files`, the class whose code holds it when
    /// every one of the objects named is it or inherits it.
    public func lint(scanned app: AppDescription, files: [ScannedFile], configuration: Configuration,
                     placing: (Diagnostic) -> [Diagnostic],
                     baseClass: (_ file: Int, _ line: Int, _ objects: [String]) -> String? = { _, _, _ in nil }) -> [LintResult] {
        let byFile = findings(scanned: app, files: files, configuration: configuration, placing: placing)
        func object(_ path: String) -> (kind: AppObjectKind, name: String, file: String?, span: SourceSpan?)? {
            guard let found = app.object(at: path) else { return nil }
            let span = found.declaration?.span
            let file = span?.source.flatMap { $0 >= 0 && $0 < files.count ? files[$0].name : nil }
            return (found.kind, app.codeName(of: found.kind, found.id), file, file == nil ? nil : span)
        }
        return zip(files.indices, byFile).map { index, findings in
            let file = files[index]
            let suppressions = Suppressions.parse(file.source, codeComments: file.comments, file: file.name)
            let diagnostics = settle(findings, suppressions: suppressions, file: file.name, configuration: configuration, relativePath: file.relativePath)
            let merged = SharedPlaces.merge(diagnostics, object: object) { line, objects in baseClass(index, line, objects) }
            return LintResult(file: file.name, source: file.source, diagnostics: merged)
        }
    }

    /// The findings of the rules active for any of the files on a scanned app, each placed and named by its
    /// file, by file (positions as in `files`), before suppressions, ignores and severities apply.
    public func findings(scanned app: AppDescription, files: [ScannedFile], configuration: Configuration,
                         placing: (Diagnostic) -> [Diagnostic]) -> [[Diagnostic]] {
        let active = activeRuleIDs(forAnyOf: files.map(\.relativePath), configuration: configuration)
        return placed(findings(scanned: app, ruleIDs: active), in: files, placing: placing)
    }

    /// The ids of the rules the configuration leaves on for at least one of the paths (relative to its folder).
    public func activeRuleIDs(forAnyOf relativePaths: [String], configuration: Configuration) -> Set<String> {
        Set(rules.filter { rule in
            relativePaths.contains { configuration.isActive(rule.id, enabledByDefault: rule.enabledByDefault, relativePath: $0) }
        }.map(\.id))
    }

    /// The findings of the rules with these ids on a scanned app, in the code's terms, each naming its node
    /// by model path, before placing, suppressions, ignores and severities; with a focus, at least those
    /// about the objects in it (`RuleEngine.Focus`).
    public func findings(scanned app: AppDescription, ruleIDs: Set<String>, focus: RuleEngine.Focus? = nil) -> [Diagnostic] {
        RuleEngine(rules: rules.filter { ruleIDs.contains($0.id) }).run(on: app, file: "", scanned: true, focus: focus)
    }

    /// Findings on a scanned app as `placing` places them (none drops one), named by their file and
    /// grouped by it (positions as in `files`).
    public func placed(_ findings: [Diagnostic], in files: [ScannedFile], placing: (Diagnostic) -> [Diagnostic]) -> [[Diagnostic]] {
        var byFile = Array(repeating: [Diagnostic](), count: files.count)
        for finding in findings {
            for var placed in placing(finding) {
                guard let index = placed.span.source, index >= 0, index < files.count else { continue }
                placed.file = files[index].name
                byFile[index].append(placed)
            }
        }
        return byFile
    }

    /// One file's findings under its configuration and suppression comments: the rules it turns off or
    /// ignores for the path are dropped, the severities it sets applied, the suppressed findings removed,
    /// and the directives that suppress nothing reported (unless `unused-suppression` is off there).
    private func settle(_ findings: [Diagnostic], suppressions: (directives: [SuppressionDirective], problems: [Diagnostic]),
                        file: String, configuration: Configuration, relativePath path: String) -> [Diagnostic] {
        let active = Set(rules.filter { configuration.isActive($0.id, enabledByDefault: $0.enabledByDefault, relativePath: path) }.map(\.id))
        var findings = findings.filter { active.contains($0.ruleID) }
        for index in findings.indices {
            findings[index].severity = configuration.severity(of: findings[index].ruleID, default: findings[index].severity)
        }
        let inactive = ruleIDs.subtracting(active)
        var kept = Suppressions.apply(suppressions.directives, to: findings, file: file, knownRules: ruleIDs, inactiveRules: inactive) + suppressions.problems
        if configuration.isActive(Suppressions.unusedID, enabledByDefault: true, relativePath: path) {
            for index in kept.indices where kept[index].ruleID == Suppressions.unusedID {
                kept[index].severity = configuration.severity(of: Suppressions.unusedID, default: .warning)
            }
        } else {
            kept.removeAll { $0.ruleID == Suppressions.unusedID }
        }
        return kept
    }
}

/// One source file of a scanned app, for `Linter.lint(scanned:...)`: the name findings carry, its text
/// (for snippets and suppression comments), where its comments are, and its path relative to the
/// configuration's folder, which `ignore` patterns match.
public struct ScannedFile: Sendable {
    public var name: String
    public var source: SourceText
    public var comments: [(start: SourceLocation, end: SourceLocation, isBlock: Bool)]
    public var relativePath: String

    public init(name: String, source: SourceText, comments: [(start: SourceLocation, end: SourceLocation, isBlock: Bool)], relativePath: String) {
        self.name = name
        self.source = source
        self.comments = comments
        self.relativePath = relativePath
    }
}
