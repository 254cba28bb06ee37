import Foundation
import Testing

/// No trap on any path input can reach: the sources and the SwiftPM plugins hold no `try!`, `as!`, force
/// unwrap, `fatalError`, `precondition` or `preconditionFailure`. (Subscripts are checked by review and by the fuzzer.)
@Suite struct SourceHygieneTests {
    static var sources: [URL] {
        var files: [URL] = []
        for folder in ["Sources", "Plugins"] {
            let walker = FileManager.default.enumerator(at: Repository.url(folder), includingPropertiesForKeys: nil)
            while let url = walker?.nextObject() as? URL {
                if url.pathExtension == "swift", url.lastPathComponent != "BuiltinRuleFiles.swift" { files.append(url) }
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The offending spots of one line of code (string literals and comments removed first).
    static func traps(in line: String) -> [String] {
        var code = ""
        var inString = false
        var previous: Character = " "
        for character in line {
            if character == "\"", previous != "\\" { inString.toggle(); previous = character; continue }
            if !inString {
                if character == "/", previous == "/" { code.removeLast(); break }
                code.append(character)
            }
            previous = character
        }
        var found: [String] = []
        for word in ["try!", "as!", "fatalError(", "precondition(", "preconditionFailure("] where code.contains(word) { found.append(word) }
        // A `!` right after a name, `)` or `]` that is not `!=` is a force unwrap.
        let characters = Array(code.replacingOccurrences(of: "try!", with: "").replacingOccurrences(of: "as!", with: ""))
        for (index, character) in characters.enumerated() where character == "!" && index > 0 {
            let before = characters[index - 1]
            let after: Character = index + 1 < characters.count ? characters[index + 1] : " "
            if (before.isLetter || before.isNumber || before == ")" || before == "]" || before == "_") && after != "=" {
                found.append("force unwrap")
            }
        }
        return found
    }

    @Test func detectorCatchesTraps() {
        #expect(Self.traps(in: "let x = try! f()") == ["try!"])
        #expect(Self.traps(in: "let y = value!.count") == ["force unwrap"])
        #expect(Self.traps(in: "if a != b { }").isEmpty)
        #expect(Self.traps(in: "let s = \"wow!\" // really!").isEmpty)
        #expect(Self.traps(in: "guard !flag else { return }").isEmpty)
    }

    @Test func sourcesHoldNoTraps() throws {
        #expect(Self.sources.count > 20)
        // Every library is covered, the scanner included.
        for folder in ["/Sources/Rules/", "/Sources/Scan/", "/Sources/navlint/", "/Plugins/NavlintCommandPlugin/", "/Plugins/NavlintBuildToolPlugin/"] {
            #expect(Self.sources.contains { $0.path.contains(folder) }, "no sources found under \(folder)")
        }
        for url in Self.sources {
            let text = try String(contentsOf: url, encoding: .utf8)
            for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let found = Self.traps(in: String(line))
                #expect(found.isEmpty, "\(url.lastPathComponent):\(offset + 1): \(found) in: \(line)")
            }
        }
    }
}
