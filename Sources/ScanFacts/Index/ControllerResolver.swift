/// What an expression that produces a view controller turned out to be.
package indirect enum ControllerReference: Sendable, Equatable {
    /// A screen class declared in the sources.
    case screen(String)
    /// A navigation controller class (a subclass, or UINavigationController itself) made with a root.
    case navigation(String, root: ControllerReference)
    /// A class not declared in the sources (UIKit's, or a library's).
    case outside(String)
    /// A variable assigned different controllers on different paths (`if ... { vc = A() } else { vc = B() }`).
    case oneOf([ControllerReference])
    /// An expression the scanner could not follow; the text is for notes.
    case unknown(String)

    /// The references it stands for: itself, or each of several.
    package var alternatives: [ControllerReference] {
        if case .oneOf(let list) = self { return list }
        return [self]
    }
}

/// Who a statement talks about: the object itself, the navigation controller holding a screen,
/// or something the scanner could not follow.
package enum Subject: Sendable, Hashable {
    /// The class whose code it is (`self`), or a screen reached through a variable.
    case object(String)
    /// `navigationController` of a screen: whichever navigation controllers hold that screen.
    case navigationOf(String)
    case unresolved(String)
}

/// Follows expressions back to the classes they create: constructor calls, `alloc`/`init` and `new`,
/// casts, and local variables or properties assigned one of those.
extension CodeBase {
    /// The controller an expression in `file` evaluates to.
    package func resolveController(file: Int, range: Range<Int>, depth: Int = 0, hops: Int = 0) -> ControllerReference {
        let stream = stream(file)
        let text = stream.text(range)
        guard !range.isEmpty, depth < 6 else { return .unknown(text) }
        var range = range
        // A trailing closure after a call's arguments makes nothing else (`storyboard.instantiateViewController(identifier:
        // "Bookmarks") { coder in ... }`): the call is read without it.
        if stream.isPunctuation(range.upperBound - 1, "}"), let open = stream.partner(of: range.upperBound - 1), open > range.lowerBound,
           stream.isPunctuation(open - 1, ")") {
            range = range.lowerBound..<open
        }
        // Swift casts: `x as! DetailViewController`.
        if let asIndex = range.first(where: { stream.isIdentifier($0, "as") && $0 > range.lowerBound }) {
            var typeIndex = asIndex + 1
            while stream.isPunctuation(typeIndex, "?") || stream.isPunctuation(typeIndex, "!") { typeIndex += 1 }
            if let type = stream.at(typeIndex), type.isName, let reference = declaredReference(type.text) {
                return reference
            }
            range = range.lowerBound..<asIndex
        }
        if let scene = storyboardReference(file: file, range: range, depth: depth) { return scene }
        let first = range.lowerBound
        // Parentheses around the whole expression, or an Objective-C cast `(DetailViewController *)x`.
        if stream.isPunctuation(first, "("), let close = stream.partner(of: first) {
            if close == range.upperBound - 1 { return resolveController(file: file, range: (first + 1)..<close, depth: depth + 1, hops: hops) }
            if close < range.upperBound - 1 {
                let rest = resolveController(file: file, range: (close + 1)..<range.upperBound, depth: depth + 1, hops: hops)
                if case .unknown = rest, let type = stream.at(first + 1), type.isName, let reference = declaredReference(type.text) {
                    return reference
                }
                return rest
            }
        }
        // A closure called at once (`lazy var navigation = { ... return UINavigationController(rootViewController: list) }()`):
        // what its `return`s give, one of several when they differ.
        if stream.isPunctuation(first, "{"), let close = stream.partner(of: first), close + 3 == range.upperBound,
           stream.isPunctuation(close + 1, "("), stream.isPunctuation(close + 2, ")") {
            return calledClosure(file: file, body: first..<(close + 1), depth: depth, hops: hops) ?? .unknown(text)
        }
        if stream.isPunctuation(first, "["), stream.partner(of: first) == range.upperBound - 1,
           let message = call(file: file, exactly: range) {
            return resolveMessage(message, file: file, depth: depth, hops: hops)
        }
        guard let token = stream.at(first), token.isName else { return .unknown(text) }
        var (names, end) = stream.chain(startingAt: first)
        // A generic type made with its arguments (`SelectableTableViewController<StateTerritory>(items: list)`)
        // is that type.
        if names.last?.first?.isUppercase == true, let closeAngle = stream.genericArgumentsEnd(openingAt: end, before: range.upperBound) {
            end = closeAngle + 1
        }
        if end < range.upperBound, stream.isPunctuation(end, "("), let close = stream.partner(of: end),
           close + 1 == range.upperBound || stream.isPunctuation(close + 1, "{") {
            var callee = names.last ?? token.text
            if callee == "init", names.count >= 2 { callee = names[names.count - 2] }
            // A class method of a screen class makes that screen: `DetailViewController.instantiate()`, the
            // storyboard factory of coordinator apps.
            if names.count == 2, callee.first?.isUppercase != true, let first = names.first, let screen = declaredReference(first) { return screen }
            if callee.first?.isUppercase != true {
                // A factory handed the screen's type (`viewFactory.make(FxAView.self)`, `container.resolve(SettingsViewController.self)`).
                if close - end >= 4, stream.isIdentifier(close - 1, "self"), stream.isPunctuation(close - 2, "."), let type = stream.at(close - 3), type.isName,
                   !((end + 1)..<close).contains(where: { stream.isPunctuation($0, ",") }), let screen = declaredReference(type.text) {
                    return screen
                }
                let place = Place(file: file, token: first)
                let receiver = { () -> ControllerReference? in
                    guard names.count == 2, let variable = names.first, variable.first?.isUppercase != true else { return nil }
                    return self.resolveVariable(variable, at: place, depth: depth + 1, hops: hops)
                }
                return madeByMember(names, at: place) ?? returned(by: names, at: place, hops: hops, receiver: receiver) ?? routed(names, call: range.lowerBound..<(close + 1), at: place, depth: depth, hops: hops) ?? .unknown(text)
            }
            if hierarchy.role(of: callee).role == .navigationController || callee == ClassHierarchy.navigationBase,
               let call = call(file: file, exactly: range.lowerBound..<(close + 1)) ?? callStarting(file: file, at: first),
               let root = call.argument("rootViewController") {
                return .navigation(callee, root: resolveController(file: file, range: root.value, depth: depth + 1, hops: hops))
            }
            if let view = hostedView(file: file, call: range.lowerBound..<(close + 1), callee: callee) { return .screen(view) }
            if hierarchy.role(of: callee).role == .navigationController, let root = rootPassedToSuper(by: callee, depth: depth, hops: hops) {
                return .navigation(callee, root: root)
            }
            return classReference(callee, text: text)
        }
        // A method called on a value made in place (`DownloadsAssembly().makeModule()`, the module builders of
        // VIPER and VIP apps): what that type's method returns.
        if end < range.upperBound, stream.isPunctuation(end, "("), let close = stream.partner(of: end), stream.isPunctuation(close + 1, "."),
           let type = names.last, type.first?.isUppercase == true, hierarchy.isDeclared(type), declaredReference(type) == nil {
            let (called, calledEnd) = stream.chain(startingAt: close + 2)
            if called.count == 1, let method = called.first, stream.isPunctuation(calledEnd, "("), stream.partner(of: calledEnd) == range.upperBound - 1,
               let screen = returned(by: [type, method], at: Place(file: file, token: first), hops: hops) {
                return screen
            }
        }
        // An initializer called with only a trailing closure (`SignupViewController { accepted in ... }`).
        if end < range.upperBound, stream.isPunctuation(end, "{"), stream.partner(of: end) == range.upperBound - 1,
           let callee = names.last, callee.first?.isUppercase == true, let screen = declaredReference(callee) {
            return screen
        }
        guard end == range.upperBound else { return .unknown(text) }
        // `self` in a screen's code is that screen (`initWithRootViewController:self`).
        if names == ["self"], let owner = ownerName(Place(file: file, token: first)), let screen = declaredReference(owner) { return screen }
        var path = names
        if path.first == "self" { path.removeFirst() }
        // A type's member declared with (or made from) one screen class, the scene factories of storyboard
        // apps: `UIStoryboard.Scene.profile`, `Screens.detail`.
        if path.count >= 2, let member = path.last, let holder = path.dropLast().last, holder.first?.isUppercase == true {
            let screens = propertyTypes(of: holder, named: member).compactMap(declaredReference)
            if let screen = screens.first, screens.allSatisfy({ $0 == screen }) { return screen }
        }
        guard path.count == 1, let name = path.first else { return .unknown(text) }
        return resolveVariable(name, at: Place(file: file, token: first), depth: depth + 1, hops: hops) ?? .unknown(text)
    }

