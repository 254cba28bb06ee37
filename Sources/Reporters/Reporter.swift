import Format
import Rules

/// What a reporter may need besides the results; the command line fills it in.
public struct ReportContext: Sendable {
    /// Every rule of the run, for reporters that describe the rules they name.
    public var rules: [RuleDefinition]
    public var toolVersion: String
    /// Absolute file paths under this folder are reported relative to it (SARIF wants checkout paths).
    public var baseDirectory: String?
    /// The source line and a caret under each finding (text).
    public var showsSnippets: Bool
    /// ANSI colours (text).
    public var usesColor: Bool

    public init(rules: [RuleDefinition] = [], toolVersion: String = "", baseDirectory: String? = nil, showsSnippets: Bool = false, usesColor: Bool = false) {
        self.rules = rules
        self.toolVersion = toolVersion
        self.baseDirectory = baseDirectory
        self.showsSnippets = showsSnippets
        self.usesColor = usesColor
    }
}

/// Turns lint results into the text of one output format. A new format is one file with a type that
/// conforms to this protocol, and one line in `ReporterRegistry.builtin`.
public protocol Reporter: Sendable {
    /// The `--format` value that picks it.
    static var name: String { get }
    /// What it is for, in a few words, for `--help`.
    static var purpose: String { get }
    /// True when it describes every rule in full (SARIF's rule metadata), which checking otherwise does
    /// not load: the rules' documentation is four fifths of their text.
    static var describesRules: Bool { get }

    init(context: ReportContext)

    /// The whole report for the results, in output order.
    func render(_ results: [LintResult]) -> String
}

extension Reporter {
    public static var describesRules: Bool { false }
}

/// The reporters `--format` can name, in the order `--help` lists them.
public struct ReporterRegistry: @unchecked Sendable {
    // Metatypes of a Sendable protocol hold no state, so sharing the list between threads is safe.
    public let reporters: [any Reporter.Type]

    public init(_ reporters: [any Reporter.Type]) {
        self.reporters = reporters
    }

    /// Every format navlint ships.
    public static let builtin = ReporterRegistry([
        TextReporter.self,
        JSONReporter.self,
        SARIFReporter.self,
        GitHubReporter.self,
        JUnitReporter.self,
    ])

    public var names: [String] { reporters.map { $0.name } }

    public func reporter(named name: String) -> (any Reporter.Type)? {
        reporters.first { $0.name == name }
    }

    /// `text, json, sarif, github or junit`, for messages and help.
    public var namesInWords: String {
        let all = names
        guard let last = all.last, all.count > 1 else { return all.joined() }
        return all.dropLast().joined(separator: ", ") + " or " + last
    }
}
