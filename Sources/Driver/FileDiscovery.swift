import Platform
import Format
import Rules

/// Finds app descriptions: named files as given, directories searched by the naming convention.
public enum FileDiscovery {
    /// The naming convention; hidden files are skipped, so `.navlint.yaml` stays a configuration file.
    public static func isAppDescription(_ name: String) -> Bool {
        guard !name.hasPrefix(".") else { return false }
        return name == "navlint.yaml" || name == "navlint.yml" || name.hasSuffix(".navlint.yaml") || name.hasSuffix(".navlint.yml")
    }

    /// The files to lint for the given paths, in a stable order, and the files found in folders that
    /// cannot be read (a symbolic link to nothing or in a loop, a FIFO, socket or device named like a
    /// description, a folder that cannot be listed).
    static func files(for paths: [String]) throws -> (files: [FoundFile], skipped: [SkippedFile]) {
        var files: [FoundFile] = []
        var skipped: [SkippedFile] = []
        for path in paths {
            if FileSystem.isDirectory(path) {
                let walked = try FolderWalk.files(in: path, entering: { !$0.hasPrefix(".") && $0 != "node_modules" }, keeping: isAppDescription)
                files += walked.files.map { FoundFile(location: $0.location, displayPath: $0.path, isNamed: false) }
                skipped += walked.skipped
            } else {
                files.append(.named(path))
            }
        }
        return (files, skipped)
    }
}
