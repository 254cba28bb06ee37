/// A type declaration: a Swift class, extension or other type, or an Objective-C `@interface` or
/// `@implementation` (with or without a category).
package struct TypeDeclaration: Sendable {
    enum Kind: Sendable, Equatable {
        case swiftClass
        /// `extension X`; its code belongs to X.
        case swiftExtension
        /// struct, enum, protocol or actor: never a screen, but it bounds what encloses a statement.
        case swiftOtherType
        case objcInterface
        case objcImplementation
        /// `@interface X (Name)`, `@interface X ()` or `@implementation X (Name)`; its code belongs to X.
        case objcCategory
        case objcProtocol
    }

    let name: String
    let kind: Kind
    /// The superclass when the declaration names one (Swift: the first inherited type).
    let superclass: String?
    /// The declaring keyword (`class`, `@interface`), whose line the draft names.
    let keyword: Int
    /// The tokens of the declaration's head, modifiers and attributes included:
    /// `final class Name: Super` or `@interface Name : Super`.
    package let head: Range<Int>
    /// The tokens inside the declaration's braces (Swift) or up to `@end` (Objective-C).
    package let body: Range<Int>

    /// True for code added to a class from outside its own declaration.
    package var isExtension: Bool { kind == .swiftExtension || kind == .objcCategory }

    /// The name Objective-C code knows a Swift class by when `@objc(Name)` in its head gives it
    /// another one; nil otherwise.
    func objectiveCName(in stream: TokenStream) -> String? {
        guard kind == .swiftClass else { return nil }
        for index in head where stream[index].kind == .atKeyword && stream[index].text == "@objc" && stream.isPunctuation(index + 1, "(") {
            guard let name = stream.at(index + 2), name.isName, stream.isPunctuation(index + 3, ")"), name.text != self.name else { return nil }
            return name.text
        }
        return nil
    }
}

/// A method or function with a body, inside a type or at file level.
package struct MethodDeclaration: Sendable {
    /// The base name: `viewDidAppear`, `navigationBar`, `gestureRecognizerShouldBegin`, `init`.
    package let name: String
    /// The full name: Swift `navigationBar(_:shouldPop:)`, Objective-C `navigationBar:shouldPopItem:`.
    package let selector: String
    /// The declaring keyword (`func`, `init`) or Objective-C's `-`, whose line the draft names.
    package let keyword: Int
    /// The tokens of the declaration's head up to its body, from its modifiers and attributes
    /// (`override func`, `@objc func`) in Swift, from `-` in Objective-C.
    let head: Range<Int>
    package let body: Range<Int>
    /// The index of the enclosing type declaration in the file's outline.
    package let type: Int?
}

extension MethodDeclaration {
    /// The same method, known to be inside the type declaration at `type` in its file's outline.
    func inType(_ type: Int?) -> MethodDeclaration {
        MethodDeclaration(name: name, selector: selector, keyword: keyword, head: head, body: body, type: type)
    }
}

