/// Reads changes to navigation items (left items, back button, back item, back action) and hidden bars.
extension Facts {
    mutating func readNavigationItems(code: CodeBase, file: Int) {
        let stream = code.stream(file)
        for assignment in code.syntax[file].assignments {
            let target = assignment.target
            guard let property = target.last else { continue }
            if property == "navigationBarHidden" {
                // The bar of a navigation controller this method makes around a screen that pushes nothing (`let nc =
                // ModalNavigationController(rootViewController: pin)`, then `nc.isNavigationBarHidden = true`) is hidden on
                // a stack of one screen, with nothing to swipe back to; the same class pushed on another stack keeps its
                // bar there. A root that pushes hands its hidden bar on to what it pushes, as the stack's is.
                let prefix = Array(target.dropLast())
                if prefix.count == 1, let local = prefix.first, local != "self", code.declaresLocal(local, before: assignment.place),
                   case .navigation(_, root: .screen(let root))? = code.resolveVariable(local, at: assignment.place), !code.mayPush(root) {
                    looseEnds.append(LooseEnd(place: assignment.place, message: "the bar is hidden on the navigation controller made here around \(root), which pushes nothing, so there is nothing to swipe back to"))
                    continue
                }
                let subject = code.subject(of: prefix, at: assignment.place, stackOfNavigation: true)
                itemWrites.append(NavigationItemWrite(place: assignment.place, subject: subject, change: .navigationBarHidden(stream.booleanLiteral(assignment.value))))
                continue
            }
            guard target.count >= 2, target[target.count - 2] == "navigationItem" else { continue }
            let subject = code.subject(of: Array(target.dropLast(2)), at: assignment.place)
            let value = assignment.value
            let isNil = value.count == 1 && (stream.isIdentifier(value.lowerBound, "nil") || stream.isIdentifier(value.lowerBound, "NULL"))
            let change: NavigationItemChange
            switch property {
            case "leftBarButtonItem":
                change = isNil ? .clearsLeftItems : .leftItems([itemLabel(value, file: file, stream: stream)], plural: false)
            case "leftBarButtonItems":
                if !isNil, let array = Self.conditionallyFilledArray(value, at: assignment.place, code: code) {
                    switch array {
                    case .alwaysEmpty:
                        itemWrites.append(NavigationItemWrite(place: assignment.place, subject: subject, change: .clearsLeftItems))
                    case .filledUnder(let name):
                        looseEnds.append(LooseEnd(place: assignment.place, message: "the left items are the array '\(name)', which starts empty and gets items only under conditions navlint scan does not read, so no left items are written for this screen"))
                    }
                    continue
                }
                let labels = isNil ? [] : itemLabels(value, file: file, stream: stream)
                change = labels.isEmpty ? .clearsLeftItems : .leftItems(labels, plural: true)
            case "hidesBackButton":
                change = .hidesBackButton(stream.booleanLiteral(value))
            case "leftItemsSupplementBackButton":
                change = .supplementsBackButton(stream.booleanLiteral(value))
            case "backBarButtonItem":
                change = .backItem(isNil ? nil : backItem(value, at: assignment.place, code: code))
            case "backAction":
                if isNil { continue }
                change = .backAction
            default:
                continue
            }
            itemWrites.append(NavigationItemWrite(place: assignment.place, subject: subject, change: change))
            // A Back of the screen's own that asks or saves: an item in Back's place, or backAction.
            if ["leftBarButtonItem", "backAction"].contains(property), !isNil, case .object(let owner) = subject {
                let bodies = code.actionBodies(of: value, at: assignment.place, owner: owner)
                if let effect = code.backTapEffect(running: bodies) {
                    itemWrites.append(NavigationItemWrite(place: effect.place, subject: subject, change: .backTapRuns(effect.value, item: assignment.place)))
                } else if let dismiss = code.dismissesItself(running: bodies) {
                    itemWrites.append(NavigationItemWrite(place: dismiss, subject: subject, change: .backTapDismissesItself(item: assignment.place)))
                }
            }
        }
    }

    /// What a local array assigned to the left items holds when the method makes it empty
    /// (`var items: [UIBarButtonItem] = []`, `[NSMutableArray array]`) and fills it only under conditions
    /// (`if isOwnProfile { items.append(shareButton) }`): whether there are left items then depends on
    /// state scan does not read. Nil when the value is something else, or some item is always added.
    private enum FilledArray { case alwaysEmpty, filledUnder(String) }

