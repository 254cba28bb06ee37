import InterfaceBuilder

/// A storyboard or XIB as scan reads it. Its tokens are its elements' start tags, one per element
/// in document order, so a `Place` names an element by its index and every IB fact gets its
/// file:line:column the way code facts do.
struct InterfaceBuilderReading: Sendable {
    let file: InterfaceBuilderFile?
    let error: XMLError?
    let tokens: [Token]
    /// The name code loads it by: `Main` for `Base.lproj/Main.storyboard`.
    let name: String

    init(file source: SourceFile) {
        let base = source.path.split(separator: "/").last.map(String.init) ?? source.path
        let isXIB = base.hasSuffix(".xib")
        name = String(base.dropLast(isXIB ? 4 : 11))
        switch InterfaceBuilderFile.read(source.text, kind: isXIB ? .xib : .storyboard) {
        case .success(let read):
            file = read
            error = nil
            tokens = Self.elementTokens(read.document)
        case .failure(let failure):
            file = nil
            error = failure
            var token = Token(kind: .string, text: "")
            token.place(from: failure.location, to: failure.location)
            tokens = [token]
        }
    }
}

extension InterfaceBuilderReading {
    /// One token per element, at its start tag: what scan reads of an XML file stands in for tokens.
    static func elementTokens(_ document: XMLDocument) -> [Token] {
        document.elements.map { element in
            var token = Token(kind: .string, text: element.name)
            token.place(from: element.start, to: element.end)
            return token
        }
    }
}
