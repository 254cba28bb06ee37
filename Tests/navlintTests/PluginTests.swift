import Foundation
import Testing

/// `check --stamp`, the output the build-tool plugin's build step declares.
@Suite struct StampOptionTests {
    @Test func stampIsWrittenAfterACheckWhateverItFound() throws {
        let root = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App"), withIntermediateDirectories: true)
        try validApp.write(to: root.appendingPathComponent("App/navlint.yaml"), atomically: false, encoding: .utf8)
        try hiddenBackButtonApp.write(to: root.appendingPathComponent("App/detail.navlint.yaml"), atomically: false, encoding: .utf8)
        let stamp = root.appendingPathComponent("stamp.swift")

        let warned = try CLI.run(["check", "App", "--stamp", stamp.path], directory: root)
        #expect(warned.status == 0)
        #expect(warned.stdout.hasPrefix("App/detail.navlint.yaml:8:22: warning:"), "the report still goes to standard output")
        #expect(try String(contentsOf: stamp, encoding: .utf8) == "// navlint check ran here; its findings are in the build log.\n")

        // Findings at the threshold: exit 1, and the stamp is written all the same.
        try FileManager.default.removeItem(at: stamp)
        let failed = try CLI.run(["check", "App", "--strict", "--stamp", stamp.path], directory: root)
        #expect(failed.status == 1)
        #expect(FileManager.default.fileExists(atPath: stamp.path))

        // A usage or I/O error leaves no stamp, so a build step would run again.
        try FileManager.default.removeItem(at: stamp)
        let missing = try CLI.run(["check", "NoSuchFolder", "--stamp", stamp.path], directory: root)
        #expect(missing.status == 2)
        #expect(!FileManager.default.fileExists(atPath: stamp.path))

        let unwritable = try CLI.run(["check", "App", "--stamp", "no/such/folder/stamp.swift"], directory: root)
        #expect(unwritable.status == 2)
        #expect(unwritable.stderr.contains("cannot write 'no/such/folder/stamp.swift'"))
    }
}

/// The SwiftPM plugins as another package uses them: Tests/Fixtures/PluginPackage, copied to
/// .build-plugin-fixture/PluginPackage and given a manifest that depends on this repository by path,
/// runs `swift package navlint` and `swift build` with the real toolchain.
///
/// Both build navlint again inside the fixture. Its build folder, .build-plugin-fixture/scratch, is kept
/// between runs so that later runs are incremental: about two and a half minutes the first time on two
/// cores, under a minute after. Set NAVLINT_SKIP_PLUGIN_TESTS=1 to leave them out of a quick local run.
@Suite(
    .serialized,
    .enabled(if: PluginFixture.swift != nil, "swift is not on PATH"),
    .enabled(if: ProcessInfo.processInfo.environment["NAVLINT_SKIP_PLUGIN_TESTS"] != "1", "NAVLINT_SKIP_PLUGIN_TESTS=1")
)
struct PluginTests {
    @Test func commandPluginShowsFindingsAndFailsOnErrors() throws {
        let fixture = try PluginFixture.prepared()
        let run = try fixture.swift(["package", "--disable-sandbox", "navlint"])
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        // navlint's own report, relative to the package folder, reaches the output unchanged: with no
        // target, the descriptions and the code of the whole package, as `navlint` with no arguments.
        #expect(run.stdout.contains("Sources/Checkout/checkout.navlint.yml:7:28: error: navigation controller 'main' sets the pop delegate to nil"), "\(run.stdout)")
        #expect(run.stdout.contains("[root-freeze]"))
        #expect(run.stdout.contains("Sources/Shop/navlint.yaml:9:22: warning: screen 'detail' hides its back button"))
        #expect(run.stdout.contains("Sources/Screens/Screens.swift:9:9: error: the pop delegate of ScreensNavigationController never checks the stack depth"), "\(run.stdout)")
        #expect(run.stdout.contains("; checked 2 app descriptions\n"), "\(run.stdout)")
        #expect(run.stdout.contains("2 errors, 1 warning in 7 files"), "\(run.stdout)")
        #expect(run.stderr.contains("error: navlint found problems at or above the failure threshold in package 'PluginFixture'"), "\(run.stderr)")
        // A second run reuses the tool it built: nothing is compiled again.
        let again = try fixture.swift(["package", "--disable-sandbox", "navlint"])
        #expect(again.status == 1)
        #expect(!(again.stdout + again.stderr).contains("Compiling"), "\(again.stdout)\(again.stderr)")
    }

