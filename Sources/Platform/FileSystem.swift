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

/// What a path is on disk.
public enum FileKind: Sendable, Equatable {
    case regular
    case directory
    case symbolicLink
    case fifo
    case socket
    /// A character or block device (`/dev/null`, a disk).
    case device
    case other

    /// The kind with its article, for messages: "a FIFO".
    var noun: String {
        switch self {
        case .regular: "a regular file"
        case .directory: "a folder"
        case .symbolicLink: "a symbolic link"
        case .fifo: "a FIFO"
        case .socket: "a socket"
        case .device: "a device"
        case .other: "neither a file nor a folder"
        }
    }
}

/// A path as the file system spells it. On Linux a name is any bytes but `/` and NUL, not always UTF-8:
/// a file found while walking a folder is opened by its own bytes, and shown with U+FFFD where they are
/// not UTF-8.
public struct FilePath: Sendable, Hashable, CustomStringConvertible {
    public let bytes: [UInt8]

    public init(_ path: String) {
        bytes = Array(path.utf8)
    }

    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The path for messages.
    public var description: String { String(decoding: bytes, as: UTF8.self) }

    /// False when some bytes are not UTF-8, so that `description` does not spell the path.
    public var isUTF8: Bool { String(validating: bytes, as: UTF8.self) != nil }

    /// The path of an entry of this folder (`.` is left out, as a walk from `.` names its files).
    func appending(_ name: [UInt8]) -> FilePath {
        if bytes == [UInt8(ascii: ".")] { return FilePath(bytes: name) }
        if bytes.last == UInt8(ascii: "/") { return FilePath(bytes: bytes + name) }
        return FilePath(bytes: bytes + [UInt8(ascii: "/")] + name)
    }
}

/// Why a file met while walking a folder is not read: what it is, or what the system said.
public struct UnreadableFile: Error, Sendable, Equatable {
    /// "it is a FIFO, not a regular file", "Permission denied".
    public let reason: String
}

/// Something a folder walk found and left out, with the reason: a symbolic link to nothing or in a loop,
/// a FIFO, socket or device named like a file the walk keeps, a folder it may not list.
public struct SkippedFile: Sendable, Equatable {
    /// The path as the walk reached it, as findings name their files.
    public let path: String
    /// The path relative to the folder walked, as `--exclude` patterns match it.
    public let relative: String
    public let reason: String
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

    /// Reads a file found while walking a folder, which must be a regular file: it is opened without
    /// waiting and checked once open, so that a FIFO put in its place cannot stop the read. Stops one byte
    /// past `limit`, as `read` does.
    public static func readRegularFile(_ location: FilePath, limit: Int) throws(UnreadableFile) -> [UInt8] {
        let descriptor = SystemCalls.openForReadingWithoutWaiting(location.bytes)
        guard descriptor >= 0 else { throw UnreadableFile(reason: whyUnreadable(location, error: SystemCalls.errorNumber)) }
        defer { SystemCalls.closeDescriptor(descriptor) }
        guard let status = SystemCalls.status(ofDescriptor: descriptor) else { throw UnreadableFile(reason: errnoText()) }
        guard status.kind == .regular else { throw UnreadableFile(reason: "it is \(status.kind.noun), not a regular file") }
        let read = readUntilEnd(descriptor, limit: limit)
        if let error = read.error { throw UnreadableFile(reason: SystemCalls.errorText(error)) }
        return read.bytes
    }

    /// Why a path that failed to open or to `stat` with `error` cannot be read.
    static func whyUnreadable(_ location: FilePath, error: Int32) -> String {
        if error == SystemCalls.symbolicLinkLoop { return "it is a symbolic link in a loop" }
        if error == SystemCalls.nameTooLong { return "its path is longer than the system lets a program open (PATH_MAX)" }
        if error == SystemCalls.noSuchFile {
            if SystemCalls.linkStatus(ofPath: location.bytes)?.kind == .symbolicLink { return "it is a symbolic link to nothing" }
            return "it was removed after the folder was listed"
        }
        return SystemCalls.errorText(error)
    }

    /// Reads a standard stream to its end; stops one byte past `limit` so the caller can report the size limit.
    public static func readAll(_ stream: StandardStream, name: String, limit: Int) throws -> [UInt8] {
        try readAll(stream.descriptor, name: name, limit: limit)
    }

    private static func readAll(_ descriptor: Int32, name: String, limit: Int) throws -> [UInt8] {
        let read = readUntilEnd(descriptor, limit: limit)
        if let error = read.error { throw IOFailure(description: "cannot read '\(name)': \(SystemCalls.errorText(error))") }
        return read.bytes
    }

