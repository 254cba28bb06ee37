import Format

/// A screen's own Back: a bar button item put in Back's place, or an iOS 16 `backAction`, whose action
/// does more than pop. The swipe runs none of it, so what it asks or saves is what a swipe skips.
extension CodeBase {
    /// The methods a call or expression names as its action with `#selector(done)`, `#selector(Self.done)` or
    /// `@selector(done:)`: methods of that name of `owner` (or a class it descends from).
    func selectorMethods(in range: Range<Int>, file: Int, owner: String) -> [(file: Int, method: MethodDeclaration)] {
        let stream = stream(file)
        guard let marker = range.first(where: { stream.at($0).map { ["#selector", "@selector"].contains($0.text) } ?? false }),
              stream.isPunctuation(marker + 1, "("), let first = stream.at(marker + 2), first.isName else { return [] }
        let name = stream.isPunctuation(marker + 3, ".") ? stream.at(marker + 4)?.text ?? first.text : first.text
        return actionMethods(named: [name], owner: owner)
    }

    /// The methods an action of `owner` may name (a selector, a storyboard connection): the class's own and its
    /// ancestors', else those the app adds to a system class it inherits (`extension UIViewController { @objc
    /// func dismissViewController(_:) }`).
    func actionMethods(named names: Set<String>, owner: String) -> [(file: Int, method: MethodDeclaration)] {
        let declared = methods(ofLineage: owner).filter { names.contains($0.method.name) }
        if !declared.isEmpty { return declared }
        // UIKit's own classes are not in the index, so the lineage ends at the first of them
        // (`UITableViewController`); every view controller is a UIViewController.
        var classes = hierarchy.lineage(of: owner)
        if hierarchy.role(of: owner).role != .other, !classes.contains("UIViewController") { classes.append("UIViewController") }
        return classes.flatMap { methods(of: $0) }.filter { names.contains($0.method.name) }
    }

    /// What the Back a navigation item write installs runs besides popping, and the statement that shows it:
    /// `confirm` when its action presents an alert, `save` when it saves, sends, commits or resets state and
    /// then pops or dismisses, `leave` when it pops to the root or an earlier screen or dismisses the stack
    /// and never pops one screen. `bodies` are what the item's action runs (`actionBodies`).
    func backTapEffect(running bodies: [(file: Int, range: Range<Int>)]) -> Found<BackTapEffect>? {
        guard !bodies.isEmpty else { return nil }
        for (bodyFile, body) in bodies {
            let bodyStream = self.stream(bodyFile)
            for index in body where bodyStream.isIdentifier(index, "UIAlertController") {
                return Found(value: .confirm, place: Place(file: bodyFile, token: index))
            }
        }
        if let saved = savesBeforeLeaving(bodies) { return Found(value: .save, place: saved) }
        return leaving(bodies)?.endsFlow.map { Found(value: .leave, place: $0) }
    }

    /// The plain `dismiss` (on the screen itself) that the bodies of a Back's action make, when they pop no
    /// single screen; for a Back that does nothing more (`backTapEffect` is nil). UIKit hands a pushed
    /// screen's own `dismiss` to what presented its stack: it ends the flow when that stack is presented and
    /// does nothing when it is not, which only the draft, knowing the stacks, can tell.
    func dismissesItself(running bodies: [(file: Int, range: Range<Int>)]) -> Place? {
        leaving(bodies)?.dismissesItself
    }

    /// The bodies an item's action runs: the methods its selectors name (or the closure of its `UIAction`),
    /// and the screen's own methods those call, one hop (`cancelTapped` calling `confirmDiscard()`). The item
    /// is made in the value, or in what the value names: a local declared earlier in the same method, or a
    /// property or getter of the screen; or the action is the closure of a `UIAction` given to `backAction`.
    func actionBodies(of value: Range<Int>, at place: Place, owner: String) -> [(file: Int, range: Range<Int>)] {
        let made = itemsMade(by: value, at: place, owner: owner)
        var bodies = made.flatMap { made in selectorMethods(in: made.range, file: made.file, owner: owner).map { (file: $0.file, range: $0.method.body) } }
        if bodies.isEmpty, let closure = made.first(where: { self.stream($0.file).mentions(["UIAction"], in: $0.range) }) { bodies = [closure] }
        if bodies.isEmpty { bodies = customViewActions(made, owner: owner) }
        return withMethodsTheyCall(bodies, owner: owner)
    }

