import Foundation
import Testing

/// The built binary, run as users run it.
struct CLI {
    static let binary: URL = {
        let here = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        return here.appendingPathComponent("navlint")
    }()

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func run(_ arguments: [String], stdin: String? = nil, directory: URL? = nil, environment: [String: String] = [:]) throws -> Output {
        var env = environment
        env["NO_COLOR"] = env["NO_COLOR"] ?? ""
        env["GITHUB_ACTIONS"] = env["GITHUB_ACTIONS"] ?? ""
        // Linting code keeps a cache; the tests keep theirs apart from the user's (macOS keeps it under the home folder).
        env["XDG_CACHE_HOME"] = env["XDG_CACHE_HOME"] ?? cacheHome.path
        #if os(macOS)
        env["HOME"] = env["HOME"].map { _ in cacheHome.path }
        #endif
        return try runProgram(binary, arguments, directory: directory ?? repository, environment: env, stdin: stdin)
    }

    /// The one folder every temporary folder of this test process is made in, named by the process. The
    /// test runner does not run exit handlers, so each run removes the folders of runs that have ended: a
    /// test that fails or forgets its `defer` leaves at most one folder behind.
    static let scratch: URL = {
        let system = FileManager.default.temporaryDirectory
        let prefix = "navlint-tests-"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: system.path)) ?? [] where name.hasPrefix(prefix) {
            // A folder of a process that is gone: no signal can be sent to it.
            if let pid = Int32(name.dropFirst(prefix.count)), kill(pid, 0) != 0, errno == ESRCH {
                try? FileManager.default.removeItem(at: system.appendingPathComponent(name))
            }
        }
        return system.appendingPathComponent(prefix + String(ProcessInfo.processInfo.processIdentifier))
    }()

    /// The cache folder of every run of this test process.
    static let cacheHome = scratch.appendingPathComponent("cache")

    /// A fresh temporary folder.
    static func temporaryDirectory() throws -> URL {
        let url = scratch.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

let validApp = """
navlint: 1
app: {deploymentTarget: "15.0"}
navigationControllers:
  main: {root: home}
screens:
  home: {pushes: [detail]}
  detail: {}

"""

let hiddenBackButtonApp = """
navlint: 1
app: {deploymentTarget: "15.0"}
navigationControllers:
  main: {root: home}
screens:
  home: {pushes: [detail]}
  detail:
    navigationItem: {hidesBackButton: true}

"""

@Suite struct CheckCommandTests {
    @Test func cleanFilePrintsOnlyTheSummary() throws {
        let output = try CLI.run(["check", "-"], stdin: validApp)
        #expect(output.status == 0)
        #expect(output.stdout == "")
        #expect(output.stderr == "no problems in 1 file\n")
    }

    @Test func shippedExampleIsClean() throws {
        let output = try CLI.run(["check", "Examples/shop/navlint.yaml"])
        #expect(output.status == 0)
        #expect(output.stdout == "")
    }

    @Test func warningsPassByDefaultAndFailWhenStrict() throws {
        let plain = try CLI.run(["check", "-", "--stdin-filename", "App/nav.navlint.yaml"], stdin: hiddenBackButtonApp)
        #expect(plain.status == 0)
        #expect(plain.stdout.hasPrefix("App/nav.navlint.yaml:8:22: warning: screen 'detail' hides its back button"))
        #expect(plain.stdout.contains("[hidden-back-button-disables-swipe]"))
        #expect(plain.stderr == "1 warning in 1 file\n")
        #expect(try CLI.run(["check", "-", "--strict"], stdin: hiddenBackButtonApp).status == 1)
        #expect(try CLI.run(["check", "-", "--fail-on", "warning"], stdin: hiddenBackButtonApp).status == 1)
        #expect(try CLI.run(["check", "-", "--fail-on", "never"], stdin: "navlint: 1\n").status == 0)
    }

    @Test func invalidFileExitsOne() throws {
        let output = try CLI.run(["check", "-"], stdin: "navlint: 1\napp: {deploymentTarget: \"15\"}\nnavigationControllers: {main: {root: hom}}\nscreens: {home: {}}\n")
        #expect(output.status == 1)
        #expect(output.stdout.hasPrefix("<stdin>:3:38: error: root screen 'hom' is not a screen of this file (did you mean 'home'?)"))
    }

    @Test func snippetShowsLineAndCaret() throws {
        let output = try CLI.run(["check", "-", "--snippet"], stdin: hiddenBackButtonApp)
        let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count >= 3)
        #expect(lines[1] == "8 |     navigationItem: {hidesBackButton: true}")
        #expect(lines[2] == "  |                      ^~~~~~~~~~~~~~~")
    }

    @Test func colorFollowsFlagAndNoColor() throws {
        let always = try CLI.run(["check", "-", "--color", "always"], stdin: hiddenBackButtonApp)
        #expect(always.stdout.contains("\u{1B}[1;33mwarning\u{1B}[0m"))
        let never = try CLI.run(["check", "-"], stdin: hiddenBackButtonApp, environment: ["NO_COLOR": "1"])
        #expect(!never.stdout.contains("\u{1B}["))
    }

    @Test func jsonFormatHasEveryField() throws {
        let output = try CLI.run(["check", "-", "--format", "json"], stdin: hiddenBackButtonApp)
        #expect(output.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        let first = try #require(diagnostics.first)
        #expect(first["ruleId"] as? String == "hidden-back-button-disables-swipe")
        #expect(first["severity"] as? String == "warning")
        #expect(first["file"] as? String == "<stdin>")
        #expect(first["line"] as? Int == 8)
        #expect(first["column"] as? Int == 22)
        #expect(first["endLine"] as? Int == 8)
        #expect(first["endColumn"] as? Int == 37)
        #expect(first["path"] as? String == "screens.detail.navigationItem.hidesBackButton")
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary == ["errors": 0, "warnings": 1, "infos": 0, "files": 1])
    }

    @Test func directoriesAreSearchedByName() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fm = FileManager.default
        for sub in ["app", ".hidden", ".build", "app/deeper"] {
            try fm.createDirectory(at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        try validApp.write(to: folder.appendingPathComponent("app/navlint.yaml"), atomically: false, encoding: .utf8)
        try hiddenBackButtonApp.write(to: folder.appendingPathComponent("app/deeper/shop.navlint.yml"), atomically: false, encoding: .utf8)
        try "broken: [".write(to: folder.appendingPathComponent(".hidden/navlint.yaml"), atomically: false, encoding: .utf8)
        try "broken: [".write(to: folder.appendingPathComponent(".build/navlint.yaml"), atomically: false, encoding: .utf8)
        try "broken: [".write(to: folder.appendingPathComponent("app/other.yaml"), atomically: false, encoding: .utf8)
        let output = try CLI.run(["check"], directory: folder)
        #expect(output.status == 0)
        #expect(output.stderr == "1 warning in 2 files\n")
        #expect(output.stdout.hasPrefix("app/deeper/shop.navlint.yml:8:22: warning:"))
    }

    @Test func noFilesFoundIsSaidButDoesNotFail() throws {
        // As in an Xcode build phase over a project with no description yet: the build goes on.
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        let output = try CLI.run(["check", "--format", "json"], directory: folder)
        #expect(output.status == 0)
        // The report is written all the same, empty, for a step that reads it.
        #expect(output.stdout == "{\n  \"version\": 1,\n  \"diagnostics\": [],\n  \"summary\": {\"errors\": 0, \"warnings\": 0, \"infos\": 0, \"files\": 0}\n}\n")
        #expect(output.stderr == "navlint: warning: no app descriptions found in . (looked for navlint.yaml, navlint.yml, *.navlint.yaml, *.navlint.yml); nothing to check\n")
        let named = try CLI.run(["check", "App", "--strict"], directory: folder)
        #expect(named.status == 0)
        #expect(named.stderr.contains("no app descriptions found in App "))
        // A folder that is not there is a mistake in the command, not an empty project.
        let missing = try CLI.run(["check", "Missing"], directory: folder)
        #expect(missing.status == 2)
        #expect(missing.stderr == "navlint: error: cannot read 'Missing': No such file or directory\n")
    }

    @Test func unreadableInputExitsTwo() throws {
        let missing = try CLI.run(["check", "does-not-exist.navlint.yaml"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "navlint: error: cannot read 'does-not-exist.navlint.yaml': No such file or directory\n")
    }

    @Test func mistypedCommandIsNamedNotReadAsAFile() throws {
        let typo = try CLI.run(["chek", "Examples"])
        #expect(typo.status == 2)
        #expect(typo.stderr == "navlint: error: unknown command 'chek' (did you mean 'check'?); `navlint --help` lists the commands\n")
        // Two letters swapped are one slip of the fingers, not two.
        let swapped = try CLI.run(["scna", "."])
        #expect(swapped.status == 2)
        #expect(swapped.stderr == "navlint: error: unknown command 'scna' (did you mean 'scan'?); `navlint --help` lists the commands\n")
        // A file that happens to be named like a command is still checked, as `check` is the default command.
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try validApp.write(to: folder.appendingPathComponent("chek"), atomically: false, encoding: .utf8)
        let file = try CLI.run(["chek"], directory: folder)
        #expect(file.status == 0, "\(file.stderr)")
    }

    @Test func usageErrorsExitTwo() throws {
        let output = try CLI.run(["check", "--format", "xml", "-"], stdin: validApp)
        #expect(output.status == 2)
        #expect(output.stderr.contains("xml"))
        #expect(try CLI.run(["check", "--bogus"]).status == 2)
    }

    @Test func helpDocumentsExitCodes() throws {
        let output = try CLI.run(["check", "--help"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("Exit codes:"))
        #expect(output.stdout.contains("2  usage, configuration or I/O error"))
    }
}

/// `navlint` with no command and no path: the current folder's app descriptions and code, in one report.
@Suite struct NoCommandTests {
    static let reader = CLI.repository.appendingPathComponent("Examples/reader-app")

    /// A fresh folder holding a copy of each of `examples` (folders under Examples/), merged.
    private func folder(with examples: [String]) throws -> URL {
        let folder = try CLI.temporaryDirectory()
        for example in examples {
            let source = CLI.repository.appendingPathComponent("Examples/\(example)")
            for item in try FileManager.default.contentsOfDirectory(atPath: source.path) where item != "README.md" {
                try FileManager.default.copyItem(at: source.appendingPathComponent(item), to: folder.appendingPathComponent(item))
            }
        }
        return folder
    }

    @Test func readerAppsCodeIsCheckedWithNoArguments() throws {
        let output = try CLI.run([], directory: Self.reader)
        #expect(output.status == 0, "warnings do not fail: \(output.stderr)")
        let lines = output.stdout.split(separator: "\n")
        #expect(lines.count == 3, "\(output.stdout)")
        #expect(lines.first?.hasPrefix("Reader/Library/BookViewController.swift:7:9: warning: BookViewController hides its back button") == true)
        #expect(lines.dropFirst().first?.hasPrefix("Reader/Library/BookViewController.swift:8:9: warning: BookViewController replaces the back button") == true)
        #expect(lines.last?.hasPrefix("Reader/Settings/SettingsView.swift:22:9: warning: AccountView hides the navigation bar") == true)
        #expect(output.stderr == "scanned 5 files: 5 screens, 2 navigation controllers; no app description\n3 warnings in 5 files\n")
        // The same report as `scan . --check`, and the options of check apply.
        #expect(try CLI.run(["scan", "."], directory: Self.reader).stdout == output.stdout)
        #expect(try CLI.run(["--strict"], directory: Self.reader).status == 1)
        let json = try CLI.run(["--format", "json", "--fail-on", "warning"], directory: Self.reader)
        #expect(json.status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((report["diagnostics"] as? [Any])?.count == 3)
        // SARIF describes the rules it reports, not the whole catalog: three findings stay small.
        let sarif = try CLI.run(["--format", "sarif"], directory: Self.reader)
        #expect(sarif.stdout.utf8.count < 60_000, "\(sarif.stdout.utf8.count) bytes")
    }

    @Test func descriptionsAndCodeAreCheckedTogether() throws {
        let both = try folder(with: ["reader-app", "legacy-checkout"])
        defer { try? FileManager.default.removeItem(at: both) }
        let output = try CLI.run([], directory: both)
        #expect(output.status == 0)
        #expect(output.stderr == "scanned 5 files: 5 screens, 2 navigation controllers; checked 1 app description\n5 warnings in 6 files\n")
        let described = try CLI.run(["check"], directory: both)
        let scanned = try CLI.run(["scan", ".", "--check"], directory: both)
        #expect(output.stdout == described.stdout + scanned.stdout)

        // One baseline for both: recorded, then every finding hidden by it.
        let recorded = try CLI.run(["--write-baseline", "baseline.yml"], directory: both)
        #expect(recorded.status == 0)
        #expect(recorded.stderr.hasSuffix("recorded 5 findings in baseline.yml\n"), "\(recorded.stderr)")
        let header = try String(contentsOf: both.appendingPathComponent("baseline.yml"), encoding: .utf8).split(separator: "\n").first
        #expect(header == "# navlint baseline: findings accepted for now. Regenerate with `navlint --write-baseline FILE`.")
        let quiet = try CLI.run(["--baseline", "baseline.yml", "--strict"], directory: both)
        #expect(quiet.status == 0)
        #expect(quiet.stdout == "")
        #expect(quiet.stderr.hasSuffix("no problems in 6 files; 5 hidden by the baseline\n"), "\(quiet.stderr)")
    }

    @Test func descriptionsOnlyAreChecked() throws {
        let legacy = CLI.repository.appendingPathComponent("Examples/legacy-checkout")
        let output = try CLI.run([], directory: legacy)
        #expect(output.status == 0)
        #expect(output.stdout == (try CLI.run(["check"], directory: legacy)).stdout)
        #expect(output.stderr == "checked 1 app description; no Swift or Objective-C sources to scan\n2 warnings in 1 file\n")
    }

    @Test func nothingToLintIsAnError() throws {
        // Paths that hold neither code nor a description are a mistake in the command, never a silent pass.
        let empty = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: empty) }
        let nothing = "navlint: error: nothing to lint in .: no app description (looked for navlint.yaml, navlint.yml, *.navlint.yaml, *.navlint.yml) and no Swift or Objective-C sources (.swift, .m, .mm and .h files)\n"
        let output = try CLI.run([], directory: empty)
        #expect(output.status == 2)
        #expect(output.stdout == "")
        #expect(output.stderr == nothing)
        #expect(try CLI.run(["."], directory: empty).stderr == nothing)
        #expect(try CLI.run(["lint", "."], directory: empty).status == 2)
        // What was found but could not be read is said with it.
        try FileManager.default.createSymbolicLink(atPath: empty.appendingPathComponent("navlint.yaml").path, withDestinationPath: "gone.yaml")
        let dangling = try CLI.run([], directory: empty)
        #expect(dangling.status == 2)
        #expect(dangling.stderr.contains("nothing to lint in .") && dangling.stderr.contains("navlint.yaml"), "\(dangling.stderr)")
        try FileManager.default.removeItem(at: empty.appendingPathComponent("navlint.yaml"))

        // Code without a screen (a framework, a target before its first view controller) is nothing to check, which is no failure.
        try "struct Money { var cents: Int }\n".write(to: empty.appendingPathComponent("Money.swift"), atomically: false, encoding: .utf8)
        let code = try CLI.run(["--strict"], directory: empty)
        #expect(code.status == 0)
        #expect(code.stderr.hasPrefix("navlint: warning: .: no view controllers found"), "\(code.stderr)")
        let sarif = try CLI.run(["--format", "sarif"], directory: empty)
        #expect(sarif.stdout.contains("\"results\": []"), "an empty report, valid for an upload: \(sarif.stdout)")
    }

    /// `navlint PATH` and `navlint lint PATH` lint the code and the descriptions under PATH, as `swiftlint PATH`
    /// does; `check` keeps to descriptions and points at the command that lints the code it saw.
    @Test func aPathIsLintedAsTheCurrentFolderIs() throws {
        let code = try folder(with: ["reader-app"])
        defer { try? FileManager.default.removeItem(at: code) }
        let here = try CLI.run([], directory: code)
        for arguments in [["."], ["lint"], ["lint", "."], ["Reader", "--strict"]] {
            let run = try CLI.run(arguments, directory: code)
            #expect(run.stdout == here.stdout, "\(arguments)")
            #expect(run.status == (arguments.contains("--strict") ? 1 : 0), "\(arguments)")
        }
        // A source file named on its own is scanned (alone, it is not placed on a stack, so nothing is found).
        let one = try CLI.run(["Reader/Library/BookViewController.swift"], directory: code)
        #expect(one.status == 0)
        #expect(one.stderr.hasPrefix("scanned 1 file: 1 screen, 1 navigation controller;"), "\(one.stderr)")
        let noDescriptions = "navlint: warning: no app descriptions found in . (looked for navlint.yaml, navlint.yml, *.navlint.yaml, *.navlint.yml); nothing to check (the code there is linted by `navlint .`)\n"
        #expect(try CLI.run(["check"], directory: code).stderr == noDescriptions)
        #expect(try CLI.run(["check", "--strict"], directory: code).stderr == noDescriptions)
        // A description named on its own is checked alone.
        try hiddenBackButtonApp.write(to: code.appendingPathComponent("flows.navlint.yaml"), atomically: false, encoding: .utf8)
        let file = try CLI.run(["flows.navlint.yaml"], directory: code)
        #expect(file.status == 0)
        #expect(file.stderr == "1 warning in 1 file\n")
        // A configuration named among the paths is the run's configuration, as --config makes it.
        try FileManager.default.createDirectory(at: code.appendingPathComponent("other"), withIntermediateDirectories: true)
        try "failOn: warning\n".write(to: code.appendingPathComponent("other/.navlint.yml"), atomically: false, encoding: .utf8)
        #expect(try CLI.run(["other/.navlint.yml", "Reader"], directory: code).status == 1)
        #expect(try CLI.run(["Reader"], directory: code).status == 0)
        let two = try CLI.run(["other/.navlint.yml", "Reader", "--config", "other/.navlint.yml"], directory: code)
        #expect(two.status == 2 && two.stderr.contains("give one configuration"), "\(two.stderr)")
        // The baseline names the command to run again, paths included.
        let recorded = try CLI.run(["Reader", "--write-baseline", "baseline.yml"], directory: code)
        #expect(recorded.status == 0)
        let header = try String(contentsOf: code.appendingPathComponent("baseline.yml"), encoding: .utf8).split(separator: "\n").first
        #expect(header == "# navlint baseline: findings accepted for now. Regenerate with `navlint Reader --write-baseline FILE`.")
    }
}

