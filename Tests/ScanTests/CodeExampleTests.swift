import Foundation
import Testing
@testable import Scan
@testable import Rules
import Format
import TestSupport

/// Every rule's code examples (`codeExamples` in its rules.d file, shown by `navlint explain`) run through
/// scan, as its YAML examples run through check: a triggering example gets the rule's finding at each `↓`
/// and nowhere else, a non-triggering one gets none. Each example is a screen (or a navigation controller
/// subclass) as an app has it; `CodeExampleApp` puts it in the smallest app that shows it.
@Suite struct CodeExampleTests {
    static let rules: [RuleDefinition] = (try? RuleCatalog.builtin.get()) ?? []

    /// One argument per rule, so a failure names the rule.
    static var ids: [String] { rules.map(\.id) }

    @Test(arguments: ids)
    func codeExamplesHoldForRule(_ id: String) throws {
        let rule = try #require(Self.rules.first { $0.id == id })
        for (example, triggers) in rule.codeExamples.triggering.map({ ($0, true) }) + rule.codeExamples.nonTriggering.map({ ($0, false) }) {
            let files = CodeExampleApp.files(for: example)
            let where_ = "\(rule.file):\(example.location.line) (\(example.language.rawValue))"
            try ScannedApp.each(files) { app in
                let found = app.findings.filter { $0.rule == id }.map(\.place).sorted()
                let expected = MarkedSource.symbols.compactMap { app.markers[$0] }.sorted()
                if triggers {
                    #expect(!expected.isEmpty, "\(where_): a triggering example marks each finding with ↓")
                    #expect(found == expected, "\(where_): \(id) found at \(found), marked at \(expected); all findings: \(app.allFindings)")
                } else {
                    #expect(found.isEmpty, "\(where_): \(id) found at \(found) in an example that must not trigger it")
                }
            }
        }
    }

    /// The harness itself: a marked statement is where the finding is, and the same code unmarked still
    /// has it, so a non-triggering example that triggered would fail.
    @Test func theAppAroundAnExampleShowsItsScreen() throws {
        let code = """
        final class BookViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                ↓navigationItem.hidesBackButton = true
            }
        }
        """
        let example = CodeExample(language: .swift, text: code, location: SourceLocation(line: 1, column: 1))
        try ScannedApp.each(CodeExampleApp.files(for: example)) { app in
            #expect(app.rules(at: "1️⃣") == ["hidden-back-button-disables-swipe"], "\(app.allFindings)")
        }
        let unmarked = CodeExample(language: .objc, text: """
        @interface BookViewController : UIViewController
        @end
        @implementation BookViewController
        - (void)viewDidLoad { self.navigationItem.hidesBackButton = YES; }
        @end
        """, location: SourceLocation(line: 1, column: 1))
        try ScannedApp.each(CodeExampleApp.files(for: unmarked)) { app in
            #expect(app.findings.map(\.rule) == ["hidden-back-button-disables-swipe"], "\(app.allFindings)")
        }
    }

    /// Rules no code can trigger yet, because scan never infers what they ask about: a screen's
    /// `purpose: payment` or `media`, a full-screen pan's target read after its delegate changed, and a
    /// deployment target below iOS 13 (which only a project file gives). Each comes off the list when scan
    /// learns it.
    static let withoutCode: Set<String> = ["sensitive-screen-swipe-enabled", "stale-full-screen-target", "back-interception-programmatic-pop"]

    /// Every rule shows code: at least one example that triggers and one that does not.
    @Test func everyRuleHasCodeExamplesOfBothKinds() {
        #expect(Self.rules.count >= 38)
        for rule in Self.rules {
            let has = (!rule.codeExamples.triggering.isEmpty, !rule.codeExamples.nonTriggering.isEmpty)
            if Self.withoutCode.contains(rule.id) {
                #expect(has == (false, false), "\(rule.id) has code examples now: take it off the list")
            } else {
                #expect(has == (true, true), "\(rule.id)")
            }
        }
    }
}

/// The smallest app that shows a code example: the example's file, and beside it the app's start. A
/// UIKit example's screens (its classes named `…ViewController` that are no navigation controller) are
/// pushed by a root screen onto a stack of the example's navigation controller subclass, if it declares
/// one, else of UIKit's (with no screen, the stack holds its root alone); an example that makes its own stack (`rootViewController`) gets no start. A
/// SwiftUI example's first view is pushed from a `NavigationStack`, unless the example has its own stack.
enum CodeExampleApp {
    static func files(for example: CodeExample) -> [(String, String)] {
        var marked = ""
        var number = 0
        for character in example.text {
            if character == RuleExample.marker, number < MarkedSource.symbols.count {
                marked += MarkedSource.symbols[number]
                number += 1
            } else {
                marked.append(character)
            }
        }
        let text = example.text
        switch example.language {
        case .swiftUI:
            guard !text.contains("NavigationStack") && !text.contains("NavigationView"), let view = firstMatch(#"struct\s+(\w+)\s*:\s*View\b"#, in: text) else {
                return [("App/Example.swift", marked)]
            }
            return [("App/Example.swift", marked), ("App/ExampleApp.swift", """
            import SwiftUI
            struct ExampleRootView: View {
                var body: some View {
                    NavigationStack {
                        NavigationLink("Open") { \(view)() }
                    }
                }
            }
            """)]
        case .swift:
            guard !text.contains("rootViewController") else { return [("App/Example.swift", marked)] }
            let navigation = firstMatch(#"class\s+(\w+)\s*:\s*UINavigationController\b"#, in: text)
            let screens = allMatches(#"class\s+(\w+ViewController)\s*:\s*(\w+)"#, in: text).filter { $0.1 != "UINavigationController" && $0.0 != navigation }.map(\.0)
            return [("App/Example.swift", marked), ScannedApp.stack(navigation ?? "UINavigationController", root: "ExampleRootViewController", pushing: screens,
                                                                    declaring: screens.isEmpty ? ["ExampleRootViewController"] : [])]
        case .objc:
            guard !text.contains("initWithRootViewController") else { return [("App/Example.m", marked)] }
            let navigation = firstMatch(#"@interface\s+(\w+)\s*:\s*UINavigationController\b"#, in: text)
            let screens = allMatches(#"@interface\s+(\w+ViewController)\s*:\s*(\w+)"#, in: text).filter { $0.1 != "UINavigationController" && $0.0 != navigation }.map(\.0)
            return [("App/Example.m", marked), ScannedApp.stack(navigation ?? "UINavigationController", root: "ExampleRootViewController", pushing: screens,
                                                                declaring: screens.isEmpty ? ["ExampleRootViewController"] : [], objectiveC: true)]
        }
    }

    private static func firstMatch(_ pattern: String, in text: String) -> String? {
        allMatches(pattern, in: text).first?.0
    }

    /// The first and second captures of each match.
    private static func allMatches(_ pattern: String, in text: String) -> [(String, String)] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).compactMap { match in
            guard let first = Range(match.range(at: 1), in: text) else { return nil }
            let second = match.numberOfRanges > 2 ? Range(match.range(at: 2), in: text).map { String(text[$0]) } ?? "" : ""
            return (String(text[first]), second)
        }
    }
}
