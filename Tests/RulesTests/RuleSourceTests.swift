import Foundation
import Rules
import Testing
import Format
import TestSupport

/// What users read about the built-in rules points at sources they can look up: every `sources`
/// entry is a link or a named article (the form docs/custom-rules.md describes), and no
/// working name of a source (a short label or a file name) reaches a user-visible text.
@Suite struct RuleSourceTests {
    enum Kind: Equatable { case link, namedArticle }

    /// The form of one `sources` entry, or nil when it is neither a link nor a named article.
    static func kind(of entry: String) -> Kind? {
        if isLink(entry) { return .link }
        // “Title” (what it is), optionally followed by ": " and a link to a copy.
        guard entry.hasPrefix("“"), let close = entry.firstIndex(of: "”") else { return nil }
        let title = entry[entry.index(after: entry.startIndex)..<close]
        guard !title.trimmingCharacters(in: .whitespaces).isEmpty, !title.contains("“") else { return nil }
        let rest = entry[entry.index(after: close)...]
        guard rest.hasPrefix(" ("), let end = rest.firstIndex(of: ")") else { return nil }
        let what = rest[rest.index(rest.startIndex, offsetBy: 2)..<end]
        guard !what.trimmingCharacters(in: .whitespaces).isEmpty, !what.contains("(") else { return nil }
        let tail = rest[rest.index(after: end)...]
        if tail.isEmpty { return .namedArticle }
        guard tail.hasPrefix(": "), isLink(String(tail.dropFirst(2))) else { return nil }
        return .namedArticle
    }

    static func isLink(_ text: String) -> Bool {
        let scheme = ["https://", "http://"].first { text.hasPrefix($0) }
        guard let scheme, text.count > scheme.count + 3 else { return false }
        return !text.contains { $0.isWhitespace } && text.dropFirst(scheme.count).contains(".")
    }

    @Test func classifierAcceptsLinksAndNamedArticles() {
        #expect(Self.kind(of: "https://github.com/forkingdog/FDFullscreenPopGesture/issues/131") == .link)
        #expect(Self.kind(of: "http://08643.cn/p/fe6264290b9a") == .link)
        #expect(Self.kind(of: "“导航控制器的左滑返回” (Chinese article, July 2016)") == .namedArticle)
        #expect(Self.kind(of: "“导航控制器的左滑返回” (Chinese article, July 2016): https://wsa.jianshu.io/p/b44cf866c0bd") == .namedArticle)
    }

    @Test func classifierRejectsEverythingElse() {
        for entry in [
            "S3: 003_0e6a13163cc1c50a.txt",
            "FDFullscreenPopGesture issue #199",
            "SJFullscreenPopGesture issue",
            "davdroman/swiftui-navigation-transitions 0.19.0",
            "github.com/forkingdog/FDFullscreenPopGesture",
            "https://",
            "https://example.com/a page",
            "\"Quoted\" (straight quotes)",
            "“No description”",
            "“” (empty title)",
            "“Title” ()",
            "“Title” (an article): github.com/no/scheme",
            "“Title” (an article) and more",
            "“Title” (an (odd) article)",
        ] {
            #expect(Self.kind(of: entry) == nil, "accepted: \(entry)")
        }
    }

    @Test func everyBuiltinSourceIsALinkOrANamedArticle() throws {
        let rules = try builtinRules()
        #expect(rules.count > 30)
        for rule in rules {
            #expect(!rule.sources.isEmpty, "\(rule.id) lists no sources")
            for entry in rule.sources {
                #expect(Self.kind(of: entry) != nil, "\(rule.id): source is neither a link nor a named article: \(entry)")
            }
        }
    }

    /// Short labels such as "S2" and file names such as "002_7c3994ce35666d55.txt" name sources only
    /// inside the project's research; users cannot look them up.
    static let workingNames = try? NSRegularExpression(pattern: #"\bS[0-4]\b|[0-9]{3}_[0-9a-f]{16}"#)

    static func workingNames(in text: String) -> [String] {
        guard let pattern = workingNames else { return ["(pattern does not compile)"] }
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range, in: text).map { String(text[$0]) }
        }
    }

    @Test func detectorFindsWorkingNames() {
        #expect(Self.workingNames(in: "restores it at the root (S2 sets it to nil)") == ["S2"])
        #expect(Self.workingNames(in: "- \"S3: 003_0e6a13163cc1c50a.txt\"") == ["S3", "003_0e6a13163cc1c50a"])
        #expect(Self.workingNames(in: "iOS 26 SDK, UIScrollView, S5, SS0, PS4 and 0.2 s").isEmpty)
    }

    @Test func userVisibleTextsNameNoWorkingSources() throws {
        var files = try Repository.files(in: "rules.d", ending: ".yaml").map { "rules.d/\($0.lastPathComponent)" }
        files += try Repository.files(in: "docs", ending: ".md").map { "docs/\($0.lastPathComponent)" }
        files.append("README.md")
        let sources = Repository.url("Sources")
        let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            if url.pathExtension == "swift" {
                files.append(url.path.replacingOccurrences(of: Repository.root.path + "/", with: ""))
            }
        }
        #expect(files.count > 60)
        for file in files {
            let text = try Repository.text(file)
            for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let found = Self.workingNames(in: String(line))
                #expect(found.isEmpty, "\(file):\(offset + 1) names \(found): \(line)")
            }
        }
    }
}
