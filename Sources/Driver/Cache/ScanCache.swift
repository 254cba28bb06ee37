import Platform

/// Where `navlint scan` (and `navlint PATH`) keeps what it found in a set of sources, so that a run over
/// the same sources, configuration and navlint build reports it again without scanning them. One entry
/// per lint request (folders, options, working directory), replaced whenever what it was made from
/// changes, so the folder holds one small file per project linted.
///
/// The cache is only a cache: an entry that is cut short, damaged, from another build or being written
/// by another process is not used and is made again. Entries are replaced atomically (written beside,
/// then renamed over), so a reader sees a whole entry or none, whatever happens to the writer.
public struct ScanCache: Sendable {
    /// The folder the entries are in; made when the first entry is written.
    public let folder: String
    /// navlint's version and build: an entry written by another build is never read.
    let toolIdentity: String

    public init(folder: String, toolIdentity: String) {
        self.folder = folder
        self.toolIdentity = toolIdentity
    }

    /// `navlint` in the user's cache folder (`~/Library/Caches` on macOS, `$XDG_CACHE_HOME` or
    /// `~/.cache` elsewhere); nil when the home folder is unknown.
    public static func defaultFolder() -> String? {
        FileSystem.userCacheFolder().map { $0 + "/navlint" }
    }

    /// What a run's entry is looked up by, and what it must have been made from.
    struct Key: Equatable {
        /// The request: options, paths and working directory; it names the entry's file.
        var request: String
        /// The hash of everything the findings depend on: each file read with its content, the
        /// configuration and rule files.
        var inputs: UInt64
    }

    /// The start of every entry; the number after it changes with the entry's layout.
    private static let magic = Array("navlint scan cache\n".utf8)
    private static let layout: UInt64 = 1
    /// An entry larger than this is not one navlint wrote: it is not read.
    private static let largestEntry = 256 << 20

    /// True for the names `entryPath` gives, and no other: a folder given with `--cache-path` may hold the user's own files.
    static func isEntryName(_ name: String) -> Bool {
        let hex = name.utf8.dropFirst(5)
        return name.hasPrefix("scan-") && hex.count == 16 && hex.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    /// The entry's file for a request.
    func entryPath(for key: Key) -> String {
        var hash = ContentHash()
        hash.add(toolIdentity)
        hash.add(key.request)
        let hex = String(hash.value, radix: 16)
        return "\(folder)/scan-\(String(repeating: "0", count: 16 - hex.count))\(hex)"
    }

    /// The findings stored for `key`, when an entry for it exists, was made from the same inputs by this
    /// build, and reads back whole; nil otherwise, whatever is on disk.
    func load(_ key: Key) -> CachedFindings? {
        // Read only if it is a regular file: a FIFO put in its place would wait for a writer.
        guard let bytes = try? FileSystem.readRegularFile(FilePath(entryPath(for: key)), limit: Self.largestEntry), bytes.count <= Self.largestEntry,
              bytes.count > Self.magic.count + 8, bytes.starts(with: Self.magic) else { return nil }
        let body = Array(bytes.dropLast(8))
        var checksum = CacheReader(bytes, from: body.count)
        guard (try? checksum.readFixed()) == ContentHash.of(body) else { return nil }
        var reader = CacheReader(body, from: Self.magic.count)
        do {
            guard try reader.readNumber() == Self.layout, try reader.readString() == toolIdentity, try reader.readString() == key.request,
                  try reader.readNumber() == key.inputs else { return nil }
            let findings = try CachedFindings(from: &reader)
            return reader.isAtEnd ? findings : nil
        } catch {
            return nil
        }
    }

    /// Stores the findings for `key`, replacing the request's entry atomically.
    func store(_ findings: CachedFindings, for key: Key) throws {
        var writer = CacheWriter()
        writer.write(Self.layout)
        writer.write(toolIdentity)
        writer.write(key.request)
        writer.write(key.inputs)
        findings.write(to: &writer)
        let body = Self.magic + writer.bytes
        var trailer = CacheWriter()
        trailer.writeFixed(ContentHash.of(body))
        try FileSystem.makeDirectories(folder)
        try FileSystem.replaceCacheFile(entryPath(for: key), with: body + trailer.bytes)
        removeOldEntries()
    }

    /// Most entries kept: each build of navlint and each set of folders linted writes its own, and the
    /// folder must not grow with every upgrade.
    static let entryLimit = 64

    /// Removes the entries written longest ago beyond `entryLimit`. Another process may be reading one:
    /// it then reads a whole entry or none.
    private func removeOldEntries() {
        guard let names = try? FileSystem.entries(of: folder) else { return }
        let entries = names.filter(Self.isEntryName).map { folder + "/" + $0 }
        guard entries.count > Self.entryLimit else { return }
        let byAge = entries.map { (path: $0, time: FileSystem.modificationTime($0) ?? 0) }.sorted { ($0.time, $0.path) < ($1.time, $1.path) }
        for entry in byAge.dropLast(Self.entryLimit) { FileSystem.remove(entry.path) }
    }
}
