import Foundation
import Testing

/// Input that goes wrong gets a message naming the real problem, not what a lower layer saw (issue 36).
@Suite struct ClearAnswerTests {
    private func folder(_ files: [(String, [UInt8])]) throws -> URL {
        let folder = try CLI.temporaryDirectory()
        for (name, bytes) in files { try Data(bytes).write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    static let description = Array("navlint: 1\napp: {deploymentTarget: \"15.0\"}\nnavigationControllers:\n  main: {class: Nav, root: home}\nscreens:\n  home: {class: Home}\n".utf8)

    @Test func anEmptyBaselineIsCalledABaseline() throws {
        let folder = try folder([("navlint.yaml", Self.description), ("baseline.yaml", [])])
        let run = try CLI.run(["check", "navlint.yaml", "--baseline", "baseline.yaml"], directory: folder)
        #expect(run.status == 2)
        #expect(run.stderr.contains("the baseline is empty; write one with --write-baseline FILE"), "\(run.stderr)")
    }

    @Test func aFileOverTheLimitIsCalledLargerWithoutAMadeUpSize() throws {
        let folder = try folder([("navlint.yaml", Self.description)])
        let run = try CLI.run(["check", "navlint.yaml", "--max-file-size", "20"], directory: folder)
        #expect(run.stdout.contains("the file is larger than the limit of 20 bytes"), "\(run.stdout)")
    }

    @Test func aSecondByteOrderMarkIsNamed() throws {
        let folder = try folder([("navlint.yaml", [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Self.description)])
        let run = try CLI.run(["check", "navlint.yaml"], directory: folder)
        #expect(run.stdout.contains("navlint.yaml:1:1: error: the file starts with two byte order marks (U+FEFF); remove the second [yaml-syntax]"), "\(run.stdout)")
        #expect(!run.stdout.contains("missing-key"))
    }

    @Test func aKeyOverYAMLsLimitIsNamed() throws {
        let folder = try folder([("navlint.yaml", Self.description + Array((String(repeating: "k", count: 1_025) + ": 1\n").utf8))])
        let run = try CLI.run(["check", "navlint.yaml"], directory: folder)
        #expect(run.stdout.contains("the key at 7:1 is longer than YAML's limit of 1,024 characters for a plain key"), "\(run.stdout)")
    }

    @Test func aNegativeLimitIsABadLimitNotAMissingValue() throws {
        let folder = try folder([("navlint.yaml", Self.description)])
        let run = try CLI.run(["check", "navlint.yaml", "--max-file-size", "-1"], directory: folder)
        #expect(run.status == 2)
        #expect(run.stderr.contains("--max-file-size and --max-depth must be 1 or more"), "\(run.stderr)")
        #expect(!run.stderr.contains("Missing value"))
    }

    @Test func anIdNoRuleCouldHaveIsNotEchoedWhole() throws {
        let id = String(repeating: "x", count: 100_000)
        let run = try CLI.run(["explain", id])
        #expect(run.status == 2)
        #expect(run.stderr.contains("(100000 bytes; ids are short, like root-freeze)"), "\(run.stderr.prefix(300))")
        #expect(run.stderr.utf8.count < 400)
    }

    /// `navlint >&-`: the report cannot be written, and the error says why; no file navlint opens takes
    /// standard output's place.
    @Test func aClosedStandardOutputIsSaidSo() throws {
        let folder = try folder([("navlint.yaml", Self.description + Array("  detail: {class: Detail, navigationItem: {hidesBackButton: true}}\n".utf8))])
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.currentDirectoryURL = folder
        shell.arguments = ["-c", "\"$0\" check navlint.yaml >&- 2>errors.txt", CLI.binary.path]
        try shell.run()
        shell.waitUntilExit()
        #expect(shell.terminationStatus == 2)
        let errors = try String(contentsOf: folder.appendingPathComponent("errors.txt"), encoding: .utf8)
        #expect(errors.contains("navlint: error: cannot write the output: standard output is closed"), "\(errors)")
    }
}