@Suite struct RuleCommandTests {
    @Test func rulesListsTheCatalog() throws {
        let output = try CLI.run(["rules"])
        #expect(output.status == 0)
        let lines = output.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("ID") == true)
        #expect(lines.count == 39)
        #expect(output.stdout.contains("root-freeze"))
    }

    @Test func rulesAsJSON() throws {
        let output = try CLI.run(["rules", "--format", "json"])
        let rules = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
        #expect(rules.count == 38)
        #expect(rules.allSatisfy { $0["id"] is String && $0["severity"] is String && $0["title"] is String })
    }

    @Test func explainPrintsTheRule() throws {
        let output = try CLI.run(["explain", "hidden-back-button-disables-swipe"])
        #expect(output.status == 0)
        #expect(output.stdout.hasPrefix("hidden-back-button-disables-swipe: "))
        for section in ["WHY IT MATTERS", "HOW TO FIX", "TRIGGERS", "DOES NOT TRIGGER", "SOURCES", "```swift", "```objc"] {
            #expect(output.stdout.contains(section), "missing \(section)")
        }
    }

    /// Every id navlint can print has an explanation: each rule, each problem with the file itself,
    /// and unused-suppression; `rules --all` lists them, and shell completion offers them to `explain`.
    @Test func everyPrintableIdIsExplainedListedAndCompleted() throws {
        let listed = try CLI.run(["rules", "--all", "--format", "json"])
        #expect(listed.status == 0)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
        let ids = entries.compactMap { $0["id"] as? String }
        let fileProblems = ["yaml-syntax", "empty-file", "invalid-utf8", "multiple-documents", "input-limit", "duplicate-key",
                            "unknown-key", "wrong-type", "unknown-value", "missing-key", "unknown-reference", "conflicting-keys",
                            "unsupported-version", "boolean-spelling"]
        #expect(Set(ids) == Set(try CLI.run(["rules", "--format", "json"]).stdout.matches(of: /"id": "([a-z0-9-]+)"/).map { String($0.1) })
            .union(fileProblems).union(["unused-suppression"]))
        #expect(entries.first { $0["id"] as? String == "unknown-key" }?["kind"] as? String == "file-problem")
        let completion = try CLI.run(["--generate-completion-script", "bash"]).stdout
        for id in ids {
            let explained = try CLI.run(["explain", id])
            #expect(explained.status == 0, "\(id): \(explained.stderr)")
            #expect(explained.stdout.hasPrefix("\(id): "), "\(id)")
            #expect(completion.contains(id), "completion does not offer \(id)")
        }
        let unused = try CLI.run(["explain", "unused-suppression"])
        #expect(unused.stdout.contains("WHEN IT IS REPORTED") && unused.stdout.contains("unused-suppression: {severity: off}"))
        let problem = try CLI.run(["explain", "unknown-key"]).stdout
        #expect(problem.contains("Severity: error (always)") && problem.contains("did you mean"))
    }

    @Test func explainUnknownIdSuggests() throws {
        let output = try CLI.run(["explain", "root-freez"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("did you mean 'root-freeze'?"))
    }

    @Test func brokenCustomRuleIsAPositionedErrorExitTwo() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let rule = """
        id: my-rule
        title: t
        severity: warning
        summary: s
        match:
          - screen: screens
        when: screen.navigationBarHiden
        report: {at: screen, message: "m"}
        """
        try rule.write(to: folder.appendingPathComponent("my-rule.yaml"), atomically: false, encoding: .utf8)
        let output = try CLI.run(["check", "-", "--rules", folder.path], stdin: validApp)
        #expect(output.status == 2)
        #expect(output.stderr.contains("my-rule.yaml:7:14: error: a screen has no field 'navigationBarHiden' (did you mean 'navigationBarHidden'?)"))
    }

    @Test func customRuleFromTheDocsRuns() throws {
        let output = try CLI.run(["check", "-", "--rules", "docs/examples/custom-rules", "--format", "json"], stdin: """
        navlint: 1
        app: {deploymentTarget: "15.0"}
        navigationControllers:
          main: {root: home}
        screens:
          home: {pushes: [checkout]}
          checkout:
            purpose: form

        """)
        #expect(output.status == 0)
        #expect(output.stdout.contains("\"ruleId\": \"form-screen-without-back-guard\""))
        let verify = try CLI.run(["verify-rules", "docs/examples/custom-rules", "--minimum-examples", "2"])
        #expect(verify.status == 0)
        #expect(verify.stderr == "1 passed, 0 failed\n")
    }
}

