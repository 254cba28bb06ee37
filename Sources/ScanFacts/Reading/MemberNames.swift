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

    /// `listView` for a transition made on `listView.navigationController`: the one object whose
    /// navigation controller a receiver chain (without `self`) names; nil for any other chain.
    package static func navigationControllerHolder(_ receiver: [String]) -> String? {
        guard receiver.count == 2, receiver[1] == "navigationController" else { return nil }
        return receiver[0]
    }
}
