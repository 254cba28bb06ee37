/// How scan spells a member: its name as its property, and a member chain without the `self` keyword.
package enum MemberNames {
    /// A member's name as its property: `self.gallery` and the instance variable `_gallery` are `gallery`.
    package static func property(_ name: String) -> String {
        name.hasPrefix("_") && name.count > 1 ? String(name.dropFirst()) : name
    }

    /// A member chain without a leading `self` keyword: `self.timer` is `timer`. Only the keyword is
    /// dropped; `CodeBase.withoutSelf(_:at:)` also drops a local that holds `self` (`weakSelf`), which
    /// needs the method the chain is in.
    static func withoutSelfKeyword(_ chain: [String]) -> [String] {
        chain.first == "self" ? Array(chain.dropFirst()) : chain
    }
}
