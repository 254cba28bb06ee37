// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "navlint",
    products: [
        .executable(name: "navlint", targets: ["navlint"]),
        .library(name: "Rules", targets: ["Rules"]),
        .library(name: "Scan", targets: ["Scan"]),
        // SwiftPM and Xcode plugins for other packages and projects: see docs/plugins.md.
        .plugin(name: "NavlintCommandPlugin", targets: ["NavlintCommandPlugin"]),
        .plugin(name: "NavlintBuildToolPlugin", targets: ["NavlintBuildToolPlugin"]),
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
        // `swift package navlint`: no permission is declared, so plain lint runs need no flag;
        // `--write-baseline` inside the package needs `--allow-writing-to-package-directory`.
        .plugin(
            name: "NavlintCommandPlugin",
            capability: .command(intent: .custom(verb: "navlint", description: "Check the package's navigation descriptions with navlint.")),
            dependencies: ["navlint"]
        ),
        .plugin(
            name: "NavlintBuildToolPlugin",
            capability: .buildTool(),
            dependencies: ["navlint"]
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
