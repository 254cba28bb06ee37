import ArgumentParser
import Driver
import Platform

/// `navlint verify-rules`: runs rule files' own examples as tests, for authors of custom rules.
struct VerifyRulesCommand: NavlintCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify-rules",
        abstract: "Check rule files: they load, and their examples trigger exactly at their ↓ markers.",
        discussion: "Exit codes: 0 every example holds; 1 an example fails; 2 a rule file does not load."
    )

    @Argument(help: "Rule files or directories of rule files.")
    var paths: [String]

    @Option(help: "Fail a rule with fewer triggering or non-triggering examples than this.")
    var minimumExamples: Int = 0

    func execute() throws -> ExitStatus {
        let verification = try RuleVerification.run(paths: paths, minimumExamples: minimumExamples)
        try FileSystem.write(verification.failures.map { "\($0)\n" }.joined(), to: .output)
        try FileSystem.write("\(verification.passed) passed, \(verification.failed) failed\n", to: .error)
        return verification.failed > 0 ? .findings : .clean
    }
}
