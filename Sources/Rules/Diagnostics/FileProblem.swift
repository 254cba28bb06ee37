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

    /// A short name, for SARIF rule descriptors.
    public var title: String {
        switch self {
        case .yamlSyntax: "YAML syntax error"
        case .emptyFile: "Empty file"
        case .invalidUTF8: "Invalid UTF-8"
        case .multipleDocuments: "More than one YAML document"
        case .inputLimit: "Input limit exceeded"
        case .duplicateKey: "Duplicate key"
        case .unknownKey: "Unknown key"
        case .wrongType: "Wrong type"
        case .unknownValue: "Unknown value"
        case .missingKey: "Missing required key"
        case .unknownReference: "Unknown screen reference"
        case .conflictingKeys: "Conflicting keys"
        case .unsupportedVersion: "Unsupported format version"
        case .booleanSpelling: "yes/no boolean"
        }
    }

    /// One sentence on what the problem is.
    public var summary: String {
        switch self {
        case .yamlSyntax: "The file is not valid YAML, so navlint cannot read it."
        case .emptyFile: "The file holds no app description."
        case .invalidUTF8: "The file contains bytes that are not valid UTF-8."
        case .multipleDocuments: "The file holds more than one YAML document; one file describes one app."
        case .inputLimit: "The input is larger, deeper or expands further through aliases than navlint's safety limits allow."
        case .duplicateKey: "A key appears twice in one mapping, and YAML would silently keep only one."
        case .unknownKey: "A key the app description format does not define at this place."
        case .wrongType: "A value of the wrong kind for its key."
        case .unknownValue: "A value outside the allowed set for its key."
        case .missingKey: "A required key is missing."
        case .unknownReference: "An id that names no screen of the file."
        case .conflictingKeys: "Two keys that exclude each other are both written."
        case .unsupportedVersion: "The file is written for a format version this navlint cannot read."
        case .booleanSpelling: "A boolean written yes or no, which YAML 1.2 tools read as a string."
        }
    }

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
