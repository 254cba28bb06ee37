// The only file that imports the C library. Every operating-system call navlint makes goes through
// the small wrappers below, so the rest of the code builds unchanged on macOS (Darwin), glibc Linux
// and musl Linux; a test fails when a platform module is imported anywhere else.
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
#error("navlint's platform layer supports Darwin, Glibc and Musl")
#endif

/// Thin, platform-neutral wrappers over the POSIX calls navlint needs. Names differ from the C ones so
/// that calls inside types with members named `read`, `write` or `exit` cannot resolve to those members.
enum SystemCalls {
    static var errorNumber: Int32 { errno }
    static let interrupted = EINTR
    static let brokenPipe = EPIPE

    static func errorText() -> String {
        guard let text = strerror(errno) else { return "error \(errno)" }
        return String(cString: text)
    }

    /// What `stat` tells about a path: nil when it cannot be read.
    struct FileStatus {
        var isDirectory: Bool
        var device: UInt64
        var inode: UInt64
    }

    static func status(ofPath path: String) -> FileStatus? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileStatus(info)
    }

    static func status(ofDescriptor descriptor: Int32) -> FileStatus? {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        return FileStatus(info)
    }

    static func openForReading(_ path: String) -> Int32 {
        open(path, O_RDONLY)
    }

    static func createForWriting(_ path: String) -> Int32 {
        open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    }

    static func closeDescriptor(_ descriptor: Int32) {
        _ = close(descriptor)
    }

    static func readBytes(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        read(descriptor, buffer.baseAddress, buffer.count)
    }

    static func writeBytes(_ descriptor: Int32, from buffer: UnsafeRawBufferPointer) -> Int {
        write(descriptor, buffer.baseAddress, buffer.count)
    }

    static func synchronize(_ descriptor: Int32) -> Bool {
        fsync(descriptor) == 0
    }

    static func renameFile(_ source: String, to target: String) -> Bool {
        rename(source, target) == 0
    }

    static func removeFile(_ path: String) {
        _ = unlink(path)
    }

    static func processIdentifier() -> Int32 {
        Int32(getpid())
    }

    static func workingDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The names in a directory, unsorted, `.` and `..` included; nil when it cannot be opened.
    static func directoryEntries(_ path: String) -> [String]? {
        guard let handle = opendir(path) else { return nil }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            // d_name is a fixed C array whose length differs by platform; read up to its NUL.
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            names.append(name)
        }
        return names
    }

    static func environmentValue(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }

    static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    static func ignoreBrokenPipes() {
        _ = signal(SIGPIPE, SIG_IGN)
    }

    static func terminate(_ status: Int32) -> Never {
        exit(status)
    }

    static let standardInput = STDIN_FILENO
    static let standardOutput = STDOUT_FILENO
    static let standardError = STDERR_FILENO
}

extension SystemCalls.FileStatus {
    fileprivate init(_ info: stat) {
        // dev_t is signed on Darwin; keep its bits rather than trap on a negative value.
        self.init(
            isDirectory: (info.st_mode & S_IFMT) == S_IFDIR,
            device: UInt64(truncatingIfNeeded: info.st_dev),
            inode: UInt64(truncatingIfNeeded: info.st_ino))
    }
}
