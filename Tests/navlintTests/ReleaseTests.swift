import Foundation
import Testing

/// The version is declared once, in Sources/navlint/Version.swift; everything else that names it is
/// checked against it here.
@Suite struct VersionTests {
    @Test func theBinaryAndTheScriptsPrintTheDeclaredVersion() throws {
        #expect(Release.version.split(separator: ".").count == 3 && Release.version.allSatisfy { $0.isNumber || $0 == "." }, "\(Release.version)")
        let printed = try CLI.run(["--version"])
        #expect(printed.status == 0)
        #expect(printed.stdout == "\(Release.version)\n")
        #expect(try runScript("scripts/version").stdout == "\(Release.version)\n")
        #expect(try runScript("scripts/version", ["--tag"]).stdout == "\(Release.tag)\n")
        let sarif = try CLI.run(["check", "-", "--format", "sarif"], stdin: validApp)
        #expect(sarif.stdout.contains("\"version\": \"\(Release.version)\", \"semanticVersion\": \"\(Release.version)\""))
    }

    @Test func noOtherSourceDeclaresAVersion() throws {
        let sources = CLI.repository.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        #expect(files.count > 20)
        let declaring = try files.filter { file in
            try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8).contains("\"\(Release.version)\"")
        }
        #expect(declaring == ["navlint/Version.swift"])
    }

    @Test func changelogsNewestEntryIsTheVersion() throws {
        let changelog = try repositoryText("CHANGELOG.md")
        let newest = try #require(changelog.split(separator: "\n").first { $0.hasPrefix("## [") })
        let dated = captures(of: #"^## \[[0-9.]+\] - ([0-9]{4}-[0-9]{2}-[0-9]{2})$"#, in: String(newest))
        #expect(newest == "## [\(Release.version)] - Unreleased" || (newest.hasPrefix("## [\(Release.version)] - ") && dated.count == 1), "\(newest)")
        #expect(changelog.contains("\n[\(Release.version)]: \(Release.homepage)/releases/tag/\(Release.tag)\n"))
    }

    /// Every place that tells users which release to take names this version, and none names a placeholder.
    @Test func everyPublishedReferenceNamesTheVersion() throws {
        let workflows = try FileManager.default.contentsOfDirectory(atPath: CLI.repository.appendingPathComponent(".github/workflows").path)
        let docs = try FileManager.default.contentsOfDirectory(atPath: CLI.repository.appendingPathComponent("docs").path).filter { $0.hasSuffix(".md") }
        let files = ["README.md", "CHANGELOG.md", "action.yml", "Formula/navlint.rb"]
            + docs.map { "docs/\($0)" } + workflows.map { ".github/workflows/\($0)" }
        let patterns = [
            #"navlint/navlint(?:@|/releases/download/|/releases/tag/|/archive/refs/tags/)v([0-9]+\.[0-9]+\.[0-9]+)"#,
            #"rev: v([0-9]+\.[0-9]+\.[0-9]+)"#,
            #"--branch v([0-9]+\.[0-9]+\.[0-9]+)"#,
            #"navlint-([0-9]+\.[0-9]+\.[0-9]+)-(?:linux|macos)"#,
        ]
        var counts: [String: Int] = [:]
        for file in files {
            let text = try repositoryText(file)
            #expect(!text.contains("YOUR-ORG"), "\(file) still has a placeholder organisation")
            for pattern in patterns {
                for found in captures(of: pattern, in: text) {
                    #expect(found == Release.version, "\(file) names version \(found), Version.swift declares \(Release.version)")
                    counts[file, default: 0] += 1
                }
            }
        }
        #expect(counts["Formula/navlint.rb", default: 0] == 1)
        #expect(counts["docs/ci.md", default: 0] >= 6)
        #expect(counts["README.md", default: 0] >= 6)
        #expect(counts["CHANGELOG.md", default: 0] >= 2)
        // The action's version is its own checkout's unless one is asked for: no copy of it to keep in step.
        let action = try repositoryText("action.yml")
        #expect(action.contains("  version:\n    description: The navlint release to download, without the v. Empty is the action's own version, built from source (and cached) while it is not released.\n    required: false\n    default: \"\"\n"))
    }

    @Test func releaseNotesRefuseATagThatIsNotReady() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let changelog = try repositoryText("CHANGELOG.md")

        let mismatched = try runScript("scripts/release-notes", ["v9.9.9"])
        #expect(mismatched.status == 1)
        #expect(mismatched.stderr.contains("the tag is v9.9.9, but Sources/navlint/Version.swift declares \(Release.version)"))

        let undated = folder.appendingPathComponent("undated.md")
        try changelog.replacingOccurrences(of: #"## \[[0-9.]+\] - [0-9-]+\n"#, with: "## [\(Release.version)] - Unreleased\n", options: .regularExpression)
            .write(to: undated, atomically: false, encoding: .utf8)
        let refused = try runScript("scripts/release-notes", [Release.tag, "--changelog", undated.path])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("has no date"))

        // Dated, and with the "not released yet" note gone: the notes are the entry's text.
        let ready = folder.appendingPathComponent("ready.md")
        let readyText = changelog
            .replacingOccurrences(of: "## [\(Release.version)] - Unreleased\n", with: "## [\(Release.version)] - 2026-12-01\n")
            .split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("> ") }.joined(separator: "\n")
        try readyText.write(to: ready, atomically: false, encoding: .utf8)
        let notes = try runScript("scripts/release-notes", [Release.tag, "--changelog", ready.path])
        #expect(notes.status == 0, "\(notes.stderr)")
        #expect(notes.stdout.contains("### Added\n"))
        #expect(!notes.stdout.contains("## ["))
        #expect(!notes.stdout.contains("]: https://"))

        if changelog.contains("\n> Not released yet") {
            let withNote = folder.appendingPathComponent("note.md")
            try changelog.replacingOccurrences(of: "## [\(Release.version)] - Unreleased\n", with: "## [\(Release.version)] - 2026-12-01\n")
                .write(to: withNote, atomically: false, encoding: .utf8)
            let stillNoted = try runScript("scripts/release-notes", [Release.tag, "--changelog", withNote.path])
            #expect(stillNoted.status == 1)
            #expect(stillNoted.stderr.contains("Not released yet"))
        }
    }
}

