// The only file that imports the C library. Every operating-system call navlint makes goes through
// the small wrappers below, so the rest of the code builds unchanged on macOS (Darwin), glibc Linux
// and musl Linux; a test fails when a platform module is imported anywhere else.
#if canImport(Darwin)
import Darwin
// `_NSGetExecutablePath` is declared in <mach-o/dyld.h>.
import MachO
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
    static let noSuchFile = ENOENT
    static let symbolicLinkLoop = ELOOP
    static let nameTooLong = ENAMETOOLONG

    static func errorText() -> String {
        errorText(errno)
    }

    static func errorText(_ number: Int32) -> String {
        guard let text = strerror(number) else { return "error \(number)" }
        return String(cString: text)
    }

    /// What `stat` tells about a path: nil when it cannot be read.
    struct FileStatus {
        var kind: FileKind
        var device: UInt64
        var inode: UInt64
        /// The permission bits (`0o644`), with set-id and sticky bits.
        var permissions: UInt32 = 0
        var owner: UInt32 = 0
        var group: UInt32 = 0
        /// A block device (a disk), which `kind` folds into `.device` with character devices.
        var isBlockDevice = false
        var size: Int64 = 0
        /// The last modification, in nanoseconds since 1970.
        var modified: Int64 = 0

        var isDirectory: Bool { kind == .directory }
    }

    static func status(ofPath path: String) -> FileStatus? {
        status(ofPath: Array(path.utf8))
    }

    /// `stat` of a path spelled in bytes, which need not be UTF-8; a symbolic link is followed.
    static func status(ofPath path: [UInt8]) -> FileStatus? {
        var info = stat()
        guard stat(cString(path), &info) == 0 else { return nil }
        return FileStatus(info)
    }

    /// `lstat`: a symbolic link itself, not what it points to.
    static func linkStatus(ofPath path: [UInt8]) -> FileStatus? {
        var info = stat()
        guard lstat(cString(path), &info) == 0 else { return nil }
        return FileStatus(info)
    }

    /// The bytes of a path with the NUL that C expects after them.
    private static func cString(_ path: [UInt8]) -> [CChar] {
        var result = [CChar]()
        result.reserveCapacity(path.count + 1)
        for byte in path { result.append(CChar(truncatingIfNeeded: byte)) }
        result.append(0)
        return result
    }

    static func status(ofDescriptor descriptor: Int32) -> FileStatus? {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        return FileStatus(info)
    }

    static func openForReading(_ path: String) -> Int32 {
        open(path, O_RDONLY)
    }

    /// Opens without waiting: a FIFO (or a device) opened for reading would otherwise wait for a writer.
    /// Reading a regular file is the same either way.
    static func openForReadingWithoutWaiting(_ path: [UInt8]) -> Int32 {
        open(cString(path), O_RDONLY | O_NONBLOCK)
    }

    /// Creates a new file for writing, failing if anything (a file or a link) already has the name.
    static func createNewForWriting(_ path: String) -> Int32 {
        open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o644)
    }

    /// Opens an existing file (a device, a FIFO, a redirected standard stream) for writing at its end,
    /// without creating or truncating it.
    static func openForWritingInto(_ path: String) -> Int32 {
        open(path, O_WRONLY | O_APPEND)
    }

    /// Gives the open file the permission bits, and where the process may, the owner of the file it replaces.
    static func copyOwnership(_ status: FileStatus, to descriptor: Int32) {
        _ = fchown(descriptor, uid_t(status.owner), gid_t(status.group))
        _ = fchmod(descriptor, mode_t(status.permissions))
    }

    static let fileExists = EEXIST

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

    /// Creates one folder, readable by its owner only; true when it was made or already exists as a folder.
    static func makeDirectory(_ path: String) -> Bool {
        if mkdir(path, 0o700) == 0 { return true }
        return errno == EEXIST && status(ofPath: path)?.isDirectory == true
    }

    /// The path of the running program's file, links resolved; nil when the system does not tell.
    static func executablePath() -> String? {
        #if canImport(Darwin)
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        guard size > 0 else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        let path = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        #else
        let path = Array("/proc/self/exe".utf8)
        #endif
        return resolvedPath(path).map { String(decoding: $0, as: UTF8.self) }
    }

    static func removeFile(_ path: String) {
        _ = unlink(path)
    }

    static func removeFile(_ path: [UInt8]) {
        _ = unlink(cString(path))
    }

    /// The CPU time every thread of this process has used so far (`CLOCK_PROCESS_CPUTIME_ID`).
    static func processCPUTime() -> Duration {
        var time = timespec()
        guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time) == 0 else { return .zero }
        return .seconds(Int64(time.tv_sec)) + .nanoseconds(Int64(time.tv_nsec))
    }

    static func processIdentifier() -> Int32 {
        Int32(getpid())
    }

    /// False only when no process has the identifier (`kill(pid, 0)` fails with ESRCH); a process this
    /// one may not signal is still running.
    static func processExists(_ identifier: Int32) -> Bool {
        guard identifier > 0 else { return false }
        return kill(pid_t(identifier), 0) == 0 || errno != ESRCH
    }

    /// The path with every symbolic link and `.`/`..` resolved (`realpath`); nil when it cannot be.
    static func resolvedPath(_ path: [UInt8]) -> [UInt8]? {
        guard let resolved = realpath(cString(path), nil) else { return nil }
        defer { free(resolved) }
        return Array(UnsafeRawBufferPointer(start: resolved, count: strlen(resolved)))
    }

    static func workingDirectory() -> String? {
        // A null buffer makes getcwd allocate what the path needs (glibc and Darwin both do), instead of
        // zeroing PATH_MAX bytes per call.
        guard let path = getcwd(nil, 0) else { return nil }
        defer { free(path) }
        return String(decoding: UnsafeRawBufferPointer(start: path, count: strlen(path)), as: UTF8.self)
    }

    /// The names in a directory as the file system spells them (bytes, not always UTF-8), unsorted, `.`
    /// and `..` included; nil when it cannot be opened.
    static func directoryEntries(_ path: [UInt8]) -> [[UInt8]]? {
        guard let handle = opendir(cString(path)) else { return nil }
        defer { closedir(handle) }
        var names: [[UInt8]] = []
        while let entry = readdir(handle) {
            // d_name is a fixed C array whose length differs by platform; read up to its NUL.
            names.append(withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) })
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

    /// True when the descriptor is not open (`navlint >&-`).
    static func isClosed(_ descriptor: Int32) -> Bool {
        fcntl(descriptor, F_GETFD) == -1 && errno == EBADF
    }

    /// Opens `/dev/null` for reading, which takes the lowest free descriptor: a closed standard stream's.
    static func occupyWithNull() {
        _ = open("/dev/null", O_RDONLY)
    }

    static func ignoreBrokenPipes() {
        _ = signal(SIGPIPE, SIG_IGN)
    }

    /// Sleeps the calling thread.
    static func pause(milliseconds: Int) {
        _ = usleep(useconds_t(max(0, min(milliseconds, 60_000)) * 1000))
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
        let kind: FileKind
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .directory
        case S_IFLNK: kind = .symbolicLink
        case S_IFIFO: kind = .fifo
        case S_IFSOCK: kind = .socket
        case S_IFCHR, S_IFBLK: kind = .device
        default: kind = .other
        }
        #if canImport(Darwin)
        let modification = info.st_mtimespec
        #else
        let modification = info.st_mtim
        #endif
        let (seconds, overflow) = Int64(modification.tv_sec).multipliedReportingOverflow(by: 1_000_000_000)
        // dev_t is signed on Darwin; keep its bits rather than trap on a negative value.
        self.init(kind: kind, device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino),
                  permissions: UInt32(truncatingIfNeeded: info.st_mode & 0o7777), owner: UInt32(truncatingIfNeeded: info.st_uid),
                  group: UInt32(truncatingIfNeeded: info.st_gid), isBlockDevice: info.st_mode & S_IFMT == S_IFBLK,
                  size: Int64(info.st_size), modified: overflow ? Int64(modification.tv_sec) : seconds &+ Int64(modification.tv_nsec))
    }
}
