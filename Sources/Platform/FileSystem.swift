/// A failure to read or write a file, reported with exit code 2.
public struct IOFailure: Error, CustomStringConvertible, Sendable {
    public let description: String

    public init(description: String) {
        self.description = description
    }
}

/// The process's standard streams.
public enum StandardStream: Sendable {
    case input
    case output
    case error

    var descriptor: Int32 {
        switch self {
        case .input: SystemCalls.standardInput
        case .output: SystemCalls.standardOutput
        case .error: SystemCalls.standardError
        }
    }
}

/// Plain POSIX file access: navlint needs no Foundation, which keeps start-up short in commit hooks.
public enum FileSystem {
    /// The text of the last failed call's `errno`.
    public static func errnoText() -> String {
        SystemCalls.errorText()
    }

    public static func isDirectory(_ path: String) -> Bool {
        SystemCalls.status(ofPath: path)?.isDirectory ?? false
    }

    public static func exists(_ path: String) -> Bool {
        SystemCalls.status(ofPath: path) != nil
    }

    /// Reads a whole file, refusing one larger than `limit` bytes before reading it all.
    public static func read(_ path: String, limit: Int) throws -> [UInt8] {
        let descriptor = SystemCalls.openForReading(path)
        guard descriptor >= 0 else { throw IOFailure(description: "cannot read '\(path)': \(errnoText())") }
        defer { SystemCalls.closeDescriptor(descriptor) }
        guard let status = SystemCalls.status(ofDescriptor: descriptor) else {
            throw IOFailure(description: "cannot read '\(path)': \(errnoText())")
        }
        if status.isDirectory {
            throw IOFailure(description: "cannot read '\(path)': it is a directory")
        }
        return try readAll(descriptor, name: path, limit: limit)
    }

    /// Reads a standard stream to its end; stops one byte past `limit` so the caller can report the size limit.
    public static func readAll(_ stream: StandardStream, name: String, limit: Int) throws -> [UInt8] {
        try readAll(stream.descriptor, name: name, limit: limit)
    }

    private static func readAll(_ descriptor: Int32, name: String, limit: Int) throws -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count <= limit {
            let count = chunk.withUnsafeMutableBytes { SystemCalls.readBytes(descriptor, into: $0) }
            if count < 0 {
                if SystemCalls.errorNumber == SystemCalls.interrupted { continue }
                throw IOFailure(description: "cannot read '\(name)': \(errnoText())")
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    public static func currentDirectory() -> String {
        SystemCalls.workingDirectory() ?? "."
    }

    /// An absolute path with `.` and `..` folded away, without touching the disk.
    public static func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : currentDirectory() + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/") {
            if part == "." || part.isEmpty { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    public static func parent(_ path: String) -> String? {
        guard path != "/", let slash = path.lastIndex(of: "/") else { return nil }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// A command's main output: into `path` atomically when one is given (`--output`), else to standard output.
    public static func emit(_ text: String, to path: String?) throws {
        if let path {
            try writeAtomically(text, to: path)
        } else {
            try write(text, to: .output)
        }
    }

    /// Writes a file so that readers see the old content or the new, never half of it:
    /// the text goes to a temporary file in the same folder, which is then renamed over the target.
    public static func writeAtomically(_ text: String, to path: String) throws {
        let temporary = "\(path).navlint-\(SystemCalls.processIdentifier()).tmp"
        let descriptor = SystemCalls.createForWriting(temporary)
        guard descriptor >= 0 else { throw IOFailure(description: "cannot write '\(path)': \(errnoText())") }
        do {
            try write(text, to: descriptor, name: "'\(path)'")
            guard SystemCalls.synchronize(descriptor) else { throw IOFailure(description: "cannot write '\(path)': \(errnoText())") }
        } catch {
            SystemCalls.closeDescriptor(descriptor)
            SystemCalls.removeFile(temporary)
            throw error
        }
        SystemCalls.closeDescriptor(descriptor)
        guard SystemCalls.renameFile(temporary, to: path) else {
            let reason = errnoText()
            SystemCalls.removeFile(temporary)
            throw IOFailure(description: "cannot write '\(path)': \(reason)")
        }
    }

    /// Names of the entries of a directory, sorted, without `.` and `..`.
    public static func entries(of directory: String) throws -> [String] {
        guard let names = SystemCalls.directoryEntries(directory) else {
            throw IOFailure(description: "cannot list '\(directory)': \(errnoText())")
        }
        return names.filter { $0 != "." && $0 != ".." }.sorted()
    }

    /// Writes all of `text` to a standard stream, reporting a full disk or a closed stream instead of dying
    /// on SIGPIPE. A pipe whose reader has gone (`navlint rules | head -1`) ends the output quietly: the
    /// reader has all it wanted, and the command still exits with its own status.
    public static func write(_ text: String, to stream: StandardStream) throws {
        try write(text, to: stream.descriptor, name: "the output", quietWhenPipeCloses: true)
    }

    private static func write(_ text: String, to descriptor: Int32, name: String, quietWhenPipeCloses: Bool = false) throws {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                SystemCalls.writeBytes(descriptor, from: UnsafeRawBufferPointer(rebasing: buffer[offset...]))
            }
            if written < 0 {
                if SystemCalls.errorNumber == SystemCalls.interrupted { continue }
                if quietWhenPipeCloses, SystemCalls.errorNumber == SystemCalls.brokenPipe { return }
                throw IOFailure(description: "cannot write \(name): \(errnoText())")
            }
            offset += written
        }
    }
}

/// Walks a folder tree for the commands that take folders (`check`, `scan`), in a stable order.
public enum FolderWalk {
    /// Every file below `directory` whose name `keeping` accepts, with its path relative to `directory`.
    /// Folders whose names `entering` refuses are not walked. A folder reached a second time (a symbolic
    /// link back up the tree) is not walked again: two such links would otherwise make the walk endless.
    public static func files(in directory: String, entering: (String) -> Bool, keeping: (String) -> Bool) throws -> [(path: String, relative: String)] {
        var result: [(path: String, relative: String)] = []
        var visited: Set<[UInt64]> = []
        try walk(directory, relative: "", entering: entering, keeping: keeping, into: &result, visited: &visited)
        return result
    }

    private static func walk(
        _ directory: String, relative: String, entering: (String) -> Bool, keeping: (String) -> Bool,
        into result: inout [(path: String, relative: String)], visited: inout Set<[UInt64]>
    ) throws {
        guard let status = SystemCalls.status(ofPath: directory) else { return }
        guard visited.insert([status.device, status.inode]).inserted else { return }
        for name in try FileSystem.entries(of: directory) {
            let path = directory == "." ? name : (directory.hasSuffix("/") ? directory + name : "\(directory)/\(name)")
            if FileSystem.isDirectory(path) {
                if entering(name) {
                    try walk(path, relative: relative + name + "/", entering: entering, keeping: keeping, into: &result, visited: &visited)
                }
            } else if keeping(name) {
                result.append((path, relative + name))
            }
        }
    }
}

/// The running process: its environment, terminal and exit.
public enum ProcessContext {
    /// The value of an environment variable, or nil when it is not set.
    public static func environment(_ name: String) -> String? {
        SystemCalls.environmentValue(name)
    }

    public static func isTerminal(_ stream: StandardStream) -> Bool {
        SystemCalls.isTerminal(stream.descriptor)
    }

    /// A closed pipe (`navlint check | head`) then fails a write with an error instead of killing the process.
    public static func ignoreBrokenPipes() {
        SystemCalls.ignoreBrokenPipes()
    }

    public static func exit(_ status: Int32) -> Never {
        SystemCalls.terminate(status)
    }
}
