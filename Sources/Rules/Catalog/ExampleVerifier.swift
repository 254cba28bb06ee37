import Format

/// Runs a rule's examples against the rule alone: triggering examples must yield findings exactly at
/// their `↓` markers (with the messages they state, if any), non-triggering ones none. Each example then
/// runs again in altered forms that must not change what the rule finds, only where (see `Variant`).
/// The test suite and `navlint verify-rules` both use it.
public enum ExampleVerifier {
    /// One way an example failed, with the example's position in its rule file.
    public struct Failure: Sendable, CustomStringConvertible {
        public var file: String
        public var location: SourceLocation
        public var message: String
        /// The altered form that failed; nil for the example as written.
        public var variant: Variant?

        public var description: String { "\(file):\(location.line):\(location.column): error: \(message)" }
    }

    /// An altered form of an example. Like SwiftLint's example variants, each catches rules and code
    /// paths that only work on the examples exactly as written.
    public enum Variant: String, Sendable, CaseIterable {
        /// `# navlint:disable-next-line <id>` above every marked line: the markers move down a line
        /// each, and the real linter must then silence every finding and use every suppression.
        case suppressed = "disable-next-line"
        /// ` # navlint:disable-line <id>` at the end of every marked line: nothing moves, and the real linter
        /// must find the comment after whatever the line holds (flow mappings, quoted text) and silence all.
        case lineSuppressed = "disable-line"
        /// `<<: {key: 'ä́名'}, ` before every marked key of a flow mapping: a merge that the key written
        /// after it overrides, so it changes nothing but moves the key right by characters that take more
        /// UTF-8 bytes than characters. Columns must count characters (Unicode scalars).
        case nonASCIIPrefix = "non-ASCII prefix"
        /// Every line break written as CRLF, as editors on Windows save files: nothing may move.
        case crlf = "CRLF line endings"

        var alteration: String {
            switch self {
            case .suppressed: "a `# navlint:disable-next-line` comment above each marked line"
            case .lineSuppressed: "a `# navlint:disable-line` comment at the end of each marked line"
            case .nonASCIIPrefix: "`<<: {key: '\(ExampleVerifier.nonASCIIText)'}, ` before each marked key of a flow mapping"
            case .crlf: "CRLF line endings"
            }
        }
    }

    /// A variant left out for one marker or example, and why.
    public struct Skip: Sendable, CustomStringConvertible {
        public var file: String
        /// The example's position in its rule file.
        public var location: SourceLocation
        public var variant: Variant
        /// The marker's position in the example, when the reason is about one marker.
        public var marker: SourceLocation?
        public var reason: String

        public var description: String {
            "\(file):\(location.line):\(location.column): \(variant.rawValue) skipped\(marker.map { " at \($0) (example line:column)" } ?? ""): \(reason)"
        }
    }

    /// What verifying a rule found: the failures, and the variants that could not apply.
    public struct Report: Sendable {
        public var failures: [Failure] = []
        public var skipped: [Skip] = []
        /// How many examples each variant ran on.
        public var runs: [Variant: Int] = [:]
    }

    /// Every failure of the rule's examples; empty when they all hold.
    public static func verify(_ rule: RuleDefinition, minimumExamples: Int = 0) -> [Failure] {
        report(rule, minimumExamples: minimumExamples).failures
    }

    /// The failures of the rule's examples and the variants skipped.
    public static func report(_ rule: RuleDefinition, minimumExamples: Int = 0) -> Report {
        report(rule, minimumExamples: minimumExamples, runner: Runner(rule: rule))
    }

    /// How example texts are linted. Tests swap in deliberately broken ones to show each variant catches them.
    struct Runner {
        /// The rule's findings on an app description, or the problems that keep it from being one.
        var findings: (String) -> Result<[Diagnostic], InvalidExample>
        /// What the full linter reports for the rule on a text, suppressions applied: the rule's findings and
        /// `unused-suppression` diagnostics.
        var lint: (String) -> [Diagnostic]
        /// The rule's findings on a description checked as if `navlint scan` had built it from code, for
        /// examples that state `scanMessages`; nil skips that check.
        var scannedFindings: ((String) -> [Diagnostic])?