    /// What a closure called at once returns: its own `return`s (not a nested closure's), resolved; nil
    /// when none resolves to a controller.
    private func calledClosure(file: Int, body: Range<Int>, depth: Int, hops: Int) -> ControllerReference? {
        var found: [ControllerReference] = []
        for value in ownReturns(ofClosure: body, file: file) {
            for reference in resolveController(file: file, range: value, depth: depth + 1, hops: hops).alternatives where !found.contains(reference) {
                found.append(reference)
            }
        }
        let known = found.filter { if case .unknown = $0 { return false } else { return true } }
        guard let only = known.first else { return nil }
        return found.count == 1 ? only : .oneOf(found)
    }

    private func callStarting(file: Int, at index: Int) -> Call? {
        syntax[file].calls.first { $0.span.lowerBound == index && !$0.isMessage }
    }

    /// `[[X alloc] init...]`, `[X new]`, `[[X alloc] initWithRootViewController:root]`.
    private func resolveMessage(_ message: Call, file: Int, depth: Int, hops: Int) -> ControllerReference {
        let stream = stream(file)
        let text = stream.text(message.span)
        if message.name == "alloc" || message.name == "new", message.receiverChain.count == 1, let name = message.receiverChain.first {
            return classReference(name, text: text)
        }
        guard message.name.hasPrefix("init") else {
            // A class method of a class outside the sources makes one of that class: `[UIAlertController
            // alertControllerWithTitle:...]`.
            // (Not a local named in capitals, `[MSSPVC wrappedNavigationController]`.)
            if message.receiverChain.count == 1, let name = message.receiverChain.first, name.first?.isUppercase == true, !hierarchy.isDeclared(name),
               !declaresLocal(name, before: message.place) {
                return .outside(name)
            }
            let names = message.receiverChain + [message.name]
            let receiver = { () -> ControllerReference? in
                message.receiver.isEmpty ? nil : self.resolveController(file: file, range: message.receiver, depth: depth + 1, hops: hops)
            }
            return returned(by: names, at: message.place, hops: hops, selector: message.selector, receiver: receiver)
                ?? (hops < Self.returnHops ? candidateMethods(names, at: message.place).flatMap { routedScreens(of: message, file: file, candidates: $0, depth: depth, hops: hops) } : nil)
                ?? .unknown(text)
        }
        var receiver = message.receiver
        guard !receiver.isEmpty else { return .unknown(text) }
        if stream.isPunctuation(receiver.lowerBound, "("), let close = stream.partner(of: receiver.lowerBound), close < receiver.upperBound - 1 {
            receiver = (close + 1)..<receiver.upperBound
        }
        let made = resolveController(file: file, range: receiver, depth: depth + 1, hops: hops)
        if message.name == "initWithRootViewController", let root = message.firstArgument {
            let className: String?
            switch made {
            case .outside(let name) where name == ClassHierarchy.navigationBase: className = name
            case .unknown(let name) where hierarchy.role(of: name).role == .navigationController: className = name
            default: className = nil
            }
            if let className { return .navigation(className, root: resolveController(file: file, range: root.value, depth: depth + 1, hops: hops)) }
        }
        if case .unknown(let name) = made, hierarchy.role(of: name).role == .navigationController, let root = rootPassedToSuper(by: name, depth: depth, hops: hops) {
            return .navigation(name, root: root)
        }
        return made
    }

