/// Problems with the input file itself; they are always reported and cannot be disabled.
public enum FileProblem: String, CaseIterable, Sendable {
    case yamlSyntax = "yaml-syntax"
    case emptyFile = "empty-file"
    case invalidUTF8 = "invalid-utf8"
    case multipleDocuments = "multiple-documents"
    case inputLimit = "input-limit"
    case duplicateKey = "duplicate-key"
    case unknownKey = "unknown-key"
    case wrongType = "wrong-type"
    case unknownValue = "unknown-value"
    case missingKey = "missing-key"
    case unknownReference = "unknown-reference"
    case conflictingKeys = "conflicting-keys"
    case unsupportedVersion = "unsupported-version"
    case booleanSpelling = "boolean-spelling"

    public var severity: Severity {
        self == .booleanSpelling ? .info : .error
    }

    /// Builds the diagnostic for this problem at `span`.
    public func diagnostic(
        _ message: String, file: String, span: SourceSpan, path: String = "", notes: [DiagnosticNote] = []
    ) -> Diagnostic {
        Diagnostic(ruleID: rawValue, severity: severity, message: message, file: file, span: span, path: path, notes: notes)
    }
}
