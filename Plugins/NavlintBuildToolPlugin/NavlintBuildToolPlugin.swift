import Foundation
import PackagePlugin

/// Lints a target's Swift and Objective-C sources and its app descriptions (`navlint lint FILE...`) as a
/// step of every `swift build` or Xcode build, so that findings appear as warnings and errors on the lines
/// of code and of YAML, and an error fails the build.
///
/// It is a build command, not a prebuild command: SwiftPM refuses prebuild commands whose tool is built
/// from source, as navlint is here. A build command runs only when one of its outputs is needed, so
/// navlint writes a one-line stamp (`--stamp`) that the target compiles; the step then reruns whenever the
/// target's code, a description or their configuration changes, and is skipped otherwise.
@main
struct NavlintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        // Only source modules have files; the target's own file list respects `exclude:` in the manifest.
        guard let module = target.sourceModule else { return [] }
        let files = module.sourceFiles.map(\.url)
        return try NavlintStep.commands(
            targetName: target.name,
            descriptions: files.filter(NavlintStep.isAppDescription),
            code: files.filter(NavlintStep.isCode),
            // Where scan finds the deployment target (`platforms`).
            manifest: context.package.directoryURL.appendingPathComponent("Package.swift"),
            compilesSwift: files.contains { $0.pathExtension == "swift" },
            tool: context.tool(named: "navlint").url,
            workDirectory: context.pluginWorkDirectoryURL
        )
    }
}

/// The build step both entry points (SwiftPM packages and Xcode projects) make.
enum NavlintStep {
    /// The naming convention `navlint check` searches folders by; hidden files are configurations.
    static func isAppDescription(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        guard !name.hasPrefix(".") else { return false }
        return name == "navlint.yaml" || name == "navlint.yml" || name.hasSuffix(".navlint.yaml") || name.hasSuffix(".navlint.yml")
    }

    /// The files `navlint scan` reads as code.
    static func isCode(_ url: URL) -> Bool {
        ["swift", "m", "mm", "h"].contains(url.pathExtension)
    }

    /// One `navlint lint` over all of a target's code and descriptions; nothing for a target with neither.
    static func commands(
        targetName: String, descriptions: [URL], code: [URL], manifest: URL? = nil, compilesSwift: Bool, tool: URL, workDirectory: URL
    ) throws -> [Command] {
        guard !descriptions.isEmpty || !code.isEmpty else { return [] }
        // The files are named one by one, so findings carry their absolute paths, which Xcode and SwiftPM
        // need to point at the line (a scanned folder would give paths relative to it).
        // The manifest comes after the code: navlint looks up the code's configuration from the first
        // source file's folder (and each description's from its own).
        let byPath: ([URL]) -> [URL] = { $0.sorted { $0.path < $1.path } }
        let sorted = byPath(code) + (code.isEmpty ? [] : manifest.map { [$0] } ?? []) + byPath(descriptions)
        // The stamp is compiled into the target, so it must be a source of the target's language;
        // a comment is valid in both. Its name is unlikely to clash with a source file of the target.
        let stamp = workDirectory.appendingPathComponent("navlint-check-stamp." + (compilesSwift ? "swift" : "c"))
        let arguments = ["lint",
            // Xcode and SwiftPM show `file:line:col: warning: …` lines; pin the form even on GitHub
            // Actions (where the default is ::warning) and whatever the terminal is.
            "--format", "text", "--no-snippet", "--color", "never",
            "--stamp", stamp.path,
            // The build's sandbox lets the step write in its work folder only, so the cache is kept there.
            "--cache-path", workDirectory.appendingPathComponent("navlint-cache").path,
        ] + sorted.map(\.path)
        return [
            .buildCommand(
                displayName: "navlint \(targetName)",
                executable: tool,
                arguments: arguments,
                // A changed configuration changes the findings too, so it reruns the step.
                inputFiles: sorted + configurations(for: sorted),
                outputFiles: [stamp]
            ),
        ]
    }

    /// The `.navlint.yml` (or `.navlint.yaml`) files navlint reads for these descriptions: for each, the
    /// nearest one from its folder up to the repository root, as navlint looks them up.
    static func configurations(for descriptions: [URL]) -> [URL] {
        var found: Set<URL> = []
        var seenFolders: Set<String> = []
        for description in descriptions {
            var folder = description.deletingLastPathComponent().standardizedFileURL
            while seenFolders.insert(folder.path).inserted {
                if let configuration = [".navlint.yml", ".navlint.yaml"]
                    .map({ folder.appendingPathComponent($0) })
                    .first(where: { FileManager.default.fileExists(atPath: $0.path) }) {
                    found.insert(configuration)
                    break
                }
                let parent = folder.deletingLastPathComponent()
                if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) || parent.path == folder.path {
                    break
                }
                folder = parent
            }
        }
        return found.sorted { $0.path < $1.path }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

// An Xcode project (not a package) gives a target's files rather than a folder: the descriptions checked
// are the files of the target named like them, so navlint.yaml must be a member of the target.
// XcodeProjectPlugin exists only in Xcode: this part is not compiled on Linux and was not built here.
extension NavlintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url)
        return try NavlintStep.commands(
            targetName: target.displayName,
            descriptions: files.filter(NavlintStep.isAppDescription),
            code: files.filter(NavlintStep.isCode),
            compilesSwift: files.contains { $0.pathExtension == "swift" },
            tool: context.tool(named: "navlint").url,
            workDirectory: context.pluginWorkDirectoryURL
        )
    }
}
#endif
