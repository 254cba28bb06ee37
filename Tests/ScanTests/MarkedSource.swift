import Foundation
import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
@testable import Rules
import Format

/// A few lines of Swift or Objective-C with markers (`1️⃣`, `2️⃣`, ...) where a test expects something:
/// the markers are taken out, and each remembers the line and column (in Unicode scalars, 1-based) of
/// the token that followed it. `variants` reruns the same code with CRLF line ends and with non-ASCII
/// text before every line, so a reader is proven on more than the text as typed.
struct MarkedSource {
    let text: String
    let markers: [String: Format.SourceLocation]

    static let symbols = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    init(_ marked: String) {
        var text = ""
        var markers: [String: Format.SourceLocation] = [:]
        var line = 1
        var column = 1
        var rest = Substring(marked)
        outer: while let character = rest.first {
            for symbol in Self.symbols where rest.hasPrefix(symbol) {
                markers[symbol] = Format.SourceLocation(line: line, column: column)
                rest = rest.dropFirst(symbol.count)
                continue outer
            }
            text.append(character)
            if character == "\n" || character == "\r\n" {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
            rest = rest.dropFirst()
        }
        self.text = text
        self.markers = markers
    }

    private init(text: String, markers: [String: Format.SourceLocation]) {
        self.text = text
        self.markers = markers
    }

    /// The code as typed, with CRLF line ends, and with a non-ASCII comment opening every line (which
    /// moves every marker right by its length in scalars) under a non-ASCII first line.
    var variants: [(name: String, source: MarkedSource)] {
        let crlf = MarkedSource(text: text.replacingOccurrences(of: "\n", with: "\r\n"), markers: markers)
        let prefix = "/* ü→中 */ "
        let shift = prefix.unicodeScalars.count
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : prefix + $0 }
        let shifted = "// café — 導航 🚀\n" + lines.joined(separator: "\n")
        let moved = markers.mapValues { Format.SourceLocation(line: $0.line + 1, column: $0.column + shift) }
        return [("as typed", self), ("CRLF", crlf), ("non-ASCII", MarkedSource(text: shifted, markers: moved))]
    }

    /// The index of the token that starts at a marker.
    func token(_ marker: String, in stream: TokenStream) -> Int? {
        guard let location = markers[marker] else { return nil }
        return (0..<stream.count).first { stream[$0].start == location }
    }
}

/// One file's outline, syntax and statements, read from marked source.
struct ReadFile {
    let source: MarkedSource
    let outline: FileOutline
    let statements: FileStatements

    init(_ source: MarkedSource, path: String) {
        self.source = source
        self.outline = FileOutline(file: SourceFile(path: path, text: source.text))
        self.statements = FileStatements(outline: outline)
    }

    var stream: TokenStream { outline.stream }

    func token(_ marker: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Int {
        let found = source.token(marker, in: stream)
        #expect(found != nil, "no token starts at marker \(marker)", sourceLocation: sourceLocation)
        return found ?? -1
    }

    /// The conditions that govern the token at a marker, outermost first, as text: `!x` for an
    /// `else` branch or the code after an `if` that leaves.
    func conditions(at marker: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        let index = token(marker, sourceLocation: sourceLocation)
        return statements.governingConditions(of: index).map { item in
            let text = ConditionText.render(item.condition.tree)
            return item.holds ? text : "not(\(text))"
        }
    }

    /// The closures around the token at a marker, innermost first: `callee`, `callee label:`, or `= name`.
    func closures(at marker: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        let index = token(marker, sourceLocation: sourceLocation)
        return statements.enclosingClosures(of: index).map { context in
            if let assigned = context.assignedTo { return "= \(assigned)" }
            return [context.callee ?? "?", context.label.map { "\($0):" }].compactMap { $0 }.joined(separator: " ")
        }
    }
}

/// Conditions written back as compact text for tests to compare.
enum ConditionText {
    static func render(_ condition: Condition) -> String {
        switch condition {
        case .all(let parts): return parts.map(grouped).joined(separator: " && ")
        case .any(let parts): return parts.map(grouped).joined(separator: " || ")
        case .not(let inner): return "!" + grouped(inner)
        case .comparison(let left, let op, let right): return "\(operand(left)) \(op) \(operand(right))"
        case .binding(let value): return "let \(operand(value))"
        case .typeTest(let value, let type): return "\(operand(value)) is \(type)"
        case .responds(let value, let selector): return "\(operand(value)) responds \(selector)"
        case .availability: return "#available"
        case .pattern: return "case"
        case .value(let value): return operand(value)
        case .opaque: return "?"
        }
    }

    private static func grouped(_ condition: Condition) -> String {
        switch condition {
        case .all, .any: return "(\(render(condition)))"
        default: return render(condition)
        }
    }

