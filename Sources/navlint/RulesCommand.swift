import ArgumentParser
import Platform
import Rules

/// `navlint rules`: lists every rule.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rules", abstract: "List the rules: id, severity, enabled, title.")

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, markdown
    }

    @Option(help: "Output format: text, json or markdown.")
    var format: Format = .text

    @OptionGroup var ruleOptions: RuleOptions

    func run() throws {
        let rules = try ruleOptions.load()
        let output: String
        switch format {
        case .text: output = RuleDocumentation.table(rules)
        case .json: output = RuleDocumentation.json(rules)
        case .markdown: output = RuleDocumentation.markdown(rules)
        }
        try FileSystem.write(output, to: .output)
    }
}

/// `navlint explain <id>`: one rule in full.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "explain", abstract: "Explain one rule: why it matters, what triggers it, and how to fix it.")

    @Argument(help: "The rule id, e.g. root-freeze.")
    var id: String

    @OptionGroup var ruleOptions: RuleOptions

    func run() throws {
        let rules = try ruleOptions.load()
        guard let rule = RuleCatalog.rule(id, in: rules) else {
            let hint = RuleCatalog.closestID(to: id, in: rules).map { " (did you mean '\($0)'?)" } ?? ""
            throw IOFailure(description: "no rule '\(id)'\(hint); `navlint rules` lists them all")
        }
        try FileSystem.write(RuleDocumentation.explanation(rule), to: .output)
    }
}
