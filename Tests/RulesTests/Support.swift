import Foundation
import Rules
import Testing
import Format

/// The positioned error a rule text fails to load with, or nil when it loads.
func loadError(_ text: String) -> PositionedError? {
    do {
        _ = try RuleLoader.load(text: text, file: "test-rule.yaml")
        return nil
    } catch {
        return error as? PositionedError
    }
}

/// Paths and helpers shared by the tests.
enum Repository {
    static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }

    static func text(_ relative: String) throws -> String {
        try String(contentsOf: url(relative), encoding: .utf8)
    }

    /// Files in a folder of the repository with the given extension, sorted.
    static func files(in relative: String, ending suffix: String) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: url(relative), includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasSuffix(suffix) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// True when the developer asked to rewrite generated files and golden outputs.
    static var regenerating: Bool { ProcessInfo.processInfo.environment["NAVLINT_REGENERATE"] == "1" }
}

/// Expects the repository file at `relative` to hold `content`; with NAVLINT_REGENERATE=1 it rewrites the file instead.
func expectFile(_ relative: String, toEqual content: String, hint: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let current = (try? Repository.text(relative)) ?? ""
    if Repository.regenerating, current != content {
        try content.write(to: Repository.url(relative), atomically: true, encoding: .utf8)
        return
    }
    #expect(current == content, "\(relative) is out of date; \(hint)", sourceLocation: sourceLocation)
}

/// The built-in rules, or a test failure explaining why they do not load.
func builtinRules() throws -> [RuleDefinition] {
    try RuleCatalog.builtin.get()
}

/// Lints text with the given rules.
func lint(_ text: String, file: String = "app.yaml", rules: [RuleDefinition] = []) -> LintResult {
    Linter(rules: rules).lint(bytes: Array(text.utf8), file: file)
}
