import Foundation
import Testing
import TestSupport

/// No trap on any path input can reach: the sources and the SwiftPM plugins hold no `try!`, `as!`, force
/// unwrap, `fatalError`, `precondition` or `preconditionFailure`. (Subscripts are checked by review and by the fuzzer.)
@Suite struct SourceHygieneTests {
    static var sources: [URL] {
        var files: [URL] = []
        for folder in ["Sources", "Plugins"] {
            let walker = FileManager.default.enumerator(at: Repository.url(folder), includingPropertiesForKeys: nil)
            while let url = walker?.nextObject() as? URL {
                // The embedded rule files are text in raw literals (their code examples included), not code.
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
        for folder in ["/Sources/Format/", "/Sources/Rules/", "/Sources/Reporters/", "/Sources/Graph/", "/Sources/InterfaceBuilder/", "/Sources/ScanFacts/", "/Sources/ScanDraft/", "/Sources/Scan/", "/Sources/Driver/", "/Sources/Robustness/", "/Sources/navlint/", "/Sources/Platform/", "/Sources/EmbedRules/", "/Plugins/NavlintCommandPlugin/", "/Plugins/NavlintBuildToolPlugin/"] {
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

/// Operating-system calls live in Sources/Platform only, so that navlint builds on macOS (Darwin) as on
/// Linux (Glibc, Musl): anywhere else, a platform import or a module-qualified call fails this test.
@Suite struct PlatformLayerTests {
    static let platformModules = ["Glibc", "Darwin", "Musl", "Bionic", "WinSDK", "ucrt", "Android"]

    /// Each offending spot of one line: a platform import, `canImport` of one, or a call qualified by one.
    static func platformUses(in line: String) -> [String] {
        let code = line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? line
        var found: [String] = []
        for module in platformModules {
            if code.range(of: "import \(module)\\b", options: .regularExpression) != nil { found.append("import \(module)") }
            if code.contains("canImport(\(module))") { found.append("canImport(\(module))") }
            if code.range(of: "(^|[^A-Za-z0-9_.])\(module)\\.[a-z_]", options: .regularExpression) != nil { found.append("\(module).") }
        }
        return found
    }

    /// Every Swift file of the repository outside the platform layer, build folders and this test skipped.
    static var swiftFiles: [URL] {
        let walker = FileManager.default.enumerator(at: Repository.root, includingPropertiesForKeys: nil)
        var files: [URL] = []
        while let url = walker?.nextObject() as? URL {
            let relative = String(url.path.dropFirst(Repository.root.path.count))
            // Hidden folders at any depth: build folders (a measuring package's .build holds its dependencies' sources too).
            if url.lastPathComponent.hasPrefix(".") || relative.hasPrefix("/Sources/Platform/") { walker?.skipDescendants(); continue }
            if url.pathExtension == "swift", url.lastPathComponent != "SourceHygieneTests.swift" { files.append(url) }
        }
        return files
    }

    @Test func detectorCatchesPlatformUses() {
        #expect(Self.platformUses(in: "import Glibc") == ["import Glibc"])
        #expect(Self.platformUses(in: "#elseif canImport(Darwin)") == ["canImport(Darwin)"])
        #expect(Self.platformUses(in: "    Glibc.exit(status)") == ["Glibc."])
        #expect(Self.platformUses(in: "let n = Musl.read(fd, buffer, count)") == ["Musl."])
        #expect(Self.platformUses(in: "import Darwinism").isEmpty)
        #expect(Self.platformUses(in: "let x = MyDarwin.value // Glibc.exit").isEmpty)
    }

    @Test func platformCallsLiveOnlyInThePlatformLayer() throws {
        let files = Self.swiftFiles
        // The walk reaches every part of the repository that holds Swift code.
        for folder in ["/Sources/navlint/", "/Sources/Rules/", "/Sources/Scan/", "/Tests/", "/Fuzz/", "/Benchmarks/"] {
            #expect(files.contains { $0.path.contains(folder) }, "no Swift files found under \(folder)")
        }
        for url in files {
            let text = try String(contentsOf: url, encoding: .utf8)
            for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let found = Self.platformUses(in: String(line))
                #expect(found.isEmpty, "\(url.path):\(offset + 1): \(found): keep operating-system calls in Sources/Platform")
            }
        }
    }

    @Test func theLibrariesNeedNoFoundation() throws {
        // The plugins run inside SwiftPM, where Foundation is there anyway; navlint's own start-up is what counts.
        for url in SourceHygieneTests.sources where url.path.contains("/Sources/") {
            let text = try String(contentsOf: url, encoding: .utf8)
            #expect(!text.contains("import Foundation"), "\(url.lastPathComponent) imports Foundation")
        }
    }
}

/// Swift code reads the model through the declared keys (`screen[\.navigationBarHidden]`), which do not
/// compile when misspelt; a field named in a string literal would read as a silent null instead.
@Suite struct TypedModelAccessTests {
    /// Calls that name a model field by a string literal.
    static func stringFieldReads(in line: String) -> [String] {
        // ModelObject has no public reads by name at all; these are the ways left to name a field in a string.
        let patterns = [#"\.field\(""#, #"index\(of: ""#, #"\[name: ""#, #"(object|entity|document)\[""#]
        return patterns.filter { line.range(of: $0, options: .regularExpression) != nil }
    }

    @Test func detectorCatchesStringReads() {
        #expect(!Self.stringFieldReads(in: #"let owners = nav.field("popGesture").field("delegate")"#).isEmpty)
        #expect(!Self.stringFieldReads(in: #"if object["root"].isWritten {"#).isEmpty)
        #expect(Self.stringFieldReads(in: #"let root = controller[\.root]"#).isEmpty)
        #expect(Self.stringFieldReads(in: #"try reader.string("title")"#).isEmpty)
    }

    @Test func noSwiftCodeReadsAModelFieldByAStringName() throws {
        for url in SourceHygieneTests.sources where !url.path.contains("/Plugins/") {
            let text = try String(contentsOf: url, encoding: .utf8)
            for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let found = Self.stringFieldReads(in: String(line))
                #expect(found.isEmpty, "\(url.lastPathComponent):\(offset + 1): reads a model field by name: \(line)")
            }
        }
    }
}
