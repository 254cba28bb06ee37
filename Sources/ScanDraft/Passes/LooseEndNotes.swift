import Format
import ScanFacts

/// Notes the statements the readers recognised but could not place (layouts without a collection view,
/// require-to-fail links to something else), and full-screen pop code in files no planned pan accounts
/// for, once per file.
struct LooseEndNotes: DraftPass {
    let input: DraftInput
    let pans: FullScreenPanPlan

    func run(notes: inout DraftNotes) {
        for end in facts.looseEnds {
            let owners = screens(ofCodeClass: code.ownerName(end.place))
            let anchor: DraftNotes.Anchor = owners.first.flatMap { selection.screenIDs[$0] }.map { .screen($0) } ?? .global
            notes.note(end.message, at: code.origin(end.place), on: anchor)
        }
        var fullScreenFiles: Set<Int> = []
        for (file, outline) in code.files.enumerated() where (outline.kind == .swift || outline.kind == .objectiveC) && !pans.coveredFiles.contains(file) {
            let stream = outline.stream
            for index in 0..<stream.count where !fullScreenFiles.contains(file) {
                let token = stream[index]
                guard code.isFullScreenPopCode(token, at: index, in: stream, file: file) else { continue }
                fullScreenFiles.insert(file)
                notes.noteFullScreenPopCode(token.text, at: code.origin(Place(file: file, token: index)))
            }
        }
    }
}
