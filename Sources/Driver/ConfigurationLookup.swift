import Platform
import Rules
import Format

/// Finds the `.navlint.yml` that governs each linted file (from the file's folder up to the repository
/// root), and the linter its rules make; each is read once per run.
public final class ConfigurationLookup {
    private let explicit: String?
    private let ruleSources: RuleSources
    private let limits: ParseLimits
    private let forChecking: Bool
    private var byDirectory: [String: Configuration] = [:]
    private var linters: [String: Linter] = [:]
    /// Every rule of every linter made so far, each id once, for reports that describe the rules.
    public private(set) var allRules: [RuleDefinition] = []
    /// The hash of each configuration and rule file as it was parsed, by path, and each linter's rule
    /// files in the order it loaded them: what the scan cache keys them by (`governingFiles`).
    private var parsedHashes: [String: UInt64] = [:]
    private var ruleFilesByLinter: [String: [String]] = [:]

    public init(explicit: String?, ruleSources: RuleSources, limits: ParseLimits, forChecking: Bool) {
        self.explicit = explicit
        self.forChecking = forChecking
        self.ruleSources = ruleSources
        self.limits = limits
    }

    /// The lookup for a check request: its `--config`, rules and limits.
    convenience init(for request: CheckRequest) {
        self.init(explicit: request.configurationFile, ruleSources: request.ruleSources, limits: request.limits, forChecking: !request.describesRules)
    }

    /// The configuration for a file in `directory` (an absolute path).
    public func configuration(forDirectory directory: String) throws -> Configuration {
        if let explicit {
            return try cached(explicit: explicit)
        }
        if let known = byDirectory[directory] { return known }
        var found: Configuration?
        for name in Configuration.fileNames {
            let path = directory == "/" ? "/\(name)" : "\(directory)/\(name)"
            if FileSystem.exists(path) {
                found = try read(path, directory: directory)
                break
            }
        }
        if found == nil {
            let atRepositoryRoot = FileSystem.exists("\(directory)/.git")
            if !atRepositoryRoot, let parent = FileSystem.parent(directory) {
                found = try configuration(forDirectory: parent)
            } else {
                found = Configuration(file: nil, directory: directory)
            }
        }
        let configuration = found ?? Configuration(file: nil, directory: directory)
        byDirectory[directory] = configuration
        return configuration
    }

    private func cached(explicit path: String) throws -> Configuration {
        let key = "--config"
        if let known = byDirectory[key] { return known }
        let absolute = FileSystem.absolute(path)
        let configuration = try read(path, directory: FileSystem.parent(absolute) ?? "/")
        byDirectory[key] = configuration
        return configuration
    }

    private func read(_ path: String, directory: String) throws -> Configuration {
        let bytes = try FileSystem.read(path, limit: ParseLimits.default.maxFileSize)
        parsedHashes[path] = ContentHash.of(bytes)
        return try Configuration.parse(text: String(decoding: bytes, as: UTF8.self), file: path, directory: directory)
    }

    /// The linter for a configuration: built-in rules, `--rules` folders and the configuration's own folders.
    public func linter(for configuration: Configuration) throws -> Linter {
        let key = configuration.file ?? ""
        if let linter = linters[key] { return linter }
        var files: [String] = []
        let record = { (file: String, bytes: [UInt8]) in
            self.parsedHashes[file] = ContentHash.of(bytes)
            files.append(file)
        }
        var rules = try ruleSources.load(forChecking: forChecking, reading: record)
        for directory in configuration.rulesDirectories {
            rules = try RuleCatalog.merge(rules, adding: try RuleSources.loadDirectory(directory, reading: record))
        }
        ruleFilesByLinter[key] = files
        let linter = Linter(rules: rules, limits: limits)
        try configuration.validate(knownIDs: linter.configurableIDs)
        linters[key] = linter
        let known = Set(allRules.map(\.id))
        allRules += rules.filter { !known.contains($0.id) }
        return linter
    }

    /// The configuration's file and the rule files of its linter, each with the hash of the bytes it was
    /// parsed from; nil until `linter(for:)` has made that linter.
    func governingFiles(for configuration: Configuration) -> [(path: String, hash: UInt64)]? {
        guard let files = ruleFilesByLinter[configuration.file ?? ""] else { return nil }
        var governing: [(path: String, hash: UInt64)] = []
        for path in (configuration.file.map { [$0] } ?? []) + files {
            guard let hash = parsedHashes[path] else { return nil }
            governing.append((path, hash))
        }
        return governing
    }
}