        init(findings: @escaping (String) -> Result<[Diagnostic], InvalidExample>, lint: @escaping (String) -> [Diagnostic],
             scannedFindings: ((String) -> [Diagnostic])? = nil) {
            self.findings = findings
            self.lint = lint
            self.scannedFindings = scannedFindings
        }

        init(rule: RuleDefinition) {
            let engine = RuleEngine(rules: [rule])
            let linter = Linter(rules: [rule])
            // The rule runs even when it is opt-in (`enabled: false`).
            var configuration = Configuration(file: nil, directory: ".")
            configuration.rules[rule.id] = RuleSetting(severity: nil, isOff: false, ignore: [], location: .fileStart)
            let id = rule.id
            findings = { text in
                let loaded = AppLoader.load(bytes: Array(text.utf8), file: "example.yaml")
                guard let app = loaded.app else {
                    return .failure(InvalidExample(problems: loaded.diagnostics.filter { $0.severity == .error }.map { "\($0.location): \($0.message)" }))
                }
                return .success(engine.run(on: app, file: "example.yaml"))
            }
            scannedFindings = { text in
                AppLoader.load(bytes: Array(text.utf8), file: "example.yaml").app.map { engine.run(on: $0, file: "example.yaml", scanned: true) } ?? []
            }
            lint = { [configuration] text in
                linter.lint(bytes: Array(text.utf8), file: "example.yaml", configuration: configuration).diagnostics
                    .filter { $0.ruleID == id || $0.ruleID == Suppressions.unusedID }
            }
        }
    }

    /// The load problems of a text that is not a valid app description.
    struct InvalidExample: Error {
        var problems: [String]
    }

    /// A finding reduced to what examples check.
    private struct Found: Equatable {
        var location: SourceLocation
        var message: String
    }

    static func report(_ rule: RuleDefinition, minimumExamples: Int, runner: Runner) -> Report {
        var report = Report()
        func fail(_ example: RuleExample?, _ message: String, at location: SourceLocation? = nil) {
            report.failures.append(Failure(file: rule.file, location: location ?? example?.location ?? .fileStart, message: message, variant: nil))
        }
        if rule.examples.triggering.count < minimumExamples {
            fail(nil, "\(rule.id) has \(rule.examples.triggering.count) triggering examples; it needs at least \(minimumExamples)")
        }
        if rule.examples.nonTriggering.count < minimumExamples {
            fail(nil, "\(rule.id) has \(rule.examples.nonTriggering.count) non-triggering examples; it needs at least \(minimumExamples)")
        }
        for (example, triggers) in rule.examples.triggering.map({ ($0, true) }) + rule.examples.nonTriggering.map({ ($0, false) }) {
            let (text, markers) = example.stripped
            let found: [Found]
            switch runner.findings(text) {
            case .failure(let invalid):
                fail(example, "the example is not a valid app description: \(invalid.problems.joined(separator: "; "))")
                continue
            case .success(let diagnostics):
                found = sorted(diagnostics)
            }
            if triggers, markers.isEmpty {
                fail(example, "a triggering example needs a ↓ marker where each finding lands")
                continue
            }
            if !triggers, !markers.isEmpty {
                fail(example, "a non-triggering example must not contain ↓ markers")
                continue
            }
            guard found.map(\.location) == markers.sorted() else {
                fail(example, "findings at \(describe(found.map(\.location))) (example line:column), expected at \(describe(markers.sorted()))")
                continue
            }
            var wrong = false
            func compare(_ expected: [ExpectedMessage], with found: [Found], key: String) {
                guard expected.count == markers.count else {
                    let noun = expected.count == 1 ? String(key.dropLast()) : key
                    fail(example, "the example lists \(expected.count) \(noun) for \(markers.count) ↓ marker\(markers.count == 1 ? "" : "s"); give one per marker, in marker order")
                    wrong = true
                    return
                }
                for (finding, message) in zip(found, expected) where finding.message != message.text {
                    let mode = key == "scanMessages" ? " on scanned code" : ""
                    fail(example, "the finding at \(finding.location) (example line:column) says “\(finding.message)”\(mode), but the example expects “\(message.text)”", at: message.location)
                    wrong = true
                }
            }
            if let expected = example.messages { compare(expected, with: found, key: "messages") }
            if let expected = example.scanMessages, let scanned = runner.scannedFindings {
                compare(expected, with: sorted(scanned(text)), key: "scanMessages")
            }
            if wrong { continue }
            for variant in Variant.allCases {
                checkVariant(variant, of: example, rule: rule, expected: found, runner: runner, report: &report)
            }
        }
        return report
    }

