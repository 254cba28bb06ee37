/// A helper that wraps each tab's root in a navigation controller (`addChildVc:(UIViewController *)childVc
/// title:…` making `initWithRootViewController:childVc`) makes one stack per call, each with the screen
/// that call passes; a closure mapped over a list of screens (`[a, b].map { Nav(rootViewController: $0) }`)
/// makes one per element.
extension CodeBase {
    /// When `root` is a parameter of the method holding `place`, what each call of that method passes
    /// for it; nil when it is not a parameter or no call of the method is found.
    /// A caller that hands on a parameter of its own (`presentModal:(UIViewController *)vc` calling
    /// `[VSUI navigationControllerWithViewController:vc]`) is followed to its own callers, `hops` deep.
    func rootsPassedThrough(_ root: ControllerReference, at place: Place, hops: Int = 0) -> [ControllerReference]? {
        guard case .unknown(let text) = root else { return nil }
        if text == "$0" { return rootsMapped(at: place) }
        if text == "self" { return rootsWrappingReceivers(at: place) }
        guard let method = enclosingMethod(place),
              let position = parameterNames(of: method, file: place.file).firstIndex(of: text) else { return nil }
        var roots: [ControllerReference] = []
        for (file, call) in calls(named: method.name) where call.arguments.count > position && !method.head.contains(call.place.token) {
            let passed = resolveController(file: file, range: call.arguments[position].value)
            if case .unknown = passed {
                if hops < Self.rootHandOnHops, let further = rootsPassedThrough(passed, at: call.place, hops: hops + 1) { roots += further.filter { !roots.contains($0) } }
                continue
            }
            roots.append(passed)
        }
        return roots.isEmpty ? nil : roots
    }

    /// The screens a method of a category or extension of UIKit's view controller is called on, when it
    /// makes a navigation controller around `self` (`- (UINavigationController *)wrappedNavigationController`,
    /// then `[settings wrappedNavigationController]`): each call makes a stack with its receiver as the root.
    private func rootsWrappingReceivers(at place: Place) -> [ControllerReference]? {
        guard let method = enclosingMethod(place), ownerName(place) == ClassHierarchy.viewControllerBase else { return nil }
        var roots: [ControllerReference] = []
        for (file, call) in calls(named: method.name) where !method.body.contains(call.place.token) {
            // A variable (`settings.wrapped()`, `[settings wrapped...]`) holds what it was given; any other
            // receiver (`[[Settings alloc] init]`) is read as an expression.
            let receiver = call.receiverChain.count == 1 ? call.receiverChain.first.flatMap { resolveVariable($0, at: call.place) }
                : (call.receiver.isEmpty ? nil : resolveController(file: file, range: call.receiver))
            if case .screen? = receiver, let receiver, !roots.contains(receiver) { roots.append(receiver) }
        }
        return roots.isEmpty ? nil : roots
    }

    /// How many callers handing on their own parameter `rootsPassedThrough` follows.
    private static let rootHandOnHops = 2

    /// The elements of the array literal that the closure around `place` is mapped over.
    private func rootsMapped(at place: Place) -> [ControllerReference]? {
        let stream = stream(place.file)
        var depth = 0
        var open = place.first - 1
        while open >= 0 {
            if stream.isPunctuation(open, "}") { depth += 1 }
            if stream.isPunctuation(open, "{") {
                if depth == 0 { break }
                depth -= 1
            }
            open -= 1
        }
        guard open >= 3, stream.isIdentifier(open - 1, "map") || stream.isIdentifier(open - 1, "compactMap"), stream.isPunctuation(open - 2, "."),
              stream.isPunctuation(open - 3, "]"), let start = stream.partner(of: open - 3),
              let elements = stream.arrayElements(start..<(open - 2)) else { return nil }
        let roots = elements.map { resolveController(file: place.file, range: $0) }.filter { reference in
            if case .unknown = reference { return false }
            return true
        }
        return roots.isEmpty ? nil : roots
    }

