import Format
import ScanFacts

/// The draft's `app:` entry: the SDK the app is built with and its lowest deployment target, each
/// with where it was found, or a marked placeholder and a note.
struct AppEntry: DraftPass {
    let input: DraftInput

    /// Where nothing in the sources names a deployment target, the draft writes this one for the reader to correct.
    static let placeholderTarget = Version(components: [15, 0])

    func run(notes: inout DraftNotes) -> (object: ObjectBuilder<AppKeys>, span: SourceSpan?) {
        var app = ObjectBuilder<AppKeys>()
        let project = appProject(notes: &notes)
        noteFilesLeftOut(notes: &notes)
        setSDK(on: &app, project: project, notes: &notes)
        let targets = deploymentTargets(of: project).map { (version: $0.version, origin: code.origin($0.place)) }
        guard let lowest = targets.min(by: { ($0.version, $0.origin) < ($1.version, $1.origin) }) else {
            let message = "found no deployment target (.iOS(...) in Package.swift, IPHONEOS_DEPLOYMENT_TARGET in project.pbxproj or .xcconfig); \"\(Self.placeholderTarget)\" is a placeholder, set the real one"
            notes.note(message, at: nil, on: .global)
            app.set(\.deploymentTarget, Self.placeholderTarget, at: nil, comment: "navlint scan: placeholder, not found in the sources")
            return (app, nil)
        }
        let versions = Set(targets.map(\.version))
        let comment = versions.count > 1 ? "\(lowest.origin) (the lowest of \(versions.count) targets found)" : nil
        app.set(\.deploymentTarget, lowest.version, seenAt: [lowest.origin], comment: comment)
        return (app, lowest.origin.span)
    }

    /// `app.sdk`: as given (`--sdk`, the configuration), else as the project file tells; else left at
    /// its default with a note, since iOS 26 rules then apply.
    private func setSDK(on app: inout ObjectBuilder<AppKeys>, project: ProjectFileList?, notes: inout DraftNotes) {
        let own = facts.xcodeVersions.filter { $0.place.file == project?.place.file }
        if let given = input.givenSDK {
            app.set(\.sdk, given.version, at: nil, comment: "from \(given.source)")
        } else if let told = SDKInference.sdk(from: own.isEmpty ? facts.xcodeVersions : own, code: code) {
            app.set(\.sdk, told.version, at: told.origin.span, comment: told.comment)
        } else {
            let key = FormatTerms.key(\AppKeys.sdk)
            let fallback = FormatTerms.defaultValue(\AppKeys.sdk)
            notes.note("found no LastUpgradeCheck or objectVersion in a project.pbxproj, so \(key) is left at its default (\(fallback)) and the iOS 26 rules apply; pass --sdk or set \(key) in .navlint.yml if the app is built with an older SDK", at: nil, on: .global)
        }
    }

    /// One note per project and reason for the files no iPhone build compiles, naming a few.
    private func noteFilesLeftOut(notes: inout DraftNotes) {
        let groups = Dictionary(grouping: code.filesLeftOut) { "\($0.project)\u{0}\($0.reason)" }
        for key in groups.keys.sorted() {
            guard let files = groups[key], let first = files.first else { continue }
            let names = files.prefix(3).map(\.path).joined(separator: ", ") + (files.count > 3 ? " and \(files.count - 3) more" : "")
            let count = files.count == 1 ? "1 file" : "\(files.count) files"
            let why: String
            switch first.reason {
            case .otherPlatforms(let platforms): why = "only \(FormatTerms.alternatives(platforms)) targets compile"
            case .noTarget: why = "no target compiles"
            }
            notes.note("\(count) that \(why) in \(first.project) \(files.count == 1 ? "was" : "were") not read: \(names)", at: nil, on: .global)
        }
    }

    /// With several Xcode projects in the tree (a demo, a design system, a sample beside the app), the
    /// app's own: the one that lists the most of the scanned Swift and Objective-C files, when one lists
    /// more than every other. Nil with one project or none, or a tie.
    private func appProject(notes: inout DraftNotes) -> ProjectFileList? {
        guard facts.projectFiles.count > 1 else { return nil }
        let sources = code.files.filter { $0.kind == .swift || $0.kind == .objectiveC }.map { $0.path.split(separator: "/").map(String.init) }
        // A file counts for a project that lists it, or that keeps a folder around it in step with the disk.
        // The projects are found by name for each file, so that a monorepo of many projects costs each file
        // a few lookups rather than one per project.
        var listing: [String: [Int]] = [:]
        var keeping: [String: [Int]] = [:]
        for (offset, project) in facts.projectFiles.enumerated() {
            for name in project.names { listing[name, default: []].append(offset) }
            for folder in project.synchronizedFolders { keeping[folder, default: []].append(offset) }
        }
        var counts = Array(repeating: 0, count: facts.projectFiles.count)
        for parts in sources {
            var projects = Set(parts.last.flatMap { listing[$0] } ?? [])
            for folder in parts.dropLast() { projects.formUnion(keeping[folder] ?? []) }
            for offset in projects { counts[offset] += 1 }
        }
        let counted = zip(facts.projectFiles, counts).map { (project: $0, count: $1) }.sorted { $0.count > $1.count }
        guard let best = counted.first, best.count > 0, counted.dropFirst().allSatisfy({ $0.count < best.count }) else { return nil }
        let others = counted.dropFirst().map { code.files[$0.project.place.file].path }
        notes.note("the app's project is taken to be \(code.files[best.project.place.file].path), which lists \(best.count) of the scanned source files; its SDK and deployment target are used, not those of \(FormatTerms.alternatives(others))", at: nil, on: .global)
        return best.project
    }

    /// The deployment targets of the app's project: set in its project file or in an .xcconfig file it
    /// lists; every target found when there is no such project or it sets none.
    private func deploymentTargets(of project: ProjectFileList?) -> [DeploymentTargetFact] {
        guard let project else { return facts.deploymentTargets }
        let own = facts.deploymentTargets.filter { target in
            let file = code.files[target.place.file]
            if target.place.file == project.place.file { return true }
            return file.kind == .buildSettings && file.path.hasSuffix(".xcconfig") && project.names.contains(file.path.split(separator: "/").last.map(String.init) ?? "")
        }
        return own.isEmpty ? facts.deploymentTargets : own
    }
}
