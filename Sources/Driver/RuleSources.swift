import Format
import Platform
import Rules

/// Where rules come from: the built-in catalog, plus folders of users' own rule files (`--rules DIR`).
public struct RuleSources: Sendable {
    public var directories: [String]

    public init(directories: [String] = []) {
        self.directories = directories
    }

    /// The built-in rules plus those in the folders; a broken file is an error with its position.
    /// `forChecking` leaves out the built-in rules' documentation, which only explanations, listings and SARIF show.
    public func load(forChecking: Bool = false) throws -> [RuleDefinition] {
        try load(forChecking: forChecking) { _, _ in }
    }

    /// `load`, telling `reading` each rule file's path and bytes as it reads them.
    func load(forChecking: Bool, reading: (String, [UInt8]) -> Void) throws -> [RuleDefinition] {
        var rules = try (forChecking ? RuleCatalog.builtinForChecking : RuleCatalog.builtin).get()
        for directory in directories {
            rules = try RuleCatalog.merge(rules, adding: try Self.loadDirectory(directory, reading: reading))
        }
        return rules
    }

    /// The rule files (`<id>.yaml` or `<id>.yml`) of one folder, sorted.
    public static func ruleFiles(in directory: String) throws -> [String] {
        guard FileSystem.isDirectory(directory) else {
            throw IOFailure(description: "a rules directory must be a folder, but '\(directory)' is not one")
        }
        return try FileSystem.entries(of: directory).filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }
            .map { directory.hasSuffix("/") ? directory + $0 : "\(directory)/\($0)" }
    }

    /// Reads one rule file; its id must match the file name.
    public static func loadRule(_ path: String) throws -> RuleDefinition {
        try loadRule(path, bytes: try FileSystem.read(path, limit: ParseLimits.default.maxFileSize))
    }

    /// One rule file from the bytes read from `path`.
    private static func loadRule(_ path: String, bytes: [UInt8]) throws -> RuleDefinition {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let stem = String(name.prefix(upTo: name.lastIndex(of: ".") ?? name.endIndex))
        return try RuleLoader.load(text: String(decoding: bytes, as: UTF8.self), file: path, expectedID: stem)
    }

    /// The rules of one folder.
    public static func loadDirectory(_ directory: String) throws -> [RuleDefinition] {
        try loadDirectory(directory) { _, _ in }
    }

    /// `loadDirectory`, telling `reading` each rule file's path and bytes as it reads them.
    static func loadDirectory(_ directory: String, reading: (String, [UInt8]) -> Void) throws -> [RuleDefinition] {
        try ruleFiles(in: directory).map { file in
            let bytes = try FileSystem.read(file, limit: ParseLimits.default.maxFileSize)
            reading(file, bytes)
            return try loadRule(file, bytes: bytes)
        }
    }
}
