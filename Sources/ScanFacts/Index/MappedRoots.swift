extension CodeBase {
    /// The roots of the navigation controllers a `map` over a local list makes, one per element
    /// (`controllers.map(SwipeableNavigationController.init(rootViewController:))`, or
    /// `controllers.map { UINavigationController(rootViewController: $0) }`): the screens scan can tell among
    /// the list's literal and what the method appends to it before the `map`. Nil when the creation is no
    /// such map, or no element is a screen.
    func rootsMapped(creation: Call, file: Int) -> [ControllerReference]? {
        let stream = stream(file)
        guard let root = creation.argument("rootViewController") ?? (creation.isMessage ? nil : creation.firstArgument) else { return nil }
        // A function reference hands no value; a closure hands its parameter.
        guard root.value.isEmpty || stream.text(root.value) == "$0" else { return nil }
        guard let method = enclosingMethod(creation.place) else { return nil }
        // `list.map(Nav.init(rootViewController:))`, or the `{` of `list.map { ... }` that holds the creation.
        var mapName = creation.place.token - 2
        if !root.value.isEmpty {
            var depth = 0
            var index = creation.place.token - 1
            while index > method.body.lowerBound, depth >= 0 {
                if stream.isPunctuation(index, "}") { depth += 1 } else if stream.isPunctuation(index, "{") { depth -= 1 }
                index -= 1
            }
            mapName = index
        }
        // The list is a plain local name before `.map` (a call with only a trailing closure is no `Call`).
        guard stream.isIdentifier(mapName, "map"), stream.isPunctuation(mapName + 1, "(") || stream.isPunctuation(mapName + 1, "{"),
              stream.isPunctuation(mapName - 1, "."), let listToken = stream.at(mapName - 2), listToken.isName, !stream.isPunctuation(mapName - 3, "."),
              method.body.contains(mapName) else { return nil }
        let list = listToken.text
        var elements: [Range<Int>] = []
        if let value = localValue(list, before: mapName, in: method, file: file), let literal = stream.arrayElements(value) { elements += literal }
        for offset in members(of: method, file: file).calls {
            let call = syntax[file].calls[offset]
            if call.name == "append", call.receiverChain == [list], call.place.token < mapName, let value = call.firstArgument?.value { elements.append(value) }
        }
        var roots: [ControllerReference] = []
        for element in elements {
            let resolved = resolveController(file: file, range: element)
            if case .screen = resolved, !roots.contains(resolved) { roots.append(resolved) }
        }
        return roots.isEmpty ? nil : roots
    }
}
