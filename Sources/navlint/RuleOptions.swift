import ArgumentParser
import Platform
import Rules

/// `--rules DIR`: where users' own rules live, shared by every command that needs the rule set.
struct RuleOptions: ParsableArguments {
    @Option(name: .customLong("rules"), help: ArgumentHelp("A directory of custom rule files (<id>.yaml); repeatable.", valueName: "dir"))
    var directories: [String] = []

    /// The built-in rules plus those in `--rules` directories; a broken file is an error with its position.
    /// `forChecking` leaves out the built-in rules' documentation, which only explanations, listings and SARIF show.
    func load(forChecking: Bool = false) throws -> [RuleDefinition] {
        var rules = try (forChecking ? RuleCatalog.builtinForChecking : RuleCatalog.builtin).get()
        for directory in directories {
            rules = try RuleCatalog.merge(rules, adding: try Self.loadDirectory(directory))
        }
        return rules
    }

    /// The rule files (`<id>.yaml` or `<id>.yml`) of one folder, sorted.
    static func ruleFiles(in directory: String) throws -> [String] {
        guard FileSystem.isDirectory(directory) else {
            throw IOFailure(description: "a rules directory must be a folder, but '\(directory)' is not one")
        }
        return try FileSystem.entries(of: directory).filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }
            .map { directory.hasSuffix("/") ? directory + $0 : "\(directory)/\($0)" }
    }

    /// Reads one rule file; its id must match the file name.
    static func loadRule(_ path: String) throws -> RuleDefinition {
        let bytes = try FileSystem.read(path, limit: ParseLimits.default.maxFileSize)
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let stem = String(name.prefix(upTo: name.lastIndex(of: ".") ?? name.endIndex))
        return try RuleLoader.load(text: String(decoding: bytes, as: UTF8.self), file: path, expectedID: stem)
    }

    /// The rules of one folder.
    static func loadDirectory(_ directory: String) throws -> [RuleDefinition] {
        try ruleFiles(in: directory).map(loadRule)
    }
}