/// The release binary that scripts/build-release made (in .ci/run's release step), run as a user runs
/// it: alone in an empty folder, on a machine without Swift or libyaml.
@Suite(.enabled(if: Release.releaseDirectory != nil, Release.releaseSkipReason))
struct ReleaseBinaryTests {
    static var folder: URL { Release.releaseDirectory ?? URL(fileURLWithPath: "/nonexistent") }
    static var binary: URL { folder.appendingPathComponent("bin/navlint") }

    @Test func theFolderIsTheDeclaredVersion() throws {
        #expect(FileManager.default.isExecutableFile(atPath: Self.binary.path), "\(Self.binary.path)")
        #expect(Self.folder.lastPathComponent.hasPrefix("navlint-\(Release.version)-"))
        for file in ["LICENSE", "README.md", "CHANGELOG.md"] {
            #expect(FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent(file).path), "\(file) is missing")
        }
    }

    @Test func itNeedsNoSwiftRuntimeAndNoLibyaml() throws {
        #if os(Linux)
        let ldd = try #require(programOnPath("ldd"))
        let libraries = try runProgram(ldd, [Self.binary.path], directory: Self.folder)
        #expect(libraries.status == 0, "\(libraries.stderr)")
        #expect(libraries.stdout.contains("libc.so"))
        for unwanted in ["libswift", "libFoundation", "libdispatch", "libBlocksRuntime", "libyaml", "not found"] {
            #expect(!libraries.stdout.contains(unwanted), "the release binary needs \(unwanted):\n\(libraries.stdout)")
        }
        // The README promises glibc 2.35 (Ubuntu 22.04, Debian 12) is enough.
        let objdump = try #require(programOnPath("objdump"), "objdump (binutils) reads which glibc the binary asks for; scripts/setup --with-test-tools installs it")
        let symbols = try runProgram(objdump, ["-T", Self.binary.path], directory: Self.folder).stdout
        let versions = Set(captures(of: #"GLIBC_([0-9]+\.[0-9]+)"#, in: symbols)).map { $0.split(separator: ".").compactMap { Int($0) } }
        #expect(!versions.isEmpty)
        #expect(versions.allSatisfy { $0.lexicographicallyPrecedes([2, 36]) }, "needs a glibc newer than 2.35: \(versions)")
        #else
        let otool = try #require(programOnPath("otool"))
        let libraries = try runProgram(otool, ["-L", Self.binary.path], directory: Self.folder)
        #expect(libraries.status == 0)
        // The first line names the binary itself.
        let needed = libraries.stdout.split(separator: "\n").dropFirst().joined(separator: "\n")
        #expect(needed.contains("/usr/lib/libSystem"))
        for unwanted in ["libyaml", "/opt/homebrew", "/usr/local", "@rpath"] {
            #expect(!needed.contains(unwanted), "the release binary needs \(unwanted):\n\(needed)")
        }
        #endif
    }

    @Test func itRunsAloneInAnEmptyFolder() throws {
        let empty = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: empty) }
        let environment = ["NO_COLOR": "1", "GITHUB_ACTIONS": ""]
        let version = try runProgram(Self.binary, ["--version"], directory: empty, environment: environment)
        #expect(version.stdout == "\(Release.version)\n")

        let rules = try runProgram(Self.binary, ["rules"], directory: empty, environment: environment)
        #expect(rules.status == 0)
        #expect(rules.stdout.split(separator: "\n").count == 39)
        #expect(rules.stdout.contains("\nroot-freeze "))

        try FileManager.default.copyItem(at: CLI.repository.appendingPathComponent("Examples/legacy-checkout/navlint.yaml"), to: empty.appendingPathComponent("navlint.yaml"))
        let check = try runProgram(Self.binary, ["check", "--no-snippet"], directory: empty, environment: environment)
        #expect(check.status == 0)
        #expect(check.stderr == "2 warnings in 1 file\n")
        let lines = check.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("navlint.yaml:24:7: warning: screen 'address' replaces the back button") == true)
        #expect(lines.first?.hasSuffix("[custom-left-item-disables-swipe]") == true)
        #expect(lines.last?.hasPrefix("navlint.yaml:29:7: warning: scroll view 'photos' on screen 'product'") == true)
        #expect(lines.last?.hasSuffix("[scroll-view-missing-require-to-fail]") == true)
        // The same words as the binary the other tests run, built from the same sources.
        let debug = try CLI.run(["check", "--no-snippet"], directory: empty)
        #expect(check.stdout == debug.stdout)
    }

    @Test func theArchiveAndItsChecksumMatchTheFolder() throws {
        let name = Self.folder.lastPathComponent
        let archive = Self.folder.deletingLastPathComponent().appendingPathComponent("\(name).tar.gz")
        let checksum = try String(contentsOf: archive.appendingPathExtension("sha256"), encoding: .utf8)
        #expect(checksum == "\(try sha256Hex(of: archive))  \(name).tar.gz\n")
        let tar = try #require(programOnPath("tar"))
        let listing = try runProgram(tar, ["-tzf", archive.path], directory: Self.folder).stdout
        #expect(listing.split(separator: "\n").map { $0.hasSuffix("/") ? String($0.dropLast()) : String($0) }.sorted()
                == [name, "\(name)/CHANGELOG.md", "\(name)/LICENSE", "\(name)/README.md", "\(name)/bin", "\(name)/bin/navlint"].sorted())
    }

    /// scripts/check-release (which the release workflow runs on macOS, where these tests do not) passes
    /// this binary and refuses a wrong one.
    @Test func checkReleaseScriptPassesItAndRefusesOthers() throws {
        let passed = try runScript("scripts/check-release", [Self.folder.path])
        #expect(passed.status == 0, "\(passed.stderr)")
        #expect(passed.stderr.contains("runs alone"))

        let fake = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: fake) }
        let bin = fake.appendingPathComponent("navlint-\(Release.version)-fake/bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        #if os(Linux)
        // The binary the tests build links the Swift runtime dynamically: check-release must notice.
        try FileManager.default.copyItem(at: CLI.binary, to: bin.appendingPathComponent("navlint"))
        let dynamic = try runScript("scripts/check-release", [bin.deletingLastPathComponent().path])
        #expect(dynamic.status == 1)
        #expect(dynamic.stderr.contains("libswift"))
        #expect(dynamic.stderr.contains("needs the libraries above at run time"))
        try FileManager.default.removeItem(at: bin.appendingPathComponent("navlint"))
        #endif
        // A copy of the release binary under the wrong version's name is still this version: fine. A
        // different program is not.
        try FileManager.default.copyItem(at: URL(fileURLWithPath: "/bin/echo"), to: bin.appendingPathComponent("navlint"))
        let wrong = try runScript("scripts/check-release", [bin.deletingLastPathComponent().path])
        #expect(wrong.status == 1)
    }

    /// The action's install step, downloading this release from a folder laid out like a GitHub release.
    @Test func actionInstallsTheReleaseAndChecksItsChecksum() throws {
        let runnerOS: String, runnerArch: String
        #if os(Linux)
        runnerOS = "Linux"
        #else
        runnerOS = "macOS"
        #endif
        #if arch(x86_64)
        runnerArch = "X64"
        #else
        runnerArch = "ARM64"
        #endif
        let name = Self.folder.lastPathComponent
        try #require(name == "navlint-\(Release.version)-linux-x86_64" || name == "navlint-\(Release.version)-macos-universal",
                     "the action downloads linux-x86_64 and macos-universal builds; this is \(name)")
        let work = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let releases = work.appendingPathComponent("releases/\(Release.tag)")
        try FileManager.default.createDirectory(at: releases, withIntermediateDirectories: true)
        let dist = Self.folder.deletingLastPathComponent()
        for file in ["\(name).tar.gz", "\(name).tar.gz.sha256"] {
            try FileManager.default.copyItem(at: dist.appendingPathComponent(file), to: releases.appendingPathComponent(file))
        }
        let runnerTemp = work.appendingPathComponent("runner-temp")
        try FileManager.default.createDirectory(at: runnerTemp, withIntermediateDirectories: true)
        let githubPath = work.appendingPathComponent("github-path")
        try "".write(to: githubPath, atomically: false, encoding: .utf8)
        let environment = [
            "NAVLINT_VERSION": Release.version, "NAVLINT_INSTALL": "release",
            "NAVLINT_RELEASE_BASE_URL": "file://\(work.path)/releases",
            "RUNNER_OS": runnerOS, "RUNNER_ARCH": runnerArch, "RUNNER_TEMP": runnerTemp.path, "GITHUB_PATH": githubPath.path,
        ]
        let installed = try runScript("scripts/action-install", environment: environment)
        #expect(installed.status == 0, "\(installed.stderr)")
        let added = try String(contentsOf: githubPath, encoding: .utf8)
        #expect(added == "\(runnerTemp.path)/navlint-release-\(Release.version)/\(name)/bin\n")
        let version = try runProgram(URL(fileURLWithPath: String(added.dropLast())).appendingPathComponent("navlint"), ["--version"], directory: work)
        #expect(version.stdout == "\(Release.version)\n")

        // A download that does not match its checksum is refused, and nothing is added to PATH.
        try "\(String(repeating: "0", count: 64))  \(name).tar.gz\n".write(to: releases.appendingPathComponent("\(name).tar.gz.sha256"), atomically: false, encoding: .utf8)
        try "".write(to: githubPath, atomically: false, encoding: .utf8)
        let tampered = try runScript("scripts/action-install", environment: environment)
        #expect(tampered.status == 1)
        #expect(tampered.stderr.contains("has SHA-256"))
        #expect(try String(contentsOf: githubPath, encoding: .utf8) == "")

        // A version that was never released is a download error, not a silent fallback.
        let missing = try runScript("scripts/action-install", environment: environment.merging(["NAVLINT_VERSION": "9.9.9"]) { $1 })
        #expect(missing.status != 0)
        #expect(try String(contentsOf: githubPath, encoding: .utf8) == "")
    }
}

