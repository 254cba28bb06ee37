/// Hard limits that turn abusive input into an error instead of a hang or an out-of-memory kill.
public struct ParseLimits: Sendable, Hashable {
    /// Largest file read, in bytes.
    public var maxFileSize: Int
    /// Deepest nesting of mappings and lists.
    public var maxDepth: Int
    /// Most nodes that aliases may copy in, summed over every alias (guards against "billion laughs").
    public var maxAliasExpansion: Int

    public init(maxFileSize: Int = 64 << 20, maxDepth: Int = 256, maxAliasExpansion: Int = 1_000_000) {
        self.maxFileSize = maxFileSize
        self.maxDepth = maxDepth
        self.maxAliasExpansion = maxAliasExpansion
    }

    public static let `default` = ParseLimits()
}
