/// One file handed to the scanner: the path to name in comments and notes, and its text.
public struct SourceFile: Sendable {
    public let path: String
    public let text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// What the scanner reads the file as, decided by its name alone.
    var kind: SourceKind {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if name == "Package.swift" { return .packageManifest }
        if name.hasSuffix(".swift") { return .swift }
        if name.hasSuffix(".m") || name.hasSuffix(".mm") || name.hasSuffix(".h") { return .objectiveC }
        if name.hasSuffix(".pbxproj") || name.hasSuffix(".xcconfig") { return .buildSettings }
        if name.hasSuffix(".storyboard") || name.hasSuffix(".xib") { return .interfaceBuilder }
        // Xcode's `Info.plist`, and the `App-Info.plist` of older templates.
        if name == "Info.plist" || name.hasSuffix("-Info.plist") { return .propertyList }
        return .ignored
    }

    /// True for the names the scanner reads; the command line uses it to pick files while walking folders.
    public static func isScannable(name: String) -> Bool {
        SourceFile(path: name, text: "").kind != .ignored
    }
}

/// The kinds of file the scanner understands.
enum SourceKind: Sendable, Equatable {
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
    case ignored

    /// The lexer dialect for the file.
    var dialect: Dialect {
        switch self {
        case .swift, .packageManifest: .swift
        case .objectiveC, .buildSettings, .interfaceBuilder, .propertyList, .ignored: .objectiveC
        }
    }
}
