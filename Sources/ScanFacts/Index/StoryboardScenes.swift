import InterfaceBuilder

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
        let targets = storyboardFiles(loadedBy: call, file: file)
        if call.name != "instantiateInitialViewController" {
            guard let argument = identifierArgument(of: call) else { return nil }
            guard let literal = stringLiteral(file: file, range: argument.value) else {
                // A helper that loads the scene its caller names (`func show(_ name: String)` with
                // `instantiateViewController(withIdentifier: name)`): the scenes its calls name.
                let scenes = identifiersPassed(to: argument.value, at: call.place).compactMap { scene(in: targets, identifier: $0, depth: depth) }
                var unique: [ControllerReference] = []
                for scene in scenes where !unique.contains(scene) { unique.append(scene) }
                guard let first = unique.first else { return nil }
                return unique.count == 1 ? first : .oneOf(unique)
            }
            identifier = literal
        }
        return scene(in: targets, identifier: identifier, depth: depth)
            ?? .unknown("\(identifier.map { "scene '\($0)'" } ?? "the initial scene") of \(targets.count == 1 ? "the storyboard" : "any scanned storyboard")")
    }

    /// The string literals the calls of the method around `place` pass for its parameter named by the
    /// lone name in `range`; empty when the range is no parameter's name.
    private func identifiersPassed(to range: Range<Int>, at place: Place) -> [String] {
        let stream = stream(place.file)
        guard range.count == 1, let name = stream.at(range.lowerBound), name.isName, let method = enclosingMethod(place),
              let position = parameterNames(of: method, file: place.file).firstIndex(of: name.text) else { return [] }
        var found: [String] = []
        for (file, call) in calls(named: method.name) where call.arguments.count > position {
            if let literal = stringLiteral(file: file, range: call.arguments[position].value), !found.contains(literal) { found.append(literal) }
        }
        return found
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
        stream(file).loneStringLiteral(range)
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
                switch loader.storyboardName(in: stream) {
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

extension Call {
    /// What a call that loads a storyboard names it: `UIStoryboard(name: "Main", bundle: nil)` and
    /// `[UIStoryboard storyboardWithName:@"Main" bundle:nil]` give `.some("Main")`, a name scan cannot
    /// read `.some(nil)`; nil for a call that loads no storyboard.
    func storyboardName(in stream: TokenStream) -> String?? {
        let name: Argument?
        switch self.name {
        case "UIStoryboard": name = argument("name")
        case "storyboardWithName": name = firstArgument
        default: return nil
        }
        return .some(name.flatMap { stream.loneStringLiteral($0.value) })
    }
}

extension CodeBase {
    /// The class of a scene's controller as code declares it; nil for a scene without a custom class of the sources.
    func screenClass(ofScene id: String?, in storyboard: InterfaceBuilderFile) -> String? {
        guard let id, let controller = storyboard.controller(id: id), controller.kind == .screen, let custom = controller.customClass?.name else { return nil }
        return hierarchy.role(of: custom).role == .screen && hierarchy.isDeclared(custom) ? custom : nil
    }

    /// The screens whose code runs in a storyboard split view's primary column: its master scene, or
    /// that navigation controller's root. A detail they show is pushed onto their stack on iPhone, where
    /// the split view collapses; one with a compact column of its own shows that column instead.
    package func splitPrimaryScreens() -> Set<String> {
        var found: Set<String> = []
        for file in storyboards.storyboardFiles {
            guard let storyboard = interfaceBuilder(file) else { continue }
            let splits = Set(storyboard.controllers.filter { $0.elementName == "splitViewController" }.map(\.id))
            guard !splits.isEmpty else { continue }
            let compact = Set(storyboard.segues.filter { $0.kind == .relationship("compactViewController") }.compactMap(\.source))
            for segue in storyboard.segues where segue.kind == .relationship("masterViewController") {
                guard let split = segue.source, splits.contains(split), !compact.contains(split) else { continue }
                var primary = storyboard.controller(id: segue.destination)
                if primary?.kind == .navigation { primary = storyboard.rootSegue(of: segue.destination).flatMap { storyboard.controller(id: $0.destination) } }
                if let primary, primary.kind == .screen { found.insert(primary.className) }
            }
        }
        return found
    }
}
