import Foundation
import Testing

/// The real pre-commit framework (from PyPI, installed by .ci/run) runs this repository's hook in a
/// temporary git repository, configured by the `.pre-commit-config.yaml` example in docs/ci.md with only
/// its repository URL and tag replaced (by this clone and its HEAD commit), so the documented example is
/// what is tested: a bad file fails the commit with the diagnostics shown, a good one passes.
/// pre-commit builds the hook from the committed HEAD in release mode, so this takes a minute or two.
@Suite(.enabled(if: programOnPath("pre-commit") != nil && programOnPath("git") != nil, "pre-commit is not installed; .ci/run installs it"))
struct PreCommitTests {
    @Test func hookBlocksABadCommitAndPassesAGoodOne() throws {
        let preCommit = try #require(programOnPath("pre-commit"))
        let git = try #require(programOnPath("git"))
        let head = try runProgram(git, ["rev-parse", "HEAD"], directory: CLI.repository).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(head.count == 40)
        let work = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let repo = work.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: repo, withIntermediateDirectories: true)
        let environment = [
            "PRE_COMMIT_HOME": work.appendingPathComponent("cache").path,
            "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.invalid",
            "GIT_COMMITTER_NAME": "Test", "GIT_COMMITTER_EMAIL": "test@example.invalid",
            "NO_COLOR": "1",
        ]
        func gitIn(_ arguments: [String]) throws -> CLI.Output {
            try runProgram(git, arguments, directory: repo, environment: environment)
        }
        _ = try gitIn(["init", "-q"])
        try Self.documentedConfiguration(repository: CLI.repository.path, revision: head)
            .write(to: repo.appendingPathComponent(".pre-commit-config.yaml"), atomically: true, encoding: .utf8)
        let install = try runProgram(preCommit, ["install"], directory: repo, environment: environment)
        #expect(install.status == 0, "\(install.stdout)\(install.stderr)")
        _ = try gitIn(["add", ".pre-commit-config.yaml"])

        try FileManager.default.createDirectory(at: repo.appendingPathComponent("App"), withIntermediateDirectories: true)
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
        try bad.write(to: repo.appendingPathComponent("App/navlint.yaml"), atomically: true, encoding: .utf8)
        _ = try gitIn(["add", "App/navlint.yaml"])
        let refused = try gitIn(["commit", "-m", "bad"])
        #expect(refused.status != 0, "the commit of a freezing setup went through")
        let shown = refused.stdout + refused.stderr
        #expect(shown.contains("App/navlint.yaml:6:28: error:"), "\(shown)")
        #expect(shown.contains("[root-freeze]"))

        let good = bad.replacingOccurrences(of: "popGesture: {delegate: nil}", with: "popGesture: {delegate: system}")
        try good.write(to: repo.appendingPathComponent("App/navlint.yaml"), atomically: true, encoding: .utf8)
        _ = try gitIn(["add", "App/navlint.yaml"])
        let accepted = try gitIn(["commit", "-m", "good"])
        #expect(accepted.status == 0, "\(accepted.stdout)\(accepted.stderr)")
    }

    /// The `.pre-commit-config.yaml` block of docs/ci.md, with its `repo:` and `rev:` values replaced.
    /// Fails when the block is missing or does not name the public repository and the release tag.
    static func documentedConfiguration(repository: String, revision: String) throws -> String {
        let block = try #require(DocBlocks.fenced(in: "docs/ci.md", startingWith: "# .pre-commit-config.yaml"))
        let repoLine = "  - repo: \(Release.homepage)\n"
        let revLine = "    rev: \(Release.tag)\n"
        try #require(block.components(separatedBy: repoLine).count == 2, "docs/ci.md's pre-commit example names \(Release.homepage) once:\n\(block)")
        try #require(block.components(separatedBy: revLine).count == 2, "docs/ci.md's pre-commit example pins \(Release.tag) once:\n\(block)")
        return block
            .replacingOccurrences(of: repoLine, with: "  - repo: \(repository)\n")
            .replacingOccurrences(of: revLine, with: "    rev: \(revision)\n")
    }
}