    /// The root a navigation controller subclass of the sources gives itself in its own initializer
    /// (`self = [super initWithRootViewController:self.webViewController]`, `super.init(rootViewController:
    /// EditorViewController())`), so that making it with another initializer (`initWithAddress:`) makes a
    /// stack with that root; nil when it passes none, or several that differ.
    private func rootPassedToSuper(by className: String, depth: Int, hops: Int) -> ControllerReference? {
        // UIKit's own classes have no initializer of the app's; their extensions and categories are many in
        // a large app, and reading them all for every stack made would cost the square of their number.
        guard depth < 4, !ClassHierarchy.isSystemName(className) else { return nil }
        var found: [ControllerReference] = []
        for (file, type) in declarations(of: className) {
            for call in syntax[file].calls(within: type.body) where call.receiverChain == ["super"] {
                let root = call.name == "initWithRootViewController" ? call.firstArgument : (call.name == "init" ? call.argument("rootViewController") : nil)
                guard let root else { continue }
                // At the same depth: the call that made the subclass already counted one, and the root is
                // often a property its initializer just set, a few steps away.
                let reference = resolveController(file: file, range: root.value, depth: depth, hops: hops)
                if case .unknown = reference { continue }
                if !found.contains(reference) { found.append(reference) }
            }
        }
        return found.count == 1 ? found.first : nil
    }

