import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
@testable import Format
import TestSupport

/// Files an iPhone build never compiles (issue 33, reading right): a project's tvOS, watchOS or macOS
/// targets' own files, and Swift or Objective-C files it lists in no target, are not read, with one note
/// per project and reason.
@Suite struct TargetMembershipTests {
    /// A project with an iOS app (its own SDK), a tvOS app, a watch app whose SDK only the product type
    /// tells, a multi-platform target, a localised storyboard, a synchronized folder and a file in no target.
    static let project = """
    // !$*UTF8*$!
    {
        archiveVersion = 1;
        objectVersion = 56;
        objects = {
            P0 /* Project object */ = { isa = PBXProject; mainGroup = G0; buildConfigurationList = L0; projectDirPath = ""; targets = (T1, T2, T3, T4, ); };
            L0 = { isa = XCConfigurationList; buildConfigurations = (C0, ); };
            C0 = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; };
            G0 = { isa = PBXGroup; children = (G1, G2, G3, S1, F9, ); sourceTree = "<group>"; };
            G1 = { isa = PBXGroup; path = App; children = (F1, V1, ); sourceTree = "<group>"; };
            F1 /* Feed.swift */ = { isa = PBXFileReference; path = Feed.swift; sourceTree = "<group>"; };
            V1 /* Main.storyboard */ = { isa = PBXVariantGroup; children = (F2, ); name = Main.storyboard; sourceTree = "<group>"; };
            F2 = { isa = PBXFileReference; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
            G2 = { isa = PBXGroup; path = "App TV"; children = (F3, F4, F6, ); sourceTree = "<group>"; };
            F3 = { isa = PBXFileReference; path = "Login TV.swift"; sourceTree = "<group>"; };
            F4 = { isa = PBXFileReference; path = Shared.m; sourceTree = "<group>"; };
        F6 = { isa = PBXFileReference; path = PlayerViewController.m; sourceTree = "<group>"; };
            G3 = { isa = PBXGroup; name = Watch; children = (F5, ); sourceTree = "<group>"; };
            F5 = { isa = PBXFileReference; path = Watch/Glance.swift; sourceTree = SOURCE_ROOT; };
            S1 = { isa = PBXFileSystemSynchronizedRootGroup; path = Widgets; sourceTree = "<group>"; };
            F9 = { isa = PBXFileReference; path = Old.swift; sourceTree = "<group>"; };
            T1 = { isa = PBXNativeTarget; name = App; buildPhases = (B1, R1, ); buildConfigurationList = L1; productType = "com.apple.product-type.application"; };
            L1 = { isa = XCConfigurationList; buildConfigurations = (C1, ); };
            C1 = { isa = XCBuildConfiguration; buildSettings = { INFOPLIST_FILE = App/Info.plist; }; };
            B1 = { isa = PBXSourcesBuildPhase; files = (BF1, BF4a, ); };
            BF1 = { isa = PBXBuildFile; fileRef = F1; };
            BF4a = { isa = PBXBuildFile; fileRef = F4; };
            R1 = { isa = PBXResourcesBuildPhase; files = (BF2, ); };
            BF2 = { isa = PBXBuildFile; fileRef = V1; };
            T2 = { isa = PBXNativeTarget; name = "App TV"; buildPhases = (B2, ); buildConfigurationList = L2; productType = "com.apple.product-type.application"; };
            L2 = { isa = XCConfigurationList; buildConfigurations = (C2, C2b, ); };
            C2 = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = appletvos; }; };
            C2b = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = appletvos; }; };
            B2 = { isa = PBXSourcesBuildPhase; files = (BF3, BF4b, BF6, ); };
            BF3 = { isa = PBXBuildFile; fileRef = F3; };
            BF4b = { isa = PBXBuildFile; fileRef = F4; };
        BF6 = { isa = PBXBuildFile; fileRef = F6; };
            T3 = { isa = PBXNativeTarget; name = Watch; buildPhases = (B3, ); productType = "com.apple.product-type.application.watchapp2"; };
            B3 = { isa = PBXSourcesBuildPhase; files = (BF5, ); };
            BF5 = { isa = PBXBuildFile; fileRef = F5; };
            T4 = { isa = PBXNativeTarget; name = Widgets; buildPhases = (); fileSystemSynchronizedGroups = (S1, ); buildConfigurationList = L4; };
            L4 = { isa = XCConfigurationList; buildConfigurations = (C4, ); };
            C4 = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = auto; SUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx"; }; };
        };
        rootObject = P0;
    }
    """

    private func leftOut(_ paths: [String], project: String = "App.xcodeproj/project.pbxproj") -> [String] {
        let files = [SourceFile(path: project, text: Self.project)] + paths.map { SourceFile(path: $0, text: "") }
        return TargetMembership.leftOut(of: files).map { file in
            switch file.reason {
            case .otherPlatforms(let platforms): "\(file.path): \(platforms.joined(separator: ","))"
            case .noTarget: "\(file.path): none"
            }
        }
    }

