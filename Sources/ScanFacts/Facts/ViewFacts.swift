import Format

/// Reads scroll views (paging, horizontal flow layouts and page controllers, require-to-fail links),
/// web views' back-forward swipes, and controls that take horizontal drags.
extension Facts {
    /// The UIKit classes of controls that take horizontal drags, and what the format calls them.
    static let controls: [String: HorizontalControl] = [
        "UISlider": .slider,
        "MKMapView": .map,
        "UISwipeActionsConfiguration": .swipeActions,
    ]

    mutating func readViews(code: CodeBase, file: Int) {
        let firstOfFile = views.count
        let stream = code.stream(file)
        let syntax = code.syntax[file]
        let aliases = ViewAliases(code: code, file: file)
        for assignment in syntax.assignments where assignment.target.count >= 2 {
            let target = assignment.target
            let holder = target[target.count - 2]
            guard holder != "self", let property = target.last else { continue }
            let view = aliases.name(holder, at: assignment.place)
            let owner = code.ownerName(assignment.place)
            switch property {
            case "pagingEnabled":
                views.append(ViewFact(place: assignment.place, owner: owner, view: view, change: .paging(stream.booleanLiteral(assignment.value))))
            case "contentSize":
                if Self.isWideContent(assignment.value, in: stream) {
                    views.append(ViewFact(place: assignment.place, owner: owner, view: view, change: .horizontal))
                }
            case "alwaysBounceHorizontal":
                if stream.booleanLiteral(assignment.value) == true {
                    views.append(ViewFact(place: assignment.place, owner: owner, view: view, change: .horizontal))
                }
            case "allowsBackForwardNavigationGestures":
                views.append(ViewFact(place: assignment.place, owner: owner, view: view, change: .backForwardGestures(stream.booleanLiteral(assignment.value))))
            case "scrollDirection":
                guard stream.mentions(["horizontal", "UICollectionViewScrollDirectionHorizontal"], in: assignment.value) else { continue }
                let collections = collectionViews(usingLayout: view, near: assignment.place, code: code, aliases: aliases)
                if collections.isEmpty {
                    looseEnds.append(LooseEnd(place: assignment.place, message: "layout '\(view)' scrolls horizontally, but navlint scan could not find the collection view that uses it"))
                }
                for name in collections {
                    views.append(ViewFact(place: assignment.place, owner: owner, view: name, change: .horizontal))
                }
            default:
                break
            }
        }
        for call in syntax.calls {
            readRequireToFail(call, code: code, file: file, aliases: aliases)
            readPageController(call, code: code, file: file, aliases: aliases)
        }
        readWaitingSubclasses(code: code, since: firstOfFile)
        readHistoryChecks(code: code, file: file, aliases: aliases)
        for index in 0..<stream.count {
            guard stream.isName(index), let control = Self.controls[stream[index].text] else { continue }
            let place = Place(file: file, token: index)
            controls.append(ControlFact(place: place, owner: code.ownerName(place), control: control))
        }
    }

    /// `scrollView.panGestureRecognizer.require(toFail: popGesture)`,
    /// `[scrollView.panGestureRecognizer requireGestureRecognizerToFail:popGesture]` and Swift 2's
    /// `requireGestureRecognizerToFail(popGesture)`.
    private mutating func readRequireToFail(_ call: Call, code: CodeBase, file: Int, aliases: ViewAliases) {
        let argument: Argument?
        if call.name == "requireGestureRecognizerToFail" {
            argument = call.firstArgument
        } else if !call.isMessage, call.name == "require" {
            argument = call.argument("toFail")
        } else {
            return
        }
        guard let argument else { return }
        if call.receiverChain.last == "interactivePopGestureRecognizer" {
            readPopWaiting(for: argument, call: call, code: code, file: file, aliases: aliases)
            return
        }
        guard call.receiverChain.count >= 2, call.receiverChain.last == "panGestureRecognizer" else { return }
        let holder = call.receiverChain[call.receiverChain.count - 2]
        guard holder != "self" else { return }
        if mentionsPopGesture(argument.value, at: call.place, code: code) {
            let view = aliases.name(holder, at: call.place)
            views.append(ViewFact(place: call.place, owner: code.ownerName(call.place), view: view, change: .requiresPopToFail))
        } else {
            let text = code.stream(file).text(argument.value)
            let key = FormatTerms.key(\ScrollViewKeys.requiresPopToFail)
            looseEnds.append(LooseEnd(place: call.place, message: "'\(MemberNames.property(holder))' waits for '\(text)', which navlint scan could not tie to the pop gesture, so \(key) is left out"))
        }
    }

