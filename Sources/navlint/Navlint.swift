import ArgumentParser
import Rules
import Platform
import Format
import Reporters
import Graph
import Driver

/// Exit codes: 0 clean, 1 findings at or above the failure threshold, 2 usage, configuration or I/O error.
enum ExitStatus {
    static let clean: Int32 = 0
    static let findings: Int32 = 1
    static let failure: Int32 = 2
}

@main
struct Navlint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "navlint",
        abstract: "Lints an iOS app's navigation setup for broken swipe-back, root freezes and gesture conflicts.",
        discussion: """
        Exit codes: 0 no finding at or above the failure threshold; 1 findings at or above it \
        (invalid input files included); 2 usage, configuration or I/O error.
        """,
        version: navlintVersion,
        subcommands: [CheckCommand.self, GraphCommand.self, ScanCommand.self, RulesCommand.self, ExplainCommand.self, VerifyRulesCommand.self, SchemaCommand.self],
        defaultSubcommand: CheckCommand.self
    )

    static func main() {
        ProcessContext.ignoreBrokenPipes()
        let status: Int32
        do {
            if let typo = mistypedCommand(Array(CommandLine.arguments.dropFirst())) {
                try? FileSystem.write("navlint: error: \(typo)\n", to: .error)
                ProcessContext.exit(ExitStatus.failure)
            }
            var command = try parseAsRoot()
            if let check = command as? CheckCommand {
                status = check.execute()
            } else if let scan = command as? ScanCommand {
                status = scan.execute()
            } else {
                try command.run()
                status = ExitStatus.clean
            }
        } catch {
            if let status = error as? ExitCode {
                ProcessContext.exit(status.rawValue)
            }
            if let failure = error as? IOFailure {
                try? FileSystem.write("navlint: error: \(failure)\n", to: .error)
                ProcessContext.exit(ExitStatus.failure)
            }
            if let failure = error as? PositionedError {
                try? FileSystem.write("\(failure)\n", to: .error)
                ProcessContext.exit(ExitStatus.failure)
            }
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                if !message.isEmpty { try? FileSystem.write(message + "\n", to: .output) }
                ProcessContext.exit(ExitStatus.clean)
            }
            if !message.isEmpty { try? FileSystem.write(message + "\n", to: .error) }
            ProcessContext.exit(ExitStatus.failure)
        }
        ProcessContext.exit(status)
    }

    /// `check` is the default command, so `navlint chek` would read a file named `chek`. A first word
    /// that is no file, no folder and no command, but close to a command, is a typo of that command.
    static func mistypedCommand(_ arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), !FileSystem.exists(first) else { return nil }
        let commands = configuration.subcommands.map { $0.configuration.commandName ?? "" } + ["help"]
        guard !commands.contains(first), let command = Suggestions.closest(to: first, in: commands) else { return nil }
        return "unknown command '\(first)' (did you mean '\(command)'?); `navlint --help` lists the commands"
    }
}