/// One file's tokens and the declarations that enclose each token.
package struct FileOutline: Sendable {
    package let path: String
    package let kind: SourceKind
    package let stream: TokenStream
    package let types: [TypeDeclaration]
    let methods: [MethodDeclaration]
    /// A storyboard or XIB as read; its tokens are its elements' start tags.
    let interfaceBuilder: InterfaceBuilderReading?
    /// An Info.plist as read; its tokens are its elements' start tags too.
    let propertyList: PropertyListReading?
    /// The capitalized names (types, as a rule) that code for other platforms, left out of `stream`, names
    /// more often than the rest of the file does.
    package let namesLeftOut: Set<String>
    /// The lines of statements a comment says are meant to stop the user going back (`StatedIntent`).
    let linesStoppingGoingBack: Set<Int>
    /// For each token, the innermost enclosing type declaration (-1 for none).
    private let typeAt: [Int32]
    /// For each token, the innermost enclosing method body (-1 for none).
    private let methodAt: [Int32]

    /// Reads the file; `respelling` maps names to the names the rest of the code knows them by (an
    /// Objective-C file's name for a Swift class, given by `@objc(Name)`).
    package init(file: SourceFile, respelling: [String: String] = [:]) {
        let kind = file.kind
        let interfaceBuilder = kind == .interfaceBuilder ? InterfaceBuilderReading(file: file) : nil
        let propertyList = kind == .propertyList ? PropertyListReading(text: file.text) : nil
        var read = interfaceBuilder?.tokens ?? propertyList?.tokens ?? Lexer.tokens(of: file.text, dialect: kind.dialect)
        if !respelling.isEmpty {
            read = read.map { token in token.isName ? respelling[token.text].map(token.respelled) ?? token : token }
        }
        var tokens = read
        if kind == .swift || kind == .objectiveC { tokens = PlatformBranches.removed(from: tokens, dialect: kind.dialect) }
        self.namesLeftOut = tokens.count == read.count ? [] : Self.typeNames(in: read, notIn: tokens)
        if file.leavesOutPreviews { tokens = PreviewCode.removed(from: tokens) }
        let stream = TokenStream(tokens: tokens, dialect: kind.dialect)
        var builder = OutlineBuilder(stream: stream)
        switch kind {
        case .swift: builder.outlineSwift()
        case .objectiveC: builder.outlineObjectiveC()
        case .packageManifest, .buildSettings, .interfaceBuilder, .propertyList, .dependencyList, .ignored: break
        }
        self.path = file.path
        self.linesStoppingGoingBack = StatedIntent.linesStoppingGoingBack(in: file, tokens: read)
        self.interfaceBuilder = interfaceBuilder
        self.propertyList = propertyList
        self.kind = kind
        self.stream = stream
        self.types = builder.types
        self.methods = builder.methods
        self.typeAt = builder.typeAt
        self.methodAt = builder.methodAt
    }

    /// The capitalized names of `all` that `kept` does not hold as often.
    private static func typeNames(in all: [Token], notIn kept: [Token]) -> Set<String> {
        func isTypeName(_ token: Token) -> Bool {
            guard token.kind == .identifier, let lead = token.text.utf8.first else { return false }
            return lead >= UInt8(ascii: "A") && lead <= UInt8(ascii: "Z")
        }
        var counts: [String: Int] = [:]
        for token in all where isTypeName(token) { counts[token.text, default: 0] += 1 }
        for token in kept where isTypeName(token) { counts[token.text, default: 0] -= 1 }
        return Set(counts.filter { $0.value > 0 }.keys)
    }

    func type(at index: Int) -> TypeDeclaration? {
        typeIndex(at: index).map { types[$0] }
    }

    /// The position in `types` of the innermost type declaration that holds the token.
    func typeIndex(at index: Int) -> Int? {
        guard index >= 0, index < typeAt.count, typeAt[index] >= 0 else { return nil }
        return Int(typeAt[index])
    }

    package func method(at index: Int) -> MethodDeclaration? {
        methodIndex(at: index).map { methods[$0] }
    }

    /// The position in `methods` of the innermost method body that holds the token.
    func methodIndex(at index: Int) -> Int? {
        guard index >= 0, index < methodAt.count, methodAt[index] >= 0 else { return nil }
        return Int(methodAt[index])
    }
}

/// Finds type and method declarations by walking the tokens once with a stack of open braces.
struct OutlineBuilder {
    let stream: TokenStream
    var types: [TypeDeclaration] = []
    var methods: [MethodDeclaration] = []
    var typeAt: [Int32]
    var methodAt: [Int32]

    init(stream: TokenStream) {
        self.stream = stream
        self.typeAt = [Int32](repeating: -1, count: stream.count)
        self.methodAt = [Int32](repeating: -1, count: stream.count)
    }

    /// Marks every token in `range` as enclosed by the type or method.
    private mutating func mark(_ range: Range<Int>, type: Int? = nil, method: Int? = nil) {
        for index in range where index >= 0 && index < stream.count {
            if let type { typeAt[index] = Int32(type) }
            if let method { methodAt[index] = Int32(method) }
        }
    }

