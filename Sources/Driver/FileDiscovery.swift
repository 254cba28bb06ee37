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

    /// The files to lint for the given paths, in a stable order.
    public static func files(for paths: [String]) throws -> [String] {
        var result: [String] = []
        for path in paths {
            if FileSystem.isDirectory(path) {
                result += try FolderWalk.files(in: path, entering: { !$0.hasPrefix(".") && $0 != "node_modules" }, keeping: isAppDescription).map(\.path)
            } else {
                result.append(path)
            }
        }
        return result
    }
}
