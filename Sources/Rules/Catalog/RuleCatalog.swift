/// The rules navlint knows: the built-in catalog, embedded from `rules.d` at build time, plus users' own.
public enum RuleCatalog {
    /// The built-in rules, parsed once; an error here means the embedded `rules.d` is broken.
    public static let builtin: Result<[RuleDefinition], PositionedError> = Result {
        try BuiltinRuleFiles.files.map { try RuleLoader.load(text: $0.text, file: "rules.d/\($0.id).yaml", expectedID: $0.id) }
    }.mapError { error in
        error as? PositionedError ?? PositionedError(file: "rules.d", location: .fileStart, message: "\(error)")
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
