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

    /// A folder of sources is scanned, and each screen inheriting a base class's finding carries it.
    @Test func aFolderOfSourcesIsScanned() throws {
        let fixture = try ScanCheckFixture(app: "ScanBaseClassApp")
        defer { fixture.remove() }
        let output = try CLI.run(["graph", "."], directory: fixture.root)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.hasPrefix("%% Navigation graph of ."))
        for screen in ["account", "cart", "orders"] {
            #expect(output.stdout.contains("s_\(screen)[\"\(screen)<br/>\(screen.prefix(1).uppercased() + screen.dropFirst())ViewController<br/>⚠ hidden-back-button-disables-swipe\"]"))
        }
        let empty = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: empty) }
        let nothing = try CLI.run(["graph", empty.path])
        #expect(nothing.status == 2)
        #expect(nothing.stderr.contains("no Swift or Objective-C sources to scan"))
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
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let generated = try CLI.run(["graph", Self.scenario, "--format", "html", "--output", folder.appendingPathComponent("page.html").path])
        #expect(generated.status == 0, "\(generated.stderr)")
        let expected = ["library", "episode", "player", "help"]
        let findings = try CLI.run(["check", Self.scenario, "--format", "github"]).stdout.split(separator: "\n").count
        let script = """
          const doc = frames[0].doc, win = frames[0].win;
          out.scripts = doc.querySelectorAll("script").length;
          out.resources = win.performance.getEntriesByType("resource").map(e => e.name);
          const view = doc.querySelector("svg").viewBox.baseVal;
          out.nodes = doc.querySelectorAll("[data-screen]").length;
          out.screens = {};
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
        """
        let result = try probe(in: folder, frames: [("page.html", 1400)], script: script)
        #expect((result["errors"] as? [String]) == [])
        #expect((result["scripts"] as? Int) == 0)
        #expect((result["resources"] as? [String]) == [], "the page must load nothing")
        #expect((result["nodes"] as? Int) == expected.count)
        #expect((result["screens"] as? [String: String]) == Dictionary(uniqueKeysWithValues: expected.map { ($0, "shown") }))
        #expect((result["findings"] as? Int) == findings)
        #expect((result["ruleLinksResolve"] as? Bool) == true)
    }

    /// Measures the drawn pictures in the browser, in windows 1400 and 900 px wide: every edge, sampled
    /// along its length as Chromium draws it, stays inside the picture's viewBox and out of every
    /// screen's box (it only touches the borders of its own two ends); every group title fits the
    /// picture; the page never scrolls sideways; and no screen is cut off: each lies inside the drawn
    /// picture and within the graph frame's scrollable width, and when the picture fits by scaling,
    /// inside the frame's visible part.
    @Test(arguments: ["Examples/shop/navlint.yaml", "Tests/GraphGolden/tangled-input.yaml", "Examples/legacy-checkout/navlint.yaml"])
    func edgesStayInsideThePictureAndNothingIsCutOff(_ input: String) throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let generated = try CLI.run(["graph", input, "--format", "html", "--output", folder.appendingPathComponent("page.html").path])
        #expect(generated.status == 0, "\(generated.stderr)")
        let script = """
          for (const frame of frames) {
            const doc = frame.doc, svg = doc.querySelector("svg"), view = svg.viewBox.baseVal;
            const report = {edges: 0, leaving: [], crossing: [], titles: [], cutOff: [], hidden: [], unreachable: []};
            const within = (x, y, slack) => x >= view.x - slack && y >= view.y - slack
              && x <= view.x + view.width + slack && y <= view.y + view.height + slack;
            const screens = [...doc.querySelectorAll("[data-screen]")].map(g => {
              const r = g.querySelector("rect").getBBox();
              return {id: g.dataset.screen, g, x: r.x, y: r.y, right: r.x + r.width, bottom: r.y + r.height};
            });
            for (const path of doc.querySelectorAll("path.edge")) {
              report.edges += 1;
              const name = path.dataset.from + " to " + path.dataset.to;
              const box = path.getBBox();
              if (!within(box.x, box.y, 0.5) || !within(box.x + box.width, box.y + box.height, 0.5)) {
                report.leaving.push(name + " bbox " + [box.x, box.y, box.width, box.height].map(Math.round).join(" "));
              }
              const length = path.getTotalLength();
              const steps = Math.max(20, Math.ceil(length / 3));
              let left = false, crossed = new Set();
              for (let i = 0; i <= steps; i++) {
                const p = path.getPointAtLength(length * i / steps);
                if (!within(p.x, p.y, 0.5)) left = true;
                for (const s of screens) {
                  // Points on a screen's own border are where the edge starts and ends.
                  if (p.x > s.x + 0.5 && p.x < s.right - 0.5 && p.y > s.y + 0.5 && p.y < s.bottom - 0.5) crossed.add(s.id);
                }
              }
              if (left) report.leaving.push(name);
              for (const id of crossed) report.crossing.push(name + " through " + id);
            }
            for (const text of doc.querySelectorAll(".group text")) {
              const b = text.getBBox();
              if (!within(b.x, b.y, 0) || !within(b.x + b.width, b.y + b.height, 0)) report.titles.push(text.textContent);
            }
            // What the window shows: the picture after scaling, and the part of it the graph's frame
            // shows without scrolling.
            const pane = doc.querySelector(".graph"), drawn = svg.getBoundingClientRect(), shown = pane.getBoundingClientRect();
            for (const s of screens) {
              const r = s.g.querySelector("rect").getBoundingClientRect();
              if (r.width <= 0 || r.left < drawn.left - 0.5 || r.right > drawn.right + 0.5 || r.top < drawn.top - 0.5 || r.bottom > drawn.bottom + 0.5) report.cutOff.push(s.id);
              if (r.left < shown.left || r.right > shown.right) report.hidden.push(s.id);
              if (r.right - shown.left + pane.scrollLeft > pane.scrollWidth + 0.5) report.unreachable.push(s.id);
            }
            report.scale = drawn.width / view.width;
            report.scrolls = pane.scrollWidth > pane.clientWidth;
            report.pageScrolls = doc.documentElement.scrollWidth > doc.documentElement.clientWidth;
            out[frame.width] = report;
          }
        """
        let result = try probe(in: folder, frames: [("page.html", 1400), ("page.html", 900)], script: script)
        #expect((result["errors"] as? [String]) == [])
        for width in ["1400", "900"] {
            let report = try #require(result[width] as? [String: Any], "no report at \(width) px: \(result)")
            #expect((report["edges"] as? Int ?? 0) > 0)
            #expect((report["leaving"] as? [String]) == [], "edges leave the picture at \(width) px")
            #expect((report["crossing"] as? [String]) == [], "edges cross screens at \(width) px")
            #expect((report["titles"] as? [String]) == [], "group titles run out of the picture at \(width) px")
            #expect((report["cutOff"] as? [String]) == [], "screens cut off at \(width) px")
            #expect((report["unreachable"] as? [String]) == [], "screens beyond the scrollable frame at \(width) px")
            #expect(report["pageScrolls"] as? Bool == false, "the page is wider than a \(width) px window")
            let scale = report["scale"] as? Double ?? 0
            #expect(scale >= 0.5 - 1e-6 && scale <= 1 + 1e-6, "drawn at \(scale) of its size at \(width) px")
            // A picture that fits by scaling shows every screen without scrolling; a bigger one
            // stops at half size and scrolls instead.
            if report["scrolls"] as? Bool != true {
                #expect((report["hidden"] as? [String]) == [], "screens outside the visible frame at \(width) px")
            }
        }
        if input == "Examples/shop/navlint.yaml" {
            for width in ["1400", "900"] {
                let report = result[width] as? [String: Any]
                #expect(report?["scrolls"] as? Bool == false, "the shop's picture fits a \(width) px window")
            }
        }
    }

    /// Chromium on Linux; on macOS (GitHub's runners among them) the Google Chrome application, which
    /// takes the same headless flags.
    static var chromium: URL? {
        let chrome = URL(fileURLWithPath: "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome")
        return programOnPath("chromium") ?? programOnPath("chromium-browser")
            ?? (FileManager.default.isExecutableFile(atPath: chrome.path) ? chrome : nil)
    }

    /// Writes a probe page with the given pages in frames of the given widths, runs `script` in
    /// headless Chromium once everything has loaded (with `frames` as [{doc, win, width}] and `out`
    /// to fill in), and returns `out` as JSON.
    private func probe(in folder: URL, frames: [(page: String, width: Int)], script: String) throws -> [String: Any] {
        let chromium = try #require(Self.chromium, "Chromium is needed; scripts/setup --with-test-tools installs it on Linux")
        let iframes = frames.map { "<iframe src=\"\($0.page)\" width=\"\($0.width)\" height=\"900\"></iframe>" }.joined()
        let page = """
        <!DOCTYPE html><html><body><pre id="result">pending</pre>
        \(iframes)
        <script>
        window.addEventListener("load", () => {
          const out = {errors: []};
          try {
            const frames = [...document.querySelectorAll("iframe")].map(f => ({doc: f.contentDocument, win: f.contentWindow, width: f.width}));
        \(script)
          } catch (e) { out.errors.push(String(e) + " " + (e.stack || "")); }
          document.getElementById("result").textContent = JSON.stringify(out);
        });
        </script></body></html>
        """
        try page.write(to: folder.appendingPathComponent("probe.html"), atomically: false, encoding: .utf8)
        let run = try runProgram(chromium, [
            "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
            "--virtual-time-budget=5000", "--dump-dom", folder.appendingPathComponent("probe.html").absoluteString,
        ], directory: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let marker = "<pre id=\"result\">"
        let start = try #require(run.stdout.range(of: marker), "no result in Chromium's DOM: \(run.stdout.prefix(400)) \(run.stderr.suffix(800))")
        let json = run.stdout[start.upperBound...].prefix { $0 != "<" }
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], "\(json.prefix(400))")
    }

    private func jsonArray(_ items: [String]) -> String {
        "[" + items.map { "\"\($0)\"" }.joined(separator: ",") + "]"
    }
}
