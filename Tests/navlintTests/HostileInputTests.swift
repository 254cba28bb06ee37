import Foundation
import Testing

/// Broken and hostile input gets a defined answer: an exit code and a first diagnostic, never a crash or hang.
@Suite struct HostileInputTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var file: String
        var status: Int32
        var rule: String
        var location: String
        var testDescription: String { file }
    }

    static let cases: [Case] = {
        let url = CLI.repository.appendingPathComponent("Tests/Hostile/expected.txt")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            guard !line.hasPrefix("#"), fields.count == 4, let status = Int32(fields[1]) else { return nil }
            return Case(file: fields[0], status: status, rule: fields[2], location: fields[3])
        }
    }()

    private func firstDiagnostic(_ output: CLI.Output) throws -> (rule: String, location: String) {
        let object = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        guard let first = (object?["diagnostics"] as? [[String: Any]])?.first else { return ("-", "-") }
        return (first["ruleId"] as? String ?? "?", "\(first["line"] as? Int ?? 0):\(first["column"] as? Int ?? 0)")
    }

    @Test func corpusIsComplete() {
        #expect(Self.cases.count == 17)
    }

    @Test(arguments: cases)
    func committedCase(_ item: Case) throws {
        let output = try CLI.run(["check", "Tests/Hostile/\(item.file)", "--format", "json"])
        #expect(output.status == item.status, "\(output.stderr)")
        let first = try firstDiagnostic(output)
        #expect(first.rule == item.rule)
        #expect(first.location == item.location)
    }

    @Test func fiftyMegabyteScalarIsReadAndRejectedByTheSchema() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("big.yaml")
        var data = Data("navlint: 1\nnote: ".utf8)
        data.append(Data(repeating: UInt8(ascii: "x"), count: 50_000_000))
        data.append(Data("\n".utf8))
        try data.write(to: file)
        let output = try CLI.run(["check", file.path, "--format", "json"])
        #expect(output.status == 1)
        #expect(try firstDiagnostic(output) == ("missing-key", "1:1"))
        let limited = try CLI.run(["check", file.path, "--max-file-size", "1000000"])
        #expect(limited.status == 1)
        #expect(limited.stdout.contains("[input-limit]"))
    }

    @Test func hundredThousandNestedBracketsStopAtTheDepthLimit() throws {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let output = try CLI.run(["check", "-", "--format", "json"], stdin: text)
        #expect(output.status == 1)
        #expect(try firstDiagnostic(output) == ("input-limit", "1:257"))
        let deeper = try CLI.run(["check", "-", "--max-depth", "1000", "--format", "json"], stdin: text)
        #expect(try firstDiagnostic(deeper) == ("input-limit", "1:1001"))
    }
}

/// I/O failures end with a message and exit code 2, never a trap.
@Suite struct InputOutputFailureTests {
    @Test func directoryGivenWhereAFileBelongs() throws {
        let output = try CLI.run(["check", "-", "--baseline", "Examples"], stdin: validApp)
        #expect(output.status == 2)
        #expect(output.stderr == "navlint: error: cannot read 'Examples': it is a directory\n")
    }

