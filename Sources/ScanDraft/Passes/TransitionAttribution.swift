import Format
import ScanFacts

/// Lists every push and presentation the code makes under the screens that make it. One made by code
/// that is not a screen is resolved by the screen it builds: a view that keeps its host screen pushes on
/// the host's stack; a method nothing calls by name (an action, a callback) runs for the screens that use
/// its class; any other is kept as an outside transition for the stack passes, which place it by the
/// screens that call it and the stack its class holds.
struct TransitionAttribution: DraftPass {
    let input: DraftInput

    func run(notes: inout DraftNotes) -> Transitions<TransitionsAttributed> {
        let outsideOwners = Set(facts.transitions.compactMap(\.owner).filter { screens(ofCodeClass: $0).isEmpty })
        let context = OutsideContext(users: screensUsing(outsideOwners), callers: CallerIndex(self, owners: outsideOwners), handedTo: handedTo())
        var listed: [ListedTransition] = []
        var outside: [OutsideTransition] = []
        for whole in facts.transitions {
            for target in whole.target.alternatives {
                let transition = Transition(place: whole.place, kind: whole.kind, target: target, owner: whole.owner, via: whole.via)
                switch attribute(transition, context: context, notes: &notes) {
                case .listed(let found): listed += found
                case .outside(let found): outside.append(found)
                case .none: break
                }
            }
        }
        return Transitions(listed: listed, outside: outside)
    }

    /// What attributing one transition comes to.
    private enum Attribution {
        case listed([ListedTransition])
        case outside(OutsideTransition)
        case none
    }

    /// What attributing transitions from code that is not a screen reads, built once: the screens that
    /// use each such class, the screens that call each method, and `holder.property = value` assignments.
    private struct OutsideContext {
        let users: [String: [String]]
        let callers: CallerIndex
        let handedTo: [String: [HandedValue]]
        let ownStacks = OwnStackAnswers()
    }

    private func attribute(_ transition: Transition, context: OutsideContext, notes: inout DraftNotes) -> Attribution {
        let origin = code.origin(transition.place)
        // A callback's push onto the stack of the library controller it is given goes on that stack, whoever holds the callback.
        if !selection.libraryRootClasses.isEmpty, case .screen(let name) = transition.target, let target = selection.screenIDs[name],
           let library = code.pushingParameterClass(transition), selection.libraryRootClasses.contains(library) {
            return .listed(listings(.push, of: [library], to: target, at: origin))
        }
        if let root = rootOfStackPushedOn(transition), case .screen(let name) = transition.target, let target = selection.screenIDs[name], root != name {
            return .listed(listings(.push, of: [root], to: target, at: origin))
        }
        let verb = transition.kind == .push ? "pushes" : "presents"
        var owners = screens(ofCodeOrHostOf: transition.owner)
        // A sheet on a view that holds a stack covers that stack: its root presents it. A destination inside a
        // stack's own content pushes onto that stack, whoever holds it (an App's scene): its root pushes it.
        if owners.isEmpty, transition.kind == .present, let holder = transition.owner { owners = stackRoots(heldBy: holder, withPath: false, outside: transition.place) }
        if owners.isEmpty, transition.kind == .push, let holder = transition.owner { owners = stackRoots(heldBy: holder, around: transition.place) }
        guard !owners.isEmpty else {
            if let outside = attributeOutside(transition, context: context) { return outside }
            let target = describe(transition.target)
            if case .outside(let name) = transition.target, transition.kind == .present, ClassHierarchy.isSystemName(name) { return .none }
            let place = transition.owner.map { "in \($0), which is not a view controller" } ?? "outside any class"
            notes.note("could not tell which screen \(verb) \(target): the call is \(place)", at: origin, on: .global)
            return .none
        }
        if let name = Self.shownScreen(transition) {
            guard let target = selection.screenIDs[name] else { return .none }
            return .listed(listings(transition.kind, of: owners, to: target, at: origin))
        }
        switch transition.target {
        case .screen:
            break
        case .navigation(_, let root):
            if transition.kind == .push {
                for owner in owners { notes.note("pushes a navigation controller, which UIKit does not allow; not listed", at: origin, on: .screen(selection.screenIDs[owner] ?? owner)) }
            } else {
                for owner in owners { notes.note("presents a navigation controller whose root navlint scan could not tell (\(describe(root)))", at: origin, on: .screen(selection.screenIDs[owner] ?? owner)) }
            }
        case .outside(let name):
            if transition.kind == .present, ClassHierarchy.isSystemName(name) { return .none }
            for owner in owners { notes.note("\(verb) \(name), which is not declared in the scanned sources, so it is not listed", at: origin, on: .screen(selection.screenIDs[owner] ?? owner)) }
        case .unknown(let text):
            for owner in owners { notes.note("could not tell which screen '\(text)' is, so this \(transition.kind == .push ? "push" : "presentation") is left out", at: origin, on: .screen(selection.screenIDs[owner] ?? owner)) }
        case .oneOf:
            break
        }
        return .none
    }

