import Format
import ScanFacts

/// Who assigns each navigation controller's pop recognizers' delegates, in the order the code does it:
/// the controller's own code (its class, its ancestors, `UINavigationController` extensions) first,
/// then helpers acting on it, then its screens in stack order. A nil delegate a class sets only while it
/// switches the gesture off is no owner (`isInertNilDelegate`).
struct DelegateOwnership: DraftPass {
    let input: DraftInput
    let stacks: StackPlan
    let helpers: HelperAttribution

    /// Each controller's owners, by id, for the edge swipe and for the content swipe.
    struct Output {
        let edge: [String: OwnerWrites]
        let content: [String: OwnerWrites]

        func owners(of controller: PlannedController, recognizer: Recognizer) -> OwnerWrites {
            (recognizer == .edge ? edge : content)[controller.id] ?? OwnerWrites(owners: [], restore: nil, unidentified: [])
        }
    }

    func run(notes: inout DraftNotes) -> Output {
        var edge: [String: OwnerWrites] = [:]
        var content: [String: OwnerWrites] = [:]
        for controller in stacks.controllers {
            edge[controller.id] = ownerWrites(for: controller, recognizer: .edge, notes: &notes)
            content[controller.id] = ownerWrites(for: controller, recognizer: .content, notes: &notes)
        }
        return Output(edge: edge, content: content)
    }

    /// Who assigns the recognizer's delegate for this controller, in the order the code does it:
    /// the controller's own code first, then helpers acting on it, then its screens in stack order.
    private func ownerWrites(for controller: PlannedController, recognizer: Recognizer, notes: inout DraftNotes) -> OwnerWrites {
        var owners: [OwnerWrite] = []
        var restore: Origin?
        var unidentified: [(text: String, origin: Origin, anchor: DraftNotes.Anchor)] = []
        // Each owner's origins as a set too: a helper declared under one name in many modules gives
        // an owner one origin per declaration.
        var seen: [Set<Origin>] = []
        func add(_ write: OwnerWrite) {
            if let index = owners.firstIndex(where: { $0.owner == write.owner }) {
                owners[index].origins += write.origins.filter { !seen[index].contains($0) }
                seen[index].formUnion(write.origins)
            } else {
                owners.append(write)
                seen.append(Set(write.origins))
            }
        }
        for codeClass in navigationCodeClasses(controller) {
            for write in factIndex.delegateWritesBySubject[.object(codeClass)] ?? [] where write.recognizer == recognizer && !isFreeing(write) {
                let origin = code.origin(write.place)
                let writer = code.ownerName(write.place)
                // UIKit's own class stands for every navigation controller only in its own code (an
                // extension or category); another class writing to one it holds speaks for that one stack.
                let held = codeClass == ClassHierarchy.navigationBase && writer != codeClass
                if held, !writes(write, to: controller, writer: writer) { continue }
                let fromExtension = codeClass == ClassHierarchy.navigationBase && writer == codeClass
                switch write.value {
                case .selfObject:
                    // A SwiftUI stack runs on UIKit's navigation controller, so the extension's own method decides;
                    // a class that makes itself the delegate of a stack it holds decides with its own.
                    let decider = held ? writer ?? codeClass : isNavigationClass(controller.className) ? controller.className : codeClass
                    add(OwnerWrite(owner: .navigationController, origins: [origin], deciderClass: decider, fromExtension: fromExtension))
                case .nilValue: if !isInertNilDelegate(write) { add(OwnerWrite(owner: .none, origins: [origin], deciderClass: nil, fromExtension: fromExtension)) }
                case .savedSystemDelegate: restore = restore ?? origin
                case .other(let text):
                    if let proxy = code.delegateObjectClass(text, at: write.place) {
                        add(OwnerWrite(owner: .navigationController, origins: [origin], deciderClass: proxy, fromExtension: fromExtension))
                    } else {
                        unidentified.append((text, origin, .controller(controller.id)))
                    }
                }
            }
        }
        for helper in helpers.delegateWritesByController[controller.id] ?? [] where helper.write.recognizer == recognizer && !isFreeing(helper.write) {
            let origin = code.origin(helper.write.place)
            switch helper.write.value {
            case .selfObject: add(OwnerWrite(owner: helper.owner, origins: [origin], deciderClass: helper.decider, fromExtension: false))
            case .nilValue: add(OwnerWrite(owner: .none, origins: [origin], deciderClass: nil, fromExtension: false))
            case .savedSystemDelegate: restore = restore ?? origin
            case .other(let text): unidentified.append((text, origin, .controller(controller.id)))
            }
        }
        for member in controller.members {
            guard let screen = screenClass(forID: member) else { continue }
            let writes = code.hierarchy.declaredLineage(of: screen).flatMap { codeClass in
                ((factIndex.delegateWritesBySubject[.navigationOf(codeClass)] ?? []) + (helpers.delegateWritesByScreen[codeClass] ?? []))
                    .filter { $0.recognizer == recognizer && !isFreeing($0) }
            }
            // A screen that takes the delegate while it shows and puts the saved one back as it leaves
            // (`viewWillDisappear`) hands the stack back before it is freed: it owns the delegate for a
            // moment, not for the stack's life.
            let handsBack = writes.first { write in
                guard case .savedSystemDelegate = write.value, let method = code.enclosingMethod(write.place) else { return false }
                return method.name == "viewWillDisappear" || method.name == "viewDidDisappear"
            }
            for write in writes {
                let origin = code.origin(write.place)
                if let handsBack {
                    switch write.value {
                    case .selfObject:
                        notes.note("\(screen) makes itself the pop gesture's delegate while it shows and puts the saved delegate back as it leaves (\(code.origin(handsBack.place))), so it is not taken as the delegate's owner", at: origin, on: .screen(member))
                        continue
                    case .savedSystemDelegate:
                        continue
                    default:
                        break
                    }
                }
                switch write.value {
                case .selfObject: add(OwnerWrite(owner: .screen(member), origins: [origin], deciderClass: screen, fromExtension: false))
                case .nilValue: add(OwnerWrite(owner: .none, origins: [origin], deciderClass: nil, fromExtension: false))
                case .savedSystemDelegate: restore = restore ?? origin
                case .other(let text):
                    if let proxy = code.delegateObjectClass(text, at: write.place) {
                        add(OwnerWrite(owner: .screen(member), origins: [origin], deciderClass: proxy, fromExtension: false))
                    } else {
                        unidentified.append((text, origin, .screen(member)))
                    }
                }
            }
        }
        return OwnerWrites(owners: owners, restore: restore, unidentified: unidentified)
    }

