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
        // Each identifier of the app is asked; its length and first byte rule most out before it is hashed.
        var lengths = [Bool](repeating: false, count: 256)
        var firstBytes = [Bool](repeating: false, count: 256)
        for name in classes {
            lengths[min(name.utf8.count, 255)] = true
            if let first = name.utf8.first { firstBytes[Int(first)] = true }
        }
        for (file, outline) in files.enumerated() where outline.kind == .swift || outline.kind == .objectiveC {
            let stream = outline.stream
            for index in 0..<stream.count where stream[index].kind == .identifier {
                let text = stream[index].text
                guard lengths[min(text.utf8.count, 255)], let first = text.utf8.first, firstBytes[Int(first)], classes.contains(text) else { continue }
                found.append((text, Place(file: file, token: index)))
            }
        }
        return found
    }
}

extension CodeBase {
    /// Where the Swift and Objective-C code writes one of `words`, as a string literal (`"ShowDonate"`,
    /// `@"ShowDonate"`) or as a name (an enum case whose raw value is its name), in file and token order.
    package func writings(of words: Set<String>) -> [(word: String, place: Place)] {
        var found: [(word: String, place: Place)] = []
        guard !words.isEmpty else { return found }
        // Every name and string of the app is asked; its length rules most out before it is hashed.
        let lengths = Set(words.map(\.utf8.count))
        for (file, outline) in files.enumerated() where outline.kind == .swift || outline.kind == .objectiveC {
            let stream = outline.stream
            for index in 0..<stream.count {
                let token = stream[index]
                guard token.kind == .string || lengths.contains(token.text.utf8.count) else { continue }
                let word: String
                switch token.kind {
                case .identifier: word = token.text
                case .string: word = token.literalValue(in: stream.dialect)
                default: continue
                }
                if words.contains(word) { found.append((word, Place(file: file, token: index))) }
            }
        }
        return found
    }
}
