/// Which targets of an Xcode project compile each file, and for which platforms: a file that only a
/// tvOS, watchOS or macOS target compiles never runs on an iPhone, and a Swift or Objective-C file the
/// project lists but no target compiles never runs at all. Read from project.pbxproj's object graph:
/// each target's Sources and Resources phases, the groups that give its files their folders, and the
/// `SDKROOT` and `SUPPORTED_PLATFORMS` of its build configurations.
package enum TargetMembership {
    /// A scanned file scan leaves out, and why.
    package struct LeftOutFile: Sendable, Equatable {
        package enum Reason: Sendable, Equatable {
            /// Only targets for these platforms (`tvOS`, `watchOS`, `macOS`...) compile it.
            case otherPlatforms([String])
            /// The project lists it, but no target compiles it.
            case noTarget
        }

        package let path: String
        package let reason: Reason
        /// The project file that says so, by its display path.
        package let project: String
    }

    /// The files of `files` that no iPhone build compiles, by the project files among them. Each project's
    /// paths are put in one index first, so that a tree with many projects costs each file one lookup.
    package static func leftOut(of files: [SourceFile]) -> [LeftOutFile] {
        let projects = files.filter { $0.path.hasSuffix(".pbxproj") }.compactMap { XcodeTargets(file: $0) }
        guard !projects.isEmpty else { return [] }
        /// What the projects say of one path: the targets that build it, and the first project listing it.
        struct Listing {
            var targets: [XcodeTargets.Target] = []
            var listedBy: Int?

            mutating func add(_ more: [XcodeTargets.Target], from project: Int) {
                targets += more
                listedBy = listedBy ?? project
            }
        }
        var byPath: [String: Listing] = [:]
        var byFolder: [String: Listing] = [:]
        for (offset, project) in projects.enumerated() {
            for (path, indices) in project.targetsOfFile {
                byPath[path, default: Listing()].add(indices.map { project.targets[$0] }, from: offset)
            }
            for path in project.listedFiles { byPath[path, default: Listing()].add([], from: offset) }
            for (folder, indices) in project.synchronizedFolders {
                byFolder[folder, default: Listing()].add(indices.map { project.targets[$0] }, from: offset)
            }
        }
        var result: [LeftOutFile] = []
        for file in files where file.kind == .swift || file.kind == .objectiveC || file.kind == .interfaceBuilder {
            // Headers are never compiled on their own; they declare what the compiled files share.
            guard !file.path.hasSuffix(".h") else { continue }
            let key = XcodeTargets.normalised(file.path)
            var listing = byPath[key]
            if listing?.targets.isEmpty ?? true, !byFolder.isEmpty {
                // A folder kept in step with the disk, nearest first, builds what no project lists.
                var folder = Substring(key)
                while let slash = folder.lastIndex(of: "/") {
                    folder = folder[..<slash]
                    if let found = byFolder[String(folder)] {
                        listing = found
                        break
                    }
                }
            }
            guard let listing, let listedBy = listing.listedBy else { continue }
            let project = projects[listedBy]
            let platforms = Set(listing.targets.compactMap(\.otherPlatform))
            if listing.targets.contains(where: { $0.otherPlatform == nil }) { continue }
            if !platforms.isEmpty {
                result.append(LeftOutFile(path: file.path, reason: .otherPlatforms(platforms.sorted()), project: project.path))
            } else if file.kind != .interfaceBuilder, project.compilesSources {
                result.append(LeftOutFile(path: file.path, reason: .noTarget, project: project.path))
            }
        }
        return result + headersOf(result, in: files)
    }

    /// A header goes with its implementation beside it (`PlayerViewController.h` with `.m` or `.mm`): when no
    /// iPhone build compiles that, the classes the header declares are not the iPhone app's either.
    private static func headersOf(_ leftOut: [LeftOutFile], in files: [SourceFile]) -> [LeftOutFile] {
        var byImplementation: [String: LeftOutFile] = [:]
        for file in leftOut where file.path.hasSuffix(".m") || file.path.hasSuffix(".mm") {
            byImplementation[String(file.path[..<(file.path.lastIndex(of: ".") ?? file.path.endIndex)])] = file
        }
        guard !byImplementation.isEmpty else { return [] }
        return files.compactMap { file in
            guard file.path.hasSuffix(".h"), let implementation = byImplementation[String(file.path.dropLast(2))] else { return nil }
            return LeftOutFile(path: file.path, reason: implementation.reason, project: implementation.project)
        }
    }
}

