#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A failure to read or write a file, reported with exit code 2.
struct IOFailure: Error, CustomStringConvertible {
    let description: String
}

/// Plain POSIX file access: the CLI needs no Foundation, which keeps start-up short in commit hooks.
enum FileSystem {
    static func errnoText() -> String {
        String(cString: strerror(errno))
    }

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Reads a whole file, refusing one larger than `limit` bytes before reading it all.
    static func read(_ path: String, limit: Int) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw IOFailure(description: "cannot read '\(path)': \(errnoText())") }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw IOFailure(description: "cannot read '\(path)': \(errnoText())") }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            throw IOFailure(description: "cannot read '\(path)': it is a directory")
        }
        return try readAll(descriptor, name: path, limit: limit)
    }

    /// Reads until end of file; stops one byte past `limit` so the caller can report the size limit.
    static func readAll(_ descriptor: Int32, name: String, limit: Int) throws -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count <= limit {
            let count = chunk.withUnsafeMutableBytes { buffer in
                Glibc.read(descriptor, buffer.baseAddress, buffer.count)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw IOFailure(description: "cannot read '\(name)': \(errnoText())")
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// An absolute path with `.` and `..` folded away, without touching the disk.
    static func absolute(_ path: String) -> String {
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

    static func parent(_ path: String) -> String? {
        guard path != "/", let slash = path.lastIndex(of: "/") else { return nil }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// A command's main output: into `path` atomically when one is given (`--output`), else to standard output.
    static func emit(_ text: String, to path: String?) throws {
        if let path {
            try writeAtomically(text, to: path)
        } else {
            try write(text, to: STDOUT_FILENO)
        }
    }

    /// Writes a file so that readers see the old content or the new, never half of it:
    /// the text goes to a temporary file in the same folder, which is then renamed over the target.
    static func writeAtomically(_ text: String, to path: String) throws {
        let temporary = "\(path).navlint-\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw IOFailure(description: "cannot write '\(path)': \(errnoText())") }
        do {
            try write(text, to: descriptor, name: path)
            guard fsync(descriptor) == 0 else { throw IOFailure(description: "cannot write '\(path)': \(errnoText())") }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        close(descriptor)
        guard rename(temporary, path) == 0 else {
            let reason = errnoText()
            unlink(temporary)
            throw IOFailure(description: "cannot write '\(path)': \(reason)")
        }
    }

    /// Names of the entries of a directory, sorted, without `.` and `..`.
    static func entries(of directory: String) throws -> [String] {
        guard let handle = opendir(directory) else {
            throw IOFailure(description: "cannot list '\(directory)': \(errnoText())")
        }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// Writes all of `text` to a descriptor, reporting a closed pipe or full disk instead of dying on SIGPIPE.
    static func write(_ text: String, to descriptor: Int32, name: String = "the output") throws {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw IOFailure(description: "cannot write \(name == "the output" ? name : "'\(name)'"): \(errnoText())")
            }
            offset += written
        }
    }
}

/// Finds app descriptions: named files as given, directories searched by the naming convention.
enum FileDiscovery {
    /// The naming convention; hidden files are skipped, so `.navlint.yaml` stays a configuration file.
    static func isAppDescription(_ name: String) -> Bool {
        guard !name.hasPrefix(".") else { return false }
        return name == "navlint.yaml" || name == "navlint.yml" || name.hasSuffix(".navlint.yaml") || name.hasSuffix(".navlint.yml")
    }

    /// The files to lint for the given paths, in a stable order.
    static func files(for paths: [String]) throws -> [String] {
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

/// Walks a folder tree for the commands that take folders (`check`, `scan`), in a stable order.
enum FolderWalk {
    /// Every file below `directory` whose name `keeping` accepts, with its path relative to `directory`.
    /// Folders whose names `entering` refuses are not walked. A folder reached a second time (a symbolic
    /// link back up the tree) is not walked again: two such links would otherwise make the walk endless.
    static func files(in directory: String, entering: (String) -> Bool, keeping: (String) -> Bool) throws -> [(path: String, relative: String)] {
        var result: [(path: String, relative: String)] = []
        var visited: Set<[UInt64]> = []
        try walk(directory, relative: "", entering: entering, keeping: keeping, into: &result, visited: &visited)
        return result
    }

    private static func walk(
        _ directory: String, relative: String, entering: (String) -> Bool, keeping: (String) -> Bool,
        into result: inout [(path: String, relative: String)], visited: inout Set<[UInt64]>
    ) throws {
        var info = stat()
        guard stat(directory, &info) == 0 else { return }
        guard visited.insert([UInt64(info.st_dev), UInt64(info.st_ino)]).inserted else { return }
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
