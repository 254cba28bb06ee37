/// The rules navlint knows: the built-in catalog, embedded from `rules.d` at build time, plus users' own.
public enum RuleCatalog {
    /// The built-in rules with their examples, parsed once; an error here means the embedded `rules.d` is broken.
    public static let builtin: Result<[RuleDefinition], PositionedError> = load(withExamples: true)

    /// The built-in rules without their examples, which are half of the text: what `check` needs,
    /// parsed in about half the time, since start-up counts in a commit hook.
    public static let builtinWithoutExamples: Result<[RuleDefinition], PositionedError> = load(withExamples: false)

    private static func load(withExamples: Bool) -> Result<[RuleDefinition], PositionedError> {
        Result {
            try BuiltinRuleFiles.files.map { entry in
                let text = withExamples ? entry.text : withoutExamples(entry.text)
                return try RuleLoader.load(text: text, file: "rules.d/\(entry.id).yaml", expectedID: entry.id)
            }
        }.mapError { error in
            error as? PositionedError ?? PositionedError(file: "rules.d", location: .fileStart, message: "\(error)")
        }
    }

    /// The rule text cut before its top-level `examples:` key, which every built-in rule writes last.
    static func withoutExamples(_ text: String) -> String {
        let bytes = Array(text.utf8)
        let key = Array("\nexamples:".utf8)
        guard bytes.count >= key.count else { return text }
        for start in 0...(bytes.count - key.count) where bytes[start] == 10 && bytes[start..<(start + key.count)].elementsEqual(key) {
            return String(decoding: bytes[0...start], as: UTF8.self)
        }
        return text
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