    /// The screen a scene factory's member makes: `StoryboardScene.Social.partyViewController.instantiate()`
    /// (SwiftGen), where the type's member is made as `SceneType<PartyViewController>(...)` or declared
    /// with that type; else, for a scene of a class of UIKit's (a navigation controller), the scene its
    /// storyboard and identifier name (`SceneType<UINavigationController>(storyboard: Settings.self,
    /// identifier: "SettingsNav")`).
    private func madeByMember(_ names: [String], at place: Place) -> ControllerReference? {
        guard names.count >= 3, names.last == "instantiate" else { return nil }
        let member = names[names.count - 2]
        let holder = names[names.count - 3]
        var found: [ControllerReference] = []
        var scenes: [ControllerReference] = []
        for (file, type) in declarations(of: holder) {
            let stream = stream(file)
            for declaration in propertyDeclarations(in: type, file: file) where declaration.name == member {
                if let value = declaration.value, let scene = swiftGenScene(value, file: file) { scenes.append(scene) }
                // The generic argument of the value's type or of the declared type.
                let tokens = (declaration.value.map(Array.init) ?? []) + Array(declaration.place.token..<(declaration.value?.lowerBound ?? declaration.place.token + 8))
                for index in tokens where stream.isPunctuation(index, "<") {
                    if let name = stream.at(index + 1), name.isName, stream.isPunctuation(index + 2, ">"), let screen = declaredReference(name.text) {
                        found.append(screen)
                    }
                }
            }
        }
        if found.isEmpty, let scene = scenes.first, scenes.allSatisfy({ $0 == scene }) { return scene }
        guard let screen = found.first, found.allSatisfy({ $0 == screen }) else { return nil }
        return screen
    }

    /// The storyboard scene a SwiftGen scene value names: `SceneType<...>(storyboard: Settings.self, identifier:
    /// "SettingsNav")`, or `InitialSceneType<...>(storyboard: Settings.self)` for the initial scene.
    private func swiftGenScene(_ value: Range<Int>, file: Int) -> ControllerReference? {
        let stream = stream(file)
        // Read by its labels: the generic arguments before the parentheses keep it from being read as a call.
        guard let type = stream.at(value.lowerBound), type.isName, type.text.hasSuffix("SceneType"),
              let label = value.first(where: { stream.isIdentifier($0, "storyboard") && stream.isPunctuation($0 + 1, ":") }),
              let name = stream.at(label + 2), name.isName else { return nil }
        let targets = storyboards.files(named: name.text)
        guard !targets.isEmpty else { return nil }
        guard let identifier = value.first(where: { stream.isIdentifier($0, "identifier") && stream.isPunctuation($0 + 1, ":") }) else {
            return scene(in: targets, identifier: nil)
        }
        guard let text = stream.loneStringLiteral((identifier + 2)..<(identifier + 3)) else { return nil }
        return scene(in: targets, identifier: text)
    }