@Suite struct DocumentationTests {
    /// The sample outputs in the README are real outputs of the shipped examples: the example app's code
    /// linted by `navlint PATH`, and the legacy description checked by check.
    @Test(arguments: [
        ["Examples/reader-app", "--snippet"],
        ["check", "Examples/legacy-checkout", "--snippet"],
    ])
    func readmeSampleMatchesTheBinary(_ arguments: [String]) throws {
        let readme = try String(contentsOf: CLI.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "```text\n$ navlint \(arguments.joined(separator: " "))\n"))
        let rest = readme[start.upperBound...]
        let end = try #require(rest.range(of: "```\n"))
        let sample = String(rest[..<end.lowerBound])
        let output = try CLI.run(arguments)
        #expect(output.status == 0)
        #expect(output.stdout + output.stderr == sample)
    }

    /// The README's first command is the one `.ci/run` runs as its readme step, so CI proves it works.
    @Test func readmeFirstCommandIsTheCIStep() throws {
        let readme = try String(contentsOf: CLI.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let script = try String(contentsOf: CLI.repository.appendingPathComponent(".ci/run"), encoding: .utf8)
        let block = try #require(readme.range(of: "```sh\n"))
        let first = try #require(readme[block.upperBound...].split(separator: "\n").first)
        #expect(script.contains("readme) \(first) ;;"))
    }
}