    private static func conditionallyFilledArray(_ value: Range<Int>, at place: Place, code: CodeBase) -> FilledArray? {
        let stream = code.stream(place.file)
        guard value.count == 1, stream.isName(value.lowerBound), let method = code.enclosingMethod(place) else { return nil }
        let name = stream[value.lowerBound].text
        let syntax = code.syntax[place.file]
        guard let declaration = syntax.declarations(within: method.body).last(where: { $0.name == name && $0.place.token < place.token }),
              let made = declaration.value, isEmptyArray(made, stream: stream) else { return nil }
        let adds = syntax.calls(within: declaration.place.token..<place.token).filter { call in
            call.receiverChain == [name] && ["append", "addObject", "insert", "addObjectsFromArray", "contentsOf"].contains(call.name)
        }
        if adds.isEmpty { return .alwaysEmpty }
        let statements = code.statements[place.file]
        let conditional = adds.allSatisfy { !statements.governingConditions(of: $0.place.token).isEmpty }
        return conditional ? .filledUnder(name) : nil
    }

    /// `[]`, `[UIBarButtonItem]()`, `@[]`, `[NSMutableArray array]`, `[[NSMutableArray alloc] init]`, `NSMutableArray()`.
    private static func isEmptyArray(_ range: Range<Int>, stream: TokenStream) -> Bool {
        let texts = range.compactMap { stream.at($0)?.text }
        if texts.count == 5, texts[0] == "[", texts[2] == "]", texts[3] == "(", texts[4] == ")" { return true }
        return texts == ["[", "]"] || texts == ["@", "[", "]"] || texts == ["[", "NSMutableArray", "array", "]"]
            || texts == ["[", "[", "NSMutableArray", "alloc", "]", "init", "]"] || texts == ["[", "NSMutableArray", "new", "]"]
            || texts == ["NSMutableArray", "(", ")"]
    }

    /// A label for one bar button item: the variable or property that holds it; for an item made in
    /// place, its system item (`.close`, `UIBarButtonSystemItemClose`) or its action's method; else `item`.
    private func itemLabel(_ range: Range<Int>, file: Int, stream: TokenStream) -> Found<String> {
        let place = Place(file: file, token: range.lowerBound, in: range)
        if let first = range.first, stream.isName(first) {
            let (names, end) = stream.chain(startingAt: first)
            if end == range.upperBound, let name = names.last, name != "self" { return Found(value: MemberNames.property(name), place: place) }
        }
        let names = stream.names(in: range)
        let objectiveCPrefix = "UIBarButtonSystemItem"
        if let systemItem = names.first(where: { $0.hasPrefix(objectiveCPrefix) && $0.count > objectiveCPrefix.count }) {
            let name = systemItem.dropFirst(objectiveCPrefix.count)
            return Found(value: name.prefix(1).lowercased() + name.dropFirst(), place: place)
        }
        if let at = names.firstIndex(of: "barButtonSystemItem"), names.index(after: at) < names.endIndex {
            return Found(value: names[names.index(after: at)], place: place)
        }
        // `#selector(close)` and `@selector(close)`: the first name after the marker is the method.
        let selector = range.first { stream.at($0).map { ["#selector", "@selector", "selector"].contains($0.text) } ?? false }
        if let selector, let method = stream.names(in: (selector + 1)..<range.upperBound).first {
            return Found(value: MemberNames.property(method), place: place)
        }
        return Found(value: "item", place: place)
    }

    /// Labels for a list of items: `[close, help]` in Swift, `@[close, help]` in Objective-C; a variable
    /// holding the list gives one label.
    private func itemLabels(_ range: Range<Int>, file: Int, stream: TokenStream) -> [Found<String>] {
        var open = range.lowerBound
        if stream.isPunctuation(open, "@") { open += 1 }
        guard stream.isPunctuation(open, "["), stream.partner(of: open) == range.upperBound - 1 else {
            return [itemLabel(range, file: file, stream: stream)]
        }
        var labels: [Found<String>] = []
        for element in stream.arguments(openingAt: open) {
            var label = itemLabel(element.value, file: file, stream: stream)
            if labels.contains(where: { $0.value == label.value }) { label.value += "\(labels.count + 1)" }
            labels.append(label)
        }
        return labels
    }

