import Foundation
import Testing

/// `navlint graph` as users run it, with the pictures checked by the programs that show them:
/// Graphviz for DOT, and a real headless Chromium for the HTML page.
@Suite struct GraphCommandTests {
    static let scenario = "Tests/Golden/scenario-10-player-and-web-on-ios26/input.yaml"

    @Test func mermaidIsTheDefaultAndFindingsDoNotFailTheGraph() throws {
        let output = try CLI.run(["graph", "Examples/legacy-checkout/navlint.yaml"])
        #expect(output.status == 0)
        #expect(output.stdout.hasPrefix("%% Navigation graph of Examples/legacy-checkout/navlint.yaml"))
        #expect(output.stdout.contains("flowchart LR"))
        #expect(output.stdout.contains("s_address[\"address<br/>⚠ custom-left-item-disables-swipe\"]"))
        #expect(output.stderr == "")
    }

    @Test func anInvalidFileHasNoGraphAndSaysWhy() throws {
        let output = try CLI.run(["graph", "-"], stdin: "navlint: 1\nscreens: {home: {pushes: [nowhere]}}\n")
        #expect(output.status == 1)
        #expect(output.stdout == "")
        #expect(output.stderr.contains("<stdin>:1:1: error:") || output.stderr.contains("<stdin>:2:"))
        #expect(output.stderr.contains("not a valid app description, so there is no graph to draw"))
        let missing = try CLI.run(["graph", "no/such/file.yaml"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no/such/file.yaml"))
    }

    @Test func outputIsWrittenAtomicallyToAFile() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("graph.dot")
        let output = try CLI.run(["graph", Self.scenario, "--format", "dot", "--output", target.path])
        #expect(output.status == 0 && output.stdout.isEmpty)
        let written = try String(contentsOf: target, encoding: .utf8)
        #expect(written.hasPrefix("// Navigation graph of"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["graph.dot"], "no temporary file is left behind")
    }

    @Test func graphvizLaysOutTheDotOutput() throws {
        let dot = try #require(programOnPath("dot"), "Graphviz is needed; scripts/setup --with-test-tools installs it")
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for input in ["Examples/shop/navlint.yaml", Self.scenario] {
            let graph = folder.appendingPathComponent("graph.dot")
            #expect(try CLI.run(["graph", input, "--format", "dot", "--output", graph.path]).status == 0)
            let svg = try runProgram(dot, ["-Tsvg", graph.path], directory: folder)
            #expect(svg.status == 0, "\(svg.stderr)")
            #expect(svg.stderr.isEmpty, "dot warned: \(svg.stderr)")
            #expect(svg.stdout.contains("<svg"))
        }
    }

    /// Loads the page into a frame of a probe page whose script reports, for every screen, whether its
    /// node is drawn with a size inside the picture, plus what the page loaded and how many findings it lists.
    @Test func theHTMLPageLoadsInChromiumAndShowsEveryScreen() throws {
        let chromium = try #require(programOnPath("chromium") ?? programOnPath("chromium-browser"),
                                    "Chromium is needed; scripts/setup --with-test-tools installs it")
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("page.html")
        let generated = try CLI.run(["graph", Self.scenario, "--format", "html", "--output", page.path])
        #expect(generated.status == 0, "\(generated.stderr)")
        let expected = ["library", "episode", "player", "help"]
        let findings = try CLI.run(["check", Self.scenario, "--format", "github"]).stdout.split(separator: "\n").count
        let probe = """
        <!DOCTYPE html><html><body><pre id="result">pending</pre>
        <iframe id="page" src="page.html" width="1400" height="900"></iframe>
        <script>
        window.addEventListener("load", () => {
          const out = {errors: [], screens: {}};
          try {
            const frame = document.getElementById("page");
            const doc = frame.contentDocument, win = frame.contentWindow;
            out.scripts = doc.querySelectorAll("script").length;
            out.resources = win.performance.getEntriesByType("resource").map(e => e.name);
            const view = doc.querySelector("svg").viewBox.baseVal;
            out.nodes = doc.querySelectorAll("[data-screen]").length;
            for (const id of \(jsonArray(expected))) {
              const node = doc.querySelector('[data-screen="' + CSS.escape(id) + '"]');
              if (!node) { out.screens[id] = "missing"; continue; }
              const box = node.getBBox();
              const inside = box.width > 0 && box.height > 0 && box.x >= view.x && box.y >= view.y
                && box.x + box.width <= view.x + view.width && box.y + box.height <= view.y + view.height;
              out.screens[id] = inside ? "shown" : "outside";
            }
            out.findings = doc.querySelectorAll(".findings li").length;
            out.ruleLinksResolve = [...doc.querySelectorAll('.findings a[href^="#rule-"]')]
              .every(a => doc.getElementById(a.getAttribute("href").slice(1)) !== null);
          } catch (e) { out.errors.push(String(e)); }
          document.getElementById("result").textContent = JSON.stringify(out);
        });
        </script></body></html>
        """
        try probe.write(to: folder.appendingPathComponent("probe.html"), atomically: true, encoding: .utf8)
        let run = try runProgram(chromium, [
            "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
            "--virtual-time-budget=5000", "--dump-dom", folder.appendingPathComponent("probe.html").absoluteString,
        ], directory: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let marker = "<pre id=\"result\">"
        let start = try #require(run.stdout.range(of: marker), "no result in Chromium's DOM: \(run.stdout.prefix(400)) \(run.stderr.suffix(800))")
        let json = run.stdout[start.upperBound...].prefix { $0 != "<" }
        let result = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect((result["errors"] as? [String]) == [])
        #expect((result["scripts"] as? Int) == 0)
        #expect((result["resources"] as? [String]) == [], "the page must load nothing")
        #expect((result["nodes"] as? Int) == expected.count)
        #expect((result["screens"] as? [String: String]) == Dictionary(uniqueKeysWithValues: expected.map { ($0, "shown") }))
        #expect((result["findings"] as? Int) == findings)
        #expect((result["ruleLinksResolve"] as? Bool) == true)
    }

    private func jsonArray(_ items: [String]) -> String {
        "[" + items.map { "\"\($0)\"" }.joined(separator: ",") + "]"
    }
}
