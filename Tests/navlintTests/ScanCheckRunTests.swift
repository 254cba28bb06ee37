import Driver
import Foundation
import Format
import Rules
import Testing

/// A copy of Tests/Fixtures/ScanCheckApp in a fresh folder that is a repository root, so tests may edit
/// it and give it a configuration. Its planted problems: DetailViewController hides its back button
/// under UIKit's own pop delegate (a string literal above spells a suppression, which must not count);
/// SettingsNavigationController makes itself the pop delegate with no gestureRecognizerShouldBegin (a
/// default, reported at its class declaration). ProfileViewController and NoticeViewController hide
/// theirs under `//` and `/* */` suppressions; HomeViewController carries a suppression that matches nothing.
/// `app` names another fixture under Tests/Fixtures whose `App` folder is copied instead.
struct ScanCheckFixture {
    let root: URL

    init(app: String = "ScanCheckApp") throws {
        root = try CLI.temporaryDirectory()
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CLI.repository.appendingPathComponent("Tests/Fixtures/\(app)/App"), to: root.appendingPathComponent("App"))
    }

    func remove() { try? FileManager.default.removeItem(at: root) }

    func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    func write(_ text: String, to relative: String) throws {
        try text.write(to: root.appendingPathComponent(relative), atomically: false, encoding: .utf8)
    }

    func read(_ relative: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
    }

    /// `navlint scan ROOT --check` as a library call. Findings name files as reached from the working
    /// directory, here the absolute ROOT; the outcome names them inside ROOT, as `scan .` run there would.
    func run(_ adjust: (inout CheckRequest) -> Void = { _ in }) throws -> ScanCheckOutcome {
        var options = CheckRequest()
        adjust(&options)
        var outcome = try ScanCheckRun.run(ScanRequest(paths: [root.path]), options: options)
        let prefix = root.path + "/"
        func inside(_ file: String) -> String {
            #expect(file.hasPrefix(prefix), "\(file) is not named from the scanned folder \(root.path)")
            return String(file.dropFirst(prefix.count))
        }
        for index in outcome.check.results.indices {
            outcome.check.results[index].file = inside(outcome.check.results[index].file)
            for finding in outcome.check.results[index].diagnostics.indices {
                outcome.check.results[index].diagnostics[finding].file = inside(outcome.check.results[index].diagnostics[finding].file)
            }
        }
        return outcome
    }
}

/// `ScanCheckRun`: findings in the sources, suppression comments, configuration, baselines and exit status.
@Suite struct ScanCheckRunTests {
    /// Each finding as `file:line:column-endLine:endColumn severity rule path`.
    static func places(_ outcome: ScanCheckOutcome) -> [String] {
        outcome.check.results.flatMap(\.diagnostics).map {
            "\($0.file):\($0.span.start)-\($0.span.end) \($0.severity) \($0.ruleID) \($0.path)"
        }
    }

    static let planted = [
        "App/DetailViewController.swift:7:9-7:46 warning hidden-back-button-disables-swipe screens.detail.navigationItem.hidesBackButton",
        "App/HomeViewController.swift:9:115-9:115 warning unused-suppression ",
        "App/Settings/SettingsNavigationController.swift:6:9-6:57 warning pop-during-transition navigationControllers.settings.popGesture.shouldBegin",
        "App/Settings/SettingsNavigationController.swift:6:9-6:57 error root-freeze navigationControllers.settings.popGesture.shouldBegin",
    ]

    @Test func findingsArePlacedAtTheirStatementsAndDeclarations() throws {
        let fixture = try ScanCheckFixture()
        defer { fixture.remove() }
        let outcome = try fixture.run()
        #expect(Self.places(outcome) == Self.planted)
        #expect(outcome.check.status == .findings)
        #expect(outcome.check.hasSummary)
        // Every scanned file is a result, with its text for snippets; the summary counts them all.
        #expect(outcome.check.results.map(\.file) == outcome.scan?.sources)
        #expect(outcome.check.summary.line == "1 error, 3 warnings in 7 files")
        let detail = try #require(outcome.check.results.first { $0.file == "App/DetailViewController.swift" })
        #expect(detail.source?.line(7) == "        navigationItem.hidesBackButton = true")
        let message = try #require(detail.diagnostics.first?.message)
        #expect(message.hasPrefix("DetailViewController hides its back button"))
    }