/// One project.pbxproj read for its targets and the files each compiles, by normalised path.
struct XcodeTargets {
    struct Target {
        let name: String
        /// The platform when every configuration builds for one other than iOS; nil when the target may
        /// build for an iPhone (or scan cannot tell).
        let otherPlatform: String?
    }

    /// The project file's display path.
    let path: String
    /// The targets that compile or copy each file, by its path from the working directory, normalised.
    private(set) var targetsOfFile: [String: [Int]] = [:]
    private(set) var listedFiles: Set<String> = []
    /// Folders Xcode keeps in step with the disk, with the targets they belong to.
    private(set) var synchronizedFolders: [(folder: String, targets: [Int])] = []
    private(set) var targets: [Target] = []
    /// How many folders above the scanned folder the project sits (`../App.xcodeproj`: 1).
    private var upCount = 0
    /// True when some target compiles a Swift or Objective-C file: only then does a file in no target say
    /// something.
    private(set) var compilesSources = false

    init?(file: SourceFile) {
        guard let root = OpenStepPlist.parse(file.text)?.dictionary, let objects = root["objects"]?.dictionary,
              let rootID = root["rootObject"]?.string, let project = objects[rootID]?.dictionary else { return nil }
        path = file.path
        let projectFolder = Self.normalised(Self.folder(of: Self.folder(of: file.path)) + "/" + (project["projectDirPath"]?.string ?? ""))
        upCount = projectFolder.split(separator: "/").prefix { $0 == ".." }.count
        var groupFolder: [String: String] = [:]
        var filePaths: [String: [String]] = [:]
        var walked: Set<String> = []
        if let mainGroup = project["mainGroup"]?.string {
            walkGroup(mainGroup, folder: projectFolder, projectFolder: projectFolder, objects: objects, depth: 0, walked: &walked, groupFolder: &groupFolder, filePaths: &filePaths)
        }
        let projectPlatform = Self.otherPlatform(configurationList: project["buildConfigurationList"]?.string, objects: objects, productType: nil)
        for targetID in project["targets"]?.array?.compactMap(\.string) ?? [] {
            guard let target = objects[targetID]?.dictionary, target["isa"]?.string == "PBXNativeTarget" else { continue }
            let productType = target["productType"]?.string
            let platform = Self.otherPlatform(configurationList: target["buildConfigurationList"]?.string, objects: objects, productType: productType) ?? (Self.declaresSDK(target["buildConfigurationList"]?.string, objects: objects) ? nil : projectPlatform)
            let index = targets.count
            targets.append(Target(name: target["name"]?.string ?? targetID, otherPlatform: platform))
            for phaseID in target["buildPhases"]?.array?.compactMap(\.string) ?? [] {
                guard let phase = objects[phaseID]?.dictionary, let isa = phase["isa"]?.string,
                      isa == "PBXSourcesBuildPhase" || isa == "PBXResourcesBuildPhase" else { continue }
                for buildFileID in phase["files"]?.array?.compactMap(\.string) ?? [] {
                    guard let reference = objects[buildFileID]?.dictionary?["fileRef"]?.string else { continue }
                    for path in filePaths[reference] ?? [] {
                        targetsOfFile[path, default: []].append(index)
                        if isa == "PBXSourcesBuildPhase", Self.isCode(path) { compilesSources = true }
                    }
                }
            }
            for groupID in target["fileSystemSynchronizedGroups"]?.array?.compactMap(\.string) ?? [] {
                guard let folder = groupFolder[groupID] else { continue }
                synchronizedFolders.append((folder, [index]))
                compilesSources = true
            }
        }
        listedFiles = Set(filePaths.values.joined())
        if upCount > 0 {
            let count = upCount
            targetsOfFile = Dictionary(targetsOfFile.map { (Self.fromScannedFolder($0.key, upCount: count), $0.value) }, uniquingKeysWith: +)
            listedFiles = Set(listedFiles.map { Self.fromScannedFolder($0, upCount: count) })
            synchronizedFolders = synchronizedFolders.map { (Self.fromScannedFolder($0.folder, upCount: count), $0.targets) }
        }
    }

