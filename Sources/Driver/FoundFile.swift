import Platform

/// A file a command found to read: named on the command line, or met while walking a folder.
struct FoundFile: Sendable {
    /// Where to open it, as the file system spells it.
    let location: FilePath
    /// The path the draft's comments print: relative to the folder when scan walks one folder.
    let displayPath: String
    /// Named on the command line: read as given (a pipe too), and a failure to read it stops the run.
    /// A file found in a folder is read only if it is a regular file, and is left out, with a remark, if
    /// it cannot be read.
    let isNamed: Bool

    /// The path as reached from the working directory, as findings and remarks name it.
    var path: String { location.description }

    static func named(_ path: String) -> FoundFile {
        FoundFile(location: FilePath(path), displayPath: path, isNamed: true)
    }

    /// The file's bytes, up to one past `limit`, or why a file found in a folder cannot be read.
    func read(limit: Int) throws -> Result<[UInt8], UnreadableFile> {
        if isNamed { return .success(try FileSystem.read(path, limit: limit)) }
        do {
            return .success(try FileSystem.readRegularFile(location, limit: limit))
        } catch {
            return .failure(error)
        }
    }

    /// The line for standard error about a file left out, from `command` (`navlint scan`).
    static func skipped(_ path: String, reason: String, by command: String) -> String {
        "\(command): skipped '\(path)': \(reason)"
    }

    /// The line for standard error about a name that is not UTF-8, nil for one that is: findings and
    /// the draft show it with U+FFFD, which no editor can open.
    func nameRemark(by command: String) -> String? {
        location.isUTF8 ? nil : "\(command): '\(path)': its name is not valid UTF-8; it is read, and shown with U+FFFD where its bytes are not UTF-8"
    }
}