    private static func operand(_ operand: Operand) -> String {
        switch operand.literal {
        case .integer(let value)?: return String(value)
        case .boolean(let value)?: return String(value)
        case .null?: return "nil"
        case .string?: return "\"\""
        case nil: return operand.path.isEmpty ? "?" : operand.path.joined(separator: ".")
        }
    }
}

/// A small app of marked files, scanned and checked with the built-in rules: its findings and notes by
/// place, so that a test says which rule fires (or which note is written) at which marker. `variants`
/// scans the same app as typed, with CRLF line ends and with non-ASCII text before every line.
struct ScannedApp {
    let result: ScanResult
    /// `rule-id` by `path:line:column` of the finding's start.
    let findings: [(rule: String, place: String)]
    /// Each marker's `path:line:column`.
    let markers: [String: String]

    static func variants(_ files: [(String, String)]) throws -> [(name: String, app: ScannedApp)] {
        let marked = files.map { ($0.0, MarkedSource($0.1)) }
        var result: [(String, ScannedApp)] = []
        for (offset, name) in ["as typed", "CRLF", "non-ASCII"].enumerated() {
            let sources = marked.map { ($0.0, $0.1.variants[offset].source) }
            result.append((name, try ScannedApp(sources)))
        }
        return result
    }

    private init(_ sources: [(String, MarkedSource)]) throws {
        result = try AppScanner.scan(sources.map { SourceFile(path: $0.0, text: $0.1.text) })
        let rules = try RuleCatalog.builtin.get()
        let diagnostics = result.sure(RuleEngine(rules: rules).run(on: result.app, file: "app.navlint.yaml"))
        let paths = result.sources
        findings = diagnostics.compactMap { diagnostic in
            guard let source = diagnostic.span.source, paths.indices.contains(source) else { return nil }
            return (diagnostic.ruleID, "\(paths[source]):\(diagnostic.span.start.line):\(diagnostic.span.start.column)")
        }
        var markers: [String: String] = [:]
        for (path, source) in sources {
            for (marker, location) in source.markers { markers[marker] = "\(path):\(location.line):\(location.column)" }
        }
        self.markers = markers
    }

    /// The rules that report at a marker.
    func rules(at marker: String) -> [String] {
        guard let place = markers[marker] else { return ["no marker \(marker)"] }
        return findings.filter { $0.place == place }.map(\.rule).sorted()
    }

    /// A marker's `path:line`, as draft comments name places.
    func line(_ marker: String) -> String {
        guard let place = markers[marker] else { return "no marker \(marker)" }
        return place.split(separator: ":").dropLast().joined(separator: ":")
    }

    /// Every finding as `rule @ path:line:column`.
    var allFindings: [String] { findings.map { "\($0.rule) @ \($0.place)" }.sorted() }

    /// The notes written on the line of a marker.
    func notes(at marker: String) -> [String] {
        guard let place = markers[marker] else { return ["no marker \(marker)"] }
        let line = place.split(separator: ":").dropLast().joined(separator: ":")
        return result.notes.filter { note in note.path.map { "\($0):\(note.line ?? 0)" } == line }.map(\.message)
    }
}

extension ScannedApp {
    /// Scans the app as typed, with CRLF line ends and with non-ASCII text, and checks each.
    static func each(_ files: [(String, String)], _ check: (ScannedApp) -> Void) throws {
        for (_, app) in try variants(files) { check(app) }
    }

    /// The start of an app, as a file: a stack of class `navigation` made with `root` as its root; when
    /// `pushing` names screens, the root is declared here and pushes each of them; the classes in
    /// `declaring` are declared here as plain screens.
    static func stack(_ navigation: String = "UINavigationController", root: String = "HomeViewController", pushing screens: [String] = [],
                      declaring: [String] = [], objectiveC: Bool = false) -> (String, String) {
        if objectiveC {
            var text = """
            @implementation AppDelegate
            - (void)start { self.window.rootViewController = [[\(navigation) alloc] initWithRootViewController:[[\(root) alloc] init]]; }
            @end
            """
            if !screens.isEmpty {
                let pushes = screens.map { "    [self.navigationController pushViewController:[[\($0) alloc] init] animated:YES];" }.joined(separator: "\n")
                text += "\n@interface \(root) : UIViewController\n@end\n@implementation \(root)\n- (void)open {\n\(pushes)\n}\n@end"
            }
            for name in declaring { text += "\n@interface \(name) : UIViewController\n@end" }
            return ("App/AppDelegate.m", text + "\n")
        }
        var text = """
        class SceneDelegate: UIResponder {
            func start() { window?.rootViewController = \(navigation)(rootViewController: \(root)()) }
        }
        """
        if !screens.isEmpty {
            let pushes = screens.map { "        navigationController?.pushViewController(\($0)(), animated: true)" }.joined(separator: "\n")
            text += "\nclass \(root): UIViewController {\n    func open() {\n\(pushes)\n    }\n}"
        }
        for name in declaring { text += "\nclass \(name): UIViewController {}" }
        return ("App/AppDelegate.swift", text + "\n")
    }
}