    /// For a project above the scanned folder, a path as the scanned folder names it: the project names
    /// it with `..` for each level up and then the folders walked down again (`../App/Feed.swift` from
    /// inside `App`), and scan does not know those folders' names, so both are dropped.
    private static func fromScannedFolder(_ path: String, upCount: Int) -> String {
        let parts = path.split(separator: "/")
        guard upCount > 0, parts.count > 2 * upCount, parts.prefix(upCount).allSatisfy({ $0 == ".." }) else { return path }
        return parts.dropFirst(2 * upCount).joined(separator: "/")
    }

    /// Each group once, and no deeper than any real project nests: a project that lists a group inside
    /// itself, or nests groups thousands deep (a hostile or broken one), ends there.
    private func walkGroup(_ id: String, folder: String, projectFolder: String, objects: [String: OpenStepPlist.Value], depth: Int,
                           walked: inout Set<String>, groupFolder: inout [String: String], filePaths: inout [String: [String]]) {
        guard depth < 128, walked.insert(id).inserted, let group = objects[id]?.dictionary else { return }
        for childID in group["children"]?.array?.compactMap(\.string) ?? [] {
            guard let child = objects[childID]?.dictionary else { continue }
            let own = child["path"]?.string ?? ""
            let base: String
            switch child["sourceTree"]?.string ?? "<group>" {
            case "<group>": base = folder
            case "SOURCE_ROOT": base = projectFolder
            default: continue
            }
            let childPath = Self.normalised(own.isEmpty ? base : base + "/" + own)
            switch child["isa"]?.string {
            case "PBXFileReference":
                filePaths[childID, default: []].append(childPath)
            case "PBXVariantGroup":
                // A localised storyboard: its variants (`Base.lproj/Main.storyboard`) sit beside the group.
                for variantID in child["children"]?.array?.compactMap(\.string) ?? [] {
                    guard let variant = objects[variantID]?.dictionary, let variantPath = variant["path"]?.string else { continue }
                    filePaths[childID, default: []].append(Self.normalised(base + "/" + variantPath))
                }
            case "PBXFileSystemSynchronizedRootGroup":
                groupFolder[childID] = childPath
            default:
                walkGroup(childID, folder: childPath, projectFolder: projectFolder, objects: objects, depth: depth + 1, walked: &walked, groupFolder: &groupFolder, filePaths: &filePaths)
            }
        }
    }

    /// SDKs that are not an iPhone's, by the name a message gives them.
    private static let otherSDKs: [String: String] = ["appletvos": "tvOS", "watchos": "watchOS", "macosx": "macOS", "xros": "visionOS"]

    /// The platform of a configuration list when every configuration names one SDK other than iOS and
    /// none lists the iPhone among its supported platforms; watch apps and extensions are watchOS.
    private static func otherPlatform(configurationList: String?, objects: [String: OpenStepPlist.Value], productType: String?) -> String? {
        if let productType, productType.contains("watchkit") || productType.contains("watchapp") { return "watchOS" }
        let settings = configurations(configurationList, objects: objects)
        guard !settings.isEmpty else { return nil }
        var found: Set<String> = []
        for setting in settings {
            if let supported = setting["SUPPORTED_PLATFORMS"]?.string, supported.contains("iphoneos") { return nil }
            guard let sdk = setting["SDKROOT"]?.string, let platform = otherSDKs[sdk] else { return nil }
            found.insert(platform)
        }
        return found.count == 1 ? found.first : nil
    }

