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