    /// For each of `count` tokens, the position in `ranges` of the last range that holds it (-1 for none):
    /// what marking the ranges one after another gives, but each token is written once. Ranges are taken
    /// last first, and a token once written is skipped by following `next` (the next token not yet
    /// written, with paths shortened as they are followed), so nested declarations stay linear.
    static func lastHolding(_ ranges: [Range<Int>], count: Int) -> [Int32] {
        var result = [Int32](repeating: -1, count: count)
        var next = Array(0...count)
        func unwritten(from index: Int) -> Int {
            var index = index
            while next[index] != index {
                next[index] = next[next[index]]
                index = next[index]
            }
            return index
        }
        for (offset, range) in ranges.enumerated().reversed() {
            let upper = min(max(range.upperBound, 0), count)
            var index = unwritten(from: min(max(range.lowerBound, 0), count))
            while index < upper {
                result[index] = Int32(offset)
                next[index] = index + 1
                index = unwritten(from: index + 1)
            }
        }
        return result
    }

    // MARK: - Swift

    private static let swiftTypeKeywords: Set<String> = ["class", "struct", "enum", "extension", "protocol", "actor"]
    /// Words that follow `class` when it is a modifier (`class func`), not a declaration.
    private static let classModifierFollowers: Set<String> = [
        "func", "var", "let", "override", "final", "subscript", "static", "public", "private", "internal",
        "fileprivate", "open", "required", "convenience", "init", "typealias", "dynamic", "lazy", "weak",
    ]
    /// Words that stand before a declaration's keyword as part of the declaration (`class` as in `class func`).
    private static let declarationModifiers: Set<String> = [
        "override", "public", "private", "fileprivate", "internal", "package", "open", "final", "static", "class", "required",
        "convenience", "dynamic", "mutating", "nonmutating", "nonisolated", "isolated", "distributed", "indirect", "optional",
    ]
    /// Words that start a new declaration: seeing one before a body brace means the declaration had no body.
    private static let declarationStarters: Set<String> = [
        "func", "var", "let", "class", "struct", "enum", "extension", "protocol", "init", "deinit", "subscript",
        "case", "typealias", "import", "associatedtype", "actor",
    ]

    /// Outlines Swift: the nesting of braces is exact, so declarations are marked over their bodies,
    /// outer ones first and inner ones over them.
    mutating func outlineSwift() {
        var index = 0
        while index < stream.count {
            let token = stream[index]
            guard token.isName else {
                index += 1
                continue
            }
            if Self.swiftTypeKeywords.contains(token.text), !stream.isPunctuation(index - 1, "."), !Self.isNotADeclaration(before: stream.at(index - 1)),
               let declaration = swiftType(at: index) {
                types.append(declaration)
            } else if token.text == "func" || token.text == "init" || token.text == "deinit" || token.text == "subscript",
                      !stream.isPunctuation(index - 1, "."), let method = swiftMethod(at: index) {
                methods.append(method)
            }
            index += 1
        }
        // Outer declarations come first in the lists and inner ones later, so the last body that holds a
        // token is the innermost. Methods are marked after all types so each body knows its type.
        typeAt = Self.lastHolding(types.map(\.body), count: stream.count)
        methodAt = Self.lastHolding(methods.map(\.body), count: stream.count)
        for (offset, method) in methods.enumerated() {
            let start = method.body.lowerBound - 1
            let type = start >= 0 && typeAt[start] >= 0 ? Int(typeAt[start]) : nil
            methods[offset] = method.inType(type)
        }
    }

    /// True when a type keyword after `token` is no declaration: an argument label (`func select(class
    /// choice: Class)`, after `(` or `,`) or the kind an import names (`import enum Accelerate.vDSP`).
    private static func isNotADeclaration(before token: Token?) -> Bool {
        guard let token else { return false }
        return token.isPunctuation("(") || token.isPunctuation(",") || token.isIdentifier("import")
    }

