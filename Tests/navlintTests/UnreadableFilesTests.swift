@testable import Driver
import Foundation
import Rules
import Testing

/// What the operating system allows in a test folder: permissions stop a privileged user from nothing,
/// and APFS refuses names that are not UTF-8.
enum FileSystemProbe {
    /// True when a file with no permissions cannot be read, as for any user but root.
    static let permissionsApply: Bool = {
        guard let folder = try? CLI.temporaryDirectory() else { return false }
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("locked")
        guard FileManager.default.createFile(atPath: file.path, contents: Data("x".utf8), attributes: [.posixPermissions: 0]) else { return false }
        return FileManager.default.contents(atPath: file.path) == nil
    }()

    /// True when the file system takes a name that is not UTF-8 (Linux file systems do; APFS does not).
    static let takesNonUTF8Names: Bool = {
        guard let folder = try? CLI.temporaryDirectory() else { return false }
        defer { try? FileManager.default.removeItem(at: folder) }
        return (try? makeNonUTF8File(in: folder, named: "probe\\351", text: "")) == true
    }()

    /// Writes `text` into the file `name` of `folder`, spelled with printf's octal escapes (`Caf\351.swift`
    /// is Latin-1 é, not UTF-8); true when the file system took the name.
    static func makeNonUTF8File(in folder: URL, named name: String, text: String) throws -> Bool {
        guard let shell = programOnPath("sh") else { return false }
        let output = try runProgram(shell, ["-c", "printf '%s' \"$1\" > \"$(printf '\(name)')\"", "sh", text], directory: folder)
        return output.status == 0
    }

    /// A FIFO at `path`, made with mkfifo(1).
    static func makeFIFO(_ path: String) throws {
        let mkfifo = try #require(programOnPath("mkfifo"), "mkfifo is not on PATH")
        let output = try runProgram(mkfifo, [path], directory: URL(fileURLWithPath: "/"))
        try #require(output.status == 0, "mkfifo failed: \(output.stderr)")
    }

    /// If the scan under test opened the FIFO and waits for a writer, opens it for writing after a while
    /// and closes it, so that the scan reads an empty file and the test fails instead of hanging.
    static func unblock(_ path: String, unless finished: @escaping @Sendable () -> Bool) {
        DispatchQueue.global().asyncAfter(deadline: .now() + 20) {
            guard !finished() else { return }
            FileHandle(forWritingAtPath: path)?.closeFile()
        }
    }
}

/// A flag one thread sets and another reads.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}

/// A file scan or check cannot read never stops or stalls it: a symbolic link to nothing or in a loop, a
/// FIFO or device named like a source, an unreadable file or folder, a file removed after the folder was
/// listed. Each is left out with one remark naming it as findings name files; the other files' findings
/// and the exit status are what they would be without it. A name that is not UTF-8 is read by its bytes.
@Suite struct UnreadableFilesTests {
    static func skipped(_ fixture: ScanCheckFixture, _ relative: String, _ reason: String) -> String {
        "navlint scan: skipped '\(fixture.path(relative))': \(reason)"
    }

