/// Third-party code copied into the app's tree outside Pods (`Vendor/`, `ThirdParty/`, `External/`):
/// read, so that the app's classes that inherit or use its classes are understood, but not reported
/// as the app's: its classes are no screens or stacks of the draft unless the app's code opens them,
/// its pushes and navigation controllers make no stacks, and what scan cannot tell about it is no note.
extension SourceFile {
    /// Folder names (compared without case) that hold vendored code.
    static let vendoredFolders: Set<String> = [
        "vendor", "vendors", "vendored", "thirdparty", "third_party", "third-party", "3rdparty", "3rd-party", "external", "externals",
    ]

    /// True when a folder on the file's path is one of `vendoredFolders`.
    var isVendored: Bool {
        path.split(separator: "/").dropLast().contains { Self.vendoredFolders.contains($0.lowercased()) }
    }
}

extension CodeBase {
    /// True when every declaration of the class is in vendored files.
    func isVendoredClass(_ name: String) -> Bool {
        let places = declarations(of: name)
        return !places.isEmpty && places.allSatisfy { vendored[$0.file] }
    }
}

extension CodeBase {
    /// Where the code names one of `classes` (a property's type, a constructor, a registration), in
    /// Swift and Objective-C files, in file and token order.
    func mentions(of classes: Set<String>) -> [(name: String, place: Place)] {
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
