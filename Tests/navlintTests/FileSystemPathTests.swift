import Foundation
import Platform
import Testing

/// The platform layer's byte-level path folding and reading, which every scanned file goes through.
@Suite struct FileSystemPathTests {
    @Test(arguments: [
        ("/a/./b/../c", "/a/c"),
        ("//x//y/", "/x/y"),
        ("/..", "/"),
        ("/", "/"),
        ("/a/b/../../..", "/"),
        ("/a/.b/..c/...", "/a/.b/..c/..."),
        ("/Café/ü/../日本/./x.swift", "/Café/日本/x.swift"),
    ])
    func absoluteFoldsDotsAndSlashes(path: String, expected: String) {
        #expect(FileSystem.absolute(path) == expected)
    }

    @Test func aRelativePathIsTakenFromTheWorkingDirectory() {
        let folder = FileSystem.currentDirectory()
        #expect(FileSystem.absolute("Sources/../x.swift") == (folder == "/" ? "" : folder) + "/x.swift")
        #expect(FileSystem.absolute(".") == folder)
    }

    /// Reads cross the 64 KiB chunk the reader uses, and stop one byte past the limit.
    @Test func readingReturnsEveryByteAndStopsPastTheLimit() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-read-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bytes = (0..<200_003).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let file = folder.appendingPathComponent("big.swift")
        try Data(bytes).write(to: file)
        #expect(try FileSystem.read(file.path, limit: 1 << 20) == bytes)
        let cut = try FileSystem.read(file.path, limit: 70_000)
        #expect(cut.count > 70_000 && cut.count < bytes.count)
        #expect(Array(bytes.prefix(cut.count)) == cut)
        try Data().write(to: file)
        #expect(try FileSystem.read(file.path, limit: 10).isEmpty)
    }
}