    @Test func linksFIFOsAndDevicesAmongTheSourcesAreSkippedWithARemarkEach() throws {
        let fixture = try ScanCheckFixture()
        defer { fixture.remove() }
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: fixture.path("App/Dangling.swift"), withDestinationPath: "Nowhere.swift")
        try manager.createSymbolicLink(atPath: fixture.path("App/Loop.swift"), withDestinationPath: "Loop.swift")
        try manager.createSymbolicLink(atPath: fixture.path("App/Null.m"), withDestinationPath: "/dev/null")
        try FileSystemProbe.makeFIFO(fixture.path("App/F.swift"))
        // A FIFO whose name is not a source's is never opened, and needs no remark.
        try FileSystemProbe.makeFIFO(fixture.path("App/notes.txt"))
        let finished = Flag()
        FileSystemProbe.unblock(fixture.path("App/F.swift")) { finished.isSet }
        let outcome = try fixture.run()
        finished.set()
        #expect(ScanCheckRunTests.places(outcome) == ScanCheckRunTests.planted)
        #expect(outcome.check.status == .findings)
        #expect(outcome.remarks == [
            Self.skipped(fixture, "App/Dangling.swift", "it is a symbolic link to nothing"),
            Self.skipped(fixture, "App/F.swift", "it is a FIFO, not a regular file"),
            Self.skipped(fixture, "App/Loop.swift", "it is a symbolic link in a loop"),
            Self.skipped(fixture, "App/Null.m", "it is a device, not a regular file"),
        ])

        // The same from the command line: the findings, one remark per file, and exit status 1.
        let output = try CLI.run(["scan", ".", "--check"], directory: fixture.root)
        #expect(output.status == 1, "\(output.stderr)")
        #expect(output.stdout.contains("App/Settings/SettingsNavigationController.swift:6:9: error:"))
        #expect(output.stderr.hasPrefix("""
            navlint scan: skipped 'App/Dangling.swift': it is a symbolic link to nothing
            navlint scan: skipped 'App/F.swift': it is a FIFO, not a regular file
            navlint scan: skipped 'App/Loop.swift': it is a symbolic link in a loop
            navlint scan: skipped 'App/Null.m': it is a device, not a regular file

            """), "\(output.stderr)")
        // Without --check the draft is written all the same.
        let draft = try CLI.run(["draft", "."], directory: fixture.root)
        #expect(draft.status == 0, "\(draft.stderr)")
        #expect(draft.stdout.contains("class: SettingsNavigationController"))
        #expect(draft.stderr.contains("navlint scan: skipped 'App/F.swift': it is a FIFO, not a regular file\n"))
    }

    /// A file removed, or replaced by a FIFO, between listing the folder and reading it.
    /// A folder deeper than the system lets a program name (PATH_MAX) may hold sources, so it gets a remark
    /// as an unreadable file does, never silence. The shell makes it one relative step at a time.
    @Test func aFolderTooDeepToOpenIsSkippedWithARemark() throws {
        let fixture = try ScanCheckFixture()
        defer { fixture.remove() }
        let name = String(repeating: "d", count: 200)
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.currentDirectoryURL = URL(fileURLWithPath: fixture.path("App"))
        shell.arguments = ["-c", "for i in $(seq 1 25); do mkdir \(name) && cd -P \(name) || exit 1; done; echo 'final class DeepViewController: UIViewController {}' > Deep.swift"]
        try shell.run()
        shell.waitUntilExit()
        #expect(shell.terminationStatus == 0)
        let outcome = try fixture.run()
        #expect(ScanCheckRunTests.places(outcome) == ScanCheckRunTests.planted)
        let reason = "its path is longer than the system lets a program open (PATH_MAX)"
        #expect(outcome.remarks.count == 1)
        #expect(outcome.remarks.allSatisfy { $0.hasPrefix("navlint scan: skipped '\(fixture.path("App/\(name)"))") && $0.hasSuffix("': \(reason)") }, "\(outcome.remarks)")
    }

    /// A link to a folder outside the scanned one (`/`, a sibling checkout) is not walked, with a remark; a
    /// folder a link inside leads to is walked by its own path, once.
    @Test func aFolderLinkLeadingOutOfTheScanIsNotFollowed() throws {
        let fixture = try ScanCheckFixture()
        defer { fixture.remove() }
        let outside = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: outside) }
        try "final class OutsideViewController: UIViewController {}\n".write(to: outside.appendingPathComponent("Outside.swift"), atomically: false, encoding: .utf8)
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: fixture.path("App/Outside"), withDestinationPath: outside.path)
        try manager.createSymbolicLink(atPath: fixture.path("App/Everything"), withDestinationPath: "/")
        try manager.createSymbolicLink(atPath: fixture.path("App/Again"), withDestinationPath: fixture.path("App/Settings"))
        let outcome = try fixture.run()
        #expect(ScanCheckRunTests.places(outcome) == ScanCheckRunTests.planted)
        let reason = "it is a symbolic link to a folder outside the one scanned, which is not followed"
        #expect(outcome.remarks == [Self.skipped(fixture, "App/Everything", reason), Self.skipped(fixture, "App/Outside", reason)])
    }

    @Test func aFileThatChangesAfterTheListingIsSkippedWithARemark() throws {
        let fixture = try ScanCheckFixture()
        defer { fixture.remove() }
        try fixture.write("final class GoneViewController: UIViewController {}\n", to: "App/Gone.swift")
        try fixture.write("final class SwappedViewController: UIViewController {}\n", to: "App/Swapped.swift")
        let found = try SourceDiscovery.files(for: [fixture.root.path])
        try FileManager.default.removeItem(atPath: fixture.path("App/Gone.swift"))
        try FileManager.default.removeItem(atPath: fixture.path("App/Swapped.swift"))
        try FileSystemProbe.makeFIFO(fixture.path("App/Swapped.swift"))
        let finished = Flag()
        FileSystemProbe.unblock(fixture.path("App/Swapped.swift")) { finished.isSet }
        let read = try ScanRun.read(found.files, skipped: found.skipped)
        finished.set()
        #expect(read.remarks == [
            Self.skipped(fixture, "App/Gone.swift", "it was removed after the folder was listed"),
            Self.skipped(fixture, "App/Swapped.swift", "it is a FIFO, not a regular file"),
        ])
        #expect(read.files.count == found.files.count - 2)
        #expect(!read.files.contains { $0.path.hasSuffix("/Gone.swift") || $0.path.hasSuffix("/Swapped.swift") })
    }

    @Test(.enabled(if: FileSystemProbe.permissionsApply, "running with privileges that read any file (root): an unreadable file cannot be made"))
    func unreadableFilesAndFoldersAreSkippedWithARemark() throws {
        let fixture = try ScanCheckFixture()
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fixture.path("App/Closed"))
            fixture.remove()
        }
        try fixture.write("final class LockedViewController: UIViewController {}\n", to: "App/Locked.swift")
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: fixture.path("App/Locked.swift"))
        try FileManager.default.createDirectory(atPath: fixture.path("App/Closed"), withIntermediateDirectories: false)
        try fixture.write("final class HiddenViewController: UIViewController {}\n", to: "App/Closed/Hidden.swift")
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: fixture.path("App/Closed"))
        let outcome = try fixture.run()
        #expect(ScanCheckRunTests.places(outcome) == ScanCheckRunTests.planted)
        #expect(outcome.check.status == .findings)
        #expect(outcome.remarks == [
            "navlint scan: skipped '\(fixture.path("App/Closed"))': its files cannot be listed: Permission denied",
            Self.skipped(fixture, "App/Locked.swift", "Permission denied"),
        ])
    }

    @Test(.enabled(if: FileSystemProbe.takesNonUTF8Names, "the file system refuses names that are not UTF-8 (APFS does)"))
    func aNameThatIsNotUTF8IsReadByItsBytes() throws {
        let fixture = try ScanCheckFixture()
        defer { fixture.remove() }
        let code = """
            import UIKit

            final class CafeViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    navigationController?.interactivePopGestureRecognizer?.isEnabled = false
                }
            }

            extension UINavigationController {
                func openCafe() { pushViewController(CafeViewController(), animated: true) }
            }

            """
        #expect(try FileSystemProbe.makeNonUTF8File(in: fixture.root.appendingPathComponent("App"), named: "Caf\\351.swift", text: code))
        let outcome = try fixture.run()
        let places = ScanCheckRunTests.places(outcome)
        for planted in ScanCheckRunTests.planted { #expect(places.contains(planted), "\(planted) is missing from \(places)") }
        #expect(places.contains { $0.hasPrefix("App/Caf\u{FFFD}.swift:6:9-") && $0.contains(" error pop-disable-lifecycle ") }, "\(places)")
        #expect(outcome.check.status == .findings)
        #expect(outcome.remarks == [
            "navlint scan: '\(fixture.path("App/Caf\u{FFFD}.swift"))': its name is not valid UTF-8; it is read, and shown with U+FFFD where its bytes are not UTF-8",
        ])
    }

    /// `navlint check` over a folder of descriptions does the same.
    @Test func checkSkipsDescriptionsItCannotReadWithARemarkEach() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try hiddenBackButtonApp.write(to: folder.appendingPathComponent("app.navlint.yaml"), atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("gone.navlint.yaml").path, withDestinationPath: "nowhere.navlint.yaml")
        try FileSystemProbe.makeFIFO(folder.appendingPathComponent("pipe.navlint.yaml").path)
        let output = try CLI.run(["check", ".", "--strict"], directory: folder)
        #expect(output.status == 1, "\(output.stderr)")
        #expect(output.stdout.hasPrefix("app.navlint.yaml:8:22: warning:"), "\(output.stdout)")
        #expect(output.stderr == """
            navlint: skipped 'gone.navlint.yaml': it is a symbolic link to nothing
            navlint: skipped 'pipe.navlint.yaml': it is a FIFO, not a regular file
            1 warning in 1 file

            """)
    }

    /// A write killed between writing its temporary and renaming it leaves `TARGET.navlint-PID.tmp`; the
    /// next write to the same target removes those of processes that are gone, and no other file.
    @Test func theNextWriteRemovesTemporariesOfProcessesThatAreGone() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let finished = Process()
        let program = try #require(programOnPath("true"), "true(1) is not on PATH")
        finished.executableURL = program
        try finished.run()
        finished.waitUntilExit()
        let gone = finished.processIdentifier
        // pid 1 (init, launchd) always runs; another target's temporary, and names that only look alike, stay.
        let stays = ["draft.yaml.navlint-1.tmp", "other.yaml.navlint-\(gone).tmp", "draft.yaml.navlint-x\(gone).tmp", "draft.yaml.navlint-\(gone).tmp.bak"]
        for name in stays + ["draft.yaml.navlint-\(gone).tmp"] {
            try "half".write(to: folder.appendingPathComponent(name), atomically: false, encoding: .utf8)
        }
        let output = try CLI.run(["draft", "Tests/ScanTests/Fixtures/SwiftShop", "--output", folder.appendingPathComponent("draft.yaml").path])
        #expect(output.status == 0, "\(output.stderr)")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(left == (stays + ["draft.yaml"]).sorted())
        #expect(try String(contentsOf: folder.appendingPathComponent("draft.yaml"), encoding: .utf8).hasPrefix("# Draft app description"))
    }
}