    /// The bytes up to the end, or one past `limit`, and the `errno` of a read that failed.
    private static func readUntilEnd(_ descriptor: Int32, limit: Int) -> (bytes: [UInt8], error: Int32?) {
        var bytes: [UInt8] = []
        // Read into before it is read from: an array would zero 64 KiB per file, which cost more than
        // reading a scan's small sources.
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
        defer { chunk.deallocate() }
        while bytes.count <= limit {
            let count = SystemCalls.readBytes(descriptor, into: chunk)
            if count < 0 {
                if SystemCalls.errorNumber == SystemCalls.interrupted { continue }
                return (bytes, SystemCalls.errorNumber)
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return (bytes, nil)
    }

    public static func currentDirectory() -> String {
        SystemCalls.workingDirectory() ?? "."
    }

    /// An absolute path with `.` and `..` folded away, without touching the disk.
    public static func absolute(_ path: String) -> String {
        let slash = UInt8(ascii: "/")
        let dot = UInt8(ascii: ".")
        var input = Array(path.utf8)
        if input.first != slash { input = Array(currentDirectory().utf8) + [slash] + input }
        // Folded as bytes: a scan names every file this way, and the generic split and join cost more
        // than reading the file.
        var output: [UInt8] = []
        output.reserveCapacity(input.count + 1)
        var kept: [Int] = []
        var start = 0
        while start < input.count {
            guard input[start] != slash else {
                start += 1
                continue
            }
            var end = start
            while end < input.count, input[end] != slash { end += 1 }
            let length = end - start
            if length == 2, input[start] == dot, input[start + 1] == dot {
                if let last = kept.popLast() { output.removeSubrange(last...) }
            } else if length != 1 || input[start] != dot {
                kept.append(output.count)
                output.append(slash)
                output.append(contentsOf: input[start..<end])
            }
            start = end
        }
        return output.isEmpty ? "/" : String(decoding: output, as: UTF8.self)
    }

    public static func parent(_ path: String) -> String? {
        guard path != "/", let slash = path.lastIndex(of: "/") else { return nil }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// A command's main output: into `path` atomically when one is given (`--output`), else to standard output.
    /// `inputs` are the files the command read, which the output may not replace.
    public static func emit(_ text: String, to path: String?, sparing inputs: [String] = []) throws {
        if let path {
            try writeAtomically(text, to: path, sparing: inputs)
        } else {
            try write(text, to: .output)
        }
    }

    /// Writes a file so that readers see the old content or the new, never half of it: the text goes to a
    /// new temporary file in the same folder (a random name, created exclusively and never through a link),
    /// which is then renamed over the target, keeping the target's permissions and, where the process may,
    /// its owner. Another hard link to the target keeps the old content. A character device, a FIFO or a
    /// `/dev/` name (`/dev/stdout`, `/dev/null`), directly or through a link, is written into, not replaced. A
    /// target that is one of `inputs`, a link to a file, a folder or a disk is refused (exit 2), as is one
    /// navlint cannot tell. Temporaries of earlier writes whose process is gone are removed first.
    public static func writeAtomically(_ text: String, to path: String, sparing inputs: [String] = []) throws {
        try writeAtomically(bytes: Array(text.utf8), to: path, sparing: inputs)
    }

    private static func writeAtomically(bytes: [UInt8], to path: String, sparing inputs: [String]) throws {
        let existing = SystemCalls.linkStatus(ofPath: Array(path.utf8))
        if let existing {
            // `/dev/stdout` is a stream whatever it leads to: a terminal, a pipe, or the file the shell redirected it to.
            let resolved = SystemCalls.status(ofPath: path)
            let isStream = resolved.map { ($0.kind == .device && !$0.isBlockDevice) || $0.kind == .fifo || (path.hasPrefix("/dev/") && $0.kind == .regular) } ?? false
            if isStream { return try writeInto(bytes, path: path) }
            guard existing.kind == .regular else {
                let noun = existing.isBlockDevice ? "a disk" : existing.kind == .symbolicLink ? "a symbolic link to a file" : existing.kind.noun
                throw IOFailure(description: "refusing to write '\(path)': it is \(noun), and navlint only replaces regular files")
            }
            let identities = inputs.compactMap { SystemCalls.status(ofPath: $0) }.filter { $0.kind == .regular }
            if identities.contains(where: { $0.device == existing.device && $0.inode == existing.inode }) {
                throw IOFailure(description: "refusing to write '\(path)': it is one of the files this run reads; write the output elsewhere")
            }
        }
        try replace(path, with: bytes, existing: existing, synchronizing: true)
    }

    /// Replaces a cache's file atomically, as `writeAtomically` does, but for a file only navlint reads
    /// back: nothing is written into a stream or device in its place (a cache under `/dev/shm` is a file
    /// like any other), and it is not flushed to the disk first, since a reader checks what it reads.
    public static func replaceCacheFile(_ path: String, with bytes: [UInt8]) throws {
        let existing = SystemCalls.linkStatus(ofPath: Array(path.utf8))
        if let existing, existing.kind != .regular {
            throw IOFailure(description: "refusing to write '\(path)': it is \(existing.kind.noun), and navlint only replaces regular files")
        }
        try replace(path, with: bytes, existing: existing, synchronizing: false)
    }

    /// Writes a new temporary beside `path` (a random name, created exclusively and never through a link)
    /// and renames it over `path`, after removing the temporaries of writers that died.
    private static func replace(_ path: String, with bytes: [UInt8], existing: SystemCalls.FileStatus?, synchronizing: Bool) throws {
        removeStaleTemporaries(of: path)
        var temporary = ""
        var descriptor: Int32 = -1
        for _ in 0..<8 where descriptor < 0 {
            temporary = "\(path).navlint-\(SystemCalls.processIdentifier())-\(String(UInt32.random(in: 0...UInt32.max), radix: 16)).tmp"
            descriptor = SystemCalls.createNewForWriting(temporary)
            if descriptor < 0, SystemCalls.errorNumber != SystemCalls.fileExists { break }
        }
        guard descriptor >= 0 else { throw IOFailure(description: "cannot write '\(path)': \(errnoText())") }
        if let existing { SystemCalls.copyOwnership(existing, to: descriptor) }
        do {
            try write(bytes, to: descriptor, name: "'\(path)'")
            if synchronizing, !SystemCalls.synchronize(descriptor) { throw IOFailure(description: "cannot write '\(path)': \(errnoText())") }
        } catch {
            SystemCalls.closeDescriptor(descriptor)
            SystemCalls.removeFile(temporary)
            throw error
        }
        SystemCalls.closeDescriptor(descriptor)
        // The tests kill a writer here, between writing and renaming, to show that no reader ever sees half a file.
        if let pause = SystemCalls.environmentValue("NAVLINT_TEST_PAUSE_BEFORE_RENAME_MS").flatMap({ Int($0) }) {
            SystemCalls.pause(milliseconds: pause)
        }
        guard SystemCalls.renameFile(temporary, to: path) else {
            let reason = errnoText()
            SystemCalls.removeFile(temporary)
            throw IOFailure(description: "cannot write '\(path)': \(reason)")
        }
    }

    /// Writes into a character device, a FIFO or a `/dev/` stream, at its end: there is nothing to replace.
    private static func writeInto(_ bytes: [UInt8], path: String) throws {
        let descriptor = SystemCalls.openForWritingInto(path)
        guard descriptor >= 0 else { throw IOFailure(description: "cannot write '\(path)': \(errnoText())") }
        defer { SystemCalls.closeDescriptor(descriptor) }
        try write(bytes, to: descriptor, name: "'\(path)'")
    }

    /// The temporaries `writeAtomically` leaves beside `path` when its process is killed between writing
    /// and renaming, `PATH.navlint-PID-RANDOM.tmp` (and the older `PATH.navlint-PID.tmp`), whose process no
    /// longer exists. Another process's that still runs may be writing: it is left alone, as is anything
    /// whose name only looks alike.
    static func removeStaleTemporaries(of path: String) {
        let target = Array(path.utf8)
        let slash = target.lastIndex(of: UInt8(ascii: "/"))
        let folder = slash.map { $0 == 0 ? [UInt8(ascii: "/")] : Array(target[..<$0]) } ?? [UInt8(ascii: ".")]
        let prefix = Array(target[(slash.map { $0 + 1 } ?? 0)...]) + Array(".navlint-".utf8)
        let suffix = Array(".tmp".utf8)
        guard let names = SystemCalls.directoryEntries(folder) else { return }
        for name in names where name.count > prefix.count + suffix.count && name.starts(with: prefix) && name.suffix(suffix.count).elementsEqual(suffix) {
            let middle = name[prefix.count..<(name.count - suffix.count)]
            let parts = middle.split(separator: UInt8(ascii: "-"), maxSplits: 1, omittingEmptySubsequences: false)
            guard let digits = parts.first, digits.count <= 9, !digits.isEmpty, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
                  parts.count == 1 || (parts.count == 2 && parts[1].count <= 8 && !parts[1].isEmpty && parts[1].allSatisfy(Self.isLowercaseHexDigit)),
                  let identifier = Int32(String(decoding: digits, as: UTF8.self)),
                  identifier != SystemCalls.processIdentifier(), !SystemCalls.processExists(identifier) else { continue }
            SystemCalls.removeFile(FilePath(bytes: folder).appending(name).bytes)
        }
    }

    private static func isLowercaseHexDigit(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
    }

    /// Makes a folder and any missing folders above it (each readable by its owner only, as a cache's should be).
    public static func makeDirectories(_ path: String) throws {
        if isDirectory(path) { return }
        if let parent = parent(path), parent != path { try makeDirectories(parent) }
        guard SystemCalls.makeDirectory(path) else { throw IOFailure(description: "cannot make the folder '\(path)': \(errnoText())") }
    }

    /// When a file was last changed, in nanoseconds since 1970; nil when it cannot be read.
    public static func modificationTime(_ path: String) -> Int64? {
        SystemCalls.status(ofPath: path)?.modified
    }

    /// Removes a file; one already gone is no failure.
    public static func remove(_ path: String) {
        SystemCalls.removeFile(path)
    }

    /// The folder for a user's caches that programs may rebuild at will: `~/Library/Caches` on macOS,
    /// `$XDG_CACHE_HOME` (when absolute) else `~/.cache` elsewhere; nil when the home folder is unknown.
    public static func userCacheFolder() -> String? {
        #if os(macOS)
        return home().map { $0 + "/Library/Caches" }
        #else
        if let given = SystemCalls.environmentValue("XDG_CACHE_HOME"), given.hasPrefix("/") { return given }
        return home().map { $0 + "/.cache" }
        #endif
    }

    private static func home() -> String? {
        guard let home = SystemCalls.environmentValue("HOME"), home.hasPrefix("/") else { return nil }
        return home
    }

    /// Names of the entries of a directory, sorted, without `.` and `..`.
    public static func entries(of directory: String) throws -> [String] {
        guard let names = SystemCalls.directoryEntries(Array(directory.utf8)) else {
            throw IOFailure(description: "cannot list '\(directory)': \(errnoText())")
        }
        return names.map { String(decoding: $0, as: UTF8.self) }.filter { $0 != "." && $0 != ".." }.sorted()
    }

    /// Writes all of `text` to a standard stream, reporting a full disk or a closed stream instead of dying
    /// on SIGPIPE. A pipe whose reader has gone (`navlint rules | head -1`) ends the output quietly: the
    /// reader has all it wanted, and the command still exits with its own status.
    public static func write(_ text: String, to stream: StandardStream) throws {
        if !text.isEmpty, ProcessContext.closedAtStart.contains(stream.descriptor) {
            throw IOFailure(description: "cannot write the output: standard \(stream == .error ? "error" : "output") is closed")
        }
        try write(text, to: stream.descriptor, name: "the output", quietWhenPipeCloses: true)
    }

    private static func write(_ text: String, to descriptor: Int32, name: String, quietWhenPipeCloses: Bool = false) throws {
        try write(Array(text.utf8), to: descriptor, name: name, quietWhenPipeCloses: quietWhenPipeCloses)
    }

    private static func write(_ bytes: [UInt8], to descriptor: Int32, name: String, quietWhenPipeCloses: Bool = false) throws {
        var bytes = bytes
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

/// One file a folder walk kept: the path to open, and its path relative to the folder walked.
public struct WalkedFile: Sendable {
    /// As the file system spells it: opened by these bytes, whatever they are.
    public let location: FilePath
    /// Relative to the folder walked, for messages and `--exclude` patterns.
    public let relative: String

    /// The path for messages, as the walk reached it.
    public var path: String { location.description }
}

/// Walks a folder tree for the commands that take folders (`check`, `scan`), in a stable order.
public enum FolderWalk {
    /// Every regular file below `directory` whose name `keeping` accepts, and what the walk left out: a
    /// kept name that is a symbolic link to nothing or in a loop, a FIFO, socket or device, or a folder
    /// below `directory` that cannot be listed. Folders whose names `entering` refuses are not walked. A
    /// folder reached a second time (a symbolic link back up the tree) is not walked again: two such links
    /// would otherwise make the walk endless. Names are passed to `entering` and `keeping` as text (bytes
    /// that are not UTF-8 shown as U+FFFD); files are opened by their own bytes.
    /// A symbolic link to a folder is not followed: a folder inside `directory` is walked by its own path,
    /// and one outside it (`/`, a sibling checkout) is left out with a remark.
    public static func files(in directory: String, entering: (String) -> Bool, keeping: (String) -> Bool) throws -> (files: [WalkedFile], skipped: [SkippedFile]) {
        var walk = Walk(root: SystemCalls.resolvedPath(Array(directory.utf8)))
        try walk.walk(FilePath(directory), relative: "", isTop: true, entering: entering, keeping: keeping)
        return (walk.files, walk.skipped)
    }

    /// What a walk found so far.
    private struct Walk {
        /// The walked folder with its links resolved.
        let root: [UInt8]?
        var files: [WalkedFile] = []
        var skipped: [SkippedFile] = []
        var visited: Set<[UInt64]> = []

        /// True when a linked folder resolves to a place inside the walked folder.
        func leadsInside(_ path: FilePath) -> Bool {
            guard let root, let resolved = SystemCalls.resolvedPath(path.bytes) else { return false }
            let slash = UInt8(ascii: "/")
            return resolved == root || (resolved.starts(with: root) && (root.last == slash || resolved.count > root.count && resolved[root.count] == slash))
        }

        mutating func walk(_ directory: FilePath, relative: String, isTop: Bool, entering: (String) -> Bool, keeping: (String) -> Bool) throws {
            guard let status = SystemCalls.status(ofPath: directory.bytes) else { return }
            guard visited.insert([status.device, status.inode]).inserted else { return }
            guard let listed = SystemCalls.directoryEntries(directory.bytes) else {
                let reason = FileSystem.errnoText()
                if isTop { throw IOFailure(description: "cannot list '\(directory)': \(reason)") }
                skipped.append(SkippedFile(path: directory.description, relative: relative, reason: "its files cannot be listed: \(reason)"))
                return
            }
            // In the order of their names as text, as always; names that read alike fall back on their bytes.
            let names = listed.filter { $0 != [UInt8(ascii: ".")] && $0 != [UInt8(ascii: "."), UInt8(ascii: ".")] }
                .map { (text: String(decoding: $0, as: UTF8.self), bytes: $0) }
                .sorted { $0.text != $1.text ? $0.text < $1.text : $0.bytes.lexicographicallyPrecedes($1.bytes) }
            for name in names {
                let path = directory.appending(name.bytes)
                guard let status = SystemCalls.status(ofPath: path.bytes) else {
                    let error = SystemCalls.errorNumber
                    // A folder too deep to open may hold sources: it is said, as an unreadable file is.
                    if keeping(name.text) || (error == SystemCalls.nameTooLong && entering(name.text)) {
                        skipped.append(SkippedFile(path: path.description, relative: relative + name.text, reason: FileSystem.whyUnreadable(path, error: error)))
                    }
                    continue
                }
                switch status.kind {
                case .directory:
                    guard entering(name.text) else { continue }
                    if SystemCalls.linkStatus(ofPath: path.bytes)?.kind == .symbolicLink {
                        // A folder inside is walked by its own path; one outside is said.
                        if !leadsInside(path) {
                            skipped.append(SkippedFile(path: path.description, relative: relative + name.text,
                                                       reason: "it is a symbolic link to a folder outside the one scanned, which is not followed"))
                        }
                        continue
                    }
                    try walk(path, relative: relative + name.text + "/", isTop: false, entering: entering, keeping: keeping)
                case .regular:
                    if keeping(name.text) { files.append(WalkedFile(location: path, relative: relative + name.text)) }
                default:
                    if keeping(name.text) {
                        skipped.append(SkippedFile(path: path.description, relative: relative + name.text, reason: "it is \(status.kind.noun), not a regular file"))
                    }
                }
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

    /// The standard streams the process started without (`navlint >&-`), each now held by `/dev/null` so
    /// that no file navlint opens takes its number: a report written there would land in that file.
    nonisolated(unsafe) static var closedAtStart: Set<Int32> = []

    /// Run first: holds each closed standard stream's number with `/dev/null`, so that writing the report
    /// there fails with "standard output is closed" instead of reaching a file opened later.
    public static func holdClosedStandardStreams() {
        for descriptor in [SystemCalls.standardInput, SystemCalls.standardOutput, SystemCalls.standardError] where SystemCalls.isClosed(descriptor) {
            closedAtStart.insert(descriptor)
            SystemCalls.occupyWithNull()
        }
    }

    /// What tells this build of the program from another with the same version: its file's path, size and
    /// modification time; nil when the system does not say where the program is.
    public static func executableIdentity() -> String? {
        guard let path = SystemCalls.executablePath(), let status = SystemCalls.status(ofPath: path) else { return nil }
        return "\(path) \(status.size) \(status.modified)"
    }

    public static func exit(_ status: Int32) -> Never {
        SystemCalls.terminate(status)
    }
}
