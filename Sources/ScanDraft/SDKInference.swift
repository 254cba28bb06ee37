import Format
import ScanFacts

/// Where the draft's `app.sdk` came from when the command line or the configuration names it.
public struct GivenSDK: Sendable, Equatable {
    public let version: Version
    /// What the draft's comment says about it: `--sdk`, `.navlint.yml`.
    public let source: String

    public init(version: Version, source: String) {
        self.version = version
        self.source = source
    }
}

/// The iOS SDK of the Xcode that last opened a project. The sources do not name the SDK an app is built
/// with; the project file names the Xcode (`LastUpgradeCheck`, written by each Xcode that upgrades it, and
/// `objectVersion`, the file format, which only says which Xcode at least wrote it), and each Xcode ships
/// one iOS SDK. The pairs are those of Apple's Xcode release notes
/// (https://developer.apple.com/documentation/xcode-release-notes) and the support table
/// (https://developer.apple.com/support/xcode/).
enum SDKInference {
    /// Xcode major version -> the iOS SDK major it ships (Xcode 26 follows the year numbering of iOS 26).
    static let sdkByXcodeMajor: [Int: Int] = [
        8: 10, 9: 11, 10: 12, 11: 13, 12: 14, 13: 15, 14: 16, 15: 17, 16: 18, 26: 26,
    ]

    /// project.pbxproj `objectVersion` -> the Xcode that writes that format (46 is written by every
    /// Xcode up to 8, so it names 8 at least).
    static let xcodeByObjectVersion: [Int: Int] = [
        46: 8, 47: 8, 48: 9, 50: 9, 51: 10, 52: 11, 53: 12, 54: 12, 55: 13, 56: 14, 60: 15, 63: 15, 70: 16, 77: 16,
    ]

    /// `LastUpgradeCheck` writes Xcode 14.3 as 1430 and 9.4 as 0940.
    static func xcodeMajor(lastUpgradeCheck value: Int) -> Int { value / 100 }

    /// The SDK a project tells, with the fact that shows it and a comment saying how: the newest Xcode any
    /// scanned project names (`LastUpgradeCheck` over `objectVersion`, which only gives a lower bound).
    static func sdk(from facts: [XcodeProjectFact], code: CodeBase) -> (version: Version, origin: Origin, comment: String)? {
        var best: (xcode: Int, sdk: Int, fact: XcodeProjectFact)?
        for kind in [XcodeProjectFact.Kind.lastUpgradeCheck, .objectVersion] {
            for fact in facts where fact.kind == kind {
                let xcode = kind == .lastUpgradeCheck ? xcodeMajor(lastUpgradeCheck: fact.value) : xcodeByObjectVersion[fact.value]
                // From Xcode 26 on, Xcode and iOS share the year's number, so a newer Xcode than the table knows still says its SDK.
                guard let xcode, let sdk = sdkByXcodeMajor[xcode] ?? (xcode > 26 && xcode < 100 ? xcode : nil) else { continue }
                if best.map({ xcode > $0.xcode || (xcode == $0.xcode && code.origin(fact.place) < code.origin($0.fact.place)) }) ?? true {
                    best = (xcode, sdk, fact)
                }
            }
            if best != nil { break }
        }
        guard let best else { return nil }
        let origin = code.origin(best.fact.place)
        let said = best.fact.kind == .lastUpgradeCheck ? "LastUpgradeCheck = \(best.fact.value)" : "objectVersion = \(best.fact.value)"
        let opened = best.fact.kind == .lastUpgradeCheck ? "last opened by Xcode \(best.xcode)" : "written by Xcode \(best.xcode) or later"
        return (Version(components: [best.sdk, 0]), origin, "\(origin): \(said), \(opened), whose iOS SDK is \(best.sdk)")
    }
}
