import Format

/// What a navigation controller's `navigationBar(_:shouldPop:)` asks the top screen, read from what the
/// code does rather than how the method is spelled: the selectors it checks (`responds(to: #selector(...))`,
/// `respondsToSelector:@selector(...)`) and the protocols it casts the top screen to (`as? P`, `is P`,
/// `conformsToProtocol:@protocol(P)`), with the requirements those protocols declare.
package struct InterceptionQuestions: Sendable {
    package var methods: Set<String> = []
    package var protocols: Set<String> = []

    package init(methods: Set<String> = [], protocols: Set<String> = []) {
        self.methods = methods
        self.protocols = protocols
    }
}

extension CodeBase {
    func interceptionQuestions(in body: Range<Int>, file: Int) -> InterceptionQuestions {
        let stream = stream(file)
        var questions = InterceptionQuestions()
        for index in body {
            let token = stream[index]
            if (token.text == "#selector" || token.text == "@selector"), stream.isPunctuation(index + 1, "("), let close = stream.partner(of: index + 1) {
                // `#selector(Screen.shouldPop)`, `#selector(shouldPop(_:))`, `@selector(shouldPop:)`: the first name not followed by `.`.
                if let name = ((index + 2)..<close).first(where: { stream.isName($0) && !stream.isPunctuation($0 + 1, ".") }) {
                    questions.methods.insert(stream[name].text)
                }
            }
            if token.text == "@protocol", stream.isPunctuation(index + 1, "("), let name = stream.at(index + 2), name.isName {
                questions.protocols.insert(name.text)
            }
            if token.isIdentifier("as") || token.isIdentifier("is") {
                var type = index + 1
                while stream.isPunctuation(type, "?") || stream.isPunctuation(type, "!") { type += 1 }
                if let name = stream.at(type), name.isName, isProtocol(name.text) { questions.protocols.insert(name.text) }
            }
        }
        for name in questions.protocols { questions.methods.formUnion(requirements(of: name)) }
        return questions
    }

    /// True when the sources declare `name` as a Swift or Objective-C protocol.
    private func isProtocol(_ name: String) -> Bool {
        declarations(of: name).contains { file, type in
            type.kind == .objcProtocol || (type.kind == .swiftOtherType && stream(file).isIdentifier(type.keyword, "protocol"))
        }
    }

    /// The method names a protocol declares: `func name(` in Swift, `- (T)name` in Objective-C.
    private func requirements(of name: String) -> Set<String> {
        var names: Set<String> = []
        for (file, type) in declarations(of: name) where type.kind == .objcProtocol || type.kind == .swiftOtherType {
            let stream = stream(file)
            for index in type.body {
                if stream.isIdentifier(index, "func"), let method = stream.at(index + 1), method.isName { names.insert(method.text) }
                if stream.isPunctuation(index, "-") || stream.isPunctuation(index, "+"), stream.isPunctuation(index + 1, "("),
                   let close = stream.partner(of: index + 1), let method = stream.at(close + 1), method.isName {
                    names.insert(method.text)
                }
            }
        }
        return names
    }

    /// True when a class's declaration (or an extension of it) lists one of the protocols.
    package func conforms(_ className: String, toAnyOf protocols: Set<String>) -> Origin? {
        for (file, type) in declarations(of: className) where type.name == className {
            let stream = stream(file)
            if type.head.contains(where: { stream.isName($0) && protocols.contains(stream[$0].text) }) {
                return origin(Place(file: file, token: type.keyword, in: type.head))
            }
        }
        return nil
    }
}

/// Full-screen pop code, known by what it does: it adds UIKit's private pop handler
/// (`handleNavigationTransition:`) to a recognizer of its own, or copies the pop gesture's private
/// `targets` into one (`value(forKey: "targets")`, `valueForKey:@"_targets"`), or it uses
/// FDFullscreenPopGesture (`fd_fullscreenPopGestureRecognizer`, `fd_interactivePopDisabled`). Other
/// names that happen to start with `fd_` (POSIX `fd_set`) are not.
extension CodeBase {
    /// Takes the file's stream from the caller, which walks every token of it: copying it per token
    /// would be a large part of a scan.
    package func isFullScreenPopCode(_ token: Token, at index: Int, in stream: TokenStream, file: Int) -> Bool {
        switch token.kind {
        case .identifier:
            if token.text == "handleNavigationTransition" || token.text == "FDFullscreenPopGesture" { return true }
            guard token.text.hasPrefix("fd_") else { return false }
            let rest = token.text.dropFirst(3).lowercased()
            return rest.contains("pop") || rest.contains("navigationbar")
        case .string:
            // Strings are few; a substring search on every name would be the scan's slowest step.
            // Searched byte-wise: the standard library's `contains` compares Characters and cost
            // about 35,000 instructions per call, 8% of a scan.
            if UTF8Search.contains("handleNavigationTransition", in: token.text) || UTF8Search.contains("FDFullscreenPopGesture", in: token.text) { return true }
            let value = token.literalValue(in: stream.dialect)
            guard value == "targets" || value == "_targets", stream.isPunctuation(index - 1, ":") || stream.isPunctuation(index - 1, "@"),
                  (index - 4..<index).contains(where: { stream.at($0).map { $0.isName && KeyValueCoding.keyValueCalls.contains($0.text) } ?? false }),
                  let method = enclosingMethod(Place(file: file, token: index)) else { return false }
            return stream.mentions(["interactivePopGestureRecognizer"], in: method.body)
        default:
            return false
        }
    }
}

/// The key-value coding calls through which code reaches a private property.

private enum KeyValueCoding {
    static let keyValueCalls: Set<String> = ["value", "valueForKey", "setValue", "forKey"]
}
