import Foundation
import Testing
import TestSupport

/// `navlint scan App` run beside `App.xcodeproj`: the scanned folder holds the sources but not the
/// project, whose SDK and deployment target still apply; the search stops at the top of the repository.
@Suite struct ProjectAboveTests {
    private let project = """
    // !$*UTF8*$!
    {
        objects = {
            0A = {isa = PBXProject; attributes = {LastUpgradeCheck = 1500;}; };
            0B = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 16.0;}; };
        };
    }
    """
    private let screen = "final class HomeViewController: UIViewController {}\n"

    private func make(_ files: [String: String], in root: URL) throws {
        for (relative, text) in files {
            let url = root.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: false, encoding: .utf8)
        }
    }

    @Test func theProjectBesideTheScannedFolderGivesTheSDKAndDeploymentTarget() throws {
        let root = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try make([".git/HEAD": "ref: refs/heads/main\n", "Shop.xcodeproj/project.pbxproj": project, "Shop/Home.swift": screen], in: root)
        let result = try CLI.run(["draft", "Shop"], directory: root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("  sdk: \"17.0\"   # ../Shop.xcodeproj/project.pbxproj:"), "\(result.stdout)")
        #expect(result.stdout.contains("  deploymentTarget: \"16.0\"   # ../Shop.xcodeproj/project.pbxproj:"), "\(result.stdout)")
    }

    @Test func aProjectAboveTheRepositoryIsNotTheApps() throws {
        let root = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try make(["Outer.xcodeproj/project.pbxproj": project, "repo/.git/HEAD": "ref: refs/heads/main\n", "repo/App/Home.swift": screen], in: root)
        let result = try CLI.run(["draft", "App"], directory: root.appendingPathComponent("repo"))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("Outer.xcodeproj"), "\(result.stdout)")
        #expect(result.stdout.contains("found no LastUpgradeCheck or objectVersion in a project.pbxproj"), "\(result.stdout)")
    }
}
