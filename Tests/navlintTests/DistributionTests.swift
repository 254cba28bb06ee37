import Foundation
import Format
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
            try text.write(to: file, atomically: false, encoding: .utf8)
            workflows.append(file)
        }
        let github = try validate("vendor.github-workflows", workflows)
        #expect(github.status == 0, "\(github.stdout)\(github.stderr)")
        let gitlabText = try #require(DocBlocks.fenced(in: "docs/ci.md", startingWith: "# .gitlab-ci.yml"))
        let gitlabFile = folder.appendingPathComponent("gitlab-ci.yml")
        try gitlabText.write(to: gitlabFile, atomically: false, encoding: .utf8)
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
        try ci.replacingOccurrences(of: "    runs-on: ubuntu-24.04\n", with: "    run-on: ubuntu-24.04\n").write(to: workflow, atomically: false, encoding: .utf8)
        let refusedWorkflow = try validate("vendor.github-workflows", [workflow])
        #expect(refusedWorkflow.status == 1)
        #expect(refusedWorkflow.stdout.contains("ci.yml"))

        let action = folder.appendingPathComponent("action.yml")
        let text = try repositoryText("action.yml")
        #expect(text.contains("  using: composite\n"))
        try text.replacingOccurrences(of: "  using: composite\n", with: "  using: compost\n").write(to: action, atomically: false, encoding: .utf8)
        let refusedAction = try validate("vendor.github-actions", [action])
        #expect(refusedAction.status == 1)
    }
}

/// action.yml's composite steps, run here the way a GitHub runner runs them: each step's `if:` decided,
/// its `env:` filled from the inputs (the defaults of action.yml, overridden by `with:`), its `run:` written
/// to a file and run by `bash --noprofile --norc -eo pipefail FILE` in the workspace, and the folders a step
/// appends to GITHUB_PATH put first on PATH for the steps after it; the first step that fails ends the run.
/// Only the expressions action.yml uses are understood (`${{ inputs.NAME }}` in `env:`, and
/// `inputs.NAME != ''` or `== ''` as a condition); anything else fails the test, so a new one must be
/// taught here before it ships.
struct CompositeAction {
    struct Step {
        var name: String
        var condition: String?
        var environment: [(String, String)]
        /// The script, or nil for a step that uses another action (`uses:`), which this runner cannot run:
        /// it is recorded as not run, with the action it names in `uses`.
        var run: String?
        var uses: String?
        var id: String?
    }

    /// What one step did; `ran` is false for a step its condition skipped.
    struct StepRun {
        var name: String
        var ran: Bool
        var output: CLI.Output
    }

    let defaults: [String: String]
    let steps: [Step]

