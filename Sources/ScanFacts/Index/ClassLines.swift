/// For each scanned file, the line ranges of its class, extension and category declarations, and each
/// app class's superclass: what is left of the outline once the code is gone, to name a line's class.
package struct ClassLines: Sendable {
    private let byFile: [[(name: String, lines: ClosedRange<Int>)]]
    private let superclasses: [String: String]

    package init(code: CodeBase) {
        var superclasses: [String: String] = [:]
        byFile = code.files.map { file in
            let stream = file.stream
            return file.types.compactMap { type in
                if superclasses[type.name] == nil, let parent = code.hierarchy.lineage(of: type.name).dropFirst().first { superclasses[type.name] = parent }
                guard [.swiftClass, .swiftExtension, .objcImplementation, .objcCategory].contains(type.kind),
                      let first = stream.at(type.keyword)?.line else { return nil }
                let last = stream.at(max(type.body.lowerBound, type.body.upperBound - 1))?.line ?? first
                return (type.name, first...max(first, last))
            }
        }
        self.superclasses = superclasses
    }

    /// The innermost declaration holding the line.
    package func owner(ofLine line: Int, inFile file: Int) -> String? {
        guard byFile.indices.contains(file) else { return nil }
        return byFile[file].filter { $0.lines.contains(line) }.min { $0.lines.count < $1.lines.count }?.name
    }

    /// The class and its app-declared ancestors, nearest first.
    package func lineage(of name: String) -> [String] {
        var result = [name]
        while let parent = superclasses[result[result.count - 1]], !result.contains(parent), result.count < 64 { result.append(parent) }
        return result
    }
}
