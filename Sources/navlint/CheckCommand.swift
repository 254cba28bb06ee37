import ArgumentParser
import Rules
#if canImport(Glibc)
import Glibc
#endif

/// Output formats of `navlint check`.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
}

/// When to colour text output.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto
    case always
    case never
}

/// The lowest severity that makes `check` exit 1.
enum FailThreshold: String, ExpressibleByArgument, CaseIterable {
    case error
    case warning
    case info
    case never

    var severity: Severity? {
        switch self {
        case .error: .error
        case .warning: .warning
        case .info: .info
        case .never: nil
        }
    }
}

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check app descriptions and report findings.",
        discussion: """
        PATH may be a file, a directory (searched for navlint.yaml, navlint.yml, *.navlint.yaml and \
        *.navlint.yml, skipping hidden folders), or - for standard input. With no PATH, the current \
        directory is searched.

        Exit codes:
          0  no finding at or above the --fail-on threshold
          1  findings at or above it (invalid input files included)
          2  usage, configuration or I/O error
        """
    )

    @Argument(help: "Files or directories to check; - reads standard input.")
    var paths: [String] = []

    @Option(help: "The file name to report for standard input.")
    var stdinFilename: String = "<stdin>"

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @Option(help: "Colour text output: auto (a terminal, unless NO_COLOR is set), always or never.")
    var color: ColorChoice = .auto

    @Flag(inversion: .prefixedNo, help: "Show the source line and a caret under each finding (default: on a terminal).")
    var snippet: Bool?

    @Option(help: "Exit 1 when a finding has this severity or higher: error, warning, info or never.")
    var failOn: FailThreshold = .error

    @Flag(help: "Same as --fail-on warning.")
    var strict = false

    @OptionGroup var ruleOptions: RuleOptions

    @Option(help: "Largest file read, in bytes.")
    var maxFileSize: Int = ParseLimits.default.maxFileSize

    @Option(help: "Deepest nesting of mappings and lists.")
    var maxDepth: Int = ParseLimits.default.maxDepth

    @Option(help: "Most nodes that aliases may copy in, over the whole file.")
    var maxAliasExpansion: Int = ParseLimits.default.maxAliasExpansion

    func validate() throws {
        guard maxFileSize > 0, maxDepth > 0, maxAliasExpansion >= 0 else {
            throw ValidationError("limits must be positive numbers")
        }
        if paths.filter({ $0 == "-" }).count > 1 {
            throw ValidationError("standard input (-) can be given only once")
        }
    }

    func run() throws {
        throw ExitCode(execute())
    }

    /// Runs the check and returns the process exit status.
    func execute() -> Int32 {
        let limits = ParseLimits(maxFileSize: maxFileSize, maxDepth: maxDepth, maxAliasExpansion: maxAliasExpansion)
        var results: [LintResult] = []
        do {
            let linter = Linter(rules: try ruleOptions.load(), limits: limits)
            let targets = paths.isEmpty ? ["."] : paths
            let files = try FileDiscovery.files(for: targets.filter { $0 != "-" })
            if targets.contains("-") {
                let bytes = try FileSystem.readAll(STDIN_FILENO, name: stdinFilename, limit: limits.maxFileSize)
                results.append(linter.lint(bytes: bytes, file: stdinFilename))
            }
            if files.isEmpty, !targets.contains("-") {
                return fail("no app descriptions found in \(targets.joined(separator: ", ")) (looked for navlint.yaml, navlint.yml, *.navlint.yaml, *.navlint.yml)")
            }
            for file in files {
                let bytes = try FileSystem.read(file, limit: limits.maxFileSize)
                results.append(linter.lint(bytes: bytes, file: file))
            }
            try FileSystem.write(render(results), to: STDOUT_FILENO)
            try FileSystem.write(LintSummary(results: results).line + "\n", to: STDERR_FILENO)
        } catch {
            return fail("\(error)")
        }
        return exitStatus(for: results)
    }

    private func fail(_ message: String) -> Int32 {
        try? FileSystem.write("navlint: error: \(message)\n", to: STDERR_FILENO)
        return ExitStatus.failure
    }

    private func render(_ results: [LintResult]) -> String {
        switch format {
        case .json:
            return JSONReporter().render(results)
        case .text:
            let terminal = isatty(STDOUT_FILENO) == 1
            return TextReporter(showsSnippets: snippet ?? terminal, usesColor: usesColor(terminal: terminal)).render(results)
        }
    }

    private func usesColor(terminal: Bool) -> Bool {
        switch color {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = getenv("NO_COLOR"), noColor.pointee != 0 { return false }
            if let term = getenv("TERM"), String(cString: term) == "dumb" { return false }
            return terminal
        }
    }

    private func exitStatus(for results: [LintResult]) -> Int32 {
        let threshold = strict ? .warning : failOn.severity
        guard let threshold else { return ExitStatus.clean }
        let failing = results.contains { $0.diagnostics.contains { $0.severity >= threshold } }
        return failing ? ExitStatus.findings : ExitStatus.clean
    }
}