@Suite struct AdoptionTests {
    /// A repository with a nested configuration, a legacy folder and two app files.
    private func repository() throws -> URL {
        let root = try CLI.temporaryDirectory()
        let fm = FileManager.default
        try fm.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try fm.createDirectory(at: root.appendingPathComponent("App/Legacy"), withIntermediateDirectories: true)
        try hiddenBackButtonApp.write(to: root.appendingPathComponent("App/navlint.yaml"), atomically: false, encoding: .utf8)
        try hiddenBackButtonApp.write(to: root.appendingPathComponent("App/Legacy/old.navlint.yaml"), atomically: false, encoding: .utf8)
        return root
    }

    @Test func configurationIsFoundUpwardsAndApplied() throws {
        let root = try repository()
        defer { try? FileManager.default.removeItem(at: root) }
        try """
        rules:
          hidden-back-button-disables-swipe:
            severity: error
            ignore: ["App/Legacy/**"]
        """.write(to: root.appendingPathComponent(".navlint.yml"), atomically: false, encoding: .utf8)
        let output = try CLI.run(["check", "App"], directory: root)
        #expect(output.status == 1)
        #expect(output.stdout.hasPrefix("App/navlint.yaml:8:22: error:"))
        #expect(!output.stdout.contains("Legacy"))
        // The same file checked alone gives the same answer: results do not depend on the other files.
        let alone = try CLI.run(["check", "App/Legacy/old.navlint.yaml"], directory: root)
        #expect(alone.status == 0)
        #expect(alone.stdout == "")
    }

