import Foundation
import Format
import ScanFacts

/// A few lines of Swift or Objective-C with markers (`1️⃣`, `2️⃣`, ...) where a test expects something:
/// the markers are taken out, and each remembers the line and column (in Unicode scalars, 1-based) of
/// the token that followed it. `variants` reruns the same code with CRLF line ends and with non-ASCII
/// text before every line, so a reader is proven on more than the text as typed.
public struct MarkedSource {
    public let text: String
    public let markers: [String: Format.SourceLocation]

    public static let symbols = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    public init(_ marked: String) {
        var text = ""
        var markers: [String: Format.SourceLocation] = [:]
        var line = 1
        var column = 1
        var rest = Substring(marked)
        outer: while let character = rest.first {
            for symbol in Self.symbols where rest.hasPrefix(symbol) {
                markers[symbol] = Format.SourceLocation(line: line, column: column)
                rest = rest.dropFirst(symbol.count)
                continue outer
            }
            text.append(character)
            if character == "\n" || character == "\r\n" {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
            rest = rest.dropFirst()
        }
        self.text = text
        self.markers = markers
    }

    private init(text: String, markers: [String: Format.SourceLocation]) {
        self.text = text
        self.markers = markers
    }

    /// The code as typed, with CRLF line ends, and with a non-ASCII comment opening every line (which
    /// moves every marker right by its length in scalars) under a non-ASCII first line.
    public var variants: [(name: String, source: MarkedSource)] {
        let crlf = MarkedSource(text: text.replacingOccurrences(of: "\n", with: "\r\n"), markers: markers)
        let prefix = "/* ü→中 */ "
        let shift = prefix.unicodeScalars.count
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : prefix + $0 }
        let shifted = "// café — 導航 🚀\n" + lines.joined(separator: "\n")
        let moved = markers.mapValues { Format.SourceLocation(line: $0.line + 1, column: $0.column + shift) }
        return [("as typed", self), ("CRLF", crlf), ("non-ASCII", MarkedSource(text: shifted, markers: moved))]
    }

    /// The index of the token that starts at a marker.
    public func token(_ marker: String, in stream: TokenStream) -> Int? {
        guard let location = markers[marker] else { return nil }
        return (0..<stream.count).first { stream[$0].start == location }
    }
}