    /// The bodies, and the screen's own methods they call, one hop (`cancelTapped` calling `confirmDiscard()`).
    func withMethodsTheyCall(_ bodies: [(file: Int, range: Range<Int>)], owner: String) -> [(file: Int, range: Range<Int>)] {
        guard !bodies.isEmpty else { return bodies }
        let ownMethods = methods(ofLineage: owner)
        var all = bodies
        for (bodyFile, body) in bodies {
            for call in syntax[bodyFile].calls where body.contains(call.place.token) && (call.receiverChain.isEmpty || call.receiverChain == ["self"]) {
                all += ownMethods.filter { $0.method.name == call.name && $0.method.body != body }.map { ($0.file, $0.method.body) }
            }
        }
        return all
    }

    /// The actions of an item made around a button of the method's own (`UIBarButtonItem(customView: button)`),
    /// which the method gives the button with `button.addTarget(self, action: #selector(back), for: .touchUpInside)`.
    private func customViewActions(_ made: [(file: Int, range: Range<Int>)], owner: String) -> [(file: Int, range: Range<Int>)] {
        var bodies: [(file: Int, range: Range<Int>)] = []
        for (file, range) in made {
            let stream = stream(file)
            for call in syntax[file].calls(within: range) {
                guard let view = call.argument("customView"), view.value.count == 1, let name = stream.at(view.value.lowerBound)?.text,
                      let method = enclosingMethod(call.place) else { continue }
                for target in syntax[file].calls(within: method.body) where target.name == "addTarget" && target.receiverChain == [name] {
                    bodies += selectorMethods(in: target.span, file: file, owner: owner).map { (file: $0.file, range: $0.method.body) }
                }
            }
        }
        return bodies
    }

    /// Where the code that makes the item a value names can be read: the value itself, or, for a lone name
    /// (`cancelItem`, `self.cancelItem`), the local of that name declared earlier in the same method or what
    /// the method last assigned to it before, else the screen's property of that name (its initial value or
    /// getter body) or its getter method.
    private func itemsMade(by value: Range<Int>, at place: Place, owner: String) -> [(file: Int, range: Range<Int>)] {
        let file = place.file
        let stream = stream(file)
        let chain = stream.names(in: value)
        guard let name = chain.last, value.count == 1 || (value.count == 3 && chain.count == 2 && isSelf(chain[0], at: place) && stream.isPunctuation(value.lowerBound + 1, ".")) else {
            return [(file, value)]
        }
        if value.count == 1, let method = enclosingMethod(place),
           let local = syntax[file].declarations.last(where: { $0.name == name && method.body.contains($0.place.token) && $0.place.token < place.token }) {
            return local.value.map { [(file, $0)] } ?? [(file, value)]
        }
        // Made just before and kept in a property: `self.cancelButton = [[UIBarButtonItem alloc] …];
        // self.navigationItem.leftBarButtonItem = self.cancelButton;`.
        if let method = enclosingMethod(place), let assigned = syntax[file].assignments.last(where: { assignment in
            assignment.place.token < place.token && method.body.contains(assignment.place.token) && withoutSelf(assignment.target, at: assignment.place) == [name]
        }) {
            return [(file, assigned.value)]
        }
        var found: [(file: Int, range: Range<Int>)] = []
        for type in hierarchy.declaredLineage(of: owner) {
            for (declarationFile, declaration) in declarations(of: type) {
                for property in propertyDeclarations(in: declaration, file: declarationFile) where property.name == name {
                    if let initial = property.value ?? self.stream(declarationFile).computedBody(of: property) { found.append((declarationFile, initial)) }
                }
            }
            found += methods(of: type).filter { [name, name + "()"].contains($0.method.selector) }.map { ($0.file, $0.method.body) }
            if !found.isEmpty { return found }
        }
        return [(file, value)]
    }