    private func swiftType(at index: Int) -> TypeDeclaration? {
        let keyword = stream[index].text
        var cursor = index + 1
        var name: String
        if keyword == "extension", stream.isPunctuation(cursor, "["), let close = stream.partner(of: cursor) {
            // `extension [Element]` and `extension [Key: Value]` extend Array and Dictionary.
            var isDictionary = false
            var inner = cursor + 1
            while inner < close {
                if let partner = stream.partner(of: inner), partner > inner {
                    inner = partner + 1
                    continue
                }
                if stream.isPunctuation(inner, ":") { isDictionary = true }
                inner += 1
            }
            name = isDictionary ? "Dictionary" : "Array"
            cursor = close
        } else {
            guard let nameToken = stream.at(cursor), nameToken.isName else { return nil }
            if keyword == "class", Self.classModifierFollowers.contains(nameToken.text) { return nil }
            name = nameToken.text
            // `extension UIKit.UINavigationController`: the last part of a dotted name.
            while stream.isPunctuation(cursor + 1, "."), let part = stream.at(cursor + 2), part.isName {
                name = part.text
                cursor += 2
            }
        }
        // `extension Element?` (and `[Element]?`) extends Optional.
        if keyword == "extension", stream.isPunctuation(cursor + 1, "?") || stream.isPunctuation(cursor + 1, "!") {
            name = "Optional"
            cursor += 1
        }
        cursor += 1
        cursor = skipGenericParameters(from: cursor)
        var inherited: [String] = []
        if stream.isPunctuation(cursor, ":") {
            cursor += 1
            var current: String?
            var angle = 0
            while cursor < stream.count {
                let token = stream[cursor]
                if token.isPunctuation("{") || (angle == 0 && token.isIdentifier("where")) { break }
                // A type without a body (`class A: B` then the next declaration) ends its list there, so a file
                // of them is read once, not once per declaration; `protocol P: class` names `class` as a constraint.
                if token.isPunctuation("}") || token.isPunctuation(";") { break }
                if token.isName, Self.declarationStarters.contains(token.text), !stream.isPunctuation(cursor - 1, ":"), !stream.isPunctuation(cursor - 1, ",") { break }
                if token.kind == .punctuation {
                    angle += token.text.filter { $0 == "<" }.count - token.text.filter { $0 == ">" }.count
                    if angle <= 0, token.text == "," {
                        if let current { inherited.append(current) }
                        current = nil
                        angle = 0
                    }
                } else if token.isName, angle == 0 {
                    current = token.text
                }
                cursor += 1
            }
            if let current { inherited.append(current) }
        }
        guard let open = bodyBrace(from: cursor), let close = stream.partner(of: open) else { return nil }
        let kind: TypeDeclaration.Kind
        switch keyword {
        case "class": kind = .swiftClass
        case "extension": kind = .swiftExtension
        default: kind = .swiftOtherType
        }
        return TypeDeclaration(
            name: name, kind: kind, superclass: kind == .swiftClass ? inherited.first : nil, keyword: index, head: declarationStart(keyword: index)..<open, body: (open + 1)..<close
        )
    }

    /// The first token of the Swift declaration whose keyword is at `index`: the modifiers and
    /// attributes before it (`override`, `@objc`, `@available(...)`, `private(set)`) belong to it.
    private func declarationStart(keyword index: Int) -> Int {
        func isModifier(_ token: Token) -> Bool {
            token.kind == .atKeyword || (token.isName && Self.declarationModifiers.contains(token.text))
        }
        var start = index
        while let previous = stream.at(start - 1) {
            if isModifier(previous) {
                start -= 1
            } else if previous.isPunctuation(")"), let open = stream.partner(of: start - 1), let owner = stream.at(open - 1), isModifier(owner) {
                start = open - 1
            } else {
                break
            }
        }
        return start
    }

