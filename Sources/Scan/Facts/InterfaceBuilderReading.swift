import Format
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

/// Where each storyboard of the scan is, by the name code loads it with and by the classes of its
/// scenes' controllers.
struct StoryboardIndex: Sendable {
    /// File indexes of storyboards (not XIBs), by name.
    private var filesByName: [String: [Int]] = [:]
    private var filesByClass: [String: [Int]] = [:]
    private(set) var storyboardFiles: [Int] = []

    init(files: [FileOutline]) {
        for (index, outline) in files.enumerated() {
            guard let reading = outline.interfaceBuilder, let file = reading.file, file.kind == .storyboard else { continue }
            filesByName[reading.name, default: []].append(index)
            for name in Set(file.controllers.compactMap(\.customClass?.name)) { filesByClass[name, default: []].append(index) }
            storyboardFiles.append(index)
        }
    }

    func files(named name: String?) -> [Int] {
        guard let name else { return storyboardFiles }
        return filesByName[name] ?? []
    }

    /// The storyboards with a scene whose controller is of the class, in file order.
    func files(holding className: String) -> [Int] { filesByClass[className] ?? [] }
}

// MARK: - Scenes as controller references

extension CodeBase {
    func interfaceBuilder(_ file: Int) -> InterfaceBuilderFile? {
        file >= 0 && file < files.count ? files[file].interfaceBuilder?.file : nil
    }

    /// What the scene with controller id `id` in `file` makes: a screen of the code, a navigation
    /// controller with its root, or a class from outside the sources.
    func sceneReference(file: Int, id: String, depth: Int = 0) -> ControllerReference {
        guard let storyboard = interfaceBuilder(file), let controller = storyboard.controller(id: id) else {
            return .unknown("scene '\(id)' of \(files.indices.contains(file) ? files[file].path : "a storyboard"), which it does not hold")
        }
        guard depth < 8 else { return .unknown(controller.className) }
        switch controller.kind {
        case .screen:
            let name = controller.className
            if hierarchy.isDeclared(name), hierarchy.role(of: name).role == .screen { return .screen(name) }
            return hierarchy.isDeclared(name) ? .unknown(name) : .outside(name)
        case .navigation:
            let root = storyboard.rootSegue(of: id)
            let rootReference = root.map { sceneReference(file: file, id: $0.destination, depth: depth + 1) }
                ?? .unknown("no root view controller in \(files[file].path)")
            return .navigation(controller.className, root: rootReference)
        case .tabBar, .container:
            return .outside(controller.className)
        case .reference(let storyboardName, let identifier):
            let targets = storyboards.files(named: storyboardName ?? files[file].interfaceBuilder?.name)
            return scene(in: targets, identifier: identifier, depth: depth + 1)
                ?? .unknown("\(identifier.map { "scene '\($0)'" } ?? "the initial scene") of storyboard '\(storyboardName ?? "")', which is not among the scanned files")
        }
    }

    /// The scene with storyboard identifier `identifier` (the initial one when nil) in any of `targets`;
    /// several different ones are each a possibility.
    func scene(in targets: [Int], identifier: String?, depth: Int = 0) -> ControllerReference? {
        var found: [ControllerReference] = []
        for file in targets {
            guard let storyboard = interfaceBuilder(file) else { continue }
            let id = identifier.map { storyboard.controller(storyboardIdentifier: $0)?.id } ?? storyboard.initialController
            guard let id else { continue }
            let reference = sceneReference(file: file, id: id, depth: depth)
            if !found.contains(reference) { found.append(reference) }
        }
        guard let first = found.first else { return nil }
        return found.count == 1 ? first : .oneOf(found)
    }

    private static let instantiations: Set<String> = [
        "instantiateViewController", "instantiateViewControllerWithIdentifier", "instantiateInitialViewController",
    ]