    /// The screen a method or function returns by its declared type: `makeDetail()` declared `->
    /// DetailViewController`, `[self makeDetail]` declared `- (DetailViewController *)makeDetail`. The
    /// method is looked for in the caller's class (for `self` or no receiver), in the class named
    /// (`Screens.makeDetail()`), else among free functions; every declaration found must return that screen.
    /// `hops` counts the returns followed on the way here: a method that returns its own call (`return
    /// make()`), or two that return each other, stop after `returnHops`.
    /// `selector`, for an Objective-C message, keeps only the methods with that full selector when one has it:
    /// `+controller` is not `-controller:shouldEndEditingWithText:`. (When none has it, the message was read
    /// in parts it does not have, as at a `?:` in an argument, and the name decides as before.)
    /// `receiver`, for a method called on a value, gives what that value is: a method of a category or
    /// extension of UIKit's view controller that wraps `self` in a navigation controller (`[detail
    /// wrappedNavigationController]`) makes a stack with that value as its root.
    private func returned(by names: [String], at place: Place, hops: Int, selector: String? = nil,
                          receiver: () -> ControllerReference? = { nil }) -> ControllerReference? {
        guard hops < Self.returnHops, var candidates = candidateMethods(names, at: place) else { return nil }
        if let selector, candidates.contains(where: { $0.method.selector == selector }) {
            candidates.removeAll { $0.method.selector != selector }
        }
        let screens = candidates.map { returnedScreen(of: $0.method, file: $0.file, hops: hops, receiver: receiver) }
        guard let screen = screens.first ?? nil, screens.allSatisfy({ $0 == screen }) else { return nil }
        return screen
    }

    /// The methods a call by `names` (receiver chain, then the called name) may reach: for `self` or no
    /// receiver, those of the caller's class and its ancestors, else free functions; those of the class
    /// named (`Screens.makeDetail()`); or those of the class a local or property is declared with
    /// (`coordinator.toPresentable()`). Nil for a receiver scan does not follow.
    func candidateMethods(_ names: [String], at place: Place) -> [(file: Int, method: MethodDeclaration)]? {
        guard let callee = names.last else { return nil }
        let receiver = withoutSelf(Array(names.dropLast()), at: place)
        if receiver.isEmpty, let owner = ownerName(place) {
            let candidates = methods(ofLineage: owner).filter { $0.method.name == callee }
            return candidates.isEmpty ? functions(named: callee) : candidates
        } else if receiver.count == 1, let variable = receiver.first {
            // A type named (`Screens.makeDetail()`); else a local or property, also one named in capitals
            // (`[MSSPVC wrappedNavigationController]`, `SM.makeSheetBinding(.settings)`).
            if variable.first?.isUppercase == true, case let named = methods(of: variable).filter({ $0.method.name == callee }), !named.isEmpty { return named }
            let types = declaredTypes(of: variable, at: place).filter { hierarchy.isDeclared($0) }
            let found = types.flatMap(methods(ofLineage:)).filter { $0.method.name == callee }
            // A method of a category or extension of UIKit's view controller, which every screen has.
            if found.isEmpty, types.contains(where: { hierarchy.role(of: $0).role == .screen }) {
                return methods(of: ClassHierarchy.viewControllerBase).filter { $0.method.name == callee }
            }
            return found
        }
        return nil
    }

    /// The screens a call of a route factory makes for the case it names (`get(scene: .welcome)`).
    private func routed(_ names: [String], call range: Range<Int>, at place: Place, depth: Int, hops: Int) -> ControllerReference? {
        guard hops < Self.returnHops, let call = call(file: place.file, exactly: range) ?? callStarting(file: place.file, at: range.lowerBound),
              let candidates = candidateMethods(names, at: place) else { return nil }
        return routedScreens(of: call, file: place.file, candidates: candidates, depth: depth, hops: hops)
    }

    /// How many methods' returns are followed into one another.
    private static let returnHops = 4