    /// A paging view read from this file (the views from `first` on) whose property is declared as a
    /// scroll view subclass that waits for the pop in `gestureRecognizer(_:shouldRequireFailureOf:)` on
    /// every page: it waits as a `require(toFail:)` link would. A subclass that waits only while the
    /// content sits at its start (`contentOffset.x <= 0`) lets the pager page, and is no such link.
    private mutating func readWaitingSubclasses(code: CodeBase, since first: Int) {
        let paged = views[first...].filter { fact in
            guard case .paging(true) = fact.change else { return false }
            return true
        }
        for fact in paged {
            guard let owner = fact.owner else { continue }
            let types = code.propertyTypes(of: owner, named: MemberNames.property(fact.view))
            guard types.contains(where: { waitsForPopOnEveryPage($0, code: code) }) else { continue }
            views.append(ViewFact(place: fact.place, owner: owner, view: fact.view, change: .requiresPopToFail))
        }
    }

    /// A `gestureRecognizerShouldBegin` that refuses while a web view has history (`if (self.webView.canGoBack)
    /// { return NO; }`): the pop leaves the edge swipe to the web view as a require-to-fail link would.
    private mutating func readHistoryChecks(code: CodeBase, file: Int, aliases: ViewAliases) {
        let stream = code.stream(file)
        let statements = code.statements[file]
        for method in code.files[file].methods where method.name == "gestureRecognizerShouldBegin" {
            for found in statements.returns(in: method.body) where stream.booleanLiteral(found.value) == false {
                for (condition, _) in statements.governingConditions(of: found.keyword) {
                    guard let check = condition.tokens.first(where: { stream.isIdentifier($0, "canGoBack") }) else { continue }
                    let chain = stream.chain(endingAt: check).names
                    guard chain.count >= 2 else { continue }
                    let place = Place(file: file, token: check)
                    views.append(ViewFact(place: place, owner: code.ownerName(place), view: aliases.name(chain[chain.count - 2], at: place), change: .popRequiresWebViewToFail))
                }
            }
        }
    }

    /// True when the scroll view subclass `name` makes its pan wait for a pop recognizer with no condition
    /// on where its content sits.
    private func waitsForPopOnEveryPage(_ name: String, code: CodeBase) -> Bool {
        // A subclass the app declares; UIKit's own scroll view (and its categories) is another rule's case.
        guard !ClassHierarchy.isSystemName(name), code.hierarchy.isDeclared(name), code.hierarchy.lineage(of: name).contains("UIScrollView") else { return false }
        for (file, method) in code.methods(of: name) where method.name == "gestureRecognizer" && UTF8Search.contains("shouldRequireFailureOf", in: method.selector) {
            let stream = code.stream(file)
            let pop = method.body.contains { stream.isName($0) && IdentifierWords.split(stream[$0].text).contains("pop") }
            if pop && !stream.mentions(["contentOffset"], in: method.body) { return true }
        }
        return false
    }

    /// `interactivePopGestureRecognizer.require(toFail: g)` for each recognizer `g` of a view
    /// (`webView.gestureRecognizers`): the pop waits for the web view's own edge swipe.
    private mutating func readPopWaiting(for argument: Argument, call: Call, code: CodeBase, file: Int, aliases: ViewAliases) {
        let stream = code.stream(file)
        guard argument.value.count == 1, stream.isName(argument.value.lowerBound),
              let collection = code.iteratedCollection(of: stream[argument.value.lowerBound].text, at: call.place),
              collection.count >= 2, collection.last == "gestureRecognizers" else { return }
        let holder = collection[collection.count - 2]
        guard holder != "self", holder != "view" else { return }
        let view = aliases.name(holder, at: call.place)
        views.append(ViewFact(place: call.place, owner: code.ownerName(call.place), view: view, change: .popRequiresWebViewToFail))
    }

    private static let popGestureNames: Set<String> = ["interactivePopGestureRecognizer", "UIScreenEdgePanGestureRecognizer"]

    /// True when the expression is the pop gesture, or a local variable declared as or from it.
    private func mentionsPopGesture(_ range: Range<Int>, at place: Place, code: CodeBase) -> Bool {
        let stream = code.stream(place.file)
        if stream.mentions(Self.popGestureNames, in: range) { return true }
        guard range.count == 1, stream.isName(range.lowerBound), let method = code.enclosingMethod(place) else { return false }
        let name = stream[range.lowerBound].text
        if code.isNavigationRecognizer(loopVariable: name, at: place) { return true }
        for declaration in code.syntax[place.file].declarations where declaration.name == name && method.body.contains(declaration.place.token) {
            if let type = declaration.type, Self.popGestureNames.contains(type) { return true }
            if let value = declaration.value, stream.mentions(Self.popGestureNames, in: value) { return true }
        }
        return false
    }

