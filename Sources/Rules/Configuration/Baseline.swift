import Format

/// Findings recorded on purpose, so adoption can start from today's state and only ratchet down.
/// Entries match on file, rule id and model path with a count, never on line numbers, so edits
/// elsewhere in a file do not break them.
public struct Baseline: Sendable, Equatable {
    /// One recorded (file, rule, model path) with how many findings it covers.
    public struct Entry: Sendable, Hashable, Comparable {
        public var file: String
        public var rule: String
        public var path: String
        public var count: Int

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.rule, lhs.path, lhs.count) < (rhs.file, rhs.rule, rhs.path, rhs.count)
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries.sorted()
    }

    /// Problems with a file itself are never recorded: they must be fixed, not baselined.
    public static func isBaselinable(_ diagnostic: Diagnostic) -> Bool {
        FileProblem(rawValue: diagnostic.ruleID) == nil
    }

    /// The baseline that records every finding of a run. A finding that holds for several objects at one
    /// place (`Diagnostic.repeats`) is recorded object by object, as each was reported before they were
    /// merged, so baselines written before and after read the same.
    public init(recording results: [LintResult]) {
        var counts: [Entry: Int] = [:]
        for diagnostic in results.flatMap(\.diagnostics) where Self.isBaselinable(diagnostic) {
            for object in diagnostic.perObject {
                counts[Entry(file: diagnostic.file, rule: diagnostic.ruleID, path: object.path, count: 0), default: 0] += 1
            }
        }
        self.init(entries: counts.map { key, count in
            var entry = key
            entry.count = count
            return entry
        })
    }

    /// The file's text: YAML, one entry a line, sorted, so reviews see small diffs. `command` is the one
    /// that wrote it (`navlint check`, `navlint scan DIR --check`), which the header says to run again.
    public func render(command: String = "navlint check") -> String {
        var output = "# navlint baseline: findings accepted for now. Regenerate with `\(command) --write-baseline FILE`.\n"
        output += "navlintBaseline: 1\nentries:"
        if entries.isEmpty { return output + " []\n" }
        output += "\n"
        for entry in entries {
            output += "  - {file: \(JSONText.quote(entry.file)), rule: \(JSONText.quote(entry.rule)), path: \(JSONText.quote(entry.path)), count: \(entry.count)}\n"
        }
        return output
    }

    public static func parse(text: String, file: String) throws -> Baseline {
        // An empty file is no baseline (`--baseline /dev/null`), said in a baseline's terms, not a description's.
        guard text.contains(where: { !$0.isWhitespace }) else {
            throw PositionedError(file: file, location: .fileStart, message: "the baseline is empty; write one with --write-baseline FILE")
        }
        let parsed = YAMLParser.parse(bytes: Array(text.utf8), name: file)
        if let problem = parsed.diagnostics.first(where: { $0.severity == .error }) {
            throw PositionedError(file: file, location: problem.location, message: problem.message)
        }
        func fail(_ message: String, _ location: SourceLocation) -> PositionedError {
            PositionedError(file: file, location: location, message: message)
        }
        guard let root = parsed.root, let top = root.mapping else {
            throw fail("a baseline is a mapping with navlintBaseline: 1 and entries", parsed.root?.span.start ?? .fileStart)
        }
        guard top.first(where: { $0.key == "navlintBaseline" })?.value.scalar?.value == "1" else {
            throw fail("this is not a navlint baseline (it lacks `navlintBaseline: 1`)", root.span.start)
        }
        guard let items = top.first(where: { $0.key == "entries" })?.value.sequence else {
            throw fail("the baseline lacks its `entries` list", root.span.start)
        }
        var entries: [Entry] = []
        for item in items {
            guard let fields = item.mapping else { throw fail("a baseline entry is {file, rule, path, count}", item.span.start) }
            func text(_ key: String) throws -> String {
                guard let value = fields.first(where: { $0.key == key })?.value.scalar?.value else {
                    throw fail("this baseline entry lacks '\(key)'", item.span.start)
                }
                return value
            }
            guard let count = Int(try text("count")), count > 0 else { throw fail("count must be a positive whole number", item.span.start) }
            entries.append(Entry(file: try text("file"), rule: try text("rule"), path: try text("path"), count: count))
        }
        return Baseline(entries: entries)
    }

    /// What applying a baseline left: the results with recorded findings removed, and what no longer matched.
    public struct Application: Sendable {
        public var results: [LintResult]
        /// Findings the baseline hid entirely (a finding with repeats, for all its objects).
        public var hidden: Int
        /// Entries (with the unmatched part of their count) that found fewer findings than recorded.
        public var stale: [Entry]
    }

    public func apply(to results: [LintResult]) -> Application {
        var remaining: [Entry: Int] = [:]
        for entry in entries {
            var key = entry
            key.count = 0
            remaining[key, default: 0] += entry.count
        }
        var hidden = 0
        var filtered: [LintResult] = []
        for result in results {
            var kept: [Diagnostic] = []
            for diagnostic in result.diagnostics {
                guard Self.isBaselinable(diagnostic) else {
                    kept.append(diagnostic)
                    continue
                }
                // Each object a finding holds for uses up one entry; the finding stays for the others.
                var unmatched: [Int] = []
                for (position, object) in diagnostic.perObject.enumerated() {
                    let key = Entry(file: diagnostic.file, rule: diagnostic.ruleID, path: object.path, count: 0)
                    if let left = remaining[key], left > 0 {
                        remaining[key] = left - 1
                    } else {
                        unmatched.append(position)
                    }
                }
                if let narrowed = diagnostic.narrowed(to: unmatched) {
                    kept.append(narrowed)
                } else {
                    hidden += 1
                }
            }
            filtered.append(LintResult(file: result.file, source: result.source, diagnostics: kept))
        }
        let stale = remaining.filter { $0.value > 0 }.map { key, left -> Entry in
            var entry = key
            entry.count = left
            return entry
        }.sorted()
        return Application(results: filtered, hidden: hidden, stale: stale)
    }
}