    /// The names a method's body uses for its parameters, in order.
    func parameterNames(of method: MethodDeclaration, file: Int) -> [String] {
        parameters(of: method, file: file).map(\.name)
    }

    /// The class a parameter of the method holding `place` is declared with (`_ controller: Picker?`,
    /// `(nullable Picker *)controller`); nil when `name` is no parameter there or its type names no class.
    func parameterClass(_ name: String, at place: Place) -> String? {
        guard let method = enclosingMethod(place) else { return nil }
        return parameters(of: method, file: place.file).first { $0.name == name }?.type
    }

    /// A method's parameters in order, read from its head in one pass: the name its body uses
    /// (Objective-C's name after each `:(Type)`, Swift's last name before each `:` inside the parentheses),
    /// the first capitalised name of its declared type, the label a call passes it with (`from sender:` is
    /// `from`, `_ x:` none, `scene:` `scene`; Objective-C's are read by place, so its name stands in), and
    /// a Swift default value's tokens (`transition: Transition = .navigation`).
    func parameters(of method: MethodDeclaration, file: Int) -> [MethodParameter] {
        let stream = stream(file)
        func typeName(in range: Range<Int>) -> String? {
            range.lazy.compactMap { stream.at($0) }.first { $0.isName && $0.text.first?.isUppercase == true }?.text
        }
        var parameters: [MethodParameter] = []
        if isObjectiveCMethod(method, file: file) {
            for index in method.head where stream.isPunctuation(index, ":") {
                guard stream.isPunctuation(index + 1, "("), let close = stream.partner(of: index + 1),
                      let name = stream.at(close + 1), name.isName else { continue }
                parameters.append(MethodParameter(name: name.text, type: typeName(in: (index + 2)..<close), label: name.text, defaultValue: nil))
            }
            return parameters
        }
        guard let open = method.head.first(where: { stream.isPunctuation($0, "(") }), let close = stream.partner(of: open) else { return [] }
        var depth = 0
        var current: (name: String, label: String?, typeStart: Int, defaultStart: Int?)?
        func finish(at end: Int) {
            if let (name, label, start, defaultStart) = current {
                parameters.append(MethodParameter(name: name, type: typeName(in: start..<end), label: label, defaultValue: defaultStart.map { $0..<end }))
            }
            current = nil
        }
        for index in (open + 1)..<close {
            if stream.isPunctuation(index, "(") || stream.isPunctuation(index, "[") || stream.isPunctuation(index, "<") || stream.isPunctuation(index, "{") { depth += 1 }
            if stream.isPunctuation(index, ")") || stream.isPunctuation(index, "]") || stream.isPunctuation(index, ">") || stream.isPunctuation(index, "}") { depth -= 1 }
            guard depth == 0 else { continue }
            if stream.isPunctuation(index, ":"), let name = stream.at(index - 1), name.isName {
                finish(at: index - 1)
                let outer = index - 2 > open ? stream.at(index - 2) : nil
                let label = outer.flatMap { $0.isName ? $0.text : nil } ?? name.text
                current = (name.text, label == "_" ? nil : label, index + 1, nil)
            }
            if stream.isPunctuation(index, "="), current?.defaultStart == nil { current?.defaultStart = index + 1 }
            if stream.isPunctuation(index, ",") { finish(at: index) }
        }
        finish(at: close)
        return parameters
    }

    /// True for an Objective-C method, whose head starts with `-` or `+`.
    func isObjectiveCMethod(_ method: MethodDeclaration, file: Int) -> Bool {
        let stream = stream(file)
        return stream.isPunctuation(method.head.lowerBound, "-") || stream.isPunctuation(method.head.lowerBound, "+")
    }
}

/// One parameter of a method's head.
package struct MethodParameter: Sendable {
    /// The name the method's body uses.
    let name: String
    /// The first capitalised name of its declared type.
    let type: String?
    /// The label a call passes it with; nil for none (`_`).
    let label: String?
    /// A Swift default value's tokens.
    let defaultValue: Range<Int>?
}
