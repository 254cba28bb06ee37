import Foundation
import TestSupport
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import Rules
import Testing
@testable import Format
@testable import Reporters

@Suite struct ReporterTests {
    static let app = """
    navlint: 1
    app: {deploymentTarget: "15.0"}
    navigationControllers:
      main: {root: home}
    screens:
      home: {pushes: [detail]}
      detail:
        navigationItem: {hidesBackButton: true}
        navigationBarHidden: true
    """

    private func results(file: String = "App/nav,1.navlint.yaml") throws -> [LintResult] {
        [lint(Self.app, file: file, rules: try builtinRules())]
    }

    @Test func sarifHasWhatGitHubRequires() throws {
        let rules = try builtinRules()
        let text = SARIFReporter(rules: rules, toolVersion: "1.2.3").render(try results(file: "./App/my nav.navlint.yaml"))
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(root["version"] as? String == "2.1.0")
        #expect((root["$schema"] as? String)?.contains("sarif-2.1.0") == true)
        let run = try #require((root["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "navlint")
        let descriptors = try #require(driver["rules"] as? [[String: Any]])
        // Each rule with a result, and no other: a report stays small whatever the catalog holds.
        let reported = Set(try results(file: "./App/my nav.navlint.yaml").flatMap(\.diagnostics).map(\.ruleID))
        #expect(Set(descriptors.compactMap { $0["id"] as? String }) == reported && descriptors.count == reported.count)
        for descriptor in descriptors {
            #expect(descriptor["id"] is String)
            #expect(((descriptor["shortDescription"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            #expect(((descriptor["fullDescription"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            let help = try #require(descriptor["help"] as? [String: Any])
            #expect((help["text"] as? String)?.isEmpty == false)
            #expect((help["markdown"] as? String)?.isEmpty == false)
            #expect(["error", "warning", "note"].contains((descriptor["defaultConfiguration"] as? [String: Any])?["level"] as? String ?? ""))
        }
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 2)
        let first = results[0]
        #expect(first["ruleId"] as? String == "hidden-back-button-disables-swipe")
        #expect(first["level"] as? String == "warning")
        let index = try #require(first["ruleIndex"] as? Int)
        #expect(descriptors[index]["id"] as? String == "hidden-back-button-disables-swipe")
        let location = try #require((first["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "App/my%20nav.navlint.yaml")
        let region = try #require(location["region"] as? [String: Int])
        #expect(region == ["startLine": 8, "startColumn": 22, "endLine": 8, "endColumn": 37])
        let fingerprints = try #require(first["partialFingerprints"] as? [String: String])
        #expect(fingerprints["navlintModelPath/v1"]?.count == 16)
    }

    @Test func jsonStringsEscapeExactlyWhatJSONRequires() throws {
        #expect(JSONText.quote("") == #""""#)
        #expect(JSONText.quote("plain text") == #""plain text""#)
        #expect(JSONText.quote("say \"hi\" \\ now") == #""say \"hi\" \\ now""#)
        #expect(JSONText.quote("a\nb\r\tc\u{1}\u{1F}\u{7F}") == #""a\nb\r\tc\u0001\u001f\#u{7F}""#)
        #expect(JSONText.quote("\u{0}") == #""\u0000""#)
        #expect(JSONText.quote("écran 画面 👋 \"") == #""écran 画面 👋 \"""#)
        // Whatever the input, a JSON parser reads back the same text.
        for text in ["\u{0}x\u{0}", "\\\\\"", "tab\there", "end\\", "\u{2028}\u{85}é", String(repeating: "ab\"", count: 500)] {
            let decoded = try JSONSerialization.jsonObject(with: Data("[\(JSONText.quote(text))]".utf8)) as? [String]
            #expect(decoded == [text])
        }
    }

    @Test func sarifFingerprintsIgnoreLineNumbers() throws {
        let rules = try builtinRules()
        func fingerprint(_ text: String) throws -> String? {
            let sarif = SARIFReporter(rules: rules, toolVersion: "1").render([lint(text, file: "a.yaml", rules: rules)])
            let root = try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any]
            let result = ((root?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first
            return (result?["partialFingerprints"] as? [String: String])?["navlintModelPath/v1"]
        }
        let before = try fingerprint(Self.app)
        let after = try fingerprint("# a comment added above\n\n" + Self.app)
        #expect(before != nil)
        #expect(before == after)
    }

    @Test func sarifMakesPathsUnderTheCheckoutRelative() {
        #expect(SARIFReporter.relativeURI("/work/repo/App/navlint.yaml", base: "/work/repo") == "App/navlint.yaml")
        #expect(SARIFReporter.relativeURI("/elsewhere/navlint.yaml", base: "/work/repo") == "/elsewhere/navlint.yaml")
        #expect(SARIFReporter.relativeURI("./App/a b#1.yaml", base: nil) == "App/a%20b%231.yaml")
    }

    @Test func githubAnnotationsEscapeLikeTheToolkit() throws {
        let text = GitHubReporter().render(try results())
        let lines = text.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("::warning file=App/nav%2C1.navlint.yaml,line=8,col=22,endLine=8,endColumn=37,title=hidden-back-button-disables-swipe::screen 'detail' hides"))
        #expect(GitHubReporter.escapeData("50% done\r\nnext") == "50%25 done%0D%0Anext")
        #expect(GitHubReporter.escapeProperty("a:b,c%") == "a%3Ab%2Cc%25")
    }

    @Test func githubUsesNoticeForInfo() {
        let info = Diagnostic(ruleID: "x", severity: .info, message: "m", file: "f", span: .fileStart)
        #expect(GitHubReporter().render([LintResult(file: "f", source: nil, diagnostics: [info])]).hasPrefix("::notice "))
    }

    /// One test suite per file with findings, one failing case per finding; a file without findings adds
    /// nothing (a scan checks hundreds of files).
    @Test func junitIsWellFormedWithOneCasePerFinding() throws {
        let clean = lint("navlint: 1\napp: {deploymentTarget: \"15\"}\nnavigationControllers: {m: {root: a}}\nscreens: {a: {}}\n", file: "ok.yaml", rules: try builtinRules())
        let text = JUnitReporter().render(try results() + [clean])
        let document = try XMLDocument(xmlString: text)
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        #expect(root.attribute(forName: "tests")?.stringValue == "2")
        #expect(root.attribute(forName: "failures")?.stringValue == "2")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.count == 1)
        #expect(suites[0].elements(forName: "testcase").count == 2)
        #expect(suites[0].elements(forName: "testcase").first?.elements(forName: "failure").first?.attribute(forName: "type")?.stringValue == "warning")
        #expect(XMLText.escape("<a & \"b\">\u{1}") == "&lt;a &amp; &quot;b&quot;&gt;")
    }

    /// Without findings the report is one passing case that counts the files, so a report step that
    /// rejects an empty report passes; with nothing checked at all, it is still a valid report.
    @Test func junitWithoutFindingsIsOnePassingCase() throws {
        let clean = lint("navlint: 1\napp: {deploymentTarget: \"15\"}\nnavigationControllers: {m: {root: a}}\nscreens: {a: {}}\n", file: "ok.yaml", rules: try builtinRules())
        #expect(JUnitReporter().render([clean, clean]) == """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="navlint" tests="1" failures="0">
          <testsuite name="navlint" tests="1" failures="0">
            <testcase classname="navlint" name="no findings, 2 files checked"/>
          </testsuite>
        </testsuites>

        """)
        let empty = try XMLDocument(xmlString: JUnitReporter().render([]))
        #expect(empty.rootElement()?.elements(forName: "testsuite").first?.elements(forName: "testcase").first?.attribute(forName: "name")?.stringValue == "no findings, 0 files checked")
    }

    /// The one-line fix follows the snippet; without the snippet each finding stays one line.
    @Test func textReporterPrintsTheFixLineWithTheSnippetOnly() {
        let source = SourceText(name: "a.yaml", text: "x: 1\n")
        let span = SourceSpan(start: SourceLocation(line: 1, column: 1), end: SourceLocation(line: 1, column: 2))
        let finding = Diagnostic(ruleID: "r", severity: .warning, message: "x is wrong", file: "a.yaml", span: span, fix: "set x to 2")
        let results = [LintResult(file: "a.yaml", source: source, diagnostics: [finding])]
        #expect(TextReporter(showsSnippets: true, usesColor: false).render(results) == "a.yaml:1:1: warning: x is wrong [r]\n1 | x: 1\n  | ^\n  fix: set x to 2\n")
        #expect(TextReporter(showsSnippets: false, usesColor: false).render(results) == "a.yaml:1:1: warning: x is wrong [r]\n")
    }

    @Test func textReporterAlignsCaretUnderWideCharacters() {
        let source = SourceText(name: "t", text: "名前: {a: 1}\n\tb: 2\n")
        let reporter = TextReporter(showsSnippets: true, usesColor: false)
        let wide = reporter.snippet(source: source, span: SourceSpan(start: SourceLocation(line: 1, column: 6), end: SourceLocation(line: 1, column: 7)))
        #expect(wide == "1 | 名前: {a: 1}\n  |        ^\n")
        let tab = reporter.snippet(source: source, span: SourceSpan(start: SourceLocation(line: 2, column: 2), end: SourceLocation(line: 2, column: 3)))
        #expect(tab == "2 | \tb: 2\n  | \t^\n")
    }

    // MARK: - Names that try to forge output (issue 36)

    /// A file name holding a newline, a made-up finding and a clear-screen sequence, and a message with a
    /// title-setting sequence and a right-to-left override.
    private static let forgedName = "App/Evil\nFAKE.swift:1:1: error: injected [root-freeze]\u{1B}[2J.swift"

    private func forgedResults() -> [LintResult] {
        let source = SourceText(name: Self.forgedName, text: "let a = \"\u{1B}]0;pwned\u{07}\"\n")
        let span = SourceSpan(start: SourceLocation(line: 1, column: 5), end: SourceLocation(line: 1, column: 6))
        let finding = Diagnostic(ruleID: "root-freeze", severity: .error, message: "bad \u{1B}]0;title\u{07} \u{202E}txt.exe",
                                 file: Self.forgedName, span: span, notes: [DiagnosticNote(message: "also\rhere", location: span.start)], fix: "fix\nit")
        return [LintResult(file: Self.forgedName, source: source, diagnostics: [finding])]
    }

    /// No control character but the line ends survives, in any output; in text for a terminal, no line
    /// separator or direction override either (JSON, SARIF and XML carry those as the text they are).
    private func expectNoControls(_ text: String, reporter: String, terminal: Bool = false) {
        let controls = text.unicodeScalars.filter { scalar in
            scalar != "\n" && (terminal ? TerminalText.needsEscape(scalar) : scalar.value < 0x20 && scalar != "\t" || (0x7F...0x9F).contains(scalar.value))
        }
        #expect(controls.isEmpty, "\(reporter): \(controls.map { String($0.value, radix: 16) })")
    }

    @Test func textOutputEscapesWhatANameOrMessageHolds() {
        for snippets in [false, true] {
            let text = TextReporter(showsSnippets: snippets, usesColor: false).render(forgedResults())
            expectNoControls(text, reporter: "text", terminal: true)
            #expect(!text.split(separator: "\n").contains { $0.hasPrefix("FAKE.swift") }, "\(text)")
            #expect(text.hasPrefix("App/Evil\\nFAKE.swift:1:1: error: injected [root-freeze]\\u{1B}[2J.swift:1:5: error: bad \\u{1B}]0;title\\u{7} \\u{202E}txt.exe [root-freeze]\n"), "\(text)")
            // One line for the finding and one for its note; with snippets, two more under each and the fix.
            #expect(text.split(separator: "\n").count == (snippets ? 7 : 2), "\(text)")
        }
    }

    @Test func githubAnnotationsEscapeWhatTheToolkitLeaves() {
        let text = GitHubReporter().render(forgedResults())
        expectNoControls(text, reporter: "github", terminal: true)
        #expect(text.split(separator: "\n").count == 1, "\(text)")
        #expect(text.contains("file=App/Evil%0AFAKE.swift%3A1%3A1%3A error%3A injected [root-freeze]\\u{1B}[2J.swift,"), "\(text)")
    }

    @Test func junitDropsWhatXMLCannotHold() throws {
        let text = JUnitReporter().render(forgedResults())
        expectNoControls(text, reporter: "junit")
        let document = try XMLDocument(xmlString: text)
        #expect(document.rootElement()?.elements(forName: "testsuite").first?.attribute(forName: "name")?.stringValue == "App/Evil\nFAKE.swift:1:1: error: injected [root-freeze][2J.swift")
    }

    @Test func jsonAndSARIFQuoteControlCharacters() throws {
        for (name, text) in [("json", JSONReporter().render(forgedResults())),
                             ("sarif", SARIFReporter(rules: try builtinRules(), toolVersion: "1").render(forgedResults()))] {
            expectNoControls(text, reporter: name)
            let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
            #expect(String(describing: object).contains("Evil"), "\(name)")
        }
    }
}
