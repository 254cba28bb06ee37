/// Which classes are vendored, and where the code names a class.
extension CodeBase {
    /// True when every declaration of the class is in vendored files.
    package func isVendoredClass(_ name: String) -> Bool {
        let places = declarations(of: name)
        return !places.isEmpty && places.allSatisfy { vendored[$0.file] }
    }
}

extension CodeBase {
    /// Where the code names one of `classes` (a property's type, a constructor, a registration), in
    /// Swift and Objective-C files, in file and token order.
    package func mentions(of classes: Set<String>) -> [(name: String, place: Place)] {
        var found: [(name: String, place: Place)] = []
        guard !classes.isEmpty else { return found }
        for (file, outline) in files.enumerated() where outline.kind == .swift || outline.kind == .objectiveC {
            let stream = outline.stream
            for index in 0..<stream.count where stream[index].kind == .identifier && classes.contains(stream[index].text) {
                found.append((stream[index].text, Place(file: file, token: index)))
            }
        }
        return found
    }

    /// The screens whose code runs in a storyboard split view's primary column: its master scene, or
    /// that navigation controller's root. A detail they show is pushed onto their stack on iPhone, where
    /// the split view collapses; one with a compact column of its own shows that column instead.
    package func splitPrimaryScreens() -> Set<String> {
        var found: Set<String> = []
        for file in files.indices {
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
