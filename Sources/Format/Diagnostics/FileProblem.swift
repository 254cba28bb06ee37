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
        case .conflictingKeys: "Two keys that exclude each other are both written, or a key is written that another key's value rules out."
        case .unsupportedVersion: "The file is written for a format version this navlint cannot read."
        case .booleanSpelling: "A boolean written yes or no, which YAML 1.2 tools read as a string."
        }
    }

    /// When the problem is reported, in full: `navlint explain` and the format reference show it.
    public var details: String {
        switch self {
        case .yamlSyntax:
            "The file is not valid YAML. For example: bad indentation, an unclosed quote or bracket, a tab used for indentation, or an alias `*name` used before any `&name` anchor. The position is where the parser gave up."
        case .emptyFile:
            "The file holds no document: it is empty, or contains only whitespace and comments. (A file with a document marker but no content, such as a lone `---`, holds a null document and gets `wrong-type` instead.)"
        case .invalidUTF8:
            "The file contains bytes that are not valid UTF-8."
        case .multipleDocuments:
            "The file holds more than one YAML document (separated by `---`). One file describes one app."
        case .inputLimit:
            "The input exceeds a safety limit. The default limits are a 64 MiB file, nesting 256 levels deep, and 1,000,000 nodes produced by expanding aliases (this stops \"billion laughs\" alias bombs). `navlint check` can raise them with `--max-file-size` (bytes), `--max-depth` and `--max-alias-expansion`."
        case .duplicateKey:
            "The same key appears twice in one mapping. Plain YAML would silently keep one of them. The diagnostic is on the second occurrence, with a note pointing at the first. Keys that come from a merge key don't count."
        case .unknownKey:
            "A key that this format does not define, at that place. When a known key is spelled similarly, the message suggests it (\"did you mean `requiresPopToFail`?\")."
        case .wrongType:
            "A value has the wrong kind. Examples: a string where a list belongs, a map where a boolean belongs, quoted text where a boolean or number belongs, a top level that is not a mapping, an explicit null, a malformed version, a negative `debounce` or `startRegion`, an empty owner list (`delegate: []`), or a key that is not a scalar (a list or a map used as a key)."
        case .unknownValue:
            "A value is outside its allowed set, for example `scope: disabled`. The message lists the allowed values and, when one is close, suggests it."
        case .missingKey:
            "A required key is absent: `navlint`, `app`, `app.deploymentTarget`, `navigationControllers`, `screens`, a controller's `root`, or `via` inside `fullScreenPop`. An empty `navigationControllers: {}` is reported with this id too. The position is the key that opens the mapping missing the key, or the start of the file for top-level keys."
        case .unknownReference:
            "A `root`, `pushes`, `presents` or `screen:<id>` entry names a screen that is not in `screens`."
        case .conflictingKeys:
            "Two keys that exclude each other are both present: `leftBarButtonItem` and `leftBarButtonItems` in the same `navigationItem`; the diagnostic is on the second of the two, with a note pointing at the first. Also a key that only applies for some value of another key: `path` and `routerSyncsOnPop` on a navigation controller whose `kind` is not `navigationStack` (`uikit` when `kind` is not written), or `routerSyncsOnPop` when `path` is not `externalRouter`; the diagnostic is on the key that does not apply, with a note pointing at the deciding value when it is written."
        case .unsupportedVersion:
            "`navlint` is an integer other than `1`."
        case .booleanSpelling:
            "A boolean is written `yes` or `no`. It is read as `true` or `false`."
        }
    }

    /// What to change in the file.
    public var fix: String {
        switch self {
        case .yamlSyntax: "Correct the YAML at the position shown: indent with spaces, close the quote or bracket, define an anchor `&name` before its alias `*name`."
        case .emptyFile: "Write the description (`navlint: 1`, `app`, `navigationControllers`, `screens`), or delete the file."
        case .invalidUTF8: "Save the file as UTF-8."
        case .multipleDocuments: "Keep one app per file: split the documents into files of their own."
        case .inputLimit: "Shrink the file or its alias expansion; if the file is meant to be that large, raise the limit with `--max-file-size`, `--max-depth` or `--max-alias-expansion`."
        case .duplicateKey: "Keep one of the two keys; the note points at the first one."
        case .unknownKey: "Correct the spelling (the message suggests the closest key), move the key to where the format defines it, or put notes under a top-level `x-` key."
        case .wrongType: "Write the kind of value the key takes; the format reference lists each key's type."
        case .unknownValue: "Use one of the allowed values the message lists."
        case .missingKey: "Add the key the message names."
        case .unknownReference: "Add the screen to `screens`, or correct the id."
        case .conflictingKeys: "Keep one of the two keys (`leftBarButtonItem` for one item, `leftBarButtonItems` for a list), or set the deciding key to a value the other key applies to (`kind: navigationStack`, `path: externalRouter`), or remove the key that does not apply."
        case .unsupportedVersion: "Write `navlint: 1`, or update navlint if the file was written for a newer format."
        case .booleanSpelling: "Write `true` or `false`."
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
