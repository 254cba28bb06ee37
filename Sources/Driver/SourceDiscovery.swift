import Platform
import Rules
import Scan

/// Finds the files `navlint scan` reads: Swift and Objective-C sources, Package.swift, project.pbxproj
/// and .xcconfig files, storyboards and XIBs, and Info.plist files, under the given folders, but not test code
/// unless asked.
public enum SourceDiscovery {
    /// Folders of third-party code and build output, skipped while walking (a folder named on the
    /// command line is always read). Hidden folders (`.git`, `.build`, `.swiftpm`) are skipped too.
    static let skippedFolders: Set<String> = ["Pods", "Carthage", "DerivedData", "node_modules", "SourcePackages"]

    /// True for test code, which a scan leaves out unless asked: a folder or a file whose name (without
    /// its extension) ends in `Tests`, as Xcode and SwiftPM name test targets (`AppTests/`, `AppUITests/`,
    /// `Tests/`, `LoginTests.swift`, `LoginTests.m`), or a folder named `__tests__`, as some teams keep
    /// unit tests and their mocks beside the code they test.
    static func isTestCode(_ name: String) -> Bool {
        if name == "__tests__" { return true }
        let stem = name.split(separator: ".", omittingEmptySubsequences: false).first.map(String.init) ?? name
        return stem.hasSuffix("Tests")
    }

    /// The files under each path, in a stable order, and those left out because they cannot be read (a
    /// symbolic link to nothing or in a loop, a FIFO, socket or device named like a source, a folder that
    /// cannot be listed). Paths printed in the draft are relative to the folder when one folder is given,
    /// and as walked when several are. `excluding` (`--exclude`) drops files whose path relative to the
    /// folder walked, or as given, matches one of the patterns (`*` within a folder, `**` across folders;
    /// `Legacy/**`, `**/Generated/*`). Test code (`isTestCode`) met while walking is left out unless
    /// `includingTests`; a folder or file named on the command line is always read.
    static func files(for paths: [String], excluding: [Glob] = [], includingTests: Bool = false) throws -> (files: [FoundFile], skipped: [SkippedFile]) {
        func kept(_ relative: String) -> Bool { !excluding.contains { $0.matches(relative) } }
        var files: [FoundFile] = []
        var skipped: [SkippedFile] = []
        let relativeToFolder = paths.count == 1
        for path in paths {
            guard FileSystem.exists(path) else { throw IOFailure(description: "cannot read '\(path)': \(FileSystem.errnoText())") }
            if FileSystem.isDirectory(path) {
                let prefix = relativeToFolder ? "" : folderPrefix(path)
                let walked = try FolderWalk.files(
                    in: path, entering: { !$0.hasPrefix(".") && !skippedFolders.contains($0) && (includingTests || !isTestCode($0)) },
                    keeping: { SourceFile.isScannable(name: $0) && (includingTests || !isTestCode($0)) })
                let found = walked.files.filter { kept($0.relative) }.map { FoundFile(location: $0.location, displayPath: prefix + $0.relative, isNamed: false) }
                files += found
                skipped += walked.skipped.filter { kept($0.relative) }
                // A folder of the app's sources without its project (`navlint scan App` beside App.xcodeproj):
                // the project above it still says which SDK and iOS version the app is built for.
                if !found.contains(where: { isProjectOrManifest($0.displayPath) }) {
                    files += projectsAbove(path, prefix: prefix)
                }
            } else if kept(path) {
                files.append(.named(path))
            }
        }
        return (files, skipped)
    }

    /// How many folders up `projectsAbove` looks, at most.
    static let projectSearchDepth = 3

    private static func isProjectOrManifest(_ path: String) -> Bool {
        path.hasSuffix("project.pbxproj") || path == "Package.swift" || path.hasSuffix("/Package.swift")
    }

    /// The `project.pbxproj` of each `.xcodeproj` in the nearest folder above `folder` that holds one,
    /// looking at most `projectSearchDepth` folders up and not past the top of a git repository (a folder
    /// holding `.git`). Named from the scanned folder (`../App.xcodeproj/project.pbxproj`); a folder that
    /// cannot be listed is passed over.
    private static func projectsAbove(_ folder: String, prefix: String) -> [FoundFile] {
        var current = FileSystem.absolute(folder)
        var up = ""
        for _ in 0..<projectSearchDepth {
            if FileSystem.exists(current + "/.git") { return [] }
            guard let parent = FileSystem.parent(current), parent != current else { return [] }
            current = parent
            up += "../"
            let base = current == "/" ? "" : current
            let projects = ((try? FileSystem.entries(of: current)) ?? []).filter { $0.hasSuffix(".xcodeproj") }.compactMap { name -> FoundFile? in
                let location = base + "/" + name + "/project.pbxproj"
                guard FileSystem.exists(location), !FileSystem.isDirectory(location) else { return nil }
                return FoundFile(location: FilePath(location), displayPath: prefix + up + name + "/project.pbxproj", isNamed: false)
            }
            if !projects.isEmpty { return projects }
        }
        return []
    }

    private static func folderPrefix(_ path: String) -> String {
        if path == "." || path == "./" { return "" }
        return path.hasSuffix("/") ? path : path + "/"
    }
}
