import Format
import Platform

/// The rules navlint knows: the built-in catalog, embedded from `rules.d`, plus users' own.
/// `BuiltinRuleFiles` is generated from `rules.d` by Sources/EmbedRules (BuiltinRuleFiles.swift, committed).
public enum RuleCatalog {
    /// The built-in rules with their examples and documentation, parsed once from the embedded rule files;
    /// an error here means the embedded `rules.d` is broken.
    public static let builtin: Result<[RuleDefinition], PositionedError> = load { entry, file in
        try RuleLoader.load(text: entry.text, file: file, expectedID: entry.id)
    }

    /// The built-in rules with only what checking needs (id, title, severity, summary, conditions and
    /// messages), read from the form Sources/EmbedRules wrote them in already parsed and type-checked
    /// (`RuleArchive`), so a check starts without parsing YAML or expressions.
    public static let builtinForChecking: Result<[RuleDefinition], PositionedError> = load { entry, file in
        let rule = try RuleArchive.decode(entry.archive, file: file)
        guard rule.id == entry.id else {
            throw PositionedError(file: file, location: .fileStart, message: "the pre-parsed built-in rule is '\(rule.id)', not '\(entry.id)'; regenerate Sources/Rules/Catalog/BuiltinRuleFiles.swift")
        }
        return RuleDefinition(rule, file: file)
    }

    /// The ids of the built-in rules, without parsing them.
    public static let builtinIDs: Set<String> = Set(BuiltinRuleFiles.files.map(\.id))

    private static func load(
        _ read: @Sendable ((id: String, text: String, archive: String), String) throws -> RuleDefinition
    ) -> Result<[RuleDefinition], PositionedError> {
        let results = ParallelMap.map(BuiltinRuleFiles.files) { entry -> Result<RuleDefinition, PositionedError> in
            let file = "rules.d/\(entry.id).yaml"
            return Result { try read(entry, file) }.mapError { error in
                error as? PositionedError ?? PositionedError(file: file, location: .fileStart, message: "\(error)")
            }
        }
        var rules: [RuleDefinition] = []
        for result in results {
            switch result {
            case .success(let rule): rules.append(rule)
            case .failure(let error): return .failure(error)
            }
        }
        return .success(rules)
    }

    /// Adds rules to a list, refusing an id that is already taken.
    public static func merge(_ rules: [RuleDefinition], adding extra: [RuleDefinition]) throws -> [RuleDefinition] {
        var result = rules
        var taken: [String: String] = [:]
        for rule in rules { taken[rule.id] = rule.file }
        for rule in extra {
            if let other = taken[rule.id] {
                throw PositionedError(file: rule.file, location: .fileStart, message: "rule id '\(rule.id)' is already defined by \(other); choose another id")
            }
            taken[rule.id] = rule.file
            result.append(rule)
        }
        return result
    }

    /// The rule with this id, if any.
    public static func rule(_ id: String, in rules: [RuleDefinition]) -> RuleDefinition? {
        rules.first { $0.id == id }
    }
}

extension RuleCatalog {
    /// The id closest to a mistyped one, for "did you mean".
    public static func closestID(to id: String, in rules: [RuleDefinition]) -> String? {
        Suggestions.closest(to: id, in: rules.map(\.id))
    }
}