    /// `storyboard.instantiateViewController(withIdentifier: "Detail")`, `[storyboard instantiateViewControllerWithIdentifier:@"Detail"]`
    /// and `UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()` as the scene
    /// they make; nil when the expression is no such call or names no literal identifier.
    func storyboardReference(file: Int, range: Range<Int>, depth: Int) -> ControllerReference? {
        guard !storyboards.storyboardFiles.isEmpty else { return nil }
        let stream = stream(file)
        guard range.contains(where: { stream.at($0).map { $0.isName && Self.instantiations.contains($0.text) } ?? false }),
              let call = syntax[file].calls.last(where: { call in
                  Self.instantiations.contains(call.name) && range.contains(call.span.lowerBound) && call.span.upperBound >= range.upperBound - 1
              })
        else { return nil }
        var identifier: String?
        if call.name != "instantiateInitialViewController" {
            guard let argument = identifierArgument(of: call),
                  let literal = stringLiteral(file: file, range: argument.value)
            else { return nil }
            identifier = literal
        }
        let targets = storyboardFiles(loadedBy: call, file: file)
        return scene(in: targets, identifier: identifier, depth: depth)
            ?? .unknown("\(identifier.map { "scene '\($0)'" } ?? "the initial scene") of \(targets.count == 1 ? "the storyboard" : "any scanned storyboard")")
    }

    /// Every call in the code that loads a storyboard's scene, with the storyboards it may load and
    /// which scene: the initial one, the one with a literal identifier, or any with an identifier.
    func storyboardInstantiations() -> [StoryboardInstantiation] {
        guard !storyboards.storyboardFiles.isEmpty else { return [] }
        var found: [StoryboardInstantiation] = []
        for (file, outline) in files.enumerated() where outline.kind == .swift || outline.kind == .objectiveC {
            for call in syntax[file].calls where Self.instantiations.contains(call.name) {
                let scene: StoryboardInstantiation.Scene
                if call.name == "instantiateInitialViewController" {
                    scene = .initial
                } else if let argument = identifierArgument(of: call),
                          let literal = stringLiteral(file: file, range: argument.value) {
                    scene = .identifier(literal)
                } else {
                    scene = .anyIdentified
                }
                found.append(StoryboardInstantiation(storyboards: storyboardFiles(loadedBy: call, file: file), scene: scene))
            }
        }
        return found
    }

    /// A call's receiver, also when it is a call itself (`UIStoryboard(name: "Main", bundle: nil).instantiate…`),
    /// which a Swift call's member chain does not reach.
    private func receiver(of call: Call, file: Int) -> Range<Int> {
        let stream = stream(file)
        let dot = call.place.token - 1
        guard call.receiver.isEmpty, !call.isMessage, stream.isPunctuation(dot, "."), stream.isPunctuation(dot - 1, ")"),
              let open = stream.partner(of: dot - 1) else { return call.receiver }
        return stream.chain(endingAt: open - 1).start..<dot
    }

    /// The identifier a scene is instantiated with: `withIdentifier:` in Swift, the first argument of
    /// Objective-C's message and of Swift 2's `instantiateViewControllerWithIdentifier("Detail")`.
    private func identifierArgument(of call: Call) -> Argument? {
        call.argument("withIdentifier") ?? call.argument("identifier")
            ?? (call.isMessage || call.name == "instantiateViewControllerWithIdentifier" ? call.firstArgument : nil)
    }

    /// A lone string literal (`"Main"`, `@"Main"`).
    private func stringLiteral(file: Int, range: Range<Int>) -> String? {
        Self.stringLiteral(range, in: stream(file))
    }

    static func stringLiteral(_ range: Range<Int>, in stream: TokenStream) -> String? {
        let strings = range.filter { stream.at($0)?.kind == .string }
        guard strings.count == 1, let index = strings.first, let token = stream.at(index), range.count <= 2 else { return nil }
        return token.literalValue(in: stream.dialect)
    }