    /// How `bodies` take the screen away when none of them pops just one screen (nil when one does): the first
    /// call that ends the flow (pops to the root or an earlier screen, or dismisses the presented stack,
    /// `navigationController?.dismiss`), and the first plain `dismiss` on the screen itself.
    private func leaving(_ bodies: [(file: Int, range: Range<Int>)]) -> (endsFlow: Place?, dismissesItself: Place?)? {
        var endsFlow: Place?
        var dismissesItself: Place?
        for (bodyFile, body) in bodies {
            for call in syntax[bodyFile].calls where body.contains(call.place.token) {
                if BackTapWords.steppingBack.contains(call.name) { return nil }
                guard endsFlow == nil || dismissesItself == nil else { continue }
                let dismissing = BackTapWords.dismissing.contains(call.name)
                if endsFlow == nil, BackTapWords.endingTheFlow.contains(call.name) || (dismissing && !BackTapWords.presentedStack.isDisjoint(with: call.receiverChain))
                    || presentsTabBar(call, file: bodyFile) {
                    endsFlow = call.place
                }
                if dismissesItself == nil, dismissing, call.receiverChain.isEmpty || call.receiverChain == ["self"] { dismissesItself = call.place }
            }
        }
        return (endsFlow, dismissesItself)
    }

    /// A presentation of a tab bar controller (`present(mainTabBarController, animated: true)`): the app's
    /// whole main interface shown anew, which ends the flow the screen is in rather than stepping back.
    private func presentsTabBar(_ call: Call, file: Int) -> Bool {
        guard NavigationCalls.presents.contains(call.name), let target = call.firstArgument else { return false }
        // A local declared as one (`guard let main: UITabBarController = storyboard.instantiate… as? UITabBarController`).
        if target.value.count == 1, let name = stream(file).at(target.value.lowerBound)?.text, let method = enclosingMethod(call.place),
           syntax[file].declarations.contains(where: { $0.name == name && method.body.contains($0.place.token) && ($0.type?.hasSuffix("TabBarController") ?? false) }) {
            return true
        }
        return resolveController(file: file, range: target.value).alternatives.contains { presented in
            switch presented {
            case .outside(let name): return name.hasSuffix("TabBarController")
            case .screen(let name): return hierarchy.lineage(of: name).contains("UITabBarController")
            default: return false
            }
        }
    }

    /// The first call in `bodies` that saves, sends, commits or resets state, when some call in them also
    /// pops or dismisses the screen: a Back that keeps what it can before it goes.
    func savesBeforeLeaving(_ bodies: [(file: Int, range: Range<Int>)]) -> Place? {
        var saved: Place?
        var leaves = false
        for (bodyFile, body) in bodies {
            for call in syntax[bodyFile].calls where body.contains(call.place.token) {
                if BackTapWords.leaving.contains(call.name) { leaves = true }
                if saved == nil, let verb = IdentifierWords.splitAtEveryCapital(call.name).first, BackTapWords.keeping.contains(verb) { saved = call.place }
                if saved == nil, handsResultBack(call, file: bodyFile) { saved = call.place }
            }
            if saved == nil { saved = blockCallHandingResult(in: body, file: bodyFile) }
        }
        return leaves ? saved : nil
    }

    /// A block or closure the screen keeps, called with a value: Objective-C's `self.completionHandler(self.schedules)`,
    /// which the syntax reader, reading messages, does not list as a call, and Swift's `onPick?(choice)`. Called
    /// on the screen itself only (not `presenter.onBackTapped(...)`), and not one whose name says it cancels.
    private func blockCallHandingResult(in body: Range<Int>, file: Int) -> Place? {
        let stream = stream(file)
        for index in body where stream.isName(index) {
            let open = stream.isPunctuation(index + 1, "?") ? index + 2 : index + 1
            guard stream.isPunctuation(open, "("), BackTapWords.namesCallback(stream[index].text), !BackTapWords.saysItEnds(stream[index].text),
                  !stream.isPunctuation(index - 1, ".") || ["self", "weakSelf", "strongSelf"].contains(where: { stream.isIdentifier(index - 2, $0) }),
                  let close = stream.partner(of: open), close > open + 1, handsAValue((open + 1)..<close, stream: stream) else { continue }
            return Place(file: file, token: index)
        }
        return nil
    }

    /// A message to the screen's delegate that hands it a result (`delegate?.picker(self, didPick: item)`):
    /// one that passes only the screen itself reports, and one that says it cancels hands nothing back.
    private func handsResultBack(_ call: Call, file: Int) -> Bool {
        guard call.receiverChain.last == "delegate", !BackTapWords.saysItEnds(call.name) else { return false }
        let stream = stream(file)
        return call.arguments.contains { handsAValue($0.value, stream: stream) }
    }

