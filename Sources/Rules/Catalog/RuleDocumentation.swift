import Format

/// Renders rules as documentation: the `navlint rules` table, `navlint explain`, and `docs/rules.md`.
public enum RuleDocumentation {
    /// A plain-text table: id, severity, enabled, title; `others` (for `--all`) follow the rules, with
    /// "always" in the enabled column for what cannot be turned off.
    public static func table(_ rules: [RuleDefinition], others: [NonRuleCheck] = []) -> String {
        let rows = rules.map { [$0.id, severityText($0), $0.enabledByDefault ? "yes" : "no", $0.title] }
            + others.map { [$0.id, $0.severity.rawValue, $0.configurable ? "yes" : "always", $0.title] }
        let idWidth = max(2, rows.map { $0[0].count }.max() ?? 0)
        let severityWidth = max(8, rows.map { $0[1].count }.max() ?? 0)
        func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
        var output = "\(pad("ID", idWidth))  \(pad("SEVERITY", severityWidth))  \(pad("ENABLED", 7))  TITLE\n"
        for row in rows {
            output += "\(pad(row[0], idWidth))  \(pad(row[1], severityWidth))  \(pad(row[2], 7))  \(row[3])\n"
        }
        return output
    }

    /// The severities a rule's findings carry, as its listing shows them: `error/warning` for a rule that
    /// chooses per finding, so that the listing never promises an error the finding reports as a warning.
    static func severityText(_ rule: RuleDefinition) -> String {
        rule.severities.map(\.rawValue).joined(separator: "/")
    }

    /// A JSON array of the rules' metadata; `others` (for `--all`) follow with `"kind"` saying what they are.
    public static func json(_ rules: [RuleDefinition], others: [NonRuleCheck] = []) -> String {
        let items = rules.map { rule in
            let sources = rule.sources.map(JSONText.quote).joined(separator: ", ")
            let severities = rule.severities.map { JSONText.quote($0.rawValue) }.joined(separator: ", ")
            return "  {\"id\": \(JSONText.quote(rule.id)), \"severity\": \(JSONText.quote(rule.severity.rawValue)), \"severities\": [\(severities)], "
                + "\"enabled\": \(rule.enabledByDefault), \"title\": \(JSONText.quote(rule.title)), "
                + "\"summary\": \(JSONText.quote(rule.summary)), \"sources\": [\(sources)]}"
        } + others.map { check in
            "  {\"id\": \(JSONText.quote(check.id)), \"kind\": \(JSONText.quote(check.configurable ? "suppression" : "file-problem")), "
                + "\"severity\": \(JSONText.quote(check.severity.rawValue)), \"enabled\": true, \"configurable\": \(check.configurable), "
                + "\"title\": \(JSONText.quote(check.title)), \"summary\": \(JSONText.quote(check.summary))}"
        }
        return "[\n" + items.joined(separator: ",\n") + "\n]\n"
    }

    /// What `navlint explain` prints for an id that is not a rule.
    public static func explanation(_ check: NonRuleCheck, markdown: Bool = false) -> String {
        var output = markdown ? "**\(check.title)**\n\n" : "\(check.id): \(check.title)\n\n"
        output += "Severity: \(check.severity.rawValue)"
        output += check.configurable
            ? ". Not a rule of the catalog, but configured like one in .navlint.yml"
            : " (always). A problem with the file itself, not a rule: it cannot be disabled, suppressed or baselined"
        output += "\n\n\(check.summary)\n"
        output += markdown ? "\n### When it is reported\n\n" : "\nWHEN IT IS REPORTED\n"
        output += check.details + "\n"
        output += markdown ? "\n### How to fix\n\n" : "\nHOW TO FIX\n"
        output += check.fix + "\n"
        return output
    }

    /// The table of problems with the file itself, as the format reference shows it.
    public static func fileProblemTable() -> String {
        var output = "| Id | Severity | Reported when |\n|---|---|---|\n"
        for problem in FileProblem.allCases {
            output += "| `\(problem.rawValue)` | \(problem.severity.rawValue) | \(problem.details) |\n"
        }
        return output
    }

    /// The whole catalog as Markdown, the text of `docs/rules.md`.
    public static func markdown(_ rules: [RuleDefinition], others: [NonRuleCheck] = []) -> String {
        var output = """
        # navlint rules

        <!-- Generated from rules.d by `NAVLINT_REGENERATE=1 swift test --filter GeneratedFilesTests`; do not edit. -->

        \(rules.count) built-in rules. `navlint explain <id>` prints one of them in the terminal.

        | id | severity | title |
        |---|---|---|

        """
        for rule in rules {
            output += "| [`\(rule.id)`](#\(rule.id)) | \(severityText(rule)) | \(rule.title) |\n"
        }
        for rule in rules {
            output += "\n## \(rule.id)\n\n" + explanation(rule, markdown: true)
        }
        for check in others {
            output += "\n## \(check.id)\n\n" + explanation(check, markdown: true)
        }
        return output
    }

    /// One rule in full: what `navlint explain` prints.
    public static func explanation(_ rule: RuleDefinition, markdown: Bool = false) -> String {
        var output = markdown ? "**\(rule.title)**\n\n" : "\(rule.id): \(rule.title)\n\n"
        let chosen = rule.severities.count > 1
            ? rule.severities.map(\.rawValue).joined(separator: " or ") + ", chosen per finding (see below)"
            : rule.severity.rawValue
        output += "Severity: \(chosen)\(rule.enabledByDefault ? "" : " (off by default)")"
        if let platforms = rule.platforms { output += ". Applies to: \(platforms)" }
        output += "\n\n\(rule.summary)\n"
        func section(_ title: String, _ body: String) {
            guard !body.isEmpty else { return }
            output += markdown ? "\n### \(title)\n\n" : "\n\(title.uppercased())\n"
            output += body.trimmingTrailingNewlines + "\n"
        }
        section("Why it matters", rule.rationale)
        section("How to fix", rule.fix)
        // Code first, one example per language, for a team that lints its code; then the description.
        func code(_ examples: [CodeExample]) -> String {
            CodeLanguage.allCases.compactMap { language in
                examples.first { $0.language == language }.map { "```\(language.fence)\n\($0.text.trimmingTrailingNewlines)\n```" }
            }.joined(separator: "\n")
        }
        let marks = "(`↓` marks where the finding lands.)"
        let triggeringCode = code(rule.codeExamples.triggering)
        if !triggeringCode.isEmpty { section("Triggers", triggeringCode + "\n" + marks) }
        if let example = rule.examples.triggering.first {
            section(triggeringCode.isEmpty ? "Triggers" : "Triggers, in an app description", "```yaml\n\(example.text.trimmingTrailingNewlines)\n```\n\(marks)")
        }
        let nonTriggeringCode = code(rule.codeExamples.nonTriggering)
        if !nonTriggeringCode.isEmpty { section("Does not trigger", nonTriggeringCode) }
        if let example = rule.examples.nonTriggering.first {
            section(nonTriggeringCode.isEmpty ? "Does not trigger" : "Does not trigger, in an app description", "```yaml\n\(example.text.trimmingTrailingNewlines)\n```")
        }
        section("Sources", rule.sources.map { "- \($0)" }.joined(separator: "\n"))
        return output
    }
}
