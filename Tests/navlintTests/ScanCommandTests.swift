import Foundation
import Rules
import Testing
import Format
import Driver

/// `navlint scan` end to end: the built binary scans the fixture apps, and `navlint check` reads the
/// drafts it writes.
@Suite struct ScanCommandTests {
    static let fixtures = CLI.repository.appendingPathComponent("Tests/ScanTests/Fixtures")

    static var fixtureNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    /// A fixture app and the rules its planted problems must trigger.
    struct Planted: Sendable, CustomTestStringConvertible {
        let fixture: String
        let rules: [String]
        /// 1 when a planted problem is an error; warnings and notes alone exit 0.
        var checkStatus: Int32 = 1
        var testDescription: String { fixture }
    }

    static let planted = [
        // A navigation subclass owning the delegate without a stack-depth guard, a paging gallery that
        // never waits for the swipe, a custom Close item, a switch-off in viewWillAppear, a hidden bar,
        // a web view with its own back swipe.
        Planted(fixture: "SwiftShop", rules: [
            "root-freeze", "scroll-view-missing-require-to-fail", "custom-left-item-disables-swipe", "pop-disable-lifecycle",
            "hidden-navigation-bar-disables-swipe", "web-view-back-forward-conflict",
        ]),
        // A screen that makes itself the delegate, Back interception that re-pops on >= with no debounce,
        // a UIScrollView category, a back item with an action.
        Planted(fixture: "ObjCNews", rules: [
            "screen-owned-pop-delegate", "multiple-pop-delegate-writers", "root-freeze", "back-interception-double-pop",
            "back-interception-no-debounce", "scroll-view-category-override", "back-item-action-ignored",
        ]),
        // Set in Interface Builder: a pushed scene that hides its back button behind a Close item, and a
        // back item on a scene that pushes nothing.
        Planted(fixture: "StoryboardTabs", rules: [
            "hidden-back-button-disables-swipe", "custom-left-item-disables-swipe", "back-item-without-pushes",
        ], checkStatus: 0),
    ]

    /// The ids of problems with the file itself: a draft must never have one.
    static let fileProblemIDs = Set(FileProblem.allCases.map(\.rawValue))

