import ArgumentParser
import Rules

/// `--rules DIR`: where users' own rules live, shared by every command that needs the rule set.
struct RuleOptions: ParsableArguments {
    @Option(name: .customLong("rules"), help: ArgumentHelp("A directory of custom rule files (<id>.yaml); repeatable.", valueName: "dir"))
    var directories: [String] = []

    /// The built-in rules plus those in `--rules` directories; a broken file is an error with its position.
    func load() throws -> [RuleDefinition] {
        var rules = try RuleCatalog.builtin.get()
        for directory in directories {
            rules = try RuleCatalog.merge(rules, adding: try Self.loadDirectory(directory))
        }
        return rules
    }

    /// The rule files (`<id>.yaml`) of one folder.
    static func loadDirectory(_ directory: String) throws -> [RuleDefinition] {
        guard FileSystem.isDirectory(directory) else {
            throw IOFailure(description: "a rules directory must be a folder, but '\(directory)' is not one")
        }
        var loaded: [RuleDefinition] = []
        for name in try FileSystem.entries(of: directory) where name.hasSuffix(".yaml") || name.hasSuffix(".yml") {
            let path = directory.hasSuffix("/") ? directory + name : "\(directory)/\(name)"
            let bytes = try FileSystem.read(path, limit: ParseLimits.default.maxFileSize)
            let stem = String(name.prefix(upTo: name.lastIndex(of: ".") ?? name.endIndex))
            loaded.append(try RuleLoader.load(text: String(decoding: bytes, as: UTF8.self), file: path, expectedID: stem))
        }
        return loaded
    }
}
