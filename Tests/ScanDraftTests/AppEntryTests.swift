import Format
@testable import ScanDraft
@testable import ScanFacts
import Testing

/// `AppEntry`: the lowest deployment target found, placed where it was found; the SDK as given, else as
/// the project file tells, else left at its default; a placeholder target and notes when nothing says.
@Suite struct AppEntryTests {
    static let home = ("App/HomeViewController.swift", "final class HomeViewController: UIViewController {}")

    static func package(_ platform: String) -> (String, String) {
        ("Package.swift", """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
            name: "App",
            platforms: [\(platform)],
            targets: [.target(name: "App")]
        )
        """)
    }

    /// A project file with a Debug and a Release deployment target and, when given, a `LastUpgradeCheck`.
    static func project(debug: String, release: String, objectVersion: Int, lastUpgradeCheck: Int?) -> (String, String) {
        ("App.xcodeproj/project.pbxproj", """
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	objectVersion = \(objectVersion);
        	objects = {
        		A1 /* Debug */ = {
        			buildSettings = {
        				IPHONEOS_DEPLOYMENT_TARGET = \(debug);
        			};
        		};
        		A2 /* Release */ = {
        			buildSettings = {
        				IPHONEOS_DEPLOYMENT_TARGET = \(release);
        			};
        		};
        		A3 /* Project object */ = {
        			attributes = {
        				\(lastUpgradeCheck.map { "LastUpgradeCheck = \($0);" } ?? "ORGANIZATIONNAME = Example;")
        			};
        		};
        	};
        }
        """)
    }

    /// The app entry as a model reads it, and the comments written beside its keys.
    static func built(_ app: ObjectBuilder<AppKeys>) throws -> (entity: ModelEntity<AppKeys>, comments: [String: String]) {
        let entity = try #require(ModelEntity<AppKeys>(app.build(path: "app", id: nil, keySpan: nil, ordinal: 0)))
        var comments = DescriptionComments()
        app.collectComments(path: "app", into: &comments)
        return (entity, comments.beside)
    }

    @Test func theLowestOfSeveralTargetsIsPlacedWhereItWasFoundAndSaysSo() throws {
        let project = Self.project(debug: "15.0", release: "14.0", objectVersion: 77, lastUpgradeCheck: 1430)
        let given = try PassInput([Self.home, Self.package(".iOS(.v16)"), project])
        var notes = given.notes
        let app = AppEntry(input: given.input).run(notes: &notes)
        let (entity, comments) = try Self.built(app.object)
        #expect(entity[\.deploymentTarget] == Version(components: [14, 0]))
        #expect(entity.node(\.deploymentTarget).span?.start.line == 13)
        #expect(app.span?.start.line == 13)
        #expect(app.span?.source == given.input.code.files.firstIndex { $0.path == "App.xcodeproj/project.pbxproj" })
        #expect(comments["app.deploymentTarget"] == "App.xcodeproj/project.pbxproj:13 (the lowest of 3 targets found)")
        // LastUpgradeCheck names the Xcode that last opened the project; objectVersion 77 (Xcode 16) is only a lower bound.
        #expect(entity[\.sdk] == Version(components: [16, 0]))
        #expect(entity.node(\.sdk).span?.start.line == 18)
        #expect(comments["app.sdk"] == "App.xcodeproj/project.pbxproj:18: LastUpgradeCheck = 1430, last opened by Xcode 14, whose iOS SDK is 16")
        #expect(notes.lines.isEmpty)
    }

    @Test func oneTargetWrittenInSeveralPlacesIsPlacedAtTheFirstWithNoComment() throws {
        let project = Self.project(debug: "14.0", release: "14.0", objectVersion: 56, lastUpgradeCheck: nil)
        let given = try PassInput([Self.home, project])
        var notes = given.notes
        let app = AppEntry(input: given.input).run(notes: &notes)
        let (entity, comments) = try Self.built(app.object)
        #expect(entity[\.deploymentTarget] == Version(components: [14, 0]))
        #expect(app.span?.start.line == 8)
        #expect(comments["app.deploymentTarget"] == nil)
        #expect(entity[\.sdk] == Version(components: [16, 0]))
        #expect(comments["app.sdk"] == "App.xcodeproj/project.pbxproj:4: objectVersion = 56, written by Xcode 14 or later, whose iOS SDK is 16")
        #expect(notes.lines.isEmpty)
    }

