import Testing
import Format
@testable import InterfaceBuilder

/// The XML reader scan uses for storyboards and XIBs: what it reads, where it places each element
/// and attribute, and the positioned error it gives for each kind of malformed input.
@Suite struct XMLReaderTests {
    func read(_ text: String, limits: XMLLimits = XMLLimits()) throws -> XMLDocument {
        try XMLReader.read(text, limits: limits).get()
    }

    func error(_ text: String, limits: XMLLimits = XMLLimits()) -> XMLError? {
        if case .failure(let error) = XMLReader.read(text, limits: limits) { return error }
        return nil
    }

    @Test func elementsAttributesAndPositions() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="storyboard" initialViewController="a1">
            <scenes>
                <scene sceneID="s1"><viewController id="a1" customClass="HomeViewController"/></scene>
            </scenes>
        </document>
        """
        let document = try read(text)
        #expect(document.elements.map(\.name) == ["document", "scenes", "scene", "viewController"])
        let root = try #require(document.root)
        #expect(root.start == SourceLocation(line: 2, column: 1))
        #expect(root.end == SourceLocation(line: 2, column: 56))
        #expect(root.attribute("initialViewController") == "a1")
        let initial = try #require(root.attributeNode("initialViewController"))
        #expect(initial.start == SourceLocation(line: 2, column: 29))
        #expect(initial.end == SourceLocation(line: 2, column: 55))
        let controller = document.elements[3]
        #expect(controller.start == SourceLocation(line: 4, column: 29))
        #expect(controller.parent == 2)
        #expect(document.ancestors(of: controller).map(\.name) == ["scene", "scenes", "document"])
        #expect(document.children(of: root).map(\.name) == ["scenes"])
        #expect(controller.attributeNode("customClass")?.start == SourceLocation(line: 4, column: 53))
    }

    @Test func columnsCountUnicodeScalarsAndLineBreaksOfEveryKind() throws {
        // "é" is two UTF-8 bytes and one column; CR LF and a lone CR each end one line.
        let document = try read("<a t=\"é\" u=\"x\">\r\n<b/>\r<c/></a>")
        #expect(document.elements[0].attributeNode("u")?.start == SourceLocation(line: 1, column: 10))
        #expect(document.elements[1].start == SourceLocation(line: 2, column: 1))
        #expect(document.elements[2].start == SourceLocation(line: 3, column: 1))
        // A byte order mark takes no column.
        #expect(try read("\u{FEFF}<a/>").elements[0].start == SourceLocation(line: 1, column: 1))
    }

    @Test func entitiesAndCharacterReferences() throws {
        let document = try read("<a v=\"&lt;&gt;&amp;&quot;&apos;&#10;&#x41;&#233;\">x &amp; y&#x1F600;</a>")
        #expect(document.elements[0].attribute("v") == "<>&\"'\nAé")
        #expect(document.elements[0].text == "x & y😀")
    }

    @Test func attributeQuotingAndWhiteSpace() throws {
        let document = try read("<a one='single \"inner\"' two = \"double 'inner'\"\ttab=\"a\tb\nc\"/>")
        let element = document.elements[0]
        #expect(element.attribute("one") == "single \"inner\"")
        #expect(element.attribute("two") == "double 'inner'")
        // Tabs and line breaks written as they are become spaces, as XML reads attribute values.
        #expect(element.attribute("tab") == "a b c")
        #expect(element.attribute("missing") == nil)
    }

    @Test func commentsCDATAAndProcessingInstructions() throws {
        let text = """
        <?xml version="1.0"?>
        <!-- Xcode writes this -->
        <?xml-stylesheet href="x"?>
        <a><!-- <b/> is not an element here --><![CDATA[<b/> & ]]]]><![CDATA[>]]><?pi data?></a>
        <!-- trailing -->
        """
        let document = try read(text)
        #expect(document.elements.map(\.name) == ["a"])
        #expect(document.elements[0].text == "<b/> & ]]>")
    }

    /// A property list's document type names an external DTD that is never loaded: it is skipped.
    @Test func anExternalDocumentTypeIsSkipped() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>
        """
        let document = try read(text)
        #expect(document.elements.map(\.name) == ["plist", "dict", "key", "string"])
        #expect(document.elements[3].text == "Main")
        #expect(document.elements[3].start == SourceLocation(line: 3, column: 59))
    }

    @Test(arguments: [
        ("<a><b></a>", "1:7", "end tag 'a' does not match 'b' opened at 1:4"),
        ("<a>", "1:4", "the file ends inside element 'a', opened at 1:1 and never closed"),
        ("<a b=c/>", "1:6", "the value of attribute 'b' must be in quotes"),
        ("<a b=\"1\" b=\"2\"/>", "1:10", "attribute 'b' is written twice on 'a'"),
        ("<a b=\"x\"c=\"y\"/>", "1:9", "expected white space, '>' or '/>' after 'b'"),
        ("<a b=\"<\"/>", "1:7", "'<' may not stand in an attribute value; write '&lt;'"),
        ("<a>&nbsp;</a>", "1:4", "unknown entity '&nbsp;' (only &lt; &gt; &amp; &quot; &apos; and character references are defined)"),
        ("<a>AT&T</a>", "1:6", "'&' must start an entity such as '&amp;' or '&#10;'; write '&amp;' for a lone ampersand"),
        ("<a>&#0;</a>", "1:4", "character reference to U+0, which XML does not allow"),
        ("<a>&#x110000;</a>", "1:4", "character reference beyond U+10FFFF"),
        ("<a>&#12a;</a>", "1:8", "'a' is not a digit of a character reference"),
        ("<a/><b/>", "1:5", "a second root element; a document has exactly one"),
        ("<a/>text", "1:5", "text 't' after the root element; only white space, comments and processing instructions may stand there"),
        ("<!DOCTYPE a [<!ENTITY x \"y\">]><a/>", "1:1", "document type declarations with an internal subset are not read (storyboards, XIBs and property lists have none)"),
        ("<!DOCTYPE a SYSTEM \"a.dtd\"><!DOCTYPE a><a/>", "1:28", "a document type declaration may only stand once, before the root element"),
        ("<a><!DOCTYPE a></a>", "1:4", "a document type declaration may only stand once, before the root element"),
        ("<!DOCTYPE a PUBLIC \"-//x", "1:25", "the file ends inside a quoted identifier of the document type declaration begun at 1:1"),
        ("<a><!-- a -- b --></a>", "1:11", "'--' may not stand inside a comment"),
        ("<a><!-- open", "1:13", "the file ends inside a comment begun at 1:4"),
        ("<a><![CDATA[x</a>", "1:18", "the file ends inside a CDATA section begun at 1:4"),
        ("<a>]]></a>", "1:4", "']]>' may only end a CDATA section"),
        ("</a>", "1:1", "end tag 'a' closes no open element"),
        ("< a/>", "1:2", "expected an element name after '<', found U+0020"),
        ("", "1:1", "the file holds no root element"),
        ("<a>\n\u{1}</a>", "2:1", "character U+0001 is not allowed in XML"),
        ("<a/>\n<?xml version=\"1.0\"?>", "2:1", "the XML declaration may only stand at the very start of the file"),
        ("<a b=\"x", "1:8", "the file ends inside the value of attribute 'b' begun at 1:4"),
    ])
    func malformedInputIsAPositionedError(_ text: String, _ location: String, _ message: String) {
        let found = error(text)
        #expect(found.map { "\($0.location)" } == location)
        #expect(found?.message == message)
    }

    @Test func depthAndSizeLimits() throws {
        let nested = String(repeating: "<a>", count: 300) + String(repeating: "</a>", count: 300)
        let deep = error(nested)
        #expect(deep?.message == "elements nest deeper than the limit of 256")
        #expect(deep?.location == SourceLocation(line: 1, column: 256 * 3 + 1))
        #expect(try read(nested, limits: XMLLimits(maxDepth: 300)).elements.count == 300)
        let large = error("<a>0123456789</a>", limits: XMLLimits(maxSize: 10))
        #expect(large?.description == "1:1: the file has 17 bytes, more than the limit of 10")
    }
}