    @Test func filesOnlyOtherPlatformsOrNoTargetCompileAreLeftOut() {
        let files = ["App/Feed.swift", "App/Base.lproj/Main.storyboard", "App TV/Login TV.swift", "App TV/Shared.m", "App TV/Shared.h",
                     "Watch/Glance.swift", "Widgets/Clock/Clock.swift", "Old.swift", "Unlisted.swift"]
        #expect(leftOut(files) == ["App TV/Login TV.swift: tvOS", "Watch/Glance.swift: watchOS", "Old.swift: none"])
    }

    /// A header goes with the implementation beside it: the tvOS player's header is left out with its `.m`;
    /// the header of a file the iPhone app also compiles is kept.
    @Test func aHeaderIsLeftOutWithItsImplementation() {
        #expect(leftOut(["App TV/PlayerViewController.m", "App TV/PlayerViewController.h", "App TV/Shared.m", "App TV/Shared.h"])
                == ["App TV/PlayerViewController.m: tvOS", "App TV/PlayerViewController.h: tvOS"])
    }

    /// Scanning `App` beside `App.xcodeproj` names the project `../App.xcodeproj` and the files from
    /// inside `App`; scanning from above names both with a prefix.
    @Test func aProjectAboveTheScannedFolderNamesItsFilesFromThere() {
        #expect(leftOut(["Feed.swift", "Base.lproj/Main.storyboard"], project: "../App.xcodeproj/project.pbxproj") == [])
        #expect(leftOut(["Login TV.swift", "Shared.m"], project: "../App.xcodeproj/project.pbxproj") == ["Login TV.swift: tvOS"])
        #expect(leftOut(["Apps/iOS/App TV/Login TV.swift", "Apps/iOS/App/Feed.swift"], project: "Apps/iOS/App.xcodeproj/project.pbxproj") == ["Apps/iOS/App TV/Login TV.swift: tvOS"])
    }

    @Test func aProjectFileThatDoesNotParseLeavesNothingOut() {
        let files = [SourceFile(path: "App.xcodeproj/project.pbxproj", text: "{ objects = { A = { isa = PBXProject; "), SourceFile(path: "Old.swift", text: "")]
        #expect(TargetMembership.leftOut(of: files).isEmpty)
        let deep = String(repeating: "(", count: 10_000)
        #expect(OpenStepPlist.parse(deep) == nil)
        // A group listed inside itself, many times over, is walked once.
        let cyclic = "{ objects = { P = { isa = PBXProject; mainGroup = G; targets = (); }; G = { isa = PBXGroup; children = (\(String(repeating: "G, ", count: 64))); }; }; rootObject = P; }"
        #expect(TargetMembership.leftOut(of: [SourceFile(path: "App.xcodeproj/project.pbxproj", text: cyclic), SourceFile(path: "A.swift", text: "")]).isEmpty)
        // Groups nested far deeper than any project nests them end the walk, without exhausting the stack.
        let chain = (0..<50_000).map { "G\($0) = { isa = PBXGroup; path = d; children = (G\($0 + 1)); };" }.joined()
        let nested = "{ objects = { P = { isa = PBXProject; mainGroup = G0; targets = (); }; \(chain) }; rootObject = P; }"
        #expect(TargetMembership.leftOut(of: [SourceFile(path: "App.xcodeproj/project.pbxproj", text: nested), SourceFile(path: "A.swift", text: "")]).isEmpty)
    }

    /// End to end: the tvOS login's sheet is not reported, and a note names what was not read.
    @Test func aScanDoesNotReadATVOnlyScreen() throws {
        let login = """
        import UIKit
        final class LoginTVViewController: UIViewController {
            func show() {
                let form = FormViewController()
                present(UINavigationController(rootViewController: form), animated: true)
            }
        }
        final class FormViewController: UIViewController {
            override func viewDidLoad() {
                navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(save))
            }
            @objc func save() {}
        }
        """
        let feed = """
        import UIKit
        final class FeedViewController: UIViewController {}
        """
        let withProject = try Fixtures.scan([("App.xcodeproj/project.pbxproj", Self.project), ("App TV/Login TV.swift", login), ("App/Feed.swift", feed)])
        #expect(!withProject.draft.contains("class: LoginTVViewController"))
        #expect(withProject.notes.contains { $0.message == "1 file that only tvOS targets compile in App.xcodeproj/project.pbxproj was not read: App TV/Login TV.swift" }, "\(withProject.notes)")
        let without = try Fixtures.scan([("App TV/Login TV.swift", login), ("App/Feed.swift", feed)])
        #expect(without.draft.contains("class: LoginTVViewController"), "\(without.draft)")
    }
}