    /// What a call that loads a storyboard names it: `UIStoryboard(name: "Main", bundle: nil)` and
    /// `[UIStoryboard storyboardWithName:@"Main" bundle:nil]` give `.some("Main")`, a name scan cannot
    /// read `.some(nil)`; nil for a call that loads no storyboard.
    static func storyboardName(loadedBy loader: Call, in stream: TokenStream) -> String?? {
        let name: Argument?
        switch loader.name {
        case "UIStoryboard": name = loader.argument("name")
        case "storyboardWithName": name = loader.firstArgument
        default: return nil
        }
        return .some(name.flatMap { stringLiteral($0.value, in: stream) })
    }

    /// The storyboards a call's receiver can be: the one named in `UIStoryboard(name:bundle:)` or
    /// `storyboardWithName:bundle:` (written there or in the local that holds it), the one a
    /// screen's own `storyboard` came from, else any.
    private func storyboardFiles(loadedBy call: Call, file: Int) -> [Int] {
        var ranges = [receiver(of: call, file: file)]
        let chain = call.receiverChain.filter { $0 != "self" }
        if chain.count == 1, let variable = chain.first, let method = enclosingMethod(call.place) {
            let before = { (token: Int) in method.body.contains(token) && token < call.place.token }
            ranges += syntax[file].declarations.filter { $0.name == variable && before($0.place.token) }.compactMap(\.value)
            ranges += syntax[file].assignments.filter { $0.target.filter { $0 != "self" } == [variable] && before($0.place.token) }.map(\.value)
        }
        let stream = stream(file)
        // The ranges before the first that makes a storyboard from a name scan cannot read
        // (`UIStoryboard(name: names.settings, …)`): a member they end in may name it instead.
        var unnamed: [Range<Int>] = []
        var madeUnnamed = false
        for range in ranges.reversed() {
            for loader in syntax[file].calls where range.contains(loader.span.lowerBound) {
                switch Self.storyboardName(loadedBy: loader, in: stream) {
                case .some(.some(let literal)): return storyboards.files(named: literal)
                case .some(.none): madeUnnamed = true
                case .none: break
                }
            }
            if !madeUnnamed { unnamed.append(range) }
        }
        if chain.last == "storyboard", let owner = ownerName(call.place) {
            let holding = storyboards.files(holding: owner)
            if !holding.isEmpty { return holding }
        }
        // A type's member that hands out one storyboard: `UIStoryboard.main.instantiate…`, or a local set to it.
        for range in unnamed {
            guard let last = range.reversed().first(where: { stream.isName($0) }), stream.isPunctuation(last - 1, "."),
                  let holder = stream.at(last - 2), holder.isName, holder.text.first?.isUppercase == true,
                  let names = storyboardsByMember["\(holder.text).\(stream[last].text)"], names.count == 1, let name = names.first else { continue }
            let found = storyboards.files(named: name)
            if !found.isEmpty { return found }
        }
        return storyboards.storyboardFiles
    }
}

// MARK: - Facts