    @Test func commandPluginChecksNamedTargetsAndPassesOptionsOn() throws {
        let fixture = try PluginFixture.prepared()
        let shop = try fixture.swift(["package", "navlint", "--target", "Shop"])
        #expect(shop.status == 0, "\(shop.stdout)\(shop.stderr)")
        #expect(shop.stdout.contains("Sources/Shop/navlint.yaml:9:22: warning:"))
        #expect(!shop.stdout.contains("Checkout"), "only the named target is checked")

        let strict = try fixture.swift(["package", "navlint", "--target=Shop", "--strict"])
        #expect(strict.status == 1, "--strict reaches navlint")
        #expect(strict.stderr.contains("error: navlint found problems at or above the failure threshold"))

        let json = try fixture.swift(["package", "navlint", "--target", "Checkout", "--format", "json"])
        #expect(json.status == 1)
        #expect(json.stdout.contains("\"ruleId\": \"root-freeze\""), "\(json.stdout)")

        let unknown = try fixture.swift(["package", "navlint", "--target", "Payments"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("error: no target named 'Payments' in package 'PluginFixture' (its targets: Checkout, Plain, Screens, Shop)"), "\(unknown.stderr)")

        // A target's code is linted as well as its descriptions; code with no screen is nothing to check.
        let plain = try fixture.swift(["package", "navlint", "--target", "Plain"])
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect((plain.stdout + plain.stderr).contains("navlint: warning: Sources/Plain: no view controllers found"), "\(plain.stdout)\(plain.stderr)")
        let screens = try fixture.swift(["package", "navlint", "--target", "Screens"])
        #expect(screens.status == 1, "\(screens.stdout)\(screens.stderr)")
        #expect(screens.stdout.contains("Sources/Screens/Screens.swift:9:9: error: the pop delegate of ScreensNavigationController never checks the stack depth"), "\(screens.stdout)")
    }

    @Test func commandPluginWritesABaselineWhenAllowedToWrite() throws {
        let fixture = try PluginFixture.prepared()
        let baseline = fixture.package.appendingPathComponent(".navlint-baseline.yml")
        defer { try? FileManager.default.removeItem(at: baseline) }
        let record = try fixture.swift(["package", "--allow-writing-to-package-directory", "navlint", "--write-baseline", ".navlint-baseline.yml"])
        #expect(record.status == 0, "\(record.stdout)\(record.stderr)")
        #expect(record.stdout.contains("recorded 3 findings in .navlint-baseline.yml"), "\(record.stdout)")
        let text = try String(contentsOf: baseline, encoding: .utf8)
        #expect(text.contains("file: \"Sources/Checkout/checkout.navlint.yml\", rule: \"root-freeze\""))

        let quiet = try fixture.swift(["package", "navlint", "--baseline", ".navlint-baseline.yml"])
        #expect(quiet.status == 0, "\(quiet.stdout)\(quiet.stderr)")
        #expect(quiet.stdout.contains("no problems in 7 files; 3 hidden by the baseline"), "\(quiet.stdout)")
    }

    @Test func buildToolPluginWarnsOnTheYAMLLineAndFailsTheBuildOnErrors() throws {
        let fixture = try PluginFixture.prepared()
        let sources = fixture.package.appendingPathComponent("Sources").path

        let shop = try fixture.swift(["build", "--target", "Shop"])
        #expect(shop.status == 0, "a warning does not fail the build: \(shop.stdout)\(shop.stderr)")
        // Absolute paths, as Xcode and SwiftPM need to point at the file.
        #expect(shop.stdout.contains("\(sources)/Shop/navlint.yaml:9:22: warning: screen 'detail' hides its back button"), "\(shop.stdout)")
        #expect(shop.stdout.contains("navlint Shop"))
        // The log of a build that passes, navlint's own build included, holds no error line.
        #expect(!(shop.stdout + shop.stderr).contains("error:"), "\(shop.stdout)\(shop.stderr)")

        let checkout = try fixture.swift(["build", "--target", "Checkout"])
        #expect(checkout.status != 0, "an error fails the build")
        #expect(checkout.stdout.contains("\(sources)/Checkout/checkout.navlint.yml:7:28: error: navigation controller 'main' sets the pop delegate to nil"), "\(checkout.stdout)")

        // A target's code is linted too; code with no screen is nothing to check.
        let plain = try fixture.swift(["build", "--target", "Plain"])
        #expect(plain.status == 0, "\(plain.stdout)\(plain.stderr)")
        #expect(plain.stdout.contains("navlint Plain"), "\(plain.stdout)")
        #expect((plain.stdout + plain.stderr).contains("no view controllers found"), "\(plain.stdout)\(plain.stderr)")

        // Code with a planted root freeze: the finding is on the statement that takes the delegate, by absolute path.
        let screens = try fixture.swift(["build", "--target", "Screens"])
        #expect(screens.status != 0, "an error fails the build")
        #expect(screens.stdout.contains("\(sources)/Screens/Screens.swift:9:9: error: the pop delegate of ScreensNavigationController never checks the stack depth"), "\(screens.stdout)")
        #expect(screens.stdout.contains("[root-freeze]"))

        // Nothing changed: the step is up to date and does not run again.
        let again = try fixture.swift(["build", "--target", "Shop"])
        #expect(again.status == 0)
        #expect(!again.stdout.contains("navlint Shop"), "\(again.stdout)")
    }
}

/// The fixture package, copied afresh once per test run.
struct PluginFixture {
    static let swift = programOnPath("swift")
    static let folder = CLI.repository.appendingPathComponent(".build-plugin-fixture")