    init(file: String = "action.yml") throws {
        let text = try repositoryText(file)
        let parsed = YAMLParser.parse(bytes: Array(text.utf8), name: file)
        let root = try #require(parsed.root?.mapping, "\(parsed.diagnostics)")
        func value(_ key: String, in mapping: [YAMLMappingEntry]) -> YAMLNode? { mapping.first { $0.key == key }?.value }
        var defaults: [String: String] = [:]
        for input in try #require(value("inputs", in: root)?.mapping) {
            defaults[input.key] = input.value.mapping.flatMap { value("default", in: $0)?.scalar?.value } ?? ""
        }
        let runs = try #require(value("runs", in: root)?.mapping)
        try #require(value("using", in: runs)?.scalar?.value == "composite")
        var steps: [Step] = []
        for item in try #require(value("steps", in: runs)?.sequence) {
            let step = try #require(item.mapping)
            let name = value("name", in: step)?.scalar?.value ?? "(unnamed)"
            let condition = value("if", in: step)?.scalar?.value
            if let uses = value("uses", in: step)?.scalar?.value {
                steps.append(Step(name: name, condition: condition, environment: [], run: nil, uses: uses, id: value("id", in: step)?.scalar?.value))
                continue
            }
            try #require(value("shell", in: step)?.scalar?.value == "bash", "step '\(name)' must run in bash")
            let run = try #require(value("run", in: step)?.scalar?.value, "step '\(name)' has no run")
            try #require(!run.contains("${{"), "step '\(name)' pastes an expression into its script; pass it through env")
            let environment = (value("env", in: step)?.mapping ?? []).map { ($0.key, $0.value.scalar?.value ?? "") }
            steps.append(Step(name: name, condition: condition, environment: environment, run: run, uses: nil, id: value("id", in: step)?.scalar?.value))
        }
        self.defaults = defaults
        self.steps = steps
    }

    /// `${{ inputs.NAME }}` replaced by the input's value and `${{ runner.temp }}` by the runner's
    /// temporary folder; any other expression fails the test.
    private func evaluate(_ text: String, inputs: [String: String], runnerTemp: String) throws -> String {
        var result = text.replacingOccurrences(of: "${{ runner.temp }}", with: runnerTemp)
        for name in captures(of: #"\$\{\{ inputs\.([a-z-]+) \}\}"#, in: text) {
            let input = try #require(inputs[name], "action.yml uses the undeclared input \(name)")
            result = result.replacingOccurrences(of: "${{ inputs.\(name) }}", with: input)
        }
        try #require(!result.contains("${{"), "an expression this runner does not know: \(text)")
        return result
    }

    private func holds(_ condition: String, inputs: [String: String]) throws -> Bool {
        for (operation, wanted) in [("!=", false), ("==", true)] {
            if let name = captures(of: "^inputs\\.([a-z-]+) \(operation) ''$", in: condition).first {
                let input = try #require(inputs[name], "the condition uses the undeclared input \(name)")
                return input.isEmpty == wanted
            }
        }
        Issue.record("a condition this runner does not know: \(condition)")
        return false
    }

    /// Runs the steps with the inputs `with` in `workspace`. `environment` is the runner's (PATH and such).
    func run(with given: [String: String], in workspace: URL, environment: [String: String]) throws -> [StepRun] {
        for name in given.keys { try #require(defaults[name] != nil, "action.yml has no input \(name)") }
        let inputs = defaults.merging(given) { $1 }
        let runner = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: runner) }
        let githubPath = runner.appendingPathComponent("github-path")
        try "".write(to: githubPath, atomically: false, encoding: .utf8)
        #if os(Linux)
        let runnerOS = "Linux"
        #else
        let runnerOS = "macOS"
        #endif
        var path = environment["PATH"] ?? "/usr/bin:/bin"
        var runs: [StepRun] = []
        for (index, step) in steps.enumerated() {
            // Another action's step is not run here; the step after it must work without it.
            guard let run = step.run else {
                runs.append(StepRun(name: step.name, ran: false, output: CLI.Output(status: 0, stdout: "", stderr: "")))
                continue
            }
            if let condition = step.condition, try !holds(condition, inputs: inputs) {
                runs.append(StepRun(name: step.name, ran: false, output: CLI.Output(status: 0, stdout: "", stderr: "")))
                continue
            }
            let script = runner.appendingPathComponent("step-\(index).sh")
            try run.write(to: script, atomically: false, encoding: .utf8)
            let outputs = runner.appendingPathComponent("outputs-\(index)")
            try "".write(to: outputs, atomically: false, encoding: .utf8)
            var stepEnvironment = environment.merging([
                "GITHUB_ACTIONS": "true", "GITHUB_ACTION_PATH": CLI.repository.path, "GITHUB_PATH": githubPath.path,
                "GITHUB_WORKSPACE": workspace.path, "RUNNER_TEMP": runner.path, "RUNNER_OS": runnerOS, "RUNNER_ARCH": "X64",
                "GITHUB_OUTPUT": outputs.path,
            ]) { $1 }
            for (name, value) in step.environment { stepEnvironment[name] = try evaluate(value, inputs: inputs, runnerTemp: runner.path) }
            stepEnvironment["PATH"] = path
            let output = try runProgram(URL(fileURLWithPath: "/bin/bash"), ["--noprofile", "--norc", "-eo", "pipefail", script.path],
                                        directory: workspace, environment: stepEnvironment)
            var recorded = output
            if step.id != nil { recorded.stdout += (try? String(contentsOf: outputs, encoding: .utf8)) ?? "" }
            runs.append(StepRun(name: step.name, ran: true, output: recorded))
            if output.status != 0 { break }
            let added = try String(contentsOf: githubPath, encoding: .utf8).split(separator: "\n").reversed()
            path = (added.map(String.init) + [environment["PATH"] ?? "/usr/bin:/bin"]).joined(separator: ":")
        }
        return runs
    }
}

