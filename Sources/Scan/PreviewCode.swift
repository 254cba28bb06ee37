import Format

extension SourceFile {
    /// The file with its Xcode preview code blanked out: `#Preview { }` blocks and the bodies of
    /// `PreviewProvider` types become spaces (line breaks stay), so every other line and column is where
    /// it was. A preview arranges the canvas; the navigation it builds there is not the app's.
    public func withoutPreviews() -> SourceFile {
        guard kind == .swift, text.contains("#Preview") || text.contains("PreviewProvider") else { return self }
        let outline = FileOutline(file: self)
        let stream = outline.stream
        let spans = SwiftUIViews.previewRanges(in: outline).compactMap { range -> (start: SourceLocation, end: SourceLocation)? in
            guard !range.isEmpty, range.lowerBound >= 0, range.upperBound <= stream.count else { return nil }
            return (stream[range.lowerBound].start, stream[range.upperBound - 1].end)
        }
        guard !spans.isEmpty else { return self }
        func blanked(_ location: SourceLocation) -> Bool {
            spans.contains { location >= $0.start && location < $0.end }
        }
        var result = String.UnicodeScalarView()
        var line = 1
        var column = 1
        let scalars = Array(text.unicodeScalars)
        for (offset, scalar) in scalars.enumerated() {
            // Line breaks are counted as the lexer counts them: LF, CRLF, or a lone CR.
            let breaksLine = scalar == "\n" || (scalar == "\r" && (offset + 1 >= scalars.count || scalars[offset + 1] != "\n"))
            if scalar == "\n" || scalar == "\r" {
                result.append(scalar)
            } else {
                result.append(blanked(SourceLocation(line: line, column: column)) ? " " : scalar)
            }
            if breaksLine {
                line += 1
                column = 1
            } else if scalar != "\r" {
                column += 1
            }
        }
        return SourceFile(path: path, text: String(result))
    }
}
