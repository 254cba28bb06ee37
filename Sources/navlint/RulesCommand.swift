import ArgumentParser
import Driver
import Format
import Platform
import Rules

/// `navlint rules`: lists every rule.
struct RulesCommand: NavlintCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules", abstract: "List the rules: id, severity, enabled, title.",
        discussion: "With --all, also every other id navlint prints: the problems with the file itself and unused-suppression.")

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, markdown
    }

    @Option(help: "Output format: text, json or markdown.")
    var format: Format = .text

    @Flag(help: "Also list the ids that are not rules: problems with the file itself, and unused-suppression.")
    var all = false

    @OptionGroup var ruleOptions: RuleOptions

    func execute() throws -> ExitStatus {
        let rules = try ruleOptions.sources.load()
        let others = all ? NonRuleCheck.all : []
        let output: String
        switch format {
        case .text: output = RuleDocumentation.table(rules, others: others)
        case .json: output = RuleDocumentation.json(rules, others: others)
        case .markdown: output = RuleDocumentation.markdown(rules, others: others)
        }
        try FileSystem.write(output, to: .output)
        return .clean
    }
}

/// `navlint explain <id>`: one rule in full.
struct ExplainCommand: NavlintCommand {
    static let configuration = CommandConfiguration(commandName: "explain", abstract: "Explain one rule: why it matters, what triggers it, and how to fix it.")

    @Argument(help: "The rule id, e.g. root-freeze, or any other id navlint prints (unknown-key, unused-suppression, ...).",
              completion: .list(RuleCatalog.builtinIDs.sorted() + NonRuleCheck.all.map(\.id)))
    var id: String

    @OptionGroup var ruleOptions: RuleOptions

    func execute() throws -> ExitStatus {
        let rules = try ruleOptions.sources.load()
        if let rule = RuleCatalog.rule(id, in: rules) {
            try FileSystem.write(RuleDocumentation.explanation(rule), to: .output)
        } else if let check = NonRuleCheck.named(id) {
            try FileSystem.write(RuleDocumentation.explanation(check), to: .output)
        } else {
            // An id no rule could have is not echoed whole, nor compared with every id.
            guard id.count <= 100 else {
                throw IOFailure(description: "no rule '\(id.prefix(60))…' (\(id.utf8.count) bytes; ids are short, like root-freeze); `navlint rules --all` lists every id")
            }
            let hint = Suggestions.closest(to: id, in: rules.map(\.id) + NonRuleCheck.all.map(\.id)).map { " (did you mean '\($0)'?)" } ?? ""
            throw IOFailure(description: "no rule '\(id)'\(hint); `navlint rules --all` lists every id")
        }
        return .clean
    }
}
