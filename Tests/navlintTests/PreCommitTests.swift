import Foundation
import Format
import Testing

/// The real pre-commit framework (from PyPI, installed by scripts/setup --with-test-tools) runs this
/// repository's hooks in a temporary git repository, configured by the `.pre-commit-config.yaml` example
/// of docs/ci.md with its repository URL replaced by this clone, pinned to its HEAD commit the way the
/// docs say (`pre-commit autoupdate --bleeding-edge --freeze`). Each hook runs as its `-system` twin with
/// the navlint the tests build on PATH: the `language: swift` hooks would build the package in release
/// mode first (minutes), and `twinsDifferOnlyInHowNavlintIsFound` shows that the twins run the same command
/// on the same files.
@Suite(.enabled(if: programOnPath("pre-commit") != nil && programOnPath("git") != nil, "pre-commit is not installed; scripts/setup --with-test-tools installs it"))
struct PreCommitTests {
    /// A fresh git repository with the documented configuration, pinned and installed.
    struct HookRepository {
        let work: URL
        let root: URL
        let environment: [String: String]

        init() throws {
            work = try CLI.temporaryDirectory()
            root = work.appendingPathComponent("app")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            environment = [
                "PRE_COMMIT_HOME": work.appendingPathComponent("cache").path,
                "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.invalid",
                "GIT_COMMITTER_NAME": "Test", "GIT_COMMITTER_EMAIL": "test@example.invalid",
                "NO_COLOR": "1", "GITHUB_ACTIONS": "",
                "PATH": CLI.binary.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
            ]
            _ = try git(["init", "-q"])
            let configuration = try PreCommitTests.documentedConfiguration(repository: CLI.repository.path)
            try write(configuration.replacingOccurrences(of: "      - id: navlint-scan ", with: "      - id: navlint-scan-system ")
                .replacingOccurrences(of: "      - id: navlint ", with: "      - id: navlint-system "), to: ".pre-commit-config.yaml")
            // The documented way to pin the hooks before the first release: main's newest commit.
            let pinned = try preCommit(["autoupdate", "--bleeding-edge", "--freeze"])
            try #require(pinned.status == 0, "\(pinned.stdout)\(pinned.stderr)")
            let head = try runProgram(try #require(programOnPath("git")), ["rev-parse", "HEAD"], directory: CLI.repository).stdout
                .trimmingCharacters(in: .whitespacesAndNewlines)
            let written = try String(contentsOf: root.appendingPathComponent(".pre-commit-config.yaml"), encoding: .utf8)
            try #require(written.contains("    rev: \(head)"), "autoupdate pinned another revision than \(head):\n\(written)")
            let install = try preCommit(["install"])
            try #require(install.status == 0, "\(install.stdout)\(install.stderr)")
            _ = try git(["add", ".pre-commit-config.yaml"])
        }

        func remove() { try? FileManager.default.removeItem(at: work) }

        func git(_ arguments: [String]) throws -> CLI.Output {
            try runProgram(try #require(programOnPath("git")), arguments, directory: root, environment: environment)
        }

        func preCommit(_ arguments: [String]) throws -> CLI.Output {
            try runProgram(try #require(programOnPath("pre-commit")), arguments, directory: root, environment: environment)
        }

        func write(_ text: String, to relative: String) throws {
            let file = root.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: false, encoding: .utf8)
        }

        /// Stages everything and commits; the output is pre-commit's and git's.
        func commit(_ message: String) throws -> CLI.Output {
            _ = try git(["add", "-A"])
            let committed = try git(["commit", "-m", message])
            return CLI.Output(status: committed.status, stdout: committed.stdout + committed.stderr, stderr: "")
        }
    }

    /// A code-only app (Examples/reader-app, no description): the scan hook fails the commit on its three
    /// warnings once the configuration fails on warnings, shows them without failing under the default
    /// threshold, and does not run for a commit with no code in it.
    @Test func scanHookChecksTheCodeOfACodeOnlyApp() throws {
        let repository = try HookRepository()
        defer { repository.remove() }
        let example = CLI.repository.appendingPathComponent("Examples/reader-app")
        for item in try FileManager.default.contentsOfDirectory(atPath: example.path) {
            try FileManager.default.copyItem(at: example.appendingPathComponent(item), to: repository.root.appendingPathComponent(item))
        }
        let configuration = try String(contentsOf: example.appendingPathComponent(".navlint.yml"), encoding: .utf8)
        try repository.write(configuration + "failOn: warning\n", to: ".navlint.yml")
        let expected = [
            "Reader/Library/BookViewController.swift:7:9: warning: BookViewController hides its back button",
            "Reader/Library/BookViewController.swift:8:9: warning: BookViewController replaces the back button",
            "Reader/Settings/SettingsView.swift:22:9: warning: AccountView hides the navigation bar",
        ]

        let refused = try repository.commit("the reader app")
        #expect(refused.status != 0, "the commit of code with warnings at the threshold went through:\n\(refused.stdout)")
        #expect(refused.stdout.contains("navlint scan (installed binary)"), "\(refused.stdout)")
        for line in expected { #expect(refused.stdout.contains(line), "missing \(line):\n\(refused.stdout)") }
        #expect(refused.stdout.contains("3 warnings in 5 files"))
        #expect(try repository.git(["rev-parse", "--verify", "-q", "HEAD"]).status != 0, "nothing was committed")

        // The default threshold (error): the commit goes through, and the warnings are still shown.
        try repository.write(configuration, to: ".navlint.yml")
        let accepted = try repository.commit("the reader app, warnings allowed")
        #expect(accepted.status == 0, "\(accepted.stdout)")
        for line in expected { #expect(accepted.stdout.contains(line), "missing \(line):\n\(accepted.stdout)") }

        // No Swift, Objective-C, storyboard or XIB file staged: the scan does not run.
        try repository.write("# Reader\n", to: "README.md")
        let documentation = try repository.commit("words only")
        #expect(documentation.status == 0, "\(documentation.stdout)")
        #expect(documentation.stdout.contains("navlint scan (installed binary)") && documentation.stdout.contains("Skipped"), "\(documentation.stdout)")
        #expect(!documentation.stdout.contains("warning:"))
    }

    /// The description hook, under its own id: a freezing setup fails the commit, a fixed one passes.
    @Test func descriptionHookBlocksABadCommitAndPassesAGoodOne() throws {
        let repository = try HookRepository()
        defer { repository.remove() }
        let bad = """
        navlint: 1
        app: {deploymentTarget: "15.0"}
        navigationControllers:
          main:
            root: home
            popGesture: {delegate: nil}
        screens:
          home: {pushes: [detail]}
          detail: {}

        """
        try repository.write(bad, to: "App/navlint.yaml")
        let refused = try repository.commit("bad")
        #expect(refused.status != 0, "the commit of a freezing setup went through")
        #expect(refused.stdout.contains("App/navlint.yaml:6:28: error:"), "\(refused.stdout)")
        #expect(refused.stdout.contains("[root-freeze]"))

        try repository.write(bad.replacingOccurrences(of: "popGesture: {delegate: nil}", with: "popGesture: {delegate: system}"), to: "App/navlint.yaml")
        let accepted = try repository.commit("good")
        #expect(accepted.status == 0, "\(accepted.stdout)")
    }

    /// Each hook built with SwiftPM has a `-system` twin that runs the same command on the same files, so
    /// the tests above, which run the twins, speak for both.
    @Test func twinsDifferOnlyInHowNavlintIsFound() throws {
        let hooks = try Self.hooks()
        #expect(hooks.map { $0["id"] ?? "" } == ["navlint-scan", "navlint-scan-system", "navlint", "navlint-system"])
        for built in hooks where built["language"] == "swift" {
            let id = built["id"] ?? ""
            let twin = try #require(hooks.first { $0["id"] == id + "-system" }, "\(id) has no -system twin")
            #expect(twin["language"] == "system")
            for key in ["entry", "files", "pass_filenames", "verbose"] { #expect(built[key] == twin[key], "\(id) and its twin differ in \(key)") }
        }
        let scan = try #require(hooks.first)
        #expect(scan["entry"] == "navlint scan .")
        #expect(scan["pass_filenames"] == "false")
        let files = try NSRegularExpression(pattern: try #require(scan["files"]))
        func matches(_ path: String) -> Bool { files.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil }
        for path in ["App/Home.swift", "Legacy/Cart.m", "Legacy/Cart.mm", "Legacy/Cart.h", "Main.storyboard", "Cell.xib", ".navlint.yml", "App/.navlint.yaml"] {
            #expect(matches(path), "\(path) does not start the scan")
        }
        for path in ["README.md", "App/navlint.yaml", "Package.resolved", "App/Assets.xcassets/Contents.json", "swiftly.txt"] {
            #expect(!matches(path), "\(path) starts the scan")
        }
    }

    /// The hooks of .pre-commit-hooks.yaml, each as its keys and scalar values.
    static func hooks() throws -> [[String: String]] {
        let text = try repositoryText(".pre-commit-hooks.yaml")
        let parsed = YAMLParser.parse(bytes: Array(text.utf8), name: ".pre-commit-hooks.yaml")
        let items = try #require(parsed.root?.sequence, "\(parsed.diagnostics)")
        return items.map { item in
            var hook: [String: String] = [:]
            for entry in item.mapping ?? [] { hook[entry.key] = entry.value.scalar?.value }
            return hook
        }
    }

    /// The `.pre-commit-config.yaml` block of docs/ci.md, with its `repo:` value replaced. Fails when the
    /// block is missing or does not name the public repository once.
    static func documentedConfiguration(repository: String) throws -> String {
        let block = try #require(DocBlocks.fenced(in: "docs/ci.md", startingWith: "# .pre-commit-config.yaml"))
        let repoLine = "  - repo: \(Release.homepage)\n"
        try #require(block.components(separatedBy: repoLine).count == 2, "docs/ci.md's pre-commit example names \(Release.homepage) once:\n\(block)")
        return block.replacingOccurrences(of: repoLine, with: "  - repo: \(repository)\n")
    }
}
