import Format
import Platform
import Rules
import Scan
import ScanDraft

extension ScanCache.Key {
    /// The key of a lint of the files `read` for `request`: the request names the entry, and the inputs
    /// are every file read (path and content), the SDK given, and the configuration and rule files that
    /// govern the lint (`governing`, each with the hash of its bytes).
    init(request: ScanRequest, options: CheckRequest, read: [ScanRun.ReadFile], given: GivenSDK?, governing: [(path: String, hash: UInt64)]) {
        // Each field with its length, so that no path or pattern can read as another field.
        let fields: [(String, String)] = [
            ("directory", FileSystem.currentDirectory()),
            ("paths", request.paths.joined(separator: "\u{0}")),
            ("exclude", request.excluding.joined(separator: "\u{0}")),
            ("tests", "\(request.includesTests)"),
            ("sdk", request.sdk ?? ""),
            ("config", request.configurationFile ?? ""),
            ("rules", options.ruleSources.directories.joined(separator: "\u{0}")),
            ("limits", "\(options.limits.maxFileSize) \(options.limits.maxDepth) \(options.limits.maxAliasExpansion)"),
            ("documented", "\(options.describesRules)"),
        ]
        var inputs = ContentHash()
        inputs.add(UInt64(read.count))
        for file in read {
            inputs.add(file.path)
            inputs.add(file.source.path)
            inputs.add(file.contentHash)
        }
        inputs.add(given.map { "\($0.version) \($0.source)" } ?? "")
        inputs.add(UInt64(governing.count))
        for file in governing {
            inputs.add(file.path)
            inputs.add(file.hash)
        }
        self.init(request: fields.map { "\($0.0) \($0.1.utf8.count) \($0.1)" }.joined(separator: "\n"), inputs: inputs.value)
    }

    /// The configuration's file and the rule files its linter would load (`--rules` folders, then the
    /// configuration's `rulesDirectories`), read now; nil when one cannot be read, and the run goes on
    /// without the cache to report that as it would.
    static func governingFiles(for configuration: Configuration, options: CheckRequest) -> [(path: String, hash: UInt64)]? {
        var paths = configuration.file.map { [$0] } ?? []
        do {
            for directory in options.ruleSources.directories + configuration.rulesDirectories {
                paths += try RuleSources.ruleFiles(in: directory)
            }
            return try paths.map { ($0, ContentHash.of(try FileSystem.read($0, limit: ParseLimits.default.maxFileSize))) }
        } catch {
            return nil
        }
    }
}
