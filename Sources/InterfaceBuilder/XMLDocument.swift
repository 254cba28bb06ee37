import Format

/// A well-formed XML document as `XMLReader` read it: its elements in document order, each with the
/// place of its start tag and of every attribute.
public struct XMLDocument: Sendable {
    /// Every element in the order its start tag appears; the root is the first.
    public let elements: [XMLElement]

    public var root: XMLElement? { elements.first }

    /// The element at an index, or nil outside the document.
    public func element(_ index: Int) -> XMLElement? {
        index >= 0 && index < elements.count ? elements[index] : nil
    }

    /// The children of an element, in document order.
    public func children(of element: XMLElement) -> [XMLElement] {
        element.children.compactMap { self.element($0) }
    }

    /// The elements enclosing an element, nearest first.
    public func ancestors(of element: XMLElement) -> [XMLElement] {
        var result: [XMLElement] = []
        var current = element.parent.flatMap { self.element($0) }
        while let found = current {
            result.append(found)
            current = found.parent.flatMap { self.element($0) }
        }
        return result
    }
}

/// One element: its name, attributes and text, where its start tag is, and its place in the tree by
/// index into `XMLDocument.elements`.
public struct XMLElement: Sendable {
    public let name: String
    public let attributes: [XMLAttribute]
    /// Its position in `XMLDocument.elements`.
    public let index: Int
    public let parent: Int?
    public internal(set) var children: [Int] = []
    /// The character data directly inside it (text and CDATA sections), entities read.
    public internal(set) var text: String = ""
    /// Where the start tag begins (its `<`) and the position after its `>`.
    public let start: SourceLocation
    public let end: SourceLocation

    /// The value of the attribute named `name`, or nil when the element has none.
    public func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The attribute named `name` with its place.
    public func attributeNode(_ name: String) -> XMLAttribute? {
        attributes.first { $0.name == name }
    }
}

/// An attribute: its name, its value with entities read, and where it is written (`name="value"`).
public struct XMLAttribute: Sendable, Equatable {
    public let name: String
    public let value: String
    /// Where its name begins, and the position after its closing quote.
    public let start: SourceLocation
    public let end: SourceLocation
}

/// Why a document could not be read, and where.
public struct XMLError: Error, Sendable, Equatable, CustomStringConvertible {
    public let location: SourceLocation
    public let message: String

    public var description: String { "\(location): \(message)" }
}

/// How much a document may hold before the reader stops with an error.
public struct XMLLimits: Sendable {
    /// UTF-8 bytes of the whole text.
    public var maxSize: Int
    /// Elements open at once.
    public var maxDepth: Int

    public init(maxSize: Int = 64 << 20, maxDepth: Int = 256) {
        self.maxSize = maxSize
        self.maxDepth = maxDepth
    }
}
