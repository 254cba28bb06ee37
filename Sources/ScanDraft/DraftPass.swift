import ScanFacts

/// One step of the draft stage. A pass is a value holding the input and the outputs of the passes it
/// needs (its stored properties, so that the compiler refuses to run it before them); `run` returns what
/// it found and notes what it could not attribute. Nothing a pass returns changes afterwards.
/// `DraftPipeline` lists the passes in the order they run.
protocol DraftPass: DraftReading {
    associatedtype Output
    func run(notes: inout DraftNotes) -> Output
}
