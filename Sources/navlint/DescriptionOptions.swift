import ArgumentParser
import Driver
import Format

/// The options for reading app descriptions, shared by `check` and `lint`: standard input's name and the
/// parser's limits.
struct DescriptionOptions: ParsableArguments {
    @Option(help: "The file name to report for standard input; its folder is where the configuration is looked up.")
    var stdinFilename: String = "<stdin>"

    // Unconditional, so that `--max-file-size -1` reaches validate() and is called a bad limit, not a missing value.
    @Option(parsing: .unconditional, help: "Largest app description read, in bytes.")
    var maxFileSize: Int = ParseLimits.default.maxFileSize

    @Option(parsing: .unconditional, help: "Deepest nesting of mappings and lists in an app description.")
    var maxDepth: Int = ParseLimits.default.maxDepth

    @Option(parsing: .unconditional, help: "Most nodes that aliases may copy in, over a whole app description.")
    var maxAliasExpansion: Int = ParseLimits.default.maxAliasExpansion

    func validate() throws {
        guard maxFileSize > 0, maxDepth > 0, maxAliasExpansion >= 0 else {
            throw ValidationError("--max-file-size and --max-depth must be 1 or more, --max-alias-expansion 0 or more (got \(maxFileSize), \(maxDepth), \(maxAliasExpansion))")
        }
    }

    /// `request` with the paths, standard input's name and the limits filled in.
    func request(_ request: CheckRequest, paths: [String]) throws -> CheckRequest {
        if paths.filter({ $0 == "-" }).count > 1 {
            throw ValidationError("standard input (-) can be given only once")
        }
        var request = request
        request.paths = paths
        request.standardInputName = stdinFilename
        request.limits = ParseLimits(maxFileSize: maxFileSize, maxDepth: maxDepth, maxAliasExpansion: maxAliasExpansion)
        return request
    }
}