/// The SwiftPM artifact bundle (scripts/make-artifact-bundle) of the release folder: its info.json has
/// what SwiftPM's decoder requires, and SwiftPM itself picks this machine's variant and runs it.
@Suite(.enabled(if: Release.releaseDirectory != nil, Release.releaseSkipReason),
       .enabled(if: programOnPath("zip") != nil && programOnPath("unzip") != nil, "zip and unzip are needed; scripts/setup --with-test-tools installs them"))
struct ArtifactBundleTests {
    /// Makes the bundle in a fresh folder and unpacks it there.
    private func makeBundle() throws -> (folder: URL, zip: URL, bundle: URL) {
        let folder = try CLI.temporaryDirectory()
        let made = try runScript("scripts/make-artifact-bundle", ["--output", folder.path, try #require(Release.releaseDirectory).path])
        try #require(made.status == 0, "\(made.stderr)")
        let zip = folder.appendingPathComponent("navlint.artifactbundle.zip")
        #expect(made.stdout.hasSuffix("\(zip.path)\n"))
        let unpacked = folder.appendingPathComponent("unpacked")
        try FileManager.default.createDirectory(at: unpacked, withIntermediateDirectories: true)
        let unzip = try runProgram(try #require(programOnPath("unzip")), ["-q", zip.path, "-d", unpacked.path], directory: folder)
        try #require(unzip.status == 0, "\(unzip.stderr)")
        return (folder, zip, unpacked.appendingPathComponent("navlint.artifactbundle"))
    }

    @Test func infoJSONHasEverythingSwiftPMRequires() throws {
        let (folder, zip, bundle) = try makeBundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: bundle.deletingLastPathComponent().path) == ["navlint.artifactbundle"])
        let data = try Data(contentsOf: bundle.appendingPathComponent("info.json"))
        let info = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        // SwiftPM's ArtifactsArchiveMetadata: schemaVersion 1.0 to 1.2; artifacts by name, each with a
        // type, a version and variants; each variant a relative path and its supported triples.
        #expect(info["schemaVersion"] as? String == "1.0")
        let artifacts = try #require(info["artifacts"] as? [String: Any])
        #expect(Array(artifacts.keys) == ["navlint"])
        let navlint = try #require(artifacts["navlint"] as? [String: Any])
        #expect(navlint["type"] as? String == "executable")
        #expect(navlint["version"] as? String == Release.version)
        let variants = try #require(navlint["variants"] as? [[String: Any]])
        #expect(variants.count == 1)
        let knownTriples: Set<String> = ["x86_64-unknown-linux-gnu", "aarch64-unknown-linux-gnu", "arm64-apple-macosx", "x86_64-apple-macosx"]
        for variant in variants {
            let path = try #require(variant["path"] as? String)
            #expect(!path.hasPrefix("/") && !path.split(separator: "/").contains(".."), "\(path) is not relative to the bundle")
            #expect(FileManager.default.isExecutableFile(atPath: bundle.appendingPathComponent(path).path), "\(path) is not in the bundle")
            let triples = try #require(variant["supportedTriples"] as? [String])
            #expect(!triples.isEmpty && Set(triples).isSubset(of: knownTriples), "\(triples)")
            #if os(Linux) && arch(x86_64)
            #expect(triples == ["x86_64-unknown-linux-gnu"])
            #endif
            let version = try runProgram(bundle.appendingPathComponent(path), ["--version"], directory: folder)
            #expect(version.stdout == "\(Release.version)\n")
        }
        let checksum = try String(contentsOf: zip.appendingPathExtension("checksum"), encoding: .utf8)
        #expect(checksum == "\(try sha256Hex(of: zip))\n")
    }

    /// A package that depends on the bundle as a binary target, with a command plugin that runs it.
    private func consumer(of zip: URL, in folder: URL) throws -> URL {
        let package = folder.appendingPathComponent("consumer")
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Plugins/RunNavlint"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: zip, to: package.appendingPathComponent("navlint.artifactbundle.zip"))
        try """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "Consumer",
            targets: [
                .binaryTarget(name: "navlint", path: "navlint.artifactbundle.zip"),
                .plugin(
                    name: "RunNavlint",
                    capability: .command(intent: .custom(verb: "run-navlint", description: "Runs navlint from the bundle")),
                    dependencies: ["navlint"]
                ),
            ]
        )

        """.write(to: package.appendingPathComponent("Package.swift"), atomically: false, encoding: .utf8)
        try """
        import Foundation
        import PackagePlugin

        @main
        struct RunNavlint: CommandPlugin {
            func performCommand(context: PluginContext, arguments: [String]) async throws {
                let tool = try context.tool(named: "navlint")
                let process = Process()
                process.executableURL = tool.url
                process.arguments = arguments
                try process.run()
                process.waitUntilExit()
                print("navlint exited \\(process.terminationStatus)")
            }
        }

        """.write(to: package.appendingPathComponent("Plugins/RunNavlint/plugin.swift"), atomically: false, encoding: .utf8)
        return package
    }

    @Test func swiftPMRunsTheBundledBinaryAndRefusesABrokenBundle() throws {
        let swift = try #require(programOnPath("swift"))
        let (folder, zip, bundle) = try makeBundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = try consumer(of: zip, in: folder)
        let ran = try runProgram(swift, ["package", "--disable-sandbox", "run-navlint", "--version"], directory: good)
        #expect(ran.status == 0, "\(ran.stdout)\(ran.stderr)")
        #expect(ran.stdout.contains("\(Release.version)\nnavlint exited 0"), "\(ran.stdout)\(ran.stderr)")

        // The same bundle with a type SwiftPM does not know: SwiftPM must refuse it, so the check above
        // really went through SwiftPM's reading of info.json.
        let info = bundle.appendingPathComponent("info.json")
        try String(contentsOf: info, encoding: .utf8).replacingOccurrences(of: "\"type\": \"executable\"", with: "\"type\": \"program\"")
            .write(to: info, atomically: false, encoding: .utf8)
        let brokenZip = folder.appendingPathComponent("broken/navlint.artifactbundle.zip")
        try FileManager.default.createDirectory(at: brokenZip.deletingLastPathComponent(), withIntermediateDirectories: true)
        let zipped = try runProgram(try #require(programOnPath("zip")), ["-qry", brokenZip.path, "navlint.artifactbundle"], directory: bundle.deletingLastPathComponent())
        try #require(zipped.status == 0)
        let broken = try consumer(of: brokenZip, in: brokenZip.deletingLastPathComponent())
        let refused = try runProgram(swift, ["package", "--disable-sandbox", "run-navlint", "--version"], directory: broken)
        #expect(refused.status != 0)
        #expect(!refused.stdout.contains("navlint exited"))
    }
}

/// scripts/release: `prepare` in a throwaway repository made of HEAD's files, and `dry-run`, which prepares
/// and packages the release in one and leaves what would be uploaded.
@Suite(.enabled(if: programOnPath("git") != nil, "git is not installed"))
struct ReleaseScriptTests {
    /// A new git repository in a fresh folder holding HEAD's files as its one commit, as the dry run makes.
    struct Copy {
        let folder: URL
        var root: URL { folder.appendingPathComponent("navlint") }

        init(adjust: (URL) throws -> Void = { _ in }) throws {
            folder = try CLI.temporaryDirectory()
            let archive = folder.appendingPathComponent("head.tar")
            let git = try #require(programOnPath("git"))
            try #require(try runProgram(git, ["archive", "--format=tar", "-o", archive.path, "HEAD"], directory: CLI.repository).status == 0)
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try #require(try runProgram(try #require(programOnPath("tar")), ["-xf", archive.path, "-C", root.path], directory: folder).status == 0)
            for arguments in [["init", "-q"], ["config", "user.name", "Test"], ["config", "user.email", "test@example.invalid"],
                              ["config", "commit.gpgsign", "false"], ["config", "tag.gpgsign", "false"]] {
                _ = try self.git(arguments)
            }
            try adjust(root)
            _ = try self.git(["add", "-A"])
            try #require(try self.git(["commit", "-q", "-m", "HEAD"]).status == 0)
        }

        func remove() { try? FileManager.default.removeItem(at: folder) }

        func git(_ arguments: [String]) throws -> CLI.Output {
            try runProgram(try #require(programOnPath("git")), arguments, directory: root)
        }

        func release(_ arguments: [String]) throws -> CLI.Output {
            try runProgram(root.appendingPathComponent("scripts/release"), arguments, directory: root)
        }

        func text(_ path: String) throws -> String {
            try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        }
    }

    @Test func prepareDatesTheEntryDropsThePreReleaseNotesAndTags() throws {
        let copy = try Copy()
        defer { copy.remove() }
        let prepared = try copy.release(["prepare", Release.version, "--date", "2026-12-01"])
        #expect(prepared.status == 0, "\(prepared.stderr)")
        let changelog = try copy.text("CHANGELOG.md")
        #expect(changelog.split(separator: "\n").first { $0.hasPrefix("## [") } == "## [\(Release.version)] - 2026-12-01")
        #expect(!changelog.contains("> Not released yet"))
        for file in ["README.md", "docs/ci.md"] {
            let text = try copy.text(file)
            #expect(!text.contains(InstallDocumentationTests.notReleased) && !text.contains(InstallDocumentationTests.arrives), "\(file)")
        }
        #expect(try copy.text("README.md").contains("## Install\n\nEvery way below gives the same `navlint` binary"))
        #expect(try copy.text("README.md").contains("### Homebrew\n\n```sh\nbrew tap"))
        // Prose about the first release is left to a person, and pointed at.
        #expect(prepared.stderr.contains("speak of the first release"))
        #expect(try copy.git(["status", "--porcelain"]).stdout == "")
        #expect(try copy.git(["log", "-1", "--format=%s"]).stdout == "navlint \(Release.version)\n")
        #expect(try copy.git(["rev-parse", "\(Release.tag)^{commit}"]).stdout == copy.git(["rev-parse", "HEAD"]).stdout)
        #expect(try copy.release(["prepare", Release.version]).stderr.contains("the tag \(Release.tag) exists already"))
        #expect(try runProgram(copy.root.appendingPathComponent("scripts/release-notes"), [Release.tag], directory: copy.root).status == 0)
    }

    @Test func prepareBumpsTheVersionAndEveryReferenceToIt() throws {
        let copy = try Copy { root in
            let changelog = root.appendingPathComponent("CHANGELOG.md")
            try String(contentsOf: changelog, encoding: .utf8)
                .replacingOccurrences(of: "## [\(Release.version)] - Unreleased\n", with: "## [Unreleased]\n")
                .write(to: changelog, atomically: false, encoding: .utf8)
        }
        defer { copy.remove() }
        let next = "9.8.7"
        let prepared = try copy.release(["prepare", next, "--date", "2026-12-02"])
        #expect(prepared.status == 0, "\(prepared.stderr)")
        #expect(try copy.text("Sources/navlint/Version.swift").contains("let navlintVersion = \"\(next)\"\n"))
        #expect(try runProgram(copy.root.appendingPathComponent("scripts/version"), [], directory: copy.root).stdout == "\(next)\n")
        let docs = try FileManager.default.contentsOfDirectory(atPath: copy.root.appendingPathComponent("docs").path).filter { $0.hasSuffix(".md") }
        for file in ["README.md", "action.yml", "Formula/navlint.rb"] + docs.map({ "docs/\($0)" }) {
            let text = try copy.text(file)
            #expect(!text.contains(Release.version), "\(file) still names \(Release.version)")
        }
        #expect(try copy.text("action.yml").contains("`uses: navlint/navlint@v\(next)` downloads that release"))
        #expect(try copy.text("README.md").contains("mint install navlint/navlint@v\(next)\n"))
        let changelog = try copy.text("CHANGELOG.md")
        #expect(changelog.contains("\n## [\(next)] - 2026-12-02\n"))
        #expect(changelog.contains("\n[\(next)]: \(Release.homepage)/releases/tag/v\(next)\n[\(Release.version)]: "))
        #expect(try copy.git(["tag", "-l"]).stdout == "v\(next)\n")
    }

    @Test func prepareRefusesWhatIsNotReady() throws {
        let copy = try Copy()
        defer { copy.remove() }
        let malformed = try copy.release(["prepare", "1.2"])
        #expect(malformed.status == 1)
        #expect(malformed.stderr.contains("MAJOR.MINOR.PATCH"))
        let unwritten = try copy.release(["prepare", "9.8.7"])
        #expect(unwritten.status == 1)
        #expect(unwritten.stderr.contains("the newest entry is '## [\(Release.version)] - Unreleased'"), "\(unwritten.stderr)")
        try "changed\n".write(to: copy.root.appendingPathComponent("README.md"), atomically: false, encoding: .utf8)
        let dirty = try copy.release(["prepare", Release.version])
        #expect(dirty.status == 1)
        #expect(dirty.stderr.contains("the working tree has changes"))
        #expect(try copy.git(["tag", "-l"]).stdout == "")
        #expect(try copy.release(["publish"]).status == 2)
    }

    /// The dry run with the binary of .ci/run's release step: everything but the upload, from HEAD, and
    /// this repository left as it was.
    @Test(.enabled(if: Release.releaseDirectory != nil, Release.releaseSkipReason),
          .enabled(if: programOnPath("zip") != nil && programOnPath("ruby") != nil, "zip and ruby are needed; scripts/setup --with-test-tools installs them"))
    func dryRunLeavesTheUploadWithAFormulaOfTheRealArchive() throws {
        let binary = try #require(Release.releaseDirectory)
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        let git = try #require(programOnPath("git"))
        let before = try runProgram(git, ["status", "--porcelain"], directory: CLI.repository).stdout
        let tagsBefore = try runProgram(git, ["tag", "-l"], directory: CLI.repository).stdout

        let run = try runScript("scripts/release", ["dry-run", Release.version, "--date", "2026-12-01", "--binary", binary.path, "--output", out.path])
        try #require(run.status == 0, "\(run.stderr)")
        #expect(try runProgram(git, ["status", "--porcelain"], directory: CLI.repository).stdout == before)
        #expect(try runProgram(git, ["tag", "-l"], directory: CLI.repository).stdout == tagsBefore)

        let source = "navlint-\(Release.version).tar.gz"
        let platform = binary.lastPathComponent
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: out.path))
        #expect(files == [source, "\(source).sha256", platform, "\(platform).tar.gz", "\(platform).tar.gz.sha256", "navlint.artifactbundle.zip",
                          "navlint.artifactbundle.zip.checksum", "SHA256SUMS", "navlint.rb", "release-notes.md"], "\(files.sorted())")