    /// The class of the root of the navigation controller a push is made on, when the push's receiver is a
    /// variable holding one the code made with a screen as its root (`let nav = UINavigationController(
    /// rootViewController: list)`, then `nav.pushViewController(name, animated: true)`): the push goes
    /// onto that stack, above its root, whoever's code makes it.
    private func rootOfStackPushedOn(_ transition: Transition) -> String? {
        guard transition.kind == .push, transition.via == nil else { return nil }
        let receiver = code.receiverChain(of: transition.place)
        guard receiver.count == 1, let variable = receiver.first, variable != "navigationController",
              case .navigation(_, root: .screen(let root))? = code.resolveVariable(variable, at: transition.place) else { return nil }
        return root
    }

    /// Attributes a transition from code that is not a screen. A method nothing calls by name (an action,
    /// a callback) runs for the screens that use its class; any other is kept for the stack passes. Nil
    /// when the target is not a screen of the draft.
    private func attributeOutside(_ transition: Transition, context: OutsideContext) -> Attribution? {
        guard let owner = transition.owner, let name = Self.shownScreen(transition), let target = selection.screenIDs[name] else { return nil }
        let origin = code.origin(transition.place)
        // A view that keeps its host screen (`self.containerVC.navigationController`) pushes on the host's stack.
        let receiver = code.receiverChain(of: transition.via ?? transition.place)
        // A screen handed to the object by other code counts only where the call is known to reach the
        // object's class: a router's method of the same name as UIKit's (`pushViewController`) is not what
        // every screen's `navigationController?.pushViewController` calls.
        let reachesOwner = transition.via.map { _ in
            code.call(at: transition.place).flatMap { code.receiverClasses(of: $0) }?.contains { code.hierarchy.related($0, owner) } ?? false
        } ?? true
        if let holder = MemberNames.navigationControllerHolder(code.expandingLocals(receiver, at: transition.via ?? transition.place)),
           case let hosts = screensKeeping(owner, as: holder, handedTo: context.handedTo, byOthers: reachesOwner).filter({ $0 != name }), !hosts.isEmpty {
            return .listed(listings(transition.kind, of: hosts, to: target, at: origin))
        }
        let callers = context.callers.screensCalling(transition.place, code: code)
        if callers == nil, !isOwnStackOrLaunch(transition, receiver: receiver, owner: owner, context: context),
           case let openers = (context.users[owner] ?? []).filter({ $0 != name }), !openers.isEmpty {
            return .listed(listings(transition.kind, of: openers, to: target, at: origin))
        }
        let asking = (callers ?? []).filter { $0 != name }.sorted()
        return .outside(OutsideTransition(target: target, kind: transition.kind, place: transition.place, origin: origin, owner: owner, callers: asking,
                                          used: !(context.users[owner] ?? []).isEmpty, receiver: receiver, placed: false))
    }

    /// True when a transition that no code calls is no callback the screens using its class run: it goes
    /// onto a navigation controller its class keeps in a property of its own (`_navigationController`),
    /// or it runs when the app or a scene starts (`application(_:didFinishLaunchingWithOptions:)`,
    /// `scene(_:willConnectTo:options:)`), which the system calls, not a screen.
    private func isOwnStackOrLaunch(_ transition: Transition, receiver: [String], owner: String, context: OutsideContext) -> Bool {
        if let method = code.enclosingMethod(transition.place), ["application", "scene", "applicationDidFinishLaunching"].contains(method.name) { return true }
        guard receiver.count == 1, let variable = receiver.first, variable != "navigationController" else { return false }
        // Made in the class's own code (`_navigationController = [[UINavigationController alloc] init]`), not
        // handed to it (`weak var navigation: UINavigationController?`, set by the screen that uses it).
        let property = MemberNames.property(variable)
        let key = owner + "." + property
        if let known = context.ownStacks.answers[key] { return known }
        var answer = false
        for (file, type) in code.declarations(of: owner) where !answer {
            let syntax = code.syntax[file]
            let values = syntax.declarations(within: type.body).filter { $0.name == property }.compactMap(\.value)
                + syntax.assignments(within: type.body).filter { $0.target.last.map(MemberNames.property) == property && $0.target.count <= 2 }.map(\.value)
            answer = values.contains { value in
                if case .navigation = code.resolveController(file: file, range: value) { return true }
                return false
            }
        }
        context.ownStacks.answers[key] = answer
        return answer
    }