    @Test func brokenConfigurationExitsTwoWithPosition() throws {
        let root = try repository()
        defer { try? FileManager.default.removeItem(at: root) }
        try "rules:\n  hiden-back-button-disables-swipe: {severity: off}\n".write(to: root.appendingPathComponent(".navlint.yml"), atomically: false, encoding: .utf8)
        let output = try CLI.run(["check", "App"], directory: root)
        #expect(output.status == 2)
        #expect(output.stderr.contains(".navlint.yml:2:3: error: unknown rule id 'hiden-back-button-disables-swipe' (did you mean 'hidden-back-button-disables-swipe'?)"))
    }

    @Test func failOnFromConfigurationAndExplicitConfig() throws {
        let root = try repository()
        defer { try? FileManager.default.removeItem(at: root) }
        try "failOn: warning\n".write(to: root.appendingPathComponent("strict.yml"), atomically: false, encoding: .utf8)
        #expect(try CLI.run(["check", "App/navlint.yaml"], directory: root).status == 0)
        #expect(try CLI.run(["check", "App/navlint.yaml", "--config", "strict.yml"], directory: root).status == 1)
        #expect(try CLI.run(["check", "App/navlint.yaml", "--config", "strict.yml", "--fail-on", "error"], directory: root).status == 0)
    }