/// The action run here on Examples/reader-app and on app descriptions, step by step (CompositeAction),
/// with `install: path` and the navlint the tests build on PATH; and its install step's own checks.
@Suite struct ActionTests {
    /// A copy of Examples/reader-app (code only, no description) and a PATH that finds navlint.
    private func readerWorkspace() throws -> (folder: URL, environment: [String: String]) {
        let folder = try CLI.temporaryDirectory()
        let example = CLI.repository.appendingPathComponent("Examples/reader-app")
        for item in try FileManager.default.contentsOfDirectory(atPath: example.path) {
            try FileManager.default.copyItem(at: example.appendingPathComponent(item), to: folder.appendingPathComponent(item))
        }
        let path = CLI.binary.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        return (folder, ["PATH": path, "NO_COLOR": "1"])
    }

    @Test func readerAppGetsAnnotationsSARIFAndFailsAtTheThreshold() throws {
        let (folder, environment) = try readerWorkspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let action = try CompositeAction()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("reports"), withIntermediateDirectories: true)
        let runs = try action.run(with: ["install": "path", "fail-on": "warning", "sarif-file": "reports/navlint.sarif"], in: folder, environment: environment)
        #expect(runs.map(\.name) == ["What navlint build to use", "Cached navlint build", "Install navlint", "navlint"])
        #expect(runs.map(\.ran) == [true, false, true, true])
        #expect(runs[0].output.stdout.contains("builds=false\n"), "a navlint on PATH is no build to cache: \(runs[0].output.stdout)")
        #expect(runs[2].output.status == 0, "\(runs[2].output.stderr)")
        #expect(runs[2].output.stderr.contains("(path) from \(CLI.binary.deletingLastPathComponent().path)"))
        // One run writes both reports.
        #expect(runs[3].output.stderr.contains("navlint --format github --fail-on warning --report sarif:reports/navlint.sarif\n"), "\(runs[3].output.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("reports/navlint.sarif"))) as? [String: Any])
        let results = try #require(((report["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        #expect(results.count == 3)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("reports").path) == ["navlint.sarif"])

        let check = runs[3].output
        #expect(check.status == 1, "warnings fail at fail-on: warning: \(check.stderr)")
        let lines = check.stdout.split(separator: "\n")
        #expect(lines.count == 3, "\(check.stdout)")
        #expect(lines.first?.hasPrefix("::warning file=Reader/Library/BookViewController.swift,line=7,col=9,") == true, "\(check.stdout)")
        #expect(lines.last?.hasPrefix("::warning file=Reader/Settings/SettingsView.swift,line=22,col=9,") == true)
        #expect(check.stderr.hasSuffix("scanned 5 files: 5 screens, 2 navigation controllers; no app description\n3 warnings in 5 files\n"), "\(check.stderr)")

