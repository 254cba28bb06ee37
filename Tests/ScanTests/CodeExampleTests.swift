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

    /// Each code block of the rule's `fix` text (what `navlint explain` shows under "How to fix") is applied,
    /// word for word, by a non-triggering example (`appliesFix`): that example has no finding, and with the
    /// code the fix replaced (`withoutFix`) put back in the block's place, or as it was before a fix that
    /// moves code (`unfixed`), it triggers the rule again, so the fix is what clears it.
    @Test(arguments: ids)
    func documentedFixClearsTheFindingForRule(_ id: String) throws {
        let rule = try #require(Self.rules.first { $0.id == id })
        let blocks = FixBlock.blocks(in: rule.fix)
        #expect(!blocks.isEmpty, "\(rule.file): the fix shows no code")
        for example in rule.codeExamples.nonTriggering {
            if let number = example.appliesFix {
                #expect(number <= blocks.count, "\(rule.file):\(example.location.line): appliesFix \(number), but the fix has \(blocks.count) code blocks")
            }
        }
        for (index, block) in blocks.enumerated() {
            let applying = rule.codeExamples.nonTriggering.filter { $0.appliesFix == index + 1 }
            #expect(!applying.isEmpty, "\(rule.file): no non-triggering code example applies the fix's code block \(index + 1) (\(block.fence)); give one `appliesFix: \(index + 1)`")
            for example in applying {
                let where_ = "\(rule.file):\(example.location.line)"
                #expect(example.language.fence == block.fence, "\(where_): the fix's block \(index + 1) is \(block.fence), the example \(example.language.rawValue)")
                guard let replaced = block.replaced(in: example.text, by: example.withoutFix) else {
                    Issue.record("\(where_): the fix's code block \(index + 1) is not in the example word for word")
                    continue
                }
                if let unfixed = example.unfixed {
                    #expect(block.replaced(in: unfixed, by: "") == nil, "\(where_): the example before the fix already holds the fix's block \(index + 1)")
                }
                var undone = CodeExample(language: example.language, text: example.unfixed ?? replaced, location: example.location)
                undone.deploymentTarget = example.deploymentTarget
                try ScannedApp.each(CodeExampleApp.files(for: undone)) { app in
                    #expect(app.findings.contains { $0.rule == id }, "\(where_): without the fix's block \(index + 1) the example should trigger \(id); findings: \(app.allFindings)")
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


    /// Every rule shows code: at least one example that triggers and one that does not.
    @Test func everyRuleHasCodeExamplesOfBothKinds() {
        #expect(Self.rules.count >= 38)
        for rule in Self.rules {
            let has = (!rule.codeExamples.triggering.isEmpty, !rule.codeExamples.nonTriggering.isEmpty)
            #expect(has == (true, true), "\(rule.id)")
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
        let project = example.deploymentTarget.map { [("App.xcodeproj/project.pbxproj", "buildSettings = {\n\tIPHONEOS_DEPLOYMENT_TARGET = \($0);\n};\n")] } ?? []
        return app(for: example, marked: marked, text: text) + project
    }

    private static func app(for example: CodeExample, marked: String, text: String) -> [(String, String)] {
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

/// A fenced code block of a rule's `fix` text, compared with an example line by line, with indentation
/// and blank lines left out, since a fix pasted into a method takes the method's indentation.
struct FixBlock {
    let fence: String
    let lines: [String]

    static func blocks(in fix: String) -> [FixBlock] {
        var blocks: [FixBlock] = []
        var open: (fence: String, lines: [String])?
        for line in fix.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                if let block = open {
                    blocks.append(FixBlock(fence: block.fence, lines: block.lines))
                    open = nil
                } else {
                    open = (String(trimmed.dropFirst(3)), [])
                }
            } else if !trimmed.isEmpty {
                open?.lines.append(trimmed)
            }
        }
        return blocks
    }

    /// `text` with the block's lines replaced by `replacement`, or nil when the block is not in it.
    func replaced(in text: String, by replacement: String) -> String? {
        let all = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let written = all.indices.filter { !all[$0].trimmingCharacters(in: .whitespaces).isEmpty }
        guard !lines.isEmpty, written.count >= lines.count else { return nil }
        for start in 0...(written.count - lines.count) {
            let window = written[start..<(start + lines.count)]
            guard zip(window, lines).allSatisfy({ all[$0.0].trimmingCharacters(in: .whitespaces) == $0.1 }),
                  let first = window.first, let last = window.last else { continue }
            let put = replacement.isEmpty ? [] : replacement.split(separator: "\n").map(String.init)
            return (all[..<first] + put + all[(last + 1)...]).joined(separator: "\n")
        }
        return nil
    }
}