    @Test func baselineRecordsHidesAndRatchets() throws {
        let root = try repository()
        defer { try? FileManager.default.removeItem(at: root) }
        let record = try CLI.run(["check", "App", "--write-baseline", "baseline.yml"], directory: root)
        #expect(record.status == 0)
        #expect(record.stderr == "recorded 2 findings in baseline.yml\n")
        let text = try String(contentsOf: root.appendingPathComponent("baseline.yml"), encoding: .utf8)
        #expect(text.contains("{file: \"App/navlint.yaml\", rule: \"hidden-back-button-disables-swipe\", path: \"screens.detail.navigationItem.hidesBackButton\", count: 1}"))
        let quiet = try CLI.run(["check", "App", "--baseline", "baseline.yml", "--strict"], directory: root)
        #expect(quiet.status == 0)
        #expect(quiet.stdout == "")
        #expect(quiet.stderr == "no problems in 2 files; 2 hidden by the baseline\n")
        try validApp.write(to: root.appendingPathComponent("App/Legacy/old.navlint.yaml"), atomically: false, encoding: .utf8)
        let fixed = try CLI.run(["check", "App", "--baseline", "baseline.yml"], directory: root)
        #expect(fixed.status == 0)
        #expect(fixed.stderr.contains("1 baseline entry no longer matches"))
        #expect(try CLI.run(["check", "App", "--baseline", "baseline.yml", "--strict-baseline"], directory: root).status == 1)
    }