    /// A target built for iOS 26 cannot be built with the iOS 18 SDK of the Xcode that last upgraded the
    /// project: the SDK is at least the highest deployment target's, placed at that target.
    @Test func aDeploymentTargetAboveTheProjectsXcodeRaisesTheSDK() throws {
        let project = Self.project(debug: "26.0", release: "15.0", objectVersion: 77, lastUpgradeCheck: 1610)
        let given = try PassInput([Self.home, project])
        var notes = given.notes
        let app = AppEntry(input: given.input).run(notes: &notes)
        let (entity, comments) = try Self.built(app.object)
        #expect(entity[\.deploymentTarget] == Version(components: [15, 0]))
        #expect(entity[\.sdk] == Version(components: [26, 0]))
        #expect(comments["app.sdk"]?.hasPrefix("App.xcodeproj/project.pbxproj:8: the deployment target 26.0 needs the iOS 26 SDK at least (") == true, "\(comments)")
        #expect(entity.node(\.sdk).span?.start.line == 8)
    }

    @Test func anSDKGivenOnTheCommandLineWinsOverTheProjectFile() throws {
        let project = Self.project(debug: "15.0", release: "15.0", objectVersion: 77, lastUpgradeCheck: 1620)
        let given = try PassInput([Self.home, Self.package(".iOS(.v13_4)"), project], sdk: GivenSDK(version: Version(components: [17, 2]), source: "--sdk"))
        var notes = given.notes
        let app = AppEntry(input: given.input).run(notes: &notes)
        let (entity, comments) = try Self.built(app.object)
        #expect(entity[\.sdk] == Version(components: [17, 2]))
        #expect(comments["app.sdk"] == "from --sdk")
        #expect(entity[\.deploymentTarget] == Version(components: [13, 4]))
        #expect(comments["app.deploymentTarget"] == "Package.swift:5 (the lowest of 2 targets found)")
        #expect(app.span?.start.line == 5)
        #expect(notes.lines.isEmpty)
    }

    @Test func withNothingToTellAPlaceholderTargetAndTheDefaultSDKAreNoted() throws {
        let given = try PassInput([Self.home])
        var notes = given.notes
        let app = AppEntry(input: given.input).run(notes: &notes)
        let (entity, comments) = try Self.built(app.object)
        #expect(entity[\.deploymentTarget] == Version(components: [15, 0]))
        #expect(comments["app.deploymentTarget"] == "navlint scan: placeholder, not found in the sources")
        #expect(app.span == nil)
        // The SDK is left unwritten: it reads as its default.
        #expect(!app.object.has(\.sdk))
        #expect(entity[\.sdk] == Version(components: [26, 0]))
        #expect(!entity.node(\.sdk).isWritten)
        let sdk = "found no LastUpgradeCheck or objectVersion in a project.pbxproj, so sdk is left at its default (\"26.0\") and the iOS 26 rules apply; pass --sdk or set sdk in .navlint.yml if the app is built with an older SDK"
        let target = "found no deployment target (.iOS(...) in Package.swift, IPHONEOS_DEPLOYMENT_TARGET in project.pbxproj or .xcconfig); \"15.0\" is a placeholder, set the real one"
        #expect(notes.lines == [sdk, target])
        #expect(notes.globalRemarks == ["navlint scan: " + sdk, "navlint scan: " + target])
    }

    /// A project file that lists `files` and sets one deployment target, last opened by `xcode` (e.g. 1620).
    static func listingProject(_ path: String, files: [String], target: String?, lastUpgradeCheck: Int) -> (String, String) {
        let references = files.enumerated().map { "\t\tF\($0.offset) /* \($0.element) */ = {isa = PBXFileReference; path = \"\($0.element)\"; sourceTree = \"<group>\"; };" }
        let settings = target.map { "\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = \($0);" } ?? "\t\t\t\tSWIFT_VERSION = 5.0;"
        return (path, """
        // !$*UTF8*$!
        {
        \tobjectVersion = 56;
        \tobjects = {
        \(references.joined(separator: "\n"))
        \t\tA1 /* Debug */ = {
        \t\t\tbuildSettings = {
        \(settings)
        \t\t\t};
        \t\t};
        \t\tA3 /* Project object */ = { attributes = { LastUpgradeCheck = \(lastUpgradeCheck); }; };
        \t};
        }
        """)
    }