extension Facts {
    /// Navigation controllers with their root, pushes and presents, navigation items, hidden bars and
    /// views, each placed at the storyboard or XIB element it came from.
    mutating func readInterfaceBuilder(code: CodeBase, file: Int, entries: StoryboardEntries) {
        guard let reading = code.files[file].interfaceBuilder else { return }
        guard let storyboard = reading.file else {
            let problem = reading.error.map { "\($0.location): \($0.message)" } ?? "not well-formed XML"
            looseEnds.append(LooseEnd(place: Place(file: file, token: 0), message: "could not read \(code.files[file].path) (\(problem)); its scenes are left out"))
            return
        }
        /// The class of a scene's controller as code declares it; nil for a scene without a custom class of the sources.
        func screenClass(_ id: String?) -> String? {
            guard let id, let controller = storyboard.controller(id: id), controller.kind == .screen, let custom = controller.customClass?.name else { return nil }
            return code.hierarchy.role(of: custom).role == .screen && code.hierarchy.isDeclared(custom) ? custom : nil
        }
        func place(_ element: Int) -> Place { Place(file: file, token: element) }

        // A scene's own presentation style holds wherever code presents it without setting another.
        for controller in storyboard.controllers {
            guard let written = controller.modalPresentationStyle, let screen = screenClass(controller.id) else { continue }
            screenFacts.append(ScreenFact(place: place(controller.element), subject: .object(screen), change: .presentationStyle(Self.presentationStyle(written), written: written)))
        }
        for segue in storyboard.segues {
            switch segue.kind {
            case .relationship("rootViewController"):
                guard let source = segue.source, let navigation = storyboard.controller(id: source), navigation.kind == .navigation else { continue }
                // Placed from the navigation controller's element to the segue that names its root.
                let creation = Place(file: file, token: segue.element, in: navigation.element..<(navigation.element + 1))
                guard storyboard.kind == .xib || entries.isReached(file: file, controller: source) else {
                    let reason = entries.whyUnreached(file: file, controller: source, code: code)
                    dormantStacks.append(DormantStack(place: creation, navigationClass: navigation.className, root: code.sceneReference(file: file, id: segue.destination), reason: reason))
                    continue
                }
                creations.append(NavigationCreation(place: creation, navigationClass: navigation.className, root: code.sceneReference(file: file, id: segue.destination)))
                if navigation.navigationBarHidden, let root = screenClass(segue.destination) {
                    itemWrites.append(NavigationItemWrite(place: place(navigation.element), subject: .navigationOf(root), change: .navigationBarHidden(true)))
                }
            case .relationship("viewControllers"):
                if let tab = screenClass(segue.destination) {
                    looseEnds.append(LooseEnd(place: place(segue.element), message: "\(tab) is a tab of a tab bar controller without a navigation controller; the format has no key for tabs, so it is no root here"))
                }
            case .push, .present:
                let kind: Transition.Kind = segue.kind == .push ? .push : .present
                let target = code.sceneReference(file: file, id: segue.destination)
                guard let owner = screenClass(segue.source) else {
                    let from = segue.source.flatMap { storyboard.controller(id: $0) }.map { "\($0.className), which is no screen class of the scanned sources," } ?? "outside any scene"
                    if case .outside = target, kind == .present { continue }
                    looseEnds.append(LooseEnd(place: place(segue.element), message: "a \(kind == .push ? "show" : "presentation") segue from \(from) to \(describe(target)); navlint scan cannot tell which screen makes it"))
                    continue
                }
                transitions.append(Transition(place: place(segue.element), kind: kind, target: target, owner: owner))
            case .other("custom"):
                looseEnds.append(LooseEnd(place: place(segue.element), message: "a custom segue to \(describe(code.sceneReference(file: file, id: segue.destination))); navlint scan cannot tell whether it pushes or presents, so it is left out"))
            case .relationship, .other:
                continue
            }
        }
        if let initial = storyboard.initialController, let screen = screenClass(initial), let document = storyboard.document.root {
            looseEnds.append(LooseEnd(place: place(document.index), message: "\(screen) is the initial view controller of \(code.files[file].path) without a navigation controller; the format has no key for a window's root, so it is no root here"))
        }
        if code.storyboards.storyboardFiles.first == file { checkPerformedSegues(code: code) }

        for item in storyboard.navigationItems {
            guard let owner = screenClass(item.controller) else { continue }
            let subject = Subject.object(owner)
            let at = place(item.element)
            if item.hidesBackButton { itemWrites.append(NavigationItemWrite(place: at, subject: subject, change: .hidesBackButton(true))) }
            if item.leftItemsSupplementBackButton { itemWrites.append(NavigationItemWrite(place: at, subject: subject, change: .supplementsBackButton(true))) }
            if !item.leftItems.isEmpty {
                let labels = item.leftItems.map { Found(value: $0.label, place: place($0.element)) }
                itemWrites.append(NavigationItemWrite(place: at, subject: subject, change: .leftItems(labels, plural: item.leftItemsArePlural)))
            }
            if let back = item.backItem {
                var parts = BackItem()
                parts.title = back.title.map { Found(value: $0, place: place(back.element)) }
                parts.image = back.image.map { Found(value: $0, place: place(back.element)) }
                itemWrites.append(NavigationItemWrite(place: place(back.element), subject: subject, change: .backItem(parts)))
            }
        }

        for view in storyboard.views {
            // A XIB's views belong to its File's Owner; a storyboard's to the scene that holds them.
            let filesOwner = storyboard.filesOwner.map(\.name).flatMap { code.hierarchy.role(of: $0).role == .screen ? $0 : nil }
            guard let owner = view.controller.map({ screenClass($0) }) ?? filesOwner else { continue }
            let at = place(view.element)
            switch view.fact {
            case .paging: views.append(ViewFact(place: at, owner: owner, view: view.name, change: .paging(true)))
            case .horizontal: views.append(ViewFact(place: at, owner: owner, view: view.name, change: .horizontal))
            case .backForwardGestures: views.append(ViewFact(place: at, owner: owner, view: view.name, change: .backForwardGestures(true)))
            case .slider: controls.append(ControlFact(place: at, owner: owner, control: .slider))
            case .map: controls.append(ControlFact(place: at, owner: owner, control: .map))
            }
        }
    }

