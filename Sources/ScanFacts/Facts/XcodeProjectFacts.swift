/// `LastUpgradeCheck = 1430;` or `objectVersion = 56;` in a project.pbxproj: which Xcode last opened
/// the project, hence which iOS SDK the app was last built with.
package struct XcodeProjectFact: Sendable {
    package enum Kind: Sendable { case lastUpgradeCheck, objectVersion }
    package let place: Place
    package let kind: Kind
    package let value: Int
}

/// The file names a project.pbxproj lists (`path = Home.swift;`, `name = "App.xcconfig";`): which of
/// the scanned files belong to that project, so that the app's own project can be told from a demo's
/// or a design system's beside it.
package struct ProjectFileList: Sendable {
    /// The project file, at its first token.
    package let place: Place
    package let names: Set<String>
    /// The folders Xcode 16 keeps in step with the disk (`PBXFileSystemSynchronizedRootGroup`): every
    /// file under them is the project's without being listed.
    package let synchronizedFolders: Set<String>
}

extension Facts {
    /// `LastUpgradeCheck` and `objectVersion` in a project.pbxproj.
    mutating func readXcodeVersions(code: CodeBase, file: Int) {
        guard code.files[file].path.hasSuffix(".pbxproj") else { return }
        let stream = code.stream(file)
        for index in 0..<stream.count where stream.isPunctuation(index + 1, "=") {
            let token = stream[index]
            let kind: XcodeProjectFact.Kind
            if token.isIdentifier("LastUpgradeCheck") {
                kind = .lastUpgradeCheck
            } else if token.isIdentifier("objectVersion") {
                kind = .objectVersion
            } else {
                continue
            }
            guard let value = stream.at(index + 2), value.kind == .number || value.kind == .string else { continue }
            let text = value.kind == .string ? value.literalValue(in: stream.dialect) : value.text
            guard let number = Int(text) else { continue }
            xcodeVersions.append(XcodeProjectFact(place: Place(file: file, token: index + 2, in: index..<(index + 3)), kind: kind, value: number))
        }
        readListedFiles(stream, file: file)
    }

    /// The last part of every `path` and `name` value in a project.pbxproj.
    private mutating func readListedFiles(_ stream: TokenStream, file: Int) {
        var names: Set<String> = []
        var folders: Set<String> = []
        var synchronized = false
        var index = 0
        while index < stream.count {
            defer { index += 1 }
            // Each object says what it is (`isa = PBXFileReference;`) before its path.
            if stream[index].isIdentifier("isa"), stream.isPunctuation(index + 1, "=") {
                synchronized = stream.isIdentifier(index + 2, "PBXFileSystemSynchronizedRootGroup")
            }
            guard stream[index].isIdentifier("path") || stream[index].isIdentifier("name"), stream.isPunctuation(index + 1, "=") else { continue }
            var text = ""
            var end = index + 2
            // An unquoted value (`Home.swift`) is several tokens up to the `;`.
            while let token = stream.at(end), !token.isPunctuation(";"), end - index < 64 {
                text += token.kind == .string ? token.literalValue(in: stream.dialect) : token.text
                end += 1
            }
            if let last = text.split(separator: "/").last, !last.isEmpty {
                names.insert(String(last))
                if synchronized, stream[index].isIdentifier("path") { folders.insert(String(last)) }
            }
            index = end
        }
        if !names.isEmpty { projectFiles.append(ProjectFileList(place: Place(file: file, token: 0), names: names, synchronizedFolders: folders)) }
    }
}
