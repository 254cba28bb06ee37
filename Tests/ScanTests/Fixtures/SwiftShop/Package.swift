// swift-tools-version:5.9
import PackageDescription

// An older floor, .iOS(.v12), is mentioned only in this comment and must not count.
let package = Package(
    name: "SwiftShop",
    platforms: [.iOS(.v15)],
    targets: [.target(name: "App", path: "Sources/App")]
)
