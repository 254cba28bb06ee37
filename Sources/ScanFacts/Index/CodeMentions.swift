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
}
