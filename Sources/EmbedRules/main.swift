import Format
import Platform
import Rules

// `EmbedRules OUTPUT RULE_FILE...`: checks the built-in rule files and writes them as one Swift source,
// `enum BuiltinRuleFiles`, that the Rules target compiles: Sources/Rules/Catalog/BuiltinRuleFiles.swift,
// generated and kept in git (EmbedRulesTests fails when it differs from what this writes for rules.d, and
// NAVLINT_REGENERATE=1 rewrites it). Each rule is written twice: its text, for explanations, listings,
// SARIF and the examples, and its checking part already parsed and type-checked (`RuleArchive`), which is
// all `navlint check` reads. It reads no folder: the caller names the files.

/// A rule file that cannot be embedded, reported as `path:line:column: error: message` like a compiler.
struct EmbedFailure: Error {
    let path: String
    let line: Int
    let column: Int
    let message: String

    var description: String { "\(path):\(line):\(column): error: \(message)" }
}

/// Reads, checks and renders the rule files.
enum RuleEmbedding {
    /// Larger than any rule file could sensibly be; a bigger file is a mistake, not a rule.
    static let sizeLimit = 1 << 20

    /// The rule's id: the file name without `.yaml`, in the characters a rule id may have (the rule loader
    /// checks that the file declares the same id).
    static func id(of path: String) throws -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard name.hasSuffix(".yaml") else {
            throw EmbedFailure(path: path, line: 1, column: 1, message: "a built-in rule file is named <rule-id>.yaml")
        }
        let id = String(name.dropLast(".yaml".count))
        guard !id.isEmpty, id.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }) else {
            throw EmbedFailure(path: path, line: 1, column: 1, message: "a rule id is lower-case words joined by hyphens, so '\(name)' cannot be a rule file")
        }
        return id
    }

    /// The file's text, which must survive a Swift string literal byte for byte: UTF-8, and no control
    /// character but tab and line feed (Swift would turn a carriage return into a line feed; YAML allows
    /// none of the others anyway).
    static func text(of path: String) throws -> String {
        let bytes = try FileSystem.read(path, limit: sizeLimit)
        guard bytes.count <= sizeLimit else {
            throw EmbedFailure(path: path, line: 1, column: 1, message: "larger than \(sizeLimit) bytes")
        }
        var line = 1
        var column = 1
        for byte in bytes {
            if (byte < 0x20 && byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\t")) || byte == 0x7F {
                let what = byte == UInt8(ascii: "\r") ? "a carriage return (save the file with \\n line ends)" : "control character \(byte)"
                throw EmbedFailure(path: path, line: line, column: column, message: "\(what) cannot be embedded")
            }
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        let text = String(decoding: bytes, as: UTF8.self)
        // Decoding replaces malformed UTF-8 with U+FFFD, so a difference in the bytes means the file was not UTF-8.
        guard text.utf8.elementsEqual(bytes) else {
            throw EmbedFailure(path: path, line: 1, column: 1, message: "not UTF-8")
        }
        return text
    }

    /// A raw multi-line literal holding `text`, with enough `#`s that nothing in it ends the literal or
    /// starts an escape. Its content is everything between the line after the opening delimiter and the
    /// line break before the closing one, so `text` comes back unchanged, its last line break included.
    static func literal(_ text: String) -> String {
        var hashes = "#"
        while text.contains("\"\"\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
        return "\(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)"
    }

    /// An ordinary one-line string literal holding `text`: the archive's strings may hold any character the
    /// rule file's YAML escapes produced, which a raw literal could not carry byte for byte.
    static func escapedLiteral(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": output += "\\\\"
            case "\"": output += "\\\""
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: output += "\\u{\(String(scalar.value, radix: 16))}"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }

    /// The Swift source: each rule's id, its whole text, and its checking part pre-parsed.
    static func source(_ rules: [(id: String, text: String, archive: String)]) -> String {
        var output = """
        // Generated from rules.d by Sources/EmbedRules; do not edit. After changing a rule file, run
        // NAVLINT_REGENERATE=1 swift test --filter EmbedRulesTests.

        /// The text of every built-in rule file, embedded so the binary works with no rules.d beside it, and what
        /// checking needs of it already parsed and type-checked (`RuleArchive`), which is what `navlint check` loads.
        enum BuiltinRuleFiles {
            static let files: [(id: String, text: String, archive: String)] = [

        """
        for rule in rules {
            output += "        (\"\(rule.id)\", \(literal(rule.text)),\n         \(escapedLiteral(rule.archive))),\n"
        }
        output += "    ]\n}\n"
        return output
    }

    /// Embeds the files into `output`, which is left untouched when its text would not change, so that
    /// a rerun with no real change does not recompile the Rules target.
    static func run(output: String, paths: [String]) throws {
        var rules: [(id: String, text: String, archive: String)] = []
        var seen: [String: String] = [:]
        for path in paths {
            let id = try id(of: path)
            if let other = seen[id] {
                throw EmbedFailure(path: path, line: 1, column: 1, message: "rule '\(id)' is also in \(other)")
            }
            seen[id] = path
            let text = try text(of: path)
            do {
                rules.append((id, text, try RuleArchive.archive(text: text, file: path, expectedID: id)))
            } catch let error as PositionedError {
                throw EmbedFailure(path: path, line: error.location.line, column: error.location.column, message: error.message)
            }
        }
        // Byte order of the ids, whatever order the caller (or a shell glob's locale) gave.
        rules.sort { $0.id.utf8.lexicographicallyPrecedes($1.id.utf8) }
        let source = source(rules)
        let current = try? FileSystem.read(output, limit: 64 * sizeLimit)
        if current.map({ $0.elementsEqual(source.utf8) }) != true {
            try FileSystem.writeAtomically(source, to: output)
        }
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.count < 2 {
    try? FileSystem.write("usage: EmbedRules OUTPUT RULE_FILE...\n", to: .error)
    ProcessContext.exit(2)
}
do {
    try RuleEmbedding.run(output: arguments[0], paths: Array(arguments.dropFirst()))
} catch let failure as EmbedFailure {
    try? FileSystem.write(failure.description + "\n", to: .error)
    ProcessContext.exit(1)
} catch {
    try? FileSystem.write("error: EmbedRules: \(error)\n", to: .error)
    ProcessContext.exit(1)
}
