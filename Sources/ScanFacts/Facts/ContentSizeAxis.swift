/// A scroll view known to scroll sideways by its content size: `contentSize = CGSize(width:
/// view.bounds.width * 3, height: ...)`, `CGSizeMake(kScreenWidth * pages.count, h)`. The width is a
/// multiple of a width, by a literal of 2 or more or by a count of pages, and the height is no
/// multiple of a height (content wide and tall at once is left as it is).
extension Facts {
    /// True when a `contentSize` value is several widths wide and one height tall.
    static func isWideContent(_ value: Range<Int>, in stream: TokenStream) -> Bool {
        guard let (width, height) = sizeArguments(value, in: stream) else { return false }
        return isMultiple(width, of: "width", in: stream) && !isMultiple(height, of: "height", in: stream)
    }

    /// The width and height of `CGSize(width:height:)`, `.init(width:height:)` or `CGSizeMake(w, h)`.
    private static func sizeArguments(_ value: Range<Int>, in stream: TokenStream) -> (Range<Int>, Range<Int>)? {
        guard let name = value.first(where: { stream.isName($0) && stream.isPunctuation($0 + 1, "(") }),
              ["CGSize", "CGSizeMake", "init"].contains(stream[name].text) else { return nil }
        let arguments = stream.arguments(openingAt: name + 1)
        guard arguments.count == 2 else { return nil }
        if stream[name].text == "CGSizeMake" { return (arguments[0].value, arguments[1].value) }
        guard arguments[0].label == "width", arguments[1].label == "height" else { return nil }
        return (arguments[0].value, arguments[1].value)
    }

    /// `a * b` at the top level where one side names a `width` (or `height`, the `dimension`) and the
    /// other is a number of 2 or more or names a count of pages (`pages.count`, `numberOfPages`).
    private static func isMultiple(_ range: Range<Int>, of dimension: String, in stream: TokenStream) -> Bool {
        var depth = 0
        for index in range {
            let token = stream[index]
            if token.kind == .punctuation {
                if token.text == "(" || token.text == "[" { depth += 1 }
                if token.text == ")" || token.text == "]" { depth -= 1 }
                guard depth == 0, token.text == "*" else { continue }
                let left = range.lowerBound..<index
                let right = (index + 1)..<range.upperBound
                return (names(dimension, in: left, stream) && isPageCount(right, stream)) || (names(dimension, in: right, stream) && isPageCount(left, stream))
            }
        }
        return false
    }

    private static func names(_ dimension: String, in range: Range<Int>, _ stream: TokenStream) -> Bool {
        range.contains { stream.isName($0) && stream[$0].text.lowercased().contains(dimension) }
    }

    private static let numberConversions: Set<String> = ["CGFloat", "Double", "Float", "Int"]

    /// A literal of 2 or more (`3`, `3.0f`, `CGFloat(3)`), or a name that counts pages.
    private static func isPageCount(_ range: Range<Int>, _ stream: TokenStream) -> Bool {
        let numbers = range.compactMap { index -> Double? in
            guard let token = stream.at(index), token.kind == .number else { return nil }
            return Double(token.text.trimmingSuffix("f"))
        }
        if numbers.count == 1, let number = numbers.first, stream.names(in: range).allSatisfy(numberConversions.contains) {
            return number >= 2
        }
        return range.contains { index in
            guard stream.isName(index) else { return false }
            let name = stream[index].text.lowercased()
            return name == "count" || name.hasSuffix("count") || name.contains("pages") || name.hasPrefix("numberof")
        }
    }
}

private extension String {
    /// The text without one trailing `suffix` (a C float literal's `f`).
    func trimmingSuffix(_ suffix: Character) -> String {
        last == suffix || last == Character(suffix.uppercased()) ? String(dropLast()) : self
    }
}