    /// The token after a generic parameter list that opens at `index` (`<T: View>`), or `index` when none
    /// does. With `openedInside`, the list opens within the token at `index` (an operator's `==<T>`).
    private func skipGenericParameters(from index: Int, openedInside: Bool = false) -> Int {
        guard let token = stream.at(index), token.kind == .punctuation, token.text.hasPrefix("<") || openedInside else { return index }
        var depth = 0
        var cursor = index
        while cursor < stream.count {
            let token = stream[cursor]
            if token.kind == .punctuation {
                depth += token.text.filter { $0 == "<" }.count - token.text.filter { $0 == ">" }.count
                if depth <= 0 { return cursor + 1 }
            }
            cursor += 1
        }
        return cursor
    }

    /// The `{` that opens a declaration's body, looking past parameters, return types and `where`
    /// clauses; nil when another declaration or a `}` comes first (a protocol requirement).
    private func bodyBrace(from start: Int) -> Int? {
        var index = start
        while index < stream.count {
            let token = stream[index]
            if token.kind == .punctuation {
                if token.text == "{" { return index }
                if token.text == "}" || token.text == ";" { return nil }
                if token.text == "(" || token.text == "[" {
                    index = (stream.partner(of: index) ?? index) + 1
                    continue
                }
            } else if token.isName, Self.declarationStarters.contains(token.text) {
                // A requirement without a body followed by the next declaration (`func f()` then `var x`).
                return nil
            } else if token.kind == .atKeyword, !stream.isPunctuation(index - 1, "->") {
                // An attribute starts the next declaration, but not one of a return type (`-> @Sendable (Error) -> Void`).
                return nil
            }
            index += 1
        }
        return nil
    }

    private func swiftMethod(at index: Int) -> MethodDeclaration? {
        let keyword = stream[index].text
        var name = keyword
        var cursor = index + 1
        if keyword == "func" {
            guard let nameToken = stream.at(cursor) else { return nil }
            name = nameToken.text
            if nameToken.kind == .punctuation, let angle = nameToken.text.firstIndex(of: "<"), angle != nameToken.text.startIndex {
                // `func ==<T>(...)`: the lexer reads the operator and the `<` that opens its generics as one run.
                name = String(nameToken.text[..<angle])
                cursor = skipGenericParameters(from: cursor, openedInside: true)
            } else {
                cursor += 1
                cursor = skipGenericParameters(from: cursor)
            }
        } else if keyword == "init" || keyword == "subscript" {
            // Calls (`super.init(`, `.init(`) never get here: the caller skips an `init` after a dot.
            if let mark = stream.at(cursor), mark.kind == .punctuation, mark.text.hasPrefix("?<") || mark.text.hasPrefix("!<") {
                // `init?<T>(...)`: the lexer reads the `?` and the `<` that opens the generics as one run.
                cursor = skipGenericParameters(from: cursor, openedInside: true)
            } else {
                while stream.isPunctuation(cursor, "?") || stream.isPunctuation(cursor, "!") { cursor += 1 }
                cursor = skipGenericParameters(from: cursor)
            }
        }
        var labels: [String] = []
        if stream.isPunctuation(cursor, "("), let close = stream.partner(of: cursor) {
            for argument in stream.arguments(openingAt: cursor) {
                let first = argument.label.map { _ in argument.value.lowerBound - 2 } ?? argument.value.lowerBound
                if let label = stream.at(first), label.isName {
                    labels.append(label.text)
                }
            }
            cursor = close + 1
        } else if keyword != "deinit" {
            return nil
        }
        guard let open = bodyBrace(from: cursor), let close = stream.partner(of: open) else { return nil }
        let selector = keyword == "deinit" ? "deinit" : "\(name)(\(labels.map { "\($0):" }.joined()))"
        return MethodDeclaration(name: name, selector: selector, keyword: index, head: declarationStart(keyword: index)..<open, body: (open + 1)..<close, type: nil)
    }

    // MARK: - Objective-C

