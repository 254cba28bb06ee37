import ArgumentParser
import Rules
#if canImport(Glibc)
import Glibc
#endif

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
        signal(SIGPIPE, SIG_IGN)
        let status: Int32
        do {
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
                Glibc.exit(status.rawValue)
            }
            if let failure = error as? IOFailure {
                try? FileSystem.write("navlint: error: \(failure)\n", to: STDERR_FILENO)
                Glibc.exit(ExitStatus.failure)
            }
            if let failure = error as? PositionedError {
                try? FileSystem.write("\(failure)\n", to: STDERR_FILENO)
                Glibc.exit(ExitStatus.failure)
            }
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                if !message.isEmpty { try? FileSystem.write(message + "\n", to: STDOUT_FILENO) }
                Glibc.exit(ExitStatus.clean)
            }
            if !message.isEmpty { try? FileSystem.write(message + "\n", to: STDERR_FILENO) }
            Glibc.exit(ExitStatus.failure)
        }
        Glibc.exit(status)
    }
}
