import Foundation
import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
@testable import Format

/// Expects `block` (one or more whole lines) to appear in `draft` exactly, lines in a row.
func expectLines(_ block: String, in draft: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let wanted = block.hasSuffix("\n") ? block : block + "\n"
    let found = draft.hasPrefix(wanted) || draft.contains("\n" + wanted)
    #expect(found, "missing lines:\n\(wanted)\nin draft:\n\(draft)", sourceLocation: sourceLocation)
}

/// The lines of the draft entry that starts with the line `header` (for example `  home:`), up to the
/// next line indented as much or less.
func entry(_ header: String, in draft: String) -> String {
    let lines = draft.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(of: header) else { return "" }
    let indent = header.prefix { $0 == " " }.count
    var result = [header]
    for line in lines[(start + 1)...] {
        let lineIndent = line.prefix { $0 == " " }.count
        if line.isEmpty || lineIndent <= indent { break }
        result.append(line)
    }
    return result.joined(separator: "\n") + "\n"
}
