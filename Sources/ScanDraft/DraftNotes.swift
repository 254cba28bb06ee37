import Format
import ScanFacts

/// The one accumulator of the draft stage: what scan could not attribute, each note once, and under
/// which entry of the draft it is printed. Every pass that notes something takes it `inout`; the order
/// notes arrive in is the order the passes run, so the draft's comments come out in that order.
struct DraftNotes {
    /// Where a note goes in the draft.
    enum Anchor {
        case global
        case screen(String)
        case controller(String)
    }

    /// Which files are vendored: what scan cannot tell about vendored code is no note about the app.
    private let vendored: [Bool]
    private(set) var notes: [ScanNote] = []
    private var noted: Set<ScanNote> = []
    /// The notes as the draft prints them, under each entry, and at the top.
    private(set) var screenRemarks: [String: [String]] = [:]
    private(set) var controllerRemarks: [String: [String]] = [:]
    private(set) var globalRemarks: [String] = []
    /// Values the draft places at the first of several statements that each set them on their own, by
    /// model path: that statement's span and the others', where a finding on the value belongs as well
    /// (`placeAlso`).
    private(set) var otherPlaces: [String: (first: SourceSpan, others: [SourceSpan])] = [:]

    init(vendored: [Bool]) {
        self.vendored = vendored
    }

    mutating func note(_ message: String, at origin: Origin?, on anchor: Anchor) {
        if let source = origin?.span.source, source >= 0, source < vendored.count, vendored[source] { return }
        let scanNote = ScanNote(path: origin?.path, line: origin?.line, column: origin.map { $0.spanShowsLine ? $0.span.start.column : 1 }, message: message)
        guard noted.insert(scanNote).inserted else { return }
        notes.append(scanNote)
        let remark = "navlint scan: " + message + (origin.map { " (\($0))" } ?? "")
        switch anchor {
        case .global: globalRemarks.append(remark)
        case .screen(let id): screenRemarks[id, default: []].append(remark)
        case .controller(let id): controllerRemarks[id, default: []].append(remark)
        }
    }
}

extension DraftNotes {
    /// Records that `others` set, each on its own, the value at model `path` the draft places at `first`.
    /// One place per line: a second statement on a line already named (`.sheet(...).sheet(...)`) adds none.
    mutating func placeAlso(_ others: [Origin], as first: Origin, path: String) {
        var lines: Set<[Int]> = [[first.span.source ?? -1, first.span.start.line]]
        let spans = others.map(\.span).filter { lines.insert([$0.source ?? -1, $0.start.line]).inserted }
        guard !spans.isEmpty else { return }
        otherPlaces[path] = (first.span, spans)
    }

    /// Full-screen pop code scan could not tie to the navigation controllers it reaches.
    mutating func noteFullScreenPopCode(_ text: String, at origin: Origin) {
        let key = FormatTerms.key(\NavigationControllerKeys.fullScreenPop)
        note("full-screen pop code found ('\(text)'), but navlint scan could not tell which navigation controllers it reaches, so \(key) is left out; describe it by hand", at: origin, on: .global)
    }
}