    /// The title, image and action of a back item, from its constructor and from later assignments to
    /// the variable that holds it in the same method.
    private func backItem(_ range: Range<Int>, at place: Place, code: CodeBase) -> BackItem {
        let file = place.file
        let stream = code.stream(file)
        let syntax = code.syntax[file]
        var ranges = [range]
        var item = BackItem()
        if let first = range.first, stream.isName(first), let method = code.enclosingMethod(place) {
            let (names, end) = stream.chain(startingAt: first)
            let path = names.first == "self" ? Array(names.dropFirst()) : names
            if end == range.upperBound, path.count == 1, let variable = path.first {
                for declaration in syntax.declarations
                where declaration.name == variable && method.body.contains(declaration.place.token) && declaration.place.token < place.token {
                    if let value = declaration.value { ranges.append(value) }
                }
                for assignment in syntax.assignments where method.body.contains(assignment.place.token) {
                    let target = assignment.target.first == "self" ? Array(assignment.target.dropFirst()) : assignment.target
                    if target == [variable], assignment.place.token < place.token { ranges.append(assignment.value) }
                    guard target.count == 2, target[0] == variable else { continue }
                    switch target[1] {
                    case "title": item.title = stringLiteral(assignment.value, file: file, stream: stream) ?? item.title
                    case "image": item.image = imageName(assignment.value, file: file, code: code) ?? item.image
                    case "action": item.action = selectorName(assignment.value, file: file, stream: stream) ?? item.action
                    default: break
                    }
                }
            }
        }
        for range in ranges {
            for call in syntax.calls where range.contains(call.span.lowerBound) {
                switch call.name {
                case "UIBarButtonItem":
                    if let title = call.argument("title") { item.title = stringLiteral(title.value, file: file, stream: stream) ?? item.title }
                    if let image = call.argument("image") { item.image = imageName(image.value, file: file, code: code) ?? item.image }
                    if let action = call.argument("action") { item.action = selectorName(action.value, file: file, stream: stream) ?? item.action }
                case "initWithTitle", "initWithImage":
                    if let first = call.firstArgument {
                        if call.name == "initWithTitle" {
                            item.title = stringLiteral(first.value, file: file, stream: stream) ?? item.title
                        } else {
                            item.image = imageName(first.value, file: file, code: code) ?? item.image
                        }
                    }
                    if let action = call.argument("action") { item.action = selectorName(action.value, file: file, stream: stream) ?? item.action }
                default:
                    break
                }
            }
        }
        return item
    }

    /// The string a lone literal stands for, escapes read.
    private func stringLiteral(_ range: Range<Int>, file: Int, stream: TokenStream) -> Found<String>? {
        guard range.count == 1, let token = stream.at(range.lowerBound), token.kind == .string else { return nil }
        return Found(value: token.literalValue(in: stream.dialect), place: Place(file: file, token: range.lowerBound))
    }

    /// `UIImage(named: "back")`, `UIImage(systemName: "chevron.left")`, `[UIImage imageNamed:@"back"]`.
    private func imageName(_ range: Range<Int>, file: Int, code: CodeBase) -> Found<String>? {
        let stream = code.stream(file)
        for call in code.syntax[file].calls where range.contains(call.span.lowerBound) {
            let argument: Argument?
            switch call.name {
            case "UIImage": argument = call.argument("named") ?? call.argument("systemName")
            case "imageNamed", "systemImageNamed": argument = call.firstArgument
            default: argument = nil
            }
            if let argument, let name = stringLiteral(argument.value, file: file, stream: stream) { return name }
        }
        return nil
    }

    /// `#selector(onBack)`, `#selector(self.onBack(_:))`, `@selector(onBack:)`; nil for `nil`/`NULL`.
    private func selectorName(_ range: Range<Int>, file: Int, stream: TokenStream) -> Found<String>? {
        guard let keyword = stream.at(range.lowerBound), keyword.text == "#selector" || keyword.text == "@selector",
              stream.isPunctuation(range.lowerBound + 1, "("), let close = stream.partner(of: range.lowerBound + 1)
        else { return nil }
        var text = ((range.lowerBound + 2)..<close).map { stream[$0].text }.joined()
        if text.hasPrefix("self.") { text.removeFirst(5) }
        return text.isEmpty ? nil : Found(value: text, place: Place(file: file, token: range.lowerBound, in: range.lowerBound..<(close + 1)))
    }
}

extension CodeBase {
    /// True when the code of a class or its ancestors names a way to push a screen (`pushViewController`,
    /// `show(_:sender:)`, a segue) or a navigation link: it may put something above itself on its stack.
    func mayPush(_ className: String) -> Bool {
        methods(ofLineage: className).contains { file, method in
            stream(file).mentions(Self.pushingNames, in: method.body)
        }
    }

    private static let pushingNames = NavigationCalls.pushes.union(["performSegue", "performSegueWithIdentifier", "NavigationLink", "navigationDestination"])
}