    /// `performSegue(withIdentifier: "x", sender:)` in a screen's code names a segue that leaves one of
    /// its class's scenes; UIKit raises an exception for one it cannot find.
    private mutating func checkPerformedSegues(code: CodeBase) {
        var identifiersByClass: [String: Set<String>] = [:]
        for file in code.storyboards.storyboardFiles {
            guard let storyboard = code.interfaceBuilder(file) else { continue }
            for segue in storyboard.segues {
                guard let identifier = segue.identifier, let source = segue.source,
                      let owner = storyboard.controller(id: source)?.customClass?.name else { continue }
                identifiersByClass[owner, default: []].insert(identifier)
            }
        }
        // Each scene's class under itself and its ancestors: a call finds the scenes of its class's
        // subclasses without walking every scene.
        var scenesByAncestor: [String: Set<String>] = [:]
        for scene in identifiersByClass.keys {
            for ancestor in code.hierarchy.lineage(of: scene) { scenesByAncestor[ancestor, default: []].insert(scene) }
        }
        for file in code.files.indices where code.files[file].kind == .swift || code.files[file].kind == .objectiveC {
            let stream = code.stream(file)
            for call in code.syntax[file].calls where call.name == "performSegue" || call.name == "performSegueWithIdentifier" {
                guard let argument = call.argument("withIdentifier") ?? (call.isMessage ? call.firstArgument : nil),
                      argument.value.count <= 2, let literal = argument.value.first(where: { stream.at($0)?.kind == .string }).flatMap({ stream.at($0) }),
                      let owner = code.ownerName(call.place), code.hierarchy.role(of: owner).role == .screen
                else { continue }
                let identifier = literal.literalValue(in: stream.dialect)
                let scenes = (scenesByAncestor[owner] ?? []).union(code.hierarchy.lineage(of: owner).filter { identifiersByClass[$0] != nil })
                let related = scenes.compactMap { identifiersByClass[$0] }
                // A class with no scene in the scanned storyboards may have one in a storyboard not scanned.
                guard !related.isEmpty, !related.contains(where: { $0.contains(identifier) }) else { continue }
                let known = Set(related.flatMap { $0 }).sorted().map { "'\($0)'" }.joined(separator: ", ")
                looseEnds.append(LooseEnd(place: call.place, message: "performs segue '\(identifier)', but the scenes of \(owner) in the scanned storyboards have only \(known); UIKit raises an exception for a segue it cannot find"))
            }
        }
    }

    private func describe(_ reference: ControllerReference) -> String {
        switch reference {
        case .screen(let name), .outside(let name), .unknown(let name): return name
        case .navigation(let name, _): return name
        case .oneOf(let list): return list.map(describe).joined(separator: " or ")
        }
    }
}
