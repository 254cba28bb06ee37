/// Xcode preview code, found by its tokens: `#Preview` (with its arguments) and its block, and the
/// body of a type that conforms to `PreviewProvider`.
enum PreviewCode {
    /// The tokens without those of preview code; the tokens keep their own positions, so nothing else moves.
    static func removed(from tokens: [Token]) -> [Token] {
        let marked = tokens.contains { ($0.kind == .hashKeyword && $0.text == "#Preview") || $0.isIdentifier("PreviewProvider") }
        guard marked else { return tokens }
        let stream = TokenStream(tokens: tokens, dialect: .swift)
        var dropped = [Bool](repeating: false, count: tokens.count)
        for index in tokens.indices {
            let token = tokens[index]
            if token.kind == .hashKeyword, token.text == "#Preview" {
                var cursor = index + 1
                if stream.isPunctuation(cursor, "("), let close = stream.partner(of: cursor) { cursor = close + 1 }
                guard stream.isPunctuation(cursor, "{"), let close = stream.partner(of: cursor) else { continue }
                for covered in index...close { dropped[covered] = true }
            } else if token.isIdentifier("PreviewProvider"), let open = bodyBrace(after: index, in: stream), let close = stream.partner(of: open) {
                for covered in (open + 1)..<close { dropped[covered] = true }
            }
        }
        return tokens.indices.filter { !dropped[$0] }.map { tokens[$0] }
    }

    /// The `{` that opens the body of the type whose head names `PreviewProvider` at `index`.
    private static func bodyBrace(after index: Int, in stream: TokenStream) -> Int? {
        var cursor = index + 1
        while let token = stream.at(cursor), cursor < index + 64 {
            if token.isPunctuation("{") { return cursor }
            if token.isPunctuation("}") || token.isPunctuation(";") || token.isPunctuation(")") { return nil }
            if token.isPunctuation("("), let close = stream.partner(of: cursor) { cursor = close + 1; continue }
            cursor += 1
        }
        return nil
    }
}
