import Foundation
import Testing

/// The GitHub workflows, the action and the CI examples of docs/ci.md against the schemas GitHub and
/// GitLab publish (vendored in check-jsonschema, from PyPI, installed by scripts/setup --with-test-tools).
@Suite(.enabled(if: programOnPath("check-jsonschema") != nil, "check-jsonschema is not installed; scripts/setup --with-test-tools installs it"))
struct WorkflowSchemaTests {
    private func validate(_ schema: String, _ files: [URL]) throws -> CLI.Output {
        try runProgram(try #require(programOnPath("check-jsonschema")), ["--builtin-schema", schema] + files.map(\.path), directory: CLI.repository)
    }

    private func repositoryFiles(_ paths: [String]) -> [URL] {
        paths.map { CLI.repository.appendingPathComponent($0) }
    }

    @Test func workflowsAndActionMatchGitHubsSchemas() throws {
        let workflows = try validate("vendor.github-workflows", repositoryFiles([".github/workflows/ci.yml", ".github/workflows/release.yml"]))
        #expect(workflows.status == 0, "\(workflows.stdout)\(workflows.stderr)")
        let action = try validate("vendor.github-actions", repositoryFiles(["action.yml"]))
        #expect(action.status == 0, "\(action.stdout)\(action.stderr)")
    }

    @Test func docsExamplesMatchTheirSchemas() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var workflows: [URL] = []
        for name in ["navlint.yml", "navlint-from-source.yml"] {
            let text = try #require(DocBlocks.fenced(in: "docs/ci.md", startingWith: "# .github/workflows/\(name)"), "docs/ci.md has no \(name) example")
            let file = folder.appendingPathComponent(name)
            try text.write(to: file, atomically: true, encoding: .utf8)
            workflows.append(file)
        }
        let github = try validate("vendor.github-workflows", workflows)
        #expect(github.status == 0, "\(github.stdout)\(github.stderr)")
        let gitlabText = try #require(DocBlocks.fenced(in: "docs/ci.md", startingWith: "# .gitlab-ci.yml"))
        let gitlabFile = folder.appendingPathComponent("gitlab-ci.yml")
        try gitlabText.write(to: gitlabFile, atomically: true, encoding: .utf8)
        let gitlab = try validate("vendor.gitlab-ci", [gitlabFile])
        #expect(gitlab.status == 0, "\(gitlab.stdout)\(gitlab.stderr)")
    }

    /// The validation can fail: one wrong key in a copy of each file is reported.
    @Test func brokenCopiesAreRefused() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let workflow = folder.appendingPathComponent("ci.yml")
        let ci = try repositoryText(".github/workflows/ci.yml")
        #expect(ci.contains("    runs-on: ubuntu-24.04\n"))
        try ci.replacingOccurrences(of: "    runs-on: ubuntu-24.04\n", with: "    run-on: ubuntu-24.04\n").write(to: workflow, atomically: true, encoding: .utf8)
        let refusedWorkflow = try validate("vendor.github-workflows", [workflow])
        #expect(refusedWorkflow.status == 1)
        #expect(refusedWorkflow.stdout.contains("ci.yml"))

        let action = folder.appendingPathComponent("action.yml")
        let text = try repositoryText("action.yml")
        #expect(text.contains("  using: composite\n"))
        try text.replacingOccurrences(of: "  using: composite\n", with: "  using: compost\n").write(to: action, atomically: true, encoding: .utf8)
        let refusedAction = try validate("vendor.github-actions", [action])
        #expect(refusedAction.status == 1)
    }
}