    private func ruleIDs(ofJSON text: String) throws -> [String] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        return diagnostics.compactMap { $0["ruleId"] as? String }
    }

    @Test(arguments: planted) func scanThenCheckFindsThePlantedProblems(_ item: Planted) throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let draft = folder.appendingPathComponent("draft.navlint.yaml").path
        let scan = try CLI.run(["draft", "Tests/ScanTests/Fixtures/\(item.fixture)", "--output", draft])
        #expect(scan.status == 0, "\(scan.stderr)")
        #expect(scan.stdout == "")
        let check = try CLI.run(["check", draft, "--format", "json"])
        #expect(check.status == item.checkStatus)
        let found = Set(try ruleIDs(ofJSON: check.stdout))
        for rule in item.rules {
            #expect(found.contains(rule), "\(item.fixture): \(rule) not reported; got \(found.sorted())")
        }
        #expect(found.isDisjoint(with: Self.fileProblemIDs), "\(found.intersection(Self.fileProblemIDs))")
    }

    @Test func everyFixtureDraftIsAcceptedByCheck() throws {
        #expect(Self.fixtureNames.count >= 2)
        for name in Self.fixtureNames {
            let scan = try CLI.run(["draft", Self.fixtures.appendingPathComponent(name).path])
            #expect(scan.status == 0, "\(name): \(scan.stderr)")
            let check = try CLI.run(["check", "-", "--format", "json", "--stdin-filename", "\(name).navlint.yaml"], stdin: scan.stdout)
            #expect(check.status != 2, "\(name): \(check.stderr)")
            let ids = Set(try ruleIDs(ofJSON: check.stdout))
            #expect(ids.isDisjoint(with: Self.fileProblemIDs), "\(name) draft has format errors: \(ids.intersection(Self.fileProblemIDs))")
        }
    }

    @Test func draftGoesToStandardOutputAndNotesToStandardError() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("shop.navlint.yaml")
        let printed = try CLI.run(["draft", "Tests/ScanTests/Fixtures/SwiftShop"])
        let written = try CLI.run(["draft", "Tests/ScanTests/Fixtures/SwiftShop", "--output", file.path])
        #expect(printed.status == 0 && written.status == 0)
        #expect(try String(contentsOf: file, encoding: .utf8) == printed.stdout)
        #expect(printed.stdout.hasPrefix("# Draft app description written by navlint scan from 12 files"))
        #expect(printed.stdout.contains("\n    root: home   # Sources/App/SceneDelegate.swift:11\n"))
        #expect(printed.stderr == "scanned 12 files: 9 screens, 3 navigation controllers; 2 places scan could not follow (--notes lists them)\n")
        // --notes lists them, named as reached from the working directory, as findings are.
        let listed = try CLI.run(["draft", "Tests/ScanTests/Fixtures/SwiftShop", "--notes"])
        #expect(listed.stdout == printed.stdout)
        #expect(listed.stderr == """
        note: found no LastUpgradeCheck or objectVersion in a project.pbxproj, so sdk is left at its default ("26.0") and the iOS 26 rules apply; pass --sdk or set sdk in .navlint.yml if the app is built with an older SDK
        Tests/ScanTests/Fixtures/SwiftShop/Sources/App/Router.swift:8:9: note: pushed by Router, which is not a screen and which no screen uses, so navlint scan could not tell which stack it is on; unreachable-screen is not reported on it
        scanned 12 files: 9 screens, 3 navigation controllers, 2 notes

        """)
        let quiet = try CLI.run(["draft", "Tests/ScanTests/Fixtures/SwiftShop", "--quiet"])
        #expect(quiet.stdout == printed.stdout && quiet.stderr.isEmpty)
        // `scan --draft` writes the same draft beside its report.
        try FileManager.default.removeItem(at: file)
        let linted = try CLI.run(["scan", "Tests/ScanTests/Fixtures/SwiftShop", "--draft", file.path, "--quiet"])
        #expect(linted.status == 1, "the fixture's findings: \(linted.stderr)")
        #expect(try String(contentsOf: file, encoding: .utf8) == printed.stdout)
    }

    /// Writes each file (path relative to `folder`: text), making its folders.
    static func write(_ files: [String: String], in folder: URL) throws {
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: false, encoding: .utf8)
        }
    }

    /// `--timings` adds the stage table on standard error after everything else, the report unchanged;
    /// `scan`, `draft` and `lint` each end with their own stages and the total.
    @Test func timingsListTheStagesAfterTheReport() throws {
        let fixture = "Tests/ScanTests/Fixtures/SwiftShop"
        let plain = try CLI.run(["scan", fixture, "--no-cache"])
        func stages(_ arguments: [String]) throws -> [String] {
            let timed = try CLI.run(["scan", fixture, "--timings"] + arguments)
            #expect(timed.stdout == plain.stdout && timed.status == plain.status)
            #expect(timed.stderr.hasPrefix(plain.stderr))
            let table = timed.stderr.dropFirst(plain.stderr.count).split(separator: "\n").map(String.init)
            #expect(table.first == "timings:")
            #expect(table.dropFirst().allSatisfy { $0.range(of: #"  \d+\.\d{3} s wall  \d+\.\d{3} s CPU"#, options: .regularExpression) != nil })
            #expect(table.dropFirst().first?.hasSuffix("(12 files, 0.0 MB)") == true, "\(table)")
            return table.dropFirst().map { $0.split(separator: " ", omittingEmptySubsequences: true).first.map(String.init) ?? "" }
        }
        let scanned = ["find", "project", "lex", "index", "facts", "draft", "model", "draft", "rules"]
        #expect(try stages(["--no-cache"]) == scanned + ["baseline", "report", "total"])
        // With a cache: the first run scans and stores, the second answers from the entry.
        let cache = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: cache) }
        #expect(try stages(["--cache-path", cache.path]) == scanned + ["cache", "baseline", "report", "total"])
        #expect(try stages(["--cache-path", cache.path]) == ["find", "cache", "baseline", "report", "total"])
        let draft = try CLI.run(["draft", fixture, "--timings", "--quiet"])
        #expect(draft.stderr.split(separator: "\n").suffix(3).map { $0.split(separator: " ").first.map(String.init) } == ["draft", "report", "total"])
        let lint = try CLI.run([fixture, "--timings", "--quiet"])
        #expect(lint.stderr.hasPrefix("timings:\n  find and read files"))
    }

    @Test func discoverySkipsHiddenAndThirdPartyFolders() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "App/Home.swift": "final class HomeViewController: UIViewController {}\n",
            "Pods/Lib/PodViewController.swift": "final class PodViewController: UIViewController {}\n",
            ".build/Built.swift": "final class BuiltViewController: UIViewController {}\n",
            ".hidden/Secret.m": "@interface SecretViewController : UIViewController\n@end\n",
            "App/README.md": "class NotCodeViewController: UIViewController {}\n",
        ]
        try Self.write(files, in: folder)
        let output = try CLI.run(["draft", "."], directory: folder)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("\n  home:\n    class: HomeViewController   # App/Home.swift:1\n"))
        for skipped in ["PodViewController", "BuiltViewController", "SecretViewController", "NotCodeViewController"] {
            #expect(!output.stdout.contains(skipped))
        }
        // With several folders, paths are printed as walked.
        let two = try CLI.run(["draft", "App", "Pods"], directory: folder)
        #expect(two.stdout.contains("# App/Home.swift:1"))
        #expect(two.stdout.contains("# Pods/Lib/PodViewController.swift:1"))
    }

    /// Test code and Xcode previews are not the app: left out unless --include-tests asks for them.
    @Test func testsAndPreviewsAreReadOnlyWhenAsked() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "App/Home.swift": """
            final class HomeViewController: UIViewController {}

            #Preview {
                UINavigationController(rootViewController: CanvasViewController())
            }
            """,
            "App/Canvas.swift": "final class CanvasViewController: UIViewController {}\n",
            "AppTests/HarnessViewController.swift": "final class HarnessViewController: UIViewController {}\n",
            "App/LoginUITests.swift": "final class LoginProbeViewController: UIViewController {}\n",
            "App/Backend/__tests__/MockLoginViewController.swift": "final class MockLoginViewController: UIViewController {}\n",
        ]
        try Self.write(files, in: folder)
        let plain = try CLI.run(["draft", "."], directory: folder)
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(plain.stdout.contains("from 2 files"))
        #expect(!plain.stdout.contains("HarnessViewController") && !plain.stdout.contains("LoginProbeViewController"))
        #expect(!plain.stdout.contains("MockLoginViewController"))
        // The preview's stack is no stack of the app.
        #expect(!plain.stdout.contains("App/Home.swift:4"))
        let asked = try CLI.run(["draft", ".", "--include-tests"], directory: folder)
        #expect(asked.stdout.contains("from 5 files"))
        #expect(asked.stdout.contains("MockLoginViewController"))
        #expect(asked.stdout.contains("HarnessViewController") && asked.stdout.contains("LoginProbeViewController"))
        #expect(asked.stdout.contains("root: canvas   # App/Home.swift:4"))
    }

    /// A finding the code silences with a suppression comment is silenced in the draft too, so `check`
    /// on the draft reports what `scan --check` reports.
    @Test func codeSuppressionsAreCarriedIntoTheDraft() throws {
        let fixture = try ScanCheckFixture()
        defer { fixture.remove() }
        let draft = try CLI.run(["draft", "."], directory: fixture.root)
        #expect(draft.stdout.contains("""
            navigationItem:
              # navlint:disable-next-line hidden-back-button-disables-swipe -- the profile closes with its own Done button (from App/ProfileViewController.swift:6)
              hidesBackButton: true   # App/ProfileViewController.swift:7

        """))
        #expect(draft.stdout.contains("# navlint:disable-next-line hidden-back-button-disables-swipe -- the notice must be accepted (from App/Legal/NoticeViewController.m:10)\n"))
        try fixture.write(draft.stdout, to: "draft.navlint.yaml")
        let checked = try CLI.run(["check", "draft.navlint.yaml", "--format", "json"], directory: fixture.root)
        let scanned = try CLI.run(["scan", "App", "--check", "--format", "json"], directory: fixture.root)
        func rules(_ json: String) throws -> [String] {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            return ((object["diagnostics"] as? [[String: Any]]) ?? []).compactMap { $0["ruleId"] as? String }.sorted()
        }
        // The scan's unused suppression is about a line of code, which the draft has no copy of.
        #expect(try rules(checked.stdout) == (try rules(scanned.stdout)).filter { $0 != "unused-suppression" })
    }

    /// `app.sdk` from `--sdk`, else the configuration's `sdk`, each named in the draft's comment.
    @Test func sdkComesFromTheCommandLineOrTheConfiguration() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "final class HomeViewController: UIViewController {}\n".write(to: folder.appendingPathComponent("Home.swift"), atomically: false, encoding: .utf8)
        try "sdk: \"16.4\"\n".write(to: folder.appendingPathComponent(".navlint.yml"), atomically: false, encoding: .utf8)
        let configured = try CLI.run(["draft", "."], directory: folder)
        #expect(configured.stdout.contains("\n  sdk: \"16.4\"   # from .navlint.yml\n"), "\(configured.stdout)")
        let given = try CLI.run(["draft", ".", "--sdk", "15.2"], directory: folder)
        #expect(given.stdout.contains("\n  sdk: \"15.2\"   # from --sdk\n"), "\(given.stdout)")
        let wrong = try CLI.run(["draft", ".", "--sdk", "fifteen"], directory: folder)
        #expect(wrong.status == 2)
        #expect(wrong.stderr == "navlint: error: --sdk takes an iOS SDK version such as 17.0, not 'fifteen'\n")
    }

    /// `--exclude` (repeatable) leaves out files whose path relative to the folder matches.
    @Test func excludeLeavesOutMatchingFiles() throws {
        let printed = try CLI.run(["draft", "Tests/ScanTests/Fixtures/SwiftShop", "--exclude", "**/Router.swift", "--exclude", "Sources/App/About*"])
        #expect(printed.status == 0, "\(printed.stderr)")
        #expect(printed.stdout.hasPrefix("# Draft app description written by navlint scan from 10 files"))
        #expect(!printed.stdout.contains("Router.swift") && !printed.stdout.contains("class: AboutViewController"))
    }

    @Test func failuresExitTwoWithAMessage() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try CLI.run(["draft", "does-not-exist"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "navlint: error: cannot read 'does-not-exist': No such file or directory\n")

        let empty = try CLI.run(["draft", folder.path])
        #expect(empty.status == 2)
        #expect(empty.stderr == "navlint: error: \(folder.path): no Swift or Objective-C sources to scan (looked for .swift, .m, .mm and .h files)\n")

        try "struct Model {}\n".write(to: folder.appendingPathComponent("Model.swift"), atomically: false, encoding: .utf8)
        let noScreens = try CLI.run(["draft", folder.path])
        #expect(noScreens.status == 2)
        #expect(noScreens.stderr.hasPrefix("navlint: error: \(folder.path): no view controllers found"))
        #expect(noScreens.stdout == "")

        let unwritable = try CLI.run(["draft", "Tests/ScanTests/Fixtures/SwiftShop", "--output", folder.appendingPathComponent("no/such/dir/draft.yaml").path])
        #expect(unwritable.status == 2)
        #expect(unwritable.stderr.hasPrefix("navlint: error: cannot write"))
    }

    @Test func helpNamesTheCommand() throws {
        let top = try CLI.run(["--help"])
        #expect(top.stdout.contains("scan"))
        let help = try CLI.run(["draft", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("docs/scan.md"))
        #expect(help.stdout.contains("2  usage, configuration or I/O error, no sources, or no view controller in\nthem"))
    }
}

/// `navlint check` on a scan's draft reports what `navlint scan --check` reports on the code: the draft
/// silences, with a comment saying why, each finding scan leaves out because it cannot stand behind it
/// (nothing pushed onto the stack, a placeholder stack, a screen's own full-screen pan, a library's root).
@Suite struct DraftCheckAgreementTests {
    /// `rule path` of each finding, one for each object a finding with repeats holds for.
    static func objects(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.filter { $0.ruleID != "unused-suppression" }.flatMap { finding in
            ([finding.path] + finding.repeats.map(\.path)).map { "\(finding.ruleID) \($0)" }
        }.sorted()
    }

    static let fixtures = ScanCommandTests.fixtureNames.map { "Tests/ScanTests/Fixtures/\($0)" } + ["Examples/reader-app", "Tests/Fixtures/ScanCheckApp/App"]

    @Test(arguments: fixtures) func checkOnTheDraftAgreesWithScanCheck(_ fixture: String) throws {
        let folder = CLI.repository.appendingPathComponent(fixture).path
        let scanned = try ScanCheckRun.run(ScanRequest(paths: [folder]), options: CheckRequest(), writesDraft: true)
        let draft = try #require(scanned.draft)
        let rules = try RuleSources().load(forChecking: true)
        let checked = Linter(rules: rules).lint(bytes: Array(draft.utf8), file: "draft.navlint.yaml")
        #expect(Self.objects(checked.diagnostics) == Self.objects(scanned.check.results.flatMap(\.diagnostics)), "\(fixture)")
    }

    /// Plain `scan` runs the rules only over the objects it may be unsure of (`ScanResult.unsureObjects`),
    /// and must still find every finding it would have to silence: the same as a run over the whole app.
    @Test(arguments: fixtures) func aRunFocusedOnTheUnsureObjectsFindsEveryUnsureFinding(_ fixture: String) throws {
        let folder = CLI.repository.appendingPathComponent(fixture).path
        let scan = try ScanRun.run(ScanRequest(paths: [folder])).result
        let linter = Linter(rules: try RuleSources().load(forChecking: true))
        let ids = Set(linter.rules.map(\.id))
        func unsure(_ findings: [Diagnostic]) -> [String] {
            findings.filter { scan.unsureReason($0) != nil && !scan.draftSilences($0) }.map { "\($0.ruleID) \($0.path)" }.sorted()
        }
        let objects = scan.unsureObjects
        let focus = RuleEngine.Focus(controllerIDs: objects.controllerIDs, screenIDs: objects.screenIDs)
        let whole = linter.findings(scanned: scan.app, ruleIDs: ids)
        let focused = linter.findings(scanned: scan.app, ruleIDs: ids, focus: focus)
        #expect(unsure(focused) == unsure(whole), "\(fixture)")
        if fixture.hasSuffix("/FullScreenPans") {
            // There, the focus leaves out most of the app and still finds the two the draft silences.
            #expect(unsure(whole).count == 2 && focused.count < whole.count, "\(focused.count) of \(whole.count)")
        }
    }

    /// The comment names the rules it silences and why, above the line `check` reports them on.
    @Test func theDraftSaysWhyALeftOutFindingIsSilenced() throws {
        let folder = CLI.repository.appendingPathComponent("Tests/ScanTests/Fixtures/FullScreenPans").path
        let draft = try ScanRun.run(ScanRequest(paths: [folder])).draft
        let why = "navlint scan: it found nothing pushed onto this navigation controller, so no swipe-back starts here that it knows of"
        #expect(draft.contains("""
                  # navlint:disable-next-line private-navigation-api -- \(why)
                  via: privateTarget   # 'fullPan' on the pop gesture's private target, Mail/MailNavigationController.m:11
                  # navlint:disable-next-line pop-during-transition -- \(why)
                  shouldBegin:
            """), "\(draft)")
        // Without the comments, `check` reports what each of them names, and nothing else.
        let lines = draft.split(separator: "\n", omittingEmptySubsequences: false)
        let silenced = lines.compactMap { line -> [String]? in
            guard let range = line.range(of: "# navlint:disable-next-line "), let end = line.range(of: " -- ") else { return nil }
            return line[range.upperBound..<end.lowerBound].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        }.flatMap { $0 }.sorted()
        let bare = lines.filter { !$0.contains("# navlint:disable-next-line") }.joined(separator: "\n")
        let rules = try RuleSources().load(forChecking: true)
        func found(_ text: String) -> [String] {
            Linter(rules: rules).lint(bytes: Array(text.utf8), file: "draft.navlint.yaml").diagnostics.map(\.ruleID).sorted()
        }
        var added = found(bare)
        for rule in found(draft) { added.firstIndex(of: rule).map { _ = added.remove(at: $0) } }
        #expect(added == ["pop-during-transition", "private-navigation-api"], "\(added)")
        #expect(added == silenced)
    }
}
