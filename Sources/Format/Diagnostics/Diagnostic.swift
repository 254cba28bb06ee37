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
    /// The same finding for other screens or navigation controllers at this same place, when one line of
    /// code holds it for several (`navlint scan --check` reads a base class's line for every screen that
    /// inherits it); empty otherwise. The finding itself is the first: the message names its object.
    public var repeats: [RepeatedFinding] = []
    /// One line saying what to change, when the rule gives one (`report.fix`); the text reporter shows it.
    public var fix: String?
    /// For a finding with repeats on a base class's line (each object a subclass that inherits it): the
    /// base class, which the report names in place of the first object.
    public var baseClass: BaseClassNaming?

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

    /// The message as reports print it: with how many more objects it holds for, when it has repeats.
    public var reportedMessage: String {
        guard !repeats.isEmpty else { return message }
        let kinds = Set(repeats.map(\.kind))
        let kind = kinds.count == 1 ? kinds.first ?? nil : nil
        var text = message
        let addition: String
        if let baseClass, let renamed = baseClass.renaming(message) {
            // The line is the base class's: name it, and count every object it holds for.
            text = renamed
            addition = "(in \(repeats.count + 1) \(kind?.pluralNoun ?? "places"))"
        } else {
            let noun = repeats.count == 1 ? kind?.noun ?? "place" : kind?.pluralNoun ?? "places"
            addition = "(and \(repeats.count) more \(noun))"
        }
        let message = text
        guard message.hasSuffix(".") else { return message + " " + addition }
        return message.dropLast() + " " + addition + "."
    }

    /// The finding for each object it holds for, itself first, as repeats are written.
    public var perObject: [RepeatedFinding] {
        [RepeatedFinding(severity: severity, message: message, path: path, fix: fix)] + repeats
    }

    /// The finding for only the objects at `positions` of `perObject` (in order), the first of them reported
    /// and the others its repeats; nil when there are none.
    public func narrowed(to positions: [Int]) -> Diagnostic? {
        let all = perObject
        let kept = positions.filter { $0 >= 0 && $0 < all.count }.map { all[$0] }
        guard let first = kept.first else { return nil }
        var narrowed = self
        narrowed.severity = first.severity
        narrowed.message = first.message
        narrowed.path = first.path
        narrowed.fix = first.fix
        narrowed.repeats = Array(kept.dropFirst())
        // The base class names the line only while the first object, whose name it replaces, is kept.
        if positions.first != 0 || kept.count < 2 { narrowed.baseClass = nil }
        return narrowed
    }
}

/// The base class a finding's line is in, and the first object's code name that the report replaces with it.
public struct BaseClassNaming: Hashable, Sendable {
    public var name: String
    public var replacing: String

    public init(name: String, replacing: String) {
        self.name = name
        self.replacing = replacing
    }

    /// The message with the object's name, as a whole word, replaced by the base class's; nil when the
    /// message does not name the object.
    func renaming(_ message: String) -> String? {
        guard let range = message.firstRange(of: replacing) else { return nil }
        let isWordCharacter: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" }
        if range.lowerBound > message.startIndex, isWordCharacter(message[message.index(before: range.lowerBound)]) { return nil }
        if range.upperBound < message.endIndex, isWordCharacter(message[range.upperBound]) { return nil }
        var renamed = message
        renamed.replaceSubrange(range, with: name)
        return renamed
    }
}

/// One more screen or navigation controller that a finding holds for at the same place (see
/// `Diagnostic.repeats`), with the finding's own severity, message, model path and fix for it (baselines
/// and SARIF fingerprints match on the path), and where the object is declared when the sources show it.
public struct RepeatedFinding: Hashable, Sendable {
    public var severity: Severity
    public var message: String
    public var path: String
    public var fix: String?
    /// What the object is and how the code names it (`CartViewController`), when the path is about a screen
    /// or a navigation controller.
    public var kind: AppObjectKind?
    public var name: String?
    /// The object's declaration (the class of a screen, where a navigation controller is made).
    public var declarationFile: String?
    public var declarationSpan: SourceSpan?

    public init(severity: Severity, message: String, path: String, fix: String? = nil, kind: AppObjectKind? = nil, name: String? = nil,
                declarationFile: String? = nil, declarationSpan: SourceSpan? = nil) {
        self.severity = severity
        self.message = message
        self.path = path
        self.fix = fix
        self.kind = kind
        self.name = name
        self.declarationFile = declarationFile
        self.declarationSpan = declarationSpan
    }

    /// The object's name, or the model path when the object is not known.
    public var objectName: String { name ?? path }
}

/// The objects of an app a finding can be about.
public enum AppObjectKind: String, Hashable, Sendable {
    case screen
    case navigationController

    public var noun: String { self == .screen ? "screen" : "navigation controller" }
    public var pluralNoun: String { noun + "s" }
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