    /// The screen a method returns: the one its declared return type names, else the one every value
    /// its `return`s give resolves to (`return self.roomViewController` in a coordinator's
    /// `toPresentable() -> UIViewController`), or the stack every one of them makes around one screen
    /// (`+ (PPNavigationController *)addBookmarkViewController...` returning the navigation controller it
    /// made with the form as its root).
    private func returnedScreen(of method: MethodDeclaration, file: Int, hops: Int, receiver: () -> ControllerReference? = { nil }) -> ControllerReference? {
        if let screen = returnedType(of: method, file: file).flatMap(declaredReference) { return screen }
        // Resolved one by one and given up at the first that differs: a method whose returns call it again
        // is not followed down every branch. A returned local made around a root reaches that root four
        // steps down (local, initializer, message, root variable), so the return starts low in the budget.
        var screen: ControllerReference?
        var values = statements[file].returns(in: method.body).map(\.value)
        // A Swift body of one expression returns it without `return` (`{ UINavigationController(rootViewController: self) }`);
        // a body of several statements reads as no single controller.
        if values.isEmpty, files[file].kind == .swift, !method.body.isEmpty { values = [method.body] }
        for value in values where !value.isEmpty {
            var resolved = resolveController(file: file, range: value, depth: 1, hops: hops + 1)
            if case .navigation(let navigation, root: .unknown("self")) = resolved, let root = receiver(), case .screen = root {
                resolved = .navigation(navigation, root: root)
            }
            guard Self.isScreenOrStackOfOne(resolved), screen.map({ $0 == resolved }) ?? true else { return nil }
            screen = resolved
        }
        return screen
    }

    /// A screen, or a navigation controller made with a screen as its root.
    private static func isScreenOrStackOfOne(_ reference: ControllerReference) -> Bool {
        switch reference {
        case .screen, .navigation(_, root: .screen): return true
        default: return false
        }
    }

    /// The type a method's head declares it returns: the name after `->` in Swift, the first name in the
    /// parentheses after `-` or `+` in Objective-C.
    private func returnedType(of method: MethodDeclaration, file: Int) -> String? {
        let stream = stream(file)
        if let arrow = method.head.first(where: { stream.at($0)?.text == "->" }) {
            return stream.at(arrow + 1).flatMap { $0.isName ? $0.text : nil }
        }
        guard isObjectiveCMethod(method, file: file), let first = method.head.first, stream.isPunctuation(first + 1, "(") else { return nil }
        return stream.at(first + 2).flatMap { $0.isName ? $0.text : nil }
    }

    /// A reference for a class named in a constructor; screens and navigation controllers only count when declared.
    private func classReference(_ name: String, text: String) -> ControllerReference {
        if let reference = declaredReference(name) { return reference }
        if hierarchy.isDeclared(name) { return .unknown(name) }
        return .outside(name)
    }

    /// A declared screen class as a reference; nil for anything else.
    private func declaredReference(_ name: String) -> ControllerReference? {
        guard hierarchy.isDeclared(name), hierarchy.role(of: name).role == .screen else { return nil }
        return .screen(name)
    }

    /// The latest declaration of `name` before `place` inside the initializer of the innermost property
    /// whose value holds `place`, when `place` is in no method.
    private func initializerLocal(_ name: String, at place: Place) -> VariableDeclaration? {
        let declarations = syntax[place.file].declarations
        let initializer = declarations
            .filter { declaration in declaration.value.map { $0.contains(place.token) } ?? false }
            .min { ($0.value?.count ?? 0) < ($1.value?.count ?? 0) }
        guard let value = initializer?.value else { return nil }
        return declarations
            .filter { $0.name == name && value.contains($0.place.token) && $0.place.token < place.token }
            .max { $0.place.token < $1.place.token }
    }