/// The action's steps (scripts/action-install and scripts/action-check) with the navlint the tests build.
@Suite struct ActionScriptTests {
    /// A folder with the legacy-checkout example at App/navlint.yaml, and a PATH that finds navlint.
    private func workspace() throws -> (folder: URL, environment: [String: String]) {
        let folder = try CLI.temporaryDirectory()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CLI.repository.appendingPathComponent("Examples/legacy-checkout/navlint.yaml"), to: folder.appendingPathComponent("App/navlint.yaml"))
        let path = CLI.binary.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        return (folder, ["PATH": path, "NO_COLOR": "1", "GITHUB_ACTIONS": "true"])
    }

    @Test func checkAnnotatesAndFailsAtTheThreshold() throws {
        let (folder, environment) = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let annotated = try runScript("scripts/action-check", directory: folder, environment: environment.merging(["NAVLINT_PATHS": "App"]) { $1 })
        #expect(annotated.status == 0, "\(annotated.stderr)")
        let lines = annotated.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("::warning file=App/navlint.yaml,line=24,col=7,") == true, "\(annotated.stdout)")
        #expect(lines.last?.hasPrefix("::warning file=App/navlint.yaml,line=29,col=7,") == true)

        let strict = try runScript("scripts/action-check", directory: folder, environment: environment.merging(["NAVLINT_PATHS": "App", "NAVLINT_FAIL_ON": "warning"]) { $1 })
        #expect(strict.status == 1)

        // Extra arguments and several paths, split on spaces and new lines.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Other"), withIntermediateDirectories: true)
        try validApp.write(to: folder.appendingPathComponent("Other/shop.navlint.yaml"), atomically: true, encoding: .utf8)
        let text = try runScript("scripts/action-check", directory: folder, environment: environment.merging([
            "NAVLINT_PATHS": " App\nOther\n", "NAVLINT_FORMAT": "text", "NAVLINT_ARGS": "--no-snippet  --max-diagnostics 1",
        ]) { $1 })
        #expect(text.status == 0)
        #expect(text.stdout.hasPrefix("App/navlint.yaml:24:7: warning:"))
        #expect(text.stdout.split(separator: "\n").count == 1)
        #expect(text.stderr.contains("navlint check --format text --no-snippet --max-diagnostics 1 App Other\n"))
        #expect(text.stderr.contains("in 2 files"))

        let usage = try runScript("scripts/action-check", directory: folder, environment: environment.merging(["NAVLINT_FAIL_ON": "sometimes"]) { $1 })
        #expect(usage.status == 2)
    }

    @Test func sarifReportIsWrittenAndNeverFailsOnFindings() throws {
        let (folder, environment) = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sarif = try runScript("scripts/action-check", ["sarif"], directory: folder, environment: environment.merging([
            "NAVLINT_SARIF_FILE": "navlint.sarif", "NAVLINT_ARGS": "--strict",
        ]) { $1 })
        #expect(sarif.status == 0, "\(sarif.stderr)")
        #expect(sarif.stdout == "")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("navlint.sarif"))) as? [String: Any])
        #expect(report["version"] as? String == "2.1.0")
        let run = try #require((report["runs"] as? [[String: Any]])?.first)
        #expect((run["results"] as? [Any])?.count == 2)
        let driver = (run["tool"] as? [String: Any])?["driver"] as? [String: Any]
        #expect(driver?["version"] as? String == Release.version)
    }

    @Test func installFromPathAndItsMistakes() throws {
        let (folder, environment) = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let githubPath = folder.appendingPathComponent("github-path")
        try "".write(to: githubPath, atomically: true, encoding: .utf8)
        let runner = ["RUNNER_TEMP": folder.path, "GITHUB_PATH": githubPath.path, "RUNNER_OS": "Linux", "RUNNER_ARCH": "X64", "NAVLINT_VERSION": Release.version]
        let found = try runScript("scripts/action-install", directory: folder, environment: environment.merging(runner) { $1 }.merging(["NAVLINT_INSTALL": "path"]) { $1 })
        #expect(found.status == 0, "\(found.stderr)")
        #expect(try String(contentsOf: githubPath, encoding: .utf8) == CLI.binary.deletingLastPathComponent().path + "\n")

        try "".write(to: githubPath, atomically: true, encoding: .utf8)
        let missing = try runScript("scripts/action-install", directory: folder, environment: runner.merging(["NAVLINT_INSTALL": "path", "PATH": "/usr/bin:/bin"]) { $1 })
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("::error::navlint: install is 'path' but no navlint is on PATH"))
        let unknown = try runScript("scripts/action-install", directory: folder, environment: runner.merging(["NAVLINT_INSTALL": "brew"]) { $1 })
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("install must be auto, release, source or path"))
        let noRelease = try runScript("scripts/action-install", directory: folder, environment: runner.merging(["NAVLINT_INSTALL": "release", "RUNNER_OS": "Windows"]) { $1 })
        #expect(noRelease.status == 1)
        #expect(noRelease.stderr.contains("no release binary for Windows X64"))
        #expect(try String(contentsOf: githubPath, encoding: .utf8) == "")
    }

    /// action.yml runs scripts that exist, uses only inputs it declares, and passes every input on.
    @Test func actionWiresItsInputsToTheScripts() throws {
        let action = try repositoryText("action.yml")
        let declared = Set(captures(of: #"(?m)^  ([a-z-]+):\n    description:"#, in: action.components(separatedBy: "\noutputs:").first ?? ""))
        #expect(declared == ["paths", "format", "fail-on", "sarif-file", "args", "version", "install"])
        let used = Set(captures(of: #"inputs\.([a-z-]+)"#, in: action))
        #expect(used == declared)
        for script in Set(captures(of: #"\$GITHUB_ACTION_PATH/(scripts/[a-z-]+)"#, in: action)) {
            #expect(FileManager.default.isExecutableFile(atPath: CLI.repository.appendingPathComponent(script).path), "\(script)")
        }
        let scripts = try repositoryText("scripts/action-install") + repositoryText("scripts/action-check")
        for variable in Set(captures(of: #"(NAVLINT_[A-Z_]+): \$\{\{"#, in: action)) {
            #expect(scripts.contains("${\(variable)"), "the scripts never read \(variable)")
        }
    }
}

/// Formula/navlint.rb: valid Ruby (ruby -c, when Ruby is installed), and its test block agrees with navlint.
@Suite struct FormulaTests {
    static let formula = "Formula/navlint.rb"

    @Test(.enabled(if: programOnPath("ruby") != nil, "Ruby is not installed; scripts/setup --with-test-tools installs it"))
    func formulaIsValidRuby() throws {
        let ruby = try #require(programOnPath("ruby"))
        let checked = try runProgram(ruby, ["-c", Self.formula], directory: CLI.repository)
        #expect(checked.status == 0, "\(checked.stderr)")
        #expect(checked.stdout == "Syntax OK\n")
        // ruby -c does fail: the formula without its last line.
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("navlint.rb")
        let text = try repositoryText(Self.formula)
        #expect(text.hasSuffix("\nend\n"))
        try String(text.dropLast(4)).write(to: broken, atomically: true, encoding: .utf8)
        #expect(try runProgram(ruby, ["-c", broken.path], directory: folder).status != 0)
    }

    @Test func formulaBuildsTheTagAndNeedsLibyaml() throws {
        let text = try repositoryText(Self.formula)
        #expect(text.contains("  url \"\(Release.homepage)/archive/refs/tags/\(Release.tag).tar.gz\"\n"))
        #expect(text.contains("  depends_on \"libyaml\"\n"))
        #expect(text.contains("  license \"MIT\"\n"))
        #expect(text.contains("\"--disable-sandbox\""))
        #expect(text.contains("generate_completions_from_executable(bin/\"navlint\", \"--generate-completion-script\")"))
        // The completion scripts that call asks for.
        for shell in ["bash", "zsh", "fish"] {
            let script = try CLI.run(["--generate-completion-script", shell])
            #expect(script.status == 0)
            #expect(script.stdout.contains("navlint") && script.stdout.contains("check"), "\(shell)")
        }
    }

    /// The YAML of the formula's test block, checked by navlint: every assert_match of the block holds.
    @Test func formulaTestBlockHoldsForNavlint() throws {
        let text = try repositoryText(Self.formula)
        let start = try #require(text.range(of: "(testpath/\"navlint.yaml\").write <<~YAML\n"))
        let end = try #require(text.range(of: "\n    YAML\n", range: start.upperBound..<text.endIndex))
        let yaml = text[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("      ") ? String($0.dropFirst(6)) : String($0) }.joined(separator: "\n") + "\n"
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try yaml.write(to: folder.appendingPathComponent("navlint.yaml"), atomically: true, encoding: .utf8)
        let output = try CLI.run(["check", "--no-snippet", "--color", "never", folder.appendingPathComponent("navlint.yaml").path])
        #expect(text.contains("2>&1\", 1)"), "the formula expects exit status 1")
        #expect(output.status == 1)
        let matches = captures(of: ##"assert_match "([^"]+)", output"##, in: text)
        #expect(matches.count == 2)
        for expected in matches {
            #expect((output.stdout + output.stderr).contains(expected), "navlint's output lacks \(expected)")
        }
    }
}

/// docs/ci.md's Xcode build phase, run as Xcode runs it (bash, with SRCROOT or the phase's input files).
@Suite struct XcodeBuildPhaseTests {
    private func phase() throws -> String {
        try #require(DocBlocks.fenced(in: "docs/ci.md", under: "## Xcode build phase", language: "sh"))
    }

    private func run(_ script: String, environment: [String: String], in folder: URL) throws -> CLI.Output {
        let file = folder.appendingPathComponent("phase.sh")
        try script.write(to: file, atomically: true, encoding: .utf8)
        return try runProgram(URL(fileURLWithPath: "/bin/sh"), [file.path], directory: folder, environment: environment)
    }

    @Test func phaseChecksTheSourceRootOrItsInputFiles() throws {
        let script = try phase()
        #expect(script.contains("export PATH=\"/opt/homebrew/bin:"))
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = folder.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Checkout"), withIntermediateDirectories: true)
        let description = root.appendingPathComponent("Checkout/navlint.yaml")
        try FileManager.default.copyItem(at: CLI.repository.appendingPathComponent("Examples/legacy-checkout/navlint.yaml"), to: description)
        try "rules:\n  scroll-view-missing-require-to-fail: {severity: error}\n".write(to: root.appendingPathComponent(".navlint.yml"), atomically: true, encoding: .utf8)
        let path = CLI.binary.deletingLastPathComponent().path + ":/usr/bin:/bin"
        let base = ["PATH": path, "SRCROOT": root.path, "NO_COLOR": "", "GITHUB_ACTIONS": ""]

        let searched = try run(script, environment: base, in: folder)
        #expect(searched.status == 1, "the configured error fails the build")
        #expect(searched.stdout.contains("\(description.path):24:7: warning: "))
        #expect(searched.stdout.contains("\(description.path):29:7: error: "))
        #expect(!searched.stdout.contains(" | "), "no snippets for Xcode")

        let listed = try run(script, environment: base.merging([
            "SCRIPT_INPUT_FILE_COUNT": "2", "SCRIPT_INPUT_FILE_0": description.path, "SCRIPT_INPUT_FILE_1": root.appendingPathComponent(".navlint.yml").path,
        ]) { $1 }, in: folder)
        #expect(listed.status == 1)
        #expect(listed.stdout == searched.stdout)
        #expect(listed.stderr == "1 error, 1 warning in 1 file\n", "\(listed.stderr)")
    }

    @Test func phaseWarnsWhenNavlintIsMissing() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try run(try phase(), environment: ["PATH": "/usr/bin:/bin", "SRCROOT": folder.path], in: folder)
        #expect(missing.status == 0)
        #expect(missing.stdout.hasPrefix("warning: navlint is not installed"))
    }
}

/// The README's Install section: where it is, and one subsection per way to install.
@Suite struct InstallDocumentationTests {
    @Test func installSectionSitsAfterTheIntroAndNamesEveryWay() throws {
        let readme = try repositoryText("README.md")
        let headings = readme.split(separator: "\n").filter { $0.hasPrefix("## ") }
        let install = try #require(headings.firstIndex(of: "## Install"))
        let brief = try #require(headings.firstIndex(of: "## The app description in brief"))
        #expect(install == headings.startIndex, "Install is the first section after the intro")
        #expect(install < brief)
        let start = try #require(readme.range(of: "\n## Install\n"))
        let section = String(readme[start.upperBound...]).components(separatedBy: "\n## ").first ?? ""
        let subsections = section.split(separator: "\n").filter { $0.hasPrefix("### ") }
        #expect(subsections == ["### Homebrew", "### Mint", "### Release binary", "### SwiftPM plugin", "### pre-commit", "### GitHub Action", "### Xcode build phase", "### From source"])
        #expect(section.contains("mint install navlint/navlint@\(Release.tag)"))
        #expect(section.contains("(docs/plugins.md)"))
        #expect(section.contains("brew tap navlint/navlint \(Release.homepage)"))
    }

    @Test func preCommitExampleIsTheOneTheHookTestRuns() throws {
        let configuration = try PreCommitTests.documentedConfiguration(repository: "/here")
        #expect(configuration.hasPrefix("# .pre-commit-config.yaml\nrepos:\n  - repo: /here\n    rev: abc123\n"))
        #expect(configuration.contains("      - id: navlint "))
        #expect(!configuration.contains(Release.homepage))
    }
}