    /// True when a configuration of the list sets `SDKROOT`, so the project's own does not apply.
    private static func declaresSDK(_ configurationList: String?, objects: [String: OpenStepPlist.Value]) -> Bool {
        configurations(configurationList, objects: objects).contains { $0["SDKROOT"] != nil }
    }

    private static func configurations(_ list: String?, objects: [String: OpenStepPlist.Value]) -> [[String: OpenStepPlist.Value]] {
        guard let list, let ids = objects[list]?.dictionary?["buildConfigurations"]?.array else { return [] }
        return ids.compactMap { $0.string.flatMap { objects[$0]?.dictionary?["buildSettings"]?.dictionary } }
    }

    private static func isCode(_ path: String) -> Bool {
        path.hasSuffix(".swift") || path.hasSuffix(".m") || path.hasSuffix(".mm")
    }

    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }

    /// `path` without `.` parts and with each `..` taking away the folder before it (leading ones stay).
    static func normalised(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }
}

/// The old-style property list project.pbxproj is written in: `{ key = value; }`, `( a, b, )`, quoted and
/// bare strings, comments. Nesting past a limit or a syntax error ends the read with nil.
enum OpenStepPlist {
    indirect enum Value {
        case string(String)
        case array([Value])
        case dictionary([String: Value])

        var string: String? { if case .string(let text) = self { text } else { nil } }
        var array: [Value]? { if case .array(let items) = self { items } else { nil } }
        var dictionary: [String: Value]? { if case .dictionary(let entries) = self { entries } else { nil } }
    }

    static func parse(_ text: String) -> Value? {
        var reader = Reader(bytes: Array(text.utf8))
        return reader.value(depth: 0)
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        mutating func value(depth: Int) -> Value? {
            guard depth < 64 else { return nil }
            skipSpaceAndComments()
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var entries: [String: Value] = [:]
                while true {
                    skipSpaceAndComments()
                    guard index < bytes.count else { return nil }
                    if bytes[index] == UInt8(ascii: "}") {
                        index += 1
                        return .dictionary(entries)
                    }
                    guard let key = string() else { return nil }
                    skipSpaceAndComments()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return nil }
                    index += 1
                    guard let item = value(depth: depth + 1) else { return nil }
                    entries[key] = item
                    skipSpaceAndComments()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else { return nil }
                    index += 1
                }
            case UInt8(ascii: "("):
                index += 1
                var items: [Value] = []
                while true {
                    skipSpaceAndComments()
                    guard index < bytes.count else { return nil }
                    if bytes[index] == UInt8(ascii: ")") {
                        index += 1
                        return .array(items)
                    }
                    guard let item = value(depth: depth + 1) else { return nil }
                    items.append(item)
                    skipSpaceAndComments()
                    guard index < bytes.count else { return nil }
                    if bytes[index] == UInt8(ascii: ",") { index += 1 } else if bytes[index] != UInt8(ascii: ")") { return nil }
                }
            default:
                return string().map(Value.string)
            }
        }

        private mutating func string() -> String? {
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "\"") {
                index += 1
                var text: [UInt8] = []
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                        index += 1
                        switch bytes[index] {
                        case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
                        case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
                        default: text.append(bytes[index])
                        }
                    } else {
                        text.append(bytes[index])
                    }
                    index += 1
                }
                guard index < bytes.count else { return nil }
                index += 1
                return String(decoding: text, as: UTF8.self)
            }
            let start = index
            while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
            guard index > start else { return nil }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        private static func isBare(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"):
                return true
            default:
                return false
            }
        }

        private mutating func skipSpaceAndComments() {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    index += 1
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                    index += 2
                    while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                    index += 2
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                } else {
                    return
                }
            }
        }
    }
}
