// swift-tools-version:6.0
// A measuring tool, not part of navlint: it parses Swift files with swift-syntax and holds scan's own
// reader against it (Benchmarks/reader-oracle.py runs it on the corpus apps). navlint never depends on
// swift-syntax, so installing navlint never builds it.
import PackageDescription

let package = Package(
    name: "ReaderOracle",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "navlint", path: "../.."),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    ],
    targets: [
        .executableTarget(
            name: "ReaderOracle",
            dependencies: [
                .product(name: "Scan", package: "navlint"),
                .product(name: "SwiftIfConfig", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            path: "Sources/ReaderOracle"
        ),
    ]
)
