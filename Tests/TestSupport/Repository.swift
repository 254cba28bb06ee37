import Foundation
import Rules
import Format

/// What every test target shares that needs no test framework: the repository's files, rules loaded
/// and text linted, the scan fixtures and marked sources. Each target keeps its own `#expect` helpers.

/// The positioned error a rule text fails to load with, or nil when it loads.
public func loadError(_ text: String) -> PositionedError? {
    do {
        _ = try RuleLoader.load(text: text, file: "test-rule.yaml")
        return nil
    } catch {
        return error as? PositionedError
    }
}

/// Paths and helpers shared by the tests.
public enum Repository {
    public static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }

    public static func text(_ relative: String) throws -> String {
        try String(contentsOf: url(relative), encoding: .utf8)
    }

    /// Files in a folder of the repository with the given extension, sorted.
    public static func files(in relative: String, ending suffix: String) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: url(relative), includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasSuffix(suffix) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// True when the developer asked to rewrite generated files and golden outputs.
    public static var regenerating: Bool { ProcessInfo.processInfo.environment["NAVLINT_REGENERATE"] == "1" }
}

/// The built-in rules, or a test failure explaining why they do not load.
public func builtinRules() throws -> [RuleDefinition] {
    try RuleCatalog.builtin.get()
}

/// Lints text with the given rules.
public func lint(_ text: String, file: String = "app.yaml", rules: [RuleDefinition] = []) -> LintResult {
    Linter(rules: rules).lint(bytes: Array(text.utf8), file: file)
}

extension Repository {
    /// Why the repository file at `relative` does not hold `content`, or nil when it does; with
    /// NAVLINT_REGENERATE=1 it rewrites the file instead and answers nil.
    public static func mismatch(_ relative: String, content: String, hint: String) throws -> String? {
        let current = (try? text(relative)) ?? ""
        guard current != content else { return nil }
        if regenerating {
            try content.write(to: url(relative), atomically: false, encoding: .utf8)
            return nil
        }
        return "\(relative) is out of date; \(hint)"
    }
}
