import Format
import Platform
import Rules
import Scan
import ScanDraft

extension ScanCache.Key {
    /// The key of a lint of the files `read` for `request` under `configuration`: the request names the
    /// entry, and the inputs are every file read (path and content), the SDK given, the configuration file
    /// and every rule file the linter loads. Nil when one of those cannot be read: the run goes on
    /// without the cache and reports the failure as it would.
    init?(request: ScanRequest, options: CheckRequest, read: [ScanRun.ReadFile], configuration: Configuration, given: GivenSDK?) {
        let fields = [
            "directory \(FileSystem.currentDirectory())",
            "paths \(request.paths.joined(separator: "\u{0}"))",
            "exclude \(request.excluding.joined(separator: "\u{0}"))",
            "tests \(request.includesTests)",
            "sdk \(request.sdk ?? "")",
            "config \(request.configurationFile ?? "")",
            "rules \(options.ruleSources.directories.joined(separator: "\u{0}"))",
            "limits \(options.limits.maxFileSize) \(options.limits.maxDepth) \(options.limits.maxAliasExpansion)",
            "documented \(options.describesRules)",
        ]
        var inputs = ContentHash()
        for file in read {
            inputs.add(file.path)
            inputs.add(file.source.path)
            inputs.add(file.contentHash)
        }
        inputs.add(given.map { "\($0.version) \($0.source)" } ?? "")
        var governing = configuration.file.map { [$0] } ?? []
        do {
            for directory in options.ruleSources.directories + configuration.rulesDirectories {
                governing += try RuleSources.ruleFiles(in: directory)
            }
            for file in governing {
                inputs.add(file)
                inputs.add(ContentHash.of(try FileSystem.read(file, limit: ParseLimits.default.maxFileSize)))
            }
        } catch {
            return nil
        }
        self.init(request: fields.joined(separator: "\n"), inputs: inputs.value)
    }
}
