/// `LastUpgradeCheck = 1430;` or `objectVersion = 56;` in a project.pbxproj: which Xcode last opened
/// the project, hence which iOS SDK the app was last built with.
package struct XcodeProjectFact: Sendable {
    package enum Kind: Sendable { case lastUpgradeCheck, objectVersion }
    package let place: Place
    package let kind: Kind
    package let value: Int
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
    }
}