    /// True when the arguments (one, or a list separated by commas) hold something other than the screen
    /// itself, nothing or a flag (`self`, `nil`, `NO`, `false`), which hand back no result: `onDone(NO, nil)`
    /// reports a cancel, `onDone(YES, configuration)` hands the input over.
    private func handsAValue(_ arguments: Range<Int>, stream: TokenStream) -> Bool {
        var start = arguments.lowerBound
        var index = arguments.lowerBound
        func isValue(_ argument: Range<Int>) -> Bool {
            !(argument.count == 1 && stream.at(argument.lowerBound).map { Self.noResult.contains($0.text) } == true) && !argument.isEmpty
        }
        while index < arguments.upperBound {
            if stream.isPunctuation(index, "(") || stream.isPunctuation(index, "[") || stream.isPunctuation(index, "{"), let partner = stream.partner(of: index) {
                index = partner + 1
                continue
            }
            if stream.isPunctuation(index, ",") {
                if isValue(start..<index) { return true }
                start = index + 1
            }
            index += 1
        }
        return isValue(start..<arguments.upperBound)
    }

    /// Arguments that hand back no result.
    private static let noResult: Set<String> = ["self", "nil", "NULL", "NO", "YES", "false", "true"]

    /// The name of the callback or delegate message through which an action method hands the screen's
    /// result back (`- (IBAction)onConnect:` ending in `self.onDone(YES, configuration)`, `delegate?.editor(self,
    /// didSave: note)`); nil for an action whose name says it cancels or closes.
    /// A method of the screen's own that the action calls (`[self testConnectionAndFinish]`) counts as the
    /// action, one call away.
    package func resultHandedBack(by method: MethodDeclaration, file: Int) -> String? {
        guard !BackTapWords.saysItEnds(method.name) else { return nil }
        if let name = resultHandedBack(in: method.body, file: file) { return name }
        guard let owner = ownerName(Place(file: file, token: method.keyword)) else { return nil }
        for call in syntax[file].calls(within: method.body) where withoutSelf(call.receiverChain, at: call.place).isEmpty && call.name != method.name {
            for (calledFile, called) in methods(of: owner) where called.name == call.name && !BackTapWords.saysItEnds(called.name) {
                if let name = resultHandedBack(in: called.body, file: calledFile) { return name }
            }
        }
        return nil
    }

    /// A delegate message counts when its name says the input is kept or the form is done
    /// (`editor(_:didSave:)`, `formDidFinish`); `formDidRequestHelp(self, topic:)` hands no input over.
    private func resultHandedBack(in body: Range<Int>, file: Int) -> String? {
        if let place = blockCallHandingResult(in: body, file: file) { return stream(file)[place.token].text }
        return syntax[file].calls(within: body).first { call in
            handsResultBack(call, file: file)
                && !Set(IdentifierWords.splitAtEveryCapital(call.name).map { $0.lowercased() } + call.arguments.compactMap { $0.label?.lowercased() }
                    .flatMap { IdentifierWords.splitAtEveryCapital($0).map { $0.lowercased() } }).isDisjoint(with: BackTapWords.handingOver)
        }?.name
    }
}

