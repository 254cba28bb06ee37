import ScanDraft
import ScanFacts

// The types of the lower layers that a user of scan names, so that `import Scan` is all a user needs.

/// A file handed to the scan: its display path and text.
public typealias SourceFile = ScanFacts.SourceFile
/// Where one comment of a source file is.
public typealias SourceComment = ScanFacts.SourceComment
/// The comments of a source file, for suppression directives.
public typealias SourceComments = ScanFacts.SourceComments
/// What the statements layer must never do on any input, for the fuzzer.
public typealias StatementsProbe = ScanFacts.StatementsProbe
/// `app.sdk` as the command line or the configuration gives it.
public typealias GivenSDK = ScanDraft.GivenSDK
/// Something the scanner could not tell, with the line that raised it.
public typealias ScanNote = ScanDraft.ScanNote
/// Why no draft could be written.
public typealias ScanError = ScanDraft.ScanError