    /// `UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)` and its
    /// Objective-C `initWithTransitionStyle:navigationOrientation:options:` form: a horizontal pager.
    private mutating func readPageController(_ call: Call, code: CodeBase, file: Int, aliases: ViewAliases) {
        let stream = code.stream(file)
        let style: Argument?
        if call.isMessage, call.name == "initWithTransitionStyle" {
            style = call.firstArgument
        } else if !call.isMessage, call.name == "UIPageViewController" {
            style = call.argument("transitionStyle")
        } else {
            return
        }
        guard let style, stream.mentions(["scroll", "UIPageViewControllerTransitionStyleScroll"], in: style.value),
              let orientation = call.argument("navigationOrientation"),
              stream.mentions(["horizontal", "UIPageViewControllerNavigationOrientationHorizontal"], in: orientation.value),
              let name = variableName(holding: call.span.lowerBound, file: file, code: code, aliases: aliases)
        else { return }
        let owner = code.ownerName(call.place)
        views.append(ViewFact(place: call.place, owner: owner, view: name, change: .horizontal))
        views.append(ViewFact(place: call.place, owner: owner, view: name, change: .paging(true)))
    }

    /// The collection views built with a flow layout held in `layout`: the variables that receive
    /// `UICollectionView(frame:collectionViewLayout: layout)`, or `collectionView` for a
    /// UICollectionViewController made with `super.init(collectionViewLayout: layout)`.
    private func collectionViews(usingLayout layout: String, near place: Place, code: CodeBase, aliases: ViewAliases) -> [String] {
        let file = place.file
        let stream = code.stream(file)
        guard let owner = code.enclosingType(place) else { return [] }
        var names: [String] = []
        for call in code.syntax[file].calls where owner.body.contains(call.place.token) {
            let argument = call.argument("collectionViewLayout") ?? (call.name == "initWithCollectionViewLayout" ? call.firstArgument : nil)
            guard let argument, let last = argument.value.last, stream.isName(last),
                  MemberNames.property(stream[last].text) == layout
            else { continue }
            if call.receiverChain == ["super"] || call.name == "initWithCollectionViewLayout" {
                names.append("collectionView")
            } else if let name = variableName(holding: call.span.lowerBound, file: file, code: code, aliases: aliases) {
                names.append(name)
            }
        }
        return names
    }

    /// The variable or property whose value holds the token at `index`, by the name it goes by in its class.
    private func variableName(holding index: Int, file: Int, code: CodeBase, aliases: ViewAliases) -> String? {
        let syntax = code.syntax[file]
        var best: (name: String, size: Int)?
        for declaration in syntax.declarations {
            guard let value = declaration.value, value.contains(index) else { continue }
            if best == nil || value.count < (best?.size ?? Int.max) { best = (declaration.name, value.count) }
        }
        for assignment in syntax.assignments where assignment.value.contains(index) {
            guard let name = assignment.target.last, assignment.target.count <= 2 else { continue }
            if best == nil || assignment.value.count < (best?.size ?? Int.max) { best = (name, assignment.value.count) }
        }
        guard let local = best?.name else { return nil }
        return aliases.name(local, at: Place(file: file, token: index))
    }
}

/// The name a view goes by in its class: a local that a property's initializer closure returns
/// (`lazy var gallery = { let view = ...; return view }()`) is the property. The declarations outside
/// methods whose values hold a `return`, and where each name is returned, are gathered once per file:
/// searching every declaration's value for every view statement was quadratic, and cubic where broken
/// brackets made many values run to the end of the file.
struct ViewAliases {
    /// Declarations outside methods whose value holds a `return`, in file order.
    private let candidates: [VariableDeclaration]
    /// For each name, the `return` tokens followed by it, ascending.
    private let returns: [String: [Int]]

    init(code: CodeBase, file: Int) {
        let stream = code.stream(file)
        var returns: [String: [Int]] = [:]
        var all: [Int] = []
        for index in 0..<stream.count where stream.isIdentifier(index, "return") {
            all.append(index)
            if let next = stream.at(index + 1), next.isName { returns[next.text, default: []].append(index) }
        }
        self.returns = returns
        candidates = all.isEmpty ? [] : code.syntax[file].declarations.filter { declaration in
            guard let value = declaration.value, Self.holds(all, in: value) else { return false }
            return code.enclosingMethod(declaration.place) == nil
        }
    }

    func name(_ name: String, at place: Place) -> String {
        guard let positions = returns[name] else { return MemberNames.property(name) }
        for declaration in candidates where declaration.name != name {
            guard let value = declaration.value, value.contains(place.token) else { continue }
            if Self.holds(positions, in: value) { return MemberNames.property(declaration.name) }
        }
        return MemberNames.property(name)
    }

    /// True when one of the ascending positions lies in the range.
    private static func holds(_ positions: [Int], in range: Range<Int>) -> Bool {
        var low = 0
        var high = positions.count
        while low < high {
            let middle = (low + high) / 2
            if positions[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        return low < positions.count && positions[low] < range.upperBound
    }
}