    @Test func outputFileIsWrittenWholeAndGitHubFormatIsAutomatic() throws {
        let root = try repository()
        defer { try? FileManager.default.removeItem(at: root) }
        let sarif = try CLI.run(["check", "App", "--format", "sarif", "--output", "report.sarif"], directory: root)
        #expect(sarif.status == 0)
        #expect(sarif.stdout == "")
        let data = try Data(contentsOf: root.appendingPathComponent("report.sarif"))
        #expect(try JSONSerialization.jsonObject(with: data) is [String: Any])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
        let github = try CLI.run(["check", "App/navlint.yaml"], directory: root, environment: ["GITHUB_ACTIONS": "true"])
        #expect(github.stdout.hasPrefix("::warning file=App/navlint.yaml,line=8,col=22,"))
        let unwritable = try CLI.run(["check", "App", "--output", "no/such/folder/report.txt"], directory: root)
        #expect(unwritable.status == 2)
        #expect(unwritable.stderr.contains("cannot write 'no/such/folder/report.txt'"))
    }

    @Test func junitFormat() throws {
        let output = try CLI.run(["check", "-", "--format", "junit"], stdin: hiddenBackButtonApp)
        #expect(output.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"navlint\" tests=\"1\" failures=\"1\">"))
    }
}

/// Finds a program on PATH, for tests that drive outside tools installed by .ci/run.
func programOnPath(_ name: String) -> URL? {
    // scripts/setup --with-test-tools installs the PyPI tools into a virtual environment there.
    let testTools = CLI.repository.appendingPathComponent(".build/test-tools/bin").path
    let path = testTools + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")
    for folder in path.split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
}

