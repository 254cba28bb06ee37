import ArgumentParser
import Driver
import Platform

/// Where linting code keeps its findings between runs (`lint` and `scan`), so a run over sources it has
/// seen answers without scanning them again.
struct CacheOptions: ParsableArguments {
    @Option(help: "Keep the cache in this folder (default: navlint in ~/Library/Caches on macOS, $XDG_CACHE_HOME or ~/.cache elsewhere).")
    var cachePath: String?

    @Flag(help: "Neither read nor write the cache: scan every source again.")
    var noCache = false

    func validate() throws {
        if noCache, cachePath != nil {
            throw ValidationError("--no-cache turns the cache off and --cache-path says where it is: give one")
        }
        if cachePath?.isEmpty == true { throw ValidationError("--cache-path takes a folder") }
    }

    /// The cache these options ask for, told apart from other builds of navlint by version and by the
    /// program's own file; nil with `--no-cache`, when there is no cache folder to use, or when the system
    /// does not say which program runs (entries of another build of the same version could be read).
    var cache: ScanCache? {
        guard !noCache, let folder = cachePath ?? ScanCache.defaultFolder(), let build = ProcessContext.executableIdentity() else { return nil }
        return ScanCache(folder: folder, toolIdentity: "navlint \(navlintVersion) \(build)")
    }
}