    let package: URL

    private static let shared = Result { try PluginFixture(copying: CLI.repository.appendingPathComponent("Tests/Fixtures/PluginPackage")) }

    static func prepared() throws -> PluginFixture {
        try shared.get()
    }

    /// The fixture with a manifest that points at this repository. SwiftPM names a package used by path
    /// after its folder, so the manifest names the plugins' package after the repository's folder.
    private init(copying source: URL) throws {
        let fileManager = FileManager.default
        package = Self.folder.appendingPathComponent("PluginPackage")
        try? fileManager.removeItem(at: package)
        try fileManager.createDirectory(at: Self.folder, withIntermediateDirectories: true)
        try fileManager.copyItem(at: source, to: package)
        let template = package.appendingPathComponent("Package.swift.template")
        let manifest = try String(contentsOf: template, encoding: .utf8)
            .replacingOccurrences(of: "@REPOSITORY_PATH@", with: CLI.repository.path)
            .replacingOccurrences(of: "@REPOSITORY_IDENTITY@", with: CLI.repository.lastPathComponent.lowercased())
        try manifest.write(to: package.appendingPathComponent("Package.swift"), atomically: false, encoding: .utf8)
        try fileManager.removeItem(at: template)
    }

    /// Runs `swift` in the fixture with the shared build folder.
    func swift(_ arguments: [String]) throws -> CLI.Output {
        let swift = try #require(Self.swift)
        // --scratch-path is an option of `swift package` and `swift build` themselves, so it comes first.
        var full = arguments
        full.insert(contentsOf: ["--scratch-path", Self.folder.appendingPathComponent("scratch").path], at: 1)
        return try runProgram(swift, full, directory: package, environment: ["NO_COLOR": "1", "GITHUB_ACTIONS": ""])
    }
}