    /// A file found in a folder that cannot be read is no I/O failure: it is left out with a remark
    /// (UnreadableFilesTests), here leaving nothing to check. Named on the command line, it fails.
    @Test func brokenSymlinkInADirectory() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("navlint.yaml").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/nonexistent/target")
        let output = try CLI.run(["check", folder.path])
        #expect(output.status == 0)
        #expect(output.stderr.hasPrefix("navlint: skipped '\(link)': it is a symbolic link to nothing\nnavlint: warning: no app descriptions found in"))
        let named = try CLI.run(["check", link])
        #expect(named.status == 2)
        #expect(named.stderr == "navlint: error: cannot read '\(link)': No such file or directory\n")
    }

    /// Two links back up the tree once made the walk branch without end; each folder is now walked once.
    @Test func symlinkLoopsAreWalkedOnce() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let inner = folder.appendingPathComponent("a")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: inner.appendingPathComponent("up").path, withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: inner.appendingPathComponent("again").path, withDestinationPath: "..")
        try validApp.write(to: inner.appendingPathComponent("navlint.yaml"), atomically: false, encoding: .utf8)
        let output = try CLI.run(["check", folder.path])
        #expect(output.status == 0)
        #expect(output.stderr == "no problems in 1 file\n")
        try "final class HomeViewController: UIViewController {}\n".write(to: inner.appendingPathComponent("Home.swift"), atomically: false, encoding: .utf8)
        let scan = try CLI.run(["draft", folder.path])
        #expect(scan.status == 0, "\(scan.stderr)")
        #expect(scan.stderr.contains("scanned 1 file"))
    }

    @Test func unreadableFile() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("navlint.yaml")
        try validApp.write(to: file, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: file.path)
        let output = try CLI.run(["check", file.path])
        // root reads any file; everyone else gets the permission error.
        if getuid() == 0 {
            #expect(output.status == 0)
        } else {
            #expect(output.status == 2)
            #expect(output.stderr.contains("Permission denied"))
        }
    }

    @Test func closedStandardOutput() throws {
        // The reader is gone before navlint writes: the write fails with EPIPE, which ends the output
        // quietly, and navlint exits with the status the check has when its report is read.
        let read = try runShell("\(CLI.binary.path) check Examples/legacy-checkout --fail-on warning > /dev/null; echo \"$?\"")
        let pipe = try runShell("(sleep 0.3; \(CLI.binary.path) check Examples/legacy-checkout --fail-on warning) | true; echo \"${PIPESTATUS[0]}\"")
        #expect(read.stdout == "1\n" && pipe.stdout == "1\n")
        #expect(!pipe.stderr.contains("Broken pipe") && !pipe.stderr.contains("error:"), "\(pipe.stderr)")
        let closed = try runShell("\(CLI.binary.path) check Examples/legacy-checkout >&-; echo \"status $?\"")
        #expect(closed.stdout == "status 2\n")
    }

    /// `navlint rules | head -1`: the first line, then quiet, and exit 0. The reader here is gone before
    /// navlint writes, so the write always meets the closed pipe (a quick `head` may otherwise take the
    /// whole table before it exits).
    @Test func readerThatStopsEarly() throws {
        let pipe = try runShell("(sleep 0.3; \(CLI.binary.path) rules) | head -c 0; echo \"status ${PIPESTATUS[0]}\"")
        #expect(pipe.stdout == "status 0\n")
        #expect(pipe.stderr.isEmpty, "\(pipe.stderr)")
        let head = try runShell("\(CLI.binary.path) rules | head -1; echo \"status ${PIPESTATUS[0]}\"")
        #expect(head.stdout.hasPrefix("ID ") && head.stdout.hasSuffix("\nstatus 0\n"), "\(head.stdout)")
        #expect(head.stderr.isEmpty, "\(head.stderr)")
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "no /dev/full here (macOS has none), so a full disk cannot be simulated"))
    func fullDiskOnStandardOutput() throws {
        let output = try runShell("\(CLI.binary.path) check Examples/legacy-checkout > /dev/full; echo \"status $?\"")
        #expect(output.stdout == "status 2\n")
        #expect(output.stderr.contains("navlint: error: cannot write the output: No space left on device"))
    }

    @Test func standardInputClosedAtOnce() throws {
        let output = try runShell("\(CLI.binary.path) check - <&-; echo \"status $?\"")
        #expect(output.stdout.hasSuffix("status 2\n") || output.stdout.hasSuffix("status 1\n"))
        #expect(!output.stderr.contains("Fatal error"))
    }

    private func runShell(_ script: String) throws -> CLI.Output {
        try runProgram(URL(fileURLWithPath: "/bin/bash"), ["-c", script], directory: CLI.repository)
    }
}

@Suite struct OutputLimitTests {
    @Test func printedDiagnosticsAreCappedButCounted() throws {
        var text = "navlint: 1\napp: {deploymentTarget: \"15.0\"}\nnavigationControllers: {main: {root: home}}\nscreens:\n  home: {}\n"
        for index in 0..<30 { text += "  s\(index): {}\n" }
        let output = try CLI.run(["check", "-", "--max-diagnostics", "5"], stdin: text)
        #expect(output.stdout.split(separator: "\n").count == 5)
        #expect(output.stderr == "30 infos in 1 file; 25 not shown (25 infos; raise --max-diagnostics)\n")
    }
}