/// The words a custom Back's action is read by.
enum BackTapWords {
    /// Calls that take the screen away.
    static let leaving: Set<String> = steppingBack.union(["popToRootViewController", "popToRootViewControllerAnimated"]).union(dismissing)
    /// Calls that dismiss what is presented: the screen, or the whole stack it is in.
    static let dismissing: Set<String> = ["dismiss", "dismissViewControllerAnimated"]
    /// Calls that take the screen away by one step, as Back does.
    static let steppingBack: Set<String> = ["popViewController", "popViewControllerAnimated"]
    /// Calls that take away more than the screen: the stack down to its root or an earlier screen, or the
    /// whole presented stack.
    static let endingTheFlow: Set<String> = [
        "popToRootViewController", "popToRootViewControllerAnimated", "popToViewController", "popToViewControllerAnimated",
    ]
    /// Receivers of `dismiss` that name the presented stack rather than the screen: a plain `dismiss()` on
    /// a pushed screen may mean either, so only these say the flow ends.
    static let presentedStack: Set<String> = ["navigationController", "presentingViewController", "parent"]
    /// Words of an action that ends a flow forwards.
    static let onward: Set<String> = ["close", "done", "finish", "finished", "complete", "completed"]
    /// Words of a delegate message that hand the form's input over.
    static let handingOver: Set<String> = [
        "save", "saved", "done", "submit", "submitted", "send", "sent", "create", "created", "add", "added", "finish", "finished",
        "complete", "completed", "confirm", "confirmed", "update", "updated", "enter", "entered", "pick", "picked", "select", "selected",
    ]
    /// Words of a bar item's name that close the flow rather than confirm a step (`done` may save and pop).
    static let closingTheFlow: Set<String> = ["close", "finish", "finished"]
    /// Names by which a SwiftUI view goes back a screen itself.
    static let swiftUIWaysBack: Set<String> = ["navigationBarItems", "dismiss", "presentationMode", "removeLast", "popLast"]
    /// The toolbar placements at the leading edge of the bar, where Back sits.
    static let leadingPlacements: Set<String> = ["navigationBarLeading", "topBarLeading", "cancellationAction"]
    /// Last words of a block or closure property that takes a screen's result (`completionHandler`, `didFinishBlock`).
    static let callbackEnds: Set<String> = ["handler", "block", "callback", "completion"]

    /// True for a name that says the flow ends without a result: `onCancel`, `delegate.editorDidCancel`,
    /// `backHandler`.
    static func saysItEnds(_ name: String) -> Bool {
        !Set(IdentifierWords.splitAtEveryCapital(name).map { $0.lowercased() }).isDisjoint(with: ["cancel", "back", "dismiss", "close", "fail", "error"])
    }

    /// True for the name of a block or closure that takes a result: `completionHandler`, `doneBlock`, `onSave`.
    static func namesCallback(_ name: String) -> Bool {
        let words = IdentifierWords.splitAtEveryCapital(name)
        if let last = words.last, callbackEnds.contains(last.lowercased()) { return true }
        return words.count > 1 && words.first == "on"
    }
    /// First words of a call that keeps or resets the screen's state before it goes.
    static let keeping: Set<String> = ["save", "send", "submit", "commit", "persist", "store", "upload", "sync", "reset"]
}

extension Facts {
    /// SwiftUI's own Back: a `Button` in a leading toolbar item (`.navigationBarLeading`, `.topBarLeading`,
    /// `.cancellationAction`) or `.navigationBarItems(leading:)` of a view that hides the system back button, whose action raises an alert or a
    /// confirmation dialog (`showDiscard = true` with `.alert(isPresented: $showDiscard)`), or saves and
    /// dismisses.
    mutating func readSwiftUIBackTaps(code: CodeBase, file: Int) {
        let stream = code.stream(file)
        let statements = code.statements[file]
        let swiftUI = SwiftUICode(code: code, file: file)
        // Per view, once: whether it hides Back, and the flags its alerts and dialogs are presented by.
        var views: [String: (hidesBack: Bool, presenting: Set<String>)] = [:]
        // The older `.navigationBarItems(leading: Button(...))` puts its button where Back sits too, when it is
        // the one item there (beside others, it may be a Help button and not the way back).
        var leadingButtons: Set<Int> = []
        for index in 0..<stream.count where stream.isIdentifier(index, "navigationBarItems") && stream.isPunctuation(index + 1, "(") {
            leadingButtons.formUnion(stream.arguments(openingAt: index + 1).filter { $0.label == "leading" && stream.isIdentifier($0.value.lowerBound, "Button") }.map(\.value.lowerBound))
        }
        for index in 0..<stream.count where stream.isIdentifier(index, "Button") && !stream.isPunctuation(index - 1, ".")
            && (stream.isPunctuation(index + 1, "(") || stream.isPunctuation(index + 1, "{")) {
            let leading = leadingButtons.contains(index) || statements.enclosingClosures(of: index).contains { closure in
                guard let callee = closure.callee, callee.hasPrefix("ToolbarItem"), let token = closure.calleeToken else { return false }
                return swiftUI.extent(token).arguments.contains { $0.label == "placement" && !Set(stream.names(in: $0.value)).isDisjoint(with: BackTapWords.leadingPlacements) }
            }
            guard leading, let owner = code.ownerName(Place(file: file, token: index)), code.hierarchy.isSwiftUIView(owner) else { continue }
            let view = views[owner] ?? Self.backTapView(owner, code: code)
            views[owner] = view
            guard view.hidesBack else { continue }
            let extent = swiftUI.extent(index)
            let hasAction = extent.arguments.contains { $0.label == "action" }
            var actions = extent.arguments.filter { $0.label == "action" }.map(\.value)
            for (offset, closure) in extent.closures.enumerated() where !(closure.label == "label" || hasAction || (offset > 0 && closure.label == nil)) {
                actions.append(closure.body)
            }
            guard let effect = Self.swiftUIBackTapEffect(actions, owner: owner, presenting: view.presenting, file: file, code: code) else { continue }
            itemWrites.append(NavigationItemWrite(place: Place(file: file, token: index, in: index..<extent.end), subject: .object(owner), change: .backTapRuns(effect, item: nil)))
        }
    }

