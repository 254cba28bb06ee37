import InterfaceBuilder

/// Child view controllers: a screen that shows another inside its own view (`addChild(list)`,
/// `[self addChildViewController:list]`, a storyboard container view's `embed` segue, a side-menu
/// container's front and rear scenes) shares its navigation controller with it, so what the child pushes
/// through `navigationController` goes onto the parent's stack, as if the parent pushed it.
package struct ChildEmbedding: Sendable, Equatable {
    package let place: Place
    package let parent: String
    package let child: String
}

extension Facts {
    /// Custom segue classes of container libraries that put their destination inside the source's view
    /// (SWRevealViewController's front and rear controllers), rather than pushing or presenting it.
    static let embeddingSegueClasses: Set<String> = ["SWRevealViewControllerSegueSetController", "SWRevealViewControllerSegue"]

    /// Works out the children once, for the draft too (`childEmbeddings`), and folds their transitions into
    /// their parents': each push or presentation a child's code makes is made for its parent too, at the same
    /// place; a child of a child is its grandparent's as well.
    mutating func readChildren(code: CodeBase) {
        let embeddings = Self.embeddings(code: code)
        childEmbeddings = embeddings
        guard !embeddings.isEmpty else { return }
        var parents: [String: [String]] = [:]
        for embedding in embeddings where embedding.parent != embedding.child {
            if !(parents[embedding.child]?.contains(embedding.parent) ?? false) { parents[embedding.child, default: []].append(embedding.parent) }
        }
        var folded: [Transition] = []
        for transition in transitions {
            guard let owner = transition.owner else { continue }
            // Up the chain of parents, each once (a cycle ends it).
            var seen: Set<String> = [owner]
            var queue = parents[owner] ?? []
            while let parent = queue.first {
                queue.removeFirst()
                guard seen.insert(parent).inserted else { continue }
                if case .screen(let target) = transition.target, target == parent { continue }
                folded.append(Transition(place: transition.place, kind: transition.kind, target: transition.target, owner: parent, via: transition.via))
                queue += parents[parent] ?? []
            }
        }
        transitions += folded
    }

    /// The screens the code and the storyboards show as children of other screens.
    static func embeddings(code: CodeBase) -> [ChildEmbedding] {
        var found: [ChildEmbedding] = []
        // Read only when a screen adds a tab bar controller as its child.
        lazy var viewControllerLists = code.viewControllerLists()
        // What each screen adds on itself, by the names its argument is written with (`pages`, `self.pages`
        // as `pages`), for the pager checks below.
        var added: [String: [(name: String, place: Place)]] = [:]
        var allocations = Allocations()
        for name in ["addChild", "addChildViewController"] {
            for (file, call) in code.calls(named: name) where !code.vendored[file] {
                guard code.withoutSelf(call.receiverChain, at: call.place).isEmpty, let argument = call.firstArgument,
                      let parent = code.ownerName(call.place), code.hierarchy.role(of: parent).role == .screen else { continue }
                let names = code.withoutSelf(code.stream(file).names(in: argument.value), at: call.place)
                if names.count == 1, let held = names.first { added[parent, default: []].append((held, call.place)) }
                switch code.resolveController(file: file, range: argument.value) {
                case .screen(let child):
                    found.append(ChildEmbedding(place: call.place, parent: parent, child: child))
                case .unknown(let text):
                    let passed = childrenPassed(to: text, at: call.place, code: code)
                    found += passed.isEmpty ? childrenGivenToInitializer(text, parent: parent, at: call.place, allocations: &allocations, code: code) : passed
                case .outside(let name) where name == "UITabBarController" || code.hierarchy.lineage(of: name).contains("UITabBarController"):
                    // A tab bar controller shown inside the screen: its tabs are the screen's children too.
                    for tab in tabs(of: argument.value, in: file, parent: parent, lists: viewControllerLists, code: code) {
                        found.append(ChildEmbedding(place: call.place, parent: parent, child: tab))
                    }
                default:
                    break
                }
            }
        }
        // The pages a page view controller is given (`pages.setViewControllers([first], direction: .forward, ...)`)
        // show inside the screen that gives them: the page view controller itself, or the screen holding it.
        if !code.calls(named: "setViewControllers").isEmpty {
            for list in viewControllerLists where showsPageViewController(list.receiver, at: list.place, added: added, code: code) {
                guard let parent = code.ownerName(list.place), code.hierarchy.role(of: parent).role == .screen else { continue }
                for element in list.elements {
                    if case .screen(let page) = code.resolveController(file: list.place.file, range: element) {
                        found.append(ChildEmbedding(place: list.place, parent: parent, child: page))
                    }
                }
            }
        }
        found += pagerPages(added: added, code: code)
        for file in code.storyboards.storyboardFiles {
            guard let storyboard = code.interfaceBuilder(file) else { continue }
            for segue in storyboard.segues {
                let embeds: Bool
                switch segue.kind {
                case .other("embed"): embeds = true
                case .other("custom"): embeds = segue.customClass.map(Self.embeddingSegueClasses.contains) ?? false
                default: embeds = false
                }
                guard embeds, let parent = code.screenClass(ofScene: segue.source, in: storyboard),
                      let child = code.screenClass(ofScene: segue.destination, in: storyboard) else { continue }
                found.append(ChildEmbedding(place: Place(file: file, token: segue.element), parent: parent, child: child))
            }
        }
        return found
    }