    /// What a local variable or property named `name` holds at `place`: the last assignment before it in
    /// the same method, else the property's declaration or the first assignment to it in the class.
    /// `propertyOnly` skips the method's locals and parameters: what `self.name` holds.
    package func resolveVariable(_ name: String, at place: Place, depth: Int = 0, hops: Int = 0, propertyOnly: Bool = false) -> ControllerReference? {
        guard depth < 6 else { return nil }
        let file = place.file
        if propertyOnly {
            // Straight to the property.
        } else if let body = enclosingMethod(place)?.body ?? computedPropertyBody(around: place) {
            // The latest declaration before the use, and every assignment between it and the use:
            // branches may assign different controllers, and all of them reach the use, but for one in the
            // other branch of an `if` the use is under.
            let before = body.lowerBound..<max(body.lowerBound, min(place.token, body.upperBound))
            let declaration = syntax[file].declarations(within: before)
                .filter { $0.name == name }
                .max { $0.place.token < $1.place.token }
            // `if let vc = vc`, `var detail = self.detail`: a copy of the variable before it or of the property of that
            // name holds what that holds (nil: no such copy; true: of the property, whatever locals share its name).
            let copiesProperty = declaration.flatMap { declaration -> Bool? in
                guard declaration.type == nil, let value = declaration.value else { return nil }
                let names = stream(file).names(in: value)
                return names == [name] ? false : (names == ["self", name] ? true : nil)
            }
            let after = declaration?.place.token ?? body.lowerBound
            let assigned = syntax[file].assignments(within: before).filter { assignment in
                assignment.place.token > after && assignment.assignedName == name && !areAlternatives(assignment.place, place)
            }
            var found: [ControllerReference] = []
            if let declaration, let value = declaration.value {
                if let copiesProperty {
                    if let held = resolveVariable(name, at: declaration.place, depth: depth + 1, hops: hops, propertyOnly: copiesProperty) { found.append(held) }
                } else {
                    found.append(resolveController(file: file, range: value, depth: depth + 1, hops: hops))
                }
            }
            for assignment in assigned {
                found.append(resolveController(file: file, range: assignment.value, depth: depth + 1, hops: hops))
            }
            if found.isEmpty, let type = declaration?.type, let reference = declaredReference(type) {
                return reference
            }
            var distinct: [ControllerReference] = []
            // A variable declared nil and assigned a controller later (`UINavigationController *nc = nil;`) holds
            // that controller wherever it is shown: showing nil shows nothing.
            let alternatives = found.flatMap(\.alternatives)
            let shown = alternatives.filter { if case .unknown(let text) = $0 { return !TokenStream.nilWords.contains(text) && text != ".none" } else { return true } }
            for item in shown.isEmpty ? alternatives : shown where !distinct.contains(item) { distinct.append(item) }
            if distinct.count == 1, let only = distinct.first {
                if case .unknown = only, let type = declaration?.type, let reference = declaredReference(type) { return reference }
                return only
            }
            if distinct.count > 1 { return .oneOf(distinct) }
        } else if let local = initializerLocal(name, at: place), let value = local.value {
            // A local of a property's initializer (`lazy var nav = { let root = AudioViewController(); ... }()`),
            // not another property's local of the same name.
            return resolveController(file: file, range: value, depth: depth + 1, hops: hops)
        }
        // A parameter of the method holds what its caller passed, not the property of that name.
        if !propertyOnly, let method = enclosingMethod(place), parameterNames(of: method, file: file).contains(name) { return nil }
        guard let owner = ownerName(place) else { return nil }
        let property = MemberNames.property(name)
        // Files that declare or assign no member of the name are skipped: a class pasted many times into one
        // file is otherwise read once per copy for every question.
        for (declarationFile, type) in declarations(of: owner) where syntax[declarationFile].declaredNames.contains(property) {
            for declaration in syntax[declarationFile].declarations(within: type.body)
            where declaration.name == property && files[declarationFile].method(at: declaration.place.token) == nil {
                if let reference = reference(value: declaration.value, type: declaration.type, file: declarationFile, depth: depth, hops: hops) {
                    return reference
                }
            }
        }
        for (declarationFile, type) in declarations(of: owner)
        where syntax[declarationFile].assignedNames.contains(property) || syntax[declarationFile].assignedNames.contains("_" + property) {
            for assignment in syntax[declarationFile].assignments(within: type.body)
            where assignment.assignedName == property || assignment.assignedName == "_" + property {
                let reference = resolveController(file: declarationFile, range: assignment.value, depth: depth + 1, hops: hops)
                if case .unknown = reference { continue }
                return reference
            }
        }
        return nil
    }