    /// Whether a view's code hides the system back button, and the flags its `.alert`s and
    /// `.confirmationDialog`s are presented by (`isPresented: $confirmDiscard`).
    private static func backTapView(_ owner: String, code: CodeBase) -> (hidesBack: Bool, presenting: Set<String>) {
        var hidesBack = false
        var presenting: Set<String> = []
        for (declarationFile, declaration) in code.declarations(of: owner) {
            let stream = code.stream(declarationFile)
            if stream.mentions(["navigationBarBackButtonHidden"], in: declaration.body) { hidesBack = true }
            for index in declaration.body where stream.isIdentifier(index, "alert") || stream.isIdentifier(index, "confirmationDialog") {
                guard stream.isPunctuation(index - 1, "."), stream.isPunctuation(index + 1, "("), let close = stream.partner(of: index + 1) else { continue }
                presenting.formUnion(stream.names(in: (index + 2)..<close).map { $0.hasPrefix("$") ? String($0.dropFirst()) : $0 })
            }
        }
        return (hidesBack, presenting)
    }

    /// `confirm` when an action sets a flag true (or toggles it) that an `.alert` or `.confirmationDialog` of
    /// the view is presented by; `save` when it (or a method of the view it calls) saves, sends or resets and dismisses.
    private static func swiftUIBackTapEffect(_ actions: [Range<Int>], owner: String, presenting: Set<String>, file: Int, code: CodeBase) -> BackTapEffect? {
        let stream = code.stream(file)
        var bodies = actions.map { (file: file, range: $0) }
        let methods = code.methods(of: owner)
        for range in actions {
            let names = Set(stream.names(in: range))
            bodies += methods.filter { names.contains($0.method.name) }.map { ($0.file, $0.method.body) }
        }
        for (bodyFile, body) in bodies {
            for assignment in code.syntax[bodyFile].assignments where body.contains(assignment.place.token) {
                if let flag = assignment.target.last, presenting.contains(flag), code.stream(bodyFile).booleanLiteral(assignment.value) == true { return .confirm }
            }
            // `showDiscard.toggle()` raises the dialog as `showDiscard = true` does: it is down while the view shows.
            for call in code.syntax[bodyFile].calls(within: body) where call.name == "toggle" {
                if let flag = call.receiverChain.last, presenting.contains(flag) { return .confirm }
            }
        }
        return code.savesBeforeLeaving(bodies) == nil ? nil : .save
    }
}

extension CodeBase {
    /// True when the code of a class or of the app classes it descends from ends the flow it is in (it
    /// dismisses, or pops to the root) and never pops just one screen: a screen left only forwards. What
    /// the objects it holds do when it calls them counts as its own, two calls deep (`viewModel.returnToMain()`
    /// calling `coordinator.returnToMain()`, which pops to the root).
    package func leavesOnlyForwards(_ lineage: [String]) -> Bool {
        var ends = false
        var bodies = lineage.flatMap { methods(of: $0) }
        var read = Set(bodies.map { Place(file: $0.file, token: $0.method.keyword) })
        for hop in 0...2 {
            var next: [(file: Int, method: MethodDeclaration)] = []
            for (file, method) in bodies {
                for offset in members(of: method, file: file).calls {
                    let call = syntax[file].calls[offset]
                    if BackTapWords.steppingBack.contains(call.name) { return false }
                    if BackTapWords.endingTheFlow.contains(call.name) || BackTapWords.dismissing.contains(call.name) { ends = true }
                    guard hop < 2, !call.receiverChain.isEmpty, call.receiverChain != ["self"], let receivers = receiverClasses(of: call) else { continue }
                    for receiver in receivers where !lineage.contains(receiver) && hierarchy.isDeclared(receiver) {
                        for held in methods(ofLineage: receiver) where held.method.name == call.name {
                            if read.insert(Place(file: held.file, token: held.method.keyword)).inserted { next.append(held) }
                        }
                    }
                }
            }
            bodies = next
        }
        return ends
    }

