// swift-tools-version:5.9
// Only here so the example states its deployment target the way an app package does; navlint scan
// reads the platforms line.
import PackageDescription

let package = Package(
    name: "Reader",
    platforms: [.iOS(.v17)],
    targets: [.executableTarget(name: "Reader", path: "Reader")]
)
