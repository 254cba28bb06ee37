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
        setSDK(on: &app, notes: &notes)
        let targets = facts.deploymentTargets.map { (version: $0.version, origin: code.origin($0.place)) }
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
    private func setSDK(on app: inout ObjectBuilder<AppKeys>, notes: inout DraftNotes) {
        if let given = input.givenSDK {
            app.set(\.sdk, given.version, at: nil, comment: "from \(given.source)")
        } else if let told = SDKInference.sdk(from: facts.xcodeVersions, code: code) {
            app.set(\.sdk, told.version, at: told.origin.span, comment: told.comment)
        } else {
            let key = FormatTerms.key(\AppKeys.sdk)
            let fallback = FormatTerms.defaultValue(\AppKeys.sdk)
            notes.note("found no LastUpgradeCheck or objectVersion in a project.pbxproj, so \(key) is left at its default (\(fallback)) and the iOS 26 rules apply; pass --sdk or set \(key) in .navlint.yml if the app is built with an older SDK", at: nil, on: .global)
        }
    }
}