    /// Outlines Objective-C: `@interface`/`@implementation` ... `@end` containers, and methods
    /// (`- (type)part:(type)arg ... {`) at the top level of an implementation.
    mutating func outlineObjectiveC() {
        var index = 0
        var container: (start: Int, name: String, kind: TypeDeclaration.Kind, superclass: String?, head: Range<Int>)?
        var depth = 0
        let heads = ObjectiveCMethodHeads(stream: stream)
        while index < stream.count {
            let token = stream[index]
            if token.kind == .atKeyword {
                switch token.text {
                case "@interface", "@implementation", "@protocol":
                    if let header = objcHeader(at: index) {
                        container = (header.bodyStart, header.name, header.kind, header.superclass, index..<header.headEnd)
                        depth = 0
                        index = header.bodyStart
                        continue
                    }
                case "@end":
                    if let open = container {
                        types.append(TypeDeclaration(
                            name: open.name, kind: open.kind, superclass: open.superclass, keyword: open.head.lowerBound, head: open.head, body: open.start..<index
                        ))
                        mark(open.start..<index, type: types.count - 1)
                        container = nil
                    }
                default:
                    break
                }
            } else if token.isPunctuation("{") {
                depth += 1
            } else if token.isPunctuation("}") {
                depth = max(0, depth - 1)
            } else if depth == 0, let open = container, open.kind != .objcInterface, open.kind != .objcProtocol,
                      token.kind == .punctuation, token.text == "-" || token.text == "+",
                      let method = objcMethod(at: index, heads: heads) {
                methods.append(method)
                index = method.body.upperBound
                continue
            }
            index += 1
        }
        for (offset, method) in methods.enumerated() {
            mark(method.body, method: offset)
            let type = typeAt[method.body.lowerBound - 1] >= 0 ? Int(typeAt[method.body.lowerBound - 1]) : nil
            methods[offset] = method.inType(type)
        }
    }

    /// Reads `@interface Name : Super <P>`, `@interface Name (Category)`, `@implementation Name` and
    /// `@protocol Name <P>`; the body starts after the header (and after an ivar block).
    private func objcHeader(at index: Int) -> (name: String, kind: TypeDeclaration.Kind, superclass: String?, headEnd: Int, bodyStart: Int)? {
        let keyword = stream[index].text
        guard let nameToken = stream.at(index + 1), nameToken.isName else { return nil }
        // `@protocol Foo;` is a forward declaration.
        if keyword == "@protocol", stream.isPunctuation(index + 2, ";") || stream.isPunctuation(index + 2, ",") { return nil }
        var cursor = index + 2
        var kind: TypeDeclaration.Kind = keyword == "@interface" ? .objcInterface : (keyword == "@protocol" ? .objcProtocol : .objcImplementation)
        var superclass: String?
        if stream.isPunctuation(cursor, "("), let close = stream.partner(of: cursor) {
            kind = .objcCategory
            cursor = close + 1
        } else if stream.isPunctuation(cursor, ":"), let parent = stream.at(cursor + 1), parent.isName {
            superclass = parent.text
            cursor += 2
        }
        if let token = stream.at(cursor), token.kind == .punctuation, token.text.hasPrefix("<") {
            cursor = skipGenericParameters(from: cursor)
        }
        let headEnd = cursor
        if stream.isPunctuation(cursor, "{"), let close = stream.partner(of: cursor) {
            cursor = close + 1
        }
        return (nameToken.text, kind, superclass, headEnd, cursor)
    }