    /// Runs one altered form of an example whose original passed; `expected` is what the original found.
    private static func checkVariant(
        _ variant: Variant, of example: RuleExample, rule: RuleDefinition, expected: [Found], runner: Runner, report: inout Report
    ) {
        func fail(_ message: String) {
            report.failures.append(Failure(file: rule.file, location: example.location,
                                           message: "with \(variant.alteration) (\(variant.rawValue) variant): \(message)", variant: variant))
        }
        let altered: String
        switch variant {
        case .suppressed:
            guard !expected.isEmpty else { return }
            altered = insertingSuppressions(into: example.text, ruleID: rule.id)
        case .lineSuppressed:
            guard !expected.isEmpty else { return }
            let suffixed = appendingLineSuppressions(to: example.text, ruleID: rule.id)
            for skip in suffixed.skipped {
                report.skipped.append(Skip(file: rule.file, location: example.location, variant: variant, marker: skip.marker, reason: skip.reason))
            }
            guard suffixed.applied > 0 else { return }
            altered = suffixed.text
        case .nonASCIIPrefix:
            guard !expected.isEmpty else { return }
            let prefixed = prefixingMarkedKeys(example.text)
            for skip in prefixed.skipped {
                report.skipped.append(Skip(file: rule.file, location: example.location, variant: variant, marker: skip.marker, reason: skip.reason))
            }
            // With no marker it could apply to, the variant is the example as written.
            guard prefixed.applied > 0 else { return }
            altered = prefixed.text
        case .crlf:
            altered = example.text.replacingLineBreaks(with: "\r\n")
        }
        report.runs[variant, default: 0] += 1
        let (text, markers) = RuleExample(text: altered, location: example.location).stripped
        // Alterations keep the markers in order, so the n-th marker expects the n-th original message.
        let wanted = zip(markers.sorted(), expected).map { Found(location: $0, message: $1.message) }
        let found: [Found]
        switch runner.findings(text) {
        case .failure(let invalid):
            fail("the altered example is not a valid app description: \(invalid.problems.joined(separator: "; "))")
            return
        case .success(let diagnostics):
            found = sorted(diagnostics)
        }
        if found.map(\.location) != wanted.map(\.location) {
            var explanation = ""
            switch variant {
            case .suppressed:
                explanation = "; each marker moved down by the comment lines inserted above it, and a finding must move with its node"
            case .lineSuppressed:
                explanation = "; a comment at the end of a line must not move anything"
            case .nonASCIIPrefix:
                if found.map(\.location) == byteColumns(of: altered) {
                    explanation = "; the columns count UTF-8 bytes, not characters (Unicode scalars)"
                } else {
                    explanation = "; a finding must move right with its key, by the characters inserted before it"
                }
            case .crlf:
                explanation = "; a line break written as CRLF must count as one line break, and \\r as no column"
            }
            fail("findings at \(describe(found.map(\.location))) (altered example line:column), expected at \(describe(wanted.map(\.location)))\(explanation)")
            return
        }
        for (finding, original) in zip(found, wanted) where finding.message != original.message {
            fail("the finding at \(finding.location) (altered example line:column) says “\(finding.message)”, but the example as written gives “\(original.message)”")
            return
        }
        if variant == .suppressed || variant == .lineSuppressed {
            let left = runner.lint(text)
            let survivors = left.filter { $0.ruleID == rule.id }
            let unused = left.filter { $0.ruleID == Suppressions.unusedID }
            if !survivors.isEmpty {
                let rule = variant == .suppressed ? "`navlint:disable-next-line` on the line above it" : "`navlint:disable-line` at the end of its line"
                fail("the suppressions leave findings at \(describe(survivors.map(\.location))) (altered example line:column); a finding must be silenced by \(rule)")
            }
            if !unused.isEmpty {
                fail("unused-suppression: \(unused.map { "\($0.location): \($0.message)" }.joined(separator: "; "))")
            }
        }
    }

    private static func sorted(_ diagnostics: [Diagnostic]) -> [Found] {
        diagnostics.map { Found(location: $0.location, message: $0.message) }.sorted { $0.location < $1.location }
    }

