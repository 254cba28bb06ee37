import Foundation
import PackagePlugin

/// Embeds the built-in rules of `rules.d` into the Rules target as a step of every build, so that no
/// generated copy lives in git and a plain `swift build` never ships a stale rule.
///
/// It is a build command (a prebuild command cannot use a tool built from source): SwiftPM reruns it
/// whenever one of its input files, the rule files, changes, and the Rules target compiles its output.
/// The file list itself is fixed when SwiftPM plans the build. SwiftPM plans again only when Package.swift,
/// Package.resolved or the file structure of a target's folder changes; `rules.d` is in none of those
/// folders, so this plugin's folder holds a link to it (`rules.d`, excluded from the plugin's sources in
/// Package.swift), which puts the rule files' names into that check: adding, removing or renaming a
/// rule file plans the build again and so reaches this list.
@main
struct EmbedRulesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let folder = context.package.directoryURL.appendingPathComponent("rules.d")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "yaml" && !$0.lastPathComponent.hasPrefix(".") }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        // The plugin work directory is the one place a build command may write (macOS runs it sandboxed).
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("BuiltinRuleFiles.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(files.count) rules from rules.d into \(target.name)",
                executable: try context.tool(named: "EmbedRules").url,
                arguments: [output.path] + files.map(\.path),
                inputFiles: files,
                outputFiles: [output]
            ),
        ]
    }
}
