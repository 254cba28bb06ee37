import ArgumentParser
import Driver

/// `--rules DIR`: where users' own rules live, shared by every command that needs the rule set.
struct RuleOptions: ParsableArguments {
    @Option(name: .customLong("rules"), help: ArgumentHelp("A directory of custom rule files (<id>.yaml); repeatable.", valueName: "dir"))
    var directories: [String] = []

    var sources: RuleSources { RuleSources(directories: directories) }
}
