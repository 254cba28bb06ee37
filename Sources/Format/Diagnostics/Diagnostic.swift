/// How serious a finding is; ordered so that `error` is the highest.
public enum Severity: String, Sendable, Comparable, CaseIterable, Codable {
    case info
    case warning
    case error

    private var rank: Int {
        switch self {
        case .info: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A secondary location that explains a diagnostic, such as the first of two duplicate keys.
public struct DiagnosticNote: Hashable, Sendable {
    public var message: String
    public var location: SourceLocation

    public init(message: String, location: SourceLocation) {
        self.message = message
        self.location = location
    }
}

/// One finding about one file: a rule violation or a problem with the file itself.
public struct Diagnostic: Hashable, Sendable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    public var file: String
    public var span: SourceSpan
    /// Dotted model path of the node, e.g. `screens.detail.scrollViews.gallery`; empty for file-level problems.
    public var path: String
    public var notes: [DiagnosticNote]
    /// One line saying what to change, when the rule gives one (`report.fix`); the text reporter shows it.
    public var fix: String?

    public init(
        ruleID: String, severity: Severity, message: String, file: String,
        span: SourceSpan, path: String = "", notes: [DiagnosticNote] = [], fix: String? = nil
    ) {
        self.fix = fix
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.file = file
        self.span = span
        self.path = path
        self.notes = notes
        if let via = span.usedVia, !notes.contains(where: { $0.location == via }) {
            self.notes.append(DiagnosticNote(message: "the value comes from an anchor used here", location: via))
        }
    }

    public var location: SourceLocation { span.start }
}

extension Diagnostic {
    /// Orders diagnostics by file, then position, then rule id, so every output is stable.
    public static func sortedForOutput(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.sorted {
            ($0.file, $0.span.start.line, $0.span.start.column, $0.ruleID, $0.message)
                < ($1.file, $1.span.start.line, $1.span.start.column, $1.ruleID, $1.message)
        }
    }
}