    /// The body of the computed property (`var info: TabInfo { switch self { ... } }`) that holds `place`
    /// outside any method: its locals are a getter's, not properties of the type.
    private func computedPropertyBody(around place: Place) -> Range<Int>? {
        let stream = stream(place.file)
        for declaration in syntax[place.file].declarations.reversed() where declaration.place.token < place.token && declaration.value == nil {
            guard files[place.file].method(at: declaration.place.token) == nil, let body = stream.computedBody(of: declaration) else { continue }
            if body.contains(place.token) { return body }
        }
        return nil
    }

    private func reference(value: Range<Int>?, type: String?, file: Int, depth: Int, hops: Int) -> ControllerReference? {
        if let value {
            let resolved = resolveController(file: file, range: value, depth: depth + 1, hops: hops)
            if case .unknown = resolved {} else { return resolved }
        }
        if let type, let reference = declaredReference(type) { return reference }
        return nil
    }

    /// Who the member chain `prefix` (what stands before `navigationItem`, `interactivePopGestureRecognizer`
    /// and the like) talks about, seen from the code at `place`. With `stackOfNavigation`, a variable holding
    /// a navigation controller made with a root (`let nav = UINavigationController(rootViewController: form)`)
    /// is the stack of that root, as a bar hidden on it is.
    func subject(of prefix: [String], at place: Place, stackOfNavigation: Bool = false) -> Subject {
        let text = prefix.joined(separator: ".")
        guard let owner = ownerName(place) else { return .unresolved(text.isEmpty ? "code outside any class" : text) }
        var rest = prefix
        while let first = rest.first, isSelf(first, at: place) { rest.removeFirst() }
        if rest.isEmpty { return .object(owner) }
        if rest == ["navigationController"] {
            // A local of that name (`let navigationController = UINavigationController(rootViewController: form)`)
            // is the stack it makes, not the one holding this screen; `self.navigationController` is the property.
            guard prefix.first != "self", declaresLocal("navigationController", before: place),
                  case .navigation(_, let root)? = resolveVariable("navigationController", at: place) else {
                return .navigationOf(owner)
            }
            if case .screen(let name) = root { return .navigationOf(name) }
            return .unresolved(text)
        }
        let variable = rest.removeFirst()
        guard let reference = resolveVariable(variable, at: place) else { return .unresolved(text) }
        switch reference {
        case .screen(let name):
            if rest.isEmpty { return .object(name) }
            if rest == ["navigationController"] { return .navigationOf(name) }
        case .navigation(let name, let root):
            if rest.isEmpty, stackOfNavigation, case .screen(let rootName) = root { return .navigationOf(rootName) }
            if rest.isEmpty { return .object(name) }
        case .outside, .unknown, .oneOf:
            break
        }
        return .unresolved(text)
    }
}

extension CodeBase {
    /// True when the method around `place` declares a local of that name before it.
    func declaresLocal(_ name: String, before place: Place) -> Bool {
        guard let body = enclosingMethod(place)?.body, place.token > body.lowerBound else { return false }
        return syntax[place.file].declarations(within: body.lowerBound..<place.token).contains { $0.name == name }
    }

    /// Where the code lists view controllers (`x.viewControllers = [a, b]`, `x.setViewControllers([a, b],
    /// animated:)`), outside vendored code: the receiver's member chain, the array's elements, the place.
    package func viewControllerLists() -> [(receiver: [String], elements: [Range<Int>], place: Place)] {
        var lists: [(receiver: [String], elements: [Range<Int>], place: Place)] = []
        for (file, syntax) in syntax.enumerated() where !vendored[file] {
            let stream = stream(file)
            for assignment in syntax.assignments where assignment.target.last == "viewControllers" {
                if let elements = stream.arrayElements(assignment.value) {
                    lists.append((Array(assignment.target.dropLast()), elements, assignment.place))
                }
            }
            for call in syntax.calls where call.name == "setViewControllers" {
                if let value = call.firstArgument?.value, let elements = stream.arrayElements(value) {
                    lists.append((call.receiverChain, elements, call.place))
                }
            }
        }
        return lists
    }
}
