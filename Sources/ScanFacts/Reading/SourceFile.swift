/// One file handed to the scanner: the path to name in comments and notes, and its text.
public struct SourceFile: Sendable {
    public let path: String
    public let text: String
    /// What the scanner reads the file as, decided by its name (and, for a Package.swift, whether it reads
    /// as a manifest), once: every step asks.
    package let kind: SourceKind
    /// Xcode preview code (`#Preview { }`, the bodies of `PreviewProvider` types) is left out of its tokens.
    private(set) var leavesOutPreviews = false

    public init(path: String, text: String) {
        self.path = path
        self.text = text
        let kind = Self.kind(of: path)
        // A source file that happens to be named Package.swift (an app's `class Package` model) is code: a
        // manifest imports PackageDescription, or at least names the platforms scan reads from it.
        self.kind = kind == .packageManifest && !text.contains("PackageDescription") && !text.contains("platforms:") ? .swift : kind
    }

    /// Compared as UTF-8 bytes: discovery asks for every file it walks, and comparing Characters cost
    /// about as much as reading a small file.
    private static func kind(of path: String) -> SourceKind {
        let bytes = Array(path.utf8)
        let slash = bytes.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
        let name = bytes[slash...]
        func ends(_ suffix: StaticString) -> Bool {
            let count = suffix.utf8CodeUnitCount
            guard name.count >= count else { return false }
            return suffix.withUTF8Buffer { name.suffix(count).elementsEqual($0) }
        }
        func isName(_ whole: StaticString) -> Bool { name.count == whole.utf8CodeUnitCount && ends(whole) }
        if isName("Package.swift") { return .packageManifest }
        if ends(".swift") { return .swift }
        if ends(".m") || ends(".mm") || ends(".h") { return .objectiveC }
        if ends(".pbxproj") || ends(".xcconfig") { return .buildSettings }
        if ends(".storyboard") || ends(".xib") { return .interfaceBuilder }
        // Xcode's `Info.plist`, and the `App-Info.plist` of older templates.
        if isName("Info.plist") || ends("-Info.plist") { return .propertyList }
        if isName("Podfile") || isName("Cartfile") { return .dependencyList }
        return .ignored
    }

    /// The same file with its Xcode preview code left out: a preview arranges the canvas, and the
    /// navigation it builds there is not the app's. Its tokens are dropped as the file is read, so every
    /// other token keeps its line and column.
    public func withoutPreviews() -> SourceFile {
        var file = self
        file.leavesOutPreviews = kind == .swift
        return file
    }

    /// True for the names the scanner reads; the command line uses it to pick files while walking folders.
    public static func isScannable(name: String) -> Bool {
        kind(of: name) != .ignored
    }
}

/// The kinds of file the scanner understands.
package enum SourceKind: Sendable, Equatable {
    case swift
    case objectiveC
    /// Package.swift: only its `platforms` are read.
    case packageManifest
    /// project.pbxproj and .xcconfig files: only IPHONEOS_DEPLOYMENT_TARGET is read.
    case buildSettings
    /// Storyboards and XIBs: scenes, segues, navigation items and views (InterfaceBuilderReading).
    case interfaceBuilder
    /// Info.plist: only the storyboards the app loads at launch (PropertyListReading).
    case propertyList
    /// CocoaPods' Podfile and Carthage's Cartfile: only the libraries they bring in.
    case dependencyList
    case ignored

    /// The lexer dialect for the file.
    var dialect: Dialect {
        switch self {
        case .swift, .packageManifest: .swift
        case .objectiveC, .buildSettings, .interfaceBuilder, .propertyList, .dependencyList, .ignored: .objectiveC
        }
    }
}
