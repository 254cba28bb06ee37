import Format

/// A small, strict, non-validating XML reader for the machine-written XML of storyboards and XIBs:
/// elements, attributes, the five predefined entities and character references, comments, processing
/// instructions (the `<?xml ?>` declaration among them) and CDATA sections. A document type declaration
/// is read only as a name and external identifiers before the root (property lists carry one); one with
/// an internal subset is refused, so no entity of the file's own can expand. Every element and attribute keeps its
/// 1-based line and column (columns in Unicode scalars); malformed input ends in an `XMLError` at the
/// offending character, never a trap.
public enum XMLReader {
    public static func read(_ text: String, limits: XMLLimits = XMLLimits()) -> Result<XMLDocument, XMLError> {
        guard text.utf8.count <= limits.maxSize else {
            return .failure(XMLError(location: .fileStart, message: "the file has \(text.utf8.count) bytes, more than the limit of \(limits.maxSize)"))
        }
        var scanner = XMLScanner(text: text, maxDepth: limits.maxDepth)
        do {
            return .success(try scanner.document())
        } catch {
            return .failure(error)
        }
    }
}

/// The reader's state while it walks the text once, front to back.
private struct XMLScanner {
    let scalars: [Unicode.Scalar]
    let maxDepth: Int
    var offset = 0
    var line = 1
    var column = 1
    var elements: [XMLElement] = []
    /// The elements whose end tag is still to come, innermost last.
    var open: [Int] = []
    var rootClosed = false
    var sawDocumentType = false

    init(text: String, maxDepth: Int) {
        scalars = Array(text.unicodeScalars)
        self.maxDepth = maxDepth
    }

    var location: SourceLocation { SourceLocation(line: line, column: column) }

