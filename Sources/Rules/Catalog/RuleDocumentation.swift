/// Renders rules as documentation: the `navlint rules` table, `navlint explain`, and `docs/rules.md`.
public enum RuleDocumentation {
    /// A plain-text table: id, severity, enabled, title.
    public static func table(_ rules: [RuleDefinition]) -> String {
        let idWidth = max(2, rules.map(\.id.count).max() ?? 0)
        func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
        var output = "\(pad("ID", idWidth))  \(pad("SEVERITY", 8))  \(pad("ENABLED", 7))  TITLE\n"
        for rule in rules {
            output += "\(pad(rule.id, idWidth))  \(pad(rule.severity.rawValue, 8))  \(pad(rule.enabledByDefault ? "yes" : "no", 7))  \(rule.title)\n"
        }
        return output
    }

    /// A JSON array of the rules' metadata.
    public static func json(_ rules: [RuleDefinition]) -> String {
        let items = rules.map { rule in
            let sources = rule.sources.map(JSONText.quote).joined(separator: ", ")
            return "  {\"id\": \(JSONText.quote(rule.id)), \"severity\": \(JSONText.quote(rule.severity.rawValue)), "
                + "\"enabled\": \(rule.enabledByDefault), \"title\": \(JSONText.quote(rule.title)), "
                + "\"summary\": \(JSONText.quote(rule.summary)), \"sources\": [\(sources)]}"
        }
        return "[\n" + items.joined(separator: ",\n") + "\n]\n"
    }

    /// The whole catalog as Markdown, the text of `docs/rules.md`.
    public static func markdown(_ rules: [RuleDefinition]) -> String {
        var output = """
        # navlint rules

        <!-- Generated from rules.d by `NAVLINT_REGENERATE=1 swift test --filter GeneratedFilesTests`; do not edit. -->

        \(rules.count) built-in rules. `navlint explain <id>` prints one of them in the terminal.

        | id | severity | title |
        |---|---|---|

        """
        for rule in rules {
            output += "| [`\(rule.id)`](#\(rule.id)) | \(rule.severity.rawValue) | \(rule.title) |\n"
        }
        for rule in rules {
            output += "\n## \(rule.id)\n\n" + explanation(rule, markdown: true)
        }
        return output
    }

    /// One rule in full: what `navlint explain` prints.
    public static func explanation(_ rule: RuleDefinition, markdown: Bool = false) -> String {
        var output = markdown ? "**\(rule.title)**\n\n" : "\(rule.id): \(rule.title)\n\n"
        output += "Severity: \(rule.severity.rawValue)\(rule.enabledByDefault ? "" : " (off by default)")"
        if let platforms = rule.platforms { output += ". Applies to: \(platforms)" }
        output += "\n\n\(rule.summary)\n"
        func section(_ title: String, _ body: String) {
            guard !body.isEmpty else { return }
            output += markdown ? "\n### \(title)\n\n" : "\n\(title.uppercased())\n"
            output += body.trimmingTrailingNewlines + "\n"
        }
        section("Why it matters", rule.rationale)
        section("How to fix", rule.fix)
        if let example = rule.examples.triggering.first {
            section("Triggers", "```yaml\n\(example.text.trimmingTrailingNewlines)\n```\n(`↓` marks where the finding lands.)")
        }
        if let example = rule.examples.nonTriggering.first {
            section("Does not trigger", "```yaml\n\(example.text.trimmingTrailingNewlines)\n```")
        }
        if let refinement = rule.refinement { section("Refinement of the catalog", refinement) }
        section("Sources", rule.sources.map { "- \($0)" }.joined(separator: "\n"))
        return output
    }
}
