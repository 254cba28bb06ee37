/// Routers: objects that are no screen and push or present a screen their method is handed
/// (`func push(_ viewController: UIViewController, animated: Bool) { navigationController.pushViewController(viewController, animated: animated) }`).
/// Each call of such a method (`router.push(DetailViewController(), animated: true)`) makes the push or
/// presentation of the screen it passes, placed at that call and kept through the router's stack.
extension Facts {
    /// Adds a transition per call of a router method whose push or presentation scan could not resolve
    /// because its target is one of the method's parameters. A call reaches the method when its receiver
    /// is declared as the router's class (or one it descends from or conforms to), or, when scan cannot
    /// tell the receiver's class, when one class alone declares a method of that name that forwards.
    mutating func readForwardedTransitions(code: CodeBase) {
        var forwarding: [String: [(transition: Transition, owner: String, position: Int, index: Int)]] = [:]
        for (index, transition) in transitions.enumerated() {
            guard case .unknown(let text) = transition.target, let owner = transition.owner,
                  code.hierarchy.role(of: owner).role == .other, !code.hierarchy.isSwiftUIView(owner),
                  let method = code.enclosingMethod(transition.place),
                  let position = code.parameterNames(of: method, file: transition.place.file).firstIndex(of: text) else { continue }
            forwarding[method.name, default: []].append((transition, owner, position, index))
        }
        var forwarded: [Transition] = []
        // A router's own push of its parameter stands for the pushes of its calls, once one is followed.
        var followed: Set<Int> = []
        for (name, routers) in forwarding.sorted(by: { $0.key < $1.key }) {
            let declaredOnce = Set(routers.map(\.owner)).count == 1
            for (file, call) in code.calls(named: name) {
                let receivers = code.receiverClasses(of: call)
                for router in routers where call.arguments.count > router.position && call.place != router.transition.place {
                    let reaches = receivers.map { $0.contains { code.hierarchy.declaredLineage(of: router.owner).contains($0) || code.conforms(router.owner, to: $0) } } ?? declaredOnce
                    guard reaches, code.enclosingMethod(call.place).map({ !$0.head.contains(call.place.token) }) ?? true else { continue }
                    let target = code.resolveController(file: file, range: call.arguments[router.position].value)
                    if case .unknown = target { continue }
                    forwarded.append(Transition(place: call.place, kind: router.transition.kind, target: target, owner: router.owner, via: router.transition.place))
                    followed.insert(router.index)
                }
            }
        }
        transitions = transitions.enumerated().filter { !followed.contains($0.offset) }.map(\.element)
        transitions += forwarded.enumerated().sorted { ($0.element.place, $0.offset) < ($1.element.place, $1.offset) }.map(\.element)
    }
}

extension CodeBase {
    /// True when a declaration of the class (or of a class it descends from) names `type` among what it
    /// inherits or conforms to: `final class NavigationRouter: NSObject, NavigationRouterType`,
    /// `@interface Router : NSObject <RouterProtocol>`.
    func conforms(_ className: String, to type: String) -> Bool {
        hierarchy.declaredLineage(of: className).contains { name in
            declarations(of: name).contains { file, declaration in
                let stream = stream(file)
                return (declaration.keyword + 1..<max(declaration.keyword + 1, declaration.head.upperBound)).contains { stream.isIdentifier($0, type) }
            }
        }
    }
}
