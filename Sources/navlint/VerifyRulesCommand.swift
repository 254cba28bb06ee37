import ArgumentParser
import Rules
import Platform
import Format
import Reporters
import Graph
import Driver

/// `navlint verify-rules`: runs rule files' own examples as tests, for authors of custom rules.
struct VerifyRulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify-rules",
        abstract: "Check rule files: they load, and their examples trigger exactly at their ↓ markers.",
        discussion: "Exit codes: 0 every example holds; 1 an example fails; 2 a rule file does not load."
    )

    @Argument(help: "Rule files or directories of rule files.")
    var paths: [String]

    @Option(help: "Fail a rule with fewer triggering or non-triggering examples than this.")
    var minimumExamples: Int = 0

    func run() throws {
        var files: [String] = []
        for path in paths {
            if FileSystem.isDirectory(path) {
                files += try RuleSources.ruleFiles(in: path)
            } else {
                files.append(path)
            }
        }
        var failed = 0
        for file in files {
            let rule = try RuleSources.loadRule(file)
            let failures = ExampleVerifier.verify(rule, minimumExamples: minimumExamples)
            failed += failures.isEmpty ? 0 : 1
            try FileSystem.write(failures.map { "\($0)\n" }.joined(), to: .output)
        }
        try FileSystem.write("\(files.count - failed) passed, \(failed) failed\n", to: .error)
        if failed > 0 { throw ExitCode(ExitStatus.findings) }
    }
}
