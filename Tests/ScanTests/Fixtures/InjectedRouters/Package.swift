// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Shop",
    platforms: [.iOS(.v17)],
    targets: [.target(name: "Shop", path: "Sources/Shop")]
)