        // --strict in args fails the step and still writes the report; an error (no such configuration) leaves none.
        let strict = try action.run(with: ["install": "path", "sarif-file": "strict.sarif", "args": "--strict"], in: folder, environment: environment)
        #expect(strict.map(\.output.status) == [0, 0, 0, 1])
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("strict.sarif").path))
        let broken = try action.run(with: ["install": "path", "sarif-file": "broken.sarif", "args": "--config missing.yml"], in: folder, environment: environment)
        #expect(broken.map(\.output.status) == [0, 0, 0, 2])
        #expect(try !FileManager.default.contentsOfDirectory(atPath: folder.path).contains { $0.hasPrefix("broken.sarif") })

        // The default threshold (error): annotations, and the job goes on.
        let lenient = try action.run(with: ["install": "path"], in: folder, environment: environment)
        #expect(lenient.map(\.ran) == [true, false, true, true])
        #expect(lenient.last?.output.status == 0)
        #expect(lenient.last?.output.stdout == check.stdout)
    }

    @Test func commandChoosesTheCodeOrTheDescriptions() throws {
        let (folder, environment) = try readerWorkspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Flows"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CLI.repository.appendingPathComponent("Examples/legacy-checkout/navlint.yaml"), to: folder.appendingPathComponent("Flows/navlint.yaml"))
        let action = try CompositeAction()

        let scan = try action.run(with: ["install": "path", "command": "scan", "paths": " Reader\nPackage.swift ", "format": "text", "args": "--no-snippet  --strict"], in: folder, environment: environment)
        let scanned = try #require(scan.last?.output)
        #expect(scanned.status == 1)
        #expect(scanned.stderr.contains("navlint scan Reader Package.swift --format text --no-snippet --strict\n"), "\(scanned.stderr)")
        #expect(scanned.stdout.split(separator: "\n").count == 3)
        #expect(scanned.stdout.hasPrefix("Reader/Library/BookViewController.swift:7:9: warning:"), "\(scanned.stdout)")

        let check = try action.run(with: ["install": "path", "command": "check", "format": "text"], in: folder, environment: environment)
        let checked = try #require(check.last?.output)
        #expect(checked.status == 0)
        #expect(checked.stdout.split(separator: "\n").count == 2)
        #expect(checked.stdout.hasPrefix("Flows/navlint.yaml:24:7: warning:"), "\(checked.stdout)")
        #expect(checked.stderr.hasSuffix("navlint check --format text\n2 warnings in 1 file\n"), "\(checked.stderr)")

        // auto (or lint) with paths is `navlint PATHS`: whatever they hold, here one description.
        let named = try action.run(with: ["install": "path", "paths": "Flows", "format": "text", "args": "--max-diagnostics 1"], in: folder, environment: environment)
        #expect(named.last?.output.stderr.contains("navlint --format text --max-diagnostics 1 Flows\n") == true)
        #expect(named.last?.output.stdout.split(separator: "\n").count == 1)

        // Both, with nothing named: five warnings in one report.
        let both = try action.run(with: ["install": "path", "format": "json"], in: folder, environment: environment)
        let report = try #require(try JSONSerialization.jsonObject(with: Data((both.last?.output.stdout ?? "").utf8)) as? [String: Any])
        #expect((report["diagnostics"] as? [Any])?.count == 5)

        let lint = try action.run(with: ["install": "path", "command": "lint", "paths": "Reader", "format": "text"], in: folder, environment: environment)
        #expect(lint.last?.output.stdout == scanned.stdout, "\(lint.last?.output.stderr ?? "")")
        let wrong = try action.run(with: ["install": "path", "command": "graph"], in: folder, environment: environment)
        #expect(wrong.last?.output.status == 2)
        #expect(wrong.last?.output.stderr.contains("::error::navlint: command must be auto, lint, scan or check, not 'graph'") == true)
        let usage = try action.run(with: ["install": "path", "fail-on": "sometimes"], in: folder, environment: environment)
        #expect(usage.last?.output.status == 2)
    }

    /// The runner above does fail: a step that exits 1 ends the run, and an expression it does not know is
    /// refused rather than passed through.
    @Test func theRunnerStopsAtAFailingStep() throws {
        let (folder, _) = try readerWorkspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let runs = try CompositeAction().run(with: ["install": "path"], in: folder, environment: ["PATH": "/usr/bin:/bin"])
        #expect(runs.count == 3)
        #expect(runs.last?.output.status == 1)
        #expect(runs.last?.output.stderr.contains("::error::navlint: install is 'path' but no navlint is on PATH") == true)
    }

    @Test func installFromPathAndItsMistakes() throws {
        let (folder, environment) = try readerWorkspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let githubPath = folder.appendingPathComponent("github-path")
        try "".write(to: githubPath, atomically: false, encoding: .utf8)
        let runner = ["RUNNER_TEMP": folder.path, "GITHUB_PATH": githubPath.path, "RUNNER_OS": "Linux", "RUNNER_ARCH": "X64", "NAVLINT_VERSION": Release.version]
        let found = try runScript("scripts/action-install", directory: folder, environment: environment.merging(runner) { $1 }.merging(["NAVLINT_INSTALL": "path"]) { $1 })
        #expect(found.status == 0, "\(found.stderr)")
        #expect(try String(contentsOf: githubPath, encoding: .utf8) == CLI.binary.deletingLastPathComponent().path + "\n")

        try "".write(to: githubPath, atomically: false, encoding: .utf8)
        let unknown = try runScript("scripts/action-install", directory: folder, environment: runner.merging(["NAVLINT_INSTALL": "brew"]) { $1 })
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("install must be auto, release, source or path"))
        let noRelease = try runScript("scripts/action-install", directory: folder, environment: runner.merging(["NAVLINT_INSTALL": "release", "RUNNER_OS": "Windows"]) { $1 })
        #expect(noRelease.status == 1)
        #expect(noRelease.stderr.contains("no release binary for Windows X64"))
        #expect(try String(contentsOf: githubPath, encoding: .utf8) == "")

        // A version with no release says so; it is never the action's own unreleased one.
        let missing = try runScript("scripts/action-install", directory: folder, environment: runner.merging([
            "NAVLINT_INSTALL": "auto", "NAVLINT_VERSION": "9.9.9", "NAVLINT_RELEASE_BASE_URL": folder.appendingPathComponent("no-releases").absoluteString,
        ]) { $1 })
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("::error::navlint: could not download release v9.9.9 for linux-x86_64"), "\(missing.stderr)")

        // With no version, the action's own: built from source (and cached) while the CHANGELOG says it is unreleased.
        let outputs = folder.appendingPathComponent("outputs")
        for (version, install, builds) in [("", "auto", !Self.released), ("9.9.9", "auto", false), ("", "source", true), ("", "path", false)] {
            try "".write(to: outputs, atomically: false, encoding: .utf8)
            let key = try runScript("scripts/action-install", ["key"], directory: folder, environment: runner.merging([
                "NAVLINT_INSTALL": install, "NAVLINT_VERSION": version, "GITHUB_OUTPUT": outputs.path,
            ]) { $1 })
            #expect(key.status == 0, "\(key.stderr)")
            let written = try String(contentsOf: outputs, encoding: .utf8)
            #expect(written.hasPrefix("builds=\(builds)\nkey=Linux-X64-"), "\(version) \(install): \(written)")
        }
    }

    /// Whether the CHANGELOG dates this version, as a tag's checkout does.
    static var released: Bool {
        (try? repositoryText("CHANGELOG.md")).map { !$0.contains("\n## [\(Release.version)] - Unreleased\n") } ?? false
    }

    /// action.yml runs scripts that exist, uses only inputs it declares, and passes every input on.
    @Test func actionWiresItsInputsToTheScripts() throws {
        let action = try repositoryText("action.yml")
        let declared = Set(try CompositeAction().defaults.keys)
        #expect(declared == ["command", "paths", "format", "fail-on", "sarif-file", "args", "version", "install"])
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
        try String(text.dropLast(4)).write(to: broken, atomically: false, encoding: .utf8)
        #expect(try runProgram(ruby, ["-c", broken.path], directory: folder).status != 0)
    }

    @Test func formulaBuildsTheReleasedSourceAndNeedsLibyaml() throws {
        let text = try repositoryText(Self.formula)
        #expect(text.contains("  url \"\(Release.homepage)/releases/download/\(Release.tag)/navlint-\(Release.version).tar.gz\"\n"))
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
        try yaml.write(to: folder.appendingPathComponent("navlint.yaml"), atomically: false, encoding: .utf8)
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

/// docs/ci.md's Xcode build phase, run as Xcode runs it (/bin/sh, with SRCROOT, and with the phase's input
/// file list as Xcode hands it over: a copy with $(SRCROOT) filled in) on a copy of Examples/reader-app.
/// The user script sandbox itself is macOS's and is not run here.
@Suite struct XcodeBuildPhaseTests {
    private func phase() throws -> String {
        try #require(DocBlocks.fenced(in: "docs/ci.md", under: "## Xcode build phase", language: "sh"))
    }

    private func run(_ script: String, environment: [String: String], in folder: URL) throws -> CLI.Output {
        let file = folder.appendingPathComponent("phase.sh")
        try script.write(to: file, atomically: false, encoding: .utf8)
        return try runProgram(URL(fileURLWithPath: "/bin/sh"), [file.path], directory: folder, environment: environment)
    }

    /// A build folder holding a copy of the reader app as SRCROOT, and Xcode's environment for the phase.
    private func project() throws -> (folder: URL, root: URL, environment: [String: String]) {
        let folder = try CLI.temporaryDirectory()
        let root = folder.appendingPathComponent("Reader App")
        try FileManager.default.copyItem(at: CLI.repository.appendingPathComponent("Examples/reader-app"), to: root)
        let path = CLI.binary.deletingLastPathComponent().path + ":/usr/bin:/bin"
        return (folder, root, ["PATH": path, "SRCROOT": root.path, "NO_COLOR": "", "GITHUB_ACTIONS": ""])
    }

    private let expected = [
        "Reader/Library/BookViewController.swift:7:9: warning: BookViewController hides its back button",
        "Reader/Library/BookViewController.swift:8:9: warning: BookViewController replaces the back button",
        "Reader/Settings/SettingsView.swift:22:9: warning: AccountView hides the navigation bar",
    ]

    @Test func phaseScansTheSourceRootAndFailsAtTheThreshold() throws {
        let script = try phase()
        #expect(script.contains("export PATH=\"/opt/homebrew/bin:"))
        let (folder, root, environment) = try project()
        defer { try? FileManager.default.removeItem(at: folder) }

        let warned = try run(script, environment: environment, in: folder)
        #expect(warned.status == 0, "warnings do not fail the build: \(warned.stderr)")
        let lines = warned.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(warned.stdout)")
        for (line, start) in zip(lines, expected) {
            #expect(line.hasPrefix("\(root.path)/\(start)"), "Xcode needs absolute paths: \(line)")
        }
        #expect(!warned.stdout.contains(" | "), "no snippets for Xcode")
        #expect(warned.stderr == "scanned 5 files: 5 screens, 2 navigation controllers\n3 warnings in 5 files\n", "\(warned.stderr)")

        let configuration = root.appendingPathComponent(".navlint.yml")
        try (String(contentsOf: configuration, encoding: .utf8) + "failOn: warning\n").write(to: configuration, atomically: false, encoding: .utf8)
        let failed = try run(script, environment: environment, in: folder)
        #expect(failed.status == 1, "the threshold fails the build")
        #expect(failed.stdout == warned.stdout)
    }

    /// With the documented input file list and output file, as under user script sandboxing: exactly the
    /// listed files are read, and the output file is written.
    @Test func phaseScansItsInputFileList() throws {
        let script = try phase()
        let (folder, root, environment) = try project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let make = try #require(DocBlocks.fenced(in: "docs/ci.md", startingWith: "# navlint.xcfilelist"))
        let listing = try runProgram(URL(fileURLWithPath: "/bin/sh"), ["-c", make], directory: root)
        #expect(listing.status == 0, "\(listing.stderr)")
        let list = try String(contentsOf: root.appendingPathComponent("navlint.xcfilelist"), encoding: .utf8)
        #expect(list == """
        $(SRCROOT)/.navlint.yml
        $(SRCROOT)/Package.swift
        $(SRCROOT)/Reader/Library/BookViewController.swift
        $(SRCROOT)/Reader/Library/LibraryViewController.swift
        $(SRCROOT)/Reader/SceneDelegate.swift
        $(SRCROOT)/Reader/Settings/SettingsView.swift

        """)
        // Xcode hands the script a copy of the list with the build settings filled in.
        let derived = folder.appendingPathComponent("DerivedData")
        try FileManager.default.createDirectory(at: derived, withIntermediateDirectories: true)
        let resolved = derived.appendingPathComponent("InputFileList-navlint-resolved.xcfilelist")
        try list.replacingOccurrences(of: "$(SRCROOT)", with: root.path).write(to: resolved, atomically: false, encoding: .utf8)
        // A file added after the list was made is not in it, so it is not read.
        try "import UIKit\nfinal class LateViewController: UIViewController {\n    override func viewDidLoad() { navigationItem.hidesBackButton = true }\n}\n"
            .write(to: root.appendingPathComponent("Reader/Late.swift"), atomically: false, encoding: .utf8)
        let stamp = derived.appendingPathComponent("navlint.stamp")
        let listed = try run(script, environment: environment.merging([
            "SCRIPT_INPUT_FILE_LIST_COUNT": "1", "SCRIPT_INPUT_FILE_LIST_0": resolved.path,
            "SCRIPT_OUTPUT_FILE_COUNT": "1", "SCRIPT_OUTPUT_FILE_0": stamp.path,
        ]) { $1 }, in: folder)
        #expect(listed.status == 0, "\(listed.stderr)")
        let lines = listed.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(listed.stdout)")
        for (line, start) in zip(lines, expected) { #expect(line.hasPrefix("\(root.path)/\(start)"), "\(line)") }
        #expect(!listed.stdout.contains("Late.swift"))
        #expect(FileManager.default.fileExists(atPath: stamp.path), "the output file Xcode checks is written")

        // A single input file is read too: the late file, named on its own.
        let named = try run(script, environment: environment.merging([
            "SCRIPT_INPUT_FILE_LIST_COUNT": "1", "SCRIPT_INPUT_FILE_LIST_0": resolved.path,
            "SCRIPT_INPUT_FILE_COUNT": "1", "SCRIPT_INPUT_FILE_0": root.appendingPathComponent("Reader/Late.swift").path,
        ]) { $1 }, in: folder)
        #expect(named.stdout.contains("\(root.path)/Reader/Late.swift:2:1: note: no scanned code pushes or presents LateViewController"), "\(named.stdout)")
    }

    @Test func phaseWarnsWhenNavlintIsMissing() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try run(try phase(), environment: ["PATH": "/usr/bin:/bin", "SRCROOT": folder.path], in: folder)
        #expect(missing.status == 0)
        #expect(missing.stdout.hasPrefix("warning: navlint is not installed"))
    }
}

/// The README's Install section: where it is, one subsection per way to install, the ways that work today
/// first, and (until the CHANGELOG dates a release) a note saying that nothing is released and a mark on
/// each way that needs a release.
@Suite struct InstallDocumentationTests {
    static let notReleased = "> **Not released yet.**"
    static let arrives = "> Arrives with the first release, \(Release.tag)."

    private func installSection() throws -> String {
        let readme = try repositoryText("README.md")
        let start = try #require(readme.range(of: "\n## Install\n"))
        return String(readme[start.upperBound...]).components(separatedBy: "\n## ").first ?? ""
    }

    /// The subsections of the Install section, by heading, each with its text.
    private func subsections() throws -> [(heading: String, text: String)] {
        try installSection().components(separatedBy: "\n### ").dropFirst().map { part in
            let heading = String(part.prefix { $0 != "\n" })
            return ("### " + heading, String(part.dropFirst(heading.count)))
        }
    }

    @Test func installSectionSitsAfterTheIntroAndNamesEveryWay() throws {
        let readme = try repositoryText("README.md")
        let headings = readme.split(separator: "\n").filter { $0.hasPrefix("## ") }
        let install = try #require(headings.firstIndex(of: "## Install"))
        let brief = try #require(headings.firstIndex(of: "## The app description in brief"))
        #expect(install == headings.startIndex, "Install is the first section after the intro")
        #expect(install < brief)
        #expect(try subsections().map(\.heading) == ["### From source", "### pre-commit", "### GitHub Action", "### Xcode build phase", "### SwiftPM plugin", "### Homebrew", "### Mint", "### Release binary"])
        let section = try installSection()
        #expect(section.contains("mint install navlint/navlint@\(Release.tag)"))
        #expect(section.contains("(docs/plugins.md)"))
        #expect(section.contains("brew tap navlint/navlint \(Release.homepage)"))
    }

    /// Until a release is dated in the CHANGELOG, the README says so before anything else in Install, and
    /// marks the ways that need one; the ways that work today need no tag. Once dated, neither remains
    /// (scripts/release takes them out).
    @Test func installSaysWhatWorksBeforeTheFirstRelease() throws {
        let changelog = try repositoryText("CHANGELOG.md")
        let released = !changelog.contains("\n## [\(Release.version)] - Unreleased\n")
        let section = try installSection()
        let needsRelease = ["### Homebrew", "### Mint", "### Release binary"]
        if released {
            for file in ["README.md", "docs/ci.md"] {
                let text = try repositoryText(file)
                #expect(!text.contains(Self.notReleased) && !text.contains(Self.arrives), "\(file) still says \(Release.version) is not released")
            }
            return
        }
        #expect(section.hasPrefix("\n\(Self.notReleased) "), "Install opens with the note: \(section.prefix(200))")
        #expect(try repositoryText("docs/ci.md").contains("\n\(Self.notReleased) "))
        for (heading, text) in try subsections() {
            #expect(text.hasPrefix("\n\n\(Self.arrives)\n") == needsRelease.contains(heading), "\(heading) is marked wrongly")
        }
        let today = Dictionary(uniqueKeysWithValues: try subsections().map { ($0.heading, $0.text) })
        #expect(today["### pre-commit"]?.contains("    rev: main\n") == true)
        #expect(today["### pre-commit"]?.contains("pre-commit autoupdate --bleeding-edge --freeze") == true)
        #expect(today["### GitHub Action"]?.contains("- uses: navlint/navlint@main\n") == true)
        // The action needs no input before a release: it builds its own unreleased version.
        #expect(today["### GitHub Action"]?.contains("install:") == false)
        #expect(today["### SwiftPM plugin"]?.contains("branch: \"main\"") == true)
    }

    /// The README's pre-commit example is the documented configuration that PreCommitTests runs, cut to
    /// the scan hook.
    @Test func preCommitExampleIsTheOneTheHookTestRuns() throws {
        let configuration = try PreCommitTests.documentedConfiguration(repository: "/here")
        #expect(configuration.hasPrefix("# .pre-commit-config.yaml\nrepos:\n  - repo: /here\n    rev: main "))
        #expect(configuration.contains("      - id: navlint-scan "))
        #expect(configuration.contains("      - id: navlint "))
        #expect(!configuration.contains(Release.homepage))
        let readme = try #require(DocBlocks.fenced(in: "README.md", under: "### pre-commit", language: "yaml"))
        #expect(readme == "repos:\n  - repo: \(Release.homepage)\n    rev: main\n    hooks:\n      - id: navlint-scan\n")
    }
}
