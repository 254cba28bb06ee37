// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "MixedReader",
    platforms: [.iOS(.v16)],
    targets: [.target(name: "Reader", path: "Sources/Reader")]
)
