// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "SwiftUINotes",
    platforms: [.iOS(.v17)],
    targets: [.target(name: "Notes", path: "Sources/Notes")]
)
