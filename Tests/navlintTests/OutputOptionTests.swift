import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `--output FILE` is the report for `check` and `scan --check` alike, in every format: the file holds
/// exactly what standard output would, and standard output stays empty. `--draft FILE` is scan's draft.
/// A report is written even when there is nothing to check, so a step that uploads it never fails.
@Suite struct OutputOptionTests {
    static let formats = ["text", "json", "sarif", "github", "junit"]

    /// Runs `arguments` once to standard output and once with `--output`, and expects the same report.
    private func expectSameReport(_ arguments: [String], in directory: URL, status: Int32) throws {
        let printed = try CLI.run(arguments, directory: directory)
        #expect(printed.status == status, "\(printed.stderr)")
        #expect(!printed.stdout.isEmpty)
        let file = directory.appendingPathComponent("report.out")
        let written = try CLI.run(arguments + ["--output", file.path], directory: directory)
        #expect(written.status == status)
        #expect(written.stdout.isEmpty)
        #expect(written.stderr == printed.stderr)
        #expect(try String(contentsOf: file, encoding: .utf8) == printed.stdout)
        try FileManager.default.removeItem(at: file)
    }

    /// `--report FORMAT:FILE` writes one more report from the same run: each file is what that format
    /// prints alone, plain (no snippets, no colour), and the run's own report and exit status are unchanged.
    @Test func oneRunWritesSeveralReports() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = CLI.repository.appendingPathComponent("Examples/legacy-checkout").path
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
        let run = try CLI.run(["check", app, "--strict", "--report", "sarif:out/navlint.sarif", "--report", "json:report.json"], directory: folder)
        #expect(run.status == 1)
        #expect(run.stdout == (try CLI.run(["check", app, "--strict"], directory: folder)).stdout)
        #expect(try String(contentsOf: folder.appendingPathComponent("report.json"), encoding: .utf8) == (try CLI.run(["check", app, "--format", "json"], directory: folder)).stdout)
        #expect(try String(contentsOf: folder.appendingPathComponent("out/navlint.sarif"), encoding: .utf8) == (try CLI.run(["check", app, "--format", "sarif"], directory: folder)).stdout)
        // A report that cannot be written is an I/O error.
        let unwritable = try CLI.run(["check", app, "--report", "sarif:missing/navlint.sarif"], directory: folder)
        #expect(unwritable.status == 2)
        #expect(unwritable.stderr.contains("cannot write 'missing/navlint.sarif'"), "\(unwritable.stderr)")
        // A baseline run writes no report; one file cannot hold two reports.
        let baseline = try CLI.run(["check", app, "--write-baseline", "b.yml", "--report", "sarif:b.sarif"], directory: folder)
        #expect(baseline.status == 2 && baseline.stderr.contains("--write-baseline records the findings and writes no report"), "\(baseline.stderr)")
        let same = try CLI.run(["check", app, "--output", "r.sarif", "--report", "sarif:r.sarif"], directory: folder)
        #expect(same.status == 2 && same.stderr.contains("--report and --output both name 'r.sarif'"), "\(same.stderr)")
        for bad in ["sarif", "xml:report.xml", "sarif:"] {
            let refused = try CLI.run(["check", app, "--report", bad], directory: folder)
            #expect(refused.status == 2, "\(bad)")
            #expect(refused.stderr.contains("--report"), "\(bad): \(refused.stderr)")
        }
    }

    @Test(arguments: formats)
    func checkWritesTheReport(_ format: String) throws {
        try expectSameReport(["check", CLI.repository.appendingPathComponent("Examples/legacy-checkout").path, "--format", format, "--strict"],
                             in: try CLI.temporaryDirectory(), status: 1)
    }

    @Test(arguments: formats)
    func scanCheckWritesTheReport(_ format: String) throws {
        let fixture = try ScanCheckFixture()
        defer { fixture.remove() }
        try expectSameReport(["scan", "App", "--check", "--format", format], in: fixture.root, status: 1)
        // The report is not the draft: no draft is written unless --draft asks.
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.root.path).sorted() == [".git", "App"])
    }

    /// Nothing to check (no description; sources with no screen) still writes a valid, empty report.
    @Test func nothingToCheckStillWritesAnEmptyReport() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "// no screens here\nlet answer = 42\n".write(to: folder.appendingPathComponent("Answer.swift"), atomically: false, encoding: .utf8)
        for command in [["check", "."], ["scan", ".", "--check"]] {
            let sarif = folder.appendingPathComponent("navlint.sarif")
            let output = try CLI.run(command + ["--format", "sarif", "--output", sarif.path], directory: folder)
            #expect(output.status == 0, "\(command): \(output.stderr)")
            #expect(output.stderr.contains("nothing to check"))
            let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: sarif)) as? [String: Any], "\(command)")
            let runs = try #require(object["runs"] as? [[String: Any]])
            #expect(object["version"] as? String == "2.1.0")
            #expect(runs.count == 1 && (runs[0]["results"] as? [Any])?.isEmpty == true)
            let junit = folder.appendingPathComponent("navlint.xml")
            _ = try CLI.run(command + ["--format", "junit", "--output", junit.path], directory: folder)
            let document = try XMLDocument(contentsOf: junit)
            #expect(document.rootElement()?.attribute(forName: "failures")?.stringValue == "0", "\(command)")
            try FileManager.default.removeItem(at: sarif)
            try FileManager.default.removeItem(at: junit)
        }
    }

    /// `--draft` writes the draft beside the report; --output is the report, and a draft's name given to it
    /// is an error that says so.
    @Test func theDraftHasItsOwnOption() throws {
        let fixture = try ScanCheckFixture()
        defer { fixture.remove() }
        let printed = try CLI.run(["draft", "."], directory: fixture.root)
        let both = try CLI.run(["scan", ".", "--draft", "draft.yaml", "--format", "json", "--output", "report.json"], directory: fixture.root)
        #expect(both.status == 1 && both.stdout.isEmpty)
        #expect(try fixture.read("draft.yaml") == printed.stdout)
        #expect(try fixture.read("report.json").hasPrefix("{\n  \"version\": 1,\n  \"diagnostics\": [\n"))
        let old = try CLI.run(["scan", ".", "--check", "--output", "navlint.yaml"], directory: fixture.root)
        #expect(old.status == 2)
        #expect(old.stderr.contains("--output writes the report, not the draft: write the draft with --draft navlint.yaml"))
    }
}
