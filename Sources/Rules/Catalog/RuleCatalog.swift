import Format

/// The rules navlint knows: the built-in catalog, embedded from `rules.d` at build time, plus users' own.
/// `BuiltinRuleFiles` is not in git: the build step Plugins/EmbedRulesPlugin writes it from `rules.d`.
public enum RuleCatalog {
    /// The built-in rules with their examples and documentation, parsed once; an error here means the
    /// embedded `rules.d` is broken.
    public static let builtin: Result<[RuleDefinition], PositionedError> = load(lean: false)

    /// The built-in rules with only what checking needs (id, title, severity, summary, conditions and
    /// messages): rationale, fix, sources, refinement and examples are four fifths of the text, and
    /// parsing them would be most of a commit hook's start-up.
    public static let builtinForChecking: Result<[RuleDefinition], PositionedError> = load(lean: true)

    /// The ids of the built-in rules, without parsing them.
    public static let builtinIDs: Set<String> = Set(BuiltinRuleFiles.files.map(\.id))

    /// Keys that only documentation shows.
    static let documentationKeys = ["rationale", "fix", "sources", "refinement", "examples"]

    private static func load(lean: Bool) -> Result<[RuleDefinition], PositionedError> {
        let results = ParallelMap.map(BuiltinRuleFiles.files) { entry -> Result<RuleDefinition, PositionedError> in
            let (id, text) = entry
            let file = "rules.d/\(id).yaml"
            return Result {
                try RuleLoader.load(text: lean ? withoutDocumentation(text) : text, file: file, expectedID: id)
            }.mapError { error in
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

    /// The rule text with every top-level documentation key blanked out line by line, so the
    /// positions of what is left stay those of the file.
    static func withoutDocumentation(_ text: String) -> String {
        let keys = documentationKeys.map { Array(($0 + ":").utf8) }
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var skipping = false
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            let first = bytes[lineStart]
            if lineEnd > lineStart, first != UInt8(ascii: " "), first != UInt8(ascii: "#") {
                skipping = keys.contains { key in
                    lineEnd - lineStart >= key.count && bytes[lineStart..<(lineStart + key.count)].elementsEqual(key)
                }
            }
            if !skipping { output.append(contentsOf: bytes[lineStart..<lineEnd]) }
            if lineEnd < bytes.count { output.append(UInt8(ascii: "\n")) }
            lineStart = lineEnd + 1
        }
        return String(decoding: output, as: UTF8.self)
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