    /// With a demo project beside the app's (opened by a newer Xcode, with a lower target), the SDK and
    /// the deployment target come from the project that lists the app's files, its target from an
    /// .xcconfig file it lists; a note names the project taken.
    @Test func theAppsOwnProjectWinsOverADemoProjectBesideIt() throws {
        let app = Self.listingProject("App.xcodeproj/project.pbxproj", files: ["HomeViewController.swift", "DetailViewController.swift", "Config/App.xcconfig"],
                                      target: nil, lastUpgradeCheck: 1620)
        let demo = Self.listingProject("Demo/Demo.xcodeproj/project.pbxproj", files: ["DemoViewController.swift"], target: "12.0", lastUpgradeCheck: 2600)
        let files = [Self.home, ("App/DetailViewController.swift", "final class DetailViewController: UIViewController {}"),
                     ("Demo/DemoViewController.swift", "final class DemoViewController: UIViewController {}"),
                     ("Config/App.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 16.4"), app, demo]
        let given = try PassInput(files)
        var notes = given.notes
        let entry = AppEntry(input: given.input).run(notes: &notes)
        let (entity, comments) = try Self.built(entry.object)
        #expect(entity[\.sdk] == Version(components: [18, 0]))
        #expect(comments["app.sdk"]?.hasPrefix("App.xcodeproj/project.pbxproj:") == true)
        #expect(entity[\.deploymentTarget] == Version(components: [16, 4]))
        #expect(comments["app.deploymentTarget"] == nil)
        #expect(notes.lines == ["the app's project is taken to be App.xcodeproj/project.pbxproj, which lists 2 of the scanned source files; its SDK and deployment target are used, not those of Demo/Demo.xcodeproj/project.pbxproj"])

        // Two projects that list as many files each: nothing tells which is the app's, so every target counts.
        let even = Self.listingProject("Demo/Demo.xcodeproj/project.pbxproj", files: ["DemoViewController.swift", "Other.swift"], target: "12.0", lastUpgradeCheck: 2600)
        let tied = try PassInput(files.dropLast() + [even, ("Demo/Other.swift", "struct Other {}")])
        var tiedNotes = tied.notes
        let (tiedEntity, _) = try Self.built(AppEntry(input: tied.input).run(notes: &tiedNotes).object)
        #expect(tiedEntity[\.sdk] == Version(components: [26, 0]))
        #expect(tiedEntity[\.deploymentTarget] == Version(components: [12, 0]))
        #expect(tiedNotes.lines.isEmpty)
    }

    /// An Xcode 16 project lists folders it keeps in step with the disk instead of files: every scanned
    /// file under such a folder counts for it, so it wins over a tool's project that lists a few files.
    @Test func aProjectOfSynchronizedFoldersCountsTheFilesUnderThem() throws {
        let app = ("App.xcodeproj/project.pbxproj", """
        {
        \tobjects = {
        \t\tS1 /* Shared */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Shared; sourceTree = "<group>"; };
        \t\tA1 /* Debug */ = { buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 17.0; }; };
        \t\tA3 /* Project object */ = { attributes = { LastUpgradeCheck = 1620; }; };
        \t};
        }
        """)
        let tool = Self.listingProject("fastlane/Runner.xcodeproj/project.pbxproj", files: ["Runner.swift"], target: "12.0", lastUpgradeCheck: 1500)
        let files = [("Shared/Home.swift", "final class HomeViewController: UIViewController {}"), ("Shared/Views/Detail.swift", "final class DetailViewController: UIViewController {}"),
                     ("fastlane/Runner.swift", "struct Runner {}"), app, tool]
        let given = try PassInput(files)
        var notes = given.notes
        let (entity, _) = try Self.built(AppEntry(input: given.input).run(notes: &notes).object)
        #expect(entity[\.deploymentTarget] == Version(components: [17, 0]))
        #expect(entity[\.sdk] == Version(components: [18, 0]))
        #expect(notes.lines.first?.hasPrefix("the app's project is taken to be App.xcodeproj/project.pbxproj, which lists 2 of the scanned source files") == true)
    }
}
