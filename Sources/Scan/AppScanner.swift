import Format
import Platform
import ScanDraft
import ScanFacts

/// Reads an app's Swift and Objective-C sources and writes a draft app description.
public enum AppScanner {
    /// Scans the files (in any order: they are sorted by path first) and returns the draft, the model it
    /// was written from, and its notes.
    /// `sdk` is `app.sdk` as the command line or the configuration gives it; else the project file tells it.
    public static func scan(_ files: [SourceFile], sdk: GivenSDK? = nil) throws(ScanError) -> ScanResult {
        var (draft, sources, classes, timings) = try read(files, sdk: sdk)
        let model = draft.document.buildDocument()
        var comments = draft.document.comments()
        comments.header = draft.header
        let app = AppDescription(document: model)
        let checkedApp = draft.checked.map { AppDescription(document: $0.buildDocument()) } ?? app
        timings.finish("model")
        let written = DescriptionWriter.renderMapped(model, sources: sources, comments: comments)
        timings.finish("draft text")
        return ScanResult(
            draft: written.text,
            draftLineOfPath: written.lineOfPath,
            app: app,
            checkedApp: checkedApp,
            sources: sources,
            comments: comments,
            notes: draft.notes,
            unplacedScreens: draft.unplacedScreens,
            screensWithOwnFullScreenPan: draft.screensWithOwnFullScreenPan,
            libraryRootScreens: draft.libraryRootScreens,
            otherPlaces: draft.otherPlaces,
            placeholderRootScreens: Set(app.navigationControllers.filter { checkedApp.controller($0.id) == nil }.map(\.rootID)),
            screenCount: draft.screenCount,
            navigationControllerCount: draft.controllerCount,
            fileCount: sources.count,
            classes: classes,
            timings: timings
        )
    }

    /// Reads the code into the app's objects: reading and facts (`CodeBase`, `Facts`), then the draft
    /// stage's passes (`DraftPipeline`). The tokens and outlines are the largest part of a scan; they are
    /// gone when this returns, before the model is built and written.
    private static func read(_ files: [SourceFile], sdk: GivenSDK?) throws(ScanError) -> (draft: Draft, sources: [String], classes: ClassLines, timings: StageTimings) {
        var timings = StageTimings()
        let code = CodeBase(filesOfTargets: files.filter { $0.kind != .ignored })
        timings.append(code.timings)
        guard code.files.contains(where: { $0.kind == .swift || $0.kind == .objectiveC }) else { throw .noSources }
        let facts = Facts(code: code)
        timings.finish("facts")
        let draft = try DraftPipeline.build(code: code, facts: facts, givenSDK: sdk)
        let classes = ClassLines(code: code)
        timings.finish("draft passes")
        return (draft, code.files.map(\.path), classes, timings)
    }
}

/// The outcome of a scan: the draft's text, the model it was written from, and what the scanner could
/// not work out.
public struct ScanResult: Sendable {
    /// The draft app description, YAML in the format of app-format.md.
    public let draft: String
    /// The line of the draft each written model path is on (`lineInDraft`).
    let draftLineOfPath: [String: Int]
    /// The app as the scan found it, the model the draft is written from: the rules run on it as on
    /// the draft read back. Every value's span names its file by index into `sources`.
    public let app: AppDescription
    /// The model `scan --check` runs the rules on: `app` without the placeholder navigation controllers a
    /// draft needs when the code shows no stack at all, whose stack and root scan made up.
    public let checkedApp: AppDescription
    /// The scanned files' display paths, by the index spans use.
    public let sources: [String]
    /// What the draft prints besides the values: its header, the origin lists and notes beside and
    /// under them.
    public let comments: DescriptionComments
    /// Everything the scanner recognised but could not attribute; each is also a comment in the draft.
    public let notes: [ScanNote]
    /// Ids of the screens opened only by code scan could not place in a stack, or shown outside any stack
    /// (the window's root, a tab): unreachable-screen is no finding on them (`sure(_:)` leaves it out; the
    /// draft carries a suppression comment for it).
    public let unplacedScreens: Set<String>
    /// Ids of the screens that install a full-screen pan on their stack while they show and remove it
    /// when they leave: the findings such a pan answers are left out on them (`isSure`).
    public let screensWithOwnFullScreenPan: Set<String>
    /// Ids of the screens that stand for a library's view controller at the root of a stack the app
    /// pushes onto: their code is unknown, so no finding on them is sure (`isSure`).
    public let libraryRootScreens: Set<String>
    /// For a value set by several statements each on its own (a form presented as a sheet in several
    /// places), by model path: the span of the first, where the value is placed, and the others'. A
    /// finding on the value belongs at each.
    public let otherPlaces: [String: (first: SourceSpan, others: [SourceSpan])]
    /// Ids of the roots of the placeholder navigation controllers, which `checkedApp` leaves out.
    public let placeholderRootScreens: Set<String>
    public let screenCount: Int
    public let navigationControllerCount: Int
    public let fileCount: Int
    /// Which class's code each line is in, and the app's classes' superclasses.
    let classes: ClassLines
    /// How long each stage of the scan took.
    public let timings: StageTimings
}

extension ScanResult {
    /// The class whose code holds `line` of source `file`, when every one of `objects` (classes of the app)
    /// is it or descends from it and it is not the first: a base class's line that a finding holds for
    /// in each subclass, which the report then names.
    public func baseClass(holdingLine line: Int, inSource file: Int, for objects: [String]) -> String? {
        guard let first = objects.first, let owner = classes.owner(ofLine: line, inFile: file), owner != first else { return nil }
        return objects.allSatisfy { classes.lineage(of: $0).contains(owner) } ? owner : nil
    }
}

extension ScanResult {
    /// A finding at every statement behind the value it is about: itself, and a copy at each other
    /// statement that sets the same value on its own (`otherPlaces`).
    public func atEveryPlace(_ finding: Diagnostic) -> [Diagnostic] {
        guard let places = otherPlaces[finding.path], places.first == finding.span else { return [finding] }
        return [finding] + places.others.map { span in
            var copy = finding
            copy.span = span
            return copy
        }
    }
}

extension ScanResult {
    /// The line of the draft `navlint check` reports a finding about `path` on: the path's own, else the
    /// nearest written one it lies under (a key left at its default is not written).
    public func lineInDraft(_ path: String) -> Int? {
        var path = Substring(path)
        while !path.isEmpty {
            if let line = draftLineOfPath[String(path)] { return line }
            guard let cut = path.utf8.lastIndex(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "[") }) else { return nil }
            path = path[..<cut]
        }
        return nil
    }
}
