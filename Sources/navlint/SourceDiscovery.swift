import Scan
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the files `navlint scan` reads: Swift and Objective-C sources, Package.swift, project.pbxproj
/// and .xcconfig files, under the given folders.
enum SourceDiscovery {
    /// Folders of third-party code and build output, skipped while walking (a folder named on the
    /// command line is always read). Hidden folders (`.git`, `.build`, `.swiftpm`) are skipped too.
    static let skippedFolders: Set<String> = ["Pods", "Carthage", "DerivedData", "node_modules", "SourcePackages"]

    /// One file to scan: where to read it, and the path to print in the draft's comments.
    struct Found {
        let path: String
        let displayPath: String
    }

    /// The files under each path, in a stable order. Paths printed in the draft are relative to the
    /// folder when one folder is given, and as walked when several are.
    static func files(for paths: [String]) throws -> [Found] {
        var result: [Found] = []
        let relativeToFolder = paths.count == 1
        for path in paths {
            guard FileSystem.exists(path) else { throw IOFailure(description: "cannot read '\(path)': \(FileSystem.errnoText())") }
            if FileSystem.isDirectory(path) {
                var visited: Set<[UInt64]> = []
                try walk(path, prefix: relativeToFolder ? "" : folderPrefix(path), into: &result, visited: &visited)
            } else {
                result.append(Found(path: path, displayPath: path))
            }
        }
        return result
    }

    private static func folderPrefix(_ path: String) -> String {
        if path == "." || path == "./" { return "" }
        return path.hasSuffix("/") ? path : path + "/"
    }

    private static func walk(_ directory: String, prefix: String, into result: inout [Found], visited: inout Set<[UInt64]>) throws {
        // A symbolic link back up the tree would otherwise be walked forever.
        var info = stat()
        guard stat(directory, &info) == 0 else { return }
        let identity = [UInt64(info.st_dev), UInt64(info.st_ino)]
        guard !visited.contains(identity) else { return }
        visited.insert(identity)
        for name in try FileSystem.entries(of: directory) {
            let path = directory.hasSuffix("/") ? directory + name : "\(directory)/\(name)"
            if FileSystem.isDirectory(path) {
                if name.hasPrefix(".") || skippedFolders.contains(name) { continue }
                try walk(path, prefix: prefix + name + "/", into: &result, visited: &visited)
            } else if SourceFile.isScannable(name: name) {
                result.append(Found(path: path, displayPath: prefix + name))
            }
        }
    }
}
