import Format
import Rules

/// `--format sarif`: SARIF 2.1.0 as GitHub code scanning reads it, with each rule that has a result
/// described in `tool.driver.rules` (a report of three findings stays small) and fingerprints built from
/// the model path, so alerts survive edits elsewhere.
public struct SARIFReporter: Reporter {
    public static let name = "sarif"
    public static let purpose = "GitHub code scanning and other SARIF viewers"
    public static let describesRules = true

    public let rules: [RuleDefinition]
    public let toolVersion: String
    /// The checkout's folder: absolute file paths under it are made relative, as code scanning requires.
    public let baseDirectory: String?

    public init(rules: [RuleDefinition], toolVersion: String, baseDirectory: String? = nil) {
        self.rules = rules
        self.toolVersion = toolVersion
        self.baseDirectory = baseDirectory
    }

    public init(context: ReportContext) {
        self.init(rules: context.rules, toolVersion: context.toolVersion, baseDirectory: context.baseDirectory)
    }

    /// One entry of `tool.driver.rules`.
    private struct Descriptor {
        let id: String
        let title: String
        let summary: String
        let helpText: String
        let helpMarkdown: String
        let severity: Severity
    }

    /// The descriptors of the rules and checks with these ids, in catalog order: each one's help is a whole
    /// rendered explanation, so only those a report names are rendered.
    private func descriptors(for reported: Set<String>) -> [Descriptor] {
        let ruleDescriptors = rules.filter { reported.contains($0.id) }.map { rule in
            Descriptor(id: rule.id, title: rule.title, summary: rule.summary,
                       helpText: RuleDocumentation.explanation(rule), helpMarkdown: RuleDocumentation.explanation(rule, markdown: true),
                       severity: rule.severity)
        }
        let problemDescriptors = NonRuleCheck.all.filter { reported.contains($0.id) }.map { check in
            Descriptor(id: check.id, title: check.title, summary: check.summary,
                       helpText: RuleDocumentation.explanation(check), helpMarkdown: RuleDocumentation.explanation(check, markdown: true),
                       severity: check.severity)
        }
        return ruleDescriptors + problemDescriptors
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    public func render(_ results: [LintResult]) -> String {
        let reported = Set(results.flatMap(\.diagnostics).map(\.ruleID))
        let descriptors = descriptors(for: reported)
        var index: [String: Int] = [:]
        for (offset, descriptor) in descriptors.enumerated() where index[descriptor.id] == nil { index[descriptor.id] = offset }
        let ruleObjects = descriptors.map { descriptor in
            "{\"id\": \(JSONText.quote(descriptor.id)), \"name\": \(JSONText.quote(Self.pascalCase(descriptor.id))), "
                + "\"shortDescription\": {\"text\": \(JSONText.quote(descriptor.title))}, "
                + "\"fullDescription\": {\"text\": \(JSONText.quote(descriptor.summary))}, "
                + "\"help\": {\"text\": \(JSONText.quote(descriptor.helpText)), \"markdown\": \(JSONText.quote(descriptor.helpMarkdown))}, "
                + "\"defaultConfiguration\": {\"level\": \(JSONText.quote(Self.level(descriptor.severity)))}}"
        }
        var occurrences: [String: Int] = [:]
        var resultObjects: [String] = []
        for diagnostic in results.flatMap(\.diagnostics) {
            let uri = Self.relativeURI(diagnostic.file, base: baseDirectory)
            let key = "\(diagnostic.ruleID)\u{0}\(uri)\u{0}\(diagnostic.path)"
            let occurrence = occurrences[key, default: 0]
            occurrences[key] = occurrence + 1
            let fingerprint = Fingerprint.fnv1a64("\(key)\u{0}\(occurrence)")
            var object = "{\"ruleId\": \(JSONText.quote(diagnostic.ruleID)), "
            if let ruleIndex = index[diagnostic.ruleID] { object += "\"ruleIndex\": \(ruleIndex), " }
            object += "\"level\": \(JSONText.quote(Self.level(diagnostic.severity))), "
            object += "\"message\": {\"text\": \(JSONText.quote(diagnostic.reportedMessage))}, "
            object += "\"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": \(JSONText.quote(uri))}, "
            object += "\"region\": {\"startLine\": \(diagnostic.span.start.line), \"startColumn\": \(diagnostic.span.start.column), "
            object += "\"endLine\": \(diagnostic.span.end.line), \"endColumn\": \(max(diagnostic.span.end.column, diagnostic.span.start.column))}}"
            if !diagnostic.path.isEmpty {
                object += ", \"logicalLocations\": [{\"fullyQualifiedName\": \(JSONText.quote(diagnostic.path)), \"kind\": \"member\"}]"
            }
            object += "}]"
            if !diagnostic.repeats.isEmpty {
                object += ", \"relatedLocations\": [" + diagnostic.repeats.enumerated().map { relatedLocation($1, id: $0 + 1) }.joined(separator: ", ") + "]"
            }
            object += ", \"partialFingerprints\": {\"navlintModelPath/v1\": \(JSONText.quote(fingerprint))}}"
            resultObjects.append(object)
        }
        let driver = "{\"name\": \"navlint\", \"version\": \(JSONText.quote(toolVersion)), \"semanticVersion\": \(JSONText.quote(toolVersion)), "
            + "\"rules\": [\n        " + ruleObjects.joined(separator: ",\n        ") + "\n      ]}"
        return """
        {
          "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
          "version": "2.1.0",
          "runs": [{
            "tool": {"driver": \(driver)},
            "columnKind": "unicodeCodePoints",
            "results": [\(resultObjects.isEmpty ? "" : "\n      " + resultObjects.joined(separator: ",\n      ") + "\n    ")]
          }]
        }

        """
    }

    /// One more object a finding holds for at its place: where the object is declared (when the sources
    /// show it), the finding's model path for it, and which object it is.
    private func relatedLocation(_ repeated: RepeatedFinding, id: Int) -> String {
        var object = "{\"id\": \(id), "
        if let file = repeated.declarationFile, let span = repeated.declarationSpan {
            object += "\"physicalLocation\": {\"artifactLocation\": {\"uri\": \(JSONText.quote(Self.relativeURI(file, base: baseDirectory)))}, "
            object += "\"region\": {\"startLine\": \(span.start.line), \"startColumn\": \(span.start.column)}}, "
        }
        object += "\"logicalLocations\": [{\"fullyQualifiedName\": \(JSONText.quote(repeated.path)), \"kind\": \"member\"}], "
        object += "\"message\": {\"text\": \(JSONText.quote("also " + repeated.objectName))}}"
        return object
    }

    /// `root-freeze` → `RootFreeze`, the `name` SARIF viewers show.
    static func pascalCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// SARIF wants URIs relative to the checkout: `./` is dropped and spaces and `%` are percent-encoded.
    static func relativeURI(_ file: String, base: String?) -> String {
        var path = file
        if let base, !base.isEmpty, path.hasPrefix(base.hasSuffix("/") ? base : base + "/") {
            path = String(path.dropFirst(base.hasSuffix("/") ? base.count : base.count + 1))
        }
        while path.hasPrefix("./") { path.removeFirst(2) }
        var result = ""
        for scalar in path.unicodeScalars {
            switch scalar {
            case " ": result += "%20"
            case "%": result += "%25"
            case "#": result += "%23"
            case "?": result += "%3F"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

/// Stable fingerprints with no Foundation.
enum Fingerprint {
    /// FNV-1a 64-bit of the UTF-8 bytes, as 16 hex digits.
    static func fnv1a64(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
