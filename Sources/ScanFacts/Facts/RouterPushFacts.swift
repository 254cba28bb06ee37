/// One view a `navigationDestination(for: Route.self)` builds for values of a type: the cases of the
/// `switch` it is built in (`case .profile(let id): ProfileView(id: id)`), nil when it is built for any
/// value.
package struct DestinationMap: Sendable {
    package let valueType: String
    package let view: String
    package let cases: [String]?
    /// The type whose code registers it (the view that builds the stack), if any.
    package var holder: String? = nil
}

extension Facts {
    /// A view that calls a router's method that appends a route to a stack's path
    /// (`routerPath.navigate(to: .profile(id: id))`, whose body is `path.append(destination)`) pushes the
    /// views the stack's `navigationDestination(for:)` builds for that route: those built in the `switch`
    /// case the route's literal names, else every view built for the route's type, preferring the stacks
    /// of views that keep the router. The route's type is the declared type of the method's parameter
    /// that is appended.
    mutating func readRouterPushes(code: CodeBase) {
        guard !destinationMaps.isEmpty else { return }
        var mapsByType: [String: [DestinationMap]] = [:]
        for map in destinationMaps { mapsByType[map.valueType, default: []].append(map) }
        // The router methods that append one of their parameters to a path, with that parameter's type.
        var routing: [String: [(owner: String, type: String?, parameter: Int?)]] = [:]
        for push in pathPushes {
            guard let method = code.enclosingMethod(push), let owner = code.ownerName(push), !code.hierarchy.isSwiftUIView(owner),
                  let call = code.call(at: push), let appended = call.firstArgument?.value else { continue }
            let parameters = code.parameters(of: method, file: push.file)
            let name = code.stream(push.file).text(appended)
            let index = parameters.firstIndex { $0.name == name }
            let type = index.map { parameters[$0].type } ?? nil
            routing[method.name, default: []].append((owner, type, index))
        }
        // The calls of those methods, found by name and taken in the order of the code.
        var pushes: [Transition] = []
        for (name, routers) in routing {
            // A call whose receiver scan cannot follow reaches the method only when one class declares it.
            let declaredOnce = Set(routers.map(\.owner)).count == 1
            for (file, call) in code.calls(named: name) {
                guard let caller = code.ownerName(call.place), code.hierarchy.isSwiftUIView(caller) else { continue }
                let receivers = code.receiverClasses(of: call)
                for router in routers where receivers.map({ $0.contains(router.owner) }) ?? declaredOnce {
                    let argument = router.parameter.flatMap { call.arguments.indices.contains($0) ? call.arguments[$0].value : nil }
                    let named = argument.flatMap { code.caseName(of: $0, file: file) }
                    let typed = router.type.map { mapsByType[$0] ?? [] } ?? destinationMaps
                    // The stacks of views that keep this router (`@State var router = ProfileRouter()`) are
                    // the ones its path drives; another stack that maps the same type (`Int`) is not.
                    let bound = typed.filter { map in map.holder.map { code.keepsProperty(ofType: router.owner, in: $0) } ?? false }
                    let maps = bound.isEmpty ? typed : bound
                    let views = maps.filter { map in named.map { name in map.cases?.contains(name) ?? true } ?? true }.map(\.view)
                    for view in Set(views).sorted() where view != caller {
                        pushes.append(Transition(place: call.place, kind: .push, target: .screen(view), owner: caller))
                    }
                }
            }
        }
        transitions += pushes.enumerated().sorted { ($0.element.place, $0.offset) < ($1.element.place, $1.offset) }.map(\.element)
    }
}

extension CodeBase {
    /// The case names of the `switch` case around a place: `profile` and `user` for `case .profile(let
    /// id), .user(let id):`; nil outside a switch case, or for `default`.
    func caseNames(around place: Place) -> [String]? {
        guard let patterns = statements[place.file].innermostSwitchCase(of: place.token), !patterns.isEmpty else { return nil }
        let stream = stream(place.file)
        var names: [String] = []
        var index = patterns.lowerBound
        while index < patterns.upperBound {
            // `.profile` at the start of a pattern, not `Route.profile`'s member access after a type name.
            if stream.isPunctuation(index, "."), let name = stream.at(index + 1), name.isName, index == patterns.lowerBound || !stream.isName(index - 1) {
                names.append(name.text)
            }
            if stream.isPunctuation(index, "("), let partner = stream.partner(of: index) { index = partner }
            index += 1
        }
        return names.isEmpty ? nil : names
    }

    /// The case a route literal names: `profile` for `.profile(id: id)` or `.profile`.
    func caseName(of range: Range<Int>, file: Int) -> String? {
        let stream = stream(file)
        guard stream.isPunctuation(range.lowerBound, "."), let name = stream.at(range.lowerBound + 1), name.isName else { return nil }
        let end = range.lowerBound + 2
        guard end == range.upperBound || (stream.isPunctuation(end, "(") && stream.partner(of: end) == range.upperBound - 1) else { return nil }
        return name.text
    }
}