    /// Reads `- (ret)part:(type)arg part:(type)arg {`; nil for a declaration without a body.
    private func objcMethod(at index: Int, heads: ObjectiveCMethodHeads) -> MethodDeclaration? {
        var cursor = index + 1
        if stream.isPunctuation(cursor, "("), let close = stream.partner(of: cursor) { cursor = close + 1 }
        // A head that reaches no body is known before walking it: walking every `-` of broken code to
        // the end would be quadratic.
        guard heads.reachesBody(from: cursor) else { return nil }
        var parts: [String] = []
        var hasArguments = false
        while cursor < stream.count {
            let token = stream[cursor]
            if token.isPunctuation("{") || token.isPunctuation(";") { break }
            if token.isName, stream.isPunctuation(cursor + 1, ":") {
                parts.append(token.text)
                hasArguments = true
            } else if token.isPunctuation(":") {
                // An unnamed selector part, `- (void)a:(int)x :(int)y`.
                parts.append("")
                hasArguments = true
            } else if parts.isEmpty, token.isName {
                parts.append(token.text)
            }
            // Anything else is an attribute or macro after the selector (`NS_REQUIRES_SUPER`, `, ...`).
            cursor = heads.step(from: cursor)
        }
        guard let name = parts.first, stream.isPunctuation(cursor, "{"), let close = stream.partner(of: cursor) else { return nil }
        let selector = hasArguments ? parts.map { "\($0):" }.joined() : name
        return MethodDeclaration(name: name, selector: selector, keyword: index, head: index..<cursor, body: (cursor + 1)..<close, type: nil)
    }
}

/// How the head of an Objective-C method is walked, token by token from after its return type to the
/// `{` or `;` that ends it, and where that walk ends from each token. Where the walk goes next from a
/// token does not depend on where it started, so the end and whether a selector part lies on the way
/// are worked out once for every token, backwards; a `-` whose head reaches no body then costs nothing.
struct ObjectiveCMethodHeads {
    let stream: TokenStream
    /// For each token, the `{` or `;` where a walk from it stops; `stream.count` when it runs off the end.
    private var stop: [Int32]
    /// For each token, whether a walk from it passes a name or `:` (a selector part) before it stops.
    private var named: [Bool]

    init(stream: TokenStream) {
        self.stream = stream
        let count = stream.count
        stop = [Int32](repeating: Int32(count), count: count)
        named = [Bool](repeating: false, count: count)
        var index = count - 1
        while index >= 0 {
            let token = stream[index]
            if token.isPunctuation("{") || token.isPunctuation(";") {
                stop[index] = Int32(index)
            } else {
                let next = step(from: index)
                let isPart = token.isName || token.isPunctuation(":")
                if next < count {
                    stop[index] = stop[next]
                    named[index] = isPart || named[next]
                } else {
                    named[index] = isPart
                }
            }
            index -= 1
        }
    }

    /// The token a head's walk visits after `cursor` (not a `{` or `;`): past `part:(type)name` or
    /// `:(type)name` as one selector part, else the next token.
    func step(from cursor: Int) -> Int {
        var next = cursor + 1
        if stream[cursor].isName, stream.isPunctuation(cursor + 1, ":") {
            next = cursor + 2
        } else if !stream[cursor].isPunctuation(":") {
            return next
        }
        if stream.isPunctuation(next, "("), let close = stream.partner(of: next) { next = close + 1 }
        if stream.isName(next) { next += 1 }
        return next
    }

    /// True when the walk from `cursor` passes a selector part and stops at a `{` that has its partner:
    /// the head of a method with a body.
    func reachesBody(from cursor: Int) -> Bool {
        guard cursor >= 0, cursor < stream.count, named[cursor] else { return false }
        let end = Int(stop[cursor])
        return stream.isPunctuation(end, "{") && stream.partner(of: end) != nil
    }
}

extension FileOutline {
    /// Every type and method with a body the reader found, with the type that encloses it and the line of
    /// its keyword: what `Benchmarks/ReaderOracle` holds against a full Swift parser.
    package var declarationSummary: [(isType: Bool, name: String, enclosingType: String?, line: Int)] {
        let typeRows = types.map { type in
            (isType: true, name: type.name, enclosingType: typeIndex(at: type.keyword).map { types[$0].name }, line: stream[type.keyword].line)
        }
        let methodRows = methods.map { method in
            (isType: false, name: method.name, enclosingType: method.type.map { types[$0].name }, line: stream[method.keyword].line)
        }
        return typeRows + methodRows
    }
}
