import Foundation
import Testing

/// `navlint scan . --check` on Tests/Fixtures/ScanBaseClassApp, pinned in Tests/ScanGolden for the text,
/// JSON and SARIF formats. The app has one line of code that several objects share: BaseViewController
/// hides the back button of the three screens that inherit it, and FlowNavigationController, the class
/// of two stacks, takes their pop delegate with no depth check. Each line is one finding that says how
/// many more objects it holds for; JSON and SARIF list them.
/// `NAVLINT_REGENERATE=1 swift test --disable-xctest --filter ScanGoldenTests` rewrites the files; review the diff.
@Suite struct ScanGoldenTests {
    static let app = "ScanBaseClassApp"

    /// The report of one format: the text report with its snippets and standard error after it; the
    /// SARIF report with the rule descriptions (a third of a megabyte, pinned elsewhere) left out and the
    /// version written as VERSION, so that neither a rule's documentation nor a release changes the file.
    static func report(_ format: String) throws -> String {
        let fixture = try ScanCheckFixture(app: app)
        defer { fixture.remove() }
        let output = try CLI.run(["scan", ".", "--check", "--format", format, "--snippet"], directory: fixture.root)
        #expect(output.status == 1, "\(output.stderr)")
        switch format {
        case "text":
            return output.stdout + output.stderr
        case "sarif":
            var lines: [String] = []
            var inRules = false
            for line in output.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if line.hasSuffix("\"rules\": [") {
                    inRules = true
                    lines.append(line + "\"(the rule descriptions are left out of this file)\"")
                } else if inRules, trimmed.hasPrefix("]") {
                    inRules = false
                    lines[lines.count - 1] += trimmed
                } else if !inRules {
                    lines.append(line)
                }
            }
            return lines.joined(separator: "\n").replacingOccurrences(of: "\"\(Release.version)\"", with: "\"VERSION\"")
        default:
            return output.stdout
        }
    }

    @Test(arguments: ["text", "json", "sarif"])
    func reportMatchesTheGoldenFile(_ format: String) throws {
        let file = "Tests/ScanGolden/base-class-app.\(format == "text" ? "txt" : format)"
        try expectRepositoryFile(file, toEqual: try Self.report(format),
                                 hint: "if the change is intended, run NAVLINT_REGENERATE=1 swift test --disable-xctest --filter ScanGoldenTests and review the diff")
    }

    /// No rule is reported twice at one line; the JSON lists every object a finding holds for.
    @Test func eachLineOfCodeIsOneFinding() throws {
        let fixture = try ScanCheckFixture(app: Self.app)
        defer { fixture.remove() }
        let output = try CLI.run(["scan", ".", "--check", "--format", "json"], directory: fixture.root)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        let places = diagnostics.map { "\($0["ruleId"] ?? "") \($0["file"] ?? ""):\($0["line"] ?? 0)" }
        #expect(places == [
            "hidden-back-button-disables-swipe App/BaseViewController.swift:7",
            "pop-during-transition App/FlowNavigationController.swift:7",
            "root-freeze App/FlowNavigationController.swift:7",
        ])
        let objects = diagnostics.map { diagnostic in
            [diagnostic["path"] as? String ?? ""] + ((diagnostic["repeats"] as? [[String: Any]]) ?? []).map { $0["path"] as? String ?? "" }
        }
        #expect(objects[0] == ["screens.account.navigationItem.hidesBackButton", "screens.cart.navigationItem.hidesBackButton", "screens.orders.navigationItem.hidesBackButton"])
        #expect(objects[2] == ["navigationControllers.flowHelp.popGesture.shouldBegin", "navigationControllers.flowSettings.popGesture.shouldBegin"])
        // The base class's line names the base class, for each of the screens that inherit it; the
        // navigation controllers' line is in the class they are instances of, so it names the first.
        #expect(diagnostics[0]["message"] as? String == "BaseViewController hides its back button (hidesBackButton = true), so the edge swipe back never starts (in 3 screens)")
        #expect((diagnostics[2]["message"] as? String)?.hasSuffix(" (and 1 more navigation controller)") == true, "\(diagnostics[2])")
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["errors"] as? Int == 1 && summary["warnings"] as? Int == 2)
    }

    /// Tests/Fixtures/ScanBaseClassApp/baseline-0.2.0.yml was written by navlint 0.2.0, which reported the
    /// shared lines once per object (seven findings). It still hides all three findings, with no entry
    /// left over, and a baseline written now reads the same, entry for entry.
    @Test func aBaselineWrittenBeforeTheMergeStillMatches() throws {
        let fixture = try ScanCheckFixture(app: Self.app)
        defer { fixture.remove() }
        let old = try String(contentsOf: CLI.repository.appendingPathComponent("Tests/Fixtures/\(Self.app)/baseline-0.2.0.yml"), encoding: .utf8)
        try fixture.write(old, to: "baseline.yml")
        let checked = try CLI.run(["scan", ".", "--check", "--baseline", "baseline.yml", "--strict-baseline", "--strict"], directory: fixture.root)
        #expect(checked.status == 0, "\(checked.stdout)\(checked.stderr)")
        #expect(checked.stdout.isEmpty)
        #expect(checked.stderr.hasSuffix("no problems in 8 files; 3 hidden by the baseline\n"))
        let written = try CLI.run(["scan", ".", "--check", "--write-baseline", "new.yml"], directory: fixture.root)
        #expect(written.stderr.hasSuffix("recorded 3 findings (7 entries, one for each screen or navigation controller) in new.yml\n"))
        func entries(_ text: String) -> [Substring] { text.split(separator: "\n").filter { $0.hasPrefix("  - ") } }
        #expect(entries(try fixture.read("new.yml")) == entries(old))
    }

    /// Each SARIF result keeps the fingerprint navlint 0.2.0 gave the object it names (0.2.0 reported the
    /// others as results of their own, which code scanning now closes), so open alerts stay open.
    @Test func sarifFingerprintsAreThoseOfTheNamedObjects() throws {
        let fixture = try ScanCheckFixture(app: Self.app)
        defer { fixture.remove() }
        let output = try CLI.run(["scan", ".", "--check", "--format", "sarif"], directory: fixture.root)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let results = try #require((object["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let fingerprints = results.map { (($0["partialFingerprints"] as? [String: String])?["navlintModelPath/v1"]) ?? "" }
        // Printed by navlint 0.2.0 (main at 0919c2a) for screens.account's and navigationControllers.flowHelp's findings.
        #expect(fingerprints == ["5f9382574048adc7", "b784e2ad2876a163", "5e9998c713cae8d0"])
        let related = results.map { ($0["relatedLocations"] as? [[String: Any]])?.count ?? 0 }
        #expect(related == [2, 1, 1])
    }

    /// A baseline that records the finding for some of the objects leaves it for the others: the screen
    /// added since is reported, named in the message, with the rest of the line's objects still hidden.
    @Test func aBaselineForSomeObjectsLeavesTheFindingForTheOthers() throws {
        let fixture = try ScanCheckFixture(app: Self.app)
        defer { fixture.remove() }
        let old = try String(contentsOf: CLI.repository.appendingPathComponent("Tests/Fixtures/\(Self.app)/baseline-0.2.0.yml"), encoding: .utf8)
        try fixture.write(old.split(separator: "\n").filter { !$0.contains("screens.cart.") }.joined(separator: "\n") + "\n", to: "baseline.yml")
        let checked = try CLI.run(["scan", ".", "--check", "--baseline", "baseline.yml", "--format", "json"], directory: fixture.root)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(checked.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["path"] as? String == "screens.cart.navigationItem.hidesBackButton")
        #expect(diagnostics.first?["repeats"] == nil)
        #expect((diagnostics.first?["message"] as? String)?.hasPrefix("CartViewController hides its back button") == true)
        #expect(checked.stderr.hasSuffix("1 warning in 8 files; 2 hidden by the baseline\n"))
    }
}

/// Expects the repository file at `relative` to hold `content`; with NAVLINT_REGENERATE=1 it rewrites the file instead.
func expectRepositoryFile(_ relative: String, toEqual content: String, hint: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let url = CLI.repository.appendingPathComponent(relative)
    let current = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    if ProcessInfo.processInfo.environment["NAVLINT_REGENERATE"] == "1", current != content {
        try content.write(to: url, atomically: false, encoding: .utf8)
        return
    }
    #expect(current == content, "\(relative) is out of date; \(hint)", sourceLocation: sourceLocation)
}
