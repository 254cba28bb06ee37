import Format

/// What a configuration file says about one rule.
public struct RuleSetting: Sendable {
    /// A new severity, or nil to keep the rule's own; `off` is `isOff`.
    public var severity: Severity?
    public var isOff: Bool
    /// Files, relative to the configuration file's folder, where the rule does not run.
    public var ignore: [Glob]
    /// Where the rule's entry is written, for errors about its id.
    public var location: SourceLocation
}

/// The lowest severity that makes a check fail (`failOn` in the configuration, `--fail-on` on the command line).
public enum FailureThreshold: String, CaseIterable, Sendable {
    case error
    case warning
    case info
    case never

    public var severity: Severity? {
        switch self {
        case .error: .error
        case .warning: .warning
        case .info: .info
        case .never: nil
        }
    }
}

/// A `.navlint.yml` file: per-rule severities and ignores, custom rule folders, and the failure threshold.
public struct Configuration: Sendable {
    public static let fileNames = [".navlint.yml", ".navlint.yaml"]
    static let keys = FormatSchema.configurationKeys
    public static let failOnValues = FailureThreshold.allCases.map(\.rawValue)

    /// The file it was read from; nil for the empty default.
    public var file: String?
    /// The folder globs and rule folders are relative to.
    public var directory: String
    public var rules: [String: RuleSetting] = [:]
    /// Custom rule folders, already resolved against `directory`.
    public var rulesDirectories: [String] = []
    public var failOn: FailureThreshold?
    /// The iOS SDK the app is built with, for `navlint scan`'s `app.sdk`.
    public var sdk: Version?

    public init(file: String?, directory: String) {
        self.file = file
        self.directory = directory
    }

    public static func parse(text: String, file: String, directory: String) throws -> Configuration {
        let parsed = YAMLParser.parse(bytes: Array(text.utf8), name: file)
        var configuration = Configuration(file: file, directory: directory)
        if let problem = parsed.diagnostics.first(where: { $0.severity == .error && $0.ruleID != FileProblem.emptyFile.rawValue }) {
            throw PositionedError(file: file, location: problem.location, message: problem.message)
        }
        guard let root = parsed.root, !root.isNull else { return configuration }
        guard let entries = root.mapping else {
            throw PositionedError(file: file, location: root.span.start, message: "a configuration is a mapping with \(keys.joined(separator: ", "))")
        }
        for entry in entries {
            switch entry.key {
            case "rules":
                guard let ruleEntries = entry.value.mapping else {
                    throw PositionedError(file: file, location: entry.value.span.start, message: "rules maps rule ids to {severity, ignore}")
                }
                for rule in ruleEntries {
                    configuration.rules[rule.key] = try parseSetting(rule, file: file)
                }
            case "rulesDirectories":
                let paths = try texts(entry.value, file: file, list: "rulesDirectories is a list of folders", item: "a rules directory is a path")
                configuration.rulesDirectories = paths.map { path in
                    path.hasPrefix("/") || directory == "." ? path : "\(directory)/\(path)"
                }
            case "failOn":
                let value = entry.value.scalar?.value ?? ""
                guard let threshold = FailureThreshold(rawValue: value) else {
                    throw PositionedError(file: file, location: entry.value.span.start,
                                          message: "failOn is one of \(failOnValues.joined(separator: ", ")), not '\(value)'\(Suggestions.didYouMean(value, in: failOnValues))")
                }
                configuration.failOn = threshold
            case "sdk":
                let value = entry.value.scalar?.value ?? ""
                guard let version = Version(value) else {
                    throw PositionedError(file: file, location: entry.value.span.start, message: "sdk is an iOS SDK version such as \"17.0\", not '\(value)'")
                }
                configuration.sdk = version
            default:
                throw PositionedError(file: file, location: entry.keySpan.start,
                                      message: "unknown configuration key '\(entry.key)'\(Suggestions.didYouMean(entry.key, in: keys)); keys: \(keys.joined(separator: ", "))")
            }
        }
        return configuration
    }

    /// A list of plain texts, or a positioned error naming what was expected.
    private static func texts(_ node: YAMLNode, file: String, list: String, item: String) throws -> [String] {
        guard let items = node.sequence else { throw PositionedError(file: file, location: node.span.start, message: list) }
        return try items.map { element in
            guard let text = element.scalar?.value, !element.isNull else {
                throw PositionedError(file: file, location: element.span.start, message: item)
            }
            return text
        }
    }

    private static func parseSetting(_ entry: YAMLMappingEntry, file: String) throws -> RuleSetting {
        var setting = RuleSetting(severity: nil, isOff: false, ignore: [], location: entry.keySpan.start)
        guard let fields = entry.value.mapping else {
            throw PositionedError(file: file, location: entry.value.span.start, message: "'\(entry.key)' takes {severity: off|info|warning|error, ignore: [globs]}")
        }
        for field in fields {
            switch field.key {
            case "severity":
                let word = field.value.scalar?.value ?? ""
                if word == "off" {
                    setting.isOff = true
                } else if let severity = Severity(rawValue: word) {
                    setting.severity = severity
                } else {
                    let words = ["off", "info", "warning", "error"]
                    throw PositionedError(file: file, location: field.value.span.start,
                                          message: "severity is one of off, info, warning, error, not '\(word)'\(Suggestions.didYouMean(word, in: words))")
                }
            case "ignore":
                setting.ignore = try texts(field.value, file: file, list: "ignore is a list of path patterns, e.g. [\"Legacy/**\"]",
                                           item: "an ignore pattern is a path pattern").map(Glob.init)
            default:
                throw PositionedError(file: file, location: field.keySpan.start,
                                      message: "unknown rule setting '\(field.key)'\(Suggestions.didYouMean(field.key, in: ["severity", "ignore"])); settings: severity, ignore")
            }
        }
        return setting
    }

    /// Every rule id the configuration names must exist; `knownIDs` are all rule ids plus `unused-suppression`.
    public func validate(knownIDs: Set<String>) throws {
        let known = Array(knownIDs).sorted()
        for (id, setting) in rules.sorted(by: { $0.value.location < $1.value.location }) where !knownIDs.contains(id) {
            let hint = FileProblem(rawValue: id) != nil ? "; problems with the file itself cannot be configured" : Suggestions.didYouMean(id, in: known)
            throw PositionedError(file: file ?? "configuration", location: setting.location, message: "unknown rule id '\(id)'\(hint)")
        }
    }

    /// True when a rule (or `unused-suppression`) runs on a file at `relativePath`, relative to the configuration's folder.
    public func isActive(_ ruleID: String, enabledByDefault: Bool, relativePath: String) -> Bool {
        guard let setting = rules[ruleID] else { return enabledByDefault }
        if setting.isOff { return false }
        return !setting.ignore.contains { $0.matches(relativePath) }
    }

    /// The severity a rule reports with under this configuration.
    public func severity(of ruleID: String, default severity: Severity) -> Severity {
        rules[ruleID]?.severity ?? severity
    }
}