    /// The data-source methods by which a pager asks its screen for pages: UIPageViewController's, Pageboy's
    /// (Tabman) and XLPagerTabStrip's, in Swift and Objective-C, with the pager class their first parameter
    /// is declared with (`viewController(for:at:)` is a common name for other methods).
    static let pagerSources: [String: String] = [
        "pageViewController(_:viewControllerAfter:)": "UIPageViewController", "pageViewController(_:viewControllerBefore:)": "UIPageViewController",
        "pageViewController:viewControllerAfterViewController:": "UIPageViewController",
        "pageViewController:viewControllerBeforeViewController:": "UIPageViewController",
        "viewController(for:at:)": "PageboyViewController", "viewControllers(for:)": "PagerTabStripViewController",
        "childViewControllersForPagerTabStripViewController:": "XLPagerTabStripViewController",
    ]

    /// The pages a screen's pager data source returns (`return pages[index]`, `return [FeedViewController(),
    /// TrendsViewController()]`), each a child of that screen: a page is shown inside it.
    private static func pagerPages(added: [String: [(name: String, place: Place)]], code: CodeBase) -> [ChildEmbedding] {
        var found: [ChildEmbedding] = []
        // In name order, so that a page several screens return is listed under the same parent on every run.
        for parent in code.hierarchy.records.keys.sorted() where code.hierarchy.role(of: parent).role == .screen {
            for (file, method) in code.methods(of: parent) where !code.vendored[file] {
                guard let pager = pagerSources[method.selector], code.parameters(of: method, file: file).first?.type == pager,
                      hostsPager(parent, pager, added: added[parent] ?? [], code: code) else { continue }
                for returned in code.statements[file].returns(in: method.body) where !returned.value.isEmpty {
                    for page in pages(in: returned.value, file: file, method: method, owner: parent, code: code) {
                        found.append(ChildEmbedding(place: Place(file: file, token: returned.keyword), parent: parent, child: page))
                    }
                }
            }
        }
        return found
    }

    /// The words that name a pager's classes, by the class a data source's first parameter is declared with:
    /// Tabman's `TabmanViewController` is a `PageboyViewController`, XLPagerTabStrip's `ButtonBarPagerTabStripViewController`
    /// a `PagerTabStripViewController`.
    private static let pagerWords: [String: [String]] = [
        "UIPageViewController": ["UIPageViewController"], "PageboyViewController": ["Pageboy", "Tabman"], "PagerTabStripViewController": ["PagerTabStrip"],
        "XLPagerTabStripViewController": ["PagerTabStrip"],
    ]

    /// True when the screen shows a pager of that class inside itself: it is one, or it adds one as its child
    /// (a pager it presents shows its pages on its own).
    private static func hostsPager(_ screen: String, _ pager: String, added: [(name: String, place: Place)], code: CodeBase) -> Bool {
        let words = pagerWords[pager] ?? [pager]
        func isPager(_ className: String) -> Bool { code.hierarchy.lineage(of: className).contains { ancestor in words.contains { ancestor.contains($0) } } }
        return isPager(screen) || added.contains { holds($0.name, at: $0.place, isPager, code: code) }
    }