        // The formula: the release's archive and its real checksum; the rest as in the repository.
        let archive = out.appendingPathComponent(source)
        let sha = try sha256Hex(of: archive)
        let formula = try String(contentsOf: out.appendingPathComponent("navlint.rb"), encoding: .utf8)
        let url = "\(Release.homepage)/releases/download/\(Release.tag)/\(source)"
        #expect(formula.contains("\n  url \"\(url)\"\n  sha256 \"\(sha)\"\n"), "\(formula)")
        #expect(!formula.contains(String(repeating: "0", count: 64)))
        let repositoryFormula = try repositoryText("Formula/navlint.rb")
        let unfilled = { (text: String) in text.split(separator: "\n").filter { !$0.hasPrefix("  url ") && !$0.hasPrefix("  sha256 ") } }
        #expect(unfilled(formula) == unfilled(repositoryFormula))
        let ruby = try runProgram(try #require(programOnPath("ruby")), ["-c", out.appendingPathComponent("navlint.rb").path], directory: folder)
        #expect(ruby.stdout == "Syntax OK\n", "\(ruby.stderr)")
        #expect(try String(contentsOf: archive.appendingPathExtension("sha256"), encoding: .utf8) == "\(sha)  \(source)\n")

        // SHA256SUMS holds the three downloads, each with its real checksum.
        let sums = try String(contentsOf: out.appendingPathComponent("SHA256SUMS"), encoding: .utf8).split(separator: "\n")
        #expect(sums.map { String($0.split(separator: " ").last ?? "") } == [source, "\(platform).tar.gz", "navlint.artifactbundle.zip"])
        for line in sums {
            let parts = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            try #require(parts.count == 2, "\(line)")
            let actual = try sha256Hex(of: out.appendingPathComponent(parts[1]))
            #expect(parts[0] == actual, "\(line)")
        }
        let notes = try String(contentsOf: out.appendingPathComponent("release-notes.md"), encoding: .utf8)
        #expect(notes.contains("### Added\n") && notes.contains("sha256 \"\(sha)\"") && notes.contains(String(sums[0])))

        // The archive holds HEAD's files, the same bytes CI builds, but for the three files the release edits.
        let tar = try #require(programOnPath("tar"))
        let unpacked = folder.appendingPathComponent("unpacked")
        let head = folder.appendingPathComponent("head")
        for made in [unpacked, head] { try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true) }
        #expect(try runProgram(tar, ["-xzf", archive.path, "-C", unpacked.path], directory: folder).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: unpacked.path) == ["navlint-\(Release.version)"])
        let headArchive = folder.appendingPathComponent("head.tar")
        #expect(try runProgram(git, ["archive", "--format=tar", "-o", headArchive.path, "HEAD"], directory: CLI.repository).status == 0)
        #expect(try runProgram(tar, ["-xf", headArchive.path, "-C", head.path], directory: folder).status == 0)
        let differences = try runProgram(URL(fileURLWithPath: "/usr/bin/diff"), ["-rq", "navlint-\(Release.version)", "../head"], directory: unpacked)
        #expect(differences.stdout.split(separator: "\n").map { String($0.split(separator: " ")[1]) }
                == ["navlint-\(Release.version)/CHANGELOG.md", "navlint-\(Release.version)/README.md", "navlint-\(Release.version)/docs/ci.md"], "\(differences.stdout)")
        let changelog = try String(contentsOf: unpacked.appendingPathComponent("navlint-\(Release.version)/CHANGELOG.md"), encoding: .utf8)
        #expect(changelog.contains("\n## [\(Release.version)] - 2026-12-01\n"))
    }

    /// The dry run building this machine's binary from the source archive, as `scripts/release package` does
    /// without --binary: a full release build (minutes), so only when NAVLINT_RELEASE_BUILD_FROM_ARCHIVE=1.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["NAVLINT_RELEASE_BUILD_FROM_ARCHIVE"] == "1", "a full release build; set NAVLINT_RELEASE_BUILD_FROM_ARCHIVE=1 to run it"))
    func dryRunBuildsTheBinaryFromItsSourceArchive() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try runScript("scripts/release", ["dry-run", Release.version, "--output", folder.path])
        try #require(run.status == 0, "\(run.stderr)")
        let built = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("navlint-\(Release.version)-") && !$0.contains(".tar.gz") }
        try #require(built.count == 1, "\(built)")
        let checked = try runScript("scripts/check-release", [folder.appendingPathComponent(built[0]).path])
        #expect(checked.status == 0, "\(checked.stderr)")
    }
}