    private static func describe(_ locations: [SourceLocation]) -> String {
        locations.isEmpty ? "none" : locations.map(\.description).joined(separator: ", ")
    }

    // MARK: Alterations (on the example text, markers included, so that the expected positions follow)

    /// Lines of a text, split at each `\n` scalar (a `Character` split would keep `\r\n` together), empty
    /// lines and a final empty line after a trailing break included.
    private static func lines(_ text: String) -> [Substring] {
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { Substring($0) }
    }

    /// Inserts `# navlint:disable-next-line <id>` above every line that holds a marker, indented like it.
    static func insertingSuppressions(into text: String, ruleID: String) -> String {
        var output: [String] = []
        for line in lines(text) {
            if line.contains(RuleExample.marker) {
                let indentation = line.prefix { $0 == " " }
                output.append("\(indentation)# navlint:disable-next-line \(ruleID)")
            }
            output.append(String(line))
        }
        return output.joined(separator: "\n")
    }

    /// Appends ` # navlint:disable-line <id>` to every line that holds a marker. A line that already ends in
    /// a comment is left alone (the directive would become part of that comment), with the reason.
    static func appendingLineSuppressions(to text: String, ruleID: String) -> (text: String, applied: Int, skipped: [(marker: SourceLocation, reason: String)]) {
        var output: [String] = []
        var applied = 0
        var skipped: [(marker: SourceLocation, reason: String)] = []
        for (offset, line) in lines(text).enumerated() {
            guard let marker = line.unicodeScalars.firstIndex(where: { Character($0) == RuleExample.marker }) else {
                output.append(String(line))
                continue
            }
            if hasComment(Array(line.unicodeScalars)) {
                let column = line.unicodeScalars.distance(from: line.unicodeScalars.startIndex, to: marker) + 1
                skipped.append((SourceLocation(line: offset + 1, column: column), "the marked line already ends in a comment"))
                output.append(String(line))
                continue
            }
            output.append("\(line) # navlint:disable-line \(ruleID)")
            applied += 1
        }
        return (output.joined(separator: "\n"), applied, skipped)
    }

    /// Whether a line holds a YAML comment: a `#` after white space, outside quotes.
    private static func hasComment(_ line: [Unicode.Scalar]) -> Bool {
        var quotes = QuotedScalarTracker()
        var previous: Unicode.Scalar = " "
        for scalar in line {
            defer { previous = scalar }
            if quotes.take(scalar, after: previous) { continue }
            if scalar == "#", previous == " " || previous == "\t" { return true }
        }
        return false
    }

    /// Where a left-to-right walk over one line of YAML stands with respect to quoted scalars.
    private struct QuotedScalarTracker {
        private(set) var isOpen = false
        private var closing: Unicode.Scalar = "\""
        private var escaped = false

        /// Takes the scalar that follows `previous`; true when it is part of a quoted scalar, its quotes included.
        mutating func take(_ scalar: Unicode.Scalar, after previous: Unicode.Scalar) -> Bool {
            if isOpen {
                if escaped {
                    escaped = false
                } else if closing == "\"", scalar == "\\" {
                    escaped = true
                } else if scalar == closing {
                    isOpen = false
                }
                return true
            }
            // A quote opens a scalar only where a token can start.
            guard scalar == "'" || scalar == "\"", [" ", "{", "[", ",", ":"].contains(previous) else { return false }
            isOpen = true
            closing = scalar
            return true
        }
    }

    /// Non-ASCII text whose UTF-8 form is longer than its count of Unicode scalars: a letter with a
    /// combining accent (two scalars of two bytes each) and a CJK ideograph (one scalar of three bytes).
    static let nonASCIIText = "\u{E4}\u{301}\u{540D}"

