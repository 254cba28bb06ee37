import Foundation
import Testing

/// The release as the repository declares it: the version in Sources/navlint/Version.swift, the one place
/// it is set, and where the project is published.
enum Release {
    static let homepage = "https://github.com/navlint/navlint"

    /// Read from the source, not from the binary, so the tests can compare the binary with it.
    static let version: String = {
        let source = (try? String(contentsOf: CLI.repository.appendingPathComponent("Sources/navlint/Version.swift"), encoding: .utf8)) ?? ""
        let prefix = "let navlintVersion = \""
        for line in source.split(separator: "\n") where line.hasPrefix(prefix) {
            return String(line.dropFirst(prefix.count).prefix { $0 != "\"" })
        }
        return "(no navlintVersion in Version.swift)"
    }()

    static var tag: String { "v\(version)" }

    /// The release folder that .ci/run's release step made (scripts/build-release), if the tests were told.
    static var releaseDirectory: URL? {
        ProcessInfo.processInfo.environment["NAVLINT_RELEASE_DIR"].map { URL(fileURLWithPath: $0) }
    }

    static let releaseSkipReason: Comment = "NAVLINT_RELEASE_DIR is not set: run scripts/build-release and set it to the folder it prints (.ci/run does both)"
}

/// Fenced code blocks of the documentation, so tests run the examples exactly as written.
enum DocBlocks {
    /// The text (without its fences) of the first fenced block in `file` whose first line starts with `prefix`.
    static func fenced(in file: String, startingWith prefix: String) -> String? {
        blocks(in: file).first { $0.text.hasPrefix(prefix) }?.text
    }

    /// The first fenced block of `language` after the line `heading` in `file`.
    static func fenced(in file: String, under heading: String, language: String) -> String? {
        guard let text = try? repositoryText(file), let start = text.range(of: "\n\(heading)\n") else { return nil }
        let offset = text.distance(from: text.startIndex, to: start.upperBound)
        return blocks(in: file).first { $0.offset >= offset && $0.language == language }?.text
    }

    /// Every fenced block, its lines without the indentation of its fence (a block inside a list item).
    private static func blocks(in file: String) -> [(language: String, text: String, offset: Int)] {
        guard let text = try? repositoryText(file) else { return [] }
        var result: [(String, String, Int)] = []
        var open: (language: String, indent: Int, lines: [Substring], offset: Int)?
        var offset = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            defer { offset += line.count + 1 }
            let indent = line.prefix { $0 == " " }.count
            let fence = line.dropFirst(indent).hasPrefix("```")
            if var block = open {
                if fence, indent == block.indent {
                    result.append((block.language, block.lines.joined(separator: "\n") + "\n", block.offset))
                    open = nil
                } else {
                    block.lines.append(line.dropFirst(min(block.indent, indent)))
                    open = block
                }
            } else if fence {
                open = (String(line.dropFirst(indent + 3)), indent, [], offset)
            }
        }
        return result
    }
}

/// A file of the repository as text.
func repositoryText(_ path: String) throws -> String {
    try String(contentsOf: CLI.repository.appendingPathComponent(path), encoding: .utf8)
}

/// Runs one of the repository's scripts (bash, by its #! line).
func runScript(_ name: String, _ arguments: [String] = [], directory: URL? = nil, environment: [String: String] = [:]) throws -> CLI.Output {
    try runProgram(CLI.repository.appendingPathComponent(name), arguments, directory: directory ?? CLI.repository, environment: environment)
}

/// The SHA-256 of a file in hex, by shasum (macOS, Perl) or sha256sum (GNU).
func sha256Hex(of file: URL) throws -> String {
    let output: CLI.Output
    if let shasum = programOnPath("shasum") {
        output = try runProgram(shasum, ["-a", "256", file.path], directory: file.deletingLastPathComponent())
    } else {
        let sha256sum = try #require(programOnPath("sha256sum"), "neither shasum nor sha256sum is installed")
        output = try runProgram(sha256sum, [file.path], directory: file.deletingLastPathComponent())
    }
    try #require(output.status == 0, "\(output.stderr)")
    return String(output.stdout.prefix { $0 != " " })
}

/// Every match of the first group of `pattern` in `text`.
func captures(of pattern: String, in text: String) -> [String] {
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return ["(bad pattern \(pattern))"] }
    let range = NSRange(text.startIndex..., in: text)
    return expression.matches(in: text, range: range).compactMap { match in
        Range(match.range(at: 1), in: text).map { String(text[$0]) }
    }
}