    /// True when the variable or property `name` seen from `place` is made as, or declared with, a class
    /// `matches` accepts.
    private static func holds(_ name: String, at place: Place, _ matches: (String) -> Bool, code: CodeBase) -> Bool {
        switch code.resolveVariable(name, at: place) {
        case .outside(let className)?, .screen(let className)?: return matches(className)
        default: return code.declaredTypes(of: name, at: place).contains(where: matches)
        }
    }

    /// The screens a returned value stands for: an array literal's, an element of an array held in a local or a
    /// property of the screen (`pages[index]`, `viewControllers.first`), or the screen the value makes.
    private static func pages(in value: Range<Int>, file: Int, method: MethodDeclaration, owner: String, code: CodeBase) -> [String] {
        let stream = code.stream(file)
        func screens(_ elements: [Range<Int>], in file: Int) -> [String] {
            elements.compactMap { element in
                if case .screen(let page) = code.resolveController(file: file, range: element) { return page }
                return nil
            }
        }
        if let elements = stream.arrayElements(value) { return screens(elements, in: file) }
        var start = value.lowerBound
        if stream.isIdentifier(start, "self"), stream.isPunctuation(start + 1, ".") { start += 2 }
        guard let holder = stream.at(start), holder.isName,
              stream.isPunctuation(start + 1, "[") || stream.isPunctuation(start + 1, ".") else {
            if case .screen(let page) = code.resolveController(file: file, range: value) { return [page] }
            return []
        }
        var held = code.localValue(holder.text, before: value.lowerBound, in: method, file: file).map { [(file, $0)] } ?? []
        if held.isEmpty {
            for (typeFile, type) in code.declarations(of: owner) {
                for property in code.propertyDeclarations(in: type, file: typeFile) where property.name == holder.text {
                    if let initial = property.value { held.append((typeFile, initial)) }
                }
            }
        }
        return held.flatMap { file, initial in code.stream(file).arrayElements(initial).map { screens($0, in: file) } ?? [] }
    }

    /// True when the list's receiver is a `UIPageViewController` shown inside the screen whose code gives
    /// it the pages: the screen itself, or a variable or property made as or declared with one that the
    /// screen adds as its child (one it presents shows its pages on its own).
    private static func showsPageViewController(_ receiver: [String], at place: Place, added: [String: [(name: String, place: Place)]], code: CodeBase) -> Bool {
        func isPager(_ className: String) -> Bool { code.hierarchy.lineage(of: className).contains("UIPageViewController") }
        guard let owner = code.ownerName(place) else { return false }
        let chain = code.withoutSelf(receiver, at: place)
        if chain.isEmpty { return isPager(owner) }
        guard chain.count == 1, let name = chain.first, (added[owner] ?? []).contains(where: { $0.name == name }) else { return false }
        return holds(name, at: place, isPager, code: code)
    }

    /// When the child added is a parameter of the method adding it (an app's own helper, `func embed(_ child:
    /// UIViewController, in container: UIView)`, often in a `UIViewController` extension), the screens each
    /// call of that helper passes, as children of the screen whose code calls it on itself.
    private static func childrenPassed(to name: String, at place: Place, code: CodeBase) -> [ChildEmbedding] {
        // An initializer is called on the object it makes, not on the caller (`childrenGivenToInitializer`).
        guard let method = code.enclosingMethod(place), !isInitializer(method), let owner = code.ownerName(place),
              let position = code.parameterNames(of: method, file: place.file).firstIndex(of: name) else { return [] }
        var found: [ChildEmbedding] = []
        for (call, caller, target) in code.callsOnItself(of: method, in: place.file, declaredBy: owner, handing: position)
        where !code.vendored[call.place.file] && code.hierarchy.role(of: caller).role == .screen {
            for case .screen(let child) in target.alternatives { found.append(ChildEmbedding(place: call.place, parent: caller, child: child)) }
        }
        return found
    }