    /// True when a class's own code puts in its bar an item named for closing or finishing the flow
    /// (`navigationItem.rightBarButtonItem = dismissHandlingCloseBarButton`, `finishButton`) and the class
    /// never pops just one screen: the way off the screen it offers goes onward, not back.
    package func offersOnlyAWayOnward(_ lineage: [String]) -> Bool {
        guard !popsOneScreen(lineage) else { return false }
        for type in lineage {
            for (file, declaration) in declarations(of: type) {
                for assignment in syntax[file].assignments(within: declaration.body)
                where ["rightBarButtonItem", "rightBarButtonItems"].contains(assignment.target.last ?? "") {
                    let words = itemNames(in: assignment.value, file: file).flatMap { IdentifierWords.splitAtEveryCapital($0).map { $0.lowercased() } }
                    if !BackTapWords.closingTheFlow.isDisjoint(with: words) { return true }
                }
            }
        }
        return false
    }

    /// The names that say what a bar item is: a property or local holding it (`dismissHandlingCloseBarButton`,
    /// `self.closeButton`), or the system item it is made with (`UIBarButtonItem(barButtonSystemItem: .close, ...)`),
    /// not the action it runs (`#selector(finishEditing)`). In a list, each element's.
    private func itemNames(in value: Range<Int>, file: Int) -> [String] {
        let stream = stream(file)
        let elements = stream.isPunctuation(value.lowerBound, "[") ? (stream.arrayElements(value) ?? []) : [value]
        return elements.flatMap { element -> [String] in
            let (names, end) = stream.chain(startingAt: element.lowerBound)
            if end == element.upperBound, let last = names.last { return [last] }
            guard let made = call(file: file, exactly: element) else { return [] }
            return made.arguments.filter { ["barButtonSystemItem", "systemItem"].contains($0.label ?? "") }.flatMap { stream.names(in: $0.value) }
        }
    }

    /// True when the code of a class or of the app classes it descends from pops just one screen
    /// (`popViewController`, a back action of its own): the screen means to be left backwards.
    package func popsOneScreen(_ lineage: [String]) -> Bool {
        lineage.contains { type in
            methods(of: type).contains { file, method in
                members(of: method, file: file).calls.contains { BackTapWords.steppingBack.contains(syntax[file].calls[$0].name) }
            }
        }
    }

    /// True when a SwiftUI view is left only forwards: its own code names a way onward (a name with the
    /// word close, done, finish or complete: `store.send(.closeTapped)`, `onDone()`, `onboardingCompleted =
    /// true`) and no way back (a leading toolbar item or `navigationBarItems(leading:)`, a `dismiss` (the environment's, or
    /// `presentationMode`'s), a path's `removeLast`/`popLast`, or a name with the word "back":
    /// `store.send(.backTapped)`, `goBack()`).
    package func swiftUIViewLeavesOnlyForwards(_ lineage: [String]) -> Bool {
        var onward = false
        for type in lineage {
            for (file, declaration) in declarations(of: type) {
                let stream = stream(file)
                for index in declaration.body {
                    guard let token = stream.at(index), token.isName, token.text != "navigationBarBackButtonHidden" else { continue }
                    if BackTapWords.leadingPlacements.contains(token.text) || BackTapWords.swiftUIWaysBack.contains(token.text) { return false }
                    let words = IdentifierWords.splitAtEveryCapital(token.text)
                    if words.contains("back") { return false }
                    if !onward, !BackTapWords.onward.isDisjoint(with: words) { onward = true }
                }
            }
        }
        return onward
    }
}
