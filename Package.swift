// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "navlint",
    products: [
        .executable(name: "navlint", targets: ["navlint"]),
        .library(name: "Format", targets: ["Format"]),
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
        // Every operating-system call (files, folders, environment, exit, worker threads) lives here, so the rest
        // builds unchanged on macOS and Linux.
        .target(
            name: "Platform"
        ),
        // The app description format, declared once: YAML with positions, the schema, the typed model,
        // file problems, diagnostics and source locations. Everything else reads the format from here.
        .target(
            name: "Format",
            dependencies: ["CYaml"]
        ),
        // The rule engine and the built-in catalog: rule files, the expression language, configuration,
        // suppressions and baselines. Findings come back as values; nothing here prints or exits.
        .target(
            name: "Rules",
            dependencies: ["Platform", "Format"]
        ),
        // The generator of Sources/Rules/Catalog/BuiltinRuleFiles.swift from rules.d: it checks the rule
        // files and writes them as Swift source, their text and their checking part pre-parsed (through
        // Rules' own loader), kept in git so that building navlint (in a plugin, a pre-commit hook, Xcode)
        // runs no build step of its own; EmbedRulesTests and GeneratedFilesTests keep it in step.
        .executableTarget(
            name: "EmbedRules",
            dependencies: ["Platform", "Format", "Rules"]
        ),
        // One reporter per output format, behind the `Reporter` protocol.
        .target(
            name: "Reporters",
            dependencies: ["Format", "Rules"]
        ),
        // `navlint graph`: the navigation as Mermaid, Graphviz DOT or a self-contained HTML page.
        .target(
            name: "Graph",
            dependencies: ["Format", "Rules"]
        ),
        // Storyboards and XIBs: a small strict XML reader of its own (no libxml2, no FoundationXML, so the
        // static Linux binary stays self-contained) and the Interface Builder facts scan reads from them.
        .target(
            name: "InterfaceBuilder",
            dependencies: ["Format"]
        ),
        // `navlint scan` in three targets, so that the compiler forbids a layer reaching into a later one
        // (docs/scan-pipeline.md). Reading and facts: sources to tokens, outlines, calls, assignments, statements
        // and conditions, each file on its own (Reading/); the app's index (Index/: CodeBase's lookups by name, the
        // class hierarchy, what a reference resolves to); what each file says, as values joined in path order
        // (Facts/). One target, since the readers walk every token and a module boundary there costs a call and a
        // copy per token.
        .target(
            name: "ScanFacts",
            dependencies: ["Platform", "Format", "InterfaceBuilder"]
        ),
        // The draft: ordered passes over the facts, then the app model built through the format's keys.
        .target(
            name: "ScanDraft",
            dependencies: ["Format", "ScanFacts"]
        ),
        // The face the driver imports: scan files into a draft, its model and its notes.
        .target(
            name: "Scan",
            dependencies: ["Format", "Platform", "ScanFacts", "ScanDraft"]
        ),
        // What `navlint check` does over files and folders: discovery, configuration lookup, one linter per
        // configuration, baselines and failure thresholds. The executable only parses and presents.
        .target(
            name: "Driver",
            dependencies: ["Platform", "Format", "Rules", "Scan", "ScanDraft"]
        ),
        // Every input path driven with one byte string; the fuzz target and the regression tests call it.
        .target(
            name: "Robustness",
            dependencies: ["Format", "Rules", "Reporters", "Graph", "InterfaceBuilder", "Scan"]
        ),
        .executableTarget(
            name: "navlint",
            dependencies: [
                "Platform",
                "Format",
                "Rules",
                "Reporters",
                "Graph",
                "Scan",
                "Driver",
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
        // What the test targets share that needs no test framework: the repository's files, loaded rules,
        // the scan fixtures and marked sources. Not part of any product.
        .target(
            name: "TestSupport",
            dependencies: ["Format", "Rules", "ScanFacts", "Scan"],
            path: "Tests/TestSupport"
        ),
        // One test target per library target; ScanTests holds what crosses scan's layers (whole apps).
        .testTarget(
            name: "FormatTests",
            dependencies: ["Format", "Rules", "TestSupport"],
            path: "Tests/FormatTests"
        ),
        .testTarget(
            name: "RulesTests",
            dependencies: ["Format", "Rules", "Robustness", "Scan", "TestSupport"],
            path: "Tests/RulesTests"
        ),
        .testTarget(
            name: "ReportersTests",
            dependencies: ["Format", "Rules", "Reporters", "TestSupport"],
            path: "Tests/ReportersTests"
        ),
        .testTarget(
            name: "GraphTests",
            dependencies: ["Format", "Rules", "Graph", "TestSupport"],
            path: "Tests/GraphTests"
        ),
        .testTarget(
            name: "InterfaceBuilderTests",
            dependencies: ["Format", "InterfaceBuilder"],
            path: "Tests/InterfaceBuilderTests"
        ),
        .testTarget(
            name: "ScanFactsTests",
            dependencies: ["Format", "ScanFacts", "TestSupport"],
            path: "Tests/ScanFactsTests"
        ),
        .testTarget(
            name: "ScanDraftTests",
            dependencies: ["Format", "Rules", "ScanFacts", "ScanDraft", "Scan", "TestSupport"],
            path: "Tests/ScanDraftTests"
        ),
        .testTarget(
            name: "ScanTests",
            dependencies: ["Format", "Rules", "InterfaceBuilder", "ScanFacts", "ScanDraft", "Scan", "TestSupport"],
            path: "Tests/ScanTests",
            exclude: ["Fixtures", "Expected"]
        ),
        .testTarget(
            name: "navlintTests",
            // EmbedRules too, so that its binary is built beside navlint's for EmbedRulesTests.
            dependencies: ["navlint", "EmbedRules", "Format", "Rules", "Driver", "Platform", "ScanDraft"],
            path: "Tests/navlintTests"
        ),
    ]
)