    /// When the child added is what the parent's initializer is given (`init(topController: UIViewController,
    /// ...)` keeping it in `self.topController`, or adding it at once), the screens each construction of the
    /// parent passes for it (`TopBottomContainerViewController(topController: ConsentViewController(), ...)`):
    /// a generic container shows whatever it is made with.
    private static func childrenGivenToInitializer(_ text: String, parent: String, at place: Place, allocations: inout Allocations, code: CodeBase) -> [ChildEmbedding] {
        let name = text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
        guard !name.isEmpty, !name.contains(".") else { return [] }
        // The initializers of the parent, each with the position of the parameter that gives the child.
        var given: [(file: Int, method: MethodDeclaration, parameter: Int)] = []
        for (file, method) in code.methods(of: parent) where isInitializer(method) {
            let names = code.parameterNames(of: method, file: file)
            if file == place.file, method.body.contains(place.token), let position = names.firstIndex(of: name) {
                given.append((file, method, position))
                continue
            }
            // Objective-C keeps a property in its instance variable (`_content = content;`).
            for assignment in code.syntax[file].assignments(within: method.body) where assignment.assignedName == name || assignment.assignedName == "_" + name {
                let value = code.stream(file).text(assignment.value)
                if let position = names.firstIndex(of: value) { given.append((file, method, position)) }
            }
        }
        var found: [ChildEmbedding] = []
        for (file, method, position) in given {
            let parameters = code.parameters(of: method, file: file)
            let objectiveC = code.isObjectiveCMethod(method, file: file)
            // Swift may leave out parameters with defaults, so its arguments are found by label where there is one;
            // an Objective-C construction is `[[Container alloc] initWith...]`, told by the class it allocates.
            let constructions = objectiveC ? allocations.messages(method.name, allocating: parent, code: code) : Array(code.calls(named: parent))
            for (callFile, call) in constructions where !code.vendored[callFile] && call.arguments.count <= parameters.count {
                if objectiveC, call.arguments.count < parameters.count { continue }
                let argument: Argument?
                if let label = parameters[position].label, !objectiveC {
                    argument = call.argument(label)
                } else {
                    argument = position < call.arguments.count ? call.arguments[position] : nil
                }
                guard let argument, case .screen(let child) = code.resolveController(file: callFile, range: argument.value) else { continue }
                found.append(ChildEmbedding(place: call.place, parent: parent, child: child))
            }
        }
        return found
    }

    /// Objective-C initializer messages by their name and the class they allocate (`[[Container alloc]
    /// initWithContent:...]`), each name's indexed when first asked for: many containers share one initializer name.
    struct Allocations {
        private var byName: [String: [String: [(file: Int, call: Call)]]] = [:]

        mutating func messages(_ name: String, allocating className: String, code: CodeBase) -> [(file: Int, call: Call)] {
            if let known = byName[name] { return known[className] ?? [] }
            var byClass: [String: [(file: Int, call: Call)]] = [:]
            for (file, call) in code.calls(named: name) where call.isMessage {
                if let allocated = code.allocatedClass(call, file: file) { byClass[allocated, default: []].append((file, call)) }
            }
            byName[name] = byClass
            return byClass[className] ?? []
        }
    }

    /// `init`, `init(...)` or an Objective-C `initWith...`.
    private static func isInitializer(_ method: MethodDeclaration) -> Bool {
        method.name == "init" || method.name.hasPrefix("initWith")
    }

    /// The screens a tab bar controller the parent's code holds is given as its tabs, from the lists the
    /// code writes (`tabs.viewControllers = [inbox, archive]`, `[self.tabController setViewControllers:@[...]]`,
    /// `CodeBase.viewControllerLists`) in the parent's code, on the variable or property it adds as its child.
    private static func tabs(of added: Range<Int>, in file: Int, parent: String,
                             lists: [(receiver: [String], elements: [Range<Int>], place: Place)], code: CodeBase) -> [String] {
        let held = code.withoutSelf(code.stream(file).names(in: added), at: Place(file: file, token: added.lowerBound))
        guard !held.isEmpty else { return [] }
        var tabs: [String] = []
        for list in lists where code.ownerName(list.place) == parent && code.withoutSelf(list.receiver, at: list.place) == held {
            for element in list.elements {
                if case .screen(let tab) = code.resolveController(file: list.place.file, range: element), !tabs.contains(tab) { tabs.append(tab) }
            }
        }
        return tabs
    }
}
