import Format
import ScanFacts

/// The app's own Xcode project among those scanned, and the deployment targets it sets: the draft's
/// `app:` entry writes the lowest, and code that runs only below it is left out before any pass.
struct AppProject: Sendable {
    /// Nil with one project or none, or when no project lists more of the sources than every other.
    let project: ProjectFileList?
    /// Which project was taken and why, when several were found.
    let note: String?
    /// The deployment targets set in that project or an .xcconfig file it lists; every target found
    /// when there is no such project or it sets none.
    let deploymentTargets: [DeploymentTargetFact]

    /// With several Xcode projects in the tree (a demo, a design system, a sample beside the app), the
    /// app's own is the one that lists the most of the scanned Swift and Objective-C files.
    init(code: CodeBase, facts: Facts) {
        let chosen = Self.choose(code: code, facts: facts)
        project = chosen?.project
        note = chosen?.note
        guard let project = chosen?.project else {
            deploymentTargets = facts.deploymentTargets
            return
        }
        let own = facts.deploymentTargets.filter { target in
            let file = code.files[target.place.file]
            if target.place.file == project.place.file { return true }
            return file.kind == .buildSettings && file.path.hasSuffix(".xcconfig") && project.names.contains(file.path.split(separator: "/").last.map(String.init) ?? "")
        }
        deploymentTargets = own.isEmpty ? facts.deploymentTargets : own
    }

    /// The lowest deployment target, nil when the sources name none.
    var lowestDeploymentTarget: Version? {
        deploymentTargets.map(\.version).min()
    }

    private static func choose(code: CodeBase, facts: Facts) -> (project: ProjectFileList, note: String)? {
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
        return (best.project, "the app's project is taken to be \(code.files[best.project.place.file].path), which lists \(best.count) of the scanned source files; its SDK and deployment target are used, not those of \(FormatTerms.alternatives(others))")
    }
}
