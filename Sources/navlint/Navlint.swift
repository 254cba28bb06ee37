import ArgumentParser
import Driver
import Format
import Platform

/// A navlint command: it parses its arguments, calls the library, presents the result and says which
/// exit status it means. Errors it throws are presented once, in `Navlint.main`.
protocol NavlintCommand: ParsableCommand {
    func execute() throws -> ExitStatus
}

extension NavlintCommand {
    func run() throws {
        throw ExitCode(try execute().rawValue)
    }
}

@main
struct Navlint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "navlint",
        abstract: "Lints an iOS app's navigation setup for broken swipe-back, root freezes and gesture conflicts.",
        discussion: """
        With no command, navlint lints the paths (the current folder when none is given): their Swift, \
        Objective-C and Interface Builder code (as `navlint scan` does) and their app descriptions (as \
        `navlint check` does), whichever they hold, in one report; `navlint lint` is the same command.

        Exit codes: 0 no finding at or above the failure threshold; 1 findings at or above it \
        (invalid input files included); 2 usage, configuration or I/O error, or paths \
        that hold neither code nor an app description.
        """,
        version: navlintVersion,
        subcommands: [LintCommand.self, CheckCommand.self, GraphCommand.self, ScanCommand.self, DraftCommand.self, RulesCommand.self, ExplainCommand.self, VerifyRulesCommand.self, SchemaCommand.self],
        defaultSubcommand: LintCommand.self
    )

    static func main() {
        ProcessContext.holdClosedStandardStreams()
        ProcessContext.ignoreBrokenPipes()
        ProcessContext.exit(outcome(of: Array(CommandLine.arguments.dropFirst())).rawValue)
    }

    /// Runs the command the arguments name and presents any error; the one place an exit status is decided.
    static func outcome(of arguments: [String]) -> ExitStatus {
        if let typo = mistypedCommand(arguments) {
            return present("navlint: error: \(typo)", status: .failure)
        }
        do {
            var parsed = try parseAsRoot(arguments)
            guard let command = parsed as? NavlintCommand else {
                // ArgumentParser's own commands (`help`) print and return, or throw its outcomes.
                try parsed.run()
                return .clean
            }
            return try command.execute()
        } catch let failure as IOFailure {
            return present("navlint: error: \(failure)", status: .failure)
        } catch let failure as PositionedError {
            return present("\(failure)", status: .failure)
        } catch {
            // ArgumentParser's own outcomes: help and version (success), usage errors, and ExitCode.
            let message = fullMessage(for: error)
            let code = exitCode(for: error)
            if code == .success {
                if !message.isEmpty { try? FileSystem.write(message + "\n", to: .output) }
                return .clean
            }
            return present(message, status: ExitStatus(rawValue: code.rawValue) ?? .failure)
        }
    }

    /// Writes a message (if any) to standard error and returns the status it goes with.
    private static func present(_ message: String, status: ExitStatus) -> ExitStatus {
        // Each line escaped on its own: a path in an error may hold a control character, the lines of a
        // usage text are meant.
        if !message.isEmpty { try? FileSystem.write(message.split(separator: "\n", omittingEmptySubsequences: false).map { TerminalText.escape(String($0)) }.joined(separator: "\n") + "\n", to: .error) }
        return status
    }

    /// `lint` is the default command, so `navlint chek` would read a file named `chek`. A first word
    /// that is no file, no folder and no command, but close to a command, is a typo of that command.
    static func mistypedCommand(_ arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), !FileSystem.exists(first) else { return nil }
        let commands = configuration.subcommands.map { $0.configuration.commandName ?? "" } + ["help"]
        guard !commands.contains(first), let command = Suggestions.closest(to: first, in: commands) else { return nil }
        return "unknown command '\(first)' (did you mean '\(command)'?); `navlint --help` lists the commands"
    }
}
