// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "navlint",
    products: [
        .executable(name: "navlint", targets: ["navlint"]),
        .library(name: "Rules", targets: ["Rules"]),
        .library(name: "Scan", targets: ["Scan"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // Every operating-system call (files, folders, environment, exit) lives here, so the rest
        // builds unchanged on macOS and Linux.
        .target(
            name: "Platform"
        ),
        .target(
            name: "Rules",
            dependencies: ["CYaml"]
        ),
        .target(
            name: "Scan"
        ),
        .executableTarget(
            name: "navlint",
            dependencies: [
                "Platform",
                "Rules",
                "Scan",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "RulesTests",
            dependencies: ["Rules"],
            path: "Tests/RulesTests"
        ),
        .testTarget(
            name: "ScanTests",
            dependencies: ["Scan"],
            path: "Tests/ScanTests",
            exclude: ["Fixtures", "Expected"]
        ),
        .testTarget(
            name: "navlintTests",
            dependencies: ["navlint", "Rules"],
            path: "Tests/navlintTests"
        ),
    ]
)
