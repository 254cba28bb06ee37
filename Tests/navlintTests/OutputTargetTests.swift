import Foundation
import Testing
@testable import Platform

/// Where navlint may write (`--output`, `--draft`, `--stamp`, `--write-baseline`): never over a file the
/// run reads, never through or over a link, a folder or a disk; a replaced file keeps its permissions; a
/// character device or `/dev/` stream is written into, not replaced.
@Suite struct OutputTargetTests {
    static let description = """
    navlint: 1
    app: {deploymentTarget: "15.0"}
    navigationControllers:
      main: {class: MainNavigationController, root: home}
    screens:
      home: {class: HomeViewController, pushes: [detail]}
      detail: {class: DetailViewController, navigationItem: {hidesBackButton: true}}

    """

    static let source = """
    import UIKit
    final class HomeViewController: UIViewController {
        @objc func open() { navigationController?.pushViewController(DetailViewController(), animated: true) }
    }
    final class DetailViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.hidesBackButton = true
        }
    }
    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene() { window?.rootViewController = UINavigationController(rootViewController: HomeViewController()) }
    }

    """

    private func folder() throws -> URL {
        let folder = try CLI.temporaryDirectory()
        try Self.description.write(to: folder.appendingPathComponent("navlint.yaml"), atomically: false, encoding: .utf8)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        try Self.source.write(to: folder.appendingPathComponent("App/Screens.swift"), atomically: false, encoding: .utf8)
        return folder
    }

    @Test func anOutputThatIsAnInputIsRefused() throws {
        let folder = try folder()
        let cases: [[String]] = [
            ["check", "navlint.yaml", "--output", "navlint.yaml"],
            ["check", ".", "--output", "./navlint.yaml"],
            ["check", "navlint.yaml", "--write-baseline", "navlint.yaml"],
            ["check", "navlint.yaml", "--stamp", "navlint.yaml"],
            ["scan", "App", "--check", "--draft", "App/Screens.swift"],
            ["scan", "App", "--check", "--output", "App/Screens.swift"],
            ["scan", "App", "--check", "--stamp", "App/Screens.swift"],
            ["scan", "App", "--draft", "App/Screens.swift"],
        ]
        for arguments in cases {
            let run = try CLI.run(arguments, directory: folder)
            #expect(run.status == 2, "\(arguments): \(run.stderr)")
            #expect(run.stderr.contains("it is one of the files this run reads"), "\(arguments): \(run.stderr)")
            #expect(try String(contentsOf: folder.appendingPathComponent("navlint.yaml"), encoding: .utf8) == Self.description)
            #expect(try String(contentsOf: folder.appendingPathComponent("App/Screens.swift"), encoding: .utf8) == Self.source)
        }
        // Another file in the same folder is fine.
        let run = try CLI.run(["scan", "App", "--check", "--draft", "App/draft.yaml"], directory: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("App/draft.yaml").path))
    }

    @Test func aLinkAFolderOrADiskIsNotReplaced() throws {
        let folder = try folder()
        let victim = folder.appendingPathComponent("victim.txt")
        try "keep me\n".write(to: victim, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.json").path, withDestinationPath: victim.path)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("reports"), withIntermediateDirectories: true)
        for (target, noun) in [("link.json", "a symbolic link to a file"), ("reports", "a folder")] {
            let run = try CLI.run(["check", "navlint.yaml", "--format", "json", "--output", target], directory: folder)
            #expect(run.status == 2, "\(target): \(run.stderr)")
            #expect(run.stderr.contains("refusing to write '\(target)': it is \(noun)"), "\(run.stderr)")
        }
        #expect(try String(contentsOf: victim, encoding: .utf8) == "keep me\n")
        let kind = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("link.json").path)[.type] as? FileAttributeType
        #expect(kind == .typeSymbolicLink)
    }

    @Test func aReplacedFileKeepsItsPermissions() throws {
        let folder = try folder()
        let report = folder.appendingPathComponent("report.json")
        try "old\n".write(to: report, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: report.path)
        let run = try CLI.run(["check", "navlint.yaml", "--format", "json", "--output", "report.json"], directory: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try String(contentsOf: report, encoding: .utf8).contains("hidden-back-button-disables-swipe"))
        let permissions = try FileManager.default.attributesOfItem(atPath: report.path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
    }

    @Test func aDeviceIsWrittenIntoNotReplaced() throws {
        let folder = try folder()
        let run = try CLI.run(["check", "navlint.yaml", "--format", "json", "--output", "/dev/null"], directory: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let kind = try FileManager.default.attributesOfItem(atPath: "/dev/null")[.type] as? FileAttributeType
        #expect(kind == .typeCharacterSpecial)
        // Standard output named as a path reaches the pipe the test reads.
        let printed = try CLI.run(["check", "navlint.yaml", "--format", "json", "--output", "/dev/stdout"], directory: folder)
        #expect(printed.status == 0, "\(printed.stderr)")
        #expect(printed.stdout.contains("hidden-back-button-disables-swipe"))
    }

    /// The temporary is a new file with a random name, made exclusively and never through a link: a link
    /// planted where an earlier version put its temporary (`TARGET.navlint-PID.tmp`) is not written through.
    @Test func aPlantedTemporaryIsNotWrittenThrough() throws {
        let folder = try CLI.temporaryDirectory()
        let victim = folder.appendingPathComponent("victim.txt")
        try "keep me\n".write(to: victim, atomically: false, encoding: .utf8)
        let target = folder.appendingPathComponent("out.txt").path
        try FileManager.default.createSymbolicLink(atPath: "\(target).navlint-\(ProcessInfo.processInfo.processIdentifier).tmp", withDestinationPath: victim.path)
        try FileSystem.writeAtomically("new\n", to: target)
        #expect(try String(contentsOf: victim, encoding: .utf8) == "keep me\n")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "new\n")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("out.txt.navlint-") }
        #expect(left == ["out.txt.navlint-\(ProcessInfo.processInfo.processIdentifier).tmp"], "only the planted link is left")
    }
}