    /// Inserts `<<: {key: 'ä́名'}, ` before every marked key of a flow mapping. The merge is inert: YAML lets
    /// a key written in the mapping win over a merged one, so the merged value is dropped, yet the key
    /// moves right. Nothing else can stand before a node on its line and keep the file's meaning (libyaml
    /// takes only ASCII anchor and tag names), so other markers are skipped, each with the reason.
    static func prefixingMarkedKeys(_ text: String) -> (text: String, applied: Int, skipped: [(marker: SourceLocation, reason: String)]) {
        var output: [String] = []
        var applied = 0
        var skipped: [(marker: SourceLocation, reason: String)] = []
        for (offset, line) in lines(text).enumerated() {
            let scalars = Array(line.unicodeScalars)
            var result = String.UnicodeScalarView()
            var markersBefore = 0
            for (index, scalar) in scalars.enumerated() {
                if Character(scalar) == RuleExample.marker {
                    let marker = SourceLocation(line: offset + 1, column: index - markersBefore + 1)
                    markersBefore += 1
                    switch markedKey(in: scalars, at: index) {
                    case .success(let key):
                        result.append(contentsOf: "<<: {\(key): '\(nonASCIIText)'}, ".unicodeScalars)
                        applied += 1
                    case .failure(let reason):
                        skipped.append((marker, reason.text))
                    }
                }
                result.append(scalar)
            }
            output.append(String(result))
        }
        return (output.joined(separator: "\n"), applied, skipped)
    }

    /// Why a marker cannot take the non-ASCII prefix.
    struct NotAFlowKey: Error {
        var text: String
    }

    /// The key a marker at `index` stands before, when it is a plain key of a flow mapping on that line.
    private static func markedKey(in line: [Unicode.Scalar], at index: Int) -> Result<String, NotAFlowKey> {
        var open: [Unicode.Scalar] = []
        var quotes = QuotedScalarTracker()
        var previous: Unicode.Scalar = " "
        var lastSignificant: Unicode.Scalar?
        for scalar in line[..<index] where Character(scalar) != RuleExample.marker {
            defer { previous = scalar }
            let wasOpen = quotes.isOpen
            if quotes.take(scalar, after: previous) {
                // The opening and closing quotes count as significant; what lies between them does not.
                if !wasOpen || !quotes.isOpen { lastSignificant = scalar }
                continue
            }
            switch scalar {
            case "#" where previous == " " || previous == "\t":
                return .failure(NotAFlowKey(text: "the marker is inside a comment"))
            case "{", "[":
                open.append(scalar)
            case "}", "]":
                _ = open.popLast()
            default:
                break
            }
            if scalar != " ", scalar != "\t" { lastSignificant = scalar }
        }
        if quotes.isOpen {
            return .failure(NotAFlowKey(text: "the marker is inside a quoted scalar"))
        }
        guard let innermost = open.last else {
            let onlyIndicators = line[..<index].allSatisfy { $0 == " " || $0 == "-" || $0 == "?" || Character($0) == RuleExample.marker }
            return .failure(NotAFlowKey(text: onlyIndicators
                ? "the marked node begins its line, where YAML allows only indentation, `- ` and ASCII-named anchors and tags before a node"
                : "the marked node is a value in block context, where YAML allows only ASCII-named anchors and tags between the key and it"))
        }
        guard innermost == "{" else {
            return .failure(NotAFlowKey(text: "the marked node is an item of a flow sequence, where any text before it would be another item"))
        }
        guard lastSignificant == "{" || lastSignificant == "," else {
            return .failure(NotAFlowKey(text: "the marked node is a value in a flow mapping, where YAML allows only ASCII-named anchors and tags between the key and it"))
        }
        var end = index + 1
        while end < line.count, isKeyScalar(line[end]) { end += 1 }
        var colon = end
        while colon < line.count, line[colon] == " " { colon += 1 }
        guard end > index + 1, colon < line.count, line[colon] == ":" else {
            return .failure(NotAFlowKey(text: "the marked key is not a plain name followed by ':'"))
        }
        return .success(String(String.UnicodeScalarView(line[(index + 1)..<end])))
    }

    private static func isKeyScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-" || scalar == "."
    }

    /// The markers' positions with columns counted in UTF-8 bytes, as a byte-based reader would give them.
    static func byteColumns(of text: String) -> [SourceLocation] {
        var markers: [SourceLocation] = []
        for (offset, line) in lines(text).enumerated() {
            var column = 1
            for scalar in line.unicodeScalars {
                if Character(scalar) == RuleExample.marker {
                    markers.append(SourceLocation(line: offset + 1, column: column))
                } else {
                    column += UTF8.width(scalar)
                }
            }
        }
        return markers
    }
}

extension String {
    /// The text with every `\n` written as `separator`.
    func replacingLineBreaks(with separator: String) -> String {
        unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }.joined(separator: separator)
    }
}
