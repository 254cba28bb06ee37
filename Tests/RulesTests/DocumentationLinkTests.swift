import Foundation
import Testing
import TestSupport

/// The documents a user reads stand on their own: every link inside the repository leads to a file
/// that exists and, with `#anchor`, to a heading in it; none points outside the repository's folder.
@Suite struct DocumentationLinkTests {
    /// README, CHANGELOG, CONTRIBUTING and every page under docs/.
    static var documents: [URL] {
        let top = ["README.md", "CHANGELOG.md", "CONTRIBUTING.md"].map(Repository.url).filter { FileManager.default.fileExists(atPath: $0.path) }
        let docs = (try? Repository.files(in: "docs", ending: ".md")) ?? []
        return top + docs
    }

    /// The targets of Markdown links `[text](target)`, code spans left out.
    static func linkTargets(in text: String) -> [String] {
        var targets: [String] = []
        var inFence = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle(); continue }
            if inFence { continue }
            let unquoted = line.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined()
            for match in unquoted.matches(of: /\]\(([^)\s]+)\)/) { targets.append(String(match.1)) }
        }
        return targets
    }

    /// GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens.
    static func anchor(ofHeading heading: String) -> String {
        String(heading.lowercased().compactMap { character -> Character? in
            if character == " " { return "-" }
            if character.isLetter || character.isNumber || character == "-" || character == "_" { return character }
            return nil
        })
    }

    static func anchors(in text: String) -> Set<String> {
        var result: Set<String> = []
        var inFence = false
        for line in text.split(separator: "\n") {
            if line.hasPrefix("```") { inFence.toggle(); continue }
            guard !inFence, line.hasPrefix("#") else { continue }
            result.insert(anchor(ofHeading: line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)))
        }
        return result
    }

    @Test func anchorsFollowGitHub() {
        #expect(Self.anchor(ofHeading: "Problems with the file itself") == "problems-with-the-file-itself")
        #expect(Self.anchor(ofHeading: "Configuration: `.navlint.yml`") == "configuration-navlintyml")
        #expect(Self.linkTargets(in: "see [a](docs/a.md#x) and `[b](c)`\n```\n[d](e)\n```") == ["docs/a.md#x"])
    }

    @Test func everyLinkInsideTheRepositoryResolves() throws {
        let documents = Self.documents
        #expect(documents.count >= 8)
        for document in documents {
            let text = try String(contentsOf: document, encoding: .utf8)
            let name = document.lastPathComponent
            #expect(!text.contains("../shared"), "\(name) points outside the repository")
            for target in Self.linkTargets(in: text) where !target.contains("://") && !target.hasPrefix("mailto:") {
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let path = parts[0]
                let file = path.isEmpty ? document : document.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
                #expect(file.path.hasPrefix(Repository.root.standardizedFileURL.path), "\(name): \(target) leaves the repository")
                #expect(FileManager.default.fileExists(atPath: file.path), "\(name): \(target) does not exist")
                if parts.count == 2, file.pathExtension == "md", let linked = try? String(contentsOf: file, encoding: .utf8) {
                    #expect(Self.anchors(in: linked).contains(parts[1]), "\(name): no heading for #\(parts[1]) in \(file.lastPathComponent)")
                }
            }
        }
    }
}
