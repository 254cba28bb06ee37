import Foundation
import Testing

/// `navlint scan DIR --check` end to end, on a copy of Tests/Fixtures/ScanCheckApp (see `ScanCheckFixture`).
@Suite struct ScanCheckCommandTests {
    static let stderr = """
    scanned 7 files: 5 screens, 2 navigation controllers; 2 places scan could not follow (--notes lists them)
    1 error, 3 warnings in 7 files

    """

    @Test func textReportShowsEachFindingInItsSourceLine() throws {
        let fixture = try ScanCheckFixture()
        defer { fixture.remove() }
        let output = try CLI.run(["scan", ".", "--check", "--snippet"], directory: fixture.root)
        #expect(output.status == 1)
        #expect(output.stdout == """
        App/DetailViewController.swift:7:9: warning: DetailViewController hides its back button (hidesBackButton = true), so the edge swipe back never starts [hidden-back-button-disables-swipe]
        7 |         navigationItem.hidesBackButton = true
          |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
          fix: keep the back button (restyle it, or use navigationItem.backAction on iOS 16+), or give the pop gesture a delegate with guards
        App/HomeViewController.swift:9:115: warning: this suppression of 'root-freeze' matches no finding on this line; remove it [unused-suppression]
        9 |         navigationController?.pushViewController(ProfileViewController(), animated: true) // navlint:disable-line root-freeze -- left over from an old setup
          |                                                                                                                   ^
        App/Settings/SettingsNavigationController.swift:6:9: warning: the pop delegate of SettingsNavigationController lets a swipe back begin while a push or pop animates [pop-during-transition]
        6 |         interactivePopGestureRecognizer?.delegate = self
          |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
          fix: return false from gestureRecognizerShouldBegin(_:) while transitionCoordinator is not nil
        App/Settings/SettingsNavigationController.swift:6:9: error: the pop delegate of SettingsNavigationController never checks the stack depth, so a swipe on the root can freeze the app [root-freeze]
        6 |         interactivePopGestureRecognizer?.delegate = self
          |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
          fix: return false from gestureRecognizerShouldBegin(_:) while viewControllers.count < 2

        """)
        #expect(output.stderr == Self.stderr)
    }

    /// What the summary line promises works as written: `navlint --notes` lists the places the scan could
    /// not follow, and `navlint scan --check` with no folder scans the current one.
    @Test func theSummarysOwnAdviceWorksAndScanDefaultsToTheCurrentFolder() throws {
        let fixture = try ScanCheckFixture()
        defer { fixture.remove() }
        let counted = try CLI.run([], directory: fixture.root)
        #expect(counted.stderr.contains("2 places scan could not follow (--notes lists them); no app description"), "\(counted.stderr)")
        let listed = try CLI.run(["--notes"], directory: fixture.root)
        #expect(listed.status == counted.status)
        #expect(listed.stdout == counted.stdout)
        let noteLines = listed.stderr.split(separator: "\n").filter { $0.contains(": note: ") || $0.hasPrefix("note: ") }
        #expect(noteLines.count == 2, "\(listed.stderr)")
        #expect(listed.stderr.contains("2 notes; no app description"), "\(listed.stderr)")
        let here = try CLI.run(["scan", "--check", "--snippet"], directory: fixture.root)
        let dot = try CLI.run(["scan", ".", "--check", "--snippet"], directory: fixture.root)
        #expect(here.status == 1)
        #expect(here.stdout == dot.stdout)
        #expect(here.stderr == Self.stderr)
    }

    @Test func jsonCarriesFilesSpansAndModelPaths() throws {
        let fixture = try ScanCheckFixture()
        defer { fixture.remove() }
        let output = try CLI.run(["scan", ".", "--check", "--format", "json"], directory: fixture.root)
        #expect(output.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 4)
        let first = try #require(diagnostics.first)
        #expect(first["ruleId"] as? String == "hidden-back-button-disables-swipe")
        #expect(first["severity"] as? String == "warning")
        #expect(first["file"] as? String == "App/DetailViewController.swift")
        #expect(first["line"] as? Int == 7 && first["column"] as? Int == 9)
        #expect(first["endLine"] as? Int == 7 && first["endColumn"] as? Int == 46)
        #expect(first["path"] as? String == "screens.detail.navigationItem.hidesBackButton")
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["errors"] as? Int == 1 && summary["warnings"] as? Int == 3 && summary["files"] as? Int == 7)
    }

    /// SARIF names the source files and regions, and its fingerprints (rule, file, model path) stay the
    /// same when unrelated lines move the findings.
    @Test func sarifLocatesFindingsInSourcesWithStableFingerprints() throws {
        let fixture = try ScanCheckFixture()
        defer { fixture.remove() }
        func results() throws -> [[String: Any]] {
            let output = try CLI.run(["scan", ".", "--check", "--format", "sarif"], directory: fixture.root)
            #expect(output.status == 1)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
            let runs = try #require(object["runs"] as? [[String: Any]])
            return try #require(runs.first?["results"] as? [[String: Any]])
        }
        func location(_ result: [String: Any]) -> String {
            let locations = result["locations"] as? [[String: Any]]
            let physical = locations?.first?["physicalLocation"] as? [String: Any]
            let uri = (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String ?? ""
            let region = physical?["region"] as? [String: Any] ?? [:]
            return "\(uri) \(region["startLine"] ?? 0):\(region["startColumn"] ?? 0)-\(region["endLine"] ?? 0):\(region["endColumn"] ?? 0)"
        }
        func fingerprints(_ results: [[String: Any]]) -> [String] {
            results.map { (($0["partialFingerprints"] as? [String: String])?["navlintModelPath/v1"]) ?? "" }
        }
        let before = try results()
        #expect(before.map(location) == [
            "App/DetailViewController.swift 7:9-7:46",
            "App/HomeViewController.swift 9:115-9:115",
            "App/Settings/SettingsNavigationController.swift 6:9-6:57",
            "App/Settings/SettingsNavigationController.swift 6:9-6:57",
        ])
        #expect(Set(fingerprints(before)).count == 4)
        #expect(!fingerprints(before).contains(""))
        let detail = try fixture.read("App/DetailViewController.swift")
        try fixture.write("// Moved down.\n\n" + detail, to: "App/DetailViewController.swift")
        let after = try results()
        #expect(location(after[0]) == "App/DetailViewController.swift 9:9-9:46")
        #expect(fingerprints(after) == fingerprints(before))
    }

    @Test func githubAndJUnitReportTheSourceFiles() throws {
        let fixture = try ScanCheckFixture()
        defer { fixture.remove() }
        let github = try CLI.run(["scan", ".", "--check"], directory: fixture.root, environment: ["GITHUB_ACTIONS": "true"])
        #expect(github.stdout.hasPrefix("::warning file=App/DetailViewController.swift,line=7,col=9,endLine=7,endColumn=46,title=hidden-back-button-disables-swipe::"))
        let junit = try CLI.run(["scan", ".", "--check", "--format", "junit"], directory: fixture.root)
        #expect(junit.stdout.contains("<testcase classname=\"App/DetailViewController.swift\" name=\"hidden-back-button-disables-swipe at 7:9\">"))
    }

    @Test func exitCodesFollowTheThresholdAsInCheck() throws {
        let fixture = try ScanCheckFixture()
        defer { fixture.remove() }
        func status(_ extra: [String]) throws -> Int32 {
            try CLI.run(["scan", ".", "--check"] + extra, directory: fixture.root).status
        }
        #expect(try status([]) == 1)
        #expect(try status(["--fail-on", "never"]) == 0)
        #expect(try status(["--fail-on", "warning"]) == 1)
        try fixture.write("rules:\n  root-freeze: {severity: off}\n", to: ".navlint.yml")
        #expect(try status([]) == 0)
        #expect(try status(["--strict"]) == 1)
        #expect(try status(["--format", "yaml"]) == 2)
        #expect(try status(["--max-diagnostics", "-1"]) == 2)
        // No view controller: nothing to check, a warning, and a valid empty report.
        try FileManager.default.createDirectory(at: fixture.root.appendingPathComponent("Model"), withIntermediateDirectories: true)
        try fixture.write("struct Model {}\n", to: "Model/Model.swift")
        let empty = try CLI.run(["scan", "Model", "--check", "--format", "json"], directory: fixture.root)
        #expect(empty.status == 0)
        #expect(empty.stdout == "{\n  \"version\": 1,\n  \"diagnostics\": [],\n  \"summary\": {\"errors\": 0, \"warnings\": 0, \"infos\": 0, \"files\": 0}\n}\n")
        #expect(empty.stderr.hasPrefix("navlint: warning: Model: no view controllers found"))
        let missing = try CLI.run(["scan", "NoSuchFolder", "--check"], directory: fixture.root)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("cannot read 'NoSuchFolder'"))
    }

    /// Findings name their files as reached from the working directory, as check's do, so a CI step
    /// that scans a subfolder annotates files GitHub and SARIF viewers can open.
    @Test func findingsNameFilesFromTheWorkingDirectory() throws {
        let fixture = try ScanCheckFixture()
        defer { fixture.remove() }
        let output = try CLI.run(["scan", "App", "--check", "--format", "github"], directory: fixture.root)
        #expect(output.status == 1)
        #expect(output.stdout.contains("::warning file=App/Settings/SettingsNavigationController.swift,line=6,col=9,"), "\(output.stdout)")
        // Alone, the Settings folder shows no stack (the scene delegate makes it): its placeholder is not checked.
        let settings = try CLI.run(["scan", "App/Settings", "--check", "--notes", "--format", "github"], directory: fixture.root)
        #expect(settings.status == 0)
        #expect(settings.stderr.contains("root 'settings' is a placeholder"), "\(settings.stderr)")
    }

    /// Scan's own options hold with --check: --exclude leaves a folder's findings out, a bad --sdk is a usage error.
    @Test func scanOptionsApplyToTheCheck() throws {
        let fixture = try ScanCheckFixture()
        defer { fixture.remove() }
        let excluded = try CLI.run(["scan", ".", "--check", "--exclude", "App/Settings/**"], directory: fixture.root)
        #expect(excluded.status == 0)
        #expect(!excluded.stdout.contains("App/Settings/"))
        #expect(excluded.stdout.contains("App/DetailViewController.swift:7:9: warning:"))
        #expect(excluded.stderr.hasSuffix("2 warnings in 5 files\n"))
        let badSDK = try CLI.run(["scan", ".", "--check", "--sdk", "abc"], directory: fixture.root)
        #expect(badSDK.status == 2)
        #expect(badSDK.stderr == "navlint: error: --sdk takes an iOS SDK version such as 17.0, not 'abc'\n")
    }

    @Test func baselineRoundTripThroughTheCommandLine() throws {
        let fixture = try ScanCheckFixture()
        defer { fixture.remove() }
        let record = try CLI.run(["scan", ".", "--check", "--write-baseline", "baseline.yml"], directory: fixture.root)
        #expect(record.status == 0)
        #expect(record.stdout == "")
        #expect(record.stderr.hasSuffix("2 places scan could not follow (--notes lists them)\nrecorded 4 findings in baseline.yml\n"))
        #expect(try fixture.read("baseline.yml").hasPrefix("# navlint baseline: findings accepted for now. Regenerate with `navlint scan DIR --write-baseline FILE`.\n"))
        let quiet = try CLI.run(["scan", ".", "--check", "--baseline", "baseline.yml", "--strict"], directory: fixture.root)
        #expect(quiet.status == 0)
        #expect(quiet.stdout == "")
        #expect(quiet.stderr.hasSuffix("no problems in 7 files; 4 hidden by the baseline\n"))
    }

    @Test func draftIsWrittenBesideTheReport() throws {
        let fixture = try ScanCheckFixture()
        defer { fixture.remove() }
        try FileManager.default.createDirectory(at: fixture.root.appendingPathComponent(".build"), withIntermediateDirectories: true)
        let draft = try CLI.run(["draft", "."], directory: fixture.root)
        // In a hidden folder, so that the stamp (a Swift file) is not scanned next time.
        let checked = try CLI.run(["scan", ".", "--check", "--draft", "draft.navlint.yaml", "--stamp", ".build/stamp.swift"], directory: fixture.root)
        #expect(checked.status == 1)
        #expect(checked.stdout.hasPrefix("App/DetailViewController.swift:7:9: warning:"))
        #expect(try fixture.read("draft.navlint.yaml") == draft.stdout)
        #expect(try fixture.read(".build/stamp.swift") == "// navlint scan ran here; its findings are in the build log.\n")
        // Linting is what scan does: the flag that once asked for it changes nothing.
        let plain = try CLI.run(["scan", ".", "--format", "json"], directory: fixture.root)
        #expect(plain.status == 1)
        #expect(plain.stdout == (try CLI.run(["scan", ".", "--check", "--format", "json"], directory: fixture.root)).stdout)
    }

    /// The sample report in docs/scan.md is real output of the fixture, shortened at each `…`.
    @Test func documentationSampleIsRealOutput() throws {
        let fixture = try ScanCheckFixture()
        defer { fixture.remove() }
        let output = try CLI.run(["scan", ".", "--check"], directory: fixture.root).stdout.split(separator: "\n").map(String.init)
        let doc = try String(contentsOf: CLI.repository.appendingPathComponent("docs/scan.md"), encoding: .utf8)
        let section = try #require(doc.range(of: "## Linting the code: `navlint scan`"))
        let start = try #require(doc[section.upperBound...].range(of: "```text\n"))
        let end = try #require(doc[start.upperBound...].range(of: "```\n"))
        let sample = doc[start.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
        #expect(sample.count == 2)
        for line in sample {
            let parts = line.components(separatedBy: " … ")
            #expect(parts.count == 2, "\(line)")
            #expect(output.contains { $0.hasPrefix(parts[0]) && $0.hasSuffix(parts[parts.count - 1]) }, "not in the output: \(line)")
        }
    }

    @Test func helpDocumentsCheckAndItsExitCodes() throws {
        let help = try CLI.run(["scan", "--help"])
        #expect(help.status == 0)
        for text in ["--draft", "--format", "--baseline", "--write-baseline", "--strict-baseline", "--fail-on", "--max-diagnostics", "--config",
                     "navlint:disable-next-line", "Exit codes:", "1  findings at or above the threshold"] {
            #expect(help.stdout.contains(text), "\(text)")
        }
    }

    /// A source whose name holds a newline, a made-up finding and a clear-screen sequence cannot forge a
    /// line of the report or reach the terminal (issue 36); the finding in it is reported once.
    @Test func aFileNameCannotForgeAFinding() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = "Evil\nFAKE.swift:1:1: error: injected [root-freeze]\u{1B}[2J.swift"
        try """
        import UIKit
        final class SceneDelegate: UIResponder {
            func start() { window?.rootViewController = UINavigationController(rootViewController: ListViewController()) }
        }
        final class ListViewController: UIViewController {
            func open() { navigationController?.pushViewController(DetailViewController(), animated: true) }
        }
        final class DetailViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.hidesBackButton = true
            }
        }
        """.write(to: folder.appendingPathComponent(name), atomically: false, encoding: .utf8)
        let output = try CLI.run(["scan", folder.path, "--check"])
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        for text in [output.stdout, output.stderr] {
            #expect(!text.unicodeScalars.contains("\u{1B}"), "\(text)")
            #expect(!text.split(separator: "\n").contains { $0.hasPrefix("FAKE.swift") }, "\(text)")
        }
        let findings = output.stdout.split(separator: "\n").filter { $0.contains("[hidden-back-button-disables-swipe]") }
        #expect(findings.count == 1 && findings[0].contains("Evil\\nFAKE.swift:1:1: error: injected [root-freeze]\\u{1B}[2J.swift:11:9:"), "\(output.stdout)")
    }
}