    /// Whether a class makes the navigation controller it keeps in a property, by `class.property`: the
    /// answer is the class's, so each is read once however many of its transitions ask.
    private final class OwnStackAnswers {
        var answers: [String: Bool] = [:]
    }

    /// The screen a transition shows: its target, or the root of a navigation controller it presents.
    private static func shownScreen(_ transition: Transition) -> String? {
        switch transition.target {
        case .screen(let name): return name
        case .navigation(_, root: .screen(let name)) where transition.kind == .present: return name
        default: return nil
        }
    }

    /// The screens handed to an object of `owner` in its property `property`: a screen handing itself
    /// (`listView.containerVC = self`), or code handing it a screen it holds (`router.viewController =
    /// viewController` in a module's builder, `Router(viewController: viewController)`), when `owner` (or an
    /// ancestor) declares that property. The variable assigned to must be declared with a class related to
    /// `owner`, or, when scan cannot tell its class, `owner`'s lineage must be the only one declaring such a
    /// property (`delegate` is everyone's). `byOthers` false: only screens handing themselves count.
    private func screensKeeping(_ owner: String, as property: String, handedTo: [String: [HandedValue]], byOthers: Bool) -> [String] {
        let lineage = code.hierarchy.declaredLineage(of: owner)
        let declaring = code.classesDeclaringProperty[property] ?? []
        guard lineage.contains(where: declaring.contains) else { return [] }
        let onlyOwnerDeclares = declaring.allSatisfy { lineage.contains($0) }
        var hosts: [String] = []
        for handed in handedTo[property] ?? [] where byOthers || code.isSelf(handed.value, at: handed.place) {
            let types = code.declaredTypes(of: MemberNames.property(handed.holder), at: handed.place)
            if types.isEmpty ? !onlyOwnerDeclares : !types.contains(where: { code.hierarchy.related($0, owner) }) { continue }
            for screen in screens(handedAs: handed.value, at: handed.place) where !hosts.contains(screen) { hosts.append(screen) }
        }
        // Handed to its initializer under the property's name, the label its `init` stores it by.
        for (file, call) in code.calls(named: owner) where byOthers {
            guard let value = call.argument(property)?.value, value.count == 1, let name = code.stream(file).at(value.lowerBound), name.isName else { continue }
            for screen in screens(handedAs: name.text, at: call.place) where !hosts.contains(screen) { hosts.append(screen) }
        }
        return hosts
    }

    /// The screens a name handed to another object stands for: those of the code's own class for `self`,
    /// else the screen a local or property of that name holds.
    private func screens(handedAs value: String, at place: Place) -> [String] {
        if code.isSelf(value, at: place) { return screens(ofCodeClass: code.ownerName(place)) }
        guard case .screen(let name)? = code.resolveVariable(value, at: place), selection.screenIDs[name] != nil else { return [] }
        return [name]
    }

    /// One `holder.property = value` assignment whose value is a single name.
    private struct HandedValue {
        let holder: String
        let place: Place
        let value: String
    }

    /// `holder.property = value` assignments whose value is one name, by property.
    private func handedTo() -> [String: [HandedValue]] {
        var index: [String: [HandedValue]] = [:]
        for (file, syntax) in code.syntax.enumerated() {
            let stream = code.stream(file)
            for assignment in syntax.assignments where assignment.target.count >= 2 && assignment.value.count == 1 {
                guard let property = assignment.target.last, let value = stream.at(assignment.value.lowerBound), value.isName else { continue }
                index[property, default: []].append(HandedValue(holder: assignment.target[assignment.target.count - 2], place: assignment.place, value: value.text))
            }
        }
        return index
    }
}