    /// Findings on code speak the code's terms: its class names and UIKit's API, never the app
    /// description's keys or the ids scan makes up for its draft.
    @Test func messagesOnScannedCodeNameClassesAndAPIsNotDescriptionKeys() throws {
        let fixture = try ScanCheckFixture()
        defer { fixture.remove() }
        let findings = try fixture.run().check.results.flatMap(\.diagnostics).filter { $0.ruleID != "unused-suppression" }
        #expect(findings.map { "\($0.ruleID): \($0.message) | fix: \($0.fix ?? "none")" } == [
            "hidden-back-button-disables-swipe: DetailViewController hides its back button (hidesBackButton = true), so the edge swipe back never starts"
                + " | fix: keep the back button (restyle it, or use navigationItem.backAction on iOS 16+), or give the pop gesture a delegate with guards",
            "pop-during-transition: the pop delegate of SettingsNavigationController lets a swipe back begin while a push or pop animates"
                + " | fix: return false from gestureRecognizerShouldBegin(_:) while transitionCoordinator is not nil",
            "root-freeze: the pop delegate of SettingsNavigationController never checks the stack depth, so a swipe on the root can freeze the app"
                + " | fix: return false from gestureRecognizerShouldBegin(_:) while viewControllers.count < 2",
        ])
        for finding in findings {
            for key in ["shouldBegin", "stackDepth", "notTransitioning", "popGesture", "navigation controller '", "screen '"] {
                #expect(!finding.message.contains(key), "\(finding.message)")
            }
        }
    }

    @Test func suppressionCommentsSilenceFindingsAndUnusedOnesAreReported() throws {
        let fixture = try ScanCheckFixture()
        defer { fixture.remove() }
        // Without the `//` and `/* */` comments, Profile and Notice are reported too.
        let profile = try fixture.read("App/ProfileViewController.swift")
        try fixture.write(profile.replacingOccurrences(of: "// navlint:disable-next-line", with: "// navlint-off"), to: "App/ProfileViewController.swift")
        let notice = try fixture.read("App/Legal/NoticeViewController.m")
        try fixture.write(notice.replacingOccurrences(of: "/* navlint:disable-line", with: "/* disabled"), to: "App/Legal/NoticeViewController.m")
        let places = Self.places(try fixture.run())
        #expect(places.contains("App/ProfileViewController.swift:7:9-7:46 warning hidden-back-button-disables-swipe screens.profile.navigationItem.hidesBackButton"))
        #expect(places.contains("App/Legal/NoticeViewController.m:10:5-10:46 warning hidden-back-button-disables-swipe screens.notice.navigationItem.hidesBackButton"))
        #expect(places.count == Self.planted.count + 2)
    }

    @Test func fileAndRegionDirectivesWorkInBlockComments() throws {
        let fixture = try ScanCheckFixture()
        defer { fixture.remove() }
        try fixture.write("""
        import UIKit

        /*
         * navlint:disable-file root-freeze -- the settings stack is one screen deep
         */
        // navlint:disable pop-during-transition
        final class SettingsNavigationController: UINavigationController, UIGestureRecognizerDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                interactivePopGestureRecognizer?.delegate = self
            }
        }
        // navlint:enable pop-during-transition
        // navlint:enable root-freeze

        """, to: "App/Settings/SettingsNavigationController.swift")
        let outcome = try fixture.run()
        let places = Self.places(outcome)
        #expect(!places.contains { $0.contains("root-freeze") || $0.contains("pop-during-transition") })
        // An enable that closes no region is reported where its id is written.
        #expect(places.contains("App/Settings/SettingsNavigationController.swift:14:19-14:19 warning unused-suppression "))
        let message = outcome.check.results.flatMap(\.diagnostics).first { $0.location.line == 14 }?.message
        #expect(message == "navlint:enable 'root-freeze' ends no region: no `// navlint:disable root-freeze` comes before it; remove it")
    }

    /// NEL, LS and PS end lines in YAML but not in code: snippets and suppression comments use the
    /// lines the scanner counts.
    @Test func unicodeLineSeparatorsInCodeDoNotShiftLines() throws {
        let fixture = try ScanCheckFixture()
        defer { fixture.remove() }
        for file in ["App/DetailViewController.swift", "App/ProfileViewController.swift"] {
            let text = try fixture.read(file)
            try fixture.write(text.replacingOccurrences(of: "import UIKit", with: "import UIKit // one\u{2028}two\u{85}three"), to: file)
        }
        let outcome = try fixture.run()
        #expect(Self.places(outcome) == Self.planted)
        let detail = try #require(outcome.check.results.first { $0.file == "App/DetailViewController.swift" })
        #expect(detail.source?.line(7) == "        navigationItem.hidesBackButton = true")
    }

    @Test func configurationIsFoundFromTheScannedFolderOrNamed() throws {
        let fixture = try ScanCheckFixture()
        defer { fixture.remove() }
        try fixture.write("""
        rules:
          root-freeze: {severity: warning}
          pop-during-transition: {ignore: ["App/Settings/**"]}
        """, to: ".navlint.yml")
        let outcome = try fixture.run()
        #expect(Self.places(outcome) == [
            Self.planted[0], Self.planted[1],
            "App/Settings/SettingsNavigationController.swift:6:9-6:57 warning root-freeze navigationControllers.settings.popGesture.shouldBegin",
        ])
        // No finding at error any more: the default threshold passes.
        #expect(outcome.check.status == .clean)
        try fixture.write("failOn: warning\n", to: "strict.yml")
        let named = try fixture.run { $0.configurationFile = fixture.path("strict.yml") }
        #expect(Self.places(named) == Self.planted)
        #expect(named.check.status == .findings)
    }

    @Test(arguments: [
        (FailureThreshold.never, Driver.ExitStatus.clean), (.error, .findings), (.warning, .findings), (.info, .findings),
    ])
    func failOnDecidesTheStatus(_ threshold: FailureThreshold, _ status: Driver.ExitStatus) throws {
        let fixture = try ScanCheckFixture()
        defer { fixture.remove() }
        #expect(try fixture.run { $0.failOn = threshold }.check.status == status)
    }

    @Test func warningsAloneFailOnlyFromWarningDown() throws {
        let fixture = try ScanCheckFixture()
        defer { fixture.remove() }
        try fixture.write("rules:\n  root-freeze: {severity: off}\n", to: ".navlint.yml")
        #expect(try fixture.run().check.status == .clean)
        #expect(try fixture.run { $0.failOn = .warning }.check.status == .findings)
    }

    @Test func baselineSurvivesUnrelatedEditsAndRatchets() throws {
        let fixture = try ScanCheckFixture()
        defer { fixture.remove() }
        let baseline = fixture.path("baseline.yml")
        let recorded = try fixture.run { $0.writeBaseline = baseline }
        #expect(!recorded.check.hasSummary)
        #expect(recorded.check.remarks == ["recorded 4 findings in \(baseline)"])
        #expect(recorded.check.status == .clean)
        let text = try fixture.read("baseline.yml")
        #expect(text.contains("{file: \"\(fixture.root.path)/App/DetailViewController.swift\", rule: \"hidden-back-button-disables-swipe\", path: \"screens.detail.navigationItem.hidesBackButton\", count: 1}"))

        // Lines added above the findings move them; the baseline, keyed by model path, still hides them.
        let detail = try fixture.read("App/DetailViewController.swift")
        try fixture.write("// A comment.\n\n" + detail, to: "App/DetailViewController.swift")
        let hidden = try fixture.run { $0.baseline = baseline }
        #expect(Self.places(hidden).isEmpty)
        #expect(hidden.check.summary.line == "no problems in 7 files; 4 hidden by the baseline")
        #expect(hidden.check.status == .clean)

        // A fixed finding leaves a stale entry, which fails only with strictBaseline.
        try fixture.write(detail.replacingOccurrences(of: "navigationItem.hidesBackButton = true", with: ""), to: "App/DetailViewController.swift")
        let fixed = try fixture.run { $0.baseline = baseline }
        #expect(fixed.check.summary.staleBaselineEntries == 1)
        #expect(fixed.check.status == .clean)
        #expect(try fixture.run { $0.baseline = baseline; $0.strictBaseline = true }.check.status == .findings)
    }

    @Test func maxDiagnosticsCutsTheReportNotTheCount() throws {
        let fixture = try ScanCheckFixture()
        defer { fixture.remove() }
        let outcome = try fixture.run { $0.maxDiagnostics = 1 }
        // The error is kept before the warnings that come first in path order.
        #expect(Self.places(outcome) == [Self.planted[3]])
        #expect(outcome.check.summary.line == "1 error, 3 warnings in 7 files; 3 not shown (3 warnings; raise --max-diagnostics)")
        #expect(outcome.check.status == .findings)
    }

    @Test func sourcesWithNoScreenAreNothingToCheck() throws {
        let fixture = try ScanCheckFixture()
        defer { fixture.remove() }
        try FileManager.default.removeItem(at: fixture.root.appendingPathComponent("App"))
        try fixture.write("struct Model {}\n", to: "Model.swift")
        let outcome = try fixture.run()
        #expect(outcome.scan == nil)
        // An empty report, so that a JSON or SARIF reader still gets a valid one.
        #expect(outcome.check.hasSummary && outcome.check.results.isEmpty)
        #expect(outcome.check.status == .clean)
        #expect(outcome.check.remarks.count == 1)
        #expect(outcome.check.remarks.first?.hasSuffix("no view controllers found: no class in the sources descends from UIViewController (or a base class named *ViewController), and no SwiftUI view is shown by a NavigationStack, NavigationLink, sheet or UIHostingController, so there is no screen to describe; nothing to check") == true)
    }
}
