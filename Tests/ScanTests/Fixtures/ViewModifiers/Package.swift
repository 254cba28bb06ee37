// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Messages",
    platforms: [.iOS(.v17)],
    targets: [.executableTarget(name: "Messages")]
)