    /// True when a write to a navigation controller another class holds is to this stack: the one its
    /// receiver is made with this stack's root, or, when the receiver cannot be followed, one of the stacks
    /// the writer's class makes.
    private func writes(_ write: DelegateWrite, to controller: PlannedController, writer: String?) -> Bool {
        let stream = code.stream(write.place.file)
        let statement = write.place.first...write.place.last
        if let recognizer = statement.first(where: { stream.at($0).flatMap { Recognizer(member: $0.text) } == write.recognizer }) {
            let names = stream.names(in: write.place.first..<recognizer).filter { !code.isSelf($0, at: write.place) }
            if names.count == 1, let variable = names.first, case .navigation(_, let root)? = code.resolveVariable(variable, at: write.place),
               case .screen(let name) = root {
                return selection.screenIDs[name] == controller.root
            }
        }
        return controller.creations.contains { code.ownerName(of: $0) == writer }
    }

    /// A write as its object is freed (`deinit`, `dealloc`): the stack it would change is gone with it or
    /// no longer holds it, so it owns the delegate of nothing that still shows.
    private func isFreeing(_ write: DelegateWrite) -> Bool {
        code.enclosingMethod(write.place).map { ViewLifecycle.freeingMethods.contains($0.name) } ?? false
    }
}

/// The owners of one recognizer's delegate, where a saved system delegate is put back, and the delegates
/// no owner could be told for (noted where the draft writes the controller).
struct OwnerWrites {
    let owners: [OwnerWrite]
    let restore: Origin?
    let unidentified: [(text: String, origin: Origin, anchor: DraftNotes.Anchor)]
}

/// One owner of a pop recognizer's delegate as the draft lists it.
struct OwnerWrite {
    let owner: PopDelegateOwner
    var origins: [Origin]
    /// The class whose `gestureRecognizerShouldBegin` decides for this owner; nil for `nil`.
    let deciderClass: String?
    let fromExtension: Bool
}