/// Runs a program to completion, feeding it `stdin` (or nothing) and collecting both outputs.
func runProgram(_ program: URL, _ arguments: [String], directory: URL, environment: [String: String] = [:], stdin: String? = nil) throws -> CLI.Output {
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var env = ProcessInfo.processInfo.environment
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let out = Pipe(), err = Pipe(), input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
    try input.fileHandleForWriting.close()
    let stdoutData = out.fileHandleForReading.readDataToEndOfFile()
    let stderrData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CLI.Output(status: process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self), stderr: String(decoding: stderrData, as: UTF8.self))
}

/// An independent validator (check-jsonschema, from PyPI, installed by .ci/run) agrees with the shipped schema.
@Suite(.enabled(if: programOnPath("check-jsonschema") != nil, "check-jsonschema is not installed; .ci/run installs it"))
struct SchemaValidationTests {
    static let validator = programOnPath("check-jsonschema")

    static var validFiles: [String] {
        let fm = FileManager.default
        let golden = (try? fm.contentsOfDirectory(atPath: CLI.repository.appendingPathComponent("Tests/Golden").path)) ?? []
        let cases = (try? fm.contentsOfDirectory(atPath: CLI.repository.appendingPathComponent("Tests/SchemaCases/valid").path)) ?? []
        return ["Examples/shop/navlint.yaml", "Examples/legacy-checkout/navlint.yaml"]
            + golden.filter { $0.hasPrefix("scenario-") }.sorted().map { "Tests/Golden/\($0)/input.yaml" }
            + cases.sorted().map { "Tests/SchemaCases/valid/\($0)" }
    }

    static var invalidFiles: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: CLI.repository.appendingPathComponent("Tests/SchemaCases/invalid").path)) ?? []
        return names.sorted().map { "Tests/SchemaCases/invalid/\($0)" }
    }

    @Test func schemaIsAValidDraft202012Schema() throws {
        let validator = try #require(Self.validator)
        let output = try runProgram(validator, ["--check-metaschema", "schema/navlint.schema.json"], directory: CLI.repository)
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
    }

    @Test func validFilesPass() throws {
        let validator = try #require(Self.validator)
        #expect(Self.validFiles.count == 14)
        let output = try runProgram(validator, ["--schemafile", "schema/navlint.schema.json"] + Self.validFiles, directory: CLI.repository)
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
    }

    @Test func validCasesPassNavlintToo() throws {
        for file in Self.validFiles where file.hasPrefix("Tests/SchemaCases/valid/") {
            let output = try CLI.run(["check", file])
            #expect(output.status == 0, "navlint rejected \(file): \(output.stdout)")
        }
    }

    @Test(arguments: invalidFiles)
    func brokenFilesFailBothValidators(_ file: String) throws {
        let validator = try #require(Self.validator)
        let schema = try runProgram(validator, ["--schemafile", "schema/navlint.schema.json", file], directory: CLI.repository)
        #expect(schema.status == 1, "check-jsonschema accepted \(file)")
        let navlint = try CLI.run(["check", file])
        #expect(navlint.status == 1, "navlint accepted \(file)")
    }

    @Test func schemaCommandPrintsTheShippedFile() throws {
        let output = try CLI.run(["schema"])
        let shipped = try String(contentsOf: CLI.repository.appendingPathComponent("schema/navlint.schema.json"), encoding: .utf8)
        #expect(output.stdout == shipped)
    }
}
