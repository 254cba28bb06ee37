import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
@testable import Format
import Rules
import TestSupport

/// The scan builds the app model itself: its draft reads back as that model, check finds the same on
/// the model as on the draft, and every value is placed at the statement or declaration it came from.
@Suite struct ScannedModelTests {
    /// Each fixture's draft, read by the YAML reader and the model decoder, is the model the scan built
    /// (values compared key by key, spans not), and check finds the same on either.
    @Test(arguments: Fixtures.names) func draftReadsBackAsTheScannedModel(_ name: String) throws {
        let result = try Fixtures.scan(name)
        let file = "\(name).navlint.yaml"
        let loaded = AppLoader.load(bytes: Array(result.draft.utf8), file: file)
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics.map { "\($0.location) \($0.ruleID) \($0.message)" })\n\(result.draft)")
        let decoded = try #require(loaded.app)
        let differences = Self.differences(result.app.document, decoded.document)
        #expect(differences.isEmpty, "\(name): \(differences)")

        let rules = try RuleCatalog.builtin.get()
        let checked = Linter(rules: rules).lint(bytes: Array(result.draft.utf8), file: file).diagnostics
        let fileProblems = Set(FileProblem.allCases.map(\.rawValue))
        #expect(!checked.contains { fileProblems.contains($0.ruleID) }, "\(checked.map(\.message))")
        // The draft suppresses unreachable-screen on screens scan could not place; `sure` does the same on the
        // model, and leaves out what scan is not sure of on either (a stack onto which it found nothing pushed).
        let onModel = result.sure(RuleEngine(rules: rules).run(on: result.app, file: file))
        #expect(Self.findings(onModel) == Self.findings(result.sure(checked)), "\(name)")
    }

    /// Values sit at the statement, call or declaration that shows them (columns count Unicode scalars,
    /// as the YAML side does); the draft still names the line of the token it always named.
    @Test func valuesArePlacedAtTheirStatements() throws {
        let home = """
        class HomeViewController: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                /* café */ navigationItem.hidesBackButton = true
                navigationController?
                    .pushViewController(DetailViewController(), animated: true)
            }
        }
        """
        let navigation = """
        final class NavController: UINavigationController, UIGestureRecognizerDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                interactivePopGestureRecognizer?.delegate = self
            }

            @objc
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                viewControllers.count > 1
            }
        }
        let nav = NavController(rootViewController: HomeViewController())
        """
        let result = try Fixtures.scan([
            ("App/Home.swift", home), ("App/Detail.swift", "class DetailViewController: UIViewController {}"), ("App/Nav.swift", navigation),
        ])
        #expect(result.sources == ["App/Detail.swift", "App/Home.swift", "App/Nav.swift"])
        func place(_ node: ModelNode?) -> String {
            guard let span = node?.span, let source = span.source, source < result.sources.count else { return "none" }
            return "\(result.sources[source]) \(span.start)-\(span.end)"
        }
        let screen = try #require(result.app.screen("home")?.entity)
        #expect(place(screen.node(\.className)) == "App/Home.swift 1:1-1:43")
        #expect(place(screen[\.navigationItem]?.node(\.hidesBackButton)) == "App/Home.swift 4:20-4:57")
        let push = screen.node(\.pushes)
        guard case .list(let pushes) = push.value else {
            Issue.record("pushes is not a list")
            return
        }
        #expect(place(pushes.first) == "App/Home.swift 5:9-6:72")
        // The statement starts a line above the call's name, whose line the draft names.
        expectLines("      - detail   # App/Home.swift:6", in: result.draft)

        let controller = try #require(result.app.controller("main")?.entity)
        #expect(place(controller.node(\.className)) == "App/Nav.swift 1:1-1:79")
        #expect(place(controller.node(\.root)) == "App/Nav.swift 12:11-12:66")
        let popGesture = try #require(controller[\.popGesture])
        guard case .list(let owners) = popGesture.node(\.delegate).value else {
            Issue.record("delegate is not a list")
            return
        }
        #expect(place(owners.first) == "App/Nav.swift 4:9-4:57")
        // The override, attribute included, from the line of `@objc` to its body.
        #expect(place(popGesture.node(\.shouldBegin)) == "App/Nav.swift 7:5-8:88")
        guard case .list(let guards) = popGesture.node(\.shouldBegin).value else {
            Issue.record("shouldBegin is not a list")
            return
        }
        #expect(place(guards.first) == "App/Nav.swift 9:9-9:34")
    }

    /// What a finding says and where in the model it is; its place in a file differs between the
    /// draft and the sources.
    static func findings(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.ruleID) \($0.severity) \($0.path): \($0.message)" }.sorted()
    }

    /// The values of two models, key by key, and which keys are written; spans and comments are not compared.
    static func differences(_ left: ModelObject, _ right: ModelObject) -> [String] {
        guard left.schema === right.schema, left.id == right.id else {
            return ["\(left.path): \(left.schema.name) '\(left.id ?? "")' vs \(right.schema.name) '\(right.id ?? "")'"]
        }
        return left.schema.fields.enumerated().flatMap { index, field in
            let nodes = (left.node(at: index), right.node(at: index))
            let path = "\(left.path).\(field.name)"
            guard nodes.0.isWritten == nodes.1.isWritten else { return ["\(path): written \(nodes.0.isWritten) vs \(nodes.1.isWritten)"] }
            return differences(nodes.0.value, nodes.1.value, path: path)
        }
    }

    static func differences(_ left: ModelValue, _ right: ModelValue, path: String) -> [String] {
        switch (left, right) {
        case (.absent, .absent): return []
        case (.bool(let a), .bool(let b)): return a == b ? [] : ["\(path): \(a) vs \(b)"]
        case (.integer(let a), .integer(let b)): return a == b ? [] : ["\(path): \(a) vs \(b)"]
        case (.number(let a), .number(let b)): return a == b ? [] : ["\(path): \(a) vs \(b)"]
        case (.string(let a), .string(let b)): return a == b ? [] : ["\(path): '\(a)' vs '\(b)'"]
        case (.version(let a), .version(let b)): return a.components == b.components ? [] : ["\(path): \(a) vs \(b)"]
        case (.object(let a), .object(let b)): return differences(a, b)
        case (.list(let a), .list(let b)):
            guard a.count == b.count else { return ["\(path): \(a.count) items vs \(b.count)"] }
            return zip(a, b).enumerated().flatMap { differences($0.element.0.value, $0.element.1.value, path: "\(path)[\($0.offset)]") }
        case (.map(let a), .map(let b)):
            guard a.count == b.count else { return ["\(path): \(a.count) entries vs \(b.count)"] }
            return zip(a, b).flatMap { differences($0, $1) }
        default: return ["\(path): \(left) vs \(right)"]
        }
    }
}