    func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
        let index = offset + ahead
        return index < scalars.count ? scalars[index] : nil
    }

    /// Moves past one character; a CR LF pair is one line break, and a lone CR is one too.
    mutating func advance() {
        guard let scalar = peek() else { return }
        offset += 1
        if scalar == "\n" || (scalar == "\r" && peek() != "\n") {
            line += 1
            column = 1
        } else if scalar != "\r" {
            column += 1
        }
    }

    func looks(at word: String) -> Bool {
        var index = offset
        for scalar in word.unicodeScalars {
            guard index < scalars.count, scalars[index] == scalar else { return false }
            index += 1
        }
        return true
    }

    mutating func skip(_ word: String) {
        for _ in word.unicodeScalars { advance() }
    }

    func failure(_ message: String, at place: SourceLocation? = nil) -> XMLError {
        XMLError(location: place ?? location, message: message)
    }

    // MARK: - Document

    mutating func document() throws(XMLError) -> XMLDocument {
        try checkCharacters()
        // A byte order mark is no character of the document: positions start after it.
        if peek() == "\u{FEFF}" { offset += 1 }
        if looks(at: "<?xml"), let next = peek(5), Self.isSpace(next) || next == "?" {
            try processingInstruction()
        }
        while let scalar = peek() {
            if scalar == "<" {
                if looks(at: "</") {
                    try endTag()
                } else if looks(at: "<!--") {
                    try comment()
                } else if looks(at: "<![CDATA[") {
                    try characterData()
                } else if looks(at: "<?") {
                    if looks(at: "<?xml"), let next = peek(5), Self.isSpace(next) || next == "?" {
                        throw failure("the XML declaration may only stand at the very start of the file")
                    }
                    try processingInstruction()
                } else if looks(at: "<!DOCTYPE") {
                    try documentType()
                } else if looks(at: "<!") {
                    throw failure("unexpected '<!': expected a comment '<!--' or a CDATA section '<![CDATA['")
                } else {
                    try startTag()
                }
            } else if scalar == "&" {
                let start = location
                let value = try reference()
                try appendText(value, at: start)
            } else {
                let start = location
                var run = ""
                while let next = peek(), next != "<", next != "&" {
                    if next == "]", looks(at: "]]>") { throw failure("']]>' may only end a CDATA section") }
                    if next == "\r" {
                        advance()
                        if peek() != "\n" { run.unicodeScalars.append("\n") }
                        continue
                    }
                    run.unicodeScalars.append(next)
                    advance()
                }
                try appendText(run, at: start)
            }
        }
        if let last = open.last, last < elements.count {
            let element = elements[last]
            throw failure("the file ends inside element '\(element.name)', opened at \(element.start) and never closed")
        }
        guard !elements.isEmpty else { throw failure("the file holds no root element") }
        return XMLDocument(elements: elements)
    }

    /// Text goes to the innermost open element; outside the root only white space may stand.
    mutating func appendText(_ text: String, at start: SourceLocation) throws(XMLError) {
        if let current = open.last, current < elements.count {
            elements[current].text += text
        } else if let stray = text.unicodeScalars.first(where: { !Self.isSpace($0) }) {
            let place = rootClosed ? "after the root element" : "before the root element"
            throw failure("text \(Self.shown(stray)) \(place); only white space, comments and processing instructions may stand there", at: start)
        }
    }

    /// XML 1.0 allows tab, line feed, carriage return and everything from U+0020 but U+FFFE and U+FFFF.
    mutating func checkCharacters() throws(XMLError) {
        var checkLine = 1
        var checkColumn = 1
        for index in scalars.indices {
            let scalar = scalars[index]
            let value = scalar.value
            let allowed = value == 0x9 || value == 0xA || value == 0xD || (value >= 0x20 && value != 0xFFFE && value != 0xFFFF)
            if !allowed {
                throw failure("character \(Self.shown(scalar)) is not allowed in XML", at: SourceLocation(line: checkLine, column: checkColumn))
            }
            if scalar == "\n" || (scalar == "\r" && (index + 1 >= scalars.count || scalars[index + 1] != "\n")) {
                checkLine += 1
                checkColumn = 1
            } else if scalar != "\r" && !(index == 0 && scalar == "\u{FEFF}") {
                checkColumn += 1
            }
        }
    }

    // MARK: - Markup

    mutating func startTag() throws(XMLError) {
        let start = location
        guard !rootClosed || !open.isEmpty else { throw failure("a second root element; a document has exactly one") }
        advance()
        let name = try name(what: "an element name after '<'")
        var attributes: [XMLAttribute] = []
        // Names seen, so that an element with many attributes is checked for a repeated one in one pass.
        var names: Set<String> = []
        while true {
            let hadSpace = skipSpace()
            guard let scalar = peek() else { throw failure("the file ends inside the start tag of '\(name)' opened at \(start)") }
            if scalar == ">" || looks(at: "/>") { break }
            guard hadSpace else { throw failure("expected white space, '>' or '/>' after '\(attributes.last?.name ?? name)'") }
            let attribute = try self.attribute()
            if !names.insert(attribute.name).inserted {
                throw failure("attribute '\(attribute.name)' is written twice on '\(name)'", at: attribute.start)
            }
            attributes.append(attribute)
        }
        let closesItself = looks(at: "/>")
        skip(closesItself ? "/>" : ">")
        guard open.count < maxDepth else { throw failure("elements nest deeper than the limit of \(maxDepth)", at: start) }
        let index = elements.count
        let parent = open.last
        elements.append(XMLElement(name: name, attributes: attributes, index: index, parent: parent, start: start, end: location))
        if let parent, parent < elements.count { elements[parent].children.append(index) }
        if closesItself {
            if open.isEmpty { rootClosed = true }
        } else {
            open.append(index)
        }
    }

    mutating func endTag() throws(XMLError) {
        let start = location
        skip("</")
        let name = try name(what: "an element name after '</'")
        skipSpace()
        guard peek() == ">" else { throw failure("expected '>' to end the end tag of '\(name)'") }
        advance()
        guard let current = open.last, current < elements.count else {
            throw failure("end tag '\(name)' closes no open element", at: start)
        }
        let element = elements[current]
        guard element.name == name else {
            throw failure("end tag '\(name)' does not match '\(element.name)' opened at \(element.start)", at: start)
        }
        open.removeLast()
        if open.isEmpty { rootClosed = true }
    }

    mutating func attribute() throws(XMLError) -> XMLAttribute {
        let start = location
        let name = try name(what: "an attribute name")
        skipSpace()
        guard peek() == "=" else { throw failure("expected '=' after attribute '\(name)'") }
        advance()
        skipSpace()
        guard let quote = peek(), quote == "\"" || quote == "'" else {
            throw failure("the value of attribute '\(name)' must be in quotes")
        }
        advance()
        var value = ""
        while true {
            guard let scalar = peek() else { throw failure("the file ends inside the value of attribute '\(name)' begun at \(start)") }
            if scalar == quote { break }
            switch scalar {
            case "<":
                throw failure("'<' may not stand in an attribute value; write '&lt;'")
            case "&":
                value += try reference()
            case "\r":
                // Line breaks and tabs written as they are become spaces; `&#10;` keeps a line break.
                advance()
                if peek() != "\n" { value.unicodeScalars.append(" ") }
            case "\n", "\t":
                advance()
                value.unicodeScalars.append(" ")
            default:
                advance()
                value.unicodeScalars.append(scalar)
            }
        }
        advance()
        return XMLAttribute(name: name, value: value, start: start, end: location)
    }

    /// `&lt;`, `&gt;`, `&amp;`, `&quot;`, `&apos;`, `&#NN;` and `&#xNN;`.
    mutating func reference() throws(XMLError) -> String {
        let start = location
        advance()
        if peek() == "#" {
            advance()
            let hexadecimal = peek() == "x"
            if hexadecimal { advance() }
            var value: UInt32 = 0
            var digits = 0
            while let scalar = peek(), scalar != ";" {
                guard let digit = Self.digit(scalar, hexadecimal: hexadecimal) else {
                    throw failure("\(Self.shown(scalar)) is not a \(hexadecimal ? "hexadecimal " : "")digit of a character reference")
                }
                value = value * (hexadecimal ? 16 : 10) + digit
                digits += 1
                if value > 0x10FFFF { throw failure("character reference beyond U+10FFFF", at: start) }
                advance()
            }
            guard peek() == ";" else { throw failure("the file ends inside a character reference begun at \(start)") }
            guard digits > 0 else { throw failure("a character reference needs digits", at: start) }
            advance()
            let allowed = value == 0x9 || value == 0xA || value == 0xD || (value >= 0x20 && value != 0xFFFE && value != 0xFFFF)
            guard allowed, let scalar = Unicode.Scalar(value) else {
                throw failure("character reference to U+\(String(value, radix: 16, uppercase: true)), which XML does not allow", at: start)
            }
            return String(Character(scalar))
        }
        var name = ""
        while let scalar = peek(), scalar != ";", name.unicodeScalars.count < 32 {
            guard Self.isNameCharacter(scalar) else { break }
            name.unicodeScalars.append(scalar)
            advance()
        }
        guard peek() == ";" else { throw failure("'&' must start an entity such as '&amp;' or '&#10;'; write '&amp;' for a lone ampersand", at: start) }
        advance()
        switch name {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default: throw failure("unknown entity '&\(name);' (only &lt; &gt; &amp; &quot; &apos; and character references are defined)", at: start)
        }
    }

    mutating func comment() throws(XMLError) {
        let start = location
        skip("<!--")
        while peek() != nil {
            if looks(at: "--") {
                guard looks(at: "-->") else { throw failure("'--' may not stand inside a comment") }
                skip("-->")
                return
            }
            advance()
        }
        throw failure("the file ends inside a comment begun at \(start)")
    }

    mutating func characterData() throws(XMLError) {
        let start = location
        guard let current = open.last, current < elements.count else {
            throw failure("a CDATA section may only stand inside an element")
        }
        skip("<![CDATA[")
        var value = ""
        while let scalar = peek() {
            if looks(at: "]]>") {
                skip("]]>")
                elements[current].text += value
                return
            }
            advance()
            if scalar == "\r" {
                if peek() != "\n" { value.unicodeScalars.append("\n") }
            } else {
                value.unicodeScalars.append(scalar)
            }
        }
        throw failure("the file ends inside a CDATA section begun at \(start)")
    }

    /// `<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://…">`: the name and external identifiers
    /// are skipped (nothing is ever loaded from them); only one may stand, before the root element.
    mutating func documentType() throws(XMLError) {
        let start = location
        guard elements.isEmpty, !sawDocumentType else { throw failure("a document type declaration may only stand once, before the root element") }
        sawDocumentType = true
        skip("<!DOCTYPE")
        guard skipSpace() else { throw failure("expected white space after '<!DOCTYPE'") }
        _ = try name(what: "the document type's name")
        while true {
            skipSpace()
            guard let scalar = peek() else { throw failure("the file ends inside the document type declaration begun at \(start)") }
            if scalar == ">" {
                advance()
                return
            }
            if scalar == "[" { throw failure("document type declarations with an internal subset are not read (storyboards, XIBs and property lists have none)", at: start) }
            if scalar == "\"" || scalar == "'" {
                advance()
                while let next = peek(), next != scalar { advance() }
                guard peek() != nil else { throw failure("the file ends inside a quoted identifier of the document type declaration begun at \(start)") }
                advance()
            } else {
                _ = try name(what: "PUBLIC, SYSTEM, a quoted identifier or '>' in the document type declaration")
            }
        }
    }

    mutating func processingInstruction() throws(XMLError) {
        let start = location
        skip("<?")
        _ = try name(what: "a processing instruction's target after '<?'")
        while peek() != nil {
            if looks(at: "?>") {
                skip("?>")
                return
            }
            advance()
        }
        throw failure("the file ends inside a processing instruction begun at \(start)")
    }

    // MARK: - Characters

    mutating func name(what: String) throws(XMLError) -> String {
        guard let first = peek(), Self.isNameStart(first) else {
            let found = peek().map { Self.shown($0) } ?? "the end of the file"
            throw failure("expected \(what), found \(found)")
        }
        var name = ""
        while let scalar = peek(), Self.isNameCharacter(scalar) {
            name.unicodeScalars.append(scalar)
            advance()
        }
        return name
    }

    @discardableResult
    mutating func skipSpace() -> Bool {
        var skipped = false
        while let scalar = peek(), Self.isSpace(scalar) {
            advance()
            skipped = true
        }
        return skipped
    }

    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
    }

    static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (value >= 0x61 && value <= 0x7A) || (value >= 0x41 && value <= 0x5A) || scalar == "_" || scalar == ":" || (value >= 0xC0 && value != 0xD7 && value != 0xF7)
    }

    static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return isNameStart(scalar) || (value >= 0x30 && value <= 0x39) || scalar == "-" || scalar == "." || value == 0xB7
    }

    static func digit(_ scalar: Unicode.Scalar, hexadecimal: Bool) -> UInt32? {
        let value = scalar.value
        if value >= 0x30 && value <= 0x39 { return value - 0x30 }
        guard hexadecimal else { return nil }
        if value >= 0x61 && value <= 0x66 { return value - 0x61 + 10 }
        if value >= 0x41 && value <= 0x46 { return value - 0x41 + 10 }
        return nil
    }

    /// A character as a message shows it: printable ones in quotes, others as U+XXXX.
    static func shown(_ scalar: Unicode.Scalar) -> String {
        scalar.value >= 0x21 && scalar.value != 0x7F ? "'\(Character(scalar))'" : "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
